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


def test_a_broken_tie_is_told_with_the_players_names_in_turn_order():
    engine_line = "Purple and Yellow tied on 41; Purple would take their turn first, so Purple wins."
    table, scene = _results(Result([41, 41, 26], [1], [1, 0, 2], tiebreak=engine_line))
    line = scene.tiebreak_line()
    a, b = table.names[1], table.names[0]
    assert line == f"{a} and {b} tied on 41; {a} would take the next turn first, so {a} wins."


def test_a_three_way_tie_lists_every_name_and_no_tie_says_nothing():
    table, scene = _results(Result([30, 30, 30], [2], [2, 0, 1], tiebreak="Green and Yellow and Purple tied"))
    names = table.names
    assert scene.tiebreak_line().startswith(f"{names[2]}, {names[0]} and {names[1]} tied on 30; {names[2]} ")
    _, plain = _results(Result([30, 20, 10], [0], [0, 1, 2]))
    assert plain.tiebreak_line() == ""
