"""The quick-reference card (F1 or "?"): the turn, the scoring and the controls, on one card."""

from __future__ import annotations

import pygame

from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES, FISH_NAMES
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.quickref import QuickRefCard
from seaboard.ui.tables.bloomingsea_parts import art

TURN = [
    ("Place", "Put your tile on three empty squares. Fish squares are never covered."),
    ("Reefs", "Two or more same-colour corals side by side (not diagonal) are a reef. Make or expand one: "
              "score its size, whatever its colour."),
    ("Fish", "When no tile can reach a fish's neighbours any more, each player counts their colour's corals "
             "next to it, plus every coral of those corals' reefs. Most corals wins the fish; a tie scores nothing."),
    ("Draw", "Take a new tile. A tile that fits nowhere is set aside for a new one."),
    ("End", "The game ends when the last fish is scored. Most points wins; on a tie, whoever would play next."),
]
CONTROLS = [
    ("Mouse", "Drag the tile onto the board, or click it and click a square. Right-click or the wheel turns it."),
    ("Keys", "Arrows move a cursor, R turns (Shift+R back), Enter places, Esc cancels, H hints. Tab (Shift+Tab "
             "back) reaches the buttons. Setting out fish: 1–4 choose one."),
    ("Undo", "A placed tile waits a moment before your next tile is drawn: Undo, U, Ctrl+Z or Esc takes it back, "
             "Keep or Enter keeps it at once."),
    ("Log", "Page Up / Page Down scroll the game log, Home / End go to its first / newest line."),
    ("Green dots", "Where the tile fits, turned as it is now: the square you hold (or the cursor's) can go on "
                   "any dot."),
]


class QuickRefScene(QuickRefCard):
    title = "Blooming Sea · quick reference"
    game_id = "bloomingsea"

    def sections(self):
        return [TURN, CONTROLS]

    def extra_height(self, size):
        # The fish line (as tall as its tokens or its words); the example picture takes what
        # room is left, or none.
        return max(self.px(34), theme.font("body", size).get_linesize()) + self.px(12)

    def _fish_row_size(self, room: int) -> tuple[int, int]:
        """Word and token sizes at which the four Aquarist fish fit in `room` pixels."""
        size, token = self.text_px, self.px(34)
        while size > self.readable_px():  # never under 12 px as drawn (playtest)
            gap = self.px(16)
            need = sum(token + self.px(8) + theme.font("body", size).size(FISH_NAMES[k])[0] + gap
                       for k in AQUARIST_VALUES)
            if need <= room:
                break
            size, token = size - 1, max(self.px(22), token - 2)
        return size, token

    def draw_extra(self, surface, y):
        p = self.panel
        pad = self.px(28)
        key_w = self.key_w  # the rows' key column, as measured at this text size
        view = self.table.game.view(None)
        y += self.px(4)
        line_h = max(self.px(34), theme.font("body", self.text_px).get_linesize())
        mid = y + line_h // 2
        if view.mode == "aquarist":
            x = p.left + pad
            label_px = theme.fit_size("Aquarist fish", "bold", self.text_px, key_w - self.px(8), floor=self.readable_px())
            theme.blit_text(surface, "Aquarist fish", "bold", label_px, PALETTE["sand"], (x, mid), "midleft")
            x += key_w
            size, token_px = self._fish_row_size(p.right - pad - x)
            for kind, value in AQUARIST_VALUES.items():
                token = art.fish_token(kind, token_px, value)
                surface.blit(token, token.get_rect(midleft=(x, mid)))
                r = theme.blit_text(surface, FISH_NAMES[kind], "body", size, PALETTE["foam"],
                                    (x + token_px + self.px(8), mid), "midleft")
                x = r.right + self.px(16)
        else:
            theme.blit_text(surface, f"Every fish on {view.board.name} is worth {view.board.value} points.", "body",
                            self.text_px, PALETTE["mist"], (p.left + pad, mid), "midleft")
        top = y + line_h + self.px(10)
        self.draw_example(surface, pygame.Rect(p.left + pad, top, p.width - 2 * pad,
                                               self.close.rect.top - top - self.px(12)))

    def draw_example(self, surface, area: pygame.Rect) -> None:
        """A small picture: side by side joins a reef, diagonal does not."""
        cell = min(self.px(40), area.height // 2)
        if cell < 16:
            return
        cells = [((0, 0), "yellow"), ((1, 0), "yellow"), ((2, 1), "yellow"), ((0, 1), "purple"), ((1, 1), "green")]
        top_left = (area.left, area.top)
        self.table.board_view.draw_tile(surface, cells, top_left, cell)
        text = ("Yellow side by side: a reef of 2, worth 2 when made. The yellow at the corner only touches "
                "diagonally: not part of it.")
        theme.blit_paragraph(surface, text, "italic", max(self.readable_px(), self.px(15)), PALETTE["mist"],
                             pygame.Rect(area.left + cell * 3 + self.px(20), area.top + self.px(4),
                                         area.width - cell * 3 - self.px(20), cell * 2), line_gap=1.25)
