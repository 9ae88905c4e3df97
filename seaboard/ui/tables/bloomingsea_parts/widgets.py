"""Small widgets of the Blooming Sea table: buttons with a drawn turn arrow."""

from __future__ import annotations

import math

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.widgets.button import STYLES, Button


class IconButton(Button):
    """A button showing a curved arrow ("cw" or "ccw") and a short caption beside it ("Left");
    its label is kept for tests and focus."""

    def __init__(self, label, on_click=None, icon: str = "cw", caption: str = "", **kw):
        super().__init__(label, on_click, **kw)
        self.icon = icon
        self.caption = caption
        # Sized as this text would be, so a pair of buttons ("Left", "Right") shares one size.
        self.size_like = caption

    def draw(self, surface, show_focus=False):
        if not self.visible:
            return
        label, self.label = self.label, ""
        try:
            super().draw(surface, show_focus)
        finally:
            self.label = label
        ink = STYLES[self.style][3] if self.enabled else PALETTE["dim"]
        rect = self.rect.move(0, 2 if self.pressed else (-2 if self.hovered and self.enabled else 0))
        radius = min(rect.height, rect.width) * 0.28
        # The arrow's head reaches about 1.45 radii out on its own side (right for "ccw", left for "cw").
        icon_w = 2.45 * radius
        gap = radius * 0.5
        room = round(rect.width - 8 - icon_w - gap)
        size = theme.fit_size(self.size_like or self.caption, "bold", max(11, round(self.px * 0.85)), room)
        img = theme.text(self.caption, "bold", size, ink) if self.caption else None
        # Both of a pair show their word, or neither does.
        if img is None or theme.font("bold", size).size(self.size_like or self.caption)[0] > room:
            draw_turn_arrow(surface, rect.center, radius, self.icon == "cw", ink)
            return
        # The arrow and the word side by side, centred together: which way is never a guess.
        left = rect.centerx - (icon_w + gap + img.get_width()) / 2
        centre_x = left + (radius if self.icon == "ccw" else 1.45 * radius)
        draw_turn_arrow(surface, (centre_x, rect.centery), radius, self.icon == "cw", ink)
        surface.blit(img, img.get_rect(midleft=(round(left + icon_w + gap), rect.centery + 1)))


def draw_turn_arrow(surface, centre, radius: float, clockwise: bool, colour) -> None:
    """A three-quarter circle with an arrow head: a quarter turn."""
    cx, cy = centre
    width = max(2, round(radius * 0.28))
    start, end = (math.radians(-60), math.radians(200))
    pts = [(cx + radius * math.cos(start + (end - start) * k / 24), cy + radius * math.sin(start + (end - start) * k / 24))
           for k in range(25)]
    if not clockwise:
        pts = [(2 * cx - x, y) for x, y in pts]
    pygame.draw.lines(surface, colour, False, pts, width)
    # The head at the end of the arc, pointing along it.
    (x1, y1), (x0, y0) = pts[-1], pts[-3]
    ang = math.atan2(y1 - y0, x1 - x0)
    size = radius * 0.6
    head = [(x1 + math.cos(ang) * size * 0.6, y1 + math.sin(ang) * size * 0.6),
            (x1 + math.cos(ang + 2.3) * size, y1 + math.sin(ang + 2.3) * size),
            (x1 + math.cos(ang - 2.3) * size, y1 + math.sin(ang - 2.3) * size)]
    pygame.draw.polygon(surface, colour, head)
    pygame.draw.aalines(surface, colour, True, head)
