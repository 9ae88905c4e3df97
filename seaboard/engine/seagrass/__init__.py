"""Seagrass: grow creature colonies around hidden reefs (hex board, 2-4 players)."""

from seaboard.engine.seagrass.game import Seagrass

GAME = Seagrass

__all__ = ["GAME", "Seagrass"]
