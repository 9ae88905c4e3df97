"""Naming the players on the setup screen: typing replaces a default name, Escape and Enter finish
the name without leaving the screen, and two players with one name get a sentence."""

import pygame
import ui_harness as h

from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.setup import SetupScene


def _setup(app):
    app.push(MenuScene(app))
    return app.push(SetupScene(app, "pebbles", seed=3))


def test_clicking_a_name_selects_it_so_typing_replaces_the_default(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[1].rect.center)
    assert setup.name_fields[1].selected
    h.type_text(app, "Bo")
    assert setup.seats[1].name == "Bo"


def test_a_second_click_in_the_name_keeps_it_and_types_at_the_end(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.click(app, setup.name_fields[0].rect.center)
    h.type_text(app, "x")
    assert setup.seats[0].name == "Adax"


def test_backspace_on_a_selected_name_clears_it(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.key(app, pygame.K_BACKSPACE)
    assert setup.seats[0].name == ""


def test_escape_while_typing_a_name_finishes_it_and_stays_on_setup(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.type_text(app, "Mia")
    h.key(app, pygame.K_ESCAPE)
    assert app.top is setup and setup.focus.focused is None and setup.seats[0].name == "Mia"
    h.key(app, pygame.K_ESCAPE)  # nothing being typed: Escape goes back as everywhere else
    assert app.top is not setup


def test_enter_in_a_name_moves_on_to_the_next_control(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.key(app, pygame.K_RETURN)
    assert setup.focus.focused is setup.colour_choices[0]


def test_two_players_with_one_name_cannot_start_and_are_told_why(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[1].rect.center)
    h.type_text(app, "ada ")
    h.click_button(app, "Start game")
    assert app.top is setup
    assert setup.error == "Two players are both called ada: give each one their own name."
    h.click(app, setup.name_fields[1].rect.center)
    h.type_text(app, "Bo")
    assert setup.error == ""  # changing the name clears the complaint
    h.click_button(app, "Start game")
    assert app.top is not setup


def test_an_emptied_name_shows_and_gets_the_colour_players_name(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.key(app, pygame.K_BACKSPACE)
    colour = setup.seats[0].colour
    assert setup.name_fields[0].placeholder == f"{colour} player"
    assert setup.table_setup().seats[0].name == f"{colour} player"


def test_ctrl_a_in_a_name_selects_it_all_so_typing_replaces_it(app):
    # In the Save game box Ctrl+A then "Save B" gave "Save ASave B".
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.click(app, setup.name_fields[0].rect.center)  # caret at the end: nothing selected
    assert not setup.name_fields[0].selected
    h.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    h.type_text(app, "Zoe")
    assert setup.seats[0].name == "Zoe"
