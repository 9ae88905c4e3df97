"""Hot seat, 2 humans: the hand-off reads the same in all three games (playtest, 3-4 humans at one
laptop). Until the curtain the screen is still the mover's: the header never says "Bruno's turn"
(Blooming Sea did, while Ada watched her points land). A click meant to pass the screen that lands
on the curtain as it rises by itself is that pass: never "Too soon" (Seagrass scolded it at once)."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature
from seaboard.engine.seascroll.moves import Discard
from seaboard.ui.app import CURTAIN_KEY_SETTLE, CURTAIN_SETTLE
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class

GAMES = ("seagrass", "bloomingsea", "seascroll")


def _hot_seat(open_app, game_id: str):
    """Ada and Bruno at one window with a real window's timings; Ada has lifted her curtain."""
    app = open_app((1280, 800), animation_speed=1.0)
    app.bot_pace = 0.5  # a window's pace (headless apps keep no take-back moment)
    app.curtain_settle, app.curtain_key_settle = CURTAIN_SETTLE, CURTAIN_KEY_SETTLE
    setup = TableSetup.default(game_id, 2, seed=3, kinds=["human", "human"])
    table = app.push(table_class(game_id)(app, setup))
    h.run_for(app, CURTAIN_SETTLE + 0.1)
    assert isinstance(app.top, HandoffScene)
    h.click(app, (40, 40))
    h.step(app, 2)
    assert app.top is table and table.viewer == 0
    return app, table


def _end_adas_turn(table) -> None:
    """Ada's last step of the turn (the table's own submit, as her input would)."""
    game = table.game
    if table.setup.game_id == "seagrass":
        table.submit(ChooseAction("colony"))
        table.submit(next(m for m in game.legal_moves()
                          if isinstance(m, PlaceCreature) and not m.tile.endswith("special")))
        assert table.submit(Confirm())
    elif table.setup.game_id == "bloomingsea":
        assert table.submit(next(m for m in game.legal_moves() if isinstance(m, Place)))
    else:
        while not any(isinstance(m, Discard) for m in game.legal_moves()):
            assert table.submit(game.legal_moves()[0])  # draw, take a school (or not)
        assert table.submit(next(m for m in game.legal_moves() if isinstance(m, Discard)))


def _until_the_curtain(app, table, seconds: float = 10.0) -> list[str]:
    """Frames until the curtain rises by itself; the header lines drawn meanwhile."""
    headers = []
    for _ in range(round(seconds / h.DT)):
        if isinstance(app.top, HandoffScene):
            return headers
        headers.append(table.status_line())
        h.step(app)
    raise AssertionError("no curtain")


@pytest.mark.parametrize("game_id", GAMES)
def test_until_the_curtain_the_header_never_gives_the_turn_to_the_next_player(open_app, game_id):
    app, table = _hot_seat(open_app, game_id)
    _end_adas_turn(table)
    headers = _until_the_curtain(app, table)
    assert not any("Bruno's turn" in line for line in headers), headers
    if game_id in ("bloomingsea", "seascroll"):  # the move waits for its take-back moment first
        assert headers[0].startswith("Ada's turn · keep"), headers[0]
        assert table.TAKE_BACK_STEP in headers[0]
    # Then the points land, where the move scores at once (not a Sea Scroll discard's).
    turn_over = [line for line in headers if not line.startswith("Ada's turn")]
    assert all(line == "Turn over · Bruno is next" for line in turn_over), turn_over
    assert bool(turn_over) == (game_id != "seascroll")
    assert app.top.seat == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_meant_to_pass_the_screen_that_lands_on_the_rising_curtain_is_not_scolded(open_app, game_id):
    app, table = _hot_seat(open_app, game_id)
    _end_adas_turn(table)
    _until_the_curtain(app, table)
    curtain = app.top
    h.step(app, 3)
    h.click(app, table.board.center)  # Ada's click to pass the screen (or to Keep), just too late
    assert app.top is curtain
    with h.texts_drawn() as drawn:
        h.step(app)
    assert not curtain.footer().startswith("Too soon") and not any("Too soon" in line for line in drawn)
    # The curtain still waits for Bruno: a click of his a moment later lifts it.
    h.run_for(app, CURTAIN_SETTLE)
    h.click(app, (40, 40))
    assert app.top is table and table.viewer == 1


def test_clicks_on_the_rising_curtain_beyond_the_pass_still_say_too_soon(open_app):
    # Playtest (before): quick clicks on the curtain did nothing and said nothing.
    app, table = _hot_seat(open_app, "seagrass")
    _end_adas_turn(table)
    _until_the_curtain(app, table)
    curtain = app.top
    h.click(app, (40, 40))  # the pass
    h.click(app, (40, 40))  # and another
    assert app.top is curtain and curtain.footer().startswith("Too soon")


def test_in_blooming_sea_escape_in_the_turn_over_pauses_and_the_curtain_waits_for_resume(open_app):
    # As in Seagrass: Escape pauses (it used to pass the screen, as any key did).
    from seaboard.ui.scenes.pause import PauseScene

    app, table = _hot_seat(open_app, "bloomingsea")
    app.settings.take_back_seconds = 0
    _end_adas_turn(table)
    assert table.handoff_pending and app.top is table  # (her points land)
    h.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    h.run_for(app, 5.0)  # the points have landed meanwhile
    assert isinstance(app.top, PauseScene)
    app.pop()
    h.step(app, 2)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1


@pytest.mark.parametrize("game_id", ("seagrass", "bloomingsea"))
def test_a_bots_turn_before_the_curtain_ends_in_the_same_turn_over(open_app, game_id):
    # Ada, a bot, then Chloé: Ada watches the bot's points land, then passes the screen to Chloé.
    # Blooming Sea's header still spoke for the bot then ("Orange bot is thinking…"), beside its token.
    app = open_app((1280, 800), animation_speed=1.0)
    app.bot_pace = 0.5
    app.settings.take_back_seconds = 0
    setup = TableSetup.default(game_id, 3, seed=3, kinds=["human", "easy", "human"])
    table = app.push(table_class(game_id)(app, setup))
    h.step(app, 2)
    h.click(app, (40, 40))  # Ada lifts her curtain
    h.step(app, 2)
    _end_adas_turn(table)
    said = []
    for _ in range(round(20 / h.DT)):
        if isinstance(app.top, HandoffScene):
            break
        if table.game.current_player == 2:
            said.append((table.status_line(), table.marked_seat()))
        h.step(app)
    assert app.top.seat == 2
    assert said and all(line == ("Turn over · Chloé is next", 2) for line in said), said
