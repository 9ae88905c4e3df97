"""Sea Scroll's hand keeps the order the player saw: after a restart and Continue, a Load, an
Undo, and a replay's step back (playtest: after Continue the hand came back sorted by value)."""

import random

import pytest
import ui_harness as h
from seascroll_table_helpers import centre, open_table, play_step_by_mouse

from seaboard.engine.seascroll import SeaScroll
from seaboard.ui.tables.seascroll_parts.hand_order import hand_orders_along

pytestmark = pytest.mark.usefixtures("own_data_folder")


def shown(table) -> list[int]:
    return list(table.lay.hand_groups)


def play_until_the_hand_is_out_of_value_order(app, table) -> list[int]:
    """Mouse play (the human draws, takes no school, discards) until, at the human's draw, the
    hand shows its species in an order other than by value; returns that order."""
    rng = random.Random(5)
    for _ in range(400):
        if table.my_turn and table.game.view(0).phase == "draw" and shown(table) != sorted(shown(table)):
            return shown(table)
        if table.my_turn:
            play_step_by_mouse(app, table, rng)
        else:
            h.step(app, 2)
    raise AssertionError("the hand never left value order")


def test_continue_after_a_restart_shows_the_hand_in_the_order_it_had(open_app):
    app = h.fast_app(open_app)
    table = open_table(app, ["human", "easy"], seed=3)
    order = play_until_the_hand_is_out_of_value_order(app, table)
    again, resumed = h.continue_after_restart(open_app, app)
    assert resumed is not table and resumed.game.moves == table.game.moves
    assert shown(resumed) == order

    # Draw, take a school or not, then Undo that take: the hand is as it was before the undo.
    h.click(again, centre(resumed.lay.ocean))
    h.step(again, 2)
    assert resumed.game.view(0).phase == "take", "this seed's draw must leave a choice to undo"
    drawn = shown(resumed)
    h.click_button(again, "Take no school")
    h.click_button(again, "Undo")
    assert resumed.game.view(0).phase == "take" and shown(resumed) == drawn


def test_a_loaded_save_shows_the_hand_in_the_order_it_had(open_app):
    app = h.fast_app(open_app)
    table = open_table(app, ["human", "easy"], seed=3)
    order = play_until_the_hand_is_out_of_value_order(app, table)
    loaded = h.reopen_from_a_save(app, table)
    assert loaded is not table and shown(loaded) == order


def test_a_replay_stepped_back_shows_each_hand_as_it_was_stepped_forward(open_app):
    app = h.fast_app(open_app)
    table = open_table(app, ["human", "easy"], seed=3)
    play_until_the_hand_is_out_of_value_order(app, table)
    for _ in range(40):  # a few turns more: discards that empty a species and draws that bring it back
        if table.my_turn:
            play_step_by_mouse(app, table, random.Random(len(table.game.moves)))
        else:
            h.step(app, 2)
    scene, forward = h.replay_shown_forward(app, table, shown)
    while not scene.replay.at_start:
        assert shown(scene.table) == forward[scene.replay.index], f"position {scene.replay.index}"
        scene.back_one()
        h.step(app)


def test_the_hand_order_rebuilt_from_the_moves_is_the_one_live_play_laid(open_app):
    # What a resumed game shows is rebuilt from its moves: it must be the order the table laid
    # while the game was played (a human by mouse, two bots), for every seat at every position.
    app = h.fast_app(open_app)
    table = open_table(app, ["human", "easy", "easy"], seed=11)
    rng = random.Random(11)
    for _ in range(2000):
        if table.game.is_over:
            break
        if table.my_turn:
            play_step_by_mouse(app, table, rng)
        else:
            h.step(app)
        live = {seat: list(order) for seat, order in table._hand_orders.items()}
        assert hand_orders_along(SeaScroll, table.game) == live, f"after move {len(table.game.moves)}"
    assert table.game.is_over, "the game must be played to its end"
    assert any(order != sorted(order) for order in live.values()), "some hand must leave value order"
