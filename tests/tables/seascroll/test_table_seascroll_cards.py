"""The drawn Sea Scroll cards: one per species, told apart without colour, cached per size."""

import itertools

import pygame
import pytest

from seaboard.engine.seascroll.species import ALL_SPECIES, SPECIES
from seaboard.ui.render import theme
from seaboard.ui.tables.seascroll_parts import cards
from seaboard.ui.tables.seascroll_parts.fish import INK


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def silhouette(species: int) -> pygame.mask.Mask:
    return pygame.mask.from_surface(cards.fish_art(species, 120, 80), 127)


def test_every_species_has_its_own_card_face_sized_as_asked():
    for v in SPECIES:
        face = cards.face(v, 90)
        assert face.get_size() == cards.card_size(90)
        # Rounded corners: the very corner pixel is transparent, the middle is not.
        assert face.get_at((0, 0)).a == 0
        assert face.get_at((45, 63)).a == 255


def test_fish_silhouettes_differ_without_colour():
    masks = {v: silhouette(v) for v in SPECIES}
    for a, b in itertools.combinations(SPECIES, 2):
        ma, mb = masks[a], masks[b]
        overlap = ma.overlap_area(mb, (0, 0))
        union = ma.count() + mb.count() - overlap
        # Intersection over union: no two fish share their outline.
        assert overlap / union < 0.85, f"{SPECIES[a]} and {SPECIES[b]} have nearly the same silhouette"


def test_patterns_differ_in_greyscale():
    def grey(v):
        art = cards.fish_art(v, 60, 40)
        return pygame.transform.grayscale(art)

    images = {v: grey(v) for v in SPECIES}
    for a, b in itertools.combinations(SPECIES, 2):
        diff = 0
        for x in range(0, 60, 3):
            for y in range(0, 40, 3):
                ca, cb = images[a].get_at((x, y)), images[b].get_at((x, y))
                if abs(ca.r - cb.r) > 40 or abs(ca.a - cb.a) > 100:
                    diff += 1
        assert diff > 20, f"{SPECIES[a]} and {SPECIES[b]} look alike in grey"


def test_rendered_cards_are_cached_per_size():
    assert cards.face(7, 80) is cards.face(7, 80)
    assert cards.face(7, 80) is not cards.face(7, 81)
    assert cards.back(80) is cards.back(80)
    assert cards.last_round(80).get_size() == cards.card_size(80)


def test_a_banner_prints_the_whole_name_on_two_lines_where_one_is_too_long_never_a_shorter_one():
    # Playtest: a hand card said "Angelfish" where the reef and the log said "Royal Angelfish";
    # a first-time player took them for two kinds.
    from seaboard.ui.render import theme
    from seaboard.ui.tables.seascroll_parts.cards import banner_lines

    width = theme.picture_font("bold", 8).size("Royal Angelfish")[0]
    assert banner_lines("Royal Angelfish", 84, width, 8) == (("Royal Angelfish",), 8)  # room enough: one line
    assert banner_lines("Royal Angelfish", 66, width - 10, 8) == (("Royal", "Angelfish"), 8)  # a hand card
    assert banner_lines("Mandarin Fish", 66, theme.picture_font("bold", 8).size("Mandarin")[0], 8) == (
        ("Mandarin", "Fish"), 8)
    assert banner_lines("Royal Angelfish", 44, width - 10, 8) == ((), 0)  # a mini card: value and art only


@pytest.mark.parametrize("species", ALL_SPECIES)
def test_every_card_big_enough_for_a_name_prints_its_species_whole_name(species):
    for width in range(cards.MINI_CARD, 200):
        lines, size = cards.printed_name(species, width)
        assert " ".join(lines) == SPECIES[species] and size >= cards.NAME_FLOOR, width


def test_a_two_line_name_stands_in_a_banner_tall_enough_for_it_and_the_corner_value_above_it():
    w, h = cards.card_size(66)
    assert cards.printed_name(11, 66)[0] == ("Royal", "Angelfish")
    plain, grown = cards.window_and_banner(w, h)[1], cards.window_and_banner(w, h, cards.name_height(11, 66))[1]
    assert grown.bottom == plain.bottom and grown.height >= 2 * cards.name_step(8) * cards.SS
    assert cards.corner_rect(11, 74).bottom <= cards.window_and_banner(*cards.card_size(74))[1].top / cards.SS + 1


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_every_hand_card_is_named_at_any_text_size_so_a_row_never_names_some_and_not_others(text_scale,
                                                                                            monkeypatch):
    named = []
    original = theme.picture_text
    monkeypatch.setattr(theme, "picture_text", lambda label, *a: named.append(label) or original(label, *a))
    theme.set_text_scale(text_scale)
    printed = {}
    try:
        cards.face.cache_clear()
        for species in SPECIES:
            named.clear()
            cards.face(species, 66)  # a hand card at 1024x640
            printed[species] = " ".join(label for label in named if not label.isdigit())  # (values too)
    finally:
        theme.set_text_scale(1.0)
        cards.face.cache_clear()
    assert printed == SPECIES  # each whole, as the reef and the log name it


def test_a_row_of_mini_cards_names_none_of_them_even_the_short_names_that_would_fit():
    from seaboard.ui.tables.seascroll_parts.cards import MINI_CARD, banner_lines

    roomy = 200
    assert banner_lines("Lionfish", MINI_CARD - 1, roomy, 8) == ((), 0)
    assert banner_lines("Lionfish", MINI_CARD, roomy, 8) == (("Lionfish",), 8)



@pytest.mark.parametrize("value", ["4", "6", "7", "9", "12"])
def test_the_corner_index_is_drawn_upright_so_a_9_never_reads_as_6(value):
    # Playtest: turned 180 degrees, the Parrotfish's 9 read as "6", the 4 as "h", the 7 as "L".
    ink = (20, 30, 40)
    corner = cards.corner_value(value, 40, ink)
    upright = theme.picture_text(value, "title", 40, ink)
    inked = [(x, y) for x in range(upright.get_width()) for y in range(upright.get_height())
             if upright.get_at((x, y)).a > 220]
    # Each pixel of the upright digit's ink is ink in the corner too (within its edges' blending).
    drawn = [corner.get_at((x + cards.HALO, y + cards.HALO)) for x, y in inked]
    same = sum(c.a > 200 and max(abs(a - b) for a, b in zip(c[:3], ink)) < 40 for c in drawn)
    assert inked and same >= 0.97 * len(inked)


@pytest.mark.parametrize("width", [74, 100, 124])
@pytest.mark.parametrize("species", ALL_SPECIES)
def test_the_corner_index_sits_clear_of_the_seaweed_and_pebbles(species, width):
    # Playtest: the frond beside a turned 4 made it read as "h".
    w, h = cards.card_size(width)
    big = pygame.Surface((w * cards.SS, h * cards.SS), pygame.SRCALPHA)
    inner, banner = cards.window_and_banner(w, h)
    cards._seabed(big, inner, banner.top, species)
    decorations = {cards.SEAWEED, theme.mix(cards.SAND, INK, 0.3), theme.mix(cards.SAND, INK, 0.4)}
    # Each is drawn (else a changed colour would leave nothing to find in the corner).
    assert all(pygame.mask.from_threshold(big, (*colour, 255), (1, 1, 1, 255)).count() for colour in decorations)
    corner = cards.corner_rect(species, width)
    area = pygame.Rect(corner.x * cards.SS, corner.y * cards.SS, corner.w * cards.SS, corner.h * cards.SS)
    assert not [(x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)
                if tuple(big.get_at((x, y)))[:3] in decorations]


def test_a_card_too_small_for_a_legible_corner_index_leaves_it_out():
    # The habitats' and the opponents' mini cards: the badge says the value.
    for width, shown in ((cards.CORNER_MIN_CARD - 1, False), (cards.CORNER_MIN_CARD, True)):
        w, h = cards.card_size(width)
        lower = pygame.Rect(0, h // 2, w, h - h // 2)
        with_values, blank = cards.face(9, width), cards.face(9, width, False)
        differs = any(with_values.get_at((x, y)) != blank.get_at((x, y))
                      for x in range(lower.left, lower.right) for y in range(lower.top, lower.bottom))
        assert differs == shown


def test_count_badges_follow_the_text_size_back_and_forth():
    from seaboard.ui.tables.seascroll_parts import paint

    def badge_width() -> int:
        surface = pygame.Surface((200, 80), pygame.SRCALPHA)
        paint.badge(surface, 2, (100, 40), 14)
        return surface.get_bounding_rect().width

    normal = badge_width()
    try:
        theme.set_text_scale(1.5)
        assert badge_width() > normal
    finally:
        theme.set_text_scale(1.0)
    assert badge_width() == normal  # not the big badge kept from before


def test_the_last_round_card_is_the_same_picture_at_every_text_size():
    normal = pygame.image.tobytes(cards.last_round(66), "RGBA")
    try:
        theme.set_text_scale(1.5)
        cards.last_round.cache_clear()
        big = pygame.image.tobytes(cards.last_round(66), "RGBA")
    finally:
        theme.set_text_scale(1.0)
        cards.last_round.cache_clear()
    assert big == normal  # its words never grow into the hourglass


def test_a_hidden_hand_fans_its_backs_about_the_hand_areas_middle(monkeypatch):
    # Playtest: between hot-seat turns the backs jumped to the area's left edge; the hand they
    # stand for is centred there.
    from seaboard.ui.tables.seascroll_parts import paint

    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(cards, "draw_card", lambda surface, img, rect, **kw: drawn.append(pygame.Rect(rect)))
    area = pygame.Rect(100, 500, 800, 140)
    paint.hidden_hand(pygame.Surface((1000, 700)), "Bo's hand", 5, area, 530, 84, lambda v: round(v))
    assert len(drawn) == 5
    fan = drawn[0].unionall(drawn[1:])
    assert abs(fan.centerx - area.centerx) <= 1


def _badge(card: pygame.Surface, centre: tuple[int, int], width: int) -> pygame.Surface:
    r = round(width * 0.19)
    return card.subsurface(pygame.Rect(0, 0, 2 * r, 2 * r).move_to(center=centre)).copy()


def _difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean difference per channel of two same-sized badges inside their paper disc, 0..255."""
    w, h = a.get_size()
    inside = [(x, y) for x in range(w) for y in range(h) if (x - w / 2 + 0.5) ** 2 + (y - h / 2 + 0.5) ** 2
              < (w * 0.42) ** 2]
    total = sum(abs(ca - cb) for x, y in inside for ca, cb in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3]))
    return total / (len(inside) * 3)


@pytest.mark.parametrize("species", sorted(SPECIES))
def test_a_sideways_card_shows_its_value_upright_in_its_turned_badge(species):
    # Playtest: turned with the card, a sideways 8 read as "∞" and 6 and 9 hung on an underline.
    width = 90
    upright = _badge(cards.face(species, width), cards.badge_centre(width), width)
    cx, cy = cards.badge_centre(width)
    turned_centre = (cy, width - cx)  # a quarter turn anticlockwise takes the top left to the bottom left
    sideways = _badge(cards.sideways(species, width), turned_centre, width)
    rotated = pygame.transform.rotate(upright, 90)
    assert _difference(sideways, upright) < 6
    assert _difference(sideways, rotated) > _difference(sideways, upright) + 6
