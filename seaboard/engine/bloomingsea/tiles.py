"""The 48 coral tiles of our edition (COMPONENTS.md, Blooming Sea: Tiles).

Each tile covers three orthogonally connected squares and shows two corals of
a colour X and one of another colour Y. For each of the 12 ordered pairs
(X, Y) there are four tiles: straight with Y at an end, straight with Y in the
middle, bent with Y at the corner, bent with Y at an end. Tiles turn in
quarter turns and are never flipped (their backs are blank).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from seaboard.engine.grids import Square, rotate_cw

COLORS: tuple[str, ...] = ("yellow", "purple", "green", "orange")
COLOR_INDEX = {name: i for i, name in enumerate(COLORS)}

STRAIGHT = "straight"
BENT = "bent"

# Base cells in a fixed order; the colours of a tile follow the same order.
# Straight: end, middle, end. Bent: end, corner, end.
SHAPE_CELLS: dict[str, tuple[Square, ...]] = {
    STRAIGHT: ((0, 0), (1, 0), (2, 0)),
    BENT: ((0, 0), (0, 1), (1, 1)),
}


@dataclass(frozen=True)
class Tile:
    """One tile: `colors[i]` (colour index into COLORS) sits on `cells[i]`."""

    id: int
    shape: str  # "straight" or "bent"
    odd_place: str  # where the Y coral sits: "end", "middle" or "corner"
    cells: tuple[Square, ...]
    colors: tuple[int, ...]

    def color_names(self) -> tuple[str, ...]:
        return tuple(COLORS[c] for c in self.colors)

    def rotated(self, rotation: int) -> tuple[Square, ...]:
        """Cells after `rotation` quarter turns clockwise, smallest x and y at 0."""
        return oriented_cells(self.shape, rotation)

    def cells_at(self, rotation: int, x: int, y: int) -> tuple[tuple[Square, str], ...]:
        """The squares and coral colours the move Place(rotation, x, y) would lay."""
        return tuple(
            ((x + dx, y + dy), COLORS[c]) for (dx, dy), c in zip(oriented_cells(self.shape, rotation), self.colors)
        )


def _build_tiles() -> tuple[Tile, ...]:
    tiles = []
    for x in range(len(COLORS)):
        for y in range(len(COLORS)):
            if x == y:
                continue
            for shape, odd_place, colors in (
                (STRAIGHT, "end", (x, x, y)),
                (STRAIGHT, "middle", (x, y, x)),
                (BENT, "corner", (x, y, x)),
                (BENT, "end", (y, x, x)),
            ):
                tiles.append(Tile(len(tiles), shape, odd_place, SHAPE_CELLS[shape], colors))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _build_tiles()


@cache
def oriented_cells(shape: str, rotation: int) -> tuple[Square, ...]:
    """The cells of `shape` turned `rotation` quarter turns clockwise (order kept)."""
    return rotate_cw(SHAPE_CELLS[shape], rotation % 4)


def describe_tile(tile: Tile) -> str:
    names = tile.color_names()
    return f"{tile.shape} tile {'-'.join(names)}"
