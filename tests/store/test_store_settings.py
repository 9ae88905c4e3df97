"""Settings persist across a restart and survive damage."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

from seaboard.store.settings import FILE_NAME, Settings

WRITER = """
from seaboard.store.settings import Settings
s = Settings.load()
s.sound_volume = 0.7
s.sound_muted = True
s.window_size = (1500, 900)
s.animation_speed = 0.0
s.glyphs_always = False
s.save()
"""

READER = """
import json
from seaboard.store.settings import Settings
print(json.dumps(Settings.load().to_dict()))
"""


def run(code: str, home) -> str:
    env = {**os.environ, "SEABOARD_HOME": str(home)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_settings_written_by_one_run_are_read_by_the_next(tmp_path):
    run(WRITER, tmp_path)
    read = json.loads(run(READER, tmp_path))
    assert read["sound_volume"] == 0.7 and read["sound_muted"] is True
    assert read["window_size"] == [1500, 900] and read["animation_speed"] == 0.0
    assert read["glyphs_always"] is False
    assert read["music_volume"] == Settings().music_volume  # untouched fields keep their defaults


def test_damaged_or_hostile_settings_fall_back_to_defaults(tmp_path, monkeypatch):
    from seaboard.store import files

    monkeypatch.setattr(files, "_notices", [])  # the notices of this test stay in this test
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    path = tmp_path / FILE_NAME
    for raw in (b"", b"\xff\xfe", b"[1,2]", b'{"sound_volume": "loud"', b"null", b"[" * 100_000 + b"]" * 100_000):
        path.write_bytes(raw)
        assert Settings.load() == Settings()
    path.write_text(json.dumps({"sound_volume": 99, "sound_muted": "yes", "window_size": [10, 10], "text_scale": True}))
    loaded = Settings.load()
    assert loaded.sound_volume == 1.0 and loaded.sound_muted is False
    assert loaded.window_size == (1024, 640) and loaded.text_scale == 1.0


def test_sound_is_quiet_and_unmuted_by_default():
    assert 0 < Settings().sound_volume <= 0.5 and Settings().sound_muted is False


def test_a_damaged_settings_file_is_told_on_the_title_screen_a_missing_one_is_not(tmp_path, monkeypatch):
    from seaboard.store import files

    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    monkeypatch.setattr(files, "_notices", [])
    Settings.load()
    assert files.notices() == []  # a first run: nothing to tell
    (tmp_path / FILE_NAME).write_bytes(b"[" * 100_000 + b"]" * 100_000)
    Settings.load()
    assert files.notices() == ["The settings file could not be read (nested too deeply): the defaults are in use."]


def test_an_unusable_data_folder_gives_a_temporary_one_and_a_notice(tmp_path, monkeypatch):
    from seaboard.store import files

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("SEABOARD_HOME", str(blocker))
    monkeypatch.setattr(files, "_notices", [])
    monkeypatch.setattr(files, "_fallbacks", {})
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    (tmp_path / "tmp" / "seaboard-data").write_text("a file where an old fallback folder was")
    folder = files.data_dir()
    assert folder.is_dir() and folder.parent == tmp_path / "tmp"
    assert files.data_dir() == folder  # made once: the run's files stay together
    Settings(sound_volume=0.2).save()  # settings still work this run
    assert Settings.load().sound_volume == 0.2
    assert len(files.notices()) == 1 and str(blocker) in files.notices()[0]


TAKE_BACK_WRITER = """
import sys
from seaboard.store.settings import Settings
s = Settings.load()
s.take_back_seconds = float(sys.argv[1])
s.save()
"""


def test_take_back_time_is_three_seconds_by_default_and_each_choice_is_remembered_by_the_next_run(tmp_path):
    # Playtest (a practised player): every placement and discard waited 5 s for Undo.
    assert Settings().take_back_seconds == 3.0
    for seconds in (0.0, 2.0, 5.0, 3.0):
        env = {**os.environ, "SEABOARD_HOME": str(tmp_path)}
        done = subprocess.run([sys.executable, "-c", TAKE_BACK_WRITER, str(seconds)], env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert json.loads(run(READER, tmp_path))["take_back_seconds"] == seconds


def test_a_damaged_or_unknown_take_back_time_falls_back_to_three_seconds(tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    path = tmp_path / FILE_NAME
    for raw in ("3", "Off", None, True, 4, 2.5, -1, 1e308, float("nan"), [2], {"s": 2}):
        path.write_text(json.dumps({"take_back_seconds": raw, "sound_volume": 0.7}))
        loaded = Settings.load()
        assert loaded.take_back_seconds == 3.0, raw
        assert loaded.sound_volume == 0.7  # the rest of the file still counts
    for raw, seconds in ((0, 0.0), (2, 2.0), (5.0, 5.0)):
        path.write_text(json.dumps({"take_back_seconds": raw}))
        assert Settings.load().take_back_seconds == seconds
