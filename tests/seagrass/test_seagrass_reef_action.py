"""Research Reef: expand an explored reef, then draw up to three (hand limit seven)."""

import pytest
from seagrass_helpers import (
    BLUE,
    GREEN,
    NE,
    NW,
    SE,
    SW,
    N,
    S,
    give,
    go,
    put,
    put_down,
    reef_action,
    reef_hex,
    ring,
    scenario,
)

from seaboard.engine.core import IllegalMove
from seaboard.engine.seagrass.events import TilesDrawn
from seaboard.engine.seagrass.moves import ChooseAction, PlaceReefTile

START = 2


def table(turn=BLUE):
    game = scenario(3, turn=turn, start=START)
    return game, reef_hex(game, START)


def test_research_reef_places_a_tile_face_down_next_to_an_explored_reef():
    game, reef = table()
    give(game, BLUE, "crab-1", "jellyfish-1")
    reef_action(game, go(reef, N), "crab-1")
    c = game.cell_index(go(reef, N))
    assert game.owner[c] == BLUE and not game.up[c] and game.reef[c] == START
    assert len(game.reef_cells[START]) == 2
    assert game.view(GREEN).spaces[c].tile is None  # hidden from others
    assert game.view(BLUE).spaces[c].tile == "crab-1"


def test_research_reef_expands_from_any_tile_of_the_reef():
    game, reef = table()
    put_down(game, go(reef, N), GREEN)
    give(game, BLUE, "crab-1")
    reef_action(game, go(reef, N, N), "crab-1")
    assert len(game.reef_cells[START]) == 3


def test_research_reef_needs_an_explored_reef():
    game, _ = table()
    unexplored = reef_hex(game, 0)
    give(game, BLUE, "crab-1")
    game.apply(ChooseAction("reef"))
    with pytest.raises(IllegalMove, match="unexplored"):
        game.apply(PlaceReefTile(go(unexplored, S), "crab-1"))
    with pytest.raises(IllegalMove, match="next to a reef"):
        game.apply(PlaceReefTile(go(reef_hex(game, START), S, S, S), "crab-1"))


def test_research_reef_never_joins_two_reefs():
    game, reef = table()
    other = reef_hex(game, 0)  # three hexes away from the starting reef
    game.explored[0] = True
    # a space between them: grow the starting reef until one space touches both
    between = [h for h in ring(game, [other]) if game.cell_index(h) >= 0]
    bridge = go(reef, NW)
    put_down(game, bridge, GREEN)
    shared = [h for h in ring(game, [bridge]) if h in between]
    assert shared, "the test position needs a space touching both reefs"
    give(game, BLUE, "crab-1")
    game.apply(ChooseAction("reef"))
    with pytest.raises(IllegalMove, match="Reefs may never join: that space touches two reefs"):
        game.apply(PlaceReefTile(shared[0], "crab-1"))
    assert all(m.cell != shared[0] for m in game.legal_moves())


def test_creature_tiles_may_go_on_a_space_touching_two_reefs():
    game, reef = table()
    game.explored[0] = True
    bridge = go(reef, NW)
    put_down(game, bridge, GREEN)
    shared = [h for h in ring(game, [bridge]) if h in ring(game, [reef_hex(game, 0)])][0]
    give(game, BLUE, "crab-1", "turtle-1")
    from seagrass_helpers import colony

    colony(game, (shared, "crab-1"))
    assert game.up[game.cell_index(shared)]


def test_research_reef_draws_three_tiles():
    game, reef = table()
    give(game, BLUE, "crab-1", "crab-1")
    events = reef_action(game, go(reef, N), "crab-1")
    assert TilesDrawn(BLUE, 3) in events and game.hand_size(BLUE) == 4


def test_example_blue_draws_only_two_to_reach_seven():
    game, reef = table()
    give(game, BLUE, "jellyfish-2", "crab-1", "crab-1", "turtle-1", "turtle-1", "starfish-1")
    events = reef_action(game, go(reef, SE), "crab-1")
    assert TilesDrawn(BLUE, 2) in events and game.hand_size(BLUE) == 7


def test_hand_limit_seven_means_one_tile_from_six():
    game, reef = table()
    give(game, BLUE, *["crab-1"] * 5, "turtle-1", "turtle-1")
    events = reef_action(game, go(reef, SE), "crab-1")
    assert TilesDrawn(BLUE, 1) in events and game.hand_size(BLUE) == 7


def test_research_reef_draws_fewer_when_the_supply_is_short():
    game, reef = table()
    game.supply[BLUE] = game.supply[BLUE][:2]
    give(game, BLUE, "crab-1")
    events = reef_action(game, go(reef, SW), "crab-1")
    assert TilesDrawn(BLUE, 2) in events and game.hand_size(BLUE) == 2


def test_research_reef_is_allowed_with_an_empty_supply():
    game, reef = table()
    game.supply[BLUE] = []
    give(game, BLUE, "crab-1", "crab-2")
    assert ChooseAction("reef") in game.legal_moves()
    events = reef_action(game, go(reef, SW), "crab-1")
    assert TilesDrawn(BLUE, 0) in events and game.hand_size(BLUE) == 1


def test_research_colony_is_a_must_when_no_reef_can_be_expanded():
    game, reef = table()
    for h in ring(game, [reef]):
        put(game, h, GREEN, "turtle-1")
    give(game, BLUE, "crab-1")
    assert game.legal_moves() == [ChooseAction("colony")]
    with pytest.raises(IllegalMove, match="must take Research Colony"):
        game.apply(ChooseAction("reef"))


def test_special_tiles_are_never_played_face_down():
    game, reef = table()
    give(game, BLUE, "crab-1")
    game.apply(ChooseAction("reef"))
    with pytest.raises(IllegalMove, match="never played face down"):
        game.apply(PlaceReefTile(go(reef, NE), "crab-special"))


def test_only_one_tile_per_reef_action():
    game, reef = table()
    give(game, BLUE, "crab-1", "crab-1")
    game.apply(ChooseAction("reef"))
    game.apply(PlaceReefTile(go(reef, NE), "crab-1"))
    assert [type(m).__name__ for m in game.legal_moves()] == ["Confirm"]
    with pytest.raises(IllegalMove, match="places one tile: confirm"):
        game.apply(PlaceReefTile(go(reef, N), "crab-1"))
