"""The rules screen: a summary of each game's rulebook, one tab per game."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene, catalogue
from seaboard.ui.scenes.rules_text import GLOSSARY, sections_for
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.scrolling import draw_scroll_bar, scroll_step


class RulesScene(WidgetScene):
    name = "rules"

    def __init__(self, app, game_id: str | None = None, section: str | None = None):
        super().__init__(app)
        self.games = catalogue()
        ids = [g.game_id for g in self.games]
        self.current = game_id if game_id in ids else (ids[0] if ids else None)
        self.scroll = 0
        self._start_at = section  # a section to open at (a quick reference's "Words…" link), once laid out
        self._lines_key = None
        self.tabs = [Button(g.display_name, lambda gid=g.game_id: self.show(gid)) for g in self.games]
        self.back_button = Button("Back", self.back, style="quiet")
        self.focus.set([*self.tabs, self.back_button])
        self._style_tabs()
        for tab, g in zip(self.tabs, self.games):
            if g.game_id == self.current:
                self.focus.focus(tab)

    def _style_tabs(self):
        for tab, g in zip(self.tabs, self.games):
            tab.style = "primary" if g.game_id == self.current else "secondary"

    def show(self, game_id: str):
        self.current = game_id
        self.scroll = 0
        self._style_tabs()

    def back(self):
        self.app.pop()

    def layout(self, size):
        super().layout(size)
        w, h = size
        # Tabs sit under the measured title and subtitle, so a bigger text size never runs into them.
        title_bottom = (self.px(22) + theme.font("title", self.px(52)).get_height() + self.px(6)
                        + theme.font("body", self.px(20)).get_height())
        th, gap = max(self.px(46), theme.font("bold", self.px(18)).get_height() + self.px(14)), self.px(12)
        tw = max([self.px(200)] + [theme.font("bold", self.px(18)).size(t.label)[0] + self.px(40) for t in self.tabs])
        tab_top = max(self.px(136), title_bottom + self.px(8))
        x = (w - (tw * len(self.tabs) + gap * (len(self.tabs) - 1))) // 2
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, tab_top, tw, th)
            tab.px = self.px(18)
            x += tw + gap
        pw = min(w - self.px(96), self.px(980))
        top = tab_top + th + self.px(18)
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - self.px(104))
        self.back_button.rect = pygame.Rect(self.panel.left, h - self.px(36) - self.px(50), self.px(160), self.px(50))
        self.back_button.px = self.px(19)
        pad = self.px(30)
        self.viewport = self.panel.inflate(-2 * pad, -2 * pad)
        self.viewport.width -= self.px(14)  # room for the scroll bar
        if self._start_at is not None:
            self.scroll_to(self._start_at)
            self._start_at = None
        self._clamp_scroll()

    def scroll_to(self, heading: str) -> None:
        """Scroll so the section `heading` starts at the top (as near as the end of the text allows)."""
        self.lines()
        for top, _bottom, head_lines, _step in self.section_spans:
            if " ".join(head_lines) == heading:
                self.scroll = min(top, self.max_scroll)
                return

    # -- the text, laid out once per game / width / text size ---------------------
    def lines(self) -> list[tuple[int, str, str, str, int]]:
        """Every line of the current summary: (y, text, role, column, height), y from the top of the text."""
        if self.current is None:
            return []
        key = (self.current, self.viewport.width, theme.text_scale(), self.scale)
        if self._lines_key != key:
            info = next(g for g in self.games if g.game_id == self.current)
            self._lines_key, self._lines = key, self._layout_lines(sections_for(self.current, info.cls))
        return self._lines

    def _layout_lines(self, sections) -> list[tuple[int, str, str, str, int]]:
        px = self.px(17)
        width = self.viewport.width
        head_font, body_font = theme.font("bold", px), theme.font("body", px)
        # The heading column is as wide as the longest heading of any game, within a third of the
        # text width: the same on every tab, so the text does not jump when the tab changes.
        headings = [h for g in self.games for h, _ in sections_for(g.game_id, g.cls)] or [h for h, _ in sections]
        self.head_w = min(width // 3, max(head_font.size(h)[0] for h in headings) + self.px(24))
        body_w = width - self.head_w
        # The Words are a glossary: terms in bold in their own column, each definition beside its term.
        # The term column fits the longest term of any game (within 40% of the text), like the headings.
        terms = [t for entries in GLOSSARY.values() for t, _ in entries]
        term_w = min(body_w * 2 // 5, max([head_font.size(t)[0] for t in terms] or [0]) + self.px(20))
        # Where a definition beside its term would hold under about 40 letters (a big text size),
        # each term stands on its own line instead, its definition under it using the full width.
        letter = body_font.size("abcdefghijklmnopqrstuvwxyz")[0] / 26
        self.words_stacked = body_w - term_w < 40 * letter
        indent = self.px(16) if self.words_stacked else term_w
        self.column_x = {"head": 0, "body": self.head_w, "term": self.head_w, "def": self.head_w + indent}
        def_w = body_w - indent
        step = round(body_font.get_linesize() * 1.12)
        out, y = [], 0
        self.section_spans = []  # (top, bottom, heading lines) of each section, for the pinned heading
        for heading, body in sections:
            head_lines = theme.wrap(heading, "bold", px, self.head_w - self.px(16))
            for i, line in enumerate(head_lines):
                out.append((y + i * step, line, "bold", "head", step))
            if isinstance(body, str):
                body_lines = theme.wrap(body, "body", px, body_w)
                for i, line in enumerate(body_lines):
                    out.append((y + i * step, line, "body", "body", step))
                height = max(len(head_lines), len(body_lines)) * step
            else:
                height = 0
                for n, (term, meaning) in enumerate(body):
                    height += self.px(4) if n else 0  # a little air between entries
                    term_lines = theme.wrap(term, "bold", px, (body_w if self.words_stacked else term_w) - self.px(12))
                    def_lines = theme.wrap(meaning, "body", px, def_w)
                    for i, line in enumerate(term_lines):
                        out.append((y + height + i * step, line, "bold", "term", step))
                    below = len(term_lines) * step if self.words_stacked else 0
                    for i, line in enumerate(def_lines):
                        out.append((y + height + below + i * step, line, "body", "def", step))
                    height += (len(term_lines) * step + len(def_lines) * step if self.words_stacked
                               else max(len(term_lines), len(def_lines)) * step)
                height = max(height, len(head_lines) * step)
            self.section_spans.append((y, y + height, head_lines, step))
            y += height + self.px(14)
        self.content_h = y - self.px(14)
        return out

    def _stops(self) -> list[int]:
        """Scroll positions that put a whole line at the top of the panel."""
        return sorted({y for y, *_ in self.lines()})

    @property
    def max_scroll(self) -> int:
        self.lines()
        overflow = getattr(self, "content_h", 0) - self.viewport.height
        if overflow <= 0:
            return 0
        return min((y for y in self._stops() if y >= overflow), default=overflow)

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def scroll_by(self, amount: float) -> None:
        """Scroll by about `amount` pixels, always stopping with a whole line at the top."""
        top = self.max_scroll
        stops = [y for y in self._stops() if y <= top] or [0]
        target = max(0, min(top, self.scroll + amount))
        snapped = min(stops, key=lambda y: abs(y - target))
        if snapped == self.scroll and amount:  # too small a step to reach the next line: take one line
            ahead = [y for y in stops if (y > self.scroll if amount > 0 else y < self.scroll)]
            if ahead:
                snapped = min(ahead) if amount > 0 else max(ahead)
        self.scroll = snapped

    def handle(self, event):
        line = theme.font("body", self.px(17)).get_linesize()
        # A page down keeps two lines in view; Tab and Left/Right move between the tabs.
        step = scroll_step(event, line, self.viewport.height - 2 * line, self.px(40))
        if step is not None:
            self.scroll_by(step)
            return True
        return super().handle(event)

    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, "Rules", "A summary of each rulebook", y=self.px(22))
        p = self.panel
        theme.draw_panel(surface, p, PALETTE["sea"], radius=self.px(18))
        view = self.viewport
        px = self.px(17)
        for y, line, role, column, _step in self.lines():
            top = y - self.scroll
            # Only whole lines are drawn: nothing is ever cut in half at the panel's edges.
            if top < 0 or top + theme.font(role, px).get_height() > view.height:
                continue
            colour = PALETTE["sand"] if column == "head" else PALETTE["foam"]
            x = view.left + self.column_x[column]
            theme.blit_text(surface, line, role, px, colour, (x, view.top + top))
        for top, bottom, head_lines, step in getattr(self, "section_spans", []):
            if top < self.scroll < bottom:  # its heading scrolled away but its text goes on: keep it in sight
                for i, line in enumerate(head_lines):
                    theme.blit_text(surface, line, "bold", px, PALETTE["sand"], (view.left, view.top + i * step))
        if self.max_scroll > 0:
            self._draw_scroll_bar(surface)
            if self.scroll < self.max_scroll:
                hint = "More below: scroll, or press Down or Page Down"
            else:
                hint = "End of the summary: Up, Page Up or Home goes back"
            theme.blit_text(surface, hint, "italic", self.px(15), PALETTE["mist"],
                            (p.right, self.back_button.rect.centery), "midright")
        self.draw_widgets(surface)

    def _draw_scroll_bar(self, surface) -> None:
        track = pygame.Rect(self.panel.right - self.px(18), self.viewport.top, self.px(6), self.viewport.height)
        draw_scroll_bar(surface, track, self.viewport.height, self.content_h, self.scroll, self.max_scroll,
                        self.px(30))
