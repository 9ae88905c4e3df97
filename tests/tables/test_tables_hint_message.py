"""A hint in every table: said as advice to the player, whole (the message wraps to up to
three lines inside the play area rather than being cut), and up long enough to read."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.engine.seagrass.moves import ChooseAction
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class

LONG = ("Hint: Take Research Colony; play a double turtle tile; play the special turtle; "
        "+4 (new turtle colony); then expand the crab colony by the reef at the top left.")


def _table(open_app, game_id, size=(1024, 640)):
    app = open_app(size, animation_speed=0)
    setup = TableSetup.default(game_id, 2, seed=4, kinds=["human", "easy"])
    table = app.push(table_class(game_id)(app, setup))
    h.step(app, 2)
    return app, table


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_long_message_wraps_whole_inside_the_play_area(open_app, game_id):
    app, table = _table(open_app, game_id)
    table.show_message(LONG)
    with h.texts_drawn() as drawn:
        h.step(app)
    start = drawn.index(next(line for line in drawn if line.startswith("Hint: ")))
    lines = []
    for line in drawn[start:]:
        if line not in LONG or len(" ".join(lines + [line])) > len(LONG):
            break
        lines.append(line)
    assert 2 <= len(lines) <= 3
    assert " ".join(lines) == LONG  # nothing cut
    assert table.board.contains(table.message_box)


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_message_with_a_word_longer_than_the_room_is_cut_not_wider(open_app, game_id):
    app, table = _table(open_app, game_id)
    table.show_message("Refused: " + "x" * 400)
    h.step(app)
    assert table.board.contains(table.message_box)


def test_a_hint_stays_until_its_step_is_played_and_comes_back_after_a_refusal(open_app):
    # Playtest: the hint's words went after 15 s while its marks stayed on the board.
    app, table = _table(open_app, "seagrass")
    table.show_hint(ChooseAction("colony"), "Take Research Colony; play a double turtle tile.")
    hint = table.message
    h.run_for(app, 40.0)
    assert table.message == hint
    table.show_message("Every tile must touch an explored reef.")
    h.run_for(app, 2.0)
    assert table.message == "Every tile must touch an explored reef."  # the refusal has its time
    h.run_for(app, 3.0)
    assert table.message == hint and table.hint_on_screen()  # then the hint is back
    table.submit(ChooseAction("reef"))  # the player goes their own way
    h.run_for(app, 5.0)
    assert table.hint_move is None and table.message != hint


@pytest.mark.parametrize("game_id", ["seagrass", "bloomingsea"])  # (Sea Scroll's first step, Draw, is its only one)
def test_the_wait_for_a_hint_is_said_until_the_hint_comes(open_app, game_id):
    # Playtest: at a 10 s thinking time "Thinking about a hint…" went after 4 s, as if the hint had failed.
    from seaboard.ui.scenes.table_base import THINKING_ABOUT_A_HINT

    app, table = _table(open_app, game_id)
    app.settings.bot_think_seconds = 120.0  # far longer than the test: the hint is still to come
    table.request_hint()
    try:
        h.run_for(app, 10.0)
        assert table.hint_worker.waiting and table.message == THINKING_ABOUT_A_HINT
    finally:
        table.clear_hint()
    h.run_for(app, 5.0)
    assert not table.hint_worker.waiting and table.message != THINKING_ABOUT_A_HINT  # cancelled: nothing to wait for


@pytest.mark.parametrize("action, button", [("colony", "colony_button"), ("reef", "reef_button")])
def test_seagrass_hint_of_an_action_puts_the_focus_on_its_button_so_enter_takes_it(open_app, action, button):
    import pygame

    app, table = _table(open_app, "seagrass")
    table.show_hint(ChooseAction(action), "Take it.")
    assert table.focus.focused is getattr(table, button)
    h.key(app, pygame.K_RETURN)
    assert table.game.moves[-1] == ChooseAction(action)


def test_sea_scroll_enter_plays_the_hinted_draw_then_the_hinted_school(open_app):
    import pygame

    from seaboard.engine.seascroll.moves import Draw, TakeSchool

    app, table = _table(open_app, "seascroll")
    table.focus.focus(table.pause_button)  # wherever the keyboard was
    table.show_hint(Draw(), "Draw 2 fish.")
    h.key(app, pygame.K_RETURN)
    h.step(app, 30)
    assert table.game.moves[-1] == Draw()
    school = TakeSchool(len(table.game.view(0).reef) - 1)
    assert school in table.game.legal_moves()
    table.show_hint(school, "Take that school.")
    h.key(app, pygame.K_RETURN)
    h.step(app, 30)
    assert table.game.moves[-1] == school


def test_sea_scroll_hint_stands_over_the_step_guide_and_the_guide_comes_back_once_it_is_played(open_app):
    from seaboard.engine.seascroll.moves import Draw

    app, table = _table(open_app, "seascroll")
    table.show_hint(Draw(), "Draw 2 fish from the ocean.")
    with h.texts_drawn() as drawn:
        h.step(app)
    guide = table.lay.guide
    assert table.hint_over_guide() and guide.contains(table.message_box)
    assert not any(line.startswith("Click the ocean") for line in drawn)  # the guide's sentence steps aside
    h.run_for(app, 16.0)
    assert table.hint_over_guide()  # the hint stands until its step is played
    app.settings.bot_think_seconds = 120.0  # the next step's hint is still to come while the test looks
    table.submit(Draw())
    with h.texts_drawn() as drawn:
        h.step(app, 2)
    # Its step played, the hint goes; the wait for the next step's hint reads where that hint will.
    assert not table.hint_on_screen() and table.hint_wait_said() and table.hint_over_guide()
    assert not any(line.startswith("Drag a reef school") for line in drawn)
    table.clear_hint()  # no hint to come: the guide's own words come back
    with h.texts_drawn() as drawn:
        h.run_for(app, 5.0)
    assert not table.hint_over_guide() and any(line.startswith("Drag a reef school") for line in drawn)


def test_at_the_biggest_text_a_long_sea_scroll_hint_floats_whole_on_the_board(open_app):
    from seaboard.engine.seascroll.moves import Draw
    from seaboard.ui.render import theme

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    try:
        setup = TableSetup.default("seascroll", 2, seed=4, kinds=["human", "easy"])
        table = app.push(table_class("seascroll")(app, setup))
        h.step(app, 2)
        table.show_hint(Draw(), LONG[len("Hint: "):])
        with h.texts_drawn() as drawn:
            h.step(app)
        assert not table.hint_over_guide()  # too long for the guide at this size
        assert table.board.contains(table.message_box)  # where it hides least (test_table_seascroll_hint_place)
        assert not any(line.endswith("…") for line in drawn if line in LONG)
    finally:
        theme.set_text_scale(1.0)


def test_a_seagrass_hint_shows_its_whole_turn_and_its_next_step_once_one_is_followed(open_app):
    from seaboard.ai.hard import HardBot
    from seaboard.ai.hint import HINT_SEED, describe_step
    from seaboard.engine.seagrass.moves import PlaceCreature

    app, table = _table(open_app, "seagrass")
    bot = HardBot(table.game_cls, 0, seed=HINT_SEED, units=2000)  # the hint's planner, on a small budget
    first = bot.choose(table.game.view(0), table.game.legal_moves())
    then = tuple(bot.planned_steps())
    assert isinstance(first, ChooseAction) and any(isinstance(m, PlaceCreature) for m in then)
    table.show_hint(first, "Take Research Colony; ...", then)
    placed = [m for m in then if isinstance(m, PlaceCreature)]
    rack = {item.code: item for item in table.selectable_items()}
    assert all(rack[m.tile] in table.hinted_items() for m in placed)  # every tile of the planned turn is ringed
    table.submit(first)
    assert table.hint_move == then[0] and table.hint_then == then[1:]  # the plan goes on, step by step
    rest = describe_step(table.game_cls, table.game.view(0), then[0], table.names, then=list(then[1:]))
    assert table.message == f"Hint: {table.hint_words(then[0], rest)}"  # and says the rest of the turn from here
    table.submit(then[0])
    assert table.hint_move == then[1]
    other = next(m for m in table.game.legal_moves() if m != then[1])
    table.submit(other)  # the player goes their own way: the hint is done
    assert table.hint_move is None


def test_undo_drops_the_hint_and_the_plan_it_carried(open_app):
    from seaboard.ai.hard import HardBot
    from seaboard.ai.hint import HINT_SEED

    app, table = _table(open_app, "seagrass")
    bot = HardBot(table.game_cls, 0, seed=HINT_SEED, units=2000)
    first = bot.choose(table.game.view(0), table.game.legal_moves())
    then = tuple(bot.planned_steps())
    table.show_hint(first, "Take Research Colony; ...", then)
    table.submit(first)
    table.submit(then[0])
    assert table.hint_move == then[1]
    table.undo()  # the hinted tile comes back: its plan no longer fits the position
    assert table.hint_move is None and table.hint_then == ()


def test_a_message_fades_while_the_pointer_is_over_it_so_the_board_shows(open_app):
    # A hint pill covered the top rows of Blooming Sea's board.
    from seaboard.ui.tables.bloomingsea import BloomingSeaTable

    app = open_app((1280, 800))
    setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["human", "easy"])
    table = app.push(BloomingSeaTable(app, setup))
    h.step(app, 2)
    table.show_message("Every tile must touch an explored reef.")
    h.step(app)
    box = table.message_box
    solid = app.screen.get_at(box.center)
    assert not table.message_peeked
    h.move(app, box.center)
    h.step(app)
    assert table.message_peeked and app.screen.get_at(box.center) != solid
    h.move(app, (5, 5))
    h.step(app)
    assert not table.message_peeked


def test_a_message_said_under_a_resting_pointer_stays_solid_until_the_pointer_moves(open_app):
    # Playtest: after Load game the news of the kept game came up under the pointer, where the
    # button had been, and stayed faint for its whole life.
    from seaboard.ui.tables.bloomingsea import BloomingSeaTable

    app = open_app((1280, 800))
    setup = TableSetup.default("bloomingsea", 2, seed=3, kinds=["human", "easy"])
    table = app.push(BloomingSeaTable(app, setup))
    table.show_message("Every tile must touch an explored reef.")
    h.step(app)
    box = table.message_box
    h.move(app, box.center)
    h.step(app)
    table.show_message("Your unfinished Seagrass game is kept in Saves.")
    h.step(app)
    assert table.message_box.collidepoint(app.pointer) and not table.message_peeked
    h.move(app, (box.centerx + 3, box.centery))
    h.step(app)
    assert table.message_peeked
