"""The two board sides, read from the text maps beside this module.

A map is a rectangle of characters: `o` an open square, `F` a numbered
square (a fish token starts there), `.` no square (outside or a cut-out).
Cells are (x, y) with y growing down; internally a square is the index
`y * width + x`. Everything a placement needs is precomputed once per side:
every footprint (three open squares a tile in some rotation could cover),
grouped by the footprint's shape so a bytearray slice tells which are free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from seaboard.engine.bloomingsea.tiles import BENT, STRAIGHT, oriented_cells
from seaboard.engine.grids import Square, square_neighbors

SIDES = ("A", "B")
OPEN, NUMBERED, NONE = "o", "F", "."


@dataclass(frozen=True, eq=False)
class Board:
    """One side of the board: geometry plus precomputed footprints (read only).

    Public fields for renderers: `side`, `name`, `value` (points of a numbered
    square), `width`, `height`, `squares` (every (x, y) on the board, numbered
    ones included), `numbered` (the numbered squares in reading order).
    """

    side: str
    name: str
    value: int
    width: int
    height: int
    squares: frozenset[Square]
    numbered: tuple[Square, ...]
    # -- precomputed, by square index --
    on_board: bytes = field(repr=False)
    open_square: bytes = field(repr=False)
    neighbors: tuple[tuple[int, ...], ...] = field(repr=False)  # on-board orthogonal neighbours
    open_neighbors: tuple[tuple[int, ...], ...] = field(repr=False)
    numbered_near: tuple[tuple[int, ...], ...] = field(repr=False)  # numbered squares next to a square
    # -- footprints: ids grouped by shape pattern, pattern p owns ids [starts[p], starts[p+1]) --
    patterns: tuple[frozenset[Square], ...] = field(repr=False)
    pattern_of: dict[tuple[str, int], int] = field(repr=False)  # (shape, rotation) -> pattern
    starts: tuple[int, ...] = field(repr=False)
    fp_cells: tuple[tuple[int, ...], ...] = field(repr=False)
    fp_anchor: tuple[Square, ...] = field(repr=False)
    fp_pattern: tuple[int, ...] = field(repr=False)
    fp_by_cell: tuple[tuple[int, ...], ...] = field(repr=False)
    fp_lookup: dict[tuple[int, int, int], int] = field(repr=False)  # (pattern, x, y) -> id
    patterns_of_shape: dict[str, tuple[int, ...]] = field(repr=False)
    xy: tuple[Square, ...] = field(repr=False)  # square index -> (x, y)

    def index(self, x: int, y: int) -> int:
        return y * self.width + x

    def cell(self, index: int) -> Square:
        return index % self.width, index // self.width

    def contains(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height and bool(self.on_board[y * self.width + x])

    def is_numbered(self, x: int, y: int) -> bool:
        return self.contains(x, y) and not self.open_square[y * self.width + x]

    def pattern_range(self, pattern: int) -> tuple[int, int]:
        return self.starts[pattern], self.starts[pattern + 1]

    def shape_patterns(self, shape: str) -> tuple[int, ...]:
        """The footprint patterns a tile of `shape` can take (2 straight, 4 bent)."""
        return self.patterns_of_shape[shape]


def parse_board(side: str, text: str) -> Board:
    """Build a Board from map text (see the module docstring for the format)."""
    name, value, rows = "", 0, []
    for line in text.splitlines():
        line = line.rstrip()
        if not line or line.startswith("#"):
            continue
        if ":" in line:
            key, _, val = line.partition(":")
            if key.strip() == "name":
                name = val.strip()
            elif key.strip() == "value":
                value = int(val)
            else:
                raise ValueError(f"unknown board header {key!r}")
            continue
        if set(line) - {OPEN, NUMBERED, NONE}:
            raise ValueError(f"board row {line!r} has characters other than o F .")
        rows.append(line)
    width, height = max(len(r) for r in rows), len(rows)
    rows = [r.ljust(width, NONE) for r in rows]
    squares = frozenset((x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c != NONE)
    numbered = tuple((x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c == NUMBERED)
    size = width * height
    on_board = bytearray(size)
    open_square = bytearray(size)
    for x, y in squares:
        on_board[y * width + x] = 1
        open_square[y * width + x] = int((x, y) not in numbered)

    def idx(s: Square) -> int:
        return s[1] * width + s[0]

    neighbors, open_neighbors, numbered_near = [], [], []
    for i in range(size):
        here = (i % width, i // width)
        near = [idx(n) for n in square_neighbors(here) if n in squares] if here in squares else []
        neighbors.append(tuple(near))
        open_neighbors.append(tuple(n for n in near if open_square[n]))
        numbered_near.append(tuple(n for n in near if not open_square[n]))

    patterns: list[frozenset[Square]] = []
    pattern_of: dict[tuple[str, int], int] = {}
    for shape in (STRAIGHT, BENT):
        for rotation in range(4):
            key = frozenset(oriented_cells(shape, rotation))
            if key not in patterns:
                patterns.append(key)
            pattern_of[(shape, rotation)] = patterns.index(key)

    starts, fp_cells, fp_anchor, fp_pattern, fp_lookup = [], [], [], [], {}
    for p, pattern in enumerate(patterns):
        starts.append(len(fp_cells))
        for y in range(height):
            for x in range(width):
                cells = [(x + dx, y + dy) for dx, dy in sorted(pattern, key=lambda c: (c[1], c[0]))]
                if all(c in squares and c not in numbered for c in cells):
                    fp_lookup[(p, x, y)] = len(fp_cells)
                    fp_cells.append(tuple(idx(c) for c in cells))
                    fp_anchor.append((x, y))
                    fp_pattern.append(p)
    starts.append(len(fp_cells))
    by_cell: list[list[int]] = [[] for _ in range(size)]
    for f, cells in enumerate(fp_cells):
        for c in cells:
            by_cell[c].append(f)
    return Board(
        side=side,
        name=name,
        value=value,
        width=width,
        height=height,
        squares=squares,
        numbered=numbered,
        on_board=bytes(on_board),
        open_square=bytes(open_square),
        neighbors=tuple(neighbors),
        open_neighbors=tuple(open_neighbors),
        numbered_near=tuple(numbered_near),
        patterns=tuple(patterns),
        pattern_of=pattern_of,
        starts=tuple(starts),
        fp_cells=tuple(fp_cells),
        fp_anchor=tuple(fp_anchor),
        fp_pattern=tuple(fp_pattern),
        fp_by_cell=tuple(tuple(f) for f in by_cell),
        fp_lookup=fp_lookup,
        patterns_of_shape={
            shape: tuple(sorted({pattern_of[(shape, r)] for r in range(4)})) for shape in (STRAIGHT, BENT)
        },
        xy=tuple((i % width, i // width) for i in range(size)),
    )


def board_text(side: str) -> str:
    name = f"board_side_{side.lower()}.txt"
    return resources.files("seaboard.engine.bloomingsea").joinpath(name).read_text(encoding="utf-8")


@cache
def load_board(side: str) -> Board:
    """The board for side "A" or "B" (read once, then shared: it never changes)."""
    if side not in SIDES:
        raise ValueError(f"there is no board side {side!r}; choose A or B")
    return parse_board(side, board_text(side))
