"""Sea Scroll: once a hinted step is followed, the plan's next step is said in words too."""

import pygame
import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.ai.hint import describe_step
from seaboard.engine.seascroll.moves import Discard, SkipTake
from seaboard.engine.seascroll.species import SPECIES


def _hinted_skip_then_discard(app):
    table = open_table(app, ["human", "easy", "easy"], seed=3)
    h.key(app, pygame.K_d)
    h.step(app, 30)
    assert table.game.view(0).phase == "take"
    after = table.game.copy()
    after.apply(SkipTake())
    discard = next(m for m in after.legal_moves() if isinstance(m, Discard))
    table.show_hint(SkipTake(), "Take no school; discard a fish.", (discard,))
    return table, discard


def test_after_following_a_hinted_step_the_hint_says_the_plans_next_step_in_words(app):
    # Playtest: after "take no school", "discard a Betta Fish" showed only as an outline.
    table, discard = _hinted_skip_then_discard(app)
    h.key(app, pygame.K_s)
    with h.texts_drawn() as drawn:
        h.step(app, 2)
    assert table.hint_move == discard and table.hint_on_screen()
    words = describe_step(table.game_cls, table.game.view(0), discard, table.names)
    assert table.message == f"Hint: {words}"  # as asked again: the same plan's words
    assert SPECIES[discard.species] in table.message
    assert any(SPECIES[discard.species] in line for line in drawn if line in table.message)


def test_the_next_steps_hint_stays_up_as_long_as_a_hint_asked_for(app):
    table, _ = _hinted_skip_then_discard(app)
    h.key(app, pygame.K_s)
    h.run_for(app, 8.0)
    assert table.hint_on_screen()


def test_the_hinted_cards_outline_lies_clear_of_the_keyboards_focus_ring_on_it(app, monkeypatch):
    # Playtest: the focus ring the hint puts on its card was drawn over the hint's outline.
    from seaboard.ui.render import theme
    from seaboard.ui.tables.seascroll_parts import paint

    table, discard = _hinted_skip_then_discard(app)
    h.key(app, pygame.K_s)
    h.step(app, 2)
    assert table.focus.focused.key == ("hand", discard.species)
    outlines = []
    real = paint.highlight
    monkeypatch.setattr(paint, "highlight", lambda s, r, c, width=3: (outlines.append((pygame.Rect(r), width))
                                                                      if tuple(c) == tuple(theme.ADVICE) else None,
                                                                      real(s, r, c, width))[1])
    table._board_cache_key = None
    table.draw_table(app.screen, table.board)
    card = table.lay.top_card(table.lay.hand_groups[discard.species], table.lay.hand_card_w)
    focus_ring = card.inflate(10, 10)  # draw_focus_ring's dark outer line, 5 px out
    around = [(r.inflate(10, 10), width) for r, width in outlines if r.inflate(10, 10).contains(card)]
    assert around, "no hint outline around the hinted card"
    for ring, width in around:
        inner = ring.inflate(-2 * width, -2 * width)
        assert inner.left <= focus_ring.left and inner.right >= focus_ring.right
        assert inner.bottom >= focus_ring.bottom
