"""Seagrass table tests: pygame ready and no stray events (tests/conftest.py restores the animation speed)."""

import pytest


@pytest.fixture(autouse=True)
def _pygame_ready(fresh_pygame):
    """Every test here draws."""
