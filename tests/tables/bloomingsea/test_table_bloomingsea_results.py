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


def test_a_players_laps_of_the_track_stay_clear_of_their_reefs_number_at_big_text(open_app):
    # Playtest: at 1024x640 with 150% text "Yellow · 1 lap of the track (1 × 50)" ran under the Reefs number.
    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=4)
    table.game.reef_points = [61, 57]
    scene = app.push(BloomingSeaResults(app, table))
    with h.lines_drawn() as drawn:
        h.step(app)
    for seat, reefs in enumerate(table.game.reef_points):
        colour = table.seats[seat].colour
        detail = next(rect for label, rect in drawn if label.startswith(f"{colour} · "))
        number = next(rect for label, rect in drawn if label == str(reefs))
        assert detail.right < number.left and scene.panel.contains(detail)
        assert next(label for label, _ in drawn if label.startswith(f"{colour} · ")).endswith("1 × 50")
