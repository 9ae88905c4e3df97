"""Following a Seagrass hint step by step never strands the player.

Playtest (hot seat, Seagrass): with Research Reef out of reach the hint said only "Take Research
Colony. Enter plays it step by step."; after that Enter the hint was gone and nine more Enters did
nothing, with no word. The same at the special turtle's extra Research Reef step, after a plan that
stopped at the colony's Confirm."""

from __future__ import annotations

import time

import pygame
import ui_harness as h

from seaboard.ai.easy import EasyBot
from seaboard.ai.hint import HintWorker
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.table_base import THINKING_ABOUT_A_HINT, TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable

# Seed 0, three players: the first turn's plan (three turtles, then the special turtle's extra
# Research Reef action with a crab face down).
PLAN = (PlaceCreature((3, 5), "turtle-2"), PlaceCreature((2, 5), "turtle-1"),
        PlaceCreature((1, 5), "turtle-special"), Confirm(), PlaceReefTile((5, 4), "crab-1"), Confirm())


def _only_colony_position(seed=23):
    """A three-player game (easy bots seeded by seat) played to the first turn whose only legal
    step is Research Colony (seed 23: seat 0, after 23 moves)."""
    game = Seagrass(3, seed, {})
    bots = [EasyBot(Seagrass, s, seed=s) for s in range(3)]
    while game.legal_moves() != [ChooseAction("colony")]:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return game


def _wait_for_hint(app, table):
    deadline = time.monotonic() + 30  # the hint thinks on a worker thread; the machine may be busy
    while table.hint_move is None and time.monotonic() < deadline:
        time.sleep(0.01)
        h.step(app)
    assert table.hint_move is not None


def test_a_hint_whose_only_legal_step_is_research_colony_plans_the_whole_turn_after_it():
    game = _only_colony_position()
    seat = game.current_player
    worker = HintWorker()
    worker.start(Seagrass, game.view(seat), game.legal_moves(), ["Ana", "Cleo", "Green bot"], seconds=0.2)
    deadline = time.monotonic() + 30
    while (hint := worker.poll()) is None and time.monotonic() < deadline:
        time.sleep(0.01)
    move, words, then = hint
    assert move == ChooseAction("colony")
    # The old hint stopped at the action: no tile, no space, and nothing for Enter after it.
    assert any(isinstance(step, PlaceCreature) for step in then) and Confirm() in then
    assert words.startswith("Take Research Colony: play ")
    trial = game.copy()
    for step in (move, *then):
        trial.apply(step)  # every step of the plan is one the real game takes


def test_enter_plays_a_hint_that_starts_with_the_only_action_through_its_whole_turn(open_app):
    app = open_app((1366, 768), animation_speed=0)
    game = _only_colony_position()
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", 3, seed=23, kinds=["human", "easy", "easy"]),
                                   game=game))
    h.step(app, 2)
    app.settings.bot_think_seconds = 0.2
    h.key(app, pygame.K_h)
    _wait_for_hint(app, table)
    steps = table.hint_steps()
    assert len(steps) > 2  # the action, its tiles and Confirm
    start = len(table.game.moves)
    for n in range(1, len(steps) + 1):
        h.key(app, pygame.K_RETURN, frames=2)
        h.run_for(app, 3.0)  # the hand-off wait before the Confirm that ends the turn
        assert table.game.moves[start:start + n] == steps[:n], f"Enter {n} did not play {steps[n - 1]}"


def test_when_a_followed_hint_runs_out_mid_turn_a_fresh_hint_is_thought_of_and_enter_plays_it(open_app):
    app = open_app((1024, 640), animation_speed=0)
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", 3, seed=0, kinds=["human", "medium", "easy"])))
    h.step(app, 2)
    app.settings.bot_think_seconds = 0.2
    # A plan that stops at the colony's Confirm (as one cut at a draw does): the special turtle's
    # extra Research Reef action comes after it, in the same turn.
    table.show_hint(ChooseAction("colony"), "Take Research Colony: ...", PLAN[:4])
    for _ in range(5):
        h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves == [ChooseAction("colony"), *PLAN[:4]]
    assert table.game.current_player == 0 and table.view().phase == "reef"
    assert table.message == THINKING_ABOUT_A_HINT  # the old table: no hint, no word
    _wait_for_hint(app, table)
    hinted = table.hint_move
    assert isinstance(hinted, PlaceReefTile)
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves == [ChooseAction("colony"), *PLAN[:4], hinted]


def test_an_enter_with_nothing_to_play_says_what_the_turn_needs_and_that_h_gives_a_hint(open_app):
    app = open_app((1024, 640), animation_speed=0)
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", 3, seed=0, kinds=["human", "medium", "easy"])))
    h.step(app, 2)
    for step in (ChooseAction("colony"), *PLAN[:4]):
        table.apply_move(step)  # played with no hint up
    h.step(app, 2)
    assert table.view().phase == "reef" and table.hint_move is None and not table.hint_worker.waiting
    table.show_message("")
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.message.endswith("Press H for a hint.")
    assert table.game.explain(Confirm()) in table.message  # the engine's word on what is missing
