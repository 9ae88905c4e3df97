"""Whole games of Blooming Sea played on the table through synthetic input only."""

from bs_table_helpers import make_table, play_to_results

from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults


def test_two_player_hot_seat_game_by_mouse_and_keys_to_the_results(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=3)
    counts = play_to_results(app, table)
    assert table.game.is_over
    assert isinstance(app.top, BloomingSeaResults)
    # Every turn was a human's: all the moves came from the input helpers.
    assert sum(counts.values()) == len(table.game.moves)
    assert counts["place"] > 10
    result = table.game.result()
    assert app.top.winners_line() == f"{table.names[result.winners[0]]} wins!"


def test_four_player_game_one_human_three_bots_to_the_results(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy", "easy"], seed=11)
    counts = play_to_results(app, table)
    assert table.game.is_over
    assert isinstance(app.top, BloomingSeaResults)
    human_moves = sum(counts.values())
    assert 0 < human_moves < len(table.game.moves)
    # The shown scores caught up with the game's.
    assert table.shown_scores == list(table.game.view(None).scores)
