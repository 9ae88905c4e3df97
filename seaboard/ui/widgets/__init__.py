"""Widgets shared by every scene: buttons, choices, text fields, log, tooltip."""
