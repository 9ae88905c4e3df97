"""Keys that act only once the keyboard has rested: a card that comes up as a turn ends
(the results, the hand-off curtain) must not take the keys pressed for that turn.

A key counts as early while fewer than `seconds` have passed since the scene started
waiting or since the key pressed before it, in any scene (the app notes each key's time):
Enter tapped through a hint's steps, or pressed on a pause menu over the curtain, then
keeps it waiting. Each early press waits again.
"""

from __future__ import annotations


class RestingKeys:
    def __init__(self, app) -> None:
        self.app = app
        self.since = getattr(app, "time", 0.0)

    def restart(self) -> None:
        """Wait afresh from now (the scene came up, or came back to the top)."""
        self.since = self.app.time

    def too_soon(self, seconds: float, ignored: bool = False) -> bool:
        """True for a key pressed before the keyboard has rested `seconds` (or one `ignored` anyway);
        either way the wait starts again from it."""
        app = self.app
        rested_since = max(self.since, getattr(app, "previous_key_at", float("-inf")))
        soon = ignored or app.time - rested_since < seconds
        if soon:
            self.since = app.time
        return soon
