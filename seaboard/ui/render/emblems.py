"""Small drawn pictures of each game (picker cards, the title screen)."""

from __future__ import annotations

import math

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE


def _hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]


def _seagrass(surface: pygame.Surface, rect: pygame.Rect) -> None:
    r = min(rect.width, rect.height) * 0.17
    cx, cy = rect.center
    cells = [(0, 0), (1, -0.5), (1, 0.5), (0, -1), (0, 1), (-1, -0.5), (-1, 0.5)]
    fills = [PALETTE["teal"], (46, 120, 92), (58, 104, 140), (46, 120, 92), (58, 104, 140), (110, 96, 70),
             PALETTE["teal"]]
    tokens = ["Blue", None, "Purple", None, "Green", "Orange", None]
    for (q, row), fill, token in zip(cells, fills, tokens):
        x = cx + q * r * 1.5
        y = cy + row * r * math.sqrt(3)
        pts = _hex_points(x, y, r * 0.96)
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.aalines(surface, theme.mix(fill, PALETTE["foam"], 0.35), True, pts)
        if token:
            theme.draw_token(surface, token, (x, y), r * 0.42)


def _seascroll(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = min(rect.height * 0.78, rect.width * 0.5)
    w = h * 0.66
    cx, cy = rect.centerx, rect.centery + h * 0.08
    fish = [("Sky", -14), ("Orange", 0), ("Purple", 14)]
    for i, (colour, angle) in enumerate(fish):
        card = pygame.Surface((round(w), round(h)), pygame.SRCALPHA)
        pygame.draw.rect(card, PALETTE["sand"], card.get_rect(), border_radius=round(w * 0.1))
        inner = card.get_rect().inflate(-w * 0.14, -w * 0.14)
        pygame.draw.rect(card, theme.mix(theme.player_rgb(colour), PALETTE["sand"], 0.35), inner,
                         border_radius=round(w * 0.07))
        # A simple fish: body ellipse and tail triangle.
        fx, fy = inner.centerx, inner.centery
        body = pygame.Rect(0, 0, inner.width * 0.6, inner.height * 0.24)
        body.center = (fx - inner.width * 0.05, fy)
        pygame.draw.ellipse(card, theme.player_rgb(colour), body)
        tail = [(body.right - 3, fy), (body.right + inner.width * 0.18, fy - body.height * 0.5),
                (body.right + inner.width * 0.18, fy + body.height * 0.5)]
        pygame.draw.polygon(card, theme.player_rgb(colour), tail)
        pygame.draw.circle(card, PALETTE["ink"], (round(body.left + body.width * 0.22), round(fy - 2)),
                           max(2, round(w * 0.03)))
        rotated = pygame.transform.rotozoom(card, -angle, 1.0)
        dx = (i - 1) * w * 0.42
        dest = rotated.get_rect(center=(cx + dx, cy + abs(i - 1) * h * 0.04))
        theme.draw_shadow(surface, dest.inflate(-w * 0.2, -h * 0.1), 10, blur=6, alpha=110)
        surface.blit(rotated, dest)


def _bloomingsea(surface: pygame.Surface, rect: pygame.Rect) -> None:
    n = 3
    side = min(rect.width, rect.height) * 0.72
    cell = side / n
    x0, y0 = rect.centerx - side / 2, rect.centery - side / 2
    colours = ["Yellow", "Purple", "Green", "Orange", "Yellow", "Green", "Purple", "Orange", "Yellow"]
    for i in range(n * n):
        cx, cy = x0 + (i % n) * cell, y0 + (i // n) * cell
        tile = pygame.Rect(round(cx + 2), round(cy + 2), round(cell - 4), round(cell - 4))
        pygame.draw.rect(surface, theme.mix(PALETTE["sea_hi"], PALETTE["teal"], 0.4), tile, border_radius=6)
        colour = colours[i]
        rgb = theme.player_rgb(colour)
        centre = tile.center
        # A coral: a cluster of round polyps.
        for k in range(5):
            a = k * 2 * math.pi / 5
            pygame.draw.aacircle(surface, theme.mix(rgb, PALETTE["ink"], 0.15),
                                 (round(centre[0] + cell * 0.16 * math.cos(a)),
                                  round(centre[1] + cell * 0.16 * math.sin(a))), max(2, round(cell * 0.12)))
        pygame.draw.aacircle(surface, rgb, centre, max(2, round(cell * 0.16)))
        theme.draw_glyph(surface, colour, centre, cell * 0.2, theme.readable_on(rgb))


def _unknown(surface: pygame.Surface, rect: pygame.Rect) -> None:
    r = min(rect.width, rect.height) * 0.3
    for i in range(3):
        pygame.draw.aacircle(surface, theme.mix(PALETTE["teal"], PALETTE["sea"], i * 0.3), rect.center,
                             round(r * (1 - i * 0.28)), max(2, round(r * 0.08)))


EMBLEMS = {"seagrass": _seagrass, "seascroll": _seascroll, "bloomingsea": _bloomingsea}


def draw_emblem(surface: pygame.Surface, game_id: str, rect: pygame.Rect) -> None:
    EMBLEMS.get(game_id, _unknown)(surface, rect)
