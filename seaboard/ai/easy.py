"""Easy: a random legal step (never giving up play while anything else is offered). Engines
guarantee every offered step can finish a turn."""

from __future__ import annotations

from typing import Any

from seaboard.ai.base import Bot
from seaboard.engine.core import Move


class EasyBot(Bot):
    level = "easy"

    def _choose(self, view: Any, legal: list[Move]) -> Move:
        playing = [move for move in legal if not move.gives_up]
        return self.rng.choice(playing or legal)
