"""The game log in a player's words: where a fish is, said as a part of the board, not "(9, 8)".

The engine's lines name squares by their 0-based coordinates, which nobody at
the table can read off the board. The table rewords the fish lines (decided,
scored, put down) before they reach the log; every other line stays the engine's. The words
for a place on the board are seaboard.engine.bloomingsea.naming's.
"""

from __future__ import annotations

from seaboard.engine.bloomingsea.events import FishDecided, FishPlaced, ReefScored, TileDrawn, TilePlaced
from seaboard.engine.bloomingsea.naming import fish_name, fish_square, named_fish, where, which_of
from seaboard.engine.core import Scored

# The naming lives beside the board so the hint (seaboard.ai, no pygame) says fish the same way.
__all__ = ["fish_name", "fish_square", "named_fish", "where", "which_of", "reword", "WordedEvent",
           "fish_decided_line", "log_spots"]


def fish_decided_line(event: FishDecided, names: list[str], board) -> str:
    tally = ", ".join(f"{names[s]} {n}" for s, n in zip(event.seats, event.tallies))
    head = f"{named_fish(event.fish, board, event.x, event.y)} is decided. Corals: {tally}"
    if event.winner < 0:
        return f"{head}; a tie, nobody scores."
    return f"{head}; {names[event.winner]} has the most."


class WordedEvent:
    """An engine event with the log line the table gives it (everything else is the event's)."""

    def __init__(self, event, line: str, spots: tuple = ()):
        self._event = event
        self._line = line
        self.spots = spots  # the squares the line names (a fish's points name the fish)

    def __getattr__(self, name):
        return getattr(self._event, name)

    def describe(self, names) -> str:
        return self._line

    def describe_for_view(self, names, view) -> str:
        return self._line  # fish and their points are public: every seat reads the same line


def reword(events, names: list[str], board, hands=None) -> list:
    """`events` with the fish lines reworded for the log (same order, same length). With `hands`
    (every seat's tile, face up: a demo), a tile drawn is named too."""
    out = []
    last_fish: FishDecided | None = None
    for event in events:
        if isinstance(event, FishDecided):
            last_fish = event
            out.append(WordedEvent(event, fish_decided_line(event, names, board), ((event.x, event.y),)))
        elif (type(event) is Scored and last_fish is not None and last_fish.winner == event.seat
              and last_fish.value == event.points):
            fish = fish_name(last_fish.fish)
            out.append(WordedEvent(event, f"{names[event.seat]} +{event.points} for the {fish.lower()}.",
                                   ((last_fish.x, last_fish.y),)))
            last_fish = None
        elif isinstance(event, FishPlaced):
            if which_of(board, event.x, event.y):  # one of two (or more) fish squares in that part
                line = f"{names[event.seat]} puts a {fish_name(event.fish)} on {fish_square(board, event.x, event.y)}."
            else:
                line = f"{names[event.seat]} puts a {fish_name(event.fish)} {where(board, event.x, event.y)}."
            out.append(WordedEvent(event, line, ((event.x, event.y),)))
        elif isinstance(event, TileDrawn) and hands is not None and hands[event.seat] is not None:
            colours = "-".join(hands[event.seat].color_names())
            article = "an" if colours[:1] in "aeiou" else "a"
            out.append(WordedEvent(event, f"{names[event.seat]} draws {article} {colours} tile "
                                          f"({event.pile_left} left)."))
        else:
            out.append(event)
    return out


def log_spots(event) -> tuple[tuple[int, int], ...]:
    """The squares a (reworded) event's log line names, for the table to ring while the line is
    hovered: a tile's three squares, a reef's corals, a fish's square. All public: the board shows
    them to everyone (a tile drawn, which is secret, names none)."""
    if isinstance(event, WordedEvent):
        return tuple(event.spots)
    if isinstance(event, (TilePlaced, ReefScored)):
        return tuple(tuple(cell) for cell in event.cells)
    return ()
