"""The bots on the three real games: clones, hidden state, replays, re-planning."""

from __future__ import annotations

import random

import pytest

from seaboard.ai import make_bot
from seaboard.ai.base import bot_move
from seaboard.ai.hard import HardBot
from seaboard.ai.medium import MediumBot
from seaboard.ai.search import clone
from seaboard.engine.registry import game_class
from seaboard.sim import play_one, simulate

GAMES = ["seagrass", "seascroll", "bloomingsea"]


def _state(game):
    data = game.to_dict()
    data.pop("rng")  # search clones share the sampled world's generator on purpose
    return data


def _advance(game, steps, rng):
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_never_shares_mutable_state(game_id):
    rng = random.Random(4)
    game = game_class(game_id)(2, 9)
    while not game.is_over:
        before = _state(game)
        twin = clone(game)
        assert _state(twin) == before
        _advance(twin, 12, random.Random(rng.random()))
        assert _state(game) == before
        _advance(game, 7, rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_plays_on_exactly_like_a_saved_copy(game_id):
    game = game_class(game_id)(3, 5)
    _advance(game, 25, random.Random(1))
    twin, saved = clone(game), game.copy()
    twin.rng = random.Random(7)
    saved.rng = random.Random(7)
    rng_a, rng_b = random.Random(3), random.Random(3)
    _advance(twin, 40, rng_a)
    _advance(saved, 40, rng_b)
    assert _state(twin) == _state(saved)


def _hide_differently(game_id, game, opponent):
    """A copy of `game` whose opponent holds other hidden cards/tiles, same public view."""
    other = game.copy()
    if game_id == "seascroll":
        hand, ocean = other.hands[opponent], other.ocean
        mine = next(v for v in range(len(hand)) if hand[v])
        j = next(i for i, v in enumerate(ocean) if v != mine)
        hand[mine] -= 1
        hand[ocean[j]] += 1
        ocean[j] = mine
    elif game_id == "seagrass":
        hand, supply = other.hands[opponent], other.supply[opponent]
        mine = next(k for k in range(len(hand)) if hand[k])
        j = next(i for i, k in enumerate(supply) if k != mine)
        hand[mine] -= 1
        hand[supply[j]] += 1
        supply[j] = mine
    else:
        other.hands[opponent], other.pile[-1] = other.pile[-1], other.hands[opponent]
    return other


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_choice_ignores_an_opponents_hidden_hand(game_id, level):
    cls = game_class(game_id)
    game = cls(2, 21)
    rng = random.Random(2)
    # Play on until seat 0 faces a real choice, a few turns in.
    _advance(game, 9, rng)
    while game.current_player != 0 or len(game.legal_moves()) < 2:
        _advance(game, 1, rng)
    twin = _hide_differently(game_id, game, 1)
    assert twin.view(0) == game.view(0)
    assert twin.to_dict()["state"] != game.to_dict()["state"]
    choices = []
    for world in (game, twin):
        bot = make_bot(level, cls, 0, seed=8, think_seconds=0.05)
        choices.append(bot_move(bot, world))
    assert choices[0] == choices[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_bot_replays_exactly_for_a_seed(game_id):
    first, _ = play_one(game_id, 2, 3, ["hard", "medium"], think_seconds=0.01)
    second, _ = play_one(game_id, 2, 3, ["hard", "medium"], think_seconds=0.01)
    assert first.moves == second.moves


@pytest.mark.parametrize("game_id", GAMES)
def test_medium_beats_easy(game_id):
    report = simulate(game_id, 2, 4, 40, ["medium", "easy"])
    assert not report["errors"]
    assert report["wins_by_seat"][0] >= 3


@pytest.mark.parametrize("players", [3, 4])
def test_every_level_finishes_multiplayer_games(players):
    for game_id in GAMES:
        levels = ["hard", "medium", "easy", "medium"][:players]
        report = simulate(game_id, players, 1, 60, levels, think_seconds=0.01)
        assert not report["errors"], report["errors"]


def test_medium_follows_its_plan_and_replans_when_the_view_surprises_it():
    cls = game_class("seascroll")
    game = cls(2, 6)
    bot = MediumBot(cls, 0, seed=1)
    game.apply(bot_move(bot, game))  # Draw
    take = bot_move(bot, game)  # plans take + discard
    assert len(bot._plan) == 1
    planned_discard = bot._plan[0]
    game.apply(take)
    assert bot_move(bot, game) == planned_discard
    # A surprise: the same step asked again after the hand changed under it.
    surprise = cls(2, 6)
    surprise.apply(bot_move(MediumBot(cls, 0, seed=1), surprise))
    bot2 = MediumBot(cls, 0, seed=1)
    surprise.apply(bot_move(bot2, surprise))
    surprise.hands[0] = [0] * len(surprise.hands[0])
    surprise.hands[0][surprise.species[0]] = 3
    move = bot_move(bot2, surprise)
    assert move in surprise.legal_moves()
    assert move.species == surprise.species[0]


def test_hard_bot_spends_its_turn_budget_in_units():
    cls = game_class("bloomingsea")
    game = cls(2, 2)
    small, large = HardBot(cls, 0, seed=1, units=300), HardBot(cls, 0, seed=1, units=3000)
    bot_move(small, game)
    bot_move(large, game)
    assert 300 <= small.units_used < large.units_used
    assert large.last_samples > small.last_samples



def test_a_sea_scroll_last_turn_counts_the_reveal_in_its_thinking_budget():
    # Playtest: the final discard took 2.5 times the think time, as every rollout step then
    # scores a finished game (the Reveal); those steps now cost the budget extra units.
    import dataclasses

    cls = game_class("seascroll")
    game = cls(2, 1)
    bots = [MediumBot(cls, 0, seed=1), MediumBot(cls, 1, seed=1)]
    while not (game.view(0).last_round and game.current_player == 0 and game.phase == "discard"):
        game.apply(bot_move(bots[game.current_player], game))
    samples = []
    for end_units in (0, 3):
        bot = HardBot(cls, 0, seed=1, units=3000)
        bot.evaluator = dataclasses.replace(bot.evaluator, end_units=end_units)
        bot_move(bot, game)
        samples.append(bot.last_samples)
    assert samples[1] * 2 < samples[0]
    assert HardBot(cls, 0).evaluator.end_units == 3


def test_the_easy_bot_never_gives_up_play_while_anything_else_is_offered():
    from seaboard.ai.easy import EasyBot
    from seaboard.engine.seascroll.moves import Done

    cls = game_class("seascroll")
    game = cls(2, 4, {"chaos": True, "chaos_pace": "alternating"})
    bots = [EasyBot(cls, seat, seed=seat + 1) for seat in range(2)]
    chosen = []
    while not game.is_over and len(chosen) < 300:
        seat = game.current_player
        legal = game.legal_moves()
        move = bots[seat].choose(game.view(seat), legal)
        if isinstance(move, Done):
            assert all(m.gives_up for m in legal)  # only when nothing else is left
        chosen.append(move)
        game.apply(move)
    assert chosen


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_searching_bots_end_a_real_time_chaos_scramble_without_picking_the_same_fish_again_and_again(level):
    from collections import Counter

    from seaboard.engine.seascroll.moves import Pick

    # Seed 6 with three medium bots never ended: a face-up fish picked up and put back, forever.
    game, steps = play_one("seascroll", 3, 6, [level] * 3, {"chaos": True}, think_seconds=0.05)
    assert game.is_over
    picks = Counter((m.seat, m.card) for m in game.moves if isinstance(m, Pick))
    assert max(picks.values()) <= 2  # a face-down look, then at most one face-up pick to keep it


def test_in_chaos_a_bot_keeps_a_fish_it_picked_face_up():
    from seaboard.ai.medium import MediumBot
    from seaboard.engine.seascroll.moves import Keep, Pick, PutBack

    cls = game_class("seascroll")
    game = cls(2, 3, {"chaos": True})
    card = 0
    game.apply(Pick(1, card))
    game.apply(PutBack(1))  # now face up, its species known to all
    bot = MediumBot(cls, 0, seed=1)
    game.apply(Pick(0, card))
    assert bot_move(bot, game) == Keep(0)
