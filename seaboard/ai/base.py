"""What every bot is: it sees one seat's view and the legal steps, and picks one."""

from __future__ import annotations

import random
import threading
from typing import Any

from seaboard.engine.core import Game, Move


class Bot:
    """A bot for one seat. Subclasses override `choose`.

    Bots read `view` (what their seat may know) and `legal` (the steps the
    engine offers now); a bot that searches rebuilds a full game from the
    view with `game_cls.determinize(view, rng)`, never from the true state.

    Threading: the UI calls `choose` on a worker thread. A bot keeps all its
    state on itself (no globals, no pygame), so one bot per seat is safe.
    `cancel()` may be called from any thread: a thinking bot then returns
    the best step it has found so far as soon as it notices.
    """

    level = "base"

    def __init__(self, game_cls: type[Game], seat: int, seed: int = 0, think_seconds: float = 1.0):
        self.game_cls = game_cls
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(seed * 7919 + seat)
        self.think_seconds = think_seconds
        self.cancel_event = threading.Event()

    def choose(self, view: Any, legal: list[Move]) -> Move:
        raise NotImplementedError

    def cancel(self) -> None:
        """Ask a thinking bot to stop soon (the player left the table)."""
        self.cancel_event.set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()


def bot_move(bot: Bot, game: Game) -> Move:
    """Ask `bot` for its move in `game`, showing it only its own seat's view."""
    return bot.choose(game.view(bot.seat), game.legal_moves())
