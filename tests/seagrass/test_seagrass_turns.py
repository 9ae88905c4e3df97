"""Turn structure: atomic steps, undo, plain-word refusals, saving."""

import json

import pytest
from seagrass_helpers import BLUE, PURPLE, N, S, give, go, reef_hex, scenario

from seaboard.engine.core import IllegalMove, StateError, TurnStarted
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile


def test_a_turn_starts_by_choosing_the_action():
    game = Seagrass(2, seed=1)
    moves = game.legal_moves()
    assert ChooseAction("colony") in moves
    with pytest.raises(IllegalMove, match="Choose Research Colony first"):
        game.apply(PlaceCreature((0, 0), "crab-1"))
    with pytest.raises(IllegalMove, match="nothing to confirm"):
        game.apply(Confirm())
    with pytest.raises(IllegalMove, match="Research Colony or Research Reef"):
        game.apply(ChooseAction("nap"))


def test_the_turn_passes_clockwise_after_confirm():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "crab-1", "crab-1")
    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef_hex(game, 2), N), "crab-1"))
    events = game.apply(Confirm())
    assert TurnStarted(PURPLE) in events and game.current_player == PURPLE


def test_steps_can_be_undone_within_the_turn():
    game = Seagrass(2, seed=3)
    game.apply(ChooseAction("colony"))
    first = next(m for m in game.legal_moves() if isinstance(m, PlaceCreature))
    game.apply(first)
    assert game.can_undo
    game.undo()
    assert game.placed == [] and game.phase == "colony"
    game.undo()
    assert game.phase == "choose_action"
    assert not game.can_undo


def test_undo_never_goes_past_a_draw():
    game = Seagrass(2, seed=3)
    reef_moves = [m for m in game.legal_moves() if m == ChooseAction("reef")]
    assert reef_moves
    game.apply(reef_moves[0])
    game.apply(next(m for m in game.legal_moves() if isinstance(m, PlaceReefTile)))
    assert game.can_undo  # placing the tile revealed nothing yet
    game.apply(Confirm())  # draws: sealed, and the turn passed
    assert not game.can_undo
    with pytest.raises(IllegalMove, match="Nothing to undo"):
        game.undo()


def test_illegal_steps_name_the_rule_in_plain_words():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "crab-1")
    game.apply(ChooseAction("colony"))
    reason = game.explain(PlaceCreature(go(reef_hex(game, 2), S, S, S), "crab-1"))
    assert reason == "Every tile must touch an explored reef or a face-up creature tile."
    assert game.explain(PlaceCreature((99, 99), "crab-1")).startswith("That space is not in the play area")
    assert "no Seagrass tile called" in game.explain(PlaceCreature(go(reef_hex(game, 2), N), "octopus-1"))
    assert (
        game.explain(PlaceReefTile(go(reef_hex(game, 2), N), "crab-1")) == "You are not expanding a reef now."
    )


def test_save_round_trip_continues_identically():
    game = Seagrass(3, seed=11, options={"discovery": True})
    import random

    rng = random.Random(0)
    for _ in range(80):
        game.apply(rng.choice(game.legal_moves()))
    copy = Seagrass.from_dict(json.loads(json.dumps(game.to_dict())))
    assert copy.to_dict() == game.to_dict()
    assert copy.view(1) == game.view(1)
    for _ in range(40):
        if game.is_over:
            break
        move = rng.choice(game.legal_moves())
        assert copy.legal_moves() == game.legal_moves()
        assert copy.apply(move) == game.apply(move)


def test_damaged_saves_are_refused_with_a_reason():
    data = Seagrass(2, seed=1).to_dict()
    bad = json.loads(json.dumps(data))
    bad["state"]["owner"] = bad["state"]["owner"][:-1]
    with pytest.raises(StateError, match="owner"):
        Seagrass.from_dict(bad)
    bad = json.loads(json.dumps(data))
    bad["state"]["phase"] = "dancing"
    with pytest.raises(StateError, match="phase"):
        Seagrass.from_dict(bad)
    bad = json.loads(json.dumps(data))
    bad["state"]["hands"] = "lots"
    with pytest.raises(StateError, match="hands"):
        Seagrass.from_dict(bad)
