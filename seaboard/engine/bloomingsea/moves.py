"""The atomic moves of Blooming Sea (one move is one whole turn's choice)."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.core import Move


@dataclass(frozen=True)
class Place(Move):
    """Place the tile in your hand turned `rotation` quarter turns clockwise
    (0-3) so that the top-left corner of its bounding box lies on (x, y).

    The covered squares are `(x + dx, y + dy)` for `(dx, dy)` in
    `tile.rotated(rotation)`; the corals keep that order (`tile.colors`)."""

    rotation: int
    x: int
    y: int


@dataclass(frozen=True)
class DiscardTile(Move):
    """Your tile fits nowhere: show it, set it aside and draw a new one."""


@dataclass(frozen=True)
class Pass(Move):
    """You hold no tile (the pile ran out) but others can still place: pass."""


@dataclass(frozen=True)
class PlaceFish(Move):
    """Aquarist setup by choice: put a fish token of type `fish` (from the
    supply) on the empty numbered square (x, y)."""

    fish: str
    x: int
    y: int
