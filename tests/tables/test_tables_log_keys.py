"""The game log is read from the keyboard too: Page Up / Page Down scroll it, Home / End go to its
first and newest line, at every game's table (playtest: a keyboard-only player could read only the
last few entries)."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea import BloomingSeaTable
from seaboard.ui.tables.seagrass import SeagrassTable
from seaboard.ui.tables.seascroll import SeaScrollTable

GAMES = [(SeagrassTable, "seagrass"), (SeaScrollTable, "seascroll"), (BloomingSeaTable, "bloomingsea")]


@pytest.mark.parametrize("table_cls, game_id", GAMES)
def test_page_up_page_down_home_and_end_scroll_the_game_log_at_every_table(open_app, table_cls, game_id):
    app = open_app((1024, 640), animation_speed=0)
    setup = TableSetup.default(game_id, 2, seed=1, kinds=["human", "easy"])
    table = app.push(table_cls(app, setup))
    h.step(app, 2)
    log = table.log_panel
    for n in range(60):
        log.add(f"Entry number {n} of a long game.", n % 2)
    assert log.max_scroll > 2 * log.body.height
    h.key(app, pygame.K_PAGEUP)
    assert 0 < log.scroll < log.max_scroll
    first_page = log.scroll
    h.key(app, pygame.K_PAGEUP)
    assert log.scroll > first_page
    h.key(app, pygame.K_PAGEDOWN)
    assert log.scroll == pytest.approx(first_page)
    h.key(app, pygame.K_HOME)
    assert log.scroll == log.max_scroll  # the first entry
    assert log.shown_lines()[0][0] is log.entries[0]
    h.key(app, pygame.K_END)
    assert log.following
