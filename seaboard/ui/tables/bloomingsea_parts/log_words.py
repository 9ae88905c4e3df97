"""The game log in a player's words: where a fish is, said as a part of the board, not "(9, 8)".

The engine's lines name squares by their 0-based coordinates, which nobody at
the table can read off the board. The table rewords the fish lines (decided,
scored, put down) before they reach the log; every other line stays the engine's.
"""

from __future__ import annotations

from seaboard.engine.bloomingsea.events import FishDecided, FishPlaced
from seaboard.engine.bloomingsea.fish import FISH_NAMES
from seaboard.engine.core import Scored


def third(i: int, n: int) -> int:
    """0, 1 or 2: the third of a row of `n` squares that square `i`'s centre lies in. Cut at
    the squares' centres so both edge thirds are as wide (on 14 columns: 5, 4, 5, not 5, 5, 4)."""
    return min(2, (2 * i + 1) * 3 // (2 * max(1, n)))


def where(board, x: int, y: int) -> str:
    """The third of the board a square lies in, e.g. "at the top left", "at the middle right",
    "in the centre". Playtest: "on the left" read as the whole left side (top left included)
    and "at the top" as the whole top, so every part says both its row and its column."""
    row = ("top", "middle", "bottom")[third(y, board.height)]
    col = ("left", "middle", "right")[third(x, board.width)]
    if row == col == "middle":
        return "in the centre"
    return f"at the {row} {col}"


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def which_of(board, x: int, y: int) -> str:
    """What tells the fish square (x, y) from the others in its part of the board ("left",
    "upper", ...), or "" when it is the only one there. Playtest: two fish were both "the fish
    at the bottom". The word is true within the part: no other fish of that part lies further
    that way. Said along the way the fish lie further apart, so it shows at a glance (a tie:
    across the part's own word, "the upper fish at the middle left")."""
    part = where(board, x, y)
    group = [sq for sq in board.numbered if where(board, *sq) == part]
    if len(group) < 2 or (x, y) not in group:
        return ""
    xs, ys = [sq[0] for sq in group], [sq[1] for sq in group]
    spread_x, spread_y = max(xs) - min(xs), max(ys) - min(ys)
    side = part.split()[-1] in ("left", "right")  # the part's name already says left or right
    vertical = spread_y > spread_x or (spread_y == spread_x and side)
    for axis_vertical in (vertical, not vertical):
        coords = ys if axis_vertical else xs
        if len(set(coords)) < len(group):
            continue  # two fish level along this way: its words would not tell them apart
        order = sorted(coords).index(coords[group.index((x, y))])
        ends = ("upper", "lower") if axis_vertical else ("left", "right")
        if order == 0:
            return ends[0]
        if order == len(group) - 1:
            return ends[1]
        return "middle" if len(group) == 3 else ORDINALS[min(order, len(ORDINALS) - 1)]
    # (no board has this: three fish in a part, two level each way) reading order
    return ORDINALS[min(sorted(group, key=lambda sq: (sq[1], sq[0])).index((x, y)), len(ORDINALS) - 1)]


def fish_name(kind: str) -> str:
    return FISH_NAMES.get(kind, kind)


def named_fish(kind: str, board, x: int, y: int) -> str:
    """The fish on (x, y), said so no other fish on the board has the same words: "Fish at the
    top middle", "The left fish at the bottom middle", "The upper clownfish at the middle left"."""
    which = which_of(board, x, y)
    if not which:
        return f"{fish_name(kind)} {where(board, x, y)}"
    return f"The {which} {fish_name(kind).lower()} {where(board, x, y)}"


def fish_square(board, x: int, y: int) -> str:
    """The fish square (x, y) in words of its own: "the square at the top left", "the left
    square at the bottom middle"."""
    which = which_of(board, x, y)
    return f"the {which + ' ' if which else ''}square {where(board, x, y)}"


def fish_decided_line(event: FishDecided, names: list[str], board) -> str:
    tally = ", ".join(f"{names[s]} {n}" for s, n in zip(event.seats, event.tallies))
    head = f"{named_fish(event.fish, board, event.x, event.y)} is decided. Corals: {tally}"
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
            if which_of(board, event.x, event.y):  # one of two (or more) fish squares in that part
                line = f"{names[event.seat]} puts a {fish_name(event.fish)} on {fish_square(board, event.x, event.y)}."
            else:
                line = f"{names[event.seat]} puts a {fish_name(event.fish)} {where(board, event.x, event.y)}."
            out.append(WordedEvent(event, line))
        else:
            out.append(event)
    return out
