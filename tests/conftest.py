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


@pytest.fixture
def drop_bot_levels():
    """Remove bot levels for one test; the registry comes back whole and in its order after
    (monkeypatch.delitem would put them back at the end, reordering the levels offered)."""
    from seaboard.ai import BOT_LEVELS

    saved = dict(BOT_LEVELS)

    def drop(*levels: str) -> None:
        for level in levels:
            BOT_LEVELS.pop(level, None)

    yield drop
    BOT_LEVELS.clear()
    BOT_LEVELS.update(saved)
