"""Tooltips and bubbles: delay, wrapping, and always inside the window."""

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.ui.widgets.tooltip import Bubble, Tooltip, place_near, wrap_text

WINDOW = pygame.Rect(0, 0, 1024, 640)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 1023), st.integers(0, 639), st.integers(20, 600), st.integers(10, 400))
def test_placed_boxes_stay_inside_the_window(x, y, w, h):
    rect = place_near((w, h), (x, y), WINDOW)
    assert WINDOW.contains(rect)


def test_box_goes_below_right_of_the_pointer_when_there_is_room():
    rect = place_near((200, 60), (100, 100), WINDOW)
    assert rect.left > 100 and rect.top > 100


def test_box_flips_left_and_above_near_the_bottom_right_corner():
    rect = place_near((200, 60), (1010, 630), WINDOW)
    assert rect.right < 1010 and rect.bottom < 630
    assert WINDOW.contains(rect)


def test_box_never_covers_the_pointer_when_it_fits_beside_it():
    for pointer in [(10, 10), (1000, 10), (10, 620), (1000, 620), (512, 320)]:
        assert not place_near((180, 50), pointer, WINDOW).collidepoint(pointer)


def test_tooltip_waits_for_the_delay_and_resets_when_the_target_changes():
    tip = Tooltip(delay=0.5)
    tip.track("Reef tile", (300, 300))
    tip.update(0.3)
    assert not tip.visible
    tip.track("Kelp tile", (310, 300))
    tip.update(0.3)
    assert not tip.visible
    tip.update(0.25)
    assert tip.visible and tip.text == "Kelp tile"
    tip.track(None, (500, 500))
    assert not tip.visible


def test_tooltip_text_is_wrapped_to_its_width_and_drawn_inside_the_window():
    surface = pygame.Surface(WINDOW.size)
    tip = Tooltip(delay=0.0, max_width=220)
    tip.track("A long explanation of what this tile does when it is placed next to a reef of another colour.",
              (1020, 636))
    tip.update(1.0)
    rect = tip.rect(WINDOW)
    assert WINDOW.contains(rect) and rect.width <= 220 and rect.height > 40  # several lines
    surface.fill((0, 0, 0))
    tip.draw(surface)
    assert surface.get_at(rect.center)[:3] != (0, 0, 0)


def test_hide_on_click():
    tip = Tooltip(delay=0.0)
    tip.track("Help", (10, 10))
    tip.update(0.1)
    tip.hide()
    assert not tip.visible


def test_wrap_keeps_every_word():
    text = "one two three four five six seven eight nine ten"
    lines = wrap_text(text, "body", 16, 80)
    assert len(lines) > 1 and " ".join(lines) == text


def test_bubble_lives_a_few_seconds_then_goes():
    bubble = Bubble("Reefs may never join.", (1000, 630), seconds=2.0)
    assert bubble.alive
    assert WINDOW.contains(bubble.rect(WINDOW))
    bubble.update(1.9)
    assert bubble.alive
    bubble.update(0.2)
    assert not bubble.alive
