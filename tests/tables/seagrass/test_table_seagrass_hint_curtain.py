"""H pressed on the hand-off curtain, then Enter tapped through the turn (Seagrass, hot seat).

Playtest (2 humans + Medium bot, scripted keys: H, 5 s, then Enter every second): twice in about
30 hinted turns Research Colony was taken and "Play at least one creature tile first. Press H for
a hint." came up. Both times the turn began behind the curtain: the curtain dropped the H (too
soon after the last turn's keys, and it had no use for an H anyway), so no hint was thought about,
and the second Enter pressed the focused Research Colony. The H on a curtain is the hint of the
player behind it: it is thought about as the curtain lifts, and the Enters wait for it."""

from __future__ import annotations

import time

import pygame
import pytest
import ui_harness as h

from seaboard.ui.app import CURTAIN_KEY_SETTLE, CURTAIN_SETTLE
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.table_base import STILL_THINKING, TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable


def _curtained_table(open_app):
    app = open_app((1024, 640), animation_speed=0, bot_think_seconds=0.2)
    app.curtain_settle, app.curtain_key_settle = CURTAIN_SETTLE, CURTAIN_KEY_SETTLE  # as in a window
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", 3, seed=3,
                                                           kinds=["human", "human", "medium"])))
    h.step(app, 2)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 0
    return app, table


@pytest.mark.parametrize("too_soon", [False, True], ids=["after a rest", "too soon"])
def test_h_on_the_curtain_asks_the_hint_and_the_enters_after_the_lift_follow_it(open_app, too_soon):
    app, table = _curtained_table(open_app)
    curtain = app.top
    h.run_for(app, 0.5 if too_soon else CURTAIN_KEY_SETTLE + 0.1)
    if too_soon:
        h.key(app, pygame.K_x)  # (the last turn's keys: the H comes before the keyboard has rested)
        h.run_for(app, 1.5)
    h.key(app, pygame.K_h)
    assert app.top is curtain and table.hint_move is None  # nothing shows before the lift
    assert "hint" in curtain.footer().lower() or too_soon  # (too soon says that first)
    h.run_for(app, 5.0)
    h.key(app, pygame.K_RETURN)  # lifts it
    assert app.top is table and table.viewer == 0
    assert table.hint_worker.waiting or table.hint_move is not None  # the old curtain had dropped the H
    h.key(app, pygame.K_RETURN)  # a second later, as in the playtest: the hint may not be ready
    if table.hint_worker.waiting:
        assert table.game.moves == [] and table.message == STILL_THINKING
    deadline = time.monotonic() + 30  # the hint thinks on a worker thread; the machine may be busy
    while table.hint_move is None and not table.game.moves and time.monotonic() < deadline:
        time.sleep(0.01)
        h.step(app)
    plan = [table.hint_move, *table.hint_then] if table.hint_move is not None else None
    for _ in range(12):
        if table.game.current_player != 0:
            break
        h.key(app, pygame.K_RETURN, frames=2)
        assert "Play at least one creature tile first" not in table.message
    assert table.game.current_player != 0, "Enter stopped halfway through the turn"
    if plan is not None:
        assert table.game.moves[:len(plan)] == plan  # each Enter played the hint's next step

