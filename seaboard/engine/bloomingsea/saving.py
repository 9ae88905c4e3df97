"""Saving and restoring the Blooming Sea state as plain JSON."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES, FISH_NAMES
from seaboard.engine.bloomingsea.tiles import TILES, oriented_cells
from seaboard.engine.core import StateError

if TYPE_CHECKING:
    from seaboard.engine.bloomingsea.game import BloomingSea
    from seaboard.engine.bloomingsea.view import View

STAGES = ("play", "place_fish", "over")


def state_to_dict(game: BloomingSea) -> dict[str, Any]:
    """Everything but setup, rng and moves, as plain JSON."""
    board = game.board
    return {
        "hands": list(game.hands),
        "pile": list(game.pile),
        "discarded": list(game.discarded),
        "placements": [list(p) for p in game.placements],
        "fish": [[*board.cell(i), k] for i, k in sorted(game.fish.items())],
        "fish_results": [list(r) for r in game.fish_results],
        "fish_supply": list(game.fish_supply),
        "reef_points": list(game.reef_points),
        "fish_points": list(game.fish_points),
        "turn": game.turn,
        "stage": game.stage,
    }


def load_state(game: BloomingSea, data: Mapping[str, Any]) -> None:
    """Restore `state_to_dict` output into `game` (players and options already set).

    Rebuilds the board caches by laying the placements again; raises
    StateError with a reason when the data is damaged or inconsistent.
    """
    game._init_static()
    game._clear_board()
    n, board = game.players, game.board

    def ints(key: str, length: int | None = None) -> list[int]:
        values = data[key]
        if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
            raise StateError(f"{key} must be a list of whole numbers")
        if length is not None and len(values) != length:
            raise StateError(f"{key} must have {length} entries")
        return list(values)

    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != n or not all(h is None or isinstance(h, int) for h in hands):
        raise StateError("hands must hold one tile id or null per seat")
    game.hands = list(hands)
    game.pile = ints("pile")
    game.discarded = ints("discarded")
    game.reef_points = ints("reef_points", n)
    game.fish_points = ints("fish_points", n)
    placements = data["placements"]
    if not isinstance(placements, list):
        raise StateError("placements must be a list")
    for p in placements:
        if not isinstance(p, list) or len(p) != 5 or not all(isinstance(v, int) for v in p):
            raise StateError("a placement is [seat, tile, rotation, x, y]")
        seat, tile, rotation, x, y = p
        if not 0 <= seat < n or not 0 <= tile < len(TILES) or not 0 <= rotation <= 3:
            raise StateError(f"placement {p} is out of range")
        f = board.fp_lookup.get((board.pattern_of[(TILES[tile].shape, rotation)], x, y))
        if f is None or not game.free[f]:
            raise StateError(f"placement {p} does not fit the board")
        offsets = oriented_cells(TILES[tile].shape, rotation)
        game._lay([board.index(x + dx, y + dy) for dx, dy in offsets], TILES[tile].colors, tile)
        game.placements.append((seat, tile, rotation, x, y))
    used = [h for h in game.hands if h is not None] + game.pile + game.discarded + [p[1] for p in game.placements]
    if sorted(used) != list(range(len(TILES))):
        raise StateError("every tile must be in exactly one place (hand, pile, board or set aside)")
    game.fish = {}
    for entry in data["fish"]:
        if not isinstance(entry, list) or len(entry) != 3:
            raise StateError("a fish is [x, y, kind]")
        x, y, kind = entry
        if kind not in FISH_NAMES or not (isinstance(x, int) and isinstance(y, int)) or not board.is_numbered(x, y):
            raise StateError(f"fish {entry} is not a fish on a numbered square")
        game.fish[board.index(x, y)] = kind
    game.fish_results = []
    for entry in data["fish_results"]:
        if not isinstance(entry, list) or len(entry) != 5:
            raise StateError("a fish result is [x, y, kind, value, winner]")
        x, y, kind, value, winner = entry
        game.fish_results.append((int(x), int(y), str(kind), int(value), int(winner)))
    supply = data["fish_supply"]
    if not isinstance(supply, list) or not all(k in AQUARIST_VALUES for k in supply):
        raise StateError("fish_supply must list Aquarist fish kinds")
    game.fish_supply = list(supply)
    if len(game.fish) + len(game.fish_results) + len(game.fish_supply) != len(board.numbered):
        raise StateError("every fish token must be on the board, scored or in the supply")
    turn, stage = data["turn"], data["stage"]
    if not isinstance(turn, int) or not 0 <= turn < n or stage not in STAGES:
        raise StateError("turn or stage is damaged")
    game.turn, game.stage = turn, stage


def state_from_view(view: View, rng: random.Random) -> dict[str, Any]:
    """A state (as `state_to_dict` writes it) matching what `view` shows.

    What the seat cannot see, the other hands and the order of the pile, is
    sampled with `rng` from the tiles not yet seen; nothing else is read.
    """
    known = {p[1] for p in view.placements} | set(view.discarded)
    known |= {t.id for t in view.hands if t is not None}
    unseen = [t for t in range(len(TILES)) if t not in known]
    rng.shuffle(unseen)
    hands = []
    for s in range(view.players):
        if view.hands[s] is not None:
            hands.append(view.hands[s].id)
        elif view.hand_sizes[s]:
            hands.append(unseen.pop())
        else:
            hands.append(None)
    if len(unseen) != view.pile_size:
        raise StateError("the view does not account for every tile")
    stage = "over" if view.is_over else ("place_fish" if view.phase == "place_fish" else "play")
    return {
        "hands": hands,
        "pile": unseen,
        "discarded": list(view.discarded),
        "placements": [list(p) for p in view.placements],
        "fish": [[x, y, k] for x, y, k, _ in view.fish],
        "fish_results": [list(r) for r in view.fish_results],
        "fish_supply": list(view.fish_supply),
        "reef_points": list(view.reef_points),
        "fish_points": list(view.fish_points),
        "turn": view.turn,
        "stage": stage,
    }
