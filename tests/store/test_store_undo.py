"""Undo limits: within your turn one step at a time; against bots your whole
last turn, but never past a draw or reveal and never past another human."""

from __future__ import annotations

import json

import pytest
from reference_game import Pebbles, Peek, Take
from store_helpers import normalised, playable_games

from seaboard.ai import make_bot
from seaboard.ai.base import bot_move
from seaboard.engine.core import IllegalMove
from seaboard.engine.registry import game_class, register
from seaboard.store.undo import (
    GAME_OVER,
    HIDDEN_REVEALED,
    NOT_PLAYED_YET,
    OTHER_HUMAN_PLAYED,
    NoUndo,
    TurnHistory,
    reveal_phrase,
    undo_for,
    undo_refusal,
    why_no_undo,
)


class QuietPebbles(Pebbles):
    """Pebbles where a peek reveals nothing, so it can be taken back within a turn."""

    game_id = "pebbles-quiet"

    def _apply(self, move):
        if isinstance(move, Peek):
            return []
        return super()._apply(move)


register(QuietPebbles)


def test_within_your_turn_undo_takes_back_one_step():
    game = QuietPebbles(2, seed=3)
    game.apply(Peek())
    before = normalised(game)
    game.apply(Peek())
    assert why_no_undo(game, 0) is None
    assert undo_for(game, 0) == 1
    assert normalised(game) == before


def test_undo_my_last_turn_against_a_bot_rewinds_to_its_start():
    game = Pebbles(2, seed=3)
    start = normalised(game)
    game.apply(Take(1))  # human, seat 0
    game.apply(Take(1))  # bot, seat 1
    assert game.current_player == 0 and not game.can_undo
    assert why_no_undo(game, 0, humans={0}) is None
    assert undo_for(game, 0, humans={0}) == 2
    assert normalised(game) == start


def test_undo_is_refused_once_the_bot_drew_or_revealed_something():
    game = Pebbles(2, seed=3)
    game.apply(Take(1))
    game.apply(Peek())  # the bot peeks at a pearl: hidden information came out
    game.apply(Take(1))
    reason = why_no_undo(game, 0, humans={0})
    assert reason == "You can't undo your last turn: something hidden was drawn or revealed since."
    before = normalised(game)
    with pytest.raises(IllegalMove, match="drawn or revealed"):
        undo_for(game, 0, humans={0})
    assert normalised(game) == before


def test_undo_is_refused_when_you_revealed_something_in_your_own_turn():
    game = Pebbles(2, seed=3)
    game.apply(Peek())  # human peeks, then takes
    game.apply(Take(1))
    game.apply(Take(1))  # bot
    assert "drawn or revealed" in why_no_undo(game, 0, humans={0})


def test_undo_never_rewinds_another_humans_turn():
    game = Pebbles(3, seed=3)
    game.apply(Take(1))  # Ann (0)
    game.apply(Take(1))  # Bo (1), also human
    game.apply(Take(1))  # bot (2)
    assert why_no_undo(game, 0, humans={0, 1}, names=["Ann", "Bo", "Bot"]) == "You can't undo: Bo has played since."
    assert why_no_undo(game, 1, humans={0, 1}, names=["Ann", "Bo", "Bot"]) is None


def test_nothing_to_undo_before_you_have_played():
    game = Pebbles(2, seed=3)
    assert why_no_undo(game, 0) == "You can't undo: you have not played yet."
    game.apply(Take(1))
    assert why_no_undo(game, 1) == "You can't undo: you have not played yet."


def test_no_undo_after_the_game_is_over():
    game = Pebbles(2, seed=3)
    while not game.is_over:
        game.apply(Take(1))
    assert why_no_undo(game, 0) == "You can't undo: the game is over."


def test_each_refusal_carries_a_code_a_table_can_word_it_by_with_the_shared_sentence():
    names = ["Ann", "Bo", "Bot"]
    game = Pebbles(3, seed=3)
    assert undo_refusal(game, 0) == NoUndo(NOT_PLAYED_YET, "You can't undo: you have not played yet.")
    game.apply(Take(1))  # Ann
    game.apply(Take(1))  # Bo, also human
    assert undo_refusal(game, 0, humans={0, 1}, names=names) == NoUndo(
        OTHER_HUMAN_PLAYED, "You can't undo: Bo has played since.")
    game.apply(Peek())  # the bot peeks: hidden information came out
    refusal = undo_refusal(game, 1, humans={1}, names=names)
    assert refusal.code == HIDDEN_REVEALED and refusal.sentence == why_no_undo(game, 1, humans={1}, names=names)
    while not game.is_over:
        game.apply(Take(1))
    assert undo_refusal(game, 0) == NoUndo(GAME_OVER, "You can't undo: the game is over.")


def test_reveal_floor_survives_a_save_and_defaults_safely_for_old_saves():
    game = Pebbles(2, seed=3)
    game.apply(Take(1))
    game.apply(Peek())
    game.apply(Take(1))
    data = json.loads(json.dumps(game.to_dict()))
    assert data["reveal_floor"] == 2 and Pebbles.from_dict(data).reveal_floor == 2
    del data["reveal_floor"]  # a save written before reveal_floor existed
    old = Pebbles.from_dict(data)
    assert old.reveal_floor == old.undo_floor == 3
    assert why_no_undo(old, 0, humans={0}) is not None


def test_reveal_floor_moves_only_on_a_seal_not_on_a_turn_change():
    game = Pebbles(2, seed=3)
    game.apply(Take(1))
    assert (game.undo_floor, game.reveal_floor) == (1, 0)
    game.apply(Peek())
    assert (game.undo_floor, game.reveal_floor) == (2, 2)


def test_turn_history_follows_undo_and_rewinds():
    game = QuietPebbles(2, seed=3)
    history = TurnHistory()
    for move in (Take(1), Peek(), Take(2), Peek()):
        game.apply(move)
        history.sync(game)
    assert history.actors == [0, 1, 1, 0] and history.turn_starts == [0, 1, 3]
    game.undo()
    assert history.sync(game).actors == [0, 1, 1]
    assert why_no_undo(game, 0, history=history) is None


@pytest.mark.parametrize("game_id", [g for g in playable_games() if g != "pebbles"])
@pytest.mark.parametrize("players", [2, 3])
def test_undo_limits_in_each_game_against_bots(game_id, players):
    """Seat 0 is human, the others bots. Whenever it is the human's turn, undo is
    allowed exactly when nothing sealed since the start of the human's last turn
    (or a step of the current turn can be taken back), and undoing gives exactly
    the position at that point."""
    cls = game_class(game_id)
    game = cls(players, 21)
    bots = [make_bot("easy", cls, s, seed=21) for s in range(players)]
    history = TurnHistory()
    positions = [normalised(game)]
    actors, sealed = [], []
    allowed = refused = 0
    while not game.is_over:
        if game.current_player == 0 and len(game.moves) % 3 == 0:
            reason = why_no_undo(game, 0, humans={0}, history=history)
            if game.can_undo:
                expect = len(game.moves) - 1
            else:
                starts = [i for i, a in enumerate(actors) if a == 0 and (i == 0 or actors[i - 1] != 0)]
                expect = starts[-1] if starts and not any(sealed[starts[-1]:]) else None
            if expect is None:
                assert reason is not None and reason.startswith(("You can't undo: ", "You can't undo your last turn: "))
                if actors:
                    assert reveal_phrase(game) in reason
                refused += 1
            else:
                assert reason is None
                trial = game.copy()
                undo_for(trial, 0, humans={0})
                assert normalised(trial)["state"] == positions[expect]["state"]
                assert len(trial.moves) == expect
                allowed += 1
        seat = game.current_player
        actors.append(seat)
        game.apply(bot_move(bots[seat], game))
        sealed.append(game.reveal_floor == len(game.moves))
        positions.append(normalised(game))
        history.sync(game)
    assert refused > 0
    assert allowed + refused >= 3
