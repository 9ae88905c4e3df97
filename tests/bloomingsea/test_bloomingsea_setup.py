"""Setup: colours, the shuffled pile, one hidden tile each, fish tokens, board side, Aquarist."""

from collections import Counter

import pytest
from bloomingsea_positions import new_game

from seaboard.engine.bloomingsea import GAME
from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES
from seaboard.engine.bloomingsea.moves import Place, PlaceFish
from seaboard.engine.core import SetupError, TurnStarted


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_one_tile_each_from_a_shuffled_pile_of_48(players):
    game = new_game(players=players, seed=5)
    assert all(h is not None for h in game.hands)
    assert len(game.pile) == 48 - players
    assert sorted(game.pile + game.hands) == list(range(48))
    assert game.pile != sorted(game.pile)
    assert new_game(players=players, seed=6).pile != game.pile


def test_setup_colours_default_and_choice():
    assert new_game(players=2).view(0).colors == ("yellow", "purple")
    assert new_game(players=4).view(0).colors == ("yellow", "purple", "green", "orange")
    assert new_game(players=3, colors="Orange,Green,Yellow").view(0).colors == ("orange", "green", "yellow")
    colors = next(o for o in GAME.options if o.key == "colors")
    assert len(colors.choices_for(2)) == 12 and len(colors.choices_for(4)) == 24


def test_setup_colours_must_be_distinct_and_one_per_player():
    with pytest.raises(SetupError):
        new_game(players=2, colors="yellow,yellow")
    with pytest.raises(SetupError):
        new_game(players=3, colors="yellow,purple")


def test_setup_puts_a_fish_token_on_every_numbered_square():
    for side, value in (("A", 5), ("B", 7)):
        game = new_game(side=side)
        view = game.view(0)
        assert view.board.side == side
        assert sorted((x, y) for x, y, _, _ in view.fish) == sorted(game.board.numbered)
        assert {points for *_, points in view.fish} == {value}


def test_setup_hands_are_hidden_from_other_seats():
    game = new_game(players=3, seed=2)
    view = game.view(1)
    assert view.hand is not None and view.hand.id == game.hands[1]
    assert view.hands[0] is None and view.hands[2] is None and view.hands[1] == view.hand
    assert view.hand_sizes == (1, 1, 1)
    assert all(h is not None for h in game.view(1, omniscient=True).hands)


def test_setup_aquarist_random_places_three_of_each_fish():
    game = new_game(mode="aquarist", seed=3)
    kinds = Counter(game.fish.values())
    assert kinds == {kind: 3 for kind in AQUARIST_VALUES}
    assert {(k, v) for _, _, k, v in game.view(0).fish} == set(AQUARIST_VALUES.items())
    assert game.phase == "place_tile"
    others = [tuple(sorted(new_game(mode="aquarist", seed=s).fish.items())) for s in range(4, 8)]
    assert len(set(others)) > 1


def test_setup_aquarist_choose_lets_players_place_each_token_in_turn():
    game = new_game(players=3, mode="aquarist", aquarist_setup="choose", seed=3)
    assert game.phase == "place_fish" and not game.fish
    assert game.view(0).fish_supply == tuple(k for k in AQUARIST_VALUES for _ in range(3))
    legal = game.legal_moves()
    assert len(legal) == 4 * 12 and all(isinstance(m, PlaceFish) for m in legal)
    assert game.explain(Place(0, 0, 0)) == "First the fish tokens go on the fish squares."
    assert game.explain(PlaceFish("clownfish", 0, 0)) == "Fish tokens go on the fish squares only."
    assert game.explain(PlaceFish("shark", 6, 6)) == "No fish token of that kind is left to place."
    x, y = next((m.x, m.y) for m in legal if m.y == 1)
    assert game.explain(PlaceFish("clownfish", x, True)) == "Fish tokens go on the fish squares only."
    seats = []
    for i in range(12):
        seats.append(game.current_player)
        move = PlaceFish("clownfish" if i < 3 else "whitetail" if i < 6 else game.legal_moves()[0].fish,
                         *game.board.numbered[i])
        if i == 0:
            events = game.apply(move)
            assert events[-1] == TurnStarted(1)
            assert game.explain(move) == "That fish square already has a fish token."
        else:
            game.apply(move)
    assert seats == [0, 1, 2] * 4
    assert game.phase == "place_tile" and game.current_player == 0
    assert Counter(game.fish.values()) == {kind: 3 for kind in AQUARIST_VALUES}


def test_setup_choose_is_ignored_in_the_base_game():
    game = new_game(aquarist_setup="choose")
    assert game.phase == "place_tile" and len(game.fish) == 12


def test_setup_unknown_side_is_refused():
    with pytest.raises(SetupError):
        new_game(side="C")
