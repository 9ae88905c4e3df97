"""A placed tile's moment of grace: Undo can take it back until the next tile is drawn.

Placing a tile draws the next one, and a drawn tile may not be undone (the player would
know their next tile while placing again), so Undo never worked in Blooming Sea (playtest,
twice). The table therefore holds a human's placement for a moment before it reaches the
engine: the tile lies on the board with what it scores, Undo (Ctrl+Z, Escape) takes it back
into the hand, the card's Keep button, Enter or a click on it keeps it at once, and otherwise
it is kept when the moment ends. Nothing is drawn or revealed meanwhile: the engine has not seen the move. The
moment stops while the table is covered (the pause menu): a save made there holds the tile
still in hand, as it is not yet kept. It stops too while the pointer rests on the Undo button
(or the keyboard is on it) or comes back onto the placed tile: a player reaching for Undo never
loses it (playtest: 2.5 s was gone before they had looked at the board).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from seaboard.engine.bloomingsea.moves import Place
from seaboard.store.undo import HIDDEN_REVEALED, NoUndo
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.widgets.button import Button, FocusGroup

TAKE_BACK_SECONDS = 5.0  # playtest: 2.5 s left no time to look at the board and then undo
KEEP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# Said by a greyed Undo once the moment has passed (instead of "a tile was drawn since").
TAKE_BACK_REASON = "A placed tile can be taken back only until your next tile is drawn."
PLACED, BACK_IN_HAND = "Placed", "Your tile is back in your hand."


@dataclass
class PendingTile:
    move: Place
    seconds_left: float
    total: float
    by_keys: bool = False  # placed with the keyboard's cursor
    # The pointer has been off the tile since it was placed: coming back onto it now is reaching
    # for it (a pointer still resting where it dropped the tile does not hold the moment forever).
    left_tile: bool = False
    paused: bool = False  # the moment stands still this frame (the bar says so)


class TakeBackMixin:
    """For BloomingSeaTable (before TableScene in its bases: `submit` and `undo` come here first)."""

    pending: PendingTile | None = None
    _keep_group: FocusGroup | None = None

    @property
    def keep_group(self) -> FocusGroup:
        """Keep, on the moment's card beside its countdown. Playtest: by mouse the only way to keep
        the tile was to wait (Enter keeps it; a click on the tile did too, but nothing said so).
        Drawn with the card, over it, so not in the main focus group (Enter keeps the tile anyway):
        its own group, as the header's Undo has, so it hovers, presses and acts on release as the
        other buttons do."""
        if self._keep_group is None:
            # The default (secondary) style, dark on the sand card: a pale one hardly showed (playtest).
            keep = Button("Keep", self.keep_pending)
            keep.visible = False
            self._keep_group = FocusGroup([keep])
        return self._keep_group

    @property
    def keep_button(self) -> Button:
        return self.keep_group.widgets[0]

    def take_back_seconds(self) -> float:
        # Headless runs (tests, screenshots) play moves at once, as their bots do.
        if self.app is None or self.app.bot_pace == 0 or self.demo:
            return 0.0
        return TAKE_BACK_SECONDS

    def submit(self, move) -> bool:
        seconds = self.take_back_seconds()
        if (not isinstance(move, Place) or seconds <= 0 or self.pending is not None or not self.human_to_act
                or self.game.explain(move) is not None):
            return super().submit(move)  # (an illegal move: refused in the engine's words as ever)
        self.pending = PendingTile(move, seconds, seconds, by_keys=self.cursor is not None)
        self.clear_hint()
        self.drag.clear()
        self.cursor = None
        self.hold_key_in_hand()  # (a held Enter must not keep it at once)
        scored = self.preview(move)
        self.show_message(f"{PLACED}{': ' + scored if scored else ''}. Undo takes it back; Keep or Enter keeps it now.")
        self._said = self.message
        return True

    def request_hint(self) -> None:
        if self.pending is not None:  # the hint would be for a position about to change
            self.show_message("Keep your tile (Keep or Enter) or take it back (Undo) first.")
            return
        super().request_hint()

    _said = ""  # the last thing the moment said

    def message_is_advice(self) -> bool:
        # What the moment says is no refusal: sand, not coral.
        return super().message_is_advice() or (bool(self.message) and self.message == self._said)

    def keep_pending(self) -> bool:
        pending, self.pending = self.pending, None
        if pending is None:
            return False
        self.message = ""
        return super().submit(pending.move)

    def take_back(self) -> None:
        pending, self.pending = self.pending, None
        move = pending.move
        self.rotation = move.rotation
        if pending.by_keys:
            # The keyboard's cursor comes back where the tile was (playtest: it vanished, and the
            # next Enter brought it back two rows away).
            self.cursor = (move.x, move.y)
        self.hold_key_in_hand()  # its repeats, held on, do nothing more
        self.show_message(BACK_IN_HAND)
        self._said = self.message

    def undo(self) -> None:
        if self.pending is not None:
            self.take_back()
            return
        super().undo()

    def no_undo_words(self, refusal: NoUndo) -> str:
        # Chosen by the refusal's code, not by finding "a tile was drawn" in the shared sentence
        # (rewording that sentence silently lost these words).
        return TAKE_BACK_REASON if refusal.code == HIDDEN_REVEALED else super().no_undo_words(refusal)

    def handle_pending(self, event) -> bool:
        """While a placement waits: Enter, the Keep button or a click on the tile keeps it, Escape
        takes it back; the header's buttons work; nothing else on the board does."""
        # The Keep button sees every mouse event, the tile waiting or not: its release comes after
        # the moment may have ended (the button, hidden then, only lets go), and a hidden one un-hovers.
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.keep_group.handle(event):
            return True
        if self.pending is None:
            return False
        if event.type == pygame.KEYDOWN:
            focused = self.focus.focused if self.focus.keyboard_used else None
            if event.key in KEEP_KEYS and focused is None:  # (else Enter is for the focused button)
                self.keep_pending()
                return True
            if event.key == pygame.K_ESCAPE:
                self.take_back()
                return True
            return False  # Ctrl+Z, F1, H...: the table's own keys
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.focus.widget_at(event.pos) is not None or self.geo is None:
                return False
            if not self.geo.outer.collidepoint(event.pos):
                return False  # the log, the panels: as ever
            if self.geo.cell_at(event.pos) in self.squares_of(self.pending.move):
                self.keep_pending()
            else:
                self.show_message("Your tile waits: Keep, Enter or a click on it keeps it; Undo takes it back.")
                self._said = self.message
            return True
        return False

    def update_pending(self, dt: float) -> None:
        if self.pending is not None and self.app.top is self:
            self.pending.paused = self.reaching_for_undo()
            if not self.pending.paused:
                self.pending.seconds_left -= dt
            if self.pending.seconds_left <= 0:
                self.keep_pending()
        if self.pending is not None:
            if self.message == self._said:
                self.message_time = self.app.time  # its words stay up as long as the tile waits
            elif not self.message:
                self.message = self._said  # a refusal said meanwhile has had its time: back to the moment's words
                self.message_time = self.app.time
            self.undo_button.enabled, self.undo_button.reason = True, ""
        self.keep_button.visible = False  # until its card is drawn again (draw_countdown)

    def reaching_for_undo(self) -> bool:
        """The pointer on the Undo button or back on the placed tile, or the keyboard on Undo."""
        if self.focus.keyboard_used and self.focus.focused is self.undo_button:
            return True
        pointer = self.app.pointer
        if self.undo_button.visible and self.undo_button.rect.collidepoint(pointer):
            return True
        if self.geo is None:
            return False
        on_tile = self.geo.cell_at(pointer) in self.squares_of(self.pending.move)
        if not on_tile:
            self.pending.left_tile = True
        return on_tile and self.pending.left_tile

    def pending_cells(self):
        move = self.pending.move
        return self.view().hand.cells_at(move.rotation, move.x, move.y)

    def draw_pending(self, surface) -> None:
        """The waiting tile drawn placed: its corals solid, ringed in the player's colour, and a small
        clock on it emptying with the moment. Playtest: drawn as the green, ticked ghost it looked
        just like a hint or a preview, only the card said it was placed."""
        if self.pending is None or self.view().hand is None:
            return
        geo, bv = self.geo, self.board_view
        cells = self.pending_cells()
        squares = [square for square, _ in cells]
        bv.draw_tile(surface, cells, geo.grid.topleft, geo.cell)  # (board squares: (0, 0) at the grid's corner)
        colour = theme.player_rgb(self.seats[self.game.current_player].colour)
        bv.draw_outline(surface, squares, colour)
        self.draw_pending_clock(surface, geo.cell_rect(*squares[0]), colour)
        self.draw_preview(surface, self.pending.move, squares)

    def draw_pending_clock(self, surface, rect: pygame.Rect, colour) -> None:
        """Where a ghost has its tick: a small clock, the moment left as a slice that shrinks (it says
        the tile is not kept yet); the sea's colour while the moment stands still, as the card's bar."""
        c = self.geo.cell
        centre = (rect.left + round(c * 0.2), rect.top + round(c * 0.2))
        r = max(6, round(c * 0.18))
        share = max(0.0, min(1.0, self.pending.seconds_left / self.pending.total))
        pygame.draw.aacircle(surface, PALETTE["ink"], centre, r + 1)
        pygame.draw.aacircle(surface, PALETTE["sand_hi"], centre, r - 1)
        if share > 0:
            # From the top, clockwise: the slice left, shrinking back to the top.
            inner = r - max(2, r // 4)
            steps = max(2, round(32 * share))
            points = [centre] + [(centre[0] + inner * math.sin(2 * math.pi * share * k / steps),
                                  centre[1] - inner * math.cos(2 * math.pi * share * k / steps))
                                 for k in range(steps + 1)]
            pygame.draw.polygon(surface, PALETTE["sea"] if self.pending.paused else PALETTE["ink"], points)

    def countdown_room(self) -> int:
        """The height the moment's foot takes on the card its words stand on: the Keep button, with
        the bar beside it."""
        return self.keep_height() + self.px(8)

    def keep_height(self) -> int:
        return theme.font("bold", self.px(14)).get_height() + self.px(10)

    def lay_out_keep(self, card: pygame.Rect) -> None:
        """Lays the Keep button out at the card's foot, on the right: its text size and its rect."""
        pad = self.px(10)
        keep = self.keep_button
        keep.px = self.px(14)
        width = min(keep.natural_width(), card.width // 2)
        keep.rect = pygame.Rect(card.right - pad - width, card.bottom - pad - self.keep_height(), width,
                                self.keep_height())

    def draw_countdown(self, surface, card: pygame.Rect) -> None:
        """The moment left, as a bar at the foot of its card (in the hand panel, over no square of
        the board: playtest, under the tile it covered the row below): it empties, then the tile
        stays. Standing still (the pointer on Undo), it turns to the sea's colour."""
        pad = self.px(10)
        height = max(3, self.px(6))
        keep = self.keep_button
        self.lay_out_keep(card)
        keep.visible = True
        track = pygame.Rect(card.left + pad, keep.rect.centery - height // 2, keep.rect.left - pad - card.left - pad,
                            height)
        share = max(0.0, self.pending.seconds_left / self.pending.total)
        pygame.draw.rect(surface, theme.mix(PALETTE["ink"], PALETTE["sand"], 0.55), track, border_radius=height)
        left_part = pygame.Rect(track.left, track.top, round(track.width * share), track.height)
        colour = PALETTE["sea"] if self.pending.paused else PALETTE["coral"]
        pygame.draw.rect(surface, colour, left_part, border_radius=height)
        keep.draw(surface)
