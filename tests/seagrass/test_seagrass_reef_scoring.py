"""Score Completed Reefs: the majority table, every tie shape, antlers."""

import pytest
from seagrass_helpers import (
    BLUE,
    GREEN,
    NW,
    ORANGE,
    PURPLE,
    SE,
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

from seaboard.engine.grids import hex_neighbors
from seaboard.engine.seagrass.board import board_side
from seaboard.engine.seagrass.events import AntlerPlaced, ReefCompleted, TilesDrawn
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.scoring import reef_awards

# -- the table --------------------------------------------------------------


@pytest.mark.parametrize("size,most,second", [(2, 4, 2), (3, 8, 4), (4, 16, 8), (5, 24, 12), (9, 24, 12)])
def test_reef_table_most_and_second_by_size(size, most, second):
    assert reef_awards(size, [5, 3, 0], 3) == [most, second, 0]


def test_one_tile_reef_scores_nothing():
    assert reef_awards(1, [4, 2, 1], 3) == [0, 0, 0]
    assert reef_awards(1, [3, 3], 2) == [0, 0]


def test_no_creatures_adjacent_scores_nothing():
    assert reef_awards(4, [0, 0, 0, 0], 4) == [0, 0, 0, 0]


# -- ties for most: most + second split, rounded up, nothing else ------------


def test_tie_for_most_two_players():
    assert reef_awards(3, [4, 4], 2) == [6, 6]


def test_tie_for_most_three_players_two_tied_nothing_for_third():
    assert reef_awards(2, [3, 3, 1], 3) == [3, 3, 0]  # (4 + 2) / 2


def test_tie_for_most_three_way_rounds_up():
    assert reef_awards(4, [2, 2, 2], 3) == [8, 8, 8]  # (16 + 8) / 3
    assert reef_awards(2, [1, 1, 1], 3) == [2, 2, 2]  # 6 / 3


def test_tie_for_most_four_players():
    assert reef_awards(3, [5, 5, 5, 5], 4) == [3, 3, 3, 3]  # 12 / 4
    assert reef_awards(5, [5, 5, 5, 1], 4) == [12, 12, 12, 0]  # 36 / 3
    assert reef_awards(3, [2, 5, 5, 4], 4) == [0, 6, 6, 0]


# -- ties for second: second split, rounded up --------------------------------


def test_tie_for_second_three_players():
    assert reef_awards(3, [6, 2, 2], 3) == [8, 2, 2]
    assert reef_awards(2, [6, 2, 2], 3) == [4, 1, 1]  # 2 / 2


def test_tie_for_second_four_players_rounds_up():
    assert reef_awards(4, [1, 1, 7, 1], 4) == [3, 3, 16, 3]  # 8 / 3 -> 3
    assert reef_awards(5, [3, 9, 3, 0], 4) == [6, 24, 6, 0]


def test_only_one_player_adjacent_gets_no_second_points():
    assert reef_awards(4, [0, 0, 5], 3) == [0, 0, 16]
    assert reef_awards(5, [7, 0], 2) == [24, 0]


def test_plain_first_and_second_with_four_players():
    assert reef_awards(4, [1, 4, 2, 3], 4) == [0, 16, 0, 8]


# -- two players: second only with at least half the leader's creatures ------


def test_two_players_second_scores_with_exactly_half():
    assert reef_awards(3, [6, 3], 2) == [8, 4]
    assert reef_awards(3, [3, 7], 2) == [0, 8]  # 3 < 3.5


def test_two_players_second_scores_nothing_below_half():
    assert reef_awards(4, [5, 2], 2) == [16, 0]
    assert reef_awards(4, [5, 3], 2) == [16, 8]


def test_half_rule_is_only_for_two_players():
    assert reef_awards(4, [5, 1, 0], 3) == [16, 8, 0]


# -- on the board -----------------------------------------------------------


def turtle_reef_example():
    """The rulebook's second reef picture: a 3-tile reef, Purple's turtles about to close it."""
    game = scenario(3, turn=PURPLE, start=2)
    reef = reef_hex(game, 2)
    put_down(game, go(reef, S), GREEN)
    put_down(game, go(reef, SE), BLUE)
    last = go(reef, NW)  # the space Purple's face-down tile will fill
    spots = ring(game, [reef, go(reef, S), go(reef, SE), last])
    assert len(spots) == 10
    put(game, spots[0], BLUE, "starfish-2")
    put(game, spots[1], BLUE, "starfish-1")
    put(game, spots[2], GREEN, "crab-2")
    put(game, spots[9], GREEN, "crab-1")
    put(game, spots[8], PURPLE, "jellyfish-2")
    give(game, PURPLE, "turtle-2", "turtle-1", "turtle-1", "turtle-1", "crab-1")
    return game, spots, last


def test_example_turtle_closes_a_reef_sixteen_and_a_four_four_split():
    game, spots, last = turtle_reef_example()
    events = game.apply(ChooseAction("colony"))
    for h, code in [
        (spots[5], "turtle-2"),
        (spots[4], "turtle-1"),
        (spots[3], "turtle-1"),
        (spots[6], "turtle-1"),
        (spots[7], "turtle-special"),
    ]:
        events += game.apply(PlaceCreature(h, code))
    events = game.apply(Confirm())
    assert points(events, PURPLE) == [7]
    assert not game.completed[2]  # not yet: one space is still open
    game.apply(PlaceReefTile(last, "crab-1"))
    events = game.apply(Confirm())
    assert TilesDrawn(PURPLE, 3) in events
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.size == 4 and done.creatures == (3, 9, 3)
    assert points(events, PURPLE) == [16]
    assert points(events, BLUE) == [4] and points(events, GREEN) == [4]
    assert AntlerPlaced(2, 7) in events and game.antler[2]


def surround(game, reef_cells, owners):
    """Fill the ring around a reef with single tiles, owners[i] for the i-th space."""
    spots = ring(game, reef_cells)
    for h, (seat, code) in zip(spots, owners):
        put(game, h, seat, code)
    return spots[len(owners) :]


def close_reef(game, rid, seat=PURPLE):
    """Fill all but one space around reef `rid` with `seat`'s crabs; return the open space."""
    spots = ring(game, game.view(0).reefs[rid].cells)
    for h in spots[1:]:
        put(game, h, seat, "crab-1")
    return spots[0]


def test_reef_completed_by_face_up_tiles_and_the_board_edge():
    game = scenario(2, turn=BLUE, start=0)
    reef = reef_hex(game, 0)
    put_down(game, go(reef, N), GREEN)  # the top row: the reef now touches the board's edge
    assert game.cell_index(go(reef, N, N)) < 0
    last = close_reef(game, 0)
    assert game.reef_open_spaces(0) == 1  # what the reef's tooltip counts down
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (last, "jellyfish-1"))
    assert game.completed[0] and game.reef_open_spaces(0) == 0
    assert any(isinstance(e, ReefCompleted) and e.reef == 0 for e in events)


def test_regions_not_in_play_are_the_edge_of_the_play_area():
    game = scenario(2, turn=BLUE, regions="Yellow+Blue")
    rid = next(r for r in range(6) if reef_hex(game, r) == (4, 5))
    game.explored[rid] = True
    put_down(game, (3, 5), GREEN)
    front = board_side("front")
    cut_off = [h for h in hex_neighbors((3, 5)) if front.regions.get(h) == "Green"]
    assert cut_off and all(game.cell_index(h) < 0 for h in cut_off)
    last = close_reef(game, rid)
    give(game, BLUE, "jellyfish-1", "crab-1")
    colony(game, (last, "jellyfish-1"))
    assert game.completed[rid]


def test_a_face_down_tile_can_complete_a_reef():
    game, spots, last = turtle_reef_example()
    for h in (spots[3], spots[4], spots[5], spots[6], spots[7]):
        put(game, h, BLUE, "crab-1")
    give(game, PURPLE, "crab-1")
    events = game.apply(ChooseAction("reef"))
    events += game.apply(PlaceReefTile(last, "crab-1"))
    events += game.apply(Confirm())
    assert game.completed[2]
    assert points(events, BLUE) == [16] and points(events, GREEN) == [8]


def test_one_tile_reef_completes_for_no_points_but_takes_an_antler():
    game = scenario(3, turn=BLUE, start=2)
    reef = reef_hex(game, 2)
    spots = ring(game, [reef])
    for h in spots[1:]:
        put(game, h, PURPLE, "crab-2")
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (spots[0], "jellyfish-1"))
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.size == 1
    assert points(events, PURPLE, "reef") == [] and points(events, BLUE, "reef") == []
    assert game.antler[2] and game.antlers == 7


def test_several_reefs_complete_in_one_turn_each_scored_with_an_antler():
    game = scenario(3, turn=BLUE, start=2)
    game.explored[0] = True
    ring_a, ring_b = ring(game, [reef_hex(game, 2)]), ring(game, [reef_hex(game, 0)])
    x, y = next((x, y) for x in ring_a for y in ring_b if y in ring(game, [x]))
    for h in ring_a + ring_b:
        if h not in (x, y):
            put(game, h, PURPLE, "crab-1")
    give(game, BLUE, "jellyfish-1", "jellyfish-1", "crab-1")
    events = colony(game, (x, "jellyfish-1"), (y, "jellyfish-1"))
    assert sorted(e.reef for e in events if isinstance(e, ReefCompleted)) == [0, 2]
    assert sorted(e.reef for e in events if isinstance(e, AntlerPlaced)) == [0, 2]
    assert game.antlers == 6 and game.antler[0] and game.antler[2]
    assert len(points(events, PURPLE, "reef")) == 0  # one-tile reefs score nothing


def test_a_completed_reef_is_scored_only_once_and_never_changes():
    game = scenario(3, turn=BLUE, start=2)
    reef = reef_hex(game, 2)
    put_down(game, go(reef, S), GREEN)
    last = close_reef(game, 2)
    give(game, BLUE, "jellyfish-2", "crab-1", "crab-1")
    colony(game, (last, "jellyfish-2"))
    assert game.completed[2]
    before = (list(game.reef_cells[2]), game.scores[:])
    give(game, PURPLE, "crab-1", "crab-1")
    events = colony(
        game, (go(last, N) if game._empty(game.cell_index(go(last, N))) else go(last, NW), "crab-1")
    )
    assert not any(isinstance(e, ReefCompleted) for e in events)
    assert game.reef_cells[2] == before[0] and game.antlers == 7
    assert all(game.reef[n] != 2 or n in before[0] for n in range(game.n_cells))


def test_reef_scoring_on_the_board_four_players_tie_for_second():
    game = scenario(4, turn=ORANGE)
    rid = game.start_reef
    reef = reef_hex(game, rid)
    spots = ring(game, [reef])
    owners = [(BLUE, "crab-1"), (PURPLE, "crab-1"), (GREEN, "crab-1"), (ORANGE, "crab-2")]
    put_down(
        game,
        next(h for h in spots if all(game.reef[n] in (-1, rid) for n in game.nbrs[game.cell_index(h)])),
        BLUE,
    )
    spots = ring(game, game.view(0).reefs[rid].cells)
    for h, (seat, code) in zip(spots[1:], owners * 3):
        put(game, h, seat, code)
    give(game, ORANGE, "turtle-2", "crab-1")
    events = colony(game, (spots[0], "turtle-2"))
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.size == 2
    awards = reef_awards(2, list(done.creatures), 4)
    for seat in range(4):
        assert points(events, seat, "reef") == ([awards[seat]] if awards[seat] else [])


# -- counting the creatures adjacent ------------------------------------------


def two_tile_reef_with_open_space():
    """Reef 2 grown to two tiles; the spaces touching both of its tiles are returned
    apart from the rest of its ring, and one ordinary space is left open."""
    game = scenario(3, turn=BLUE, start=2)
    reef = reef_hex(game, 2)
    put_down(game, go(reef, S), GREEN)
    spots = ring(game, [reef, go(reef, S)])
    both = [h for h in spots if set(hex_neighbors(h)) >= {reef, go(reef, S)}]
    others = [h for h in spots if h not in both]
    assert both and len(others) >= 3
    give(game, BLUE, "turtle-1", "crab-1")
    return game, both, others[:-1], others[-1]


def test_a_tile_touching_the_reef_at_several_edges_counts_once():
    game, both, others, last = two_tile_reef_with_open_space()
    for h in both:
        put(game, h, PURPLE, "jellyfish-2")  # each touches the reef tile and the face-down tile
    for h in others:
        put(game, h, GREEN, "crab-1")
    events = colony(game, (last, "turtle-1"))
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.size == 2 and done.creatures == (1, 2 * len(both), len(others))


def test_special_tiles_count_their_printed_creatures_for_the_majority():
    game, both, others, last = two_tile_reef_with_open_space()
    put(game, both[0], PURPLE, "jellyfish-special")  # four jellyfish on one tile
    for h in both[1:] + others[:3]:
        put(game, h, GREEN, "crab-1")
    for h in others[3:]:
        put(game, h, ORANGE if game.players > 3 else BLUE, "starfish-1")
    events = colony(game, (last, "turtle-1"))
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.creatures[PURPLE] == 4
    expected = reef_awards(2, list(done.creatures), 3)
    assert [points(events, s, "reef") or [0] for s in range(3)] == [[p] for p in expected]


def test_a_seat_at_a_completed_reef_that_scores_nothing_is_told_why_after_the_points():
    # Playtest: "Ada 4 creatures, Purple bot 10" and only the bot scored; nothing said why.
    from seaboard.engine.seagrass.events import ReefUnscored, SeagrassScored

    game = scenario(2, turn=BLUE, start=0)
    reef = reef_hex(game, 0)
    put_down(game, go(reef, N), GREEN)
    last = close_reef(game, 0)  # Purple's crabs all round but one space
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (last, "jellyfish-1"))
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.creatures[BLUE] == 1 and done.creatures[PURPLE] >= 3
    unscored = [e for e in events if isinstance(e, ReefUnscored)]
    assert [(e.seat, e.reef, e.cells) for e in unscored] == [(BLUE, 0, done.cells)]
    last_points = max(i for i, e in enumerate(events) if isinstance(e, SeagrassScored) and e.reason.startswith("reef"))
    assert events.index(unscored[0]) > last_points
    line = unscored[0].describe(["Ada", "Purple bot"])
    assert line.startswith("Ada gets nothing from reef 1: with 2 players, second place needs at least half of "
                           f"Purple bot's {done.creatures[PURPLE]} creatures")


def test_a_one_tile_reef_says_once_that_it_scores_nothing_not_once_per_seat():
    from seaboard.engine.seagrass.events import ReefUnscored

    game = scenario(3, turn=BLUE, start=2)
    spots = ring(game, [reef_hex(game, 2)])
    for h in spots[1:]:
        put(game, h, PURPLE, "crab-2")
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (spots[0], "jellyfish-1"))
    assert not any(isinstance(e, ReefUnscored) for e in events)
    done = next(e for e in events if isinstance(e, ReefCompleted))
    assert done.describe(["Ada", "Bo", "Cy"]).endswith("A reef of one tile scores nothing.")
