"""Keys at every table (hot-seat playtest, 1280x720): the arrows stay on the game's own cards,
schools and buttons, never walking onto the header's Hint, ?, Undo and Menu; a card or menu
closed gives the focus back to the table; U undoes as Ctrl+Z does; after an undo the focus is
where the next action is, never on a greyed button."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.engine.seascroll.moves import TakeSchool
from seaboard.ui.scenes.pause import PauseScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class
from seaboard.ui.tables.seascroll import SCHOOL

GAMES = ["seagrass", "seascroll", "bloomingsea"]


def _table(open_app, game_id, kinds=("human", "easy", "easy"), seed=3):
    app = open_app((1280, 720), animation_speed=0)
    app.bot_pace = 0
    table = app.push(table_class(game_id)(app, TableSetup.default(game_id, len(kinds), seed=seed, kinds=list(kinds))))
    h.step(app, 2)
    assert app.top is table
    return app, table


def _open_and_close_by_mouse(app, table, dialog: str) -> None:
    """The quick reference ("?") or the pause menu (Menu), opened and closed with the mouse."""
    if dialog == "quickref":
        h.click(app, table.help_button.rect.center)
        assert app.top is not table
        h.click_button(app, "Close")
    else:
        h.click(app, table.pause_button.rect.center)
        assert isinstance(app.top, PauseScene)
        h.click_button(app, "Resume")
    assert app.top is table


def _at_sea_scroll_take(open_app):
    app, table = _table(open_app, "seascroll")
    h.key(app, pygame.K_d)
    h.step(app, 30)
    assert table.game.view(0).phase == "take" and len(table.game.view(0).reef) >= 2
    return app, table


def test_right_after_the_quick_reference_walks_the_reef_schools_and_enter_takes_one(open_app):
    # Playtest: after closing the card opened with the mouse, Right x7 to reach the 7th school put the
    # focus ring on Menu; Enter opened the pause menu and the next keys changed Settings.
    app, table = _at_sea_scroll_take(open_app)
    _open_and_close_by_mouse(app, table, "quickref")
    schools = len(table.game.view(0).reef)
    for _ in range(schools + 3):
        h.key(app, pygame.K_RIGHT)
        assert table.focus.focused not in table.header_buttons()
    assert table.focus.focused.key == (SCHOOL, schools - 1)
    h.key(app, pygame.K_RETURN)
    assert app.top is table and table.game.moves[-1] == TakeSchool(schools - 1)


@pytest.mark.parametrize("game_id", GAMES)
def test_arrows_never_walk_onto_the_header_buttons(open_app, game_id):
    app, table = _table(open_app, game_id)
    if game_id == "seascroll":
        h.key(app, pygame.K_d)  # the reef's schools and Take no school
        h.step(app, 30)
    for key in [pygame.K_RIGHT] * 12 + [pygame.K_LEFT] * 12 + [pygame.K_DOWN] * 12 + [pygame.K_UP] * 12:
        h.key(app, key)
        assert table.focus.focused not in table.header_buttons(), pygame.key.name(key)
    h.key(app, pygame.K_RETURN)
    assert app.top is table or not isinstance(app.top, PauseScene)


@pytest.mark.parametrize("dialog", ["quickref", "pause"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_card_or_menu_closed_gives_the_focus_back_to_the_table(open_app, game_id, dialog):
    app, table = _table(open_app, game_id)
    _open_and_close_by_mouse(app, table, dialog)
    assert table.focus.focused not in table.header_buttons()
    for _ in range(3):
        h.key(app, pygame.K_RIGHT)
        assert table.focus.focused not in table.header_buttons()
    h.key(app, pygame.K_RETURN)
    assert not isinstance(app.top, PauseScene)


def test_an_arrow_on_a_header_button_goes_to_the_steps_own_button_with_its_ring(open_app):
    # Seagrass: Research Colony is the step's default.
    app, table = _table(open_app, "seagrass")
    h.click(app, table.help_button.rect.center)
    h.click_button(app, "Close")
    table.focus.focus(table.help_button)  # (as if the focus had stayed there)
    h.key(app, pygame.K_RIGHT)
    assert table.focus.focused is table.colony_button and table.focus.keyboard_used


def test_u_undoes_in_seagrass(open_app):
    app, table = _table(open_app, "seagrass")
    h.key(app, pygame.K_r)  # Research Reef
    assert table.game.moves and table.view().phase == "reef"
    h.key(app, pygame.K_u)
    assert table.game.moves == [] and table.view().phase == "choose_action"


def test_u_undoes_in_sea_scroll(open_app):
    app, table = _at_sea_scroll_take(open_app)
    moves = list(table.game.moves)
    h.key(app, pygame.K_s)  # take no school
    assert table.game.view(0).phase == "discard"
    h.key(app, pygame.K_u)
    assert table.game.moves == moves and table.game.view(0).phase == "take"


@pytest.mark.parametrize("mod", [pygame.KMOD_LMETA, pygame.KMOD_RMETA], ids=["left cmd", "right cmd"])
def test_cmd_z_undoes_as_ctrl_z_does_on_macos(open_app, mod):
    # Playtest: Cmd+Z, the Mac's undo, did nothing.
    app, table = _table(open_app, "seagrass")
    h.key(app, pygame.K_r)  # Research Reef
    assert table.game.moves and table.view().phase == "reef"
    h.key(app, pygame.K_z, mod=mod)
    assert table.game.moves == [] and table.view().phase == "choose_action"
    app, table = _at_sea_scroll_take(open_app)
    moves = list(table.game.moves)
    h.key(app, pygame.K_s)  # take no school
    h.key(app, pygame.K_z, mod=mod)
    assert table.game.moves == moves and table.game.view(0).phase == "take"


def test_the_undo_keys_and_the_redo_keys_that_undo_nothing():
    from seaboard.ui.scenes.table_base import is_undo_key

    def z(mod, key=pygame.K_z):
        return is_undo_key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))

    assert z(pygame.KMOD_LCTRL) and z(pygame.KMOD_RCTRL) and z(pygame.KMOD_LMETA) and z(pygame.KMOD_RMETA)
    assert not z(0)  # Z alone is no key of Undo's
    # Shift with Ctrl or Cmd + Z is redo elsewhere: with no redo here it must not undo instead.
    assert not z(pygame.KMOD_LMETA | pygame.KMOD_LSHIFT) and not z(pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert not z(pygame.KMOD_LCTRL, key=pygame.K_y)


def test_ctrl_u_is_no_undo(open_app):
    app, table = _table(open_app, "seagrass")
    h.key(app, pygame.K_r)
    h.key(app, pygame.K_u, mod=pygame.KMOD_CTRL)
    assert table.view().phase == "reef"


def test_after_undo_the_focus_leaves_a_greyed_confirm(open_app):
    # Playtest (Seagrass): after Undo took back the reef tile, the focus ring sat on the greyed
    # Confirm with "There is nothing to confirm yet." beside it.
    app, table = _table(open_app, "seagrass")
    h.key(app, pygame.K_r)
    h.key(app, pygame.K_1)  # a reef tile picked by key
    h.key(app, pygame.K_RETURN)  # and placed at the cursor
    assert table.view().phase == "reef_confirm"
    assert table.focus.focused is table.confirm_button and table.confirm_button.enabled
    h.key(app, pygame.K_RETURN)  # the first Enter shows the ring on Confirm
    assert table.focus.keyboard_used and table.view().phase == "reef_confirm"
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    h.step(app)
    assert table.view().phase == "reef" and not table.confirm_button.enabled
    focused = table.focus.focused
    assert focused is None or (focused.enabled and focused.visible)
    assert table.focus.reason_box(app.screen.get_rect(), 16) is None  # no "nothing to confirm" beside it
    h.key(app, pygame.K_TAB)  # the next action: a tile picked
    assert table.kb_item is not None


def test_seagrass_an_arrow_with_no_tile_picked_picks_one_for_the_board(open_app):
    app, table = _table(open_app, "seagrass")
    h.key(app, pygame.K_r)  # Research Reef: a tile to place
    assert table.kb_item is None
    h.key(app, pygame.K_RIGHT)
    assert table.kb_item is not None and table.cursor is not None
    assert table.focus.focused not in table.header_buttons()


def _refused_drop(app, table, game_id) -> None:
    """A drop the engine refuses, which says why in a bubble by the pointer."""
    if game_id == "seagrass":
        from seaboard.engine.seagrass.moves import PlaceCreature

        h.click_button(app, "Research Colony")
        code = table.view().hand[0]
        cell = next(s.cell for s in table.view().spaces
                    if s.content == "empty" and table.game.explain(PlaceCreature(s.cell, code)))
        h.drag(app, h.line(table.slot_centre(code), table.cell_centre(cell), 4))
    else:  # a fish dropped on its own habitat before a card is drawn
        species = table.game.view(0).hand[0]
        h.drag(app, h.line(table.lay.hand_top(species).center, table.lay.habitat_area.center))
    h.step(app, 2)
    assert table.drag.bubble is not None


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll"])
def test_escape_first_clears_a_refusal_then_opens_the_menu(open_app, game_id):
    # Playtest: only Blooming Sea's Escape took the red refusal away; here it opened the menu over it.
    app, table = _table(open_app, game_id)
    _refused_drop(app, table, game_id)
    h.key(app, pygame.K_ESCAPE)
    assert table.drag.bubble is None and app.top is table
    h.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
