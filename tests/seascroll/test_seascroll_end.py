"""Ending the Game: the ocean runs out, everyone takes one final turn without drawing."""

import random

import pytest
from seascroll_helpers import play_randomly, position

from seaboard.engine.core import GameEnded, IllegalMove
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.events import FinalRoundBegan, OceanEmptied
from seaboard.engine.seascroll.moves import Discard, Draw, SkipTake, TakeSchool
from seaboard.engine.seascroll.species import FACE_DOWN_REMOVED, deck_for, miscount_adjustment


def _last_draw_position():
    # Seat 1 is about to draw the ocean's last 2 cards.
    return position(2, [[8, 9, 9], [7, 8]], reef=[(5, 1), (6, 1)], ocean=[4, 4], turn=1)


def test_last_round_flag_shows_when_the_ocean_empties():
    game = _last_draw_position()
    assert not game.view(0).last_round
    events = game.apply(Draw())
    assert OceanEmptied() in events
    assert game.view(0).last_round and game.view(1).ocean_size == 0


def test_player_who_cannot_draw_starts_the_final_round():
    game = _last_draw_position()
    game.apply(Draw())
    game.apply(SkipTake())
    events = game.apply(Discard(7, None))
    assert FinalRoundBegan(0) in events
    view = game.view(0)
    assert view.final_turns_left == 2
    assert view.phase == "take"
    assert Draw() not in game.legal_moves()
    with pytest.raises(IllegalMove, match="nobody draws"):
        game.apply(Draw())


def test_final_turn_may_still_take_a_school_and_must_discard():
    game = _last_draw_position()
    game.apply(Draw())
    game.apply(SkipTake())
    game.apply(Discard(7, None))
    game.apply(TakeSchool(1))
    assert game.habitats[0] == [(6, 1)]
    assert game.view(0).phase == "discard"
    game.apply(Discard(8, None))
    assert game.current_player == 1 and game.view(1).final_turns_left == 1


def test_final_turn_skips_the_take_step_with_a_full_habitat():
    full = [[(5, 1), (6, 1), (10, 1)], []]
    game = position(2, [[8, 9], [7, 8]], reef=[(9, 1)], habitats=full, ocean=[], phase="discard", final_turns_left=2)
    assert game.view(0).phase == "discard"
    assert all(isinstance(m, Discard) for m in game.legal_moves())


def test_game_ends_after_everyone_took_their_final_turn():
    game = _last_draw_position()
    game.apply(Draw())
    game.apply(SkipTake())
    game.apply(Discard(7, None))
    game.apply(SkipTake())
    game.apply(Discard(8, None))
    assert not game.is_over and game.end_reason == ""
    game.apply(SkipTake())
    events = game.apply(game.legal_moves()[0])
    assert game.is_over and game.current_player is None
    assert game.end_reason == "the ocean ran out and everyone took a final turn"
    assert isinstance(events[-1], GameEnded)
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        game.apply(Draw())


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_gets_the_same_number_of_turns(players):
    expected = None
    for seed in range(40):
        game = SeaScroll(players, seed)
        play_randomly(game, random.Random(seed))
        assert len(set(game.turns_taken)) == 1, game.turns_taken
        expected = expected or game.turns_taken[0]
        assert game.turns_taken[0] == expected


@pytest.mark.parametrize(("players", "turns"), [(2, 8), (3, 7), (4, 7), (5, 6), (6, 5)])
def test_turn_counts_per_player_count(players, turns):
    # Ocean after setup / (2 per draw * players) drawing turns each, plus one final turn.
    ocean = len(deck_for(players)) - FACE_DOWN_REMOVED[players] - 2 * players - (players + 1)
    assert ocean % (2 * players) == 0
    assert ocean // (2 * players) + 1 == turns
    game = SeaScroll(players, 3)
    play_randomly(game, random.Random(3))
    assert game.turns_taken == [turns] * players


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_chart_needs_no_miscount_correction(players):
    game = SeaScroll(players, 1)
    assert miscount_adjustment(len(game.ocean), players) == 0
    assert len(game.removed) == FACE_DOWN_REMOVED[players]


def test_miscounts_add_cards_when_barely_short():
    # 4 players draw 8 a round: 37 cards is 3 short of 5 rounds.
    assert miscount_adjustment(37, 4) == 3
    assert miscount_adjustment(39, 4) == 1


def test_miscounts_stop_drawing_early_when_barely_over():
    assert miscount_adjustment(41, 4) == -1
    assert miscount_adjustment(44, 4) == -4
    assert miscount_adjustment(40, 4) == 0


def test_miscount_surplus_is_set_aside_unseen():
    game = SeaScroll(2, 1)
    game.ocean.append(game.removed.pop())  # one card too many, as if miscounted
    game._apply_miscounts()
    assert len(game.ocean) == 28 and len(game.removed) == 14


def test_miscount_shortfall_is_filled_from_the_box():
    game = SeaScroll(2, 1)
    game.removed.append(game.ocean.pop())  # one card short, as if miscounted
    game._apply_miscounts()
    assert len(game.ocean) == 28 and len(game.removed) == 14
