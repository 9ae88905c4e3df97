"""The Seagrass tray at every text size: the card's words whole, the tiles at their size, the key
discs clear of the headings (playtest: 150% text at 1024x640 and 1920x1000)."""

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import make_table

from seaboard.engine.seagrass.moves import ChooseAction
from seaboard.ui.render import theme

SIZES = [(1024, 640), (1920, 1000), (1920, 1080)]
SCALES = [1.0, 1.25, 1.5]


@pytest.fixture
def sized(open_app):
    def open_(size, text_scale):
        app = open_app(size, animation_speed=0, text_scale=text_scale)
        theme.set_text_scale(text_scale)
        table = make_table(app, ["human", "easy", "easy"])
        h.step(app, 2)
        return app, table

    yield open_
    theme.set_text_scale(1.0)


@pytest.mark.parametrize("text_scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("action", ["colony", "reef"])
def test_the_card_says_what_to_do_in_whole_sentences_at_every_text_size(sized, size, text_scale, action):
    # Playtest: at 150% text in a 1920x1000 window the Research Colony card read "...then Con...".
    app, table = sized(size, text_scale)
    table.submit(ChooseAction(action))
    with h.texts_drawn() as drawn:
        h.step(app)
    assert not any(line.endswith("…") for line in drawn), (size, text_scale, drawn)
    assert any(line.endswith("Confirm.") if action == "colony" else line.endswith("Enter).") for line in drawn)


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_and_the_specials_keep_their_size_as_the_text_grows(sized, size):
    # Playtest: at 150% text in a 1024x640 window the tiles shrank while the words grew, and the
    # specials fell from two by two into a row of four small ones.
    sizes = {}
    for text_scale in SCALES:
        _, table = sized(size, text_scale)
        hand = table._slot_rect(0)
        special = table._special_rect(0)
        columns = len({table._special_rect(i).centerx for i in range(4)})
        sizes[text_scale] = (hand.width, special.width, columns)
        assert all(table.tray.contains(table._slot_rect(i)) for i in range(7))
        assert max(table._slot_rect(i).bottom for i in range(7)) < min(table._special_rect(i).top for i in range(4))
        assert max(table._special_rect(i).bottom for i in range(4)) < table.undo_button.rect.top
    at_100 = sizes[1.0]
    for text_scale, (hand_w, special_w, columns) in sizes.items():
        assert hand_w >= at_100[0] and special_w >= at_100[1] and columns == 2, (text_scale, sizes)


@pytest.mark.parametrize("text_scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_key_discs_stand_clear_of_the_hand_and_specials_headings(sized, monkeypatch, size, text_scale):
    # Playtest: at 150% text the J, T, S and K discs ran into the "Specials" heading.
    app, table = sized(size, text_scale)
    discs = []
    real_badge, real_circle = table._draw_key_badge, pygame.draw.circle

    def badge(surface, key, rect):
        def circle(surf, colour, centre, radius, *args, **kwargs):
            discs.append((key, pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)))
            return real_circle(surf, colour, centre, radius, *args, **kwargs)

        monkeypatch.setattr(pygame.draw, "circle", circle)
        try:
            real_badge(surface, key, rect)
        finally:
            monkeypatch.setattr(pygame.draw, "circle", real_circle)

    monkeypatch.setattr(table, "_draw_key_badge", badge)
    with h.text_rects() as rects:
        h.step(app)
    headings = [rect for label, rect in rects.items()
                if (label.startswith("Hand ") or label == "Specials") and table.tray.contains(rect)]
    assert len(headings) == 2 and discs
    for key, disc in discs:
        for heading in headings:
            assert not heading.inflate(0, 2).colliderect(disc), (key, disc, heading, size, text_scale)


@pytest.mark.parametrize("text_scale, short_of_full", [(1.25, 0), (1.5, 1)])
def test_at_1024x640_big_text_the_rack_takes_three_columns_so_the_card_keeps_its_words_big(sized, text_scale,
                                                                                           short_of_full):
    # Playtest at 150% text in a 1024x640 window: two columns of tiles at their size left the card
    # room only for small words. Three columns (a row fewer) give it the room back: every sentence
    # of the card whole at its full size at 125%, and a size under it at 150% (11 of 12, drawn 20 px
    # tall where 100% text draws 15); the tiles at their size either way (the test above).
    _, table = sized((1024, 640), text_scale)
    assert table.rack_cols == 3
    assert len({table._slot_rect(i).centerx for i in range(7)}) == 3
    box_w = table.tray.width - 2 * table.px(14)
    room = table.card_bottom - table.action_top
    full = table.tx(14)
    whole = max(size for size in range(8, full + 1) if table.card_height(box_w, size) <= room)
    assert whole >= full - short_of_full, (whole, full)
