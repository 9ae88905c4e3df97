"""Board sides as data: readable text maps loaded from board_<side>.txt.

A `BoardSide` is the whole printed side; a `Layout` is the play area of one
game (the regions in play), with cells numbered 0..n-1 and neighbour lists
cached, because the rules engine asks about neighbours constantly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

from seaboard.engine.grids import Hex, hex_components, hex_neighbors, offset_to_axial

REGION_NAMES: dict[str, str] = {"g": "Green", "y": "Yellow", "b": "Blue", "r": "Red"}
REGION_ORDER: tuple[str, ...] = ("Green", "Yellow", "Blue", "Red")
SIDES: tuple[str, ...] = ("front", "back")
ROCK = "#"
OUTSIDE = "."


@dataclass(frozen=True)
class BoardSide:
    """One printed side: play spaces by region, reef spaces and rock spaces."""

    side: str
    name: str
    regions: dict[Hex, str]  # every play space (reef spaces included) -> region name
    reef_spaces: tuple[Hex, ...]
    rocks: tuple[Hex, ...]

    def region_cells(self, region: str) -> list[Hex]:
        return [h for h, r in self.regions.items() if r == region]

    def region_edges(self) -> dict[frozenset[str], int]:
        """Shared hex edges between each pair of touching regions."""
        edges: dict[frozenset[str], int] = {}
        for h, region in self.regions.items():
            for n in hex_neighbors(h):
                other = self.regions.get(n)
                if other is not None and other != region and h < n:
                    key = frozenset((region, other))
                    edges[key] = edges.get(key, 0) + 1
        return edges

    def regions_connected(self, regions: tuple[str, ...]) -> bool:
        cells = [h for h, r in self.regions.items() if r in regions]
        return len(hex_components(cells)) == 1


def parse_board(text: str) -> BoardSide:
    """Read a board text file: `key: value` header lines, then `map:` and rows."""
    header: dict[str, str] = {}
    rows: list[str] | None = None
    for line in text.splitlines():
        if rows is not None:
            if line.strip():
                rows.append(line.rstrip())
            continue
        if not line.strip() or line.startswith("#"):
            continue
        key, _, value = line.partition(":")
        if key.strip() == "map":
            rows = []
        else:
            header[key.strip()] = value.strip()
    if not rows or "name" not in header or "side" not in header:
        raise ValueError("a board file needs name:, side: and map: sections")
    regions: dict[Hex, str] = {}
    reefs: list[Hex] = []
    rocks: list[Hex] = []
    for row, line in enumerate(rows):
        for col, ch in enumerate(line):
            if ch == OUTSIDE:
                continue
            h = offset_to_axial(col, row)
            if ch == ROCK:
                rocks.append(h)
            elif ch.lower() in REGION_NAMES:
                regions[h] = REGION_NAMES[ch.lower()]
                if ch.isupper():
                    reefs.append(h)
            else:
                raise ValueError(f"unknown map character {ch!r} at row {row}, column {col}")
    return BoardSide(header["side"], header["name"], regions, tuple(reefs), tuple(rocks))


@cache
def board_side(side: str) -> BoardSide:
    if side not in SIDES:
        raise ValueError(f"unknown board side {side!r}")
    text = resources.files("seaboard.engine.seagrass").joinpath(f"board_{side}.txt").read_text("utf-8")
    return parse_board(text)


@cache
def regions_connected(side: str, regions: tuple[str, ...]) -> bool:
    """BoardSide.regions_connected, remembered: every new game (and every copy a
    bot makes) checks its options, and the walk over the board is slow."""
    return board_side(side).regions_connected(regions)


def region_choices(players: int) -> tuple[str, ...]:
    """Legal region sets for a player count, on both sides ('Green+Yellow'...).

    Both sides join the same pairs of regions (the back is designed so), so
    the choices do not depend on the side; check_options re-checks anyway.
    """
    from itertools import combinations

    choices = []
    for combo in combinations(REGION_ORDER, players):
        if all(regions_connected(s, combo) for s in SIDES):
            choices.append("+".join(combo))
    return tuple(choices)


def parse_regions(choice: str) -> tuple[str, ...]:
    return tuple(choice.split("+"))


@dataclass(frozen=True)
class Layout:
    """The play area of one game: the cells of the regions in play."""

    side: str
    name: str
    regions_in_play: tuple[str, ...]
    cells: tuple[Hex, ...]  # index -> hex
    index: dict[Hex, int]  # hex -> index
    neighbors: tuple[tuple[int, ...], ...]  # in-play neighbours only
    region_of: tuple[str, ...]
    reef_spaces: tuple[int, ...]  # cell indices, board order
    rocks: tuple[Hex, ...]  # rock spaces shown with this play area


@cache
def layout(side: str, regions: tuple[str, ...]) -> Layout:
    board = board_side(side)
    cells = tuple(sorted(h for h, r in board.regions.items() if r in regions))
    index = {h: i for i, h in enumerate(cells)}
    neighbors = tuple(tuple(index[n] for n in hex_neighbors(h) if n in index) for h in cells)
    in_play = set(cells)
    rocks = tuple(r for r in board.rocks if any(n in in_play for n in hex_neighbors(r)))
    return Layout(
        side=side,
        name=board.name,
        regions_in_play=regions,
        cells=cells,
        index=index,
        neighbors=neighbors,
        region_of=tuple(board.regions[h] for h in cells),
        reef_spaces=tuple(index[h] for h in board.reef_spaces if h in index),
        rocks=rocks,
    )
