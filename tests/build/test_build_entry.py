"""The frozen entry script: the first-frame probe the build script times start-up with."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]

PROGRAM = """
import sys
sys.path.insert(0, {scripts!r})
import seaboard_entry
seaboard_entry._install_first_frame_probe({out!r})
import pygame
pygame.display.init()
screen = pygame.display.set_mode((64, 48))
screen.fill((10, 37, 64))
pygame.display.flip()
sys.exit(3)  # never reached: the probe exits after the first frame
"""


def test_first_frame_probe_writes_the_time_and_exits_after_the_first_flip(tmp_path):
    out = tmp_path / "first-frame.txt"
    code = PROGRAM.format(scripts=str(ROOT / "build_scripts"), out=str(out))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True)
    assert proc.returncode == 0, proc.stderr.decode()
    seconds = float(out.read_text())
    assert 0 < seconds < 60


def test_entry_script_runs_the_seaboard_command(tmp_path):
    env = dict(os.environ, SEABOARD_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, str(ROOT / "build_scripts" / "seaboard_entry.py"), "--version"],
                          env=env, timeout=60, capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0
    assert proc.stdout.strip().startswith("seaboard ")


def load_entry():
    sys.path.insert(0, str(ROOT / "build_scripts"))
    import seaboard_entry

    return seaboard_entry


def test_entry_script_logs_a_crash_even_when_the_command_cannot_be_imported(tmp_path, monkeypatch, capsys):
    from seaboard import crash

    entry = load_entry()
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.delenv("SEABOARD_FIRST_FRAME_PROBE", raising=False)
    monkeypatch.delenv("SEABOARD_RESOURCE_REPORT", raising=False)
    monkeypatch.setitem(sys.modules, "seaboard.cli", None)  # importing it now raises ImportError
    assert entry.run() == crash.CRASH_EXIT_STATUS
    (log,) = (tmp_path / "logs").glob("crash-*.log")
    assert "seaboard.cli" in log.read_text(encoding="utf-8")
    assert str(log) in capsys.readouterr().err


def test_resource_report_lists_assets_fonts_and_board_maps_but_no_code():
    report = load_entry().resource_report()
    assert "icon.svg" in report["seaboard.assets"]
    assert "FredokaOne-Regular.ttf" in report["font_fredoka_one"]
    assert {"Lato-Regular.ttf", "Lato-Bold.ttf"} <= set(report["font_lato"])
    assert any(name.startswith("engine/") and name.endswith(".txt") for name in report["seaboard"])
    assert not [n for files in report.values() for n in files if n.endswith((".py", ".pyc"))]
