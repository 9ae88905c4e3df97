"""The Seagrass table: the hex board, the rack of the seat to play, and turns by drag and drop.

Everything the table shows comes from `game.view(self.viewer)`; every rule
question goes to the engine (legal_moves for the glowing spaces, explain for
the sentence of an illegal drop). Mouse: drag a tile from the rack to the
board, or click it then click a space; wheel zooms, middle/right drag or
space+drag pans. Keyboard: 1-9/0 or Tab pick a tile, arrows move the cursor,
Enter/Space place, C confirms, +/- zoom, F1 the quick reference.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from seaboard.engine.core import Game, Scored, TurnStarted
from seaboard.engine.grids import axial_to_offset, offset_to_axial
from seaboard.engine.seagrass.events import (
    AntlerPlaced,
    CreaturePlaced,
    DiscoveryClaimed,
    ReefCompleted,
    ReefExpanded,
    ReefExplored,
    TileBoxed,
    TilesDrawn,
)
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.anim import tween
from seaboard.ui.input.drag import DRAGGING, DragController
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import TableScene
from seaboard.ui.tables.seagrass_parts import art
from seaboard.ui.tables.seagrass_parts.board import BoardRenderer
from seaboard.ui.tables.seagrass_parts.effects import (
    Banner,
    Drop,
    Effects,
    FlyingText,
    Glide,
    Outline,
    Sink,
    Tally,
)
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.tooltip import Bubble, Tooltip

CREATURES = art.CREATURES
HAND_LIMIT = 7  # only for the "Hand 5/7" label; the engine enforces the limit
DIGIT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
              pygame.K_9, pygame.K_0)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


SPECIAL_HELP = {
    "jellyfish-special": "Special jellyfish: four jellyfish. Play it with at least one jellyfish tile.",
    "turtle-special": "Special turtle: two turtles, then an extra Research Reef action.",
    "starfish-special": "Special starfish: two starfish; split this turn's starfish into two colonies.",
    "crab-special": "Special crab: goes onto another player's face-up tile, which leaves the game.",
}


def _tile_words(code: str | None) -> str:
    """'crab-2' -> 'double crab tile'; 'turtle-special' -> 'special turtle'."""
    if not code:
        return "tile"
    creature, _, variant = code.partition("-")
    if variant == "special":
        return f"special {creature}"
    return f"{'double' if variant == '2' else 'single'} {creature} tile"


@dataclass(frozen=True)
class RackItem:
    """Something the player can pick up: a tile in hand or a special beside the rack."""

    kind: str  # "hand" or "special"
    code: str  # tile code, e.g. "crab-2" or "crab-special"
    slot: int


class SeagrassTable(TableScene):
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
            snap_rect=self._snap_rect, draw_item=self._draw_item, targets_for=self.targets_for)
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
        self._legal: list = []
        self._rack_key = None
        self._rack: list[tuple[RackItem, pygame.Rect]] = []
        self._water = None
        self.clock = 0.0
        self.tooltip = Tooltip(delay=0.45)
        self.colony_button = Button("Research Colony", lambda: self.choose("colony"), style="primary",
                                    sublabel="Play creatures, score")
        self.reef_button = Button("Research Reef", lambda: self.choose("reef"), style="secondary",
                                  sublabel="Expand a reef, draw")
        self.confirm_button = Button("Confirm", self.confirm, style="primary")
        self.help_button = Button("?", self.show_reference, style="quiet")
        self.focus.set([self.colony_button, self.reef_button, self.undo_button, self.confirm_button,
                        self.hint_button, self.help_button, self.pause_button])
        self._phase_seen = None
        if app is not None:
            tween.set_speed(app.settings.animation_speed)

    # -- state from the engine ------------------------------------------------------
    def state_key(self):
        g = self.game
        return (id(g), len(g.moves), g.moves[-1] if g.moves else None, g.is_over)

    def view(self):
        key = (self.state_key(), self.viewer)
        if key != self._view_key:
            self._view = self.game.view(self.viewer)
            self._view_key = key
        return self._view

    def legal(self) -> list:
        key = self.state_key()
        if key != self._legal_key:
            self._legal = self.game.legal_moves() if not self.game.is_over else []
            self._legal_key = key
        return self._legal

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

    def game_explain(self, move) -> str | None:
        return self.game.explain(move)

    # -- drag and drop callbacks ----------------------------------------------------------
    def rack_items(self) -> list[tuple[RackItem, pygame.Rect]]:
        view = self.view()
        info = view.player_info[view.seat] if 0 <= view.seat < len(view.player_info) else None
        specials = info.specials if info is not None and not view.introductory else ()
        key = (self._view_key, self.size, tuple(view.hand), specials)
        if key == self._rack_key:
            return self._rack
        items = []
        for i, code in enumerate(view.hand):
            items.append((RackItem("hand", code, i), self._slot_rect(i)))
        for i, creature in enumerate(CREATURES):
            if creature in specials:
                items.append((RackItem("special", f"{creature}-special", i), self._special_rect(i)))
        self._rack, self._rack_key = items, key
        return items

    def _first_slot(self, code: str) -> int:
        return next((it.slot for it, _ in self.rack_items() if it.code == code), -1)

    def selectable_items(self) -> list[RackItem]:
        return [item for item, _ in self.rack_items()]

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
                if self.view().phase == "choose_action":
                    self.show_message("Choose Research Colony or Research Reef first.")
                    return None
                return item
        return None

    def _find_target(self, pos, item):
        if not self.view_rect.collidepoint(pos):
            return None
        cell = self.geometry.cell_at(pos)
        return cell if cell in self.renderer.every_hex() else None

    def make_move(self, item: RackItem, cell):
        """The candidate move for dropping `item` on `cell` (the engine judges it)."""
        if self.view().phase in ("reef", "reef_confirm"):
            return PlaceReefTile(tuple(cell), item.code)
        return PlaceCreature(tuple(cell), item.code)

    def targets_for(self, item: RackItem) -> list:
        kind = PlaceReefTile if self.view().phase == "reef" else PlaceCreature
        return sorted({m.cell for m in self.legal() if isinstance(m, kind) and m.tile == item.code})

    @property
    def glyphs(self) -> bool:
        """Colour-blind glyphs on every tile (the player's setting, on by default)."""
        return bool(getattr(self.app.settings, "glyphs_always", True)) if self.app is not None else True

    def tile_img(self, code: str, colour: str, radius: int):
        return art.tile_image(code, colour, radius, self.glyphs)

    def targets_for_code(self, code: str) -> list:
        kind = "special" if code.endswith("special") else "hand"
        return self.targets_for(RackItem(kind, code, 0))

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
            self.submit(move)
        finally:
            self._from_drag = False

    # -- actions ------------------------------------------------------------------------
    def choose(self, action: str) -> None:
        self.submit(ChooseAction(action))

    def confirm(self) -> None:
        self.submit(Confirm())

    def show_reference(self) -> None:
        from seaboard.ui.tables.seagrass_parts.reference import QuickReference

        self.drag.cancel()
        self.app.push(QuickReference(self.app, self.view()))

    def show_results(self) -> None:
        if self.demo:
            super().show_results()  # the attract loop moves on to the next game
            return
        from seaboard.ui.tables.seagrass_parts.results import SeagrassResults

        self.results_shown = True
        self.app.push(SeagrassResults(self.app, self))

    def enter(self):
        super().enter()
        self._refresh_buttons()  # Enter works on the very first frame

    def on_undo(self) -> None:
        self.drag.clear()
        self.effects.skip()
        self._clear_kb()

    def revealed(self, seat: int) -> None:
        super().revealed(seat)
        self._banner(seat)

    def apply_move(self, move):
        view = self.view()
        self._hand_before = Counter(view.hand)
        self._rack_seat_before = view.seat
        return super().apply_move(move)

    # -- layout ---------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        px = self.px
        n = len(self.seats)
        self.row_h = px(74) if self.game.options.get("discovery") else px(60)
        self.players_panel = pygame.Rect(self.side.left, self.side.top, self.side.width,
                                         px(46) + self.row_h * n + px(40))
        self.log_panel.layout(pygame.Rect(self.side.left, self.players_panel.bottom + px(12), self.side.width,
                                          self.side.bottom - self.players_panel.bottom - px(12)))
        b = self.board
        self.tray = pygame.Rect(b.left, b.top, px(216), b.height)
        self.view_rect = pygame.Rect(self.tray.right + px(12), b.top, b.right - self.tray.right - px(12), b.height)
        self.geometry.fit(self.view_rect.inflate(-px(24), -px(24)))
        pad = px(14)
        t = self.tray
        inner_w = t.width - 2 * pad
        self.action_top = t.top + px(66)
        bh = px(52)
        self.colony_button.rect = pygame.Rect(t.left + pad, self.action_top, inner_w, bh)
        self.reef_button.rect = pygame.Rect(t.left + pad, self.action_top + bh + px(10), inner_w, bh)
        for btn in (self.colony_button, self.reef_button):
            btn.px = px(17)
        self.rack_top = self.action_top + 2 * bh + px(10) + px(20)
        self.rack_r = min(px(34), (inner_w - px(12)) // 4)
        self.rack_row = round(art.SQ3 * self.rack_r) + px(8)
        self.special_top = self.rack_top + px(26) + 4 * self.rack_row + px(6)
        self.special_r = min(px(24), inner_w // 8 - 2)
        bottom = t.bottom - pad - px(46)
        half = (inner_w - px(10)) // 2
        self.undo_button.rect = pygame.Rect(t.left + pad, bottom, half, px(46))
        self.confirm_button.rect = pygame.Rect(t.right - pad - half, bottom, half, px(46))
        self.undo_button.style = "secondary"
        self.undo_button.px = self.confirm_button.px = px(17)
        self.help_button.rect = pygame.Rect(self.pause_button.rect.left - px(12) - px(44), self.pause_button.rect.top,
                                            px(44), self.pause_button.rect.height)
        self.help_button.px = px(20)
        # Undo lives in the tray beside Confirm, so Hint moves up next to the "?".
        self.hint_button.rect = self.help_button.rect.move(-px(12) - self.hint_button.rect.width, 0)
        self.hint_button.rect.width = self.pause_button.rect.width
        self._rack_key = None
        self._water = None

    def _slot_rect(self, i: int) -> pygame.Rect:
        pad = self.px(14)
        col, row = i % 2, i // 2
        cell_w = (self.tray.width - 2 * pad) / 2
        cx = self.tray.left + pad + cell_w * (col + 0.5)
        cy = self.rack_top + self.px(26) + self.rack_row * (row + 0.5)
        w, h = art.tile_size(self.rack_r)
        return pygame.Rect(0, 0, w, h).move_to(center=(round(cx), round(cy)))

    def _special_rect(self, i: int) -> pygame.Rect:
        pad = self.px(14)
        cell_w = (self.tray.width - 2 * pad) / 4
        cx = self.tray.left + pad + cell_w * (i + 0.5)
        cy = self.special_top + self.px(24) + self.special_r
        w, h = art.tile_size(self.special_r)
        return pygame.Rect(0, 0, w, h).move_to(center=(round(cx), round(cy)))

    def seat_row(self, seat: int) -> pygame.Rect:
        p = self.players_panel
        return pygame.Rect(p.left + self.px(8), p.top + self.px(42) + seat * self.row_h, p.width - self.px(16),
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
        if top is self or not self.on_stack or (top is not None and top.is_overlay):
            # Held only behind the curtain: the next player sees the last turn play out.
            self.effects.update(dt)
        self.drag.update(dt)
        self.tooltip.update(dt)
        self._refresh_buttons()
        super().update(dt)

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
        if choosing:
            self.focus.focus(self.colony_button)
        elif acting and self.confirm_button.enabled:
            self.focus.focus(self.confirm_button)
        if self.kb_item is not None:
            self._refresh_kb()

    # -- input ------------------------------------------------------------------------------
    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.drag.flights:
            self.drag.settle()  # a tile still snapping into place lands before the next action
        self._refresh_buttons()  # bots may have moved since the last update
        if not self.demo:
            if event.type == pygame.KEYDOWN and self.handle_key(event):
                return True
            if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
                self.space_held = False
            if event.type == pygame.MOUSEBUTTONDOWN and self.drag.active and event.button in (1, 3):
                # A held or selected tile takes the click before any button.
                if self.drag.handle(event):
                    return True
        return super().handle(event)

    def handle_key(self, event) -> bool:
        k = event.key
        if k == pygame.K_F1 or event.unicode == "?":
            self.show_reference()
            return True
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
        if self.view().phase not in ("colony", "reef"):
            return False
        items = self.selectable_items()
        if k in DIGIT_KEYS and not event.mod & pygame.KMOD_CTRL:
            index = DIGIT_KEYS.index(k)
            if index < len(items):
                self.select_kb(items[index])
            return True
        if k == pygame.K_TAB and items:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            current = items.index(self.kb_item) if self.kb_item in items else (-1 if step > 0 else 0)
            self.select_kb(items[(current + step) % len(items)])
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
            return True
        return False

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
            over = None
            if not self.drag.active and self.view_rect.collidepoint(self.pointer):
                over = self.describe_cell(self.geometry.cell_at(self.pointer))
            elif not self.drag.active:
                over = self.describe_rack(self.pointer)
            self.tooltip.track(over, self.pointer)
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
            if self.interactive and event.button in (1, 3):
                if self.kb_item is not None and event.button == 1:
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
            return f"{self.names[space.owner]}'s {_tile_words(space.tile)}."
        reef = view.reefs[space.reef]
        if space.content == "face_down":
            known = f" ({_tile_words(space.tile)})" if space.tile else ""
            who = "your" if space.owner == view.seat else f"{self.names[space.owner]}'s"
            return f"Reef {reef.id + 1}: {who} face-down tile{known}."
        state = "completed, antler placed" if reef.antler else "completed" if reef.completed else \
            "explored" if reef.explored else "unexplored: no creature has touched it yet"
        parts = [f"Reef {reef.id + 1}" + (" (the starting reef)" if reef.starting else "") + f": {state}",
                 f"{len(reef.cells)} tile{'s' if len(reef.cells) != 1 else ''}"]
        if reef.tokens:
            parts.append("Discovery tokens: " + ", ".join(reef.tokens))
        return " · ".join(parts) + "."

    def describe_rack(self, pos) -> str | None:
        for item, rect in self.rack_items():
            if rect.collidepoint(pos):
                words = _tile_words(item.code)
                return SPECIAL_HELP.get(item.code, f"Your {words}.") if item.kind == "special" else f"Your {words}."
        return None

    # -- keyboard play ------------------------------------------------------------------------
    def select_kb(self, item: RackItem) -> None:
        self.drag.cancel()
        self.kb_item = item
        self._refresh_kb()
        if not self.kb_targets:
            cell = self.cursor or self.view().spaces[0].cell
            reason = self.game.explain(self.make_move(item, cell))
            self._bubble(reason or "No space takes that tile now.", self.item_rect(item).midright)

    def _refresh_kb(self) -> None:
        items = self.selectable_items()
        if self.kb_item not in items:
            same = [i for i in items if i.code == self.kb_item.code and i.kind == self.kb_item.kind]
            if not same or not self.my_turn or self.view().phase not in ("colony", "reef"):
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

    def _clear_kb(self) -> None:
        self.kb_item = None
        self.kb_targets = []

    def move_cursor(self, dx: int, dy: int) -> None:
        """Arrows: step to the next hex of the board in that screen direction."""
        if self.cursor is None:
            self.cursor = self.view().spaces[0].cell
            return
        col, row = axial_to_offset(*self.cursor)
        spaces = self.renderer.in_play
        for step in range(1, 18):
            cand = offset_to_axial(col + dx * step, row + dy * step)
            if cand in spaces:
                self.cursor = cand
                self._show_cursor()
                return

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
        move = self.make_move(self.kb_item, self.cursor)
        reason = self.game.explain(move)
        if reason:
            self._bubble(reason, self.cell_centre(self.cursor))
            return
        self._source = self.item_rect(self.kb_item).center
        try:
            self.submit(move)
        finally:
            self._source = None
        if self.kb_item is not None:
            self._refresh_kb()

    def _bubble(self, text: str, pos) -> None:
        self.drag.bubble = Bubble(text, (int(pos[0]), int(pos[1])), 3.5)

    # -- animations from events ---------------------------------------------------------------
    def on_events(self, events) -> None:
        if tween.speed() <= 0:
            return
        g = self.geometry
        view = self.game.view(self.viewer)
        t = 0.0
        reef_t = None
        reef_awards = 0
        reef_at = {}
        for ev in events:
            if isinstance(ev, CreaturePlaced):
                if not self._from_drag:
                    start = self._source or self._seat_anchor(ev.seat)
                    self.effects.add(Glide(self._tile_getter(ev.tile, ev.seat), start, self._centre_getter(ev.cell),
                                           delay=t, cell=tuple(ev.cell), arc=g.size * 0.6))
                    t += 0.1
            elif isinstance(ev, TileBoxed):
                self.effects.add(Sink(self._tile_getter(ev.tile, ev.owner), self._centre_getter(ev.cell), delay=t))
            elif isinstance(ev, ReefExplored):
                self.effects.add(Outline(g, [ev.cell], PALETTE["foam"], delay=t + 0.15, duration=0.9))
            elif isinstance(ev, ReefExpanded):
                if not self._from_drag:
                    start = self._source or self._seat_anchor(ev.seat)
                    colour = self.colours[ev.seat]
                    self.effects.add(Glide(lambda c=colour: art.face_down_image(c, self.geometry.radius), start,
                                           self._centre_getter(ev.cell), delay=t, cell=tuple(ev.cell),
                                           arc=g.size * 0.6))
                    t += 0.1
            elif isinstance(ev, Scored):
                colour = theme.player_rgb(self.colours[ev.seat])
                if ev.reason.startswith("reef") and reef_t is not None:
                    at = reef_at.get(tuple(map(tuple, ev.cells)), self.view_rect.center)
                    shift = (reef_awards % 2 * 2 - 1) * (reef_awards + 1) // 2 * self.px(34) if reef_awards else 0
                    self.effects.add(FlyingText(f"+{ev.points}", (at[0] + shift, at[1] + self.px(6)),
                                                self._score_getter(ev.seat), colour, self.px(30),
                                                delay=reef_t + 0.6 + 0.2 * reef_awards))
                    reef_awards += 1
                elif ev.cells:
                    self.effects.add(Outline(g, ev.cells, colour, delay=t + 0.2))
                    at = self._centroid(ev.cells)
                    self.effects.add(FlyingText(f"+{ev.points}", at, self._score_getter(ev.seat), colour, self.px(30),
                                                delay=t + 0.3))
                    t += 0.25
                else:
                    at = self._seat_anchor(ev.seat)
                    self.effects.add(FlyingText(f"+{ev.points}", (at[0] + self.px(120), at[1]),
                                                self._score_getter(ev.seat), colour, self.px(24), delay=t))
            elif isinstance(ev, ReefCompleted):
                reef_t = t + 0.35
                reef_awards = 0
                reef_space = ev.cells[0]
                reef_at[tuple(map(tuple, ev.cells))] = self.geometry.centre(reef_space)
                self.effects.add(Outline(g, ev.cells, PALETTE["foam"], delay=reef_t, duration=2.6))
                awarded = {e.seat for e in events if isinstance(e, Scored) and tuple(map(tuple, e.cells)) ==
                           tuple(map(tuple, ev.cells))}
                entries = [(self.colours[s], n, s in awarded) for s, n in enumerate(ev.creatures) if n]
                self.effects.add(Tally(self._above_getter(reef_space), entries, self.px(15), delay=reef_t,
                                       duration=2.3))
                t = reef_t + 0.3
            elif isinstance(ev, AntlerPlaced):
                space = view.reefs[ev.reef].space
                self.effects.add(Drop(lambda: art.antler_image(round(self.geometry.size * 1.25)),
                                      self._centre_getter(space), ev.reef, delay=(reef_t or t) + 1.0))
            elif isinstance(ev, DiscoveryClaimed):
                space = view.reefs[ev.reef].space
                self.effects.add(Glide(lambda c=ev.creature: art.token_image(c, max(6, round(self.geometry.size * 0.3))),
                                       self.geometry.centre(space), self._row_getter(ev.seat), delay=t + 0.3,
                                       duration=0.7))
            elif isinstance(ev, TilesDrawn):
                if ev.count and ev.seat == self._rack_seat_before and ev.seat == view.seat:
                    self._animate_draw(view, t)
            elif isinstance(ev, TurnStarted):
                if not self.needs_handoff(ev.seat):
                    self._banner(ev.seat, delay=t)

    def _animate_draw(self, view, delay: float) -> None:
        after = Counter(view.hand)
        new = after - self._hand_before
        start = (self.tray.centerx, self.tray.top + self.px(40))
        k = 0
        for i in range(len(view.hand) - 1, -1, -1):
            code = view.hand[i]
            if new[code] > 0:
                new[code] -= 1
                rect = self._slot_rect(i)
                glide = Glide(lambda c=code: self.tile_img(c, self.colours[view.seat], self.rack_r), start,
                              lambda r=rect: r.center, delay=delay + 0.15 * k + 0.2, duration=0.4)
                glide.hides_slot = ("hand", i)
                self.effects.add(glide)
                k += 1

    def _banner(self, seat: int, delay: float = 0.0) -> None:
        if self.game.is_over or tween.speed() <= 0:
            return
        name = self.names[seat]
        text = "Your turn" if self.seats[seat].is_human and len(self.human_seats) == 1 else f"{name}'s turn"
        self.effects.add(Banner(text, self.colours[seat], lambda: (self.view_rect.centerx, self.view_rect.top +
                                                                    self.px(12)), self.px(22)))

    def _tile_getter(self, code: str, seat: int):
        return lambda: self.tile_img(code, self.colours[seat], self.geometry.radius)

    def _centre_getter(self, cell):
        cell = tuple(cell)
        return lambda: self.geometry.centre(cell)

    def _above_getter(self, cell):
        cell = tuple(cell)
        return lambda: (self.geometry.centre(cell)[0], self.geometry.centre(cell)[1] - self.geometry.size * 1.1)

    def _seat_anchor(self, seat: int):
        r = self.seat_row(seat)
        return (r.left + self.px(26), r.centery)

    def _row_getter(self, seat: int):
        return lambda: self._seat_anchor(seat)

    def _score_getter(self, seat: int):
        return lambda: (self.seat_row(seat).right - self.px(30), self.seat_row(seat).top + self.px(18))

    def _centroid(self, cells):
        pts = [self.geometry.centre(tuple(c)) for c in cells]
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface):
        super().draw(surface)
        self.effects.draw(surface)
        self.drag.draw(surface)
        if self.app.top is self and not self.drag.active:
            self.tooltip.draw(surface)

    @property
    def on_stack(self) -> bool:
        """False when another scene (the replay) borrows this table to draw its board."""
        return self.app is not None and self in self.app.stack

    def draw_table(self, surface, rect):
        view = self.view()
        self._draw_board(surface, view)
        self._draw_tray(surface, view)
        if not self.on_stack:
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
        # Tiles played this action: a sand ring, so the colony in progress stands out.
        if view.placed and self.my_turn:
            ring = art.glow_image(rad, PALETTE["sand_hi"], 230, max(2, rad // 9))
            for cell, _ in view.placed:
                surface.blit(ring, ring.get_rect(center=self._int(g.centre(cell))))
        if view.reef_cell is not None and self.my_turn:
            ring = art.glow_image(rad, PALETTE["sand_hi"], 230, max(2, rad // 9))
            surface.blit(ring, ring.get_rect(center=self._int(g.centre(view.reef_cell))))
        # Legal spaces for the held, selected or keyboard-chosen tile glow.
        targets = self.drag.candidates if self.drag.active else self.kb_targets
        if targets:
            pulse = 0.5 + 0.5 * abs(((self.clock * 1.4) % 2) - 1)
            glow = art.inner_glow_image(rad, PALETTE["sand_hi"])
            glow.set_alpha(round(170 + 85 * pulse))
            for cell in targets:
                c = self._int(g.centre(cell))
                surface.blit(glow, glow.get_rect(center=c))
        self._draw_hint(surface, view)
        hover = self.drag.hover_target if self.drag.active else None
        if hover is not None:
            colour = PALETTE["sand_hi"] if self.drag.hover_legal else PALETTE["coral"]
            ring = art.glow_image(rad, colour, 255, max(3, rad // 6))
            surface.blit(ring, ring.get_rect(center=self._int(g.centre(hover))))
        if self.kb_item is not None and self.cursor is not None:
            c = self._int(g.centre(self.cursor))
            ghost = self.tile_img(self.kb_item.code, self.colours[view.seat], rad).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, ghost.get_rect(center=c))
            legal = self.cursor in self.kb_targets
            ring = art.glow_image(rad, PALETTE["sand_hi"] if legal else PALETTE["coral"], 255, max(3, rad // 6))
            surface.blit(ring, ring.get_rect(center=c))
        surface.set_clip(clip)
        # Board name and zoom hint in the corner.
        label = f"{view.board_name} · {'front' if view.board_side == 'front' else 'back'}"
        theme.blit_text(surface, label, "italic", self.px(13), PALETTE["mist"],
                        (r.right - self.px(14), r.bottom - self.px(10)), "bottomright")

    def _draw_hint(self, surface, view) -> None:
        """The hint's suggested space: a pulsing coral ring with the suggested tile faintly in it."""
        move = self.hint_move
        if move is None or not self.my_turn or move not in self.legal():
            return
        cell = getattr(move, "cell", None)
        if cell is None:
            return
        g = self.geometry
        c = self._int(g.centre(cell))
        pulse = 0.5 + 0.5 * abs(((self.clock * 1.6) % 2) - 1)
        ghost = (art.face_down_image(self.colours[view.seat], g.radius) if isinstance(move, PlaceReefTile)
                 else self.tile_img(move.tile, self.colours[view.seat], g.radius)).copy()
        ghost.set_alpha(round(90 + 60 * pulse))
        surface.blit(ghost, ghost.get_rect(center=c))
        ring = art.glow_image(g.radius, PALETTE["coral"], 255, max(3, g.radius // 6))
        ring.set_alpha(round(150 + 105 * pulse))
        surface.blit(ring, ring.get_rect(center=c))

    def _hinted(self, item: RackItem) -> bool:
        move = self.hint_move
        return move is not None and self.my_turn and getattr(move, "tile", None) == item.code

    @staticmethod
    def _int(p):
        return round(p[0]), round(p[1])

    def _draw_tray(self, surface, view) -> None:
        t = self.tray
        px = self.px
        pad = px(14)
        theme.draw_panel(surface, t, PALETTE["sea"], radius=px(18))
        seat = view.seat
        colour = self.colours[seat] if 0 <= seat < len(self.colours) else "Blue"
        mine = self.my_turn
        theme.draw_token(surface, colour, (t.left + pad + px(12), t.top + pad + px(12)), px(12))
        title = f"{self.names[seat]}'s tiles" if 0 <= seat < len(self.names) else "Tiles"
        theme.blit_text(surface, theme.ellipsize(title, "bold", px(17), t.width - 2 * pad - px(30)), "bold", px(17),
                        PALETTE["sand"], (t.left + pad + px(30), t.top + pad + px(12)), "midleft")
        info = view.player_info[seat] if 0 <= seat < len(view.player_info) else None
        score = view.scores[seat] if 0 <= seat < len(view.scores) else None
        sub = f"Supply {info.supply_count}" if info else ""
        if score is not None:
            sub += f"  ·  Score {score}"
        theme.blit_text(surface, sub, "body", px(14), PALETTE["mist"], (t.left + pad, t.top + pad + px(32)))
        # The action area: buttons while choosing, else what to do now.
        if not self.colony_button.visible:
            area = pygame.Rect(t.left + pad, self.action_top, t.width - 2 * pad, self.rack_top - self.action_top -
                               px(14))
            self._draw_instructions(surface, view, area, mine)
        # The rack.
        hidden = self.effects.hidden_slots()
        theme.blit_text(surface, f"Hand {len(view.hand)}/{HAND_LIMIT}", "bold", px(14), PALETTE["mist"],
                        (t.left + pad, self.rack_top))
        for i in range(HAND_LIMIT):
            slot = self._slot_rect(i)
            empty = art.glow_image(self.rack_r, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.5), 255)
            surface.blit(empty, empty.get_rect(center=slot.center))
        dim = not mine
        for item, rect in self.rack_items():
            if item.kind != "hand" or ("hand", item.slot) in hidden or self.drag.is_moving(item):
                continue
            img = self.tile_img(item.code, colour, self.rack_r)
            if dim:
                img = img.copy()
                img.set_alpha(150)
            lift = -px(4) if (self.drag.item == item or self.kb_item == item) else 0
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + lift)))
            if self._hinted(item) and item.slot == self._first_slot(item.code):
                ring = art.glow_image(self.rack_r, PALETTE["coral"], 160, max(2, self.rack_r // 8))
                surface.blit(ring, ring.get_rect(center=(rect.centerx, rect.centery + lift)))
            if item == self.kb_item or (self.drag.item == item and self.drag.state != DRAGGING):
                ring = art.glow_image(self.rack_r, PALETTE["coral"], 255, max(2, self.rack_r // 8))
                surface.blit(ring, ring.get_rect(center=(rect.centerx, rect.centery + lift)))
            if mine and item.slot < 9:
                theme.blit_text(surface, str(item.slot + 1), "bold", px(12), PALETTE["mist"],
                                (rect.left + px(2), rect.top + px(2)))
        # Specials, played ones gone.
        if not view.introductory:
            theme.blit_text(surface, "Specials", "bold", px(14), PALETTE["mist"], (t.left + pad, self.special_top))
            specials = info.specials if info else ()
            hand_count = len(view.hand)
            for i, creature in enumerate(CREATURES):
                rect = self._special_rect(i)
                if creature not in specials:
                    ghost = art.glow_image(self.special_r, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.5), 255)
                    surface.blit(ghost, ghost.get_rect(center=rect.center))
                    continue
                item = RackItem("special", f"{creature}-special", i)
                if self.drag.is_moving(item):
                    continue
                img = self.tile_img(item.code, colour, self.special_r)
                if dim:
                    img = img.copy()
                    img.set_alpha(150)
                surface.blit(img, img.get_rect(center=rect.center))
                if item == self.kb_item or self._hinted(item):
                    ring = art.glow_image(self.special_r, PALETTE["coral"], 255, max(2, self.special_r // 7))
                    surface.blit(ring, ring.get_rect(center=rect.center))
                order = hand_count + specials.index(creature)  # its place in the 1-9, 0 key order
                if mine and order < 10:
                    key = (order + 1) % 10
                    theme.blit_text(surface, str(key), "bold", px(12), PALETTE["mist"], (rect.left, rect.top))
        else:
            theme.blit_text(surface, "Introductory mode: no specials", "italic", px(13), PALETTE["mist"],
                            (t.left + pad, self.special_top))

    def _draw_instructions(self, surface, view, area: pygame.Rect, mine: bool) -> None:
        px = self.px
        if self.game.is_over:
            head, body = "Game over", view.end_reason.capitalize() + "." if view.end_reason else ""
        elif not mine:
            cur = self.game.current_player
            who = self.names[cur] if cur is not None else ""
            head, body = f"{who} is playing", "Watch the board: their tiles glide in."
        elif view.phase == "colony":
            head = "Research Colony"
            if view.colony_creature:
                body = (f"Add more {view.colony_creature} to this colony, or Confirm to score it."
                        if not (view.colony_creature == "starfish" and view.special_placed)
                        else "Special starfish: split your starfish into two colonies, then Confirm.")
            else:
                body = "Drag tiles of one creature onto the glowing spaces, then Confirm."
        elif view.phase == "reef":
            head = "Special turtle: Research Reef" if view.turtle_bonus else "Research Reef"
            body = "Drag one tile face down next to an explored reef."
        else:
            head, body = "Research Reef", "Confirm to draw up to three tiles (up to 7 in hand)."
        box = area.copy()
        pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.35), box, border_radius=px(12))
        theme.blit_text(surface, head, "bold", px(16), PALETTE["sand"], (box.left + px(12), box.top + px(10)))
        theme.blit_paragraph(surface, body, "body", px(14), PALETTE["foam"],
                             pygame.Rect(box.left + px(12), box.top + px(36), box.width - px(24),
                                         box.height - px(40)))

    def draw_side(self, surface) -> None:
        view = self.view()
        p = self.players_panel
        px = self.px
        theme.draw_panel(surface, p, PALETTE["sea"], radius=px(14))
        pad = px(14)
        theme.blit_text(surface, "Players", "title", px(18), PALETTE["sand"], (p.left + pad, p.top + pad))
        current = self.game.current_player
        for seat, cfg in enumerate(self.seats):
            row = self.seat_row(seat)
            if seat == current and not self.game.is_over:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=px(10))
                pygame.draw.rect(surface, PALETTE["sand"], (row.left, row.top + 6, 4, row.height - 12), border_radius=2)
            theme.draw_token(surface, cfg.colour, (row.left + px(24), row.top + px(20)), px(13))
            info = view.player_info[seat]
            score = view.scores[seat]
            score_txt = str(score) if score is not None else "?"
            score_img = theme.text(score_txt, "title", px(22), PALETTE["sand"] if score is not None else PALETTE["dim"])
            surface.blit(score_img, score_img.get_rect(topright=(row.right - px(12), row.top + px(6))))
            name_w = row.width - px(60) - score_img.get_width() - px(16)
            theme.blit_text(surface, theme.ellipsize(cfg.name, "bold", px(16), name_w), "bold", px(16),
                            PALETTE["foam"], (row.left + px(46), row.top + px(20)), "midleft")
            detail = f"Hand {info.hand_count} · Supply {info.supply_count}"
            theme.blit_text(surface, theme.ellipsize(detail, "body", px(14), row.width - px(60) - px(84)), "body",
                            px(14), PALETTE["mist"], (row.left + px(46), row.top + px(42)), "midleft")
            # Specials still beside the player (played ones gone).
            if not view.introductory:
                size = px(17)
                x = row.right - px(12) - 4 * size
                for creature in CREATURES:
                    cx, cy = x + size // 2, row.top + px(42)
                    if creature in info.specials:
                        icon = art.creature_icon(creature, size, art.CREAM, PALETTE["ink"],
                                                 theme.mix(theme.player_rgb(cfg.colour), PALETTE["ink"], 0.5))
                        surface.blit(icon, icon.get_rect(center=(cx, cy)))
                    else:
                        pygame.draw.aacircle(surface, PALETTE["dim"], (cx, cy), max(2, size // 8))
                    x += size
            if view.discovery:
                x = row.left + px(46)
                for i, creature in enumerate(CREATURES):
                    n = info.discovery[i]
                    if not n:
                        continue
                    img = art.token_image(creature, px(8))
                    surface.blit(img, img.get_rect(midleft=(x, row.top + px(62))))
                    x += img.get_width() + px(2)
                    if n > 1:
                        r = theme.blit_text(surface, f"×{n}", "bold", px(12), PALETTE["foam"], (x, row.top + px(62)),
                                            "midleft")
                        x = r.right + px(4)
                    x += px(4)
        # Antlers left, and whose scores are secret.
        y = p.bottom - px(22)
        icon = art.antler_image(px(22))
        surface.blit(icon, icon.get_rect(midleft=(p.left + pad, y)))
        theme.blit_text(surface, f"{view.antlers_left} antler{'s' if view.antlers_left != 1 else ''} left", "bold",
                        px(14), PALETTE["foam"], (p.left + pad + px(28), y), "midleft")
        if not view.open_scores and not view.is_over:
            theme.blit_text(surface, "Scores are secret", "italic", px(13), PALETTE["mist"],
                            (p.right - pad, y), "midright")
        self.log_panel.draw(surface)
