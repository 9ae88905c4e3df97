"""Seagrass results: unplayed tiles only break a tie, so they stand after the score, named the tie-break."""

import pytest
import ui_harness as h

from seaboard.ui.screenshot import SCENES, ShotContext


@pytest.fixture
def app():
    application = h.make_app((1280, 720), animation_speed=0)
    yield application
    application.close()


def test_unplayed_tiles_stand_after_the_score_under_a_tie_break_heading(app):
    # Playtest: "Unplayed tiles" between Reefs and Score read as if it added to the score.
    scene = SCENES["results"](app, ShotContext("seagrass", 3, 3, 0, {}))
    with h.lines_drawn() as drawn:
        scene.draw(app.screen)
    at = {label: rect for label, rect in drawn if scene.panel.contains(rect)}
    assert {"Colonies", "Reefs", "Score", "Unplayed tiles", "Tie-break"} <= set(at), list(at)
    assert at["Colonies"].centerx < at["Reefs"].centerx < at["Score"].centerx < at["Unplayed tiles"].centerx
    tie = at["Tie-break"]
    assert tie.bottom <= at["Unplayed tiles"].top and abs(tie.centerx - at["Unplayed tiles"].centerx) <= 2
    # Each player's unplayed tiles are in that column, right of their score.
    game = scene.table.game
    for seat in range(3):
        score = str(scene.result.scores[seat])
        row = next(r for label, r in drawn if label == score and scene.panel.contains(r))
        unplayed = [r for label, r in drawn if label == str(game.unplayed(seat)) and abs(r.centery - row.centery) <= 2]
        assert any(abs(r.centerx - at["Unplayed tiles"].centerx) <= 2 for r in unplayed), seat


def test_the_tie_break_heading_ends_inside_the_rows_at_the_biggest_text(open_app):
    # Playtest: at 150% text "Unplayed tiles" stood past the rows' right edge.
    from seaboard.ui.render import theme

    app = open_app((1024, 640), animation_speed=0)
    theme.set_text_scale(1.5)
    try:
        scene = SCENES["results"](app, ShotContext("seagrass", 3, 3, 0, {}))
        scene.layout(app.size)
        with h.lines_drawn() as drawn:
            scene.draw(app.screen)
        heading = next(rect for label, rect in drawn if label == "Unplayed tiles")
        assert heading.right <= scene.panel.right - scene.px(16)
    finally:
        theme.set_text_scale(1.0)
