"""Blooming Sea table tests: pygame ready, no stray events, animation speed restored."""

import pygame
import pytest

from seaboard.ui.anim import tween


@pytest.fixture(autouse=True)
def _fresh_pygame():
    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()
    tween.set_speed(1.0)
