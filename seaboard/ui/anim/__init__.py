"""Animation: easing curves, tweens and timelines (tween.py), score pop-ups (popups.py)."""
