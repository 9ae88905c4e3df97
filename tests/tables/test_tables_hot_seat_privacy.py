"""Hot seat with a bot between two humans: while the bot plays, anyone may be looking,
so the screen shows nobody's hidden hand (Bo's hand used to stay face up all through it)."""

from __future__ import annotations

import random

import pygame
import pytest
import ui_harness as h

from seaboard.engine.registry import game_class
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class

KINDS = ["human", "human", "easy"]


def _at_the_bots_turn(game_id: str, options: dict):
    """A game just past the second human's turn, the bot (seat 2) to play."""
    game = game_class(game_id)(3, seed=4, options=options)
    rng = random.Random(4)
    turns_of_seat_1 = 0
    while True:
        before = game.current_player
        game.apply(rng.choice(game.legal_moves()))
        if before == 1 and game.current_player == 2:
            turns_of_seat_1 += 1
            holds = sum(game.hands[1]) if isinstance(game.hands[1], list) else game.hands[1] is not None
            if turns_of_seat_1 >= 2 and holds:  # (in Chaos: once it has kept a fish)
                return game


def _other_hand(game, game_id: str):
    """The same game with seat 1 holding something else (as many tiles or cards)."""
    other = game.copy()
    if game_id == "bloomingsea":
        other.hands[1] = next(t for t in range(48) if t != game.hands[1])
        return other
    hand = other.hands[1]
    src = next(i for i, n in enumerate(hand) if n)
    allowed = game.species if game_id == "seascroll" else range(len(hand))
    dst = next(i for i in allowed if i != src)
    hand[src] -= 1
    hand[dst] += 1
    return other


def _frame(open_app, game_id: str, game, options: dict) -> pygame.Surface:
    app = open_app((1280, 800), animation_speed=0)
    app.bot_pace = 1000.0  # the bot holds its move while we look
    setup = TableSetup.default(game_id, 3, seed=4, options=options, kinds=KINDS)
    table = table_class(game_id)(app, setup, game=game)
    table.last_human = 1  # Bo played the last turn and looked at the hand
    app.push(table)
    h.step(app, 3)
    assert table.game.current_player == 2
    return app.screen.copy()


@pytest.mark.parametrize("game_id, options", [
    ("seagrass", {}), ("seascroll", {}), ("bloomingsea", {}),
    ("seascroll", {"chaos": True, "chaos_pace": "alternating"}),  # the catch kept in private
])
def test_while_a_bot_plays_between_two_humans_no_hidden_hand_shows(open_app, game_id, options):
    game = _at_the_bots_turn(game_id, options)
    other = _other_hand(game, game_id)
    assert other.hands[1] != game.hands[1]
    seen = _frame(open_app, game_id, game, options)
    seen_other = _frame(open_app, game_id, other, options)
    assert h.compare_surfaces(seen, seen_other, pixel_threshold=0).differing == 0


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_an_enter_held_through_the_curtain_plays_nothing_on_any_table(open_app, game_id, monkeypatch):
    def repeats_after_lifting(held: bool) -> int:
        app = open_app((1280, 800), animation_speed=0)
        table = app.push(table_class(game_id)(app, TableSetup.default(game_id, 2, seed=4, kinds=["human"] * 2)))
        h.step(app)
        keys = {pygame.K_RETURN} if held else set()
        monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in keys for k in (
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)})
        h.key(app, pygame.K_RETURN)  # lifts the first curtain (a fresh press)
        assert app.top is table
        table.revealed(table.game.current_player)  # the moment it lifted, Enter still down (or not)
        for _ in range(4):  # the key's repeats, while the next player looks at their turn
            h.post_key_down(pygame.K_RETURN)
            h.step(app)
        # What Enter did: moves played, or (Blooming Sea) the placing cursor brought up.
        return len(table.game.moves) + (getattr(table, "cursor", None) is not None)

    assert repeats_after_lifting(held=False) > 0  # Enter does act on this table...
    assert repeats_after_lifting(held=True) == 0  # ...but not the repeats of one held through the hand-off


def test_a_replay_of_a_hot_seat_game_shows_the_hands_it_is_for(open_app):
    from seaboard.store.replay import Replay
    from seaboard.store.saves import SeatInfo
    from seaboard.ui.scenes.replay import ReplayScene

    game = game_class("seascroll")(2, seed=4)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves()))
    app = open_app((1280, 800), animation_speed=0)
    seats = [SeatInfo("Ada", "human", "Blue"), SeatInfo("Bo", "human", "Orange")]
    scene = app.push(ReplayScene(app, replay=Replay.from_game(game, seats)))
    for _ in range(10):
        scene.forward_one()
    scene.table._board_cache_key = None  # draw the board's words, not its cached picture
    with h.texts_drawn() as drawn:
        h.step(app)
    assert scene.table.shown_seat == scene.table.viewer
    assert not any("hidden until their turn" in text for text in drawn)


def _at_first_discard(game):
    """Sea Scroll: seat 0 has drawn and taken, its discard (which ends the turn) to make."""
    rng = random.Random(4)
    while game.view(0).phase != "discard":
        assert game.current_player == 0
        game.apply(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("game_id", ["seascroll", "bloomingsea"])
def test_with_take_back_time_off_a_hot_seat_move_is_final_at_once_and_the_curtain_still_hides_the_next_hand(
        open_app, game_id):
    # Settings, Take-back time Off (a practised player): the move that ends the turn reaches the
    # engine at once; the next human's hand still shows only once they lift the curtain.
    import hashlib

    from seaboard.ui.scenes.handoff import HandoffScene

    def frames_until_the_curtain(game) -> list[bytes]:
        app = open_app((1280, 800), animation_speed=1, take_back_seconds=0.0)
        app.bot_pace = 0.5  # a real table's pace: headless apps play everything at once
        setup = TableSetup.default(game_id, 2, seed=4, kinds=["human", "human"])
        table = app.push(table_class(game_id)(app, setup, game=game))
        h.step(app)
        if isinstance(app.top, HandoffScene):
            h.key(app, pygame.K_RETURN)  # Ada lifts her curtain
        h.run_for(app, 1.5)  # the "Your turn" banner has gone
        assert app.top is table and table.viewer == 0 and table.game.current_player == 0
        move = min(table.game.legal_moves(), key=repr)  # the last step of the turn (a placement, a discard)
        assert table.submit(move)
        assert table.pending is None and table.game.moves[-1] == move  # final at once: no moment
        assert table.game.current_player == 1
        frames = []
        for _ in range(900):  # (Blooming Sea: the move's animation first; Sea Scroll: the curtain at once)
            h.step(app)
            frames.append(hashlib.sha1(pygame.image.tobytes(app.screen, "RGB")).digest())
            if isinstance(app.top, HandoffScene):
                break
            assert table.viewer == 0 and not table.keep_button.visible
        assert isinstance(app.top, HandoffScene) and app.top.seat == 1
        assert app.visible_scenes() == [app.top]  # the curtain alone: no hand behind it
        h.key(app, pygame.K_RETURN)
        assert app.top is table and table.viewer == 1
        return frames

    game = game_class(game_id)(2, seed=4)
    if game_id == "seascroll":
        game = _at_first_discard(game)
    other = _other_hand(game, game_id)
    assert other.hands[1] != game.hands[1]
    seen, seen_other = frames_until_the_curtain(game), frames_until_the_curtain(other)
    assert seen == seen_other  # every frame before the curtain the same, whatever Bo holds
