"""A whole Seagrass game played through the table with synthetic mouse input only."""

import ui_harness as h
from sg_table_helpers import human_step, make_table

from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.results import ResultsScene


def test_three_humans_play_a_whole_hot_seat_game_by_mouse_to_the_results(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human", "human"], seed=3)
    game = table.game
    curtains = 0
    turns = 0
    last_seat = None
    for _ in range(4000):
        if isinstance(app.top, ResultsScene):
            break
        if game.is_over:
            h.step(app, 10)
            continue
        seat = game.current_player
        if seat != last_seat:
            # Every change of seat between humans raises the curtain first.
            assert isinstance(app.top, HandoffScene) and app.top.seat == seat
            last_seat = seat
            turns += 1
        before = len(game.moves)
        what = human_step(app, table, turns)
        if what == "curtain":
            curtains += 1
            assert app.top is table and table.viewer == seat
        else:
            assert len(game.moves) == before + 1, f"the {what} click did not play a move"
    assert isinstance(app.top, ResultsScene)
    assert game.is_over and curtains == turns
    assert turns > 10
    # Specials were dragged from beside the rack too.
    assert any(getattr(m, "tile", "").endswith("special") for m in game.moves)
