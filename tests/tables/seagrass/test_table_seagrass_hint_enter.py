"""Following a Seagrass hint by keyboard, and Enter never ending a turn the player did not aim it at.

Playtest (hot seat, keyboard): two turtles placed, H said to add a double turtle and the special
turtle, and Enter pressed Confirm (focused, unseen, since the last tile): the turn ended half done.
On a fresh turn Enter took the hinted Research Colony, then did nothing; the hinted tile picked by
its key put the cursor at the top left of the board."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import drag_tile

from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.input.drag import DRAGGING
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable

# Seed 0, three players: the plan of test_table_seagrass_hint (three turtles, then the special
# turtle's extra Research Reef with a crab face down).
PLAN = (PlaceCreature((3, 5), "turtle-2"), PlaceCreature((2, 5), "turtle-1"),
        PlaceCreature((1, 5), "turtle-special"), Confirm(), PlaceReefTile((5, 4), "crab-1"), Confirm())


def _table(open_app, size=(1024, 640), seed=0):
    app = open_app(size, animation_speed=0)
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", 3, seed=seed,
                                                           kinds=["human", "medium", "easy"])))
    h.step(app, 2)
    return app, table


def _colony_plan(table, *codes):
    """A hint's plan for the turn: Research Colony, `codes` played one after another on spaces the
    engine allows, then Confirm."""
    game = table.game.copy()
    steps = [ChooseAction("colony")]
    game.apply(steps[0])
    for code in codes:
        steps.append(next(m for m in game.legal_moves() if isinstance(m, PlaceCreature) and m.tile == code))
        game.apply(steps[-1])
    return (*steps, Confirm())


def _twins_table(open_app):
    """Seed 3: two single starfish in hand, and a plan that plays one of them, then the double."""
    app, table = _table(open_app, seed=3)
    assert Counter(table.view().hand)["starfish-1"] == 2
    return app, table, _colony_plan(table, "starfish-1", "starfish-2")


def _hold(monkeypatch, key):
    """`key` stays down (pygame.key.get_pressed says so) until the set returned is cleared."""
    held = {key}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
    return held


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
    held = _hold(monkeypatch, pygame.K_RETURN)
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
    # Two alike tiles in hand: were the pick kept, it would pass to the other single starfish, and
    # the next Enter would play that where the cursor was left, not the hint's double starfish.
    app, table, plan = _twins_table(open_app)
    table.show_hint(plan[0], "Take Research Colony: ...", plan[1:])
    h.key(app, table.pick_key(_item(table, "starfish-1"))[0])
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves == list(plan[:2])
    assert table.kb_item is None  # the pick went down with it
    h.key(app, pygame.K_RETURN, frames=2)  # so Enter plays the hint's next step
    assert table.game.moves[-1] == plan[2]


def test_an_enter_held_down_after_a_tile_picked_by_its_key_plays_that_tile_only(open_app, monkeypatch):
    # Its repeats would play on: the hint's next step, or (with no hint) the other single starfish.
    app, table, plan = _twins_table(open_app)
    for hint in (True, False):
        if hint:
            table.show_hint(plan[0], "Take Research Colony: ...", plan[1:])
        else:
            table.undo()
            h.step(app)
            assert table.game.moves == [] and table.hint_move is None
        h.key(app, table.pick_key(_item(table, "starfish-1"))[0])
        held = _hold(monkeypatch, pygame.K_RETURN)
        for _ in range(4):
            h.post_key_down(pygame.K_RETURN)  # the press, then its repeats
            h.step(app)
        played = [m for m in table.game.moves if isinstance(m, PlaceCreature)]
        assert len(played) == 1 and played[0].tile == "starfish-1", (hint, played)
        h.post_key_up(pygame.K_RETURN)
        h.step(app)
        held.clear()


def test_enter_while_a_tile_is_dragged_does_not_follow_the_hint(open_app):
    # The hint's step would cancel the drag and play another tile than the one in the player's hand.
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    table.show_hint(PLAN[1], "Play ...", PLAN[2:])
    start, end = table.slot_centre("turtle-1", "hand"), table.cell_centre(PLAN[1].cell)
    h.drag(app, h.line(start, end, 6), release=False)
    assert table.drag.state == DRAGGING
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves[-1] == PLAN[0] and table.drag.state == DRAGGING  # the tile still in the hand
    h.post_up(end)
    h.step(app, 2)
    assert table.game.moves[-1] == PLAN[1]  # dropped where it was carried


def test_a_hint_asked_with_another_tile_picked_puts_it_back_so_enter_plays_the_hint(open_app):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    # The plan lays this crab face down later (PLAN[4]), on a space it could take in this colony:
    # as a creature there it is not the plan's step (_plays), so it goes back all the same.
    assert PLAN[4].cell in table.targets_for(_item(table, "crab-1"))
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
    # Playtest: that first Enter looked lost; a bubble by Confirm says the next one confirms.
    assert table.drag.bubble is not None and table.drag.bubble.text == "Enter again to confirm (or C)."
    h.key(app, pygame.K_RETURN, frames=2)  # aimed at it now
    assert Confirm() in table.game.moves


def test_an_enter_held_down_after_a_dropped_tile_shows_the_confirm_ring_without_pressing_it(open_app, monkeypatch):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    _hold(monkeypatch, pygame.K_RETURN)
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


def test_space_on_a_confirm_whose_ring_shows_says_that_enter_or_c_confirms(open_app):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    drag_tile(app, table, PLAN[0])
    h.key(app, pygame.K_SPACE)  # the ring on Confirm is hidden: a Space to pan says nothing
    assert table.drag.bubble is None
    table.focus.keyboard_used = True  # the ring shows: Space may have been meant for Confirm
    h.key(app, pygame.K_SPACE)
    assert table.drag.bubble is not None and table.drag.bubble.text == "Enter or C confirms; Space pans."
    assert table.game.moves[-1] == PLAN[0]


def test_the_seagrass_hint_says_enter_plays_it(open_app):
    app, table = _table(open_app)
    table.show_hint(ChooseAction("colony"), "Take Research Colony: play a double turtle tile. This ends the game.",
                    PLAN)
    # (the reason, why_said's, comes before how to play it; the end of the game stays last)
    assert table.message == ("Hint: Take Research Colony: play a double turtle tile. Why: you will be the only "
                             "one with creatures around reef 7: 2 creatures. Enter plays it step by step. This ends the game.")


def _ringed_slots(app, table, monkeypatch):
    """The rack slots (hand) and special letters the frame draws a hint ring round."""
    centres = []
    with monkeypatch.context() as m:
        m.setattr(type(table), "_draw_hint_ring", lambda self, s, r, w, centre: centres.append(centre))
        table.draw(app.screen)
    return sorted((item.kind, item.slot) for item, rect in table.rack_items()
                  if any(rect.collidepoint(c) for c in centres))


def _slots_of(table, code):
    return [("hand", item.slot) for item in table.selectable_items() if item.code == code]


def test_a_hint_that_plays_two_identical_tiles_marks_both_on_the_rack_and_one_less_as_each_is_played(
        open_app, monkeypatch):
    # Playtest: "play a double and two single starfish tiles" ringed only one of the two singles.
    app, table, _ = _twins_table(open_app)
    plan = _colony_plan(table, "starfish-1", "starfish-1", "starfish-2")
    table.show_hint(plan[0], "Take Research Colony: ...", plan[1:])
    h.step(app)
    singles, double = _slots_of(table, "starfish-1"), _slots_of(table, "starfish-2")
    assert len(singles) == 2 and _ringed_slots(app, table, monkeypatch) == sorted(singles + double)
    h.key(app, pygame.K_RETURN, frames=2)  # Research Colony
    h.key(app, pygame.K_RETURN, frames=2)  # the first single starfish
    assert table.game.moves == list(plan[:2])
    left = _slots_of(table, "starfish-1")
    assert len(left) == 1 and _ringed_slots(app, table, monkeypatch) == sorted(left + double)
    h.key(app, pygame.K_RETURN, frames=2)  # the second
    assert table.game.moves == list(plan[:3])
    assert _ringed_slots(app, table, monkeypatch) == double


def test_a_hint_that_plays_one_of_two_identical_tiles_marks_only_one_on_the_rack(open_app, monkeypatch):
    app, table, plan = _twins_table(open_app)  # one single starfish, then the double
    table.show_hint(plan[0], "Take Research Colony: ...", plan[1:])
    h.step(app)
    singles, double = _slots_of(table, "starfish-1"), _slots_of(table, "starfish-2")
    assert _ringed_slots(app, table, monkeypatch) == sorted(singles[:1] + double)


def test_a_click_on_the_hinted_space_chooses_the_action_and_plays_the_hinted_tile_there(open_app):
    # Playtest (mouse only): a click on the hinted hex did nothing; only Enter followed the hint.
    app, table = _table(open_app)
    table.show_hint(ChooseAction("colony"), "Take Research Colony: ...", PLAN)
    h.click(app, table.cell_centre(PLAN[0].cell))
    h.step(app, 2)
    assert table.game.moves == [ChooseAction("colony"), PLAN[0]]
    h.click(app, table.cell_centre(PLAN[1].cell))
    h.step(app, 2)
    assert table.game.moves[-1] == PLAN[1]


def test_a_click_elsewhere_on_the_board_does_not_follow_the_hint(open_app):
    app, table = _table(open_app)
    h.click_button(app, "Research Colony")
    table.show_hint(PLAN[0], "Play ...", PLAN[1:])
    h.click(app, table.cell_centre(PLAN[4].cell))  # a space of the plan, but not the next one
    h.step(app, 2)
    assert table.game.moves == [ChooseAction("colony")]
