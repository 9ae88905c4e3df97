import math

from hypothesis import given
from hypothesis import strategies as st

from seaboard.engine import grids


def test_offset_axial_round_trip():
    for col in range(-5, 17):
        for row in range(-5, 14):
            assert grids.axial_to_offset(*grids.offset_to_axial(col, row)) == (col, row)


def test_odd_columns_sit_half_a_hex_lower():
    # In odd-q offset, (1, 0) is down-right of (0, 0) and (1, -1) is up-right.
    a = grids.offset_to_axial(0, 0)
    assert grids.offset_to_axial(1, 0) in grids.hex_neighbors(a)
    assert grids.offset_to_axial(1, -1) in grids.hex_neighbors(a)
    x0, y0 = grids.hex_to_pixel(a, 10)
    x1, y1 = grids.hex_to_pixel(grids.offset_to_axial(1, 0), 10)
    assert y1 > y0 and math.isclose(y1 - y0, 10 * math.sqrt(3) / 2)


def test_neighbours_are_at_distance_one_and_six_of_them():
    h = (3, -2)
    ns = grids.hex_neighbors(h)
    assert len(set(ns)) == 6
    assert all(grids.hex_distance(h, n) == 1 for n in ns)
    assert grids.hex_distance((0, 0), (3, -1)) == 3


@given(st.integers(-40, 40), st.integers(-40, 40))
def test_hex_to_pixel_to_hex(q, r):
    x, y = grids.hex_to_pixel((q, r), 17.0, (5, 9))
    assert grids.pixel_to_hex(x, y, 17.0, (5, 9)) == (q, r)


@given(
    st.integers(-20, 20),
    st.integers(-20, 20),
    st.floats(0, 2 * math.pi),
    st.floats(0.0, 0.999),
)
def test_points_near_edges_round_to_the_nearest_centre(q, r, angle, frac):
    """Pixel -> hex -> pixel at random points, many close to hex edges."""
    size = 23.0
    cx, cy = grids.hex_to_pixel((q, r), size)
    # Inradius of a flat-top hex is size*sqrt(3)/2; points strictly inside it
    # belong to this hex whatever the angle.
    radius = frac * size * math.sqrt(3) / 2
    x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
    found = grids.pixel_to_hex(x, y, size)
    assert found == (q, r)
    # And the general property: the found hex's centre is the nearest centre.
    fx, fy = grids.hex_to_pixel(found, size)
    best = min(
        math.dist((x, y), grids.hex_to_pixel(n, size)) for n in grids.hex_neighbors(found)
    )
    assert math.dist((x, y), (fx, fy)) <= best + 1e-9


@given(st.floats(-500, 500), st.floats(-500, 500))
def test_any_point_maps_to_its_nearest_hex_centre(x, y):
    size = 13.0
    found = grids.pixel_to_hex(x, y, size)
    d = math.dist((x, y), grids.hex_to_pixel(found, size))
    for n in grids.hex_neighbors(found):
        assert d <= math.dist((x, y), grids.hex_to_pixel(n, size)) + 1e-6


def test_shared_edge_corners_coincide_with_the_neighbours_corners():
    size = 10.0
    for d, (dq, dr) in enumerate(grids.HEX_DIRECTIONS):
        mine = grids.hex_corners((0, 0), size)
        theirs = grids.hex_corners((dq, dr), size)
        a, b = grids.hex_edge_corners(d)
        back = grids.hex_edge_corners((d + 3) % 6)
        shared = {tuple(round(c, 6) for c in mine[i]) for i in (a, b)}
        other = {tuple(round(c, 6) for c in theirs[i]) for i in back}
        assert shared == other


def test_square_neighbours_and_components():
    assert sorted(grids.square_neighbors((2, 2))) == [(1, 2), (2, 1), (2, 3), (3, 2)]
    groups = grids.square_components([(0, 0), (0, 1), (5, 5), (1, 1)])
    assert sorted(len(g) for g in groups) == [1, 3]


def test_rotations_of_trominoes():
    straight = ((0, 0), (1, 0), (2, 0))
    bent = ((0, 0), (1, 0), (0, 1))
    assert len(grids.rotations(straight)) == 2
    assert len(grids.rotations(bent)) == 4
    # Order is kept, so the first cell's coral travels with it.
    assert grids.rotate_cw(straight) == ((0, 0), (0, 1), (0, 2))
    assert grids.rotate_cw(bent, 4) == bent
