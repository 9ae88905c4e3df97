"""Sea Scroll evaluation: the Reveal as if the game ended now, plus promise.

- now: each seat's fish (hand + habitat) scored by the real Reveal rules;
- leads: a species one seat leads by a single fish is fragile, a lead of
  three is safe, so every lead or deficit is shaded by how close it is;
- takes: a school still to take is an option worth a few points;
- threat: the next seat to choose a school will take the best one for it,
  so a reef full of schools that help a rival counts against us.
"""

from __future__ import annotations

from seaboard.ai.evaluation import Evaluator, margin
from seaboard.engine.core import Game
from seaboard.engine.seascroll.scoring import score_species

TAKE_OPTION = 2.0  # points a school still to take is worth
THREAT_WEIGHT = 0.6  # share of the next taker's best gain we expect them to find


def _fish(game: Game) -> list[list[int]]:
    """Per seat, counts indexed by species value (hand + habitat)."""
    fish = [list(h) for h in game.hands]
    for seat, habitat in enumerate(game.habitats):
        for species, count in habitat:
            fish[seat][species] += count
    return fish


def _scores(fish: list[list[int]], species: tuple[int, ...], regal: bool) -> list[float]:
    totals = [0.0] * len(fish)
    for v in species:
        counts = [f[v] for f in fish]
        if not any(counts):
            continue
        out = score_species(v, counts, regal)
        for seat, delta in enumerate(out.deltas):
            totals[seat] += delta
        # A one-fish lead can still flip: shade the leader's gain toward the runner-up.
        ordered = sorted(counts, reverse=True)
        if len(ordered) > 1 and ordered[0] and ordered[0] - ordered[1] == 1:
            for seat, count in enumerate(counts):
                if count == ordered[0]:
                    totals[seat] -= 0.25 * v
                elif count == ordered[1]:
                    totals[seat] += 0.25 * v
    return totals


def _best_take_gain(fish, species, regal, seat, reef) -> float:
    """How much the best school in the reef would raise `seat`'s margin."""
    base = _scores(fish, species, regal)
    before = margin(base, seat)
    best = 0.0
    for v, count in reef:
        fish[seat][v] += count
        after = margin(_scores(fish, species, regal), seat)
        fish[seat][v] -= count
        best = max(best, after - before)
    return best


def evaluate(game: Game, seat: int) -> float:
    if game.chaos_on:
        fish = _fish(game)
        return margin(_scores(fish, game.species, bool(game.options["regal_tang"])), seat)
    regal = bool(game.options["regal_tang"])
    fish = _fish(game)
    scores = _scores(fish, game.species, regal)
    for s, habitat in enumerate(game.habitats):
        scores[s] += TAKE_OPTION * (3 - len(habitat)) * (1 if game.ocean else 0)
    mover = game.current_player
    if mover is not None and game.phase in ("draw", "take") and len(game.habitats[mover]) < 3 and game.reef:
        gain = _best_take_gain(fish, game.species, regal, mover, game.reef)
        scores[mover] += THREAT_WEIGHT * gain
    return margin(scores, seat)


# Measured (README, Bots): averaging the medium bot over several samples
# (medium_samples) made it no better against easy and closer to hard, so one sample.
EVALUATOR = Evaluator(evaluate, scale=8.0, end_units=3)
