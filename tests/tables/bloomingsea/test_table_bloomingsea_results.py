"""The Blooming Sea results name the players of a tie, not their colours."""

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.core import Result
from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults


def _results(result):
    app = h.make_app(animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"], seed=4)
    scene = BloomingSeaResults(app, table)
    scene.result = result
    return table, scene


def _tied_result(table, scores, last_turn):
    """The engine's own result for a game that ended on these scores."""
    game = table.game
    game.reef_points = list(scores)
    game.fish_points = [0] * len(scores)
    game.turn = last_turn
    return game.result()


def test_a_broken_tie_is_told_with_the_players_names_in_turn_order():
    table, scene = _results(None)
    scene.result = _tied_result(table, [41, 41, 26], last_turn=0)
    line = scene.tiebreak_line()
    a, b = table.names[1], table.names[0]
    assert line == f"{a} and {b} tied on 41; {a} would take their turn first, so {a} wins."
    assert "{seat" not in line


def test_a_three_way_tie_lists_every_name_and_no_tie_says_nothing():
    table, scene = _results(None)
    scene.result = _tied_result(table, [30, 30, 30], last_turn=1)
    names = table.names
    assert scene.tiebreak_line().startswith(f"{names[2]} and {names[0]} and {names[1]} tied on 30; {names[2]} ")
    _, plain = _results(Result([30, 20, 10], [0], [0, 1, 2]))
    assert plain.tiebreak_line() == ""
