"""The store in the UI, headless: the replay scene, save/load, Continue, undo, autosave."""

from __future__ import annotations

import json

import pygame
import pytest
import ui_harness as h
from reference_game import Peek, Take
from store_helpers import normalised, play

from seaboard.store.autosave import (
    autosave,
    autosave_path,
    background,
    flush_autosaves,
    has_autosave,
    load_autosave,
)
from seaboard.store.replay import Replay
from seaboard.store.saves import (
    CUT_SHORT,
    NEWER,
    NOT_A_SAVE,
    NOT_ALLOWED,
    SeatInfo,
    read_save,
    save_named,
    saves_dir,
)
from seaboard.ui import persist
from seaboard.ui.scenes.replay import ReplayScene, RevealedGame
from seaboard.ui.scenes.saves import ROWS, SavesScene, describe_listing
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea_parts.take_back import TAKE_BACK_REASON


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    # The autosave writer is one per process: a failed write left by an earlier test would be
    # reported at this test's first move (the autosave-failure test failed once so, under load).
    flush_autosaves()
    background.take_error()
    pygame.init()
    pygame.event.clear()
    application = h.make_app((1280, 800))
    yield application
    application.close()
    pygame.event.clear()


def pebbles_table(app, kinds=("human", "easy"), seed=3):
    from seaboard.ui.tables import table_class

    setup = TableSetup.default("pebbles", len(kinds), seed=seed, kinds=list(kinds))
    table = table_class("pebbles")(app, setup)
    app.push(table)
    return table


# -- replay scene --------------------------------------------------------------------


def test_replay_scene_steps_both_ways_with_keys_and_buttons(app):
    game = play("seagrass", players=2, seed=4)
    saved = persist.SavedGame(game, [SeatInfo("Ada", "human", "Blue"), SeatInfo("Bot", "easy", "Purple")])
    scene = app.push(ReplayScene(app, saved))
    h.step(app)
    assert scene.replay.index == 0 and scene.replay.at_start
    h.key(app, pygame.K_RIGHT)
    h.key(app, pygame.K_RIGHT)
    assert scene.replay.index == 2
    assert scene.log_panel.entries and [e.text for e in scene.log_panel.entries] == scene.replay.log(2)
    h.key(app, pygame.K_LEFT)
    assert scene.replay.index == 1 and [e.text for e in scene.log_panel.entries] == scene.replay.log(1)
    h.key(app, pygame.K_END)
    winner = ["Ada", "Bot"][game.result().winners[0]]
    assert scene.replay.at_end and scene.status_line() == f"Final position · {winner} wins"
    assert scene.replay.scores() == list(game.result().scores)
    h.key(app, pygame.K_HOME)
    h.key(app, pygame.K_PAGEDOWN)
    h.key(app, pygame.K_PAGEDOWN)
    assert scene.replay.index == scene.replay.turn_starts[2]
    h.click(app, scene.buttons["forward"].rect.center)
    assert scene.replay.index == scene.replay.turn_starts[2] + 1
    h.click(app, scene.buttons["start"].rect.center)
    assert scene.replay.index == 0


def test_replay_scene_plays_at_speed_and_stops_at_the_end(app):
    game = play("pebbles", seed=2)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    h.key(app, pygame.K_SPACE)
    assert scene.playing
    h.run_for(app, 2.0, dt=0.1)
    at_1x = scene.replay.index
    assert 1 <= at_1x <= 3
    h.click(app, scene.speed_button.rect.center)
    h.click(app, scene.speed_button.rect.center)  # 1x -> 2x -> 4x
    assert scene.speed_label() == "Speed 4×"
    h.run_for(app, 10.0, dt=0.1)
    assert scene.replay.at_end and not scene.playing


def test_replay_scene_reveals_everything_and_blocks_moves(app):
    game = play("seascroll", players=2, seed=1)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    scene.replay.seek(5)
    scene.sync()
    shown = scene.table.game
    assert isinstance(shown, RevealedGame)
    assert shown.view(0).ocean is not None and shown.view(0).hands[1] is not None
    assert shown.legal_moves() == [] and "replay" in shown.explain(None)
    h.step(app, 2)  # draws without error


def test_replay_scrub_bar_seeks(app):
    game = play("bloomingsea", players=2, seed=1)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    h.step(app)
    h.click(app, (scene.scrub.right - 1, scene.scrub.centery))
    assert scene.replay.index >= len(game.moves) - 1


# -- save and load --------------------------------------------------------------------


def test_save_from_the_pause_menu_writes_a_named_save(app):
    table = pebbles_table(app)
    table.submit(Take(1))
    scene = app.push(SavesScene(app, "save", table))
    h.click(app, scene.name_field.rect.center)
    for _ in range(len(scene.name_field.value)):
        h.key(app, pygame.K_BACKSPACE)
    h.type_text(app, "Lunch break")
    h.key(app, pygame.K_RETURN)
    assert "Saved as" in scene.status and not scene.status_is_error
    assert read_save(saves_dir() / "Lunch break.json").game.moves == table.game.moves


def test_saving_over_an_existing_save_asks_first(app):
    table = pebbles_table(app)
    save_named("Mine", play("pebbles", seed=1, steps=1))
    table.submit(Take(2))
    scene = app.push(SavesScene(app, "save", table))
    h.click(app, scene.rows[0].rect.center)  # picking a save fills in its name
    assert scene.name_field.value == "Mine"
    h.click_button(app, "Save")
    assert "press Save again to replace it" in scene.status
    assert len(read_save(saves_dir() / "Mine.json").game.moves) == 1  # not replaced yet
    h.click_button(app, "Save")
    assert read_save(saves_dir() / "Mine.json").game.moves == table.game.moves


def test_a_refused_load_shows_why_and_the_current_game_survives(app):
    table = pebbles_table(app)
    table.submit(Take(1))
    h.step(app, 3)
    before = normalised(table.game)
    stack = list(app.stack)
    # A save that lists fine but whose moves were edited: only the full check catches it.
    path = save_named("Edited", play("pebbles", seed=9, steps=3))
    data = json.loads(path.read_text())
    data["moves"][0]["count"] = 9
    path.write_text(json.dumps(data))
    scene = app.push(SavesScene(app, "load"))
    row = next(r for r, e in zip(scene.rows, scene.entries) if e.name == "Edited")
    h.click(app, row.rect.center)
    h.click(app, scene.load_button.rect.center)
    assert scene.status_is_error
    assert scene.status == "It was changed by hand or damaged: move 1 isn't a legal move."
    assert "Move 1 (Take) is not legal" in scene.status_detail  # the technical fault, smaller, under it
    assert app.stack == stack + [scene]
    h.click(app, scene.close_button.rect.center)
    assert app.stack == stack and app.top is table
    assert normalised(table.game) == before


def test_a_damaged_file_is_marked_in_the_list_and_cannot_be_loaded(app):
    (saves_dir() / "broken.json").write_bytes(b'{"format": "seaboard-save", "ga')
    scene = app.push(SavesScene(app, "load"))
    h.click(app, scene.rows[0].rect.center)
    assert scene.status == CUT_SHORT and not scene.load_button.enabled
    assert "not valid JSON" in scene.status_detail
    assert not scene.replay_button.enabled


def _edited_save(change):
    data = json.loads(save_named("Edited", play("pebbles", seed=1, steps=4)).read_text())
    (saves_dir() / "Edited.json").unlink()
    change(data)
    return json.dumps(data).encode()


def _lock(monkeypatch, name):
    """The saves folder's file `name` can no longer be read, as a file whose permissions forbid it."""
    import pathlib

    real_open, real_read = pathlib.Path.open, pathlib.Path.read_bytes

    def locked(path):
        if path.name == name:
            raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(pathlib.Path, "open", lambda path, *a, **k: locked(path) or real_open(path, *a, **k))
    monkeypatch.setattr(pathlib.Path, "read_bytes", lambda path: locked(path) or real_read(path))


# Playtest: a damaged save's reason read like developer text ("its count has the wrong type", JSON
# lines and columns). (kind, the file's bytes, the plain reason, the row's words beside "Pebbles").
DAMAGE_ON_THE_SAVES_SCREEN = [
    ("not JSON", lambda: b"eggs, milk, bread", NOT_A_SAVE, "Not a Seaboard save"),
    ("newer version", lambda: _edited_save(lambda d: d.update(version=2)), NEWER, "Pebbles · saved by a newer Seaboard"),
    ("missing field", lambda: _edited_save(lambda d: d.pop("snapshot")),
     "It was changed by hand or damaged: part of it is missing.", "Pebbles · damaged, can't be loaded"),
    ("extra field", lambda: _edited_save(lambda d: d.update(cheat=1)),
     "It was changed by hand or damaged: it holds things a Seaboard save never has.",
     "Pebbles · damaged, can't be loaded"),
    ("wrong type", lambda: _edited_save(lambda d: d["moves"][1].update(count="2")),
     "It was changed by hand or damaged: move 2 is garbled.", "Pebbles · damaged, can't be loaded"),
    ("illegal move", lambda: _edited_save(lambda d: d["moves"][2].update(count=9)),
     "It was changed by hand or damaged: move 3 isn't a legal move.", "Pebbles · damaged, can't be loaded"),
    ("truncated", lambda: _edited_save(lambda d: None)[:300], CUT_SHORT, "Cut short, can't be loaded"),
    ("unreadable", lambda: _edited_save(lambda d: None), NOT_ALLOWED, "Can't be read"),
]


@pytest.mark.parametrize("make,plain,row_words", [c[1:] for c in DAMAGE_ON_THE_SAVES_SCREEN],
                         ids=[c[0] for c in DAMAGE_ON_THE_SAVES_SCREEN])
def test_each_kind_of_damage_is_said_in_plain_words_on_the_saves_screen_and_the_game_survives(
        app, monkeypatch, make, plain, row_words):
    from seaboard.crash import log_dir
    from seaboard.store.saves import REFUSALS_LOG

    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)
    before = normalised(table.game)
    (saves_dir() / "Damaged.json").write_bytes(make())
    if plain == NOT_ALLOWED:
        _lock(monkeypatch, "Damaged.json")
    h.key(app, pygame.K_ESCAPE)
    h.click_button(app, "Load game")
    scene = app.top
    row, entry = next((r, e) for r, e in zip(scene.rows, scene.entries) if e.name == "Damaged")
    assert row.sublabel == row_words
    h.click(app, row.rect.center)
    assert scene.status_is_error and scene.status == plain
    assert scene.status_detail and scene.status_detail not in plain  # the developer's words, apart
    assert scene.load_button.reason == plain and not scene.load_button.enabled
    h.key(app, pygame.K_RETURN)  # Enter on the chosen save tries to open it: the same words
    assert scene.status == plain
    # The technical fault is kept where a developer finds it, beside the crash logs.
    assert f"{plain} | {entry.problem_detail}" in (log_dir() / REFUSALS_LOG).read_text()
    h.click_button(app, "Close")
    h.click_button(app, "Resume")
    assert app.top is table and normalised(table.game) == before
    h.click_button(app, "Take · count 1")  # the game goes on
    assert len(table.game.moves) > len(before["moves"])


def test_a_save_with_an_illegal_move_is_marked_damaged_in_the_list_with_its_reason_and_cannot_be_loaded(app):
    # Playtest: valid JSON, one move hand-edited to an illegal one: the list showed it as fine and
    # only pressing Load said it was damaged. It is marked now as a file that is not JSON is.
    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)
    before = normalised(table.game)
    path = save_named("Edited", play("pebbles", seed=1, steps=4))
    data = json.loads(path.read_text())
    take = next(i for i, move in enumerate(data["moves"]) if move["type"] == "Take")
    data["moves"][take]["count"] = 7  # more pebbles than a Take may take
    path.write_text(json.dumps(data))
    illegal = f"It was changed by hand or damaged: move {take + 1} isn't a legal move."
    h.key(app, pygame.K_ESCAPE)
    h.click_button(app, "Load game")
    scene = app.top
    row, entry = next((r, e) for r, e in zip(scene.rows, scene.entries) if e.name == "Edited")
    assert row.sublabel == "Pebbles · damaged, can't be loaded" and entry.problem == illegal
    h.click(app, row.rect.center)
    assert not scene.load_button.enabled and not scene.replay_button.enabled
    assert scene.status_is_error and scene.status == illegal
    assert f"Move {take + 1} (Take) is not legal" in scene.status_detail
    assert scene.load_button.reason == entry.problem
    h.click_button(app, "Close")
    h.click_button(app, "Resume")
    assert app.top is table and normalised(table.game) == before


def test_continue_on_the_title_says_an_autosave_with_an_illegal_move_is_damaged_before_it_is_pressed(app):
    from seaboard.ui.scenes.menu import MenuScene

    autosave(play("pebbles", seed=3, steps=2))
    data = json.loads(autosave_path().read_text())
    take = next(i for i, move in enumerate(data["moves"]) if move["type"] == "Take")
    data["moves"][take]["count"] = 7
    autosave_path().write_text(json.dumps(data))
    menu = app.push(MenuScene(app))
    assert menu.buttons["continue"].sublabel == "Pebbles · damaged, can't be continued"
    h.click_button(app, "Continue")
    assert app.top is menu and menu.buttons["continue"].reason == (
        f"The last game can't be continued. It was changed by hand or damaged: move {take + 1} isn't a legal move.")


def test_a_save_is_deleted_only_when_delete_is_pressed_twice(app):
    (saves_dir() / "broken.json").write_bytes(b'{"format": "seaboard-save", "ga')  # junk can go too
    scene = app.push(SavesScene(app, "load"))
    assert not scene.delete_button.enabled
    h.click(app, scene.rows[0].rect.center)
    h.click(app, scene.delete_button.rect.center)
    assert (saves_dir() / "broken.json").exists() and "Press Delete again" in scene.status
    h.click(app, scene.delete_button.rect.center)
    assert not (saves_dir() / "broken.json").exists()
    assert scene.entries == [] and scene.status == "Deleted “broken”." and not scene.delete_button.enabled


def test_loading_a_save_replaces_the_game_with_the_curtain_first(app):
    from seaboard.ui.scenes.handoff import HandoffScene

    pebbles_table(app, kinds=("human", "human"))
    game = play("pebbles", seed=9, steps=3)
    save_named("Saved", game, [SeatInfo("Ann", "human", "Blue"), SeatInfo("Bo", "human", "Orange")])
    scene = app.push(SavesScene(app, "load"))
    h.click(app, scene.rows[0].rect.center)
    h.click(app, scene.load_button.rect.center)
    assert isinstance(app.top, HandoffScene) and app.top.seat == game.current_player
    table = app.stack[0]
    assert normalised(table.game) == normalised(game) and table.names == ["Ann", "Bo"]
    assert len(table.log) >= 3
    assert load_autosave().game.moves == game.moves  # Continue now means the loaded game


# -- autosave, undo and sounds on the table --------------------------------------------------


def test_resume_builds_the_table_with_its_log_and_curtain(app):
    from seaboard.ui.scenes.handoff import HandoffScene

    game = play("seagrass", players=2, seed=5, steps=20)
    autosave(game, [SeatInfo("Ann", "human", "Blue"), SeatInfo("Bo", "human", "Purple")])
    saved = load_autosave()
    table = persist.open_saved(app, saved)
    assert isinstance(app.top, HandoffScene)
    assert normalised(table.game) == normalised(game)
    assert table.log[-1] and len(table.log) >= 20
    assert [e.text for e in table.log_panel.entries] == table.log[-table.log_panel.max_entries:]
    assert "view" not in vars(table.game)  # the rebuild's view cache is gone
    h.click(app, app.top.ready.rect.center)
    assert app.top is table and table.last_human == game.current_player


def test_autosave_table_writes_after_a_move_and_skips_demos(app):
    table = pebbles_table(app)
    table.game.apply(Take(1))
    assert persist.autosave_table(table)
    assert flush_autosaves() and has_autosave()
    autosave_path().unlink()
    table.demo = True
    assert not persist.autosave_table(table) and not has_autosave()


def test_undo_on_table_says_why_or_rewinds(app):
    table = pebbles_table(app, kinds=("human", "easy"))
    table.last_human = 0
    assert not persist.undo_on_table(table)
    assert table.message == "You can't undo: you have not played yet."
    table.game.apply(Take(1))
    table.game.apply(Take(1))  # the bot's turn, done by hand here
    persist.rebuild_log(table)
    assert persist.undo_reason(table) is None
    assert not persist.undo_on_table(table)  # the bot's reply goes too: asked once first
    assert table.message == f"Undo takes back your last turn and {table.names[1]}'s reply: press Undo again."
    assert persist.others_undone(table, 0) == f"{table.names[1]}'s reply"
    assert len(table.game.moves) == 2
    assert persist.undo_on_table(table)
    assert table.game.moves == [] and table.log == [] and table.message == ""  # the question goes too
    table.game.apply(Take(1))
    table.game.apply(Peek())  # the bot looked at a pearl
    assert not persist.undo_on_table(table)
    assert "drawn or revealed" in table.message


# -- whole paths through the UI, by clicks ------------------------------------------------------


def wait_for_human(app, table):
    for _ in range(100):
        if table.human_to_act or table.game.is_over:
            return
        h.step(app)
    raise AssertionError("the bot never finished its turn")


def start_pebbles_from_the_menu(app):
    from seaboard.ui.scenes.menu import MenuScene

    app.push(MenuScene(app))
    h.click_button(app, "New game")
    h.click_button(app, "Pebbles")
    app.top.seed = 12  # the setup screen would pick a random seed: keep the test repeatable
    h.click_button(app, "Start game")
    return app.top


def test_continue_after_a_restart_resumes_the_game_exactly(app, tmp_path):
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.scenes.menu import MenuScene

    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)  # the bot answers
    assert len(table.game.moves) >= 2 and flush_autosaves() and has_autosave()
    played = normalised(table.game)
    app.close()  # the window closes: nothing else is saved

    again = h.make_app((1280, 800))
    menu = again.push(MenuScene(again))
    assert menu.buttons["continue"].enabled
    h.click_button(again, "Continue")
    resumed = again.top  # one human against a bot: no curtain to lift (nobody to hide the hand from)
    assert not isinstance(resumed, HandoffScene)
    assert normalised(resumed.game) == played
    assert [type(s) for s in again.stack] == [MenuScene, type(resumed)]
    assert resumed.log == table.log
    h.click_button(again, "Take · count 1")
    assert len(resumed.game.moves) >= 3
    again.close()


def test_continue_with_a_damaged_autosave_says_why_and_stays_on_the_menu(app):
    from seaboard.ui.scenes.menu import MenuScene

    autosave(play("pebbles", seed=3, steps=2))
    autosave_path().write_bytes(autosave_path().read_bytes()[:100])
    menu = app.push(MenuScene(app))
    h.click_button(app, "Continue")
    assert app.top is menu
    assert not menu.buttons["continue"].enabled and "can't be continued" in menu.buttons["continue"].reason


def test_a_damaged_autosave_is_said_along_the_top_at_once_and_continue_drops_its_old_line(app):
    # Playtest: Continue only greyed out, kept "Pebbles · 2 turns", and said why only when hovered again.
    from seaboard.ui.scenes.menu import MenuScene

    autosave(play("pebbles", seed=3, steps=2))
    autosave_path().write_bytes(autosave_path().read_bytes()[:100])
    menu = app.push(MenuScene(app))
    h.click_button(app, "Continue")
    h.move(app, (2, 2))  # the pointer off the button
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any("can't be continued" in line for line in drawn)
    assert menu.buttons["continue"].sublabel == ""


def test_a_refused_load_from_the_pause_menu_leaves_the_game_in_play(app):
    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)
    before = normalised(table.game)
    path = save_named("Hacked", play("pebbles", seed=1, steps=4))
    data = json.loads(path.read_text())
    data["snapshot"]["state"]["taken"][0] = 99
    path.write_text(json.dumps(data))
    h.key(app, pygame.K_ESCAPE)
    h.click_button(app, "Load game")
    scene = app.top
    row = next(r for r, e in zip(scene.rows, scene.entries) if e.name == "Hacked")
    h.click(app, row.rect.center)
    h.click_button(app, "Load game")
    assert scene.status_is_error
    assert scene.status == "It was changed by hand or damaged: the position saved doesn't match its moves."
    assert "disagrees with its own moves" in scene.status_detail
    h.click_button(app, "Close")
    h.click_button(app, "Resume")
    assert app.top is table and normalised(table.game) == before
    h.click_button(app, "Take · count 1")  # the game goes on
    assert len(table.game.moves) > len(before["moves"])


def test_save_from_the_pause_menu_then_load_it_back(app):
    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 2")
    wait_for_human(app, table)
    saved_moves = list(table.game.moves)
    h.key(app, pygame.K_ESCAPE)
    h.click_button(app, "Save game")
    h.key(app, pygame.K_RETURN)
    assert "Saved as" in app.top.status
    h.click_button(app, "Close")
    h.click_button(app, "Resume")
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)
    assert len(table.game.moves) > len(saved_moves)
    h.key(app, pygame.K_ESCAPE)
    h.click_button(app, "Load game")
    scene = app.top
    h.click(app, scene.rows[0].rect.center)
    turns = Replay.from_game(table.game).turn_count
    h.click_button(app, "Load game")
    loaded = app.stack[1]
    assert loaded is not table and loaded.game.moves == saved_moves
    # Continue keeps one unfinished game: the one the load replaced went into Saves, and the
    # loaded table says where.
    assert read_save(saves_dir() / "Unfinished Pebbles.json").game.moves == table.game.moves
    assert loaded.message == f"Your unfinished Pebbles game ({turns} turns) is kept in Saves as “Unfinished Pebbles”."


def bot_answer_seed(peeks: bool) -> int:
    """A seed whose easy bot answers a first Take(2) with a peek (or not)."""
    from reference_game import Pebbles

    from seaboard.ai import make_bot

    for seed in range(1, 200):
        game = Pebbles(2, seed)
        game.apply(Take(2))
        answer = make_bot("easy", Pebbles, 1, seed=seed).choose(game.view(1), game.legal_moves())
        if isinstance(answer, Peek) == peeks:
            return seed
    raise AssertionError("no such seed")


def take_two_and_wait_for_the_bot(app, table):
    h.click_button(app, "Take · count 2")
    for _ in range(20):
        h.step(app)
        if table.human_to_act:
            break
    h.step(app)


def test_the_undo_button_takes_back_my_turn_and_the_bots(app):
    table = pebbles_table(app, seed=bot_answer_seed(peeks=False))
    undo = h.find_button(app, "Undo")
    h.step(app)
    assert not undo.enabled and undo.reason == "You can't undo: you have not played yet."
    take_two_and_wait_for_the_bot(app, table)
    assert len(table.game.moves) == 2 and undo.enabled
    h.click(app, undo.rect.center)
    assert len(table.game.moves) == 2 and "press Undo again" in table.message
    h.click(app, undo.rect.center)
    assert table.game.moves == [] and load_autosave().game.moves == []
    assert table.human_to_act


def test_the_undo_button_says_why_not_after_the_bot_peeked(app):
    table = pebbles_table(app, seed=bot_answer_seed(peeks=True))
    undo = h.find_button(app, "Undo")
    take_two_and_wait_for_the_bot(app, table)
    assert isinstance(table.game.moves[1], Peek)
    reason = "You can't undo your last turn: something hidden was drawn or revealed since."
    assert not undo.enabled and undo.reason == reason
    h.move(app, undo.rect.center)  # pointing at it shows the reason; Ctrl+Z says it too
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.message == reason and len(table.game.moves) >= 3


def test_watch_replay_from_the_results(app):
    from seaboard.ui.scenes.results import ResultsScene

    table = start_pebbles_from_the_menu(app)
    for _ in range(300):
        if isinstance(app.top, ResultsScene):
            break
        if table.human_to_act:
            h.click_button(app, "Take · count 1")
        h.step(app)
    assert isinstance(app.top, ResultsScene) and flush_autosaves() and not has_autosave()
    h.click_button(app, "Watch replay")
    scene = app.top
    assert isinstance(scene, ReplayScene) and len(scene.replay) == len(table.game.moves)
    h.key(app, pygame.K_END)
    assert scene.replay.scores() == list(table.game.result().scores)
    h.click_button(app, "Close")
    assert isinstance(app.top, ResultsScene)


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_each_real_table_resumes_autosaves_and_undoes(app, game_id):
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.tables import real_table_class

    game = play(game_id, players=2, seed=6, steps=9)
    while game.current_player != 0:  # stop at the human's turn
        game.apply(bot_move(make_bot("easy", type(game), game.current_player, seed=6), game))
    autosave(game, [SeatInfo("Ann", "human", None), SeatInfo("Bot", "easy", None)])
    table = persist.open_saved(app, load_autosave())
    assert type(table) is real_table_class(game_id)
    assert app.top is table and not any(isinstance(s, HandoffScene) for s in app.stack)  # one human: no curtain
    h.step(app, 5)
    assert normalised(table.game)["state"] == normalised(game)["state"]
    undone = False
    if table.game.can_undo:  # resumed in the middle of the human's turn: take a step back
        moves = list(table.game.moves)
        assert persist.undo_on_table(table)
        assert table.game.moves == moves[:-1]
        undone = True
    before = normalised(table.game)

    def undoable(move):
        trial = table.game.copy()
        trial.apply(move)
        return trial.can_undo and trial.current_player == 0

    legal = table.game.legal_moves()
    move = next((m for m in legal if undoable(m)), legal[0])
    assert table.submit(move)
    assert flush_autosaves() and load_autosave().game.moves == table.game.moves
    if table.game.can_undo and table.game.current_player == 0:
        assert persist.undo_on_table(table)
        assert normalised(table.game)["state"] == before["state"]
        undone = True
    else:
        assert not persist.undo_on_table(table)
        # Blooming Sea says a drawn tile's refusal in its own words (take_back.py), on every path.
        own_words = game_id == "bloomingsea" and table.message == TAKE_BACK_REASON
        assert table.message.startswith("You can't undo") or own_words
    assert undone or game_id != "seagrass"  # Seagrass turns have steps that can be taken back
    h.step(app, 5)  # the table draws the rewound (or unchanged) position


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_replay_tells_the_onlooker_to_play_or_step_not_to_watch(app, game_id):
    # At move 0 nothing moves by itself: "Watch the board: their tiles glide in" would mislead.
    game = play(game_id, players=2, seed=8)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    with h.texts_drawn() as drawn:
        h.step(app, 2)
    shown = " ".join(drawn)
    assert "Press Play, or the right arrow, to see their turn." in shown
    assert "Watch the" not in shown and "is playing" not in shown
    scene.forward_one()
    scene.set_playing(True)  # playing, it no longer asks to press Play
    with h.texts_drawn() as drawn:
        h.step(app, 1, dt=0.01)
    assert scene.playing and "Press Play" not in " ".join(drawn)


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_each_real_table_follows_a_replay_through_every_move_and_jumps(app, game_id):
    import random

    game = play(game_id, players=3, seed=8)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    for _ in range(len(game.moves)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    h.step(app)  # every step forward in one frame, each animating its events
    assert scene.replay.at_end and scene.status_line().startswith("Final position · ")
    assert any(scene.names[s] in scene.status_line() for s in game.result().winners)
    rng = random.Random(1)
    for _ in range(8):
        h.click(app, (scene.scrub.left + rng.randrange(scene.scrub.width), scene.scrub.centery))
        h.key(app, pygame.K_LEFT)
        h.step(app, 2)
    for seat in range(3):  # view from each seat: nothing is hidden in a replay
        h.click(app, scene.player_rows[seat].center)
        assert scene.table.viewer == seat
        h.step(app)


def test_an_unfinished_save_with_secrets_offers_no_replay_and_says_why(app):
    from seaboard.ui.scenes.saves import SECRET_REPLAY, describe_listing

    seats = [SeatInfo("Ann", "human", "Blue"), SeatInfo("Bo", "human", "Orange")]
    save_named("Mid game", play("seascroll", seed=4, steps=5), seats)
    save_named("Done", play("seascroll", seed=4), seats)
    scene = app.push(SavesScene(app, "load"))
    rows = {entry.name: (row, entry) for row, entry in zip(scene.rows, scene.entries)}
    row, entry = rows["Mid game"]
    h.click(app, row.rect.center)
    assert scene.load_button.enabled and not scene.replay_button.enabled
    assert scene.replay_button.reason == SECRET_REPLAY
    turns = Replay.from_game(play("seascroll", seed=4, steps=5)).turn_count
    assert f" · {turns} turns · " in describe_listing(entry) and "UTC" not in describe_listing(entry)
    h.click(app, rows["Done"][0].rect.center)
    assert scene.replay_button.enabled and not scene.load_button.enabled


def test_a_save_stamped_at_the_edge_of_time_lists_without_its_time(monkeypatch):
    import time

    from seaboard.ui.scenes.saves import local_time

    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        assert local_time("0001-01-01T00:00:00Z") == ""
        assert local_time("not a date") == ""
        assert local_time("2026-11-30T12:00:00Z").startswith("30 Nov 2026, 07:00")
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_saves_folder_that_cannot_be_used_is_said_on_both_screens_and_nothing_is_lost(app, tmp_path):
    (tmp_path / "saves").write_text("a file where the saves folder should be")
    table = pebbles_table(app)
    h.step(app)
    loader = app.push(SavesScene(app, "load"))
    h.step(app)
    assert loader.status_is_error and "saves folder" in loader.status and "cannot be used" in loader.status
    assert all(entry.name.startswith("Latest finished game") for entry in loader.entries)
    app.pop()
    saver = app.push(SavesScene(app, "save", table=table))
    h.step(app)
    saver.name_field.value = "keep me"
    saver.save()
    assert saver.status_is_error and "cannot be used" in saver.status
    assert app.top is saver and table in app.stack  # the game in progress goes on


def test_at_the_biggest_text_the_load_screen_says_its_question_and_buttons_whole(tmp_path, monkeypatch):
    from seaboard.ui.render import theme

    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    seats = [SeatInfo("Ada", "human", "Blue"), SeatInfo("Bot", "easy", "Purple")]
    autosave(play("bloomingsea", players=2, seed=5, steps=12), seats)
    flush_autosaves()
    save_named("Friday night", play("bloomingsea", players=2, seed=7, steps=10), seats)
    monkeypatch.setattr("seaboard.store.autosave.keep_autosave_in_saves", refuse_to_keep)
    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        scene = app.push(SavesScene(app, "load"))
        scene.choose(scene.entries[0])
        scene.load_selected()
        assert "press Load again" in scene.status
        with h.texts_drawn() as drawn:
            h.step(app)
        assert not any(line.endswith("…") for line in drawn)
        assert "press Load again to replace it anyway." in " ".join(drawn)  # whole, over three lines
        assert "Watch replay" in drawn
    finally:
        theme.set_text_scale(1.0)
        app.close()


def refuse_to_keep(name):
    raise OSError(28, "No space left on device")


def quit_a_pebbles_game_to_the_menu(app, take="Take · count 2"):
    """A Pebbles game with a turn played, left for the title menu (Continue keeps it); its turns."""
    from seaboard.ui.scenes.menu import MenuScene

    table = start_pebbles_from_the_menu(app)
    h.click_button(app, take)
    wait_for_human(app, table)
    flush_autosaves()
    app.reset(MenuScene(app))
    return table, Replay.from_game(table.game).turn_count


def test_a_new_game_over_an_unfinished_one_keeps_that_one_in_saves_and_says_so(app):
    from seaboard.ui.scenes.setup import SetupScene

    table, turns = quit_a_pebbles_game_to_the_menu(app)
    setup = app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")  # at once: nothing is lost
    new = app.top
    assert new is not setup and new.game.moves == []
    assert read_save(saves_dir() / "Unfinished Pebbles.json").game.moves == table.game.moves
    assert new.message == f"Your unfinished Pebbles game ({turns} turns) is kept in Saves as “Unfinished Pebbles”."
    assert new.message_is_advice()  # news in sand, not a warning in coral
    assert load_autosave().game.moves == []  # Continue now means the new game


def test_a_second_unfinished_game_kept_in_saves_takes_the_next_free_name(app):
    from seaboard.ui.scenes.setup import SetupScene

    quit_a_pebbles_game_to_the_menu(app)
    setup = app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    quit_a_pebbles_game_to_the_menu(app, take="Take · count 1")  # another game: the same one is kept already
    setup = app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    assert app.top is not setup and app.top.message.endswith("kept in Saves as “Unfinished Pebbles 2”.")
    assert {p.stem for p in saves_dir().glob("*.json")} == {"Unfinished Pebbles", "Unfinished Pebbles 2"}


def test_a_kept_game_loaded_played_on_and_left_again_brings_its_copy_up_to_date(app):
    # Playtest: it sat in Saves twice, "Unfinished Pebbles" and "Unfinished Pebbles 2", two turns apart.
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.scenes.setup import SetupScene

    quit_a_pebbles_game_to_the_menu(app)
    app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    loader = app.push(SavesScene(app, "load"))
    loader.choose(next(e for e in loader.entries if e.name == "Unfinished Pebbles"))
    loader.load_selected()
    table = app.stack[1]
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)
    flush_autosaves()
    app.reset(MenuScene(app))
    app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    assert app.top.message.endswith("kept in Saves as “Unfinished Pebbles”.")
    assert {p.stem for p in saves_dir().glob("*.json")} == {"Unfinished Pebbles"}
    assert read_save(saves_dir() / "Unfinished Pebbles.json").game.moves == table.game.moves


def test_an_unfinished_save_says_whose_game_it_is(app):
    # Playtest: a family's unfinished games read alike in the list ("Seagrass · 6 turns · date").
    seats = [SeatInfo("Bartholomewsmith", "human", "Blue"), SeatInfo("Purple bot", "medium", "Purple")]
    save_named("Ours", play("pebbles", seed=2, steps=3), seats)
    save_named("Done", play("pebbles", seed=2), seats)
    scene = app.push(SavesScene(app, "load"))
    ours = describe_listing(next(e for e in scene.entries if e.name == "Ours"))
    done = describe_listing(next(e for e in scene.entries if e.name == "Done"))
    assert " · Bartholomewsmith, Purple bot · " in ours and ours.index("turns") < ours.index("Bartholomewsmith")
    assert "Purple bot," not in done  # a finished game is told by its result instead


def test_the_words_on_keeping_the_unfinished_game_wait_for_the_curtain_to_lift(app):
    # A new hot-seat game opens under the curtain: the words must not run out behind it.
    from seaboard.ui.scenes.handoff import HandoffScene

    table = pebbles_table(app)
    persist.say_kept(table, "Your unfinished Pebbles game is kept in Saves.")
    curtain = app.push(HandoffScene(app, table, 0))
    for _ in range(3):
        app.time += persist.KEPT_SECONDS
        h.step(app)
    assert app.top is curtain and table.message.endswith("kept in Saves.")
    app.pop()
    app.time += persist.KEPT_SECONDS - 1
    h.step(app)
    assert table.message.endswith("kept in Saves.")
    app.time += 2
    h.step(app)
    assert table.message == ""


def test_a_new_game_over_one_saved_under_a_name_starts_without_a_copy_in_saves(app):
    # Playtest: "This replaces your unfinished game" stood before a game just saved under a name,
    # which loses nothing: no copy is made of it either; a move played after the save makes one.
    from seaboard.ui.scenes.setup import SetupScene

    table, _ = quit_a_pebbles_game_to_the_menu(app)
    save_named("Family game", table.game)
    assert persist.keep_unfinished("Start game") == (None, None)
    save_named("Family game", play("pebbles", seed=table.game.seed, steps=1))  # the save falls behind
    words, warning = persist.keep_unfinished("Start game")
    assert warning is None and words.endswith("“Unfinished Pebbles”.")
    (saves_dir() / "Unfinished Pebbles.json").unlink()
    save_named("Family game", table.game)
    setup = app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    assert app.top is not setup and app.top.game.moves == [] and app.top.message == ""
    assert {p.stem for p in saves_dir().glob("*.json")} == {"Family game"}


def test_an_unfinished_game_that_cannot_be_kept_is_warned_of_once_before_replacing_it(app, monkeypatch):
    from seaboard.ui.scenes.setup import SetupScene

    table, turns = quit_a_pebbles_game_to_the_menu(app)
    monkeypatch.setattr("seaboard.store.autosave.keep_autosave_in_saves", refuse_to_keep)
    setup = app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    assert app.top is setup
    assert setup.error == (f"Your unfinished Pebbles game ({turns} turns) could not be kept in Saves "
                           "(No space left on device): press Start game again to replace it anyway.")
    assert has_autosave()
    h.click_button(app, "Start game")  # asked once: the second press goes on
    assert app.top is not setup and app.top.game.moves == []


def test_a_key_that_clears_the_replace_warning_makes_the_next_start_warn_again(app, monkeypatch):
    # Playtest: a key pressed after the warning cleared it, and the next Start replaced a 14-turn
    # game with nothing on screen to say so.
    from seaboard.ui.scenes.setup import SetupScene

    table, _ = quit_a_pebbles_game_to_the_menu(app)
    kept = len(table.game.moves)
    monkeypatch.setattr("seaboard.store.autosave.keep_autosave_in_saves", refuse_to_keep)
    setup = app.push(SetupScene(app, "pebbles"))
    h.click_button(app, "Start game")
    assert "could not be kept in Saves" in setup.error
    h.post_text("d")  # a stray key: the warning goes
    h.step(app)
    assert setup.error == ""
    h.click_button(app, "Start game")
    assert app.top is setup and "could not be kept in Saves" in setup.error  # said again
    assert len(load_autosave().game.moves) == kept  # the unfinished game is still the one kept


def test_continue_on_the_title_menu_names_the_game_it_resumes(app):
    from seaboard.ui.scenes.menu import MenuScene

    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 2")
    wait_for_human(app, table)
    flush_autosaves()
    menu = app.reset(MenuScene(app)) or app.top
    turns = Replay.from_game(table.game).turn_count
    assert menu.buttons["continue"].sublabel == f"Pebbles · {turns} turns"


def test_saved_game_rows_leave_room_for_scroll_arrows_only_when_there_are_more_than_fit(app):
    from seaboard.ui.scenes.saves import ROWS

    game = play("pebbles", seed=9, steps=3)
    save_named("One", game)
    scene = app.push(SavesScene(app, "load"))
    h.step(app)
    assert scene.rows[0].rect.width == scene.list_rect.width  # centred in the dialog, no arrows
    for i in range(ROWS + 1):
        save_named(f"More {i}", game)
    scene.refresh()
    h.step(app)
    assert scene.down_button.visible and scene.rows[0].rect.right < scene.down_button.rect.left


def test_replay_keys_choose_the_seat_and_question_mark_lists_the_keys(app):
    from seaboard.ui.scenes.replay import ReplayKeysCard

    game = play("seagrass", players=3, seed=4)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    h.step(app)
    h.key(app, pygame.K_3)  # the keyboard's "click a player"
    assert scene.table.last_human == 2
    h.key(app, pygame.K_9)  # no ninth seat: nothing changes
    assert scene.table.last_human == 2
    h.key(app, pygame.K_F1)
    card = app.top
    assert isinstance(card, ReplayKeysCard)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "1-3" in drawn and "Space" in drawn
    h.key(app, pygame.K_F1)
    assert app.top is scene
    h.click_button(app, "?")
    assert isinstance(app.top, ReplayKeysCard)


def test_a_save_reached_by_keyboard_is_chosen_so_load_comes_alive(app):
    save_named("First", play("pebbles", seed=9, steps=3))
    save_named("Second", play("pebbles", seed=8, steps=2))
    scene = app.push(SavesScene(app, "load"))
    h.step(app)
    assert scene.selected is None and not scene.load_button.enabled
    h.key(app, pygame.K_TAB)  # the first key shows the focus on the first row, and chooses it
    assert scene.selected is scene.entries[0] and scene.load_button.enabled
    h.key(app, pygame.K_DOWN)
    assert scene.selected is scene.entries[1] and scene.load_button.enabled
    scene.focus.focus(scene.delete_button)
    h.key(app, pygame.K_RETURN)
    h.key(app, pygame.K_RETURN)  # Delete, asked twice, by keyboard
    assert scene.status.startswith("Deleted")  # the confirmation stays, though the ring's row is chosen
    assert scene.selected is scene.entries[0] is scene._focused_entry()  # the save left in its place


def test_no_saves_yet_says_how_to_save_a_game(app):
    scene = app.push(SavesScene(app, "load"))
    with h.texts_drawn() as drawn:
        h.step(app)
    assert scene.rows == [] and "Save game" in " ".join(drawn)


def test_a_replay_writes_negative_scores_with_a_true_minus_as_the_results_do(app):
    game = next(g for g in (play("seascroll", players=4, seed=s) for s in range(6)) if min(g.result().scores) < 0)
    app.push(ReplayScene(app, persist.SavedGame(game)))
    h.key(app, pygame.K_END)
    with h.texts_drawn() as drawn:
        h.step(app)
    low = min(game.result().scores)
    assert f"\u2212{-low}" in drawn and str(low) not in drawn


@pytest.mark.parametrize("by", ["ctrl_z", "enter_on_the_button"])
def test_a_held_key_never_answers_undos_question_and_two_bots_are_named_in_one_sentence(app, monkeypatch, by):
    held = set()
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_z)})
    table = pebbles_table(app, kinds=("human", "easy", "easy"))
    table.last_human = 0
    table.game.apply(Take(1))
    for _ in range(2):
        table.game.apply(Take(1))  # the bots' turns, done by hand here
    persist.rebuild_log(table)
    names = table.names
    assert persist.others_undone(table, 0) == f"the replies of {names[1]} and {names[2]}"
    key, mod = (pygame.K_z, pygame.KMOD_CTRL) if by == "ctrl_z" else (pygame.K_RETURN, 0)
    if by == "enter_on_the_button":
        h.step(app)
        table.focus.set([*table.focus.widgets, table.undo_button])
        table.focus.focus(table.undo_button)
        table.focus.keyboard_used = True
    held.add(key)
    for _ in range(3):  # held down: one press, then its repeats
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        h.step(app)
    assert len(table.game.moves) == 3 and "press Undo again" in table.message
    held.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    h.step(app)
    held.add(key)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    h.step(app)  # pressed afresh: the answer
    assert table.game.moves == [] and table.message == ""
    for _ in range(2):  # and held on: its repeats undo nothing further, nor say why they can't
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        h.step(app)
    assert table.message == ""


def test_an_undo_question_no_longer_on_screen_is_asked_again(app):
    table = pebbles_table(app, kinds=("human", "easy"))
    table.last_human = 0
    table.game.apply(Take(1))
    table.game.apply(Take(1))
    persist.rebuild_log(table)
    assert not persist.undo_on_table(table) and "press Undo again" in table.message
    table.show_message("Hint: take 2.")  # the question was replaced (or timed out)
    assert not persist.undo_on_table(table) and len(table.game.moves) == 2  # asked again, nothing undone
    assert persist.undo_on_table(table) and table.game.moves == []


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_paused_replay_asks_again_to_press_play(app, game_id):
    # Sea Scroll's board picture is cached: paused after playing, the old picture (no "Press Play") stayed.
    game = play(game_id, players=2, seed=8)
    scene = app.push(ReplayScene(app, persist.SavedGame(game)))
    h.step(app, 2)
    h.key(app, pygame.K_SPACE)
    h.run_for(app, 1.5, dt=0.1)
    assert scene.playing
    with h.texts_drawn() as drawn:
        h.key(app, pygame.K_SPACE)  # pause
        h.step(app)
    assert not scene.playing and "Press Play, or the right arrow, to see their turn." in " ".join(drawn)


def test_saved_games_by_keyboard_delete_key_and_enter_opens_the_chosen_save(app):
    save_named("First", play("pebbles", seed=9, steps=3))
    save_named("Second", play("pebbles", seed=8, steps=2))
    scene = app.push(SavesScene(app, "load"))
    h.step(app)
    h.key(app, pygame.K_TAB)  # shows the focus on the first row and chooses it
    first = scene.selected
    h.key(app, pygame.K_DELETE)
    assert "Press Delete again" in scene.status
    h.key(app, pygame.K_DELETE)
    assert scene.status.startswith("Deleted") and first not in scene.entries
    assert scene.selected is scene.entries[0] and scene.load_button.enabled  # the ring's row is chosen
    h.key(app, pygame.K_RETURN)  # Enter on the chosen save loads it
    assert app.top is not scene and getattr(app.top, "game", None) is not None


def test_holding_delete_or_enter_in_saved_games_deletes_one_save_and_opens_none(app, monkeypatch):
    # Key repeat answered "press Delete again" by itself: a held Delete deleted save after save.
    held = set()
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_DELETE)})
    for i in range(4):
        save_named(f"Game {i}", play("pebbles", seed=9, steps=2 + i))
    scene = app.push(SavesScene(app, "load"))
    h.step(app)
    h.key(app, pygame.K_TAB)

    def hold(key):
        held.add(key)
        for _ in range(6):  # held down: one press, then its repeats
            h.post_key_down(key)
            h.step(app)
        held.clear()
        h.post_key_up(key)
        h.step(app)

    hold(pygame.K_DELETE)
    assert len(scene.entries) == 4 and "Press Delete again" in scene.status
    h.key(app, pygame.K_DELETE)  # pressed afresh: the answer
    assert len(scene.entries) == 3 and scene.selected is not None
    scene.focus.focus(scene.delete_button)
    hold(pygame.K_RETURN)  # Enter held on Delete: it asks, and neither deletes nor opens anything
    assert len(scene.entries) == 3 and "Press Delete again" in scene.status and app.top is scene


def test_a_keyboard_delete_in_a_scrolled_list_chooses_the_save_now_in_its_place(app):
    from seaboard.ui.scenes.saves import ROWS

    for i in range(ROWS + 3):
        save_named(f"Game {i:02d}", play("pebbles", seed=9, steps=2))
    scene = app.push(SavesScene(app, "load"))
    h.step(app)
    h.key(app, pygame.K_TAB)
    scene.scroll(3)
    scene.focus.focus(scene.rows[scene.first_row + ROWS - 1])  # the last row shown, by keyboard
    h.key(app, pygame.K_DOWN)
    h.key(app, pygame.K_UP)
    gone = scene.selected
    assert gone is not None and scene.first_row > 0
    h.key(app, pygame.K_DELETE)
    h.key(app, pygame.K_DELETE)
    assert gone not in scene.entries and scene.selected is scene._focused_entry() is not None
    assert scene.rows[scene.entries.index(scene.selected)].visible


def test_reopening_saved_games_replays_no_finished_game_again_and_each_keeps_its_place_name(app, monkeypatch):
    # A finished game is replayed to say who won (about 10 ms for a long Seagrass game): with
    # five of them and twenty saves the list must reopen at once.
    from seaboard.ui.scenes import saves as saves_scene

    seats = [SeatInfo("Ann", "human", "Blue"), SeatInfo("Bo", "easy", "Orange")]
    autosave(play("seascroll", seed=4), seats)
    replayed = []
    real = saves_scene.read_save
    monkeypatch.setattr(saves_scene, "read_save", lambda path: replayed.append(path) or real(path))
    first = [e.name for e in app.push(SavesScene(app, "load")).entries]
    app.pop()
    assert len(replayed) == 1 and first[0].startswith("Latest finished game: ")
    assert [e.name for e in app.push(SavesScene(app, "load")).entries] == first and len(replayed) == 1
    app.pop()
    autosave(play("bloomingsea", players=2, seed=5), seats)  # the earlier game moves down
    names = [e.name for e in app.push(SavesScene(app, "load")).entries]
    assert names[1] == first[0].replace("Latest finished game", "Finished game") and len(replayed) == 3


def test_saved_games_lists_the_last_few_finished_games_and_each_replays(app):
    from seaboard.ui.scenes.saves import describe_listing

    seats = [SeatInfo("Ann", "human", "Blue"), SeatInfo("Bo", "easy", "Orange")]
    first, second = play("seascroll", seed=4), play("bloomingsea", players=2, seed=5)
    for game in (first, second):
        autosave(game, seats)
    scene = app.push(SavesScene(app, "load"))
    h.step(app)
    names = [entry.name for entry in scene.entries]
    assert [entry.game_id for entry in scene.entries[:2]] == ["bloomingsea", "seascroll"]
    # Each says who won and how it stood, so five of them can be told apart (a playtest could not).
    for name, game, prefix in zip(names, (second, first), ("Latest finished game: ", "Finished game: ")):
        result = game.result()
        winners = [seats[s].name for s in result.winners]
        assert name == prefix + (f"{winners[0]} wins" if len(winners) == 1 else " and ".join(winners)
                                 + " share the victory")
        listing = describe_listing(scene.entries[names.index(name)])
        best = result.ranking[0]
        assert listing.split(" · ")[1] == f"{seats[best].name} {result.scores[best]}"
    h.click(app, scene.rows[1].rect.center)  # the earlier one
    h.click_button(app, "Watch replay")
    assert isinstance(app.top, ReplayScene)
    assert app.top.table.setup.game_id == "seascroll"


def test_continue_the_saves_list_and_the_replace_warning_count_the_turns_the_replay_counts(app):
    # Playtest: Continue said "Seagrass · 90 moves" after seven turns; the list, Continue and the
    # warning disagreed: atomic engine steps, counted at different times. All now say the turns
    # played, counted as the replay counts them.
    from seaboard.ui.scenes.common import game_info
    from seaboard.ui.scenes.menu import MenuScene, continue_label
    from seaboard.ui.scenes.saves import describe_listing

    for game_id, players in (("seagrass", 4), ("seascroll", 3)):
        game = play(game_id, players=players, seed=3, steps=60 if game_id == "seagrass" else 20)
        turns = Replay.from_game(game).turn_count
        assert 1 < turns < len(game.moves)  # a turn is several steps here: the counts differ
        autosave(game)
        save_named(f"{game_id} mid", game)
        name = game_info(game_id).display_name
        assert continue_label() == f"{name} · {turns} turns"
        app.reset(MenuScene(app))
        assert app.top.buttons["continue"].sublabel == f"{name} · {turns} turns"
        scene = app.push(SavesScene(app, "load"))
        entry = next(e for e in scene.entries if e.name == f"{game_id} mid")
        assert describe_listing(entry).startswith(f"{name} · {turns} turns · ")
        (saves_dir() / f"{game_id} mid.json").unlink()  # kept under a name, it would not be copied
        words, _ = persist.keep_unfinished("Load game")
        assert f"Your unfinished {name} game ({turns} turns) is kept" in words


def test_the_replay_says_the_turn_once_and_the_step_only_within_a_turn_of_several(app):
    # Playtest (Blooming Sea): "Move 0 of 33" beside "Turn 1 of 33" said the same twice (a turn is
    # one step there) and disagreed at the start. Now one counter per control: the turn for
    # Turn − / Turn +, the step within a turn for the arrows, only where a turn has several.
    for game_id, players in (("bloomingsea", 2), ("seagrass", 2)):
        game = play(game_id, players=players, seed=4)
        scene = app.push(ReplayScene(app, persist.SavedGame(game)))
        replay, total = scene.replay, scene.replay.turn_count
        with h.texts_drawn() as drawn:
            h.step(app)
        assert not any(line.startswith("Move ") for line in drawn)
        first = replay.steps_in_turn()[1]
        assert scene.counters() == (f"Turn 1 of {total}", "" if first == 1 else f"{first} steps")
        h.key(app, pygame.K_RIGHT)
        if first == 1:
            assert scene.counters() == (f"Turn 2 of {total}", "" if replay.steps_in_turn()[1] == 1 else
                                        f"{replay.steps_in_turn()[1]} steps")
        else:
            assert scene.counters() == (f"Turn 1 of {total}", f"1 of {first} steps played")
        turn = replay.turn_at()
        h.click_button(app, "Turn +")
        assert scene.counters()[0] == f"Turn {turn + 1} of {total}" and replay.steps_in_turn()[0] == 0
        h.key(app, pygame.K_END)
        assert scene.counters() == (f"{total} turns played", "")
        app.pop()


def test_a_finished_game_saved_without_its_seats_is_listed_with_numbered_seats(app):
    # A save may hold "seats": null; Saved games raised a TypeError on such a finished game.
    game = play("seascroll", seed=4)
    autosave(game)  # no seats recorded
    scene = app.push(SavesScene(app, "load"))
    winners = [f"Seat {s + 1}" for s in game.result().winners]
    assert scene.entries[0].name.startswith("Latest finished game: ") and winners[0] in scene.entries[0].name


def test_saved_games_lists_saves_and_finished_games_newest_first(app):
    # Playtest: a save made just now was listed below older finished games.
    import os

    seats = [SeatInfo("Ann", "human", "Blue"), SeatInfo("Bo", "easy", "Orange")]
    autosave(play("seascroll", seed=4), seats)
    flush_autosaves()
    old_save = save_named("Older", play("pebbles", seed=1, steps=1))
    new_save = save_named("Newer", play("pebbles", seed=2, steps=1))
    finished = next(p for p in saves_dir().parent.rglob("*.json") if p not in (old_save, new_save)
                    and p.parent != saves_dir())
    os.utime(old_save, (1_000, 1_000))
    os.utime(finished, (2_000, 2_000))
    os.utime(new_save, (3_000, 3_000))
    scene = app.push(SavesScene(app, "load"))
    assert [e.name for e in scene.entries][:3] == ["Newer", scene.entries[1].name, "Older"]
    assert scene.entries[1].finished


def test_down_and_enter_on_the_menu_just_after_quitting_a_game_continues_it(app):
    # Playtest: back from a game, the first Down only showed the hidden focus, still on New game,
    # so Down+Enter opened New game; once the focus was showing, Down+Enter went to Continue.
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.scenes.pause import PauseScene

    table = start_pebbles_from_the_menu(app)
    h.click_button(app, "Take · count 1")
    wait_for_human(app, table)
    flush_autosaves()
    h.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    h.click_button(app, "Quit to menu")
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.buttons["continue"].enabled
    assert menu.focus.focused is menu.buttons["continue"]
    h.key(app, pygame.K_DOWN)  # shows the focus, on Continue
    assert menu.focus.focused is menu.buttons["continue"] and menu.focus.keyboard_used
    h.key(app, pygame.K_RETURN)
    resumed = app.top
    assert resumed is not menu and normalised(resumed.game) == normalised(table.game)


def test_a_game_quit_before_its_first_move_is_kept_for_continue(app):
    # Playtest: the pause menu says "Quitting keeps this game: Continue resumes it", but a game
    # quit before its first move left Continue greyed and nothing in the saves.
    from seaboard.ui.scenes.menu import MenuScene

    table = start_pebbles_from_the_menu(app)
    assert table.game.moves == []
    flush_autosaves()
    menu = app.reset(MenuScene(app)) or app.top
    assert menu.buttons["continue"].enabled
    h.click_button(app, "Continue")
    h.step(app, 2)
    resumed = next(s for s in app.stack if hasattr(s, "game"))
    assert resumed.game.seed == table.game.seed and resumed.game.moves == []


def test_play_again_keeps_the_new_game_for_continue_before_its_first_move(app):
    table = start_pebbles_from_the_menu(app)
    fresh = table.restart()
    flush_autosaves()
    assert load_autosave().game.seed == fresh.game.seed


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_at_a_big_text_size_the_saved_games_rows_and_buttons_grow_with_the_text(tmp_path, monkeypatch, size):
    # Playtest (150% text, 1024x640): the rows' second lines and Load / Watch replay / Delete /
    # Close stayed small although the dialog had plenty of empty room.
    from seaboard.ui.render import theme

    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    seats = [SeatInfo("Ada", "human", "Blue"), SeatInfo("Purple bot", "easy", "Purple")]
    save_named("Friday night", play("bloomingsea", players=2, seed=7, steps=10), seats)
    app = h.make_app(size, text_scale=1.5)
    try:
        scene = app.push(SavesScene(app, "load"))
        h.step(app)
        row = scene.rows[0]
        assert row.two_line_height(row.px) <= row.rect.height  # both lines at their size, none shrunk
        assert row.rect.bottom <= scene.panel.bottom
        buttons = (scene.load_button, scene.replay_button, scene.delete_button, scene.close_button)
        assert all(b.px == scene.px(19) for b in buttons)
        assert all(b.natural_width() <= b.rect.width and scene.panel.contains(b.rect) for b in buttons)
        assert not any(b.rect.colliderect(c.rect) for b in buttons for c in buttons if b is not c)
    finally:
        theme.set_text_scale(1.0)
        app.close()


def test_when_autosave_fails_the_table_says_so_and_the_pause_menu_stops_promising_quit_keeps_the_game(app):
    # Playtest: with every autosave failing (autosave.json made a folder, as a full or read-only disk
    # would) the game said nothing, the pause menu still said "Quitting keeps this game", and
    # quitting lost it.
    from seaboard.ui.scenes.pause import PauseScene

    table = pebbles_table(app, kinds=("human", "human"))
    h.step(app, 2)
    h.click(app, (40, 40))  # the curtain
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().unlink(missing_ok=True)
    autosave_path().mkdir()
    for move in table.game.legal_moves()[:1]:
        table.submit(move)
    flush_autosaves()
    table.submit(table.game.legal_moves()[0])
    h.step(app)
    assert table.autosave_problem and "Autosave failed" in table.message
    pause = app.push(PauseScene(app, table))
    assert "quitting may lose this game" in pause.note and "Quitting keeps" not in pause.note
    app.pop()
    autosave_path().rmdir()  # the disk works again: the next move's write clears it
    table.submit(table.game.legal_moves()[0])
    flush_autosaves()
    table.submit(table.game.legal_moves()[0])
    assert table.autosave_problem is None


# Playtest (1024x640): a refusal's "Details: ..." line ended in "…" and was said whole nowhere.
LONG_DETAIL = ("Move 14 (Place) is not legal when the game is replayed: Tiles must lie entirely on the "
               "board, on squares no other tile covers.")
ILLEGAL = "It was changed by hand or damaged: move 14 isn't a legal move."


def _reach_the_details(app, scene, by: str) -> None:
    """Point at the refusal's Details line, or Tab to it (`by`: "pointer" or "keyboard"), and draw."""
    if by == "pointer":
        h.move(app, scene.detail_line.rect.center)
    else:
        # From the last save in sight (Tab through the list would choose another save).
        scene.focus.focus(scene.visible_rows()[-1])
        scene.focus.keyboard_used = True
        for _ in range(8):
            if scene.focus.focused is scene.detail_line:
                break
            h.key(app, pygame.K_TAB)
        assert scene.focus.focused is scene.detail_line
    h.step(app)


def _refusal_on_screen(tmp_path, monkeypatch, size, text_scale, saves=0):
    """A Saves screen saying ILLEGAL with LONG_DETAIL under it, over a list of `saves` saves."""
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    for i in range(saves):
        save_named(f"Game {i + 1}", play("pebbles", seed=i + 1, steps=2))
    app = h.make_app(size, text_scale=text_scale)
    scene = app.push(SavesScene(app, "load"))
    scene.set_status(ILLEGAL, error=True, detail=LONG_DETAIL)
    return app, scene


def test_a_refusals_details_wrap_to_two_whole_lines_under_the_reason_where_there_is_room(tmp_path, monkeypatch):
    from seaboard.ui.render import theme

    app, scene = _refusal_on_screen(tmp_path, monkeypatch, (1024, 640), 1.0)
    reasons = []  # (words, the y under them) of each paragraph drawn
    real_paragraph = theme.blit_paragraph
    monkeypatch.setattr(theme, "blit_paragraph",
                        lambda s, label, *a, **k: reasons.append((label, real_paragraph(s, label, *a, **k))) or reasons[-1][1])
    try:
        with h.lines_drawn() as drawn:
            h.step(app)
        under_reason = next(y for label, y in reasons if label == ILLEGAL)
        details = [(label, rect) for label, rect in drawn if scene.status_box.contains(rect)]
        assert " ".join(label for label, _ in details) == f"Details: {LONG_DETAIL}" and len(details) == 2
        assert all(rect.top >= under_reason for _, rect in details)  # the plain reason stays first, whole
        assert not scene.detail_line.visible  # nothing cut: nothing to point at
    finally:
        theme.set_text_scale(1.0)
        app.close()


@pytest.mark.parametrize("by", ["pointer", "keyboard"])
def test_a_refusals_details_cut_short_for_room_are_shown_whole_on_pointing_or_focus(tmp_path, monkeypatch, by):
    from seaboard.ui.render import theme
    from seaboard.ui.scenes import saves as saves_module

    app, scene = _refusal_on_screen(tmp_path, monkeypatch, (1024, 640), 1.5, saves=ROWS)  # a full list: no room
    boxes = []
    real_box = saves_module.render_text_box
    monkeypatch.setattr(saves_module, "render_text_box", lambda text, *a, **k: boxes.append(text) or real_box(text, *a, **k))
    try:
        with h.lines_drawn() as drawn:
            h.step(app)
        cut = next(label for label, _ in drawn if label.startswith("Details:"))
        assert cut.endswith("…") and scene.detail_line.visible and not boxes
        _reach_the_details(app, scene, by)
        assert boxes and boxes[-1] == f"Details: {LONG_DETAIL}"
    finally:
        theme.set_text_scale(1.0)
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_refusals_details_grow_up_into_a_short_lists_empty_room(tmp_path, monkeypatch, size):
    # Playtest: beside a list of one save the "Details:" line was cut short (at 150% text not
    # shown at all) while the room between the save and the sentence stood empty.
    from seaboard.ui.render import theme

    app, scene = _refusal_on_screen(tmp_path, monkeypatch, size, 1.5, saves=1)
    scene.set_status(f"That save can't be loaded. {ILLEGAL}", error=True, detail=LONG_DETAIL)
    try:
        with h.lines_drawn() as drawn:
            h.step(app)
        details = [(label, rect) for label, rect in drawn if label.startswith("Details:")
                   or (rect.left == scene.status_box.left and label in f"Details: {LONG_DETAIL}" and len(label) > 8)]
        assert " ".join(label for label, _ in details) == f"Details: {LONG_DETAIL}"  # whole: nothing to point at
        assert not scene.detail_line.visible
        last_row = scene.visible_rows()[-1].rect
        buttons_top = min(b.rect.top for b in (scene.load_button, scene.close_button))
        for _label, rect in details:
            assert last_row.bottom < rect.top and rect.bottom <= buttons_top and scene.panel.contains(rect)
    finally:
        theme.set_text_scale(1.0)
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("by", ["pointer", "keyboard"])
def test_a_two_line_refusal_over_a_full_list_keeps_its_details_reachable(tmp_path, monkeypatch, size, by):
    # Playtest (150% text): a two-line refusal under a full list left no room for even one line of
    # its details, and they were then neither shown nor reachable by pointing or Tab.
    from seaboard.ui.render import theme
    from seaboard.ui.scenes import saves as saves_module

    app, scene = _refusal_on_screen(tmp_path, monkeypatch, size, 1.5, saves=ROWS + 1)
    scene.set_status(f"That save can't be loaded. {ILLEGAL}", error=True, detail=LONG_DETAIL)
    boxes = []
    real_box = saves_module.render_text_box
    monkeypatch.setattr(saves_module, "render_text_box", lambda text, *a, **k: boxes.append(text) or real_box(text, *a, **k))
    paragraphs = []  # (words, size, rect, the y under them) of each paragraph drawn
    real_paragraph = theme.blit_paragraph

    def spy(surface, label, role, px, colour, rect, *a, **k):
        paragraphs.append((label, px, rect, real_paragraph(surface, label, role, px, colour, rect, *a, **k)))
        return paragraphs[-1][3]

    monkeypatch.setattr(theme, "blit_paragraph", spy)
    try:
        with h.lines_drawn() as drawn:
            h.step(app)
        px, area, under = next((px, rect, y) for label, px, rect, y in paragraphs if label == scene.status)
        lines = theme.wrap(scene.status, "bold", px, area.width)
        assert len(lines) == 2 and under - area.top == 2 * theme.line_step("bold", px)  # two lines, both drawn
        link = [rect for label, rect in drawn if label.startswith("Details")]
        assert link and scene.detail_line.visible and scene.detail_line.rect == link[0] and not boxes
        buttons_top = min(b.rect.top for b in (scene.load_button, scene.close_button))
        assert scene.visible_rows()[-1].rect.bottom < link[0].top and link[0].bottom <= buttons_top
        # After the reason's last words, on their line, inside the card.
        assert link[0].left > area.left + theme.font("bold", px).size(lines[-1])[0]
        assert under - theme.line_step("bold", px) < link[0].centery < under and scene.panel.contains(link[0])
        _reach_the_details(app, scene, by)
        assert boxes and boxes[-1] == f"Details: {LONG_DETAIL}"
    finally:
        theme.set_text_scale(1.0)
        app.close()
