"""Sea Scroll's hint, from H to Enter (regression playtest, 1024x640 at 150% text): Enter plays
the hint's own school, H is never refused on the player's own turn, and neither the wait for a
hint nor the question which school to join covers the reef's fish."""

import pygame
import ui_harness as h
from seascroll_table_helpers import focus_spot

from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.moves import Discard, Draw, SkipTake
from seaboard.ui.scenes.table_base import THINKING_ABOUT_A_HINT, TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable
from seaboard.ui.tables.seascroll_parts import message_spot


def _two_schools_of_one_species() -> tuple[int, int, list[Discard]]:
    """(seed, species, its discards onto schools): a first turn whose hand holds a fish two
    schools of the reef could take."""
    for seed in range(300):
        game = SeaScroll(3, seed=seed)
        game.apply(Draw())
        game.apply(SkipTake())
        onto = [m for m in game.legal_moves() if isinstance(m, Discard) and m.school is not None]
        for move in onto:
            same = [m for m in onto if m.species == move.species]
            if len(same) > 1:
                return seed, move.species, same
    raise AssertionError("no seed with two schools of a species in hand")


def _at_the_discard(app, seed) -> SeaScrollTable:
    setup = TableSetup.default("seascroll", 3, seed=seed, kinds=["human", "easy", "easy"])
    table = app.push(SeaScrollTable(app, setup, game=SeaScroll(3, seed=seed)))
    h.step(app)
    h.key(app, pygame.K_d)
    h.key(app, pygame.K_s)
    h.step(app, 2)
    return table


def _name_banners(table) -> list[pygame.Rect]:
    """The reef's top cards' name banners and values: what the player reads on the reef."""
    lay = table.lay
    return [rect for stack in lay.schools
            for rect, weight, _ in message_spot.card_parts(lay.top_card(stack, lay.reef_card_w))
            if weight >= message_spot.VALUE]


def test_enter_on_a_hinted_discard_plays_the_hints_school_without_asking(open_sized):
    app = open_sized((1024, 640), 1.5)
    seed, species, onto = _two_schools_of_one_species()
    table = _at_the_discard(app, seed)
    hinted = onto[-1]  # not the first school: the one a question would start on
    table.show_hint(hinted, "Discard it onto that school.")
    assert getattr(table.focus.focused, "key", None) == ("hand", species)
    h.key(app, pygame.K_RETURN)
    assert table.game.moves[2] == hinted  # (the bots have played on since)
    assert table.pending_species is None


def test_the_players_own_enter_asks_which_school_in_the_guide_not_in_red_over_the_schools(open_sized):
    app = open_sized((1024, 640), 1.5)
    seed, species, onto = _two_schools_of_one_species()
    table = _at_the_discard(app, seed)
    focus_spot(app, table, ("hand", species))
    with h.texts_drawn() as drawn:
        h.key(app, pygame.K_RETURN)
        h.step(app)
    assert table.pending_species == species and table.game.view(0).phase == "discard"
    assert any(line.startswith("Which school of") for line in drawn)  # the guide asks
    if table.message:  # a pill, if any, is advice and leaves the schools it asks about in view
        assert table.message_is_advice()
        assert not any(table.message_box.colliderect(table.lay.schools[m.school]) for m in onto)


def test_hint_asked_as_a_bot_ends_its_turn_comes_on_the_players_turn_not_a_refusal(open_app):
    # Playtest: H pressed as the last bot discarded said "Hints are for your own turn." under
    # "Your turn", its card still flying onto the reef.
    app = open_app((1024, 640), animation_speed=1.0)
    app.settings.take_back_seconds = 0
    setup = TableSetup.default("seascroll", 3, seed=3, kinds=["human", "easy", "easy"])
    table = app.push(SeaScrollTable(app, setup))
    h.step(app)
    table.submit(Draw())
    h.run_for(app, 1.0)
    table.submit(SkipTake())
    h.run_for(app, 1.0)
    table.submit(next(m for m in table.game.legal_moves() if isinstance(m, Discard)))
    h.run_for(app, 0.2)
    assert table.game.current_player != 0
    for _ in range(3000):  # to the last bot's discard, about to be played
        if table.game.current_player == 2 and table.game.view(2).phase == "discard":
            break
        h.step(app)
    h.key(app, pygame.K_h)
    assert table.message == "Hints are for your own turn."  # right then: a bot is still to move
    for _ in range(600):
        h.step(app)
        if table.game.current_player == 0:
            break
    assert table.game.current_player == 0 and table.flights.busy  # its card is still flying in
    assert table.message == THINKING_ABOUT_A_HINT
    h.run_for(app, 8.0)
    assert table.hint_move is not None and table.hint_on_screen()


def test_thinking_about_a_hint_reads_in_the_guide_not_over_the_reefs_names(open_sized):
    app = open_sized((1024, 640), 1.5)
    seed, _, _ = _two_schools_of_one_species()
    table = _at_the_discard(app, seed)
    app.settings.bot_think_seconds = 120.0  # the hint is still to come while the test looks
    try:
        with h.texts_drawn() as drawn:
            h.key(app, pygame.K_h)
            h.step(app)
        assert table.message == THINKING_ABOUT_A_HINT and THINKING_ABOUT_A_HINT in drawn
        assert table.message_is_advice()
        assert not any(table.message_box.colliderect(r) for r in _name_banners(table))
        assert not any(table.message_box.colliderect(s) for s in table.lay.schools)
    finally:
        table.clear_hint()
