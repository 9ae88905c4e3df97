"""The command line of the app: screenshots, self-test, and exit status 2 for bad input."""

import pygame
import pytest

from seaboard.cli import main
from seaboard.ui.frame_bench import busiest_frame_ms
from seaboard.ui.screenshot import SCENES


def one_error_line(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith("seaboard: error: ")
    return err[0]


@pytest.mark.parametrize("argv, words", [
    (["screenshot", "table", "--game", "nosuchgame", "--out", "x.png"], "unknown game"),
    (["screenshot", "table", "--game", "pebbles", "--players", "9", "--out", "x.png"], "2 to 3 players"),
    (["screenshot", "table", "--game", "pebbles", "--option", "max_take=7", "--out", "x.png"], "max_take"),
    (["screenshot", "table", "--game", "pebbles", "--option", "colour=red", "--out", "x.png"], "no option"),
    (["screenshot", "lobby", "--out", "x.png"], "unknown scene"),
    (["screenshot", "menu", "--size", "big", "--out", "x.png"], "--size"),
    (["screenshot", "menu", "--size", "800x600", "--out", "x.png"], "minimum"),
    (["--demo", "--game", "nosuchgame"], "unknown game"),
    (["--demo", "--game", ""], "unknown game ''"),  # (playtest: it started a random demo)
    (["--self-test", "--demo"], "cannot run together"),
    (["screenshot", "menu", "--out", "no/such/folder/x.png"], "does not exist"),
    (["screenshot", "menu", "--out", "."], "needs a file name"),
    (["screenshot", "menu", "--out", "x.txt"], "PNG file"),
    (["screenshot", "menu", "--out", "x.png/"], "PNG file"),
    (["screenshot", "menu", "--out", "a" * 300 + ".png"], "cannot write"),
    (["screenshot", "menu", "--size", "320x240", "--out", "x.png"], "minimum, 1024x640"),
    (["screenshot", "seagrass-drag", "--moves", "200", "--out", "x.png"], "reaches the end of the game"),
    (["screenshot", "seagrass-illegal", "--players", "2", "--moves", "5000", "--out", "x.png"], "give fewer"),
    (["screenshot", "bloomingsea-drag-legal", "--moves", "60", "--out", "x.png"], "reaches the end of the game"),
    (["screenshot", "bloomingsea-drag-illegal", "--moves", "40", "--out", "x.png"], "give fewer"),
    (["screenshot", "setup", "--players", "7", "--out", "x.png"], "not 7"),
    (["screenshot", "table", "--players", "0", "--out", "x.png"], "not 0"),
    (["screenshot", "table", "--option", "board=zzz", "--out", "x.png"], "board"),
    (["screenshot", "seagrass-midgame", "--game", "seascroll", "--out", "x.png"], "use --game seagrass"),
    (["simulate", "--game", "seagrass", "--players", "2", "--think", "nan"], "--think"),
    (["simulate", "--game", "seagrass", "--players", "2", "--think", "inf"], "--think"),
    (["simulate", "--game", "seagrass", "--players", "2", "--think", "0"], "--think"),
    (["simulate", "--game", "seagrass", "--players", "2", "--games", "0"], "--games"),
    (["simulate", "--game", "seagrass", "--players", "2", "--bots", "hard"], "1 levels for 2 players"),
    (["simulate", "--game", "seagrass", "--players", "2", "--bots", "hard,genius"], "unknown bot level"),
    (["simulate", "--game", "seagrass", "--players", "2", "--option", "board=front", "--option", "board=back"],
     "given twice"),
    (["simulate", "--game", "seagrass", "--players", "2", "--seed", str(10**35)], "--seed"),
    (["simulate", "--game", "seagrass", "--players", "2", "--seed", str(2**64 - 1), "--games", "2"], "largest seed"),
    (["screenshot", "menu", "--seed", "1.5", "--out", "x.png"], "--seed"),
    (["screenshot", "menu", "--text-size", "200", "--out", "x.png"], "--text-size: takes 80 to 150"),
    (["screenshot", "menu", "--text-size", "big", "--out", "x.png"], "--text-size: takes a percentage"),
    (["bench", "--seconds", "nan"], "--seconds"),
    (["bench", "--seconds", "-1"], "--seconds"),
    (["--demo", "--speed", "5"], "--speed: takes 0.5, 1, 2 or 4, not '5'"),
    (["--demo", "--speed", "0.25"], "--speed: takes 0.5, 1, 2 or 4"),
    (["--demo", "--speed", "3"], "--speed: takes 0.5, 1, 2 or 4, not '3'"),  # (- from 3 jumped to 1x)
    (["--demo", "--speed", "nan"], "--speed: takes 0.5, 1, 2 or 4"),
    (["--demo", "--speed", "fast"], "--speed: takes 0.5, 1, 2 or 4, not 'fast'"),
    (["--demo", "--speed"], "--speed"),
    (["--speed", "2"], "--speed goes with --demo"),
])
def test_bad_input_exits_2_with_one_clear_line(capsys, tmp_path, monkeypatch, argv, words):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert words in one_error_line(capsys)
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("argv, speed", [(["--demo"], 1.0), (["--demo", "--speed", "2"], 2.0),
                                         (["--demo", "--speed", "0.5"], 0.5), (["--demo", "--speed", "4x"], 4.0),
                                         (["--demo", "--game", "seagrass", "--speed", "1x"], 1.0)])
def test_demo_speed_reaches_the_attract_loop(monkeypatch, argv, speed):
    import seaboard.ui.app as app_module

    asked = {}
    monkeypatch.setattr(app_module, "run_app", lambda **kwargs: asked.update(kwargs) or 0)
    assert main(argv) == 0
    assert asked["demo"] and asked["demo_speed"] == speed


def test_ctrl_c_stops_a_command_with_one_line_and_status_130(capsys, monkeypatch):
    import seaboard.cli as cli

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "cmd_bench", interrupted)
    assert main(["bench", "--game", "seagrass"]) == 130
    assert capsys.readouterr().err.strip().splitlines() == ["seaboard: interrupted"]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_screenshot_writes_a_png_of_the_asked_size(tmp_path, size):
    out = tmp_path / "menu.png"
    assert main(["screenshot", "menu", "--size", f"{size[0]}x{size[1]}", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == size


def test_screenshot_draws_at_the_asked_text_size(tmp_path, monkeypatch):
    from seaboard.ui.render import theme

    scales, set_scale = [], theme.set_text_scale

    def record(scale):
        scales.append(scale)
        set_scale(scale)

    monkeypatch.setattr(theme, "set_text_scale", record)
    out = tmp_path / "rules.png"
    assert main(["screenshot", "rules", "--text-size", "150%", "--size", "1024x640", "--out", str(out)]) == 0
    set_scale(1.0)  # the scale is the process's: later tests start at 100%
    assert scales == [1.5]


SHELL_SCENES = ["menu", "picker", "setup", "handoff", "pause", "results", "rules", "settings", "table"]


def test_the_shell_scenes_are_all_named():
    assert set(SHELL_SCENES) <= set(SCENES)


@pytest.mark.parametrize("scene", SHELL_SCENES)
def test_every_named_scene_renders(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    code = main(["screenshot", scene, "--game", "pebbles", "--players", "2", "--moves", "3", "--size", "1024x640",
                 "--out", str(out)])
    assert code == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 640)
    # Not a blank frame: many distinct colours were drawn.
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1024, 32) for y in range(0, 640, 32)}
    assert len(colours) > 10


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_the_hint_scene_shows_the_first_players_hint_on_the_board(game_id):
    from seaboard.store.settings import Settings
    from seaboard.ui.app import App
    from seaboard.ui.screenshot import ShotContext

    app = App(size=(1280, 800), settings=Settings(), headless=True)
    try:
        table = SCENES["hint"](app, ShotContext(game_id, 2, seed=1, moves=5))  # (a bot's step: on to the human's)
        for _ in range(2):
            app.step(0.0)  # as the screenshot draws it
        assert table.game.current_player == 0 and table.hint_on_screen()
    finally:
        app.close()


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_the_demo_scene_is_a_demo_table_its_bots_played_to_the_asked_move(game_id):
    from seaboard.store.settings import Settings
    from seaboard.ui.app import App
    from seaboard.ui.screenshot import ShotContext

    app = App(size=(1280, 800), settings=Settings(), headless=True)
    try:
        app.bot_pace = 1e9  # as a still picture before it leaves it (the self-test's scenes share one app)
        table = SCENES["demo"](app, ShotContext(game_id, 3, seed=2, moves=6))
        assert app.top is table and table.demo and not table.demo_state.attract
        assert len(table.game.moves) == 6 and table.demo_state.caption  # its own bots, its caption
    finally:
        app.close()


def test_screenshot_of_a_position_after_k_moves_shows_that_position(tmp_path):
    from seaboard.store.settings import Settings
    from seaboard.ui.app import App
    from seaboard.ui.screenshot import ShotContext, build_table

    app = App(size=(1280, 800), settings=Settings(), headless=True)
    table = app.push(build_table(app, ShotContext("pebbles", 2, seed=5, moves=3)))
    assert len(table.game.moves) == 3
    assert len(table.log) >= 3
    app.close()


def test_self_test_passes_headless(capsys):
    assert main(["--self-test"]) == 0
    out = capsys.readouterr().out
    assert "self-test passed" in out
    assert "game pebbles:" in out and "scene results: ok" in out


def test_a_game_scene_with_no_playable_game_exits_2(capsys, tmp_path, monkeypatch):
    import seaboard.ui.scenes.common as common

    monkeypatch.setattr(common, "available_games", lambda: [])
    assert main(["screenshot", "table", "--out", str(tmp_path / "t.png")]) == 2
    assert "no game is playable" in one_error_line(capsys)
    assert main(["screenshot", "menu", "--out", str(tmp_path / "m.png")]) == 0  # the menu needs no game
    assert (tmp_path / "m.png").is_file()


def test_frame_bench_is_none_while_a_game_has_only_the_placeholder_table():
    assert busiest_frame_ms("pebbles") is None


def test_frame_bench_times_a_real_table(monkeypatch):
    import sys
    import types

    from seaboard.ui import tables
    from seaboard.ui.scenes.placeholder_table import PlaceholderTable

    module = types.ModuleType("pebbles_table_for_test")
    module.PebblesTable = type("PebblesTable", (PlaceholderTable,), {"placeholder": False})
    monkeypatch.setitem(sys.modules, "pebbles_table_for_test", module)
    monkeypatch.setitem(tables.TABLES, "pebbles", "pebbles_table_for_test:PebblesTable")
    assert tables.has_real_table("pebbles")
    ms = busiest_frame_ms("pebbles")
    assert isinstance(ms, float) and 0 < ms < 1000


def test_self_test_exits_non_zero_when_a_scene_fails(capsys, monkeypatch):
    from seaboard.ui import screenshot

    def broken(app, ctx):
        raise RuntimeError("drawn wrong")

    import seaboard.ui.scenes.common as common

    monkeypatch.setitem(screenshot.SCENES, "settings", broken)
    monkeypatch.setattr(common, "catalogue", lambda: [])  # scenes only: games are tested above
    assert main(["--self-test"]) == 1
    captured = capsys.readouterr()
    assert "scene settings: FAILED" in captured.out and "drawn wrong" in captured.err


def test_output_that_cannot_be_written_is_one_line_and_status_1(capsys, monkeypatch):
    import sys

    monkeypatch.setattr("seaboard.bench.run_bench", lambda ids, seconds: {"seagrass": {"games_per_s": 1.0}})

    class FullDisk:
        def write(self, text):
            raise OSError(28, "No space left on device")

        def flush(self):
            pass

    monkeypatch.setattr(sys, "stdout", FullDisk())
    assert main(["bench", "--game", "seagrass"]) == 1
    assert capsys.readouterr().err.strip().splitlines() == [
        "seaboard: error: could not write the output: No space left on device"]


def test_a_screenshot_of_the_menu_never_shows_the_players_unfinished_game(tmp_path, monkeypatch):
    # Continue's label named the player's own autosave ("Blooming Sea · 3 moves").
    import os

    from seaboard.engine.registry import game_class
    from seaboard.store.autosave import autosave, flush_autosaves
    from seaboard.store.files import data_dir
    from seaboard.ui import screenshot

    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path / "home"))
    game = game_class("bloomingsea")(2, 4)
    for _ in range(3):
        game.apply(game.legal_moves()[0])
    autosave(game)
    flush_autosaves()
    assert any(data_dir().iterdir())
    seen = []
    real = screenshot.SCENES["menu"]
    monkeypatch.setitem(screenshot.SCENES, "menu",
                        lambda app, ctx: (real(app, ctx), seen.append(app.top.buttons["continue"].sublabel)))
    assert main(["screenshot", "menu", "--out", str(tmp_path / "menu.png")]) == 0
    assert seen and "Blooming Sea" not in seen[0]
    assert os.environ["SEABOARD_HOME"] == str(tmp_path / "home")  # the player's folder is back


def test_simulate_says_one_game_not_one_games(capsys):
    from seaboard.cli import main

    assert main(["simulate", "--game", "seascroll", "--players", "2", "--games", "1", "--bots", "easy,easy"]) == 0
    assert ", 1 game in " in capsys.readouterr().out
