"""Keys still held down from a scene before: their repeats are not meant for the next one.

An Enter held to end a turn, or to lift the curtain, keeps repeating (key repeat is on).
A scene that opens meanwhile notes which of the keys that act are down, and ignores their
presses until each key is let go.
"""

from __future__ import annotations

import pygame

from seaboard.ui.widgets.button import ACTIVATE_KEYS as CONFIRM_KEYS  # the keys that press a button


def held_confirm_keys() -> set[int]:
    """The keys that act (Enter, Space) held down right now."""
    pressed = pygame.key.get_pressed()
    return {key for key in CONFIRM_KEYS if pressed[key]}


class HeldKeys:
    """The confirm keys held down when it was made (or given); `swallows(event)` is True for
    their presses until each is released."""

    def __init__(self, keys: set[int] | None = None):
        self.keys = held_confirm_keys() if keys is None else set(keys)

    def add(self, key: int) -> None:
        """`key` was just pressed to act: its repeats while it stays down are not presses."""
        self.keys.add(key)

    def forget_released(self) -> None:
        """Drop keys no longer down (their release may have gone to another scene, a pause)."""
        if self.keys:
            pressed = pygame.key.get_pressed()
            self.keys = {key for key in self.keys if pressed[key]}

    def swallows(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYUP:
            self.keys.discard(event.key)
            return False
        return event.type == pygame.KEYDOWN and event.key in self.keys
