"""Pointing at a disabled Undo says why once, inside the window, in every table."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_disabled_undo_says_why_once_inside_the_window(open_app, game_id):
    app = open_app((1024, 640), animation_speed=0)
    table = app.push(table_class(game_id)(app, TableSetup.default(game_id, 2, seed=4, kinds=["human", "easy"])))
    h.step(app, 2)
    assert table.undo_button.visible and not table.undo_button.enabled and table.undo_button.reason
    h.move(app, table.undo_button.rect.center)
    h.run_for(app, 0.6)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert drawn.count(table.undo_button.reason) == 1
