"""A name no font can draw as given (only zero-width characters, a NUL, a lone surrogate), typed
on the setup screen or read from a save, is drawn safely: the app never crashes on it."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.setup import SetupScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class

UNDRAWABLE = ["\u200b", "\u200c\u2060", "A\x00b", "\ud800", "Bo\udfff"]


@pytest.mark.parametrize("name", UNDRAWABLE)
def test_every_text_helper_measures_and_draws_an_undrawable_name(name):
    pygame.font.init()
    img = theme.text(name, "body", 16)
    assert img.get_height() >= theme.font("body", 16).get_linesize() - 2
    assert theme.font("bold", 16).size(name)[1] > 0
    assert theme.wrap(name, "body", 16, 200)
    theme.ellipsize(name, "bold", 16, 30)


def test_printable_keeps_ordinary_names_as_they_are():
    assert theme.printable("Zoë 🐠") == "Zoë 🐠"
    assert theme.printable("A\x00b") == "Ab"
    assert theme.printable("\ud800x") == "?x"


def test_a_zero_width_character_typed_as_a_name_is_drawn(app):
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, "seagrass", seed=3))
    h.click(app, setup.name_fields[0].rect.center)
    h.key(app, pygame.K_BACKSPACE)
    h.type_text(app, "\u200c")
    h.step(app, 2)
    assert setup.seats[0].name == "\u200c"


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_table_whose_players_have_undrawable_names_draws(app, game_id):
    setup = TableSetup.default(game_id, 2, seed=3, kinds=["easy", "easy"])
    setup.seats[0].name, setup.seats[1].name = "\u200b", "A\x00\ud800"
    table = app.push(table_class(game_id)(app, setup))
    h.run_for(app, 3.0)  # bots play and the log names them: it used to raise in SDL_ttf
    assert table in app.stack and table.log
