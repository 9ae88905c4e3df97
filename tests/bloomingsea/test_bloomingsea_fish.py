"""Fish points (rulebook, 2. Scoring: Fish Points), its three examples and edge cases."""

import pytest
from bloomingsea_positions import new_game, paint, play_corals

from seaboard.engine.bloomingsea.events import FishDecided
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.core import Scored


def _fish(events):
    return [e for e in events if isinstance(e, FishDecided)]


def _fish_at(game, x, y):
    return game.board.index(x, y) in game.fish


def _fish_scored(events):
    return [e for e in events if type(e) is Scored]


def test_fish_example_1_green_3_beats_orange_2_and_yellow_1():
    game = new_game(players=4, seed=1)  # yellow, purple, green, orange
    paint(game, {(6, 5): "green", (7, 6): "green", (8, 6): "green", (6, 7): "orange", (6, 8): "orange"})
    assert _fish_at(game, 6, 6)
    events = play_corals(game, {(3, 6): "purple", (4, 6): "purple", (5, 6): "yellow"})
    [fish] = _fish(events)
    assert (fish.x, fish.y, fish.value, fish.cause) == (6, 6, 5, "surrounded")
    assert fish.tallies == (1, 0, 3, 2)
    assert set(fish.counted[2]) == {(6, 5), (7, 6), (8, 6)}
    assert set(fish.counted[3]) == {(6, 7), (6, 8)}
    assert fish.winner == 2
    assert [(e.seat, e.points) for e in _fish_scored(events)] == [(2, 5)]
    assert game.fish_points == [0, 0, 5, 0]
    assert not _fish_at(game, 6, 6)


def test_fish_example_2_scored_with_an_empty_square_below_where_no_tile_fits():
    game = new_game(players=4, seed=1)
    paint(game, {(6, 4): "yellow", (6, 5): "yellow", (5, 6): "orange", (7, 6): "green", (5, 7): "purple", (7, 7): "purple"})
    # (6, 7) below the fish is empty and a straight tile could still go down through it.
    events = play_corals(game, {(0, 0): "purple", (1, 0): "orange", (2, 0): "purple"})
    assert _fish(events) == [] and _fish_at(game, 6, 6)
    events = play_corals(game, {(5, 8): "green", (6, 8): "green", (7, 8): "orange"})
    [fish] = _fish(events)
    assert fish.cause == "no tile fits" and fish.dead_cells == ((6, 7),)
    assert fish.tallies == (2, 0, 1, 1)
    assert fish.winner == 0
    assert game.fish_points == [5, 0, 0, 0]
    assert game.coral[game.board.index(6, 7)] == -1


def test_fish_example_3_green_2_purple_2_is_a_tie_and_nobody_scores():
    game = new_game(players=4, seed=1)
    paint(game, {(6, 4): "green", (6, 5): "green", (5, 6): "purple", (7, 6): "orange"})
    events = play_corals(game, {(6, 7): "purple", (6, 8): "yellow", (6, 9): "yellow"})
    [fish] = _fish(events)
    assert fish.tallies == (0, 2, 2, 1)
    assert fish.winner == -1
    assert _fish_scored(events) == []
    assert game.fish_points == [0, 0, 0, 0]
    assert not _fish_at(game, 6, 6)  # the token leaves even on a tie


@pytest.mark.parametrize("colors", ["yellow,green,orange", "green,orange"])
def test_fish_example_3_green_scores_when_purple_is_not_a_player_colour(colors):
    game = new_game(players=len(colors.split(",")), seed=1, colors=colors)
    paint(game, {(6, 4): "green", (6, 5): "green", (5, 6): "purple", (7, 6): "orange"})
    events = play_corals(game, {(6, 7): "purple", (6, 8): "yellow", (6, 9): "yellow"})
    [fish] = _fish(events)
    green = colors.split(",").index("green")
    assert fish.winner == green
    assert game.fish_points[green] == 5


@pytest.mark.parametrize("players,colors", [(2, "yellow,green"), (3, "yellow,green,orange")])
def test_fish_non_player_colours_are_ignored_with_2_and_3_players(players, colors):
    game = new_game(players=players, seed=1, colors=colors)
    paint(game, {(6, 5): "purple", (5, 6): "purple", (7, 6): "purple"})
    events = play_corals(game, {(6, 7): "green", (6, 8): "orange", (6, 9): "orange"})
    [fish] = _fish(events)
    assert len(fish.tallies) == players
    assert fish.winner == 1  # green: 1 coral against 3 purple that nobody owns
    assert game.fish_points[1] == 5


def test_fish_with_4_players_every_colour_counts():
    game = new_game(players=4, seed=1)
    paint(game, {(6, 5): "purple", (5, 6): "purple", (7, 6): "purple"})
    events = play_corals(game, {(6, 7): "green", (6, 8): "orange", (6, 9): "orange"})
    assert _fish(events)[0].winner == 1  # purple


def test_fish_counts_each_reef_coral_once_even_if_it_touches_the_fish_twice():
    game = new_game(players=4, seed=1)
    # One green reef wraps the fish's corner: (6,5)-(7,5)-(7,6) touches it twice.
    paint(game, {(6, 5): "green", (7, 5): "green", (7, 6): "green", (5, 6): "orange", (4, 6): "orange"})
    events = play_corals(game, {(6, 7): "purple", (6, 8): "yellow", (6, 9): "yellow"})
    assert _fish(events)[0].tallies == (0, 1, 3, 2)


def test_fish_on_the_edge_is_decided_when_its_squares_on_the_board_are_covered():
    game = new_game(players=2, seed=1, side="B", colors="yellow,green")
    assert not game.board.contains(14, 10) and not game.board.contains(13, 11)
    paint(game, {(13, 9): "yellow"})
    events = play_corals(game, {(12, 8): "yellow", (12, 9): "yellow", (12, 10): "green"})
    [fish] = _fish(events)
    assert (fish.x, fish.y, fish.cause) == (13, 10, "surrounded")
    assert fish.tallies == (3, 1)
    assert fish.winner == 0


def test_fish_next_to_a_cut_out_nook_is_decided_when_no_tile_can_reach_it():
    game = new_game(players=2, seed=1, side="B", colors="yellow,green")
    paint(game, {(13, 9): "yellow"})
    events = play_corals(game, {(10, 9): "orange", (11, 9): "orange", (12, 9): "yellow"})
    [fish] = _fish(events)
    assert (fish.x, fish.y, fish.value) == (13, 10, 7)
    assert fish.cause == "no tile fits" and fish.dead_cells == ((12, 10),)
    assert fish.tallies == (2, 0) and fish.winner == 0
    assert game.fish_points == [7, 0]


def test_fish_beside_a_cut_out_has_three_squares_to_fill():
    game = new_game(players=2, seed=1, side="B", colors="purple,orange")
    assert not game.board.contains(10, 7) or game.board.is_numbered(10, 7) is False
    assert len(game.board.open_neighbors[game.board.index(9, 7)]) == 3
    paint(game, {(9, 6): "purple", (8, 7): "orange"})
    events = play_corals(game, {(9, 8): "orange", (9, 9): "purple", (10, 9): "purple"})
    [fish] = _fish(events)
    assert (fish.x, fish.y) == (9, 7)
    assert fish.tallies == (1, 2)
    assert fish.winner == 1


def test_fish_no_tile_can_be_placed_rule_both_ways():
    game = new_game(players=4, seed=1)
    paint(game, {(6, 4): "yellow", (6, 5): "yellow", (5, 6): "orange", (7, 6): "green",
                 (5, 7): "purple", (7, 7): "purple", (5, 8): "purple"})
    # Only an upright straight tile still fits through (6, 7): the fish waits.
    events = play_corals(game, {(7, 8): "green", (7, 9): "orange", (8, 9): "green"})
    assert _fish(events) == [] and _fish_at(game, 6, 6)
    assert game.cover[game.board.index(6, 7)] > 0
    # Covering (6, 9) leaves (6, 7)-(6, 8) too short for any tile: decided, nothing adjacent covered.
    events = play_corals(game, {(4, 9): "orange", (5, 9): "green", (6, 9): "orange"})
    [fish] = _fish(events)
    assert fish.dead_cells == ((6, 7),) and fish.winner == 0
    assert (6, 7) in game.view(0).dead and (6, 8) in game.view(0).dead


def test_fish_several_decided_by_one_placement():
    game = new_game(players=4, seed=1)
    paint(game, {(8, 3): "green", (7, 4): "green", (8, 5): "purple",
                 (10, 4): "purple", (11, 5): "purple", (10, 6): "purple"})
    events = play_corals(game, {(9, 3): "yellow", (9, 4): "orange", (9, 5): "yellow"})
    decided = _fish(events)
    assert [(f.x, f.y) for f in decided] == [(8, 4), (10, 5)]
    assert [f.winner for f in decided] == [2, 1]
    assert game.fish_points == [0, 5, 5, 0]


def test_fish_numbered_squares_stay_uncoverable_after_their_fish_is_scored():
    game = new_game(players=4, seed=1)
    paint(game, {(6, 4): "green", (6, 5): "green", (5, 6): "purple", (7, 6): "orange"})
    play_corals(game, {(6, 7): "purple", (6, 8): "yellow", (6, 9): "yellow"})
    assert not _fish_at(game, 6, 6)
    assert all(6 != m.x or 6 != m.y for m in game.legal_moves())
    for rotation in range(4):
        for move in (Place(rotation, 6, 6), Place(rotation, 5, 6), Place(rotation, 6, 5)):
            reason = game.explain(move)
            assert reason is not None


def test_fish_aquarist_mode_scores_the_fishs_own_value():
    game = new_game(players=4, seed=1, mode="aquarist")
    square = game.board.index(6, 6)
    game.fish[square] = "clownfish"
    paint(game, {(6, 4): "green", (6, 5): "green", (5, 6): "purple", (7, 6): "orange"})
    events = play_corals(game, {(6, 7): "yellow", (6, 8): "purple", (6, 9): "purple"})
    [fish] = _fish(events)
    assert (fish.fish, fish.value, fish.winner) == ("clownfish", 8, 2)
    assert game.fish_points == [0, 0, 8, 0]


@pytest.mark.parametrize("kind,points", [("clownfish", 8), ("blue_tang", 7), ("yellow_tang", 6), ("whitetail", 5)])
def test_fish_aquarist_values_by_kind_on_either_side(kind, points):
    for side in ("A", "B"):
        game = new_game(mode="aquarist", side=side)
        assert game.fish_value(kind) == points
    assert new_game(side="B").fish_value("fish") == 7
