"""Property tests over random seeded games: every player count, option and board."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.engine.core import Scored
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.tiles import KIND_CODES

MAX_STEPS = 3000

setups = st.fixed_dictionaries(
    {
        "players": st.sampled_from([2, 3, 4]),
        "seed": st.integers(0, 10**6),
        "board": st.sampled_from(["front", "back"]),
        "introductory": st.booleans(),
        "discovery": st.booleans(),
    }
)


def new_game(setup):
    options = {k: setup[k] for k in ("board", "introductory", "discovery")}
    return Seagrass(setup["players"], setup["seed"], options)


def tiles_held(game, seat):
    on_board = sum(1 for o in game.owner if o == seat)
    return (
        game.hand_size(seat)
        + len(game.supply[seat])
        + on_board
        + len(game.box[seat])
        + sum(game.specials[seat])
    )


def reefs_never_touch(game):
    for rid, cells in enumerate(game.reef_cells):
        for c in cells:
            assert game.reef[c] == rid
            for n in game.nbrs[c]:
                assert game.reef[n] in (-1, rid), "two reefs touch"


@settings(max_examples=12, deadline=None)
@given(setups)
def test_random_games_keep_every_invariant_and_end(setup):
    game = new_game(setup)
    rng = random.Random(setup["seed"])
    totals = [0] * game.players
    frozen = {}
    steps = 0
    while not game.is_over:
        moves = game.legal_moves()
        assert moves, "a live game must always offer a step"
        events = game.apply(rng.choice(moves))
        steps += 1
        assert steps < MAX_STEPS, "the game must end"
        for e in events:
            if isinstance(e, Scored):
                totals[e.seat] += e.points
        for seat in range(game.players):  # introductory mode leaves the 4 specials out
            assert tiles_held(game, seat) == (28 if setup["introductory"] else 32)
        reefs_never_touch(game)
        for rid, snapshot in frozen.items():
            assert (list(game.reef_cells[rid]), game.completed[rid], game.antler[rid]) == snapshot
        for rid in range(len(game.reef_cells)):
            if game.completed[rid] and rid not in frozen:
                frozen[rid] = (list(game.reef_cells[rid]), True, game.antler[rid])
    assert totals == game.scores
    result = game.result()
    assert sorted(result.ranking) == list(range(game.players))
    assert all(sum(b.values()) == s for b, s in zip(result.breakdown, result.scores))
    assert game.antlers == 0 or any(game.hand_size(s) == 0 for s in range(game.players))


@settings(max_examples=12, deadline=None)
@given(setups, st.integers(0, 400))
def test_save_round_trip_at_any_point_continues_identically(setup, cut):
    game = new_game(setup)
    rng = random.Random(setup["seed"])
    for _ in range(cut):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))
    copy = Seagrass.from_dict(json.loads(json.dumps(game.to_dict())))
    assert copy.to_dict() == game.to_dict()
    while not game.is_over:
        moves = game.legal_moves()
        assert copy.legal_moves() == moves
        move = rng.choice(moves)
        assert copy.apply(move) == game.apply(move)
    assert copy.to_dict() == game.to_dict() and copy.result() == game.result()


def candidate_moves(game):
    """Every step one could try now: all cells x all tiles, both actions, Confirm."""
    cells = list(game.layout.cells) + [(99, 99)]
    moves = [ChooseAction("colony"), ChooseAction("reef"), Confirm()]
    for code in KIND_CODES:
        for cell in cells:
            moves.append(PlaceCreature(cell, code))
            moves.append(PlaceReefTile(cell, code))
    return moves


def walk_to_turn_end(game, rng, check_all):
    """Follow random legal steps until the turn passes; every step offered must be legal
    and (when check_all) every step not offered must be refused."""
    seat = game.current_player
    for _ in range(60):
        if game.is_over or game.current_player != seat:
            return True
        legal = game.legal_moves()
        assert legal, f"dead end in phase {game.phase}"
        assert len(set(legal)) == len(legal)
        if check_all:
            offered = set(legal)
            for move in candidate_moves(game):
                assert (game.explain(move) is None) == (move in offered), move
        game.apply(rng.choice(legal))
    return False


@settings(max_examples=25, deadline=None)
@given(setups, st.integers(0, 250), st.lists(st.sampled_from(range(12)), min_size=1, max_size=7))
def test_legal_steps_never_lead_to_a_dead_end(setup, cut, hand):
    """From random positions (hands rich in starfish and crabs, the hard cases), random
    legal steps always reach the end of the turn."""
    game = new_game(setup)
    rng = random.Random(setup["seed"] + cut)
    for _ in range(cut):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_moves()))
    if game.is_over:
        return
    if game.phase == "choose_action":
        seat = game.current_player
        game.hands[seat] = [0] * 12
        for i in hand:  # replace the hand by a random one, weighted to the special creatures' kinds
            kind = (6, 7, 9, 10)[i % 4] if i < 8 else (i - 8) * 3
            game.hands[seat][kind] += 1
    assert walk_to_turn_end(game, rng, check_all=cut % 5 == 0)


@settings(max_examples=8, deadline=None)
@given(setups, st.integers(0, 300))
def test_determinized_games_agree_with_the_view_and_finish(setup, cut):
    game = new_game(setup)
    rng = random.Random(setup["seed"])
    for _ in range(cut):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_moves()))
    seat = game.current_player
    view = game.view(seat)
    sample = Seagrass.determinize(view, random.Random(cut))
    assert sample.view(seat) == view
    assert sample.legal_moves() == game.legal_moves()
    steps = 0
    while not sample.is_over:
        sample.apply(rng.choice(sample.legal_moves()))
        steps += 1
        assert steps < MAX_STEPS


@settings(max_examples=6, deadline=None)
@given(setups)
def test_fast_placeable_cells_match_the_rule_cell_by_cell(setup):
    # Speed-ups must not change the rule: "adjacent to an explored reef or a face-up creature tile".
    game = new_game(setup)
    rng = random.Random(setup["seed"])
    while not game.is_over:
        assert game._placeable_cells() == [c for c in range(game.n_cells) if game._placeable(c)]
        game.apply(rng.choice(game.legal_moves()))
