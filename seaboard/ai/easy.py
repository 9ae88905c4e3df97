"""Easy: a random legal step. Engines guarantee every offered step can finish a turn."""

from __future__ import annotations

from typing import Any

from seaboard.ai.base import Bot
from seaboard.engine.core import Move


class EasyBot(Bot):
    level = "easy"

    def _choose(self, view: Any, legal: list[Move]) -> Move:
        return self.rng.choice(legal)
