"""Shared fixtures of the UI-parts tests: pygame fonts ready, animation speed reset."""

import pygame
import pytest

from seaboard.ui.anim import tween


@pytest.fixture(autouse=True)
def _fresh_ui_state():
    pygame.init()
    tween.set_speed(1.0)
    pygame.event.clear()
    yield
    tween.set_speed(1.0)
