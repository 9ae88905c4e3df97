"""Demo tests (a watched demo, the attract loop): a data folder of their own, pygame ready, no stray
events, an app whose hard bots think 0.3 s."""

import pytest
import ui_harness as h


@pytest.fixture(autouse=True)
def _own_data_folder(own_data_folder):
    """Each demo test its own settings and autosave (xdist workers share the session's folder: the
    attract loop's autosave test read another worker's game)."""


@pytest.fixture(autouse=True)
def _pygame_ready(fresh_pygame):
    """Every test here draws."""


@pytest.fixture
def app():
    application = h.make_app((1280, 800), bot_think_seconds=0.3)
    yield application
    application.close()
