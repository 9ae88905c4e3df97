"""Art drawn in code for Blooming Sea: corals, fish tokens, water.

Everything is drawn large and smooth-scaled down (antialiased), then cached
by size, so a frame only blits ready surfaces.
"""

from __future__ import annotations

import functools
import math

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE

SS = 3  # supersampling factor for shapes pygame cannot antialias

# Coral colour (engine name) -> theme colour name (its hue and glyph).
THEME_NAME = {"yellow": "Yellow", "purple": "Purple", "green": "Green", "orange": "Orange"}

SAND = (246, 234, 206)
SAND_SHADE = (222, 202, 160)
WATER_TOP = (92, 205, 214)
WATER_BOTTOM = (38, 150, 186)
POOL = (24, 104, 150)
POOL_RIM = (120, 200, 222)


def coral_rgb(color: str) -> tuple[int, int, int]:
    return theme.player_rgb(THEME_NAME.get(color, color.title()))


def coral_glyph_ink(color: str) -> tuple[int, int, int]:
    """The glyph's colour on a coral: a deep shade of the coral's own hue."""
    return theme.mix(coral_rgb(color), PALETTE["ink"], 0.72)


def _smooth(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


@functools.lru_cache(maxsize=64)
def coral_sprite(color: str, cell: int, alpha: int = 255) -> pygame.Surface:
    """One coral on its square: a rounded bloom in the coral's hue, polyps, and its glyph."""
    s = cell * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    hue = coral_rgb(color)
    inset = round(s * 0.07)
    body = pygame.Rect(inset, inset, s - 2 * inset, s - 2 * inset)
    radius = round(s * 0.24)
    pygame.draw.rect(big, theme.mix(hue, PALETTE["ink"], 0.35), body.move(0, round(s * 0.03)), border_radius=radius)
    pygame.draw.rect(big, hue, body, border_radius=radius)
    # A soft highlight towards the top, as if lit from the surface.
    glow = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (*theme.mix(hue, (255, 255, 255), 0.5), 90),
                        body.inflate(-body.width * 0.25, -body.height * 0.45).move(0, -body.height * 0.18))
    big.blit(glow, (0, 0))
    # Polyps: little rings scattered in a fixed pattern (the same for every coral of a colour).
    seed = sum(ord(ch) for ch in color)
    tint = theme.mix(hue, (255, 255, 255), 0.45)
    deep = theme.mix(hue, PALETTE["ink"], 0.25)
    for i in range(7):
        a = (seed * 37 + i * 2.399) % (2 * math.pi)
        rr = s * (0.26 + 0.09 * ((seed + i * 7) % 3))
        cx, cy = s / 2 + rr * math.cos(a), s / 2 + rr * math.sin(a)
        pr = s * (0.035 + 0.012 * (i % 3))
        pygame.draw.circle(big, deep, (cx, cy + pr * 0.35), pr * 1.25)
        pygame.draw.circle(big, tint, (cx, cy), pr)
    # The colour's glyph, with a pale halo so it reads on every hue.
    centre = (s / 2, s / 2)
    theme.draw_glyph(big, THEME_NAME[color], centre, s * 0.5, theme.mix(hue, (255, 255, 255), 0.6))
    theme.draw_glyph(big, THEME_NAME[color], centre, s * 0.4, coral_glyph_ink(color))
    out = _smooth(big, (cell, cell))
    if alpha < 255:
        out.set_alpha(alpha)
    return out


@functools.lru_cache(maxsize=32)
def square_sprite(cell: int, kind: str) -> pygame.Surface:
    """An empty square: "open" sand, "dead" (no tile can ever go there) or "pool" (numbered)."""
    s = cell * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    inset = round(s * 0.045)
    body = pygame.Rect(inset, inset, s - 2 * inset, s - 2 * inset)
    radius = round(s * 0.17)
    if kind == "pool":
        pygame.draw.rect(big, theme.mix(POOL, PALETTE["abyss"], 0.3), body.move(0, round(s * 0.02)),
                         border_radius=radius)
        pygame.draw.rect(big, POOL, body, border_radius=radius)
        pygame.draw.rect(big, POOL_RIM, body, width=max(2, round(s * 0.035)), border_radius=radius)
        # Light on the pool floor.
        for i in range(3):
            y = body.top + body.height * (0.3 + 0.2 * i)
            pts = [(body.left + body.width * (0.15 + 0.07 * k), y + math.sin(k * 1.3 + i) * s * 0.02)
                   for k in range(11)]
            pygame.draw.lines(big, theme.mix(POOL, POOL_RIM, 0.35), False, pts, max(1, round(s * 0.012)))
    else:
        base = SAND if kind == "open" else theme.mix(SAND, (120, 150, 160), 0.38)
        pygame.draw.rect(big, theme.mix(base, SAND_SHADE, 0.9), body.move(0, round(s * 0.025)),
                         border_radius=radius)
        pygame.draw.rect(big, base, body, border_radius=radius)
        if kind == "dead":
            # Faint ripples: water that no tile will ever cover.
            ink = theme.mix(base, (70, 100, 120), 0.35)
            for i in range(3):
                y = body.top + body.height * (0.32 + 0.18 * i)
                pts = [(body.left + body.width * (0.22 + 0.056 * k), y + math.sin(k * 1.2) * s * 0.025)
                       for k in range(11)]
                pygame.draw.lines(big, ink, False, pts, max(2, round(s * 0.02)))
        else:
            # A few grains of sand.
            for i in range(5):
                gx = body.left + body.width * ((i * 0.37 + 0.13) % 0.8 + 0.1)
                gy = body.top + body.height * ((i * 0.61 + 0.21) % 0.8 + 0.1)
                pygame.draw.circle(big, SAND_SHADE, (gx, gy), s * 0.014)
    return _smooth(big, (cell, cell))


# -- fish -----------------------------------------------------------------------

FISH_LOOK = {
    # kind: (body, belly/accent, tail, fin)
    "fish": ((70, 160, 215), (170, 220, 240), (40, 120, 185), (40, 120, 185)),
    "clownfish": ((244, 120, 32), (255, 255, 255), (244, 120, 32), (244, 120, 32)),
    "blue_tang": ((36, 86, 200), (20, 28, 60), (250, 212, 40), (20, 40, 120)),
    "yellow_tang": ((252, 214, 38), (255, 240, 150), (246, 200, 20), (236, 190, 20)),
    "whitetail": ((54, 56, 78), (110, 112, 140), (250, 250, 250), (40, 42, 60)),
}


def _draw_fish(big: pygame.Surface, kind: str, box: pygame.Rect) -> None:
    """A side-view fish facing left inside `box` (supersampled surface)."""
    body_c, accent, tail_c, fin_c = FISH_LOOK.get(kind, FISH_LOOK["fish"])
    outline = theme.mix(body_c, PALETTE["ink"], 0.6)
    w, h = box.width, box.height
    tall = kind == "yellow_tang"
    bw, bh = w * 0.68, h * (0.74 if tall else 0.56)
    body = pygame.Rect(0, 0, bw, bh)
    body.center = (box.left + w * 0.42, box.centery)
    lw = max(2, round(w * 0.03))
    # Tail.
    tx = body.right - bw * 0.08
    tail = [(tx, box.centery), (box.right - w * 0.02, box.centery - h * 0.3), (box.right - w * 0.08, box.centery),
            (box.right - w * 0.02, box.centery + h * 0.3)]
    pygame.draw.polygon(big, tail_c, tail)
    pygame.draw.polygon(big, outline, tail, lw)
    # Dorsal and belly fins.
    fin = [(body.centerx - bw * 0.25, body.top + bh * 0.12), (body.centerx + bw * 0.05, body.top - h * 0.12),
           (body.centerx + bw * 0.3, body.top + bh * 0.15)]
    pygame.draw.polygon(big, fin_c, fin)
    pygame.draw.polygon(big, outline, fin, lw)
    if tall:
        belly_fin = [(body.centerx - bw * 0.15, body.bottom - bh * 0.1), (body.centerx + bw * 0.1, body.bottom + h * 0.1),
                     (body.centerx + bw * 0.3, body.bottom - bh * 0.15)]
        pygame.draw.polygon(big, fin_c, belly_fin)
        pygame.draw.polygon(big, outline, belly_fin, lw)
    pygame.draw.ellipse(big, body_c, body)
    clip = big.get_clip()
    big.set_clip(body)
    if kind == "clownfish":
        for fx in (0.3, 0.62):
            band = pygame.Rect(0, 0, bw * 0.13, bh * 1.2)
            band.center = (body.left + bw * fx, body.centery)
            pygame.draw.rect(big, PALETTE["ink"], band.inflate(lw * 2, 0))
            pygame.draw.rect(big, accent, band)
    elif kind == "blue_tang":
        swoosh = pygame.Rect(body.left + bw * 0.25, body.top + bh * 0.18, bw * 0.62, bh * 0.42)
        pygame.draw.ellipse(big, accent, swoosh, max(2, round(bh * 0.14)))
    elif kind in ("fish", "yellow_tang", "whitetail"):
        belly = pygame.Rect(body.left, body.centery, bw, bh * 0.6)
        pygame.draw.ellipse(big, accent if kind != "yellow_tang" else theme.mix(body_c, accent, 0.5), belly)
    big.set_clip(clip)
    pygame.draw.ellipse(big, outline, body, lw)
    # Eye.
    eye = (body.left + bw * 0.2, body.centery - bh * 0.12)
    er = max(2, w * 0.065)
    pygame.draw.circle(big, (255, 255, 255), eye, er)
    pygame.draw.circle(big, PALETTE["ink"], (eye[0] - er * 0.2, eye[1]), er * 0.55)


FISH_TOKEN_SHARE = 0.84  # a fish token's diameter, as a share of its board square


def fish_token_diameter(cell: int) -> int:
    """A fish token's diameter on a board of `cell`-pixel squares: the same wherever it is drawn
    (on the board, marked by a hint, flying to its winner, hovering in the Aquarist setup)."""
    return round(cell * FISH_TOKEN_SHARE)


@functools.lru_cache(maxsize=64)
def fish_token(kind: str, diameter: int, value: int | None) -> pygame.Surface:
    """A round fish token: cream disc, blue rim, the fish, and its value on a coral badge."""
    d = diameter * SS
    pad = round(d * 0.08)
    size = d + 2 * pad
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    r = d / 2
    pygame.draw.circle(big, (*PALETTE["shadow"], 110), (c[0], c[1] + r * 0.08), r)
    pygame.draw.circle(big, (252, 247, 234), c, r)
    pygame.draw.circle(big, (58, 132, 170), c, r, max(2, round(r * 0.1)))
    box = pygame.Rect(0, 0, d * 0.8, d * 0.66)
    box.center = (c[0], c[1] - d * 0.02)
    _draw_fish(big, kind, box)
    out = _smooth(big, (round(size / SS), round(size / SS)))
    if value is not None:
        badge_r = max(5, round(diameter * 0.2))
        bc = (round(out.get_width() / 2 + diameter * 0.34), round(out.get_height() / 2 + diameter * 0.33))
        pygame.draw.aacircle(out, PALETTE["ink"], bc, badge_r + 1)
        pygame.draw.aacircle(out, PALETTE["coral"], bc, badge_r)
        digits = theme.picture_text(str(value), "black", badge_r * 1.35, PALETTE["ink"])  # part of the token
        out.blit(digits, digits.get_rect(center=(bc[0], bc[1] + 1)))
    return out


@functools.lru_cache(maxsize=8)
def water(size: tuple[int, int], seed: int = 0) -> pygame.Surface:
    """Lagoon water: a bright gradient with soft caustic ripples."""
    w, h = size
    surf = pygame.Surface((w, h))
    for y in range(h):
        pygame.draw.line(surf, theme.mix(WATER_TOP, WATER_BOTTOM, y / max(1, h - 1)), (0, y), (w, y))
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(10, h // 22)
    for i, y in enumerate(range(-step, h + step, step)):
        amp = step * 0.35
        pts = [(x, y + amp * math.sin(x / (w / 5.5) + i * 1.9 + seed)) for x in range(0, w + 12, 12)]
        pygame.draw.lines(light, (255, 255, 255, 26 + (i % 3) * 8), False, pts, max(1, step // 7))
    surf.blit(light, (0, 0))
    return surf


@functools.lru_cache(maxsize=64)
def token_image(colour_name: str, radius: int) -> pygame.Surface:
    """theme.draw_token drawn once onto a surface (player discs are drawn many times a frame)."""
    pad = radius // 2 + 2
    size = 2 * (radius + pad)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    theme.draw_token(surf, colour_name, (size // 2, size // 2), radius)
    return surf


def blit_token(surface: pygame.Surface, colour_name: str, centre, radius: float) -> None:
    img = token_image(colour_name, max(3, round(radius)))
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
