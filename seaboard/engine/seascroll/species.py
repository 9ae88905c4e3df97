"""The fish of Sea Scroll: species, values, and the deck for a player count.

A card is just its species' value (an int, 4..12): two cards of one species
are indistinguishable, and a species' value is also its number of cards.
"""

from __future__ import annotations

# value = number of cards; names per COMPONENTS.md (Lionfish, Butterflyfish,
# Parrotfish are our own names).
SPECIES: dict[int, str] = {
    4: "Regal Tang",
    5: "Lionfish",
    6: "Moorish Idol",
    7: "Butterflyfish",
    8: "Mandarin Fish",
    9: "Parrotfish",
    10: "Betta Fish",
    11: "Royal Angelfish",
    12: "Clown Fish",
}
ALL_SPECIES: tuple[int, ...] = tuple(sorted(SPECIES))
REGAL_TANG = 4

# Setup step 2: species taken out of the deck by player count.
SPECIES_REMOVED: dict[int, tuple[int, ...]] = {2: (11, 12), 3: (12,), 4: (), 5: (), 6: ()}
# Setup step 3: the chart of cards removed face down, unseen.
FACE_DOWN_REMOVED: dict[int, int] = {2: 14, 3: 14, 4: 11, 5: 6, 6: 5}
HAND_SIZE = 2
DRAW_COUNT = 2
HABITAT_LIMIT = 3
CHAOS_KEEP_LIMIT = 10
CHAOS_SECONDS = 45


def species_name(value: int) -> str:
    return SPECIES[value]


def plural(value: int, count: int) -> str:
    """'1 Betta Fish', '3 Regal Tang': fish names read the same in the plural."""
    return f"{count} {SPECIES[value]}"


def species_in_play(players: int) -> tuple[int, ...]:
    removed = SPECIES_REMOVED[players]
    return tuple(v for v in ALL_SPECIES if v not in removed)


def deck_for(players: int) -> list[int]:
    """Every card in the game at this player count, sorted (before any face-down removal)."""
    return [v for v in species_in_play(players) for _ in range(v)]


def miscount_adjustment(ocean_size: int, players: int) -> int:
    """Cards to add to the ocean from the box (>0) or set aside unseen (<0).

    Ruling (rulebook, Ending the Game, "Miscounts"): every player must get the
    same number of drawing turns, so the ocean must hold a whole number of
    rounds of draws. Add cards when barely short, stop early (set the surplus
    aside) when barely over; a surplus of exactly half a round is set aside.
    With the chart's removals this is always 0, which the tests assert.
    """
    per_round = DRAW_COUNT * players
    surplus = ocean_size % per_round
    if surplus == 0:
        return 0
    if surplus <= per_round // 2:
        return -surplus
    return per_round - surplus
