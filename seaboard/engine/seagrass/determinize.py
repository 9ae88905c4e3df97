"""Rebuild a full Seagrass game from one seat's view, sampling what it cannot see.

Hidden parts: other players' hands, every supply's order and contents, and
other players' face-down reef tiles. Each player's unseen tiles are exactly
their 28 regular tiles minus the ones this seat has seen (face up on the
board, in the box, its own hand and its own face-down tiles); they are
shuffled and dealt back into those hidden places. Scores this seat may not
know are set to 0 (with an empty breakdown). The sampled game cannot undo
(use copy() to branch a search).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from seaboard.engine.core import StateError
from seaboard.engine.seagrass.tiles import CODE_KIND, CREATURES, KIND_SPECIAL, KINDS, regular_tiles


def determinize(cls: Any, view: Any, rng: random.Random) -> Any:
    options = {
        "board": view.board_side,
        "regions": "+".join(view.regions_in_play),
        "introductory": view.introductory,
        "discovery": view.discovery,
        "open_scores": view.open_scores,
    }
    # A real (throwaway) setup gives every base-class attribute; the state is then replaced.
    game = cls(view.players, 0, options)
    game.rng = random.Random(rng.getrandbits(64))
    game.moves = []
    # Undo replays from the setup, which this sampled game does not come from: block it.
    game.undo_floor = 1 << 30
    game._init_layout()
    n, players = game.n_cells, game.players
    index = game.layout.index
    game.owner, game.kind, game.up, game.reef = [-1] * n, [-1] * n, [False] * n, [-1] * n
    seen = [Counter() for _ in range(players)]  # regular kinds this seat knows the place of
    hidden_down: list[list[int]] = [[] for _ in range(players)]
    for space in view.spaces:
        c = index[space.cell]
        game.reef[c] = space.reef
        if space.owner < 0:
            continue
        game.owner[c] = space.owner
        if space.content == "creature":
            game.up[c] = True
        if space.tile is None:
            hidden_down[space.owner].append(c)
            continue
        kind = CODE_KIND[space.tile]
        game.kind[c] = kind
        if not KIND_SPECIAL[kind]:
            seen[space.owner][kind] += 1
    game.reef_cells = [[index[h] for h in r.cells] for r in view.reefs]
    game.start_reef = view.start_reef
    game.explored = [r.explored for r in view.reefs]
    game.completed = [r.completed for r in view.reefs]
    game.antler = [r.antler for r in view.reefs]
    game.antlers = view.antlers_left
    game.tokens = [[CREATURES.index(t) for t in r.tokens] for r in view.reefs]
    game.hands, game.supply, game.specials, game.box, game.discovery = [], [], [], [], []
    for s, info in enumerate(view.player_info):
        for code in info.boxed:
            if not KIND_SPECIAL[CODE_KIND[code]]:
                seen[s][CODE_KIND[code]] += 1
        hand = [0] * KINDS
        known_hand = view.hands[s]
        if known_hand is not None:
            for code in known_hand:
                hand[CODE_KIND[code]] += 1
                seen[s][CODE_KIND[code]] += 1
        pool = list((Counter(regular_tiles()) - seen[s]).elements())
        rng.shuffle(pool)
        need = len(hidden_down[s]) + info.supply_count + (0 if known_hand is not None else info.hand_count)
        if len(pool) != need:
            raise StateError(f"the view of seat {s} does not add up to 32 tiles")
        for c in hidden_down[s]:
            game.kind[c] = pool.pop()
        if known_hand is None:
            for _ in range(info.hand_count):
                hand[pool.pop()] += 1
        game.hands.append(hand)
        game.supply.append(pool)
        game.specials.append([c in info.specials for c in CREATURES])
        game.box.append([CODE_KIND[code] for code in info.boxed])
        game.discovery.append(list(info.discovery))
    game.scores = [sc if sc is not None else 0 for sc in view.scores]
    game.breakdown = [
        dict(b) if b is not None else {"colonies": 0, "reefs": 0, "discovery": 0} for b in view.breakdown
    ]
    game.turn = view.current_player if view.current_player is not None else 0
    game.phase = view.phase
    game.creature = CREATURES.index(view.colony_creature) if view.colony_creature else -1
    game.placed = [index[cell] for cell, _ in view.placed]
    game.special_placed = view.special_placed
    game.turtle = view.turtle_bonus
    game.reef_cell = index[view.reef_cell] if view.reef_cell is not None else -1
    game.over = view.is_over
    game.end_reason = view.end_reason
    return game
