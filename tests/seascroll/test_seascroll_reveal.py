"""The Reveal (rulebook, The Reveal and its Scoring Example; the Regal Tang (4) variant)."""

import pytest
from seascroll_helpers import position

from seaboard.engine.core import GameEnded, Scored
from seaboard.engine.seascroll.events import HandRevealed, RevealBegan, SpeciesScored
from seaboard.engine.seascroll.moves import Discard
from seaboard.engine.seascroll.scoring import score_species

SUZANNE, ERICA, HENRY, MILLY = range(4)


def _final_discard(hands, habitats=None, options=None, reef=()):
    """A game where the last seat makes the last discard of the game (a fish of 5)."""
    players = len(hands)
    game = position(
        players, hands, reef=list(reef), habitats=habitats, ocean=[], turn=players - 1,
        phase="discard", final_turns_left=1, options=options,
    )
    events = game.apply(Discard(5, None))
    assert game.is_over
    return game, events


def test_scoring_example_betta_fish():
    # Suzanne and Erica 3 Betta Fish each, Henry 2, Milly 0: +10, +10, -10, 0.
    outcome = score_species(10, [3, 3, 2, 0])
    assert outcome.deltas == (10, 10, -10, 0)


def test_scoring_example_in_a_whole_game():
    hands = [[10, 10], [10, 10, 10], [10, 10], [5]]
    game, events = _final_discard(hands, habitats=[[(10, 1)], [], [], []])
    assert game.result().scores == [10, 10, -10, 0]
    betta = next(e for e in events if isinstance(e, SpeciesScored) and e.species == 10)
    assert betta.counts == (3, 3, 2, 0)
    assert betta.deltas == (10, 10, -10, 0)
    assert game.result().winners == [SUZANNE, ERICA]


def test_habitat_joins_hand_at_the_reveal():
    # Seat 0: 1 in hand + a school of 2 in its habitat beats seat 1's 2 in hand.
    game, events = _final_discard([[9], [9, 9, 5]], habitats=[[(9, 2)], []])
    assert HandRevealed(0, ((9, 3),)) in events
    assert game.result().scores == [9, -9]


def test_most_gain_the_value_others_with_any_lose_it():
    assert score_species(7, [1, 4, 2]).deltas == (-7, 7, -7)


def test_player_with_none_of_a_species_is_untouched():
    assert score_species(12, [0, 5, 0, 1]).deltas == (0, 12, 0, -12)


def test_tied_for_most_all_gain():
    assert score_species(8, [2, 2, 1]).deltas == (8, 8, -8)


def test_points_per_school_not_per_fish():
    assert score_species(6, [6, 0]).deltas == (6, 0)


def test_species_scored_in_ascending_value_with_running_totals():
    game, events = _final_discard([[4, 10, 10, 9], [4, 4, 10, 5]])
    steps = [e for e in events if isinstance(e, SpeciesScored)]
    assert [e.species for e in steps] == sorted(game.species)
    by_species = {e.species: e for e in steps}
    assert by_species[4].deltas == (-4, 4) and by_species[4].totals == (-4, 4)
    assert by_species[9].deltas == (9, 0) and by_species[9].totals == (5, 4)
    assert by_species[10].deltas == (10, -10) and by_species[10].totals == (15, -6)
    assert steps[-1].totals == tuple(game.result().scores)
    assert isinstance(events[1], RevealBegan)
    assert isinstance(events[-1], GameEnded) and events[-1].scores == (15, -6)


def test_scored_events_add_up_to_the_scores():
    game, events = _final_discard([[4, 10, 10, 9], [4, 4, 10, 5]])
    totals = [0, 0]
    for e in events:
        if isinstance(e, Scored):
            totals[e.seat] += e.points
    assert totals == game.result().scores


def test_tie_for_the_best_score_is_a_shared_victory():
    game, _ = _final_discard([[9], [9, 5]])
    result = game.result()
    assert result.scores == [9, 9]
    assert result.winners == [0, 1]
    assert result.tiebreak == "Tied on 9 points: a shared victory (the rulebook breaks no ties)."


def test_negative_scores_can_win():
    # Each seat wins one species and loses two: everyone ends below zero.
    game, _ = _final_discard([[6, 6, 7, 8], [6, 7, 7, 8], [6, 7, 8, 8, 5]])
    result = game.result()
    assert result.scores == [6 - 7 - 8, -6 + 7 - 8, -6 - 7 + 8]
    assert result.winners == [2]


def test_result_ranking_and_breakdown():
    game, _ = _final_discard([[10], [7, 7], [10, 10, 7, 5]])
    result = game.result()
    assert result.scores == [-10, 7, 3]
    assert result.ranking == [1, 2, 0]
    assert result.breakdown[2] == {"Butterflyfish": -7, "Betta Fish": 10}
    assert result.breakdown[0] == {"Betta Fish": -10}
    assert result.tiebreak == ""


def test_view_hides_scores_until_the_reveal():
    game = position(2, [[9], [9, 5]], ocean=[], turn=1, phase="discard", final_turns_left=1)
    assert game.view(0).scores == (None, None)
    game.apply(Discard(5, None))
    assert game.view(0).scores == (9, 9)
    assert game.view(0).hands == ((9,), (9,))
    assert game.view(0).phase == "over"


# -- the Regal Tang (4) variant -------------------------------------------------

RT = {"regal_tang": True}


def test_regal_tang_variant_single_winner_gains_an_extra_four():
    assert score_species(4, [1, 0], regal_tang_variant=True).deltas == (8, 0)
    assert score_species(4, [1, 0], regal_tang_variant=False).deltas == (4, 0)


def test_regal_tang_variant_single_loser_loses_an_extra_four():
    assert score_species(4, [1, 2], regal_tang_variant=True).deltas == (-8, 4)


def test_regal_tang_variant_tied_singles_both_gain_the_extra():
    assert score_species(4, [1, 1, 0], regal_tang_variant=True).deltas == (8, 8, 0)


def test_regal_tang_variant_only_for_a_single_regal_tang():
    assert score_species(4, [2, 3], regal_tang_variant=True).deltas == (-4, 4)
    assert score_species(5, [1, 0], regal_tang_variant=True).deltas == (5, 0)


@pytest.mark.parametrize(("options", "scores"), [(RT, [8, 0]), ({}, [4, 0])])
def test_regal_tang_variant_in_a_whole_game(options, scores):
    game, events = _final_discard([[4], [5]], options=options)
    assert game.result().scores == scores
    bonus = [e for e in events if isinstance(e, Scored) and "single Regal Tang" in e.reason]
    assert bool(bonus) == bool(options)
    if options:
        assert game.result().breakdown[0] == {"Regal Tang": 4, "single Regal Tang": 4}


def test_the_regal_tang_variant_line_says_its_points_are_part_of_the_species_line():
    # Playtest: "Regal Tang: Suzanne 1 (-8)" then "Suzanne -4 (a single Regal Tang (variant))" read as -12.
    game, events = _final_discard([[4], [4, 4, 5]], options=RT)
    names = ["Suzanne", "Erica"]
    lines = [e.describe(names) for e in events]
    assert "Regal Tang: Suzanne 1 (-8), Erica 2 (+4)." in lines
    assert "Suzanne -4 (a single Regal Tang, variant: part of the -8 above)." in lines
    assert not any("))" in line for line in lines)
    assert game.result().scores[0] == -8
