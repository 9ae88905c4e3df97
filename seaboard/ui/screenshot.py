"""Render any scene headless to a PNG: `seaboard screenshot SCENE --out FILE.png`."""

from __future__ import annotations

import contextlib
import os
import random
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from seaboard.ai import make_bot
from seaboard.engine.core import Game, SetupError
from seaboard.engine.registry import game_class
from seaboard.store.autosave import flush_autosaves
from seaboard.store.settings import Settings


@dataclass
class ShotContext:
    game_id: str | None = None
    players: int | None = None
    seed: int = 1
    moves: int = 0
    options: dict[str, Any] = field(default_factory=dict)

    def resolved_game(self) -> str:
        """The game asked for, else the first one whose rules exist."""
        if self.game_id:
            return self.game_id
        from seaboard.ui.scenes.common import available_games

        games = available_games()
        if not games:
            raise SetupError("no game is playable yet, so this scene cannot be shown")
        return games[0].game_id

    def player_count(self, cls: type[Game]) -> int:
        return self.players if self.players else cls.min_players


def play_bot_moves(game: Game, count: int | None, seed: int) -> Game:
    """Advance `game` by `count` easy-bot steps (None = to the end), deterministically."""
    bots = {}
    n = 0
    rng = random.Random(seed)
    while not game.is_over and (count is None or n < count):
        seat = game.current_player
        if seat not in bots:
            bots[seat] = make_bot("easy", type(game), seat, seed=rng.randrange(2**30))
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
        n += 1
        if n > 20000:
            raise RuntimeError(f"{type(game).__name__} did not end after 20000 bot steps")
    return game


def need_a_move(game: Game, ctx: ShotContext, what: str = "a move") -> None:
    """A scene that shows a move being made needs one left: say so (exit 2), never crash."""
    if game.is_over:
        raise SetupError(f"--moves {ctx.moves} reaches the end of the game; this scene needs {what} "
                         "left to play: give fewer moves")


def build_table(app, ctx: ShotContext, kinds: list[str] | None = None, to_end: bool = False):
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables import table_class

    gid = ctx.resolved_game()
    cls = game_class(gid)
    players = ctx.player_count(cls)
    played = play_bot_moves(cls(players, ctx.seed, ctx.options), None if to_end else ctx.moves, ctx.seed)
    game = cls(players, ctx.seed, ctx.options)
    kinds = kinds or ["human"] + ["easy"] * (players - 1)
    setup = TableSetup.default(gid, players, ctx.seed, game.options, kinds=kinds)
    table = table_class(gid)(app, setup, game=game)
    for move in played.moves:  # replayed so the game log shows what happened
        table.record(game.apply(move))
    app.bot_pace = 1e9  # a still picture: bots do not move
    table.last_human = 0 if kinds[0] == "human" else None
    return table


def _menu(app, ctx):
    from seaboard.ui.scenes.menu import MenuScene

    return app.push(MenuScene(app))


def _picker(app, ctx):
    from seaboard.ui.scenes.picker import PickerScene

    _menu(app, ctx)
    return app.push(PickerScene(app))


def _setup(app, ctx):
    from seaboard.ui.scenes.setup import SetupScene

    _menu(app, ctx)
    scene = SetupScene(app, ctx.resolved_game(), seed=ctx.seed)
    if ctx.players and ctx.players != scene.players:
        scene.player_choice.set_value(ctx.players)
        scene.set_players(ctx.players)
    return app.push(scene)


def _table(app, ctx):
    _menu(app, ctx)
    return app.push(build_table(app, ctx))


def _hint(app, ctx):
    """The table at the first player's next step from --moves on, with the hard bot's hint for it
    shown (worked out here, on a small budget, not on the hint's thread)."""
    from dataclasses import replace

    from seaboard.ai.hard import HardBot
    from seaboard.ai.hint import HINT_SEED, describe_step

    cls = game_class(ctx.resolved_game())
    players = ctx.player_count(cls)
    moves = ctx.moves
    while True:  # on to a step of the first player's (the human's)
        probe = play_bot_moves(cls(players, ctx.seed, ctx.options), moves, ctx.seed)
        need_a_move(probe, ctx, "a turn of the first player")
        if probe.current_player == 0:
            break
        moves += 1
    _menu(app, ctx)
    table = app.push(build_table(app, replace(ctx, moves=moves)))
    for _ in range(2):
        app.step(0.0)  # the turn begins (a table sets out its hand), as before a player asks
    game = getattr(table.game, "real", table.game)
    view = game.view(0)
    bot = HardBot(table.game_cls, 0, seed=HINT_SEED, think_seconds=0.3)
    move = bot.choose(view, game.legal_moves())
    then = tuple(bot.planned_steps())
    table.show_hint(move, describe_step(table.game_cls, view, move, table.names, then=list(then)), then)
    return table


def _demo(app, ctx):
    """A demo table (the menu's Demo: easy bots, every hand face up, its caption and controls)
    played on by its own bots until --moves steps are made."""
    from seaboard.ui.scenes.demo import demo_table

    _menu(app, ctx)
    gid = ctx.resolved_game()
    players = ctx.player_count(game_class(gid))
    table = demo_table(app, gid, random.Random(ctx.seed), ctx.seed, attract=False, players=players,
                       levels=["easy"] * players)
    app.push(table)
    app.bot_pace = 0.0  # (a still picture before may have stopped the bots)
    for _ in range(5000):  # the table's own bots, at once: its caption and log say each move
        if len(table.game.moves) >= ctx.moves or table.game.is_over:
            break
        app.step(0.1)
    app.bot_pace = 1e9
    need_a_move(table.game, ctx, "a move")
    table.demo_state.paused = True  # a still picture: the last move's flights land, no next one
    for _ in range(40):
        app.step(0.1)
    return table


def _handoff(app, ctx):
    from seaboard.ui.scenes.handoff import HandoffScene

    _menu(app, ctx)
    gid = ctx.resolved_game()
    players = ctx.player_count(game_class(gid))
    table = app.push(build_table(app, ctx, kinds=["human"] * players))
    seat = table.game.current_player or 0
    table.last_human = None
    if not isinstance(app.top, HandoffScene):
        app.push(HandoffScene(app, table, seat))
    return app.top


def _pause(app, ctx):
    from seaboard.ui.scenes.pause import PauseScene

    table = _table(app, ctx)
    return app.push(PauseScene(app, table))


def _results(app, ctx):
    _menu(app, ctx)
    table = app.push(build_table(app, ctx, to_end=True))
    table.show_results()  # the table's own results scene, if it has one
    return app.top


def _final_board(app, ctx):
    from seaboard.ui.scenes.results import ResultsScene

    results = _results(app, ctx)
    if not isinstance(results, ResultsScene):  # Sea Scroll's Reveal comes first: skip to its results
        results = _seascroll("results")(app, ctx)
    results.view_board()  # the card steps aside for the finished board
    return app.top


def _rules(app, ctx):
    from seaboard.ui.scenes.rules import RulesScene

    _menu(app, ctx)
    return app.push(RulesScene(app, ctx.game_id))


def _settings(app, ctx):
    from seaboard.ui.scenes.settings import SettingsScene

    _menu(app, ctx)
    return app.push(SettingsScene(app))


def _seascroll(kind: str) -> Callable[[Any, ShotContext], Any]:
    """Sea Scroll's own states (a held card, the Reveal, its results, Chaos): seascroll_parts/shots.py."""
    def build(app, ctx):
        from seaboard.ui.tables.seascroll_parts.shots import build_shot

        return build_shot(kind, app, ctx)
    return build


# Scene name -> builder(app, ctx) that leaves that scene on top of the stack.
SCENES: dict[str, Callable[[Any, ShotContext], Any]] = {
    "menu": _menu,
    "picker": _picker,
    "setup": _setup,
    "table": _table,
    "hint": _hint,
    "demo": _demo,
    "handoff": _handoff,
    "pause": _pause,
    "results": _results,
    "final-board": _final_board,
    "rules": _rules,
    "settings": _settings,
    "seascroll-drag": _seascroll("drag"),
    "seascroll-reveal": _seascroll("reveal"),
    "seascroll-results": _seascroll("results"),
    "seascroll-chaos": _seascroll("chaos"),
}


def _seagrass_shot(state: str) -> Callable[[Any, ShotContext], Any]:
    def build(app, ctx):
        from seaboard.ui.tables.seagrass_parts import shots

        return shots.build(state, app, ctx)
    return build


# The Seagrass table's own states (seagrass_parts/shots.py).
SCENES.update({f"seagrass-{state}": _seagrass_shot(state)
               for state in ("opening", "drag", "illegal", "reef", "midgame")})


def _bloomingsea_shot(state: str) -> Callable[[Any, ShotContext], Any]:
    def build(app, ctx):
        from seaboard.ui.tables.bloomingsea_parts import shots

        return shots.SCENES[state](app, ctx)
    return build


# The Blooming Sea table's own states (bloomingsea_parts/shots.py).
SCENES.update({f"bloomingsea-{state}": _bloomingsea_shot(state)
               for state in ("side-a", "side-b", "drag-legal", "drag-illegal", "fish", "midgame", "results")})


def render_scene(name: str, out: str, size: tuple[int, int] = (1280, 800), game_id: str | None = None,
                 players: int | None = None, seed: int = 1, moves: int = 0,
                 options: dict[str, Any] | None = None, text_scale: float = 1.0) -> None:
    """Build scene `name` in a headless app of `size` (and text size) and save what it draws to
    `out` (PNG)."""
    from seaboard.ui.app import MIN_SIZE, App

    if name not in SCENES:
        raise SetupError(f"unknown scene {name!r}; choose one of: {', '.join(sorted(SCENES))}")
    if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
        raise SetupError(f"--size {size[0]}x{size[1]} is smaller than the window's minimum, "
                         f"{MIN_SIZE[0]}x{MIN_SIZE[1]}")
    # Default settings and an empty data folder, not the player's: a screenshot must not depend
    # on (or change) their settings, saves or unfinished game (the menu's Continue).
    with tempfile.TemporaryDirectory(prefix="seaboard-shot-") as home, _data_folder(home):
        app = App(size=size, settings=Settings(window_size=size, text_scale=text_scale), headless=True)
        app.save_settings = lambda: None  # never write the player's settings file
        try:
            SCENES[name](app, ShotContext(game_id, players, seed, moves, dict(options or {})))
            for _ in range(2):
                app.step(0.0)
            app.screenshot(out)
        finally:
            app.close()
            flush_autosaves()  # a scene that played moves wrote there: done before the folder goes


@contextlib.contextmanager
def _data_folder(path: str):
    """SEABOARD_HOME set to `path` for the block, then as it was."""
    before = os.environ.get("SEABOARD_HOME")
    os.environ["SEABOARD_HOME"] = path
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("SEABOARD_HOME", None)
        else:
            os.environ["SEABOARD_HOME"] = before

