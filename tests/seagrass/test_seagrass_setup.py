"""Setup for 2, 3 and 4 players."""

import pytest
from seagrass_helpers import scenario

from seaboard.engine.core import IllegalMove, SetupError
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, PlaceCreature


@pytest.mark.parametrize("players,reefs,antlers", [(2, 6, 5), (3, 9, 8), (4, 12, 11)])
def test_setup_reef_tiles_and_antlers_per_player_count(players, reefs, antlers):
    game = Seagrass(players, seed=3)
    assert len(game.reef_cells) == reefs
    assert game.antlers == antlers
    regions = {game.layout.region_of[cells[0]] for cells in game.reef_cells}
    assert len(regions) == players  # one region per player, three reef spaces each


@pytest.mark.parametrize("players", [2, 3, 4])
def test_exactly_one_starting_reef_is_explored(players):
    starts = set()
    for seed in range(12):
        game = Seagrass(players, seed=seed)
        assert sum(game.explored) == 1 and game.explored[game.start_reef]
        starts.add(game.start_reef)
    assert len(starts) > 1  # dealt at random


@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_tiles_in_hand_hidden_supply_and_four_specials_face_up(players):
    game = Seagrass(players, seed=1)
    for seat in range(players):
        assert game.hand_size(seat) == 5
        assert len(game.supply[seat]) == 23
        assert game.specials[seat] == [True] * 4
        view = game.view((seat + 1) % players)
        assert view.hands[seat] is None
        assert view.player_info[seat].supply_count == 23
        assert view.player_info[seat].specials == ("jellyfish", "turtle", "starfish", "crab")


def test_supplies_are_shuffled_per_player():
    game = Seagrass(2, seed=1)
    assert game.supply[0] != game.supply[1] or game.hands[0] != game.hands[1]


@pytest.mark.parametrize(
    "players,default", [(2, "Green+Yellow"), (3, "Green+Yellow+Blue"), (4, "Green+Yellow+Blue+Red")]
)
def test_regions_option_defaults_per_player_count(players, default):
    option = next(o for o in Seagrass.options if o.key == "regions")
    assert option.default_for(players) == default
    assert default in option.choices_for(players)
    assert Seagrass(players).options["regions"] == default


def test_regions_that_do_not_touch_are_refused():
    with pytest.raises(SetupError, match="not allowed"):
        Seagrass(2, options={"regions": "Green+Red"})


def test_only_regions_in_play_exist():
    game = scenario(2, regions="Yellow+Red")
    assert {game.layout.region_of[c] for c in range(game.n_cells)} == {"Yellow", "Red"}
    green_space = (2, 0)  # a Green play space on the front side
    game.hands[0][0] = 1
    game.apply(ChooseAction("colony"))
    with pytest.raises(IllegalMove, match="not in the play area"):
        game.apply(PlaceCreature(green_space, "jellyfish-1"))


def test_introductory_mode_removes_the_special_creatures():
    game = Seagrass(2, seed=1, options={"introductory": True})
    assert game.specials == [[False] * 4, [False] * 4]
    assert all(game.unplayed(s) == 28 for s in range(2))


def test_discovery_setup_stacks_four_tokens_on_each_reef():
    game = Seagrass(3, seed=1, options={"discovery": True})
    assert all(sorted(t) == [0, 1, 2, 3] for t in game.tokens)
    assert Seagrass(3, seed=1).tokens == [[]] * 9


def test_back_side_plays_with_every_region_choice():
    for regions in ("Green+Yellow", "Yellow+Red", "Blue+Red"):
        game = Seagrass(2, seed=2, options={"board": "back", "regions": regions})
        assert game.layout.name == "Kelp Shelf" and len(game.reef_cells) == 6
