"""The 48 tiles of COMPONENTS.md and how they turn."""

from collections import Counter
from itertools import permutations

from seaboard.engine.bloomingsea.tiles import BENT, COLORS, STRAIGHT, TILES, oriented_cells
from seaboard.engine.grids import square_components


def test_there_are_48_tiles_24_straight_and_24_bent():
    assert len(TILES) == 48
    assert [t.id for t in TILES] == list(range(48))
    shapes = Counter(t.shape for t in TILES)
    assert shapes == {STRAIGHT: 24, BENT: 24}


def test_each_ordered_colour_pair_has_its_four_tiles():
    for x, y in permutations(range(4), 2):
        tiles = [t for t in TILES if sorted(t.colors) == sorted((x, x, y)) and t.colors.count(x) == 2]
        kinds = {(t.shape, t.odd_place) for t in tiles}
        assert kinds == {(STRAIGHT, "end"), (STRAIGHT, "middle"), (BENT, "corner"), (BENT, "end")}
        for t in tiles:
            odd = t.colors.index(y)
            if t.shape == STRAIGHT:
                assert odd == (1 if t.odd_place == "middle" else 2) or (t.odd_place == "end" and odd == 0)
            else:
                assert odd == (1 if t.odd_place == "corner" else 0)  # the corner is cell 1


def test_there_are_36_corals_of_each_colour():
    corals = Counter(c for t in TILES for c in t.colors)
    assert {COLORS[c]: n for c, n in corals.items()} == {name: 36 for name in COLORS}


def test_every_tile_covers_three_orthogonally_connected_squares():
    for shape in (STRAIGHT, BENT):
        for rotation in range(4):
            cells = oriented_cells(shape, rotation)
            assert len(set(cells)) == 3
            assert len(square_components(cells)) == 1


def test_tiles_turn_in_quarter_turns_but_never_flip():
    # The bent tile with its odd coral at an end is chiral: no rotation of it
    # equals its mirror image, so a player can never lay the mirror picture.
    tile = next(t for t in TILES if t.shape == BENT and t.odd_place == "end")
    pictures = {frozenset(zip(oriented_cells(BENT, r), tile.colors)) for r in range(4)}
    assert len(pictures) == 4
    mirrored = [((-x, y), c) for (x, y), c in zip(tile.cells, tile.colors)]
    mx = min(x for (x, _), _ in mirrored)
    mirror = frozenset(((x - mx, y), c) for (x, y), c in mirrored)
    assert mirror not in pictures


def test_corals_travel_with_their_cells_when_turned():
    tile = next(t for t in TILES if t.shape == STRAIGHT and t.odd_place == "end")
    # A quarter turn clockwise puts the straight tile upright, its odd coral at the bottom.
    assert oriented_cells(STRAIGHT, 1) == ((0, 0), (0, 1), (0, 2))
    assert oriented_cells(STRAIGHT, 2) == ((2, 0), (1, 0), (0, 0))
    assert tile.colors[2] != tile.colors[0]
