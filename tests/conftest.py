"""Headless by default: SDL must see these before pygame initialises."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Tests never touch the real user's data folder (saves, settings).
if "SEABOARD_HOME" not in os.environ:
    import tempfile

    os.environ["SEABOARD_HOME"] = tempfile.mkdtemp(prefix="seaboard-test-")
