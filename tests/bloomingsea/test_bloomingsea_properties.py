"""Property tests over random seeded games: every side, player count and mode."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.engine.bloomingsea import GAME
from seaboard.engine.bloomingsea.events import FishDecided, TilePlaced
from seaboard.engine.core import GameEnded, Scored

SETUPS = st.fixed_dictionaries(
    {
        "players": st.integers(2, 4),
        "seed": st.integers(0, 10**6),
        "side": st.sampled_from(["A", "B"]),
        "mode": st.sampled_from(["standard", "aquarist"]),
        "aquarist_setup": st.sampled_from(["random", "choose"]),
    }
)


def _new(setup):
    options = {k: setup[k] for k in ("side", "mode", "aquarist_setup")}
    return GAME(setup["players"], setup["seed"], options)


def _tiles_conserved(game):
    where = [h for h in game.hands if h is not None] + game.pile + game.discarded + [p[1] for p in game.placements]
    return sorted(where) == list(range(48))


@settings(max_examples=60, deadline=None)
@given(SETUPS)
def test_random_games_keep_every_invariant_and_end(setup):
    game = _new(setup)
    rng = random.Random(setup["seed"])
    covered, decided, earned = set(), [], [0] * game.players
    steps = 0
    while not game.is_over:
        legal = game.legal_moves()
        assert legal, "a player who must act always has a step"
        events = game.apply(rng.choice(legal))
        steps += 1
        assert steps < 400
        assert _tiles_conserved(game)
        for event in events:
            if isinstance(event, TilePlaced):
                for cell in event.cells:
                    assert cell not in covered and not game.board.is_numbered(*cell)
                    covered.add(cell)
            if isinstance(event, FishDecided):
                decided.append((event.x, event.y))
            if isinstance(event, Scored):
                earned[event.seat] += event.points
        assert earned == game.scores
    assert len(decided) == len(set(decided))
    assert len(decided) + len(game.fish) == 12
    assert not game.fish or (not game.pile and not game.legal_moves())
    assert isinstance(events[-1], GameEnded) and list(events[-1].scores) == game.scores
    result = game.result()
    assert result.winners == [result.ranking[0]]
    assert sorted(result.ranking) == list(range(game.players))


@settings(max_examples=40, deadline=None)
@given(SETUPS, st.integers(0, 60))
def test_save_and_load_at_any_point_continues_identically(setup, stop):
    game = _new(setup)
    rng = random.Random(setup["seed"] + 1)
    for _ in range(stop):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))
    saved = json.loads(json.dumps(game.to_dict()))
    copy = GAME.from_dict(saved)
    assert copy.to_dict() == game.to_dict()
    assert copy.view(0) == game.view(0)
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not game.is_over:
        legal = game.legal_moves()
        assert copy.legal_moves() == legal
        move = rng_a.choice(legal)
        assert copy.apply(rng_b.choice(copy.legal_moves())) == game.apply(move)
    assert copy.is_over and copy.to_dict() == game.to_dict()
    assert copy.result() == game.result()
