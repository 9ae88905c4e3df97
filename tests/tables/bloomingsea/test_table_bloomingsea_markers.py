"""Score markers sharing a step of the track never hide each other's glyph."""

import itertools
import math

import pygame
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


def test_markers_sharing_a_step_leave_its_number_readable(monkeypatch):
    # Playtest: at the start every marker stacked on 0 and covered the "0".
    from seaboard.ui.render import theme

    for count in (2, 3, 4):
        app = h.make_app(animation_speed=0)
        table = make_table(app, ["human", "easy", "easy", "easy"][:count], seed=3)
        h.step(app)
        drawn = []
        monkeypatch.setattr(board_view.art, "blit_token", lambda _s, colour, pos, r, drawn=drawn: drawn.append((pos, r)))
        geo = table.board_view.geo
        table.board_view.draw_markers(app.screen, [s.colour for s in table.seats], [10.0] * count)
        monkeypatch.undo()
        rr = geo.track_radius  # a fifth step's shell and its number's size
        w, tall = theme.font("black", rr * 0.95).size("10")
        cx, cy = geo.track_point(10)
        for (x, y), r in drawn:
            # The nearest point of the number's box to the marker lies outside the marker.
            nx, ny = min(max(x, cx - w / 2), cx + w / 2), min(max(y, cy - tall * 0.35), cy + tall * 0.35)
            assert math.dist((x, y), (nx, ny)) >= r - 1
        app.close()


def test_markers_sharing_neighbouring_steps_each_stay_on_their_own_steps_side(monkeypatch):
    # Review: at 5, 5, 6, 6 the corner markers of steps 5 and 6 met between them: which was which?
    app = h.make_app(animation_speed=0)
    table = make_table(app, ["human", "easy", "easy", "easy"], seed=3)
    h.step(app)
    geo = table.board_view.geo
    for values in ([5.0, 5.0, 6.0, 6.0], [18.0, 18.0, 19.0, 19.0], [11.0, 11.0, 12.0, 12.0]):  # top, side, corner
        drawn = []
        monkeypatch.setattr(board_view.art, "blit_token", lambda _s, colour, pos, r, drawn=drawn: drawn.append((pos, r)))
        table.board_view.draw_markers(app.screen, [s.colour for s in table.seats], values)
        monkeypatch.undo()
        for (pos, r), value in zip(drawn, values):
            own = geo.track_point(value)
            for other in (value - 1, value + 1):  # the whole disc short of the line halfway to a neighbour
                far = geo.track_point(other)
                gap = math.dist(own, far)
                reach = ((pos[0] - own[0]) * (far[0] - own[0]) + (pos[1] - own[1]) * (far[1] - own[1])) / gap + r
                assert reach <= gap / 2 + 1, (value, other, reach, gap)
    app.close()


def test_two_markers_at_the_start_stand_along_both_edges_of_the_corner_nearly_full_size(monkeypatch):
    # Playtest (1280x720): at the start both markers were squeezed small into the "0" corner.
    for size, text_scale in (((1280, 720), 1.0), ((1024, 640), 1.0), ((1920, 1080), 1.0), ((1024, 640), 1.5)):
        app = h.make_app(size, animation_speed=0, text_scale=text_scale)
        table = make_table(app, ["human", "easy"], seed=3)
        h.step(app)
        geo = table.board_view.geo
        drawn = []
        monkeypatch.setattr(board_view.art, "blit_token", lambda _s, colour, pos, r, drawn=drawn: drawn.append((pos, r)))
        table.board_view.draw_markers(app.screen, [s.colour for s in table.seats], [0.0, 0.0])
        monkeypatch.undo()
        lone = max(5, round(geo.track_radius * 0.78))
        (a, ra), (b, rb) = drawn
        assert min(ra, rb) >= 0.8 * lone, (size, ra, rb, lone)
        cx, cy = geo.track_point(0)
        (ax, ay), (bx, by) = (a[0] - cx, a[1] - cy), (b[0] - cx, b[1] - cy)
        assert ax * bx + ay * by <= 1  # a right angle apart: one along each edge
        for (x, y), r in drawn:  # on the board's frame, not off its edge
            assert geo.outer.inflate(-2, -2).contains(pygame.Rect(x - r, y - r, 2 * r, 2 * r)), (size, (x, y), r)
        app.close()


def test_the_tracks_numbers_fill_their_shells_and_stay_inside_them():
    # Playtest (1280x720): the track's numbers were small.
    for size, text_scale in (((1280, 720), 1.0), ((1024, 640), 1.0), ((1920, 1080), 1.0), ((1024, 640), 1.5)):
        app = h.make_app(size, animation_speed=0, text_scale=text_scale)
        table = make_table(app, ["human", "easy"], seed=3)
        with h.labels_drawn() as drawn:
            h.step(app)
        r = table.board_view.geo.track_radius
        numbers = {label: rect for label, _px, rect in drawn if label.isdigit()}
        for step in range(1, 50):
            rect = numbers[str(step)]
            if text_scale == 1.0:
                assert rect.height >= r, (size, step, rect, r)  # half a fifth step's shell, or more
            smallest = 2 * (r if step % 5 == 0 else round(r * 0.86))  # (the plain shells were 0.86 of it)
            assert rect.width <= 0.9 * smallest, (size, text_scale, step, rect, smallest)
        app.close()
