"""Bots that play through the engine contract only."""

from __future__ import annotations

from seaboard.ai.base import Bot, bot_move
from seaboard.ai.easy import EasyBot

# Level name -> bot class. Stronger levels register here as they land.
BOT_LEVELS: dict[str, type[Bot]] = {"easy": EasyBot}


def make_bot(level: str, game_cls, seat: int, seed: int = 0, think_seconds: float = 1.0) -> Bot:
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose one of: {', '.join(BOT_LEVELS)}")
    return BOT_LEVELS[level](game_cls, seat, seed=seed, think_seconds=think_seconds)


__all__ = ["BOT_LEVELS", "Bot", "bot_move", "make_bot"]
