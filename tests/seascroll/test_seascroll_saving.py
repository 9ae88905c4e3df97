"""Saves: JSON round trips, and damaged saves refused with a reason."""

import copy
import json
import random

import pytest

from seaboard.engine.core import StateError
from seaboard.engine.registry import load_game
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.moves import Keep, Pick


def _saved(options=None):
    game = SeaScroll(4, 12, options or {})
    rng = random.Random(1)
    for _ in range(10):
        game.apply(rng.choice(game.legal_moves()))
    return game, json.loads(json.dumps(game.to_dict()))


def test_save_loads_through_the_registry():
    game, data = _saved()
    assert load_game(data).to_dict() == game.to_dict()


def test_chaos_save_round_trips_mid_pick():
    game = SeaScroll(3, 2, {"chaos": True})
    game.apply(Pick(0, 1))
    game.apply(Keep(0))
    game.apply(Pick(2, 3))
    loaded = SeaScroll.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded.view(2) == game.view(2)
    loaded.apply(Keep(2))


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda s: s["hands"][0].append(13), "not a Sea Scroll fish"),
        (lambda s: s["hands"][0].append(5), "do not add up"),
        (lambda s: s["habitats"][1].extend([[5, 1]] * 4), "more than 3 schools"),
        (lambda s: s.update(phase="dance"), "unknown saved phase"),
        (lambda s: s.update(turn=9), "not a seat"),
        (lambda s: s["hands"].pop(), "must list 4 seats"),
        (lambda s: s["reef"].append([6, 0]), "not a school"),
        (lambda s: s.pop("ocean"), "damaged"),
        (lambda s: s.update(final_turns_left="soon"), "final turns"),
    ],
)
def test_damaged_save_is_refused_with_a_reason(damage, reason):
    _, data = _saved()
    broken = copy.deepcopy(data)
    damage(broken["state"])
    with pytest.raises(StateError, match=reason):
        SeaScroll.from_dict(broken)


def test_damaged_chaos_save_is_refused():
    game = SeaScroll(2, 2, {"chaos": True})
    data = json.loads(json.dumps(game.to_dict()))
    data["state"]["chaos"]["pile_state"][0] = 7
    with pytest.raises(StateError, match="Chaos pile"):
        SeaScroll.from_dict(data)
    data = json.loads(json.dumps(game.to_dict()))
    data["state"]["chaos"]["holding"][0] = 3
    with pytest.raises(StateError, match="not in hand"):
        SeaScroll.from_dict(data)
