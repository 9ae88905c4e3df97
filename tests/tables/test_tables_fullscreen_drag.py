"""F11 in the middle of a drag, at every table: the piece stays in hand, at its new size under the
pointer, and drops where the new layout shows its place (playtest: it went back silently).

Switching full screen, SDL hides and shows the window: it sends a focus loss and a focus gain
(seen under Xvfb with the x11 driver), which the headless tests post with the F11 key."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.tiles import oriented_cells
from seaboard.engine.seagrass.moves import PlaceCreature
from seaboard.engine.seascroll.moves import Discard
from seaboard.ui.input.drag import DRAGGING
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class


@pytest.fixture
def app(open_app):
    application = open_app((1280, 800), animation_speed=0)
    application.settings.window_size = (1600, 1000)  # headless, "full screen" opens at this size
    application.save_settings = lambda: None
    return application


def _table(app, game_id):
    setup = TableSetup.default(game_id, 2, seed=3, kinds=["human", "easy"])
    table = app.push(table_class(game_id)(app, setup))
    h.step(app, 2)
    return table


def _seagrass(app):
    """The table, a legal move, where its tile is picked up and where it goes (asked again later)."""
    table = _table(app, "seagrass")
    h.click_button(app, "Research Colony")
    move = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and "special" not in m.tile)
    return table, move, lambda: table.slot_centre(move.tile), lambda: table.cell_centre(move.cell)


def _seascroll(app):
    table = _table(app, "seascroll")
    h.click(app, table.lay.ocean.center)
    if table.game.view(0).phase == "take":
        h.click_button(app, "Take no school")
    move = next(m for m in table.game.legal_moves_for(0) if isinstance(m, Discard))

    def goal():
        lay = table.lay
        return lay.schools[move.school].center if move.school is not None else lay.new_school.center

    return table, move, lambda: table.lay.hand_top(move.species).center, goal


def _bloomingsea(app):
    table = _table(app, "bloomingsea")
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place) and m.rotation == table.rotation)

    def start():
        rect, c = table.item_rect("hand"), table.geo.cell
        (dx, dy), _ = table.tile_cells()[1]  # held by its pivot square
        return (rect.left + dx * c + c // 2, rect.top + dy * c + c // 2)

    def goal():
        px, py = oriented_cells(table.view().hand.shape, move.rotation)[1]
        x, y = table.geo.cell_center(move.x + px, move.y + py)
        return (round(x), round(y))

    return table, move, start, goal


TABLES = {"seagrass": _seagrass, "seascroll": _seascroll, "bloomingsea": _bloomingsea}


def _press_f11(app):
    h.post_key(pygame.K_F11)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    h.step(app)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_f11_mid_drag_keeps_the_piece_in_hand_under_the_pointer_and_it_drops_in_the_new_layout(app, game_id):
    table, move, start, goal = TABLES[game_id](app)
    before = len(table.game.moves)
    first = start()
    h.drag(app, [first, (first[0] + 30, first[1] + 10), (first[0] + 60, first[1] + 20)], release=False)
    assert table.drag.state == DRAGGING
    held_before = table.drag.held.rect
    _press_f11(app)
    assert app.size == (1600, 1000) and app.fullscreen
    assert table.drag.state == DRAGGING and table.drag.bubble is None  # still in hand, nothing said
    # At its new size (the whole board grew) and still where the pointer holds it.
    home = table.item_rect(table.drag.item)
    held = table.drag.held.rect
    assert held.width > held_before.width and abs(held.width - home.width) <= 2
    end = goal()
    for point in h.line((first[0] + 60, first[1] + 20), end, 4)[1:]:
        h.move(app, point)
    assert table.drag.held.rect.collidepoint(end) and table.drag.hover_legal is True
    h.post_up(end)
    h.step(app, 3)
    assert table.game.moves[before] == move


def test_a_real_loss_of_focus_mid_drag_still_puts_the_piece_back(app):
    # Only the switch's own focus loss is ignored: alt-tab with a tile in hand puts it back, as the
    # button's release may never reach the window.
    table, _, start, _ = _seagrass(app)
    first = start()
    h.drag(app, [first, (first[0] + 30, first[1] + 10), (first[0] + 60, first[1] + 20)], release=False)
    assert table.drag.state == DRAGGING
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    h.step(app)
    assert table.drag.state == "idle"
