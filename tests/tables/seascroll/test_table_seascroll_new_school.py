"""Sea Scroll's new-school slot: it reads at the guide's text size on dark water, and an empty reef
always shows it, so a discard has somewhere to go."""

import pygame
import pytest
import ui_harness as h
from seascroll_table_helpers import focus_spot, open_table

from seaboard.ai import make_bot
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.moves import Discard, Draw, SkipTake, TakeSchool
from seaboard.ui.anim import tween
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable


def slot_labels(app, table) -> list:
    """(label, size asked, rect) of the text drawn inside the new-school slot, the board drawn afresh."""
    table._board_cache_key = None
    with h.labels_drawn() as drawn:
        table.draw_table(app.screen, table.board)
    return [d for d in drawn if table.lay.new_school.contains(d[2])]


def game_with_an_empty_reef_at_my_discard() -> SeaScroll:
    """Seat 0 takes the reef's last school, so it discards onto an empty reef (bots play the rest)."""
    for seed in range(1, 80):
        game = SeaScroll(2, seed=seed)
        bots = [make_bot("easy", SeaScroll, s, seed=seed) for s in range(2)]
        while game.current_player is not None:
            seat = game.current_player
            view = game.view(seat)
            if seat == 0 and view.phase == "discard" and not view.reef:
                return game
            takes = [m for m in game.legal_moves() if isinstance(m, TakeSchool)]
            if seat == 0 and takes and len(view.reef) == 1:
                game.apply(takes[0])
            else:
                game.apply(bots[seat].choose(view, game.legal_moves()))
    raise AssertionError("no game left seat 0 an empty reef")


def test_an_empty_reef_shows_the_new_school_slot_a_discard_goes_to(app):
    # Playtest: with the reef empty, no drop target showed at all, only water.
    game = game_with_an_empty_reef_at_my_discard()
    table = app.push(SeaScrollTable(app, TableSetup.default("seascroll", 2, seed=game.seed,
                                                            kinds=["human", "easy"]), game=game))
    h.step(app)
    assert table.my_turn and table.game.view(0).reef == ()
    assert " ".join(label for label, _, _ in slot_labels(app, table)) == "New school"
    # A card dropped on it starts the school there.
    species, before = table.game.view(0).hand[0], len(table.game.moves)
    h.drag(app, h.line(table.lay.hand_top(species).center, table.lay.new_school.center))
    assert table.game.moves[before] == Discard(species, None)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_new_school_label_reads_at_the_guides_size_on_dark_water(open_sized, size):
    # Playtest: "New school" was small grey text on the grey of the glow under the slot, at 150%.
    app = open_sized(size, 1.5)
    table = open_table(app, ["human", "easy"], seed=1)
    table.submit(Draw())
    table.submit(SkipTake())
    h.step(app, 2)
    species = next(m.species for m in table.game.legal_moves_for(0) if isinstance(m, Discard) and m.school is None)
    start = table.lay.hand_top(species).center
    h.drag(app, h.line(start, (start[0] + 40, start[1] - 40)), release=False)  # held, not yet over the reef
    labels = slot_labels(app, table)
    assert labels, "no label in the new-school slot while a card that starts one is held"
    for label, px, _rect in labels:
        assert px >= table.px(14), f"{label!r} asked at {px}, under the guide's {table.px(14)}"
    # The label's sand against its water, just above it.
    water = app.screen.get_at((table.lay.new_school.centerx, min(r.top for _, _, r in labels) - 4))
    assert h.contrast(PALETTE["sand"], water) >= 7, water  # WCAG AAA: small text on a glow
    h.post_up(start)
    pygame.event.clear()


def test_the_reefs_heading_counts_the_schools_drawn_not_one_still_flying_in(app):
    # Playtest: a discard starting a school was still in the air and the reef showed 3 schools
    # under "The reef · 4 schools".
    tween.set_speed(1.0)
    table = open_table(app, ["human", "easy", "easy"], seed=3)
    h.key(app, pygame.K_d)
    h.key(app, pygame.K_s)
    h.run_for(app, 1.0)
    new = next(m for m in table.game.legal_moves_for(0) if isinstance(m, Discard) and m.school is None)
    schools = len(table.game.view(0).reef)
    focus_spot(app, table, ("hand", new.species))
    h.key(app, pygame.K_RETURN)
    assert table.flights.busy and len(table.game.view(0).reef) == schools + 1

    def heading() -> str:
        table._board_cache_key = None
        with h.texts_drawn() as drawn:
            table.draw_table(app.screen, table.board)
        return next(line for line in drawn if line.startswith("The reef"))

    assert heading() == f"The reef · {schools} schools"  # the new school's card is not there yet
    table.flights.finish()
    assert heading() == f"The reef · {schools + 1} schools"
