"""Sea Scroll Reveal: the species being scored is said in words, from the engine's counts and changes."""

import ui_harness as h

from seaboard.ai import make_bot
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.species import SPECIES
from seaboard.ui.anim import tween
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable
from seaboard.ui.tables.seascroll_parts.reveal import RevealScene, Step, signed


def finished_game(seed=4):
    game = SeaScroll(3, seed=seed)
    bots = {s: make_bot("easy", SeaScroll, s, seed=s) for s in range(3)}
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return game


def test_signed_values_use_a_true_minus():
    assert (signed(8), signed(-8), signed(0)) == ("+8", "\u22128", "0")


def test_the_caption_names_the_species_the_most_and_each_holders_change(app):
    tween.set_speed(1.0)
    game = finished_game()
    setup = TableSetup.default("seascroll", 3, seed=4, kinds=["human", "easy", "easy"])
    table = app.push(SeaScrollTable(app, setup, game=game))
    h.step(app, 5)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    names = table.names
    step = Step(8, (4, 0, 2), (8, 0, -8), (8, 0, -8))
    caption = reveal.step_caption(step)
    assert caption.startswith(f"{SPECIES[8]} (8)")
    assert "the most held: 4" in caption
    assert f"{names[0]} +8" in caption and f"{names[2]} \u22128" in caption
    assert names[1] not in caption  # no fish, no change
    assert reveal.step_caption(Step(5, (0, 0, 0), (0, 0, 0), (0, 0, 0))).endswith("nobody holds any.")
