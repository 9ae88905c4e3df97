"""The atomic steps of a Seagrass turn.

choose_action:  ChooseAction("colony") or ChooseAction("reef")
colony:         PlaceCreature(cell, tile) ... then Confirm()
reef:           PlaceReefTile(cell, tile), then Confirm() (draws tiles)
Cells are axial hex coordinates (q, r); tiles are codes like "crab-2",
"jellyfish-1" or "turtle-special" (see tiles.KIND_CODES).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from seaboard.engine.core import Move, move_types

COLONY = "colony"
REEF = "reef"

# Phases (view.phase): the step of the turn the current player is in.
CHOOSE_ACTION = "choose_action"  # ChooseAction("colony") / ChooseAction("reef")
PHASE_COLONY = "colony"  # PlaceCreature ..., Confirm once legal
PHASE_REEF = "reef"  # one PlaceReefTile (also the special turtle's extra action)
REEF_CONFIRM = "reef_confirm"  # Confirm: draw up to three, end the turn
GAME_OVER = "game_over"


@dataclass(frozen=True)
class ChooseAction(Move):
    """Start the turn with Research Colony ("colony") or Research Reef ("reef")."""

    action: str


@dataclass(frozen=True)
class PlaceCreature(Move):
    """Research Colony: play one creature tile face up (a special crab goes onto
    another player's face-up tile)."""

    cell: tuple[int, int]
    tile: str


@dataclass(frozen=True)
class PlaceReefTile(Move):
    """Research Reef: play one tile from hand face down to expand an explored reef."""

    cell: tuple[int, int]
    tile: str


@dataclass(frozen=True)
class Confirm(Move):
    """Finish the current action: score the colony, or draw after a reef expansion."""


SEAGRASS_MOVES = move_types(ChooseAction, PlaceCreature, PlaceReefTile, Confirm)


# Moves are immutable values, so the engine shares one instance per (cell, tile):
# building hundreds of frozen dataclasses per step was the slowest part of legal_moves().
@cache
def place_creature(cell: tuple[int, int], tile: str) -> PlaceCreature:
    return PlaceCreature(cell, tile)


@cache
def place_reef_tile(cell: tuple[int, int], tile: str) -> PlaceReefTile:
    return PlaceReefTile(cell, tile)


@cache
def move_tables(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[PlaceCreature, ...], tuple[PlaceReefTile, ...]]:
    """The shared PlaceCreature and PlaceReefTile of every (cell index, tile kind) of a
    play area, at index cell * 12 + kind: an index is cheaper than a cached call."""
    from seaboard.engine.seagrass.tiles import KIND_CODES

    creature = tuple(place_creature(cell, code) for cell in cells for code in KIND_CODES)
    reef = tuple(place_reef_tile(cell, code) for cell in cells for code in KIND_CODES)
    return creature, reef
