"""The shared game log never shows what a human at the screen may not know."""

import ui_harness as h

from seaboard.engine.seagrass.events import SeagrassScored
from seaboard.ui.scenes.table_base import TableScene, TableSetup


def _table(kinds, options=None):
    app = h.make_app(animation_speed=0)
    setup = TableSetup.default("seagrass", len(kinds), seed=3, options=options or {}, kinds=kinds)
    return TableScene(app, setup)


def test_log_hides_a_bots_secret_points_from_the_human():
    table = _table(["human", "easy"])
    line = table.describe_event(SeagrassScored(1, 6, "new jellyfish colony", ()))
    assert "6" not in line and "scores points" in line
    assert "+6" in table.describe_event(SeagrassScored(0, 6, "new jellyfish colony", ()))


def test_hot_seat_log_hides_every_secret_amount_because_all_humans_read_it():
    table = _table(["human", "human"])
    for seat in (0, 1):
        assert "+6" not in table.describe_event(SeagrassScored(seat, 6, "new crab colony", ()))


def test_open_scores_and_demo_log_show_every_amount():
    table = _table(["human", "human"], {"open_scores": True})
    assert "+6" in table.describe_event(SeagrassScored(1, 6, "new crab colony", ()))
    demo = _table(["easy", "easy"])
    assert "+6" in demo.describe_event(SeagrassScored(1, 6, "new crab colony", ()))
