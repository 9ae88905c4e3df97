"""What scrolls a long text panel (the rules screen, a quick reference card, the setup's options,
the settings) and its scroll bar and fades: one set of keys and one look for all."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE

# Far enough to reach either end of any text.
_ALL_THE_WAY = 10**6


def scroll_step(event: pygame.event.Event, line: float, page: float, wheel: float) -> float | None:
    """Pixels `event` scrolls by (positive: further down the text), or None if it does not scroll:
    the wheel (`wheel` a notch), Up/Down (two lines), Page Up/Page Down, Home/End. Tab and
    Left/Right are left to the buttons."""
    if event.type == pygame.MOUSEWHEEL:
        return -event.y * wheel
    if event.type == pygame.KEYDOWN:
        return {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_DOWN: 2 * line, pygame.K_UP: -2 * line,
                pygame.K_HOME: -_ALL_THE_WAY, pygame.K_END: _ALL_THE_WAY}.get(event.key)
    return None


def draw_scroll_bar(surface: pygame.Surface, track: pygame.Rect, view_h: int, content_h: int, scroll: float,
                    max_scroll: float, min_thumb: int) -> None:
    """A rounded track with a sand thumb as long as the share of the text in view."""
    pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.5), track, border_radius=track.width // 2)
    thumb_h = max(min_thumb, round(track.height * view_h / max(1, content_h)))
    thumb_y = track.top + round((track.height - thumb_h) * scroll / max(1, max_scroll))
    pygame.draw.rect(surface, PALETTE["sand_lo"], pygame.Rect(track.left, thumb_y, track.width, thumb_h),
                     border_radius=track.width // 2)


def fade_band(width: int, height: int, colour, down: bool) -> pygame.Surface:
    """A band of `colour` that grows opaque downwards (`down`) or upwards: text scrolled out of
    sight fades into the panel rather than stopping at a hard cut."""
    band = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = (y + 1) / height if down else 1 - y / height
        pygame.draw.line(band, (*colour[:3], round(255 * t)), (0, y), (width, y))
    return band
