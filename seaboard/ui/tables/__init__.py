"""Each game's table scene, loaded lazily; the placeholder table stands in until one exists."""

from __future__ import annotations

import importlib

# Game id -> "module:Class" of that game's TableScene subclass.
TABLES: dict[str, str] = {
    "seagrass": "seaboard.ui.tables.seagrass:SeagrassTable",
    "seascroll": "seaboard.ui.tables.seascroll:SeaScrollTable",
    "bloomingsea": "seaboard.ui.tables.bloomingsea:BloomingSeaTable",
}


def real_table_class(game_id: str):
    """The game's own table class, or None while it is not built (or not importable)."""
    target = TABLES.get(game_id)
    if target is None:
        return None
    module_name, _, class_name = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None  # not written yet; a broken table module still raises
        raise
    return getattr(module, class_name, None)


def has_real_table(game_id: str) -> bool:
    return real_table_class(game_id) is not None


def table_class(game_id: str):
    from seaboard.ui.scenes.placeholder_table import PlaceholderTable

    return real_table_class(game_id) or PlaceholderTable
