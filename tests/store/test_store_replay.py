"""Replays: step both ways, jump to a move or a turn, with the log and the
scores as they were, everything revealed."""

from __future__ import annotations

import json

import pytest
from reference_game import Pebbles, Peek, Take
from store_helpers import normalised, play, playable_games

from seaboard.store.replay import Replay
from seaboard.store.saves import SeatInfo, parse_save, save_to_dict


def prefix(game, count):
    return type(game).replay(game.players, game.seed, game.options, game.moves[:count])


@pytest.mark.parametrize("game_id", playable_games())
def test_stepping_forward_then_back_visits_every_position(game_id):
    game = play(game_id, seed=9)
    replay = Replay.from_game(game, checkpoint_every=7)
    expected = [normalised(prefix(game, i)) for i in range(len(game.moves) + 1)]
    assert normalised(replay.game) == expected[0] and replay.at_start
    for i in range(1, len(game.moves) + 1):
        events = replay.step_forward()
        assert events == replay.events[i - 1]
        assert normalised(replay.game) == expected[i]
    assert replay.at_end and replay.step_forward() == []
    for i in range(len(game.moves) - 1, -1, -1):
        assert replay.step_back()
        assert normalised(replay.game) == expected[i]
    assert not replay.step_back()


@pytest.mark.parametrize("game_id", playable_games())
def test_jumps_land_on_the_same_position_as_a_fresh_replay(game_id):
    game = play(game_id, seed=4)
    replay = Replay.from_game(game, checkpoint_every=5)
    n = len(game.moves)
    for target in [n, 0, n // 2, n // 2 + 1, n // 3, n - 1, 3, 100_000, -5]:
        replay.seek(target)
        clamped = max(0, min(n, target))
        assert replay.index == clamped
        assert normalised(replay.game) == normalised(prefix(game, clamped))


@pytest.mark.parametrize("game_id", playable_games())
def test_jump_to_turn_lands_at_the_start_of_that_turn(game_id):
    game = play(game_id, players=3, seed=6)
    replay = Replay.from_game(game)
    assert replay.turn_count >= 3 and replay.turn_starts[0] == 0
    for turn in (1, 2, replay.turn_count // 2, replay.turn_count):
        replay.jump_to_turn(turn)
        start = replay.turn_starts[turn - 1]
        assert replay.index == start and replay.turn_at() == turn
        # the seat to act changed there (or a TurnStarted event said a new turn began)
        if start > 0:
            changed = replay.actors[start] != replay.actors[start - 1]
            announced = any(type(e).__name__ == "TurnStarted" for e in replay.events[start - 1])
            assert changed or announced


def test_turns_of_pebbles_are_counted_from_the_move_list():
    game = Pebbles(2, seed=2, options={"max_take": 3})
    for move in (Take(1), Peek(), Take(2), Take(3), Peek(), Peek(), Take(1)):
        game.apply(move)
    replay = Replay.from_game(game)
    assert replay.turn_starts == [0, 1, 3, 4]


def test_a_replay_says_how_many_steps_of_the_turn_at_each_position_are_played():
    game = Pebbles(2, seed=2, options={"max_take": 3})
    for move in (Take(1), Peek(), Take(2), Take(3), Peek(), Peek(), Take(1)):
        game.apply(move)
    replay = Replay.from_game(game)
    assert [replay.steps_in_turn(i) for i in range(len(game.moves) + 1)] == [
        (0, 1), (0, 2), (1, 2), (0, 1), (0, 3), (1, 3), (2, 3), (3, 3)]
    assert Replay.from_game(Pebbles(2, seed=2)).steps_in_turn() == (0, 0)
    replay.jump_to_turn(3)
    assert replay.index == 3 and replay.game.current_player == 0


@pytest.mark.parametrize("game_id", playable_games())
def test_the_log_reads_as_it_did_at_each_position(game_id):
    game = play(game_id, seed=8)
    names = [f"P{s}" for s in range(game.players)]
    replay = Replay.from_game(game, [SeatInfo(n) for n in names])
    fresh = type(game)(game.players, game.seed, game.options)
    lines = []
    for i, move in enumerate(game.moves):
        assert replay.log(i) == lines
        lines += [e.describe(names) for e in fresh.apply(move)]
    assert replay.log(len(game.moves)) == lines
    replay.seek(len(game.moves) // 2)
    assert replay.log() == replay.log(len(game.moves) // 2)


@pytest.mark.parametrize("game_id", [g for g in playable_games() if g != "pebbles"])
def test_scores_are_as_they_were_and_final_at_the_end(game_id):
    game = play(game_id, seed=10)
    replay = Replay.from_game(game)
    assert replay.scores(0) == [0] * game.players
    assert replay.scores(len(game.moves)) == list(game.result().scores)
    # Running totals never come from the future: at each position they equal
    # what the events so far add up to.
    for index in range(0, len(game.moves), max(1, len(game.moves) // 10)):
        partial = Replay.from_game(prefix(game, index))
        assert replay.scores(index) == partial.scores(index) or partial.final.is_over


def test_a_replay_reveals_everything_hidden():
    game = play("seascroll", seed=3, steps=6)
    replay = Replay.from_game(game)
    replay.seek(4)
    assert replay.view(0).ocean is not None  # the deck order: never shown at the table
    assert replay.game.view(0).ocean is None


def test_a_replay_of_a_loaded_save_keeps_the_seat_names():
    game = play("pebbles", seed=5)
    saved = parse_save(json.dumps(save_to_dict(game, [SeatInfo("Ann"), SeatInfo("Bo", "easy")])))
    replay = Replay.from_saved(saved)
    assert replay.names() == ["Ann", "Bo"] and len(replay) == len(game.moves)
    assert Replay.from_game(game).names() == ["Player 1", "Player 2"]
