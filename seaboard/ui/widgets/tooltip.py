"""Tooltips and message bubbles: wrapped text in a small panel next to the pointer.

`place_near` keeps the box inside the window (flipping to the other side of
the pointer when it would overflow). `Tooltip` appears after the pointer has
rested on something for a moment; `Bubble` shows a sentence (such as why a
move is illegal) for a few seconds and fades out.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seaboard.ui.render import theme

POINTER_GAP = (14, 20)  # the box sits below-right of the pointer tip by default
MARGIN = 8  # never closer than this to the window edge


def place_near(size: tuple[int, int], pointer: tuple[int, int], bounds: pygame.Rect,
               gap: tuple[int, int] = POINTER_GAP, margin: int = MARGIN) -> pygame.Rect:
    """Where a box of `size` goes next to `pointer`, entirely inside `bounds` if it fits."""
    w, h = size
    px, py = pointer
    inner = bounds.inflate(-2 * margin, -2 * margin)
    x = px + gap[0]
    if x + w > inner.right:
        x = px - gap[0] - w  # flip to the left of the pointer
    y = py + gap[1]
    if y + h > inner.bottom:
        y = py - gap[1] // 2 - h  # flip above the pointer
    # Still outside (a huge box or a pointer in a corner): clamp, top-left wins.
    x = max(inner.left, min(x, inner.right - w))
    y = max(inner.top, min(y, inner.bottom - h))
    return pygame.Rect(x, y, w, h)


def wrap_text(text: str, role: str, px: float, width: int) -> list[str]:
    """theme.wrap, plus breaking words longer than the width so nothing overflows."""
    f = theme.font(role, px)
    lines: list[str] = []
    for line in theme.wrap(text, role, px, width):
        while line and f.size(line)[0] > width:
            cut = len(line)
            while cut > 1 and f.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


def render_text_box(text: str, max_width: int, *, px: float = 16, role: str = "body",
                    colour=None, fill=None, border=None, pad: int = 10,
                    accent=None) -> pygame.Surface:
    """Wrapped text on a rounded panel, with a soft shadow; returns a transparent surface.

    The shadow spills `shadow_pad` pixels around the panel, which callers
    account for through `box_shadow_pad()`.
    """
    colour = colour or theme.PALETTE["foam"]
    fill = fill or theme.PALETTE["sea_hi"]
    f = theme.font(role, px)
    accent_w = 4 if accent is not None else 0
    lines = wrap_text(text, role, px, max(20, max_width - 2 * pad - accent_w))
    line_h = f.get_linesize()
    text_w = max((f.size(line)[0] for line in lines), default=0)
    w = text_w + 2 * pad + accent_w
    h = line_h * len(lines) + 2 * pad - (line_h - f.get_height())
    sp = box_shadow_pad()
    out = pygame.Surface((w + 2 * sp, h + 2 * sp), pygame.SRCALPHA)
    panel = pygame.Rect(sp, sp, w, h)
    theme.draw_shadow(out, panel, radius=10, blur=6, offset=(0, 3), alpha=140)
    pygame.draw.rect(out, fill, panel, border_radius=10)
    pygame.draw.rect(out, border or theme.mix(fill, (255, 255, 255), 0.18), panel, width=1, border_radius=10)
    if accent is not None:
        bar = pygame.Rect(panel.left + 1, panel.top + 6, accent_w, panel.height - 12)
        pygame.draw.rect(out, accent, bar, border_radius=2)
    y = panel.top + pad
    for line in lines:
        if line:
            out.blit(theme.text(line, role, px, colour), (panel.left + pad + accent_w, y))
        y += line_h
    return out


def box_shadow_pad() -> int:
    return 16


class Tooltip:
    """Hover help: call `track(text, pointer)` with what is under the pointer
    (None for nothing), `update(dt)` and `draw(surface)` every frame."""

    def __init__(self, delay: float = 0.5, max_width: int | None = None, px: float | None = None):
        self.delay = delay
        # None: sized for the window (320 px wide, 15 px text at 1280x800).
        self.max_width = max_width
        self.px = px
        self.scale = 1.0
        self.text: str | None = None
        self.pointer = (0, 0)
        self.rested = 0.0
        self._image: pygame.Surface | None = None
        self._image_key: tuple | None = None

    def track(self, text: str | None, pointer: tuple[int, int]) -> None:
        if text != self.text:
            self.text = text
            self.rested = 0.0
        if text is not None and self.visible:
            return  # once shown, it stays where it appeared while on the same thing
        self.pointer = (int(pointer[0]), int(pointer[1]))

    def hide(self) -> None:
        """On a click or a key: the player is acting, not reading."""
        self.text = None
        self.rested = 0.0

    def update(self, dt: float) -> None:
        if self.text is not None:
            self.rested += dt

    @property
    def visible(self) -> bool:
        return self.text is not None and self.rested >= self.delay

    def image(self) -> pygame.Surface | None:
        if self.text is None:
            return None
        width = self.max_width or round(320 * self.scale)
        px = self.px or 15 * self.scale
        key = (self.text, width, px)
        if key != self._image_key:
            self._image = render_text_box(self.text, width, px=px)
            self._image_key = key
        return self._image

    def rect(self, bounds: pygame.Rect) -> pygame.Rect | None:
        """The panel's rectangle (without shadow) when drawn inside `bounds`."""
        self.scale = theme.ui_scale(bounds.size)
        img = self.image()
        if img is None:
            return None
        sp = box_shadow_pad()
        return place_near((img.get_width() - 2 * sp, img.get_height() - 2 * sp), self.pointer, bounds)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect(surface.get_rect())
        img = self.image()
        # A quick fade in over the first tenth of a second after the delay.
        alpha = min(255, round(255 * (self.rested - self.delay) / 0.1))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        sp = box_shadow_pad()
        surface.blit(img, (rect.x - sp, rect.y - sp))


class Bubble:
    """A sentence shown next to the pointer for a few seconds (e.g. an illegal move)."""

    FADE = 0.35

    def __init__(self, text: str, pointer: tuple[int, int], seconds: float = 3.5,
                 max_width: int | None = None, px: float | None = None,
                 area: Callable[[], pygame.Rect] | None = None):
        self.text = text
        self.area = area  # where it must stay (e.g. the board, off the side panels); None: the window
        self.pointer = (int(pointer[0]), int(pointer[1]))
        self.seconds = seconds
        self.age = 0.0
        # None: sized for the window (300 px wide, 16 px text at 1280x800).
        self.max_width = max_width
        self.px = px
        self._image: pygame.Surface | None = None
        self._image_key: tuple | None = None

    @property
    def alive(self) -> bool:
        return self.age < self.seconds

    def update(self, dt: float) -> None:
        # Reading time is real time: not scaled by the animation speed.
        self.age += dt

    def image(self, bounds: pygame.Rect) -> pygame.Surface:
        scale = theme.ui_scale(bounds.size)
        key = (self.max_width or round(300 * scale), self.px or 16 * scale)
        if key != self._image_key:
            self._image = render_text_box(self.text, key[0], px=key[1], fill=theme.PALETTE["ink"],
                                          border=theme.PALETTE["coral"], accent=theme.PALETTE["coral"])
            self._image_key = key
        return self._image

    def rect(self, bounds: pygame.Rect) -> pygame.Rect:
        img = self.image(bounds)  # sized for the window, whatever area it keeps to
        sp = box_shadow_pad()
        inside = self.area().clip(bounds) if self.area is not None else bounds
        return place_near((img.get_width() - 2 * sp, img.get_height() - 2 * sp), self.pointer, inside)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.alive:
            return
        rect = self.rect(surface.get_rect())
        left = self.seconds - self.age
        img = self.image(surface.get_rect())
        if left < self.FADE:
            img = img.copy()
            img.set_alpha(round(255 * left / self.FADE))
        sp = box_shadow_pad()
        surface.blit(img, (rect.x - sp, rect.y - sp))
