"""Every quick reference keeps its text at 12 px or more from 1024x640 up; what no longer fits scrolls."""

from __future__ import annotations

import contextlib

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.quickref import QuickRefCard
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class
from seaboard.ui.tables.seagrass_parts import reference

GAMES = ["seagrass", "seascroll", "bloomingsea"]
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@contextlib.contextmanager
def sizes_drawn():
    """(line, role, size asked for) of every line rendered through theme.text inside the block."""
    drawn: list = []
    original = theme.text

    def spy(line, role, px, *args, **kwargs):
        drawn.append((line, role, px))
        return original(line, role, px, *args, **kwargs)

    theme.text = spy
    try:
        yield drawn
    finally:
        theme.text = original


def _card(app, game_id):
    setup = TableSetup.default(game_id, 2, seed=3, kinds=["human", "easy"])
    app.push(table_class(game_id)(app, setup))
    h.step(app, 2)
    h.key(app, pygame.K_F1)
    card = app.top
    assert isinstance(card, QuickRefCard)
    return card


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_every_quick_reference_keeps_its_text_at_12_px_or_more(open_app, game_id, size):
    # Playtest: the rows were about 11 px at 1280x720 (10 at 1024x640).
    app = open_app(size, animation_speed=0)
    card = _card(app, game_id)
    with sizes_drawn() as drawn:
        card.draw(app.screen)
    words = [(line, px) for line, role, px in drawn if role != "title" and line.strip()]
    assert len(words) > 20
    small = [(line, px) for line, px in words if px < 12]
    assert not small, small


class LongCard(QuickRefCard):
    """A card with more rows than a 1024x640 window holds at 12 px."""

    title = "A long card"

    def sections(self):
        return [[(f"Row {n}", f"Row {n} says this sentence, long enough to wrap onto a second line at 12 px "
                              f"in a card of this width, and then some more words.") for n in range(30)]]


def _inside(card, drawn) -> list:
    """The rows' lines drawn, each wholly between the card's title and its Close."""
    lines = [(label, rect) for label, rect in drawn if label.startswith("Row")]
    for label, rect in lines:
        assert rect.top >= card.panel.top + card.px(60) and rect.bottom <= card.close.rect.top, (label, rect)
    return lines


def test_a_quick_reference_too_long_for_the_window_scrolls_at_12_px_to_its_last_row(open_app):
    app = open_app((1024, 640), animation_speed=0)
    card = app.push(LongCard(app, table=None))
    h.step(app, 1)
    with h.lines_drawn() as drawn:
        card.draw(app.screen)
    first = _inside(card, drawn)
    assert card.text_px >= 12
    keys = [label for label, _ in first if label.startswith("Row") and " " in label and len(label) <= 6]
    assert keys[0] == "Row 0" and "Row 29" not in keys
    assert any("More below" in label for label, _ in drawn)
    h.key(app, pygame.K_END)
    with h.lines_drawn() as drawn:
        card.draw(app.screen)
    keys = [label for label, _ in _inside(card, drawn) if len(label) <= 6]
    assert "Row 29" in keys and "Row 0" not in keys
    h.key(app, pygame.K_HOME)
    with h.lines_drawn() as drawn:
        card.draw(app.screen)
    assert [label for label, _ in _inside(card, drawn) if len(label) <= 6][0] == "Row 0"
    h.key(app, pygame.K_ESCAPE)
    assert app.top is not card  # scrolling took no key it did not need


def test_the_seagrass_reference_scrolls_rather_than_shrink_below_12_px(open_app, monkeypatch):
    monkeypatch.setattr(reference, "TURN", reference.TURN * 3)  # more than a 1024x640 card holds
    app = open_app((1024, 640), animation_speed=0)
    card = app.push(reference.QuickReference(app, None))
    h.step(app, 1)
    for key, shows_end in ((None, False), (pygame.K_END, True)):
        if key:
            h.key(app, key)
        with sizes_drawn() as sizes, h.lines_drawn() as drawn:
            card.draw(app.screen)
        assert min(px for line, role, px in sizes if role != "title" and line.strip()) >= 12
        flow = [(label, rect) for label, rect in drawn if card.panel.contains(rect) and rect.top > card.panel.top
                + card.px(60) and rect.bottom < card.close.rect.top]
        assert ("Board" in [label for label, _ in flow]) == shows_end, key  # the left column's last row
        outside = [label for label, rect in drawn if label.startswith(("Play", "Research", "Game log"))
                   and not (card.panel.top + card.px(50) <= rect.top and rect.bottom <= card.close.rect.top)]
        assert not outside, outside


@pytest.mark.parametrize("game_id", ["seascroll", "bloomingsea"])
def test_a_quick_reference_grows_taller_before_its_text_shrinks(open_app, game_id):
    # Playtest: at 1280x720 the rows had shrunk to 12 px with the window's height to spare.
    app = open_app((1280, 720), animation_speed=0)
    card = _card(app, game_id)
    assert card.text_px == card.px(16)  # the design size
    assert app.screen.get_rect().contains(card.panel) and card.max_scroll == 0
