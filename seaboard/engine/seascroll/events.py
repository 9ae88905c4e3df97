"""Sea Scroll's events. None of them carries a card another seat may not see."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.core import Event
from seaboard.engine.seascroll.species import SPECIES, plural


def _fish(counts: tuple[int, ...]) -> str:
    return ", ".join(plural(v, c) for v, c in counts) or "no fish"


@dataclass(frozen=True)
class CardsDrawn(Event):
    # Every turn starts with it: a one-line caption of a move leaves it out (playtest: in a demo the
    # next bot's draw replaced the last turn's caption before it could be read).
    routine = True
    draw = True
    seat: int
    count: int
    ocean_left: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} draws {self.count} fish from the ocean ({self.ocean_left} left)."


@dataclass(frozen=True)
class OceanEmptied(Event):
    """The last card left the ocean: the Last Round card shows."""

    def describe(self, names: list[str]) -> str:
        return "The ocean is empty: the Last Round card appears."


@dataclass(frozen=True)
class FinalRoundBegan(Event):
    """`seat` cannot draw: every player now takes one final turn without drawing."""

    seat: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} cannot draw: last round, everyone takes one final turn without drawing."


@dataclass(frozen=True)
class SchoolTaken(Event):
    seat: int
    species: int
    count: int
    reef_index: int
    habitat_index: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} takes a school of {plural(self.species, self.count)} into their habitat."


@dataclass(frozen=True)
class TakeSkipped(Event):
    seat: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} takes no school."


@dataclass(frozen=True)
class FishDiscarded(Event):
    """`seat` discarded a `species` card; it is now in the reef school at `reef_index`."""

    seat: int
    species: int
    reef_index: int
    school_size: int
    new_school: bool

    def describe(self, names: list[str]) -> str:
        name = SPECIES[self.species]
        if self.new_school:
            return f"{names[self.seat]} discards a {name}, starting a new school in the reef."
        return f"{names[self.seat]} discards a {name} onto a school of {self.school_size - 1}."


@dataclass(frozen=True)
class RevealBegan(Event):
    reveals_hidden = True  # every hand is shown from here on
    chaos: bool = False  # a Chaos game has no habitats: only the kept fish are shown

    def describe(self, names: list[str]) -> str:
        return "The Reveal: every kept fish is shown." if self.chaos else "The Reveal: habitats join hands."


@dataclass(frozen=True)
class HandRevealed(Event):
    """Everything `seat` scores with: (species, count) pairs, ascending."""

    seat: int
    fish: tuple[tuple[int, int], ...]

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} shows {_fish(self.fish)}."


@dataclass(frozen=True)
class SpeciesScored(Event):
    """One step of the Reveal, for animation: per seat, how many of `species`
    it showed, its change in points (bonus included) and its running total."""

    species: int
    counts: tuple[int, ...]
    deltas: tuple[int, ...]
    totals: tuple[int, ...]

    def describe(self, names: list[str]) -> str:
        name = SPECIES[self.species]
        parts = [
            f"{names[s]} {c} ({'+' if d >= 0 else ''}{d})" for s, (c, d) in enumerate(zip(self.counts, self.deltas)) if c
        ]
        if not parts:
            return f"{name}: nobody has any."
        return f"{name}: " + ", ".join(parts) + "."


@dataclass(frozen=True)
class CardPicked(Event):
    """Chaos: `seat` picked pile card `card`; `species` only if it lay face up, else 0."""

    seat: int
    card: int
    species: int

    def describe(self, names: list[str]) -> str:
        what = f"the face-up {SPECIES[self.species]}" if self.species else "a face-down fish"
        return f"{names[self.seat]} picks up {what}."


@dataclass(frozen=True)
class CardKept(Event):
    """Chaos: `seat` kept pile card `card`; `species` only if everyone saw it, else 0."""

    seat: int
    card: int
    species: int

    def describe(self, names: list[str]) -> str:
        what = SPECIES[self.species] if self.species else "fish"
        return f"{names[self.seat]} keeps the {what}."


@dataclass(frozen=True)
class CardPutBack(Event):
    seat: int
    card: int
    species: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} puts a {SPECIES[self.species]} back face up."


@dataclass(frozen=True)
class ScrambleFinished(Event):
    """Chaos: `seat` stopped; `reason` is 'done', 'time' or 'empty' (nothing left to pick)."""

    seat: int
    reason: str

    def describe(self, names: list[str]) -> str:
        why = {"done": "stops scrambling", "time": "is out of time", "empty": "finds nothing left to pick"}
        return f"{names[self.seat]} {why.get(self.reason, 'stops')}."


@dataclass(frozen=True)
class RandomDiscards(Event):
    """Chaos: `seat` kept more than 10 and lost `count` cards at random: `fish` says which,
    (species, count) pairs, ascending.

    Ruling (Chaos card: "randomly discard down to 10"; the card does not say face down): the
    discard comes as the last scramble ends, in the same step as the Reveal that shows every
    kept fish, so nothing is left to decide and the lost fish are named for everyone (the log
    is read by everyone at a hot-seat screen; a fish that just vanished read as a glitch)."""

    reveals_hidden = True  # it names cards from a hand: a hint's words stop here
    seat: int
    count: int
    fish: tuple[tuple[int, int], ...] = ()

    def describe(self, names: list[str]) -> str:
        who = names[self.seat]
        if self.count == 1 and len(self.fish) == 1:
            return f"{who} has too many fish and loses a {SPECIES[self.fish[0][0]]} at random."
        if self.fish:
            return f"{who} has too many fish and loses {self.count} at random: {_fish(self.fish)}."
        return f"{who} has too many fish and discards {self.count} at random."
