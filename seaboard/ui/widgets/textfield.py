"""A one-line text field (player names): click or Tab to focus, type, Enter to finish.

Arriving in the field selects its text, as in any desktop app: typing replaces a default name
("Purple bot") instead of being added to it, and Backspace clears it. A second click puts the
caret at the end.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.widgets.button import Widget, draw_focus_ring

SHRINK_LEAST = 0.82  # a long value's words shrink to this share of the field's size before they are cut


class TextField(Widget):
    always_shows_focus = True  # its edge and caret show where typing goes

    def __init__(self, value: str = "", on_change: Callable[[str], None] | None = None, max_len: int = 16,
                 placeholder: str = ""):
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.selected = False

    @property
    def focused(self) -> bool:
        return getattr(self, "_focused", False)

    @focused.setter
    def focused(self, value: bool) -> None:
        if value and not self.focused:
            self.selected = bool(getattr(self, "value", ""))
        if not value:
            self.selected = False
        self._focused = value

    def _set(self, value: str) -> None:
        value = value[: self.max_len]
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.value)  # Ctrl+A (Cmd+A): select all, so typing replaces it
            return True
        if event.key == pygame.K_BACKSPACE:
            self._set("" if self.selected else self.value[:-1])
            self.selected = False
            return True
        # Printable keys arrive as TEXTINPUT; swallow their KEYDOWN so arrows-only navigate.
        if event.unicode and event.unicode.isprintable() and event.key not in (pygame.K_TAB,):
            return True
        return False

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT and self.focused:
            self._set(("" if self.selected else self.value) + event.text)
            self.selected = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.focused:  # a click in the field being edited: caret to the end
                self.selected = False
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
        # A long name shrinks a little before it is cut (the caret keeps its room).
        px = theme.fit_size(shown, "body", self.px, rect.width - pad * 2 - 4, floor=round(self.px * SHRINK_LEAST))
        shown = theme.ellipsize(shown, "body", px, rect.width - pad * 2)
        if self.focused and self.selected:
            img = theme.text(shown, "body", px, colour)
            mark = img.get_rect(midleft=(rect.left + pad, rect.centery)).inflate(6, 4)
            pygame.draw.rect(surface, theme.mix(fill, PALETTE["teal"], 0.75), mark, border_radius=4)
        r = theme.blit_text(surface, shown, "body", px, colour, (rect.left + pad, rect.centery), "midleft")
        if self.focused:
            x = r.right + 2 if self.value else rect.left + pad
            h = round(self.px * 0.55)
            pygame.draw.line(surface, PALETTE["sand"], (x, rect.centery - h), (x, rect.centery + h), 2)
        if self.focused and show_focus:
            draw_focus_ring(surface, rect, radius)
