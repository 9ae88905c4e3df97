"""Seaboard: digital editions of Seagrass, Sea Scroll and Blooming Sea."""

import os

# Before anything imports pygame: its banner would corrupt `--json` output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
