"""Seagrass art: each creature has its own silhouette (readable without colour), tiles show their count."""

import itertools

import pygame
import pytest

from seaboard.ui.tables.seagrass_parts import art


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def silhouette(creature):
    return pygame.mask.from_surface(art.creature_icon(creature, 64), 100)


def test_every_creature_has_its_own_silhouette():
    masks = {c: silhouette(c) for c in art.CREATURES}
    for a, b in itertools.combinations(art.CREATURES, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        union = masks[a].count() + masks[b].count() - overlap
        assert overlap / union < 0.75, f"{a} and {b} look alike in outline"


def test_double_and_special_tiles_differ_from_single_ones():
    for creature in art.CREATURES:
        single = art.tile_image(f"{creature}-1", "Blue", 40)
        double = art.tile_image(f"{creature}-2", "Blue", 40)
        special = art.tile_image(f"{creature}-special", "Blue", 40)
        assert single.get_size() == double.get_size() == special.get_size()
        for other in (double, special):
            differing = sum(single.get_at((x, y)) != other.get_at((x, y))
                            for x in range(0, single.get_width(), 3) for y in range(0, single.get_height(), 3))
            assert differing > 40


def test_explored_unexplored_and_starting_reefs_look_different():
    images = [art.reef_image(40, True, False), art.reef_image(40, False, False), art.reef_image(40, True, True)]
    w, h = images[0].get_size()
    for a, b in itertools.combinations(images, 2):
        assert any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(0, w, 4) for y in range(0, h, 4))


def test_a_completed_reefs_antler_stays_clear_of_the_reefs_number_disc(open_app):
    # Playtest (1024x640): the number disc at the top of the reef covered the antler's tips.
    from seaboard.ui.screenshot import ShotContext
    from seaboard.ui.tables.seagrass_parts import art, board, shots

    for size in ((1024, 640), (1920, 1080)):
        app = open_app(size, animation_speed=0)
        table = shots.build("midgame", app, ShotContext("seagrass", 3, 3, 45, {}))
        g = table.geometry
        reef = next(r for r in table.view().reefs if r.antler)
        img = art.antler_image(board.antler_px(g))
        at = g.centre(reef.space)
        antler = img.get_rect(center=board.antler_centre(g, at))
        (dx, dy), r = board.number_disc(g, at)
        disc = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
        pygame.draw.circle(disc, (255, 255, 255, 255), (r, r), r)
        offset = (dx - r - antler.left, dy - r - antler.top)
        assert pygame.mask.from_surface(img).overlap(pygame.mask.from_surface(disc), offset) is None
        corners = art.hex_points(*at, g.size)
        assert min(y for _, y in corners) <= antler.top and antler.bottom <= max(y for _, y in corners) + 2
