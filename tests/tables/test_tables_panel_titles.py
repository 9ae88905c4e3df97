"""The side panels' titles ("Players", "Game log") grow with the text size like the text under
them (playtest: at 150% they stayed at design size, smaller than the names and log lines), and
stay inside their panels, above their rows and lines, in the smallest and a big window. So do the
other panels' titles: Blooming Sea's hand panel, Sea Scroll's captions, the replay's "Scores" and
the demo's panel."""

from __future__ import annotations

import pygame
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


# -- the other panel titles: Blooming Sea's hand panel, Sea Scroll's captions, the replay's
# "Scores" and the demo's panel grow as "Players" does (playtest: at 150% "Your tile" stayed at
# design size, Sea Scroll's captions grew half as much, "Scores" not at all) ---------------------


def _panel_headings(open_app, table_cls, game_id, size, text_scale):
    """The table with bots still, and {heading: (rect, its panel, the rects it stands over)}."""
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    setup = TableSetup.default(game_id, 4, seed=1, kinds=["human", "easy", "easy", "easy"])
    table = app.push(table_cls(app, setup))
    app.bot_pace = 1e9
    h.step(app, 2)
    table.__dict__["_board_cache_key"] = None  # Sea Scroll's board drawn afresh, inside the spy
    with h.lines_drawn() as drawn:
        h.step(app)
    if game_id == "bloomingsea":
        wanted = {"Your tile": (table.hand_panel, [table.tray])}
    else:
        lay = table.lay
        wanted = {"The reef": (lay.reef_area, lay.schools), "Your habitat": (lay.habitat_area, lay.habitat_slots),
                  "Your hand": (lay.hand_area, list(lay.hand_groups.values()))}
    found = {}
    for name, (panel, under) in wanted.items():
        rects = [(label, rect) for label, rect in drawn if label.startswith(name) and panel.contains(rect)]
        assert len(rects) == 1, f"{name!r} is not drawn once inside its panel: {rects}"
        label, rect = rects[0]
        assert not label.endswith("…"), label
        found[name] = (rect, panel, under)
    return table, found


HEADED = [(BloomingSeaTable, "bloomingsea"), (SeaScrollTable, "seascroll")]


@pytest.mark.parametrize("table_cls, game_id", HEADED)
def test_the_panel_headings_grow_with_the_text_size_as_players_does(open_app, table_cls, game_id):
    heights = {}
    for scale in (1.0, 1.5):
        _table, found = _panel_headings(open_app, table_cls, game_id, (1024, 640), scale)
        heights[scale] = {name: rect.height for name, (rect, _panel, _under) in found.items()}
    for name, small in heights[1.0].items():
        assert heights[1.5][name] >= small * 1.4, (name, heights)


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_cls, game_id", HEADED)
def test_the_panel_headings_stand_above_what_they_head(open_app, table_cls, game_id, size, scale):
    _table, found = _panel_headings(open_app, table_cls, game_id, size, scale)
    for name, (rect, _panel, under) in found.items():
        assert under, name
        assert all(rect.bottom <= below.top for below in under), (name, rect, under)


def _replay(open_app, size, text_scale, players=4):
    """A replay of a Blooming Sea game part-played, and (label, rect) of every line of a frame."""
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.store.replay import Replay
    from seaboard.store.saves import SeatInfo
    from seaboard.ui.scenes.replay import ReplayScene
    from seaboard.ui.screenshot import play_bot_moves

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    game = play_bot_moves(BloomingSea(players, 4), 12, 4)
    colours = ["Yellow", "Purple", "Green", "Orange"]
    seats = [SeatInfo(f"{colour} bot", "easy", colour) for colour in colours[:players]]
    scene = app.push(ReplayScene(app, replay=Replay.from_game(game, seats)))
    scene.forward_one()
    h.step(app, 2)
    with h.lines_drawn() as drawn:
        h.step(app)
    return scene, drawn


def test_the_replays_scores_title_grows_with_the_text_size_as_players_does(open_app):
    heights = {}
    for scale in (1.0, 1.5):
        scene, drawn = _replay(open_app, (1024, 640), scale)
        heights[scale] = _title(drawn, "Scores", scene.players_panel).height
    assert heights[1.5] >= heights[1.0] * 1.4, heights


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES)
def test_the_replays_scores_title_and_its_caption_stand_above_the_rows_at_the_text_size(open_app, size, scale, players):
    scene, drawn = _replay(open_app, size, scale, players)
    panel = scene.players_panel
    title = _title(drawn, "Scores", panel)
    caption = _title(drawn, f"click or 1-{players} to view a seat", panel)
    first = scene.player_rows[0]
    assert title.bottom <= first.top and caption.bottom <= first.top
    assert not title.colliderect(caption)
    assert all(panel.contains(row) for row in scene.player_rows)
    assert scene.log_panel.rect.top >= panel.bottom
    # At the player's text size: squeezed beside the title at 150% it fell to the smallest print on screen.
    assert caption.height >= theme.font("body", scene.px(12)).get_height()


def _demo(open_app, size, text_scale, paused):
    import random

    from seaboard.ui.scenes.demo import start_demo

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = start_demo(app, "seagrass", attract=False, rng=random.Random(3), players=2)
    h.step(app)
    controls = table.demo_controls
    controls.state.paused = paused  # (no Step asked for: it holds, and says so in its title)
    app.bot_pace = 1e9
    paragraphs = []
    real = theme.blit_paragraph

    def spy(surface, text, role, px, colour, rect, *args, **kwargs):
        paragraphs.append((text, pygame.Rect(rect)))
        return real(surface, text, role, px, colour, rect, *args, **kwargs)

    theme.blit_paragraph = spy
    try:
        with h.lines_drawn() as drawn:
            h.step(app)
    finally:
        theme.blit_paragraph = real
    return controls, drawn, paragraphs


def test_the_demos_panel_title_grows_with_the_text_size_as_players_does(open_app):
    heights = {}
    for scale in (1.0, 1.5):
        controls, drawn, _paragraphs = _demo(open_app, (1024, 640), scale, paused=False)
        heights[scale] = _title(drawn, "Demo", controls.rect).height
    assert heights[1.5] >= heights[1.0] * 1.4, heights


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES)
def test_the_demos_panel_title_ends_before_the_speed_and_above_the_caption(open_app, size, scale):
    controls, drawn, paragraphs = _demo(open_app, size, scale, paused=True)
    title = _title(drawn, "Demo · paused", controls.rect)
    speed = _title(drawn, f"speed {controls.state.speed:g}×", controls.rect)
    assert title.right <= speed.left
    captions = [rect for _text, rect in paragraphs if controls.rect.contains(rect)]
    assert len(captions) == 1 and title.bottom <= captions[0].top
