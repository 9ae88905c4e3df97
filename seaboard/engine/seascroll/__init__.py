"""Sea Scroll: collect schools of fish; the most of a kind gains, the rest lose."""

from seaboard.engine.seascroll.game import SeaScroll

GAME = SeaScroll

__all__ = ["GAME", "SeaScroll"]
