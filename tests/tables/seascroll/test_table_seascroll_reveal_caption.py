"""Sea Scroll Reveal: the species being scored is said in words, from the engine's counts and changes."""

import pytest
import ui_harness as h

from seaboard.ai import make_bot
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.species import SPECIES
from seaboard.ui.anim import tween
from seaboard.ui.render.theme import number_text
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable
from seaboard.ui.tables.seascroll_parts.reveal import RevealScene, Step


def finished_game(seed=4, players=3):
    game = SeaScroll(players, seed=seed)
    bots = {s: make_bot("easy", SeaScroll, s, seed=s) for s in range(players)}
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return game


def open_reveal(app) -> RevealScene:
    """A finished three-player game at the table, its Reveal showing."""
    setup = TableSetup.default("seascroll", 3, seed=4, kinds=["human", "easy", "easy"])
    app.push(SeaScrollTable(app, setup, game=finished_game()))
    h.step(app, 5)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    return reveal


def test_signed_values_use_a_true_minus():
    assert (number_text(8, signed=True), number_text(-8, signed=True), number_text(0, signed=True)) == (
        "+8", "\u22128", "0")
    assert (number_text(8), number_text(-8)) == ("8", "\u22128")


def test_the_reveal_total_and_the_results_use_the_same_minus_and_column_name(app):
    # The reveal's total said "-2" (a hyphen) beside cells saying "−7", under "Total" where the
    # results say "Score".
    from seaboard.ui.scenes.results import _points

    assert _points(-2, True) == _points(-2, False) == "\u22122" and _points(3, True) == "+3"
    reveal = open_reveal(app)
    reveal.shown = [-2.0, 3.0, 0.0]  # totals part way through
    reveal._still_key = None  # the headings are drawn once into a still layer: draw them again
    with h.texts_drawn() as drawn:
        reveal.draw(app.screen)
    assert "Score" in drawn and "Total" not in drawn
    assert "\u22122" in drawn and "-2" not in drawn


def test_the_caption_names_the_species_the_most_and_each_holders_change(app):
    tween.set_speed(1.0)
    reveal = open_reveal(app)
    names = reveal.table.names
    step = Step(8, (4, 0, 2), (8, 0, -8), (8, 0, -8))
    caption = reveal.step_caption(step)
    assert caption.startswith(f"{SPECIES[8]} (8)")
    assert "the most held: 4" in caption
    assert f"{names[0]} +8" in caption and f"{names[2]} \u22128" in caption
    assert names[1] not in caption  # no fish, no change
    assert reveal.step_caption(Step(5, (0, 0, 0), (0, 0, 0), (0, 0, 0))).endswith("nobody holds any.")


def test_the_reveal_says_what_a_turned_card_means(app):
    reveal = open_reveal(app)
    with h.texts_drawn() as drawn:
        reveal.draw(app.screen)
    assert any("turned sideways lose" in line for line in drawn)


def test_an_enter_held_through_the_last_move_does_not_skip_the_reveal(app, monkeypatch):
    import pygame

    tween.set_speed(1.0)  # the show plays (it finishes at once with animations off)
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
    reveal = open_reveal(app)
    for _ in range(3):
        h.post_key_down(pygame.K_RETURN)  # the held key repeating
        h.step(app, dt=0.01)
    assert app.top is reveal and not reveal.finished
    h.post_key_up(pygame.K_RETURN)
    h.step(app)
    held.clear()
    h.key(app, pygame.K_RETURN)  # pressed afresh: Skip
    assert reveal.finished or app.top is not reveal


def test_each_holders_value_shows_once_under_their_cards_never_flying_over_them(app, monkeypatch):
    # Playtest: a "+6" pop-up flew over a card and "−6" showed twice (the pop-up and the label).
    # The value under the cards pops in with the verdict instead.
    from seaboard.ui.anim import popups

    flown = []
    original = popups.render_score_text
    monkeypatch.setattr(popups, "render_score_text", lambda text, *a: flown.append(text) or original(text, *a))
    tween.set_speed(1.0)
    reveal = open_reveal(app)
    verdicts = 0
    while not reveal.finished:
        h.step(app, dt=1 / 30)
        step = reveal.steps[reveal.current] if 0 <= reveal.current < len(reveal.steps) else None
        if step is None or not any(step.counts) or not 0 < step.verdict < 1:
            continue
        with h.texts_drawn() as drawn:
            reveal.draw(app.screen)
        assert {number_text(d, signed=True) for c, d in zip(step.counts, step.deltas) if c} <= set(drawn)
        verdicts += 1
    assert verdicts and flown == []


def test_a_turned_stacks_count_badge_sits_above_the_card_off_its_name(app, monkeypatch):
    # Playtest: on a card turned sideways the "×2" badge covered the last letter of "Butterflyfish".
    import pygame

    from seaboard.ui.tables.seascroll_parts import cards, paint

    reveal = open_reveal(app)
    drawn, badges = [], []
    monkeypatch.setattr(cards, "draw_card", lambda surface, img, rect, **kw: drawn.append(pygame.Rect(rect)))
    monkeypatch.setattr(paint, "badge", lambda surface, count, centre, px: badges.append(centre))
    row = pygame.Rect(reveal.cell(1, 0).left, reveal.cell(1, 0).top, 400, reveal.cell(1, 0).height)
    for verdict, upright in ((1.0, False), (1.0, True)):
        drawn.clear(), badges.clear()
        deltas = (5, 5, 5) if upright else (-5, -5, -5)
        reveal.draw_cell(app.screen, 1, 0, Step(5, (2, 2, 2), deltas, deltas, arrive=1.0, verdict=verdict), row)
        top_card = drawn[-1]
        (x, y), = badges
        assert x == top_card.right
        if upright:
            assert y > top_card.top  # upright: over the card's corner, as everywhere
        else:
            assert y < top_card.top  # turned: above it, clear of the name running up its edge


LONG_NAMES = ["Bartholomewsmith", "Wilhelminastrong", "Konstantinopolis", "Maximilianbrandt", "Christophersonne",
              "Alexandrapetrova"]


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1920, 1080), 1.5)])
def test_each_scoring_line_reads_whole_with_six_long_names(open_app, size, text_scale):
    # Playtest: with long names the scoring line ended in "…" before it said everyone's change.
    from seaboard.ui.render import theme

    theme.set_text_scale(text_scale)
    try:
        app = open_app(size, animation_speed=0, text_scale=text_scale)
        setup = TableSetup.default("seascroll", 6, seed=3, kinds=["human"] + ["easy"] * 5)
        for seat, name in zip(setup.seats, LONG_NAMES):
            seat.name = name
        app.push(SeaScrollTable(app, setup, game=finished_game(3, players=6)))
        h.step(app, 5)
        reveal = app.top
        assert isinstance(reveal, RevealScene)
        # The longest line there can be: a species every one of them holds.
        reveal.steps.append(Step(12, (1, 1, 3, 1, 2, 1), (-12, -12, 12, -12, -12, -12), reveal.steps[-1].totals))
        reveal.layout(app.size)
        for i, step in enumerate(reveal.steps):
            reveal.current, reveal.finished = i, False
            with h.texts_drawn() as drawn:
                reveal.draw_still(app.screen)
            caption = reveal.step_caption(step)
            first = next(i for i, line in enumerate(drawn) if line and caption.startswith(line.rstrip("…")))
            assert caption in (drawn[first], " ".join(drawn[first:first + 2])), (drawn[first:first + 2], caption)
            assert reveal.panel.contains(reveal.cell(0, i).union(reveal.cell(5, i)))
    finally:
        theme.set_text_scale(1.0)
