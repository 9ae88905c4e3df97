"""The game log in a player's words: where a fish is, said as a part of the board, not "(9, 8)".

The engine's lines name squares by their 0-based coordinates, which nobody at
the table can read off the board. The table rewords the fish lines (decided,
scored, put down) before they reach the log; every other line stays the engine's.
"""

from __future__ import annotations

from seaboard.engine.bloomingsea.events import FishDecided, FishPlaced
from seaboard.engine.bloomingsea.fish import FISH_NAMES
from seaboard.engine.core import Scored


def where(board, x: int, y: int) -> str:
    """The part of the board a square lies in, e.g. "at the top left", "in the centre"."""
    row = ("top", "middle", "bottom")[min(2, y * 3 // max(1, board.height))]
    col = ("left", "centre", "right")[min(2, x * 3 // max(1, board.width))]
    if row == "middle":
        return "in the centre" if col == "centre" else f"on the {col}"
    return f"at the {row}" if col == "centre" else f"at the {row} {col}"


def fish_name(kind: str) -> str:
    return FISH_NAMES.get(kind, kind)


def fish_decided_line(event: FishDecided, names: list[str], board) -> str:
    tally = ", ".join(f"{names[s]} {n}" for s, n in zip(event.seats, event.tallies))
    head = f"{fish_name(event.fish)} {where(board, event.x, event.y)} is decided. Corals: {tally}"
    if event.winner < 0:
        return f"{head}; a tie, nobody scores."
    return f"{head}; {names[event.winner]} has the most."


class WordedEvent:
    """An engine event with the log line the table gives it (everything else is the event's)."""

    def __init__(self, event, line: str):
        self._event = event
        self._line = line

    def __getattr__(self, name):
        return getattr(self._event, name)

    def describe(self, names) -> str:
        return self._line

    def describe_for_view(self, names, view) -> str:
        return self._line  # fish and their points are public: every seat reads the same line


def reword(events, names: list[str], board) -> list:
    """`events` with the fish lines reworded for the log (same order, same length)."""
    out = []
    last_fish: FishDecided | None = None
    for event in events:
        if isinstance(event, FishDecided):
            last_fish = event
            out.append(WordedEvent(event, fish_decided_line(event, names, board)))
        elif (type(event) is Scored and last_fish is not None and last_fish.winner == event.seat
              and last_fish.value == event.points):
            fish = fish_name(last_fish.fish)
            out.append(WordedEvent(event, f"{names[event.seat]} +{event.points} for the {fish.lower()}."))
            last_fish = None
        elif isinstance(event, FishPlaced):
            line = f"{names[event.seat]} puts a {fish_name(event.fish)} {where(board, event.x, event.y)}."
            out.append(WordedEvent(event, line))
        else:
            out.append(event)
    return out
