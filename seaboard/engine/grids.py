"""Hex and square grid geometry shared by the engines and the renderers.

Hexes are flat-topped, in axial coordinates (q, r). Boards in the rulebooks'
components are drawn as offset columns where ODD columns sit half a hex
lower; `offset_to_axial` converts. Squares are (x, y) with y growing down.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

Hex = tuple[int, int]
Square = tuple[int, int]

SQRT3 = math.sqrt(3.0)

# Flat-top axial directions, clockwise from "north-east".
HEX_DIRECTIONS: tuple[Hex, ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
SQUARE_DIRECTIONS: tuple[Square, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))


# -- hex ----------------------------------------------------------------------


def offset_to_axial(col: int, row: int) -> Hex:
    """Odd-q offset (odd columns shoved down) to axial."""
    return col, row - (col - (col & 1)) // 2


def axial_to_offset(q: int, r: int) -> tuple[int, int]:
    return q, r + (q - (q & 1)) // 2


def hex_neighbors(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS]


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_round(fq: float, fr: float) -> Hex:
    """Round fractional axial coordinates to the hex that contains them."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def hex_to_pixel(h: Hex, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """Centre of hex `h`; `size` is the centre-to-corner radius."""
    q, r = h
    return origin[0] + size * 1.5 * q, origin[1] + size * SQRT3 * (r + q / 2.0)


def pixel_to_hex(x: float, y: float, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Hex:
    px, py = (x - origin[0]) / size, (y - origin[1]) / size
    fq = px * 2.0 / 3.0
    fr = -px / 3.0 + py * SQRT3 / 3.0
    return hex_round(fq, fr)


def hex_corners(h: Hex, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> list[tuple[float, float]]:
    cx, cy = hex_to_pixel(h, size, origin)
    return [
        (cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
        for i in range(6)
    ]


def hex_edge_corners(direction: int) -> tuple[int, int]:
    """Indices into `hex_corners` of the edge shared with neighbour `direction`."""
    # Corner i sits at angle 60*i (y down); the edge between corners i and i+1
    # faces angle 60*i + 30. Direction d of HEX_DIRECTIONS faces -30 + 60*d.
    first = (direction - 1) % 6
    return first, (first + 1) % 6


def hex_components(cells: Iterable[Hex]) -> list[set[Hex]]:
    """Connected groups of the given hexes."""
    return _components(set(cells), hex_neighbors)


# -- square -------------------------------------------------------------------


def square_neighbors(s: Square) -> list[Square]:
    x, y = s
    return [(x + dx, y + dy) for dx, dy in SQUARE_DIRECTIONS]


def square_components(cells: Iterable[Square]) -> list[set[Square]]:
    return _components(set(cells), square_neighbors)


def normalize(shape: Iterable[Square]) -> tuple[Square, ...]:
    """Translate a shape so its smallest x and y are 0; keep the given order."""
    cells = list(shape)
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple((x - mx, y - my) for x, y in cells)


def rotate_cw(shape: Iterable[Square], turns: int = 1) -> tuple[Square, ...]:
    """Rotate a shape by `turns` quarter turns clockwise (y down), then normalize.

    The order of cells is kept, so a cell's contents travel with it.
    """
    cells = list(shape)
    for _ in range(turns % 4):
        cells = [(-y, x) for x, y in cells]
    return normalize(cells)


def rotations(shape: Iterable[Square]) -> list[tuple[Square, ...]]:
    """The distinct rotations (as sets of cells) of a shape, 0-3 quarter turns."""
    seen: set[frozenset[Square]] = set()
    result = []
    for turns in range(4):
        rotated = rotate_cw(shape, turns)
        key = frozenset(rotated)
        if key not in seen:
            seen.add(key)
            result.append(rotated)
    return result


# -- shared -------------------------------------------------------------------


def _components(cells: set, neighbors) -> list[set]:
    groups = []
    todo = set(cells)
    while todo:
        start = todo.pop()
        group = {start}
        stack = [start]
        while stack:
            for n in neighbors(stack.pop()):
                if n in todo:
                    todo.remove(n)
                    group.add(n)
                    stack.append(n)
        groups.append(group)
    return groups
