"""Headless bot-vs-bot play: `seaboard simulate` and the engine half of `seaboard bench`."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from seaboard.ai import make_bot
from seaboard.ai.base import bot_move
from seaboard.engine.core import Game
from seaboard.engine.registry import game_class

# A game that runs this many atomic steps is stuck: report it, do not hang.
MAX_STEPS = 20_000


def play_one(
    game_id: str,
    players: int,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, Any] | None = None,
    think_seconds: float = 1.0,
) -> tuple[Game, int]:
    """Play one whole game between bots; returns the finished game and its step count."""
    cls = game_class(game_id)
    game = cls(players, seed, options)
    bots = [make_bot(levels[s], cls, s, seed=seed, think_seconds=think_seconds) for s in range(players)]
    steps = 0
    while not game.is_over:
        if steps >= MAX_STEPS:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_STEPS} steps")
        seat = game.current_player
        game.apply(bot_move(bots[seat], game))
        steps += 1
    return game, steps


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, Any] | None = None,
    think_seconds: float = 1.0,
    swap: bool = True,
) -> dict[str, Any]:
    """Play `games` games; with `swap`, odd games seat the bots in reverse order.

    Wins and scores are reported per bot position in `levels` (seat of the
    first game), so swapping seats does not mix up who won.
    """
    wins = [0.0] * players
    scores: list[list[int]] = [[] for _ in range(players)]
    moves = 0
    errors: list[str] = []
    start = time.perf_counter()
    for i in range(games):
        order = list(range(players))
        if swap and i % 2 == 1:
            order.reverse()
        seat_levels = [levels[order[s]] for s in range(players)]
        try:
            game, steps = play_one(game_id, players, seed + i, seat_levels, options, think_seconds)
        except Exception as exc:  # a simulation reports errors rather than stopping
            errors.append(f"game {i} (seed {seed + i}): {type(exc).__name__}: {exc}")
            continue
        moves += steps
        result = game.result()
        for seat in result.winners:
            wins[order[seat]] += 1.0 / len(result.winners)
        for seat, score in enumerate(result.scores):
            scores[order[seat]].append(score)
    return {
        "game": game_id,
        "players": players,
        "bots": list(levels),
        "games": games,
        "wins_by_seat": wins,
        "scores_by_seat": [
            {"mean": sum(s) / len(s), "min": min(s), "max": max(s)} if s else {"mean": 0, "min": 0, "max": 0}
            for s in scores
        ],
        "moves": moves,
        "seconds": round(time.perf_counter() - start, 3),
        "errors": errors,
    }


def games_per_second(game_id: str, players: int, min_seconds: float = 1.0, seed: int = 1) -> float:
    """Full random-bot games per second at `players` seats on this machine."""
    count = 0
    start = time.perf_counter()
    while True:
        play_one(game_id, players, seed + count, ["easy"] * players)
        count += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds and count >= 3:
            return count / elapsed
