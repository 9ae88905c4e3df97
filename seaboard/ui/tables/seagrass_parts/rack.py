"""What the player can pick up from the rack, the keys that pick it, and how tiles are named in words."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from seaboard.engine.core import TurnStarted
from seaboard.engine.seagrass.events import CreaturePlaced, ReefExpanded, TilesDrawn
from seaboard.engine.seagrass.tiles import HAND_LIMIT

# A hand tile's key is its rack slot's number (a hand holds at most HAND_LIMIT tiles).
HAND_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
             pygame.K_9)[:HAND_LIMIT]
# Playtest: the specials were numbered after the hand, so a special's number changed with the hand size (the
# crab was 9 with five tiles in hand, and had no key with seven). Each special has its own letter, the same
# all game; the crab's is K, as C is Confirm.
SPECIAL_KEYS = {"jellyfish-special": (pygame.K_j, "J"), "turtle-special": (pygame.K_t, "T"),
                "starfish-special": (pygame.K_s, "S"), "crab-special": (pygame.K_k, "K")}
ACTION_HELP = {  # the two actions in a sentence, for the pointer where the buttons have no room for it
    "colony": "Research Colony: play creature tiles of one kind as a colony and score it.",
    "reef": "Research Reef: play a tile face down to grow an explored reef, then draw up to three tiles.",
}
SPECIAL_HELP = {
    "jellyfish-special": "Special jellyfish: four jellyfish. Play it with at least one jellyfish tile.",
    "turtle-special": "Special turtle: two turtles, then an extra Research Reef action.",
    "starfish-special": "Special starfish: two starfish; split this turn's starfish into two colonies.",
    "crab-special": "Special crab: goes onto another player's face-up tile, which leaves the game.",
}


def tile_words(code: str | None) -> str:
    """'crab-2' -> 'double crab tile'; 'turtle-special' -> 'special turtle'."""
    if not code:
        return "tile"
    creature, _, variant = code.partition("-")
    if variant == "special":
        return f"special {creature}"
    return f"{'double' if variant == '2' else 'single'} {creature} tile"


def rack_kind(code: str) -> str:
    """Where a tile of `code` lies for its player: "special" beside the rack, else "hand"."""
    return "special" if code.endswith("special") else "hand"


@dataclass(frozen=True)
class RackItem:
    """Something the player can pick up: a tile in hand or a special beside the rack."""

    kind: str  # "hand" or "special"
    code: str  # tile code, e.g. "crab-2" or "crab-special"
    slot: int


@dataclass(frozen=True)
class Gap:
    """An empty rack slot, remembering the tile that left it (so undo brings it back there)."""

    former: str | None = None


def settle_hand(layout: list[str | Gap], hand: list[str], keep_trailing: bool = False,
                leaving: int | None = None) -> list[str | Gap]:
    """The hand's tiles in their rack slots, each left where it was: a tile played leaves a gap
    (so the next one is where the player's hand expects it; of two alike, the one from slot
    `leaving`, where the player picked it up), a tile coming back (undo) returns to its own gap,
    and a new one fills the first gap. `layout` is the last arrangement; trailing gaps are
    dropped unless `keep_trailing` (so the keys after them keep their numbers)."""
    left: dict[str, int] = {}
    for code in hand:
        left[code] = left.get(code, 0) + 1
    layout = list(layout)
    if leaving is not None and 0 <= leaving < len(layout) and isinstance(layout[leaving], str):
        code = layout[leaving]
        if sum(1 for slot in layout if slot == code) > left.get(code, 0):
            layout[leaving] = Gap(code)
    settled: list[str | Gap] = []
    for slot in layout:
        code = slot if isinstance(slot, str) else None
        if code is not None and left.get(code, 0) > 0:
            left[code] -= 1
            settled.append(code)
        else:
            settled.append(slot if isinstance(slot, Gap) else Gap(code))
    for code in hand:
        if left.get(code, 0) > 0:
            left[code] -= 1
            gaps = [i for i, slot in enumerate(settled) if isinstance(slot, Gap)]
            own = [i for i in gaps if settled[i].former == code]
            if own or gaps:
                settled[(own or gaps)[0]] = code
            else:
                settled.append(code)
    while settled and isinstance(settled[-1], Gap) and not keep_trailing:
        settled.pop()
    return settled


class RackMemory:
    """Each seat's rack slots and the slots its draws filled, as play lays them move by move: the
    table keeps one as the game is played, and `rack_memory_along` rebuilds one from the moves by
    the same rule (playtest: a resumed game, Continue or Load, came back with no new-tile marks
    and its racks packed afresh)."""

    def __init__(self) -> None:
        self.layouts: dict[int, list[str | Gap]] = {}  # seat -> its rack slots (a code or a Gap), turn to turn
        self.drawn_this_turn: dict[int, set[int]] = {}  # seat -> rack slots its draws filled this turn so far
        self.new_since: dict[int, dict[int, set[int]]] = {}  # seat -> {moves when its turn began: slots new then}
        # The board's side of it: the (placer, space) of each tile the others placed (face up, or
        # face down into a reef: only the space, never the tile) since a seat last moved, and as
        # they stood when its turn began (playtest: a bot placed five tiles and nothing showed them).
        self.placed_since: dict[int, list[tuple[int, tuple[int, int]]]] = {}  # seat -> since its last move
        self.recent_since: dict[int, dict[int, tuple]] = {}  # seat -> {moves when its turn began: (placer, space)...}

    def settle(self, seat: int, hand, leaving: int | None = None) -> list[str | Gap]:
        """`seat`'s rack with `hand` settled into its slots (settle_hand), kept for the next time."""
        layout = settle_hand(self.layouts.get(seat, []), list(hand), keep_trailing=True, leaving=leaving)
        self.layouts[seat] = layout
        return layout

    def fold(self, game, leaving: dict[int, int] | None = None) -> None:
        """Settle every seat's rack into its own hand after a move, not only the shown seat's when
        drawn, so live play and the rebuild from the moves lay the same racks."""
        for seat in range(game.players):
            self.settle(seat, game.view(seat).hand, (leaving or {}).get(seat))

    def after_move(self, game, mover: int | None, before, events, leaving: int | None = None) -> None:
        """Note a move `mover` made with `before` in hand: the slots its draw (at the end of its
        turn) fills are marked at the start of its next turn. The slots are taken as the draw
        lands (review: marking the last of alike tiles could mark an old one while the drawn tile
        had filled a gap lower down). `leaving` is the slot the played tile left, when known.
        The tiles placed are noted for the others too (placed_since, recent_since)."""
        if mover is not None:
            self.placed_since[mover] = []  # the mover has acted: what the others did is seen
        for ev in events:
            if isinstance(ev, (CreaturePlaced, ReefExpanded)):
                for seat in range(game.players):
                    if seat != ev.seat:
                        self.placed_since.setdefault(seat, []).append((ev.seat, tuple(ev.cell)))
            if isinstance(ev, TilesDrawn) and ev.seat == mover and ev.count:
                # The tiles played leave their gaps first, then the drawn ones fill the first gaps.
                played = self.settle(mover, before, leaving)
                leaving = None
                drawn = self.settle(mover, game.view(mover).hand)
                self.drawn_this_turn.setdefault(mover, set()).update(
                    i for i, code in enumerate(drawn)
                    if isinstance(code, str) and (i >= len(played) or played[i] != code))
            elif isinstance(ev, TurnStarted):
                slots = self.drawn_this_turn.pop(ev.seat, set())
                self.new_since.setdefault(ev.seat, {})[len(game.moves)] = slots
                recent = tuple(self.placed_since.get(ev.seat, ()))
                self.recent_since.setdefault(ev.seat, {})[len(game.moves)] = recent
        self.fold(game, {mover: leaving} if mover is not None and leaving is not None else None)


def rack_memory_along(game_cls, game) -> RackMemory:
    """The RackMemory after `game`'s moves, replayed from the setup as the table lays it while the
    game is played, so a loaded game, an undo or a replay's step back shows the racks and marks
    seen at that position. The moves do not say which of two alike tiles was picked up: the
    rebuild takes the later one's slot (settle_hand's choice with no `leaving`)."""
    replayed = game_cls(game.players, game.seed, dict(game.options))
    memory = RackMemory()
    memory.fold(replayed)
    for move in game.moves:
        mover = replayed.current_player
        before = replayed.view(mover).hand if mover is not None else ()
        memory.after_move(replayed, mover, before, replayed.apply(move))
    return memory
