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
    # Playtest: the button looked ready and only answered "no"; greyed, it says why under it.
    assert not table.hint_button.enabled and table.hint_button.reason.startswith("No hints in the scramble")


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


def test_alternating_chaos_next_human_starts_on_the_pile_not_on_the_last_ones_stop_button(app):
    table = open_table(app, ["human", "human"], seed=6, options={"chaos": True})
    for _ in range(2):  # each human picks and keeps one fish
        lift_curtain(app)
        h.step(app, 2)
        h.key(app, pygame.K_RETURN)
        h.click_button(app, "Keep it")
    lift_curtain(app)
    h.step(app, 2)
    first = table.viewer
    h.click_button(app, "Stop scrambling")
    assert table.game.view(first).scramble_steps[first] == "finished"
    lift_curtain(app)
    h.step(app, 2)
    second = table.viewer
    assert second != first
    assert table.focus.focused is table.chaos.pile_cursor
    h.key(app, pygame.K_RETURN)  # the first Enter picks a fish; it does not end this scramble
    assert table.game.view(second).scramble_steps[second] == "decide"


def _a_scramble_run_out(app):
    """A real-time scramble against a bot that never picks, played until every clock runs out."""
    table = open_table(app, ["human", "easy"], seed=2, options={"chaos": True})
    app.bot_pace = 1e9
    table.chaos.bot_delay[1] = 1e9
    h.step(app, 47, dt=1.0)
    assert table.game.is_over
    table.chaos.refresh_focus()
    return table


def test_the_stop_buttons_reason_after_the_scramble_says_it_is_over(app):
    table = _a_scramble_run_out(app)
    assert table.chaos.done_button.reason == "The scramble is over."


def test_the_pile_count_leaves_out_the_fish_in_hand(app):
    app.bot_pace = 1e9  # the bot never picks: only my hand changes the pile
    table = open_table(app, ["human", "easy"], seed=2, options={"chaos": True})
    table.chaos.countdown = 0
    h.step(app, 2)
    before = table.chaos.pile_caption(table.game.view(0))
    h.key(app, pygame.K_RETURN)  # pick: the fish is in my hand, not in the pile
    h.step(app, 2)
    after = table.chaos.pile_caption(table.game.view(0))
    count = int(before.split("·")[1].split()[0])
    assert after == f"The pile · {count - 1} fish"
    h.click_button(app, "Put it back")
    assert table.chaos.pile_caption(table.game.view(0)) == before


def test_the_final_board_of_a_scramble_says_the_game_is_over_not_wait_for_the_reveal(app):
    # Playtest: "View board" from the results still said "Wait for the others: then the Reveal."
    table = _a_scramble_run_out(app)
    table._board_cache_key = None
    with h.texts_drawn() as drawn:
        table.draw(app.screen)
    assert "The game is over" in drawn and not any("then the Reveal" in text for text in drawn)
    assert not table.chaos.done_button.visible


def test_a_random_discard_names_the_lost_fish_in_the_log_and_the_message(app):
    # Playtest: the log said only "Ada has too many fish and discards 1 at random." and a fish
    # silently vanished from the catch.
    from seaboard.engine.seascroll.species import SPECIES

    table = open_table(app, ["human", "easy"], seed=2, options={"chaos": True})
    app.bot_pace = 1e9
    table.chaos.bot_delay[1] = 1e9
    table.chaos.countdown = 0
    while len(table.game.view(0).hand) <= CHAOS_KEEP_LIMIT:
        if table.game.view(0).scramble_steps[0] == "pick":
            h.key(app, pygame.K_RETURN)
        else:
            h.click_button(app, "Keep it")
    before = list(table.game.hands[0])
    h.step(app, 47, dt=1.0)  # every clock runs out: the scramble ends, one fish is dropped
    assert table.game.is_over
    (lost,) = [SPECIES[v] for v in range(len(before)) if table.game.hands[0][v] < before[v]]
    texts = [entry.text for entry in table.log_panel.entries]
    assert f"{table.names[0]} has too many fish and loses a {lost} at random." in texts
    assert table.message == f"Over 10 fish: a {lost} discarded at random."
