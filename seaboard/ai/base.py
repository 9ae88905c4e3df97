"""What every bot is: it sees one seat's view and the legal steps, and picks one."""

from __future__ import annotations

import random
from typing import Any

from seaboard.engine.core import Game, Move


class Bot:
    """A bot for one seat. Subclasses override `choose`.

    Bots read `view` (what their seat may know) and `legal` (the steps the
    engine offers now); a bot that searches rebuilds a full game from the
    view with `game_cls.determinize(view, rng)`, never from the true state.
    """

    level = "base"

    def __init__(self, game_cls: type[Game], seat: int, seed: int = 0, think_seconds: float = 1.0):
        self.game_cls = game_cls
        self.seat = seat
        self.rng = random.Random(seed * 7919 + seat)
        self.think_seconds = think_seconds

    def choose(self, view: Any, legal: list[Move]) -> Move:
        raise NotImplementedError


def bot_move(bot: Bot, game: Game) -> Move:
    """Ask `bot` for its move in `game`, showing it only its own seat's view."""
    return bot.choose(game.view(bot.seat), game.legal_moves())
