"""Shell UI tests: pygame ready, the reference game registered, no stray events between tests."""

import pytest
from reference_game import Pebbles

from seaboard.engine.registry import register

register(Pebbles)


@pytest.fixture(autouse=True)
def _own_data_folder(own_data_folder):
    """Each shell UI test its own settings and autosave."""


@pytest.fixture(autouse=True)
def _pygame_ready(fresh_pygame):
    """Every test here draws."""


@pytest.fixture
def app():
    import ui_harness as h

    application = h.make_app((1280, 800))
    yield application
    application.close()
