"""Bots that play through the engine contract only."""

from __future__ import annotations

from seaboard.ai.base import Bot, bot_move
from seaboard.ai.easy import EasyBot
from seaboard.ai.hard import HardBot
from seaboard.ai.medium import MediumBot

# Level name -> bot class: what `seaboard simulate --bots` and the setup screen offer.
BOT_LEVELS: dict[str, type[Bot]] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(level: str, game_cls, seat: int, seed: int = 0, think_seconds: float = 1.0) -> Bot:
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose one of: {', '.join(BOT_LEVELS)}")
    return BOT_LEVELS[level](game_cls, seat, seed=seed, think_seconds=think_seconds)


__all__ = ["BOT_LEVELS", "Bot", "EasyBot", "HardBot", "MediumBot", "bot_move", "make_bot"]
