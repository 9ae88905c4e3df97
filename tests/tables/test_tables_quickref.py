"""Every table's quick reference: F1, "?" and the header's ? button open the game's card,
Escape, F1 or Close close it, and it opens in a demo too (a watcher may want the rules)."""

from __future__ import annotations

import random

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.demo import start_demo
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class
from seaboard.ui.tables.bloomingsea_parts.quickref import QuickRefScene
from seaboard.ui.tables.seagrass_parts.reference import QuickReference
from seaboard.ui.tables.seascroll_parts.quickref import SeaScrollQuickRef

CARDS = {"seagrass": QuickReference, "seascroll": SeaScrollQuickRef, "bloomingsea": QuickRefScene}
GAMES = sorted(CARDS)


@pytest.fixture
def app(open_app):
    return open_app((1280, 800), animation_speed=0)


def _table(app, game_id):
    setup = TableSetup.default(game_id, 2, seed=3, kinds=["human", "easy"])
    table = app.push(table_class(game_id)(app, setup))
    h.step(app, 2)
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_question_mark_and_the_help_button_open_the_games_quick_reference(app, game_id):
    table = _table(app, game_id)
    card = CARDS[game_id]
    shown = [b for b in (table.hint_button, table.help_button, table.undo_button, table.pause_button) if b.visible]
    header = sorted((b.rect for b in shown), key=lambda r: r.left)
    assert table.help_button in shown and len(shown) >= 3
    assert all(a.right < b.left for a, b in zip(header, header[1:]))  # side by side, no overlap
    h.key(app, pygame.K_F1)
    assert isinstance(app.top, card)
    h.key(app, pygame.K_F1)
    assert app.top is table
    h.key(app, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert isinstance(app.top, card)
    h.key(app, pygame.K_ESCAPE)
    assert app.top is table
    h.click(app, table.help_button.rect.center)
    assert isinstance(app.top, card)
    h.click_button(app, "Close")
    assert app.top is table


@pytest.mark.parametrize("game_id", GAMES)
def test_in_a_demo_f1_opens_the_quick_reference_and_the_demo_goes_on_after(app, game_id):
    table = start_demo(app, game_id, rng=random.Random(4), attract=False, levels=["easy"])
    h.step(app, 2)
    h.key(app, pygame.K_F1)
    assert isinstance(app.top, CARDS[game_id])
    h.key(app, pygame.K_ESCAPE)
    assert app.top is table and table.demo_state is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_centres_close_and_keeps_its_title_size_at_the_biggest_text(open_app, game_id):
    # The Seagrass card shrank its title with its rows at 150% and put Close at the right.
    from seaboard.ui.render import theme

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    _table(app, game_id)
    h.key(app, pygame.K_F1)
    card = app.top
    titles = []
    real = theme.blit_text
    try:
        theme.blit_text = lambda s, label, role, px, *a, **k: (
            titles.append(px) if "quick reference" in label else None, real(s, label, role, px, *a, **k))[1]
        card.draw(app.screen)
    finally:
        theme.blit_text = real
        theme.set_text_scale(1.0)
    assert titles == [card.px(30)]
    assert abs(card.close.rect.centerx - card.panel.centerx) <= 1


def test_blooming_seas_aquarist_fish_line_fits_its_card_at_the_biggest_text(open_app):
    # At 150% the first token covered "Aquarist fish" and the line ran into Close.
    from seaboard.ui.render import theme

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["human", "easy"], options={"mode": "aquarist"})
    app.push(table_class("bloomingsea")(app, setup))
    h.step(app, 2)
    h.key(app, pygame.K_F1)
    card = app.top
    rects = {}
    real = theme.blit_text
    try:
        theme.blit_text = lambda s, label, *a, **k: rects.setdefault(label, real(s, label, *a, **k))
        card.draw(app.screen)
    finally:
        theme.blit_text = real
        theme.set_text_scale(1.0)
    label, last = rects["Aquarist fish"], rects["Whitetail"]
    assert label.right <= card.panel.left + card.px(28) + card.key_w
    assert card.panel.contains(last) and last.bottom <= card.close.rect.top


@pytest.mark.parametrize("introductory", [False, True])
def test_the_seagrass_card_lists_the_specials_only_when_they_are_in_play(app, introductory):
    setup = TableSetup.default("seagrass", 2, seed=3, options={"introductory": introductory}, kinds=["human", "easy"])
    app.push(table_class("seagrass")(app, setup))
    h.step(app, 2)
    h.key(app, pygame.K_F1)
    with h.texts_drawn() as drawn:
        h.step(app)
    said = " ".join(drawn)
    assert ("Specials (play with a matching tile)" in said) is not introductory
    assert "the victory is shared" in said  # the rulebook's last tie-break
