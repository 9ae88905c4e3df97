"""A finished game's results card can be seen again: from its replay's end, breakdown and all.

Playtest: the card was skipped by accident and could not be brought back; a finished game can't
be loaded, and its replay's end showed only the totals."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.replay import ReplayScene
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.screenshot import SCENES, ShotContext

GAMES = [("seagrass", "results"), ("seascroll", "seascroll-results"), ("bloomingsea", "results")]


def _card(open_app, game_id, scene, size=(1280, 800)):
    app = open_app(size, animation_speed=0)
    card = SCENES[scene](app, ShotContext(game_id, 3, 1, 0, {}))
    assert isinstance(card, ResultsScene) and card.table.game.is_over
    h.step(app, 2, dt=0.0)
    return app, card


@pytest.mark.parametrize("game_id,scene", GAMES)
def test_a_finished_games_replay_offers_its_own_results_card_at_the_end(open_app, game_id, scene):
    app, card = _card(open_app, game_id, scene)
    h.click_button(app, "Watch replay")
    replay = app.top
    assert isinstance(replay, ReplayScene)
    replay.to_start()
    h.step(app)
    assert not replay.results_button.visible  # nothing to show before the end
    replay.to_end()
    h.step(app)
    assert replay.results_button.visible
    with h.texts_drawn() as drawn:
        h.click_button(app, "Results")
        h.step(app, 2, dt=0.0)
    again = app.top
    # The game's own card, its breakdown as the engine's result() gives it, not a copy of the totals.
    assert type(again) is type(card) and again is not card
    assert again.result.scores == card.result.scores and again.result.breakdown == card.result.breakdown
    assert again.winners_line() in drawn and again.end_line in drawn
    assert [b.label for b in again.row_buttons()] == ["Back to replay"]  # no new game from a replay
    h.key(app, pygame.K_ESCAPE)
    assert app.top is replay
    h.key(app, pygame.K_r)  # the key for it, listed on the replay's keys card
    assert type(app.top) is type(card)
    h.key(app, pygame.K_RETURN)  # its one button is seen focused: the first Enter goes back too
    assert app.top is replay


def test_a_saved_finished_game_shows_its_results_again_from_its_replay(open_app):
    from seaboard.ui import persist

    app, card = _card(open_app, "bloomingsea", "results")
    saved = persist.SavedGame(card.table.game, persist.seat_infos(card.table))
    app.reset(ReplayScene(app, saved))  # as the saved games list opens a finished game
    replay = app.top
    h.key(app, pygame.K_END)
    h.click_button(app, "Results")
    assert type(app.top) is type(card) and app.top.result.scores == card.result.scores
    h.click_button(app, "Back to replay")
    assert app.top is replay


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_replays_results_button_sits_clear_of_the_status_line_and_the_keys_button(open_app, size):
    app, card = _card(open_app, "bloomingsea", "results", size)
    h.click_button(app, "Watch replay")
    replay = app.top
    replay.to_end()
    with h.text_rects() as rects:
        h.step(app, 2, dt=0.0)
    status = rects[replay.status_line()]
    button = replay.results_button.rect
    assert button.right <= replay.keys_button.rect.left and not button.colliderect(status)
    assert rects["Results"].width <= button.width  # its label whole
