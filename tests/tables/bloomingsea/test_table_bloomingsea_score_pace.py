"""The log, the players panel and the track agree (playtest, a Board Game Arena veteran: the log
said "Purple bot +7 for the fish" and the header "Your turn" while the panel showed the old score
for up to 4 s). A line that gives points reaches the log as its points reach the total; the track's
marker follows within a short walk; "Your turn" waits for the bot's points to land."""

import random

import pygame
import pytest
import ui_harness as h
from bs_table_helpers import fish_game, make_table

from seaboard.engine.core import Scored
from seaboard.ui.scenes.demo import start_demo

MARKER_WALK = 0.5  # seconds a marker may trail its total: a short walk, not a wait


class Watch:
    """Notes each move's events as the table records them, and checks every frame that the
    points its log lines have said so far are the points the panel shows."""

    def __init__(self, table):
        self.table = table
        self.events, self.log_before, self.base = [], 0, None
        self.lagging = 0.0  # how long the markers have trailed the totals
        self.longest_lag = 0.0
        record = table.record

        def spy(events):
            self.events, self.log_before = list(events), len(table.log)
            now = list(table.game.view(None).scores)
            for e in events:
                if isinstance(e, Scored):
                    now[e.seat] -= e.points
            self.base = now
            record(events)

        table.record = spy

    def check(self, dt=h.DT):
        table = self.table
        if self.base is None:
            return
        said = list(self.base)
        for e in self.events[:len(table.log) - self.log_before]:
            if isinstance(e, Scored):
                said[e.seat] += e.points
        assert table.shown_scores == said, (table.log[self.log_before:], table.shown_scores, said)
        if table.markers != [float(s) for s in table.shown_scores]:
            self.lagging += dt
            self.longest_lag = max(self.longest_lag, self.lagging)
        else:
            self.lagging = 0.0


def fish_table(open_app, mover_kind, other_kind):
    """A table (animations at 1x) just before a move that wins a fish, its mover of `mover_kind`."""
    app = open_app((1280, 800), animation_speed=1.0)
    game, move = fish_game()
    kinds = [mover_kind if seat == game.current_player else other_kind for seat in range(2)]
    app.bot_pace = 1e9  # the bots wait: the test plays the move
    table = make_table(app, kinds, game=game)
    h.step(app, 2)
    return app, table, move


@pytest.mark.parametrize("kinds", [("easy", "human"), ("human", "human"), ("easy", "easy")],
                         ids=["bot-then-human", "hot-seat", "bots"])
def test_a_points_line_reaches_the_log_as_its_points_reach_the_total(open_app, kinds):
    app, table, move = fish_table(open_app, *kinds)
    watch = Watch(table)
    table.apply_move(move)
    for _ in range(int(5.0 / h.DT)):
        watch.check()
        h.step(app)
    watch.check()
    assert any("for the fish" in line for line in table.log[watch.log_before:])  # it did come
    assert table.shown_scores == list(table.game.view(None).scores)
    assert watch.longest_lag <= MARKER_WALK


def test_the_fish_points_line_waits_for_the_token_to_land(open_app):
    app, table, move = fish_table(open_app, "easy", "human")
    before = len(table.log)
    table.apply_move(move)
    h.step(app, 3)
    new = table.log[before:]
    assert any("places a tile" in line for line in new)  # the tile is on the board: said at once
    assert not any("for the fish" in line for line in new)
    h.run_for(app, 5.0)
    assert any("for the fish" in line for line in table.log[before:])


def test_your_turn_comes_only_once_the_bots_points_have_landed(open_app):
    app, table, move = fish_table(open_app, "easy", "human")
    table.apply_move(move)
    seen_turn = False
    for _ in range(int(5.0 / h.DT)):
        h.step(app)
        with h.texts_drawn() as drawn:
            app.draw()
        if any(line.startswith("Your turn") for line in drawn):
            seen_turn = True
            assert table.shown_scores == list(table.game.view(None).scores)
            assert table.markers == [float(s) for s in table.shown_scores]
        else:
            assert not seen_turn or table.banner is None
    assert seen_turn
    assert table.status_line().startswith("Your turn")


def test_a_key_while_the_bots_points_land_lands_them_at_once(open_app):
    app, table, move = fish_table(open_app, "easy", "human")
    before = len(table.log)
    table.apply_move(move)
    h.step(app, 3)
    bot = table.names[1 - table.viewer]
    assert table.status_line() == f"{bot} is thinking…"  # its points are on their way: nothing to place yet
    h.key(app, pygame.K_RIGHT)  # the keyboard cursor: the player gets on with the turn
    assert table.shown_scores == list(table.game.view(None).scores)
    assert table.markers == [float(s) for s in table.shown_scores]
    assert any("for the fish" in line for line in table.log[before:])
    assert table.status_line().startswith("Your turn")


def test_a_demos_log_keeps_pace_with_its_scores(open_app):
    app = open_app((1280, 800), animation_speed=1.0)
    table = start_demo(app, "bloomingsea", rng=random.Random(4), attract=False, players=2, levels=["easy"])
    watch = Watch(table)
    scored = 0
    for _ in range(int(40.0 / h.DT)):
        h.step(app)
        watch.check()
        if app.top is not table:
            break
        scored = max(scored, sum(table.shown_scores))
        if scored >= 10:
            break
    assert scored >= 10
    assert watch.longest_lag <= MARKER_WALK
