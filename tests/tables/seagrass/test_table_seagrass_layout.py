"""The Seagrass table fits every window size, and mixed human/bot tables hand off only between humans."""

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import human_step, make_table

from seaboard.ui.render import theme
from seaboard.ui.scenes.handoff import HandoffScene


@pytest.mark.parametrize("size,text_scale", [((1024, 640), 1.0), ((1280, 800), 1.0), ((1920, 1080), 1.0),
                                             ((1024, 640), 1.5), ((1920, 1080), 1.5)])
def test_tray_rack_board_and_side_panel_do_not_overlap(open_app, size, text_scale):
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = make_table(app, ["human", "easy", "easy", "easy"])
    h.step(app)
    tray, board = table.tray, table.view_rect
    assert tray.right < board.left and board.right < table.side.left
    slots = [table._slot_rect(i) for i in range(7)]
    specials = [table._special_rect(i) for i in range(4)]
    assert table.reef_button.rect.bottom < min(s.top for s in slots)
    assert max(s.bottom for s in slots) < min(s.top for s in specials)
    assert max(s.bottom for s in specials) < table.undo_button.rect.top
    assert all(tray.contains(r) for r in slots + specials)
    # The whole fitted board is inside its panel.
    for space in table.view().spaces:
        assert board.collidepoint(table.cell_centre(space.cell))
    assert table.players_panel.bottom < table.log_panel.rect.top
    assert table.hint_button.rect.right < table.help_button.rect.left < table.pause_button.rect.left
    # Labels fit whole at any text size (no ellipsis on the action buttons).
    for button in (table.colony_button, table.reef_button, table.confirm_button, table.undo_button):
        assert theme.font("bold", button.px).size(button.label)[0] <= button.rect.width - 16
    last_row = table.seat_row(len(table.seats) - 1)
    assert last_row.bottom <= table.players_panel.bottom - table.footer_h + table.px(2)


def test_two_humans_and_a_bot_the_curtain_comes_only_between_humans(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy", "human"], seed=5)
    game = table.game
    seen = []
    for turn in range(300):
        if game.is_over or len(game.moves) > 60:
            break
        if not table.seats[game.current_player].is_human:
            h.step(app)  # the bot plays; a curtain now can only be for the next human
            if isinstance(app.top, HandoffScene):
                assert app.top.seat == game.current_player and table.seats[app.top.seat].is_human
            continue
        if isinstance(app.top, HandoffScene):
            seen.append(app.top.seat)
        human_step(app, table, turn)
    assert seen and set(seen) <= {0, 2}
    assert len(game.moves) > 10


def test_the_table_message_is_centred_under_the_water_not_under_the_tray(open_app, monkeypatch):
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app, 2)
    table.show_message("Every tile must touch an explored reef or a face-up creature tile.")
    panels = []
    real = theme.draw_panel
    monkeypatch.setattr(theme, "draw_panel", lambda s, rect, colour, *a, **k: (
        panels.append((rect.copy(), colour)), real(s, rect, colour, *a, **k))[1])
    table.draw(app.screen)
    assert any(colour == theme.PALETTE["coral"] for _, colour in panels)  # a refusal is coral
    pill = table.message_box
    assert abs(pill.centerx - table.view_rect.centerx) <= 1
    assert table.view_rect.contains(pill)
    panels.clear()
    h.key(app, pygame.K_h, unicode="h")  # "Thinking about a hint…": advice, in sand like the hint itself
    table.draw(app.screen)
    assert table.message == "Thinking about a hint…" or table.hint_on_screen()
    assert any(colour == theme.PALETTE["sand"] for _, colour in panels)


def test_action_buttons_without_room_for_their_hint_explain_themselves_on_hover(open_app):
    from seaboard.ui.tables.seagrass_parts.rack import ACTION_HELP
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app, 2)
    assert table.colony_button.sublabel == ""  # no room under the label at 1024x640
    h.move(app, table.reef_button.rect.center)
    h.run_for(app, 1.0)
    assert table.tooltip.text == ACTION_HELP["reef"]
    h.move(app, table.colony_button.rect.center)
    h.run_for(app, 1.0)
    assert table.tooltip.text == ACTION_HELP["colony"]
    table.draw(app.screen)


def test_the_header_names_the_next_step_of_the_players_turn(open_app):
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"])
    h.step(app)
    assert table.status_line() == "Your turn · choose Colony or Reef"
    h.click_button(app, "Research Colony")
    assert table.status_line() == "Your turn · build a colony"
    for _ in range(400):  # the human finishes the turn; the bot plays
        if table.game.current_player != 0:
            break
        human_step(app, table, 0)
    assert table.game.current_player == 1
    assert table.status_line().endswith("is thinking…") and "·" not in table.status_line()


def test_a_refusal_is_taken_down_once_a_move_goes_through(open_app):
    from seaboard.engine.seagrass.moves import ChooseAction, PlaceCreature

    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"])
    h.step(app)
    tile = table.view().hand[0]
    space = table.view().spaces[0].cell
    assert not table.submit(PlaceCreature(tile, space))
    refusal = table.message
    assert refusal
    assert table.submit(ChooseAction("colony"))
    assert table.message == ""


def test_an_empty_supply_and_the_last_antler_are_shown_as_warnings(open_app, monkeypatch):
    from seaboard.ui.render import theme
    from seaboard.ui.render.theme import PALETTE

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    table.game.supply[1] = []
    table.game.antlers = 1
    table._view_key = None
    colours: dict[str, tuple] = {}
    original = theme.blit_text

    def spy(surface, label, role, px, colour, *args, **kwargs):
        colours[label] = tuple(colour)
        return original(surface, label, role, px, colour, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    h.step(app)
    bot = table.view().player_info[1]
    assert colours[f"Hand {bot.hand_count} · Supply 0"] == PALETTE["coral_hi"]
    mine = table.view().player_info[0]
    assert colours[f"Hand {mine.hand_count} · Supply {mine.supply_count}"] == PALETTE["mist"]
    assert colours["1 antler left"] == PALETTE["coral_hi"]


def test_every_reef_wears_its_number_as_the_log_and_the_tooltip_name_it(open_app, monkeypatch):
    from seaboard.ui.render.theme import PALETTE

    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    drawn: list[tuple[str, tuple]] = []
    original = theme.blit_text

    def spy(surface, label, role, px, colour, *args, **kwargs):
        drawn.append((label, tuple(colour)))
        return original(surface, label, role, px, colour, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    h.step(app, 2)
    numbers = {label for label, colour in drawn if colour == PALETTE["foam"] and label.isdigit()}
    reefs = table.view().reefs
    assert {str(r.id + 1) for r in reefs} <= numbers
    assert table.describe_cell(reefs[0].space).startswith("Reef 1")


def test_the_coral_warnings_say_in_words_how_the_game_will_end(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    assert table.describe_ending(table.seat_row(1).center) is None  # nothing to warn of yet
    table.game.supply[1] = []
    table.game.antlers = 1
    table._view_key = None
    h.step(app)
    said = table.describe_ending(table.seat_row(1).center)
    assert said.startswith("No supply left: when Purple bot's hand runs out")
    panel = table.players_panel
    said = table.describe_ending((panel.centerx, panel.bottom - table.footer_h // 2))
    assert said.startswith("The last antler")
    h.move(app, table.seat_row(1).center)
    h.run_for(app, 1.0)
    assert table.tooltip.visible and table.tooltip.text.startswith("No supply left")


def test_a_greyed_action_button_shows_only_why_not_what_it_does(open_app):
    from seaboard.engine.seagrass.moves import ChooseAction
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"])
    engine_explain = table.game.explain
    refusal = "No reef can be expanded now."  # the engine's answer, held fixed for this test
    table.game.explain = lambda move: refusal if move == ChooseAction("reef") else engine_explain(move)
    table._phase_seen = None  # the buttons ask the engine again
    h.step(app, 2)
    assert not table.reef_button.enabled and table.reef_button.reason == refusal
    h.move(app, table.reef_button.rect.center)
    h.run_for(app, 1.0)
    assert not table.tooltip.visible  # only the reason's tip: two tips at once overlapped
    assert table.focus.hovered() is table.reef_button  # whose reason the scene draws


@pytest.mark.parametrize("size,text_scale", [((1024, 640), 1.25), ((1024, 640), 1.5), ((1280, 800), 1.0)])
def test_the_two_action_buttons_share_one_text_size_the_one_their_longer_label_fits(open_app, size, text_scale):
    # Playtest (1024x640, 125%): "Research Colony" was drawn smaller than "Research Reef" beside it.
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app)
    colony, reef = table.colony_button, table.reef_button
    assert colony.px == reef.px == table.fit_px(colony.label, "bold", 17, colony.rect.width - 20)
    with h.labels_drawn() as drawn:
        h.step(app)
    sizes = {label: px for label, px, _rect in drawn if label in (colony.label, reef.label)}
    assert len(sizes) == 2 and len(set(sizes.values())) == 1, sizes
