"""A turn (rulebook, Playing the Game, A Turn): draw 2, maybe take a school, discard 1."""

import pytest
from seascroll_helpers import position

from seaboard.engine.core import IllegalMove, TurnStarted
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.events import FishDiscarded, SchoolTaken
from seaboard.engine.seascroll.moves import Discard, Draw, Keep, Pick, SkipTake, TakeSchool


def test_turn_starts_by_drawing_two_from_the_ocean():
    game = SeaScroll(3, 4)
    ocean = len(game.ocean)
    assert game.legal_moves() == [Draw()]
    game.apply(Draw())
    assert sum(game.hands[0]) == 4
    assert len(game.ocean) == ocean - 2
    assert game.view(0).phase == "take"


def test_draw_is_required_before_taking_or_discarding():
    game = position(2, [[5, 6], [7, 8]], reef=[(9, 1)])
    with pytest.raises(IllegalMove, match="First draw 2 fish"):
        game.apply(TakeSchool(0))
    with pytest.raises(IllegalMove, match="First draw 2 fish"):
        game.apply(Discard(5, None))


def test_cannot_draw_twice_in_a_turn():
    game = position(2, [[5, 6], [7, 8]], reef=[(9, 1)])
    game.apply(Draw())
    with pytest.raises(IllegalMove, match="already drew"):
        game.apply(Draw())


def test_draw_cannot_be_undone():
    game = SeaScroll(2, 1)
    game.apply(Draw())
    assert not game.can_undo


def test_take_school_moves_it_from_reef_to_habitat():
    game = position(2, [[5, 6], [7, 8]], reef=[(9, 1), (10, 3)], ocean=[4, 4, 4, 4])
    game.apply(Draw())
    events = game.apply(TakeSchool(1))
    assert game.habitats[0] == [(10, 3)]
    assert game.reef == [(9, 1)]
    assert events == [SchoolTaken(0, 10, 3, 1, 0)]
    assert game.view(0).phase == "discard"


def test_taking_a_school_is_optional():
    game = position(2, [[5, 6], [7, 8]], reef=[(9, 1)], ocean=[4, 4, 4, 4])
    game.apply(Draw())
    assert SkipTake() in game.legal_moves()
    game.apply(SkipTake())
    assert game.habitats[0] == [] and game.reef == [(9, 1)]
    assert game.view(0).phase == "discard"


def test_taking_a_school_can_be_undone_within_the_turn():
    game = SeaScroll(2, 8)
    game.apply(Draw())
    before = game.to_dict()
    game.apply(TakeSchool(0))
    assert game.can_undo
    game.undo()
    assert game.to_dict() == before


def test_habitat_holds_at_most_three_schools():
    full = [[(5, 1), (6, 2), (7, 1)], []]
    game = position(2, [[8, 9], [7, 8]], reef=[(10, 1)], habitats=full, ocean=[4, 4, 4, 4])
    game.apply(Draw())
    assert game.view(0).phase == "discard"
    assert not any(isinstance(m, TakeSchool | SkipTake) for m in game.legal_moves())
    with pytest.raises(IllegalMove, match="already holds 3 schools"):
        game.apply(TakeSchool(0))


def test_at_most_three_takes_per_game():
    game = position(2, [[8, 9], [7, 8]], reef=[(10, 1), (7, 1), (6, 1), (5, 1)], ocean=[6, 6] + [4] * 4 + [9] * 8)
    for _ in range(3):
        game.apply(Draw())
        game.apply(TakeSchool(0))
        game.apply(game.legal_moves()[0])  # seat 0 discards
        game.apply(Draw())
        game.apply(SkipTake())
        game.apply(game.legal_moves()[0])  # seat 1 discards
    assert len(game.habitats[0]) == 3
    assert game.view(1).takes_left == (0, 3)
    game.apply(Draw())
    assert game.view(0).phase == "discard"


def test_schools_of_one_species_never_merge_in_a_habitat():
    game = position(2, [[8, 9], [7, 8]], reef=[(10, 2), (10, 1)], habitats=[[(10, 4)], []], ocean=[4] * 4)
    game.apply(Draw())
    game.apply(TakeSchool(1))
    assert game.habitats[0] == [(10, 4), (10, 1)]
    assert game.view(0).takes_left == (1, 3)


def test_reef_empty_means_no_take_step():
    game = position(2, [[8, 9], [7, 8]], reef=[], ocean=[4] * 4)
    game.apply(Draw())
    assert game.view(0).phase == "discard"


def test_discard_must_join_a_school_of_its_species():
    game = position(2, [[8, 9], [7, 8]], reef=[(9, 2), (5, 1)], ocean=[4] * 4)
    game.apply(Draw())
    game.apply(SkipTake())
    assert Discard(9, 0) in game.legal_moves()
    assert Discard(9, None) not in game.legal_moves()
    with pytest.raises(IllegalMove, match="must join it"):
        game.apply(Discard(9, None))
    with pytest.raises(IllegalMove, match="only join a school of Parrotfish"):
        game.apply(Discard(9, 1))
    events = game.apply(Discard(9, 0))
    assert game.reef == [(9, 3), (5, 1)]
    assert events[0] == FishDiscarded(0, 9, 0, 3, False)


def test_discard_player_chooses_which_school_of_several():
    game = position(2, [[8, 9], [7, 8]], reef=[(9, 2), (5, 1), (9, 1)], ocean=[4] * 4)
    game.apply(Draw())
    game.apply(SkipTake())
    assert {Discard(9, 0), Discard(9, 2)} <= set(game.legal_moves())
    game.apply(Discard(9, 2))
    assert game.reef == [(9, 2), (5, 1), (9, 2)]


def test_discard_starts_a_new_school_when_none_of_its_species():
    game = position(2, [[8, 9], [7, 8]], reef=[(5, 1)], ocean=[4] * 4)
    game.apply(Draw())
    game.apply(SkipTake())
    assert Discard(8, None) in game.legal_moves()
    events = game.apply(Discard(8, None))
    assert game.reef == [(5, 1), (8, 1)]
    assert events[0] == FishDiscarded(0, 8, 1, 1, True)


def test_discard_only_a_fish_in_your_hand():
    game = position(2, [[8, 9], [7, 8]], reef=[(5, 1)], ocean=[4, 4, 4, 4])
    game.apply(Draw())
    game.apply(SkipTake())
    with pytest.raises(IllegalMove, match="no Clown Fish in your hand"):
        game.apply(Discard(12, None))
    assert all(game.hands[0][m.species] for m in game.legal_moves())


def test_discard_ends_the_turn_and_passes_clockwise():
    game = position(3, [[8, 9], [7, 8], [5, 6]], reef=[(5, 1)])
    game.apply(Draw())
    game.apply(SkipTake())
    events = game.apply(Discard(8, None))
    assert TurnStarted(1) in events
    assert game.current_player == 1 and game.view(1).phase == "draw"
    assert game.turns_taken == [1, 0, 0]
    assert not game.can_undo


def test_hand_grows_by_one_each_drawing_turn():
    game = SeaScroll(4, 3)
    for _ in range(4):
        game.apply(Draw())
        game.apply(SkipTake())
        game.apply(game.legal_moves()[0])
    assert [sum(h) for h in game.hands] == [3, 3, 3, 3]


def test_chaos_moves_are_refused_in_the_standard_game():
    game = SeaScroll(2, 1)
    with pytest.raises(IllegalMove, match="Chaos move"):
        game.apply(Pick(0, 0))
    with pytest.raises(IllegalMove, match="Chaos move"):
        game.apply(Keep(0))


def test_only_the_current_seat_has_legal_moves():
    game = SeaScroll(3, 1)
    assert game.legal_moves_for(0) == [Draw()]
    assert game.legal_moves_for(1) == [] and game.legal_moves_for(2) == []


def test_school_index_must_be_a_number_not_true_or_false():
    game = position(2, [[8, 9], [7, 8]], reef=[(5, 1), (8, 1)], ocean=[4, 4, 4, 4])
    game.apply(Draw())
    with pytest.raises(IllegalMove, match="no such school"):
        game.apply(TakeSchool(True))
    game.apply(SkipTake())
    with pytest.raises(IllegalMove, match="no such school"):
        game.apply(Discard(8, True))
    assert game.reef == [(5, 1), (8, 1)]


def _into_the_last_round(players: int, seed: int) -> SeaScroll:
    """A real game played by random legal steps until the last round's first turn."""
    import random

    game = SeaScroll(players, seed)
    rng = random.Random(seed)
    while game.final_turns_left is None:
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_a_discard_shows_a_hidden_card_so_nothing_before_it_can_be_undone():
    # The last round has no draws: without this, the player who opened it could take back
    # their turn after seeing what the others discarded from their hidden hands.
    from seaboard.store.undo import undo_target

    game = _into_the_last_round(3, seed=5)
    opener = game.current_player

    def play_on() -> None:  # no school taken: the plainest last-round step
        game.apply(next(m for m in game.legal_moves() if isinstance(m, (SkipTake, Discard))))

    while game.current_player == opener:
        play_on()
    assert isinstance(game.moves[-1], Discard)
    assert game.reveal_floor == len(game.moves) and not game.can_undo
    while game.current_player == (opener + 1) % 3:
        play_on()  # the next seat discards from its hidden hand
    target, reason = undo_target(game, opener, humans=[opener])
    assert target is None and "since" in reason
