"""Seaboard: digital editions of Seagrass, Sea Scroll and Blooming Sea."""

__version__ = "0.1.0"
