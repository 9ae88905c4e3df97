"""A placed tile's moment of grace: Undo can take it back until the next tile is drawn.

Placing a tile draws the next one, and a drawn tile may not be undone (the player would
know their next tile while placing again), so Undo never worked in Blooming Sea (playtest,
twice). The table therefore holds a human's placement for a moment before it reaches the
engine (seaboard/ui/tables/take_back.py, shared with Sea Scroll's discard): the tile lies on
the board with what it scores, Undo (U, Ctrl+Z, Escape) takes it back into the hand, the card's
Keep button, Enter or a click on it keeps it at once, and otherwise it is kept when the moment
ends. Nothing is drawn or revealed meanwhile: the engine has not seen the move.
"""

from __future__ import annotations

import pygame

from seaboard.engine.bloomingsea.moves import Place
from seaboard.store.undo import HIDDEN_REVEALED, NoUndo
from seaboard.ui.render import theme
from seaboard.ui.tables import take_back as shared
from seaboard.ui.tables.take_back import TAKE_BACK_SECONDS, PendingMove, draw_clock

__all__ = ["TAKE_BACK_SECONDS", "TakeBackMixin", "TAKE_BACK_REASON", "BACK_IN_HAND"]

# Said by a greyed Undo once the moment has passed (instead of "a tile was drawn since").
TAKE_BACK_REASON = "A placed tile can be taken back only until your next tile is drawn."
PLACED, BACK_IN_HAND = "Placed", "Your tile is back in your hand."


class TakeBackMixin(shared.TakeBackMixin):
    """For BloomingSeaTable (before TableScene in its bases: `submit` and `undo` come here first)."""

    BACK_IN_HAND = BACK_IN_HAND
    WAITS = "Your tile waits: Keep, Enter or a click on it keeps it; Undo takes it back."
    PENDING_QUIT_NOTE = "Your placed tile is not kept yet: quitting keeps the game with it in your hand."
    TAKE_BACK_STEP = "keep your tile or take it back"

    def holds(self, move) -> bool:
        return isinstance(move, Place)

    def pending_by_keys(self) -> bool:
        return self.cursor is not None  # placed with the keyboard's cursor

    def on_hold(self, move) -> None:
        self.cursor = None

    def held_words(self, move) -> str:
        scored = self.preview(move)
        return f"{PLACED}{': ' + scored if scored else ''}. Undo takes it back; Keep or Enter keeps it now."

    def returned(self, pending: PendingMove) -> None:
        move = pending.move
        self.rotation = move.rotation
        if pending.by_keys:
            # The keyboard's cursor comes back where the tile was (playtest: it vanished, and the
            # next Enter brought it back two rows away).
            self.cursor = (move.x, move.y)

    def no_undo_words(self, refusal: NoUndo) -> str:
        # Chosen by the refusal's code, not by finding "a tile was drawn" in the shared sentence
        # (rewording that sentence silently lost these words).
        return TAKE_BACK_REASON if refusal.code == HIDDEN_REVEALED else super().no_undo_words(refusal)

    def click_while_pending(self, pos) -> bool:
        # On the board only: the log and the panels work as ever.
        if self.geo is None or not self.geo.outer.collidepoint(pos):
            return False
        return super().click_while_pending(pos)

    def pointer_on_pending(self, pos) -> bool:
        return self.geo is not None and self.geo.cell_at(pos) in self.squares_of(self.pending.move)

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
        draw_clock(surface, centre, max(6, round(c * 0.18)), self.pending)

