"""The three games' results cards stand their buttons alike (ResultsScene.layout_button_row).

Playtest: Sea Scroll's buttons sat at another height on its card than on the other two games'
cards; each card passed its own gap under its buttons."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.ui.screenshot import SCENES, ShotContext

GAMES = [("seagrass", "results"), ("seascroll", "seascroll-results"), ("bloomingsea", "results")]


@pytest.mark.parametrize("size, scale", [((1024, 640), 1.0), ((1280, 800), 1.0), ((1920, 1080), 1.0),
                                         ((1920, 1080), 1.5)])
def test_every_games_results_card_stands_its_buttons_as_far_above_its_foot(open_app, size, scale):
    feet, heights = {}, {}
    for game_id, scene in GAMES:
        app = open_app(size, animation_speed=0, text_scale=scale)
        card = SCENES[scene](app, ShotContext(game_id, 3, 1, 0, {}))
        h.step(app, 2, dt=0.0)
        buttons = card.row_buttons()
        assert len({b.rect.top for b in buttons}) == 1  # one row
        feet[game_id] = card.panel.bottom - buttons[0].rect.bottom
        heights[game_id] = buttons[0].rect.height
        app.close()
    assert max(feet.values()) - min(feet.values()) <= 1, feet
    assert len(set(heights.values())) == 1, heights
