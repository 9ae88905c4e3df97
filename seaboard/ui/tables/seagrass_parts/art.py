"""Seagrass art drawn in code: creature icons, creature tiles, reef tiles, antlers, tokens.

Everything is drawn at SS times the final size with plain shapes and scaled
down with smoothscale, which antialiases it. Each creature has its own
silhouette (bell and tentacles, shell and flippers, five arms, claws), so
they read without colour. Images are cached by every argument.
"""

from __future__ import annotations

import functools
import math

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE

SS = 3  # supersampling factor
SQ3 = math.sqrt(3.0)
CREATURES = ("jellyfish", "turtle", "starfish", "crab")
CREAM = (252, 246, 232)
REEF = (233, 140, 116)
REEF_HI = (252, 196, 170)
REEF_BACK = (186, 112, 98)
GOLD = (246, 206, 120)
CLEAR = (0, 0, 0, 0)

Colour = tuple[int, int, int]


def hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corners of a flat-top hex of radius r (centre to corner)."""
    return [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]


def parse_code(code: str) -> tuple[str, str]:
    """'crab-2' -> ('crab', '2'); 'turtle-special' -> ('turtle', 'special')."""
    creature, _, variant = code.partition("-")
    return creature, variant


# -- creature silhouettes (drawn at supersampled scale on their own surface) ----------


def _thick(surf, colour, pts, w):
    """A thick polyline with round joints."""
    if len(pts) > 1:
        pygame.draw.lines(surf, colour, False, pts, max(1, round(w)))
    for p in pts:
        pygame.draw.circle(surf, colour, p, max(1, w / 2))


def _ellipse_pts(cx, cy, rx, ry, angle=0.0, n=28):
    ca, sa = math.cos(angle), math.sin(angle)
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def _jellyfish(surf, c, s, fill, detail):
    cx, cy = c
    bw, bh = 0.78 * s, 0.66 * s
    by = cy + 0.02 * s
    # Tentacles first, so the bell covers their roots.
    for i, x in enumerate((-0.5, -0.17, 0.17, 0.5)):
        pts = []
        for k in range(13):
            t = k / 12
            y = by + t * 0.92 * s
            wave = math.sin(t * 2.6 * math.pi + i * 1.3) * 0.09 * s * (0.4 + t)
            pts.append((cx + x * s + wave, y))
        _thick(surf, fill, pts, 0.11 * s * (1.15 - 0.4 * (abs(x) > 0.3)))
    dome = [(cx + bw * math.cos(math.pi + math.pi * k / 24), by - bh * math.sin(math.pi * k / 24)) for k in range(25)]
    scallops = []
    for k in range(25):
        t = k / 24
        x = cx + bw - 2 * bw * t
        scallops.append((x, by + 0.13 * s * abs(math.sin(t * 5 * math.pi))))
    pygame.draw.polygon(surf, fill, dome + scallops)
    # Markings on the bell: an inner arc and three spots.
    arc = pygame.Rect(0, 0, bw * 1.2, bh * 1.1)
    arc.center = (cx, by + bh * 0.05)
    pygame.draw.arc(surf, detail, arc, math.radians(25), math.radians(155), max(2, round(0.07 * s)))
    for dx, dy in ((-0.32, -0.22), (0.0, -0.38), (0.32, -0.22)):
        pygame.draw.circle(surf, detail, (cx + dx * s, by + dy * s), 0.075 * s)


def _turtle(surf, c, s, fill, detail):
    cx, cy = c
    sy = cy + 0.08 * s
    for side in (-1, 1):
        pygame.draw.polygon(surf, fill, _ellipse_pts(cx + side * 0.56 * s, sy - 0.36 * s, 0.36 * s, 0.15 * s,
                                                     side * -0.6))
        pygame.draw.polygon(surf, fill, _ellipse_pts(cx + side * 0.44 * s, sy + 0.5 * s, 0.24 * s, 0.12 * s,
                                                     side * 0.75))
    pygame.draw.polygon(surf, fill, [(cx - 0.09 * s, sy + 0.55 * s), (cx + 0.09 * s, sy + 0.55 * s),
                                     (cx, sy + 0.86 * s)])
    pygame.draw.circle(surf, fill, (cx, sy - 0.74 * s), 0.22 * s)
    pygame.draw.polygon(surf, fill, _ellipse_pts(cx, sy, 0.5 * s, 0.62 * s))
    # Shell plates: a hexagon in the middle and seams out to the rim.
    w = max(2, round(0.065 * s))
    inner = [(cx + 0.22 * s * math.cos(math.radians(60 * i + 30)),
              sy + 0.25 * s * math.sin(math.radians(60 * i + 30))) for i in range(6)]
    pygame.draw.polygon(surf, detail, inner, w)
    for i, (x, y) in enumerate(inner):
        a = math.radians(60 * i + 30)
        pygame.draw.line(surf, detail, (x, y), (cx + 0.47 * s * math.cos(a), sy + 0.58 * s * math.sin(a)), w)
    pygame.draw.polygon(surf, detail, _ellipse_pts(cx, sy, 0.5 * s, 0.62 * s), w)
    for side in (-1, 1):
        pygame.draw.circle(surf, detail, (cx + side * 0.09 * s, sy - 0.8 * s), 0.05 * s)


def _starfish(surf, c, s, fill, detail):
    cx, cy = c
    cy += 0.06 * s
    pts = []
    for i in range(10):
        r = 0.95 * s if i % 2 == 0 else 0.42 * s
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surf, fill, pts)
    for i in range(5):  # rounded tips
        a = -math.pi / 2 + i * 2 * math.pi / 5
        pygame.draw.circle(surf, fill, (cx + 0.86 * s * math.cos(a), cy + 0.86 * s * math.sin(a)), 0.12 * s)
        for d in (0.3, 0.52, 0.72):
            pygame.draw.circle(surf, detail, (cx + d * s * math.cos(a), cy + d * s * math.sin(a)),
                               0.065 * s * (1.2 - d * 0.6))
    pygame.draw.circle(surf, detail, (cx, cy), 0.1 * s)


def _crab(surf, c, s, fill, detail):
    cx, cy = c
    by = cy + 0.2 * s
    lw = 0.1 * s
    for side in (-1, 1):
        for k in range(3):  # legs
            x0, y0 = cx + side * 0.45 * s, by + (k - 0.6) * 0.16 * s
            knee = (cx + side * (0.78 + 0.04 * k) * s, by + (k - 1.2) * 0.16 * s)
            foot = (cx + side * (0.95 + 0.02 * k) * s, by + (0.2 + k * 0.2) * s)
            _thick(surf, fill, [(x0, y0), knee, foot], lw)
        # Arm up to the claw.
        _thick(surf, fill, [(cx + side * 0.3 * s, by - 0.2 * s), (cx + side * 0.52 * s, by - 0.5 * s),
                            (cx + side * 0.58 * s, by - 0.66 * s)], lw * 1.2)
        claw = (cx + side * 0.6 * s, by - 0.85 * s)
        pygame.draw.circle(surf, fill, claw, 0.25 * s)
        # The pincer's gap: a wedge cut out of the claw, opening upwards and inwards.
        a = math.radians(-90 - side * 35)
        gap = [claw, (claw[0] + 0.34 * s * math.cos(a - 0.33), claw[1] + 0.34 * s * math.sin(a - 0.33)),
               (claw[0] + 0.34 * s * math.cos(a + 0.33), claw[1] + 0.34 * s * math.sin(a + 0.33))]
        pygame.draw.polygon(surf, CLEAR, gap)
        # Eye stalks.
        _thick(surf, fill, [(cx + side * 0.14 * s, by - 0.25 * s), (cx + side * 0.2 * s, by - 0.52 * s)], lw * 0.8)
        pygame.draw.circle(surf, fill, (cx + side * 0.2 * s, by - 0.56 * s), 0.1 * s)
        pygame.draw.circle(surf, detail, (cx + side * 0.2 * s, by - 0.57 * s), 0.05 * s)
    pygame.draw.polygon(surf, fill, _ellipse_pts(cx, by, 0.56 * s, 0.36 * s))
    w = max(2, round(0.06 * s))
    smile = pygame.Rect(0, 0, 0.5 * s, 0.3 * s)
    smile.center = (cx, by - 0.02 * s)
    pygame.draw.arc(surf, detail, smile, math.radians(200), math.radians(340), w)
    for dx in (-0.28, 0.28):
        pygame.draw.circle(surf, detail, (cx + dx * s, by + 0.1 * s), 0.05 * s)


DRAWERS = {"jellyfish": _jellyfish, "turtle": _turtle, "starfish": _starfish, "crab": _crab}


def _outlined(src: pygame.Surface, colour: Colour, width: int) -> pygame.Surface:
    """`src` with a solid outline of `width` pixels around its silhouette."""
    mask = pygame.mask.from_surface(src, 8)
    ring = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(src.get_size(), pygame.SRCALPHA)
    steps = 12
    for i in range(steps):
        a = 2 * math.pi * i / steps
        out.blit(ring, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(src, (0, 0))
    return out


@functools.lru_cache(maxsize=256)
def creature_icon(creature: str, size: int, fill: Colour = CREAM, detail: Colour = PALETTE["ink"],
                  outline: Colour | None = None) -> pygame.Surface:
    """A creature `size` pixels across (square surface), antialiased."""
    size = max(6, int(size))
    big = size * SS
    pad = big // 8
    surf = pygame.Surface((big + 2 * pad, big + 2 * pad), pygame.SRCALPHA)
    DRAWERS.get(creature, _starfish)(surf, (surf.get_width() / 2, surf.get_height() / 2), big * 0.46, fill, detail)
    if outline is not None:
        surf = _outlined(surf, outline, max(2, round(big * 0.035)))
    final = round(surf.get_width() / SS)
    return pygame.transform.smoothscale(surf, (final, final))


# -- tiles -----------------------------------------------------------------------


def tile_size(radius: int) -> tuple[int, int]:
    return 2 * radius + 4, round(SQ3 * radius) + 6


TILE_LIP = 3  # pixels of a tile image's foot under its hexagon's centre line, for the darker lip
TILE_FACE = 0.93  # a tile's hexagon, centre to corner, as a share of its radius


def tile_hex(radius: int, scale: float = 1) -> tuple[float, float, float]:
    """A tile image's hexagon (creature, face down or reef): its centre in the image of
    tile_size(radius) and its radius, centre to corner; `scale` SS for the supersampled image.
    The rack's marks on a tile sit by it."""
    w, h = tile_size(radius)
    return w * scale / 2, (h - TILE_LIP) * scale / 2, radius * scale * TILE_FACE


def _tile_base(radius: int, face: Colour, rim: Colour | None = None, rim_w: float = 0.0,
               edge: Colour | None = None) -> pygame.Surface:
    """A hex tile with a little thickness (a darker lip below), supersampled."""
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cx, cy, r = tile_hex(radius, SS)
    lip = theme.mix(face, (0, 0, 0), 0.45)
    pygame.draw.polygon(big, lip, hex_points(cx, cy + 2.2 * SS, r))
    pygame.draw.polygon(big, edge or theme.mix(face, (255, 255, 255), 0.28), hex_points(cx, cy, r))
    pygame.draw.polygon(big, face, hex_points(cx, cy + 0.8 * SS, r - 1.6 * SS))
    if rim is not None and rim_w > 0:
        pygame.draw.polygon(big, rim, hex_points(cx, cy, r - rim_w * SS * 0.2), max(1, round(rim_w * SS)))
    return pygame.transform.smoothscale(big, (w, h))


def _icon_spots(creature: str, variant: str, radius: int) -> list[tuple[float, float, int]]:
    """(dx, dy, size) of each creature drawn on a tile, relative to the tile centre."""
    r = radius
    if variant == "2":
        return [(-0.33 * r, -0.2 * r, round(0.72 * r)), (0.33 * r, 0.12 * r, round(0.72 * r))]
    if variant == "special":
        count = {"jellyfish": 4, "turtle": 2, "starfish": 2, "crab": 1}.get(creature, 1)
        if count == 4:
            return [(dx * r, dy * r, round(0.56 * r)) for dx, dy in
                    ((-0.27, -0.28), (0.27, -0.28), (-0.27, 0.2), (0.27, 0.2))]
        if count == 2:
            return [(-0.32 * r, -0.12 * r, round(0.7 * r)), (0.32 * r, 0.06 * r, round(0.7 * r))]
        return [(0, -0.04 * r, round(1.08 * r))]
    return [(0, -0.1 * r, round(1.02 * r))]


@functools.lru_cache(maxsize=512)
def tile_image(code: str, colour_name: str, radius: int, glyph: bool = True) -> pygame.Surface:
    """A face-up creature tile of player `colour_name` (hex radius `radius`)."""
    radius = max(8, int(radius))
    creature, variant = parse_code(code)
    rgb = theme.player_rgb(colour_name)
    face = theme.mix(rgb, PALETTE["abyss"], 0.12)
    special = variant == "special"
    surf = _tile_base(radius, face, rim=GOLD if special else None, rim_w=radius * 0.09,
                      edge=GOLD if special else None)
    cx, cy, _ = tile_hex(radius)
    detail = theme.mix(rgb, PALETTE["ink"], 0.55)
    outline = theme.mix(rgb, PALETTE["ink"], 0.7)
    for dx, dy, size in _icon_spots(creature, variant, radius):
        icon = creature_icon(creature, size, CREAM, detail, outline)
        surf.blit(icon, icon.get_rect(center=(round(cx + dx), round(cy + dy))))
    if special:  # a small gold star at the top: the special tile
        _star(surf, (cx, cy - radius * 0.66), radius * 0.2, GOLD, outline)
    if glyph:  # the owner's glyph, so the colour is never the only clue
        g = max(5, round(radius * 0.3))
        gy = cy + radius * 0.62
        pygame.draw.aacircle(surf, outline, (round(cx), round(gy)), round(g * 0.62))
        theme.draw_glyph(surf, colour_name, (cx, gy), g * 0.9, CREAM)
    return surf


def _star(surf, centre, r, fill, line):
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.aalines(surf, line, True, pts)


@functools.lru_cache(maxsize=128)
def face_down_image(colour_name: str | None, radius: int) -> pygame.Surface:
    """A tile played face down into a reef: the reef's coral back, its owner's glyph small."""
    radius = max(8, int(radius))
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cx, cy, r = tile_hex(radius, SS)
    pygame.draw.polygon(big, theme.mix(REEF_BACK, (0, 0, 0), 0.4), hex_points(cx, cy + 2.2 * SS, r))
    pygame.draw.polygon(big, theme.mix(REEF_BACK, (255, 255, 255), 0.2), hex_points(cx, cy, r))
    pygame.draw.polygon(big, REEF_BACK, hex_points(cx, cy + 0.8 * SS, r - 1.6 * SS))
    # Woven back: diagonal ribs.
    rib = theme.mix(REEF_BACK, (255, 255, 255), 0.14)
    ribs = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for k in range(-5, 6):
        x = cx + k * r * 0.28
        pygame.draw.line(ribs, (*rib, 255), (x - r * 0.5, cy - r * 0.7), (x + r * 0.5, cy + r * 0.7), max(1, SS))
    clip = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(clip, (255, 255, 255, 255), hex_points(cx, cy + 0.8 * SS, r - 1.6 * SS))
    ribs.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(ribs, (0, 0))
    surf = pygame.transform.smoothscale(big, (w, h))
    if colour_name:
        g = max(6, round(radius * 0.5))
        rgb = theme.player_rgb(colour_name)
        pygame.draw.aacircle(surf, theme.mix(rgb, PALETTE["ink"], 0.35), (w // 2, round((h - 3) / 2)), round(g * 0.62))
        theme.draw_glyph(surf, colour_name, (w / 2, (h - 3) / 2), g * 0.85, CREAM)
    return surf


def _coral(surf, c, s, colour, width):
    """Staghorn coral: a trunk forking three times into rounded, knobbly tips."""
    def branch(x, y, angle, length, depth):
        x2, y2 = x + length * math.cos(angle), y + length * math.sin(angle)
        w = width * (0.55 + 0.22 * depth)
        _thick(surf, colour, [(x, y), ((x + x2) / 2 + math.sin(angle) * w * 0.3, (y + y2) / 2), (x2, y2)], w)
        if depth > 0:
            branch(x2, y2, angle - 0.55, length * 0.7, depth - 1)
            branch(x2, y2, angle + 0.5, length * 0.66, depth - 1)
        else:
            pygame.draw.circle(surf, colour, (x2, y2), w * 0.85)  # a rounded tip
    branch(c[0], c[1] + s * 0.75, -math.pi / 2, s * 0.5, 3)


def _brain_coral(surf, c, r, colour, line):
    """A round brain coral with a winding groove."""
    pygame.draw.circle(surf, colour, c, r)
    pts = [(c[0] + r * 0.7 * (t / 20 - 0.5) * 2 * 0.8, c[1] + math.sin(t * 0.9) * r * 0.35) for t in range(21)]
    pygame.draw.lines(surf, line, False, pts, max(1, round(r * 0.12)))


@functools.lru_cache(maxsize=64)
def reef_image(radius: int, explored: bool, starting: bool) -> pygame.Surface:
    """A printed reef tile: coral on warm sand-pink; unexplored ones are muted and veiled."""
    radius = max(8, int(radius))
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cx, cy, r = tile_hex(radius, SS)
    face = REEF if explored else theme.mix(REEF, PALETTE["sea"], 0.55)
    hi = REEF_HI if explored else theme.mix(REEF_HI, PALETTE["sea"], 0.5)
    pygame.draw.polygon(big, theme.mix(face, (0, 0, 0), 0.45), hex_points(cx, cy + 2.2 * SS, r))
    pygame.draw.polygon(big, hi, hex_points(cx, cy, r))
    pygame.draw.polygon(big, face, hex_points(cx, cy + 0.8 * SS, r - 1.6 * SS))
    _coral(big, (cx - r * 0.16, cy - r * 0.02), r * 0.66, hi, r * 0.1)
    _coral(big, (cx + r * 0.3, cy + r * 0.12), r * 0.42, theme.mix(hi, face, 0.35), r * 0.08)
    _brain_coral(big, (cx + r * 0.36, cy + r * 0.52), r * 0.15, theme.mix(hi, face, 0.2), face)
    for k in range(7):  # sand grains
        a = k * 2.4
        pygame.draw.circle(big, theme.mix(face, (255, 255, 255), 0.3),
                           (cx + r * 0.55 * math.cos(a), cy + r * 0.5 * math.sin(a)), r * 0.035)
    if not explored:
        # Unexplored: a dashed ring just inside the rim.
        pts = hex_points(cx, cy + 0.8 * SS, r * 0.8)
        dash = theme.mix(PALETTE["foam"], face, 0.35)
        for i in range(6):
            a, b = pts[i], pts[(i + 1) % 6]
            for k in range(0, 4):
                t0, t1 = k / 4 + 0.04, k / 4 + 0.16
                pygame.draw.line(big, dash, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                                 (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), max(1, round(SS * 1.4)))
    if starting:
        pygame.draw.polygon(big, GOLD, hex_points(cx, cy + 0.4 * SS, r - 1.2 * SS), max(2, round(r * 0.09)))
    surf = pygame.transform.smoothscale(big, (w, h))
    if starting:
        _star(surf, (w / 2, (h - 3) / 2 - radius * 0.58), radius * 0.2, GOLD, PALETTE["ink"])
    return surf


@functools.lru_cache(maxsize=32)
def antler_image(size: int) -> pygame.Surface:
    """A reef antler: a cream branching horn with a dark outline, `size` pixels across."""
    size = max(8, int(size))
    big = size * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    w = big * 0.09
    trunk = [(c, big * 0.92), (c, big * 0.55)]
    _thick(surf, CREAM, trunk, w * 1.2)
    for side in (-1, 1):
        arm = [(c, big * 0.58), (c + side * big * 0.2, big * 0.38), (c + side * big * 0.3, big * 0.1)]
        _thick(surf, CREAM, arm, w)
        _thick(surf, CREAM, [(c + side * big * 0.2, big * 0.38), (c + side * big * 0.42, big * 0.3)], w * 0.85)
        _thick(surf, CREAM, [(c + side * big * 0.25, big * 0.24), (c + side * big * 0.1, big * 0.1)], w * 0.75)
    surf = _outlined(surf, PALETTE["ink"], max(2, round(big * 0.03)))
    return pygame.transform.smoothscale(surf, (size, size))


@functools.lru_cache(maxsize=64)
def token_image(creature: str, radius: int) -> pygame.Surface:
    """A Discovery token: a sand disc with the creature in ink."""
    radius = max(5, int(radius))
    d = radius * 2 + 2
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.aacircle(surf, PALETTE["ink"], (d // 2, d // 2), radius)
    pygame.draw.aacircle(surf, PALETTE["sand_hi"], (d // 2, d // 2), radius - max(1, radius // 6))
    icon = creature_icon(creature, round(radius * 1.45), PALETTE["ink"], PALETTE["sand_hi"])
    surf.blit(icon, icon.get_rect(center=(d // 2, d // 2)))
    return surf


@functools.lru_cache(maxsize=64)
def glow_image(radius: int, colour: Colour, alpha: int, ring: int = 0) -> pygame.Surface:
    """A translucent hex (filled, or a ring `ring` pixels wide) for highlights."""
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pts = hex_points(w * SS / 2, (h - 3) * SS / 2, radius * SS * 0.95)
    pygame.draw.polygon(big, (*colour, alpha), pts, ring * SS)
    return pygame.transform.smoothscale(big, (w, h))


@functools.lru_cache(maxsize=16)
def recent_ring_image(radius: int, colour_name: str) -> pygame.Surface:
    """A tile another player placed since the viewer's last turn: a thin ring in the placer's colour
    round the hex, as Blooming Sea rings such tiles, over a thinner ink line so it shows on a tile of
    that same colour (neither the sand of the hint and the tiles in play nor the coral of a refusal
    or a hovered log line)."""
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pts = hex_points(w * SS / 2, (h - 3) * SS / 2, radius * SS * 0.97)
    line = max(2, round(radius / 7))
    pygame.draw.polygon(big, (*PALETTE["ink"], 235), pts, (line + 4) * SS)
    # Lightened, so it stands apart from the tile's own fill of that colour.
    pygame.draw.polygon(big, (*theme.mix(theme.player_rgb(colour_name), PALETTE["foam"], 0.45), 255), pts, line * SS)
    return pygame.transform.smoothscale(big, (w, h))


@functools.lru_cache(maxsize=16)
def blocked_image(radius: int, colour: Colour) -> pygame.Surface:
    """The keyboard cursor on a space where the picked tile may not go: the space dimmed, a thick
    ring and a 'no' sign (a circle with a slash) in `colour`."""
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cx, cy = w * SS / 2, (h - 3) * SS / 2
    r = radius * SS * 0.95
    pygame.draw.polygon(big, (*PALETTE["abyss"], 110), hex_points(cx, cy, r))
    pygame.draw.polygon(big, (*colour, 255), hex_points(cx, cy, r), max(3, radius // 6) * SS)
    sign = r * 0.42
    line = max(2, radius // 8) * SS
    pygame.draw.circle(big, (*PALETTE["abyss"], 200), (cx, cy), sign + line)
    pygame.draw.circle(big, (*colour, 255), (cx, cy), sign, line)
    d = sign * 0.7071
    pygame.draw.line(big, (*colour, 255), (cx - d, cy - d), (cx + d, cy + d), line)
    return pygame.transform.smoothscale(big, (w, h))


@functools.lru_cache(maxsize=32)
def inner_glow_image(radius: int, colour: Colour) -> pygame.Surface:
    """A hex lit from its rim inwards: the look of a space where the held tile may go."""
    w, h = tile_size(radius)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cx, cy = w * SS / 2, (h - 3) * SS / 2
    r = radius * SS * 0.95
    pygame.draw.polygon(big, (*colour, 28), hex_points(cx, cy, r))
    steps = 7
    band = r * 0.055
    for k in range(steps):
        alpha = round(150 * (1 - k / steps) ** 1.6)
        pygame.draw.polygon(big, (*colour, alpha), hex_points(cx, cy, r - k * band), max(1, round(band)))
    pygame.draw.polygon(big, (*colour, 235), hex_points(cx, cy, r), max(2, round(SS * 1.6)))
    return pygame.transform.smoothscale(big, (w, h))


@functools.lru_cache(maxsize=16)
def new_mark_image(size: int) -> pygame.Surface:
    """The rack's mark on a tile drawn at the end of the player's last turn: a sand chevron `size`
    pixels across pointing down at the tile, outlined in ink so it reads on every seat's colour and
    on the tray. A stroke no seat's glyph has (those are a filled circle, diamond, triangle, square,
    star or cross, or a ring): a foam dot, as it was, is Blue's own glyph."""
    size = max(6, int(size))
    big = size * SS
    width = big * 0.3  # the stroke
    pad = round(width)
    surf = pygame.Surface((big + 2 * pad, big + 2 * pad), pygame.SRCALPHA)
    c = big / 2 + pad
    reach, spread = big * 0.22, big * 0.34
    points = [(c - spread, c - reach), (c, c + reach), (c + spread, c - reach)]
    for colour, w in ((PALETTE["ink"], width + 2.4 * SS), (PALETTE["sand"], width)):
        _thick(surf, colour, points, w)
    return pygame.transform.smoothscale(surf, (round(surf.get_width() / SS), round(surf.get_height() / SS)))


@functools.lru_cache(maxsize=16)
def halo_image(radius: int, colour: Colour) -> pygame.Surface:
    """A soft glow spreading past a tile's rim: what a picked tile is lifted in (as Sea Scroll's
    picked card and Blooming Sea's picked tile glow). Centred like tile_image, a margin bigger."""
    w, h = tile_size(radius)
    pad = max(8, round(radius * 0.7))
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.polygon(surf, (*colour, 255), hex_points(surf.get_width() / 2, (h - 3) / 2 + pad, radius * 1.3))
    return pygame.transform.gaussian_blur(surf, max(2, pad // 3))
