"""A discard's moment of grace (seaboard/ui/tables/take_back.py, shared with Blooming Sea).
Playtest: a discard ended the turn at once, the curtain came up right after the drop, and a
misdrop was permanent. Now it waits a moment on the reef: Undo takes it back into the hand, Keep,
Enter or a click on it keeps it, and the engine sees nothing until then."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h
from seascroll_table_helpers import centre, focus_spot, lift_curtain, open_table

from seaboard.engine.seascroll.moves import Discard
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.tables.take_back import TAKE_BACK_SECONDS


def _at_discard(open_app, kinds=("human", "easy", "easy", "easy"), **settings):
    app = open_app((1280, 800), **{"animation_speed": 0, **settings})
    app.bot_pace = 0.5  # a real table's pace: headless apps play everything at once
    table = open_table(app, list(kinds), seed=3)
    lift_curtain(app)
    h.key(app, pygame.K_d)
    h.key(app, pygame.K_s)
    h.step(app, 2)
    assert table.my_turn and table.game.view(table.viewer).phase == "discard"
    return app, table


def _drop(app, table, new_school=False) -> Discard:
    legal = [m for m in table.game.legal_moves() if isinstance(m, Discard)]
    move = next(m for m in legal if (m.school is None) == new_school)
    lay = table.lay
    end = centre(lay.new_school) if move.school is None else centre(lay.schools[move.school])
    h.drag(app, h.line(lay.hand_top(move.species).center, end))
    h.move(app, (5, 5))  # off the card: the moment runs
    return move


def test_a_discard_waits_a_moment_and_undo_puts_the_card_back_in_the_hand(open_app):
    app, table = _at_discard(open_app)
    moves, hand = len(table.game.moves), table.game.view(0).hand
    move = _drop(app, table)
    h.step(app, 5)
    assert table.pending is not None and table.pending.move == move
    assert len(table.game.moves) == moves and table.game.view(0).hand == hand  # the engine saw nothing
    assert table.undo_button.enabled
    h.click_button(app, "Undo")
    assert table.pending is None and table.message == "Your fish is back in your hand."
    h.run_for(app, TAKE_BACK_SECONDS + 0.5)
    assert len(table.game.moves) == moves and table.game.view(0).phase == "discard"
    assert table.my_turn  # the same discard to make again


def test_ctrl_z_and_escape_take_a_discard_back_too(open_app):
    app, table = _at_discard(open_app)
    moves = len(table.game.moves)
    for key, mod in ((pygame.K_z, pygame.KMOD_CTRL), (pygame.K_ESCAPE, 0)):
        _drop(app, table)
        assert table.pending is not None
        h.key(app, key, mod=mod)
        assert table.pending is None and len(table.game.moves) == moves
        assert app.top is table  # Escape did not open the pause menu meanwhile


def test_enter_keeps_a_discard_at_once(open_app):
    app, table = _at_discard(open_app)
    move = _drop(app, table, new_school=True)
    assert table.pending is not None
    h.key(app, pygame.K_RETURN)
    assert table.pending is None and table.game.moves[-1] == move


def test_a_keyboard_discard_waits_too_and_escape_brings_the_focus_back_to_its_card(open_app):
    app, table = _at_discard(open_app)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Discard))
    focus_spot(app, table, ("hand", move.species))
    h.key(app, pygame.K_RETURN)
    if table.pending_species is not None:
        focus_spot(app, table, ("school", move.school))
        h.key(app, pygame.K_RETURN)
    assert table.pending is not None and table.game.moves[-1] != table.pending.move
    h.key(app, pygame.K_ESCAPE)
    assert table.pending is None and getattr(table.focus.focused, "key", None) == ("hand", move.species)


def test_the_keep_button_and_a_click_on_the_card_keep_it(open_app):
    for keep in ("button", "card"):
        app, table = _at_discard(open_app)
        move = _drop(app, table)
        h.step(app, 2)
        where = table.keep_button.rect.center if keep == "button" else table.pending_card().center
        h.click(app, where)
        assert table.pending is None and table.game.moves[-1] == move, keep


def test_a_kept_discard_ends_the_turn_and_the_curtain_comes_after_it(open_app):
    app, table = _at_discard(open_app, kinds=("human", "human", "human", "easy"))
    move = _drop(app, table)
    h.run_for(app, TAKE_BACK_SECONDS - 1.0)
    assert app.top is table and table.pending is not None  # no curtain during the moment
    h.run_for(app, 1.5)
    assert table.game.moves[-1] == move
    assert isinstance(app.top, HandoffScene)


def test_the_moment_stands_still_while_the_pointer_rests_on_undo(open_app):
    app, table = _at_discard(open_app)
    _drop(app, table)
    h.move(app, table.undo_button.rect.center)
    h.run_for(app, 3 * TAKE_BACK_SECONDS)
    assert table.pending is not None and table.pending.paused
    h.click(app, table.undo_button.rect.center)
    assert table.pending is None and table.game.view(0).phase == "discard"


def test_a_held_discard_shows_on_the_reef_and_leaves_the_hand(open_app):
    app, table = _at_discard(open_app)
    move = _drop(app, table)
    h.step(app, 2)
    top = table.pending_card()
    assert top.colliderect(table.lay.schools[move.school])
    with h.texts_drawn() as texts:
        h.step(app)
    assert any("Undo takes it back" in t for t in texts) and table.keep_button.visible


def _headings(app, table) -> tuple[str, str]:
    table._board_cache_key = None  # the board's still picture is cached: draw its words again
    with h.texts_drawn() as drawn:
        h.step(app)
    return (next(t for t in drawn if t.startswith("Your hand · ")), next(t for t in drawn if t.startswith("The reef · ")))


def _schools(n: int) -> str:
    return f"The reef · {n} school{'s' if n != 1 else ''}"


@pytest.mark.parametrize("new_school", [False, True])
def test_while_a_discard_waits_the_headings_count_the_hand_and_reef_shown(open_app, new_school):
    # Playtest: "Your hand · 4 fish" over 3 cards and "The reef · 4 schools" over 5 while the discard waited.
    app, table = _at_discard(open_app)
    view = table.game.view(0)
    hand, reef = len(view.hand), len(view.reef)
    assert _headings(app, table) == (f"Your hand · {hand} fish", _schools(reef))
    _drop(app, table, new_school=new_school)
    h.step(app, 2)
    assert table.pending is not None
    assert _headings(app, table) == (f"Your hand · {hand - 1} fish", _schools(reef + (1 if new_school else 0)))


def test_the_pause_menu_says_a_waiting_discard_stays_in_the_hand_not_a_placed_tile(open_app):
    # Review: the note spoke of Blooming Sea's "placed tile" while a fish card waited.
    app, table = _at_discard(open_app)
    _drop(app, table)
    assert table.pending is not None
    h.click_button(app, "Menu")
    assert app.top.note.startswith("Your discard is not kept yet") and "tile" not in app.top.note


def test_a_hint_asked_while_a_discard_waits_says_the_moments_words_and_asks_nothing(open_app):
    app, table = _at_discard(open_app)
    _drop(app, table)
    h.key(app, pygame.K_h)
    assert table.message == table.WAITS and table.message_is_advice() and not table.hint_worker.busy
    assert table.pending is not None


def test_a_new_school_waiting_in_the_reef_stands_where_it_will_stay_once_kept(open_app):
    # Playtest: the waiting card sat at the reef's right, then all the schools jumped left when it was kept.
    app, table = _at_discard(open_app)
    _drop(app, table, new_school=True)
    waiting = table.pending_card()
    first_school = table.lay.schools[0].left
    h.move(app, waiting.center)  # hovering it (the layout's extra school) is safe
    h.step(app, 3)
    h.key(app, pygame.K_RETURN)
    h.step(app)
    kept = table.lay
    assert kept.schools[0].left == first_school
    assert kept.top_card(kept.schools[-1], kept.reef_card_w).topleft == waiting.topleft


def test_a_waiting_discard_leaves_no_gap_in_the_hand(open_app):
    # Playtest: while the card waited on the reef, an empty gap stood where it had been in the hand.
    app, table = _at_discard(open_app)
    view = table.game.view(table.viewer)
    lone = [v for v in set(view.hand) if view.hand.count(v) == 1]
    move = next(m for m in table.game.legal_moves() if isinstance(m, Discard) and m.species in lone)
    lay = table.lay
    end = centre(lay.new_school) if move.school is None else centre(lay.schools[move.school])
    h.drag(app, h.line(lay.hand_top(move.species).center, end))
    h.move(app, (5, 5))
    assert table.pending is not None and table.pending.move.species == move.species
    groups = table.lay.hand_groups
    assert move.species not in groups
    rects = sorted(groups.values(), key=lambda r: r.left)
    gaps = [b.left - a.right for a, b in zip(rects, rects[1:])]
    assert all(g <= table.px(12) for g in gaps), gaps


@pytest.mark.parametrize("seconds", [2.0, 3.0, 5.0])
def test_take_back_time_in_settings_is_how_long_a_discard_waits_and_its_clock_and_bar_show_it(
        open_app, monkeypatch, seconds):
    # Playtest (a practised player): every discard waited 5 s for Undo, whatever the player wanted.
    from seaboard.ui.tables import seascroll

    app, table = _at_discard(open_app, take_back_seconds=seconds)
    move = _drop(app, table)
    assert table.pending is not None and table.pending.total == seconds
    h.run_for(app, seconds / 2)
    clocks = []
    monkeypatch.setattr(seascroll, "draw_clock", lambda surface, centre, r, pending: clocks.append(
        pending.seconds_left / pending.total))
    h.step(app)
    assert clocks and clocks[-1] == pytest.approx(0.5, abs=0.06)  # the clock on the card: half the time left
    h.run_for(app, seconds / 2 - 0.3)
    assert table.pending is not None and table.game.moves[-1] != move
    h.run_for(app, 0.5)
    assert table.pending is None and table.game.moves[-1] == move


def test_with_take_back_time_off_a_discard_is_final_at_once_with_no_countdown_or_keep(open_app):
    app, table = _at_discard(open_app, take_back_seconds=0.0)
    move = _drop(app, table)
    assert table.pending is None and table.game.moves[-1] == move
    with h.texts_drawn() as drawn:
        h.step(app)
    assert not table.keep_button.visible and "Keep" not in drawn
    assert not any("Undo takes it back" in t for t in drawn)


def test_undo_clicked_while_the_dropped_card_flies_into_place_takes_it_back(open_app):
    # Blooming Sea's playtest (a lost Undo): the dropped piece flies into place before its move
    # waits, and Undo, greyed meanwhile, let a click on it go nowhere. A discard flies so too.
    app, table = _at_discard(open_app, animation_speed=1)
    h.run_for(app, 1.0)  # the drawn cards have landed
    moves = len(table.game.moves)
    legal = [m for m in table.game.legal_moves() if isinstance(m, Discard)]
    move = next(m for m in legal if m.school is None)
    h.drag(app, h.line(table.lay.hand_top(move.species).center, centre(table.lay.new_school)))
    assert table.pending is None and table.drag.landing_moves() == [move]  # still flying
    spot = table.undo_button.rect.center
    h.post_move(spot)
    h.post_down(spot)
    h.post_up(spot)
    h.step(app)
    h.run_for(app, 0.5)
    assert table.pending is None and len(table.game.moves) == moves and table.my_turn
