"""The Blooming Sea table: the coral garden, the tile in hand, placing by drag, click or keys.

Everything the rules decide comes from the engine: where a tile may go
(game.explain / legal_moves), what scored (events), what each seat may see
(game.view). This module turns input into Place / DiscardTile / Pass moves
and animates the events.
"""

from __future__ import annotations

import math

import pygame

from seaboard.ai.hint import ENDS_GAME
from seaboard.ai.hint_bloomingsea import fish_on_square, placement_hint
from seaboard.engine.bloomingsea.events import FishDecided, FishPlaced, ReefScored, TileDiscarded, TilePlaced
from seaboard.engine.bloomingsea.moves import DiscardTile, Pass, Place, PlaceFish
from seaboard.engine.bloomingsea.tiles import TILES
from seaboard.engine.core import Scored, TurnStarted
from seaboard.ui.anim import tween
from seaboard.ui.anim.popups import ScorePopups
from seaboard.ui.input.drag import DragController
from seaboard.ui.render import placement, theme
from seaboard.ui.scenes.quickref import is_help_key
from seaboard.ui.scenes.table_base import TableScene
from seaboard.ui.tables.bloomingsea_parts.board_view import BoardView
from seaboard.ui.tables.bloomingsea_parts.effects import Banner, EffectQueue
from seaboard.ui.tables.bloomingsea_parts.log_words import log_spots, reword
from seaboard.ui.tables.bloomingsea_parts.panels import FIFTY_FLIGHT, PanelsMixin
from seaboard.ui.tables.bloomingsea_parts.placing import HAND, PlacingMixin
from seaboard.ui.tables.bloomingsea_parts.steps import FishStep, PlaceStep, ReefStep
from seaboard.ui.tables.bloomingsea_parts.take_back import TakeBackMixin
from seaboard.ui.tables.bloomingsea_parts.widgets import IconButton
from seaboard.ui.widgets.button import Button

MARKER_STEPS_PER_SECOND = 14.0
PLAY_HINT = "Click it or press Enter to play it."  # a hint's ghost plays by either (click_hint_ghost)
DISCARD_HINT = "your tile fits nowhere: press Set tile aside (or Enter) to show it, set it aside and draw a new one."
PASS_HINT = "you hold no tile, but others can still place: press Pass (or Enter)."


class BloomingSeaTable(TakeBackMixin, PlacingMixin, PanelsMixin, TableScene):
    name = "table"

    def __init__(self, app, setup, game=None, demo=False):
        super().__init__(app, setup, game, demo=demo)
        self._views: dict = {}
        self._shells: dict = {}
        self.board_view = BoardView()
        self.fx = EffectQueue()
        self.popups = ScorePopups()
        self.row_popups = ScorePopups(px=24, rise=14, life=1.1)  # small, beside the scores
        self.banner: Banner | None = None
        self.rotation = 0
        self.grab_index = 1  # which of the tile's squares the player pressed (1: the pivot)
        self.cursor: tuple[int, int] | None = None  # keyboard placement anchor (a square when placing fish)
        self._spots, self._spots_key = frozenset(), None
        self._preview_text, self._preview_key = "", None
        self._preview_reefs: tuple = ()  # cells of the reefs the previewed spot would score
        self._preview_fish: tuple = ()  # the fish it would decide, and the corals they count
        self.fish_choice: str | None = None  # Aquarist setup: the fish kind to put down next
        self.handoff_pending = False
        self.fish_setup_in_view = False  # the public Aquarist fish setup is (or was just) on screen
        self._tile_for = None  # (moves made, tile id, fish setup) the rotation was chosen for
        self._hint_shown = None  # the hand as the hint set it out on the board (see hint_left_behind)
        self._hint_fish: tuple = (None, ())  # (the hinted Place, the squares of the fish its words name)
        self._spot_key, self._spot = None, None  # where the message floats in the water (message_spot)
        view = self.view(None)
        self.shown_scores = list(view.scores)
        self.shown_parts = [[r, f] for r, f in zip(view.reef_points, view.fish_points)]  # reefs, fish as animated
        self.markers = [float(s) for s in view.scores]
        self.fifty_pops = [0.0] * len(self.seats)  # when each player's newest "50" token arrives
        self.fifty_spots: dict[int, tuple[int, int]] = {}  # where it lands, beside the score
        self._seen_moves = len(self.game.moves)
        # Log lines whose points are still on their way (see write_log), and the moves they are of.
        self._held_log: list = []
        self._held_key = None
        self._awaiting: set[int] = set()  # ids of the held events that wait for their animation
        self._holding = False  # apply_move is writing a move's lines: they keep pace with the animation
        self._mover: int | None = None  # who made the last move (the header speaks for them while it lands)
        self.row_rects: list[pygame.Rect] = []
        self.drag = DragController(
            find_item=self.find_item, find_target=self.find_target, make_move=self.make_move,
            explain=self.explain_move, commit=self.commit_move, item_rect=self.item_rect,
            snap_rect=self.snap_rect, on_rotate=self.on_rotate, draw_item=self.draw_item,
            explain_miss=self.explain_miss)
        self.turn_left = IconButton("Turn left", lambda: self.rotate(-1), icon="ccw", caption="Left")
        self.turn_right = IconButton("Turn right", lambda: self.rotate(1), icon="cw", caption="Right")
        self.turn_left.size_like = self.turn_right.size_like = "Right"  # the longer caption sets the pair's size
        self.discard_button = Button("Set tile aside", lambda: self.submit(DiscardTile()), style="primary")
        self.pass_button = Button("Pass", lambda: self.submit(Pass()), style="primary")
        self.focus.set([self.turn_left, self.turn_right, self.discard_button, self.pass_button, self.hint_button,
                        self.help_button, self.undo_button, self.pause_button])

    # -- state helpers ---------------------------------------------------------------
    def view(self, seat: int | None | str = "viewer"):
        """game.view, cached until the game or the viewer changes (a view costs a fraction of a frame)."""
        seat = self.viewer if seat == "viewer" else seat
        moves = self.game.moves
        key = (id(self.game), len(moves), moves[-1] if moves else None, self.game.is_over, seat)
        cached = self._views.get(key)
        if cached is None:
            if len(self._views) > 8:
                self._views.clear()
            cached = self._views[key] = self.game.view(seat)
        return cached

    def can_play(self) -> bool:
        """A human at the screen may act on the board now."""
        return (self.human_to_act and not self.handoff_pending and self.app is not None and self.app.top is self
                and self.viewer == self.game.current_player and not self.demo)

    def hand_tile(self):
        view = self.view()
        return view.hand

    def placing(self) -> bool:
        return self.can_play() and self.game.phase == "place_tile" and self.pending is None

    def _sync_tile(self) -> None:
        """A new tile in hand starts unturned; the keyboard cursor starts afresh."""
        tile = self.hand_tile()
        fish_setup = self.game.phase == "place_fish"
        key = (len(self.game.moves), tile.id if tile else None, fish_setup)
        if key != self._tile_for:
            # A new tile, or the first tile after the fish went down (the fish cursor sat on a fish
            # square, where a tile is refused: it greeted the turn in red).
            if not fish_setup and (self._tile_for is None or key[1:] != self._tile_for[1:]):
                self.rotation = 0
                self.cursor = None  # (while the fish go down, the fish cursor stays where it moved on to)
            elif fish_setup and self.cursor is not None:
                # Someone else's fish landed under the keyboard's cursor: it moves on to a free
                # numbered square rather than draw my fish (in red) over theirs.
                view = self.view(None)
                taken = {(x, y) for x, y, _, _ in view.fish}
                if tuple(self.cursor) in taken:
                    self.cursor = next((sq for sq in view.board.numbered if tuple(sq) not in taken), None)
            self._tile_for = key

    # -- layout ------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        area = self.board
        gap = self.px(16)
        # The tile panel mirrors the players column on the right (as wide, when there is room),
        # flush with the window's left margin like the other games; the square board is centred between.
        hand_w = max(self.px(180), min(self.side.width, area.width - area.height - gap))
        board_side = min(area.height, area.width - hand_w - gap)
        left = area.left
        room = area.width - hand_w - gap
        self.board_area = pygame.Rect(left + hand_w + gap + (room - board_side) // 2, area.top, board_side, area.height)
        geo = self.board_view.layout(self.view(None), self.board_area)
        # The full column height, whatever the board's shape: its top lines up with the players
        # panel and its foot with the log's, on either side of the board.
        self.hand_panel = pygame.Rect(left, area.top, hand_w, area.height)
        self._names_under_title = self.names_under_title()  # (before the tray, which stands under the title)
        self.popups.layout(size)
        self.row_popups.layout(size)
        p = self.hand_panel
        pad = self.px(14)
        c = geo.cell
        self.tray = pygame.Rect(p.left + pad, p.top + self.tray_top(), p.width - 2 * pad,
                                max(3 * c + self.px(16), self.px(120)))
        bw = (self.tray.width - self.px(10)) // 2
        bh = self.px(40)
        y = self.tray.bottom + self.px(10)
        self.turn_left.rect = pygame.Rect(self.tray.left, y, bw, bh)
        self.turn_right.rect = pygame.Rect(self.tray.right - bw, y, bw, bh)
        y += bh + self.px(10)
        self.discard_button.rect = pygame.Rect(self.tray.left, y, self.tray.width, self.px(46))
        self.pass_button.rect = self.discard_button.rect.copy()
        self.hint_top = y
        for b in (self.turn_left, self.turn_right, self.discard_button, self.pass_button, self.help_button):
            b.px = self.px(16)
        self.place_help_button(self.help_button, self.undo_button)

    @property
    def geo(self):
        return self.board_view.geo

    def apply_move(self, move):
        self.fx.flush()  # never let the picture fall behind the game
        self._release_log()  # (and the log neither)
        self._mover = self.game.current_player
        self._holding = self.speed() > 0
        try:
            return super().apply_move(move)
        finally:
            self._holding = False

    # -- the log keeps pace with the points -------------------------------------------------
    # Playtest (a Board Game Arena veteran): the log said "Purple bot +7 for the fish" and the
    # header "Your turn" while the players panel and the track still showed the old score, for up
    # to 4 s. As on BGA, a line that gives points comes when its points land on the total: the
    # tile's line at once, a reef's when its "+N" reaches the scorer, a fish's tally when it is
    # shown and its points when the token lands; the lines after them (the draw, whose turn)
    # follow the last of them.
    def _lands_later(self, event) -> bool:
        original = getattr(event, "_event", event)  # (a WordedEvent wraps the engine's)
        return isinstance(original, (ReefScored, FishDecided, Scored))

    def write_log(self, events) -> None:
        if not self._holding:
            super().write_log(events)
            return
        self._held_key = self._log_key()
        self._held_log = list(events)
        self._awaiting = {id(getattr(e, "_event", e)) for e in events if self._lands_later(e)}
        self._release_log(until_awaited=True)

    def _log_key(self) -> tuple:
        return (id(self.game), len(self.game.moves))

    def _release_log(self, until_awaited: bool = False) -> None:
        """Write the held lines: every one, or up to the first whose points have not landed."""
        if not self._held_log:
            return
        if self._held_key != self._log_key():
            self._held_log, self._awaiting = [], set()  # the log was rebuilt (an undo): they are in it
            return
        out = []
        while self._held_log and not (until_awaited and id(getattr(self._held_log[0], "_event",
                                                                        self._held_log[0])) in self._awaiting):
            out.append(self._held_log.pop(0))
        if not self._held_log:
            self._awaiting = set()
        if out:
            super().write_log(out)

    def landed(self, event) -> None:
        """An animation step reached the moment `event`'s points (or tally) show: its line is written."""
        if event is None:
            return
        self._awaiting.discard(id(event))
        self._release_log(until_awaited=True)

    def points_in_flight(self) -> bool:
        """The last move's points are not all on the totals and the track yet (or its lines in the log)."""
        return (self.fx.busy or bool(self._held_log)
                or any(m != s for m, s in zip(self.markers, self.shown_scores)))

    def settle_points(self) -> None:
        """Every point of the last move lands now: totals, markers and the log."""
        self.fx.flush()
        self._release_log()
        self.markers = [float(s) for s in self.shown_scores]

    def turn_held(self) -> bool:
        """A bot just moved and a human at the screen is next, but the bot's points are still on their
        way: the header still speaks for the bot, and "Your turn" comes when they land (playtest)."""
        mover, seat = self._mover, self.game.current_player
        return (mover is not None and seat is not None and mover != seat and not self.game.is_over
                and not self.seats[mover].is_human and self.seats[seat].is_human and self.points_in_flight())

    def turn_over_next(self) -> int | None:
        # The scorer watches their points land before the curtain (check_turn).
        return self.game.current_player if self.handoff_pending and self.live and not self.demo else None

    def turn_status(self) -> str:
        if self.turn_held() and self.turn_over_next() is None:  # (in hot seat the turn over says who is next)
            return f"{self.names[self._mover]} is thinking…"  # as the header said until the move
        return super().turn_status()

    def marked_seat(self):
        return self._mover if self.turn_held() and self.turn_over_next() is None else super().marked_seat()

    def worded(self, events) -> list:
        # The log names a fish's place in words ("at the top left"), never as coordinates; a demo,
        # which shows every hand, the tile a bot draws (its caption says it: the panel's new tile).
        view = self.view(None)
        return reword(events, self.names, view.board, view.hands if self.demo_state is not None else None)

    def log_spots(self, event) -> tuple:
        return log_spots(event)

    def on_events(self, events) -> None:
        self.fx.flush()  # the last move's animation ends before the next one starts (fast bots, replays)
        fish, placed = None, ()
        for event in events:
            if isinstance(event, TilePlaced):
                placed = event.cells  # (the fish it decides keep it in view)
                self.fx.add(PlaceStep(self, event))
            elif isinstance(event, FishPlaced):
                self.fx.add(PlaceStep(self, event, cells=((event.x, event.y),)))
            elif isinstance(event, ReefScored):
                self.fx.add(ReefStep(self, event))
            elif isinstance(event, FishDecided):
                fish = FishStep(self, event, placed)
                self.fx.add(fish)
            elif isinstance(event, Scored) and fish is not None and fish.points is None:
                fish.points = event  # the fish's points: their line comes as the token lands
            elif isinstance(event, TileDiscarded):
                self.drag.bubble = None
            elif (isinstance(event, TurnStarted) and self.seats[event.seat].is_human and self.app is not None
                  and self.app.top is self):  # a live table only: not under a replay
                name = "Your turn" if len(self.human_seats) == 1 else f"{self.names[event.seat]}'s turn"
                self.banner = Banner(name, self.seats[event.seat].colour, seconds=1.2)
        self._seen_moves = len(self.game.moves)
        if self.speed() <= 0:
            self.fx.flush()

    def on_undo(self) -> None:
        """The game changed without events for us (undo, a replay jump, a loaded state): catch up at once."""
        self.fx.flush()
        self._release_log()  # (dropped if the log was rebuilt meanwhile)
        self.popups.clear()
        self.row_popups.clear()
        view = self.view(None)
        self.shown_scores = list(view.scores)
        self.shown_parts = [[r, f] for r, f in zip(view.reef_points, view.fish_points)]
        self.markers = [float(v) for v in self.shown_scores]
        self._seen_moves = len(self.game.moves)
        self.cursor = None
        self.banner = None
        self.drag.clear()

    def add_shown_points(self, seat: int, points: int, part: str = "reefs") -> None:
        """Points reach a player's row as the animation gets there (`part`: "reefs" or "fish")."""
        self.shown_scores[seat] += points
        self.shown_parts[seat][0 if part == "reefs" else 1] += points

    def scores_settling(self) -> bool:
        """A fish or reef still animating, a "+5" still rising by a row, a counter or a "50" still on its way."""
        return (self.points_in_flight() or self.popups.busy or self.row_popups.busy
                or any(t > self.app.time for t in self.fifty_pops))

    def speed(self) -> float:
        return self.animation_pace()

    def show_message(self, text: str, seconds: float = 4.0, until_seen: bool = False, calm: bool = False) -> None:
        super().show_message(text, seconds, until_seen, calm)
        # The newer word replaces the older: a refusal's bubble by the pointer goes (playtest:
        # Ctrl+Z's "nothing to undo" lay under a fish square's refusal, cut off).
        drag = self.__dict__.get("drag")
        if drag is not None:
            drag.bubble = None

    def new_bubble_replaces_message(self) -> None:
        """A refusal's bubble just came up by the pointer: the message said before it goes."""
        bubble = self.drag.bubble
        if bubble is not None and bubble is not self._bubble_seen and self.pending is None:
            self.message = ""
        self._bubble_seen = bubble

    _bubble_seen = None

    def check_turn(self) -> None:
        seat = self.game.current_player
        if self.game.phase == "place_fish":
            # Rulebook, Aquarist mode: the fish go down "after discussing with other players", in
            # the open, and no hand is drawn meanwhile: no curtain between the fish.
            self.handoff_pending = False
            self.fish_setup_in_view = True
            if seat is not None and self.seats[seat].is_human:
                self.last_human = seat
            return
        if self.fish_setup_in_view:
            self.fish_setup_in_view = False
            self.last_human = None  # everyone watched the fish go down: the first tile comes after the curtain
        # The scorer watches the animation before the curtain goes up for the next human; paused
        # meanwhile (Escape, Menu, ?), the curtain comes once the table is back on top.
        if (seat is not None and not self.game.is_over and self.needs_handoff(seat)
                and (self.fx.busy or (self.handoff_pending and self.live and self.app.top is not self))):
            self.handoff_pending = True
            return
        self.handoff_pending = False
        super().check_turn()

    def bot_pace(self) -> float:
        speed = self.speed()
        return super().bot_pace() + (self.fx.remaining() / speed if speed > 0 else 0.0)

    def explain_miss(self, item) -> str | None:
        """Said when the tile (or a fish) is let go off the board."""
        if item == HAND:
            return "Drop the tile on the board: the green dots show where it fits."
        return "Drop the fish on an empty fish square."

    def hint_words(self, move, words: str) -> str:
        if isinstance(move, PlaceFish):  # the board has no coordinates: say where in words
            board = self.view(None).board
            return f"put {fish_on_square(move.fish, board, move.x, move.y)}, as shown. {PLAY_HINT}"
        ends = f" {ENDS_GAME}" if words.endswith(ENDS_GAME) else ""
        # The log's own sentence ("Your tile fits nowhere and is set aside; draw a tile (9 left).") told
        # what happens, not what to do: these say what to press (on_hint puts the focus on it).
        if isinstance(move, DiscardTile):
            return f"{DISCARD_HINT}{ends}"
        if isinstance(move, Pass):
            return f"{PASS_HINT}{ends}"
        if not isinstance(move, Place):
            return words
        # The ghost shows where; the words say what it scores, what it does for the fish (playtest:
        # "reef +4" never said it built the bot's reef beside a fish) and how to play it.
        said, squares = placement_hint(self.game, move, self.names)
        self._hint_fish = (move, squares)  # marked on the board while these words show (hint_fish_squares)
        return f"{said} {PLAY_HINT}{ends}"

    def on_hint(self, move) -> None:
        """The suggestion appears as the keyboard cursor's ghost: the tile turned as suggested, on its
        squares, with what it would score; a click on it or Enter plays it, anything else carries on
        as usual."""
        if isinstance(move, (Place, PlaceFish)):
            # Playtest: asked with the tile picked up, the hint gave only the log's words, not where.
            # The tile goes back to the tray so the board can show it where the hint puts it.
            self.drag.cancel()
            if isinstance(move, Place):
                self.rotation = move.rotation
            else:
                self.fish_choice = move.fish
            self.cursor = (move.x, move.y)
            self.focus.focus(None)  # Enter now places at the cursor (not the Hint button again)
            self._hint_shown = self._hand_state()
        elif isinstance(move, DiscardTile):
            self.focus.focus(self.discard_button)
        elif isinstance(move, Pass):
            self.focus.focus(self.pass_button)

    def _hand_state(self) -> tuple:
        return (self.rotation, tuple(self.cursor) if self.cursor is not None else None, self.fish_choice,
                self.drag.active)

    def hint_fish_squares(self) -> tuple[tuple[int, int], ...]:
        """The squares of the fish the hint's words name, while those words show (playtest: "the left
        fish at the middle right" left the player hunting for it); none once the hint goes."""
        move, squares = self._hint_fish
        if move is None or move != self.hint_move or not self.hint_on_screen():
            return ()
        return squares

    def hint_ghost_up(self) -> bool:
        """The ghost on the board is the hint's: the tile where the hint set it, untouched since (so
        not picked up either: on_hint put it down before noting the hand's state)."""
        return (isinstance(self.hint_move, Place) and self._hint_shown is not None
                and self._hint_shown == self._hand_state())

    def click_hint_ghost(self, pos) -> bool:
        """Playtest: a click on the hint's ghost did nothing (only Enter played it). It places the
        tile as hinted, turned and where shown, as any placement does (the take-back moment follows)."""
        if not (self.placing() and self.hint_ghost_up() and self.geo is not None):
            return False
        move = self.hint_move
        if self.geo.cell_at(pos) not in self.squares_of(move):
            return False
        self.cursor = None  # placed by the mouse: taken back, the tile goes to the tray, not to a cursor
        self.submit(move)
        return True

    def hint_left_behind(self) -> None:
        """Playtest: the hint's words stayed up while the player dragged the tile somewhere else.
        Once the tile (or fish) is picked up, turned or moved off the hinted spot, the hint goes."""
        if self.hint_move is None:
            self._hint_shown = None
            return
        if self._hint_shown is None or self._hint_shown == self._hand_state():
            return
        on_screen = self.hint_on_screen()
        self.clear_hint()
        self._hint_shown = None
        if on_screen:
            self.message = ""

    def quickref_scene(self):
        from seaboard.ui.tables.bloomingsea_parts.quickref import QuickRefScene

        return QuickRefScene(self.app, self)

    def show_results(self) -> None:
        self.results_shown = True
        self.fx.flush()  # the panels behind the card show the final counts
        self.app.push(self.final_card())

    def results_card(self):
        from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults

        return BloomingSeaResults(self.app, self)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event):
        if self.swallows_held_key(event) or self.primary_key_first(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.banner = None  # "Your turn" has been seen: it goes
            if self.turn_held():
                self.settle_points()  # the player need not wait for the bot's points: they land now
        if is_help_key(event):
            self.open_quickref()
            return True
        if self.demo:
            return super().handle(event)
        if self.handle_pending(event):
            return True
        if self.passes_the_screen(event):
            self.fx.flush()  # the next player need not wait for the animation: skip to the curtain
            self.check_turn()
            if self.app.top is not self:
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and (self.drag.active or self.cursor is not None
                                                 or self.drag.bubble is not None):
                self.drag.cancel()
                self.cursor = None
                # Its refusal goes with it (playtest: the cursor went, the red bubble stayed).
                self.drag.bubble = None
                return True
            if self.handle_keys(event):
                return True
        if self.turn_in_hand(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.WINDOWFOCUSLOST):
            if event.type == pygame.MOUSEBUTTONDOWN and self.focus.widget_at(event.pos) is not None:
                return super().handle(event)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.click_hint_ghost(event.pos):
                return True
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.choosing_fish()
                    and not self.drag.active and self.find_item(event.pos) is None
                    and (square := self.geo.cell_at(event.pos)) is not None):
                self.put_fish(square)  # the fish chosen (by key or last click) goes here
                return True
            before = self.drag.state
            if self.drag.handle(event):
                if before != self.drag.state and self.drag.state == "pressed":
                    self.grab_index = self.grabbed_index(event.pos) if self.drag.item == HAND else 1
                    self._recentre_grab()
                    self.cursor = None
                if event.type == pygame.MOUSEMOTION:
                    self.focus.handle(event)
                return True
        return super().handle(event)

    def turn_in_hand(self, event) -> bool:
        """Right-click or the wheel over the tile in hand (or with the keyboard cursor out) turns it,
        as the hint promises, before it is picked up."""
        if not self.placing() or self.drag.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            over = self.tray.collidepoint(event.pos)
            step = 1
        elif event.type == pygame.MOUSEWHEEL and event.y:
            over = self.tray.collidepoint(self.drag.pointer)
            step = 1 if event.y > 0 else -1
        else:
            return False
        if not (over or self.cursor is not None):
            return False
        self.rotate(step)
        return True

    # -- per frame --------------------------------------------------------------------------
    def update(self, dt):
        speed = self.speed()
        if tween.speed() != speed:
            tween.set_speed(speed)  # drags and pop-ups follow the animation pace too
        self.fx.update(dt, speed)
        if self._held_log and not self.fx.busy:
            self._release_log()  # every animation is over: so is the wait
        if self.handoff_pending and not self.fx.busy:
            self.check_turn()
        if self.fx.busy:
            self.bot_timer = 0.0  # bots wait for the animation of the last move
            self.over_timer = 0.0  # and so do the results: the last fish lands first
        super().update(dt)
        self.update_pending(dt)
        self.drag.update(dt)
        self.new_bubble_replaces_message()
        self.popups.update(dt)
        self.row_popups.update(dt)
        if self.banner is not None and not self.points_in_flight():
            self.banner.update(dt, speed)
            if not self.banner.alive:
                self.banner = None
        if len(self.game.moves) != self._seen_moves:
            self.on_undo()
        for seat, target in enumerate(self.shown_scores):
            now = self.markers[seat]
            if now == target:
                continue
            step = dt * MARKER_STEPS_PER_SECOND * max(1.0, abs(target - now) / 6) * speed
            new = target if speed <= 0 or abs(target - now) <= step else now + math.copysign(step, target - now)
            if int(new // 50) > int(now // 50):
                # A lap: a "50" token flies from the track's start to the player, then pops in.
                self.fifty_pops[seat] = self.app.time + FIFTY_FLIGHT / max(speed, 0.01) if speed > 0 else 0.0
            self.markers[seat] = new
        self._sync_tile()
        self.hint_left_behind()
        self.refresh_widgets()

    def refresh_widgets(self) -> None:
        self.turn_left.visible = self.turn_right.visible = (self.hand_tile() is not None and not self.game.is_over
                                                            and self.game.phase != "place_fish")
        self.turn_left.enabled = self.turn_right.enabled = self.placing()
        self.discard_button.visible = self.can_play() and self.game.phase == "discard_tile"
        self.pass_button.visible = self.can_play() and self.game.phase == "pass"
        self.make_room_for_the_card()  # (once the message and the buttons are settled for this frame)

    STATUS_STEPS = {"place_tile": "place your tile", "place_fish": "put a fish on the board",
                    "discard_tile": "your tile fits nowhere", "pass": "no tile left: pass"}

    def status_step(self) -> str | None:
        if self.turn_held():
            return None  # the header still speaks for the bot
        if self.pending is not None:
            return self.TAKE_BACK_STEP
        return self.STATUS_STEPS.get(self.game.phase) if self.can_play() else None

    # -- drawing ----------------------------------------------------------------------------
    def draw_table(self, surface, rect):
        # Panel shells first: their margins hold plain backdrop, so nothing drawn later is covered.
        self.draw_shell(surface, self.hand_panel)
        if self.live:  # not when drawn inside the replay
            self.draw_shell(surface, self.players_panel)
        view = self.view()
        self._sync_tile()
        bv = self.board_view
        bv.layout(view, self.board_area)
        bv.draw(surface, view)
        for seat, cells in self.new_to_viewer(view):
            bv.draw_outline(surface, cells, theme.player_rgb(self.seats[seat].colour))
        bv.draw_markers(surface, [s.colour for s in self.seats], self.markers)
        self.draw_log_marks(surface, view)
        bv.draw_fish_marks(surface, view, self.hint_fish_squares())  # under the ghost and its label
        self.draw_ghost(surface, view)
        self.draw_pending(surface)
        self.fx.draw(surface)
        self.draw_hand_panel(surface, view)

    def draw_log_marks(self, surface, view) -> None:
        """What the hovered log line names (playtest: "the left fish at the middle right" had to be
        decoded): a fish is ringed as the hint rings it, a tile's squares or a reef's corals outlined
        in the coral of that ring, bolder than the outline of the tiles just placed."""
        spots = self.log_marks
        if not spots:
            return
        fish = {(x, y) for x, y, *_ in view.fish} | {(x, y) for x, y, *_ in view.fish_results}
        squares = [s for s in spots if s not in fish]
        if squares:
            self.board_view.draw_outline(surface, squares, theme.PALETTE["coral"],
                                         width=max(3, round(self.geo.cell * 0.13)))
        if fish.intersection(spots):
            self.board_view.draw_fish_marks(surface, view, [s for s in spots if s in fish])

    def new_to_viewer(self, view) -> list[tuple[int, list[tuple[int, int]]]]:
        """(seat, squares) of the tiles the others placed since the human at the screen last placed
        one, so a player lifting the hot-seat curtain sees what changed (playtest); elsewhere (bots
        alone, a replay) and once the game is over (View board) the last tile placed."""
        if not view.placements:
            return []
        placed = list(view.placements)
        viewer = self.viewer if self.live and self.human_seats and not self.game.is_over else None
        if viewer is None:
            placed = placed[-1:]
        else:
            mine = [i for i, p in enumerate(placed) if p[0] == viewer]
            placed = [p for p in placed[mine[-1] + 1 if mine else 0:] if p[0] != viewer][-(len(self.seats) - 1):]
        return [(seat, [square for square, _ in TILES[tile_id].cells_at(rotation, x, y)])
                for seat, tile_id, rotation, x, y in placed]

    def draw_message(self, surface) -> None:
        """A hint stands on its card: in the hand panel, in for its how-to-play words (a long one
        folding the legend away), else over the game log (message_card); so do a placed tile's
        moment's words, with its countdown (message_on_card). Other messages float inside
        the water, never over the score track, at its top or foot, centred or to a side: wherever
        they hide least of the board (playtest: the hint's words covered the bottom row and a
        fish's value). Never over the tile the hint or the cursor shows, nor the fish and reefs it
        would score, and over no fish if that can be helped."""
        geo = self.board_view.geo
        if geo is None:
            super().draw_message(surface)
            return
        if self.message_card() is not None:
            self.draw_message_card(surface)
            return
        gap = self.px(4)
        width, box = self.message_spot(gap)
        # draw_message_in puts the pill at the foot of its area, wrapped to the area's width: an
        # area of the chosen width, its foot under the chosen spot.
        area = pygame.Rect(0, 0, width, geo.grid.height)
        area.midbottom = (box.centerx, box.bottom + gap)
        self.draw_message_in(surface, area, gap)

    def message_spot(self, gap: int) -> tuple[int, pygame.Rect]:
        """Where in the water the message hides least (ties: the foot's middle, then the top's):
        the width it is wrapped to, and its pill. At the top or the foot, centred or anywhere along
        it, in one line or wrapped narrower (at a big text size a wide pill covers two rows)."""
        geo, view = self.geo, self.view()
        shown = self.shown_move()
        key = (self.message, tuple(geo.grid), geo.cell, len(self.game.moves), shown, self.px(17), theme.text_scale())
        if key == self._spot_key:
            return self._spot
        grid = geo.grid
        weights: dict[tuple[int, int], float] = {square: 1.0 for square in view.board.squares}
        for x, y, _kind, _points in view.fish:
            weights[(x, y)] = 50.0  # a fish and its value badge
        if shown is not None:
            if isinstance(shown, Place) and view.hand is not None:
                self.preview(shown)  # the reefs and fish it scores
                for cell in (*self._preview_reefs, *self._preview_fish):
                    weights[tuple(cell)] = 200.0
                cells = self.squares_of(shown)
            else:
                cells = [(shown.x, shown.y)]
            for cell in cells:
                weights[tuple(cell)] = 1000.0
        # A plain square by the share hidden; a fish, or the shown tile, at all.
        obstacles = [(geo.cell_rect(x, y), weight, weight > 1) for (x, y), weight in weights.items()]
        water = self.water().inflate(-2 * gap, -2 * gap)
        best, best_cost = None, None
        for width in (grid.width, grid.width * 2 // 3, grid.width // 2):
            lines, _, _, box = self.message_pill(pygame.Rect(0, 0, width, grid.height))
            if width < grid.width and lines[-1].endswith("…"):
                continue  # too narrow for the whole message
            first, last = water.left, max(water.left, water.right - box.width)
            lefts = [box.move_to(centerx=grid.centerx).left, *range(first, last, max(1, geo.cell // 2)), last]
            for top in (False, True):
                for left in lefts:
                    if top:
                        box.top = water.top
                    else:
                        box.bottom = water.bottom
                    box.left = left
                    cost = placement.cost(box, obstacles)
                    if best_cost is None or cost < best_cost - 1e-6:
                        best, best_cost = (width, box.copy()), cost
        self._spot_key, self._spot = key, best
        return best

    def water(self) -> pygame.Rect:
        """The lagoon inside the score track: the squares and the open water round them."""
        geo = self.geo
        return geo.grid.inflate(round(geo.cell * 0.44), round(geo.cell * 0.44))

    def shown_move(self):
        """The Place (or PlaceFish) the board shows now: the hint's, else the keyboard cursor's."""
        if isinstance(self.hint_move, (Place, PlaceFish)):
            return self.hint_move
        if self.cursor is not None and not self.drag.active:
            if self.placing():
                return Place(self.rotation, *self.cursor)
            if self.choosing_fish() and self.chosen_fish() is not None:
                return PlaceFish(self.chosen_fish(), *self.cursor)
        return None

    def status_covered(self) -> bool:
        # The banner says it: the line under it is not drawn (playtest: as the banner dropped in,
        # its letters crossed the line's).
        return self.banner is not None and not self.points_in_flight()

    def draw(self, surface):
        super().draw(surface)
        if self.banner is not None and not self.points_in_flight():
            # Over the header's status line, which says the same (playtest: inside the track it
            # lay over the board's top row); between the title and the buttons, clear of both.
            left, right = self.header_room()
            bar = self.header
            room = pygame.Rect(0, 0, 2 * max(0, min(bar.centerx - left, right - bar.centerx)), bar.height)
            room.center = bar.center
            # Wide enough to hide the whole status line and its token, which it stands in for.
            self.banner.draw(surface, room, self.px, min_width=self.status_width() + self.px(24))
        self.popups.draw(surface)
        self.row_popups.draw(surface)
        self.draw_fifty_flights(surface)
        if self.drag.held is not None and self.drag.hover_target is not None:
            # Over the board the snapped ghost is the tile: no floating copy, and no shadow darkening it.
            draw_item, self.drag.draw_item = self.drag.draw_item, None
            for flight in self.drag.flights:
                draw_item(surface, flight.item, flight.rect)
            self.drag.draw(surface)
            self.drag.draw_item = draw_item
        else:
            self.drag.draw(surface)
