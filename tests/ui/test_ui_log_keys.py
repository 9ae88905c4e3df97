"""Keyboard-only play after the game: the log scrolls on View board and in the replay, the
replay's speed follows + and −, and the cards that come up act on their first key."""

from __future__ import annotations

import pygame
import ui_harness as h

from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.pause import PauseScene
from seaboard.ui.scenes.picker import PickerScene
from seaboard.ui.scenes.replay import SPEEDS, ReplayScene
from seaboard.ui.scenes.results import FinalBoardScene, ResultsScene
from seaboard.ui.scenes.settings import SettingsScene
from seaboard.ui.scenes.setup import SetupScene


def _results(app):
    from test_ui_keyboard_path import _results_with_settle

    return _results_with_settle(app, settle=0.0)


def _long_log(log):
    for n in range(80):
        log.add(f"Entry number {n} of a long game.", n % 2)
    assert log.max_scroll > 2 * log.body.height


def test_page_up_and_home_scroll_the_game_log_on_view_board(app):
    # Playtest: on View board only "Back to results" took keys; the secret scores scrolled out of sight.
    table, results = _results(app)
    _long_log(table.log_panel)
    h.click_button(app, "View board")
    assert isinstance(app.top, FinalBoardScene)
    h.key(app, pygame.K_PAGEUP)
    assert table.log_panel.scroll > 0
    h.key(app, pygame.K_HOME)
    assert table.log_panel.scroll == table.log_panel.max_scroll
    h.key(app, pygame.K_END)
    assert table.log_panel.following
    assert isinstance(app.top, FinalBoardScene)  # none of them left the board


def _replay(app) -> ReplayScene:
    table, results = _results(app)
    h.click_button(app, "Watch replay")
    replay = app.top
    assert isinstance(replay, ReplayScene)
    return replay


def test_shift_with_page_up_or_home_scrolls_the_replays_game_log_while_the_bare_keys_go_through_turns(app):
    replay = _replay(app)
    h.key(app, pygame.K_END)  # the final position: the whole log
    _long_log(replay.log_panel)
    at = replay.replay.index
    h.key(app, pygame.K_PAGEUP, mod=pygame.KMOD_SHIFT)
    assert replay.log_panel.scroll > 0 and replay.replay.index == at
    h.key(app, pygame.K_HOME, mod=pygame.KMOD_SHIFT)
    assert replay.log_panel.scroll == replay.log_panel.max_scroll and replay.replay.index == at
    h.key(app, pygame.K_END, mod=pygame.KMOD_SHIFT)
    assert replay.log_panel.following and replay.replay.index == at
    h.key(app, pygame.K_HOME)  # bare: the start of the game, as before
    assert replay.replay.index == 0


def test_plus_and_minus_change_the_replays_speed_and_stop_at_the_ends(app):
    # Playtest: + and − did nothing in the replay (they change the demo's speed), and its card named no key.
    replay = _replay(app)
    start = SPEEDS[replay.speed_index]
    h.key(app, pygame.K_EQUALS, unicode="=")
    assert SPEEDS[replay.speed_index] > start
    assert replay.speed_button.label.endswith(f"{SPEEDS[replay.speed_index]:g}×")
    for _ in range(len(SPEEDS) + 1):
        h.key(app, pygame.K_KP_PLUS)
    assert replay.speed_index == len(SPEEDS) - 1  # no wrap round to the slowest
    for _ in range(len(SPEEDS) + 1):
        h.key(app, pygame.K_MINUS, unicode="-")
    assert replay.speed_index == 0


def test_the_replays_results_card_goes_back_to_the_replay_on_its_first_enter(app):
    # Playtest: its first Enter only showed the focus ring on "Back to replay".
    replay = _replay(app)
    h.key(app, pygame.K_END)
    h.key(app, pygame.K_r)
    assert isinstance(app.top, ResultsScene)
    h.key(app, pygame.K_RETURN)
    assert app.top is replay


def test_the_results_card_opens_with_its_default_seen_focused_and_the_right_arrow_stops_at_main_menu(app):
    # Playtest (Sea Scroll): Right x3 aimed at Main menu went round to Play again; Enter started a game.
    table, results = _results(app)
    assert results.focus.focused is results.board_button and results.focus.keyboard_used
    for _ in range(len(results.row_buttons()) + 2):
        h.key(app, pygame.K_RIGHT)
    assert results.focus.focused is results.menu
    h.key(app, pygame.K_RETURN)
    assert [type(s) for s in app.stack] == [MenuScene]


def test_settings_choose_a_game_and_the_pause_menu_open_with_a_focus_their_first_key_moves(app):
    # Playtest: each opened with its focus hidden, and the first Down only showed it.
    menu = app.push(MenuScene(app))
    h.step(app)
    for scene in (PickerScene(app), SettingsScene(app)):
        app.push(scene)
        h.step(app)
        first = scene.focus.focused
        assert first is not None and scene.focus.keyboard_used
        h.key(app, pygame.K_DOWN)
        assert scene.focus.focused is not first
        app.pop()
    assert app.top is menu
    app.push(SetupScene(app, "pebbles", seed=2))
    h.key(app, pygame.K_RETURN)
    table = app.top
    h.key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.focus.keyboard_used
    assert pause.focus.focused.label == "Resume"
    h.key(app, pygame.K_DOWN)
    assert pause.focus.focused is pause.buttons[1]
    h.key(app, pygame.K_UP)
    h.key(app, pygame.K_RETURN)  # Resume
    assert app.top is table


def test_page_up_scrolls_the_game_log_beside_the_results_card_and_its_default_is_the_cream_button(app):
    # Playtest: the log beside the card did not move by keys; and a cream Play again beside a focused
    # View board left the player guessing which one Enter would press.
    table, results = _results(app)
    log = table.log_panel
    _long_log(log)
    log.jump_to_newest()
    h.key(app, pygame.K_PAGEUP)
    assert log.scroll > 0 and app.top is results
    assert results.focus.focused is results.board_button and results.board_button.style == "primary"
    assert results.again.style != "primary"
