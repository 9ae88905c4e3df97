"""Sea Scroll's atomic moves.

Standard game, one turn = Draw, then TakeSchool(i) or SkipTake, then Discard.
Chaos variant: moves name the acting seat, because in real-time mode several
seats act at once: Pick, then Keep or PutBack; Done or TimeUp ends a seat's
scramble. The engine never reads a clock: the UI issues TimeUp.
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.core import Move, move_types


@dataclass(frozen=True)
class Draw(Move):
    """Draw 2 fish from the ocean into your hand (first step of a turn)."""


@dataclass(frozen=True)
class TakeSchool(Move):
    """Move the reef's school at index `school` into your habitat."""

    school: int


@dataclass(frozen=True)
class SkipTake(Move):
    """Take no school this turn."""


@dataclass(frozen=True)
class Discard(Move):
    """Discard one `species` card from your hand into the reef.

    `school` is the reef index of the school of that species it joins, or None
    to start a new school (only when the reef has no school of that species).
    """

    species: int
    school: int | None = None


@dataclass(frozen=True)
class Pick(Move):
    """Chaos: `seat` picks up the pile card at index `card` and looks at it."""

    seat: int
    card: int


@dataclass(frozen=True)
class Keep(Move):
    """Chaos: `seat` keeps the card it holds, permanently."""

    seat: int


@dataclass(frozen=True)
class PutBack(Move):
    """Chaos: `seat` puts the card it holds back in its place, face up."""

    seat: int


@dataclass(frozen=True)
class Done(Move):
    """Chaos: `seat` stops scrambling for good (a player's choice)."""

    gives_up = True
    seat: int


@dataclass(frozen=True)
class TimeUp(Move):
    """Chaos: the UI's clock ran out for `seat`; a card in hand goes back face up."""

    seat: int


STANDARD_MOVES = (Draw, TakeSchool, SkipTake, Discard)
CHAOS_MOVES = (Pick, Keep, PutBack, Done, TimeUp)
MOVES = move_types(*STANDARD_MOVES, *CHAOS_MOVES)
