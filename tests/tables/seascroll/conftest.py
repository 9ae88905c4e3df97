"""Sea Scroll table tests: pygame ready, animations at speed 0 unless a test asks otherwise."""

import pytest


@pytest.fixture(autouse=True)
def _pygame_ready(fresh_pygame):
    """Every test here draws."""


@pytest.fixture
def app():
    import ui_harness as h

    application = h.make_app((1280, 800), animation_speed=0)
    application.bot_pace = 0
    yield application
    application.close()


@pytest.fixture
def open_sized(open_app):
    """open_sized(size, text_scale) -> open_app's app of that window and text size, bots at once."""
    from seaboard.ui.render import theme

    def open_(size, text_scale=1.0):
        theme.set_text_scale(text_scale)
        application = open_app(size, animation_speed=0, text_scale=text_scale)
        application.bot_pace = 0
        return application

    yield open_
    theme.set_text_scale(1.0)
