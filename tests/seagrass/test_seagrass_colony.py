"""Research Colony: place, score, draw (rulebook 'Research Colony')."""

import pytest
from seagrass_helpers import (
    BLUE,
    GREEN,
    PURPLE,
    N,
    S,
    colony,
    give,
    go,
    points,
    put,
    reef_hex,
    ring,
    scenario,
)

from seaboard.engine.core import IllegalMove
from seaboard.engine.seagrass.events import ReefExplored, TilesDrawn
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature

START = 2  # reef 2 of the 3-player front board, at (7, 0) in Yellow


def table(turn=BLUE, **options):
    game = scenario(3, turn=turn, start=START, **options)
    return game, reef_hex(game, START)


def test_example_purple_six_jellyfish_from_four_tiles_scores_six():
    game, reef = table(PURPLE)
    give(game, PURPLE, "jellyfish-2", "jellyfish-2", "jellyfish-1", "jellyfish-1", "crab-1")
    spots = ring(game, [reef])
    events = colony(game, *zip(spots[:4], ["jellyfish-2", "jellyfish-2", "jellyfish-1", "jellyfish-1"]))
    assert points(events, PURPLE) == [6]
    assert game.scores[PURPLE] == 6


def test_example_green_expands_crab_colony_to_five_scores_five():
    game, reef = table(GREEN)
    spots = ring(game, [reef])
    put(game, spots[0], GREEN, "crab-2")
    put(game, spots[1], GREEN, "crab-1")
    give(game, GREEN, "crab-1", "crab-1", "turtle-1")
    events = colony(game, (spots[2], "crab-1"), (spots[3], "crab-1"))
    assert points(events, GREEN) == [5]


def test_example_blue_new_colony_scores_only_its_own_creatures():
    game, reef = table(BLUE)
    spots = ring(game, [reef])
    put(game, spots[0], BLUE, "jellyfish-2")
    put(game, spots[1], BLUE, "jellyfish-2")  # four jellyfish in another colony
    give(game, BLUE, "jellyfish-2", "jellyfish-1", "crab-1")
    events = colony(game, (spots[3], "jellyfish-2"), (spots[4], "jellyfish-1"))
    assert points(events, BLUE) == [3]


def test_scoring_counts_only_own_creatures_in_the_colony():
    game, reef = table(BLUE)
    spots = ring(game, [reef])
    put(game, spots[1], PURPLE, "jellyfish-2")  # someone else's jellyfish next to it
    give(game, BLUE, "jellyfish-1", "crab-1")
    assert points(colony(game, (spots[0], "jellyfish-1")), BLUE) == [1]


def test_research_colony_plays_one_creature_only():
    game, reef = table()
    spots = ring(game, [reef])
    give(game, BLUE, "jellyfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(spots[0], "jellyfish-1"))
    with pytest.raises(IllegalMove, match="one creature only"):
        game.apply(PlaceCreature(spots[1], "crab-1"))


def test_every_tile_must_touch_an_explored_reef_or_a_face_up_tile():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    far = go(reef, S, S, S)
    with pytest.raises(IllegalMove, match="must touch an explored reef or a face-up creature tile"):
        game.apply(PlaceCreature(far, "jellyfish-1"))
    unexplored = reef_hex(game, 0)
    with pytest.raises(IllegalMove, match="must touch an explored reef"):
        game.apply(PlaceCreature(go(unexplored, N), "jellyfish-1"))


def test_tiles_placed_earlier_in_the_same_action_count_for_adjacency():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "jellyfish-1", "jellyfish-1", "crab-1")
    first = go(reef, N)
    second = go(first, N)  # touches only the first tile
    third = go(second, N)
    events = colony(game, (first, "jellyfish-1"), (second, "jellyfish-1"), (third, "jellyfish-1"))
    assert points(events, BLUE) == [3]


def test_any_players_face_up_tile_gives_adjacency():
    game, reef = table()
    lone = go(reef, N, N, N)
    put(game, go(reef, N), PURPLE, "turtle-1")
    put(game, go(reef, N, N), PURPLE, "turtle-1")
    give(game, BLUE, "crab-1", "jellyfish-1")
    assert points(colony(game, (lone, "crab-1")), BLUE) == [1]


def test_all_tiles_must_join_one_colony():
    game, reef = table()
    spots = ring(game, [reef])
    give(game, BLUE, "jellyfish-1", "jellyfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(spots[0], "jellyfish-1"))
    with pytest.raises(IllegalMove, match="must join one colony"):
        game.apply(PlaceCreature(spots[3], "jellyfish-1"))
    assert PlaceCreature(spots[3], "jellyfish-1") not in game.legal_moves()


def test_tiles_may_join_through_the_existing_colony():
    game, reef = table()
    spots = ring(game, [reef])
    put(game, spots[1], BLUE, "jellyfish-1")
    give(game, BLUE, "jellyfish-1", "jellyfish-1", "crab-1")
    events = colony(game, (spots[0], "jellyfish-1"), (spots[2], "jellyfish-1"))
    assert points(events, BLUE) == [3]


def test_touching_a_reef_explores_it():
    game, reef = table()
    other = reef_hex(game, 0)
    assert not game.explored[0]
    path = [go(reef, N), go(reef, N, N), go(reef, N, N, N)]
    put(game, path[0], PURPLE, "turtle-1")
    put(game, path[1], PURPLE, "turtle-1")
    give(game, BLUE, "crab-1", "crab-1", "jellyfish-1")
    target = next(h for h in ring(game, [other]) if any(h2 in ring(game, [h]) for h2 in path[1:2]))
    events = colony(game, (target, "crab-1"))
    assert game.explored[0]
    assert any(isinstance(e, ReefExplored) and e.reef == 0 for e in events)


def test_draw_one_tile_when_the_hand_is_empty_at_the_end_of_the_turn():
    game, reef = table()
    give(game, BLUE, "jellyfish-1")
    supply = len(game.supply[BLUE])
    events = colony(game, (go(reef, N), "jellyfish-1"))
    assert game.hand_size(BLUE) == 1 and len(game.supply[BLUE]) == supply - 1
    assert TilesDrawn(BLUE, 1) in events


def test_no_draw_when_tiles_remain_in_hand():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "crab-1")
    supply = len(game.supply[BLUE])
    colony(game, (go(reef, N), "jellyfish-1"))
    assert game.hand_size(BLUE) == 1 and len(game.supply[BLUE]) == supply


def test_tiles_never_go_on_rock_or_on_taken_spaces():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    rock = (7, 2)  # the dark rock space inside Yellow
    assert rock in game.layout.rocks
    with pytest.raises(IllegalMove, match="never play tiles onto the dark rock spaces"):
        game.apply(PlaceCreature(rock, "jellyfish-1"))
    with pytest.raises(IllegalMove, match="taken"):
        game.apply(PlaceCreature(reef, "jellyfish-1"))


def test_confirm_needs_a_tile_and_is_offered_as_soon_as_legal():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "jellyfish-1")
    game.apply(ChooseAction("colony"))
    assert Confirm() not in game.legal_moves()
    with pytest.raises(IllegalMove, match="at least one creature tile"):
        game.apply(Confirm())
    game.apply(PlaceCreature(go(reef, N), "jellyfish-1"))
    assert Confirm() in game.legal_moves()


def test_a_tile_not_in_hand_cannot_be_played():
    game, reef = table()
    give(game, BLUE, "jellyfish-1")
    game.apply(ChooseAction("colony"))
    with pytest.raises(IllegalMove, match="no double crab tile in your hand"):
        game.apply(PlaceCreature(go(reef, N), "crab-2"))


def test_face_down_tiles_of_an_explored_reef_count_as_the_reef():
    from seagrass_helpers import put_down

    game, reef = table()
    put_down(game, go(reef, N), PURPLE)
    beyond = go(reef, N, N)  # touches only the face-down tile
    give(game, BLUE, "crab-1", "jellyfish-1")
    assert points(colony(game, (beyond, "crab-1")), BLUE) == [1]


def test_a_space_far_from_the_colony_started_is_refused_by_the_join_rule_first():
    # Playtest: with the colony started, a tile dropped on a space touching nothing was refused with
    # "Every tile must touch an explored reef or a face-up creature tile"; joining the colony is the
    # rule that rules it out.
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "jellyfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    far = go(reef, S, S, S, S)
    assert "must touch an explored reef" in game.explain(PlaceCreature(far, "jellyfish-1"))  # it touches nothing
    game.apply(PlaceCreature(ring(game, [reef])[0], "jellyfish-1"))
    with pytest.raises(IllegalMove, match="must join one colony"):
        game.apply(PlaceCreature(far, "jellyfish-1"))
