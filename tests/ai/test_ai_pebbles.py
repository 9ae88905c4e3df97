"""The bot machinery on Secret Pebbles, a tiny game with hidden state."""

from __future__ import annotations

import threading
import time

import pytest
from ai_pebbles import SecretPebbles, install

from seaboard.ai import BOT_LEVELS, make_bot
from seaboard.ai.base import bot_move
from seaboard.ai.hard import HardBot
from seaboard.ai.medium import MediumBot
from seaboard.sim import play_one, simulate


@pytest.fixture(autouse=True)
def _pebbles():
    install()


def _game_with_pile(pile, seed=3):
    game = SecretPebbles(2, seed, {"max_take": 2})
    game.pile = pile
    return game


def test_registry_offers_three_levels():
    assert list(BOT_LEVELS) == ["easy", "medium", "hard"]


@pytest.mark.parametrize("pile, winning", [(4, 1), (5, 2), (7, 1), (8, 2)])
def test_medium_takes_the_winning_count(pile, winning):
    game = _game_with_pile(pile)
    bot = MediumBot(SecretPebbles, 0, seed=1)
    assert bot_move(bot, game).count == winning


@pytest.mark.parametrize("pile, winning", [(4, 1), (8, 2)])
def test_hard_takes_the_winning_count(pile, winning):
    game = _game_with_pile(pile)
    bot = HardBot(SecretPebbles, 0, seed=1, units=300)
    assert bot_move(bot, game).count == winning


def test_medium_beats_easy_from_the_seat_that_can_win():
    report = simulate("secretpebbles", 2, 20, 1, ["medium", "easy"])
    assert not report["errors"]
    assert report["wins_by_seat"][0] >= 16


def test_hard_choice_ignores_opponent_hidden_pearls():
    # Two games identical except for the opponent's secret pearls.
    a, b = _game_with_pile(9), _game_with_pile(9)
    a.pearls = [[1, 2], [0, 0]]
    b.pearls = [[1, 2], [3, 3]]
    assert a.view(0) == b.view(0) and a.pearls != b.pearls
    moves = []
    for game in (a, b):
        bot = HardBot(SecretPebbles, 0, seed=5, units=400)
        moves.append((bot_move(bot, game), bot.last_samples))
    assert moves[0] == moves[1]
    assert moves[0][1] > 0


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_replay_exactly_for_a_seed(level):
    levels = [level, "easy"]
    first, _ = play_one("secretpebbles", 2, 11, levels, think_seconds=0.05)
    second, _ = play_one("secretpebbles", 2, 11, levels, think_seconds=0.05)
    assert first.moves == second.moves


@pytest.mark.parametrize("players", [2, 3])
def test_every_level_finishes_games(players):
    levels = ["hard", "medium", "easy"][:players]
    report = simulate("secretpebbles", players, 4, 7, levels, think_seconds=0.02)
    assert not report["errors"]
    assert sum(report["wins_by_seat"]) == 4


def test_cancelled_hard_bot_answers_at_once_with_a_legal_step():
    game = _game_with_pile(12)
    bot = HardBot(SecretPebbles, 0, seed=2, units=10**9)
    legal = game.legal_moves()
    answer = []
    worker = threading.Thread(target=lambda: answer.append(bot.choose(game.view(0), legal)))
    worker.start()
    time.sleep(0.2)
    bot.cancel()
    worker.join(timeout=5)
    assert not worker.is_alive()
    assert answer and answer[0] in legal


def test_make_bot_passes_think_seconds_to_the_hard_budget():
    slow = make_bot("hard", SecretPebbles, 0, think_seconds=2.0)
    fast = make_bot("hard", SecretPebbles, 0, think_seconds=0.5)
    assert slow.turn_units == 4 * fast.turn_units
