"""The Blooming Sea table: the coral garden, the tile in hand, placing by drag, click or keys.

Everything the rules decide comes from the engine: where a tile may go
(game.explain / legal_moves), what scored (events), what each seat may see
(game.view). This module turns input into Place / DiscardTile / Pass moves
and animates the events.
"""

from __future__ import annotations

import math

import pygame

from seaboard.engine.bloomingsea.events import FishDecided, FishPlaced, ReefScored, TileDiscarded, TilePlaced
from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES
from seaboard.engine.bloomingsea.moves import DiscardTile, Pass, Place, PlaceFish
from seaboard.engine.bloomingsea.tiles import oriented_cells
from seaboard.engine.core import TurnStarted
from seaboard.ui.anim import tween
from seaboard.ui.anim.popups import ScorePopups
from seaboard.ui.input.drag import DRAGGING, DragController
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import KIND_LABELS, TableScene
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.tables.bloomingsea_parts.board_view import BoardView
from seaboard.ui.tables.bloomingsea_parts.effects import Banner, EffectQueue, arc_point, ease
from seaboard.ui.tables.bloomingsea_parts.steps import FishStep, PlaceStep, ReefStep
from seaboard.ui.tables.bloomingsea_parts.widgets import IconButton
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.tooltip import Bubble

HAND = "hand"  # the item a player picks up in play: the tile in hand (Aquarist setup: ("fish", kind))


def is_fish(item) -> bool:
    return isinstance(item, tuple) and len(item) == 2 and item[0] == "fish"

MARKER_STEPS_PER_SECOND = 14.0
FIFTY_FLIGHT = 0.7  # seconds (at speed 1) a "50" token takes from the track to the player

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class BloomingSeaTable(TableScene):
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
        self.cursor: tuple[int, int] | None = None  # keyboard placement anchor (a square when placing fish)
        self._spots, self._spots_key = frozenset(), None
        self._preview_text, self._preview_key = "", None
        self.fish_choice: str | None = None  # Aquarist setup: the fish kind to put down next
        self.handoff_pending = False
        self._tile_for = None  # (moves made, tile id) the rotation was chosen for
        view = self.view(None)
        self.shown_scores = list(view.scores)
        self.markers = [float(s) for s in view.scores]
        self.fifty_pops = [0.0] * len(self.seats)  # when each player's newest "50" token arrives
        self.fifty_spots: dict[int, tuple[int, int]] = {}  # where it lands, beside the score
        self._seen_moves = len(self.game.moves)
        self.row_rects: list[pygame.Rect] = []
        self.drag = DragController(
            find_item=self.find_item, find_target=self.find_target, make_move=self.make_move,
            explain=self.explain_move, commit=self.commit_move, item_rect=self.item_rect,
            snap_rect=self.snap_rect, on_rotate=self.on_rotate, draw_item=self.draw_item)
        self.turn_left = IconButton("Turn left", lambda: self.rotate(-1), icon="ccw")
        self.turn_right = IconButton("Turn right", lambda: self.rotate(1), icon="cw")
        self.discard_button = Button("Set tile aside", lambda: self.submit(DiscardTile()), style="primary")
        self.pass_button = Button("Pass", lambda: self.submit(Pass()), style="primary")
        self.help_button = Button("?", self.show_quickref, style="quiet")
        extra = [w for w in (getattr(self, "undo_button", None), self.pause_button) if w is not None]
        self.focus.set([self.turn_left, self.turn_right, self.discard_button, self.pass_button, self.help_button,
                        *extra])

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
        return self.can_play() and self.game.phase == "place_tile"

    def _sync_tile(self) -> None:
        """A new tile in hand starts unturned; the keyboard cursor starts afresh."""
        tile = self.hand_tile()
        key = (len(self.game.moves), tile.id if tile else None)
        if key != self._tile_for:
            if self._tile_for is None or key[1] != self._tile_for[1]:
                self.rotation = 0
                self.cursor = None
            self._tile_for = key

    # -- layout ------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        area = self.board
        gap = self.px(16)
        hand_w = max(self.px(180), min(self.px(230), area.width - area.height - gap))
        board_side = min(area.height, area.width - hand_w - gap)
        group_w = hand_w + gap + board_side
        left = area.left + (area.width - group_w) // 2
        self.board_area = pygame.Rect(left + hand_w + gap, area.top, board_side, area.height)
        geo = self.board_view.layout(self.view(None), self.board_area)
        self.hand_panel = pygame.Rect(left, geo.outer.top, hand_w, geo.outer.height)
        self.popups.layout(size)
        self.row_popups.layout(size)
        p = self.hand_panel
        pad = self.px(14)
        c = geo.cell
        self.tray = pygame.Rect(p.left + pad, p.top + self.px(44), p.width - 2 * pad, max(3 * c + self.px(16),
                                                                                          self.px(120)))
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
        self.help_button.px = self.px(20)
        anchor = getattr(self, "undo_button", None) or self.pause_button
        self.help_button.rect = pygame.Rect(anchor.rect.left - self.px(12) - self.px(44), anchor.rect.top,
                                            self.px(44), anchor.rect.height)

    @property
    def geo(self):
        return self.board_view.geo

    # -- the drag controller's callbacks ----------------------------------------------------
    def tile_cells(self, rotation: int | None = None):
        """((dx, dy), colour) of the hand tile at `rotation` (default: the chosen one)."""
        tile = self.hand_tile()
        if tile is None:
            return ()
        return tile.cells_at(self.rotation if rotation is None else rotation, 0, 0)

    def tile_size(self) -> tuple[int, int]:
        cells = self.tile_cells()
        if not cells:
            return (0, 0)
        c = self.geo.cell
        return ((max(x for (x, _), _ in cells) + 1) * c, (max(y for (_, y), _ in cells) + 1) * c)

    def pivot(self) -> tuple[int, int]:
        """The tile's middle square (straight) or corner (bent): what sits under the pointer."""
        tile = self.hand_tile()
        return oriented_cells(tile.shape, self.rotation)[1]

    def item_rect(self, item) -> pygame.Rect:
        if is_fish(item):
            return self.supply_rects().get(item[1], pygame.Rect(self.tray.center, (0, 0)))
        rect = pygame.Rect((0, 0), self.tile_size())
        rect.center = self.tray.center
        return rect

    # Aquarist setup by choice: the fish still to place, a token each in the tray.
    def supply(self) -> list[tuple[str, int]]:
        left = self.view().fish_supply
        return [(kind, left.count(kind)) for kind in AQUARIST_VALUES if kind in left]

    def supply_area(self) -> pygame.Rect:
        """The tray, grown over the (hidden) turn buttons while the fish are being placed."""
        return self.tray.union(self.turn_left.rect)

    def supply_rects(self) -> dict[str, pygame.Rect]:
        kinds = [k for k, _ in self.supply()]
        tray = self.supply_area()
        size = min(tray.width // 2 - self.px(30), (tray.height - self.px(44)) // 2, round(self.geo.cell * 1.4))
        rects = {}
        for i, kind in enumerate(kinds):
            col, row = i % 2, i // 2
            r = pygame.Rect(0, 0, size, size)
            r.center = (tray.left + tray.width * (1 + 2 * col) // 4, tray.top + tray.height * (1 + 2 * row) // 4 - self.px(8))
            rects[kind] = r
        return rects

    def choosing_fish(self) -> bool:
        return self.can_play() and self.game.phase == "place_fish"

    def chosen_fish(self) -> str | None:
        kinds = [k for k, _ in self.supply()]
        if self.fish_choice not in kinds:
            self.fish_choice = kinds[0] if kinds else None
        return self.fish_choice

    def find_item(self, pos):
        if self.choosing_fish():
            for kind, rect in self.supply_rects().items():
                if rect.collidepoint(pos):
                    self.fish_choice = kind
                    return ("fish", kind)
            return None
        if not self.placing():
            return None
        for (dx, dy), _ in self.tile_cells():
            rect = self.item_rect(HAND)
            c = self.geo.cell
            if pygame.Rect(rect.left + dx * c, rect.top + dy * c, c, c).collidepoint(pos):
                return HAND
        return HAND if self.tray.collidepoint(pos) else None

    def find_target(self, pos, item):
        geo = self.geo
        if not geo.outer.collidepoint(pos):
            return None
        c = geo.cell
        if is_fish(item):
            return geo.cell_at(pos)
        if self.drag.state == DRAGGING:
            top_left = (pos[0] - self.drag.grab_offset.x, pos[1] - self.drag.grab_offset.y)
            return geo.nearest_anchor(top_left)
        px, py = self.pivot()
        return (math.floor((pos[0] - geo.grid.left) / c) - px, math.floor((pos[1] - geo.grid.top) / c) - py)

    def make_move(self, item, target):
        if is_fish(item):
            return PlaceFish(item[1], target[0], target[1])
        return Place(self.rotation, target[0], target[1])

    def explain_move(self, move) -> str | None:
        if not self.can_play():
            return "Wait for your turn."
        return self.game.explain(move)

    def commit_move(self, move) -> None:
        self.cursor = None
        self.submit(move)

    def snap_rect(self, item, target) -> pygame.Rect:
        rect = self.geo.cell_rect(*target)
        if is_fish(item):
            return pygame.Rect(0, 0, *self.item_rect(item).size).move_to(center=rect.center)
        rect.size = self.tile_size()
        return rect

    def on_rotate(self, item, step) -> None:
        if is_fish(item):
            return
        self.rotation = (self.rotation + step) % 4
        self._recentre_grab()

    def _recentre_grab(self) -> None:
        """Keep the tile's pivot under the pointer whatever the rotation."""
        if self.hand_tile() is None or is_fish(self.drag.item):
            return
        c = self.geo.cell
        px, py = self.pivot()
        self.drag.grab_offset = pygame.Vector2((px + 0.5) * c, (py + 0.5) * c)

    def draw_item(self, surface, item, rect) -> None:
        if is_fish(item):
            if not (self.drag.hover_target is not None and self.drag.state == DRAGGING):
                token = art.fish_token(item[1], self.item_rect(item).width, AQUARIST_VALUES[item[1]])
                surface.blit(token, token.get_rect(center=rect.center))
            return
        held = self.drag.held
        if held is not None and rect.size != held.size:
            top_left = (rect.centerx - held.size[0] / 2, rect.centery - held.size[1] / 2)
        else:
            top_left = rect.topleft
        if self.drag.hover_target is not None and self.drag.state == DRAGGING and held is not None:
            return  # over the board the snapped ghost is the tile
        self.board_view.draw_tile(surface, self.tile_cells(), top_left, self.geo.cell)

    # -- moves ----------------------------------------------------------------------------
    def rotate(self, step: int) -> None:
        if self.hand_tile() is None:
            return
        if self.drag.state in ("dragging", "selected"):
            self.drag.rotate(step)
        else:
            self.rotation = (self.rotation + step) % 4

    def apply_move(self, move):
        self.fx.flush()  # never let the picture fall behind the game
        return super().apply_move(move)

    def on_events(self, events) -> None:
        self.fx.flush()  # the last move's animation ends before the next one starts (fast bots, replays)
        for event in events:
            if isinstance(event, TilePlaced):
                self.fx.add(PlaceStep(self, event))
            elif isinstance(event, FishPlaced):
                self.fx.add(PlaceStep(self, event, cells=((event.x, event.y),)))
            elif isinstance(event, ReefScored):
                self.fx.add(ReefStep(self, event))
            elif isinstance(event, FishDecided):
                self.fx.add(FishStep(self, event))
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
        self.popups.clear()
        self.row_popups.clear()
        self.shown_scores = list(self.view(None).scores)
        self.markers = [float(v) for v in self.shown_scores]
        self._seen_moves = len(self.game.moves)
        self.cursor = None
        self.banner = None
        self.drag.clear()

    def add_shown_points(self, seat: int, points: int) -> None:
        self.shown_scores[seat] += points

    def speed(self) -> float:
        return self.app.settings.animation_speed if self.app is not None else 1.0

    def check_turn(self) -> None:
        # The scorer watches the animation before the curtain goes up for the next human.
        seat = self.game.current_player
        if (self.fx.busy and seat is not None and not self.game.is_over and self.needs_handoff(seat)):
            self.handoff_pending = True
            return
        self.handoff_pending = False
        super().check_turn()

    def bot_pace(self) -> float:
        speed = self.speed()
        return super().bot_pace() + (self.fx.remaining() / speed if speed > 0 else 0.0)

    def show_quickref(self) -> None:
        from seaboard.ui.tables.bloomingsea_parts.quickref import QuickRefScene

        self.app.push(QuickRefScene(self.app, self))

    def show_results(self) -> None:
        from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults

        self.results_shown = True
        if self.demo:
            super().show_results()
            return
        self.app.push(BloomingSeaResults(self.app, self))

    # -- input ------------------------------------------------------------------------------
    def handle(self, event):
        if self.demo:
            return super().handle(event)
        if self.handoff_pending and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.fx.flush()  # the next player need not wait for the animation: skip to the curtain
            self.check_turn()
            if self.app.top is not self:
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1 or event.unicode == "?":
                self.show_quickref()
                return True
            if event.key == pygame.K_ESCAPE and (self.drag.active or self.cursor is not None):
                self.drag.cancel()
                self.cursor = None
                return True
            if self.handle_keys(event):
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.WINDOWFOCUSLOST):
            if event.type == pygame.MOUSEBUTTONDOWN and self.focus.widget_at(event.pos) is not None:
                return super().handle(event)
            before = self.drag.state
            if self.drag.handle(event):
                if before != self.drag.state and self.drag.state == "pressed":
                    self._recentre_grab()
                    self.cursor = None
                if event.type == pygame.MOUSEMOTION:
                    self.focus.handle(event)
                return True
        return super().handle(event)

    def handle_keys(self, event) -> bool:
        key = event.key
        focused = self.focus.focused if self.focus.keyboard_used else None
        if self.choosing_fish() and not self.drag.active:
            return self.handle_fish_keys(event, focused)
        if key in ARROWS and self.placing() and not self.drag.active:
            self.focus.focus(None)
            self.move_cursor(*ARROWS[key])
            return True
        if key == pygame.K_r and self.placing() and not self.drag.active:
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            if self.cursor is None:
                self.move_cursor(0, 0)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is None:
            phase = self.game.phase
            if self.placing() and not self.drag.active:
                if self.cursor is None:
                    self.move_cursor(0, 0)  # first Enter shows the cursor; the next one places
                else:
                    self.place_at_cursor()
                return True
            if self.can_play() and phase == "discard_tile":
                self.submit(DiscardTile())
                return True
            if self.can_play() and phase == "pass":
                self.submit(Pass())
                return True
        return False

    def handle_fish_keys(self, event, focused) -> bool:
        """Aquarist setup: 1-4 (or F) choose the fish, arrows move the cursor, Enter puts it down."""
        kinds = [k for k, _ in self.supply()]
        digit = event.unicode if event.unicode and event.unicode.isdigit() else ""
        if digit and 1 <= int(digit) <= len(kinds):
            self.fish_choice = kinds[int(digit) - 1]
            return True
        if event.key == pygame.K_f and kinds:
            current = self.chosen_fish()
            self.fish_choice = kinds[(kinds.index(current) + 1) % len(kinds)]
            return True
        if event.key in ARROWS:
            self.focus.focus(None)
            board = self.view(None).board
            if self.cursor is None:
                self.cursor = board.numbered[0]
            else:
                dx, dy = ARROWS[event.key]
                self.cursor = (max(0, min(board.width - 1, self.cursor[0] + dx)),
                               max(0, min(board.height - 1, self.cursor[1] + dy)))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is None \
                and self.cursor is not None:
            move = PlaceFish(self.chosen_fish(), *self.cursor)
            reason = self.explain_move(move)
            if reason is not None:
                x, y = self.geo.cell_center(*self.cursor)
                self.drag.bubble = Bubble(reason, (round(x), round(y)))
            else:
                self.submit(move)
            return True
        return False

    def move_cursor(self, dx: int, dy: int) -> None:
        board = self.view(None).board
        px, py = self.pivot()
        if self.cursor is None:
            self.cursor = (board.width // 2 - px, board.height // 2 - py)
            return
        x, y = self.cursor[0] + dx, self.cursor[1] + dy
        # The pivot square stays on the grid.
        x = max(-px, min(board.width - 1 - px, x))
        y = max(-py, min(board.height - 1 - py, y))
        self.cursor = (x, y)

    def place_at_cursor(self) -> None:
        move = Place(self.rotation, *self.cursor)
        reason = self.explain_move(move)
        if reason is not None:
            x, y = self.geo.cell_center(self.cursor[0] + self.pivot()[0], self.cursor[1] + self.pivot()[1])
            self.drag.bubble = Bubble(reason, (round(x), round(y)))
            return
        self.cursor = None
        self.submit(move)

    # -- per frame --------------------------------------------------------------------------
    def update(self, dt):
        speed = self.speed()
        if tween.speed() != speed:
            tween.set_speed(speed)  # drags and pop-ups follow Settings.animation_speed too
        self.fx.update(dt, speed)
        if self.handoff_pending and not self.fx.busy:
            self.check_turn()
        if self.fx.busy:
            self.bot_timer = 0.0  # bots wait for the animation of the last move
        super().update(dt)
        self.drag.update(dt)
        self.popups.update(dt)
        self.row_popups.update(dt)
        if self.banner is not None and not self.fx.busy:
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
        self.turn_left.visible = self.turn_right.visible = (self.hand_tile() is not None and not self.game.is_over
                                                            and self.game.phase != "place_fish")
        self.turn_left.enabled = self.turn_right.enabled = self.placing()
        self.discard_button.visible = self.can_play() and self.game.phase == "discard_tile"
        self.pass_button.visible = self.can_play() and self.game.phase == "pass"

    def status_line(self) -> str:
        text = super().status_line()
        if self.can_play():
            phase = self.game.phase
            if phase == "place_tile":
                return f"{text} · place your tile"
            if phase == "place_fish":
                return f"{text} · put a fish on the board"
            if phase == "discard_tile":
                return f"{text} · your tile fits nowhere"
            if phase == "pass":
                return f"{text} · no tile left: pass"
        return text

    # -- drawing ----------------------------------------------------------------------------
    def draw_table(self, surface, rect):
        # Panel shells first: their margins hold plain backdrop, so nothing drawn later is covered.
        self.draw_shell(surface, self.hand_panel)
        if self.app is not None and self in self.app.stack:  # not when drawn inside the replay
            self.draw_shell(surface, self.players_panel)
        view = self.view()
        self._sync_tile()
        bv = self.board_view
        bv.layout(view, self.board_area)
        bv.draw(surface, view)
        bv.draw_markers(surface, [s.colour for s in self.seats], self.markers)
        self.draw_ghost(surface, view)
        self.fx.draw(surface)
        self.draw_hand_panel(surface, view)
        if self.banner is not None and not self.fx.busy:
            self.banner.draw(surface, self.geo.outer, self.px)

    def draw_ghost(self, surface, view) -> None:
        if self.choosing_fish():
            self.draw_fish_ghost(surface)
            return
        if view.hand is None or not self.placing():
            return
        if (self.drag.item == HAND and self.drag.state in ("dragging", "selected")) or self.cursor is not None:
            self.board_view.draw_spots(surface, self.legal_spots())
        anchor, legal = None, None
        if self.drag.state in ("dragging", "selected") and self.drag.hover_target is not None:
            anchor, legal = self.drag.hover_target, self.drag.hover_legal
        elif self.cursor is not None and not self.drag.active:
            anchor = self.cursor
            legal = self.game.explain(Place(self.rotation, *anchor)) is None
        if anchor is None or not isinstance(anchor, tuple):
            return
        placed = view.hand.cells_at(self.rotation, *anchor)
        self.board_view.draw_ghost(surface, placed, bool(legal))
        if legal:
            self.draw_preview(surface, Place(self.rotation, *anchor), [cell for cell, _ in placed])

    def preview(self, move: Place) -> str:
        """What `move` would score, asked of the engine on a copy of the game (nothing hidden is shown)."""
        key = (id(self.game), len(self.game.moves), self.game.moves[-1:], move)
        if self._preview_key != key:
            seat = self.game.current_player
            parts = []
            reef = 0
            try:
                events = self.game.clone().apply(move)
            except Exception:  # a replay or a game without clone: no preview
                events = []
            for event in events:
                if isinstance(event, ReefScored):
                    reef += event.points
                elif isinstance(event, FishDecided):
                    if event.winner == seat:
                        parts.append(f"fish +{event.value}")
                    elif event.winner >= 0:
                        parts.append(f"fish to {self.names[event.winner]}")
                    else:
                        parts.append("fish: tie")
            if reef:
                parts.insert(0, f"reef +{reef}")
            self._preview_text, self._preview_key = " · ".join(parts), key
        return self._preview_text

    def draw_preview(self, surface, move: Place, cells) -> None:
        text = self.preview(move)
        if not text:
            return
        geo = self.geo
        rects = [geo.cell_rect(x, y) for x, y in cells]
        box_of = rects[0].unionall(rects[1:])
        img = theme.text(text, "bold", self.px(15), PALETTE["ink"])
        pill = img.get_rect().inflate(self.px(18), self.px(8))
        pill.midbottom = (box_of.centerx, box_of.top - self.px(6))
        if pill.top < geo.outer.top:
            pill.midtop = (box_of.centerx, box_of.bottom + self.px(6))
        pill.clamp_ip(geo.outer)
        theme.draw_shadow(surface, pill, pill.height // 2, blur=4, offset=(0, 2), alpha=120)
        pygame.draw.rect(surface, PALETTE["sand_hi"], pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, PALETTE["ink"], pill, width=1, border_radius=pill.height // 2)
        surface.blit(img, img.get_rect(center=pill.center))

    def legal_spots(self) -> frozenset:
        """Squares the tile's pivot may go on at the chosen rotation (from the engine's legal moves)."""
        key = (len(self.game.moves), self.game.moves[-1:], self.rotation, id(self.game))
        if self._spots_key != key:
            px, py = self.pivot()
            self._spots = frozenset((m.x + px, m.y + py) for m in self.game.legal_moves()
                                    if isinstance(m, Place) and m.rotation == self.rotation)
            self._spots_key = key
        return self._spots

    def draw_fish_ghost(self, surface) -> None:
        square, legal = None, None
        if is_fish(self.drag.item) and self.drag.hover_target is not None:
            square, legal = self.drag.hover_target, self.drag.hover_legal
        elif self.cursor is not None and not self.drag.active:
            square = self.cursor
            legal = self.game.explain(PlaceFish(self.chosen_fish(), *square)) is None
        if square is None:
            return
        kind = self.drag.item[1] if is_fish(self.drag.item) else self.chosen_fish()
        self.board_view.draw_fish_ghost(surface, square, kind, AQUARIST_VALUES[kind], bool(legal))

    def draw_supply(self, surface) -> None:
        """Aquarist setup: the fish still to place, the chosen one ringed, keys 1-4 shown."""
        chosen = self.chosen_fish()
        counts = dict(self.supply())
        for i, (kind, rect) in enumerate(self.supply_rects().items()):
            if chosen == kind and self.choosing_fish():
                pygame.draw.circle(surface, PALETTE["coral"], rect.center, rect.width // 2 + self.px(5), width=3)
            if not self.drag.is_moving(("fish", kind)) and not (self.drag.state == DRAGGING
                                                                and self.drag.item == ("fish", kind)):
                token = art.fish_token(kind, rect.width, AQUARIST_VALUES[kind])
                surface.blit(token, token.get_rect(center=rect.center))
            label = f"{i + 1} · ×{counts[kind]}"
            theme.blit_text(surface, label, "bold", self.px(13), PALETTE["mist"],
                            (rect.centerx, rect.bottom + self.px(10)), "midtop")

    def draw_hand_panel(self, surface, view) -> None:
        p = self.hand_panel
        pad = self.px(14)
        over = self.game.is_over
        mine = self.viewer == self.game.current_player and self.human_to_act
        title = "Your tile" if mine or len(self.human_seats) <= 1 else f"{self.names[self.viewer]}'s tile"
        if not mine and not over:
            title = "Your next tile" if len(self.human_seats) <= 1 else title
        fish_setup = self.game.phase == "place_fish"
        if fish_setup:
            title = "Fish to place"
        theme.blit_text(surface, title, "title", self.px(18), PALETTE["sand"], (p.left + pad, p.top + self.px(12)))
        tray = self.supply_area() if fish_setup else self.tray
        pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.45), tray, border_radius=self.px(12))
        if self.placing() or self.choosing_fish():
            glow = theme.mix(PALETTE["sea"], PALETTE["sand"], 0.35 + 0.15 * math.sin(self.app.time * 3))
            pygame.draw.rect(surface, glow, tray, width=2, border_radius=self.px(12))
        if fish_setup:
            self.draw_supply(surface)
        elif view.hand is not None and not over and not self.drag.is_moving(HAND) and self.drag.state != DRAGGING:
            rect = self.item_rect(HAND)
            selected = self.drag.state == "selected"
            if selected:
                pygame.draw.rect(surface, PALETTE["coral"], rect.inflate(self.px(12), self.px(12)), width=3,
                                 border_radius=self.px(10))
            self.board_view.draw_tile(surface, self.tile_cells(), rect.topleft, self.geo.cell)
        elif view.hand is None or over:
            label = "No tile" if not over else "Game over"
            theme.blit_text(surface, label, "italic", self.px(16), PALETTE["mist"], tray.center, "center")
        # Under the buttons: how to play, the pile and the fish left.
        y = self.hint_top
        if self.discard_button.visible or self.pass_button.visible:
            y = self.discard_button.rect.bottom + self.px(10)
        hint = self.hint_text(view)
        bottom_block = self.px(72)
        legend_h = self.px(30) + 4 * self.px(26)
        legend_top = p.bottom - bottom_block - legend_h
        if hint:
            area = pygame.Rect(p.left + pad, y, p.width - 2 * pad, legend_top - y - self.px(6))
            theme.blit_paragraph(surface, hint, "body", self.px(14), PALETTE["mist"], area, line_gap=1.25)
        self.draw_legend(surface, view, pygame.Rect(p.left + pad, legend_top, p.width - 2 * pad, legend_h))
        y = p.bottom - bottom_block
        pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.12), (p.left + pad, y),
                         (p.right - pad, y))
        y += self.px(12)
        self._draw_pile_icon(surface, (p.left + pad + self.px(12), y + self.px(12)))
        theme.blit_text(surface, f"Pile: {view.pile_size}", "bold", self.px(16), PALETTE["foam"],
                        (p.left + pad + self.px(34), y + self.px(12)), "midleft")
        pending = sum(1 for s in self.fx.steps if isinstance(s, FishStep))
        fish_left = len(view.fish) + pending
        token = art.fish_token("fish", self.px(24), None)
        surface.blit(token, token.get_rect(center=(p.left + pad + self.px(12), y + self.px(40))))
        worth = f" · {view.board.value} pts" if view.mode == "standard" else ""
        fish_line = f"Fish left: {fish_left}{worth}"
        if view.fish_supply:
            fish_line = f"On board: {fish_left} of 12"
        theme.blit_text(surface, fish_line, "bold", self.px(16), PALETTE["foam"],
                        (p.left + pad + self.px(34), y + self.px(40)), "midleft")

    def draw_legend(self, surface, view, area: pygame.Rect) -> None:
        """Which coral colour belongs to whom (non-player colours count for reefs only)."""
        pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.12), area.topleft, area.topright)
        theme.blit_text(surface, view.board.name, "bold", self.px(14), PALETTE["sand"],
                        (area.left, area.top + self.px(8)))
        y = area.top + self.px(30)
        owners = {colour: self.names[seat] for seat, colour in enumerate(view.colors)}
        size = self.px(22)
        for colour in ("yellow", "purple", "green", "orange"):
            sprite = art.coral_sprite(colour, size)
            surface.blit(sprite, (area.left, y))
            owner = owners.get(colour)
            label = theme.ellipsize(owner if owner else "nobody's colour", "body" if owner else "italic",
                                    self.px(14), area.width - size - self.px(10))
            theme.blit_text(surface, label, "body" if owner else "italic", self.px(14),
                            PALETTE["foam"] if owner else PALETTE["dim"], (area.left + size + self.px(8),
                                                                           y + size // 2), "midleft")
            y += self.px(26)

    def hint_text(self, view) -> str:
        if self.game.is_over:
            return "The last fish has been scored."
        if not self.can_play():
            seat = self.game.current_player
            return f"{self.names[seat]} is playing." if seat is not None else ""
        phase = self.game.phase
        if phase == "place_fish":
            return ("Put a fish on an empty numbered square: drag it there, or click it and click the square. "
                    "Keys 1-4 choose a fish; arrows and Enter put it down.")
        if phase == "discard_tile":
            return "Your tile fits nowhere on the board: set it aside and draw a new one."
        if phase == "pass":
            return "The pile is empty and you hold no tile: pass."
        if self.drag.state == "selected":
            return "Click a square on the board to place the tile there. R or the wheel turns it; Esc puts it back."
        return "Drag the tile onto the board. Right-click, R or the wheel turns it. Arrows move a cursor; Enter places."

    def _draw_pile_icon(self, surface, centre) -> None:
        w, h = self.px(18), self.px(13)
        for k in range(3):
            r = pygame.Rect(0, 0, w, h)
            r.center = (centre[0], centre[1] + self.px(4) - k * self.px(3))
            pygame.draw.rect(surface, PALETTE["sand_lo"] if k < 2 else PALETTE["sand"], r, border_radius=3)
            pygame.draw.rect(surface, PALETTE["ink"], r, width=1, border_radius=3)

    def draw_fifty_flights(self, surface) -> None:
        speed = self.speed()
        if speed <= 0 or self.geo is None:
            return
        for seat, arrive in enumerate(self.fifty_pops):
            left = arrive - self.app.time
            if left <= 0:
                continue
            k = 1 - left * speed / FIFTY_FLIGHT
            start = self.geo.steps[0]
            end = self.fifty_spots.get(seat, self.row_centre(seat))
            pos = arc_point(start, end, ease("in_out_cubic", k), self.px(40))
            token = art.fifty_token(round(self.px(22) * (1.6 - 0.6 * k)))
            surface.blit(token, token.get_rect(center=(round(pos[0]), round(pos[1]))))

    def draw_shell(self, surface, rect: pygame.Rect) -> None:
        """A side panel with its shadow, drawn once over the backdrop and then blitted opaque (cheap frames)."""
        key = (tuple(rect), surface.get_size(), self.px(14))
        shell = self._shells.get(key)
        if shell is None:
            pad = self.px(30)
            area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
            backdrop = pygame.Surface(surface.get_size())
            theme.draw_backdrop(backdrop)
            shell = pygame.Surface(area.size)
            shell.blit(backdrop, (0, 0), area=area)
            theme.draw_panel(shell, rect.move(-area.left, -area.top), PALETTE["sea"], radius=self.px(14))
            if len(self._shells) > 6:
                self._shells.clear()
            self._shells[key] = shell = (shell, area.topleft)
        surface.blit(*shell)

    def row_centre(self, seat: int) -> tuple[float, float]:
        if seat < len(self.row_rects):
            r = self.row_rects[seat]
            return (r.right - self.px(70), r.centery)
        return self.players_panel.center

    def draw_side(self, surface) -> None:
        side = self.players_panel
        pad = self.px(14)
        y = side.top + pad
        theme.blit_text(surface, "Players", "title", self.px(18), PALETTE["sand"], (side.left + pad, y))
        y += self.px(34)
        row_h = self.px(50)
        current = self.game.current_player
        view = self.view(None)
        self.row_rects = []
        for i, seat in enumerate(self.seats):
            row = pygame.Rect(side.left + self.px(8), y, side.width - self.px(16), row_h - self.px(6))
            self.row_rects.append(row)
            if i == current and not self.game.is_over:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=self.px(10))
                pygame.draw.rect(surface, PALETTE["sand"], (row.left, row.top + 6, 4, row.height - 12),
                                 border_radius=2)
            art.blit_token(surface, seat.colour, (row.left + self.px(24), row.centery), self.px(14))
            score = self.shown_scores[i]
            score_img = theme.text(str(score), "title", self.px(24), PALETTE["sand"])
            score_rect = score_img.get_rect(midright=(row.right - self.px(10), row.centery))
            # "50" tokens taken, left of the score.
            fifties = int(self.markers[i] // 50)
            if self.app.time < self.fifty_pops[i]:
                fifties -= 1  # still flying to the row
            tx = score_rect.left - self.px(8)
            self.fifty_spots[i] = (tx - self.px(11), row.centery)
            for k in range(fifties):
                size = self.px(22)
                age = self.app.time - self.fifty_pops[i]
                if k == fifties - 1 and 0 <= age < 0.5 and self.speed() > 0:
                    size = round(size * (1 + 0.5 * (1 - age / 0.5)))
                token = art.fifty_token(size)
                r = token.get_rect(midright=(tx, row.centery))
                surface.blit(token, r)
                tx -= self.px(14)
            surface.blit(score_img, score_rect)
            text_w = tx - (row.left + self.px(46)) - self.px(6)
            name = theme.ellipsize(seat.name, "bold", self.px(17), text_w)
            theme.blit_text(surface, name, "bold", self.px(17), PALETTE["foam"],
                            (row.left + self.px(46), row.centery + 1), "bottomleft")
            kind = "" if seat.is_human else KIND_LABELS[seat.kind] + " · "
            detail = f"{kind}reefs {view.reef_points[i]} · fish {view.fish_points[i]}"
            if self.fx.busy:  # the split would run ahead of the animated total
                detail = f"{seat.colour}" + (f" · {KIND_LABELS[seat.kind]}" if kind else "")
            detail = theme.ellipsize(detail, "body", self.px(13), text_w)
            theme.blit_text(surface, detail, "body", self.px(13), PALETTE["mist"],
                            (row.left + self.px(46), row.centery + 1), "topleft")
            y += row_h
        self.log_panel.draw(surface)

    def draw(self, surface):
        super().draw(surface)
        self.popups.draw(surface)
        self.row_popups.draw(surface)
        self.draw_fifty_flights(surface)
        self.drag.draw(surface)
