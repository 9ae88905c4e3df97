"""The Reveal: species scored in ascending value, most gains, the rest lose."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.seascroll.species import REGAL_TANG


@dataclass(frozen=True)
class SpeciesOutcome:
    """How one species scored: per seat its count, base change and variant bonus."""

    species: int
    counts: tuple[int, ...]
    base: tuple[int, ...]
    bonus: tuple[int, ...]

    @property
    def deltas(self) -> tuple[int, ...]:
        return tuple(b + x for b, x in zip(self.base, self.bonus))


def score_species(species: int, counts: list[int] | tuple[int, ...], regal_tang_variant: bool = False) -> SpeciesOutcome:
    """Rulebook, The Reveal: the player(s) with the most gain the value; every
    other player with at least one loses it; a player with none is untouched."""
    most = max(counts)
    base = []
    bonus = []
    for count in counts:
        if count == 0:
            base.append(0)
            bonus.append(0)
            continue
        sign = 1 if count == most else -1
        base.append(sign * species)
        # Variant card "Regal Tang (4)": scoring with only a single Regal Tang
        # earns an extra +4 when winning, costs an extra 4 when losing.
        extra = sign * REGAL_TANG if regal_tang_variant and species == REGAL_TANG and count == 1 else 0
        bonus.append(extra)
    return SpeciesOutcome(species, tuple(counts), tuple(base), tuple(bonus))


def reveal(
    fish: list[dict[int, int]], species: tuple[int, ...], regal_tang_variant: bool = False
) -> list[SpeciesOutcome]:
    """Score every species in play, lowest value first. `fish[seat]` maps species -> count."""
    return [
        score_species(v, [seat_fish.get(v, 0) for seat_fish in fish], regal_tang_variant) for v in sorted(species)
    ]
