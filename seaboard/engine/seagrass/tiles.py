"""Creature tiles: 32 per player (28 regular in hand/supply, 4 specials beside).

Internally a tile kind is a small int, creature * 3 + variant (0 single,
1 double, 2 special); moves, events and views use readable codes such as
"jellyfish-2" or "crab-special".
"""

from __future__ import annotations

CREATURES: tuple[str, ...] = ("jellyfish", "turtle", "starfish", "crab")
JELLYFISH, TURTLE, STARFISH, CRAB = range(4)
SINGLE, DOUBLE, SPECIAL = range(3)

# Printed creatures on each special tile (COMPONENTS.md).
SPECIAL_VALUES: tuple[int, ...] = (4, 2, 2, 1)

KINDS = 12
KIND_CREATURE: tuple[int, ...] = tuple(k // 3 for k in range(KINDS))
KIND_VARIANT: tuple[int, ...] = tuple(k % 3 for k in range(KINDS))
KIND_VALUE: tuple[int, ...] = tuple((1, 2, SPECIAL_VALUES[k // 3])[k % 3] for k in range(KINDS))
KIND_SPECIAL: tuple[bool, ...] = tuple(k % 3 == SPECIAL for k in range(KINDS))
KIND_CODES: tuple[str, ...] = tuple(
    f"{CREATURES[k // 3]}-{('1', '2', 'special')[k % 3]}" for k in range(KINDS)
)
CODE_KIND: dict[str, int] = {code: k for k, code in enumerate(KIND_CODES)}

# Per creature: 5 single tiles and 2 double tiles in hand and supply.
REGULAR_MIX: tuple[tuple[int, int], ...] = tuple(
    (c * 3 + v, n) for c in range(4) for v, n in ((SINGLE, 5), (DOUBLE, 2))
)
TILES_PER_PLAYER = 32
HAND_SIZE = 5
HAND_LIMIT = 7
REEF_DRAW = 3


def special_kind(creature: int) -> int:
    return creature * 3 + SPECIAL


def regular_tiles() -> list[int]:
    """The 28 regular tiles of one player, as kinds, in a fixed order."""
    return [kind for kind, n in REGULAR_MIX for _ in range(n)]


def describe_tile(kind: int) -> str:
    """'a double jellyfish tile', 'the special crab' for messages."""
    creature = CREATURES[KIND_CREATURE[kind]]
    variant = KIND_VARIANT[kind]
    if variant == SPECIAL:
        return f"the special {creature}"
    return f"a {'single' if variant == SINGLE else 'double'} {creature} tile"
