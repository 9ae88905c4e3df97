"""The Reveal's and the results card's numbers (each column's value, each +/-, the scores) follow the
text size as the words around them do, and still fit at 1024x640 (playtest: at 150% text only they
stayed small)."""

from __future__ import annotations

import pytest
import ui_harness as h
from test_table_seascroll_reveal_caption import finished_game

from seaboard.ui.render import theme
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable
from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults
from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

NUMBER_CHARS = set("0123456789+\u2212")


def numbers_drawn(app, scene) -> tuple[float, list]:
    """The mean height of the numbers `scene` draws, and every label drawn with its rect."""
    scene._still_key = None  # drawn once into a still layer: draw it again
    with h.lines_drawn() as drawn:
        scene.draw(app.screen)  # the card alone, not the table under it
    heights = [rect.height for label, rect in drawn if label and set(label) <= NUMBER_CHARS]
    assert heights
    return sum(heights) / len(heights), drawn


def open_scene(open_app, kind: str, text_scale: float, players: int = 3):
    theme.set_text_scale(text_scale)
    app = open_app((1024, 640), animation_speed=0, text_scale=text_scale)
    app.bot_pace = 0
    setup = TableSetup.default("seascroll", players, seed=4, kinds=["human"] + ["easy"] * (players - 1))
    for seat, name in zip(setup.seats, ["Bartholomewsmith", "Wilhelminastrong", "Konstantinopolis",
                                         "Maximilianbrandt", "Christophersonne", "Alexandrapetrova"]):
        seat.name = name
    table = app.push(SeaScrollTable(app, setup, game=finished_game() if players == 3 else finished_game(3, players=6)))
    h.step(app, 5)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    if not reveal.finished:
        reveal.skip_or_continue()  # to its end: every column scored
    if kind == "results":
        reveal.skip_or_continue()
        h.step(app)
        assert isinstance(app.top, SeaScrollResults)
    return app, app.top, table


@pytest.fixture
def open_scene_at(open_app):
    yield lambda *args: open_scene(open_app, *args)
    theme.set_text_scale(1.0)


@pytest.mark.parametrize("kind", ["reveal", "results"])
def test_the_numbers_grow_with_the_text_size(open_scene_at, kind):
    app, scene, _ = open_scene_at(kind, 1.0)
    small, _ = numbers_drawn(app, scene)
    app, scene, _ = open_scene_at(kind, 1.5)
    big, _ = numbers_drawn(app, scene)
    assert big >= small * 1.3, (small, big)


@pytest.mark.parametrize("kind", ["reveal", "results"])
@pytest.mark.parametrize("players", [3, 6])
def test_at_150_percent_every_row_still_fits_a_1024x640_window(open_scene_at, kind, players):
    app, scene, table = open_scene_at(kind, 1.5, players)
    _, drawn = numbers_drawn(app, scene)
    names = [rect for label, rect in drawn if label in table.names]
    assert len(names) == players
    rows = scene.rows() if kind == "reveal" else []
    for label, rect in drawn:
        if label and set(label) <= NUMBER_CHARS:
            assert scene.panel.contains(rect), (label, rect, scene.panel)
    assert all(scene.panel.contains(row) for row in rows)
    if kind == "results":
        assert max(rect.bottom for rect in names) < scene.rows_bottom()
