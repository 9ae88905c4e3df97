"""Seagrass racks keep their slots and new-tile marks in a game opened again: after a restart and
Continue, a Load, an Undo and a replay's step back (playtest: a resumed game came back with no
marks and its racks packed afresh)."""

import random

import pytest
import ui_harness as h
from sg_table_helpers import confirm, make_table

from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.tables.seagrass_parts.rack import rack_memory_along

pytestmark = pytest.mark.usefixtures("own_data_folder")


def shown(table) -> tuple[dict[int, str], set[int]]:
    """The rack as the screen shows it: each hand tile by its slot, and the slots marked new."""
    return ({item.slot: item.code for item, _ in table.rack_items() if item.kind == "hand"}, table.new_slots())


def drag_last(app, table, move) -> None:
    """Drag the move's tile by mouse, from the last rack slot holding one like it (the moves do not
    say which of two alike tiles was picked up; the rebuild takes the later one's slot)."""
    kind = "special" if move.tile.endswith("special") else "hand"
    rect = [rect for item, rect in table.rack_items() if item.code == move.tile and item.kind == kind][-1]
    h.drag(app, h.line(rect.center, table.cell_centre(move.cell), 6))
    h.step(app, 2)


def human_step(app, table, rng) -> None:
    """One mouse action for the human to act, chosen at random among the legal ones."""
    if isinstance(app.top, HandoffScene):
        h.click(app, (40, 40))
        return
    h.step(app)  # the buttons follow the phase
    view, legal = table.view(), table.game.legal_moves()
    if view.phase == "choose_action":
        reef = ChooseAction("reef") in legal and (len(view.hand) <= 3 or rng.random() < 0.4)
        h.click_button(app, "Research Reef" if reef else "Research Colony")
    elif view.phase in ("colony", "reef"):
        places = [m for m in legal if isinstance(m, PlaceCreature | PlaceReefTile)]
        if Confirm() in legal and (not places or rng.random() < 0.4):
            confirm(app, table)
        else:
            drag_last(app, table, rng.choice(places))
    else:
        confirm(app, table)


def play_until_a_turn_with_a_gap_and_marks(app, table, rng) -> tuple[dict[int, str], set[int]]:
    """Play until the human's turn begins with new tiles marked on a rack a fresh packing would not
    lay: a gap below a tile, or the new tiles not the last ones."""
    for _ in range(1500):
        if table.my_turn and app.top is table and table.view().phase == "choose_action":
            slots, marks = shown(table)
            if marks and (len(slots) <= max(slots) or marks != set(range(len(slots) - len(marks), len(slots)))):
                return slots, marks
        if table.my_turn or isinstance(app.top, HandoffScene):
            human_step(app, table, rng)
        else:
            h.step(app, 2)
    raise AssertionError("no turn began with a gap and new tiles")


def test_continue_after_a_restart_shows_the_rack_slots_and_new_marks_the_table_had(open_app):
    app = h.fast_app(open_app)
    table = make_table(app, ["human", "easy"], seed=4)
    h.step(app)
    before = play_until_a_turn_with_a_gap_and_marks(app, table, random.Random(4))
    again, resumed = h.continue_after_restart(open_app, app)
    assert resumed is not table and resumed.game.moves == table.game.moves
    assert shown(resumed) == before

    # Research Colony, a tile, then Undo twice: the rack and its marks are as they were.
    h.click_button(again, "Research Colony")
    place = next(m for m in resumed.game.legal_moves() if isinstance(m, PlaceCreature))
    drag_last(again, resumed, place)
    assert shown(resumed)[1] == set()  # the player acted: the marks go
    h.click_button(again, "Undo")
    h.click_button(again, "Undo")
    h.step(again)
    assert resumed.view().phase == "choose_action" and shown(resumed) == before


def test_a_loaded_save_shows_the_rack_slots_and_new_marks_the_table_had(open_app):
    app = h.fast_app(open_app)
    table = make_table(app, ["human", "easy"], seed=4)
    h.step(app)
    before = play_until_a_turn_with_a_gap_and_marks(app, table, random.Random(4))
    loaded = h.reopen_from_a_save(app, table)
    assert loaded is not table and shown(loaded) == before


def test_a_replay_stepped_back_shows_each_rack_as_it_was_stepped_forward(open_app):
    app = h.fast_app(open_app)
    table = make_table(app, ["human", "easy"], seed=4)
    h.step(app)
    play_until_a_turn_with_a_gap_and_marks(app, table, random.Random(4))
    scene, forward = h.replay_shown_forward(app, table, lambda shown_table: shown(shown_table)[0])
    assert any(len(slots) <= max(slots, default=-1) for slots in forward.values()), "some rack must hold a gap"
    # Back a step, and back a turn at a time (a jump over several moves).
    for back in (scene.back_one, lambda: scene.jump_turn(-1)):
        scene.to_end()
        h.step(app)
        while not scene.replay.at_start:
            assert shown(scene.table)[0] == forward[scene.replay.index], f"position {scene.replay.index}"
            back()
            h.step(app)


def test_the_racks_and_marks_rebuilt_from_the_moves_are_the_ones_live_play_laid(open_app):
    # What a resumed game shows is rebuilt from its moves: it must be what the table laid while the
    # game was played (a human by mouse, two bots), for every seat at every position.
    app = h.fast_app(open_app)
    table = make_table(app, ["human", "easy", "easy"], seed=11)
    h.step(app)
    rng = random.Random(11)
    gaps = marks = 0
    for _ in range(3000):
        if table.game.is_over:
            break
        if table.my_turn or isinstance(app.top, HandoffScene):
            human_step(app, table, rng)
        else:
            h.step(app)
        rebuilt = rack_memory_along(Seagrass, table.game)
        at = f"after move {len(table.game.moves)}"
        assert rebuilt.layouts == table.racks.layouts, at
        assert rebuilt.new_since == table.racks.new_since, at
        slots, new = shown(table)
        gaps += len(slots) <= max(slots, default=-1)
        marks += bool(new)
    assert table.game.is_over, "the game must be played to its end"
    assert gaps and marks, "the human's rack must have shown gaps and new tiles"
