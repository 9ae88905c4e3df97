"""Following a Seagrass hint by keyboard, and Enter never ending a turn the player did not aim it at.

Playtest (hot seat, keyboard): two turtles placed, H said to add a double turtle and the special
turtle, and Enter pressed Confirm (focused, unseen, since the last tile): the turn ended half done.
On a fresh turn Enter took the hinted Research Colony, then did nothing; the hinted tile picked by
its key put the cursor at the top left of the board."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import drag_tile

from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable

# Seed 0, three players: the plan of test_table_seagrass_hint (three turtles, then the special
# turtle's extra Research Reef with a crab face down).
PLAN = (PlaceCreature((3, 5), "turtle-2"), PlaceCreature((2, 5), "turtle-1"),
        PlaceCreature((1, 5), "turtle-special"), Confirm(), PlaceReefTile((5, 4), "crab-1"), Confirm())


def _table(open_app, size=(1024, 640)):
    app = open_app(size, animation_speed=0)
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", 3, seed=0,
                                                           kinds=["human", "medium", "easy"])))
    h.step(app, 2)
    return app, table


def _item(table, code):
    return next(item for item in table.selectable_items() if item.code == code)


def _pick_and_put_back(app, table):
    h.key(app, table.pick_key(_item(table, "turtle-1"))[0])
    h.key(app, pygame.K_ESCAPE)
    assert table.kb_item is None


@pytest.mark.parametrize("before_the_hint", ["tile dragged", "tile picked and put back with Esc"])
def test_enter_with_a_hint_up_plays_the_hinted_tile_on_its_space_and_never_confirms(open_app, before_the_hint):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    if before_the_hint != "tile dragged":
        _pick_and_put_back(app, table)
    assert table.confirm_button.enabled  # a Confirm was legal: the old Enter pressed it
    table.show_hint(PLAN[1], "Play a single turtle tile and the special turtle for +6.", PLAN[2:])
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves[-1] == PLAN[1]  # the hinted tile, on the hinted space
    assert table.game.current_player == 0 and table.hint_move == PLAN[2]


def test_enter_follows_the_hint_step_by_step_through_the_whole_turn(open_app):
    app, table = _table(open_app)
    table.show_hint(ChooseAction("colony"), "Take Research Colony: ...", PLAN)
    steps = [ChooseAction("colony"), *PLAN]
    for n, step in enumerate(steps, 1):
        h.key(app, pygame.K_RETURN, frames=2)
        assert table.game.moves[:n] == steps[:n], f"Enter {n} did not play {step}"
    assert table.game.current_player != 0  # the hint's own last Confirm ended the turn


def test_an_enter_held_down_plays_one_hinted_step_not_the_rest_of_the_turn(open_app, monkeypatch):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    table.show_hint(PLAN[0], "Play ...", PLAN[1:])
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
    for _ in range(6):
        h.post_key_down(pygame.K_RETURN)  # the key's repeats, 40 ms apart
        h.step(app)
    assert table.game.moves == [ChooseAction("colony"), PLAN[0]]
    h.post_key_up(pygame.K_RETURN)
    h.step(app)
    held.clear()
    h.key(app, pygame.K_RETURN, frames=2)  # pressed again: the next step
    assert table.game.moves[-1] == PLAN[1]


def test_picking_the_hinted_tile_by_its_key_puts_the_cursor_on_the_hinted_space(open_app):
    app, table = _table(open_app)
    spaces = table.targets_for(_item(table, "crab-1"))
    plan = (PlaceCreature(spaces[-1], "crab-1"), Confirm())  # far from the top left, where it went
    table.show_hint(ChooseAction("colony"), "Take Research Colony: play a single crab tile.", plan)
    h.key(app, table.pick_key(_item(table, "crab-1"))[0])
    assert table.cursor == spaces[-1] != spaces[0]
    h.key(app, pygame.K_RETURN, frames=2)  # by Research Colony, as the hint says
    assert table.game.moves == [ChooseAction("colony"), plan[0]]
    assert table.hint_move == Confirm()  # the hint goes on


def test_after_a_hinted_tile_played_by_its_key_enter_goes_on_with_the_hint(open_app):
    app, table = _table(open_app)
    table.show_hint(ChooseAction("colony"), "Take Research Colony: ...", PLAN)
    h.key(app, table.pick_key(_item(table, "turtle-2"))[0])
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves == [ChooseAction("colony"), PLAN[0]]
    h.key(app, pygame.K_RETURN, frames=2)  # the pick went down with it: Enter plays the next step
    assert table.game.moves[-1] == PLAN[1]


def test_a_hint_asked_with_another_tile_picked_puts_it_back_so_enter_plays_the_hint(open_app):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    h.key(app, table.pick_key(_item(table, "crab-1"))[0])
    table.show_hint(PLAN[0], "Play ...", PLAN[1:])
    assert table.kb_item is None
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves[-1] == PLAN[0]


def test_enter_on_a_confirm_whose_focus_ring_is_hidden_only_shows_the_ring(open_app):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    assert table.focus.focused is table.confirm_button and not table.focus.keyboard_used
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves[-1] == PLAN[0] and table.focus.keyboard_used  # the ring shows on Confirm
    h.key(app, pygame.K_RETURN, frames=2)  # aimed at it now
    assert Confirm() in table.game.moves


def test_an_enter_held_down_after_a_dropped_tile_shows_the_confirm_ring_without_pressing_it(open_app, monkeypatch):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
    for _ in range(4):
        h.post_key_down(pygame.K_RETURN)  # the first press, then its repeats
        h.step(app)
    assert table.focus.keyboard_used and Confirm() not in table.game.moves


def test_space_held_to_pan_never_confirms_the_turn(open_app):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    table.focus.keyboard_used = True  # the ring on Confirm shows, even so
    h.post_key_down(pygame.K_SPACE)
    h.step(app, 2)
    assert table.game.moves[-1] == PLAN[0] and table.space_held
    h.post_key_up(pygame.K_SPACE)
    h.step(app)


def test_the_seagrass_hint_says_enter_plays_it(open_app):
    app, table = _table(open_app)
    table.show_hint(ChooseAction("colony"), "Take Research Colony: play a double turtle tile. This ends the game.",
                    PLAN)
    assert table.message == ("Hint: Take Research Colony: play a double turtle tile. Enter plays it step by step. "
                             "This ends the game.")
