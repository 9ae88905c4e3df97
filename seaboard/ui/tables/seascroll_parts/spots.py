"""Keyboard stops on cards and schools.

A CardSpot joins the table's FocusGroup so Tab, the arrows and Enter reach
every card; its hit rect is empty, so the mouse goes to the DragController
instead (the table draws the focus ring around `area`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from seaboard.ui.widgets.button import Widget


class CardSpot(Widget):
    def __init__(self, key: Hashable, label: str, on_activate: Callable[[], object], area: pygame.Rect):
        super().__init__(pygame.Rect(0, 0, 0, 0))
        self.key = key
        self.label = label
        self.on_activate = on_activate
        self.area = pygame.Rect(area)

    def activate(self) -> None:
        if self.enabled:
            self.on_activate()
