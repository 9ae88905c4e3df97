"""Seagrass evaluation: points, reef majorities in prospect, and tiles to play.

Scores are secret at the table, so a determinized game knows only the bot's
own total; `prepare` fills each hidden total with an estimate read off the
board (colony sizes times how often a colony is scored while growing, plus
the reefs already completed and the discovery tokens in front of it).

Then, per seat:
- points (exact or estimated), plus the colony in progress if unconfirmed;
- reef majorities: every explored reef not yet complete pays its current
  majority awards (the real table and tie rules) scaled by how close it is
  to completion (fewer open spaces around it);
- tiles in hand and special tiles still beside the player: future points;
- discovery tokens: 1 point each, more as a set of four nears.
"""

from __future__ import annotations

from seaboard.ai.evaluation import Evaluator, margin
from seaboard.engine.core import Game
from seaboard.engine.seagrass.moves import PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.scoring import reef_awards
from seaboard.engine.seagrass.tiles import CODE_KIND, KIND_CREATURE, KIND_VALUE

# A colony is scored whole each time it grows: on average a creature on the
# board has been paid this many times (measured on medium-vs-medium games).
COLONY_FACTOR = 1.3
HAND_TILE = 1.2  # points a tile in hand promises
SPECIAL_TILE = 2.5  # points an unplayed special tile promises
COLONY_GROWTH = 0.15  # per creature of a colony that can still grow


def colony_sizes(game: Game, seat: int) -> list[tuple[int, bool]]:
    """Per colony of `seat`: its creatures and whether it can still grow."""
    owner, up, nbrs = game.owner, game.up, game.nbrs
    seen: set[int] = set()
    out = []
    for c in range(game.n_cells):
        if up[c] and owner[c] == seat and c not in seen:
            group = game.colony_of(c)
            seen |= group
            grows = any(owner[n] < 0 and game.reef[n] < 0 for g in group for n in nbrs[g])
            out.append((sum(KIND_VALUE[game.kind[g]] for g in group), grows))
    return out


def estimated_score(game: Game, seat: int) -> float:
    colonies = sum(size for size, _ in colony_sizes(game, seat)) * COLONY_FACTOR
    reefs = 0
    for rid, cells in enumerate(game.reef_cells):
        if game.completed[rid]:
            reefs += reef_awards(len(cells), game.reef_creatures(rid), game.players)[seat]
    return colonies + reefs + sum(game.discovery[seat])


def prepare(world: Game, view) -> None:
    """Fill the totals this seat may not know with estimates from the board."""
    for seat, score in enumerate(view.scores):
        if score is None:
            world.scores[seat] = round(estimated_score(world, seat))


def _pending_colony(game: Game) -> float:
    if game.phase != "colony" or not game.placed:
        return 0.0
    return float(sum(sum(KIND_VALUE[game.kind[c]] for c in group) for group in game._groups()))


def _open_around(game: Game, cells: list[int]) -> int:
    owner, reef, nbrs = game.owner, game.reef, game.nbrs
    return len({n for c in cells for n in nbrs[c] if owner[n] < 0 and reef[n] < 0})


def evaluate(game: Game, seat: int) -> float:
    players = game.players
    scores = [float(s) for s in game.scores]
    if not game.over:
        scores[game.turn] += _pending_colony(game)
    for rid, cells in enumerate(game.reef_cells):
        if game.completed[rid] or not game.explored[rid]:
            continue
        awards = reef_awards(len(cells), game.reef_creatures(rid), players)
        weight = 0.7 / (1.0 + 0.25 * _open_around(game, cells))
        for s in range(players):
            scores[s] += weight * awards[s]
    for s in range(players):
        scores[s] += HAND_TILE * min(sum(game.hands[s]), 7) + SPECIAL_TILE * sum(game.specials[s])
        held = game.discovery[s]
        scores[s] += sum(held) + 1.5 * sum(1 for h in held if h)
        scores[s] += COLONY_GROWTH * sum(size for size, grows in colony_sizes(game, s) if grows)
    return margin(scores, seat)


def rank_moves(game: Game, moves: list) -> list:
    """Cheap promise of each step, nothing applied: tiles that grow a big own
    colony of their creature, or press on a reef, first; Confirm always first."""
    seat = game.turn
    owner, up, kind, reef, nbrs = game.owner, game.up, game.kind, game.reef, game.nbrs
    completed = game.completed
    colony_cache: dict[int, int] = {}

    def colony_size(c: int) -> int:
        if c not in colony_cache:
            group = game.colony_of(c)
            size = sum(KIND_VALUE[kind[g]] for g in group)
            for g in group:
                colony_cache[g] = size
        return colony_cache[c]

    def promise(move) -> float:
        if isinstance(move, PlaceCreature):
            c = game.cell_index(move.cell)
            k = CODE_KIND[move.tile]
            creature = KIND_CREATURE[k]
            total = 2.0 * KIND_VALUE[k]
            joined = set()
            for n in nbrs[c]:
                if up[n] and owner[n] == seat and KIND_CREATURE[kind[n]] == creature and n not in joined:
                    joined |= game.colony_of(n)
                    total += colony_size(n)
                elif reef[n] >= 0 and not completed[reef[n]]:
                    total += 3.0
            return total
        if isinstance(move, PlaceReefTile):
            c = game.cell_index(move.cell)
            return sum(KIND_VALUE[kind[n]] for n in nbrs[c] if up[n] and owner[n] == seat) - KIND_VALUE[
                CODE_KIND[move.tile]]
        return 1000.0  # Confirm / ChooseAction: always worth a look

    return sorted(moves, key=promise, reverse=True)


def signature(moves: list) -> tuple:
    """A turn's idea: the action and the tiles it plays (not the exact cells),
    plus the reef it presses on first."""
    tiles = tuple(sorted(m.tile for m in moves if isinstance(m, PlaceCreature | PlaceReefTile)))
    kind = "reef" if any(isinstance(m, PlaceReefTile) for m in moves) else "colony"
    return kind, tiles


EVALUATOR = Evaluator(
    evaluate, scale=15.0, branch_cap=60, max_nodes=700, rollout_sample=8, prepare=prepare, rank_moves=rank_moves,
    signature=signature, horizon_extra=1, hard_margin=1.0,
)
