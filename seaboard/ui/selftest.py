"""`seaboard --self-test`: open every scene headless, play bot moves in every game, report."""

from __future__ import annotations

import os
import sys
import tempfile
import traceback

# Bot steps played per game: enough to cross many turns, quick enough for CI.
MAX_STEPS = 400
SHELL_SCENES = ("menu", "picker", "setup", "table", "handoff", "pause", "results", "rules", "settings")
DT = 1 / 30
MAX_FRAMES = 20000
RESULTS_FRAMES = 30 * 20  # the results must open within 20 s of app time after the end


def _check_scenes(app, errors: list[str]) -> None:
    from seaboard.ui.screenshot import SCENES, ShotContext

    for name, build in SCENES.items():
        # The shell's scenes at the smallest and a large window; a game's own shots once.
        sizes = ((1024, 640), (1920, 1080)) if name in SHELL_SCENES else ((1280, 800),)
        for size in sizes:
            try:
                while app.stack:
                    app.pop()
                app.resize(size)
                build(app, ShotContext(moves=6, seed=3))
                app.step(1 / 60)
                app.step(1 / 60)
            except Exception:
                errors.append(f"scene {name} at {size[0]}x{size[1]}:\n{traceback.format_exc()}")
        print(f"  scene {name}: ok" if not any(e.startswith(f"scene {name} ") for e in errors)
              else f"  scene {name}: FAILED")


def _play_games(app, errors: list[str]) -> None:
    from seaboard.ui.scenes.common import catalogue
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.scenes.results import ResultsScene
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables import has_real_table, table_class

    app.resize((1280, 800))
    for info in catalogue():
        if not info.available:
            print(f"  game {info.game_id}: not available yet ({info.problem}), skipped")
            continue
        try:
            players = info.cls.min_players
            setup = TableSetup.default(info.game_id, players, seed=7, kinds=["easy"] * players)
            app.reset(MenuScene(app))
            table = app.push(table_class(info.game_id)(app, setup))
            app.bot_pace = 0.0
            frames = 0
            # Real tables animate each move, so allow plenty of frames (app time, not wall time).
            while not table.game.is_over and len(table.game.moves) < MAX_STEPS and frames < MAX_FRAMES:
                app.step(DT)
                frames += 1
            steps = len(table.game.moves)
            if steps == 0:
                raise RuntimeError("no bot move was played")
            if table.game.is_over:
                # A game's table may show its own end scene (Sea Scroll's Reveal) before the results.
                for _ in range(RESULTS_FRAMES):
                    if table.results_shown and app.top is not table:
                        break
                    app.step(DT)
                if not (table.results_shown and app.top is not table):
                    raise RuntimeError("the game ended but the results did not open")
                for _ in range(30):
                    app.step(DT)
                if not isinstance(app.top, ResultsScene) and app.top is table:
                    raise RuntimeError("the end-of-game screen closed by itself")
            kind = "real table" if has_real_table(info.game_id) else "placeholder table"
            end = "to the end" if table.game.is_over else "so far"
            print(f"  game {info.game_id}: {steps} bot steps {end} on its {kind}: ok")
        except Exception:
            errors.append(f"game {info.game_id}:\n{traceback.format_exc()}")
            print(f"  game {info.game_id}: FAILED")


def run_self_test() -> int:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    # The games played here autosave: keep them away from the player's own unfinished game.
    saved_home = os.environ.get("SEABOARD_HOME")
    with tempfile.TemporaryDirectory(prefix="seaboard-self-test-") as home:
        os.environ["SEABOARD_HOME"] = home
        try:
            return _run()
        finally:
            # The games' last autosaves are written on a worker thread: let them
            # land before their folder is removed (a race that failed a CI run).
            from seaboard.store.autosave import flush_autosaves

            flush_autosaves()
            if saved_home is None:
                os.environ.pop("SEABOARD_HOME", None)
            else:
                os.environ["SEABOARD_HOME"] = saved_home


def _run() -> int:
    from seaboard.store.settings import Settings
    from seaboard.ui.app import App

    # Fastest animations: the self-test still runs them, without waiting long for them.
    app = App(size=(1280, 800), settings=Settings(animation_speed=4.0), headless=True)
    try:
        from seaboard.ui.anim import tween

        tween.set_speed(4.0)
    except ImportError:
        pass
    app.save_settings = lambda: None  # the self-test never changes the player's settings
    errors: list[str] = []
    print("seaboard self-test")
    try:
        _check_scenes(app, errors)
        _play_games(app, errors)
    finally:
        app.close()
    for err in errors:
        print(err, file=sys.stderr)
    print("self-test " + ("FAILED" if errors else "passed"))
    return 1 if errors else 0
