"""The side panels' titles ("Players", "Game log") grow with the text size like the text under
them (playtest: at 150% they stayed at design size, smaller than the names and log lines), and
stay inside their panels, above their rows and lines, in the smallest and a big window."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea import BloomingSeaTable
from seaboard.ui.tables.seagrass import SeagrassTable
from seaboard.ui.tables.seascroll import SeaScrollTable

GAMES = [(SeagrassTable, "seagrass"), (SeaScrollTable, "seascroll"), (BloomingSeaTable, "bloomingsea")]
SIZES = [(1024, 640), (1920, 1080)]


@pytest.fixture(autouse=True)
def _normal_text_after():
    yield
    theme.set_text_scale(1.0)


def _side_drawn(open_app, table_cls, game_id, size, text_scale):
    """The table with a line in its log, and (label, rect) of every line its frame drew."""
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    setup = TableSetup.default(game_id, 4, seed=1, kinds=["human", "easy", "easy", "easy"])
    table = app.push(table_cls(app, setup))
    table.log_panel.add("Ada takes her turn.", 0)
    h.step(app, 2)
    with h.lines_drawn() as drawn:
        h.step(app)
    return table, drawn


def _title(drawn, label, panel):
    rects = [rect for text, rect in drawn if text == label and panel.contains(rect)]
    assert len(rects) == 1, f"{label!r} is not drawn once inside its panel"
    return rects[0]


@pytest.mark.parametrize("table_cls, game_id", GAMES)
def test_the_side_panels_titles_grow_with_the_text_size(open_app, table_cls, game_id):
    heights = {}
    for scale in (1.0, 1.5):
        table, drawn = _side_drawn(open_app, table_cls, game_id, (1024, 640), scale)
        heights[scale] = (_title(drawn, "Players", table.players_panel).height,
                          _title(drawn, "Game log", table.log_panel.rect).height)
    for small, big in zip(heights[1.0], heights[1.5]):
        assert big >= small * 1.4, heights


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_cls, game_id", GAMES)
def test_the_side_panels_titles_are_no_smaller_than_their_text_and_stand_above_it(open_app, table_cls, game_id,
                                                                                 size, scale):
    table, drawn = _side_drawn(open_app, table_cls, game_id, size, scale)
    players = _title(drawn, "Players", table.players_panel)
    first = _title(drawn, table.seats[0].name, table.players_panel)  # the first row's name
    assert players.height >= first.height
    assert players.bottom <= first.top
    log = table.log_panel
    title = _title(drawn, "Game log", log.rect)
    _entry, _number, _line, line_top = log.shown_lines()[0]
    assert title.height >= log.line_height
    assert title.bottom <= log.body.top <= line_top
