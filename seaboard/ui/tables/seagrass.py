"""The Seagrass table: the hex board, the rack of the seat to play, and turns by drag and drop.

Everything the table shows comes from `game.view(self.shown_seat)`; every rule
question goes to the engine (legal_moves for the glowing spaces, explain for
the sentence of an illegal drop). Mouse: drag a tile from the rack to the
board (before an action is chosen, that takes Research Colony), or click it
then click a space; wheel zooms, middle/right drag or
space+drag pans. Keyboard: 1-7 pick a hand tile by its rack slot, J T S K the special
jellyfish, turtle, starfish and crab (before an action too, which takes Research
Colony; Tab then goes between the two actions, and after it between all of them),
arrows move the cursor, Enter/Space place, C confirms, +/- zoom, F1 the quick
reference. With a hint on the board and no tile picked, Enter plays the hint's next step. Enter
presses Confirm only once its focus ring shows; Space never does (it is held to pan).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from seaboard.ai.hint import ENDS_GAME
from seaboard.engine.core import Game
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui import persist
from seaboard.ui.anim import tween
from seaboard.ui.input.drag import DRAGGING, DragController
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.demo import real_game
from seaboard.ui.scenes.quickref import is_help_key
from seaboard.ui.scenes.table_base import TableScene
from seaboard.ui.tables.seagrass_parts import art
from seaboard.ui.tables.seagrass_parts.animate import EventAnimations
from seaboard.ui.tables.seagrass_parts.board import BoardRenderer, outline_image, step_towards
from seaboard.ui.tables.seagrass_parts.effects import Effects
from seaboard.ui.tables.seagrass_parts.hint_card import ENTER_SAYS, HintCard
from seaboard.ui.tables.seagrass_parts.panels import TablePanels
from seaboard.ui.tables.seagrass_parts.rack import (
    ACTION_HELP,
    HAND_KEYS,
    SPECIAL_HELP,
    SPECIAL_KEYS,
    RackItem,
    rack_kind,
    rack_memory_along,
    settle_hand,
    tile_words,
)
from seaboard.ui.tables.seagrass_parts.tray_plan import TrayPlanner
from seaboard.ui.widgets.button import ACTIVATE_KEYS, Button
from seaboard.ui.widgets.tooltip import Bubble, Tooltip

CREATURES = art.CREATURES
PICK_KEYS = (*HAND_KEYS, *(key for key, _ in SPECIAL_KEYS.values()))
# The header's words for each step of a Seagrass turn.
TURN_STEPS = {
    "choose_action": "choose Colony or Reef",
    "colony": "build a colony",
    "reef": "place a reef tile",
    "reef_confirm": "confirm to draw",
}
CURTAIN_WAIT = 1.6  # seconds (at most, at speed 1) the mover watches their own points land before the curtain
# Phases in which a tile can be picked by key (before an action, it takes Research Colony).
KB_PHASES = ("choose_action", "colony", "reef")
SPACE_ON_CONFIRM = "Enter or C confirms; Space pans."
ENTER_AGAIN_CONFIRMS = "Enter again to confirm (or C)."  # a first Enter only rings Confirm
NOTHING_FOR_ENTER = "Press H for a hint."  # the end of what an Enter with nothing to play says
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


@dataclass(frozen=True)
class ActionThenPlace:
    """A tile dropped before an action was chosen: Research Colony, then the tile. Two engine
    moves, each judged by the engine; not a move of its own."""

    action: ChooseAction
    place: PlaceCreature


class SeagrassTable(EventAnimations, TablePanels, TrayPlanner, HintCard, TableScene):
    name = "table"

    def __init__(self, app, setup, game=None, demo: bool = False):
        super().__init__(app, setup, game, demo=demo)
        first = self.game.view(0)
        self.renderer = BoardRenderer(first.board_side, first.regions_in_play, first.rocks)
        self.geometry = self.renderer.geometry
        self.colours = [s.colour for s in self.seats]
        self.effects = Effects()
        self.drag = DragController(
            find_item=self._find_item, find_target=self._find_target, make_move=self.make_move,
            explain=self.game_explain, commit=self._commit_drop, item_rect=self.item_rect,
            snap_rect=self._snap_rect, draw_item=self._draw_item, targets_for=self.targets_for,
            explain_miss=self.explain_miss)
        # Playtest: refusals ran onto the game log and over the board's name: they stay in the water.
        self.drag.bubble_area = self.bubble_area
        self.cursor: tuple[int, int] | None = None
        self.kb_item: RackItem | None = None
        self.kb_targets: list = []
        self.pointer = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.space_held = False
        self._from_drag = False
        self._source: tuple[float, float] | None = None
        self._hand_before: Counter = Counter()
        self._rack_seat_before = -1
        self._view_key = None
        self._view = None
        self._legal_key = None
        self._colony_trial_now = None
        self._colony_trial_key = None
        self._gesture_ends: tuple | None = None  # (moves, last move) after a tile that chose the action
        self._legal: list = []
        self._rack_key = None
        # Each seat's rack slots and new-tile marks, kept turn to turn; a game opened in progress
        # (Continue, Load) lays them from its moves, as they were when it was played.
        self.racks = rack_memory_along(self.game_cls, real_game(self.game))
        self._leaving_slot: int | None = None  # the rack slot of the tile last offered to the engine
        self._end_asked: tuple = ()  # the moves of the position where a game-ending Confirm was asked
        self._rack: list[tuple[RackItem, pygame.Rect]] = []
        self._water = None
        self.clock = 0.0
        self._mover: int | None = None  # whose move the events being shown came from
        self._confirm_points_key, self._confirm_points_now = None, None  # confirm_points' last answer
        self.tooltip = Tooltip(delay=0.45)
        self.colony_button = Button("Research Colony", lambda: self.choose("colony"), style="primary",
                                    sublabel="Play creatures, score")
        self.reef_button = Button("Research Reef", lambda: self.choose("reef"), style="secondary",
                                  sublabel="Expand a reef, draw")
        self.confirm_button = Button("Confirm", self.confirm, style="primary")
        self.focus.set([self.colony_button, self.reef_button, self.undo_button, self.confirm_button,
                        self.hint_button, self.help_button, self.pause_button])
        self._phase_seen = None
        self._curtain_wait: float | None = None  # seconds the curtain has waited for this turn's animations
        self._banner_owed: int | None = None  # a bot seat whose banner waits for the screen to pass on
        if app is not None:
            tween.set_speed(app.settings.animation_speed)

    # -- state from the engine ------------------------------------------------------
    def state_key(self):
        g = self.game
        return (id(g), len(g.moves), g.moves[-1] if g.moves else None, g.is_over)

    def mover_watches_points_land(self) -> bool:
        """The curtain wait: the last human's turn is over, and the screen is still theirs."""
        mover = self._mover
        return (self._curtain_wait is not None and mover is not None and mover == self.last_human
                and self.live and not self.demo and not self.game.is_over)

    def tray_seat(self, view) -> int:
        if self.mover_watches_points_land():
            # Their tiles, face down: the turn over is theirs, not yet the next player's. Their total
            # stays "?" (playtests: the next player, taking the seat, read it).
            return self._mover
        return self.spectator_tray_seat(view)

    def turn_over_next(self) -> int | None:
        """The curtain wait (check_turn): to the next human, or to a bot's turn that the humans watch together."""
        seat = self.game.current_player
        if (self._curtain_wait is not None and self.screen_passes(seat) and self.live and not self.demo
                and not self.game.is_over):
            return seat
        return None

    def view(self):
        key = (self.state_key(), self.shown_seat)
        if key != self._view_key:
            self._view = self.game.view(self.shown_seat)
            self._view_key = key
        return self._view

    def spectator_tray_seat(self, view) -> int:
        """Whose tiles the tray shows: the view's seat, or for a spectator's view the player
        at work (their hand face down)."""
        if view.seat is not None:
            return view.seat
        seat = self.game.current_player
        return seat if seat is not None else self.viewer

    def legal(self) -> list:
        key = self.state_key()
        if key != self._legal_key:
            self._legal = self.game.legal_moves() if not self.game.is_over else []
            self._legal_key = key
        return self._legal

    def status_step(self) -> str | None:
        if not self.my_turn:
            return None
        phase = self.view().phase
        if phase == "choose_action" and (self.picked_item() is not None or self.drag.active):
            # Playtest: a tile picked before an action takes Research Colony, yet the header still
            # said "choose Colony or Reef". It says what the player is doing now.
            return TURN_STEPS["colony"]
        return TURN_STEPS.get(phase)

    @property
    def my_turn(self) -> bool:
        """The human at the screen is to act (and sees their own rack)."""
        # A replay's read-only stand-in is not a Game: nobody plays there.
        return (self.human_to_act and self.game.current_player == self.viewer and not self.demo
                and isinstance(self.game, Game))

    @property
    def interactive(self) -> bool:
        """It is my turn and nothing (pause, reference, curtain) lies over the table."""
        return self.my_turn and self.app is not None and self.app.top is self

    # -- drag and drop callbacks ----------------------------------------------------------
    def rack_items(self) -> list[tuple[RackItem, pygame.Rect]]:
        view = self.view()
        tray = self.tray_seat(view)
        info = view.player_info[tray]
        specials = info.specials if not view.introductory else ()
        key = (self._view_key, self.size, tuple(view.hand), specials, view.seat, view.phase, tray)
        if key == self._rack_key:
            return self._rack
        # A played tile leaves its slot empty and a drawn one fills the first gap: each seat's tiles
        # keep their slots (and keys 1-7) from turn to turn, through the others' turns too. Playtest:
        # a lone tile in slot 3 on the player's turn showed in slot 1 during the bot's.
        seat = view.seat
        if seat is not None:
            layout = self.racks.settle(seat, view.hand, leaving=self._leaving_slot)
        else:
            layout = settle_hand([], list(view.hand), keep_trailing=True)
        self._leaving_slot = None
        items = []
        for i, code in enumerate(layout):
            if isinstance(code, str):  # not a Gap
                items.append((RackItem("hand", code, i), self._slot_rect(i)))
        for i, creature in enumerate(CREATURES):
            if creature in specials:
                items.append((RackItem("special", f"{creature}-special", i), self._special_rect(i)))
        self._rack, self._rack_key = items, key
        return items

    def selectable_items(self) -> list[RackItem]:
        return [item for item, _ in self.rack_items()]

    @staticmethod
    def pick_key(item: RackItem) -> tuple[int, str] | None:
        """The key that picks `item` and the label on its badge: a hand tile its rack slot's number
        (a slot keeps it through the action), a special its own letter, whatever the hand holds."""
        if item.kind == "special":
            return SPECIAL_KEYS.get(item.code)
        return (HAND_KEYS[item.slot], str(item.slot + 1)) if 0 <= item.slot < len(HAND_KEYS) else None

    def item_rect(self, item: RackItem) -> pygame.Rect:
        for it, rect in self.rack_items():
            if it == item:
                return rect
        return self._slot_rect(item.slot) if item.kind == "hand" else self._special_rect(item.slot)

    def _find_item(self, pos):
        if not self.interactive:
            return None
        for item, rect in self.rack_items():
            if rect.inflate(-rect.width // 10, -rect.height // 10).collidepoint(pos):
                return item  # before an action is chosen too: where it is dropped chooses it
        return None

    def _find_target(self, pos, item):
        if not self.view_rect.collidepoint(pos):
            return None
        cell = self.geometry.cell_at(pos)
        return cell if cell in self.renderer.every_hex() else None

    def make_move(self, item: RackItem, cell):
        """The candidate move for dropping `item` on `cell` (the engine judges it)."""
        # If it is played, its own slot empties (not another slot holding the same tile).
        self._leaving_slot = item.slot if item.kind == "hand" else None
        return self._move_for(item, cell)

    def _move_for(self, item: RackItem, cell):
        phase = self.view().phase
        if phase == "choose_action":
            # A tile dropped before an action is chosen takes Research Colony (every space a reef
            # tile could take, a creature could too; Research Reef is chosen with its button).
            return ActionThenPlace(ChooseAction("colony"), PlaceCreature(tuple(cell), item.code))
        if phase in ("reef", "reef_confirm"):
            return PlaceReefTile(tuple(cell), item.code)
        return PlaceCreature(tuple(cell), item.code)

    def _colony_trial(self):
        """Before an action is chosen: a copy of the game with Research Colony chosen (None if it
        cannot be), made once per position; the engine answers on it for a tile dropped first."""
        key = self.state_key()
        if key != self._colony_trial_key:
            trial = None
            if ChooseAction("colony") in self.legal():
                trial = real_game(self.game).copy()
                trial.apply(ChooseAction("colony"))
            self._colony_trial_now, self._colony_trial_key = trial, key
        return self._colony_trial_now

    def confirm_points(self) -> int | None:
        """The colony points Confirm would score the player to act now, as the engine scores them
        on a copy of the game (None while Confirm cannot be played). Playtest: the card said only
        "Confirm to score this colony"; a polished game says how much. Only for the mover's own
        eyes (the card shows it on their turn), so secret scores keep their secret. Only the
        colonies' points, as the card's words say: a reef the Confirm completes scores apart
        (review: a colony's +5 and a reef's +4 read "Confirm to score this colony: +9")."""
        key = self.state_key()
        if key != self._confirm_points_key:
            points = None
            seat = self.game.current_player
            if seat is not None and self.view().phase == "colony" and Confirm() in self.legal():
                real = real_game(self.game)
                trial = real.copy()
                trial.apply(Confirm())
                points = trial.breakdown[seat]["colonies"] - real.breakdown[seat]["colonies"]
            self._confirm_points_key, self._confirm_points_now = key, points
        return self._confirm_points_now

    def _colony_spaces(self) -> set:
        """The (tile, space) pairs Research Colony's first step allows, as the engine lists them."""
        trial = self._colony_trial()
        if trial is None:
            return set()
        return {(m.tile, tuple(m.cell)) for m in trial.legal_moves() if isinstance(m, PlaceCreature)}

    def game_explain(self, move) -> str | None:
        if isinstance(move, ActionThenPlace):  # both steps judged by the engine
            trial = self._colony_trial()
            return self.game.explain(move.action) if trial is None else trial.explain(move.place)
        return self.game.explain(move)

    def explain_miss(self, item: RackItem) -> str:
        """Said when a tile is let go over no space: where it can go, or why it can go nowhere
        now (the engine's sentence that holds for most spaces)."""
        if self.targets_for(item):
            return "Drop the tile on a glowing space."
        spaces = self.view().spaces
        # Empty spaces say why a tile cannot go anywhere; "that space is taken" never does.
        spaces = [sp for sp in spaces if sp.content == "empty"] or spaces
        reasons = Counter(self.game_explain(self._move_for(item, space.cell)) for space in spaces)
        reason = reasons.most_common(1)[0][0] if reasons else None
        return reason or "That tile cannot go anywhere now."

    def targets_for(self, item: RackItem) -> list:
        if self.view().phase == "choose_action":
            return sorted({cell for code, cell in self._colony_spaces() if code == item.code})
        kind = PlaceReefTile if self.view().phase == "reef" else PlaceCreature
        return sorted({m.cell for m in self.legal() if isinstance(m, kind) and m.tile == item.code})

    @property
    def glyphs(self) -> bool:
        """Colour-blind glyphs on every tile (the player's setting, on by default)."""
        return bool(getattr(self.app.settings, "glyphs_always", True)) if self.app is not None else True

    def tile_img(self, code: str, colour: str, radius: int):
        return art.tile_image(code, colour, radius, self.glyphs)

    def resting_targets(self, view) -> list:
        """With nothing in hand during my action: every space some tile of mine can take."""
        if not self.my_turn or self.demo or view.phase not in ("colony", "reef"):
            return []
        kind = PlaceReefTile if view.phase == "reef" else PlaceCreature
        return sorted({m.cell for m in self.legal() if isinstance(m, kind)})

    def targets_for_code(self, code: str) -> list:
        return self.targets_for(RackItem(rack_kind(code), code, 0))

    def _snap_rect(self, item, cell):
        rect = self.item_rect(item)
        x, y = self.geometry.centre(cell)
        return rect.move_to(center=(round(x), round(y)))

    def _draw_item(self, surface, item: RackItem, rect: pygame.Rect):
        img = self.tile_img(item.code, self.colours[self.view().seat], max(8, rect.width // 2 - 2))
        surface.blit(img, img.get_rect(center=rect.center))

    def _commit_drop(self, move) -> None:
        self._from_drag = True
        try:
            self._play_gesture(move)
        finally:
            self._from_drag = False

    def _play_gesture(self, move) -> None:
        """Play a dropped or keyed tile: with the action it took, when it took one."""
        if isinstance(move, ActionThenPlace):
            if self.submit(move.action) and self.submit(move.place):
                self._gesture_ends = (len(self.game.moves), move.place)  # one gesture, one Undo
        else:
            self.submit(move)

    # -- actions ------------------------------------------------------------------------
    def undo(self) -> None:
        """Undo; a tile that took Research Colony by being played first (dropped or keyed) was one
        gesture, so one Undo takes back both the tile and the action."""
        moves = self.game.moves
        one_gesture = bool(moves) and self._gesture_ends == (len(moves), moves[-1])
        if persist.undo_on_table(self) and one_gesture and self.game.moves[-1:] == [ChooseAction("colony")]:
            persist.undo_on_table(self)

    def choose(self, action: str) -> None:
        self.submit(ChooseAction(action))

    def confirm(self) -> None:
        # A Confirm that ends the game (no tiles left, or the last antler) is asked twice:
        # a game is never ended by accident.
        here = tuple(self.game.moves)  # this very position (an undo and another tile make a new one)
        if self._end_asked != here and self.would_end_game(Confirm()):
            self._end_asked = here
            self.show_message("This Confirm ends the game: press Confirm again to end it.", seconds=8.0)
            return
        self.submit(Confirm())

    def quickref_scene(self):
        from seaboard.ui.tables.seagrass_parts.reference import QuickReference

        return QuickReference(self.app, self.view())

    def show_results(self) -> None:
        self.results_shown = True
        self.app.push(self.final_card())

    def scores_settling(self) -> bool:
        """A scoring's count or its points still flying to a row."""
        return self.effects.busy

    def results_card(self):
        from seaboard.ui.tables.seagrass_parts.results import SeagrassResults

        return SeagrassResults(self.app, self)

    def enter(self):
        super().enter()
        self._refresh_buttons()  # Enter works on the very first frame

    def on_undo(self) -> None:
        """The position jumped (an undo, a replay's step back): the racks and marks are laid again
        from the moves, as they were at this position."""
        self.racks = rack_memory_along(self.game_cls, real_game(self.game))
        self._rack_key = None
        self.drag.clear()
        self.effects.skip()
        self._clear_kb()
        # The next tile picked starts next to the colony being built (the last tile still placed),
        # not on the space of a tile just taken back (playtest: Undo, then Tab, showed the tile
        # again far off, where the undone tile had gone). With none left it stays where that was.
        placed = self.view().placed
        if placed:
            self.cursor = tuple(placed[-1][0])

    def check_turn(self) -> None:
        """The curtain waits (briefly) until the turn's animations end, so the mover sees their points land;
        a reef's count it waits for in full, as the bots do, unless the mover passes the screen (handle)."""
        seat = self.game.current_player
        if self._curtain_wait is not None and self.app is not None and self.app.top is not self:
            return  # paused during the wait: the curtain comes once the table is back on top
        # At a slower animation speed the points take longer to land: the wait grows with them.
        longest = CURTAIN_WAIT / min(1.0, max(tween.speed(), 0.01))
        waiting = (not self.game.is_over and self.screen_passes(seat) and self.effects.busy
                   and self.app is not None and self.app.top is self
                   and ((self._curtain_wait or 0.0) < longest or self.effects.holding))
        if waiting:
            self._curtain_wait = self._curtain_wait or 0.0
            return
        owed, self._banner_owed = self._banner_owed, None
        if owed is not None and owed == seat:
            # The bot's turn is on the screen now, for any of the humans to see: the mover's own
            # numbers go, and the bot's banner comes (as revealed() does for the next human). It is
            # owed whether or not a wait ran (review: a Research Reef that animates nothing had none,
            # so the bot's turn came with no banner).
            self.effects.forget_private(None)
            self._banner(seat)
        self._curtain_wait = None
        super().check_turn()

    def screen_passes(self, seat: int | None) -> bool:
        """After this move the screen stops being the mover's alone: the next human takes it behind
        the curtain or, in hot seat, a bot's turn shows that any of the humans may watch. Either way
        the mover first sees their own points land (playtest: passing to a bot, Bruno's +7 and +8
        showed as "+?": he never saw what he scored)."""
        if seat is None:
            return False
        if self.needs_handoff(seat):
            return True
        mover = self._mover
        return (self.needs_curtains and not self.seats[seat].is_human and mover is not None and mover != seat
                and mover == self.last_human and self.seats[mover].is_human)

    def bot_pace(self) -> float:
        if self.effects.holding or self._curtain_wait is not None:
            # A reef's count is still up, or the last human watches their points land before the
            # bot's turn (the curtain wait): no bot plays (even at pace 0) until that has been shown.
            return float("inf")
        return super().bot_pace()

    def revealed(self, seat: int) -> None:
        super().revealed(seat)
        self.effects.forget_private(seat)  # the last player's own points are not for this one's eyes
        self._banner(seat)

    def apply_move(self, move):
        view = self.view()
        self._mover = mover = self.game.current_player  # whose move the coming events are (their points may show)
        self._hand_before = Counter(view.hand)
        self._rack_seat_before = view.seat
        own_before = self._own_hand(mover)
        events = super().apply_move(move)
        # The slot the played tile left, once the engine has taken it (a tile that takes Research
        # Colony is two moves: the first leaves the hand as it was).
        leaving = None
        if self._rack_seat_before == mover and self._own_hand(mover) != own_before:
            leaving, self._leaving_slot = self._leaving_slot, None
        self.racks.after_move(real_game(self.game), mover, list(own_before.elements()), events, leaving)
        return events

    # -- tiles drawn since the player's last turn ------------------------------------------------
    def _own_hand(self, seat: int | None) -> Counter:
        """`seat`'s hand as the engine shows it to that seat (marked on their rack only)."""
        return Counter(real_game(self.game).view(seat).hand) if seat is not None else Counter()

    def new_slots(self) -> set[int]:
        """The rack slots the player at the screen drew tiles into at the end of their last turn,
        until they act this turn (an undo back to the turn's start shows them again). Racks keep
        their slots, so these are the drawn tiles themselves, alike ones included; a slot a drawn
        tile has left since (the special turtle's reef step) is no longer marked."""
        view = self.view()
        if not self.my_turn or view.seat is None or view.seat != self.game.current_player:
            return set()
        slots = self.racks.new_since.get(view.seat, {}).get(len(self.game.moves), set())
        return {item.slot for item, _ in self.rack_items() if item.kind == "hand" and item.slot in slots}

    def recent_spaces(self) -> dict[tuple[int, int], int]:
        """{space: placer} of the tiles the others placed (face up, or face down into a reef) since
        the player at the screen last moved, from the start of their turn until they act (an undo
        back to the turn's start shows them again), as Blooming Sea rings them. Playtest: a bot
        placed five starfish tiles and nothing on the board showed them. Each seat keeps its own, so
        in hot seat each player sees what changed since their own turn. A space played twice (a
        special crab on a tile) names its last placer."""
        view = self.view()
        if not self.my_turn or view.seat is None or view.seat != self.game.current_player:
            return {}
        placed = self.racks.recent_since.get(view.seat, {}).get(len(self.game.moves), ())
        return {cell: placer for placer, cell in placed}

    # -- layout ---------------------------------------------------------------------------
    def tx(self, size: float) -> int:
        """A text size: scaled with the window, but small print never below 12 px."""
        return max(12, self.px(size)) if size <= 14 else self.px(size)

    def line_h(self, role: str, size: float) -> int:
        """Height of a line of text at design size `size`, with the player's text size applied."""
        return theme.font(role, self.tx(size)).get_linesize()

    def fit_px(self, label: str, role: str, size: float, width: int) -> int:
        """The largest text size up to `size` (design px) at which `label` fits in `width`."""
        return theme.fit_size(label, role, self.px(size), width)

    def players_panel_height(self) -> int:
        """Sets the players panel's row metrics too: they follow the real fonts, so a
        bigger text size never overlaps."""
        px = self.px
        self.name_h, self.detail_h = self.line_h("bold", 16), self.line_h("body", 14)
        # A demo shows every hand face up: a line of small rack tiles under each player's line
        # (playtest: "Hand 4 · Supply 23" said nothing a passer-by could see).
        self.row_hand_r = px(13) if self.demo and getattr(self, "row_hands_fit", True) else 0
        hand_h = art.tile_size(self.row_hand_r)[1] + px(2) if self.row_hand_r else 0
        self.row_h = max(px(60), self.name_h + self.detail_h + px(16) + hand_h)
        if self.game.options.get("discovery"):
            self.row_h += max(px(14), self.line_h("bold", 12)) + px(2)
        self.rows_top = px(14) + self.line_h("panel_title", 18) + px(4)
        self.footer_h = max(px(40), self.line_h("bold", 14) + px(18))
        return self.rows_top + self.row_h * len(self.seats) + self.footer_h

    def layout(self, size):
        self.row_hands_fit = True
        self._log_room = None  # (where the log stood under a hint card: sizes change with the window)
        super().layout(size)
        px = self.px
        if self.demo and self.demo_controls.rect.top < self.players_panel.bottom + px(12):
            # No room for the hands' tiles and the caption (a big text size in a small window): the
            # rows say "Hand 4" alone, as outside a demo, and the caption keeps its lines.
            self.row_hands_fit = False
            self.players_panel.height = self.players_panel_height()
            self._layout_log()
        b = self.board
        # Wide enough for "Research Colony" at the player's text size (the board gives way; a
        # rack of three columns may widen it a little more: tray_plan).
        tray_w = max(px(216), theme.font("bold", px(17)).size("Research Colony")[0] + px(28) + px(24))
        pad = px(14)
        self.title_h = max(px(26), self.line_h("bold", 17))
        self.sub_top = b.top + pad + self.title_h
        self.action_top = self.sub_top + self.line_h("body", 14) + px(8)
        bh = max(px(52), self.line_h("bold", 17) + self.line_h("body", 17 * 0.68) + px(6))
        button_h = max(px(46), self.line_h("bold", 17) + px(12))
        bottom = b.bottom - pad - button_h
        plan = self.choose_tray(tray_w, self.action_top, bottom, 2 * bh + px(10))
        self.tray = pygame.Rect(b.left, b.top, plan.width, b.height)
        self.view_rect = pygame.Rect(self.tray.right + px(12), b.top, b.right - self.tray.right - px(12), b.height)
        self.geometry.fit(self.view_rect.inflate(-px(24), -px(24)))
        t = self.tray
        inner_w = t.width - 2 * pad
        self.colony_button.rect = pygame.Rect(t.left + pad, self.action_top, inner_w, bh)
        self.reef_button.rect = pygame.Rect(t.left + pad, self.action_top + bh + px(10), inner_w, bh)
        # Playtest: at 125% text "Research Colony" was drawn smaller than "Research Reef" beside it.
        # The pair shares one size, the one at which the longer label fits.
        pair_px = min(self.fit_px(btn.label, "bold", 17, inner_w - 20) for btn in (self.colony_button, self.reef_button))
        for btn, sub in ((self.colony_button, "Play creatures, score"), (self.reef_button, "Expand a reef, draw")):
            btn.px = pair_px
            # The hint under the label only where it stays readable (Button draws it at 68%).
            btn.sublabel = sub if btn.px * 0.68 >= 11 else ""
        self.card_bottom = plan.rack_top - px(14)  # the card saying what to do now ends here
        self.rack_cols = plan.cols
        self.rack_top, self.label_h = plan.rack_top, plan.hand_label_h
        self.rack_r, self.rack_row = plan.rack_r, plan.rack_row
        self.special_top, self.special_label_h = plan.special_top, plan.special_label_h
        self.special_r, self.special_cols, self.special_row = plan.special_r, plan.special_cols, plan.special_row
        half = (inner_w - px(10)) // 2
        self.undo_button.rect = pygame.Rect(t.left + pad, bottom, half, button_h)
        self.confirm_button.rect = pygame.Rect(t.right - pad - half, bottom, half, button_h)
        self.undo_button.style = "secondary"
        # (Button keeps 16 px of its width free around the label.)
        self.undo_button.px = self.confirm_button.px = self.fit_px("Confirm", "bold", 17, half - 20)
        # Undo lives in the tray beside Confirm, so "?" and Hint sit next to Menu.
        self.place_help_button(self.help_button, self.pause_button)
        self._rack_key = None
        self._water = None

    def _slot_rect(self, i: int) -> pygame.Rect:
        pad = self.px(14)
        cols = self.rack_cols
        col, row = i % cols, i // cols
        cell_w = (self.tray.width - 2 * pad) / cols
        cx = self.tray.left + pad + cell_w * (col + 0.5)
        cy = self.rack_top + self.label_h + self.rack_row * (row + 0.5)
        w, h = art.tile_size(self.rack_r)
        return pygame.Rect(0, 0, w, h).move_to(center=(round(cx), round(cy)))

    def _special_rect(self, i: int) -> pygame.Rect:
        pad = self.px(14)
        cols = self.special_cols
        cell_w = (self.tray.width - 2 * pad) / cols
        cx = self.tray.left + pad + cell_w * (i % cols + 0.5)
        cy = self.special_top + self.special_label_h + self.special_r + self.special_row * (i // cols)
        w, h = art.tile_size(self.special_r)
        return pygame.Rect(0, 0, w, h).move_to(center=(round(cx), round(cy)))

    def seat_row(self, seat: int) -> pygame.Rect:
        p = self.players_panel
        return pygame.Rect(p.left + self.px(8), p.top + self.rows_top + seat * self.row_h, p.width - self.px(16),
                           self.row_h - self.px(6))

    def cell_centre(self, cell) -> tuple[int, int]:
        """Screen position of a hex (tests click here)."""
        x, y = self.geometry.centre(tuple(cell))
        return round(x), round(y)

    def slot_centre(self, code: str, kind: str = "hand") -> tuple[int, int] | None:
        """Screen position of the first rack tile (or special) with this code."""
        for item, rect in self.rack_items():
            if item.code == code and item.kind == kind:
                return rect.center
        return None

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
        top = self.app.top
        if top is self or not self.live or (top is not None and top.is_overlay):
            # Held only behind the curtain: the next player sees the last turn play out.
            self.effects.update(dt)
        self.drag.update(dt)
        self.tooltip.update(dt)
        if self.tooltip.text is not None and not self.drag.active:
            self.tooltip.track(self.pointed_at(), self.pointer)  # a button just hidden takes its help along
        if self._curtain_wait is not None:
            self._curtain_wait += dt
            self.check_turn()
        self._refresh_buttons()
        if self.effects.holding or self._curtain_wait is not None:
            # Playtest: a bot played on while a reef's count was still up. The next move (and the
            # results) wait until it has been shown, then the usual pace; with animations off nothing
            # runs, so nothing waits. So does a bot's turn while the last human watches their own
            # points land (the curtain wait).
            self.bot_timer = 0.0
            self.over_timer = 0.0
        super().update(dt)
        self.make_room_for_the_hint_card()  # (after the message is settled for this frame)

    def _refresh_buttons(self) -> None:
        """Show and enable the action buttons for the position (asked again only when it changes)."""
        mine = self.my_turn
        stage = (self.state_key(), self.viewer, mine)
        if stage == self._phase_seen:
            return
        self._phase_seen = stage
        phase = self.view().phase
        choosing = mine and phase == "choose_action"
        self.colony_button.visible = self.reef_button.visible = choosing
        self.colony_button.enabled = choosing
        reason = self.game.explain(ChooseAction("reef")) if choosing else None
        self.reef_button.enabled = choosing and reason is None
        self.reef_button.reason = reason or ""
        acting = mine and phase in ("colony", "reef", "reef_confirm")
        self.confirm_button.visible = acting
        why = self.game.explain(Confirm()) if acting else None
        self.confirm_button.enabled = acting and why is None
        self.confirm_button.reason = why or ""
        self.undo_button.visible = not self.demo and mine
        if self.hint_steps():
            self.on_hint(self.hint_move)  # a hint on the board keeps the focus where it says
        elif choosing:
            self.focus.focus(self.colony_button)
        elif acting and self.confirm_button.enabled:
            self.focus.focus(self.confirm_button)
        if self.kb_item is not None:
            self._refresh_kb()

    def refresh_widgets(self) -> None:
        self._refresh_buttons()

    def focus_step(self) -> None:
        self._phase_seen = None  # (asked again: the step's button takes the focus back)
        self._refresh_buttons()

    # -- input ------------------------------------------------------------------------------
    def handle(self, event):
        if self.swallows_held_key(event) or self.primary_key_first(event):
            return True
        if is_help_key(event):
            self.open_quickref()  # in a demo too, like the ? button
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.drag.flights:
            self.drag.settle()  # a tile still snapping into place lands before the next action
        self._refresh_buttons()  # bots may have moved since the last update
        if self._curtain_wait is not None and self.screen_passes(self.game.current_player) and self.passes_the_screen(event):
            # As in Blooming Sea: the mover need not wait for their points to land, a click or Enter
            # passes the screen now (playtest: a click in the wait did nothing and seemed lost).
            # Escape still pauses and other keys say what they say.
            self._curtain_wait = float("inf")
            self.effects.skip()
            self.check_turn()
            return True
        if not self.demo:
            if event.type == pygame.KEYDOWN and self.handle_key(event):
                return True
            if self._click_beside_the_board(event):
                return True
            if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
                self.space_held = False
            if event.type == pygame.MOUSEBUTTONDOWN and self.drag.active and event.button in (1, 3):
                # A held or selected tile takes the click before any button.
                if self.drag.handle(event):
                    return True
        return super().handle(event)

    def _click_beside_the_board(self, event) -> bool:
        """A left click on nothing (no space, tile or button) while a tile is picked. Playtest: a
        click just off the board quietly put the pick down, so the next click on a glowing space
        did nothing. In the water it stays picked, and a bubble says how to play or put it back;
        elsewhere it is put back, and the bubble says so."""
        item = self.picked_item()
        if (item is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.space_held
                or not self.interactive):
            return False
        pos = tuple(event.pos)
        if self._find_item(pos) is not None or self._find_target(pos, item) is not None:
            return False
        if any(w.visible and w.rect.collidepoint(pos) for w in self.focus.widgets):
            return False  # a button: it acts (and the pick goes down, as before)
        self.tooltip.hide()
        words = tile_words(item.code)
        words = words[:1].upper() + words[1:]
        if self.view_rect.collidepoint(pos):
            self._bubble(f"{words} still picked: click a glowing space, or press Esc to put it back.", pos)
            return True
        self.drag.cancel()
        self._clear_kb()
        self._bubble(f"{words} put back.", self.item_rect(item).midright)
        return True

    def handle_key(self, event) -> bool:
        k = event.key
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self._zoom(1.25, self.view_rect.center)
            return True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self._zoom(0.8, self.view_rect.center)
            return True
        if k == pygame.K_ESCAPE:
            if self.drag.active:
                self.drag.cancel()
                return True
            if self.kb_item is not None:
                self._clear_kb()
                return True
            return False
        if k == pygame.K_SPACE:
            self.space_held = True
        if not self.interactive:
            return False
        if k == pygame.K_c:
            if self.confirm_button.visible and self.confirm_button.enabled:
                self.confirm()
            elif self.confirm_button.visible:
                self.show_message(self.confirm_button.reason)
            return True
        if k in ACTIVATE_KEYS and self.kb_item is None and self._enter_or_space(k):
            return True
        phase = self.view().phase
        if k == pygame.K_r and phase == "choose_action" and not self.drag.active and self.kb_item is None:
            # Research Reef by key (a tile picked by number before an action takes Research Colony).
            if self.reef_button.enabled:
                self.choose("reef")
            else:
                self.show_message(self.reef_button.reason)
            return True
        picks = k in PICK_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
        if phase == "choose_action" and self.kb_item is None and not picks:
            return False  # Tab and the arrows go between Research Colony and Research Reef
        if phase not in ("choose_action", "colony", "reef"):
            return False
        items = self.selectable_items()
        if picks:
            chosen = next((item for item in items if (self.pick_key(item) or (None,))[0] == k), None)
            if chosen is not None:
                self.select_kb(chosen)
            else:
                self._say_special_gone(k)
            return True
        if k == pygame.K_TAB and items:
            self.select_kb(self.next_playable(items, -1 if event.mod & pygame.KMOD_SHIFT else 1))
            return True
        if self.kb_item is None and k in ARROWS and items:
            # No tile picked: an arrow picks the first that can be played, as Tab does, so the arrows
            # walk the board (playtest: they walked on over Confirm onto the header's Hint and Menu).
            self.select_kb(self.next_playable(items, 1))
            return True
        if self.kb_item is None:
            return False
        if k in ARROWS:
            self.move_cursor(*ARROWS[k])
            return True
        if k == pygame.K_n:
            self._next_target(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.place_kb()
            self.hold_key_in_hand()
            return True
        return False

    def next_playable(self, items: list[RackItem], step: int) -> RackItem:
        """The next of `items` after the picked one (`step` 1 on, -1 back) that the engine lets be
        played now: Tab and the arrows walk only among those. Playtest: with a turtle colony begun,
        Up picked the jellyfish, which could go nowhere, and Right then did nothing. If none can be
        played, the next one all the same (picking it says why)."""
        current = items.index(self.kb_item) if self.kb_item in items else (-1 if step > 0 else 0)
        order = [items[(current + step * n) % len(items)] for n in range(1, len(items) + 1)]
        return next((item for item in order if self.targets_for(item)), order[0])

    def _enter_or_space(self, k: int) -> bool:
        """Enter or Space with no tile picked by key. Playtest: with a hint up, Enter pressed Confirm,
        which had the focus unseen since the last tile, and the turn ended with half the hinted
        colony. Enter follows a hint on the board unless the player moved the focus, seen, onto
        something else; Confirm, which ends the turn, is pressed by Enter only once its focus ring
        shows (a first Enter shows it, as on the results), and never by Space, which is held to pan."""
        if self.drag.state == DRAGGING:
            return True  # a tile in the hand: no button takes a key meant for it
        focused = self.focus.focused
        steps = self.hint_steps()
        # The focus ring shows on another button than the hint's: Enter is the player's for it.
        aimed = (focused is not None and focused.visible and focused.enabled and self.focus.keyboard_used
                 and focused is not self.hint_button and focused is not self._button_for(steps[:1]))
        if k != pygame.K_SPACE and not aimed and self.follow_hint():
            return True
        if focused is self.confirm_button and self.confirm_button.visible:
            if k == pygame.K_SPACE:
                # Held to pan the board: never the end of the turn. Where the ring shows on Confirm
                # the player may have meant it, so a bubble says which keys do (review: it was silent).
                if self.focus.keyboard_used and self.confirm_button.enabled:
                    self._bubble(SPACE_ON_CONFIRM, self.confirm_button.rect.midright, seconds=2.5)
                    self.hold_key_in_hand()  # its repeats, held to pan, say it no more
                return True
            if not self.focus.keyboard_used:
                self.focus.keyboard_used = True  # this Enter only shows the ring on Confirm
                if self.confirm_button.enabled:  # (playtest: it looked lost; the next one confirms)
                    self._bubble(ENTER_AGAIN_CONFIRMS, self.confirm_button.rect.midright, seconds=2.5)
                self.hold_key_in_hand()  # and its repeats do not press it
                return True
        if k != pygame.K_SPACE and not (focused is not None and focused.visible and focused.enabled):
            # Playtest: with the hint gone, nine Enters did nothing, with no word why. Nothing
            # takes this one: it says so (while a hint is thought about, its wait stays up).
            if not self.hint_worker.waiting:
                self.show_message(self.nothing_for_enter())
            self.hold_key_in_hand()
            return True
        return False

    def nothing_for_enter(self) -> str:
        """What an Enter with nothing to play says: what the turn needs (the engine's reason Confirm
        cannot be pressed yet), and that H thinks of a hint."""
        why = self.confirm_button.reason if self.confirm_button.visible and not self.confirm_button.enabled else ""
        return f"{why} {NOTHING_FOR_ENTER}".strip() if why else f"Enter has nothing to play. {NOTHING_FOR_ENTER}"

    def _button_for(self, steps) -> Button | None:
        """The button that plays the first of `steps` (an action's or Confirm), or None."""
        move = steps[0] if steps else None
        if isinstance(move, ChooseAction):
            return self.colony_button if move.action == "colony" else self.reef_button
        return self.confirm_button if isinstance(move, Confirm) else None

    def follow_hint(self) -> bool:
        """Play the next step of the hint on the board, as Blooming Sea's Enter plays its hinted tile and
        Sea Scroll's its hinted button: an action or Confirm as its button would, a tile as its key and
        Enter would (picked, then played on the hinted space). False with no hint to follow."""
        steps = self.hint_steps()
        if not steps:
            return False
        move = steps[0]
        if isinstance(move, ChooseAction):
            self.choose(move.action)
        elif isinstance(move, Confirm):
            self.confirm()  # a Confirm that ends the game is still asked twice
        else:
            kind = rack_kind(move.tile)
            item = next((it for it in self.selectable_items() if it.code == move.tile and it.kind == kind), None)
            if item is None:
                return False
            self.select_kb(item)  # picked as its key would pick it; the cursor onto the hinted space
            self.cursor = tuple(move.cell)
            self.place_kb()
        self.focus.keyboard_used = True  # a hinted button's ring shows: the next Enter's aim is seen
        self.hold_key_in_hand()
        return True

    def _click_follows_hint(self, pos) -> bool:
        """A click on the space the hint's next tile goes to plays that step, as a click on Blooming
        Sea's hinted ghost does (playtest: by mouse, a click on the hinted hex did nothing, and only
        Enter followed the hint). Nothing picked, no tile under the pointer: else the click is theirs."""
        steps = self.hint_steps()
        # The hint's first tile (an action to choose may come before it: the click chooses it too).
        first = next((i for i, step in enumerate(steps) if hasattr(step, "cell")), None)
        if (first is None or any(not isinstance(step, ChooseAction) for step in steps[:first])
                or self.kb_item is not None or self.drag.active or self._find_item(pos) is not None
                or not self.view_rect.collidepoint(pos)):
            return False
        if tuple(self.geometry.cell_at(pos)) != tuple(steps[first].cell):
            return False
        return all(self.follow_hint() for _ in range(first + 1))

    def handle_table(self, event) -> bool:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            last = self.pointer
            self.pointer = tuple(event.pos)
            if self.panning is not None:
                self.geometry.pan_by((self.pointer[0] - last[0], self.pointer[1] - last[1]))
                return True
            if self.interactive:
                self.drag.handle(event)
            self.tooltip.track(None if self.drag.active else self.pointed_at(), self.pointer)
            return True
        if kind == pygame.MOUSEWHEEL:
            if self.view_rect.collidepoint(self.pointer) and self.drag.state != DRAGGING:
                self._zoom(1.15 ** event.y, self.pointer)
                return True
            return False
        if kind == pygame.MOUSEBUTTONDOWN:
            self.tooltip.hide()
            self.pointer = tuple(event.pos)
            pan = event.button == 2 or (event.button == 3 and not self.drag.active) or \
                (event.button == 1 and self.space_held)
            if pan and self.view_rect.collidepoint(event.pos):
                self.panning = tuple(event.pos)
                return True
            if self.interactive and event.button == 1 and self._click_follows_hint(event.pos):
                return True
            if self.interactive and event.button in (1, 3):
                if self.kb_item is not None and event.button == 1:
                    cell = self._find_target(event.pos, self.kb_item)
                    if cell is not None and self._find_item(event.pos) is None:
                        # A tile picked by key goes where the mouse then clicks, as a clicked tile does.
                        self.cursor = cell
                        self.place_kb()
                        return True
                    self._clear_kb()
                return self.drag.handle(event)
            return False
        if kind == pygame.MOUSEBUTTONUP:
            if self.panning is not None:
                self.panning = None
                return True
            return self.drag.handle(event) if self.interactive or self.drag.active else False
        if kind == pygame.WINDOWFOCUSLOST:
            self.panning = None
            self.space_held = False
            self.drag.handle(event)
        return False

    def _zoom(self, factor: float, pos) -> None:
        self.geometry.zoom_at(factor, pos)

    # -- hover help ----------------------------------------------------------------------------
    def describe_cell(self, cell) -> str | None:
        """A sentence about what lies on a hex, from the view (None for an empty space)."""
        view = self.view()
        if cell in self.renderer.rocks:
            return "Dark rock: never playable."
        space = next((sp for sp in view.spaces if sp.cell == cell), None)
        if space is None or space.content == "empty":
            return None
        if space.content == "creature":
            return f"{self.names[space.owner]}'s {tile_words(space.tile)}."
        reef = view.reefs[space.reef]
        if space.content == "face_down":
            known = f" ({tile_words(space.tile)})" if space.tile else ""
            who = "your" if space.owner == view.seat else f"{self.names[space.owner]}'s"
            return f"Reef {reef.id + 1}: {who} face-down tile{known}."
        state = "completed, antler placed" if reef.antler else "completed" if reef.completed else \
            "explored" if reef.explored else "unexplored: no creature has touched it yet"
        parts = [f"Reef {reef.id + 1}" + (" (the starting reef)" if reef.starting else "") + f": {state}",
                 f"{len(reef.cells)} tile{'s' if len(reef.cells) != 1 else ''}"]
        # The race for it, as everyone at the table can count it: creatures on face-up tiles beside it.
        creatures = self.game.reef_creatures(reef.id)
        racing = [f"{self.names[s]} {n}" for s, n in sorted(enumerate(creatures), key=lambda sn: -sn[1]) if n]
        if racing:
            parts.append("beside it: " + ", ".join(racing) +
                         f" creature{'s' if sum(creatures) != 1 else ''}")
        if not reef.completed:
            open_spaces = self.game.reef_open_spaces(reef.id)
            parts.append(f"{open_spaces} open space{'s' if open_spaces != 1 else ''} around it")
        if reef.tokens:
            parts.append("Discovery tokens: " + ", ".join(reef.tokens))
        return " · ".join(parts) + "."

    def pointed_at(self) -> str | None:
        """The help for what is under the pointer: a space of the board, a thing in the tray, or
        a warning of the players panel."""
        if self.view_rect.collidepoint(self.pointer):
            cell = self.geometry.cell_at(self.pointer)
            words = self.describe_cell(cell)
            if words is not None and tuple(cell) in self.recent_spaces():
                words += " Ringed: placed since your last turn."  # what the ring means (_draw_recent)
            return words
        return self.describe_rack(self.pointer) or self.describe_ending(self.pointer)

    def describe_ending(self, pos) -> str | None:
        """Words for the panel's coral warnings: the two ways the game ends (rulebook, End of the game)."""
        if self.game.is_over:
            return None
        view = self.view()
        for seat in range(len(self.seats)):
            if self.seat_row(seat).collidepoint(pos) and view.player_info[seat].supply_count == 0:
                who = "your" if seat == view.seat else f"{self.names[seat]}'s"
                return (f"No supply left: when {who} hand runs out, that turn ends the game. "
                        "Incomplete reefs are not scored.")
        footer = pygame.Rect(self.players_panel.left, self.players_panel.bottom - self.footer_h,
                             self.players_panel.width, self.footer_h)
        if footer.collidepoint(pos) and view.antlers_left <= 1:
            return "The last antler: the next reef completed ends the game. Incomplete reefs are not scored."
        return None

    def describe_rack(self, pos) -> str | None:
        for button, what in ((self.colony_button, ACTION_HELP["colony"]), (self.reef_button, ACTION_HELP["reef"])):
            # Where the tray is too small for the hint under the label, the pointer gets it instead.
            if button.visible and not button.sublabel and button.rect.collidepoint(pos):
                # A greyed button already shows why it can't be used; two tips would overlap.
                return None if (not button.enabled and button.reason) else what
        for item, rect in self.rack_items():
            if rect.collidepoint(pos):
                words = tile_words(item.code)
                if item.kind == "special":
                    return SPECIAL_HELP.get(item.code, f"Your {words}.")
                if item.slot in self.new_slots():
                    return f"Your {words}, new: drawn at the end of your last turn."
                return f"Your {words}."
        return None

    # -- keyboard play ------------------------------------------------------------------------
    def select_kb(self, item: RackItem) -> None:
        self.drag.cancel()
        self.kb_item = item
        self._refresh_kb()
        self._cursor_to_hint()
        if not self.kb_targets:
            self._bubble(self.explain_miss(item), self.item_rect(item).midright)

    def _refresh_kb(self) -> None:
        items = self.selectable_items()
        if self.kb_item not in items:
            same = [i for i in items if i.code == self.kb_item.code and i.kind == self.kb_item.kind]
            if not same or not self.my_turn or self.view().phase not in KB_PHASES:
                self._clear_kb()
                return
            self.kb_item = same[0]
        self.kb_targets = self.targets_for(self.kb_item)
        if self.kb_targets and self.cursor not in self.kb_targets:
            self.cursor = self._nearest(self.kb_targets, self.cursor)
            self._show_cursor()
        elif self.cursor is None:
            self.cursor = self.view().spaces[0].cell

    def _nearest(self, cells, near):
        if near is None:
            return cells[0]
        from seaboard.engine.grids import hex_distance

        return min(cells, key=lambda c: (hex_distance(c, near), c))

    def _say_special_gone(self, key: int) -> None:
        """A special's letter once that special has been played: say so where it lay."""
        view = self.view()
        if view.introductory:
            return
        for i, creature in enumerate(CREATURES):
            if SPECIAL_KEYS[f"{creature}-special"][0] == key:
                self._bubble(f"Your special {creature} has been played.", self._special_rect(i).midright)

    def _clear_kb(self) -> None:
        self.kb_item = None
        self.kb_targets = []

    def move_cursor(self, dx: int, dy: int) -> None:
        """Arrows: step to the nearest space that way where the picked tile may go (the engine's
        legal spaces). Playtest: the arrows stepped onto taken spaces, where nothing can be played.
        Nothing that way: the cursor stays, and a short bubble says so (and that N finds the rest)."""
        if self.kb_item is None:
            return
        if not self.kb_targets:  # the tile can go nowhere now: say why, as Enter would
            self._bubble(self.explain_miss(self.kb_item), self.item_rect(self.kb_item).midright)
            return
        if self.cursor is None:
            self.cursor = self._nearest(self.kb_targets, None)
            self._show_cursor()
            return
        cell = step_towards(self.kb_targets, self.cursor, (dx, dy))
        if cell is None:
            way = {(-1, 0): "left", (1, 0): "right", (0, -1): "up", (0, 1): "down"}[(dx, dy)]
            self._bubble(f"No space for your {tile_words(self.kb_item.code)} further {way}. "
                         "N jumps to the next one.", self.cell_centre(self.cursor), seconds=2.0)
            return
        self.cursor = cell
        self._show_cursor()

    def _show_cursor(self) -> None:
        """Zoomed in: pan so the keyboard cursor stays on screen."""
        if self.cursor is None:
            return
        x, y = self.geometry.centre(self.cursor)
        inner = self.view_rect.inflate(-2 * self.geometry.size, -2 * self.geometry.size)
        dx = inner.left - x if x < inner.left else inner.right - x if x > inner.right else 0
        dy = inner.top - y if y < inner.top else inner.bottom - y if y > inner.bottom else 0
        if dx or dy:
            self.geometry.pan_by((dx, dy))

    def _next_target(self, step: int) -> None:
        if not self.kb_targets:
            return
        i = self.kb_targets.index(self.cursor) if self.cursor in self.kb_targets else -1
        self.cursor = self.kb_targets[(i + step) % len(self.kb_targets)]
        self._show_cursor()

    def place_kb(self) -> None:
        if self.kb_item is None or self.cursor is None:
            return
        if not self.kb_targets:  # the picked tile can go nowhere now: say why, not why this space won't do
            self._bubble(self.explain_miss(self.kb_item), self.item_rect(self.kb_item).midright)
            return
        move = self.make_move(self.kb_item, self.cursor)
        reason = self.game_explain(move)  # a tile picked before an action takes Research Colony
        if reason:
            self._bubble(reason, self.cell_centre(self.cursor))
            return
        self._source = self.item_rect(self.kb_item).center
        try:
            self._play_gesture(move)
        finally:
            self._source = None
        if self.hint_steps():
            # The tile followed the hint, which goes on: the pick goes down, so the next Enter plays
            # the hint's next step rather than this tile again wherever the cursor was left.
            self._clear_kb()
        elif self.kb_item is not None:
            self._refresh_kb()

    def _bubble(self, text: str, pos, seconds: float = 3.5) -> None:
        self.drag.bubble = Bubble(text, (int(pos[0]), int(pos[1])), seconds, area=self.bubble_area)

    def bubble_area(self) -> pygame.Rect:
        """Where a refusal may stand: the water, above the board's name in its foot."""
        r = self.view_rect
        label_h = theme.font("italic", self.tx(13)).get_linesize() + self.px(10)
        return pygame.Rect(r.left, r.top, r.width, r.height - label_h)

    # -- animations from events ---------------------------------------------------------------

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface):
        super().draw(surface)
        self.effects.draw(surface)
        self.drag.draw(surface)
        attract = self.demo and self.demo_state.attract  # nobody is playing: no hover help
        if (self.app.top is self or self.shown_for_study()) and not self.drag.active and not attract:
            self.tooltip.draw(surface)

    def draw_message(self, surface) -> None:
        """A hint on its card in the side column, the log under it (HintCard); where that leaves
        the log too little room, in the water where it hides least of the board. Other messages: a
        pill centred under the water rather than under board + tray."""
        if not hasattr(self, "view_rect"):
            self.draw_message_in(surface, self.board, self.px(16))
            return
        if self.hint_card_up():
            self.draw_hint_card(surface)
            return
        self.draw_message_in(surface, self.view_rect, self.px(16))

    def draw_table(self, surface, rect):
        view = self.view()
        self._draw_board(surface, view)
        self._draw_tray(surface, view)
        if not self.live:
            self.effects.draw(surface)  # draw() is not called for a borrowed table

    def _water_surface(self) -> pygame.Surface:
        r = self.view_rect
        if self._water is not None and self._water.get_size() == r.size:
            return self._water
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        top, bottom = theme.mix(PALETTE["deep"], PALETTE["teal"], 0.22), theme.mix(PALETTE["abyss"], PALETTE["sea"],
                                                                                    0.4)
        for y in range(r.height):
            pygame.draw.line(surf, theme.mix(top, bottom, y / max(1, r.height - 1)), (0, y), (r.width, y))
        light = pygame.Surface(r.size, pygame.SRCALPHA)
        for i in range(7):  # soft shafts of light from the surface
            x = r.width * (0.08 + 0.14 * i)
            pygame.draw.polygon(light, (200, 240, 255, 7), [(x, 0), (x + r.width * 0.06, 0),
                                                           (x + r.width * 0.16, r.height), (x + r.width * 0.02,
                                                                                            r.height)])
        surf.blit(light, (0, 0))
        mask = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=self.px(18))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self._water = surf.convert_alpha() if pygame.display.get_surface() else surf
        return self._water

    def _draw_board(self, surface, view) -> None:
        r = self.view_rect
        theme.draw_shadow(surface, r, self.px(18))
        surface.blit(self._water_surface(), r.topleft)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-2, -2))
        g = self.geometry
        layer = self.renderer.pieces_layer(view, self.colours, self._view_key, self.effects.hidden_cells(),
                                           self.effects.hidden_antlers(), glyphs=self.glyphs)
        surface.blit(layer, g.layer_rect().topleft)
        rad = g.radius
        self._draw_recent(surface)
        # Tiles played this action: a sand ring, so the colony in progress stands out.
        if view.placed and self.my_turn:
            ring = art.glow_image(rad, PALETTE["sand_hi"], 230, max(2, rad // 9))
            for cell, _ in view.placed:
                surface.blit(ring, ring.get_rect(center=self._int(g.centre(cell))))
        if view.reef_cell is not None and self.my_turn:
            ring = art.glow_image(rad, PALETTE["sand_hi"], 230, max(2, rad // 9))
            surface.blit(ring, ring.get_rect(center=self._int(g.centre(view.reef_cell))))
        # Legal spaces for the held, selected or keyboard-chosen tile glow; with nothing in hand,
        # every space some tile can take glows softly, so "onto the glowing spaces" is true at once.
        targets = self.drag.candidates if self.drag.active else self.kb_targets
        resting = not self.drag.active and self.kb_item is None  # a held tile shows only its own spaces
        if resting:
            targets = self.resting_targets(view)
        if targets:
            pulse = 0.5 + 0.5 * abs(((self.clock * 1.4) % 2) - 1)
            glow = art.inner_glow_image(rad, PALETTE["sand_hi"])
            glow.set_alpha(140 if resting else round(170 + 85 * pulse))
            for cell in targets:
                c = self._int(g.centre(cell))
                surface.blit(glow, glow.get_rect(center=c))
        self._draw_hint(surface, view)
        self._draw_log_marks(surface)
        hover = self.drag.hover_target if self.drag.active else None
        if hover is not None:
            colour = PALETTE["sand_hi"] if self.drag.hover_legal else PALETTE["coral"]
            ring = art.glow_image(rad, colour, 255, max(3, rad // 6))
            surface.blit(ring, ring.get_rect(center=self._int(g.centre(hover))))
        if self.kb_item is not None and self.cursor is not None:
            c = self._int(g.centre(self.cursor))
            if self.cursor in self.kb_targets:  # the engine's legal spaces for the picked tile
                if view.phase == "reef":  # it goes down face down: preview it so
                    ghost = art.face_down_image(self.colours[view.seat], rad).copy()
                else:
                    ghost = self.tile_img(self.kb_item.code, self.colours[view.seat], rad).copy()
                ghost.set_alpha(150)
                surface.blit(ghost, ghost.get_rect(center=c))
                ring = art.glow_image(rad, PALETTE["sand_hi"], 255, max(3, rad // 6))
                surface.blit(ring, ring.get_rect(center=c))
            else:
                # Playtest: the preview sat over taken spaces under a faint coral ring, as if the tile
                # could go there. Where it cannot, no preview: the space is dimmed and marked 'no'.
                mark = art.blocked_image(rad, PALETTE["coral"])
                surface.blit(mark, mark.get_rect(center=c))
        surface.set_clip(clip)
        # Board name and zoom hint in the corner, unless the hint card floats over it or beside it.
        label, rect = self.board_label(view)
        if not self.board_label_covered(rect):
            theme.blit_text(surface, label, "italic", self.tx(13), PALETTE["mist"], rect.topleft)

    def board_label(self, view) -> tuple[str, pygame.Rect]:
        """The board's name and side ("Seagrass · front") and where it stands, in the water's corner."""
        label = f"{view.board_name} · {'front' if view.board_side == 'front' else 'back'}"
        r = self.view_rect
        w, h = theme.font("italic", self.tx(13)).size(label)  # (as theme.text renders it)
        return label, pygame.Rect(0, 0, w, h).move_to(bottomright=(r.right - self.px(14), r.bottom - self.px(10)))

    def board_label_covered(self, label: pygame.Rect) -> bool:
        """The floating hint card over the board's label or within a small margin of it: the label
        goes while the card stands (playtest: the whole plan's card stopped just short of it and
        the last letter of "front" poked out beside it)."""
        if not self.hint_card_up():
            return False
        card = self.hint_card_place()[3]
        return card.colliderect(label.inflate(2 * self.px(8), 2 * self.px(8)))

    def hint_steps(self) -> list:
        """The hinted step and the rest of the turn the hint plans, while it is the player's move."""
        move = self.hint_move
        if move is None or not self.my_turn or move not in self.legal():
            return []
        return [move, *self.hint_then]

    def hint_pulse(self) -> float:
        """0..1, the beat of the hint's glow (its next space on the board and its tile on the rack)."""
        return 0.5 + 0.5 * abs(((self.clock * 1.6) % 2) - 1)

    def log_spots(self, event) -> tuple:
        """The spaces a log line names: a tile played (or boxed, or put into a reef), a reef explored,
        the whole reef completed, the colony or reef a score is for."""
        cells = tuple(tuple(c) for c in getattr(event, "cells", None) or ())
        cell = getattr(event, "cell", None)
        return cells or ((tuple(cell),) if cell is not None else ())

    def _draw_recent(self, surface) -> None:
        """A thin ring in its placer's colour round each tile the others placed since the player's
        last turn (recent_spaces); a tile still flying in gets its ring once it lands."""
        recent = self.recent_spaces()
        if not recent:
            return
        g = self.geometry
        hidden = self.effects.hidden_cells()
        for cell, placer in recent.items():
            if cell not in hidden:
                ring = art.recent_ring_image(g.radius, self.colours[placer])
                surface.blit(ring, ring.get_rect(center=self._int(g.centre(cell))))

    def _draw_log_marks(self, surface) -> None:
        """The spaces the hovered log line names, outlined together in coral over a soft wash, as
        Blooming Sea's log marks them (playtest: the log said what happened, the player hunted the
        board for where)."""
        if not self.log_marks:
            return
        image, topleft = outline_image(self.geometry, self.log_marks, PALETTE["coral"],
                                       max(3, round(self.geometry.radius / 6)))
        surface.blit(image, topleft)

    def _draw_hint(self, surface, view) -> None:
        """The hint's turn on the board: each planned space a ring in the advice colour with its
        tile faintly in it; the next one pulses, the later ones wait, paler."""
        g = self.geometry
        pulse = self.hint_pulse()
        placements = [m for m in self.hint_steps() if getattr(m, "cell", None) is not None]
        for k, move in enumerate(placements):
            c = self._int(g.centre(move.cell))
            ghost = (art.face_down_image(self.colours[view.seat], g.radius) if isinstance(move, PlaceReefTile)
                     else self.tile_img(move.tile, self.colours[view.seat], g.radius)).copy()
            first = k == 0  # the next space to play pulses; the later ones wait
            ghost.set_alpha(round(90 + 60 * pulse) if first else 70)
            surface.blit(ghost, ghost.get_rect(center=c))
            ring = art.glow_image(g.radius, theme.ADVICE, 255, max(3, g.radius // 6))
            ring.set_alpha(round(150 + 105 * pulse) if first else 110)
            surface.blit(ring, ring.get_rect(center=c))

    def hint_words(self, move, words: str) -> str:
        """The turn as the hint plans it, why, and (as Blooming Sea's says how to play its hint) that Enter
        plays it: here a step a press, as the board shows the next one pulsing. A turn that ends the
        game still says so last."""
        return self.say_hint(words, self.hint_why(move))  # (HintCard) one reason, after what to do

    @staticmethod
    def say_hint(words: str, why: str) -> str:
        """A step's words, the reason and how to play it, as hint_words says them."""
        body = words.removesuffix(ENDS_GAME).rstrip()
        ends = f" {ENDS_GAME}" if words.endswith(ENDS_GAME) else ""
        stop = "" if body.endswith((".", "!", "…")) else "."
        return f"{body}{stop}{f' {why}' if why else ''} {ENTER_SAYS}{ends}"

    def on_hint(self, move) -> None:
        # A hinted action or Confirm takes the focus ring, so Enter does what the hint says; a hinted
        # tile takes it off every button (Confirm had it, unseen), so Enter plays it (follow_hint).
        self.focus.focus(self._button_for([move]))

    def show_hint(self, move, words: str, then=()) -> None:
        super().show_hint(move, words, then)
        self.plan_hint_card()  # (HintCard) the card's size and place for all the plan's steps
        if self.kb_item is not None and self.hint_steps() and not self._cursor_to_hint():
            # Asked with another tile picked: it goes back, so the next Enter plays what the hint
            # says (as Blooming Sea puts its tile back for the hint to show its own).
            self._clear_kb()

    def _plays(self, item: RackItem, step) -> bool:
        """Whether the picked `item` played on `step`'s space makes that very step (a crab the plan
        lays face down in its reef action is not the crab of the colony before it)."""
        move = self._move_for(item, step.cell)
        return (move.place if isinstance(move, ActionThenPlace) else move) == step

    def _cursor_to_hint(self) -> bool:
        """The picked tile is one the hint plays: the cursor goes to the space the hint plans for it
        (the first, if it plays two alike). Playtest: the hinted tile picked by its key put the cursor
        at the top left of the board. True if it did."""
        if self.kb_item is None:
            return False
        item = self.kb_item
        cell = next((tuple(m.cell) for m in self.hint_steps() if getattr(m, "tile", None) == item.code
                     and tuple(m.cell) in self.kb_targets and self._plays(item, m)), None)
        if cell is None:
            return False
        self.cursor = cell
        self._show_cursor()
        return True

    def hinted_items(self) -> set[RackItem]:
        """The rack tiles the rest of the hint's plan plays: as many of a code as the plan plays of
        it, the first in rack order (follow_hint picks the first). Playtest: a plan with two single
        starfish ringed one of the two alike; and one that plays one of two alike must ring one."""
        wanted = Counter(getattr(move, "tile", None) for move in self.hint_steps())
        marked = set()
        for item, _ in self.rack_items():
            if wanted[item.code] > 0:
                wanted[item.code] -= 1
                marked.add(item)
        return marked

    @staticmethod
    def _int(p):
        return round(p[0]), round(p[1])
