"""Where Seaboard keeps its files, and writing them so a crash loses nothing."""

from __future__ import annotations

import json
import os
import pathlib
import tempfile
from typing import Any

import platformdirs

APP_NAME = "Seaboard"


_notices: list[str] = []


def notices() -> list[str]:
    """What went wrong with the player's files this run, in sentences for the title screen."""
    return list(_notices)


def add_notice(text: str) -> None:
    if text not in _notices:
        _notices.append(text)


_fallbacks: dict[pathlib.Path, pathlib.Path] = {}  # a folder that cannot be used -> this run's stand-in


def data_dir() -> pathlib.Path:
    """The user's data folder (SEABOARD_HOME overrides it, for tests and portable use).

    A folder that cannot be made or written (a file in its place, no permission) must not stop
    the game: this run keeps its files in a private temporary folder instead, made once, and the
    title screen says so."""
    override = os.environ.get("SEABOARD_HOME")
    path = pathlib.Path(override) if override else pathlib.Path(platformdirs.user_data_dir(APP_NAME, False))
    if path in _fallbacks:
        return _fallbacks[path]  # once moved, this run's files stay together
    try:
        path.mkdir(parents=True, exist_ok=True)
        if not os.access(path, os.W_OK | os.X_OK):
            raise PermissionError(13, "Permission denied")
        return path
    except OSError as exc:
        fallback = _fallbacks[path] = pathlib.Path(tempfile.mkdtemp(prefix="seaboard-"))
        add_notice(f"The data folder {path} cannot be used ({exc.strerror or exc}): "
                   f"settings and saves go to {fallback} this time.")
        return fallback


def atomic_write_json(path: pathlib.Path, data: Any) -> None:
    """Write JSON to a temporary file, flush it to disk, then rename over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
