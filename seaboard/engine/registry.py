"""The games Seaboard knows, by id, loaded on first use."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from seaboard.engine.core import Game, SetupError

# Game id -> module that defines `GAME` (the Game subclass).
GAME_MODULES: dict[str, str] = {
    "seagrass": "seaboard.engine.seagrass",
    "seascroll": "seaboard.engine.seascroll",
    "bloomingsea": "seaboard.engine.bloomingsea",
}

_extra: dict[str, type[Game]] = {}


def game_ids() -> list[str]:
    return list(GAME_MODULES) + [gid for gid in _extra if gid not in GAME_MODULES]


def register(cls: type[Game]) -> None:
    """Add a game class at run time (tests use this for a reference game)."""
    _extra[cls.game_id] = cls


def game_class(game_id: str) -> type[Game]:
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in GAME_MODULES:
        raise SetupError(f"unknown game {game_id!r}; choose one of: {', '.join(game_ids())}")
    return importlib.import_module(GAME_MODULES[game_id]).GAME


def new_game(game_id: str, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> Game:
    return game_class(game_id)(players, seed, options)


def load_game(data: Mapping[str, Any]) -> Game:
    """Rebuild any game from `Game.to_dict` output (raises StateError if damaged)."""
    from seaboard.engine.core import StateError

    if not isinstance(data, Mapping) or not isinstance(data.get("game"), str):
        raise StateError("a saved game must be a JSON object naming its game")
    try:
        cls = game_class(data["game"])
    except SetupError as exc:
        raise StateError(str(exc)) from None
    return cls.from_dict(data)
