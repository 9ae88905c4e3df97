"""A player without a mouse: the whole shell by Tab, arrows, Enter and Escape."""

import pygame
import ui_harness as h

from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.pause import PauseScene
from seaboard.ui.scenes.picker import PickerScene
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.scenes.rules import RulesScene
from seaboard.ui.scenes.settings import SettingsScene
from seaboard.ui.scenes.setup import SetupScene


def _focus(scene, label):
    """Press Down until the button `label` has focus (at most one lap)."""
    for _ in range(len(scene.focus.widgets) + 2):
        if getattr(scene.focus.focused, "label", None) == label and scene.focus.keyboard_used:
            return
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
        scene.app.step(h.DT)
    raise AssertionError(f"{label!r} never took focus")


def test_keyboard_only_from_the_menu_to_a_game_its_pause_screens_and_back(app):
    app.push(MenuScene(app))
    h.key(app, pygame.K_RETURN)  # New game has focus from the start
    picker = app.top
    assert isinstance(picker, PickerScene)
    h.key(app, pygame.K_RETURN)  # the first game
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.focus.focused is setup.start_button
    h.key(app, pygame.K_TAB)  # the first Tab shows where the focus is, and skips nothing
    assert setup.focus.focused is setup.start_button and setup.focus.keyboard_used
    h.key(app, pygame.K_TAB)  # Tab wraps round to the first control: the player count
    assert setup.focus.focused is setup.player_choice
    h.key(app, pygame.K_RIGHT)
    assert setup.players == setup.cls.min_players + 1
    h.key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back to Start game
    h.key(app, pygame.K_RETURN)
    table = app.top
    assert [type(s) for s in app.stack][0] is MenuScene and table.game.players == setup.players
    h.key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    _focus(pause, "Rules")
    h.key(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    h.key(app, pygame.K_ESCAPE)
    assert app.top is pause
    _focus(pause, "Settings")
    h.key(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    h.key(app, pygame.K_ESCAPE)
    assert app.top is pause
    h.key(app, pygame.K_ESCAPE)  # Escape on the pause resumes
    assert app.top is table
    h.key(app, pygame.K_ESCAPE)
    _focus(app.top, "Quit to menu")
    h.key(app, pygame.K_RETURN)
    assert [type(s) for s in app.stack] == [MenuScene]


def test_keyboard_only_results_play_again_and_main_menu(app):
    from test_ui_flow import play_pebbles_by_clicking

    app.push(MenuScene(app))
    app.push(SetupScene(app, "pebbles", seed=2))
    h.key(app, pygame.K_RETURN)  # Start game has focus
    table = app.top
    play_pebbles_by_clicking(app, table)
    results = app.top
    assert isinstance(results, ResultsScene) and results.focus.focused is results.board_button
    assert results.focus.keyboard_used  # View board, which loses nothing, is seen focused from the start
    h.key(app, pygame.K_LEFT)
    h.key(app, pygame.K_LEFT)
    assert results.focus.focused is results.again
    h.key(app, pygame.K_RETURN)  # (headless: no settling) Enter presses it
    fresh = app.top
    assert fresh is not table and not fresh.game.is_over
    play_pebbles_by_clicking(app, fresh)
    _focus(app.top, "Main menu")
    h.key(app, pygame.K_RETURN)
    assert [type(s) for s in app.stack] == [MenuScene]


def test_view_board_lifts_the_results_card_and_enter_or_escape_brings_it_back(app):
    from seaboard.ui.scenes.results import FinalBoardScene

    table, results = _results_with_settle(app, settle=0.0)
    for size in ((1024, 640), (1920, 1080)):  # four buttons in a row, inside the card
        app.resize(size)
        assert all(results.panel.contains(b.rect) for b in results.row_buttons())
    h.click_button(app, "View board")
    assert isinstance(app.top, FinalBoardScene) and app.stack[-2] is table  # the board, no card over it
    h.key(app, pygame.K_ESCAPE)  # Escape goes back to the card, not to the menu
    assert app.top is results
    _focus(results, "View board")
    h.key(app, pygame.K_RETURN)
    assert isinstance(app.top, FinalBoardScene)
    h.key(app, pygame.K_RETURN)
    assert app.top is results
    h.click_button(app, "View board")
    h.click_button(app, "Back to results")
    assert app.top is results and [type(s) for s in app.stack][:1] == [MenuScene]


def test_the_first_tab_or_arrow_on_a_menu_shows_the_first_button_instead_of_skipping_it(app):
    menu = app.push(MenuScene(app))
    h.step(app)
    first = menu.focus.focused
    assert first is not None and not menu.focus.keyboard_used  # nothing drawn as focused yet
    for key in (pygame.K_TAB, pygame.K_DOWN):
        menu.focus.keyboard_used = False
        h.key(app, key)
        assert menu.focus.focused is first and menu.focus.keyboard_used
    h.key(app, pygame.K_TAB)
    assert menu.focus.focused is not first  # once shown, Tab moves on


def test_the_first_tab_from_a_clicked_name_field_moves_on_at_once(app):
    # A text field always shows its focus (its caret): nothing to reveal, so Tab must not be eaten.
    setup = app.push(SetupScene(app, "seagrass"))
    h.step(app)
    field = setup.name_fields[0]
    h.click(app, field.rect.center)
    assert setup.focus.focused is field
    h.key(app, pygame.K_TAB)
    assert setup.focus.focused is not field


def test_an_enter_held_as_the_results_come_up_never_starts_a_new_game(app, monkeypatch):
    # Its repeats came 40 ms apart: the first showed the focus, the second pressed Play again.
    from test_ui_flow import play_pebbles_by_clicking

    app.push(MenuScene(app))
    app.push(SetupScene(app, "pebbles", seed=2))
    h.key(app, pygame.K_RETURN)
    table = app.top
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
    play_pebbles_by_clicking(app, table)
    results = app.top
    assert isinstance(results, ResultsScene)
    for _ in range(3):
        h.post_key_down(pygame.K_RETURN)  # the held key repeating
        h.step(app)
    assert app.top is results
    h.post_key_up(pygame.K_RETURN)
    h.step(app)
    held.clear()
    h.key(app, pygame.K_RETURN)  # pressed afresh: Play again
    assert app.top is not results


def _results_with_settle(app, settle=1.0):
    """A finished pebbles game's results card, with a window's settle time (headless has none: 0)."""
    from test_ui_flow import play_pebbles_by_clicking

    app.results_settle = settle
    app.push(MenuScene(app))
    app.push(SetupScene(app, "pebbles", seed=2))
    h.key(app, pygame.K_RETURN)
    table = app.top
    play_pebbles_by_clicking(app, table)
    results = app.top
    assert isinstance(results, ResultsScene)
    return table, results


def test_enters_tapped_as_the_results_come_up_neither_show_the_focus_nor_start_a_new_game(app):
    # Playtest: two Enters meant for the table (keep a tile, follow a hint) went on into the card as it
    # came up: the first showed the focus, the second pressed Play again. The results were lost.
    table, results = _results_with_settle(app)
    for _ in range(4):  # taps 0.5 s apart: the keyboard never goes quiet, the card waits on
        h.key(app, pygame.K_RETURN)
        h.run_for(app, 0.5)
    assert app.top is results
    h.run_for(app, 1.1)  # quiet for a moment: now keys are the player's for the card
    h.key(app, pygame.K_RETURN)  # View board, seen focused from the start, is pressed
    from seaboard.ui.scenes.results import FinalBoardScene

    assert isinstance(app.top, FinalBoardScene)


def test_a_click_on_the_results_buttons_and_escape_act_at_once(app):
    table, results = _results_with_settle(app)
    h.click_button(app, "Play again")  # no settling for the mouse
    assert app.top is not results and app.top is not table
    app.reset(MenuScene(app))
    table, results = _results_with_settle(app)
    h.key(app, pygame.K_ESCAPE)  # Escape keeps its meaning: the main menu, at once
    assert [type(s) for s in app.stack] == [MenuScene]


def test_an_enter_that_brings_the_card_back_from_view_board_does_not_press_play_again(app):
    from seaboard.ui.scenes.results import FinalBoardScene

    table, results = _results_with_settle(app)
    h.click_button(app, "View board")
    assert isinstance(app.top, FinalBoardScene)
    h.key(app, pygame.K_RETURN)  # back to the card
    assert app.top is results
    h.key(app, pygame.K_RETURN)  # pressed twice in a hurry: the second is not for the card
    h.key(app, pygame.K_RETURN)
    assert app.top is results


def test_the_results_cards_default_button_loses_nothing_and_a_demos_is_watch_another(app):
    # Playtest: a stray Enter after a quiet second pressed a focused Play again: the results were gone.
    import random

    from seaboard.ui.scenes.demo import start_demo

    table, results = _results_with_settle(app, settle=0.0)
    assert results.focus.focused is results.board_button and results.focus.keyboard_used
    h.key(app, pygame.K_RETURN)
    h.key(app, pygame.K_ESCAPE)  # back from the board: the results are still there
    assert app.top is results and results.table.game.is_over
    app.reset(MenuScene(app))
    demo = start_demo(app, "bloomingsea", rng=random.Random(2), attract=False, levels=["easy"])
    demo_results = ResultsScene(app, demo)
    assert demo_results.focus.focused is demo_results.again
