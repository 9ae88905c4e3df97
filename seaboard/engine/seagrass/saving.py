"""Restore a saved Seagrass state, checking every field's type and size."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from seaboard.engine.core import StateError
from seaboard.engine.seagrass.moves import CHOOSE_ACTION, GAME_OVER, PHASE_COLONY, PHASE_REEF, REEF_CONFIRM
from seaboard.engine.seagrass.tiles import KINDS

_PHASES = (CHOOSE_ACTION, PHASE_COLONY, PHASE_REEF, REEF_CONFIRM, GAME_OVER)


def _ints(
    data: Mapping[str, Any], key: str, length: int | None = None, low: int = -1, high: int = 10**6
) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise StateError(f"saved field {key!r} must be a list of whole numbers")
    if length is not None and len(value) != length:
        raise StateError(f"saved field {key!r} has {len(value)} entries, expected {length}")
    if any(not low <= x <= high for x in value):
        raise StateError(f"saved field {key!r} holds a value out of range")
    return list(value)


def _nested(
    data: Mapping[str, Any], key: str, length: int, inner: int | None, low: int, high: int
) -> list[list[int]]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != length:
        raise StateError(f"saved field {key!r} must be a list of {length} lists")
    return [_ints({key: v}, key, inner, low, high) for v in value]


def _int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise StateError(f"saved field {key!r} must be a whole number from {low} to {high}")
    return value


def load_state(game: Any, data: Mapping[str, Any]) -> None:
    n, players = game.n_cells, game.players
    reefs = len(game.layout.reef_spaces)
    game.owner = _ints(data, "owner", n, -1, players - 1)
    game.kind = _ints(data, "kind", n, -1, KINDS - 1)
    game.up = [bool(x) for x in _ints(data, "up", n, 0, 1)]
    game.reef_cells = _nested(data, "reef_cells", reefs, None, 0, n - 1)
    game.reef = [-1] * n
    for rid, cells in enumerate(game.reef_cells):
        if not cells or cells[0] != game.layout.reef_spaces[rid]:
            raise StateError("a saved reef does not start on its reef space")
        for c in cells:
            game.reef[c] = rid
    game.start_reef = _int(data, "start_reef", 0, reefs - 1)
    game.explored = [bool(x) for x in _ints(data, "explored", reefs, 0, 1)]
    game.completed = [bool(x) for x in _ints(data, "completed", reefs, 0, 1)]
    game.antler = [bool(x) for x in _ints(data, "antler", reefs, 0, 1)]
    game.antlers = _int(data, "antlers", 0, reefs)
    game.tokens = _nested(data, "tokens", reefs, None, 0, 3)
    game.hands = _nested(data, "hands", players, KINDS, 0, 28)
    game.supply = _nested(data, "supply", players, None, 0, KINDS - 1)
    game.specials = [[bool(x) for x in s] for s in _nested(data, "specials", players, 4, 0, 1)]
    game.box = _nested(data, "box", players, None, 0, KINDS - 1)
    game.discovery = _nested(data, "discovery", players, 4, 0, 48)
    game.scores = _ints(data, "scores", players, 0)
    breakdown = data.get("breakdown")
    if not isinstance(breakdown, list) or len(breakdown) != players:
        raise StateError("saved field 'breakdown' must hold one entry per player")
    game.breakdown = []
    for entry in breakdown:
        if not isinstance(entry, Mapping) or set(entry) != {"colonies", "reefs", "discovery"}:
            raise StateError("a saved score breakdown is malformed")
        game.breakdown.append({k: _int(entry, k, 0, 10**6) for k in ("colonies", "reefs", "discovery")})
    game.turn = _int(data, "turn", 0, players - 1)
    phase = data.get("phase")
    if phase not in _PHASES:
        raise StateError(f"unknown saved phase {phase!r}")
    game.phase = phase
    game.creature = _int(data, "creature", -1, 3)
    game.placed = _ints(data, "placed", None, 0, n - 1)
    game.special_placed = bool(_int(data, "special_placed", 0, 1))
    game.turtle = bool(_int(data, "turtle", 0, 1))
    game.reef_cell = _int(data, "reef_cell", -1, n - 1)
    game.over = bool(_int(data, "over", 0, 1))
    reason = data.get("end_reason")
    if not isinstance(reason, str):
        raise StateError("saved field 'end_reason' must be text")
    game.end_reason = reason
    for c in range(n):
        if (game.owner[c] >= 0) != (game.kind[c] >= 0):
            raise StateError("a saved board space has an owner without a tile, or a tile without an owner")
