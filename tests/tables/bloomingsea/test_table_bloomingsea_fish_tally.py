"""The fish tally keeps clear of the corals it counts: above the fish, or below it near the top edge."""

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea.events import FishDecided
from seaboard.ui.tables.bloomingsea_parts.steps import FishStep


def _place(table, x, y):
    step = FishStep(table, FishDecided(x, y, "fish", 5, seats=(0, 1), tallies=(2, 1), counted=((), ()), winner=0))
    home = table.board_view.geo.cell_center(x, y)
    return step.tally_place(home, 120, 30, 24), table.board_view.geo


def test_the_tally_sits_above_a_fish_low_on_the_board_and_below_one_at_the_top(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    (box, below), geo = _place(table, 5, 8)
    assert not below and box.bottom < geo.cell_rect(5, 7).top  # above, a row clear of the neighbours
    (box, below), geo = _place(table, 5, 1)
    assert below and box.top > geo.cell_rect(5, 2).bottom  # under the fish and its lower neighbour
    assert box.top >= geo.grid.top
