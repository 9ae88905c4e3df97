"""Autosave after every completed move, so a closed window, a crash or a power
cut loses nothing; "Continue" resumes the last unfinished game exactly.

A finished game is not resumable: its autosave is removed and the game is
kept as the latest replay instead.
"""

from __future__ import annotations

import os
import pathlib

from seaboard.engine.core import Game
from seaboard.store.files import data_dir
from seaboard.store.saves import SavedGame, SaveError, SeatInfo, read_save, write_save

AUTOSAVE_FILE = "autosave.json"
DAMAGED_AUTOSAVE_FILE = "autosave-damaged.json"
LATEST_REPLAY_FILE = "latest-replay.json"


def autosave_path() -> pathlib.Path:
    return data_dir() / AUTOSAVE_FILE


def latest_replay_path() -> pathlib.Path:
    return data_dir() / LATEST_REPLAY_FILE


def autosave(game: Game, seats: list[SeatInfo] | None = None) -> None:
    """Record `game` as it stands now (call after every completed move)."""
    if game.is_over:
        write_save(latest_replay_path(), game, seats, name="Latest game")
        clear_autosave()
    else:
        write_save(autosave_path(), game, seats, name="Autosave")


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)


def has_autosave() -> bool:
    """Cheap check (no replay) for whether "Continue" is worth offering."""
    return autosave_path().is_file()


def load_autosave() -> SavedGame | None:
    """The last unfinished game, checked by replaying it, or None.

    A damaged autosave is moved aside to autosave-damaged.json (kept, never
    deleted) so it is not offered again; `autosave_problem()` then says why.
    """
    global _last_problem
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        saved = read_save(path)
    except SaveError as exc:
        _last_problem = exc.reason
        try:
            os.replace(path, data_dir() / DAMAGED_AUTOSAVE_FILE)
        except OSError:
            pass
        return None
    if saved.finished:  # a finished game belongs in the replays, not in Continue
        clear_autosave()
        return None
    return saved


_last_problem: str | None = None


def autosave_problem() -> str | None:
    """Why the last load_autosave() found nothing usable in an existing file."""
    return _last_problem


def load_latest_replay() -> SavedGame | None:
    path = latest_replay_path()
    if not path.is_file():
        return None
    try:
        return read_save(path)
    except SaveError:
        return None
