"""Whole games on the Sea Scroll table through synthetic input only, through the Reveal to the results."""

import random

import pygame
import pytest
import ui_harness as h
from seascroll_table_helpers import lift_curtain, open_table, play_step_by_keyboard, play_step_by_mouse

from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults
from seaboard.ui.tables.seascroll_parts.reveal import RevealScene


def play_until_over(app, table, rng, keyboard_share=0.5, limit=3000):
    curtains = 0
    steps = 0
    while not table.game.is_over:
        assert steps < limit, "the game did not end"
        steps += 1
        if lift_curtain(app):
            curtains += 1
            continue
        if not table.my_turn:
            h.step(app, 2)  # bots play on their own
            continue
        before = len(table.game.moves)
        if rng.random() < keyboard_share:
            play_step_by_keyboard(app, table, rng)
        else:
            play_step_by_mouse(app, table, rng)
        assert len(table.game.moves) > before, f"the step did nothing: {table.message!r}"
    return curtains


def finish_reveal(app, table):
    h.step(app, 5)
    assert isinstance(app.top, RevealScene)
    reveal = app.top
    # The Reveal shows the engine's own numbers: the last running totals are the final scores.
    assert list(reveal.steps[-1].totals) == table.game.result().scores
    h.click_button(app, reveal.skip.label)  # Skip, or See the results when already done
    if isinstance(app.top, RevealScene):
        h.click_button(app, "See the results")
    assert isinstance(app.top, SeaScrollResults)
    return app.top


def test_four_player_hot_seat_game_by_mouse_and_keyboard_reaches_the_results(app):
    table = open_table(app, ["human"] * 4, seed=3)
    assert isinstance(app.top, HandoffScene)
    curtains = play_until_over(app, table, random.Random(5))
    # The curtain rose before every human turn (each turn passes to another human).
    assert curtains >= sum(table.game.view(0).turns_taken)
    results = finish_reveal(app, table)
    assert results.order[0] in table.game.result().winners
    assert len(results.outcomes) == len(table.game.view(0).species)


def test_six_player_game_one_human_five_bots_reaches_the_results(app):
    table = open_table(app, ["human"] + ["easy"] * 5, seed=8)
    assert app.top is table  # one human against bots: no curtain
    curtains = play_until_over(app, table, random.Random(2), keyboard_share=0.4)
    assert curtains == 0
    assert table.game.view(0).turns_taken[0] > 0
    finish_reveal(app, table)


def test_chaos_in_real_time_one_human_against_bots_reaches_the_results(app):
    table = open_table(app, ["human", "easy", "easy"], seed=4, options={"chaos": True})
    assert table.game.view(0).chaos_pace == "realtime"
    rng = random.Random(1)
    for _ in range(400):
        if table.game.is_over:
            break
        view = table.game.view(0)
        if not table.chaos.can_act():
            h.step(app, 2)
            continue
        if view.scramble_steps[0] == "pick":
            if len(view.hand) >= 5:
                h.click_button(app, "Stop scrambling")
                continue
            free = [i for i, c in enumerate(view.pile) if c is not None and c != -1]
            h.click(app, table.chaos.cards[rng.choice(free)][0].center)
        else:
            h.key(app, pygame.K_k if rng.random() < 0.7 else pygame.K_p)
    assert table.game.is_over
    assert len(table.game.result().scores) == 3
    finish_reveal(app, table)


def test_chaos_with_several_humans_alternates_picks_behind_the_curtain(app):
    table = open_table(app, ["human", "human"], seed=6, options={"chaos": True})
    assert table.game.view(0).chaos_pace == "alternating"
    curtains = 0
    for _ in range(600):
        if table.game.is_over:
            break
        if lift_curtain(app):
            curtains += 1
            continue
        seat = table.viewer
        view = table.game.view(seat)
        assert table.game.current_player == seat
        if view.scramble_steps[seat] == "pick":
            if len(view.hand) >= 4:
                h.click_button(app, "Stop scrambling")
            else:
                h.key(app, pygame.K_RETURN)  # the pile cursor picks the card under it
        else:
            h.click_button(app, "Keep it")
    assert table.game.is_over
    assert curtains >= 4
    finish_reveal(app, table)


def test_the_log_keeps_the_reveal_for_the_reveal(app):
    from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

    table = open_table(app, ["easy", "easy"])
    for _ in range(3000):
        if table.game.is_over:
            break
        h.step(app)
    assert table.game.is_over and not isinstance(app.top, RevealScene)
    assert not any(line.startswith("Game over") or " shows " in line for line in table.log)
    for _ in range(600):
        if isinstance(app.top, RevealScene):
            break
        h.step(app)
    assert isinstance(app.top, RevealScene)
    assert any(line.startswith("Game over") for line in table.log)


@pytest.mark.parametrize("options, said", [
    ({"chaos": True}, "Variant Chaos: no ocean and no reef; everyone picked from one pile, all at once."),
    ({"chaos": True, "chaos_pace": "alternating"},
     "Variant Chaos: no ocean and no reef; everyone picked from one pile, in turn."),
    ({"regal_tang": True}, "Variant Regal Tang (4): scoring with a single Regal Tang gains or loses 4 more."),
])
def test_the_results_name_the_variant_that_was_played(app, options, said):
    # Playtest: the Regal Tang game's results said so; the Chaos game's did not.
    from seaboard.engine.seascroll import SeaScroll
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables.seascroll import SeaScrollTable

    game = SeaScroll(2, 3, options)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves()))
    setup = TableSetup.default("seascroll", 2, seed=3, options=options, kinds=["easy", "easy"])
    table = app.push(SeaScrollTable(app, setup, game=game))
    table.results_shown = True
    card = app.push(SeaScrollResults(app, table))
    with h.lines_drawn() as drawn:
        h.step(app)
    notes = [r for label, r in drawn if label == said]
    assert len(notes) == 1 and card.panel.contains(notes[0])


@pytest.mark.parametrize("options", [{}, {"regal_tang": True}])
def test_the_log_says_each_species_of_the_reveal_once(app, options):
    # Playtest: "Regal Tang: Ada 1 (+4)." was followed by "Ada +4 (most Regal Tang: 1).", each result twice.
    from seaboard.engine.seascroll import SeaScroll
    from seaboard.engine.seascroll.events import SpeciesScored

    game = SeaScroll(3, 5, options)
    rng = random.Random(5)
    events = []
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_moves()))
    table = open_table(app, ["easy", "easy", "easy"])
    reveal = events[next(i for i, e in enumerate(events) if isinstance(e, SpeciesScored)):]
    lines = [e.describe(table.names) for e in table.worded(reveal)]
    assert not any("(most " in line or "fewer than the most" in line for line in lines)
    assert sum(isinstance(e, SpeciesScored) for e in table.worded(reveal)) == sum(
        isinstance(e, SpeciesScored) for e in reveal)
    bonuses = [e for e in reveal if getattr(e, "reason", "").startswith("a single Regal Tang")]
    assert all(b in table.worded(reveal) for b in bonuses)  # a bonus is not in the species line's words
