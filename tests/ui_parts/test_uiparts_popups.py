"""Score pop-ups rise and fade, and respect the animation speed."""

import pygame

from seaboard.ui.anim import tween
from seaboard.ui.anim.popups import ScorePopups


def test_popup_rises_fades_and_goes_away():
    layer = ScorePopups(life=1.0, rise=50)
    popup = layer.spawn(3, (200, 300))
    assert popup.text == "+3"
    layer.update(0.3)
    y_early, alpha_early = popup.centre[1], popup.alpha
    assert y_early < 300 and alpha_early > 200
    layer.update(0.5)
    assert popup.centre[1] < y_early and popup.alpha < alpha_early
    layer.update(0.3)
    assert not layer.busy and layer.popups == []


def test_negative_points_use_a_minus_sign():
    layer = ScorePopups()
    assert layer.spawn(-2, (0, 0)).text == "\u22122"


def test_with_animations_off_the_number_is_shown_still_then_removed():
    tween.set_speed(0)
    layer = ScorePopups(life=1.0, rise=50)
    popup = layer.spawn(4, (200, 300))
    layer.update(0.5)
    assert popup.centre == (200, 300) and popup.alpha == 255
    layer.update(0.6)
    assert not layer.busy


def test_popup_draws_at_its_place():
    surface = pygame.Surface((400, 400))
    surface.fill((0, 0, 0))
    layer = ScorePopups(px=40, life=1.0)
    layer.spawn(7, (200, 200))
    layer.update(0.3)
    layer.draw(surface)
    drawn = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    drawn.invert()
    (bounds,) = drawn.get_bounding_rects()
    # Centred on x = 200, a little above where it was spawned (it has started rising).
    assert abs(bounds.centerx - 200) <= 2 and 150 < bounds.centery < 200 and bounds.width > 30
