"""Sea Scroll's table says the hint's reason after its steps (playtest: the hint said what, never why)."""

import pygame
import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.ai.hint import ENDS_GAME
from seaboard.ai.hint_seascroll import turn_reason
from seaboard.engine.seascroll.moves import Discard, TakeSchool


def _a_take_with_a_reason(app):
    """The table at the human's take, with a planned take and discard that have a reason."""
    table = open_table(app, ["human", "easy", "easy"], seed=3)
    h.key(app, pygame.K_d)
    h.step(app, 30)
    view = table.game.view(0)
    assert view.phase == "take"
    plans = []
    for take in (m for m in table.game.legal_moves() if isinstance(m, TakeSchool)):
        after = table.game.copy()
        after.apply(take)
        discard = next(m for m in after.legal_moves() if isinstance(m, Discard))
        why = turn_reason(view, [take, discard], table.names)
        if why:
            plans.append((take, discard, why))
    return table, *plans[0]


def test_the_tables_hint_says_its_steps_then_why(app):
    table, take, discard, why = _a_take_with_a_reason(app)
    table.show_hint(take, "Take a school; discard a fish.", (discard,))
    assert table.message == f"Hint: Take a school; discard a fish. {why}"


def test_the_hints_reason_comes_before_its_this_ends_the_game(app):
    table, take, discard, why = _a_take_with_a_reason(app)
    table.show_hint(take, f"Take a school; discard a fish. {ENDS_GAME}", (discard,))
    assert table.message == f"Hint: Take a school; discard a fish. {why} {ENDS_GAME}"
