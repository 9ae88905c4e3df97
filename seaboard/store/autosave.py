"""Autosave after every completed move, so a closed window, a crash or a power
cut loses nothing; "Continue" resumes the last unfinished game exactly.

A finished game is not resumable: its autosave is removed and the game is
kept as the latest replay instead; the few finished before it stay beside it
(FINISHED_KEPT in all), so last night's games can still be watched.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import threading
import time
from collections import deque
from typing import Any

from seaboard.engine.core import Game
from seaboard.store.files import atomic_write_json, data_dir
from seaboard.store.saves import (
    SavedGame,
    SaveError,
    SeatInfo,
    log_refusal,
    parse_json_limited,
    read_save,
    save_to_dict,
    turns_in_save,
    write_save,
)

AUTOSAVE_FILE = "autosave.json"
DAMAGED_AUTOSAVE_PREFIX = "autosave-damaged"
LATEST_REPLAY_FILE = "latest-replay.json"
EARLIER_REPLAYS_DIR = "finished-games"
FINISHED_KEPT = 5  # the latest replay and the four finished before it


def autosave_path() -> pathlib.Path:
    return data_dir() / AUTOSAVE_FILE


def latest_replay_path() -> pathlib.Path:
    return data_dir() / LATEST_REPLAY_FILE


def finished_replay_paths() -> list[pathlib.Path]:
    """The kept finished games, newest first (the latest replay, then the earlier ones)."""
    latest = latest_replay_path()
    earlier_dir = data_dir() / EARLIER_REPLAYS_DIR
    earlier = sorted(earlier_dir.glob("*.json"), reverse=True) if earlier_dir.is_dir() else []
    return ([latest] if latest.is_file() else []) + earlier


def _same_game(path: pathlib.Path, data: dict[str, Any]) -> bool:
    """The latest replay already holds this game (written again, say after a reload): no new entry."""
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(old, dict) and old.get("setup") == data.get("setup") and old.get("moves") == data.get("moves")


def write_finished(data: dict[str, Any]) -> None:
    """Make `data` the latest replay; the one it replaces joins the earlier finished games."""
    latest = latest_replay_path()
    if latest.is_file() and not _same_game(latest, data):
        earlier_dir = data_dir() / EARLIER_REPLAYS_DIR
        earlier_dir.mkdir(parents=True, exist_ok=True)
        # Named by when it was moved aside (nanoseconds): newest sorts last, names never clash.
        os.replace(latest, earlier_dir / f"{time.time_ns():020d}.json")
        for old in sorted(earlier_dir.glob("*.json"), reverse=True)[FINISHED_KEPT - 1:]:
            old.unlink(missing_ok=True)
    atomic_write_json(latest, data)


def autosave(game: Game, seats: list[SeatInfo] | None = None) -> None:
    """Record `game` as it stands now (call after every completed move)."""
    if game.is_over:
        write_finished(save_to_dict(game, seats, name="Latest game"))
        clear_autosave()
    else:
        write_save(autosave_path(), game, seats, name="Autosave")


class AutosaveQueue:
    """Autosave without stalling the frame: the game is turned into JSON at once
    (on the caller's thread, so the snapshot is exact) and a worker thread does
    the slow part, writing and syncing the file. Only the newest unfinished
    position is worth writing, so a waiting one is replaced by a newer one; a
    finished game's job is never dropped. The worker is not a daemon: a closing
    app still finishes the write in progress.
    """

    def __init__(self) -> None:
        self._jobs: deque[tuple[str, pathlib.Path, dict[str, Any]]] = deque()
        self._lock = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: OSError | None = None  # the last write that failed (read and cleared by take_error)
        self.failing = False  # the last write failed (a later one that works clears it)

    def submit(self, game: Game, seats: list[SeatInfo] | None = None) -> None:
        if game.is_over:
            job = ("finished", latest_replay_path(), save_to_dict(game, seats, name="Latest game"))
        else:
            job = ("autosave", autosave_path(), save_to_dict(game, seats, name="Autosave"))
        with self._lock:
            if job[0] == "autosave" and self._jobs and self._jobs[-1][0] == "autosave":
                self._jobs.pop()  # superseded before it was written
            self._jobs.append(job)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="autosave", daemon=False)
                self._thread.start()
            self._lock.notify_all()

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._jobs:
                    self._thread = None
                    self._lock.notify_all()
                    return
                kind, path, data = self._jobs.popleft()
                self._busy = True
            try:
                if kind == "finished":
                    write_finished(data)
                    clear_autosave()
                else:
                    atomic_write_json(path, data)
                self.failing = False
            except OSError as exc:
                self.error = exc
                self.failing = True
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted position is on disk; False on timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def take_error(self) -> OSError | None:
        error, self.error = self.error, None
        return error


background = AutosaveQueue()


def autosave_later(game: Game, seats: list[SeatInfo] | None = None) -> None:
    """Like autosave(), with the file written on a worker thread (for the UI)."""
    background.submit(game, seats)


def flush_autosaves(timeout: float | None = 10.0) -> bool:
    return background.flush(timeout)


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)


def has_autosave() -> bool:
    """Cheap check (no replay) for whether "Continue" is worth offering."""
    return autosave_path().is_file()


def autosave_summary() -> tuple[str, int | None] | None:
    """A look at the unfinished game Continue would resume: its game id and the turns played
    (None if its moves do not replay: Continue then says why), or None when there is none (or
    it cannot even be parsed)."""
    flush_autosaves()
    try:
        raw = autosave_path().read_bytes()
        data = parse_json_limited(raw)
    except (OSError, SaveError):
        return None
    if not isinstance(data, dict) or data.get("finished") is True or not isinstance(data.get("game"), str):
        return None
    return data["game"], turns_in_save(raw, data)


# What makes two saves the same game at the same point (names, seats and times aside).
_SAME_GAME_KEYS = ("game", "setup", "moves")


def autosave_also_saved_as() -> str | None:
    """The name of a saved game that holds the unfinished game exactly as Continue would resume it
    (so replacing Continue's game loses nothing), or None."""
    from seaboard.store.saves import MAX_SAVE_BYTES, saves_dir

    flush_autosaves()
    try:
        unfinished = parse_json_limited(autosave_path().read_bytes())
    except (OSError, SaveError):
        return None
    if not isinstance(unfinished, dict) or not unfinished.get("moves"):
        return None
    key = [unfinished.get(k) for k in _SAME_GAME_KEYS]
    try:
        paths = sorted(saves_dir().glob("*.json"))
    except SaveError:  # no usable saves folder: nothing saved there
        return None
    for path in paths:
        try:
            if path.stat().st_size > MAX_SAVE_BYTES:
                continue
            saved = parse_json_limited(path.read_bytes())
        except (OSError, SaveError):
            continue
        if isinstance(saved, dict) and [saved.get(k) for k in _SAME_GAME_KEYS] == key:
            return path.stem
    return None


def keep_autosave_in_saves(name: str) -> str:
    """Copy the unfinished game Continue resumes into the saves folder as `name` (or "name 2",
    "name 3"... when that is taken; over its own earlier copy, if one was kept), so a new game can
    take Continue's place and lose nothing.
    Returns the save's name. Raises OSError or SaveError when it cannot be read or written."""
    from seaboard.store.saves import file_name_for, saves_dir

    flush_autosaves()
    data = parse_json_limited(autosave_path().read_bytes())
    if not isinstance(data, dict):
        raise SaveError("The unfinished game's file is not a saved game.")
    folder = saves_dir()
    stem = file_name_for(name).removesuffix(".json")
    kept = _earlier_copy(folder, stem, data)
    n = 1
    while kept is None:
        candidate = stem if n == 1 else f"{stem} {n}"
        if not (folder / f"{candidate}.json").exists():
            kept = candidate
        n += 1
    # Its own time stays: the list dates it by its last move, not by when it was moved aside.
    atomic_write_json(folder / f"{kept}.json", {**data, "name": kept})
    return kept


def _earlier_copy(folder: pathlib.Path, stem: str, data: dict[str, Any]) -> str | None:
    """The name of a copy kept before ("stem" or "stem 2"...) of this same game at an earlier point
    (its moves begin this game's), to bring up to date rather than copy again (playtest: a kept
    game loaded, played on and left again sat in Saves twice, two turns apart, alike)."""
    moves = data.get("moves")
    if not isinstance(moves, list):
        return None
    for path in sorted(folder.glob("*.json")):
        if path.stem != stem and not re.fullmatch(re.escape(stem) + r" \d+", path.stem):
            continue
        try:
            old = parse_json_limited(path.read_bytes())
        except (OSError, SaveError):
            continue
        if (isinstance(old, dict) and old.get("game") == data.get("game") and old.get("setup") == data.get("setup")
                and isinstance(old.get("moves"), list) and moves[:len(old["moves"])] == old["moves"]):
            return path.stem
    return None


def load_autosave() -> SavedGame | None:
    """The last unfinished game, checked by replaying it, or None.

    A damaged autosave is moved aside to autosave-damaged[-2, -3...].json (kept, never
    deleted, a second one never over the first) so it is not offered again; `autosave_problem()` then says why.
    """
    global _last_problem
    _last_problem = None  # the reason is this load's only: a file set aside before is not blamed again
    flush_autosaves()
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        saved = read_save(path)
    except SaveError as exc:
        _last_problem = exc.reason
        log_refusal(path, exc)
        try:
            os.replace(path, damaged_autosave_path())
        except OSError:
            pass
        return None
    if saved.finished:  # a finished game belongs in the replays, not in Continue
        clear_autosave()
        return None
    return saved


_last_problem: str | None = None


def damaged_autosave_path() -> pathlib.Path:
    """A free name to keep a damaged autosave under."""
    folder = data_dir()
    path, n = folder / f"{DAMAGED_AUTOSAVE_PREFIX}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{DAMAGED_AUTOSAVE_PREFIX}-{n}.json"
    return path


def autosave_problem() -> str | None:
    """Why the last load_autosave() found nothing usable in an existing file."""
    return _last_problem


def load_latest_replay() -> SavedGame | None:
    flush_autosaves()
    path = latest_replay_path()
    if not path.is_file():
        return None
    try:
        return read_save(path)
    except SaveError:
        return None
