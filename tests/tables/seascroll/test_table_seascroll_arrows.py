"""Sea Scroll's arrows walk one row of cards (the reef's schools, the hand) and stop at its ends."""

import pygame
import ui_harness as h
from seascroll_table_helpers import focus_spot, open_table

from seaboard.engine.seascroll.moves import SkipTake, TakeSchool
from seaboard.ui.tables.seascroll import HAND, SCHOOL


def _at_my_take(app):
    table = open_table(app, ["human", "easy", "easy"], seed=3)
    h.key(app, pygame.K_d)
    h.step(app, 30)
    assert table.game.view(0).phase == "take" and len(table.game.view(0).reef) >= 2
    return table


def test_left_on_the_leftmost_school_stays_there_and_enter_takes_that_school_not_none(app):
    # Playtest: Left wrapped to "Take no school" and the next Enter took no school.
    table = _at_my_take(app)
    focus_spot(app, table, (SCHOOL, 0))
    h.key(app, pygame.K_LEFT)
    h.key(app, pygame.K_UP)
    assert table.focus.focused.key == (SCHOOL, 0)
    h.key(app, pygame.K_RETURN)
    h.step(app, 30)
    assert table.game.moves[-1] == TakeSchool(0)
    assert SkipTake() not in table.game.moves


def test_right_walks_the_schools_and_stays_on_the_last_one(app):
    table = _at_my_take(app)
    last = len(table.game.view(0).reef) - 1
    focus_spot(app, table, (SCHOOL, 0))
    for _ in range(last + 3):
        h.key(app, pygame.K_RIGHT)
    assert table.focus.focused.key == (SCHOOL, last)
    h.key(app, pygame.K_LEFT)
    assert table.focus.focused.key == (SCHOOL, last - 1)


def test_arrows_at_the_ends_of_the_hand_stay_in_the_hand(app):
    table = _at_my_take(app)
    h.key(app, pygame.K_s)
    h.step(app, 30)
    row = [s.key for s in table.spots if s.key[0] == HAND]
    focus_spot(app, table, row[0])
    h.key(app, pygame.K_LEFT)
    assert table.focus.focused.key == row[0]
    focus_spot(app, table, row[-1])
    h.key(app, pygame.K_RIGHT)
    h.key(app, pygame.K_DOWN)
    assert table.focus.focused.key == row[-1]
