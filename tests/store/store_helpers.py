"""Shared helpers for the store tests: games played by bots, ready to save."""

from __future__ import annotations

import json

from reference_game import Pebbles

from seaboard.ai import make_bot
from seaboard.ai.base import bot_move
from seaboard.engine.core import Game
from seaboard.engine.registry import game_class, register

register(Pebbles)

REAL_GAMES = ("seagrass", "seascroll", "bloomingsea")


def playable_games() -> list[str]:
    """Pebbles plus each real game whose engine is importable and starts."""
    ids = ["pebbles"]
    for game_id in REAL_GAMES:
        try:
            cls = game_class(game_id)
            cls(cls.min_players, 1)
        except (ImportError, AttributeError, NotImplementedError):
            continue
        ids.append(game_id)
    return ids


def play(game_id: str, players: int | None = None, seed: int = 1, steps: int | None = None,
         options: dict | None = None) -> Game:
    """A game after `steps` bot moves (or played to the end when steps is None)."""
    cls = game_class(game_id)
    game = cls(players or cls.min_players, seed, options)
    bots = [make_bot("easy", cls, s, seed=seed) for s in range(game.players)]
    done = 0
    while not game.is_over and (steps is None or done < steps):
        game.apply(bot_move(bots[game.current_player], game))
        done += 1
    return game


def mid_game(game_id: str, seed: int = 1) -> Game:
    """A game about a third of the way through (not finished)."""
    total = len(play(game_id, seed=seed).moves)
    return play(game_id, seed=seed, steps=max(2, total // 3))


def normalised(game: Game) -> dict:
    return json.loads(json.dumps(game.to_dict()))
