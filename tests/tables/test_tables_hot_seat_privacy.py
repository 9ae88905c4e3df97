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


def _at_the_bots_turn(game_id: str):
    """A game just past the second human's turn, the bot (seat 2) to play."""
    game = game_class(game_id)(3, seed=4)
    rng = random.Random(4)
    turns_of_seat_1 = 0
    while True:
        before = game.current_player
        game.apply(rng.choice(game.legal_moves()))
        if before == 1 and game.current_player == 2:
            turns_of_seat_1 += 1
            if turns_of_seat_1 == 2:
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


def _frame(open_app, game_id: str, game) -> pygame.Surface:
    app = open_app((1280, 800), animation_speed=0)
    app.bot_pace = 1000.0  # the bot holds its move while we look
    table = table_class(game_id)(app, TableSetup.default(game_id, 3, seed=4, kinds=KINDS), game=game)
    table.last_human = 1  # Bo played the last turn and looked at the hand
    app.push(table)
    h.step(app, 3)
    assert table.game.current_player == 2
    return app.screen.copy()


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_while_a_bot_plays_between_two_humans_no_hidden_hand_shows(open_app, game_id):
    game = _at_the_bots_turn(game_id)
    other = _other_hand(game, game_id)
    assert other.hands[1] != game.hands[1]
    seen = _frame(open_app, game_id, game)
    seen_other = _frame(open_app, game_id, other)
    assert h.compare_surfaces(seen, seen_other, pixel_threshold=0).differing == 0
