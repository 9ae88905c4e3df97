"""Rulebook, 2. Scoring: "Each time your Score Marker circles the scoring track and reaches or passes
"0", take a "50" Token." The engine says it (FiftyTaken) right after the points that took the marker
round, so the game log has a line for every "50" token."""

from bloomingsea_positions import new_game, paint, play_corals

from seaboard.engine.bloomingsea.events import FiftyTaken, ReefScored
from seaboard.engine.core import Scored

NAMES = ["Alex", "Bella", "Chris", "Dana"]


def _fifties(events):
    return [e for e in events if isinstance(e, FiftyTaken)]


def test_scoring_50_tokens_passing_0_takes_a_50_token_after_the_reef_that_passed_it():
    game = new_game(players=3, seed=1)
    game.reef_points[0] = 49
    paint(game, {(5, 4): "yellow"})
    events = play_corals(game, {(4, 5): "purple", (5, 5): "yellow", (6, 5): "purple"})  # a yellow reef of 2
    assert game.scores[0] == 51
    [fifty] = _fifties(events)
    assert (fifty.seat, fifty.mark, fifty.score) == (0, 50, 51)
    assert isinstance(events[events.index(fifty) - 1], ReefScored)  # said as the points that did it
    assert fifty.describe(NAMES) == "Alex passes 50 points and takes a \u201c50\u201d token."


def test_scoring_50_tokens_reaching_0_exactly_takes_one_too_and_later_laps_each_take_one():
    game = new_game(players=3, seed=1)
    game.reef_points[0] = 98
    paint(game, {(5, 4): "yellow"})
    events = play_corals(game, {(4, 5): "purple", (5, 5): "yellow", (6, 5): "purple"})
    [fifty] = _fifties(events)
    assert (fifty.mark, fifty.score) == (100, 100)
    assert fifty.describe(NAMES) == "Alex reaches 100 points and takes a \u201c50\u201d token."


def test_scoring_50_tokens_none_while_the_marker_stays_in_its_lap():
    game = new_game(players=3, seed=1)
    game.reef_points[0] = 51
    paint(game, {(5, 4): "yellow"})
    events = play_corals(game, {(4, 5): "purple", (5, 5): "yellow", (6, 5): "purple"})
    assert game.scores[0] == 53 and not _fifties(events)


def test_scoring_50_tokens_points_past_two_marks_at_once_take_two_tokens():
    game = new_game(players=3, seed=1)
    game.reef_points[0] = 40
    board = game.board
    # Six rows of yellow, but for three squares left of the middle of the sixth: a yellow coral there
    # joins them into one reef of 62 (scored once, in full), 40 -> 102.
    paint(game, {(x, y): "yellow" for y in range(6) for x in range(12)
                 if board.contains(x, y) and not board.is_numbered(x, y) and not (y == 5 and x < 5)})
    events = play_corals(game, {(0, 5): "purple", (1, 5): "yellow", (2, 5): "purple"})
    assert game.scores[0] == 102
    assert [(e.seat, e.mark, e.score) for e in _fifties(events)] == [(0, 50, 102), (0, 100, 102)]


def test_scoring_50_tokens_a_fish_won_on_someone_elses_turn_takes_the_winners_token():
    game = new_game(players=4, seed=1)  # yellow, purple, green, orange
    game.fish_points[2] = 47
    paint(game, {(6, 5): "green", (7, 6): "green", (8, 6): "green", (6, 7): "orange", (6, 8): "orange"})
    events = play_corals(game, {(3, 6): "purple", (4, 6): "purple", (5, 6): "yellow"})  # Alex plays
    [fifty] = _fifties(events)
    assert (fifty.seat, fifty.mark, fifty.score) == (2, 50, 52)
    assert type(events[events.index(fifty) - 1]) is Scored  # right after the fish's points
    assert fifty.describe(NAMES) == "Chris passes 50 points and takes a \u201c50\u201d token."


def test_scoring_50_tokens_the_sentence_reads_as_advice_in_a_hint():
    # A hint tells a turn in the log's sentences, turned to the player ("pass ... and take ...").
    from seaboard.ai.hint import as_advice

    line = FiftyTaken(0, 50, 53).describe(NAMES)
    assert as_advice(line, "Alex", NAMES) == "Pass 50 points and take a \u201c50\u201d token."
