"""Every game's results card says why the game ended, in the engine's words, whole,
between the last player's row and the buttons."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.engine.core import name_seats
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.screenshot import SCENES, ShotContext


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id,scene", [("seagrass", "results"), ("seascroll", "seascroll-results"),
                                           ("bloomingsea", "results")])
def test_the_results_card_says_why_the_game_ended(open_app, game_id, scene, size):
    app = open_app(size, animation_speed=0)
    card = SCENES[scene](app, ShotContext(game_id, 4, 1, 0, {}))
    assert isinstance(card, ResultsScene)
    game = card.table.game
    assert game.is_over and game.end_reason
    expected = f"Game over: {name_seats(game.end_reason, card.table.names)}."
    assert card.end_line == expected
    with h.text_rects() as rects:
        h.step(app, 2, dt=0.0)
    line = rects[expected]
    last_player = rects[card.table.names[card.order[-1]]]
    assert last_player.bottom <= line.top and line.bottom <= card.again.rect.top  # between rows and buttons
    assert card.panel.top >= 0 and card.panel.bottom <= size[1]
