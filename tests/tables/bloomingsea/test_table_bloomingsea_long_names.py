"""A sixteen-letter name (the longest setup takes) in the tile panel's title: "Bartholomewsmith's
next tile" shrank to about 10 px, smaller than the game log's words (playtest at 1024x640 with
150% text, and at 1920x1080). Where the title is too long for the log's size it takes two lines,
"Next tile" over the name, and the name keeps a readable size."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea import BloomingSeaTable

NAMES = ["Bartholomewsmith", "Wilhelminastrong", "Konstantinopolis", "Gwendolynwaters"]


@pytest.fixture
def sized_app(open_app):
    yield lambda size, text_scale: open_app(size, animation_speed=0, text_scale=text_scale)
    theme.set_text_scale(1.0)


def _hot_seat(app, names, kinds=None) -> BloomingSeaTable:
    kinds = kinds or ["human"] * len(names)
    setup = TableSetup.default("bloomingsea", len(names), seed=4, kinds=kinds)
    for seat, name in zip(setup.seats, names):
        seat.name = name
    table = app.push(BloomingSeaTable(app, setup))
    h.step(app, 2)
    return table


def _next_tile_of_someone_else(app, table) -> None:
    """Past the first turn: the table shows the last player's next tile (the curtain lifted)."""
    table.last_human = 1 if table.game.current_player == 0 else 0
    if isinstance(app.top, HandoffScene):
        app.pop()
    h.step(app)


@pytest.mark.parametrize("size, text_scale", [((1920, 1080), 1.0), ((1920, 1080), 1.5), ((1024, 640), 1.0),
                                              ((1024, 640), 1.5)])
def test_a_long_name_in_the_tile_title_stays_whole_and_readable(sized_app, size, text_scale):
    app = sized_app(size, text_scale)
    table = _hot_seat(app, NAMES)
    _next_tile_of_someone_else(app, table)
    name = table.names[table.viewer]
    assert table.hand_title() == f"{name}'s next tile"
    with h.labels_drawn() as drawn:
        h.step(app)
    title = [(label, px, rect) for label, px, rect in drawn
             if table.hand_panel.contains(rect) and rect.bottom <= table.tray.top]
    log_px = table.log_panel.px
    if len(title) == 1:  # the title on one line where it fits whole at the log's size
        assert title[0][:2] == (f"{name}'s next tile", title[0][1]) and title[0][1] >= log_px
        return
    assert [label for label, _, _ in title] == ["Next tile", name]  # the whole name, on a line of its own
    px = title[1][1]
    width = table.hand_panel.width - 2 * table.px(14)
    if theme.font("bold", log_px).size(name)[0] <= width:
        assert px >= log_px  # never smaller than the log's words where they would fit
    else:  # (1024x640 at 150%: not even the log's size fits the panel) as big as fits
        assert theme.font("bold", px + 1).size(name)[0] > width

def test_the_title_takes_two_lines_for_every_turn_and_the_tray_stays_put(sized_app):
    app = sized_app((1024, 640), 1.5)
    table = _hot_seat(app, ["Ada", "Bartholomewsmith"])
    tray = table.tray.copy()
    for _ in range(2):  # Ada's next tile, then Bartholomewsmith's
        _next_tile_of_someone_else(app, table)
        with h.labels_drawn() as drawn:
            h.step(app)
        labels = [label for label, _, rect in drawn if table.hand_panel.contains(rect)]
        assert labels[:2] == ["Next tile", table.names[table.viewer]]
        assert table.tray == tray


def test_one_human_against_bots_keeps_your_tile_on_one_line(sized_app):
    # "Your tile" never names anyone: a long name leaves the title and the tray as they were.
    app = sized_app((1024, 640), 1.5)
    table = _hot_seat(app, ["Bartholomewsmith", "Purple bot"], kinds=["human", "easy"])
    assert table.hand_title() in ("Your tile", "Your next tile")
    px = table.px
    assert table.tray.top - table.hand_panel.top == theme.under_panel_title(px(18), px(12), px(6), px(44))
