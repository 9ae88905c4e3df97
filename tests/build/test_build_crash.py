"""The crash handler the entry point runs under: a log in the data folder, and its path shown."""

from __future__ import annotations

import os
import pathlib

import pytest

from seaboard import cli, crash


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def desktop(monkeypatch):
    """A display and no terminal: the case of a windowed build started from a desktop."""
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(crash, "console_attached", lambda: False)


def boom() -> int:
    raise RuntimeError("the reef fell over")


def test_crash_writes_a_log_with_the_traceback_in_the_data_folder(home, capsys):
    status = crash.guarded(boom)()
    assert status == crash.CRASH_EXIT_STATUS
    (log,) = (home / "logs").glob("crash-*.log")
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError: the reef fell over" in text
    assert "in boom" in text  # the traceback, not only the message
    assert f"Seaboard {crash.__version__}" in text


def test_crash_says_where_the_log_is_on_stderr_when_headless(home, monkeypatch, capsys):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    shown = []
    log = crash.report_crash(RuntimeError("x"), show_box=lambda *a: shown.append(a) or True)
    assert not shown
    err = capsys.readouterr().err
    assert str(log) in err and log.is_file()


def test_crash_shows_a_message_box_with_the_log_path_on_a_desktop(home, desktop):
    shown = []
    log = crash.report_crash(ValueError("bad tile"), show_box=lambda title, text: shown.append((title, text)))
    ((title, text),) = shown
    assert title == "Seaboard stopped"
    assert str(log) in text and "ValueError: bad tile" in text
    assert log.parent == home / "logs"


def test_no_message_box_when_a_terminal_shows_the_traceback(home, desktop, monkeypatch):
    monkeypatch.setattr(crash, "console_attached", lambda: True)
    shown = []
    crash.report_crash(RuntimeError("x"), show_box=lambda *a: shown.append(a))
    assert not shown


def test_a_failing_message_box_still_leaves_the_log(home, desktop):
    def broken_box(title, text):
        raise OSError("no window system")

    log = crash.report_crash(RuntimeError("x"), show_box=broken_box)
    assert log.is_file()


def test_crash_log_falls_back_to_the_temp_folder_when_the_data_folder_cannot_be_made(tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("")
    monkeypatch.setenv("SEABOARD_HOME", str(blocker / "home"))
    monkeypatch.setattr(crash.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    log = crash.write_crash_log(RuntimeError("x"))
    assert log.parent == tmp_path / "tmp" / "seaboard-logs" and log.is_file()


def test_only_the_newest_crash_logs_are_kept(home):
    folder = home / "logs"
    folder.mkdir()
    for i in range(crash.KEEP_LOGS + 5):
        old = folder / f"crash-old-{i:02}.log"
        old.write_text("old")
        os.utime(old, (1_000_000 + i, 1_000_000 + i))
    newest = crash.write_crash_log(RuntimeError("x"))
    logs = sorted(folder.glob("crash-*.log"))
    assert len(logs) == crash.KEEP_LOGS and newest in logs
    assert not (folder / "crash-old-00.log").exists()


def test_exit_and_ctrl_c_pass_through_the_guard(home):
    def leave():
        raise SystemExit(3)

    def interrupt():
        raise KeyboardInterrupt

    with pytest.raises(SystemExit):
        crash.guarded(leave)()
    with pytest.raises(KeyboardInterrupt):
        crash.guarded(interrupt)()
    assert not (home / "logs").exists() or not list((home / "logs").glob("crash-*.log"))


def test_the_seaboard_command_runs_under_the_guard(home, monkeypatch, capsys):
    def crashing_bench(args):
        raise ZeroDivisionError("bench divided by zero")

    monkeypatch.setattr(cli, "cmd_bench", crashing_bench)
    assert cli.main(["bench"]) == crash.CRASH_EXIT_STATUS
    (log,) = (home / "logs").glob("crash-*.log")
    assert "bench divided by zero" in log.read_text(encoding="utf-8")
    assert str(log) in capsys.readouterr().err


def test_normal_exit_status_is_unchanged(home):
    assert crash.guarded(lambda: 0)() == 0
    assert cli.main(["--game", "nonsense"]) == 2
    assert not pathlib.Path(home / "logs").exists() or not list((home / "logs").iterdir())


@pytest.mark.parametrize("stderr", ["open", "closed"])
def test_a_hard_crash_no_exception_sees_still_leaves_a_log(home, stderr):
    import subprocess
    import sys

    # A segfault (here: reading address 0) kills the process before any except clause runs; with
    # stderr closed too (a windowed build), where the log's file is moved above the standard streams.
    script = ("import ctypes, os\n" + ("os.close(2)\n" if stderr == "closed" else "")
              + "from seaboard.crash import guarded\nguarded(lambda: ctypes.string_at(0))()\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    assert done.returncode != 0
    (log,) = (home / "logs").glob("crash-*-fatal.log")
    text = log.read_text(encoding="utf-8")
    assert "Fatal Python error" in text and "<lambda>" in text


def test_a_clean_run_leaves_no_hard_crash_log(home):
    import subprocess
    import sys

    script = "from seaboard.crash import guarded\nraise SystemExit(guarded(lambda: 0)())\n"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    assert done.returncode == 0
    assert not list((home / "logs").glob("crash-*.log"))


def test_a_run_killed_from_outside_leaves_no_empty_crash_log_behind_at_the_next_start(home):
    # Playtest: a run stopped by its process id (no atexit) left an empty "-fatal" log.
    import subprocess
    import sys

    script = ("import os, signal\nfrom seaboard.crash import guarded\n"
              "guarded(lambda: os.kill(os.getpid(), signal.SIGKILL))()\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    (left,) = (home / "logs").glob("crash-*-fatal.log")
    assert left.stat().st_size == 0
    crashed = home / "logs" / "crash-20260101-000000-1-fatal.log"
    crashed.write_text("Fatal Python error: Segmentation fault", encoding="utf-8")
    script = "from seaboard.crash import guarded\nraise SystemExit(guarded(lambda: 0)())\n"
    subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    assert [p.name for p in (home / "logs").glob("crash-*.log")] == [crashed.name]  # a real one stays


def test_the_start_up_tidy_keeps_the_watch_file_of_a_seaboard_still_running(home):
    # Review: a second Seaboard deleted the first one's (empty, live) watch file.
    import subprocess
    import sys

    logs = home / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    alive = logs / f"crash-20260101-000000-{os.getpid()}-fatal.log"  # this very process: running
    alive.write_text("", encoding="utf-8")
    script = "from seaboard.crash import guarded\nraise SystemExit(guarded(lambda: 0)())\n"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    assert alive.exists()


def test_a_run_without_stderr_keeps_what_libraries_write_there_out_of_the_hard_crash_log(home):
    # Playtest: every start left a "-fatal" log holding only the sound library's warnings. With
    # stderr closed (a launcher, a windowed build) the log file took its number, 2, and everything
    # C code writes to stderr went into it.
    import subprocess
    import sys

    script = ("import os\nos.close(2)\nfrom seaboard.crash import guarded\n"
              "raise SystemExit(guarded(lambda: os.write(2, b'ALSA lib pcm.c: unknown PCM') and 0)())\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    assert done.returncode == 0
    assert not list((home / "logs").glob("crash-*.log"))
