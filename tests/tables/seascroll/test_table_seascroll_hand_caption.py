"""The hand's caption ("Your hand · 5 fish") stays readable over a lifted hand card."""

import pytest
import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.engine.seascroll.moves import Draw, SkipTake
from seaboard.ui.tables.seascroll_parts import cards, paint


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1280, 800), 1.0),
                                              ((1920, 1080), 1.0), ((1920, 1080), 1.5)])
def test_a_lifted_hand_card_and_its_badge_stay_under_the_hands_caption(open_sized, size, text_scale, monkeypatch):
    # Playtest (1024x640): the hovered card rose over "Your hand · 5 fish", its "×2" over the words.
    app = open_sized(size, text_scale)
    table = open_table(app, ["human", "easy"], seed=1)  # a pair of Regal Tang first: a badge under the words
    table.submit(Draw())
    table.submit(SkipTake())
    h.step(app, 2)
    assert table.game.view(0).phase == "discard"
    lifted, badges = [], []
    draw_card, badge = cards.draw_card, paint.badge

    def card_spy(surface, image, rect, lifted_=False, shadow=True):
        if lifted_:
            lifted.append(rect.copy())
        draw_card(surface, image, rect, lifted_, shadow)

    def badge_spy(surface, count, centre, px):
        badges.append(paint._badge(f"×{count}", max(8, px), text_scale).get_rect(center=centre))
        badge(surface, count, centre, px)

    monkeypatch.setattr(cards, "draw_card", lambda surface, image, rect, lifted=False, shadow=True: card_spy(
        surface, image, rect, lifted, shadow))
    monkeypatch.setattr(paint, "badge", badge_spy)
    lay = table.lay
    assert any(rect.width > lay.hand_card_w for rect in lay.hand_groups.values())  # a group with a badge
    for species in lay.hand_groups:
        lifted.clear()
        badges.clear()
        with h.text_rects() as texts:
            h.move(app, lay.hand_top(species).center)
            h.step(app)
        caption = next(rect for label, rect in texts.items() if label.startswith("Your hand"))
        assert lifted, species  # the hovered card rose
        assert not any(rect.colliderect(caption) for rect in lifted), (species, caption, lifted)
        assert not any(rect.colliderect(caption) for rect in badges), (species, caption, badges)
