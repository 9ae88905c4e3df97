"""Animations of engine events, played one after another and never blocking input.

An EffectQueue runs steps in order; each step has a length at speed 1, is
drawn every frame with its progress t in [0, 1], and applies what it shows
(a score going up) when it ends. With the speed at 0 every step ends at once.
Any new move first flushes the queue, so the table is never behind the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from seaboard.ui.anim import tween
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE


class Step:
    duration = 0.5

    def __init__(self):
        self.started = False
        self.ended = False

    def start(self) -> None:
        """Runs when the step begins."""

    def end(self) -> None:
        """Runs when the step ends (or is skipped)."""

    def draw(self, surface: pygame.Surface, t: float) -> None:
        """Draw the step at progress t."""

    def draw_pending(self, surface: pygame.Surface) -> None:
        """Draw what must still be visible before the step begins (a fish not yet scored)."""


class EffectQueue:
    def __init__(self):
        self.steps: list[Step] = []
        self.elapsed = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def remaining(self) -> float:
        """Seconds of animation left at speed 1."""
        if not self.steps:
            return 0.0
        return sum(s.duration for s in self.steps) - self.elapsed

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def flush(self) -> None:
        """Skip to the end of every step (their effects apply, in order)."""
        while self.steps:
            self._finish_current()

    def _finish_current(self) -> None:
        step = self.steps.pop(0)
        self.elapsed = 0.0
        if not step.started:
            step.started = True
            step.start()
        if not step.ended:
            step.ended = True
            step.end()

    def update(self, dt: float, speed: float) -> None:
        if speed <= 0:
            self.flush()
            return
        budget = dt * speed
        while self.steps and budget >= 0:
            step = self.steps[0]
            if not step.started:
                step.started = True
                step.start()
            left = step.duration - self.elapsed
            if budget < left:
                self.elapsed += budget
                return
            budget -= left
            self._finish_current()

    def draw(self, surface: pygame.Surface) -> None:
        for step in self.steps[1:]:
            step.draw_pending(surface)
        if self.steps:
            step = self.steps[0]
            if step.started:
                step.draw(surface, min(1.0, self.elapsed / step.duration if step.duration else 1.0))
            else:
                step.draw_pending(surface)


def ease(name: str, t: float) -> float:
    return tween.easing(name)(max(0.0, min(1.0, t)))


def pulse_outline(surface: pygame.Surface, rects: list[pygame.Rect], colour, width: int, radius: int,
                  alpha: int) -> None:
    """Rounded outlines around `rects`, faded to `alpha`."""
    if not rects or alpha <= 0:
        return
    bounds = rects[0].unionall(rects[1:]).inflate(width * 4, width * 4)
    layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
    for r in rects:
        pygame.draw.rect(layer, (*colour, alpha), r.move(-bounds.left, -bounds.top).inflate(width, width),
                         width=width, border_radius=radius)
    surface.blit(layer, bounds.topleft)


class Banner:
    """The turn banner: a ribbon over the header's status line for a moment (it says the same)."""

    def __init__(self, text: str, colour: str | None, seconds: float = 1.4):
        self.text = text
        self.colour = colour
        self.seconds = seconds
        self.age = 0.0
        self.box: pygame.Rect | None = None  # where it was last drawn (screen pixels)

    @property
    def alive(self) -> bool:
        return self.age < self.seconds

    def update(self, dt: float, speed: float) -> None:
        self.age += dt * (speed if speed > 0 else 1.0)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, px: Callable[[float], int],
             min_width: int = 0) -> None:
        """Centred in `rect`, its words as big as fit inside it, at least `min_width` wide (so it
        hides the whole line under it, not half its words). Playtest: drawn inside the score
        track, the faded ribbon lay over the board's top row of corals; `rect` is now the header's
        free span, so it covers no square and no marker."""
        t = self.age / self.seconds
        alpha = ease("out_cubic", t / 0.15) if t < 0.15 else 1.0 - ease("in_quad", (t - 0.75) / 0.25) if t > 0.75 \
            else 1.0
        pad_x, pad_y = px(32), max(2, px(4))
        lead = pad_x // 2 + px(34) if self.colour else pad_x  # the token's room left of the words
        size = px(28)
        while size > 9 and (theme.font("title", size).get_height() + 2 * pad_y > rect.height - 2 * pad_y
                            or theme.font("title", size).size(self.text)[0] + lead + pad_x > rect.width):
            size -= 1
        img = theme.text(self.text, "title", size, PALETTE["ink"])
        content = lead + img.get_width() + pad_x
        box = pygame.Rect(0, 0, min(rect.width, max(content, min_width)), img.get_height() + 2 * pad_y)
        drop = (1 - ease("out_back", min(1.0, t / 0.2))) * px(18)
        box.center = (rect.centerx, rect.centery - round(drop))
        self.box = box
        layer = pygame.Surface(box.inflate(px(24), px(24)).size, pygame.SRCALPHA)
        inner = box.move(-box.left + px(12), -box.top + px(12))
        start = inner.left + max(0, (box.width - content) // 2)  # the token and words, centred
        theme.draw_shadow(layer, inner, inner.height // 2, blur=8, offset=(0, 4), alpha=120)
        pygame.draw.rect(layer, PALETTE["sand_hi"], inner, border_radius=inner.height // 2)
        pygame.draw.rect(layer, PALETTE["coral"], inner, width=max(2, px(3)), border_radius=inner.height // 2)
        if self.colour:
            r = max(4, min(px(13), img.get_height() // 2))
            theme.draw_token(layer, self.colour, (start + pad_x // 2 + r, inner.centery), r)
        layer.blit(img, img.get_rect(midleft=(start + lead, inner.centery)))
        layer.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
        surface.blit(layer, (box.left - px(12), box.top - px(12)))


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float, lift: float) -> tuple[float, float]:
    """A point on a gentle arc from a to b (t in [0, 1]), lifted by `lift` pixels at the middle."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - math.sin(math.pi * t) * lift)
