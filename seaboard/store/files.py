"""Where Seaboard keeps its files, and writing them so a crash loses nothing."""

from __future__ import annotations

import json
import os
import pathlib
import tempfile
from typing import Any

import platformdirs

APP_NAME = "Seaboard"


def data_dir() -> pathlib.Path:
    """The user's data folder (SEABOARD_HOME overrides it, for tests and portable use)."""
    override = os.environ.get("SEABOARD_HOME")
    path = pathlib.Path(override) if override else pathlib.Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


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
