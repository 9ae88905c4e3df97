"""A table's quick-reference card (F1 or "?"): the turn and the controls in short rows, on one card.

Each game gives its rows (`sections`, a rule drawn between them) and may draw
something of its own under them (`draw_extra`). F1, "?", Escape, Close or a
click beside the card closes it.
"""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import Button

Rows = list[tuple[str, str]]


def is_help_key(event: pygame.event.Event) -> bool:
    """F1 or "?": opens a table's quick reference, and closes it again."""
    return event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or event.unicode == "?")


class QuickRefCard(WidgetScene):
    name = "quickref"
    is_overlay = True
    title = "Quick reference"
    card_size = (860, 540)  # design px, shrunk to the window
    key_width = 120  # design px of the bold key column
    game_id: str | None = None  # a game's card links to that game's Words on the rules screen

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.close = Button("Close", self.back, style="primary")
        # Playtest: the card's rows use the game's words (explored reef, habitat, fish square...)
        # without room to define them; "Words" opens the rules screen at the game's Words.
        self.words = Button("Words", self.open_words, style="quiet") if self.game_id else None
        self.focus.set([self.close] + ([self.words] if self.words else []))
        self.focus.focus(self.close)

    def open_words(self) -> None:
        from seaboard.ui.scenes.rules import RulesScene
        from seaboard.ui.scenes.rules_text import WORDS

        self.app.push(RulesScene(self.app, self.game_id, section=WORDS))

    def sections(self) -> list[Rows]:
        return []

    def layout(self, size):
        super().layout(size)
        w, h = size
        cw, ch = self.card_size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(cw)), min(h - self.px(40), self.px(ch)))
        self.panel.center = (w // 2, h // 2)
        self.close.rect = pygame.Rect(0, 0, self.px(160), self.px(46))
        self.place_close()
        self.close.px = self.px(18)
        self.rows_top = self.panel.top + self.px(70)
        self.text_px, self.key_w = self.fitting_size(self.close.rect.top - self.px(8) - self.rows_top)
        # A small window at a big text size: rather than let the rows run into Close, the card
        # grows taller (up to the window's margin) and the rows are measured again.
        short = self.rows_need(self.text_px, self.key_w) - (self.close.rect.top - self.px(8) - self.rows_top)
        grow = min(short, h - self.px(40) - self.panel.height)
        if grow > 0:
            self.panel.height += grow
            self.panel.centery = h // 2
            self.place_close()
            self.rows_top = self.panel.top + self.px(70)
            self.text_px, self.key_w = self.fitting_size(self.close.rect.top - self.px(8) - self.rows_top)

    def place_close(self) -> None:
        """Close, centred at the foot of the card (every game's card alike); Words at its left."""
        self.close.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(18))
        if self.words is not None:
            self.words.px = self.px(16)
            width = theme.font("bold", self.words.px).size(self.words.label)[0] + self.px(32)
            self.words.rect = pygame.Rect(0, 0, width, self.close.rect.height)
            self.words.rect.midleft = (self.panel.left + self.px(28), self.close.rect.centery)

    def back(self):
        if self.app.top is self:
            self.app.pop()

    def handle(self, event):
        if is_help_key(event):
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
        theme.blit_text(surface, theme.ellipsize(self.title, "title", self.px(30), p.width - 2 * pad), "title",
                        self.px(30), PALETTE["sand"], (p.left + pad, y))
        y = self.rows_top
        size, key_w = self.text_px, self.key_w
        text_w = p.width - 2 * pad - key_w
        for n, rows in enumerate(self.sections()):
            if n:
                y += self.px(6)
                pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.15), (p.left + pad, y),
                                 (p.right - pad, y))
                y += self.px(12)
            for key, text in rows:
                theme.blit_text(surface, key, "bold", size, PALETTE["sand"], (p.left + pad, y))
                bottom = theme.blit_paragraph(surface, text, "body", size, PALETTE["foam"],
                                              pygame.Rect(p.left + pad + key_w, y, text_w, self.close.rect.top - y),
                                              line_gap=1.25)
                y = bottom + self.px(8)
        self.draw_extra(surface, y)
        self.draw_widgets(surface)

    def fitting_size(self, room: int) -> tuple[int, int]:
        """The largest text size (design 16 px down to 11) at which the rows and the game's extra
        fit in `room` pixels, and the key column's width at it (as wide as the widest key)."""
        rows = [row for section in self.sections() for row in section]
        for design in range(16, 10, -1):
            size = self.px(design)
            key_w = max([self.px(self.key_width)] + [theme.font("bold", size).size(k)[0] + self.px(16) for k, _ in rows])
            if self.rows_need(size, key_w) <= room:
                break
        return size, key_w

    def rows_need(self, size: int, key_w: int) -> int:
        """The height the rows (and the game's extra) take at text size `size`, keys `key_w` wide."""
        rows = [row for section in self.sections() for row in section]
        text_w = self.panel.width - 2 * self.px(28) - key_w
        need = sum(theme.paragraph_height(text, "body", size, text_w, 1.25) + self.px(8) for _, text in rows)
        return need + self.px(18) * (len(self.sections()) - 1) + self.extra_height(size)

    def extra_height(self, size: int) -> int:
        """Room `draw_extra` needs under the rows at text size `size`."""
        return 0

    def draw_extra(self, surface, y: int) -> None:
        """Anything a game adds under the rows, from `y` down to the Close button."""
