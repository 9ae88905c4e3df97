"""The nine fish of Sea Scroll, drawn in code.

Each fish faces left and is drawn into a box given in (supersampled) pixels;
the card renderer draws at SS times the final size and smoothscales down, which
antialiases every polygon and ellipse. Silhouettes and patterns differ per
species (spines, filament, veil, crescent tail, bands, eyespot...), so a card
reads without colour; the number on the card says it too.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

Colour = tuple[int, int, int]
INK: Colour = (22, 30, 44)
WHITE: Colour = (250, 250, 244)

# Species value -> (main hue, accent hue) used by the card frame and banner.
SPECIES_COLOURS: dict[int, tuple[Colour, Colour]] = {
    4: ((38, 92, 196), (250, 204, 40)),  # Regal Tang: royal blue, yellow tail
    5: ((168, 56, 48), (244, 226, 200)),  # Lionfish: maroon and cream stripes
    6: ((40, 40, 44), (244, 206, 50)),  # Moorish Idol: black, white, yellow
    7: ((246, 196, 34), (34, 34, 40)),  # Butterflyfish: yellow with a black band
    8: ((36, 120, 170), (242, 132, 40)),  # Mandarin Fish: blue with orange squiggles
    9: ((30, 160, 140), (236, 110, 160)),  # Parrotfish: teal and pink
    10: ((196, 30, 64), (92, 80, 200)),  # Betta Fish: crimson veil, violet sheen
    11: ((238, 128, 36), (80, 130, 210)),  # Royal Angelfish: orange with blue bars
    12: ((244, 110, 24), (250, 250, 244)),  # Clown Fish: orange with white bands
}


class Pen:
    """Draws in a box's unit coordinates: (0, 0) top-left, (1, 1) bottom-right."""

    def __init__(self, surface: pygame.Surface, box: pygame.Rect, outline: float):
        self.s = surface
        self.box = box
        self.w = max(1, round(outline))

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.box.left + x * self.box.width, self.box.top + y * self.box.height)

    def pts(self, points) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]

    def poly(self, points, fill: Colour | None, outline: bool = True, target: pygame.Surface | None = None):
        surf = target or self.s
        pts = self.pts(points)
        if fill is not None:
            pygame.draw.polygon(surf, fill, pts)
        if outline:
            pygame.draw.polygon(surf, INK, pts, self.w)

    def ellipse(self, cx, cy, rx, ry, fill: Colour | None, outline: bool = True, target=None, width: int = 0):
        surf = target or self.s
        x0, y0 = self.p(cx - rx, cy - ry)
        x1, y1 = self.p(cx + rx, cy + ry)
        rect = pygame.Rect(round(x0), round(y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))
        if fill is not None:
            pygame.draw.ellipse(surf, fill, rect, width)
        if outline:
            pygame.draw.ellipse(surf, INK, rect, self.w)

    def line(self, a, b, colour: Colour = INK, width: float = 1.0, target=None):
        surf = target or self.s
        pygame.draw.line(surf, colour, self.p(*a), self.p(*b), max(1, round(self.w * width)))

    def curve(self, points, colour: Colour = INK, width: float = 1.0, target=None):
        surf = target or self.s
        pts = self.pts(points)
        wpx = max(1, round(self.w * width))
        pygame.draw.lines(surf, colour, False, pts, wpx)
        for pt in pts:  # round joints
            pygame.draw.circle(surf, colour, pt, wpx / 2)

    def eye(self, x, y, r=0.035):
        self.ellipse(x, y, r, r * self.box.width / self.box.height, WHITE)
        self.ellipse(x - r * 0.15, y, r * 0.55, r * 0.55 * self.box.width / self.box.height, INK, outline=False)

    def clipped(self, shape: list[tuple[float, float]], paint: Callable[[pygame.Surface], None]) -> None:
        """Paint a pattern (bands, squiggles) only inside `shape`."""
        layer = pygame.Surface(self.s.get_size(), pygame.SRCALPHA)
        paint(layer)
        mask = pygame.Surface(self.s.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), self.pts(shape))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.s.blit(layer, (0, 0))


def oval(cx: float, cy: float, rx: float, ry: float, n: int = 40, nose: float = 0.0,
         back: float = 0.0) -> list[tuple[float, float]]:
    """A fish body: an ellipse, pointier at the nose (left) by `nose`, tapering at the back by `back`."""
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        x, y = math.cos(a), math.sin(a)
        if x < 0:
            y *= 1 - nose * (-x) ** 3
        else:
            y *= 1 - back * x ** 2
        pts.append((cx + rx * x, cy + ry * y))
    return pts


def fan(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 16, squash: float = 1.0):
    """A fin: a wedge from (cx, cy) between angles a0..a1 (degrees, 0 = right, 90 = down)."""
    pts = [(cx, cy)]
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a) * squash))
    return pts


def _stripes(pen: Pen, xs, colour: Colour, width: float, slant: float = 0.0, edge: Colour | None = None):
    def paint(layer):
        for x in xs:
            if edge is not None:
                pen.poly([(x - width * 0.5 - 0.018 + slant, 0), (x + width * 0.5 + 0.018 + slant, 0),
                          (x + width * 0.5 + 0.018 - slant, 1), (x - width * 0.5 - 0.018 - slant, 1)],
                         edge, outline=False, target=layer)
            pen.poly([(x - width * 0.5 + slant, 0), (x + width * 0.5 + slant, 0), (x + width * 0.5 - slant, 1),
                      (x - width * 0.5 - slant, 1)], colour, outline=False, target=layer)
    return paint


# -- the fish ------------------------------------------------------------------


def regal_tang(pen: Pen) -> None:
    blue, yellow = SPECIES_COLOURS[4]
    pen.poly([(0.70, 0.50), (0.92, 0.28), (0.86, 0.50), (0.92, 0.72)], yellow)  # forked tail
    pen.poly([(0.25, 0.34), (0.40, 0.22), (0.62, 0.25), (0.74, 0.44)], blue)  # dorsal fin
    pen.poly([(0.30, 0.66), (0.48, 0.78), (0.64, 0.74), (0.74, 0.56)], blue)
    body = oval(0.45, 0.5, 0.31, 0.22, nose=0.35, back=0.45)
    pen.poly(body, blue, outline=False)

    def palette(layer):  # the black "painter's palette" swirl
        pts = [(0.30, 0.40), (0.45, 0.34), (0.62, 0.36), (0.78, 0.47), (0.66, 0.56), (0.56, 0.48), (0.46, 0.46),
               (0.40, 0.55), (0.50, 0.62), (0.36, 0.62), (0.28, 0.52)]
        pen.poly(pts, INK, outline=False, target=layer)

    pen.clipped(body, palette)
    pen.poly(body, None)
    pen.ellipse(0.40, 0.60, 0.09, 0.05, yellow)  # pectoral fin
    pen.eye(0.22, 0.44, 0.04)


def lionfish(pen: Pen) -> None:
    maroon, cream = SPECIES_COLOURS[5]
    # Venomous spines: long thin rays fanning up from the back.
    for i in range(8):
        x = 0.28 + i * 0.055
        top = 0.08 + abs(i - 2.5) * 0.025
        pen.poly([(x - 0.012, 0.42), (x + 0.025 + i * 0.006, top), (x + 0.022, 0.42)], cream)
        pen.line((x + 0.005, 0.40), (x + 0.023 + i * 0.006, top + 0.04), maroon, 1.0)
    # Big feathery pectoral fans below.
    for k, (cx, a0, a1) in enumerate(((0.36, 60, 150), (0.44, 40, 120))):
        pts = fan(cx, 0.60, 0.30 - k * 0.05, a0, a1, 14, squash=1.2)
        pen.poly(pts, cream)
        for j in range(1, 7):
            a = math.radians(a0 + (a1 - a0) * j / 7)
            pen.line((cx, 0.60), (cx + 0.27 * math.cos(a), 0.60 + 0.32 * math.sin(a)), maroon, 0.8)
    pen.poly(fan(0.72, 0.52, 0.18, -40, 40, 12), cream)  # rounded tail
    body = oval(0.46, 0.52, 0.30, 0.14, nose=0.2, back=0.5)
    pen.poly(body, cream, outline=False)
    pen.clipped(body, _stripes(pen, [0.22 + i * 0.08 for i in range(8)], maroon, 0.038, slant=0.02))
    pen.poly(body, None)
    pen.eye(0.24, 0.48, 0.03)
    pen.line((0.20, 0.44), (0.16, 0.36), INK, 1.0)  # the brow tentacle


def moorish_idol(pen: Pen) -> None:
    black, yellow = SPECIES_COLOURS[6]
    # The long trailing filament of the dorsal fin.
    pen.poly([(0.40, 0.30), (0.52, 0.14), (0.70, 0.08), (0.92, 0.10), (0.70, 0.13), (0.55, 0.22), (0.50, 0.30)],
             WHITE)
    pen.poly([(0.70, 0.55), (0.82, 0.44), (0.84, 0.66)], black)  # small tail
    body = [(0.10, 0.58), (0.22, 0.52), (0.34, 0.24), (0.50, 0.26), (0.66, 0.42), (0.72, 0.55), (0.64, 0.70),
            (0.46, 0.88), (0.34, 0.84), (0.22, 0.64), (0.10, 0.62)]
    pen.poly(body, WHITE, outline=False)
    pen.clipped(body, _stripes(pen, [0.30, 0.55], black, 0.11))
    pen.clipped(body, _stripes(pen, [0.67], yellow, 0.06))
    pen.poly(body, None)
    pen.poly([(0.10, 0.58), (0.16, 0.56), (0.16, 0.63), (0.10, 0.62)], (240, 150, 40))  # orange snout
    pen.eye(0.24, 0.52, 0.03)


def butterflyfish(pen: Pen) -> None:
    yellow, black = SPECIES_COLOURS[7]
    pen.poly(fan(0.70, 0.52, 0.14, -35, 35, 10), yellow)
    body = oval(0.46, 0.52, 0.27, 0.30, nose=0.55, back=0.25)
    pen.poly(body, yellow, outline=False)

    def pattern(layer):
        for i in range(6):  # fine chevron lines
            x = 0.34 + i * 0.07
            pen.curve([(x, 0.25), (x + 0.05, 0.52), (x, 0.80)], (200, 140, 20), 0.8, target=layer)
        pen.poly([(0.25, 0.2), (0.33, 0.2), (0.33, 0.85), (0.25, 0.85)], black, outline=False, target=layer)

    pen.clipped(body, pattern)
    pen.poly(body, None)
    pen.ellipse(0.60, 0.36, 0.06, 0.07, black)  # the false eye near the tail
    pen.ellipse(0.60, 0.36, 0.025, 0.03, WHITE, outline=False)
    pen.poly([(0.19, 0.50), (0.12, 0.53), (0.19, 0.56)], yellow)  # pointed snout
    pen.eye(0.29, 0.48, 0.028)


def mandarin_fish(pen: Pen) -> None:
    blue, orange = SPECIES_COLOURS[8]
    pen.poly(fan(0.40, 0.40, 0.16, 190, 300, 12, squash=1.3), orange)  # sail dorsal fins
    pen.poly(fan(0.58, 0.42, 0.16, 220, 320, 12, squash=1.2), blue)
    pen.poly(fan(0.75, 0.55, 0.17, -50, 50, 12), orange)  # rounded tail
    body = oval(0.46, 0.55, 0.32, 0.15, nose=0.0, back=0.4)
    pen.poly(body, blue, outline=False)

    def squiggles(layer):
        for row in range(3):
            y = 0.46 + row * 0.07
            pts = [(0.10 + i * 0.02, y + 0.025 * math.sin(i * 1.3 + row)) for i in range(40)]
            pen.curve(pts, orange, 1.6, target=layer)

    pen.clipped(body, squiggles)
    pen.poly(body, None)
    pen.poly(fan(0.36, 0.62, 0.11, 60, 160, 10), (80, 190, 120))  # round pectoral fin
    pen.eye(0.22, 0.50, 0.04)


def parrotfish(pen: Pen) -> None:
    teal, pink = SPECIES_COLOURS[9]
    # Crescent (lunate) tail with long tips.
    pen.poly([(0.72, 0.50), (0.93, 0.24), (0.86, 0.42), (0.86, 0.58), (0.93, 0.76)], pink)
    pen.poly([(0.30, 0.34), (0.50, 0.28), (0.72, 0.40)], pink)
    body = oval(0.46, 0.52, 0.31, 0.20, nose=0.05, back=0.55)
    pen.poly(body, teal, outline=False)

    def scales(layer):
        for row in range(5):
            for col in range(9):
                x = 0.26 + col * 0.06 + (row % 2) * 0.03
                y = 0.38 + row * 0.06
                pen.curve([(x - 0.025, y - 0.02), (x, y + 0.015), (x + 0.025, y - 0.02)], (20, 110, 100), 0.8,
                          target=layer)

    pen.clipped(body, scales)
    pen.poly(body, None)
    pen.poly([(0.16, 0.48), (0.09, 0.53), (0.16, 0.60)], (248, 236, 200))  # the beak
    pen.line((0.09, 0.53), (0.15, 0.54), INK, 0.8)
    pen.ellipse(0.40, 0.60, 0.07, 0.04, pink)
    pen.eye(0.24, 0.45, 0.035)


def betta_fish(pen: Pen) -> None:
    red, violet = SPECIES_COLOURS[10]
    # The flowing veil: huge tail, dorsal and anal fins, longer than the body.
    tail = [(0.50, 0.48), (0.66, 0.16), (0.86, 0.10), (0.97, 0.30), (0.90, 0.52), (0.98, 0.78), (0.82, 0.94),
            (0.62, 0.86), (0.50, 0.56)]
    pen.poly(tail, violet)
    for k in range(7):
        a = -70 + k * 23
        pen.line((0.55, 0.52), (0.55 + 0.38 * math.cos(math.radians(a)), 0.52 + 0.40 * math.sin(math.radians(a))),
                 red, 0.8)
    pen.poly([(0.36, 0.58), (0.50, 0.62), (0.60, 0.92), (0.42, 0.84), (0.30, 0.70)], red)  # anal fin
    pen.poly([(0.36, 0.40), (0.48, 0.22), (0.62, 0.26), (0.56, 0.42)], red)  # dorsal fin
    body = oval(0.36, 0.50, 0.20, 0.10, nose=0.2, back=0.3)
    pen.poly(body, red)
    pen.eye(0.22, 0.48, 0.028)


def royal_angelfish(pen: Pen) -> None:
    orange, blue = SPECIES_COLOURS[11]
    pen.poly(fan(0.74, 0.52, 0.14, -40, 40, 10), (250, 214, 60))  # yellow tail
    # Soft dorsal and anal fins sweep back to points.
    body = [(0.14, 0.50), (0.24, 0.34), (0.40, 0.24), (0.58, 0.24), (0.80, 0.18), (0.70, 0.40), (0.72, 0.52),
            (0.70, 0.64), (0.80, 0.86), (0.58, 0.80), (0.40, 0.80), (0.24, 0.68)]
    pen.poly(body, orange, outline=False)
    pen.clipped(body, _stripes(pen, [0.30 + i * 0.1 for i in range(5)], WHITE, 0.035, slant=0.06, edge=blue))
    pen.poly(body, None)
    pen.eye(0.24, 0.48, 0.032)


def clown_fish(pen: Pen) -> None:
    orange, white = SPECIES_COLOURS[12]
    pen.poly(fan(0.40, 0.38, 0.15, 200, 330, 12, squash=0.9), orange)
    pen.poly(fan(0.74, 0.52, 0.15, -45, 45, 12), orange)
    pen.poly(fan(0.44, 0.64, 0.11, 40, 140, 10), orange)
    body = oval(0.44, 0.52, 0.31, 0.19, nose=0.1, back=0.3)
    pen.poly(body, orange, outline=False)
    pen.clipped(body, _stripes(pen, [0.28, 0.47, 0.68], white, 0.07, edge=INK))
    pen.poly(body, None)
    pen.eye(0.21, 0.46, 0.038)


DRAWERS: dict[int, Callable[[Pen], None]] = {
    4: regal_tang,
    5: lionfish,
    6: moorish_idol,
    7: butterflyfish,
    8: mandarin_fish,
    9: parrotfish,
    10: betta_fish,
    11: royal_angelfish,
    12: clown_fish,
}


def draw_fish(surface: pygame.Surface, species: int, box: pygame.Rect, outline: float) -> None:
    """Draw `species` filling `box` (outline width in the surface's pixels)."""
    DRAWERS[species](Pen(surface, box, outline))
