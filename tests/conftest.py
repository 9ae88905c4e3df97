"""Headless by default: SDL must see these before pygame initialises."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Tests never touch the real user's data folder (saves, settings).
if "SEABOARD_HOME" not in os.environ:
    import tempfile

    os.environ["SEABOARD_HOME"] = tempfile.mkdtemp(prefix="seaboard-test-")


@pytest.fixture
def open_app():
    """`ui_harness.make_app`, with every app it opened closed when the test ends."""
    import ui_harness

    opened = []

    def open_(*args, **kwargs):
        app = ui_harness.make_app(*args, **kwargs)
        opened.append(app)
        return app

    yield open_
    for app in opened:
        app.close()
