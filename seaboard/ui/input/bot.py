"""BotController: a bot thinks on a worker thread; the UI thread collects its move.

The UI calls `request(game)` when it is the bot's turn and `poll()` every
frame; `cancel()` (leaving the table) makes any late answer be ignored.
"""

from __future__ import annotations

import threading
from typing import Any

from seaboard.ai import BOT_LEVELS, make_bot
from seaboard.engine.core import Game, Move

LEVEL_ORDER = ("easy", "medium", "hard")


def available_level(level: str) -> str:
    """The level that will really play: a level not built yet falls back to the strongest available."""
    if level in BOT_LEVELS:
        return level
    ranked = [lv for lv in LEVEL_ORDER if lv in BOT_LEVELS] or list(BOT_LEVELS)
    return ranked[-1]


class BotController:
    def __init__(self, level: str, game_cls: type[Game], seat: int, seed: int = 0, think_seconds: float = 1.0):
        self.level = available_level(level)
        self.asked_level = level
        self.seat = seat
        self.bot = make_bot(self.level, game_cls, seat, seed=seed, think_seconds=think_seconds)
        self._thread: threading.Thread | None = None
        self._result: Move | None = None
        self._error: BaseException | None = None
        self._token = 0
        self._lock = threading.Lock()

    def set_think_seconds(self, seconds: float) -> None:
        """Settings changed mid-game: the bot thinks this long from its next turn on."""
        self.bot.set_think_seconds(seconds)

    @property
    def busy(self) -> bool:
        """Thinking now (no answer yet)."""
        return self._thread is not None and self._result is None and self._error is None

    @property
    def idle(self) -> bool:
        """Nothing asked and not collected: only then may the UI ask again. (An answer that
        arrived between frames keeps the controller from being idle until poll() takes it.)"""
        return self._thread is None

    def answer(self, game: Game, wait: bool = False) -> Move | None:
        """One frame's dealings with the bot: collect its move if it is ready, else ask once
        (and with `wait`, headless tools and tests, wait for the answer)."""
        move = self.poll()
        if move is None and self.idle:
            self.request(game)
            if wait:
                self.wait(30)
                move = self.poll()
        return move

    def request(self, game: Game) -> None:
        """Start thinking about `game` (only this seat's view and the legal steps are passed)."""
        view: Any = game.view(self.seat)
        legal = game.legal_moves()
        with self._lock:
            self._token += 1
            token = self._token
            self._result = None
            self._error = None

        def work() -> None:
            try:
                move = self.bot.choose(view, legal)
                error = None
            except BaseException as exc:  # reported to the UI thread, never lost
                move, error = None, exc
            with self._lock:
                if token == self._token:
                    self._result, self._error = move, error

        self._thread = threading.Thread(target=work, name=f"bot-seat-{self.seat}", daemon=True)
        self._thread.start()

    def poll(self) -> Move | None:
        """The chosen move once ready (then forgotten), else None. Re-raises a bot's crash."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                self._thread = None
                raise error
            move, self._result = self._result, None
        if move is not None:
            self._thread = None
        return move

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def cancel(self) -> None:
        with self._lock:
            self._token += 1
            self._result = None
            self._error = None
        self._thread = None
        self.bot.cancel()  # a searching bot stops soon instead of thinking on for nothing
