"""The Blooming Sea table inside the replay scene: steps animate, jumps catch up at once."""

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea import BloomingSea
from seaboard.ui.scenes.replay import ReplayScene
from seaboard.ui.screenshot import play_bot_moves


def test_replay_steps_move_the_markers_and_jumps_catch_up(open_app):
    app = open_app((1280, 800), animation_speed=1.0)
    game = play_bot_moves(BloomingSea(3, 6), None, 6)
    table = make_table(app, ["human", "easy", "easy"], seed=6, game=game)
    h.step(app, 3)
    h.click_button(app, "Watch replay")
    replay = app.top
    assert isinstance(replay, ReplayScene)
    shown = replay.table
    for _ in range(12):
        replay.forward_one()
    h.run_for(app, 5.0)
    scores = list(shown.view(None).scores)
    assert shown.shown_scores == scores and shown.markers == [float(s) for s in scores]
    assert shown.banner is None  # no "your turn" banners in a replay
    replay.to_start()
    h.step(app)
    assert shown.game.current_player == 0 and shown.seats[0].is_human
    assert "Drag" not in shown.hint_text(shown.view())  # a replay is watched, not played
    assert shown.hand_title() == f"{shown.names[0]}'s tile"  # never "Your tile": nobody plays here
    replay.to_end()
    h.step(app)
    final = list(shown.view(None).scores)
    assert final == table.game.result().scores
    assert shown.shown_scores == final and not shown.fx.busy


def test_the_replays_log_names_fish_places_in_words_as_the_table_does(open_app):
    import re

    import ui_harness as h

    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.store.saves import SeatInfo
    from seaboard.ui import persist
    from seaboard.ui.scenes.replay import ReplayScene
    from seaboard.ui.screenshot import play_bot_moves

    app = open_app((1280, 800), animation_speed=0)
    game = play_bot_moves(BloomingSea(2, 5), 500, 5)
    saved = persist.SavedGame(game, [SeatInfo("Ada", "human", "Yellow"), SeatInfo("Bot", "easy", "Purple")])
    scene = app.push(ReplayScene(app, saved))
    scene.to_end()
    h.step(app)
    lines = [entry.text for entry in scene.log_panel.entries]
    assert any(line.startswith("Fish ") for line in lines)
    assert not any(re.search(r"\(\d+, \d+\)", line) for line in lines)
