"""Fanned Sea Scroll schools: only the top card writes its value (playtest: "1" + "10" read "110")."""

import pygame
import pytest
from test_table_seascroll_cards import _badge, _difference
from test_table_seascroll_reveal_caption import open_reveal

from seaboard.ui.tables.seascroll_parts import cards, paint
from seaboard.ui.tables.seascroll_parts.reveal import Step


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def _drawn(monkeypatch) -> list[pygame.Surface]:
    images: list[pygame.Surface] = []
    monkeypatch.setattr(cards, "draw_card", lambda surface, img, rect, **kw: images.append(img))
    return images


def _writes_its_value(img: pygame.Surface, species: int) -> bool:
    """Whether a drawn face, upright or turned sideways (a quarter anticlockwise), has its value in
    its badge, rather than the badge left blank."""
    width = min(img.get_size())
    cx, cy = cards.badge_centre(width)
    blank = cards.face(species, width, False)
    written = cards.face(species, width)
    if img.get_width() > img.get_height():  # sideways: the badge went to the bottom left
        cx, cy = cy, width - cx
        blank, written = pygame.transform.rotate(blank, 90), cards.sideways(species, width)
    badge, blank, written = (_badge(card, (cx, cy), width) for card in (img, blank, written))
    assert _difference(written, blank) > 6  # the value shows in the badge at all
    if _difference(badge, blank) < 3:
        return False
    assert _difference(badge, written) < 3
    return True


def test_a_fanned_school_writes_its_value_only_on_its_top_card(monkeypatch):
    images = _drawn(monkeypatch)
    paint.stack(pygame.Surface((600, 300)), 10, 3, pygame.Rect(20, 20, 200, 200), 90, 12)
    assert [_writes_its_value(img, 10) for img in images] == [False, False, True]


def test_a_school_of_one_still_writes_its_value(monkeypatch):
    images = _drawn(monkeypatch)
    paint.stack(pygame.Surface((600, 300)), 11, 1, pygame.Rect(20, 20, 200, 200), 90, 12)
    assert [_writes_its_value(img, 11) for img in images] == [True]


def test_at_the_reveal_only_the_top_card_of_a_school_writes_its_value_upright_or_sideways(app, monkeypatch):
    reveal = open_reveal(app)
    step = Step(10, (3, 2, 0), (10, -10, 0), (10, -10, 0), arrive=1.0, verdict=1.0)
    rows = reveal.rows()
    for seat in (0, 1):  # the winner's cards upright, the loser's turned sideways
        images = _drawn(monkeypatch)
        reveal.draw_cell(app.screen, seat, 0, step, rows[seat])
        assert (images[0].get_width() > images[0].get_height()) == (seat == 1)
        assert [_writes_its_value(img, 10) for img in images] == [False] * (len(images) - 1) + [True]
        assert len(images) == min(3, step.counts[seat])
    step.verdict = 0.5  # half turned
    images = _drawn(monkeypatch)
    reveal.draw_cell(app.screen, 1, 0, step, rows[1])
    # Half turned the badge is not where an upright or sideways one is: the back card matches the
    # blank face turned so far.
    blank = pygame.transform.rotate(cards.face(10, reveal.card_w, False), 45)
    assert pygame.image.tobytes(images[0], "RGBA") == pygame.image.tobytes(blank, "RGBA")
