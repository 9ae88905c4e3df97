"""What the player can pick up from the rack, and how tiles are named in words."""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)


class RackItem:
    """Something the player can pick up: a tile in hand or a special beside the rack."""

    kind: str  # "hand" or "special"
    code: str  # tile code, e.g. "crab-2" or "crab-special"
    slot: int


def settle_hand(layout: list[str | None], hand: list[str]) -> list[str | None]:
    """The hand's tiles in their rack slots, each left where it was: a tile played leaves a gap
    (so the next one is where the player's hand expects it), and a tile come back (undo) or
    new fills the first gap. `layout` is the last arrangement; trailing gaps are dropped."""
    left: dict[str, int] = {}
    for code in hand:
        left[code] = left.get(code, 0) + 1
    settled: list[str | None] = []
    for code in layout:
        if code is not None and left.get(code, 0) > 0:
            left[code] -= 1
            settled.append(code)
        else:
            settled.append(None)
    for code in hand:
        if left.get(code, 0) > 0:
            left[code] -= 1
            gap = settled.index(None) if None in settled else len(settled)
            if gap == len(settled):
                settled.append(code)
            else:
                settled[gap] = code
    while settled and settled[-1] is None:
        settled.pop()
    return settled
