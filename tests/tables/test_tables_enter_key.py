"""Enter is the table's own key: a focus ring left on a header button never takes it silently.

Playtest (first-time player, 1024x640): in Blooming Sea the "?" button held the focus (its ring
showed after the quick reference was closed with Esc); the player placed a tile with the mouse and
pressed Enter to keep it, as the panel says, and the quick reference opened instead. In Seagrass,
Enter pressed while the hint was still "Thinking about a hint..." took the focused Research Colony
and the hint went. The rule in every table: a press on the board or the hand drops the ring; a
header button (Hint, ?, Undo, Menu) takes Enter only while its ring shows; while a hint is thought
about, Enter says so and presses nothing."""

from __future__ import annotations

import pathlib
import sys

import pygame
import pytest
import ui_harness as h

sys.path.insert(0, str(pathlib.Path(__file__).parent / "bloomingsea"))
from bs_table_helpers import choose_place, click_place, drag_place  # noqa: E402

from seaboard.engine.seascroll.moves import Draw  # noqa: E402
from seaboard.ui.scenes.quickref import QuickRefCard  # noqa: E402
from seaboard.ui.scenes.table_base import STILL_THINKING, TableSetup  # noqa: E402
from seaboard.ui.tables import table_class  # noqa: E402

GAMES = ("seagrass", "seascroll", "bloomingsea")


def _table(open_app, game_id, size=(1024, 640), pace=0.5):
    app = open_app(size, animation_speed=0)
    app.bot_pace = pace  # a real table's pace: the take-back moment runs, bots take their time
    setup = TableSetup.default(game_id, 2, seed=4, kinds=["human", "easy"])
    table = app.push(table_class(game_id)(app, setup))
    h.step(app, 2)
    return app, table


def _tab_to(app, table, button):
    for _ in range(len(table.focus.widgets) + 1):
        if table.focus.focused is button and table.focus.keyboard_used:
            return
        h.key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {button.label}")


def _quickref_open(app) -> bool:
    return isinstance(app.top, QuickRefCard)


@pytest.mark.parametrize("place", [drag_place, click_place])
def test_blooming_sea_enter_keeps_a_tile_placed_by_mouse_though_the_ring_was_on_the_quick_reference(
        open_app, place):
    app, table = _table(open_app, "bloomingsea")
    _tab_to(app, table, table.help_button)
    h.key(app, pygame.K_RETURN)  # the quick reference, by keyboard
    assert _quickref_open(app)
    h.key(app, pygame.K_ESCAPE)
    assert app.top is table and table.focus.focused is table.help_button and table.focus.keyboard_used
    move = choose_place(table, 1)
    place(app, table, move)
    assert table.pending is not None and not table.focus.keyboard_used  # the mouse play dropped the ring
    h.key(app, pygame.K_RETURN)
    assert not _quickref_open(app)  # the old table opened the quick reference here
    assert table.pending is None and table.game.moves[:1] == [move]


def test_blooming_sea_an_enter_after_the_tile_is_kept_does_not_press_the_button_the_mouse_left_focused(open_app):
    # Playtest: "?" clicked earlier held the focus unseen; the Enter after the kept tile opened the card.
    app, table = _table(open_app, "bloomingsea")
    h.click_button(app, "?")
    h.key(app, pygame.K_ESCAPE)
    drag_place(app, table, choose_place(table, 1))
    h.key(app, pygame.K_RETURN)
    assert table.game.moves and table.game.current_player == 1  # kept: the bot's turn
    h.key(app, pygame.K_RETURN)
    assert app.top is table


def test_blooming_sea_a_ring_moved_onto_undo_during_the_moment_is_what_enter_presses(open_app):
    # The ring the player moves by keyboard while the tile waits is seen: Enter presses it.
    app, table = _table(open_app, "bloomingsea")
    drag_place(app, table, choose_place(table, 1))
    _tab_to(app, table, table.undo_button)
    h.key(app, pygame.K_RETURN)
    assert table.pending is None and table.game.moves == [] and table.placing()


# (Blooming Sea's own Enter came first on its turn already: the kept-tile test above is its case.)
@pytest.mark.parametrize("game_id", ["seagrass", "seascroll"])
def test_enter_never_presses_a_header_button_the_mouse_left_focused(open_app, game_id):
    app, table = _table(open_app, game_id)
    h.click_button(app, "?")
    assert _quickref_open(app)
    h.key(app, pygame.K_ESCAPE)
    # The focus the mouse left on "?" went back to the table as the card closed (playtest: arrows
    # then walked from "?" onto Menu).
    assert app.top is table and table.focus.focused is not table.help_button and not table.focus.keyboard_used
    h.key(app, pygame.K_RETURN)
    h.step(app, 2)
    assert app.top is table  # the old tables opened the quick reference again
    if game_id == "seascroll":
        assert table.game.moves == [Draw()]  # Enter is the step's again: it draws, as on a fresh turn


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tabbed_header_button_still_takes_enter_until_the_board_is_pressed(open_app, game_id):
    app, table = _table(open_app, game_id)
    _tab_to(app, table, table.help_button)
    h.key(app, pygame.K_RETURN)
    assert _quickref_open(app)  # a ring the player put there is obeyed
    h.key(app, pygame.K_ESCAPE)
    assert table.focus.keyboard_used
    h.click(app, table.board.center, button=3)  # a press on the table (right: it plays nothing)
    assert not table.focus.keyboard_used and table.focus.focused is not table.help_button
    h.key(app, pygame.K_RETURN)
    assert not _quickref_open(app)


@pytest.mark.parametrize("game_id", GAMES)
def test_enter_while_a_hint_is_thought_about_says_so_and_presses_nothing(open_app, game_id):
    app, table = _table(open_app, game_id)
    if game_id == "seascroll":
        h.key(app, pygame.K_d)  # past the first step (its only move is Draw: hinted at once)
        h.step(app, 30)
    h.key(app, pygame.K_TAB)  # the ring shows on the step's own button or card (Research Colony...)
    assert table.focus.keyboard_used
    app.settings.bot_think_seconds = 120.0  # far longer than the test: the hint is still to come
    moves = list(table.game.moves)
    h.key(app, pygame.K_h)
    try:
        assert table.hint_worker.waiting
        for _ in range(3):
            h.key(app, pygame.K_RETURN)
            assert table.game.moves == moves  # the old Seagrass took Research Colony
            assert table.hint_worker.waiting and table.message == STILL_THINKING
            assert table.message_is_advice()  # said in the hint's sand, not as a refusal
        assert app.top is table
    finally:
        table.clear_hint()
