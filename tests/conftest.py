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


@pytest.fixture(autouse=True)
def _text_size_and_animation_speed_restored():
    """The text size (theme) and the animation speed (tween) are process-wide: an App sets both
    from its settings when it opens and nothing puts them back when it closes. Without this, a
    table test at 150% text left the next test in the same process at 150% (a log panel test
    that measures wrapping at 100% failed after Blooming Sea's hint tests)."""
    from seaboard.ui.anim import tween
    from seaboard.ui.render import theme

    text_scale, speed = theme.text_scale(), tween.speed()
    yield
    theme.set_text_scale(text_scale)
    tween.set_speed(speed)


@pytest.fixture
def fresh_pygame():
    """pygame ready (fonts, display module) and no events left over from another test; the
    folders of drawing tests ask for it in their conftest."""
    import pygame

    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()


@pytest.fixture
def own_data_folder(tmp_path, monkeypatch):
    """A data folder of the test's own (settings, autosave, saves): xdist workers share the
    session's SEABOARD_HOME."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("SEABOARD_HOME", str(home))
    return home


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
