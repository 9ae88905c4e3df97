"""The quick-reference card (F1 or "?"): the turn, the scoring and the controls, on one card."""

from __future__ import annotations

import pygame

from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES, FISH_NAMES
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.widgets.button import Button

TURN = [
    ("Place", "Put your tile on three empty squares. Numbered squares are never covered."),
    ("Reefs", "Two or more same-colour corals side by side (not diagonal) are a reef. Make or grow one: "
              "score its size, whatever its colour."),
    ("Fish", "When no tile can reach a fish's neighbours any more, each player counts their colour's corals "
             "next to it, plus every coral of those corals' reefs. Most corals wins the fish; a tie scores nothing."),
    ("Draw", "Take a new tile. A tile that fits nowhere is set aside for a new one."),
    ("End", "The game ends when the last fish is scored. Most points wins; on a tie, whoever would play next."),
]
CONTROLS = [
    ("Mouse", "Drag the tile onto the board, or click it and click a square. Right-click or the wheel turns it."),
    ("Keys", "Arrows move a cursor, R turns (Shift+R back), Enter places, Esc cancels. Tab reaches the buttons."),
]


class QuickRefScene(WidgetScene):
    name = "quickref"
    is_overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.close = Button("Close", self.back, style="primary")
        self.focus.set([self.close])
        self.focus.focus(self.close)

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(860)), min(h - self.px(40), self.px(540)))
        self.panel.center = (w // 2, h // 2)
        self.close.rect = pygame.Rect(0, 0, self.px(160), self.px(46))
        self.close.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(18))
        self.close.px = self.px(18)

    def back(self):
        if self.app.top is self:
            self.app.pop()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or event.unicode == "?"):
            self.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel.collidepoint(event.pos):
            self.back()
            return True
        return super().handle(event)

    def draw(self, surface):
        theme.dim(surface, 170)
        p = self.panel
        theme.draw_panel(surface, p, PALETTE["sea"], radius=self.px(22))
        pad = self.px(28)
        y = p.top + self.px(20)
        theme.blit_text(surface, "Blooming Sea · quick reference", "title", self.px(30), PALETTE["sand"],
                        (p.left + pad, y))
        y += self.px(50)
        key_w = self.px(120)
        text_w = p.width - 2 * pad - key_w
        for key, text in TURN + CONTROLS:
            if (key, text) == CONTROLS[0]:
                y += self.px(6)
                pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.15), (p.left + pad, y),
                                 (p.right - pad, y))
                y += self.px(12)
            theme.blit_text(surface, key, "bold", self.px(16), PALETTE["sand"], (p.left + pad, y))
            bottom = theme.blit_paragraph(surface, text, "body", self.px(16), PALETTE["foam"],
                                          pygame.Rect(p.left + pad + key_w, y, text_w, self.px(90)), line_gap=1.25)
            y = bottom + self.px(8)
        view = self.table.game.view(None)
        y += self.px(4)
        if view.mode == "aquarist":
            x = p.left + pad
            theme.blit_text(surface, "Aquarist fish", "bold", self.px(16), PALETTE["sand"], (x, y + self.px(14)),
                            "midleft")
            x += key_w
            for kind, value in AQUARIST_VALUES.items():
                token = art.fish_token(kind, self.px(38), value)
                surface.blit(token, token.get_rect(midleft=(x, y + self.px(14))))
                r = theme.blit_text(surface, FISH_NAMES[kind], "body", self.px(15), PALETTE["foam"],
                                    (x + self.px(48), y + self.px(14)), "midleft")
                x = r.right + self.px(18)
        else:
            theme.blit_text(surface, f"Every fish on {view.board.name} is worth {view.board.value} points.", "body",
                            self.px(16), PALETTE["mist"], (p.left + pad, y))
        self.draw_example(surface, pygame.Rect(p.left + pad, y + self.px(44), p.width - 2 * pad,
                                               self.close.rect.top - y - self.px(56)))
        self.draw_widgets(surface)

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
        theme.blit_paragraph(surface, text, "italic", self.px(15), PALETTE["mist"],
                             pygame.Rect(area.left + cell * 3 + self.px(20), area.top + self.px(4),
                                         area.width - cell * 3 - self.px(20), cell * 2), line_gap=1.25)
