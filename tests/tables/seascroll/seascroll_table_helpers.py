"""Playing the Sea Scroll table through synthetic input only.

The helpers read the table's view and layout to decide where to click, then
post real mouse/keyboard events; they never call submit() or apply().
"""

from __future__ import annotations

import random

import pygame
import ui_harness as h

from seaboard.engine.seascroll.moves import Discard, TakeSchool
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable


def open_table(app, kinds, seed=3, options=None) -> SeaScrollTable:
    setup = TableSetup.default("seascroll", len(kinds), seed=seed, options=options or {}, kinds=kinds)
    table = app.push(SeaScrollTable(app, setup))
    h.step(app)
    return table


def lift_curtain(app) -> bool:
    if isinstance(app.top, HandoffScene):
        h.key(app, pygame.K_RETURN)
        return True
    return False


def centre(rect) -> tuple[int, int]:
    return (rect.centerx, rect.centery)


def play_step_by_mouse(app, table, rng: random.Random) -> None:
    """One step of the seat to act, by mouse (clicks and drags)."""
    seat = table.viewer
    view = table.game.view(seat)
    lay = table.lay
    legal = table.game.legal_moves_for(seat)
    if view.phase == "draw":
        h.click(app, centre(lay.ocean))
    elif view.phase == "take":
        takes = [m for m in legal if isinstance(m, TakeSchool)]
        if takes and rng.random() < 0.5:
            move = rng.choice(takes)
            start = lay.top_card(lay.schools[move.school], lay.reef_card_w).center
            h.drag(app, h.line(start, centre(lay.habitat_area)))
        else:
            h.click_button(app, "Take no school")
    elif view.phase == "discard":
        move = rng.choice([m for m in legal if isinstance(m, Discard)])
        start = lay.hand_top(move.species).center
        end = centre(lay.schools[move.school]) if move.school is not None else centre(lay.new_school)
        if rng.random() < 0.3:
            h.click(app, start)  # click the card, then click where it goes
            h.click(app, end)
        else:
            h.drag(app, h.line(start, end))
        h.step(app)
        if table.pending is not None:  # at a real pace the discard waits a moment: Keep keeps it
            h.click(app, table.keep_button.rect.center)
    h.step(app, 2)


def play_step_by_keyboard(app, table, rng: random.Random) -> None:
    """One step of the seat to act, by keyboard only."""
    seat = table.viewer
    view = table.game.view(seat)
    legal = table.game.legal_moves_for(seat)
    if view.phase == "draw":
        h.key(app, pygame.K_d)
    elif view.phase == "take":
        takes = [m for m in legal if isinstance(m, TakeSchool)]
        if takes and rng.random() < 0.5:
            focus_spot(app, table, ("school", rng.choice(takes).school))
            h.key(app, pygame.K_RETURN)
        else:
            h.key(app, pygame.K_s)
    elif view.phase == "discard":
        move = rng.choice([m for m in legal if isinstance(m, Discard)])
        focus_spot(app, table, ("hand", move.species))
        h.key(app, pygame.K_RETURN)
        if table.pending_species is not None:
            focus_spot(app, table, ("school", move.school))
            h.key(app, pygame.K_RETURN)
        if table.pending is not None:  # at a real pace the discard waits a moment: Enter keeps it
            h.key(app, pygame.K_RETURN)
    h.step(app, 2)


def focus_spot(app, table, key) -> None:
    """Press Tab until the keyboard focus is on the card or school `key`."""
    for _ in range(60):
        focused = table.focus.focused
        if getattr(focused, "key", None) == key:
            return
        h.key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {key}")
