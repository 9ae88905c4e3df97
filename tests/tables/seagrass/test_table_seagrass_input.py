"""Playing a Seagrass turn with the mouse: drag, click-click, illegal drops, cancel, undo, zoom and pan."""

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import drag_tile, make_table

from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.handoff import HandoffScene


@pytest.fixture
def app():
    application = h.make_app((1280, 800), animation_speed=0)
    yield application
    application.close()


def colony_table(app, kinds=("human", "easy", "easy")):
    table = make_table(app, list(kinds))
    h.click_button(app, "Research Colony")
    assert table.view().phase == "colony"
    return table


def first_place(table):
    return next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and "special" not in m.tile)


def empty_unsupported_cell(table, code):
    return next(s.cell for s in table.view().spaces
                if s.content == "empty" and table.game.explain(PlaceCreature(s.cell, code)))


def test_research_colony_button_starts_the_action_and_a_drag_places_a_tile(app):
    table = colony_table(app)
    move = first_place(table)
    drag_tile(app, table, move)
    assert table.game.moves[-1] == move
    assert (move.cell, move.tile) in table.view().placed


def test_legal_spaces_glow_while_dragging_and_match_the_engines_legal_moves(app):
    table = colony_table(app)
    move = first_place(table)
    start, end = table.slot_centre(move.tile), table.cell_centre(move.cell)
    h.drag(app, h.line(start, end, 4), release=False)
    legal = {m.cell for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and m.tile == move.tile}
    assert table.drag.state == "dragging" and set(table.drag.candidates) == legal
    assert table.drag.hover_target == move.cell and table.drag.hover_legal
    h.post_up(end)
    h.step(app, 2)
    assert table.game.moves[-1] == move


def test_an_illegal_drop_bounces_back_with_the_engines_sentence(app):
    table = colony_table(app)
    code = table.view().hand[0]
    cell = empty_unsupported_cell(table, code)
    before = len(table.game.moves)
    h.drag(app, h.line(table.slot_centre(code), table.cell_centre(cell), 4))
    h.step(app, 2)
    assert len(table.game.moves) == before
    assert table.drag.bubble is not None
    assert table.drag.bubble.text == table.game.explain(PlaceCreature(cell, code))


def test_click_to_select_then_click_to_place(app):
    table = colony_table(app)
    move = first_place(table)
    h.click(app, table.slot_centre(move.tile))
    assert table.drag.state == "selected" and move.cell in table.drag.candidates
    h.click(app, table.cell_centre(move.cell), frames=2)
    assert table.game.moves[-1] == move


def test_escape_and_right_click_cancel_a_drag(app):
    table = colony_table(app)
    move = first_place(table)
    start, end = table.slot_centre(move.tile), table.cell_centre(move.cell)
    for cancel in ("escape", "right"):
        h.drag(app, h.line(start, end, 4), release=False)
        assert table.drag.state == "dragging"
        if cancel == "escape":
            h.key(app, pygame.K_ESCAPE)
        else:
            h.right_click(app, end)
        assert table.drag.state == "idle"
        h.post_up(end)
        h.step(app, 2)
        assert table.view().placed == () and app.top is table  # nothing played, no pause menu


def test_confirm_scores_the_colony_and_undo_steps_back_within_the_turn(app):
    table = colony_table(app)
    move = first_place(table)
    drag_tile(app, table, move)
    h.click_button(app, "Undo")
    assert table.view().placed == () and table.game.moves[-1] == ChooseAction("colony")
    drag_tile(app, table, move)
    assert table.confirm_button.enabled
    score = table.view().scores[0]
    h.click_button(app, "Confirm", frames=3)
    assert table.game.moves.count(Confirm()) >= 1 and table.game.moves[-1] != move
    assert table.game.view(0).scores[0] > score


def test_confirm_is_disabled_with_the_engines_reason_before_any_tile(app):
    table = colony_table(app)
    assert not table.confirm_button.enabled
    assert table.confirm_button.reason == table.game.explain(Confirm())


def test_research_reef_button_mirrors_the_engine(app):
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app)
    reason = table.game.explain(ChooseAction("reef"))
    assert table.reef_button.enabled == (reason is None)
    assert table.reef_button.reason == (reason or "")
    if reason is None:
        h.click_button(app, "Research Reef")
        move = next(m for m in table.game.legal_moves() if isinstance(m, PlaceReefTile))
        drag_tile(app, table, move)
        assert table.view().phase == "reef_confirm"


def test_a_tile_dropped_before_an_action_is_chosen_takes_research_colony(app):
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app, 2)
    trial = table.game.copy()
    trial.apply(ChooseAction("colony"))
    place = next(m for m in trial.legal_moves() if isinstance(m, PlaceCreature) and "special" not in m.tile)
    assert place.cell in table.targets_for(next(i for i in table.selectable_items() if i.code == place.tile))
    drag_tile(app, table, place)
    assert table.game.moves[-2:] == [ChooseAction("colony"), place]
    before = len(table.game.moves) - 2
    table.undo()  # one gesture, one Undo: the tile and the action it chose
    assert len(table.game.moves) == before and table.view().phase == "choose_action"


def test_a_tile_dropped_before_an_action_on_a_space_nothing_allows_bounces_with_the_rule(app):
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app, 2)
    code = table.view().hand[0]
    cell = empty_unsupported_cell(table, code)
    h.drag(app, h.line(table.slot_centre(code), table.cell_centre(cell), 6))
    h.step(app, 2)
    assert table.game.moves == []
    trial = table.game.copy()
    trial.apply(ChooseAction("colony"))
    assert table.drag.bubble is not None and table.drag.bubble.text == trial.explain(PlaceCreature(cell, code))


def test_wheel_and_keys_zoom_and_a_middle_drag_pans(app):
    table = make_table(app, ["human", "easy", "easy"])
    g = table.geometry
    size = g.size
    h.wheel(app, 2, table.view_rect.center)
    assert g.size > size
    bigger = g.size
    h.key(app, pygame.K_MINUS)
    assert g.size < bigger
    h.key(app, pygame.K_EQUALS)
    h.key(app, pygame.K_EQUALS)
    origin = pygame.Vector2(g.origin)
    c = table.view_rect.center
    h.drag(app, [c, (c[0] + 40, c[1] + 30)], button=2)
    assert g.origin != origin
    # Zoom never goes below the fitted board.
    for _ in range(12):
        h.wheel(app, -1, c)
    assert g.zoom == 1.0


def test_another_humans_rack_is_never_shown(app):
    table = make_table(app, ["human", "human", "human"])
    drawn = []
    original = table._draw_tray
    table._draw_tray = lambda surface, view: (drawn.append(view.seat), original(surface, view))
    h.click(app, (40, 40))  # Ada lifts the curtain
    h.click_button(app, "Research Colony")
    drag_tile(app, table, first_place(table))
    h.click_button(app, "Confirm", frames=3)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1
    drawn.clear()
    h.step(app, 5)
    assert drawn == []  # nothing of the table under the curtain
    h.click(app, (40, 40))
    assert set(drawn) <= {1} and table.view().hand == table.game.view(1).hand


def test_bot_turns_show_the_humans_own_rack_not_the_bots(app):
    table = make_table(app, ["human", "easy", "easy"])
    app.bot_pace = 10.0  # the bot waits: we look at the table during its turn
    h.click_button(app, "Research Colony")
    drag_tile(app, table, first_place(table))
    h.click_button(app, "Confirm", frames=2)
    assert table.game.current_player == 1
    assert table.view().seat == 0 and not table.my_turn
    assert not table.colony_button.visible and not table.confirm_button.visible


def test_space_and_drag_pans_and_the_keyboard_cursor_stays_on_screen(app):
    table = colony_table(app)
    g = table.geometry
    for _ in range(8):
        h.key(app, pygame.K_EQUALS)  # zoomed right in: most of the board is off screen
    c = table.view_rect.center
    origin = pygame.Vector2(g.origin)
    # Space held down (no tile selected, so it does not place anything), then a left drag.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    h.step(app)
    h.drag(app, [c, (c[0] - 60, c[1] - 40)])
    assert g.origin != origin and table.view().placed == ()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="", scancode=0))
    h.step(app)
    h.key(app, pygame.K_1)
    for key in (pygame.K_LEFT,) * 10 + (pygame.K_UP,) * 10:
        h.key(app, key)
        assert table.view_rect.collidepoint(table.cell_centre(table.cursor))


def test_the_instructions_say_what_is_missing_when_confirm_is_not_yet_legal(app, monkeypatch):
    from seaboard.ui.render import theme
    table = colony_table(app)
    special = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and m.tile.endswith("special"))
    drag_tile(app, table, special)
    h.step(app, 2)
    why = table.game.explain(Confirm())
    assert why is not None and not h.find_button(app, "Confirm").enabled
    drawn = []
    real = theme.blit_paragraph
    monkeypatch.setattr(theme, "blit_paragraph", lambda s, text, *a, **k: (drawn.append(text), real(s, text, *a, **k))[1])
    table.draw(app.screen)
    assert why in drawn
    assert not any("Confirm to score" in text for text in drawn)  # never offers a Confirm that is greyed out


def test_with_no_more_of_the_creature_in_hand_the_instructions_say_only_confirm(app, monkeypatch):
    from seaboard.engine.seagrass.tiles import CODE_KIND, CREATURES
    from seaboard.ui.render import theme

    table = colony_table(app)
    place = first_place(table)
    creature = place.tile.split("-")[0]
    game = table.game
    for code, kind in CODE_KIND.items():  # the tile played is the last of its creature
        if code.startswith(creature) and not code.endswith("special"):
            game.hands[0][kind] = 1 if code == place.tile else 0
    game.specials[0][CREATURES.index(creature)] = False
    drag_tile(app, table, place)
    assert table.view().colony_creature == creature and h.find_button(app, "Confirm").enabled
    drawn = []
    real = theme.blit_paragraph
    monkeypatch.setattr(theme, "blit_paragraph", lambda s, text, *a, **k: (drawn.append(text), real(s, text, *a, **k))[1])
    table.draw(app.screen)
    assert f"Confirm to score this colony: +{table.confirm_points()}." in drawn
    assert not any(text.startswith("Add more") for text in drawn)


def test_a_click_on_a_tile_that_can_go_nowhere_says_the_engines_reason_and_picks_nothing(app):
    table = colony_table(app)
    crab = next(item for item in table.selectable_items() if item.code == "crab-special")
    assert not table.targets_for(crab)  # nobody's face-up tile to replace yet
    h.click(app, table.item_rect(crab).center, frames=2)
    assert table.drag.state == "idle" and table.drag.bubble is not None
    assert table.drag.bubble.text == "The special crab must be played onto another player's face-up creature tile."


def test_a_buttons_help_goes_when_the_keyboard_hides_the_button(open_app):
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"])
    h.step(app, 2)
    button = table.colony_button
    assert not button.sublabel  # a small window: the help comes by the pointer
    h.move(app, button.rect.center)
    h.run_for(app, 1.0)
    assert table.tooltip.visible
    table.focus.focus(button)
    h.key(app, pygame.K_RETURN)
    h.step(app)
    assert not button.visible and not table.tooltip.visible


def test_once_the_action_is_chosen_every_space_a_tile_can_take_glows(open_app):
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"])
    h.step(app, 2)
    assert table.resting_targets(table.view()) == []  # the action is not chosen yet
    h.click_button(app, "Research Colony")
    view = table.view()
    cells = sorted({m.cell for m in table.game.legal_moves() if isinstance(m, PlaceCreature)})
    assert cells and table.resting_targets(view) == cells


def test_settle_hand_leaves_a_played_tiles_slot_empty_and_brings_it_back_there():
    from seaboard.ui.tables.seagrass_parts.rack import Gap, settle_hand

    def codes(layout):
        return [slot if isinstance(slot, str) else None for slot in layout]

    layout = settle_hand([], ["crab-1", "jellyfish-1", "jellyfish-2", "turtle-1"])
    assert codes(layout) == ["crab-1", "jellyfish-1", "jellyfish-2", "turtle-1"]
    layout = settle_hand(layout, ["crab-1", "turtle-1"])  # both jellyfish played
    assert codes(layout) == ["crab-1", None, None, "turtle-1"]
    assert layout[1] == Gap("jellyfish-1")
    undone = settle_hand(layout, ["crab-1", "turtle-1", "jellyfish-2"])  # undo brings back the second
    assert codes(undone) == ["crab-1", None, "jellyfish-2", "turtle-1"]
    drawn = settle_hand(undone, ["crab-1", "turtle-1", "jellyfish-2", "star-1", "star-2"])
    assert codes(drawn) == ["crab-1", "star-1", "jellyfish-2", "turtle-1", "star-2"]  # new tiles: gaps first
    assert codes(settle_hand(drawn, ["crab-1"])) == ["crab-1"]  # no trailing gaps
    # Of two alike, the one picked up leaves its slot.
    twins = settle_hand([], ["crab-1", "crab-1", "star-1"])
    assert codes(settle_hand(twins, ["crab-1", "star-1"], leaving=1)) == ["crab-1", None, "star-1"]
    assert codes(settle_hand(twins, ["crab-1", "star-1"], leaving=0)) == [None, "crab-1", "star-1"]


def test_during_a_colony_the_next_tile_stays_where_the_hand_expects_it(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    h.click_button(app, "Research Colony")
    first = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and not m.tile.endswith("special"))
    slots = {item.code: rect.center for item, rect in table.rack_items() if item.kind == "hand"}
    drag_tile(app, table, first)
    h.step(app, 10)
    assert table.game.moves[-1] == first
    after = {item.code: rect.center for item, rect in table.rack_items() if item.kind == "hand"}
    # Every tile still in hand is drawn exactly where it was.
    assert all(after[code] == slots[code] for code in after if list(table.view().hand).count(code) == 1)
    played_slot = slots[first.tile] if first.tile not in after else None
    if played_slot is not None:
        assert played_slot not in after.values()  # its slot stays empty until the action ends


def test_a_reefs_tooltip_tells_the_race_for_it_and_the_spaces_left(open_app):
    from seaboard.engine.seagrass.moves import ChooseAction as Choose

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    game = table.game
    game.apply(Choose("colony"))
    move = next(m for m in game.legal_moves() if isinstance(m, PlaceCreature) and not m.tile.endswith("special"))
    game.apply(move)
    h.step(app, 2)
    view = table.view()
    rid = next(r.id for r in view.reefs if game.reef_creatures(r.id)[0] > 0)
    said = table.describe_cell(view.reefs[rid].space)
    assert f"beside it: Ada {game.reef_creatures(rid)[0]} creature" in said
    assert f"{game.reef_open_spaces(rid)} open spaces around it" in said


def test_a_confirm_that_ends_the_game_is_asked_twice(open_app):
    import random

    from seaboard.engine.seagrass.game import Seagrass
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables.seagrass import SeagrassTable

    for seed in range(60):  # a random game whose last step is seat 0's Confirm
        rng = random.Random(seed)
        whole = Seagrass(2, seed)
        while not whole.is_over:
            mover = whole.current_player
            whole.apply(rng.choice(whole.legal_moves()))
        if whole.moves[-1] == Confirm() and mover == 0:
            break
    assert whole.moves[-1] == Confirm() and mover == 0  # such a game was found
    game = Seagrass(2, seed)
    for step in whole.moves[:-1]:
        game.apply(step)
    app = open_app((1280, 800), animation_speed=0)
    setup = TableSetup.default("seagrass", 2, seed=seed, kinds=["human", "easy"])
    table = app.push(SeagrassTable(app, setup, game=game))
    h.step(app, 2)
    h.click_button(app, "Confirm")
    assert not game.is_over and "ends the game" in table.message
    h.click_button(app, "Confirm")
    assert game.is_over


def _view_board(open_app):
    """A finished Seagrass game's results card, lifted by View board."""
    from seaboard.ui.scenes.results import FinalBoardScene
    from seaboard.ui.screenshot import SCENES, ShotContext

    app = open_app((1024, 640), animation_speed=0)
    card = SCENES["results"](app, ShotContext("seagrass", 2, 1, 0, {}))
    h.step(app, 2)
    card.view_board()
    h.step(app)
    assert isinstance(app.top, FinalBoardScene)
    return app, card


def test_view_board_lets_the_pointer_study_the_final_board(open_app):
    app, card = _view_board(open_app)
    table = card.table
    reef = table.view().reefs[0]
    x, y = table.geometry.centre(reef.space)
    h.move(app, (round(x), round(y)))
    h.run_for(app, 1.0)
    assert table.tooltip.visible and table.tooltip.text.startswith("Reef 1")
    assert table.shown_for_study()


def test_view_board_lets_the_wheel_scroll_the_game_log(open_app):
    app, card = _view_board(open_app)
    log = card.table.log_panel
    assert log.max_scroll > 0 and log.following
    h.wheel(app, 3, pos=log.rect.center)
    assert not log.following  # scrolled back into the game


def test_during_an_action_every_tile_and_special_keeps_its_number_key(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    h.click_button(app, "Research Colony")
    before = {item: table.pick_key(item) for item, _ in table.rack_items()}
    held = {(item.code, item.slot, key) for item, key in before.items()}
    hand = [item for item in before if item.kind == "hand"]
    last = max(hand, key=lambda item: item.slot)  # the last slot: its gap is a trailing one
    move = next((m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and m.tile == last.code), None)
    if move is None:
        move = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature))
    drag_tile(app, table, move)
    h.step(app, 10)
    after = {item: table.pick_key(item) for item, _ in table.rack_items()}
    assert after and all((item.code, item.slot, key) in held for item, key in after.items())  # none moved


def test_a_split_starfish_with_no_tile_left_to_add_says_confirm_to_score_both(app, monkeypatch):
    # "Add more starfish to either colony" was said with no starfish tile able to go anywhere.
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move
    from seaboard.ui.render import theme

    table = make_table(app, ["human", "easy"], seed=1)
    game = table.game
    bots = [make_bot("medium", type(game), s, seed=1) for s in range(2)]
    while len(game.moves) < 54:  # medium plays both seats to a split starfish colony (found by a search)
        table.apply_move(bot_move(bots[game.current_player], game))
    view = table.view()
    assert view.colony_creature == "starfish" and view.special_placed
    assert not any(isinstance(m, PlaceCreature) for m in game.legal_moves())
    drawn = []
    real = theme.blit_paragraph
    monkeypatch.setattr(theme, "blit_paragraph", lambda s, text, *a, **k: (drawn.append(text), real(s, text, *a, **k))[1])
    h.step(app)
    table.draw(app.screen)
    assert f"Confirm to score both colonies: +{table.confirm_points()}." in drawn
    assert not any(text.startswith("Add more") for text in drawn)


def test_research_reef_with_an_empty_supply_says_nothing_will_be_drawn(app):
    # Playtest: with no tiles left in the supply it still said "Confirm to draw up to three tiles".
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app)
    table.game.supply[0] = []
    h.click_button(app, "Research Reef")
    drag_tile(app, table, next(m for m in table.game.legal_moves() if isinstance(m, PlaceReefTile)))
    assert table.view().phase == "reef_confirm"
    with h.texts_drawn() as words:
        h.step(app)
    said = " ".join(words)
    assert "your supply is empty" in said and "draw up to three" not in said
    hand = len(table.view().hand)
    h.click_button(app, "Confirm")
    assert table.game.view(0).player_info[0].hand_count == hand  # and indeed nothing was drawn


@pytest.mark.parametrize("tiles", [1, 2])
def test_before_confirm_the_card_says_how_many_points_the_colony_scores(app, monkeypatch, tiles):
    # Playtest: the card said only "Confirm to score this colony"; a polished game previews the
    # points. The number is the engine's: Confirm then adds exactly that to the mover's colonies.
    import re

    from seaboard.ui.render import theme

    table = make_table(app, ["human", "human", "easy"])  # hot seat, secret scores: the mover sees their own
    h.step(app, 2)
    h.click(app, (40, 40))  # Ada lifts the curtain
    h.step(app, 2)
    h.click_button(app, "Research Colony")
    for _ in range(tiles):
        places = [m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and "special" not in m.tile]
        if not places:
            break
        drag_tile(app, table, places[0])
    drawn = []
    real = theme.blit_paragraph
    monkeypatch.setattr(theme, "blit_paragraph", lambda s, text, *a, **k: (drawn.append(text), real(s, text, *a, **k))[1])
    table.draw(app.screen)
    said = [m for text in drawn for m in re.findall(r"Confirm to score (?:it|this colony): \+(\d+)\.", text)]
    assert len(said) == 1, drawn
    before = table.game.breakdown[0]["colonies"]
    assert table.submit(Confirm())
    assert table.game.breakdown[0]["colonies"] - before == int(said[0]) > 0


def hand_slots(table) -> set:
    """(tile code, slot) of every tile in the hand rack as drawn."""
    return {(item.code, item.slot) for item, _ in table.rack_items() if item.kind == "hand"}


def play_from_a_low_slot(app, table) -> set:
    """Take Research Colony and drag the tile in the lowest slot (not the last one), so a gap opens
    above the others; the rack as it is then."""
    h.click_button(app, "Research Colony")
    slot_of = {item.code: item.slot for item, _ in table.rack_items() if item.kind == "hand"}
    last = max(slot_of.values())
    move = min((m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and m.tile in slot_of
                and slot_of[m.tile] < last), key=lambda m: slot_of[m.tile])
    drag_tile(app, table, move)
    return hand_slots(table)


def test_the_rack_keeps_each_tile_in_its_slot_through_the_bots_turn(open_app):
    # Playtest: on the player's turn a lone tile stayed in slot 3 with empty slots above it, but
    # during the bot's turn the rack showed it in slot 1 (and keys 1-7 pick by slot).
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    app.bot_pace = 1000.0  # the bot waits: its turn stays on screen
    h.step(app, 2)
    mine = play_from_a_low_slot(app, table)
    assert min(slot for _, slot in mine) > 0  # an empty slot above them on the player's turn
    h.click_button(app, "Confirm")
    h.step(app, 3)
    assert table.game.current_player == 1  # the bot's turn
    during = hand_slots(table)
    assert during == mine
    app.bot_pace = 0.0
    for _ in range(600):
        if table.game.current_player == 0:
            break
        h.step(app)
    assert table.game.current_player == 0
    h.step(app, 2)
    mine_again = hand_slots(table)
    assert mine <= mine_again  # and into the player's next turn


def test_in_hot_seat_each_players_rack_keeps_its_own_slots_and_never_takes_the_others_gaps(open_app):
    # Review: racks are kept per seat, and nothing checked it in hot seat: Bruno's rack must not
    # take the gap Ada's play left, and Ada's gap must still be hers at her next turn.
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=3)

    def lift_curtain():
        h.step(app, 2)
        if isinstance(app.top, HandoffScene):
            h.click(app, (40, 40))
            h.step(app, 2)

    def rack():
        return hand_slots(table)

    def play_lowest_slot():
        left = play_from_a_low_slot(app, table)  # the rack as its player leaves it
        h.click_button(app, "Confirm")
        return left

    lift_curtain()
    ada = play_lowest_slot()
    assert min(slot for _, slot in ada) > 0  # her first slot is empty now
    lift_curtain()
    assert table.game.current_player == 1 and table.view().seat == 1
    bruno = rack()
    assert sorted(slot for _, slot in bruno) == list(range(len(bruno)))  # his own rack: no gap of Ada's
    play_lowest_slot()
    lift_curtain()
    assert table.game.current_player == 0 and table.view().seat == 0
    assert rack() == ada  # her tiles where she left them, her gap still hers


def test_the_colony_card_counts_only_the_colonys_points_when_confirm_also_completes_a_reef(app, monkeypatch):
    # Review: Confirm also scores the reefs it completes; the card added a reef's +4 to the
    # colony's +1 and said "Confirm to score this colony: +5".
    from seaboard.engine.seagrass.events import SeagrassScored
    from seaboard.ui.render import theme
    from seaboard.ui.screenshot import ShotContext
    from seaboard.ui.tables.seagrass_parts import shots

    moves = shots._bot_game(3, 0, {}, lambda g: len(g.moves) >= 162)  # seat 0's colony rings a reef
    table = shots._table_at(app, ShotContext("seagrass", 3, 0, 0, {}), moves)
    h.step(app, 2)
    trial = table.game.copy()
    scored = [(ev.points, ev.reason) for ev in trial.apply(Confirm()) if isinstance(ev, SeagrassScored) and ev.seat == 0]
    assert scored == [(1, "new jellyfish colony"), (4, "reef of 3 tiles, second most")]
    assert table.confirm_points() == 1
    drawn = []
    real = theme.blit_paragraph
    monkeypatch.setattr(theme, "blit_paragraph", lambda s, text, *a, **k: (drawn.append(text), real(s, text, *a, **k))[1])
    table.draw(app.screen)
    assert any(text.startswith("Confirm to score") and text.endswith(": +1.") for text in drawn), drawn
