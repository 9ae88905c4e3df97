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


def test_the_tally_and_its_note_keep_clear_of_the_tile_just_placed_and_the_counted_corals(open_app):
    # Playtest (1920x1080): "No tile fits beside it · Ada has most corals: +5" covered the tile Ada had
    # just placed two rows above the fish, the tile that decided it.
    for size in ((1920, 1080), (1024, 640)):
        app = open_app(size, animation_speed=0)
        table = make_table(app, ["human", "easy"], seed=3)
        h.step(app)
        geo = table.board_view.geo
        event = FishDecided(10, 5, "fish", 5, seats=(0, 1), tallies=(5, 4),
                            counted=(((10, 3), (11, 3), (11, 4), (11, 5), (11, 6)),
                                     ((9, 4), (9, 5), (8, 5), (7, 5))),
                            winner=0, cause="no tile fits", dead_cells=((10, 4),))
        placed = ((9, 3), (10, 3), (11, 3))
        step = FishStep(table, event, placed)
        box, note = step.tally_rects(geo.outer)
        cells = [*placed, (10, 5), (10, 4), *event.counted[0], *event.counted[1]]
        for x, y in cells:
            square = geo.cell_rect(x, y).inflate(-(geo.cell // 5), -(geo.cell // 5))
            assert not box.colliderect(square) and not note.colliderect(square), (size, (x, y), box, note)
        block = box.union(note)
        assert geo.outer.contains(block) and geo.grid.top <= block.top and block.bottom <= geo.grid.bottom
        # As near the fish as that allows: beside its own row or the one after.
        assert abs(box.centery - geo.cell_center(10, 5)[1]) <= 3.1 * geo.cell


def test_the_table_tells_a_fish_step_which_tile_decided_it(open_app):
    from bs_table_helpers import fish_game

    from seaboard.engine.bloomingsea.events import TilePlaced

    game, move = fish_game(seed=3)
    app = open_app((1280, 800), animation_speed=1.0)
    table = make_table(app, ["easy", "easy"], seed=3, game=game)
    events = table.apply_move(move)
    [placed] = [e for e in events if isinstance(e, TilePlaced)]
    steps = [s for s in table.fx.steps if isinstance(s, FishStep)]
    assert steps and all(s.placed == placed.cells for s in steps)
    assert all(set(placed.cells) <= set(s.keep_clear()) for s in steps)
