"""The script PyInstaller freezes: the `seaboard` command, plus a start-up probe.

SEABOARD_FIRST_FRAME_PROBE=<file>: when the app shows its first frame, write the
seconds since this script started into <file> and exit at once (status 0). The
build script uses it to time start-up to the first drawn frame; a windowed build
has no stdout, hence a file.

SEABOARD_RESOURCE_REPORT=<file>: write the data files the app can find through
importlib.resources (assets, fonts) as JSON into <file> and exit. The build
script compares the frozen app's report with the build environment's.
"""

from __future__ import annotations

import json
import os
import sys
import time

_STARTED = time.perf_counter()


def _install_first_frame_probe(out_path: str) -> None:
    import pygame

    def exit_on_first_frame(real):
        def presented(*args, **kwargs):
            result = real(*args, **kwargs)
            with open(out_path, "w", encoding="utf-8") as fh:
                fh.write(f"{time.perf_counter() - _STARTED:.4f}\n")
            os._exit(0)
            return result  # pragma: no cover - os._exit never returns

        return presented

    # Every frame the app draws ends in one of these two calls.
    pygame.display.flip = exit_on_first_frame(pygame.display.flip)
    pygame.display.update = exit_on_first_frame(pygame.display.update)


RESOURCE_PACKAGES = {"seaboard": "", "seaboard.assets": "", "font_fredoka_one": "files", "font_lato": "files"}


def resource_report() -> dict[str, list[str]]:
    """Data files (not code) of each resource package, as paths relative to it."""
    import importlib.resources

    def walk(node, prefix: str) -> list[str]:
        found = []
        for child in node.iterdir():
            if child.is_dir():
                if child.name != "__pycache__":
                    found += walk(child, f"{prefix}{child.name}/")
            elif not child.name.endswith((".py", ".pyc")):
                found.append(prefix + child.name)
        return found

    report = {}
    for package, folder in RESOURCE_PACKAGES.items():
        root = importlib.resources.files(package)
        report[package] = sorted(walk(root / folder if folder else root, ""))
    return report


def run() -> int:
    if getattr(sys, "frozen", False):
        # A frozen app that starts worker processes must let them run their own
        # task rather than the whole app again.
        import multiprocessing

        multiprocessing.freeze_support()
    report_path = os.environ.get("SEABOARD_RESOURCE_REPORT")
    if report_path:
        with open(report_path, "w", encoding="utf-8") as fh:
            json.dump(resource_report(), fh)
        return 0
    probe = os.environ.get("SEABOARD_FIRST_FRAME_PROBE")
    if probe:
        _install_first_frame_probe(probe)
    from seaboard.crash import CRASH_EXIT_STATUS, report_crash

    try:
        from seaboard.cli import main  # main() runs under the crash guard itself
    except Exception as exc:  # e.g. a module left out of the bundle: still log it
        report_crash(exc)
        return CRASH_EXIT_STATUS
    return main()


if __name__ == "__main__":
    sys.exit(run())
