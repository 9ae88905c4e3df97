"""Sea Scroll layout: the reef's schools sit centred, in as few rows as reads well, never overlapping."""

import itertools

import pygame
import pytest

from seaboard.engine.seascroll import SeaScroll
from seaboard.ui.tables.seascroll_parts import layout

BOARD = pygame.Rect(16, 72, 932, 712)  # the table's board rect at 1280x800


def reef_layout(reef, players=4, board=BOARD, scale=1.0):
    game = SeaScroll(players, seed=3)
    game.reef = list(reef)
    return layout.compute(board, scale, game.view(0), 0)


def test_a_lone_new_school_slot_does_not_push_the_reef_onto_two_rows():
    lay = reef_layout([(4, 1), (5, 1), (6, 1), (7, 2), (8, 1), (9, 1), (12, 1)])
    tops = {r.top for r in lay.schools}
    assert len(tops) == 1  # one row of schools
    area = lay.reef_area
    centre_y = lay.schools[0].centery
    assert abs(centre_y - (area.top + 26 + area.bottom) / 2) < 20  # about the middle of the water (below its caption)


@pytest.mark.parametrize("count", [1, 3, 6, 9, 12])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_reef_schools_never_overlap_and_stay_in_the_reef(count, size):
    scale = min(size[0] / 1280, size[1] / 800)
    board = pygame.Rect(16, 72, round(size[0] * 0.73), size[1] - 88)
    reef = [(4 + i % 9, 1 + i % 5) for i in range(count)]
    lay = reef_layout(reef, board=board, scale=scale)
    rects = lay.schools + [lay.new_school]
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    for r in rects:
        assert lay.reef_area.contains(r)


def test_a_few_schools_are_centred_left_to_right():
    lay = reef_layout([(4, 1), (5, 1), (6, 1)])
    left = lay.schools[0].left - lay.reef_area.left
    right = lay.reef_area.right - lay.schools[-1].right
    assert abs(left - right) < 30
