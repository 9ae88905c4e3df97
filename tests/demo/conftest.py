"""Demo tests (a watched demo, the attract loop): pygame ready, no stray events, an app whose hard
bots think 0.3 s."""

import pygame
import pytest
import ui_harness as h


@pytest.fixture(autouse=True)
def _fresh_pygame():
    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()


@pytest.fixture
def app():
    application = h.make_app((1280, 800), bot_think_seconds=0.3)
    yield application
    application.close()
