"""The players panel's "reefs N · fish M" line moves in step with the animated total."""

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea.events import FishDecided


def test_the_split_adds_up_to_the_shown_total_on_every_frame_and_ends_at_the_engines(open_app):
    app = open_app(animation_speed=1)
    table = make_table(app, ["easy", "easy"], seed=5)
    game = table.game
    fish_seen = False
    for turn in range(60):
        if game.is_over:
            break
        legal = game.legal_moves()
        events = table.apply_move(legal[turn * 7919 % len(legal)])
        fish_seen |= any(isinstance(e, FishDecided) and e.winner >= 0 for e in events)
        for _ in range(8):
            h.step(app, 10)
            for seat, (reefs, fish) in enumerate(table.shown_parts):
                assert reefs + fish == table.shown_scores[seat]
        if fish_seen:
            break
    assert fish_seen
    table.fx.flush()
    view = game.view(None)
    assert [tuple(p) for p in table.shown_parts] == list(zip(view.reef_points, view.fish_points))


def test_every_bot_row_names_its_level_or_none_does(open_app):
    # One bot's "50" token used to squeeze "AI · Medium" off its row only, while another kept it.
    app = open_app((1280, 800))
    table = make_table(app, ["human", "medium", "medium", "medium"], seed=5)
    h.step(app, 2)
    for big in (None, 2, 3):
        if big is not None:
            table.markers[big] = table.shown_scores[big] = 160  # three "50" tokens, a three-digit score
        with h.texts_drawn() as drawn:
            h.step(app, 1)
        rows = [line for line in drawn if "reefs " in line and " · fish " in line]
        named = [line.startswith("AI · ") for line in rows]
        assert len(rows) == 4 and not named[0]
        assert named[1:] in ([True] * 3, [False] * 3), rows
