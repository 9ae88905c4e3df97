"""A picked Seagrass tile and the refusals around it (playtest at 1024x640, text 125%: a picked
special was only a slightly thicker border, a click just off the board quietly dropped it, and
refusal bubbles ran onto the game log and over the board's name)."""

from __future__ import annotations

import pytest
import ui_harness as h
from sg_table_helpers import make_table

from seaboard.engine.seagrass.moves import PlaceCreature
from seaboard.ui.render import theme
from seaboard.ui.widgets.tooltip import Bubble, box_shadow_pad, place_near


@pytest.fixture
def app():
    application = h.make_app((1024, 640), animation_speed=0, text_scale=1.25)
    yield application
    application.close()
    theme.set_text_scale(1.0)


def _colony(app):
    table = make_table(app, ["human", "medium", "easy"], seed=3)
    h.step(app, 2)
    h.click_button(app, "Research Colony")
    return table


def _refused(table, code):
    return [s.cell for s in table.view().spaces
            if s.content == "empty" and table.game.explain(PlaceCreature(s.cell, code))]


def _refused_at(table, code, pick):
    """The board space of an empty, refused space for `code` that `pick` prefers."""
    return pick(_refused(table, code), key=lambda c: table.cell_centre(c))


def _in_the_window(table, app, code, cell):
    """Where the refusal for `code` on `cell` would stand if it kept only to the window."""
    bubble = Bubble(table.game.explain(PlaceCreature(cell, code)), table.cell_centre(cell))
    img = bubble.image(app.screen.get_rect())
    sp = box_shadow_pad()
    return place_near((img.get_width() - 2 * sp, img.get_height() - 2 * sp), bubble.pointer, app.screen.get_rect())


@pytest.mark.parametrize("where", ["right", "bottom"])
def test_a_refusal_bubble_stays_in_the_water_off_the_log_and_the_boards_name(app, where):
    table = _colony(app)
    code = table.view().hand[0]
    if where == "right":  # by the board's right edge: the bubble ran onto the game log
        cell = _refused_at(table, code, lambda cells, key: max(cells, key=lambda c: key(c)[0]))
    else:  # up and left of the board's name, where a bubble kept only to the window covered it
        cell = next(c for c in _refused(table, code) if _in_the_window(table, app, code, c).colliderect(
            pygame_label_rect(table)))
    h.click(app, table.slot_centre(code))
    h.click(app, table.cell_centre(cell))
    bubble = table.drag.bubble
    assert bubble is not None and bubble.text
    box = bubble.rect(app.screen.get_rect())
    assert table.view_rect.contains(box)
    assert not box.colliderect(table.log_panel.rect)
    label = pygame_label_rect(table)
    assert not box.colliderect(label)


def pygame_label_rect(table):
    """Where the board's name ("Seagrass · front") is written, in the water's foot."""
    view = table.view()
    text = f"{view.board_name} · {'front' if view.board_side == 'front' else 'back'}"
    img = theme.text(text, "italic", table.tx(13), theme.PALETTE["mist"])
    r = table.view_rect
    return img.get_rect(bottomright=(r.right - table.px(14), r.bottom - table.px(10))).inflate(2, 2)


def _water_off_the_board(table):
    """A point in the water that is no space of the board (the corner of the view)."""
    r = table.view_rect
    pos = (r.right - table.px(12), r.top + table.px(12))
    assert table._find_target(pos, None) is None
    return pos


def test_a_picked_special_is_lifted_in_a_glow_and_the_tray_says_it_is_picked(app, monkeypatch):
    from seaboard.ui.tables.seagrass_parts import art

    table = _colony(app)
    h.click(app, table.slot_centre("starfish-special", "special"))
    halos = []
    real = getattr(art, "halo_image", None)
    monkeypatch.setattr(art, "halo_image", lambda r, colour: (halos.append(r), real(r, colour))[1], raising=False)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert halos == [table.special_r]  # the picked special alone glows
    said = " ".join(drawn)
    assert "Special starfish picked: click a glowing space to play it." in said


def test_a_click_in_the_water_off_the_board_keeps_the_pick_and_the_next_click_plays_it(app):
    table = _colony(app)
    code = next(m.tile for m in table.game.legal_moves() if isinstance(m, PlaceCreature))
    kind = "special" if code.endswith("special") else "hand"
    h.click(app, table.slot_centre(code, kind))
    h.click(app, _water_off_the_board(table))
    assert table.drag.state == "selected" and table.drag.item.code == code
    assert "still picked" in table.drag.bubble.text
    move = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and m.tile == code)
    h.click(app, table.cell_centre(move.cell))
    h.step(app, 2)
    assert table.game.moves[-1] == move


def test_a_tile_picked_by_its_key_stays_picked_after_a_click_in_the_water(app):
    table = _colony(app)
    item = next(i for i in table.selectable_items() if table.targets_for(i))
    h.key(app, table.pick_key(item)[0])
    h.click(app, _water_off_the_board(table))
    assert table.kb_item == item and "still picked" in table.drag.bubble.text


def test_a_click_on_a_panel_puts_the_pick_back_and_says_so(app):
    table = _colony(app)
    h.click(app, table.slot_centre("starfish-special", "special"))
    p = table.players_panel
    h.click(app, (p.centerx, p.bottom - table.px(4)))
    assert not table.drag.active
    assert table.drag.bubble.text == "Special starfish put back."
