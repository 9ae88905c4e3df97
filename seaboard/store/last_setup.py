"""The last table set up for each game (seats and options), so the setup screen opens on it.

Kept in the data folder as plain JSON. What no longer fits (an unknown game, a seat kind or
colour this version does not have, options the game refuses) is simply not used: the setup
screen then starts from its defaults, and nothing is ever refused at start.
"""

from __future__ import annotations

import json
from typing import Any

from seaboard.store.files import atomic_write_json, data_dir

FILE_NAME = "last-setups.json"
MAX_BYTES = 64_000  # a handful of games' seats: anything bigger is not ours
NAMES_KEY = "names"  # not a game id: the players' typed names, whatever the game


def _read_all() -> dict[str, Any]:
    path = data_dir() / FILE_NAME
    try:
        raw = path.read_bytes()
        data = json.loads(raw) if len(raw) <= MAX_BYTES else None
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def remember(game_id: str, players: int, seats: list[dict[str, str]], options: dict[str, Any]) -> None:
    """Keep this table as the game's last one (a failure to write is not worth a word)."""
    data = _read_all()
    data[game_id] = {"players": players, "seats": seats, "options": options}
    # The names the players typed, seat by seat, for the next game of any kind (playtest: three
    # friends retyped their names for each game). A seat with no typed human name keeps None.
    # A name carried over from the last table and left as it was is still that player's, and a
    # smaller table forgets no one (playtest: names typed for Sea Scroll came to Seagrass, but not
    # on to the game after it).
    before = recall_names()
    data[NAMES_KEY] = [s.get("name") if s.get("kind") == "human" and (
        s.get("typed") is True or (i < len(before) and before[i] is not None and s.get("name") == before[i]))
        else None for i, s in enumerate(seats)] + before[len(seats):]  # seats not at this table keep theirs
    try:
        atomic_write_json(data_dir() / FILE_NAME, data)
    except OSError:
        pass


def recall(game_id: str) -> dict[str, Any] | None:
    """The game's last table as remembered: {"players", "seats", "options"}, unchecked, or None."""
    entry = _read_all().get(game_id)
    if not isinstance(entry, dict):
        return None
    players, seats, options = entry.get("players"), entry.get("seats"), entry.get("options")
    if not isinstance(players, int) or isinstance(players, bool) or not isinstance(seats, list):
        return None
    if not isinstance(options, dict) or not all(isinstance(s, dict) for s in seats):
        return None
    return {"players": players, "seats": seats, "options": options}


def recall_names() -> list[str | None]:
    """The human names typed at the last table set up, of any game, seat by seat (None: none typed)."""
    names = _read_all().get(NAMES_KEY)
    if not isinstance(names, list):
        return []
    return [n if isinstance(n, str) and n.strip() else None for n in names]
