"""Score markers sharing a step of the track never hide each other's glyph."""

import itertools
import math

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.ui.tables.bloomingsea_parts import board_view


def _drawn_markers(monkeypatch, values):
    app = h.make_app(animation_speed=0)
    table = make_table(app, ["human", "easy", "easy", "easy"][: len(values)], seed=3)
    h.step(app)
    drawn = []
    monkeypatch.setattr(board_view.art, "blit_token", lambda _s, colour, pos, r: drawn.append((colour, pos, r)))
    table.board_view.draw_markers(app.screen, [s.colour for s in table.seats], values)
    return drawn


def test_four_markers_on_one_step_sit_apart(monkeypatch):
    drawn = _drawn_markers(monkeypatch, [0.0, 0.0, 0.0, 0.0])
    assert len(drawn) == 4
    for (_, a, ra), (_, b, rb) in itertools.combinations(drawn, 2):
        assert math.dist(a, b) >= ra + rb - 1  # touching at most


def test_two_markers_on_one_step_sit_side_by_side_and_a_lone_one_keeps_its_size(monkeypatch):
    drawn = _drawn_markers(monkeypatch, [7.0, 7.0, 12.0])
    (_, a, ra), (_, b, rb), (_, _, lone) = drawn
    assert math.dist(a, b) >= ra + rb - 1
    assert lone > ra
