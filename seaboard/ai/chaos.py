"""Sea Scroll's Chaos scramble, for the searching bots (medium and hard).

The turn search does not fit a scramble: a pick and its keep-or-put-back make one
decision, yet in real time other seats act between them. So a searching bot decides
each scramble step directly, averaged over a few samples of what it cannot see (the
others' private keeps and the face-down pile), by the Reveal-now evaluation:
- holding a fish: keep it if the position is better with it (and ten are not kept yet);
- hands free: pick the face-up fish that gains most, or a face-down one when its
  expected gain (a bad draw goes back) is higher; stop when no pick is worth the time.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.core import Move
from seaboard.engine.seascroll.moves import Done, Keep, Pick, PutBack
from seaboard.engine.seascroll.species import CHAOS_KEEP_LIMIT

# A pick must be expected to gain more than this (points) to be worth the clock.
WORTH_A_PICK = 0.25


def chaos_step(bot, view: Any, legal: list[Move], samples: int) -> Move:
    """The scramble step `bot` (a PlanningBot) takes for its seat."""
    seat = bot.seat
    kept = view.hand_sizes[seat]
    worlds = [bot.determinize(view) for _ in range(samples)]
    if Keep(seat) in legal:
        species = view.held_species[seat]
        # A face-up fish was picked for its gain: it is kept (weighing it again on fresh samples
        # could put it back and pick it again, forever).
        keep = kept < CHAOS_KEEP_LIMIT and (view.held_public[seat] or _mean_gain(bot, worlds, species) > 0)
        return Keep(seat) if keep else PutBack(seat)
    picks = [m for m in legal if isinstance(m, Pick)]
    if kept >= CHAOS_KEEP_LIMIT or not picks:
        return Done(seat) if Done(seat) in legal else legal[0]
    face_up = [m for m in picks if view.pile[m.card] not in (None, 0)]
    face_down = [m for m in picks if view.pile[m.card] == 0]
    best, best_gain = None, WORTH_A_PICK
    gains: dict[int, float] = {}
    for move in face_up:
        species = view.pile[move.card]
        if species not in gains:
            gains[species] = _mean_gain(bot, worlds, species)
        if gains[species] > best_gain:
            best, best_gain = move, gains[species]
    if face_down:
        blind = bot.rng.choice(face_down)
        # Each sampled world has dealt this card a species: a bad one would go back.
        expected = sum(max(0.0, _gain(bot, world, world.pile[blind.card])) for world in worlds) / len(worlds)
        if expected > best_gain:
            best = blind
    if best is not None:
        return best
    return Done(seat) if Done(seat) in legal else bot.rng.choice(legal)


def _gain(bot, world, species: int) -> float:
    """How much keeping one more `species` raises the seat's evaluation in `world`."""
    before = bot.evaluator.evaluate(world, bot.seat)
    world.hands[bot.seat][species] += 1
    try:
        return bot.evaluator.evaluate(world, bot.seat) - before
    finally:
        world.hands[bot.seat][species] -= 1


def _mean_gain(bot, worlds: list, species: int) -> float:
    return sum(_gain(bot, world, species) for world in worlds) / len(worlds)
