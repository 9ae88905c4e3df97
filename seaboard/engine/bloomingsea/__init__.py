"""Blooming Sea: place coral tiles on a square board, grow reefs, win fish."""

from seaboard.engine.bloomingsea.game import BloomingSea

GAME = BloomingSea

__all__ = ["GAME", "BloomingSea"]
