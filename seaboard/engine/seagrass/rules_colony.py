"""Research Colony legality: colonies in progress, the special creatures' limits,
and the look-ahead that keeps legal_moves() free of dead ends.

A mixin of the Seagrass game: it reads the board arrays the game keeps.
Step invariant: the tiles placed this action always form one colony, or two
when the special starfish is (or can still be) played; every offered step
leaves a way to a legal Confirm (see _finishable).
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from seaboard.engine.core import Move
from seaboard.engine.seagrass.moves import PHASE_COLONY, REEF_CONFIRM, Confirm
from seaboard.engine.seagrass.tiles import (
    CRAB,
    CREATURES,
    KIND_CREATURE,
    KIND_SPECIAL,
    KINDS,
    STARFISH,
    describe_tile,
    special_kind,
)


class ColonyRules:
    """Research Colony checks, mixed into Seagrass."""

    turn: int
    phase: str
    creature: int
    placed: list[int]
    special_placed: bool
    owner: list[int]
    kind: list[int]
    up: list[bool]
    reef: list[int]
    explored: list[bool]
    hands: list[list[int]]
    specials: list[list[bool]]
    nbrs: tuple[tuple[int, ...], ...]
    n_cells: int
    options: dict[str, Any]
    layout: Any
    creature_moves: tuple[Move, ...]

    def _groups(self) -> list[set[int]]:
        """Colonies (own face-up tiles of the action's creature) holding tiles placed this action."""
        seat, creature = self.turn, self.creature
        owner, up, kind, nbrs = self.owner, self.up, self.kind, self.nbrs
        groups: list[set[int]] = []
        seen: set[int] = set()
        for start in self.placed:
            if start in seen:
                continue
            group = {start}
            stack = [start]
            while stack:
                for n in nbrs[stack.pop()]:
                    if n not in group and owner[n] == seat and up[n] and KIND_CREATURE[kind[n]] == creature:
                        group.add(n)
                        stack.append(n)
            seen |= group
            groups.append(group)
        return groups

    def _frontier(self, group: set[int]) -> set[int]:
        nbrs = self.nbrs
        return {n for c in group for n in nbrs[c]} - group

    def colony_of(self, c: int) -> set[int]:
        """The colony containing the face-up tile on cell index `c`."""
        seat, creature = self.owner[c], KIND_CREATURE[self.kind[c]]
        owner, up, kind, nbrs = self.owner, self.up, self.kind, self.nbrs
        group = {c}
        stack = [c]
        while stack:
            for n in nbrs[stack.pop()]:
                if n not in group and owner[n] == seat and up[n] and KIND_CREATURE[kind[n]] == creature:
                    group.add(n)
                    stack.append(n)
        return group

    def _regulars_left(self, creature: int) -> int:
        hand = self.hands[self.turn]
        return hand[creature * 3] + hand[creature * 3 + 1]

    def _regulars_placed(self) -> int:
        return sum(1 for c in self.placed if not KIND_SPECIAL[self.kind[c]])

    def _special_available(self, creature: int) -> bool:
        return self.specials[self.turn][creature] and not self.special_placed

    def _separate_cell_exists(self, group: set[int], hint: list[int] | None = None) -> bool:
        """An empty, playable cell that does not touch `group` (a starfish's second colony).

        `hint`: cells that were playable one placement ago; all but the cell just
        filled are still playable, so one outside the frontier settles it quickly."""
        frontier = self._frontier(group)
        if hint is not None:
            for c in hint:
                if c not in frontier and c not in group and self.owner[c] < 0:
                    return True
        return any(c not in frontier for c in self._placeable_cells())

    def _finishable(self, groups: list[set[int]], hint: list[int] | None = None) -> bool:
        """Can the colony action in progress still end in a legal Confirm?

        Each True case names a next step that is itself offered and keeps this
        True, so a random walk over offered steps always reaches Confirm. The
        check looks one step ahead, so a few exotic starfish plays that need
        more look-ahead (the special bridging two groups, then a new colony
        that only becomes playable later) are not offered.

        Ruling (Special starfish, 'split the starfish tiles you play this turn
        between two colonies'; 'no dead ends'): the look-ahead stays one step.
        At the table the tiles go down together; here they go one at a time,
        and any final split is still reachable in another order (the second
        colony first, then the special, then the rest of its colony), except
        where no free space outside the first colony exists until later tiles
        explore a reef. An exact search would have to try every order of up
        to eight tiles on every step, so such plays, if they arise, are not
        offered; an exhaustive search over sampled games found none
        (tests/seagrass/test_seagrass_lookahead.py)."""
        if not self.placed:
            return True
        creature, k = self.creature, len(groups)
        if self.special_placed:
            if creature == STARFISH:
                if k == 2:
                    return True
                return self._regulars_left(creature) > 0 and self._separate_cell_exists(groups[0], hint)
            if self._regulars_placed():
                return True
            # A special is never played alone: a regular tile must still fit beside it.
            return self._regulars_left(creature) > 0 and any(
                self._empty(n) for n in self._frontier(groups[0])
            )
        if k == 1:
            return True
        # Two starfish colonies and the special still to come: it must fit beside exactly one.
        if not self._special_available(creature):
            return False
        a, b = self._frontier(groups[0]), self._frontier(groups[1])
        return any(self._empty(c) for c in a ^ b)

    def _try_finishable(self, c: int, kind: int, hint: list[int] | None = None) -> bool:
        """Place `kind` on cell `c` for a moment and ask whether the turn can still finish."""
        seat = self.turn
        saved = (self.owner[c], self.kind[c], self.up[c], self.creature, self.special_placed)
        explored = [r for r in {self.reef[n] for n in self.nbrs[c]} if r >= 0 and not self.explored[r]]
        self.owner[c], self.kind[c], self.up[c] = seat, kind, True
        self.creature = KIND_CREATURE[kind]
        special = KIND_SPECIAL[kind]
        if special:
            self.special_placed = True
        else:
            self.hands[seat][kind] -= 1
        for r in explored:
            self.explored[r] = True
        self.placed.append(c)
        try:
            return self._finishable(self._groups(), hint)
        finally:
            self.placed.pop()
            for r in explored:
                self.explored[r] = False
            if not special:
                self.hands[seat][kind] += 1
            self.owner[c], self.kind[c], self.up[c], self.creature, self.special_placed = saved

    def _creature_problem(
        self,
        c: int,
        kind: int,
        groups: list[set[int]],
        frontiers: list[set[int]],
        hint: list[int] | None = None,
    ) -> str | None:
        """Why playing `kind` face up on cell `c` is illegal now, or None.

        `hint`: some cells playable now (a speed-up for the starfish checks)."""
        seat, creature = self.turn, KIND_CREATURE[kind]
        special = KIND_SPECIAL[kind]
        name = CREATURES[creature]
        if self.creature >= 0 and creature != self.creature:
            return f"Research Colony plays one creature only: this turn you are playing {CREATURES[self.creature]}."
        if special:
            if self.options["introductory"]:
                return "Introductory mode plays without special creatures."
            if not self.specials[seat][creature]:
                return f"Your special {name} has already been played."
            if creature == CRAB:
                # Ruling ('onto a space occupied by any creature tile belonging to another
                # player'): face-up tiles only; a face-down tile is part of a reef. Specials too.
                if self.owner[c] < 0 or not self.up[c]:
                    return "The special crab must be played onto another player's face-up creature tile."
                if self.owner[c] == seat:
                    return "The special crab replaces another player's tile, never your own."
            elif not self._empty(c):
                return "That space is taken: creature tiles go onto empty spaces."
        else:
            if self.hands[seat][kind] <= 0:
                return f"You have no {describe_tile(kind)[2:]} in your hand."
            if not self._empty(c):
                return "That space is taken: creature tiles go onto empty spaces."
        touching = sum(1 for f in frontiers if c in f)
        k = len(groups) - touching + 1
        if k > 1:
            split_ok = creature == STARFISH and (self.special_placed or self._special_available(creature))
            # Ruling ('they must be played in the same colony'): tiles may join each
            # other through the existing colony (test_tiles_may_join_through_the_existing_colony).
            # Said before the touch rule: once a colony is started, joining it is the rule that
            # rules a space out (playtest: a colony with no room left to grow was refused with the
            # touch rule, while plenty of spaces touched face-up tiles).
            if not split_ok:
                return "All the tiles you play must join one colony: play next to the tiles you placed this turn."
            if k > 2:
                return "The special starfish splits your starfish into exactly two colonies, not more."
        # "Every tile you play must be adjacent to an explored reef or a face-up creature
        # tile": the special crab too (its target's neighbours count).
        if not self._supported(c):
            return "Every tile must touch an explored reef or a face-up creature tile."
        # Quick, common cases that can always finish (the same reasoning as _finishable).
        if k == 1:
            if not special and (not self.special_placed or creature != STARFISH):
                return None  # a regular tile in the one colony: Confirm stays legal
            if special and creature != STARFISH:
                if self._regulars_placed():
                    return None
                if self._regulars_left(creature) and any(self._empty(n) for n in self.nbrs[c]):
                    return None  # room right beside the special for a regular tile
        if not self._try_finishable(c, kind, hint):
            if special and not self._regulars_left(creature) and not self._regulars_placed():
                return f"A special creature is never played alone: you need a regular {name} tile with it."
            if creature == STARFISH:
                return (
                    "The special starfish needs two separate starfish colonies: "
                    "your starfish tiles could not make the second one from there."
                )
            return f"A special creature is never played alone: no regular {name} tile could join it there."
        return None

    def _confirm_problem(self, groups: list[set[int]] | None = None) -> str | None:
        """Why Confirm is illegal now, or None; `groups`: self._groups() if known."""
        if self.phase == REEF_CONFIRM:
            return None
        if self.phase != PHASE_COLONY:
            return "There is nothing to confirm yet."
        if not self.placed:
            return "Play at least one creature tile first."
        if groups is None:
            groups = self._groups()
        if self.special_placed:
            if not self._regulars_placed():
                return "A special creature is never played alone: add a regular tile of the same creature."
            # Ruling ('split the starfish tiles you play this turn between two colonies'): the special
            # may be a colony on its own, so one regular starfish plus the special is a 1 + 2 split.
            if self.creature == STARFISH and len(groups) != 2:
                return "The special starfish splits your starfish into two colonies that do not touch: start the second one."
        if len(groups) != 1 and not (self.special_placed and self.creature == STARFISH):
            if self.creature == STARFISH and len(groups) == 2 and self._special_available(STARFISH):
                return "Your starfish form two colonies: add the special starfish to split them, or undo a tile."
            return "All the tiles you play must join one colony."
        return None

    def _colony_moves(self) -> list[Move]:
        seat = self.turn
        hand = self.hands[seat]
        table = self.creature_moves  # index cell * KINDS + kind
        moves: list[Move] = []
        groups = self._groups()
        if self._confirm_problem(groups) is None:
            moves.append(Confirm())
        creatures = [self.creature] if self.creature >= 0 else list(range(4))
        frontiers = [self._frontier(g) for g in groups]
        split = self.creature == STARFISH and (self.special_placed or self._special_available(STARFISH))
        if groups and not split:
            owner, reef = self.owner, self.reef
            candidates = sorted(c for c in frontiers[0] if owner[c] < 0 and reef[c] < 0)
        else:
            candidates = self._placeable_cells()
        for creature in creatures:
            kinds = [k for k in (creature * 3, creature * 3 + 1) if hand[k] > 0]
            if kinds:
                # Without a starfish split every candidate joins the one colony (or starts
                # it), which can always be confirmed; only splits need the full check.
                if not groups or not split:
                    moves += [table[c * KINDS + k] for c in candidates for k in kinds]
                else:
                    for c in candidates:
                        if self._creature_problem(c, kinds[0], groups, frontiers, candidates) is None:
                            moves += [table[c * KINDS + k] for k in kinds]
            special = special_kind(creature)
            if self.options["introductory"] or not self._special_available(creature):
                continue
            if not kinds and not self._regulars_placed():
                continue  # never alone: no regular tile of this creature to go with it
            if creature == CRAB:
                owner = self.owner
                targets = [c for c in compress(range(self.n_cells), self.up) if owner[c] != seat]
                if groups:
                    targets = [c for c in targets if c in frontiers[0]]
            else:
                targets = candidates
            nbrs, owner, reef, up, kind = self.nbrs, self.owner, self.reef, self.up, self.kind
            for c in targets:
                # Quick: a jellyfish, turtle or crab special joining the colony (which
                # already has a regular tile), or starting it with room for one beside it.
                if creature != STARFISH and (
                    groups
                    or (
                        (creature != CRAB or self._supported(c))
                        and any(owner[n] < 0 and reef[n] < 0 for n in nbrs[c])
                    )
                ):
                    moves.append(table[c * KINDS + special])
                    continue
                alone = not groups and not any(
                    owner[n] == seat and up[n] and KIND_CREATURE[kind[n]] == creature for n in nbrs[c]
                )
                if alone and creature == STARFISH and len(candidates) > 7:
                    # Starting with the special starfish on its own: of 8+ playable cells
                    # at least one lies outside it and its 6 neighbours, for the second colony.
                    moves.append(table[c * KINDS + special])
                elif alone and creature == CRAB:
                    continue  # a lone crab with no empty space beside it: no regular crab can join
                elif self._creature_problem(c, special, groups, frontiers, candidates) is None:
                    moves.append(table[c * KINDS + special])
        return moves
