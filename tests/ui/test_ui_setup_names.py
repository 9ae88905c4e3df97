"""Naming the players on the setup screen: typing replaces a default name, Escape and Enter finish
the name without leaving the screen, and two players with one name get a sentence."""

import pygame
import pytest
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


def test_an_emptied_name_shows_and_gets_the_seats_default_name(app):
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.key(app, pygame.K_BACKSPACE)
    assert setup.seats[0].name == ""  # left empty while the player types
    assert setup.name_fields[0].placeholder == "Ada"
    assert setup.table_setup().seats[0].name == "Ada"


@pytest.mark.parametrize("game", ("seagrass", "seascroll", "bloomingsea"))
def test_a_cleared_name_is_no_longer_typed_so_the_seat_follows_its_colour_again(app, game):
    # Review: clearing a name kept it marked as typed, so the seat never got its default back.
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, game, seed=3))
    h.step(app)
    h.click(app, setup.name_fields[1].rect.center)
    h.type_text(app, "Bo")
    h.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(app, pygame.K_BACKSPACE)
    assert setup.seats[1].name == ""
    h.click(app, setup.colour_choices[1].arrows()[1].center)
    assert setup.seats[1].name == f"{setup.seats[1].colour} bot"
    assert setup.name_fields[1].value == setup.seats[1].name
    assert setup.name_fields[1].placeholder == setup.seats[1].name


def test_ctrl_a_in_a_name_selects_it_all_so_typing_replaces_it(app):
    # In the Save game box Ctrl+A then "Save B" gave "Save ASave B".
    setup = _setup(app)
    h.click(app, setup.name_fields[0].rect.center)
    h.click(app, setup.name_fields[0].rect.center)  # caret at the end: nothing selected
    assert not setup.name_fields[0].selected
    h.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    h.type_text(app, "Zoe")
    assert setup.seats[0].name == "Zoe"


# -- a name the player has not typed follows the seat's colour and kind --------------------

GAMES = ("seagrass", "seascroll", "bloomingsea")


def _game_setup(app, game, players=None):
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, game, seed=3))
    if players is not None:
        setup.set_players(players)
    h.step(app)
    return setup


def _counts(game):
    from seaboard.engine.registry import game_class

    cls = game_class(game)
    return range(cls.min_players, cls.max_players + 1)


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_whose_name_was_not_typed_takes_its_new_colour_by_arrow_or_key(app, game):
    # Playtest: Sea Scroll read "Orange bot · Purple · AI · Easy" after the colour changed.
    for players in _counts(game):
        setup = _game_setup(app, game, players)
        for seat in range(1, players):
            h.click(app, setup.colour_choices[seat].arrows()[1].center)  # the arrow
            assert setup.seats[seat].name == f"{setup.seats[seat].colour} bot"
            setup.focus.focus(setup.colour_choices[seat])
            h.key(app, pygame.K_LEFT)  # the keyboard
            assert setup.seats[seat].name == f"{setup.seats[seat].colour} bot"
            assert setup.name_fields[seat].value == setup.seats[seat].name
        # Every bot, also one whose colour was swapped away, is named after the colour it has.
        assert [s.name for s in setup.seats[1:players]] == [f"{s.colour} bot" for s in setup.seats[1:players]]
        app.pop()
        app.pop()


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_whose_name_was_not_typed_follows_its_kind_and_a_typed_name_stays(app, game):
    setup = _game_setup(app, game, max(_counts(game)))
    setup.set_kind(1, "human")
    assert setup.seats[1].name == "Bruno"
    setup.set_colour(1, setup.seats[2].colour)
    assert setup.seats[1].name == "Bruno"  # a human's default is not a colour's
    setup.set_kind(1, "hard")
    assert setup.seats[1].name == f"{setup.seats[1].colour} bot"
    assert setup.seats[2].name == f"{setup.seats[2].colour} bot"  # the seat it swapped with too
    h.click(app, setup.name_fields[2].rect.center)
    h.type_text(app, "Robo")
    h.click(app, setup.colour_choices[2].arrows()[1].center)
    setup.set_kind(2, "human")
    setup.set_colour(1, setup.seats[2].colour)  # swapped by another seat's choice
    assert setup.seats[2].name == "Robo" and setup.name_fields[2].value == "Robo"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_named_human_turned_ai_shows_its_bot_name_and_gets_the_name_back_as_a_human(app, game, seat):
    # Playtest: a named human seat turned AI kept its name on one seat and lost it on another.
    setup = _game_setup(app, game, max(_counts(game)))
    kinds = setup.kind_choices[seat]
    while setup.seats[seat].kind != "human":
        h.click(app, kinds.arrows()[0].center)
    h.click(app, setup.name_fields[seat].rect.center)
    h.type_text(app, "Bartholomewsmith")
    h.click(app, kinds.arrows()[1].center)  # AI
    assert setup.seats[seat].kind != "human"
    assert setup.seats[seat].name == setup.name_fields[seat].value == f"{setup.seats[seat].colour} bot"
    h.click(app, setup.colour_choices[seat].arrows()[1].center)  # an AI's name follows its colour
    assert setup.seats[seat].name == f"{setup.seats[seat].colour} bot"
    assert setup.table_setup().seats[seat].name == f"{setup.seats[seat].colour} bot"
    while setup.seats[seat].kind != "human":
        h.click(app, kinds.arrows()[1].center)
    assert setup.seats[seat].name == setup.name_fields[seat].value == "Bartholomewsmith"
    assert setup.table_setup().seats[seat].name == "Bartholomewsmith"


@pytest.mark.parametrize("game", GAMES)
def test_a_name_typed_for_an_ai_stays_and_the_latest_typed_name_is_the_one_kept(app, game):
    setup = _game_setup(app, game, max(_counts(game)))
    setup.set_kind(2, "human")
    h.click(app, setup.name_fields[2].rect.center)
    h.type_text(app, "Cleo")
    setup.set_kind(2, "easy")
    h.click(app, setup.name_fields[2].rect.center)
    h.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    h.type_text(app, "Robo")  # the player names the bot
    setup.set_kind(2, "hard")
    assert setup.seats[2].name == "Robo"  # one AI level for another keeps the bot's typed name
    setup.set_kind(2, "human")
    assert setup.seats[2].name == "Robo"  # typed last: the seat's name now


@pytest.mark.parametrize("game", GAMES)
def test_colours_stay_apart_when_a_seat_takes_the_colour_of_a_seat_not_yet_shown(app, game):
    setup = _game_setup(app, game, min(_counts(game)))
    hidden = setup.seats[setup.players]  # the next seat, shown once a player is added
    setup.set_colour(0, hidden.colour)
    setup.set_players(setup.players + 1)
    shown = setup.seats[: setup.players]
    assert len({s.colour for s in shown}) == len(shown)
    assert hidden.name == f"{hidden.colour} bot"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_colour_name_in_the_setup_pickers_is_drawn_at_one_size(open_app, monkeypatch, size):
    # Playtest (150% text, 1024x640): "Orange" was drawn smaller than "Blue", each shrunk on its own.
    from seaboard.ui.render import theme

    app = open_app(size, text_scale=1.5)
    setup = app.push(SetupScene(app, "seascroll", seed=3))
    h.step(app)
    sizes = {}
    real = theme.text

    def spy(line, role, px, *args, **kwargs):
        sizes[line] = px
        return real(line, role, px, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    shown = set()
    for _ in range(len(setup.colours)):  # every colour, on the first seat's picker
        h.step(app)
        shown.add(setup.seats[0].colour)
        setup.colour_choices[0].step(1)
    assert shown == set(setup.colours)
    assert len({sizes[colour] for colour in setup.colours}) == 1
    assert not any(line.endswith("…") for line in sizes)


@pytest.mark.parametrize("game", GAMES)
def test_a_key_in_a_name_relays_only_the_seat_rows_and_a_long_name_still_widens_its_box(open_app, monkeypatch, game):
    # Each key re-laid the whole screen (3.6 ms at 1920x1080 with 150% text): the options'
    # wrapping and fitting, which no name changes.
    app = open_app((1920, 1080), text_scale=1.5)
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, game, seed=3))
    h.step(app)
    short_w = setup.name_fields[0].rect.width
    options_laid = []
    monkeypatch.setattr(setup, "_layout_options", lambda *a: options_laid.append(a))
    h.click(app, setup.name_fields[0].rect.center)
    h.type_text(app, "Bartholomewsmith")
    assert options_laid == []
    grown = [(f.rect.copy(), c.rect.copy(), k.rect.copy())
             for f, c, k in zip(setup.name_fields, setup.colour_choices, setup.kind_choices)]
    assert grown[0][0].width > short_w  # the name's box grew for it
    monkeypatch.undo()
    setup.layout(app.size)  # as a whole new layout puts them
    assert grown == [(f.rect, c.rect, k.rect)
                     for f, c, k in zip(setup.name_fields, setup.colour_choices, setup.kind_choices)]
