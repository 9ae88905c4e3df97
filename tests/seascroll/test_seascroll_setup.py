"""Setup rules (rulebook, Setup steps 2-5; COMPONENTS.md species table)."""

from collections import Counter

import pytest
from seascroll_helpers import all_cards

from seaboard.engine.core import SetupError
from seaboard.engine.registry import game_class
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.species import SPECIES, deck_for

CHART = {2: 14, 3: 14, 4: 11, 5: 6, 6: 5}


def test_registry_finds_sea_scroll():
    assert game_class("seascroll") is SeaScroll


def test_species_names_and_values_follow_components():
    assert SPECIES == {
        4: "Regal Tang",
        5: "Lionfish",
        6: "Moorish Idol",
        7: "Butterflyfish",
        8: "Mandarin Fish",
        9: "Parrotfish",
        10: "Betta Fish",
        11: "Royal Angelfish",
        12: "Clown Fish",
    }


def test_a_species_has_as_many_cards_as_its_value():
    deck = Counter(deck_for(6))
    assert sum(deck.values()) == 72
    assert all(deck[v] == v for v in SPECIES)


def test_species_removed_by_player_count():
    assert set(SeaScroll(2, 1).species) == set(range(4, 11))
    assert set(SeaScroll(3, 1).species) == set(range(4, 12))
    for players in (4, 5, 6):
        assert set(SeaScroll(players, 1).species) == set(range(4, 13))
    assert Counter(all_cards(SeaScroll(2, 3))) == Counter(deck_for(2))
    assert 11 not in all_cards(SeaScroll(2, 3)) and 12 not in all_cards(SeaScroll(3, 3))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_chart_cards_removed_face_down_and_unseen(players):
    game = SeaScroll(players, 7)
    assert len(game.removed) == CHART[players]
    for seat in range(players):
        view = game.view(seat)
        assert view.removed_count == CHART[players]
        assert view.removed is None and view.ocean is None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_cards_dealt_to_each_hand(players):
    game = SeaScroll(players, 11)
    assert all(sum(hand) == 2 for hand in game.hands)
    assert game.view(0).hand_sizes == (2,) * players


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_players_plus_one_cards_revealed_as_separate_schools(players):
    game = SeaScroll(players, 5)
    assert len(game.reef) == players + 1
    assert all(count == 1 for _, count in game.reef)


def test_two_of_a_kind_revealed_at_setup_are_two_schools():
    seed = next(s for s in range(500) if len({v for v, _ in SeaScroll(6, s).reef}) < 7)
    reef = SeaScroll(6, seed).reef
    twice, copies = Counter(v for v, _ in reef).most_common(1)[0]
    assert copies >= 2
    assert [school for school in reef if school[0] == twice] == [(twice, 1)] * copies


def test_the_first_player_starts_by_drawing():
    game = SeaScroll(4, 2)
    assert game.current_player == 0
    assert game.view(0).phase == "draw"


def test_setup_is_decided_by_the_seed():
    assert SeaScroll(4, 9).to_dict() == SeaScroll(4, 9).to_dict()
    assert SeaScroll(4, 9).ocean != SeaScroll(4, 10).ocean


def test_player_count_outside_two_to_six_is_refused():
    with pytest.raises(SetupError, match="2 to 6"):
        SeaScroll(7, 1)
    with pytest.raises(SetupError, match="2 to 6"):
        SeaScroll(1, 1)


def test_options_list_both_variants():
    keys = {o.key for o in SeaScroll.options}
    assert {"regal_tang", "chaos", "chaos_pace"} <= keys
    assert SeaScroll(3, 1, {"regal_tang": "true"}).options["regal_tang"] is True
