"""The engine contract, exercised through the tiny reference game."""

import json

import pytest
from reference_game import Pebbles, Peek, Take

from seaboard.engine.core import IllegalMove, SetupError, StateError
from seaboard.engine.registry import game_class, load_game, register


def test_seed_decides_the_game():
    assert Pebbles(2, seed=5).pile == Pebbles(2, seed=5).pile
    assert len({Pebbles(2, seed=s).pile for s in range(30)}) > 1


def test_illegal_move_carries_a_sentence_and_changes_nothing():
    game = Pebbles(2, seed=1)
    before = game.to_dict()
    with pytest.raises(IllegalMove) as err:
        game.apply(Take(5))
    assert "between 1 and 2" in err.value.reason
    assert game.to_dict() == before
    assert game.explain(Take(5)) == err.value.reason
    assert game.explain(Take(1)) is None


def test_player_count_out_of_range_is_a_setup_error():
    with pytest.raises(SetupError, match="2 to 3 players"):
        Pebbles(4)


@pytest.mark.parametrize("seed", [2**64, -(2**64), 1.5, "abc", True])
def test_a_seed_a_save_could_not_hold_is_a_setup_error(seed):
    with pytest.raises(SetupError, match="seed must be a whole number"):
        Pebbles(2, seed=seed)


def test_unknown_option_and_bad_value_are_setup_errors():
    with pytest.raises(SetupError, match="no option"):
        Pebbles(2, options={"colour": "red"})
    with pytest.raises(SetupError, match="choose one of"):
        Pebbles(2, options={"max_take": "9"})
    assert Pebbles(2, options={"max_take": "3"}).options["max_take"] == 3


def test_round_trip_through_json_continues_identically():
    game = Pebbles(3, seed=9)
    game.apply(Take(1))
    game.apply(Peek())
    copy = Pebbles.from_dict(json.loads(json.dumps(game.to_dict())))
    assert copy.to_dict() == game.to_dict()
    assert copy.rng.random() == game.rng.random()
    copy.apply(Take(2))
    game.apply(Take(2))
    assert copy.to_dict() == game.to_dict()


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_a_copy_is_the_same_game_and_independent_of_the_original(game_id):
    import random

    game = game_class(game_id)(3, seed=4)
    rng = random.Random(4)
    for _ in range(25):
        game.apply(rng.choice(game.legal_moves()))
    copy = game.copy()
    assert copy.to_dict() == game.to_dict()  # moves, floors, rng and state
    before = game.to_dict()
    copy.apply(copy.legal_moves()[0])
    assert game.to_dict() == before and len(copy.moves) == len(game.moves) + 1


def test_seat_names_fill_their_placeholders_in_one_pass():
    from seaboard.engine.core import name_seats, seat_ref

    sentence = f"{seat_ref(0)} ties with {seat_ref(1)}."
    assert name_seats(sentence, ["{seat1}", "Bo"]) == "{seat1} ties with Bo."  # a name is never filled in again


def test_undo_within_a_turn_but_never_past_a_reveal_or_turn_end():
    game = Pebbles(2, seed=3, options={"max_take": 3})
    assert not game.can_undo
    game.apply(Take(1))  # the turn passes: sealed
    assert not game.can_undo
    game.apply(Peek())  # reveals a pearl: sealed
    assert not game.can_undo
    with pytest.raises(IllegalMove, match="Nothing to undo"):
        game.undo()


def test_undo_restores_the_state_before_the_last_step():
    class Unsealed(Pebbles):
        game_id = "pebbles-unsealed"

        def _apply(self, move):
            if isinstance(move, Peek):
                return []  # a peek that reveals nothing can be undone
            return super()._apply(move)

    game = Unsealed(2, seed=3)
    before = game.to_dict()
    game.apply(Peek())
    assert game.can_undo
    game.undo()
    assert game.to_dict() == before


def test_damaged_saves_are_refused_with_a_reason():
    good = Pebbles(2, seed=2).to_dict()
    cases = {
        "schema": {**good, "schema": 99},
        "game": {**good, "game": "chess"},
        "rng": {**good, "rng": [3, [1, 2], None]},
        "moves": {**good, "moves": [{"type": "Teleport"}]},
        "state": {**good, "state": {"pile": "many"}},
    }
    for what, data in cases.items():
        with pytest.raises(StateError) as err:
            Pebbles.from_dict(data)
        assert str(err.value), what


def test_registry_knows_the_three_games_and_refuses_others():
    register(Pebbles)
    assert game_class("pebbles") is Pebbles
    with pytest.raises(SetupError, match="unknown game"):
        game_class("chess")
    with pytest.raises(StateError):
        load_game({"game": "chess"})
    from seaboard.engine.registry import GAME_MODULES

    assert set(GAME_MODULES) == {"seagrass", "seascroll", "bloomingsea"}


def test_points_phrase_says_one_point_in_the_singular():
    from seaboard.engine.core import points_phrase

    assert [points_phrase(n) for n in (1, -1, 0, 7, -3)] == ["1 point", "-1 point", "0 points", "7 points", "-3 points"]
