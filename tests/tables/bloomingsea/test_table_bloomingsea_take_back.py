"""A placed tile's moment of grace (take_back.py): Undo takes it back before the next tile is
drawn; Enter, a click on it or the end of the moment keeps it. Playtest: Undo never worked in
Blooming Sea, because placing a tile draws the next one."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h
from bs_table_helpers import (
    choose_place,
    click_place,
    drag_place,
    key_aim,
    key_place,
    make_table,
)

from seaboard.engine.bloomingsea.moves import Place
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.bloomingsea_parts.take_back import TAKE_BACK_REASON, TAKE_BACK_SECONDS


def _table(open_app, kinds=("human", "easy"), **settings):
    app = open_app((1280, 800), animation_speed=0, **settings)
    app.bot_pace = 0.5  # a real table's pace: headless apps play everything at once
    table = make_table(app, list(kinds), seed=4)
    h.step(app, 2)
    assert table.can_play() and table.game.phase == "place_tile"
    return app, table


@pytest.mark.parametrize("place", [drag_place, click_place, key_place])
def test_undo_takes_a_placed_tile_back_into_the_hand_before_anything_is_drawn(open_app, place):
    app, table = _table(open_app)
    hand, pile = table.game.hands[0], len(table.game.pile)
    move = choose_place(table, 1)
    place(app, table, move)
    assert table.pending is not None and table.pending.move == move
    assert table.game.moves == [] and table.game.hands[0] == hand and len(table.game.pile) == pile  # nothing drawn
    assert table.undo_button.enabled
    h.step(app, 5)
    h.click_button(app, "Undo")
    assert table.pending is None and table.game.moves == [] and table.message == "Your tile is back in your hand."
    assert table.placing()  # the same tile, to place again
    h.step(app, round(TAKE_BACK_SECONDS / h.DT) + 10)
    assert table.game.moves == []


def test_ctrl_z_u_and_escape_take_it_back_too(open_app):
    app, table = _table(open_app)
    # (U: playtest, many players pressed it for Undo and nothing happened.)
    for key, mod in ((pygame.K_z, pygame.KMOD_CTRL), (pygame.K_u, 0), (pygame.K_ESCAPE, 0)):
        click_place(app, table, choose_place(table, 2))
        assert table.pending is not None
        h.key(app, key, mod=mod)
        assert table.pending is None and table.game.moves == []
        assert app.top is table  # Escape did not open the pause menu meanwhile


def test_the_placed_tile_is_kept_when_its_moment_ends_and_undo_then_says_why_not(open_app):
    app, table = _table(open_app)
    move = choose_place(table, 1)
    drag_place(app, table, move)
    h.step(app, round(TAKE_BACK_SECONDS / h.DT) - 5)
    assert table.game.moves == []
    h.step(app, 10)
    assert table.game.moves[:1] == [move] and table.pending is None
    for _ in range(400):
        if table.can_play():
            break
        h.step(app)
    assert not table.undo_button.enabled and table.undo_button.reason == TAKE_BACK_REASON


def test_blooming_sea_words_a_drawn_tile_refusal_by_its_code_even_when_the_shared_sentence_changes(
        open_app, monkeypatch):
    # Its words were chosen by finding "a tile was drawn since" in the shared sentence: a
    # rewording there silently lost them.
    from seaboard.store import undo

    monkeypatch.setattr(undo, "reveal_phrase", lambda game: "your next tile came out")
    app, table = _table(open_app)
    drag_place(app, table, choose_place(table, 1))
    h.step(app, round(TAKE_BACK_SECONDS / h.DT) + 5)
    for _ in range(400):
        if table.can_play():
            break
        h.step(app)
    shared = undo.why_no_undo(table.game, 0, table.human_seats, table.names)
    assert shared is not None and "your next tile came out since" in shared  # the reworded sentence
    assert not table.undo_button.enabled and table.undo_button.reason == TAKE_BACK_REASON
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.message == TAKE_BACK_REASON


@pytest.mark.parametrize("keep", ["enter", "click"])
def test_enter_or_a_click_on_the_placed_tile_keeps_it_at_once(open_app, keep):
    app, table = _table(open_app)
    move = choose_place(table, 3)
    click_place(app, table, move)
    assert table.game.moves == []
    if keep == "enter":
        h.key(app, pygame.K_RETURN)
    else:
        (x, y), _ = table.pending_cells()[0]
        h.click(app, table.geo.cell_rect(x, y).center)
    assert table.game.moves[:1] == [move]


def test_the_pause_menu_stops_the_moment_and_undo_still_takes_the_tile_back_after_it(open_app):
    # Playtest: opening the menu at once kept the tile; the moment now waits under the menu.
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    h.click_button(app, "Menu")
    assert app.top is not table
    h.step(app, round(TAKE_BACK_SECONDS / h.DT) + 20)
    assert table.game.moves == [] and table.pending is not None
    h.key(app, pygame.K_ESCAPE)  # back to the table
    assert app.top is table
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.pending is None and table.game.moves == []


def test_while_a_tile_waits_the_tray_says_it_is_on_the_board_and_cannot_be_picked_again(open_app):
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    assert not table.placing()
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "On the board" in drawn and "Your turn · keep your tile or take it back" in drawn
    assert table.hint_text(table.view()).startswith("Placed for a moment")  # not "Drag the tile..." (playtest)
    assert table.message.startswith("Placed") and "Undo takes it back" in table.message


def test_an_illegal_drop_is_refused_at_once_as_before(open_app):
    app, table = _table(open_app)
    legal = set(table.game.legal_moves())
    bad = next(Place(r, x, y) for r in range(4) for y in range(12) for x in range(12) if Place(r, x, y) not in legal)
    table.submit(bad)
    assert table.pending is None and table.message == table.game.explain(bad)


def test_taken_back_by_keys_the_cursor_returns_where_the_tile_was(open_app):
    app, table = _table(open_app)
    move = choose_place(table, 2)
    key_place(app, table, move)
    assert table.pending is not None
    h.key(app, pygame.K_ESCAPE)
    assert table.cursor == (move.x, move.y) and table.rotation == move.rotation
    h.key(app, pygame.K_RETURN)  # Enter places it there again
    assert table.pending is not None and table.pending.move == move


def test_enter_on_a_focused_header_button_presses_it_not_keeps_the_tile(open_app):
    # Review: Tab to Undo then Enter kept the tile instead of taking it back.
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    for _ in range(12):
        h.key(app, pygame.K_TAB)
        if table.focus.focused is table.undo_button:
            break
    assert table.focus.focused is table.undo_button
    h.key(app, pygame.K_RETURN)
    assert table.pending is None and table.game.moves == []  # taken back, by the button


def test_no_hint_while_a_tile_waits(open_app):
    # Review: a hint for another spot replaced the take-back words, and the next Enter kept the tile.
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    h.key(app, pygame.K_h)
    assert table.message.startswith("Your tile waits") and not table.hint_worker.busy
    assert table.pending is not None


def test_a_hint_asked_while_a_tile_waits_is_answered_by_the_moments_words_in_sand_as_in_sea_scroll(open_app):
    # Review: Blooming Sea refused in coral with words of its own; Sea Scroll said the moment's words.
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    h.key(app, pygame.K_h)
    assert table.message == table.WAITS and table.message_is_advice()


def test_a_held_enter_or_escape_repeats_nothing_more(open_app, monkeypatch):
    # Review: key repeats of the Enter that placed kept the tile at once; of the Escape that took it
    # back, opened the pause menu.
    held: set[int] = set()
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in (
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)})
    app, table = _table(open_app)
    move = choose_place(table, 2)
    key_aim(app, table, move)
    held.add(pygame.K_RETURN)
    for _ in range(3):  # Enter goes down, then repeats while held
        h.post_key_down(pygame.K_RETURN)
        h.step(app)
    assert table.pending is not None and table.game.moves == []
    held.clear()
    h.post_key_up(pygame.K_RETURN)
    held.add(pygame.K_ESCAPE)
    for _ in range(3):  # Escape likewise
        h.post_key_down(pygame.K_ESCAPE)
        h.step(app)
    held.clear()
    h.post_key_up(pygame.K_ESCAPE)
    h.step(app)
    assert app.top is table and table.pending is None and table.cursor == (move.x, move.y)


def test_while_a_tile_waits_a_board_click_says_what_to_do_and_the_log_still_answers(open_app):
    app, table = _table(open_app)
    move = choose_place(table, 1)
    click_place(app, table, move)
    cells = {cell for cell, _ in table.pending_cells()}
    elsewhere = next((x, y) for y in range(12) for x in range(12) if (x, y) not in cells)
    h.click(app, table.geo.cell_rect(*elsewhere).center)
    assert table.pending is not None and "Undo takes it back" in table.message
    assert table.handle_pending(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                   pos=table.log_panel.rect.center)) is False


def test_the_pause_menu_says_a_waiting_tile_is_not_kept_yet(open_app):
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    h.click_button(app, "Menu")
    assert "not kept yet" in app.top.note


def test_the_moment_is_long_enough_to_look_at_the_board_then_undo(open_app):
    # Playtest: "Undo is only available for about 2-3 seconds after placing a tile." A newcomer who
    # wants longer than the 3 s default chooses 5 s in Settings (Take-back time).
    app, table = _table(open_app, take_back_seconds=5.0)
    click_place(app, table, choose_place(table, 1))
    h.move(app, (2, 2))  # the pointer off the tile and off Undo
    h.run_for(app, 4.0)
    assert table.pending is not None and table.game.moves == []
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.pending is None and table.game.moves == []


@pytest.mark.parametrize("over", ["undo button", "placed tile"])
def test_the_moment_stands_still_while_the_pointer_is_on_undo_or_back_on_the_tile_and_bots_wait(open_app, over):
    # Playtest: a player reaching for Undo lost it on the way.
    app, table = _table(open_app)
    move = choose_place(table, 1)
    click_place(app, table, move)
    h.move(app, (2, 2))
    h.run_for(app, TAKE_BACK_SECONDS - 1.0)
    if over == "undo button":
        spot = table.undo_button.rect.center
    else:
        (x, y), _ = table.pending_cells()[0]
        spot = table.geo.cell_rect(x, y).center
    h.move(app, spot)
    h.run_for(app, 3 * TAKE_BACK_SECONDS)
    assert table.pending is not None and table.game.moves == []  # nothing kept, no bot moved
    assert table.pending.paused
    if over == "undo button":
        h.click(app, spot)
        assert table.pending is None and table.game.moves == []
    else:
        h.move(app, (2, 2))  # off it again: the moment runs on from where it stood
        h.run_for(app, 0.5)
        assert table.pending is not None
        h.run_for(app, 1.0)
        assert table.pending is None and table.game.moves[:1] == [move]


def test_a_pointer_still_resting_where_it_placed_the_tile_does_not_hold_it_forever(open_app):
    app, table = _table(open_app)
    move = choose_place(table, 1)
    click_place(app, table, move)  # the pointer stays on the tile it put down
    h.run_for(app, TAKE_BACK_SECONDS + 0.5)
    assert table.game.moves[:1] == [move]


def test_headless_tables_still_place_at_once(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=4)
    h.step(app, 2)
    move = choose_place(table, 1)
    click_place(app, table, move)
    assert table.pending is None and table.game.moves[:1] == [move]


@pytest.mark.parametrize("size, scale", [((1024, 640), 1.5), ((1280, 800), 1.0), ((1920, 1080), 1.0)])
def test_the_take_back_words_and_countdown_stand_on_a_card_in_the_hand_panel_over_no_board_square(
        open_app, size, scale):
    # Playtest: the "Placed. Undo takes it back" pill sat on the bottom row over the tile just placed.
    app = open_app(size, animation_speed=1, text_scale=scale)
    app.bot_pace = 0.5
    table = make_table(app, ["human", "easy"], seed=4)
    h.run_for(app, 1.5)  # the "Your turn" banner has gone
    legal = [m for m in table.game.legal_moves() if isinstance(m, Place)]
    click_place(app, table, max(legal, key=lambda m: m.y))  # on the bottom rows
    h.run_for(app, 0.5)  # the tile snaps into place
    box = table.message_box
    assert table.pending is not None and table.message.startswith("Placed")
    assert table.hand_panel.contains(box) and not box.colliderect(table.geo.outer)


def _fish_drop(app, table):
    """Drag the tile in hand onto a fish square: refused in a bubble by the pointer."""
    from bs_table_helpers import hand_point

    x, y, _, _ = table.view().fish[0]
    start, goal = hand_point(table), table.geo.cell_rect(x, y).center
    h.drag(app, h.line(start, goal, 8))
    h.step(app, 2)
    assert table.drag.bubble is not None


def test_a_newer_message_replaces_a_refusal_bubble_instead_of_drawing_under_it(open_app):
    # Playtest: Ctrl+Z with nothing to undo put its words under a fish square's refusal, cut off.
    app, table = _table(open_app)
    _fish_drop(app, table)
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.message and table.drag.bubble is None


def test_a_newer_refusal_bubble_replaces_the_message_said_before_it(open_app):
    app, table = _table(open_app)
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # nothing to undo
    assert table.message
    _fish_drop(app, table)
    assert table.message == ""


def test_a_refusal_said_while_a_tile_waits_gives_way_to_the_moments_words_after_its_time(open_app):
    # Review: a refusal replaced "Placed … Undo takes it back" and then stood for the whole moment.
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    said = table.message
    h.move(app, table.undo_button.rect.center)  # the moment stands still, so it outlasts the refusal
    # (H was refused here; it now says the moment's own words: test_a_hint_asked_while_a_tile_waits_...)
    table.show_message("Not now.")
    assert table.message == "Not now." and not table.message_is_advice()
    h.run_for(app, table.message_seconds + 0.5)
    assert table.pending is not None and table.message == said


def test_the_keep_button_on_the_moments_card_keeps_the_tile_by_mouse(open_app):
    # Playtest: by mouse the only way to keep a placed tile was to wait out the moment.
    app, table = _table(open_app)
    move = choose_place(table, 1)
    click_place(app, table, move)
    h.move(app, (2, 2))
    with h.texts_drawn() as drawn:
        h.step(app)
    card = table.message_card()
    assert "Keep" in drawn and "Keep" in table.message
    assert table.keep_button.visible and card.contains(table.keep_button.rect)
    assert table.game.moves == []
    h.click(app, table.keep_button.rect.center)
    assert table.game.moves[:1] == [move] and table.pending is None


def test_a_hints_ghost_clicked_places_the_tile_as_hinted_and_undo_can_take_it_back(open_app):
    # Playtest: a click on the hint's ghost did nothing; only Enter played it.
    app, table = _table(open_app)
    move = choose_place(table, 3)
    table.show_hint(move, "the words of the log")
    h.step(app)
    assert table.hint_ghost_up()  # (its words say so: test_the_hint_says_what_it_scores_...)
    (x, y), _ = table.view().hand.cells_at(move.rotation, move.x, move.y)[2]
    h.click(app, table.geo.cell_rect(x, y).center)
    assert table.pending is not None and table.pending.move == move  # as any placement: the moment first
    assert table.game.moves == []
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.pending is None and table.game.moves == [] and table.placing()
    assert table.cursor is None  # placed by the mouse: back in the tray, no keyboard cursor


def test_the_keep_button_keeps_the_tile_on_release_not_on_press_as_every_button_does(open_app):
    # Review: Keep fired on mouse-down with no pressed state, unlike every other button.
    app, table = _table(open_app)
    move = choose_place(table, 1)
    click_place(app, table, move)
    h.move(app, (2, 2))
    keep = table.keep_button
    h.move(app, keep.rect.center)
    assert keep.hovered
    h.post_down(keep.rect.center)
    h.step(app)
    assert keep.pressed and table.pending is not None and table.game.moves == []
    h.post_up(keep.rect.center)
    h.step(app)
    assert not keep.pressed and table.game.moves[:1] == [move] and table.pending is None


def test_the_keep_button_cannot_be_clicked_while_hidden(open_app):
    app, table = _table(open_app)
    click_place(app, table, choose_place(table, 1))
    h.move(app, (2, 2))
    where = table.keep_button.rect.center
    h.key(app, pygame.K_ESCAPE)  # taken back: the moment's card, and its Keep, are gone
    assert table.pending is None and not table.keep_button.visible
    h.click(app, where)
    assert table.keep_button.clicks == 0 and not table.keep_button.pressed


def test_a_tile_waiting_to_be_kept_is_drawn_placed_in_the_players_colour_not_as_a_ticked_ghost(
        open_app, monkeypatch):
    # Playtest: the waiting tile had the green outline and tick of a hint's ghost or a legal
    # preview; only the card told "placed" from "hinted".
    from seaboard.ui.render import theme

    app, table = _table(open_app)
    move = choose_place(table, 1)
    click_place(app, table, move)
    assert table.pending is not None
    bv = table.board_view
    calls = {"ghost": [], "verdict": [], "outline": [], "tile": []}
    for name, key in (("draw_ghost", "ghost"), ("draw_verdict", "verdict"), ("draw_outline", "outline"),
                      ("draw_tile", "tile")):
        real = getattr(bv, name)

        def spy(*args, _real=real, _key=key, **kwargs):
            calls[_key].append(args)
            return _real(*args, **kwargs)

        monkeypatch.setattr(bv, name, spy)
    h.step(app, 2)
    squares = set(table.squares_of(move))
    assert not calls["ghost"] and not calls["verdict"]
    assert any(args[1] == table.pending_cells() for args in calls["tile"])  # its corals, solid
    colour = theme.player_rgb(table.seats[0].colour)
    assert any(set(args[1]) == squares and args[2] == colour for args in calls["outline"])


def test_on_a_narrow_card_the_countdown_runs_above_keep_across_the_card(open_app, monkeypatch):
    # Playtest: beside Keep in the hand panel at 1024x640 the bar was about 50 px, too short to read.
    app = open_app((1024, 640), animation_speed=0)
    app.bot_pace = 0.5
    table = make_table(app, ["human", "easy"], seed=4)
    h.step(app, 2)
    table.submit(choose_place(table, 1))
    h.step(app, 2)
    assert table.pending is not None
    card = table.message_box
    bars = []
    real = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda surf, colour, rect, *a, **k: (
        bars.append(pygame.Rect(rect)), real(surf, colour, rect, *a, **k))[1])
    table.draw_countdown(app.screen, card)
    track = max((r for r in bars if r.height <= table.px(8)), key=lambda r: r.width)
    assert track.width >= card.width - 2 * table.px(10) - 1
    assert track.bottom <= table.keep_button.rect.top


def _waiting_with_points(open_app, size, at: int):
    """Seed 3's easy-bot game up to move `at` (a placement that scores a reef and decides a fish),
    that move then placed by a human and waiting to be kept; returns (app, table, the label's rect)."""
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.ui.screenshot import play_bot_moves

    moves = play_bot_moves(BloomingSea(2, 3), at + 1, 3).moves
    game = BloomingSea(2, 3)
    for move in moves[:at]:
        game.apply(move)
    app = open_app(size, animation_speed=0)
    app.bot_pace = 0.5  # a real table's pace: the moment of grace is held
    table = make_table(app, ["human", "human"], seed=3, game=game)
    h.step(app, 2)
    if app.top is not table:
        h.key(app, pygame.K_RETURN)  # the hot-seat curtain
    labels = []
    real = table.draw_pill
    table.draw_pill = lambda surface, text, *a, **k: labels.append((text, real(surface, text, *a, **k))) or labels[-1][1]
    click_place(app, table, moves[at])
    h.step(app, 2)
    assert table.pending is not None and table.pending.move == moves[at]
    text, label = labels[-1]
    assert "reef +" in text and "fish" in text  # the case in hand: the points are said by the tile
    return app, table, label


def _laid_corals(table) -> list[pygame.Rect]:
    view = table.view(None)
    board = view.board
    return [table.geo.cell_rect(x, y) for y in range(board.height) for x in range(board.width)
            if board.contains(x, y) and view.coral[board.index(x, y)] >= 0]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_points_label_of_a_waiting_tile_hides_no_neighbouring_coral_where_a_spot_by_it_is_clear(
        open_app, size):
    # Playtest: "reef +4 · fish to Bruno" over the take-back moment lay on a coral beside the tile,
    # with a clear spot just above it.
    app, table, label = _waiting_with_points(open_app, size, 22)
    fish = [table.geo.cell_rect(x, y) for x, y in table.view().board.numbered]
    assert label.collidelist(_laid_corals(table)) < 0 and label.collidelist(fish) < 0
    assert table.geo.grid.contains(label)


def test_where_no_spot_by_the_waiting_tile_is_clear_the_corals_show_through_the_points_label(open_app):
    # A crowded corner: wherever the label goes by the tile it lies over a coral; that coral stays
    # readable through the label's backing instead of being painted over in sand.
    app, table, label = _waiting_with_points(open_app, (1280, 800), 25)
    under = [rect for rect in _laid_corals(table) if rect.colliderect(label)]
    assert under
    rect = under[0].clip(label)
    radius = label.height // 2
    x = max(label.left + radius, min(label.right - radius - 1, rect.centerx))
    spot = (x, label.top + 2)  # inside the label's edge, above its words
    assert rect.collidepoint(spot)
    shown = app.screen.get_at(spot)[:3]
    assert shown != tuple(PALETTE["sand_hi"][:3])  # not the label's flat sand: the coral shows through


def _bar_share(app, monkeypatch) -> float:
    """The share of the moment's bar (on the card, beside Keep) still coral, as drawn in one frame."""
    drawn = []
    original = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        drawn.append((tuple(colour)[:3], pygame.Rect(rect)))
        return original(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    h.step(app)
    monkeypatch.setattr(pygame.draw, "rect", original)
    track_colour = tuple(theme.mix(PALETTE["ink"], PALETTE["sand"], 0.55))[:3]
    track = next(r for c, r in drawn if c == track_colour)
    left = next(r for c, r in drawn if c == tuple(PALETTE["coral"])[:3] and r.topleft == track.topleft)
    return left.width / track.width


@pytest.mark.parametrize("seconds", [2.0, 3.0, 5.0])
def test_take_back_time_in_settings_is_how_long_a_placed_tile_waits_and_its_bar_empties_over_it(
        open_app, monkeypatch, seconds):
    # Playtest (a practised player): every placement waited 5 s for Undo, whatever the player wanted.
    app, table = _table(open_app, take_back_seconds=seconds)
    move = choose_place(table, 1)
    click_place(app, table, move)
    h.move(app, (2, 2))  # the pointer off the tile and off Undo
    assert table.pending is not None and table.pending.total == seconds
    h.run_for(app, seconds / 2)
    assert _bar_share(app, monkeypatch) == pytest.approx(0.5, abs=0.06)  # half the chosen time left
    h.run_for(app, seconds / 2 - 0.3)
    assert table.pending is not None and table.game.moves == []
    h.run_for(app, 0.5)
    assert table.pending is None and table.game.moves[:1] == [move]


def test_with_take_back_time_off_a_placement_is_final_at_once_with_no_countdown_or_keep(open_app):
    app, table = _table(open_app, take_back_seconds=0.0)
    move = choose_place(table, 1)
    click_place(app, table, move)
    assert table.pending is None and table.game.moves[:1] == [move]  # the engine has it: the next tile drawn
    with h.texts_drawn() as drawn:
        h.step(app)
    assert not table.keep_button.visible and "Keep" not in drawn
    assert not any("Undo takes it back" in t for t in drawn)
