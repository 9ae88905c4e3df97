"""The scene base class: one screen (or overlay) on the app's scene stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from seaboard.ui.app import App


class Scene:
    """A screen of the app. The App calls, in order: `layout(size)` when pushed
    and whenever the window size changes, `enter()` once on top, `handle(event)`
    for input (top scene only; return True when consumed), `update(dt)` and
    `draw(surface)` every frame, and `exit()` when removed.

    An overlay (`is_overlay = True`) draws over the scene below it, which keeps
    drawing but gets no input. A non-overlay scene hides everything below it
    (the hand-off curtain relies on this: nothing under it is drawn at all).
    """

    is_overlay = False
    name = "scene"

    def __init__(self, app: App):
        self.app = app
        self.size: tuple[int, int] = app.size if app is not None else (1280, 800)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size

    def relayout(self, size: tuple[int, int]) -> None:
        """Lay out again because the window changed (a resize, F11); a table keeps a held piece."""
        self.layout(size)

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def uncovered(self) -> None:
        """The scene above this one went: this one is on top again."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass
