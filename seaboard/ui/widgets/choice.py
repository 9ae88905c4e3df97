"""A stepper: a value picked from a list with < and > (or Left/Right when focused)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.widgets.button import Widget, draw_focus_ring


class Choice(Widget):
    """Cycles through `values`; `format` turns a value into its label.

    `decorate(surface, rect, value)` may draw something beside the label (a
    player's colour glyph, for example). With `one_size`, every value's label is drawn at the
    size the longest needs, so a shorter one never reads bigger than its neighbours.
    """

    def __init__(self, values: Sequence[Any], value: Any = None, on_change: Callable[[Any], None] | None = None,
                 format: Callable[[Any], str] = str, wrap: bool = True, enabled: bool = True,
                 decorate: Callable[[pygame.Surface, pygame.Rect, Any], None] | None = None,
                 one_size: bool = False):
        super().__init__(None, enabled)
        self.one_size = one_size
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change = on_change
        self.format = format
        self.wrap = wrap
        self.decorate = decorate

    @property
    def value(self) -> Any:
        return self.values[self.index] if self.values else None

    def set_value(self, value: Any) -> None:
        if value in self.values:
            self.index = self.values.index(value)

    def can_step(self, delta: int) -> bool:
        """Whether an arrow would change the value (at the end of a list that does not wrap, no)."""
        if not self.enabled or len(self.values) < 2:
            return False
        return self.wrap or 0 <= self.index + delta < len(self.values)

    def step(self, delta: int) -> None:
        if not self.enabled or len(self.values) < 2:
            return
        new = self.index + delta
        if self.wrap:
            new %= len(self.values)
        new = max(0, min(len(self.values) - 1, new))
        if new != self.index:
            self.index = new
            if self.on_change is not None:
                self.on_change(self.value)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = min(round(self.rect.height * 0.85), self.rect.width // 4)
        left = pygame.Rect(self.rect.left, self.rect.top, w, self.rect.height)
        right = pygame.Rect(self.rect.right - w, self.rect.top, w, self.rect.height)
        return left, right

    def activate(self) -> None:
        self.step(1)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.enabled:
            left, right = self.arrows()
            if left.collidepoint(event.pos):
                self.step(-1)
                return True
            if right.collidepoint(event.pos):
                self.step(1)
                return True
            self.step(1)
            return True
        return False

    def draw(self, surface: pygame.Surface, show_focus: bool = False) -> None:
        if not self.visible:
            return
        rect = self.rect
        radius = min(12, rect.height // 2)
        fill = theme.mix(PALETTE["deep"], PALETTE["sea"], 0.5)
        if self.hovered and self.enabled:
            fill = theme.mix(fill, PALETTE["sea_hi"], 0.6)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.mix(fill, PALETTE["foam"], 0.18), rect, width=1, border_radius=radius)
        ink = PALETTE["foam"] if self.enabled else PALETTE["dim"]
        left, right = self.arrows()
        for box, sign in ((left, -1), (right, 1)):
            # Playtest: the last window size's arrow looked live and did nothing when clicked.
            colour = PALETTE["sand"] if self.can_step(sign) else PALETTE["dim"]
            cx, cy, s = box.centerx, box.centery, box.height * 0.16
            pts = [(cx - s * sign * 0.6, cy - s), (cx + s * sign * 0.7, cy), (cx - s * sign * 0.6, cy + s)]
            pygame.draw.polygon(surface, colour, pts)
            pygame.draw.aalines(surface, colour, True, pts)
        label = self.format(self.value) if self.values else "—"
        inner = pygame.Rect(left.right, rect.top, right.left - left.right, rect.height)
        extra = 0
        if self.decorate is not None:
            extra = round(rect.height * 0.7)
        room = inner.width - extra - 8
        # Playtest: "Orange" read smaller than "Blue" in the colour pickers: with one_size every
        # label takes the size the longest needs.
        labels = [self.format(v) for v in self.values] if self.one_size else [label]
        px = self.px
        for smaller in (0.85, 0.75):  # a little smaller before cutting the word
            if all(theme.font("bold", px).size(text)[0] <= room for text in labels):
                break
            px = self.px * smaller
        label = theme.ellipsize(label, "bold", px, room)
        img = theme.text(label, "bold", px, ink)
        total = img.get_width() + extra
        x = inner.centerx - total // 2
        if self.decorate is not None:
            deco = pygame.Rect(x, rect.centery - extra // 2, extra - 6, extra - 6)
            deco.centery = rect.centery
            self.decorate(surface, deco, self.value)
        surface.blit(img, img.get_rect(midleft=(x + extra, rect.centery)))
        if self.focused and show_focus:
            draw_focus_ring(surface, rect, radius)
