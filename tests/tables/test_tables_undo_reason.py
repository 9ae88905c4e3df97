"""Pointing at a disabled Undo says why once, inside the window, in every table."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_disabled_undo_says_why_once_inside_the_window(open_app, game_id):
    app = open_app((1024, 640), animation_speed=0)
    table = app.push(table_class(game_id)(app, TableSetup.default(game_id, 2, seed=4, kinds=["human", "easy"])))
    h.step(app, 2)
    assert table.undo_button.visible and not table.undo_button.enabled and table.undo_button.reason
    h.move(app, table.undo_button.rect.center)
    h.run_for(app, 0.6)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert drawn.count(table.undo_button.reason) == 1


@pytest.mark.parametrize("game_id", ["seascroll", "bloomingsea"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_disabled_header_undo_says_why_off_the_players_panel(open_app, monkeypatch, game_id, size):
    # Playtest (Sea Scroll): the reason, slid under the Undo button, covered the "Players" heading.
    from seaboard.engine.seascroll.moves import Draw
    from seaboard.ui.render import theme
    from seaboard.ui.render.theme import PALETTE

    app = open_app(size, animation_speed=0)
    table = app.push(table_class(game_id)(app, TableSetup.default(game_id, 2, seed=4, kinds=["human", "easy"])))
    h.step(app, 2)
    if game_id == "seascroll":
        table.submit(Draw())  # a card drawn: nothing to undo
        h.step(app, 2)
    assert not table.undo_button.enabled and table.undo_button.reason
    h.move(app, table.undo_button.rect.center)
    h.run_for(app, 0.6)
    boxes = []
    real_panel = theme.draw_panel
    tip = theme.mix(PALETTE["sea_hi"], PALETTE["ink"], 0.3)

    def panel(surface, rect, colour, *args, **kwargs):
        if tuple(colour) == tuple(tip):
            boxes.append(pygame.Rect(rect))
        return real_panel(surface, rect, colour, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_panel", panel)
    h.step(app)
    assert len(boxes) == 1
    box = boxes[0]
    assert app.screen.get_rect().contains(box) and not box.colliderect(table.players_panel)
    buttons = [b.rect for b in (table.hint_button, table.help_button, table.undo_button, table.pause_button)]
    assert box.collidelist(buttons) < 0
