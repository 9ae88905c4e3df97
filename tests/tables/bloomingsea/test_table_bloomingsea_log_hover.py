"""Hovering a line of the Blooming Sea log shows on the board what it names (playtest: "the left
fish at the middle right is decided" left the player decoding where that was)."""

import pytest
import ui_harness as h
from bs_table_helpers import hand_point, make_table

from seaboard.engine.bloomingsea import BloomingSea
from seaboard.engine.bloomingsea.events import FishDecided, TilePlaced
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.screenshot import play_bot_moves
from seaboard.ui.tables.bloomingsea_parts.shots import fish_moment

SEED = 4


def _table_after_a_fish(open_app, monkeypatch, size=(1280, 800)):
    """A table whose log was written move by move up to just after a fish was decided, with the
    board's outlines and fish rings recorded (and still drawn)."""
    app = open_app(size, animation_speed=0)
    at = fish_moment(2, SEED, {})
    played = play_bot_moves(BloomingSea(2, SEED), at + 1, SEED)
    kinds = ["human", "easy"] if played.current_player == 0 else ["easy", "human"]  # the human to act
    table = make_table(app, kinds, seed=SEED, game=BloomingSea(2, SEED))
    events = []
    for move in played.moves:
        events.append(table.game.apply(move))
        table.record(events[-1])
    app.bot_pace = 1e9  # the position holds still
    h.step(app, 2)
    outlines, rings = [], []
    view = table.board_view
    outline, ring = view.draw_outline, view.draw_fish_marks
    monkeypatch.setattr(view, "draw_outline", lambda surface, cells, colour, *a, **k: (
        outlines.append((frozenset(cells), tuple(colour))), outline(surface, cells, colour, *a, **k)))
    monkeypatch.setattr(view, "draw_fish_marks", lambda surface, v, squares: (
        rings.append(tuple(squares)), ring(surface, v, squares)))
    return app, table, [e for step in events for e in step], outlines, rings


def _line_point(table, startswith):
    """A point on the newest log line (in view) whose text starts so."""
    for entry, _number, _line, y in reversed(table.log_panel.shown_lines()):
        if entry.text.startswith(startswith) or startswith in entry.text:
            return (table.log_panel.body.left + table.log_panel.glyph_column + 20, y + 3)
    raise AssertionError(f"no line with {startswith!r} in view")


def _coral(colour) -> bool:
    # draw_outline lightens the colour it is given; the log's marks are the only coral outlines.
    return colour == tuple(PALETTE["coral"])


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_hovering_a_placement_line_rings_the_tiles_three_squares(open_app, monkeypatch, size):
    app, table, events, outlines, _rings = _table_after_a_fish(open_app, monkeypatch, size)
    placed = [e for e in events if isinstance(e, TilePlaced)]
    # The second last tile placed: not the last, which the board outlines anyway (new_to_viewer).
    tile = placed[-2]
    line = table.log_panel.entries[[i for i, e in enumerate(table.log_panel.entries)
                                    if "places a tile" in e.text][-2]]
    point = None
    for entry, _n, _l, y in table.log_panel.shown_lines():
        if entry is line:
            point = (table.log_panel.body.left + table.log_panel.glyph_column + 20, y + 3)
    assert point is not None, "the line is in view"
    h.move(app, point)
    marked = [cells for cells, colour in outlines if _coral(colour)]
    assert marked and marked[-1] == frozenset(tuple(c) for c in tile.cells) and len(marked[-1]) == 3
    assert table.log_panel.hovered is line  # the line is lit: the link is clear
    outlines.clear()
    h.move(app, table.board_area.center)  # away from the log: the rings go
    assert not [cells for cells, colour in outlines if _coral(colour)] and table.log_marks == ()


def test_hovering_a_fish_line_rings_that_fish_on_the_board(open_app, monkeypatch):
    app, table, events, _outlines, rings = _table_after_a_fish(open_app, monkeypatch)
    fish = [e for e in events if isinstance(e, FishDecided) and e.winner >= 0][-1]
    # (The hint's fish marks are drawn each frame too, with no fish while there is no hint.)
    h.move(app, _line_point(table, "is decided"))
    assert [r for r in rings if r] == [((fish.x, fish.y),)]
    # Its points' line names the same fish.
    rings.clear()
    h.move(app, _line_point(table, "for the "))
    assert [r for r in rings if r] == [((fish.x, fish.y),)]
    rings.clear()
    h.move(app, table.board_area.center)
    assert not [r for r in rings if r] and table.log_marks == ()


def test_a_decided_fish_named_by_the_log_gets_its_ring_round_the_pool(open_app, monkeypatch):
    app, table, events, _outlines, _rings = _table_after_a_fish(open_app, monkeypatch)
    fish = [e for e in events if isinstance(e, FishDecided) and e.winner >= 0][-1]
    h.move(app, _line_point(table, "is decided"))
    c = table.geo.cell
    cx, cy = table.geo.cell_rect(fish.x, fish.y).center
    rim = [tuple(app.screen.get_at((round(cx + dx * c * 0.55), round(cy + dy * c * 0.55))))[:3]
           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    assert tuple(PALETTE["coral"]) in rim


def test_while_a_tile_is_dragged_the_log_shows_nothing_on_the_board(open_app, monkeypatch):
    app, table, _events, outlines, _rings = _table_after_a_fish(open_app, monkeypatch)
    assert table.can_play()
    point = _line_point(table, "places a tile")
    start = hand_point(table)
    h.drag(app, h.line(start, point), release=False)
    assert table.drag.active and table.log_marks == ()
    assert not [cells for cells, colour in outlines if _coral(colour)]
    h.post_up(point)
    h.step(app, 2)


def test_a_reopened_games_log_still_rings_what_its_lines_name(open_app, monkeypatch):
    app, table, events, _outlines, _rings = _table_after_a_fish(open_app, monkeypatch)
    loaded = h.reopen_from_a_save(app, table)
    placed = [e for e in events if isinstance(e, TilePlaced)]
    lines = [e for e in loaded.log_panel.entries if "places a tile" in e.text]
    assert [e.spots for e in lines][-1] == tuple(tuple(c) for c in placed[-1].cells)
    h.move(app, _line_point(loaded, "is decided"))
    assert len(loaded.log_marks) == 1


def test_the_replays_log_rings_what_its_lines_name_too(open_app):
    from seaboard.store.saves import SeatInfo
    from seaboard.ui import persist
    from seaboard.ui.scenes.replay import ReplayScene

    app = open_app((1280, 800), animation_speed=0)
    game = play_bot_moves(BloomingSea(2, SEED), 40, SEED)
    saved = persist.SavedGame(game, [SeatInfo("Ada", "human", "Yellow"), SeatInfo("Bot", "easy", "Purple")])
    scene = app.push(ReplayScene(app, saved))
    scene.to_end()
    h.step(app)
    for entry, _n, _l, y in reversed(scene.log_panel.shown_lines()):
        if "places a tile" in entry.text:
            h.move(app, (scene.log_panel.body.left + scene.log_panel.glyph_column + 20, y + 3))
            break
    assert len(scene.table.log_marks) == 3 and scene.table.log_marks == scene.log_panel.hovered.spots
    h.move(app, scene.table.board.center)
    assert scene.table.log_marks == ()
