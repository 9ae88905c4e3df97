"""Coral reef points (rulebook, 2. Scoring: Coral Reef Points) and its examples."""

from bloomingsea_positions import new_game, paint, play_corals

from seaboard.engine.bloomingsea.events import ReefScored


def _reefs(events):
    return [e for e in events if isinstance(e, ReefScored)]


def test_reef_example_1_alex_makes_a_yellow_reef_of_2_and_scores_2():
    game = new_game(players=3, seed=1)
    paint(game, {(5, 4): "yellow"})
    events = play_corals(game, {(4, 5): "purple", (5, 5): "yellow", (6, 5): "purple"})
    assert [(e.seat, e.points, e.color) for e in _reefs(events)] == [(0, 2, "yellow")]
    assert set(_reefs(events)[0].cells) == {(5, 4), (5, 5)}
    assert game.scores == [2, 0, 0]
    assert not _reefs(events)[0].expanded  # a lone coral and a new one: the reef is made
    assert _reefs(events)[0].describe(["Alex", "Bella", "Chris"]) == "Alex makes a yellow reef of 2: +2."


def test_reef_example_2_bella_expands_the_yellow_reef_and_scores_3():
    game = new_game(players=3, seed=1)
    paint(game, {(5, 4): "yellow"})
    play_corals(game, {(4, 5): "purple", (5, 5): "yellow", (6, 5): "purple"})
    events = play_corals(game, {(5, 6): "yellow", (5, 7): "green", (6, 7): "green"})
    yellow = [e for e in _reefs(events) if e.color == "yellow"]
    assert [(e.seat, e.points) for e in yellow] == [(1, 3)]
    assert set(yellow[0].cells) == {(5, 4), (5, 5), (5, 6)}
    assert yellow[0].expanded
    assert yellow[0].describe(["Alex", "Bella", "Chris"]) == "Bella expands the yellow reef to 3: +3."


def test_reef_example_3_chris_makes_green_3_and_orange_2_and_scores_5():
    game = new_game(players=3, seed=1)
    paint(game, {(2, 6): "green", (3, 8): "orange"})
    game.turn = 2  # Chris
    events = play_corals(game, {(1, 7): "green", (2, 7): "green", (3, 7): "orange"})
    assert sorted((e.color, e.points) for e in _reefs(events)) == [("green", 3), ("orange", 2)]
    assert game.scores == [0, 0, 5]
    assert not any(e.expanded for e in _reefs(events))  # Chris makes both reefs


def test_reef_points_count_any_colour_even_a_non_player_colour():
    game = new_game(players=2, seed=1, colors="yellow,purple")
    events = play_corals(game, {(0, 0): "green", (1, 0): "green", (2, 0): "orange"})
    assert [(e.points, e.color) for e in _reefs(events)] == [(2, "green")]
    assert game.scores == [2, 0]


def test_reef_points_single_corals_score_nothing():
    game = new_game(seed=1)
    events = play_corals(game, {(0, 0): "green", (1, 0): "orange", (2, 0): "green"})
    assert _reefs(events) == []
    assert game.scores == [0, 0, 0, 0]


def test_reef_points_diagonal_corals_are_not_adjacent():
    game = new_game(seed=1)
    paint(game, {(1, 1): "orange"})
    events = play_corals(game, {(0, 0): "green", (1, 0): "orange", (2, 0): "green"})
    assert [(e.points, e.color) for e in _reefs(events)] == [(2, "orange")]
    game2 = new_game(seed=1)
    paint(game2, {(3, 1): "green"})  # diagonal to the green on (2, 0) only
    assert _reefs(play_corals(game2, {(0, 0): "green", (1, 0): "orange", (2, 0): "green"})) == []


def test_reef_points_joining_two_reefs_scores_the_merged_reef_once():
    game = new_game(seed=1)
    paint(game, {(1, 3): "yellow", (2, 3): "yellow", (4, 1): "yellow", (4, 2): "yellow"})
    events = play_corals(game, {(3, 3): "yellow", (4, 3): "yellow", (5, 3): "purple"})
    assert [(e.points, e.color) for e in _reefs(events)] == [(6, "yellow")]
    assert game.scores[0] == 6


def test_reef_points_one_tile_touching_two_reefs_of_one_colour_scores_each():
    game = new_game(seed=1)
    paint(game, {(6, 1): "green", (6, 2): "green", (8, 1): "green", (8, 2): "green"})
    events = play_corals(game, {(6, 0): "green", (7, 0): "orange", (8, 0): "green"})
    assert sorted(e.points for e in _reefs(events)) == [3, 3]
    assert game.scores[0] == 6
