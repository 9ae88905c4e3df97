"""A table's quick-reference card (F1 or "?"): the turn and the controls in short rows, on one card.

Each game gives its rows (`sections`, a rule drawn between them) and may draw
something of its own under them (`draw_extra`). F1, "?", Escape, Close or a
click beside the card closes it. The rows never shrink below 12 px as drawn:
what does not fit then scrolls (wheel, Up/Down, Page Up/Page Down, Home/End).
"""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.scrolling import draw_scroll_bar, scroll_step

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
        self.scroll = 0  # pixels of the rows scrolled up out of the view
        self.viewport = pygame.Rect(0, 0, 0, 0)  # where the rows show (set by layout)
        self.content_h = 0  # how tall the rows stand, all of them
        self.scroll_line = 1  # one line of the rows, in pixels (set by layout)
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
        # The rows at the largest size (design 16 down) at which they fit a card no taller than the
        # window's margin: the card grows before its text shrinks (playtest: 11-12 px rows at
        # 1280x720 above empty space), never shorter than its design; at the smallest readable
        # size the rows scroll.
        design_h = self.panel.height
        tallest = max(design_h, h - self.px(40))
        self.set_height(tallest)
        overhead = tallest - (self.close.rect.top - self.px(8) - self.rows_top)
        self.text_px, self.key_w = self.fitting_size(tallest - overhead)
        self.set_height(max(design_h, min(tallest, self.rows_need(self.text_px, self.key_w) + overhead)))
        self.viewport = pygame.Rect(self.panel.left, self.rows_top, self.panel.width,
                                    self.close.rect.top - self.px(8) - self.rows_top)
        self.content_h = self.rows_need(self.text_px, self.key_w)
        self.scroll_line = theme.line_step("body", self.text_px, 1.25)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    # -- scrolling, when the rows at their smallest readable size do not fit ----------------------
    @staticmethod
    def readable_px() -> int:
        """The smallest size the card's text may shrink to: 12 px as drawn, whatever the text size.
        Playtest: at 1280x720 the rows had shrunk to about 11 px."""
        return theme.unscaled(theme.MIN_READABLE_PX)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.viewport.height)

    def scroll_by(self, amount: float) -> None:
        self.scroll = max(0, min(self.max_scroll, round(self.scroll + amount)))

    def visible(self, rect: pygame.Rect) -> bool:
        """Whether `rect` (as scrolled) lies wholly in the view: no line is ever drawn cut in half."""
        return self.viewport.top <= rect.top and rect.bottom <= self.viewport.bottom

    def handle_scroll(self, event) -> bool:
        """The wheel and Up/Down, Page Up/Page Down, Home/End scroll the rows, when they overflow."""
        if self.max_scroll <= 0:
            return False
        line = self.scroll_line  # a page keeps two lines in view; Tab (Shift+Tab) still walks the buttons
        step = scroll_step(event, line, self.viewport.height - 2 * line, 3 * line)
        if step is None:
            return False
        self.scroll_by(step)
        return True

    def draw_scrolling(self, surface) -> None:
        """A scroll bar beside the rows and, right of Close, what is left to read."""
        if self.max_scroll <= 0:
            return
        view = self.viewport
        track = pygame.Rect(self.panel.right - self.px(18), view.top, self.px(6), view.height)
        draw_scroll_bar(surface, track, view.height, self.content_h, self.scroll, self.max_scroll, self.px(30))
        hint = "More below: scroll or Page Down" if self.scroll < self.max_scroll else "Page Up or Home: back up"
        room = self.panel.right - self.px(28) - (self.close.rect.right + self.px(16))
        size = theme.fit_size(hint, "italic", max(self.px(15), self.readable_px()), room, floor=self.readable_px())
        theme.blit_text(surface, theme.ellipsize(hint, "italic", size, room), "italic", size, PALETTE["mist"],
                        (self.panel.right - self.px(28), self.close.rect.centery), "midright")

    def set_height(self, height: int) -> None:
        """The card `height` tall, centred in the window, Close at its foot and the rows under the title."""
        self.panel.height = height
        self.panel.centery = self.size[1] // 2
        self.place_close()
        self.rows_top = self.panel.top + self.px(70)

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
        if self.handle_scroll(event):
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
        y = self.rows_top - self.scroll
        size, key_w = self.text_px, self.key_w
        text_w = p.width - 2 * pad - key_w
        step = theme.line_step("body", size, 1.25)  # blit_paragraph's, as rows_need measures the rows
        for n, rows in enumerate(self.sections()):
            if n:
                rule = y + self.px(6)
                if self.viewport.top <= rule <= self.viewport.bottom:
                    pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.15), (p.left + pad, rule),
                                     (p.right - pad, rule))
                y += self.px(18)  # as rows_need counts it
            for key, text in rows:
                self.blit_line(surface, key, "bold", size, PALETTE["sand"], (p.left + pad, y))
                for line in theme.wrap(text, "body", size, text_w):
                    self.blit_line(surface, line, "body", size, PALETTE["foam"], (p.left + pad + key_w, y))
                    y += step
                y += self.px(8)
        if self.viewport.top <= y and y + self.extra_height(size) <= self.viewport.bottom:
            self.draw_extra(surface, y)
        self.draw_scrolling(surface)
        self.draw_widgets(surface)

    def blit_line(self, surface, label: str, role: str, size: int, colour, topleft: tuple[int, int]) -> None:
        """One line of the rows, if it shows whole in the view."""
        if label and self.visible(theme.text(label, role, size, colour).get_rect(topleft=topleft)):
            theme.blit_text(surface, label, role, size, colour, topleft)

    def fitting_size(self, room: int) -> tuple[int, int]:
        """The largest text size (design 16 px down to 11, never below readable_px) at which the
        rows and the game's extra fit in `room` pixels (else that floor, and the rows scroll), and
        the key column's width at it (as wide as the widest key)."""
        rows = [row for section in self.sections() for row in section]
        for design in range(16, 10, -1):
            size = max(self.px(design), self.readable_px())
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
