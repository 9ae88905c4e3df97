"""Reefs: where Research Reef may expand one, and when a reef is complete.

A mixin of the Seagrass game: it reads the board arrays the game keeps.
"""

from __future__ import annotations

from itertools import chain

from seaboard.engine.seagrass.tiles import KIND_SPECIAL, KIND_VALUE, describe_tile


class ReefRules:
    """Research Reef checks and reef completion, mixed into Seagrass."""

    turn: int
    players: int
    owner: list[int]
    kind: list[int]
    up: list[bool]
    reef: list[int]
    reef_cells: list[list[int]]
    explored: list[bool]
    completed: list[bool]
    hands: list[list[int]]
    nbrs: tuple[tuple[int, ...], ...]

    def _reef_spaces(self) -> list[int]:
        """Empty cells where a face-down tile may expand an explored reef."""
        reef, owner, nbrs, explored, completed = self.reef, self.owner, self.nbrs, self.explored, self.completed
        out = []
        seen: set[int] = set()
        for rid, cells in enumerate(self.reef_cells):
            if not explored[rid] or completed[rid]:
                continue
            # The reef's neighbours in first-seen order (cell by cell), each once.
            for n in dict.fromkeys(chain.from_iterable(map(nbrs.__getitem__, cells))):
                if owner[n] >= 0 or reef[n] >= 0 or n in seen:
                    continue
                seen.add(n)
                for m in nbrs[n]:
                    r = reef[m]
                    if r >= 0 and r != rid:
                        break  # touches another reef: never joins two
                else:
                    out.append(n)
        return out

    def _can_research_reef(self) -> bool:
        return self.hand_size(self.turn) > 0 and self._any_reef_space()

    def _any_reef_space(self) -> bool:
        reef, owner, nbrs = self.reef, self.owner, self.nbrs
        for rid, cells in enumerate(self.reef_cells):
            if not self.explored[rid] or self.completed[rid]:
                continue
            for cell in cells:
                for n in nbrs[cell]:
                    if owner[n] < 0 and reef[n] < 0 and all(reef[m] < 0 or reef[m] == rid for m in nbrs[n]):
                        return True
        return False

    def _reef_problem(self, c: int, kind: int) -> str | None:
        if KIND_SPECIAL[kind]:
            return "Special creatures are never played face down."
        if self.hands[self.turn][kind] <= 0:
            return f"You have no {describe_tile(kind)[2:]} in your hand."
        if not self._empty(c):
            return "That space is taken: a face-down tile goes onto an empty space."
        rids = {self.reef[n] for n in self.nbrs[c]} - {-1}
        if not rids:
            return "A face-down tile must be placed next to a reef to expand it."
        if len(rids) > 1:
            return "Reefs may never join: that space touches two reefs."
        if not self.explored[next(iter(rids))]:
            return "That reef is unexplored: a reef can only be expanded once a creature has touched it."
        return None

    def _open_around(self, rid: int):
        """The empty spaces touching reef `rid`, one by one (a space may come twice)."""
        owner, reef, nbrs = self.owner, self.reef, self.nbrs
        return (n for cell in self.reef_cells[rid] for n in nbrs[cell] if owner[n] < 0 and reef[n] < 0)

    def reef_complete(self, rid: int) -> bool:
        """Surrounded by face-up creature tiles and the edge of the play area."""
        return next(self._open_around(rid), None) is None  # the first open space is enough

    def reef_open_spaces(self, rid: int) -> int:
        """Empty spaces still touching reef `rid`: it is complete when none is left."""
        return len(set(self._open_around(rid)))

    def reef_creatures(self, rid: int) -> list[int]:
        """Creatures each seat has on tiles directly adjacent to reef `rid`."""
        counts = [0] * self.players
        cells = set(self.reef_cells[rid])
        seen: set[int] = set()
        for cell in cells:
            for n in self.nbrs[cell]:
                if n not in seen and n not in cells and self.up[n]:
                    seen.add(n)
                    counts[self.owner[n]] += KIND_VALUE[self.kind[n]]
        return counts
