"""Easing curves, tweens, sequences, the timeline and the global speed factor."""

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.ui.anim import tween


@pytest.mark.parametrize("name", sorted(tween.EASINGS))
def test_every_curve_starts_at_0_and_ends_at_1(name):
    curve = tween.easing(name)
    assert curve(0.0) == pytest.approx(0.0, abs=1e-9)
    assert curve(1.0) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("name", tween.MONOTONIC)
def test_plain_curves_never_go_backwards_or_leave_0_1(name):
    curve = tween.easing(name)
    values = [curve(i / 200) for i in range(201)]
    assert all(b >= a - 1e-12 for a, b in zip(values, values[1:]))
    assert all(-1e-12 <= v <= 1 + 1e-12 for v in values)


def test_ease_in_starts_slow_and_ease_out_starts_fast():
    assert tween.in_cubic(0.25) < 0.25 < tween.out_cubic(0.25)
    assert tween.in_quad(0.5) == pytest.approx(0.25)
    assert tween.in_out_quad(0.5) == pytest.approx(0.5)


def test_back_overshoots_and_bounce_stays_in_range():
    assert min(tween.in_back(i / 100) for i in range(101)) < 0  # pulls back first
    assert max(tween.out_back(i / 100) for i in range(101)) > 1  # overshoots, then settles
    assert all(0 <= tween.out_bounce(i / 100) <= 1 + 1e-9 for i in range(101))
    assert max(tween.out_elastic(i / 100) for i in range(101)) > 1


def test_pgzero_names_are_aliases():
    assert tween.easing("accelerate") is tween.in_quad
    assert tween.easing("decelerate") is tween.out_quad
    assert tween.easing("bounce_end") is tween.out_bounce


def test_unknown_curve_names_the_known_ones():
    with pytest.raises(ValueError, match="out_cubic"):
        tween.easing("wobbly")


class Piece:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)
        self.colour = pygame.Color(0, 0, 0)


def test_tween_moves_attributes_over_its_duration_and_lands_exactly():
    piece = Piece()
    done = []
    t = tween.Tween(piece, 1.0, "linear", x=100, pos=(10, 20), on_done=lambda: done.append(True))
    t.advance(0.25)
    assert piece.x == pytest.approx(25)
    assert piece.pos == pytest.approx((2.5, 5))
    assert not t.done and done == []
    leftover = t.advance(1.0)
    assert piece.x == 100 and piece.pos == (10, 20)
    assert t.done and done == [True]
    assert leftover == pytest.approx(0.25)


def test_tween_reads_start_values_when_it_starts_not_when_built():
    piece = Piece()
    t = tween.Tween(piece, 1.0, "linear", x=100)
    piece.x = 50
    t.advance(0.5)
    assert piece.x == pytest.approx(75)


def test_tween_animates_dict_keys_vectors_and_colours():
    state = {"alpha": 0}
    tween.Tween(state, 1.0, "linear", alpha=200).advance(0.5)
    assert state["alpha"] == pytest.approx(100)
    piece = Piece()
    piece.pos = pygame.Vector2(0, 0)
    tween.Tween(piece, 1.0, "linear", pos=pygame.Vector2(10, 30), colour=pygame.Color(200, 100, 50)).advance(0.5)
    assert isinstance(piece.pos, pygame.Vector2) and piece.pos == pygame.Vector2(5, 15)
    assert isinstance(piece.colour, pygame.Color) and tuple(piece.colour) == (100, 50, 25, 255)


def test_delay_holds_the_start_until_it_passes():
    piece = Piece()
    t = tween.Tween(piece, 1.0, "linear", delay=0.5, x=10)
    t.advance(0.4)
    assert piece.x == 0
    t.advance(0.6)  # 1.0 s elapsed: half a second into the tween
    assert piece.x == pytest.approx(5)


def test_value_tween_reports_values():
    seen = []
    v = tween.ValueTween(0, 10, 1.0, "linear", on_update=seen.append)
    v.advance(0.5)
    assert v.value == pytest.approx(5) and seen[-1] == pytest.approx(5)


def test_sequence_plays_in_order_and_passes_leftover_time_on():
    piece = Piece()
    order = []
    seq = tween.Sequence(
        tween.Tween(piece, 1.0, "linear", x=10),
        tween.Call(lambda: order.append("middle")),
        tween.Delay(0.5),
        tween.Tween(piece, 1.0, "linear", x=20),
        on_done=lambda: order.append("end"),
    )
    seq.advance(1.25)  # first tween done, call fired, 0.25 of the delay used
    assert piece.x == 10 and order == ["middle"]
    seq.advance(0.5)  # delay over, second tween a quarter of the way
    assert piece.x == pytest.approx(12.5)
    seq.advance(1.0)
    assert seq.done and order == ["middle", "end"] and piece.x == 20


def test_parallel_is_done_when_the_longest_part_is():
    piece = Piece()
    par = tween.Parallel(tween.Tween(piece, 0.5, "linear", x=10), tween.Tween(piece, 1.0, "linear", pos=(4, 4)))
    par.advance(0.6)
    assert piece.x == 10 and not par.done
    par.advance(0.5)
    assert par.done and piece.pos == (4, 4)


def test_cancel_stops_without_the_callback_and_finish_jumps_to_the_end():
    piece = Piece()
    done = []
    t = tween.Tween(piece, 1.0, "linear", x=10, on_done=lambda: done.append(1))
    t.advance(0.5)
    t.cancel()
    t.advance(1.0)
    assert piece.x == pytest.approx(5) and done == []
    t2 = tween.Tween(piece, 1.0, "linear", x=40, on_done=lambda: done.append(2))
    t2.finish()
    t2.finish()
    assert piece.x == 40 and done == [2]  # on_done runs exactly once


def test_timeline_runs_animations_and_forgets_finished_ones():
    piece = Piece()
    line = tween.Timeline()
    line.tween(piece, 0.5, "linear", x=10)
    assert line.busy and len(line) == 1
    line.update(0.25)
    assert piece.x == pytest.approx(5)
    line.update(0.25)
    assert piece.x == 10 and not line.busy


def test_a_new_tween_of_the_same_attribute_replaces_the_running_one():
    piece = Piece()
    line = tween.Timeline()
    first = line.tween(piece, 1.0, "linear", x=100)
    line.update(0.5)
    line.tween(piece, 1.0, "linear", x=0)
    assert first.cancelled
    line.update(0.5)
    assert piece.x == pytest.approx(25)  # from 50 halfway back to 0; the first no longer pulls


def test_speed_factor_scales_time():
    piece = Piece()
    tween.set_speed(2.0)
    line = tween.Timeline()
    line.tween(piece, 1.0, "linear", x=10)
    line.update(0.25)
    assert piece.x == pytest.approx(5)


def test_speed_zero_completes_instantly_with_callbacks_in_order():
    tween.set_speed(0)
    piece = Piece()
    order = []
    line = tween.Timeline()
    line.play(tween.Sequence(tween.Tween(piece, 5.0, "out_back", x=10), tween.Call(lambda: order.append("a")),
                             tween.Delay(3.0), tween.Tween(piece, 5.0, "linear", x=30),
                             on_done=lambda: order.append("done")))
    # Finished during play(): nothing left to wait for, so nothing can hold up input.
    assert piece.x == 30 and order == ["a", "done"] and not line.busy


def test_speed_zero_finishes_a_tween_already_running_on_the_next_update():
    piece = Piece()
    line = tween.Timeline()
    line.tween(piece, 10.0, "linear", x=10)
    line.update(0.1)
    tween.set_speed(0)
    line.update(0.0)
    assert piece.x == 10 and not line.busy


def test_finish_all_skips_to_the_end_including_animations_started_by_callbacks():
    piece = Piece()
    line = tween.Timeline()
    line.tween(piece, 1.0, x=10, on_done=lambda: line.tween(piece, 1.0, pos=(5, 5)))
    line.finish_all()
    assert piece.x == 10 and piece.pos == (5, 5) and not line.busy


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0.0, max_value=0.2), min_size=1, max_size=40),
       st.sampled_from(sorted(tween.EASINGS)))
def test_any_frame_sequence_that_covers_the_duration_lands_on_the_end(dts, curve):
    piece = Piece()
    line = tween.Timeline()
    line.tween(piece, 0.5, curve, x=42)
    for dt in dts:
        line.update(dt)
    line.update(0.5)
    assert piece.x == 42 and not line.busy
