"""Sea Scroll's quick reference (how every table opens it: tests/tables/test_tables_quickref.py)."""

import pygame
import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.ui.tables.seascroll_parts.quickref import CHAOS, TURN, SeaScrollQuickRef


def test_the_opening_section_is_the_turn_and_a_click_beside_the_card_closes_it(app):
    table = open_table(app, ["human", "easy"])
    h.click(app, table.help_button.rect.center)
    assert isinstance(app.top, SeaScrollQuickRef) and app.top.sections()[0] == TURN
    h.click(app, (5, app.size[1] - 5))  # beside the card
    assert app.top is table


def test_in_chaos_the_quick_reference_explains_the_scramble(app):
    table = open_table(app, ["human", "easy"], options={"chaos": True, "regal_tang": False})
    h.key(app, pygame.K_F1)
    assert isinstance(app.top, SeaScrollQuickRef) and app.top.sections()[0] == CHAOS
    assert table.help_button in table.focus.widgets


def test_opening_the_quick_reference_mid_drag_puts_the_card_back(app):
    from seaboard.engine.seascroll.moves import Draw

    table = open_table(app, ["human", "easy"])
    assert table.submit(Draw()) and table.submit(next(m for m in table.game.legal_moves() if "Skip" in type(m).__name__))
    h.step(app, 2)
    species = table.game.view(0).hand[0]
    start = table.lay.hand_top(species).center
    h.drag(app, h.line(start, (start[0], start[1] - 120)), release=False)
    assert table.drag.state == "dragging"
    h.key(app, pygame.K_F1)
    assert isinstance(app.top, SeaScrollQuickRef)
    h.post_up((start[0], start[1] - 120))
    h.key(app, pygame.K_ESCAPE)
    h.step(app, 30)
    assert app.top is table and table.drag.state == "idle"


def test_the_quick_reference_says_everything_whole_at_the_biggest_text(open_app):
    from seaboard.ui.render import theme

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    try:
        open_table(app, ["human", "easy"], options={"regal_tang": True})
        h.key(app, pygame.K_F1)
        with h.texts_drawn() as drawn:
            h.step(app)
        assert not any(line.endswith("…") for line in drawn)
        assert any(line.endswith(" more.") or line == "more." for line in drawn)  # the last line under the rows
        assert any(line.endswith("undoes.") for line in drawn)  # the last words of the keys (Ctrl+Z undoes.)
    finally:
        theme.set_text_scale(1.0)


def test_the_scoring_example_is_drawn_in_cards_under_its_sentence(app, monkeypatch):
    # The card had a sentence and an empty gap; the other games show a picture.
    from seaboard.ui.tables.seascroll_parts import cards
    from seaboard.ui.tables.seascroll_parts.quickref import BETTA

    open_table(app, ["human", "easy"])
    h.key(app, pygame.K_F1)
    card = app.top
    faces = []
    real = cards.face
    monkeypatch.setattr(cards, "face", lambda species, w: (faces.append(species), real(species, w))[1])
    with h.texts_drawn() as drawn:
        card.draw(app.screen)
    assert BETTA in faces and {"+10", "\u221210", "0"} <= set(drawn)
