"""The `seaboard` command: the app, plus simulate, bench and screenshot tools."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from seaboard import __version__
from seaboard.crash import guarded
from seaboard.engine.core import SEED_LIMIT, SetupError
from seaboard.engine.registry import game_class, game_ids


class UsageError(Exception):
    """A bad command line: reported as one line on stderr, exit status 2."""


class OutputError(Exception):
    """Standard output could not be written (a full disk, a closed pipe): one line, status 1."""


def _out(text: str) -> None:
    try:
        print(text, flush=True)
    except BrokenPipeError:
        raise OutputError("") from None  # the reader left (e.g. `| head`): nothing to say
    except OSError as exc:
        raise OutputError(exc.strerror or str(exc)) from None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option takes KEY=VALUE, not {pair!r}")
        if key.strip() in options:
            raise UsageError(f"--option {key.strip()} is given twice")
        options[key.strip()] = value.strip()
    return options


MAX_SECONDS = 3600.0


def _seconds(text: str) -> float:
    """A positive, finite number of seconds (nan, inf and zero would hang or break a run)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a number of seconds, not {text!r}") from None
    if not math.isfinite(value) or value <= 0 or value > MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"takes seconds above 0 and at most {MAX_SECONDS:g}, not {text!r}")
    return value


def _demo_speed(text: str) -> float:
    from seaboard.ui.scenes.demo import parse_speed

    try:
        return parse_speed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _text_size(text: str) -> int:
    """A text size in percent, within the range Settings allows."""
    from seaboard.store.settings import Settings

    low, high = (round(100 * bound) for bound in Settings.RANGES["text_scale"])
    try:
        value = int(text.rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a percentage, e.g. 150, not {text[:40]!r}") from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"takes {low} to {high} (percent), not {text[:40]!r}")
    return value


def _seed(text: str) -> int:
    """A seed a game (and its save) accepts."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a whole number, not {text!r}") from None
    if not -SEED_LIMIT < value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"takes a whole number between -2**64 and 2**64, not {text[:40]!r}")
    return value


def _check_out(path: str) -> None:
    """The PNG's folder must exist before any drawing starts."""
    if not path or os.path.isdir(path):
        raise UsageError(f"--out needs a file name, not {path!r}")
    if not path.lower().endswith(".png"):
        raise UsageError(f"--out names a PNG file (ending in .png), not {path!r}")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise UsageError(f"--out: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK):
        raise UsageError(f"--out: the folder {folder} cannot be written to")


def _check_setup(game_id: str, players: int, options: dict[str, Any]) -> dict[str, Any]:
    """Validate a setup the way the engine will, so errors come before any work."""
    try:
        cls = game_class(game_id)
        return cls.resolve_options(players, options)
    except SetupError as exc:
        raise UsageError(str(exc)) from None


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="seaboard", description="Seagrass, Sea Scroll and Blooming Sea at one screen.")
    parser.add_argument("--version", action="version", version=f"seaboard {__version__}")
    parser.add_argument("--self-test", action="store_true", help="open every scene headless and play bot moves")
    parser.add_argument("--demo", action="store_true", help="AI-vs-AI attract loop until a key or click")
    parser.add_argument("--game", help="game id for --demo")
    parser.add_argument("--speed", type=_demo_speed, help="speed of --demo: 0.5, 1, 2 or 4 (default 1)")
    parser.add_argument("--fullscreen", action="store_true")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play bot games headless and print JSON")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--bots", default="", help="one level per seat, e.g. hard,medium")
    sim.add_argument("--think", type=_seconds, default=1.0, help="hard bot's seconds per turn")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--no-swap", action="store_true", help="keep bots in the same seats every game")
    sim.add_argument("--json", action="store_true")

    bench = sub.add_parser("bench", help="measure engine and drawing speed")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--game", action="append", default=[], help="only these game ids")
    bench.add_argument("--seconds", type=_seconds, default=2.0, help="time per figure")

    shot = sub.add_parser("screenshot", help="render a scene headless to a PNG")
    shot.add_argument("scene")
    shot.add_argument("--game")
    shot.add_argument("--players", type=int)
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--moves", type=int, default=0)
    shot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--text-size", type=_text_size, default=100, metavar="PERCENT",
                      help="text size as in Settings, e.g. 150")
    shot.add_argument("--out", required=True)
    return parser


def _parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size takes WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    from seaboard.ui.app import MIN_SIZE  # the window's own minimum

    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise UsageError(f"--size {text} is smaller than the window's minimum, {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    if w > 7680 or h > 4320:
        raise UsageError(f"--size {text} is larger than 7680x4320")
    return w, h


def cmd_simulate(args: argparse.Namespace) -> int:
    from seaboard.ai import BOT_LEVELS
    from seaboard.sim import simulate

    options = _check_setup(args.game, args.players, _parse_options(args.option))
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.seed + args.games > SEED_LIMIT:  # game k plays seed + k
        raise UsageError(f"--seed {args.seed} with {args.games} games goes past the largest seed, 2**64 - 1")
    levels = [b.strip() for b in args.bots.split(",")] if args.bots else ["easy"] * args.players
    if len(levels) != args.players:
        raise UsageError(f"--bots names {len(levels)} levels for {args.players} players")
    for level in levels:
        if level not in BOT_LEVELS:
            raise UsageError(f"unknown bot level {level!r}; choose from: {', '.join(BOT_LEVELS)}")
    report = simulate(
        args.game, args.players, args.games, args.seed, levels, options, args.think, swap=not args.no_swap
    )
    if args.json:
        _out(json.dumps(report))
    else:
        games = report["games"]
        _out(f"{report['game']} {report['players']}p, {games} game{'' if games == 1 else 's'} in {report['seconds']} s")
        for seat, (level, wins) in enumerate(zip(report["bots"], report["wins_by_seat"])):
            sc = report["scores_by_seat"][seat]
            _out(f"  seat {seat} {level:6}  wins {wins:6.1f}  score mean {sc['mean']:.1f} [{sc['min']}, {sc['max']}]")
        for err in report["errors"]:
            _out(f"  error: {err}")
    return 1 if report["errors"] else 0


def cmd_bench(args: argparse.Namespace) -> int:
    from seaboard.bench import run_bench

    ids = args.game or game_ids()
    for gid in ids:
        if gid not in game_ids():
            raise UsageError(f"unknown game {gid!r}; choose one of: {', '.join(game_ids())}")
    results = run_bench(ids, args.seconds)
    if args.json:
        _out(json.dumps(results))
    else:
        for gid, figures in results.items():
            _out(gid)
            for name, value in figures.items():
                _out(f"  {name:18} {value:10.2f}")
    return 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    size = _parse_size(args.size)
    _check_out(args.out)
    if args.moves < 0:
        raise UsageError("--moves must be 0 or more")
    from seaboard.ui.screenshot import SCENES, ShotContext, render_scene

    if args.scene not in SCENES:
        raise UsageError(f"unknown scene {args.scene!r}; choose one of: {', '.join(sorted(SCENES))}")
    # A game's own scene (seagrass-midgame...) is of that game; any other scene shows --game or
    # the first playable game, and players and options are checked against that game.
    own_game = next((gid for gid in game_ids() if args.scene.startswith(f"{gid}-")), None)
    if own_game and args.game and args.game != own_game:
        raise UsageError(f"scene {args.scene} shows {own_game}; drop --game or use --game {own_game}")
    players, options = args.players or 2, {}
    try:
        game_id = own_game or ShotContext(args.game).resolved_game()
    except SetupError:
        game_id = None  # no game is playable yet: a scene that needs one says so below
    try:
        if game_id is not None:
            players = args.players if args.players is not None else game_class_safe(game_id).min_players
            options = _check_setup(game_id, players, _parse_options(args.option))
        render_scene(args.scene, args.out, size, game_id=args.game, players=players, seed=args.seed,
                     moves=args.moves, options=options, text_scale=args.text_size / 100)
    except SetupError as exc:  # e.g. a game scene asked for while no game is playable yet
        raise UsageError(str(exc)) from None
    except OSError as exc:  # the picture could not be written there (a special file, a name too long...)
        raise UsageError(f"--out: cannot write {args.out}: {exc.strerror or exc}") from None
    return 0


def game_class_safe(game_id: str):
    try:
        return game_class(game_id)
    except SetupError as exc:
        raise UsageError(str(exc)) from None


@guarded  # a crash leaves a log in the data folder and says where (seaboard/crash.py)
def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command == "simulate":
            return cmd_simulate(args)
        if args.command == "bench":
            return cmd_bench(args)
        if args.command == "screenshot":
            return cmd_screenshot(args)
        if args.game is not None and not args.demo:
            raise UsageError("--game goes with --demo (or with a subcommand)")
        if args.speed is not None and not args.demo:
            raise UsageError("--speed goes with --demo")
        if args.self_test and args.demo:
            raise UsageError("--self-test and --demo cannot run together")
        if args.game is not None:
            game_class_safe(args.game)  # (an empty name is unknown too: it would have started a random demo)
        from seaboard.ui.app import run_app

        return run_app(self_test=args.self_test, demo=args.demo, demo_game=args.game,
                       fullscreen=args.fullscreen, demo_speed=args.speed or 1.0)
    except UsageError as exc:
        print(f"seaboard: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C: a quiet stop, as a shell expects
        print("seaboard: interrupted", file=sys.stderr)
        return 130
    except OutputError as exc:
        # Nothing more can reach stdout; point it at nothing so the exit flush cannot fail again.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        if str(exc):
            print(f"seaboard: error: could not write the output: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
