"""Sea Scroll table tests: pygame ready, animations at speed 0 unless a test asks otherwise."""

import pygame
import pytest

from seaboard.ui.anim import tween


@pytest.fixture(autouse=True)
def _fresh_table_state():
    pygame.init()
    pygame.event.clear()
    yield
    tween.set_speed(1.0)
    pygame.event.clear()


@pytest.fixture
def app():
    import ui_harness as h

    application = h.make_app((1280, 800), animation_speed=0)
    application.bot_pace = 0
    yield application
    application.close()
