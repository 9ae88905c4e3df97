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


def test_at_table_pace_the_results_wait_for_the_last_fish_to_land(open_app):
    import ui_harness as h

    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.ui.screenshot import play_bot_moves

    whole = play_bot_moves(BloomingSea(2, 5), 500, 5)
    assert whole.is_over
    # The game one move before its end: the last move scores the last fish.
    game = play_bot_moves(BloomingSea(2, 5), len(whole.moves) - 1, 5)
    app = open_app((1280, 800), animation_speed=1.0)
    table = make_table(app, ["easy", "easy"], seed=5, game=game)
    for _ in range(3000):
        if isinstance(app.top, BloomingSeaResults):
            break
        h.step(app)
    assert isinstance(app.top, BloomingSeaResults)
    assert not table.fx.busy
    view = table.game.view(None)
    assert table.shown_scores == list(view.scores)
    assert table.fish_left_shown(view) == len(view.fish) == 0



def test_fish_left_agrees_with_the_engine_while_the_fish_animation_plays(open_app):
    # Playtest: "Fish left" counted a fish still animating: one more than the log, which had
    # already said the fish was decided (and "Fish left: 1" beside "Game over").
    import ui_harness as h
    from bs_table_helpers import fish_game

    from seaboard.ui.tables.bloomingsea_parts.steps import FishStep

    game, move = fish_game(seed=3)
    app = open_app((1280, 800), animation_speed=1.0)
    table = make_table(app, ["easy", "easy"], seed=3, game=game)
    before = len(table.game.view(None).fish)
    table.apply_move(move)  # (before any frame: the bots have not moved yet)
    assert len(table.game.view(None).fish) < before
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any(isinstance(s, FishStep) for s in table.fx.steps)  # the fish is still animating
    assert f"Fish left: {len(table.game.view(None).fish)} · 5 pts" in drawn
