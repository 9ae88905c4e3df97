"""The Chaos variant (standalone): a face-down pile, a 45-second scramble, keep at most 10."""

import ast
import pathlib
import random

import pytest
from seascroll_helpers import all_cards, play_randomly

from seaboard.engine.core import GameEnded, IllegalMove, SetupError
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.events import (
    CardKept,
    CardPicked,
    CardPutBack,
    RandomDiscards,
    RevealBegan,
    ScrambleFinished,
)
from seaboard.engine.seascroll.moves import Discard, Done, Draw, Keep, Pick, PutBack, TimeUp
from seaboard.engine.seascroll.species import SPECIES, deck_for

REALTIME = {"chaos": True}
ALTERNATING = {"chaos": True, "chaos_pace": "alternating"}


def test_chaos_refuses_to_combine_with_another_variant():
    with pytest.raises(SetupError, match="Chaos is a standalone variant"):
        SeaScroll(3, 1, {"chaos": True, "regal_tang": True})


def test_chaos_setup_mixes_the_player_count_deck_without_face_down_removal():
    game = SeaScroll(2, 4, REALTIME)
    assert sorted(game.pile) == deck_for(2)  # species removal applies, the chart's does not
    assert game.ocean == [] and game.reef == [] and game.removed == []
    view = game.view(0)
    assert view.pile == (0,) * 49 and view.pile_contents is None
    assert view.hand_sizes == (0, 0) and view.phase == "pick"
    assert view.chaos_seconds == 45


def test_chaos_pick_reveals_the_card_to_the_picker_only():
    game = SeaScroll(2, 4, REALTIME)
    events = game.apply(Pick(0, 7))
    assert events == [CardPicked(0, 7, 0)]
    assert game.view(0).held_species[0] == game.pile[7]
    assert game.view(1).held_species[0] == 0
    assert game.view(1).pile[7] == -1 and game.view(1).holding == (7, None)
    assert game.view(0).scramble_steps == ("decide", "pick")
    assert not game.can_undo


def test_chaos_keep_is_permanent():
    game = SeaScroll(2, 4, REALTIME)
    species = game.pile[3]
    game.apply(Pick(0, 3))
    assert game.apply(Keep(0)) == [CardKept(0, 3, 0)]
    assert game.view(0).hand == (species,)
    assert game.view(1).hands[0] is None and game.view(1).hand_sizes == (1, 0)
    assert game.view(1).pile[3] is None
    with pytest.raises(IllegalMove, match="already been kept"):
        game.apply(Pick(1, 3))


def test_chaos_put_back_lies_face_up():
    game = SeaScroll(2, 4, REALTIME)
    species = game.pile[5]
    game.apply(Pick(0, 5))
    assert game.apply(PutBack(0)) == [CardPutBack(0, 5, species)]
    assert game.view(1).pile[5] == species


def test_chaos_face_up_card_may_be_picked_again():
    game = SeaScroll(2, 4, REALTIME)
    species = game.pile[5]
    game.apply(Pick(0, 5))
    game.apply(PutBack(0))
    assert Pick(1, 5) in game.legal_moves_for(1) and Pick(0, 5) in game.legal_moves_for(0)
    assert game.apply(Pick(1, 5)) == [CardPicked(1, 5, species)]
    assert game.view(0).held_species[1] == species  # everyone saw it
    assert game.apply(Keep(1)) == [CardKept(1, 5, species)]
    assert game.view(0).public_kept == ((), (species,))


def test_chaos_one_card_in_hand_at_a_time():
    game = SeaScroll(2, 4, REALTIME)
    game.apply(Pick(0, 1))
    assert game.legal_moves_for(0) == [Keep(0), PutBack(0)]
    with pytest.raises(IllegalMove, match="before picking up another"):
        game.apply(Pick(0, 2))
    with pytest.raises(IllegalMove, match="before you stop"):
        game.apply(Done(0))


def test_chaos_card_held_by_another_cannot_be_picked():
    game = SeaScroll(2, 4, REALTIME)
    game.apply(Pick(0, 1))
    assert Pick(1, 1) not in game.legal_moves_for(1)
    with pytest.raises(IllegalMove, match="Someone else is holding"):
        game.apply(Pick(1, 1))


def test_chaos_keep_needs_a_card_in_hand():
    game = SeaScroll(2, 4, REALTIME)
    with pytest.raises(IllegalMove, match="not holding a fish"):
        game.apply(Keep(0))
    with pytest.raises(IllegalMove, match="not holding a fish"):
        game.apply(PutBack(1))


def test_chaos_realtime_several_seats_act_at_once():
    game = SeaScroll(3, 4, REALTIME)
    assert game.view(0).seats_to_act == (0, 1, 2)
    game.apply(Pick(0, 1))
    game.apply(Pick(2, 2))
    game.apply(Keep(2))
    game.apply(Pick(1, 3))
    assert game.view(1).scramble_steps == ("decide", "decide", "pick")
    assert game.legal_moves_for(2)[-1] == Done(2)


def test_chaos_realtime_current_player_is_the_seat_that_acted_least():
    game = SeaScroll(3, 4, REALTIME)
    assert game.current_player == 0
    game.apply(Pick(0, 1))
    assert game.current_player == 1
    game.apply(Pick(1, 2))
    game.apply(Pick(2, 3))
    assert game.current_player == 0
    assert game.legal_moves() == game.legal_moves_for(0)


def test_chaos_alternating_single_picks_in_turn():
    game = SeaScroll(3, 4, ALTERNATING)
    assert game.view(1).seats_to_act == (0,)
    assert game.legal_moves_for(1) == []
    with pytest.raises(IllegalMove, match="not your pick"):
        game.apply(Pick(1, 0))
    game.apply(Pick(0, 0))
    assert game.current_player == 0  # the picker decides before the turn passes
    game.apply(PutBack(0))
    assert game.current_player == 1
    game.apply(Pick(1, 0))
    game.apply(Keep(1))
    assert game.current_player == 2


def test_chaos_alternating_time_up_only_for_the_running_clock():
    game = SeaScroll(3, 4, ALTERNATING)
    with pytest.raises(IllegalMove, match="whose clock is running"):
        game.apply(TimeUp(1))
    game.apply(TimeUp(0))
    assert game.current_player == 1 and game.view(1).seats_to_act == (1,)
    game.apply(Pick(1, 0))
    game.apply(Keep(1))
    assert game.current_player == 2
    game.apply(Pick(2, 1))
    game.apply(Keep(2))
    assert game.current_player == 1  # seat 0 is out of the scramble


def test_chaos_time_up_ends_the_scramble_and_returns_the_held_card_face_up():
    game = SeaScroll(2, 4, REALTIME)
    species = game.pile[9]
    game.apply(Pick(0, 9))
    events = game.apply(TimeUp(0))
    assert events[:2] == [CardPutBack(0, 9, species), ScrambleFinished(0, "time")]
    assert game.view(1).pile[9] == species
    assert game.legal_moves_for(0) == []
    with pytest.raises(IllegalMove, match="scramble is over"):
        game.apply(Pick(0, 1))


def test_chaos_done_ends_a_seat_scramble_early():
    game = SeaScroll(2, 4, REALTIME)
    game.apply(Done(1))
    assert game.view(0).seats_to_act == (0,)
    assert game.view(0).scramble_steps == ("pick", "finished")
    assert not game.is_over


def test_chaos_game_ends_when_every_seat_has_finished():
    game = SeaScroll(2, 4, REALTIME)
    species = game.pile[0]
    game.apply(Pick(0, 0))
    game.apply(Keep(0))
    game.apply(Done(1))
    assert not game.is_over
    events = game.apply(Done(0))
    assert game.is_over and isinstance(events[-1], GameEnded)
    assert game.end_reason == "every player stopped scrambling or ran out of time"
    assert game.result().scores == [species, 0]


def test_chaos_more_than_ten_kept_are_randomly_discarded_down_to_ten():
    game = SeaScroll(2, 4, REALTIME)
    for card in range(13):
        game.apply(Pick(0, card))
        game.apply(Keep(0))
    assert game.view(0).hand_sizes == (13, 0)  # more than 10 may be held during the scramble
    game.apply(Done(1))
    events = game.apply(Done(0))
    discards = [e for e in events if isinstance(e, RandomDiscards)]
    assert [(e.seat, e.count) for e in discards] == [(0, 3)]
    assert sum(game.hands[0]) == 10 and len(game.removed) == 3
    assert sorted(all_cards(game)) == deck_for(2)


def test_chaos_random_discard_names_the_fish_each_player_loses():
    # Playtest: "Ada has too many fish and discards 1 at random" and a fish silently vanished.
    game = SeaScroll(2, 4, REALTIME)
    for card in range(11):
        game.apply(Pick(0, card))
        game.apply(Keep(0))
    before = list(game.hands[0])
    game.apply(Done(1))
    events = game.apply(Done(0))
    (discard,) = [e for e in events if isinstance(e, RandomDiscards)]
    (lost,) = [v for v in range(len(before)) if game.hands[0][v] < before[v]]
    assert discard.fish == ((lost, 1),)
    assert discard.describe(["Ada", "Bo"]) == f"Ada has too many fish and loses a {SPECIES[lost]} at random."
    # It is said as the Reveal begins: nothing is left to decide, every kept fish is shown next.
    assert events.index(discard) < next(i for i, e in enumerate(events) if isinstance(e, RevealBegan))


def test_chaos_random_discard_of_several_fish_says_them_all():
    line = RandomDiscards(1, 3, ((9, 1), (10, 2))).describe(["Ada", "Bo"])
    assert line == "Bo has too many fish and loses 3 at random: 1 Parrotfish, 2 Betta Fish."


def test_chaos_random_discard_is_decided_by_the_seed():
    def finish(seed):
        game = SeaScroll(2, seed, REALTIME)
        for card in range(15):
            game.apply(Pick(0, card))
            game.apply(Keep(0))
        game.apply(Done(1))
        game.apply(Done(0))
        return game.hands[0]

    assert finish(6) == finish(6)


def test_chaos_scramble_ends_when_nothing_is_left_to_pick():
    game = SeaScroll(2, 4, REALTIME)
    for card in range(len(game.pile) - 1):
        game.apply(Pick(card % 2, card))
        game.apply(Keep(card % 2))
    game.apply(Pick(0, len(game.pile) - 1))
    events = game.apply(Keep(0))
    assert ScrambleFinished(0, "empty") in events and ScrambleFinished(1, "empty") in events
    assert game.is_over
    assert [sum(h) for h in game.hands] == [10, 10]


def test_standard_moves_are_refused_in_chaos():
    game = SeaScroll(2, 4, REALTIME)
    with pytest.raises(IllegalMove, match="no ocean and no reef"):
        game.apply(Draw())
    with pytest.raises(IllegalMove, match="no ocean and no reef"):
        game.apply(Discard(5, None))


@pytest.mark.parametrize("options", [REALTIME, ALTERNATING])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_chaos_random_play_terminates(players, options):
    for seed in range(3):
        game = SeaScroll(players, seed, options)
        play_randomly(game, random.Random(seed))
        assert all(sum(h) <= 10 for h in game.hands)
        assert sorted(all_cards(game)) == deck_for(players)


def test_chaos_engine_never_reads_a_clock():
    package = pathlib.Path(SeaScroll.__module__.replace(".", "/")).parts[:-1]
    root = pathlib.Path(__file__).resolve().parents[2].joinpath(*package)
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                assert not {"time", "datetime"} & set(names), path


def test_chaos_seat_and_card_must_be_numbers_not_true_or_false():
    game = SeaScroll(2, 3, {"chaos": True})
    with pytest.raises(IllegalMove, match="no such seat"):
        game.apply(Pick(True, 0))
    with pytest.raises(IllegalMove, match="no such fish"):
        game.apply(Pick(0, True))
    assert all(h is None for h in game.holding)
