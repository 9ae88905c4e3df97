"""Saves: JSON round trips, damaged saves refused with a reason, fast clones."""

import json
import random

import pytest
from bloomingsea_positions import new_game

from seaboard.engine.bloomingsea import GAME
from seaboard.engine.core import StateError


def _midgame(seed=4, steps=10, **options):
    game = new_game(players=3, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_moves()))
    return game


def _damaged(game, **changes):
    data = json.loads(json.dumps(game.to_dict()))
    data["state"].update(changes)
    return data


def test_save_is_plain_json_and_loads_back():
    game = _midgame()
    data = game.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert GAME.from_dict(data).view(1) == game.view(1)


@pytest.mark.parametrize(
    "changes",
    [
        {"hands": [1, 2]},
        {"pile": [0, 0]},
        {"placements": [[0, 5, 0, 11, 11]]},
        {"placements": [[0, 5, 0, 5, 5], [1, 6, 0, 5, 5]]},
        {"fish": [[0, 0, "fish"]]},
        {"fish_supply": ["shark"]},
        {"turn": 7},
        {"stage": "halftime"},
        {"reef_points": [1, 2]},
    ],
)
def test_damaged_saves_are_refused_with_a_reason(changes):
    with pytest.raises(StateError):
        GAME.from_dict(_damaged(_midgame(), **changes))


def test_clone_is_independent_and_plays_on_identically():
    game = _midgame(side="B")
    twin = game.clone()
    assert twin.to_dict() == game.to_dict()
    move = twin.legal_moves()[0]
    twin.apply(move)
    assert twin.to_dict() != game.to_dict()
    assert game.to_dict() == GAME.from_dict(game.to_dict()).to_dict()
    game.apply(move)
    assert twin.to_dict() == game.to_dict()
