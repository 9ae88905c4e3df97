"""The rules screen: a summary of each game's rulebook, one tab per game."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene, catalogue
from seaboard.ui.scenes.rules_text import summary_for
from seaboard.ui.widgets.button import Button


class RulesScene(WidgetScene):
    name = "rules"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = catalogue()
        ids = [g.game_id for g in self.games]
        self.current = game_id if game_id in ids else (ids[0] if ids else None)
        self.scroll = 0
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
        tw, th, gap = self.px(200), self.px(46), self.px(12)
        x = (w - (tw * len(self.tabs) + gap * (len(self.tabs) - 1))) // 2
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, self.px(136), tw, th)
            tab.px = self.px(18)
            x += tw + gap
        pw = min(w - self.px(96), self.px(980))
        self.panel = pygame.Rect((w - pw) // 2, self.px(200), pw, h - self.px(200) - self.px(104))
        self.back_button.rect = pygame.Rect(self.panel.left, h - self.px(36) - self.px(50), self.px(160), self.px(50))
        self.back_button.px = self.px(19)

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * self.px(40))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = self.panel.height * 0.8
            self.scroll = max(0, round(self.scroll + (step if event.key == pygame.K_PAGEDOWN else -step)))
            return True
        return super().handle(event)

    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, "Rules", "A summary of each rulebook", y=self.px(22))
        p = self.panel
        theme.draw_panel(surface, p, PALETTE["sea"], radius=self.px(18))
        if self.current is not None:
            info = next(g for g in self.games if g.game_id == self.current)
            sections = summary_for(self.current, info.cls)
            pad = self.px(30)
            inner = p.inflate(-2 * pad, -2 * pad)
            content = pygame.Surface(inner.size, pygame.SRCALPHA)
            y = -self.scroll
            head_w = self.px(190)
            body_w = inner.width - head_w
            for heading, body in sections:
                theme.blit_text(content, heading, "bold", self.px(17), PALETTE["sand"], (0, y + 2))
                y_end = theme.blit_paragraph(content, body, "body", self.px(17), PALETTE["foam"],
                                             pygame.Rect(head_w, y, body_w, 10_000))
                y = y_end + self.px(14)
            self.max_scroll = max(0, y + self.scroll - inner.height)
            self.scroll = min(self.scroll, self.max_scroll)
            surface.blit(content, inner.topleft)
            if self.max_scroll > 0:
                hint = "Scroll or Page Down for more" if self.scroll < self.max_scroll else ""
                if hint:
                    theme.blit_text(surface, hint, "italic", self.px(14), PALETTE["mist"],
                                    (p.right - self.px(20), p.bottom - self.px(10)), "bottomright")
        self.draw_widgets(surface)
