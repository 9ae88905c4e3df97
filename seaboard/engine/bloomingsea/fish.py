"""Fish tokens: generic in the base game, four kinds in Aquarist mode."""

from __future__ import annotations

# In the base game fish tokens have no functional differences (rulebook,
# Components); they score the number printed on their square.
PLAIN_FISH = "fish"

# Aquarist mode: the fish's own points (rulebook, Variant; COMPONENTS.md: 3 of each).
AQUARIST_VALUES: dict[str, int] = {
    "clownfish": 8,
    "blue_tang": 7,
    "yellow_tang": 6,
    "whitetail": 5,
}
AQUARIST_COPIES = 3

FISH_NAMES: dict[str, str] = {
    PLAIN_FISH: "Fish",
    "clownfish": "Clownfish",
    "blue_tang": "Blue tang",
    "yellow_tang": "Yellow tang",
    "whitetail": "Whitetail",
}


def aquarist_tokens() -> list[str]:
    return [kind for kind in AQUARIST_VALUES for _ in range(AQUARIST_COPIES)]
