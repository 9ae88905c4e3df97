"""Special starfish: the one-step look-ahead against an exact search.

"you must split the starfish tiles you play this turn between two colonies
(the colonies cannot be adjacent to each other)". legal_moves() decides each
starfish step with a one-step look-ahead (rules_colony._finishable). Here an
exhaustive search over the rule's own conditions (one creature, tiles in
hand, each tile touching an explored reef or a face-up tile, at most two
colonies) decides which steps can still end in a legal Confirm, and the
offered steps must be exactly those: no dead end offered, no finishable
play withheld, in games steered towards starfish plays.
"""

import random

from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import PlaceCreature
from seaboard.engine.seagrass.tiles import KIND_CODES, STARFISH

REGULAR = (STARFISH * 3, STARFISH * 3 + 1)
SPECIAL = STARFISH * 3 + 2


def place(game, c, kind):
    saved = (game.owner[c], game.kind[c], game.up[c], game.creature, game.special_placed)
    explored = [r for r in {game.reef[n] for n in game.nbrs[c]} if r >= 0 and not game.explored[r]]
    game.owner[c], game.kind[c], game.up[c] = game.turn, kind, True
    game.creature = STARFISH
    if kind == SPECIAL:
        game.special_placed = True
    else:
        game.hands[game.turn][kind] -= 1
    for r in explored:
        game.explored[r] = True
    game.placed.append(c)
    return saved, explored, kind, c


def unplace(game, token):
    saved, explored, kind, c = token
    game.placed.pop()
    for r in explored:
        game.explored[r] = False
    if kind != SPECIAL:
        game.hands[game.turn][kind] += 1
    game.owner[c], game.kind[c], game.up[c], game.creature, game.special_placed = saved


def step_kinds(game):
    """One regular kind stands for all (single and double play alike) plus the special."""
    kinds = [k for k in REGULAR if game.hands[game.turn][k] > 0][:1]
    if game.specials[game.turn][STARFISH] and not game.special_placed:
        kinds.append(SPECIAL)
    return kinds


def rule_allows(game, c, kind):
    if game.owner[c] >= 0 or game.reef[c] >= 0 or not game._supported(c):
        return False
    split = game.special_placed or game.specials[game.turn][STARFISH]
    token = place(game, c, kind)
    colonies = len(game._groups())
    unplace(game, token)
    return colonies <= (2 if split else 1)


def confirmable(game):
    if not game.placed:
        return False
    colonies = len(game._groups())
    if game.special_placed:
        return colonies == 2 and any(game.kind[c] != SPECIAL for c in game.placed)
    return colonies == 1


def can_finish(game, memo):
    key = (frozenset(game.placed), game.special_placed)
    if key not in memo:
        memo[key] = confirmable(game) or any(
            rule_allows(game, c, kind) and finish_after(game, c, kind, memo)
            for c in game._placeable_cells()
            for kind in step_kinds(game)
        )
    return memo[key]


def finish_after(game, c, kind, memo):
    token = place(game, c, kind)
    try:
        return can_finish(game, memo)
    finally:
        unplace(game, token)


def test_starfish_steps_offered_are_exactly_those_that_can_still_finish():
    checked = 0
    for seed in range(24):
        game = Seagrass(2 + seed % 3, seed)
        rng = random.Random(seed)
        while not game.is_over:
            hand = game.hands[game.turn]
            if (
                game.phase == "colony"
                and game.creature in (-1, STARFISH)
                and (game.special_placed or game.specials[game.turn][STARFISH])
                and hand[REGULAR[0]] + hand[REGULAR[1]]
            ):
                offered = {(m.cell, m.tile) for m in game.legal_moves() if isinstance(m, PlaceCreature)}
                for c in game._placeable_cells():
                    for kind in step_kinds(game):
                        step = (game.hex_of(c), KIND_CODES[kind])
                        exact = rule_allows(game, c, kind) and finish_after(game, c, kind, {})
                        assert (step in offered) == exact, (seed, len(game.moves), step, exact)
                        checked += 1
            moves = game.legal_moves()
            starfish = [m for m in moves if isinstance(m, PlaceCreature) and m.tile.startswith("starfish")]
            game.apply(rng.choice(starfish if starfish and rng.random() < 0.7 else moves))
    assert checked > 500
