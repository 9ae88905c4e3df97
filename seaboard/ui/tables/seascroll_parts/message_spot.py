"""Where a hint too long for the step guide floats on the Sea Scroll table: wherever it hides
least. Never over a card's name or value, the step's button or the step chips if that can be
helped; over open water rather than a card; near the guide when all else is equal.

Playtest: at a big text size the hint sat at the foot of the reef, over the schools' names.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seaboard.ui.tables.seascroll_parts.cards import MINI_CARD

# What a pill may cover, and what it costs. A "hard" thing costs its whole weight once touched
# (half a name is no name); a soft one by the share of it hidden.
NAME, VALUE, BUTTON, CHIPS = 1000.0, 1000.0, 5000.0, 600.0
TARGET = 2000.0  # the school, card, slot or ocean the hint is about
CAPTION, HEADING, CARD, POD, EMPTY, HOW_TO = 120.0, 300.0, 40.0, 60.0, 4.0, 2.0

Obstacle = tuple[pygame.Rect, float, bool]  # rect, weight, hard


def card_parts(top: pygame.Rect, with_name: bool = True) -> list[Obstacle]:
    """A face-up card's name banner and value badge (hard), and the card itself (soft)."""
    parts: list[Obstacle] = [(top, CARD, False)]
    value = pygame.Rect(top.left, top.top, round(top.width * 0.45), round(top.height * 0.32))
    parts.append((value, VALUE, True))
    if with_name and top.width >= MINI_CARD:
        band = round(top.height * 0.25)
        parts.append((pygame.Rect(top.left, top.bottom - band, top.width, band), NAME, True))
    return parts


def cost(box: pygame.Rect, obstacles: list[Obstacle]) -> float:
    total = 0.0
    for rect, weight, hard in obstacles:
        overlap = rect.clip(box)
        if overlap.width <= 0 or overlap.height <= 0:
            continue
        if hard:
            total += weight
        else:
            total += weight * overlap.width * overlap.height / max(1, rect.width * rect.height)
    return total


def least_covering(bounds: pygame.Rect, widths: list[int], pill_for: Callable[[int], pygame.Rect | None],
                   obstacles: list[Obstacle], near: tuple[int, int], step: int) -> tuple[int, pygame.Rect]:
    """(wrap width, pill) hiding least of `obstacles` inside `bounds`: each of `widths` (the
    pill's wrap width; `pill_for` gives its size, None where the message would be cut) tried
    on a grid `step` pixels apart, ties to the spot nearest `near`."""
    best: tuple[float, int, pygame.Rect] | None = None
    reach = max(1.0, float(bounds.width + bounds.height))
    for width in widths:
        box = pill_for(width)
        if box is None or box.width > bounds.width or box.height > bounds.height:
            continue
        xs = list(range(bounds.left, bounds.right - box.width + 1, step)) + [bounds.right - box.width]
        ys = list(range(bounds.top, bounds.bottom - box.height + 1, max(1, step // 2))) + [bounds.bottom - box.height]
        for y in ys:
            # Only what lies across this row of spots can be hidden from it.
            row = [o for o in obstacles if o[0].bottom > y and o[0].top < y + box.height]
            for x in xs:
                box.topleft = (x, y)
                total = cost(box, row)
                total += 0.5 * (abs(box.centerx - near[0]) + abs(box.centery - near[1])) / reach
                if best is None or total < best[0] - 1e-9:
                    best = (total, width, box.copy())
    if best is None:
        box = pill_for(widths[0]) or pygame.Rect(0, 0, bounds.width, bounds.height)
        box.midbottom = bounds.midbottom
        return widths[0], box
    return best[1], best[2]
