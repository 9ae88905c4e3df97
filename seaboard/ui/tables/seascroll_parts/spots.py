"""Keyboard stops on cards and schools.

A CardSpot joins the table's FocusGroup so Tab, the arrows and Enter reach
every card; its hit rect is empty, so the mouse goes to the DragController
instead (the table draws the focus ring around `area`). An arrow on a spot
goes to its neighbour in the same row (`on_arrow`), never past the row's end.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from seaboard.ui.widgets.button import Widget

# An arrow's step along a row of cards: back (left, up) or on (right, down).
ARROW_STEPS = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}


class CardSpot(Widget):
    def __init__(self, key: Hashable, label: str, on_activate: Callable[[], object], area: pygame.Rect,
                 on_arrow: Callable[[CardSpot, int], bool] | None = None):
        super().__init__(pygame.Rect(0, 0, 0, 0))
        self.key = key
        self.label = label
        self.on_activate = on_activate
        self.area = pygame.Rect(area)
        self.on_arrow = on_arrow

    def handle_key(self, event) -> bool:
        step = ARROW_STEPS.get(event.key)
        if step is None or self.on_arrow is None:
            return False
        return self.on_arrow(self, step)

    def activate(self) -> None:
        if self.enabled:
            self.on_activate()
