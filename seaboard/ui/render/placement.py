"""Where a message (a hint, a refusal) goes on a table: wherever it hides least.

Each table lists what a message may cover as obstacles (rect, weight, hard): a hard one (a
card's name, a fish, the tile the hint shows) costs its whole weight once touched, half a name
being no name; a soft one costs its weight by the share of it hidden. Sea Scroll, Blooming Sea
and Seagrass each choose their candidate spots; the cost is one.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

Obstacle = tuple[pygame.Rect, float, bool]  # rect, weight, hard


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
