"""The table base: hand-off curtain, bots off the UI thread, illegal moves, results."""

import pygame
import ui_harness as h
from reference_game import Pebbles, Take

from seaboard.engine.core import Move
from seaboard.ui.app import CURTAIN_KEY_SETTLE, CURTAIN_SETTLE
from seaboard.ui.input.bot import BotController, available_level
from seaboard.ui.scenes.base import Scene
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.placeholder_table import PlaceholderTable, move_label, view_lines
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.scenes.table_base import TableSetup


def table_for(app, kinds, seed=4):
    setup = TableSetup.default("pebbles", len(kinds), seed=seed, kinds=kinds)
    return app.push(PlaceholderTable(app, setup))


def hot_seat_with_window_timings(app):
    """Two humans' table under the curtain's real waits (a headless app has none), its first
    curtain up."""
    app.curtain_settle, app.curtain_key_settle = CURTAIN_SETTLE, CURTAIN_KEY_SETTLE
    return table_for(app, ["human", "human"])


class SpyTable(PlaceholderTable):
    """Records which seats' views were drawn."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.drawn_views = []

    def draw_table(self, surface, rect):
        self.drawn_views.append(self.viewer)
        super().draw_table(surface, rect)


def test_curtain_goes_up_before_the_first_of_two_humans_and_hides_the_table(app):
    setup = TableSetup.default("pebbles", 2, seed=4, kinds=["human", "human"])
    table = app.push(SpyTable(app, setup))
    assert isinstance(app.top, HandoffScene)
    h.step(app, 3)
    assert table.drawn_views == []  # nothing of the table is drawn under the curtain
    assert app.visible_scenes() == [app.top]


def test_handoff_between_two_humans_after_each_turn(app):
    table = table_for(app, ["human", "human"])
    curtain = app.top
    assert curtain.player_name == table.seats[0].name
    h.click(app, (40, 40))  # a click anywhere lifts it
    assert app.top is table and table.last_human == 0
    h.click_button(app, "Take · count 1")
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1
    assert table.viewer == 0  # still the last human who looked, not the next one
    h.key(app, pygame.K_RETURN)
    assert app.top is table and table.viewer == 1


def test_the_curtain_ignores_clicks_and_keys_meant_for_the_turn_just_played(app):
    app.curtain_settle = CURTAIN_SETTLE  # as in a window
    table = table_for(app, ["human", "human"])
    h.run_for(app, 0.7)
    h.click(app, (40, 40))
    h.click_button(app, "Take · count 1")
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1
    h.click(app, (40, 40))  # a quick second click, still for the last turn
    h.key(app, pygame.K_RETURN)
    assert isinstance(app.top, HandoffScene)  # nothing of the next player's shows
    h.run_for(app, 0.7)
    h.click(app, (40, 40))  # a deliberate click, once the curtain has settled
    assert app.top is table and table.viewer == 1


def test_an_enter_held_through_the_hand_off_neither_lifts_the_curtain_nor_plays(app, monkeypatch):
    table = table_for(app, ["human", "human"])
    h.click(app, (40, 40))
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
    h.click_button(app, "Take · count 1")
    curtain = app.top
    assert isinstance(curtain, HandoffScene)
    h.post_key_down(pygame.K_RETURN)  # the held key repeating
    h.step(app)
    assert app.top is curtain
    h.post_key_up(pygame.K_RETURN)
    h.step(app)
    held.clear()
    h.key(app, pygame.K_RETURN)  # pressed afresh: the next player lifts it
    assert app.top is table
    played = len(table.game.moves)
    held.add(pygame.K_RETURN)
    table.revealed(1)  # as if that Enter were still held when the table showed
    h.post_key_down(pygame.K_RETURN)
    h.step(app)
    assert len(table.game.moves) == played  # its repeat plays nothing on the next player's turn


def test_no_curtain_for_a_single_human_against_bots(app):
    table = table_for(app, ["human", "easy"])
    assert app.top is table
    h.click_button(app, "Take · count 1")
    h.step(app, 3)
    assert not any(isinstance(s, HandoffScene) for s in app.stack)


def test_no_curtain_when_the_game_has_no_hidden_information(app, monkeypatch):
    monkeypatch.setattr(Pebbles, "has_hidden_information", False)
    table = table_for(app, ["human", "human"])
    assert app.top is table


def test_bots_play_each_other_to_the_results(app):
    table = table_for(app, ["easy", "easy", "easy"])
    h.step(app, 100)
    assert table.game.is_over
    assert isinstance(app.top, ResultsScene)
    winner = table.game.result().winners[0]
    assert app.top.winners_line() == f"{table.names[winner]} wins!"


def test_bots_wait_while_the_game_is_paused(app):
    table = table_for(app, ["easy", "easy"])
    h.key(app, pygame.K_ESCAPE)
    h.step(app, 20)
    assert table.game.moves == []


def test_an_illegal_move_shows_the_engines_sentence_and_changes_nothing(app):
    table = table_for(app, ["human", "easy"])
    pile = table.game.pile
    assert table.submit(Take(9)) is False
    assert table.message == "Take between 1 and 2 pebbles."
    assert table.game.pile == pile and table.game.moves == []


def test_bot_controller_thinks_off_the_ui_thread_and_can_be_cancelled():
    game = Pebbles(2, seed=1)
    bot = BotController("easy", Pebbles, 0, seed=1)
    bot.request(game)
    bot.wait(5)
    move = bot.poll()
    assert isinstance(move, Move) and move in game.legal_moves()
    bot.request(game)
    bot.wait(5)
    bot.cancel()
    assert bot.poll() is None


def test_unknown_level_falls_back_to_the_strongest_available(drop_bot_levels):
    drop_bot_levels("hard", "medium")
    assert available_level("hard") == "easy"
    assert available_level("easy") == "easy"


def test_results_show_every_seat_ranked_with_breakdown(app):
    table = table_for(app, ["easy", "easy"])
    h.step(app, 100)
    results = app.top
    assert sorted(results.order) == [0, 1]
    assert results.order[0] in table.game.result().winners


def test_play_again_starts_a_fresh_game_with_the_same_seats(app):
    table = table_for(app, ["human", "easy"])
    app.bot_pace = 0.0
    for _ in range(50):
        if isinstance(app.top, ResultsScene):
            break
        if table.human_to_act:
            h.click_button(app, "Take · count 1")
        else:
            h.step(app)
    h.click_button(app, "Play again")
    fresh = app.top
    assert isinstance(fresh, PlaceholderTable) and fresh is not table
    assert [s.name for s in fresh.seats] == [s.name for s in table.seats]
    assert fresh.game.moves == []


def test_placeholder_labels_moves_and_views_readably():
    assert move_label(Take(2)) == "Take · count 2"
    assert ("pile", "7") in view_lines({"pile": 7})


def test_results_show_breakdown_columns_and_the_tiebreak(app, monkeypatch):
    from seaboard.engine.core import Result

    def tied_result(self):
        return Result(scores=[5, 5], winners=[1], ranking=[1, 0],
                      breakdown=[{"pebbles": 3, "pearls": 2}, {"pebbles": 4, "pearls": 1}],
                      tiebreak="most pebbles")

    monkeypatch.setattr(Pebbles, "result", tied_result)
    table_for(app, ["easy", "easy"])
    h.step(app, 100)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.columns == ["pebbles", "pearls"]
    assert results.order == [1, 0]
    h.step(app)  # draws the table with its columns and the tie-break line
    assert results.result.tiebreak == "most pebbles"


def test_a_bot_whose_answer_comes_between_frames_still_moves(app, monkeypatch):
    """At table pace (no waiting for the bot) an answer that lands between two frames is
    collected, not thrown away by asking again: slower bots never moved in the real app."""
    import time

    table = table_for(app, ["easy", "easy"])
    app.bot_pace = None  # the real app: bots think on their thread while frames go on
    for controller in table.bots.values():
        original = controller.bot.choose

        def slow(view, legal, original=original):
            time.sleep(0.05)  # longer than a frame
            return original(view, legal)

        monkeypatch.setattr(controller.bot, "choose", slow)
    for _ in range(600):
        h.step(app)
        time.sleep(0.01)
        if len(table.game.moves) >= 2:
            break
    assert len(table.game.moves) >= 2


def test_bot_controller_answer_asks_once_and_collects_later():
    game = Pebbles(2, seed=1)
    bot = BotController("easy", Pebbles, 0, seed=1)
    assert bot.idle and bot.answer(game) is None  # asked
    bot.wait(5)
    assert not bot.idle  # answered, not yet collected: asking again would throw it away
    move = bot.answer(game)
    assert move in game.legal_moves() and bot.idle


def test_the_next_player_behind_the_curtain_finds_the_log_at_its_newest_lines(open_app):
    import pygame

    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables import table_class

    app = open_app((1024, 640), animation_speed=0)
    table = app.push(table_class("seascroll")(app, TableSetup.default("seascroll", 2, seed=3, kinds=["human"] * 2)))
    h.step(app, 2)
    log = table.log_panel
    for _ in range(200):  # turns until the log overflows, stopping at a curtain
        if isinstance(app.top, HandoffScene):
            if log.max_scroll > 0:
                break
            h.key(app, pygame.K_RETURN)
        table.submit(table.game.legal_moves()[0])
        h.step(app)
    assert log.max_scroll > 0
    log.scroll_by(10_000)  # the last player read back to the start
    assert not log.following
    h.key(app, pygame.K_RETURN)  # the next player lifts the curtain
    assert app.top is table and log.following


def _read_back(table, lines=40):
    """A log that overflows, scrolled up to its start as a player reading back."""
    log = table.log_panel
    for i in range(lines):
        log.add(f"Earlier line {i}.")
    log.scroll_by(10_000)
    assert log.max_scroll > 0 and not log.following
    return log


def test_the_log_shows_its_newest_lines_again_when_the_humans_turn_starts(app):
    # Playtest (Seagrass): scrolled up earlier, the log stayed put ("35 new") and the player
    # began their turn without seeing that a reef had been scored for them.
    table = table_for(app, ["human", "easy"])
    log = _read_back(table)
    h.move(app, (5, 5))  # the pointer is not on the log
    h.click_button(app, "Take · count 1")
    assert table.game.current_player == 1 and not log.following  # reading back is respected meanwhile
    for _ in range(20):
        h.step(app)
        if table.game.current_player == 0:
            break
    assert table.game.current_player == 0 and log.following and log.unseen == 0


def test_the_log_stays_where_it_is_read_when_the_turn_starts_under_the_pointer(app):
    table = table_for(app, ["human", "easy"])
    log = _read_back(table)
    h.click_button(app, "Take · count 1")
    h.move(app, log.rect.center)  # reading the log while the bot plays
    for _ in range(20):
        h.step(app)
        if table.game.current_player == 0:
            break
    assert table.game.current_player == 0 and not log.following


def test_a_table_of_bots_alone_offers_no_hint_or_undo_and_a_demo_cannot_be_saved(app):
    from seaboard.ui.scenes.pause import PauseScene
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables import table_class

    setup = TableSetup.default("seagrass", 2, seed=3, kinds=["easy", "easy"])
    table = app.push(table_class("seagrass")(app, setup))
    assert not table.hint_button.visible and not table.undo_button.visible
    h.key(app, pygame.K_h, unicode="h")
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.message == ""  # their keys do nothing either ("Hints are for your own turn" puzzled)
    pause = app.push(PauseScene(app, table))
    assert "Save game" in [b.label for b in pause.buttons]  # a game of bots, started at Setup, may be kept
    app.pop()
    app.pop()
    demo = app.push(table_class("seagrass")(app, setup, demo=True))
    pause = app.push(PauseScene(app, demo))
    labels = [b.label for b in pause.buttons]
    assert "Save game" not in labels and "Resume" in labels


def test_a_hint_asked_after_the_game_says_the_game_is_over(app):
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables import table_class

    table = app.push(table_class("pebbles")(app, TableSetup.default("pebbles", 2, seed=3, kinds=["human", "easy"])))
    while not table.game.is_over:
        table.game.apply(table.game.legal_moves()[0])
    table.request_hint()
    assert table.message == "The game is over: no more hints."


def test_the_table_backdrop_has_no_bubbles_to_show_cut_in_the_gaps_between_panels(monkeypatch):
    from seaboard.ui.render import theme
    from seaboard.ui.tables import table_class

    def table_picture():
        app = h.make_app((1280, 800))
        setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["human", "easy"])
        table = app.push(table_class("bloomingsea")(app, setup))
        h.step(app, 1)
        canvas = pygame.Surface(app.screen.get_size())
        table.draw(canvas)
        return pygame.image.tobytes(canvas, "RGB")

    drawn = table_picture()
    backdrop = theme._backdrop
    monkeypatch.setattr(theme, "_backdrop", lambda w, h, bubbles: backdrop(w, h, False))
    assert drawn == table_picture()  # at 1280x800 a bubble falls in the gap beside the players panel
    plain, bubbly = (pygame.image.tobytes(backdrop(1280, 800, bubbles), "RGB") for bubbles in (False, True))
    assert plain != bubbly  # the menus keep theirs


def test_a_new_hard_bot_thinking_time_in_settings_reaches_the_bots_of_the_game_in_progress(app):
    from seaboard.ai.hard import HardBot
    from seaboard.engine.registry import game_class
    from seaboard.ui.tables.seascroll import SeaScrollTable

    setup = TableSetup.default("seascroll", 2, seed=4, kinds=["human", "hard"])
    table = app.push(SeaScrollTable(app, setup))
    h.step(app)
    game_cls = game_class("seascroll")
    assert table.bots[1].bot.turn_units == HardBot(game_cls, 1, think_seconds=app.settings.bot_think_seconds).turn_units
    app.settings.bot_think_seconds = 3.0  # as the Settings screen sets it, mid-game
    h.step(app)
    assert table.bots[1].bot.turn_units == HardBot(game_cls, 1, think_seconds=3.0).turn_units


def test_enter_tapped_through_the_end_of_a_turn_never_lifts_the_curtain_until_the_keys_rest(app):
    # Playtest: Bruno tapped Enter through his hint's steps; taps 1.0 and 1.3 s apart went on
    # through the curtain and showed Chloé's tiles. A key lifts it once the keyboard has rested.
    table = hot_seat_with_window_timings(app)
    h.run_for(app, 2.0)
    h.click(app, (40, 40))
    h.run_for(app, 2.0)
    h.key(app, pygame.K_t)  # a key of the turn just played...
    h.click_button(app, "Take · count 1")  # ...which ends it
    curtain = app.top
    assert isinstance(curtain, HandoffScene) and curtain.seat == 1
    for gap in (1.0, 1.3, 1.6):  # (playtest: a second Enter 1.5 s after the first showed the next hand)
        h.run_for(app, gap)
        with h.texts_drawn() as drawn:
            h.key(app, pygame.K_RETURN)
        assert app.top is curtain, gap
        h.step(app)
    assert any("Too soon" in line for line in drawn + [curtain.footer()])
    h.run_for(app, CURTAIN_KEY_SETTLE + 0.1)
    h.key(app, pygame.K_RETURN)  # a deliberate press, after a rest
    assert app.top is table and table.viewer == 1


def test_a_click_lifts_the_curtain_without_waiting_for_the_keys_to_rest(app):
    table = hot_seat_with_window_timings(app)
    h.run_for(app, 0.7)
    h.click(app, (40, 40))
    h.key(app, pygame.K_t)
    h.click_button(app, "Take · count 1")
    h.run_for(app, 0.7)
    h.click(app, (40, 40))
    assert app.top is table and table.viewer == 1


def test_keys_pressed_on_a_pause_menu_over_the_curtain_keep_it_waiting(app):
    # Review: Escape, then Enter on Resume, then a quick second Enter lifted the curtain at once.
    from seaboard.ui.scenes.pause import PauseScene

    hot_seat_with_window_timings(app)
    curtain = app.top
    h.run_for(app, 3.0)
    h.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    h.key(app, pygame.K_RETURN)  # Resume, focused from the start
    assert app.top is curtain
    h.run_for(app, 0.3)
    h.key(app, pygame.K_RETURN)
    assert app.top is curtain
    h.run_for(app, CURTAIN_KEY_SETTLE + 0.1)
    h.key(app, pygame.K_RETURN)
    assert app.top is not curtain


def test_a_click_too_soon_on_the_curtain_says_so(app):
    # Playtest: a click 0.1-0.5 s after the curtain fell did nothing and said nothing.
    hot_seat_with_window_timings(app)
    curtain = app.top
    h.click(app, (40, 40))
    assert app.top is curtain and curtain.footer().startswith("Too soon")


def test_a_button_left_hovered_under_a_closed_overlay_is_hovered_no_more(app):
    # Playtest: the pointer moves over a card (pause menu, quick reference) unseen by the table
    # below, so a button it rested on stayed hovered, saying why it was greyed, once the card went.
    table = table_for(app, ["human", "easy"])
    h.step(app, 2)
    h.move(app, table.hint_button.rect.center)
    assert table.hint_button.hovered
    over = app.push(Scene(app))
    h.move(app, (2, app.size[1] - 2))  # to a corner, while the card is on top
    assert table.hint_button.hovered  # (the table below did not see the pointer go)
    app.pop()
    assert app.top is table and not table.hint_button.hovered
    app.push(over)
    h.move(app, table.hint_button.rect.center)
    app.pop()
    assert table.hint_button.hovered  # and the button under the pointer now is hovered


def test_undo_keys_on_the_curtain_say_the_turn_is_over_not_too_soon(app):
    # Playtest: Ctrl+Z pressed as the take-back moment ran out brought "Too soon: wait a moment,
    # then click or press Enter": it was too late, and the player was told to wait.
    table = hot_seat_with_window_timings(app)
    h.run_for(app, 2.0)
    h.click(app, (40, 40))
    h.run_for(app, 1.0)
    h.click_button(app, "Take · count 1")
    curtain = app.top
    assert isinstance(curtain, HandoffScene) and curtain.seat == 1
    for key, mod in ((pygame.K_z, pygame.KMOD_CTRL), (pygame.K_u, 0)):
        h.run_for(app, 0.3)
        with h.texts_drawn() as drawn:
            h.key(app, key, mod=mod)
        assert app.top is curtain
        said = f"{table.names[0]}'s turn is over: it can't be taken back now"
        assert curtain.footer() == said and said in drawn
        assert not any("Too soon" in line for line in drawn)


def test_other_keys_on_the_curtain_say_how_to_lift_it_and_a_quick_enter_is_too_soon(app):
    hot_seat_with_window_timings(app)
    curtain = app.top
    h.run_for(app, 0.3)
    h.key(app, pygame.K_a)
    assert app.top is curtain and curtain.footer() == "Click anywhere or press Enter when ready"
    assert curtain.footer_stands_out()
    h.key(app, pygame.K_RETURN)  # at once: too soon, as ever
    assert app.top is curtain and curtain.footer().startswith("Too soon")
