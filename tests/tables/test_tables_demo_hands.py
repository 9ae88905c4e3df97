"""Demo tables (bots only): no words speak to a player who isn't there, and every hand shows."""

import random

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.demo import start_demo
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea import BloomingSeaTable
from seaboard.ui.tables.seascroll import SeaScrollTable


@pytest.fixture
def app(open_app):
    return open_app((1280, 800), animation_speed=0)


def demo(app, game_id, players=4):
    app.bot_pace = 1e9  # a still table: the bots wait
    table = start_demo(app, game_id, rng=random.Random(4), attract=False, players=players, levels=["easy"])
    h.step(app, 2)
    return table


def legend_words(table):
    view = table.game.view(table.viewer)
    surface = pygame.Surface(table.app.screen.get_size())
    with h.texts_drawn() as drawn:
        table.draw_legend(surface, view, pygame.Rect(0, 0, 300, 300), spots=True)
    return drawn


def test_a_demo_legend_says_the_tile_fits_not_your_tile(app):
    drawn = legend_words(demo(app, "bloomingsea"))
    assert "the tile fits here" in drawn
    assert not any("your" in line for line in drawn)


def test_a_human_game_legend_still_says_your_tile_fits(app):
    setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["human", "easy"])
    table = app.push(BloomingSeaTable(app, setup))
    h.step(app, 2)
    assert "your tile fits here" in legend_words(table)


def habitat_note(app, table):
    """Plays the table's game on (random legal moves) until the hand shown shares a species with
    its habitat, then the words the hand's heading line draws."""
    rng = random.Random(2)
    for _ in range(400):
        view = table.game.view(table.viewer)
        if view.phase == "discard" and view.hand and any(
                held > view.hand.count(v) for v, held in view.held_with_habitat().items() if v in view.hand):
            break
        table.record(table.game.apply(rng.choice(table.game.legal_moves())))
    with h.texts_drawn() as drawn:
        h.step(app, 1)
    return [line for line in drawn if "habitat:" in line]


def test_a_demo_hand_counts_with_their_habitat_not_yours(app):
    notes = habitat_note(app, demo(app, "seascroll", players=3))
    assert notes and all(line.startswith("With their habitat") for line in notes)


def test_a_human_hand_still_counts_with_your_habitat(app):
    app.bot_pace = 1e9
    setup = TableSetup.default("seascroll", 3, seed=4, kinds=["human", "easy", "easy"])
    table = app.push(SeaScrollTable(app, setup))
    notes = habitat_note(app, table)
    assert notes and all(line.startswith("With your habitat") for line in notes)


def row_tiles_drawn(app, table, monkeypatch):
    """The seats whose players-panel row had a tile drawn in it during a frame."""
    seats = []
    original = table.board_view.draw_tile

    def spy(surface, cells, top_left, cell, *a, **k):
        seats.extend(i for i, row in enumerate(table.row_rects) if row.collidepoint(top_left))
        return original(surface, cells, top_left, cell, *a, **k)

    monkeypatch.setattr(table.board_view, "draw_tile", spy)
    h.step(app, 1)
    return seats


def test_a_demo_players_panel_shows_every_bots_tile_in_its_row(app, monkeypatch):
    table = demo(app, "bloomingsea", players=4)
    view = table.game.view(table.viewer)
    holding = [i for i in range(4) if view.hands[i] is not None]
    assert len(holding) == 4
    assert sorted(row_tiles_drawn(app, table, monkeypatch)) == holding


def test_at_the_biggest_text_on_a_small_window_a_demo_row_keeps_its_name_whole_beside_its_tile(monkeypatch):
    # Review: at 150% on 1024x640 the row tiles cut the names to "Yellow …".
    from seaboard.ui.render import theme

    application = h.make_app((1024, 640))
    theme.set_text_scale(1.5)
    try:
        table = demo(application, "bloomingsea", players=4)
        with h.texts_drawn() as drawn:
            h.step(application)
        cut = [line for line in drawn for seat in table.seats
               if line.endswith("…") and seat.name.startswith(line[:-1].rstrip())]
        assert not cut
        assert sorted(row_tiles_drawn(application, table, monkeypatch)) == [0, 1, 2, 3]  # and every tile still shows
    finally:
        theme.set_text_scale(1.0)
        application.close()


def test_a_demo_row_keeps_its_points_line_whole_beside_its_tile_laps_and_all(monkeypatch):
    # Playtest at 1920x1080: a demo's rows read "reefs 94 · fish 10 · …", the lap cut by the tile.
    application = h.make_app((1920, 1080), animation_speed=0)
    try:
        table = demo(application, "bloomingsea", players=2)
        rng = random.Random(5)
        while max(table.game.scores) < 50:
            table.record(table.game.apply(rng.choice(table.game.legal_moves())))
        h.step(application, 30)
        with h.texts_drawn() as drawn:
            h.step(application)
        lines = [line for line in drawn if "reefs " in line]
        assert len(lines) == 2 and not any(line.endswith("…") for line in lines), lines
        assert any(line.endswith("· 1 lap") for line in lines), lines
        assert sorted(row_tiles_drawn(application, table, monkeypatch)) == [0, 1]  # the tiles still show
    finally:
        application.close()


def test_a_human_game_players_panel_shows_no_tile(app, monkeypatch):
    app.bot_pace = 1e9
    setup = TableSetup.default("bloomingsea", 3, seed=3, kinds=["human", "easy", "easy"])
    table = app.push(BloomingSeaTable(app, setup))
    h.step(app, 2)
    assert row_tiles_drawn(app, table, monkeypatch) == []


def seagrass_tiles_drawn(app, table, monkeypatch, tray=False):
    """(colour, code) of every tile image the table asked for in a frame, the tray's (its rack
    and specials, the current player's) left out unless `tray`."""
    drawn = []
    original = table.tile_img

    def spy(code, colour, radius):
        if tray or radius not in (table.rack_r, table.special_r):
            drawn.append((colour, code))
        return original(code, colour, radius)

    monkeypatch.setattr(table, "tile_img", spy)
    table._board_cache_key = None
    h.step(app, 1)
    return drawn


def test_a_demo_players_panel_shows_every_seagrass_hand_as_tiles(app, monkeypatch):
    table = demo(app, "seagrass", players=4)
    view = table.game.view(table.viewer)
    drawn = seagrass_tiles_drawn(app, table, monkeypatch)
    for seat, colour in enumerate(table.colours):
        assert sorted(code for c, code in drawn if c == colour) == sorted(view.hands[seat])


def test_a_human_seagrass_game_shows_no_bots_hand(app, monkeypatch):
    from seaboard.ui.tables.seagrass import SeagrassTable

    app.bot_pace = 1e9
    setup = TableSetup.default("seagrass", 3, seed=3, kinds=["human", "easy", "easy"])
    table = app.push(SeagrassTable(app, setup))
    h.step(app, 2)
    bots = {table.colours[1], table.colours[2]}
    assert not [code for colour, code in seagrass_tiles_drawn(app, table, monkeypatch, tray=True) if colour in bots]


def test_a_seagrass_demo_too_small_for_the_hands_keeps_its_caption_whole(open_app):
    big = open_app((1024, 640), text_scale=1.5, animation_speed=0)
    table = demo(big, "seagrass", players=4)
    assert not table.row_hands_fit  # the rows say "Hand 5" as outside a demo
    assert table.row_h == max(table.px(60), table.name_h + table.detail_h + table.px(16))
    controls = table.demo_controls
    assert controls.rect.height >= controls.height_needed
    assert controls.rect.top >= table.players_panel.bottom


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_demo_log_with_no_room_for_a_line_gives_its_room_to_the_caption(open_app, game_id):
    # Four bots' hands in a small window left the log its title alone, over nothing.
    small = open_app((1024, 640), animation_speed=0)
    table = demo(small, game_id, players=4)
    # The players panel as tall as Seagrass's four racks make it: 40 px left for the log.
    table.players_panel.height = table.side.height - table.demo_controls.height_needed - 2 * table.px(12) - 40
    table._layout_log()
    controls = table.demo_controls
    assert table.log_area.height == 0
    assert controls.rect.top == table.players_panel.bottom + table.px(12)
    assert controls.rect.bottom == table.side.bottom
    with h.texts_drawn() as words:
        h.step(small)
    assert "Game log" not in words
    assert any(line.startswith("speed") for line in words)


def test_a_four_bot_seagrass_demo_in_a_small_window_keeps_every_hand_and_drops_the_empty_log(open_app):
    small = open_app((1024, 640), animation_speed=0)
    table = demo(small, "seagrass", players=4)
    assert table.row_hands_fit
    assert table.log_area.height == 0
    assert table.demo_controls.rect.top == table.players_panel.bottom + table.px(12)


def test_a_demo_in_a_big_window_keeps_its_log(open_app):
    big = open_app((1920, 1080), animation_speed=0)
    table = demo(big, "seagrass", players=4)
    assert table.log_area.height >= table.log_panel.header_height + 2 * table.log_panel.line_height
    with h.texts_drawn() as words:
        h.step(big)
    assert "Game log" in words


def test_a_demo_log_given_away_takes_no_scroll_keys(open_app):
    small = open_app((1024, 640), animation_speed=0)
    table = demo(small, "seagrass", players=4)
    assert table.log_area.height == 0
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0)
    assert not table.log_panel.handle_key(event)
