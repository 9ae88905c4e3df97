"""No dead ends, no withheld plays: the colony look-ahead against an exact search.

"you must split the starfish tiles you play this turn between two colonies
(the colonies cannot be adjacent to each other)". legal_moves() decides each
starfish step with a one-step look-ahead (rules_colony._finishable). Here an
exhaustive search over the rule's own conditions (one creature, tiles in
hand, each tile touching an explored reef or a face-up tile, at most two
colonies) decides which steps can still end in a legal Confirm, and the
offered steps must be exactly those: no dead end offered, no finishable
play withheld, in games steered towards starfish plays. The second test
does the same for every creature and special (the crab onto another
player's tile, a special never alone) in ordinary random games.
"""

import random

from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import PlaceCreature
from seaboard.engine.seagrass.tiles import KIND_CODES, STARFISH

REGULAR = (STARFISH * 3, STARFISH * 3 + 1)
SPECIAL = STARFISH * 3 + 2


def put_any(game, c, kind):
    """Lay one colony tile for a moment (any creature, regular or special); take_back undoes it."""
    seat = game.turn
    saved = (game.owner[c], game.kind[c], game.up[c], game.creature, game.special_placed)
    explored = [r for r in {game.reef[n] for n in game.nbrs[c]} if r >= 0 and not game.explored[r]]
    game.owner[c], game.kind[c], game.up[c] = seat, kind, True
    game.creature = kind // 3
    special = kind % 3 == 2
    if special:
        game.special_placed = True
    else:
        game.hands[seat][kind] -= 1
    for r in explored:
        game.explored[r] = True
    game.placed.append(c)
    return saved, explored, special, kind, c


def take_back(game, token):
    saved, explored, special, kind, c = token
    game.placed.pop()
    for r in explored:
        game.explored[r] = False
    if not special:
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
    token = put_any(game, c, kind)
    colonies = len(game._groups())
    take_back(game, token)
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
    token = put_any(game, c, kind)
    try:
        return can_finish(game, memo)
    finally:
        take_back(game, token)


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


# -- every creature --------------------------------------------------------------------


def kinds_for(game, creature):
    hand = game.hands[game.turn]
    kinds = [k for k in (creature * 3, creature * 3 + 1) if hand[k] > 0][:1]
    special = creature * 3 + 2
    if not game.options["introductory"] and game.specials[game.turn][creature] and not game.special_placed:
        kinds.append(special)
    return kinds


def allowed_by_the_rules(game, c, kind):
    """The Research Colony conditions for one more tile, with no look-ahead."""
    creature, special = kind // 3, kind % 3 == 2
    if game.creature >= 0 and creature != game.creature:
        return False
    if special and creature == 3:  # the crab: onto another player's face-up tile
        if game.owner[c] < 0 or not game.up[c] or game.owner[c] == game.turn:
            return False
    elif game.owner[c] >= 0 or game.reef[c] >= 0:
        return False
    if not game._supported(c):
        return False
    split = creature == STARFISH and (game.special_placed or game.specials[game.turn][STARFISH])
    token = put_any(game, c, kind)
    colonies = len(game._groups())
    take_back(game, token)
    return colonies <= (2 if split else 1)


def confirm_allowed(game):
    if not game.placed:
        return False
    colonies = len(game._groups())
    if game.special_placed:
        if all(game.kind[c] % 3 == 2 for c in game.placed):
            return False  # never alone
        if game.creature == STARFISH:
            return colonies == 2
    return colonies == 1


def targets(game):
    """Empty placeable cells plus other players' face-up tiles (for the crab)."""
    cells = set(game._placeable_cells())
    cells |= {c for c in range(game.n_cells) if game.up[c] and game.owner[c] != game.turn}
    return sorted(cells)


def finishable_exactly(game, memo):
    key = (tuple(sorted(game.placed)), game.special_placed, game.creature)
    if key not in memo:
        memo[key] = confirm_allowed(game) or any(
            allowed_by_the_rules(game, c, kind) and after(game, c, kind, memo)
            for c in targets(game)
            for kind in kinds_for(game, game.creature)
        )
    return memo[key]


def after(game, c, kind, memo):
    token = put_any(game, c, kind)
    try:
        return finishable_exactly(game, memo)
    finally:
        take_back(game, token)


def test_every_colony_step_offered_is_exactly_one_that_can_still_finish():
    checked = 0
    for seed in range(12):
        game = Seagrass(2 + seed % 3, 100 + seed, {"discovery": seed % 2 == 0})
        rng = random.Random(seed)
        while not game.is_over:
            if game.phase == "colony":
                offered = {(m.cell, m.tile) for m in game.legal_moves() if isinstance(m, PlaceCreature)}
                creatures = [game.creature] if game.creature >= 0 else range(4)
                for creature in creatures:
                    for kind in kinds_for(game, creature):
                        for c in targets(game):
                            step = (game.hex_of(c), KIND_CODES[kind])
                            exact = allowed_by_the_rules(game, c, kind) and after(game, c, kind, {})
                            assert (step in offered) == exact, (seed, len(game.moves), step, exact)
                            checked += 1
            game.apply(rng.choice(game.legal_moves()))
    assert checked > 5000
