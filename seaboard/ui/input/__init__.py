"""Input controllers: dragging pieces (drag.py) and bots thinking off the UI thread (bot.py)."""
