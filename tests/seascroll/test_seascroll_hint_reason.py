"""A Sea Scroll hint says why, in one short sentence read off the engine from what the hinted
player may see (playtest: "Take a school of 3 Clown Fish ..." said what to do, never why)."""

from __future__ import annotations

from seascroll_helpers import position

from seaboard.ai.hint_seascroll import turn_reason
from seaboard.engine.seascroll.moves import Discard, Draw, TakeSchool

NAMES = ["Ada", "Bo", "Cy", "Di"]  # 4 players: every species, Clown Fish (12) included


def _reason(steps, hands, reef=(), habitats=None, phase="take"):
    hands = hands + [[] for _ in range(4 - len(hands))]
    game = position(4, hands, reef=list(reef), habitats=habitats, phase=phase)
    return turn_reason(game.view(0), steps, NAMES)


def _habitats(**shown):
    seats = {"ada": 0, "bo": 1, "cy": 2, "di": 3}
    out = [[] for _ in range(4)]
    for who, schools in shown.items():
        out[seats[who]] = schools
    return out


def test_a_take_that_passes_the_most_a_rival_shows_says_it_puts_you_ahead_with_both_counts():
    words = _reason([TakeSchool(0), Discard(4, None)], [[12, 12, 4, 5]], reef=[(12, 2)],
                    habitats=_habitats(bo=[(12, 3)]))
    assert words == "It puts you ahead in Clown Fish, 4 to the 3 Bo shows."


def test_a_take_where_you_were_already_ahead_says_it_keeps_your_lead():
    words = _reason([TakeSchool(0), Discard(4, None)], [[4, 5]], reef=[(12, 1)],
                    habitats=_habitats(ada=[(12, 3)], bo=[(12, 2)]))
    assert words == "It keeps you ahead in Clown Fish, 4 to the 2 Bo shows."


def test_a_take_that_ties_the_most_a_rival_shows_says_a_tie_scores_for_both():
    words = _reason([TakeSchool(0), Discard(4, None)], [[12, 4, 5]], reef=[(12, 3)],
                    habitats=_habitats(bo=[(12, 4)]))
    assert words == "It draws you level in Clown Fish, 4 to the 4 Bo shows: a tie scores for both."


def test_a_take_of_a_fish_no_rival_shows_says_so():
    words = _reason([TakeSchool(0), Discard(4, None)], [[10, 4, 5]], reef=[(10, 2)])
    assert words == "It gives you 3 Betta Fish; no rival shows any."


def test_a_take_after_which_no_rival_can_outnumber_you_even_with_every_unseen_fish_says_so():
    # 5 of the 8 Mandarin Fish: the other 3, wherever they are, cannot beat 5 (before: 3 of 8 could).
    words = _reason([TakeSchool(0), Discard(4, None)], [[8, 8, 8, 4, 5]], reef=[(8, 2)])
    assert words == "Nobody can outnumber your 5 Mandarin Fish any more."


def test_a_take_that_leaves_you_behind_says_it_keeps_the_school_from_the_rival_showing_most():
    words = _reason([TakeSchool(0), Discard(4, None)], [[4, 5]], reef=[(12, 3)],
                    habitats=_habitats(bo=[(12, 5)]))
    assert words == "It keeps those 3 Clown Fish from Bo, who shows 5."


def test_a_school_is_not_said_to_be_kept_from_a_rival_whose_habitat_is_full():
    words = _reason([TakeSchool(0), Discard(4, None)], [[4, 5]], reef=[(12, 3)],
                    habitats=_habitats(bo=[(12, 5), (10, 1), (9, 1)]))
    assert words == ""


def test_a_discard_of_a_fish_you_are_sure_to_score_anyway_says_you_can_spare_it():
    words = _reason([Discard(8, None)], [[8, 8, 8, 8, 8, 4]], phase="discard")
    assert words == "You can spare it: nobody can outnumber your 4 Mandarin Fish even so."


def test_a_discard_of_your_last_fish_of_a_kind_a_rival_shows_more_of_says_what_it_would_cost():
    words = _reason([Discard(4, None)], [[4, 12, 12]], habitats=_habitats(bo=[(4, 2)]), phase="discard")
    assert words == "It drops your last Regal Tang: Bo shows 2, so it would cost you 4."


def test_the_cost_of_a_last_fish_counts_the_regal_tang_variant_as_the_engine_scores_it():
    hands = [[4, 12, 12], [], [], []]
    game = position(4, hands, habitats=_habitats(bo=[(4, 2)]), phase="discard", options={"regal_tang": True})
    assert turn_reason(game.view(0), [Discard(4, None)], NAMES).endswith("so it would cost you 8.")


def test_the_reason_never_depends_on_a_rivals_hidden_hand():
    # Bo's hand holds 5 Clown Fish in one game and none in the other: Ada cannot see it, nor may the hint.
    steps = [TakeSchool(0), Discard(4, None)]
    with_fish = _reason(steps, [[12, 12, 4, 5], [12] * 5], reef=[(12, 2)], habitats=_habitats(bo=[(12, 3)]))
    without = _reason(steps, [[12, 12, 4, 5], [6] * 5], reef=[(12, 2)], habitats=_habitats(bo=[(12, 3)]))
    assert with_fish == without == "It puts you ahead in Clown Fish, 4 to the 3 Bo shows."


def test_a_turn_still_to_draw_gets_no_reason_the_drawn_fish_are_unknown():
    assert _reason([Draw(), TakeSchool(0), Discard(4, None)], [[12, 4, 5]], reef=[(12, 2)], phase="draw") == ""
