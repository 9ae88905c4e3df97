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
    state on itself (no globals, no pygame) and runs one choose() at a time.
    `cancel()` may be called from any thread: the running search then
    returns the best legal step it has found so far as soon as it notices.
    Subclasses implement `_choose`.
    """

    level = "base"

    def __init__(self, game_cls: type[Game], seat: int, seed: int = 0, think_seconds: float = 1.0):
        self.game_cls = game_cls
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(seed * 7919 + seat)
        self.think_seconds = think_seconds
        # One choose() at a time: a cancelled search still running never
        # overlaps the next request's search on the same bot.
        self._choosing = threading.Lock()
        self._cancels = 0  # cancel() calls so far
        self._cancels_at_start = 0  # ... when the running choose() began

    def choose(self, view: Any, legal: list[Move]) -> Move:
        """The step this bot plays, given its seat's view and the legal steps."""
        if not legal:
            raise ValueError("a bot was asked to move with no legal step")
        with self._choosing:
            self._cancels_at_start = self._cancels
            return self._choose(view, legal)

    def _choose(self, view: Any, legal: list[Move]) -> Move:
        raise NotImplementedError

    def set_think_seconds(self, seconds: float) -> None:
        """A new thinking time (the Settings changed mid-game): used from the next turn on."""
        self.think_seconds = seconds

    def cancel(self) -> None:
        """Ask the search running now to stop soon (the player left the table).
        Safe from any thread; a later choose() thinks normally again."""
        self._cancels += 1

    @property
    def cancelled(self) -> bool:
        return self._cancels != self._cancels_at_start


def bot_move(bot: Bot, game: Game) -> Move:
    """Ask `bot` for its move in `game`, showing it only its own seat's view."""
    return bot.choose(game.view(bot.seat), game.legal_moves())
