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


def _note_drawn(app, table, tallies):
    # The tally and the winner come from the engine, as the game makes its FishDecided events.
    from seaboard.engine.bloomingsea.scoring import fish_winner

    event = FishDecided(5, 8, "fish", 5, seats=(0, 1), tallies=tallies, counted=((), ()),
                        winner=fish_winner(tallies))
    with h.texts_drawn() as drawn:
        FishStep(table, event).draw(app.screen, 0.3)
    return drawn


def test_the_note_over_a_tied_fish_says_it_is_a_tie_and_nobody_scores(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    drawn = _note_drawn(app, table, (2, 2))
    assert "Surrounded · a tie, nobody scores" in drawn
    assert not any("wins" in line for line in drawn)


def test_the_note_over_a_won_fish_names_the_player_with_most_corals(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    drawn = _note_drawn(app, table, (1, 3))
    assert f"Surrounded · {table.seats[1].name} has most corals: +5" in drawn
