"""Both board sides as data, checked against COMPONENTS.md."""

from itertools import combinations

import pytest

from seaboard.engine.grids import hex_components, hex_distance, hex_neighbors
from seaboard.engine.seagrass.board import REGION_ORDER, board_side, parse_board, region_choices


def test_front_side_has_137_play_spaces_by_region():
    front = board_side("front")
    assert front.name == "Seagrass"
    assert len(front.regions) == 137
    sizes = {r: len(front.region_cells(r)) for r in REGION_ORDER}
    assert sizes == {"Green": 34, "Yellow": 34, "Blue": 35, "Red": 34}


def test_front_side_has_three_reef_spaces_per_region_never_adjacent():
    front = board_side("front")
    for region in REGION_ORDER:
        assert sum(1 for h in front.reef_spaces if front.regions[h] == region) == 3
    closest = min(hex_distance(a, b) for a, b in combinations(front.reef_spaces, 2))
    assert closest == 3  # "closest pair 3 hexes apart": never adjacent


def test_front_side_region_borders_match_components():
    edges = board_side("front").region_edges()
    named = {"-".join(sorted(k)): v for k, v in edges.items()}
    assert named == {
        "Green-Yellow": 9,
        "Blue-Yellow": 8,
        "Blue-Green": 5,
        "Red-Yellow": 5,
        "Blue-Red": 3,
    }  # Green-Red: 0 (never touching)


def test_front_side_rock_spaces_are_not_play_spaces():
    front = board_side("front")
    assert front.rocks and not set(front.rocks) & set(front.regions)


@pytest.mark.parametrize("side", ["front", "back"])
def test_every_region_is_connected(side):
    board = board_side(side)
    for region in REGION_ORDER:
        assert len(hex_components(board.region_cells(region))) == 1


def test_back_side_kelp_shelf_meets_the_design_constraints():
    back = board_side("back")
    assert back.name == "Kelp Shelf" and back.name != board_side("front").name
    for region in REGION_ORDER:
        assert 30 <= len(back.region_cells(region)) <= 38
        assert sum(1 for h in back.reef_spaces if back.regions[h] == region) == 3
    # no two reef spaces within 2 hexes of each other
    assert min(hex_distance(a, b) for a, b in combinations(back.reef_spaces, 2)) >= 3
    # a few dark rock spaces inside the area: every rock touches play spaces on most sides
    assert back.rocks
    for rock in back.rocks:
        assert sum(n in back.regions for n in hex_neighbors(rock)) >= 4
    touching = [k for k, v in back.region_edges().items() if v > 0]
    assert len(touching) >= 3


def test_region_choices_are_the_connected_sets_for_each_player_count():
    assert region_choices(2) == ("Green+Yellow", "Green+Blue", "Yellow+Blue", "Yellow+Red", "Blue+Red")
    assert "Green+Red" not in region_choices(2)
    assert len(region_choices(3)) == 4  # leave out any one region
    assert region_choices(4) == ("Green+Yellow+Blue+Red",)


def test_board_text_rejects_unknown_characters():
    with pytest.raises(ValueError, match="unknown map character"):
        parse_board("name: X\nside: front\nmap:\ngx\n")
