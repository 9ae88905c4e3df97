"""Golden screenshots of the Seagrass table: opening (both sides), a drag, an illegal drop, a reef scored, results."""

import pytest
import ui_harness as h

from seaboard.engine.core import name_seats
from seaboard.ui.render import theme
from seaboard.ui.screenshot import SCENES, ShotContext
from seaboard.ui.tables.seagrass_parts import shots
from seaboard.ui.tables.seagrass_parts.results import SeagrassResults


@pytest.fixture
def app():
    application = h.make_app((1280, 800), animation_speed=1.0)
    yield application
    application.close()


def shot(app, state, **ctx):
    table = shots.build(state, app, ShotContext("seagrass", ctx.pop("players", 3), ctx.pop("seed", 3),
                                                ctx.pop("moves", 20), ctx.pop("options", {})))
    h.step(app, 2, dt=0.0)
    return table


def test_golden_opening_board_front(app):
    table = shot(app, "opening", moves=0)
    assert table.view().board_side == "front" and table.my_turn
    h.assert_matches_golden(app.screen, "seagrass_opening_front")


def test_golden_opening_board_back(app):
    table = shot(app, "opening", moves=0, options={"board": "back"})
    assert table.view().board_name == "Kelp Shelf"
    h.assert_matches_golden(app.screen, "seagrass_opening_back")


def test_golden_drag_in_progress_with_legal_spaces_glowing(app):
    table = shot(app, "drag")
    assert table.drag.state == "dragging" and table.drag.candidates
    assert set(table.drag.candidates) == set(table.targets_for_code(table.drag.item.code))
    h.assert_matches_golden(app.screen, "seagrass_drag")


def test_golden_illegal_drop_shows_the_engines_sentence(app):
    table = shot(app, "illegal")
    assert table.drag.bubble is not None
    assert table.drag.bubble.text == "Every tile must touch an explored reef or a face-up creature tile."
    h.assert_matches_golden(app.screen, "seagrass_illegal")


def test_golden_reef_being_scored(app):
    table = shot(app, "reef")
    kinds = {type(e).__name__ for e in table.effects.items}
    assert {"Outline", "Tally", "FlyingText"} <= kinds
    h.assert_matches_golden(app.screen, "seagrass_reef")


def test_golden_results_with_the_seagrass_breakdown(app):
    scene = SCENES["results"](app, ShotContext("seagrass", 3, 3, 0, {}))
    h.step(app, 2, dt=0.0)
    assert isinstance(scene, SeagrassResults)
    assert scene.columns == ["colonies", "reefs"]  # no Discovery column without the expansion
    assert scene.tiebreak_columns == ["unplayed_tiles"]  # after the score: it only breaks a tie
    game = scene.table.game
    assert [row["unplayed_tiles"] for row in scene.result.breakdown] == [game.unplayed(s) for s in range(3)]
    assert scene.end_line == f"Game over: {name_seats(game.end_reason, scene.table.names)}."
    assert "{seat" not in scene.end_line
    h.assert_matches_golden(app.screen, "seagrass_results")


def test_results_show_the_discovery_column_only_when_discovery_is_in_play(app):
    scene = SCENES["results"](app, ShotContext("seagrass", 3, 3, 0, {"discovery": True}))
    h.step(app, 2, dt=0.0)
    assert scene.table.game.options["discovery"]
    assert scene.columns == ["colonies", "reefs", "discovery"] and scene.tiebreak_columns == ["unplayed_tiles"]


def test_results_explain_a_tie_in_the_engines_own_sentence(app, monkeypatch):
    from seaboard.engine.core import Result
    scene = SCENES["results"](app, ShotContext("seagrass", 3, 3, 0, {}))
    table = scene.table
    real = table.game.result()
    top = max(real.scores)
    tie = "Blue and Green tied on 52 points; Blue wins with the most unplayed tiles (4)."
    forced = Result(scores=[top, real.scores[1], top], winners=[0], ranking=[0, 2, 1],
                    breakdown=real.breakdown, tiebreak=tie)
    monkeypatch.setattr(table.game, "result", lambda: forced)
    app.pop()
    shown = app.push(SeagrassResults(app, table))
    drawn = []
    monkeypatch.setattr(theme, "blit_text", _spy(drawn, theme.blit_text))
    shown.draw(app.screen)
    assert tie in drawn and not any(t.startswith("Tie broken by") for t in drawn)


def _spy(log, real):
    def blit_text(surface, label, *args, **kwargs):
        log.append(label)
        return real(surface, label, *args, **kwargs)
    return blit_text


def test_once_the_game_is_over_the_log_says_every_score_it_kept_secret(app):
    # Playtest: after the game, old lines still read "Ada scores points (reef of 7 tiles)".
    scene = SCENES["results"](app, ShotContext("seagrass", 3, 3, 0, {"open_scores": False}))
    h.step(app, 2, dt=0.0)
    table = scene.table
    assert table.game.is_over and not table.game.options["open_scores"]
    lines = [entry.text for entry in table.log_panel.entries]
    assert not any("scores points" in line for line in lines), [x for x in lines if "scores points" in x]
    scored = [line for line in lines if " +" in line]
    assert len(scored) > 5 and any(table.names[0] in line for line in scored)
