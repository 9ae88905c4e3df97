"""A one-line text field (player names): click or Tab to focus, type, Enter to finish."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.widgets.button import Widget, draw_focus_ring


class TextField(Widget):
    def __init__(self, value: str = "", on_change: Callable[[str], None] | None = None, max_len: int = 16,
                 placeholder: str = ""):
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.blink = 0.0

    def _set(self, value: str) -> None:
        value = value[: self.max_len]
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self._set(self.value[:-1])
            return True
        # Printable keys arrive as TEXTINPUT; swallow their KEYDOWN so arrows-only navigate.
        if event.unicode and event.unicode.isprintable() and event.key not in (pygame.K_TAB,):
            return True
        return False

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT and self.focused:
            self._set(self.value + event.text)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        return False

    def draw(self, surface: pygame.Surface, show_focus: bool = False) -> None:
        rect = self.rect
        radius = min(10, rect.height // 2)
        fill = theme.mix(PALETTE["abyss"], PALETTE["deep"], 0.6)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge = PALETTE["teal_hi"] if self.focused else theme.mix(fill, PALETTE["foam"], 0.2)
        pygame.draw.rect(surface, edge, rect, width=2 if self.focused else 1, border_radius=radius)
        pad = round(rect.height * 0.35)
        shown = self.value or self.placeholder
        colour = PALETTE["foam"] if self.value else PALETTE["dim"]
        shown = theme.ellipsize(shown, "body", self.px, rect.width - pad * 2)
        r = theme.blit_text(surface, shown, "body", self.px, colour, (rect.left + pad, rect.centery), "midleft")
        if self.focused:
            x = r.right + 2 if self.value else rect.left + pad
            h = round(self.px * 0.55)
            pygame.draw.line(surface, PALETTE["sand"], (x, rect.centery - h), (x, rect.centery + h), 2)
        if self.focused and show_focus:
            draw_focus_ring(surface, rect, radius)
