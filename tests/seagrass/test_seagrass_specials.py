"""Special creatures (rulebook 'Special Creatures') and their worked examples."""

import pytest
from seagrass_helpers import (
    BLUE,
    GREEN,
    NE,
    NW,
    PURPLE,
    SE,
    SW,
    N,
    S,
    colony,
    give,
    go,
    points,
    put,
    put_down,
    reef_hex,
    ring,
    scenario,
)

from seaboard.engine.core import IllegalMove
from seaboard.engine.seagrass.events import TileBoxed, TilesDrawn, TurtleBonus
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.tiles import CODE_KIND, CRAB, STARFISH

START = 2  # reef 2 at (7, 0); the rock (7, 2) lies two hexes south


def table(turn=BLUE, **options):
    game = scenario(3, turn=turn, start=START, **options)
    return game, reef_hex(game, START)


# -- never alone ------------------------------------------------------------


def test_special_creature_is_never_played_alone():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, N), "jellyfish-special"))
    with pytest.raises(IllegalMove, match="never played alone"):
        game.apply(Confirm())
    assert Confirm() not in game.legal_moves()
    game.apply(PlaceCreature(go(reef, N, N), "jellyfish-1"))
    game.apply(Confirm())


def test_special_is_not_offered_without_a_matching_regular_tile():
    game, reef = table()
    put(game, go(reef, S), PURPLE, "turtle-1")  # a target for the special crab
    give(game, BLUE, "crab-1")
    game.apply(ChooseAction("colony"))
    offered = {m.tile for m in game.legal_moves() if isinstance(m, PlaceCreature)}
    assert offered == {"crab-1", "crab-special"}
    with pytest.raises(IllegalMove, match="never played alone"):
        game.apply(PlaceCreature(go(reef, N), "turtle-special"))


def test_special_is_not_offered_where_no_regular_tile_could_join_it():
    game, reef = table()
    pocket = go(reef, N)
    for h in ring(game, [pocket]):
        if game.cell_index(h) >= 0 and game._empty(game.cell_index(h)):
            put(game, h, PURPLE, "crab-1")
    give(game, BLUE, "turtle-1")
    game.apply(ChooseAction("colony"))
    assert PlaceCreature(pocket, "turtle-1") in game.legal_moves()
    assert PlaceCreature(pocket, "turtle-special") not in game.legal_moves()
    with pytest.raises(IllegalMove, match="never played alone"):
        game.apply(PlaceCreature(pocket, "turtle-special"))


def test_a_special_is_played_only_once():
    game, reef = table()
    game.specials[BLUE][CRAB] = False
    give(game, BLUE, "crab-1", "crab-1")
    game.apply(ChooseAction("colony"))
    with pytest.raises(IllegalMove, match="already been played"):
        game.apply(PlaceCreature(go(reef, N), "crab-special"))


def test_introductory_mode_offers_no_specials():
    game, reef = table(introductory=True)
    give(game, BLUE, "crab-1", "jellyfish-1")
    game.apply(ChooseAction("colony"))
    assert not any(m.tile.endswith("special") for m in game.legal_moves() if isinstance(m, PlaceCreature))
    with pytest.raises(IllegalMove, match="Introductory mode"):
        game.apply(PlaceCreature(go(reef, N), "jellyfish-special"))


# -- jellyfish --------------------------------------------------------------


def test_example_special_jellyfish_with_one_regular_makes_eleven():
    game, reef = table(PURPLE)
    put(game, go(reef, N), PURPLE, "jellyfish-2")
    put(game, go(reef, N, N), PURPLE, "jellyfish-2")
    put(game, go(reef, NE), PURPLE, "jellyfish-1")
    put(game, go(reef, NW), PURPLE, "jellyfish-1")  # a colony of six jellyfish
    give(game, PURPLE, "jellyfish-1", "crab-1")
    events = colony(game, (go(reef, SE), "jellyfish-1"), (go(reef, S), "jellyfish-special"))
    assert points(events, PURPLE) == [11]
    assert not game.specials[PURPLE][0]


# -- turtle -----------------------------------------------------------------


def test_example_special_turtle_scores_five_then_takes_research_reef():
    game, reef = table(GREEN)
    reached = reef_hex(game, 0)  # an unexplored reef the turtles will reach
    assert not game.explored[0]
    give(game, GREEN, "turtle-2", "turtle-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, NW), "turtle-2"))
    game.apply(PlaceCreature(go(reef, NW, N), "turtle-1"))
    game.apply(PlaceCreature(go(reef, NW, N, SW), "turtle-special"))
    assert game.explored[0]
    events = game.apply(Confirm())
    assert points(events, GREEN) == [5]
    assert TurtleBonus(GREEN, True) in events
    assert game.current_player == GREEN and game.view(GREEN).phase == "reef" and game.view(GREEN).turtle_bonus
    assert all(isinstance(m, PlaceReefTile) for m in game.legal_moves())
    game.apply(PlaceReefTile(go(reached, N), "crab-1"))
    events = game.apply(Confirm())
    assert TilesDrawn(GREEN, 3) in events and game.hand_size(GREEN) == 3
    assert game.current_player == BLUE  # Green's turn is over
    assert len(game.reef_cells[0]) == 2


def test_special_turtle_reef_action_is_skipped_when_impossible():
    game, reef = table(GREEN)
    give(game, GREEN, "turtle-1")
    game.supply[GREEN] = []  # the hand empties and nothing can be drawn
    events = colony(game, (go(reef, N), "turtle-1"), (go(reef, N, N), "turtle-special"))
    assert TurtleBonus(GREEN, False) in events
    assert game.is_over  # Green ended the turn with no tiles at all


def test_special_turtle_reef_action_skipped_when_no_reef_can_grow():
    game, reef = table(GREEN)
    spots = ring(game, [reef])
    for h in spots[2:]:
        put(game, h, PURPLE, "crab-1")
    give(game, GREEN, "turtle-1", "crab-1")
    events = colony(game, (spots[0], "turtle-1"), (spots[1], "turtle-special"))
    assert TurtleBonus(GREEN, False) in events
    assert game.current_player == BLUE


def test_empty_hand_draw_comes_before_the_turtle_reef_action():
    # Ruling: the turtle's reef action follows the colony action "resolved completely",
    # which includes step C (draw one tile if the hand is empty).
    game, reef = table(GREEN)
    give(game, GREEN, "turtle-1")
    events = game.apply(ChooseAction("colony"))
    events += game.apply(PlaceCreature(go(reef, N), "turtle-1"))
    events += game.apply(PlaceCreature(go(reef, N, N), "turtle-special"))
    events += game.apply(Confirm())
    assert TilesDrawn(GREEN, 1) in events and TurtleBonus(GREEN, True) in events
    assert game.phase == "reef" and game.hand_size(GREEN) == 1


# -- starfish ---------------------------------------------------------------


def test_example_special_starfish_splits_six_plus_four_is_ten():
    game, reef = table(BLUE)
    put(game, go(reef, N), BLUE, "starfish-2")
    put(game, go(reef, N, N), BLUE, "starfish-1")  # an existing colony of three
    give(game, BLUE, "starfish-2", "starfish-1", "starfish-1", "starfish-1", "crab-1")
    events = colony(
        game,
        (go(reef, NE), "starfish-2"),
        (go(reef, NE, SE), "starfish-1"),
        (go(reef, S), "starfish-special"),
        (go(reef, SW), "starfish-1"),
        (go(reef, SW, SW), "starfish-1"),
    )
    assert sorted(points(events, BLUE)) == [4, 6]
    assert game.scores[BLUE] == 10


def test_special_starfish_needs_two_colonies():
    game, reef = table()
    give(game, BLUE, "starfish-1", "starfish-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, N), "starfish-1"))
    game.apply(PlaceCreature(go(reef, N, N), "starfish-special"))
    with pytest.raises(IllegalMove, match="two colonies"):
        game.apply(Confirm())
    # the only way on: a starfish that starts a second, separate colony
    assert Confirm() not in game.legal_moves()
    far = go(reef, S)
    game.apply(PlaceCreature(far, "starfish-1"))
    assert sorted(points(game.apply(Confirm()), BLUE)) == [1, 3]


def test_ruling_one_starfish_and_the_special_alone_are_a_split_of_one_and_two():
    game, reef = table()
    give(game, BLUE, "starfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, N), "starfish-1"))
    game.apply(PlaceCreature(go(reef, S), "starfish-special"))  # a colony of the special alone
    assert Confirm() in game.legal_moves()
    assert sorted(points(game.apply(Confirm()), BLUE)) == [1, 2]


def test_special_starfish_colonies_never_touch_and_never_three():
    game, reef = table()
    put(game, go(reef, SE, SE), PURPLE, "crab-1")
    give(game, BLUE, "starfish-1", "starfish-1", "starfish-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, N), "starfish-1"))
    game.apply(PlaceCreature(go(reef, S), "starfish-special"))
    with pytest.raises(IllegalMove, match="exactly two colonies"):
        game.apply(PlaceCreature(go(reef, SE, SE, NE), "starfish-1"))  # a third colony
    # a tile touching both colonies would merge them: refused when no split could follow
    game.apply(PlaceCreature(go(reef, NE), "starfish-1"))
    merge = PlaceCreature(go(reef, SE), "starfish-1")  # would join N-NE with S
    assert merge not in game.legal_moves()
    with pytest.raises(IllegalMove, match="two separate starfish colonies"):
        game.apply(merge)


def test_without_the_special_starfish_tiles_stay_in_one_colony():
    game, reef = table()
    game.specials[BLUE][STARFISH] = False
    give(game, BLUE, "starfish-1", "starfish-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, N), "starfish-1"))
    with pytest.raises(IllegalMove, match="one colony"):
        game.apply(PlaceCreature(go(reef, S), "starfish-1"))


def test_two_starfish_groups_need_room_for_the_special():
    game, reef = table()
    give(game, BLUE, "starfish-1", "starfish-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, N), "starfish-1"))
    game.apply(PlaceCreature(go(reef, S), "starfish-1"))  # two groups: the special must follow
    moves = game.legal_moves()
    assert Confirm() not in moves
    assert moves and all(m.tile == "starfish-special" for m in moves)
    # Confirm says what is missing: the special that splits them (not "join one colony").
    assert game.explain(Confirm()) == (
        "Your starfish form two colonies: add the special starfish to split them, or undo a tile.")
    game.apply(moves[0])
    game.apply(Confirm())


# -- crab -------------------------------------------------------------------


def crab_example():
    """The rulebook's crab picture: a 3-tile reef against the dark rock."""
    game, reef = table(GREEN)
    put_down(game, go(reef, S), PURPLE)
    put_down(game, go(reef, SE), BLUE)
    spots = ring(game, [reef, go(reef, S), go(reef, SE)])
    assert len(spots) == 8  # the rock closes the ninth side
    put(game, spots[0], GREEN, "crab-2")
    put(game, spots[1], GREEN, "crab-1")
    put(game, go(spots[0], S), GREEN, "crab-2")
    put(game, go(spots[0], SW), GREEN, "crab-1")  # Green's colony: six crabs
    put(game, spots[4], BLUE, "starfish-special")
    game.specials[BLUE][STARFISH] = False
    put(game, spots[5], BLUE, "jellyfish-2")
    put(game, spots[6], BLUE, "jellyfish-1")
    put(game, spots[7], BLUE, "starfish-2")
    give(game, GREEN, "crab-1", "crab-1", "turtle-1")
    return game, spots


def test_example_special_crab_scores_nine_then_reef_majority_eight_and_four():
    game, spots = crab_example()
    events = game.apply(ChooseAction("colony"))
    events += game.apply(PlaceCreature(spots[2], "crab-1"))
    events += game.apply(PlaceCreature(spots[3], "crab-1"))
    events += game.apply(PlaceCreature(spots[4], "crab-special"))
    assert TileBoxed(BLUE, spots[4], "starfish-special", GREEN) in events
    names = ["Blue", "Green", "Yellow", "Red"][: game.players]
    boxed = next(e for e in events if isinstance(e, TileBoxed))
    assert boxed.describe(names).endswith(f"sends {names[BLUE]}'s special starfish to the box.")
    assert TileBoxed(BLUE, spots[4], "jellyfish-1", GREEN).describe(names).endswith(
        f"sends {names[BLUE]}'s single jellyfish tile to the box.")  # words, not the code "jellyfish 1"
    events = game.apply(Confirm())
    assert points(events, GREEN, "colony") == [9]
    assert points(events, GREEN, "reef") == [8]
    assert points(events, BLUE, "reef") == [4]
    assert game.completed[START] and game.antler[START]
    assert game.box[BLUE] == [CODE_KIND["starfish-special"]]


def test_special_crab_goes_only_onto_another_players_face_up_tile():
    game, spots = crab_example()
    game.apply(ChooseAction("colony"))
    with pytest.raises(IllegalMove, match="another player's face-up creature tile"):
        game.apply(PlaceCreature(spots[2], "crab-special"))  # an empty space
    with pytest.raises(IllegalMove, match="never your own"):
        game.apply(PlaceCreature(spots[1], "crab-special"))
    with pytest.raises(IllegalMove, match="another player's face-up creature tile"):
        game.apply(PlaceCreature(go(reef_hex(game, START), S), "crab-special"))  # a face-down tile


def test_all_crabs_played_stay_one_colony():
    game, spots = crab_example()
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(spots[2], "crab-1"))
    with pytest.raises(IllegalMove, match="one colony"):
        game.apply(PlaceCreature(spots[6], "crab-special"))  # Blue's tile, but not touching the crabs
    targets = {m.cell for m in game.legal_moves() if getattr(m, "tile", "") == "crab-special"}
    assert spots[6] not in targets and spots[3] not in targets


def test_special_crab_first_then_regular_crabs_join_it():
    game, spots = crab_example()
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(spots[4], "crab-special"))
    assert Confirm() not in game.legal_moves()
    game.apply(PlaceCreature(spots[3], "crab-1"))
    game.apply(PlaceCreature(spots[2], "crab-1"))
    assert points(game.apply(Confirm()), GREEN, "colony") == [9]


def test_a_reef_explored_earlier_in_the_action_counts_for_later_tiles():
    # Ruling ('touching a reef explores it'): the reef is explored at once, so the special
    # starfish's second colony may start beside a reef the first colony just reached.
    game, reef = table()
    unexplored = reef_hex(game, 0)
    give(game, BLUE, "starfish-1", "starfish-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef, NW), "starfish-1"))
    beside_only_the_far_reef = go(unexplored, SW)
    assert "must touch an explored reef" in game.explain(
        PlaceCreature(beside_only_the_far_reef, "starfish-special")
    )
    game.apply(PlaceCreature(go(reef, NW, N), "starfish-1"))  # touches reef 0: explored now
    assert game.explored[0]
    game.apply(PlaceCreature(beside_only_the_far_reef, "starfish-special"))
    assert sorted(points(game.apply(Confirm()), BLUE)) == [2, 2]
