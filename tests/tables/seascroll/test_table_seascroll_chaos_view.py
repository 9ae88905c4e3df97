"""Sea Scroll Chaos at one screen: the pods follow the human at the screen; the keep limit is explained."""

import pygame
import ui_harness as h
from seascroll_table_helpers import lift_curtain, open_table

from seaboard.engine.seascroll.species import CHAOS_KEEP_LIMIT


def test_alternating_chaos_pods_show_the_other_human_not_the_one_at_the_screen(app):
    table = open_table(app, ["human", "human"], seed=6, options={"chaos": True})
    seen = set()
    for _ in range(12):
        if lift_curtain(app):
            h.step(app, 2)
            continue
        viewer = table.viewer
        h.step(app, 2)
        assert set(table.chaos.lay.pods) == {1 - viewer}
        seen.add(viewer)
        if table.game.view(viewer).scramble_steps[viewer] == "pick":
            h.key(app, pygame.K_RETURN)
        else:
            h.click_button(app, "Keep it")
    assert seen == {0, 1}


def test_chaos_guide_says_what_happens_past_the_keep_limit(app):
    table = open_table(app, ["human", "easy"], seed=2, options={"chaos": True})
    table.chaos.bot_delay[1] = 1e9
    texts = []
    original = table.chaos.draw_guide

    def spy(surface, view):
        from seaboard.ui.render import theme
        real = theme.blit_paragraph

        def capture(surface, text, *args, **kwargs):
            texts.append(text)
            return real(surface, text, *args, **kwargs)

        theme.blit_paragraph = capture
        try:
            original(surface, view)
        finally:
            theme.blit_paragraph = real

    table.chaos.draw_guide = spy
    for _ in range(60):
        view = table.game.view(0)
        if len(view.hand) > CHAOS_KEEP_LIMIT:
            break
        if view.scramble_steps[0] == "pick":
            h.key(app, pygame.K_RETURN)
        else:
            h.click_button(app, "Keep it")
    texts.clear()
    table._board_cache_key = None
    h.step(app, 2)
    assert any("dropped at random" in t for t in texts)


def test_real_time_chaos_marks_no_single_seat_as_the_one_to_act(app):
    table = open_table(app, ["human", "easy", "easy"], seed=2, options={"chaos": True})
    assert table.game.view(0).chaos_pace == "realtime"
    assert table.marked_seat() is None


def test_real_time_chaos_says_hints_are_not_for_the_scramble(app):
    table = open_table(app, ["human", "easy"], seed=2, options={"chaos": True})
    h.key(app, pygame.K_h)
    assert table.message.startswith("No hints in the scramble")


def test_alternating_chaos_marks_the_seat_to_pick(app):
    table = open_table(app, ["human", "human"], seed=6, options={"chaos": True})
    assert table.marked_seat() == table.game.current_player


def test_keep_and_put_back_show_only_while_a_fish_is_in_hand(app):
    table = open_table(app, ["human", "easy"], seed=2, options={"chaos": True})
    table.chaos.bot_delay[1] = 1e9
    chaos = table.chaos
    h.step(app, 2)
    assert table.game.view(0).scramble_steps[0] == "pick"
    assert not chaos.keep_button.visible and not chaos.back_button.visible
    h.key(app, pygame.K_RETURN)  # the pile cursor picks a fish
    h.step(app, 2)
    assert table.game.view(0).scramble_steps[0] == "decide"
    assert chaos.keep_button.visible and chaos.back_button.visible
    h.click_button(app, "Put it back")
    h.step(app, 2)
    assert not chaos.keep_button.visible and chaos.keep_button.reason == ""


def test_a_real_time_scramble_counts_down_before_any_clock_or_bot_starts(app):
    app.bot_pace = 0.8  # as in a window: a paced table, where someone is reading
    table = open_table(app, ["human", "easy", "easy"], options={"chaos": True})
    chaos = table.chaos
    assert chaos.countdown > 0
    card = chaos.cards[0][0].center
    h.click(app, card)  # too early: the pile is not open yet
    h.run_for(app, 2.0)
    assert table.game.moves == [] and chaos.clocks == [45.0] * 3
    h.run_for(app, 2.0)  # "Go!"
    assert chaos.countdown == 0 and min(chaos.clocks) < 45.0
    h.click(app, card)
    assert any(getattr(m, "seat", None) == 0 for m in table.game.moves)  # now a pick counts
