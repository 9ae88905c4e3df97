"""Where a hint too long for the step guide floats on the Sea Scroll table: wherever it hides
least. Never over a card's name or value, the step's button or the step chips if that can be
helped; over open water rather than a card; near the guide when all else is equal.

Playtest: at a big text size the hint sat at the foot of the reef, over the schools' names.
"""

from __future__ import annotations

import pygame

from seaboard.ui.render.placement import Obstacle
from seaboard.ui.tables.seascroll_parts.cards import MINI_CARD

# What a pill may cover, and what it costs. A "hard" thing costs its whole weight once touched
# (half a name is no name); a soft one by the share of it hidden.
NAME, VALUE, BUTTON, CHIPS = 1000.0, 1000.0, 5000.0, 600.0
# The school, card, slot or ocean the hint names or points at, in its step or later in its turn:
# dearer than all else together, so hidden only where no other place is left.
TARGET = 100000.0
CAPTION, HEADING, CARD, POD, EMPTY, HOW_TO, GUIDE = 120.0, 300.0, 40.0, 60.0, 4.0, 2.0, 10.0
# Playtest (150% text): the bubble sat over the step's "Take a school?" and the habitat box,
# the two things the player reads to take the step: dearer than any card's name.
STEP_HEADING, HABITAT = 3000.0, 3000.0
# A rival's habitat (its three slots, full or not): what they collect, read before every take.
RIVAL_HABITAT = 1000.0


def card_parts(top: pygame.Rect, with_name: bool = True) -> list[Obstacle]:
    """A face-up card's name banner and value badge (hard), and the card itself (soft)."""
    parts: list[Obstacle] = [(top, CARD, False)]
    value = pygame.Rect(top.left, top.top, round(top.width * 0.45), round(top.height * 0.32))
    parts.append((value, VALUE, True))
    if with_name and top.width >= MINI_CARD:
        band = round(top.height * 0.25)
        parts.append((pygame.Rect(top.left, top.bottom - band, top.width, band), NAME, True))
    return parts
