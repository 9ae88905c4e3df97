"""Where a fish is, said as a part of the board ("at the top left"), not "(9, 8)".

The table's log and the hint both name fish this way (so it lives beside the
board, free of pygame); the engine's own event lines keep their coordinates.
"""

from __future__ import annotations

from seaboard.engine.bloomingsea.fish import FISH_NAMES


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


def which_of(board, x: int, y: int) -> str:
    """What tells the fish square (x, y) from the other in its part of the board ("left",
    "upper", ...), or "" when it is the only one there. Playtest: two fish were both "the fish
    at the bottom". Said along the way the two lie further apart, so it shows at a glance; as
    far apart each way, across the part's own word ("the upper fish at the middle left", not
    "the left fish at the middle left"). No board has more than two fish squares in a part
    (test_no_part_of_a_board_holds_more_than_two_fish_squares)."""
    part = where(board, x, y)
    group = [sq for sq in board.numbered if where(board, *sq) == part]
    if len(group) < 2 or (x, y) not in group:
        return ""
    (ax, ay), (bx, by) = group
    spread_x, spread_y = abs(ax - bx), abs(ay - by)
    side = part.split()[-1] in ("left", "right")  # the part's name already says left or right
    if spread_y > spread_x or (spread_y == spread_x and side):
        return "upper" if y == min(ay, by) else "lower"
    return "left" if x == min(ax, bx) else "right"


def fish_name(kind: str) -> str:
    return FISH_NAMES.get(kind, kind)


def _told_apart(board, x: int, y: int) -> str:
    """" (the left one)" after the part of the board where two fish squares share it, else "".
    Playtest: "the left fish at the middle right" read as a riddle."""
    which = which_of(board, x, y)
    return f" (the {which} one)" if which else ""


def named_fish(kind: str, board, x: int, y: int) -> str:
    """The fish on (x, y), said so no other fish on the board has the same words: "Fish at the
    top middle", "Fish at the bottom middle (the left one)", "Clownfish at the middle left (the upper one)"."""
    return f"{fish_name(kind)} {where(board, x, y)}{_told_apart(board, x, y)}"


def the_fish(kind: str, board, x: int, y: int) -> str:
    """named_fish inside a sentence: "the fish at the top middle", "the fish at the bottom middle
    (the left one)", "the clownfish in the centre"."""
    return f"the {fish_name(kind).lower()} {where(board, x, y)}{_told_apart(board, x, y)}"


def fish_square(board, x: int, y: int) -> str:
    """The fish square (x, y) in words of its own: "the square at the top left", "the square at
    the bottom middle (the left one)"."""
    return f"the square {where(board, x, y)}{_told_apart(board, x, y)}"
