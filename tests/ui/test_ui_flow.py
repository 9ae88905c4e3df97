"""The whole path a player takes, driven only by synthetic clicks:
menu -> game picker -> setup -> table -> results -> menu."""

import pygame
import ui_harness as h

from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.picker import PickerScene
from seaboard.ui.scenes.placeholder_table import PlaceholderTable
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.scenes.setup import SetupScene


def play_pebbles_by_clicking(app, table):
    for _ in range(200):
        if isinstance(app.top, ResultsScene):
            return
        if table.human_to_act:
            labels = [b.label for b in table.move_buttons]
            wanted = "Take · count 2" if "Take · count 2" in labels else "Take · count 1"
            h.click_button(app, wanted)
        else:
            h.step(app)
    raise AssertionError("the game did not reach the results")


def test_menu_to_results_and_back_by_clicks_only(app):
    app.push(MenuScene(app))
    h.click_button(app, "New game")
    assert isinstance(app.top, PickerScene)
    h.click_button(app, "Pebbles")
    assert isinstance(app.top, SetupScene)
    h.click_button(app, "Start game")
    table = app.top
    assert isinstance(table, PlaceholderTable)
    assert [type(s) for s in app.stack] == [MenuScene, PlaceholderTable]
    assert table.seats[0].is_human and not table.seats[1].is_human
    play_pebbles_by_clicking(app, table)
    assert table.game.is_over
    results = app.top
    assert results.is_overlay and app.visible_scenes() == [table, results]
    assert any("Game over" in line for line in table.log)
    h.click_button(app, "Main menu")
    assert [type(s) for s in app.stack] == [MenuScene]


def test_setup_choices_reach_the_table(app, drop_bot_levels):
    drop_bot_levels("medium", "hard")
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, "pebbles", seed=11))
    h.click(app, setup.player_choice.arrows()[1].center)  # 2 -> 3 players
    assert setup.players == 3
    h.click(app, setup.kind_choices[1].arrows()[1].center)  # seat 2: AI Medium -> AI Hard
    h.click(app, setup.name_fields[0].rect.center)
    h.key(app, pygame.K_BACKSPACE)
    h.key(app, pygame.K_BACKSPACE)
    h.key(app, pygame.K_BACKSPACE)
    h.type_text(app, "Mia")
    h.click(app, setup.option_choices[0].arrows()[1].center)  # max_take 2 -> 3
    h.click_button(app, "Start game")
    table = app.top
    assert table.game.players == 3
    assert table.game.options == {"max_take": 3}
    assert [s.name for s in table.seats][0] == "Mia"
    assert table.seats[1].kind == "hard"
    # Hard is not available here: that seat really plays as the strongest level there is.
    assert table.bots[1].level == "easy" and table.bots[1].asked_level == "hard"


def test_a_game_still_being_built_shows_as_coming_soon(app, monkeypatch):
    from seaboard.engine import registry

    monkeypatch.setitem(registry.GAME_MODULES, "kelpforest", "seaboard.engine.kelpforest_not_written")
    app.push(MenuScene(app))
    picker = app.push(PickerScene(app))
    h.step(app)
    card = h.find_button(app, "Kelpforest")
    assert not card.enabled and "coming soon" in card.reason
    h.click(app, card.rect.center)
    assert app.top is picker


def test_escape_on_the_table_pauses_and_resume_continues(app):
    app.push(MenuScene(app))
    app.push(SetupScene(app, "pebbles", seed=3))
    h.click_button(app, "Start game")
    table = app.top
    h.key(app, pygame.K_ESCAPE)
    pause = app.top
    assert pause.name == "pause" and pause.is_overlay
    assert app.visible_scenes() == [table, pause]
    h.click_button(app, "Resume")
    assert app.top is table


def test_quit_to_menu_from_pause_leaves_only_the_menu(app):
    app.push(MenuScene(app))
    app.push(SetupScene(app, "pebbles", seed=3))
    h.click_button(app, "Start game")
    h.key(app, pygame.K_ESCAPE)
    h.click_button(app, "Quit to menu")
    assert [type(s) for s in app.stack] == [MenuScene]


def test_pause_says_quitting_keeps_the_game_while_it_is_going(app):
    from seaboard.ui.scenes.pause import PauseScene

    app.push(MenuScene(app))
    app.push(SetupScene(app, "pebbles", seed=5))
    h.click_button(app, "Start game")
    h.key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene) and "keeps this game" in pause.note
    assert pause.panel.contains(pause.buttons[-1].rect)
