"""Helpers for Sea Scroll tests: positions built directly, and random play."""

from __future__ import annotations

import random

from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.game import hand_counts
from seaboard.engine.seascroll.species import deck_for


def position(
    players: int,
    hands: list[list[int]],
    reef: list[tuple[int, int]] = (),
    habitats: list[list[tuple[int, int]]] | None = None,
    ocean: list[int] | None = None,
    turn: int = 0,
    phase: str = "draw",
    final_turns_left: int | None = None,
    options: dict | None = None,
) -> SeaScroll:
    """A standard game in a chosen position; the deck's other cards go to `removed`
    (or to the ocean first, if `ocean` is None, up to 2 cards per seat)."""
    game = SeaScroll(players, 0, options or {})
    game.hands = [hand_counts(h) for h in hands]
    game.habitats = [list(h) for h in (habitats or [[] for _ in range(players)])]
    game.reef = list(reef)
    pool = hand_counts(deck_for(players))
    for h in hands:
        for v in h:
            pool[v] -= 1
    for school in [*game.reef, *(s for h in game.habitats for s in h)]:
        pool[school[0]] -= school[1]
    if ocean is not None:
        for v in ocean:
            pool[v] -= 1
    assert min(pool) >= 0, "the position uses more fish than the deck has"
    rest = [v for v in range(13) for _ in range(pool[v])]
    game.ocean = list(ocean) if ocean is not None else [rest.pop() for _ in range(2 * players)]
    game.removed = rest
    game.turn = turn
    game.phase = phase
    game.final_turns_left = final_turns_left
    return game


def play_randomly(game: SeaScroll, rng: random.Random, max_steps: int = 20_000) -> list:
    """Play uniformly random legal steps to the end; returns every event."""
    events = []
    for _ in range(max_steps):
        if game.is_over:
            return events
        events.extend(game.apply(rng.choice(game.legal_moves())))
    raise AssertionError("random play did not end")


def all_cards(game: SeaScroll) -> list[int]:
    """Every card the game holds anywhere, sorted (for conservation checks)."""
    cards = [v for h in game.hands for v in range(13) for _ in range(h[v])]
    cards += [s for h in game.habitats for s, c in h for _ in range(c)]
    cards += [s for s, c in game.reef for _ in range(c)]
    cards += game.ocean + game.removed
    cards += [v for v, st in zip(game.pile, game.pile_state) if st != 3]
    return sorted(cards)
