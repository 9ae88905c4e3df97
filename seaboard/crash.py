"""When Seaboard crashes: keep a log in the data folder and tell the player where it is.

A windowed build (and the `seaboard` GUI script on Windows) has no console, so
an unhandled exception would vanish. `guarded(main)` catches it, writes the
traceback to <data folder>/logs/crash-<time>.log, and says where that log is:
in a message box when there is a display and nobody is watching a terminal,
otherwise (and always, when there is a stderr) on stderr. A hard crash
(a segfault) that no except clause sees leaves a "-fatal" log (watch_hard_crashes).
"""

from __future__ import annotations

import atexit
import datetime
import faulthandler
import functools
import os
import pathlib
import platform
import sys
import tempfile
import traceback
from collections.abc import Callable

from seaboard import __version__

CRASH_EXIT_STATUS = 70  # EX_SOFTWARE: an internal error
KEEP_LOGS = 20
TITLE = "Seaboard stopped"


def log_dir() -> pathlib.Path:
    """<data folder>/logs, or a temporary folder when the data folder cannot be made."""
    try:
        from seaboard.store.files import data_dir

        path = data_dir() / "logs"
        path.mkdir(parents=True, exist_ok=True)
        return path
    except Exception:
        path = pathlib.Path(tempfile.gettempdir()) / "seaboard-logs"
        path.mkdir(parents=True, exist_ok=True)
        return path


def write_crash_log(exc: BaseException, folder: pathlib.Path | None = None) -> pathlib.Path:
    """Write what happened and where it ran; return the log's path."""
    folder = folder or log_dir()
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}-{os.getpid()}.log"
    lines = [
        f"Seaboard {__version__} crashed at {datetime.datetime.now().isoformat(timespec='seconds')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}; command: {' '.join(sys.argv)}",
        "",
        "".join(traceback.format_exception(exc)),
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    _prune(folder)
    return path


def _prune(folder: pathlib.Path) -> None:
    """Keep the newest KEEP_LOGS crash logs: a crash loop must not fill the disk."""
    logs = sorted(folder.glob("crash-*.log"), key=lambda p: p.stat().st_mtime)
    for old in logs[:-KEEP_LOGS]:
        old.unlink(missing_ok=True)


def crash_message(exc: BaseException, log_path: pathlib.Path) -> str:
    summary = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return (
        f"Sorry, Seaboard hit an error it could not recover from:\n{summary}\n\n"
        f"The details are saved in this file:\n{log_path}\n\n"
        "Please attach it when you report the problem."
    )


def display_available() -> bool:
    """Whether a message box could appear on a screen (not headless, not over SSH)."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen", "evdev"):
        return False
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def console_attached() -> bool:
    stream = sys.stderr
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError):
        return False


def show_message_box(title: str, message: str) -> bool:
    """Show a native message box; False if none could be shown."""
    try:
        import pygame

        if pygame.display.get_init():
            pygame.display.quit()  # close a (fullscreen) window that could hide the box
        pygame.display.message_box(title, message, message_type="error")
        return True
    except Exception:
        pass
    if sys.platform == "win32":  # pygame itself may be what failed to load
        try:
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, message, title, 0x10)
            return True
        except Exception:
            pass
    return False


def report_crash(
    exc: BaseException,
    folder: pathlib.Path | None = None,
    show_box: Callable[[str, str], bool] = show_message_box,
) -> pathlib.Path:
    """Log the crash and tell the player where the log is. Never raises."""
    try:
        log_path = write_crash_log(exc, folder)
    except Exception as log_error:  # a full or read-only disk: say so, keep going
        log_path = pathlib.Path(f"(could not write a crash log: {log_error})")
    message = crash_message(exc, log_path)
    if sys.stderr is not None:
        try:
            traceback.print_exception(exc, file=sys.stderr)
            print(f"\nseaboard: crash log written to {log_path}", file=sys.stderr)
        except Exception:
            pass
    if display_available() and not console_attached():
        try:
            show_box(TITLE, message)
        except Exception:
            pass
    return log_path


def _still_running(pid_text: str) -> bool:
    """Whether process `pid_text` may still be running: True wherever that cannot be asked
    safely (on Windows os.kill with 0 would end the process)."""
    if os.name != "posix":
        return True
    try:
        os.kill(int(pid_text), 0)
    except ValueError:
        return False
    except ProcessLookupError:
        return False
    except OSError:  # (no permission: someone's process)
        return True
    return True


# File numbers 0-2 given to /dev/null by _above_standard_streams, kept open until the process ends.
_STANDARD_ON_NULL: list = []


def _above_standard_streams(stream):
    """`stream`, or where it had a standard stream's number (0-2: a launcher or a windowed build
    started Seaboard with stderr closed), a copy of it above them, the low number then pointing at
    the null device. Else everything C code writes to stderr (the sound library's warnings) went
    into the hard-crash log, and every start left one (playtest)."""
    low = stream.fileno()
    if low > 2:
        return stream
    try:
        import fcntl
    except ImportError:  # (Windows: its C runtime numbers files its own way)
        return stream
    high = fcntl.fcntl(low, fcntl.F_DUPFD, 3)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, low)
    os.close(null)
    _STANDARD_ON_NULL.append(stream)  # it now holds the null device at `low`
    return os.fdopen(high, "w", encoding="utf-8")


def watch_hard_crashes(folder: pathlib.Path | None = None) -> pathlib.Path | None:
    """A crash no except clause sees (a segfault in SDL or a driver) still leaves
    a log: Python's faulthandler writes every thread's stack into
    <logs>/crash-<time>-<pid>-fatal.log, which a clean exit removes while empty.
    Nothing is done when faulthandler already writes somewhere (pytest, -X faulthandler)."""
    if faulthandler.is_enabled():
        return None
    try:
        folder = folder or log_dir()
        # A run killed from outside (no atexit) left its watch file empty: nothing crashed there.
        # A Seaboard still running keeps its own (its pid is in the name).
        for stale in folder.glob("crash-*-fatal.log"):
            try:
                if stale.stat().st_size == 0 and not _still_running(stale.name.split("-")[3]):
                    stale.unlink()
            except (OSError, IndexError):
                pass
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = folder / f"crash-{stamp}-{os.getpid()}-fatal.log"
        stream = _above_standard_streams(open(path, "w", encoding="utf-8"))  # open until the process ends
        faulthandler.enable(file=stream, all_threads=True)
    except (OSError, ValueError, RuntimeError):
        return None  # no log folder: carry on without the watch

    def remove_if_empty() -> None:
        faulthandler.disable()
        stream.close()
        try:
            if path.stat().st_size == 0:
                path.unlink()
        except OSError:
            pass

    atexit.register(remove_if_empty)
    return path


def guarded(main: Callable[..., int]) -> Callable[..., int]:
    """Wrap an entry point: an unhandled exception becomes a crash log, a message and exit 70."""

    @functools.wraps(main)
    def run(*args, **kwargs) -> int:
        watch_hard_crashes()
        try:
            return main(*args, **kwargs)
        except (SystemExit, KeyboardInterrupt):
            raise
        except Exception as exc:
            report_crash(exc)
            return CRASH_EXIT_STATUS

    return run
