"""The attract loop of `seaboard --demo`: it comes back after the screen is left alone, + and -
change its speed, its bots think for less when it is faster, and Sea Scroll's Reveal plays in it."""

from __future__ import annotations

import random

import pygame
import pytest
import ui_harness as h

from seaboard.ai.hard import HardBot
from seaboard.store.autosave import flush_autosaves, load_autosave
from seaboard.ui.scenes.demo import (
    COUNTDOWN_SECONDS,
    IDLE_SECONDS,
    TABLE_IDLE_SECONDS,
    AttractLoop,
    start_demo,
)
from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.scenes.table_base import TableScene, TableSetup
from seaboard.ui.tables import table_class


def _play_until(app, done, frames=600, dt=0.5):
    for _ in range(frames):
        if done():
            return True
        h.step(app, dt=dt)
    return done()


def _in_the_loop(app) -> bool:
    return isinstance(app.top, TableScene) and app.top.demo and app.top.demo_state.attract


def _started_with_demo(app, game="bloomingsea", speed=1.0):
    """As `seaboard --demo --game G --speed S` starts: the menu, the loop over it; the bots hold still."""
    app.bot_pace = 1e9
    app.attract_loop = AttractLoop(game, speed, last_input=app.time)
    app.push(MenuScene(app))
    return start_demo(app, game)


# -- 1. back to the loop after the screen is left alone ------------------------------------------


def test_the_menu_left_alone_counts_down_then_the_attract_loop_resumes_at_its_speed(app):
    _started_with_demo(app, speed=2.0)
    h.key(app, pygame.K_a)  # a customer leaves the loop...
    assert [type(s) for s in app.stack] == [MenuScene]
    h.run_for(app, IDLE_SECONDS - COUNTDOWN_SECONDS - 1, dt=0.5)  # ...and walks away
    with h.texts_drawn() as drawn:
        h.step(app)
    assert [type(s) for s in app.stack] == [MenuScene]
    assert not any("Demo resumes" in line for line in drawn)
    h.run_for(app, 2.0, dt=0.5)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any(line.startswith("Demo resumes in 9 s") and "touch anything to stay" in line for line in drawn)
    h.post_move((400, 300))  # someone touches the mouse: the menu stays
    h.run_for(app, COUNTDOWN_SECONDS + 1, dt=0.5)
    assert [type(s) for s in app.stack] == [MenuScene]
    h.run_for(app, IDLE_SECONDS, dt=0.5)
    assert _in_the_loop(app) and app.stack[0].__class__ is MenuScene and len(app.stack) == 2
    assert app.top.setup.game_id == "bloomingsea" and app.top.demo_state.speed == 2.0


def test_without_demo_the_menu_stays_however_long_it_is_left(app):
    app.push(MenuScene(app))
    h.run_for(app, TABLE_IDLE_SECONDS + 30, dt=1.0)
    assert [type(s) for s in app.stack] == [MenuScene]


def test_a_game_being_played_waits_longer_and_is_autosaved_before_the_loop_resumes(app):
    _started_with_demo(app)
    h.key(app, pygame.K_a)
    setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["human", "easy"])
    table = app.push(table_class("bloomingsea")(app, setup))
    moves = list(table.game.moves)
    h.run_for(app, IDLE_SECONDS + 30, dt=1.0)
    assert app.top is table  # a player may think a while
    h.run_for(app, TABLE_IDLE_SECONDS - IDLE_SECONDS, dt=1.0)
    assert _in_the_loop(app)
    flush_autosaves()
    saved = load_autosave()
    assert saved is not None and saved.game.moves == moves  # Continue still has it


# -- 2. the speed in the loop, and on the command line ----------------------------------------------


@pytest.mark.parametrize("faster, slower", [(pygame.K_PLUS, pygame.K_MINUS), (pygame.K_EQUALS, pygame.K_KP_MINUS),
                                            (pygame.K_KP_PLUS, pygame.K_MINUS)])
def test_plus_and_minus_change_the_loops_speed_and_say_it_any_other_key_leaves(app, faster, slower):
    table = _started_with_demo(app)
    h.key(app, faster)
    assert app.top is table and table.demo_state.speed == 2.0 and app.attract_loop.speed == 2.0
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Speed 2×" in drawn
    h.key(app, faster)
    h.key(app, faster)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Speed 4×" in drawn and "the fastest" in drawn
    h.key(app, slower)
    assert app.top is table and table.demo_state.speed == 2.0
    h.run_for(app, 2.5)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert not any(line.startswith("Speed ") for line in drawn)  # said for a moment
    h.key(app, pygame.K_SPACE)
    assert [type(s) for s in app.stack] == [MenuScene]


def test_a_shift_pressed_for_plus_neither_leaves_the_loop_nor_its_reveal_nor_its_results_card(app):
    # Playtest: on a US or UK keyboard "+" is Shift and =; the Shift came first, counted as any key,
    # and left the loop for the menu.
    from seaboard.ui.scenes.demo import attract_key

    table = _started_with_demo(app)
    h.key(app, pygame.K_LSHIFT)
    h.key(app, pygame.K_EQUALS, mod=pygame.KMOD_LSHIFT)
    assert app.top is table and table.demo_state.speed == 2.0
    shift = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RSHIFT, mod=0, unicode="")
    assert attract_key(shift) == 0  # (the Reveal's and the results card's answer too)
    assert attract_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")) is None
    h.key(app, pygame.K_a)
    assert [type(s) for s in app.stack] == [MenuScene]


def test_the_loops_speed_is_kept_from_one_game_to_the_next_and_set_on_its_results_card(app):
    app.push(MenuScene(app))
    app.attract_loop = AttractLoop("bloomingsea", 4.0, last_input=app.time)
    first = start_demo(app, "bloomingsea", rng=random.Random(5), players=2, levels=["easy", "easy"])
    assert first.demo_state.speed == 4.0
    assert _play_until(app, lambda: isinstance(app.top, ResultsScene))
    h.key(app, pygame.K_MINUS)
    assert isinstance(app.top, ResultsScene) and first.demo_state.speed == 2.0
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any(line.startswith("Next game in ") and "speed 2×" in line for line in drawn)
    assert _play_until(app, lambda: _in_the_loop(app) and app.top is not first, frames=100)
    assert app.top.demo_state.speed == 2.0


# -- 3. the bots' thinking in a demo -----------------------------------------------------------------


def test_a_demos_hard_bots_think_for_their_budget_divided_by_the_speed(app):
    table = start_demo(app, "seascroll", rng=random.Random(2), attract=False, players=2, levels=["hard", "hard"])
    full = HardBot(table.game_cls, 0, think_seconds=0.3).turn_units
    assert all(bot.bot.turn_units == full for bot in table.bots.values())
    table.set_demo_speed(4.0)
    assert all(bot.bot.turn_units == round(full / 4) for bot in table.bots.values())
    h.key(app, pygame.K_MINUS)
    h.key(app, pygame.K_MINUS)
    assert table.demo_state.speed == 1.0 and all(bot.bot.turn_units == full for bot in table.bots.values())
    fresh = start_demo(app, "seascroll", rng=random.Random(2), attract=False, players=2, levels=["hard", "hard"],
                       speed=0.5)
    assert all(bot.bot.turn_units == full * 2 for bot in fresh.bots.values())


def test_a_demos_bot_starts_thinking_before_the_pause_after_the_last_move_is_over(app):
    app.bot_pace = 5.0  # seconds between moves: the move is shown only after them
    table = start_demo(app, "bloomingsea", rng=random.Random(2), attract=False, players=2, levels=["easy", "easy"])
    bot = table.bots[table.game.current_player]
    h.step(app)
    assert not bot.idle  # asked at once...
    bot.wait(10)
    h.run_for(app, 1.0)
    assert table.game.moves == []  # ...but its move is played only after the pause


def test_a_game_with_a_human_asks_no_bot_ahead_of_its_turn(app):
    app.bot_pace = 5.0
    setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["easy", "human"])
    table = app.push(table_class("bloomingsea")(app, setup))
    h.step(app)
    assert table.bots[0].idle  # (a human could still undo: the bot waits for its turn's pause)


# -- 4. Sea Scroll's Reveal in a demo ----------------------------------------------------------------


def test_the_attract_loop_plays_the_reveal_then_its_results_card_by_itself(app):
    from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

    app.push(MenuScene(app))
    table = start_demo(app, "seascroll", rng=random.Random(3), players=2, levels=["easy", "easy"])
    assert _play_until(app, lambda: isinstance(app.top, RevealScene))
    reveal = app.top
    h.key(app, pygame.K_PLUS)  # the speed, not the way out
    assert app.top is reveal and table.demo_state.speed == 2.0
    assert _play_until(app, lambda: app.top is not reveal, frames=60)
    assert isinstance(app.top, ResultsScene) and app.top.attract_left is not None


def test_a_watched_demos_reveal_moves_on_to_the_results_without_a_click(app):
    from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults
    from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

    app.push(MenuScene(app))
    start_demo(app, "seascroll", rng=random.Random(3), attract=False, players=2, levels=["easy", "easy"])
    assert _play_until(app, lambda: isinstance(app.top, RevealScene))
    reveal = app.top
    h.run_for(app, 3.0, dt=0.1)
    assert app.top is reveal  # played at the demo's pace, not skipped
    assert _play_until(app, lambda: isinstance(app.top, SeaScrollResults), frames=60, dt=0.5)


def test_a_demos_log_and_caption_say_who_wins_only_once_the_reveal_has_played(app):
    # Playtest: at the Reveal's third species the caption beside it (and the log's edge) already
    # said "Orange bot wins. 39, Blue bot 19."
    from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

    app.push(MenuScene(app))
    table = start_demo(app, "seascroll", rng=random.Random(3), attract=False, players=2, levels=["easy", "easy"])
    assert _play_until(app, lambda: isinstance(app.top, RevealScene))
    reveal = app.top

    def says_the_winner() -> bool:
        lines = [entry.text for entry in table.log_panel.entries]
        return any(" wins" in text for text in lines) or " wins" in table.demo_state.caption

    h.step(app, 3)
    assert not reveal.finished and not says_the_winner()
    assert _play_until(app, lambda: reveal.finished, frames=200, dt=0.1)
    assert says_the_winner()


def test_a_played_games_reveal_still_waits_for_see_the_results(app):
    from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

    setup = TableSetup.default("seascroll", 2, seed=3, kinds=["easy", "easy"])
    table = app.push(table_class("seascroll")(app, setup))
    app.bot_pace = 0
    assert _play_until(app, lambda: isinstance(app.top, RevealScene))
    reveal = app.top
    h.run_for(app, 60.0, dt=0.5)
    assert app.top is reveal and reveal.finished and table.results_shown


@pytest.mark.parametrize("game", ["seagrass", "seascroll", "bloomingsea"])
def test_a_demos_animations_follow_its_speed_and_the_speed_stays_with_the_demo(app, game):
    # Playtest: at 4x the tiles and cards still glided at 1x, so a 4x Blooming Sea demo played at
    # about 1.4x its 1x pace.
    from seaboard.ui.anim import tween

    app.bot_pace = 1e9
    table = start_demo(app, game, rng=random.Random(2), attract=False, players=2, levels=["easy", "easy"])
    h.step(app)
    assert tween.speed() == app.settings.animation_speed
    table.set_demo_speed(4.0)
    h.step(app)
    assert tween.speed() == 4.0 * app.settings.animation_speed
    if game == "bloomingsea":
        assert table.speed() == tween.speed()  # its own effects (points, fish) too
    app.pop()
    assert tween.speed() == app.settings.animation_speed  # the next screen animates as Settings say
