"""Tiles drawn at the end of a Seagrass turn are marked on the player's rack at their next turn,
until they act (playtest: after the others had played, nothing said which tiles were new)."""

import math
from collections import Counter

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import make_table

from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.render import theme
from seaboard.ui.scenes.handoff import HandoffScene


@pytest.fixture
def app():
    application = h.make_app((1280, 800), animation_speed=1.0)
    yield application
    application.close()


def _research_reef(table) -> Counter:
    """The player to act takes Research Reef and confirms: the tiles it drew."""
    seat = table.game.current_player
    assert table.submit(ChooseAction("reef"))
    assert table.submit(next(m for m in table.game.legal_moves() if isinstance(m, PlaceReefTile)))
    before = Counter(table.game.view(seat).hand)
    assert table.submit(Confirm())
    return Counter(table.game.view(seat).hand) - before


def _marks(app, table, monkeypatch) -> list:
    """The rack slots drawn with the new-tile mark this frame (a mark on a tile lies inside its rect)."""
    marked = []
    real = table._draw_new_mark

    def spy(surface, centre):
        on = [item.slot for item, rect in table.rack_items() if item.kind == "hand" and rect.collidepoint(centre)]
        marked.extend(on)  # (the one beside "Hand n/7" is the legend's)
        real(surface, centre)

    monkeypatch.setattr(table, "_draw_new_mark", spy)
    h.step(app)
    monkeypatch.setattr(table, "_draw_new_mark", real)
    return marked


def _until_turn_of(app, table, seat: int) -> None:
    for _ in range(3000):
        if isinstance(app.top, HandoffScene) and app.top.seat == seat:
            h.click(app, (40, 40))
        if app.top is table and table.game.current_player == seat and table.last_human == seat:
            h.run_for(app, 2.0)  # the last draw has glided into the rack
            return
        h.step(app)
    raise AssertionError("the turn never came back")


def test_tiles_drawn_at_the_end_of_a_turn_are_marked_at_the_next_turn_until_the_player_acts(app, monkeypatch):
    table = make_table(app, ["human", "easy", "easy"])
    app.bot_pace = 0.0
    h.step(app, 2)
    drawn = _research_reef(table)
    assert sum(drawn.values()) == 3
    _until_turn_of(app, table, 0)
    marked = _marks(app, table, monkeypatch)
    hand = {item.slot: item.code for item, _ in table.rack_items() if item.kind == "hand"}
    assert Counter(hand[slot] for slot in marked) == drawn  # each new tile, and only those
    # The pointer on one says so in words.
    rect = next(rect for item, rect in table.rack_items() if item.kind == "hand" and item.slot == marked[0])
    h.move(app, rect.center)
    assert "drawn at the end of your last turn" in table.describe_rack(rect.center)
    # Once the player acts the marks go; an undo back to the turn's start brings them back.
    assert table.submit(ChooseAction("colony"))
    assert _marks(app, table, monkeypatch) == []
    table.undo()
    assert sorted(_marks(app, table, monkeypatch)) == sorted(marked)


def _marked_codes(app, table, monkeypatch) -> Counter:
    hand = {item.slot: item.code for item, _ in table.rack_items() if item.kind == "hand"}
    return Counter(hand[slot] for slot in _marks(app, table, monkeypatch))


def test_in_hot_seat_each_player_sees_only_their_own_new_tiles_marked(app, monkeypatch):
    table = make_table(app, ["human", "human"])
    _until_turn_of(app, table, 0)
    assert _marks(app, table, monkeypatch) == []  # the opening hand is not new
    ada_drew = _research_reef(table)
    _until_turn_of(app, table, 1)
    assert _marks(app, table, monkeypatch) == []  # Bruno drew nothing yet: Ada's marks are not his
    bruno_drew = _research_reef(table)
    _until_turn_of(app, table, 0)
    assert _marked_codes(app, table, monkeypatch) == ada_drew
    ada_drew_again = _research_reef(table)
    # Both have drawn now, and different tiles: Bruno's rack shows his own draws, none of Ada's.
    assert bruno_drew not in (ada_drew, ada_drew_again)
    _until_turn_of(app, table, 1)
    assert _marked_codes(app, table, monkeypatch) == bruno_drew
    assert table.submit(ChooseAction("colony"))
    place = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and not m.tile.endswith("special"))
    assert table.submit(place) and table.submit(Confirm())
    _until_turn_of(app, table, 0)
    assert _marked_codes(app, table, monkeypatch) == ada_drew_again


def _light_pixels(surface) -> tuple[pygame.mask.Mask, list]:
    """The mark's light fill (not its dark outline): its mask and its colours."""
    mask, colours = pygame.mask.Mask(surface.get_size()), []
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and r + g + b > 450:
                mask.set_at((x, y))
                colours.append((r, g, b))
    return mask, colours


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_new_tile_mark_is_sand_and_shaped_like_no_seats_glyph(size):
    # Review: the mark was a small foam dot, the very glyph of Blue (a cream circle), which Blue's
    # rack wears at the foot of every tile. It is sand (the colour of what asks for a look) and a
    # chevron: at no size does it cover the same pixels as any seat's glyph, as a dot covers a circle.
    app = h.make_app(size)
    try:
        table = make_table(app, ["human", "easy"])
        h.step(app, 2)
        surface = pygame.Surface((120, 120), pygame.SRCALPHA)
        table._draw_new_mark(surface, (60, 60))
        mark, colours = _light_pixels(surface)
        mean = tuple(sum(c[i] for c in colours) / len(colours) for i in range(3))
        assert math.dist(mean, theme.PALETTE["sand"]) < 30 < math.dist(mean, theme.PALETTE["foam"]), mean
        box = mark.get_bounding_rects()[0]
        for colour, kind in theme.GLYPHS.items():
            for tenths in range(6, 20):
                glyph = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                theme.draw_glyph(glyph, colour, box.center, max(box.size) * tenths / 10, (255, 255, 255))
                shape = pygame.mask.from_surface(glyph, 200)
                both = mark.overlap_area(shape, (0, 0))
                assert both / (mark.count() + shape.count() - both) < 0.6, (kind, tenths / 10)
    finally:
        app.close()


def test_a_drawn_tile_that_fills_a_gap_below_an_alike_old_one_is_the_one_marked(app, monkeypatch):
    # Review: racks keep their slots and a drawn tile fills the first gap, but the marks went on
    # the last tiles alike, so the old tile was marked while the drawn one sat in the gap below it.
    from seaboard.engine.seagrass.tiles import CODE_KIND

    table = make_table(app, ["human", "easy", "easy"])
    app.bot_pace = 0.0
    h.step(app, 2)
    game = table.game
    hand = [(item.slot, item.code) for item, _ in table.rack_items() if item.kind == "hand"]
    count = Counter(code for _, code in hand)
    assert table.submit(ChooseAction("reef"))
    reef_tiles = {m.tile for m in game.legal_moves() if isinstance(m, PlaceReefTile)}
    # A lone tile that can go face down, and an unlike tile in a slot after it.
    first_slot, first = next((slot, code) for slot, code in sorted(hand) if count[code] == 1 and code in reef_tiles)
    second_slot, second = next((slot, code) for slot, code in sorted(hand) if slot > first_slot and code != first)
    slots = {first: first_slot, second: second_slot}
    assert table.submit(next(m for m in game.legal_moves() if isinstance(m, PlaceReefTile) and m.tile == first))
    h.step(app)
    game.supply[0] = [CODE_KIND[second]]  # the draw brings a tile like an old one in a later slot
    assert table.submit(Confirm())
    _until_turn_of(app, table, 0)
    hand = {item.slot: item.code for item, _ in table.rack_items() if item.kind == "hand"}
    assert hand[slots[first]] == hand[slots[second]] == second  # the drawn one took the gap
    assert _marks(app, table, monkeypatch) == [slots[first]]
