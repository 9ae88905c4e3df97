"""Reefs and fish tallies on the coral grid (a list: colour index or -1 per square)."""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.engine.bloomingsea.board import Board


def reef_of(start: int, coral: Sequence[int], board: Board) -> list[int]:
    """All corals orthogonally connected to `start` in its colour (diagonals do not join)."""
    color = coral[start]
    found = {start}
    stack = [start]
    neighbors = board.open_neighbors
    while stack:
        for n in neighbors[stack.pop()]:
            if n not in found and coral[n] == color:
                found.add(n)
                stack.append(n)
    return sorted(found)


def reefs_made_or_expanded(placed: Sequence[int], coral: Sequence[int], board: Board) -> list[list[int]]:
    """Every reef (2+ corals) that contains a newly placed coral, each once.

    Rulebook, Coral Reef Points: a tile touching several reefs scores each; a
    tile joining two reefs made one bigger reef, scored once in full; single
    corals score nothing.
    """
    reefs: list[list[int]] = []
    seen: set[int] = set()
    for cell in placed:
        if cell in seen:
            continue
        reef = reef_of(cell, coral, board)
        seen.update(reef)
        if len(reef) >= 2:
            reefs.append(reef)
    return reefs


def expands_a_reef(reef: Sequence[int], placed: Sequence[int], board: Board) -> bool:
    """True if `reef` grew out of a reef already there (two of its corals touched before the
    placement), False if the placement made it (rulebook: "make or expand a coral reef")."""
    old = set(reef) - set(placed)
    return any(n in old for cell in old for n in board.open_neighbors[cell])


def fish_tally(
    fish: int, coral: Sequence[int], board: Board, seat_colors: Sequence[int]
) -> tuple[list[int], list[list[int]]]:
    """Per seat: how many corals of their colour count for the fish on `fish`, and which.

    Rulebook, Fish Points: the corals of a player's colour adjacent to the
    token, plus every coral of any reef those belong to, each counted once.
    Only player colours are tallied, so non-player colours are ignored.
    """
    tallies, counted = [], []
    for color in seat_colors:
        cells: set[int] = set()
        for n in board.open_neighbors[fish]:
            if coral[n] == color and n not in cells:
                cells.update(reef_of(n, coral, board))
        tallies.append(len(cells))
        counted.append(sorted(cells))
    return tallies, counted


def fish_winner(tallies: Sequence[int]) -> int:
    """The seat with strictly the most corals, or -1 on a tie (nobody scores).

    A tally of zero for everyone is a tie too: no coral, no fish points.
    """
    best = max(tallies)
    if best == 0 or tallies.count(best) > 1:
        return -1
    return tallies.index(best)
