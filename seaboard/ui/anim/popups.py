"""Score pop-ups: "+3" rises from where points were scored and fades away.

Purely decorative (the log and the score panel carry the same news), so they
never hold up play. With animations off (speed 0) a pop-up does not move:
it is shown still for its lifetime and then removed, so the number is not lost.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from seaboard.ui.anim import tween
from seaboard.ui.render import theme


@dataclass
class ScorePopup:
    text: str
    origin: tuple[float, float]
    colour: tuple[int, int, int]
    image: pygame.Surface
    rise: float
    life: float
    age: float = 0.0
    # Animated by the layer's timeline.
    offset: float = 0.0
    alpha: float = 0.0
    scale: float = 0.6

    @property
    def centre(self) -> tuple[float, float]:
        return (self.origin[0], self.origin[1] - self.offset)


def render_score_text(text: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Bold rounded digits with a dark outline and shadow, legible on any board."""
    f = theme.font("title", px)
    fill = f.render(text, True, colour)
    outline = f.render(text, True, theme.PALETTE["abyss"])
    pad = max(2, px // 12)
    w, h = fill.get_width() + pad * 2, fill.get_height() + pad * 2 + pad
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    shade = outline.copy()
    shade.set_alpha(110)
    out.blit(shade, (pad, pad * 2))  # soft drop shadow
    for dx in range(-pad, pad + 1):
        for dy in range(-pad, pad + 1):
            if dx * dx + dy * dy <= pad * pad:
                out.blit(outline, (pad + dx, pad + dy))
    out.blit(fill, (pad, pad))
    return out


class ScorePopups:
    """A layer of score pop-ups. Call `spawn`, then `update(dt)` and `draw` each frame."""

    def __init__(self, px: int = 30, rise: float = 56.0, life: float = 1.3):
        # Sizes at the 1280x800 design size; layout(size) scales them to the window.
        self.px = px
        self.scale = 1.0
        self.rise = rise
        self.life = life
        self.timeline = tween.Timeline()
        self.popups: list[ScorePopup] = []

    def layout(self, size: tuple[int, int]) -> None:
        self.scale = theme.ui_scale(size)

    def height(self) -> int:
        """A pop-up's height at the current size (every "+N" has the same), to place it clear of text."""
        px = round(self.px * self.scale)
        if getattr(self, "_height", (None, 0))[0] != px:
            self._height = (px, render_score_text("+0", px, theme.PALETTE["sand_hi"]).get_height())
        return self._height[1]

    def spawn(self, points: int | str, centre: tuple[float, float],
              colour: tuple[int, int, int] | None = None) -> ScorePopup:
        """Show `points` ("+N" / "-N" for numbers) centred at `centre`."""
        if isinstance(points, int):
            text = f"+{points}" if points >= 0 else f"\u2212{-points}"
            default = theme.PALETTE["sand_hi"] if points >= 0 else theme.PALETTE["coral_hi"]
        else:
            text, default = str(points), theme.PALETTE["sand_hi"]
        if colour is not None:
            # A player's colour, lifted towards white so it reads on the dark sea.
            colour = theme.mix(tuple(colour)[:3], (255, 255, 255), 0.45)
        else:
            colour = default
        popup = ScorePopup(text, (float(centre[0]), float(centre[1])), colour,
                           render_score_text(text, round(self.px * self.scale), colour), self.rise * self.scale,
                           self.life)
        if tween.speed() <= 0:
            popup.alpha, popup.scale = 255.0, 1.0  # reduced motion: still, then gone
        else:
            grow = self.life * 0.18
            self.timeline.play(tween.Parallel(
                tween.Tween(popup, grow, "out_back", scale=1.0),
                tween.Tween(popup, grow * 0.7, "out_quad", alpha=255.0),
                tween.Tween(popup, self.life, "out_cubic", offset=popup.rise),
                tween.Tween(popup, self.life * 0.4, "in_quad", delay=self.life * 0.6, alpha=0.0),
            ))
        self.popups.append(popup)
        return popup

    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        factor = tween.speed()
        for popup in self.popups:
            # Lifetime follows the animation speed; with animations off, real time.
            popup.age += dt * (factor if factor > 0 else 1.0)
        self.popups = [p for p in self.popups if p.age < p.life]

    @property
    def busy(self) -> bool:
        return bool(self.popups)

    def clear(self) -> None:
        self.timeline.cancel_all()
        self.popups.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for popup in self.popups:
            alpha = max(0, min(255, round(popup.alpha)))
            if alpha == 0:
                continue
            img = popup.image
            if abs(popup.scale - 1.0) > 0.01:
                size = (max(1, round(img.get_width() * popup.scale)), max(1, round(img.get_height() * popup.scale)))
                img = pygame.transform.smoothscale(img, size)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            cx, cy = popup.centre
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
