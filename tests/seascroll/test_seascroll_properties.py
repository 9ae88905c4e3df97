"""Property tests over random seeded games (hypothesis)."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from seascroll_helpers import all_cards

from seaboard.engine.core import GameEnded, Scored
from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.events import SpeciesScored
from seaboard.engine.seascroll.species import deck_for

OPTIONS = st.sampled_from(
    [{}, {"regal_tang": True}, {"chaos": True}, {"chaos": True, "chaos_pace": "alternating"}]
)
GAMES = dict(players=st.integers(2, 6), seed=st.integers(0, 2**31), options=OPTIONS)
FEW = settings(max_examples=40, deadline=None)


def _moves(game, rng):
    """Random legal steps; in real-time Chaos any seat that may act, not only the suggested one."""
    while not game.is_over:
        if game.chaos_on:
            seats = game.view(0).seats_to_act
            legal = game.legal_moves_for(rng.choice(seats))
        else:
            legal = game.legal_moves()
        yield rng.choice(legal)


@FEW
@given(**GAMES)
def test_cards_are_conserved(players, seed, options):
    game = SeaScroll(players, seed, options)
    deck = Counter(deck_for(players))
    assert Counter(all_cards(game)) == deck
    for move in _moves(game, random.Random(seed)):
        game.apply(move)
        assert Counter(all_cards(game)) == deck


@FEW
@given(**GAMES)
def test_habitats_never_exceed_three_schools(players, seed, options):
    game = SeaScroll(players, seed, options)
    for move in _moves(game, random.Random(seed)):
        game.apply(move)
        assert all(len(h) <= 3 for h in game.habitats)


@FEW
@given(**GAMES)
def test_scores_equal_the_reveal_events(players, seed, options):
    game = SeaScroll(players, seed, options)
    events = []
    for move in _moves(game, random.Random(seed)):
        events.extend(game.apply(move))
    scores = game.result().scores
    from_scored = [0] * players
    for e in events:
        if isinstance(e, Scored):
            from_scored[e.seat] += e.points
    steps = [e for e in events if isinstance(e, SpeciesScored)]
    assert from_scored == scores
    assert list(steps[-1].totals) == scores
    assert [e.species for e in steps] == sorted(game.species)
    assert events[-1] == GameEnded(tuple(game.result().winners), tuple(scores))
    assert game.view(0).scores == tuple(scores)


@FEW
@given(**GAMES, cut=st.integers(0, 400))
def test_round_trip_at_any_point_continues_identically(players, seed, options, cut):
    game = SeaScroll(players, seed, options)
    rng = random.Random(seed)
    moves = _moves(game, rng)
    for _, move in zip(range(cut), moves):
        game.apply(move)
    saved = json.loads(json.dumps(game.to_dict()))
    copy = SeaScroll.from_dict(saved)
    assert copy.to_dict() == game.to_dict()
    for seat in range(players):
        assert copy.view(seat) == game.view(seat)
    state = rng.getstate()
    for move in _moves(game, rng):
        game.apply(move)
    rng.setstate(state)
    for move in _moves(copy, rng):
        copy.apply(move)
    assert copy.to_dict() == game.to_dict()
    assert copy.result() == game.result()
