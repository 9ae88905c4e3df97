"""Blooming Sea evaluation: points on the track plus fish majorities in prospect.

Every fish token still on the board is credited to the seat that leads its
tally now (the real rule's count: own-colour corals next to it plus their
whole reefs), in proportion to how safe the lead is: a bigger lead and fewer
open squares around the fish (fewer chances to overturn it) make it surer.
A tied lead is worth nothing to anyone, as in the rules.

The hard bot judges where its two-player rollouts end by `race_evaluate`
instead: each fish counts its value times the odds, fitted to the hard bot's
own games, that it ends up ours minus the odds it ends up theirs.
"""

from __future__ import annotations

import math

from seaboard.ai.evaluation import Evaluator, margin
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.scoring import reef_of
from seaboard.engine.bloomingsea.tiles import STRAIGHT, TILES, oriented_cells
from seaboard.engine.core import Game


def fish_prospects(game: Game) -> list[float]:
    """Per seat, the expected points of the fish still on the board."""
    board, coral, cover = game.board, game.coral, game.cover
    neighbors_of = board.open_neighbors
    reefs = _ReefSizes(coral, board)
    root, size_of_root = reefs.root, reefs.size_of_root
    players = game.players
    seat_of_color = {color: s for s, color in enumerate(game.seat_colors)}
    prospects = [0.0] * players
    for square, kind in game.fish.items():
        neighbors = neighbors_of[square]
        # The rule's tally (scoring.fish_tally): own-colour corals next to the
        # fish plus their whole reefs, each reef once.
        reefs_by_seat: dict[int, set[int]] = {}
        still_open = 0
        for n in neighbors:
            color = coral[n]
            if color < 0:
                if cover[n]:
                    still_open += 1
                continue
            s = seat_of_color.get(color)
            if s is not None:
                reefs_by_seat.setdefault(s, set()).add(root(n))
        if not reefs_by_seat:
            continue
        tallies = [0] * players
        for s, roots in reefs_by_seat.items():
            tallies[s] = sum(size_of_root[r] for r in roots)
        best = max(tallies)
        if tallies.count(best) > 1:
            continue  # a tie is worth nothing to anyone
        leader = tallies.index(best)
        tallies[leader] = 0
        lead = best - max(tallies)
        closed = 1.0 - still_open / max(1, len(neighbors))
        sure = min(1.0, 0.25 + 0.15 * lead + 0.5 * closed)
        prospects[leader] += game.fish_value(kind) * sure
    return prospects


class _ReefSizes:
    """Reefs found on demand and remembered, so one look at a position walks
    each reef once however many squares ask about it."""

    def __init__(self, coral, board):
        self.coral, self.board = coral, board
        self.root_of: dict[int, int] = {}
        self.size_of_root: dict[int, int] = {}

    def root(self, cell: int) -> int:
        found = self.root_of.get(cell)
        if found is None:
            reef = reef_of(cell, self.coral, self.board)
            found = reef[0]
            for c in reef:
                self.root_of[c] = found
            self.size_of_root[found] = len(reef)
        return found

    def size(self, cell: int) -> int:
        return self.size_of_root[self.root(cell)]


def evaluate(game: Game, seat: int) -> float:
    scores = [float(s) for s in game.scores]
    for s, extra in enumerate(fish_prospects(game)):
        scores[s] += extra
    return margin(scores, seat)


def rank_moves(game: Game, moves: list) -> list:
    """Placements that grow big same-colour reefs (points now: the whole reef)
    and touch fish tokens (majorities) first; nothing is applied."""
    hand = game.hands[game.turn]
    if hand is None:
        return moves
    tile = TILES[hand]
    board, coral, fish = game.board, game.coral, game.fish
    width, near, neighbors = board.width, board.numbered_near, board.open_neighbors
    mine = game.seat_colors[game.turn]
    reefs = _ReefSizes(coral, board)
    # What one coral of each of the tile's colours promises on each empty
    # square, worked out once: many placements share a square.
    table: dict[int, list[float]] = {}
    for color in set(tile.colors):
        weight = 3.0 if color == mine else 1.0
        row = [0.0] * len(coral)
        for cell, here in enumerate(coral):
            if here < 0 and neighbors[cell]:
                row[cell] = sum(reefs.size(n) for n in neighbors[cell] if coral[n] == color) + weight * sum(
                    1 for f in near[cell] if f in fish
                )
        table[color] = row
    shapes = [
        tuple(((dy * width + dx), table[color]) for (dx, dy), color in zip(oriented_cells(tile.shape, r), tile.colors))
        for r in range(4)
    ]

    # A straight tile with its odd coral in the middle lays the same corals
    # turned a half turn: those copies go last, so a short list of the best
    # holds different placements.
    copies = (2, 3) if tile.shape == STRAIGHT and tile.odd_place == "middle" else ()

    def promise(move) -> float:
        if not isinstance(move, Place):
            return 0.0
        if move.rotation % 4 in copies:
            return -1.0
        (d0, t0), (d1, t1), (d2, t2) = shapes[move.rotation % 4]
        base = move.y * width + move.x
        return t0[base + d0] + t1[base + d1] + t2[base + d2]

    return sorted(moves, key=promise, reverse=True)


def position_key(game: Game) -> tuple:
    """Two turns that leave the same corals on the board are one choice."""
    return tuple(game.coral)




def race_features(game: Game, square: int, seat: int, reefs: _ReefSizes | None = None) -> list[float]:
    """The race for the fish on `square` seen by `seat` (two players): tallies,
    open squares left, who moves next, and how much one coral of either
    colour on an open square beside it could still add to a tally."""
    board, coral, cover = game.board, game.coral, game.cover
    reefs = reefs or _ReefSizes(coral, board)
    colors = game.seat_colors
    mine, theirs = colors[seat], colors[1 - seat]
    neighbors = board.open_neighbors[square]
    roots = {mine: set(), theirs: set()}
    open_squares = []
    for n in neighbors:
        c = coral[n]
        if c < 0:
            if cover[n]:
                open_squares.append(n)
        elif c in roots:
            roots[c].add(reefs.root(n))
    tally = {c: sum(reefs.size_of_root[r] for r in rs) for c, rs in roots.items()}
    reach = {}
    for c, rs in roots.items():
        best = 0
        for n in open_squares:
            joined = {reefs.root(m) for m in board.open_neighbors[n] if coral[m] == c} - rs
            best = max(best, 1 + sum(reefs.size_of_root[r] for r in joined))
        reach[c] = best
    return [tally[mine], tally[theirs], len(open_squares), len(neighbors), 1.0 if game.turn == seat else 0.0,
            reach[mine], reach[theirs], game.fish_value(game.fish[square])]


def race_terms(f: list[float]) -> list[float]:
    """The terms a fish race's odds are fitted on (see RACE_WEIGHTS)."""
    mine, theirs, open_left, sides, my_move, my_reach, their_reach, _ = f
    lead = mine - theirs
    last = 1.0 if open_left == 1 else 0.0
    after_mine = lead + my_reach  # my best coral there next
    after_theirs = lead - their_reach  # theirs
    near = max(-4.0, min(4.0, lead))
    return [
        1.0, near, lead / (1.0 + open_left), open_left, my_move,
        last * my_move * (1.0 if after_mine > 0 else 0.0),
        last * (1.0 - my_move) * (1.0 if after_theirs > 0 else 0.0),
        last * (1.0 - my_move) * (1.0 if after_theirs < 0 else 0.0),
        max(-4.0, min(4.0, after_mine)), max(-4.0, min(4.0, after_theirs)),
        1.0 if mine == 0 and theirs == 0 else 0.0,
    ]


# Logistic weights of race_terms for "this fish ends up this seat's", fitted to
# 61,492 (position, fish, seat) outcomes of 100 hard-vs-medium games (seeds
# 1-50, each dealt to both seats; how: docs/bloomingsea-strength.md).
RACE_WEIGHTS: tuple[float, ...] = (
    -0.892, -0.4231, 0.7956, 0.2572, 0.0562, 0.2769, 0.5694, -0.2419, 0.5289, 0.4961, -0.4941,
)


def race_odds(f: list[float]) -> float:
    x = sum(w * t for w, t in zip(RACE_WEIGHTS, race_terms(f)))
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))


def race_evaluate(game: Game, seat: int) -> float:
    """Two players: points plus each fish's value times the odds it ends up
    ours minus the odds it ends up theirs. Else the plain evaluation."""
    if game.players != 2:
        return evaluate(game, seat)
    scores = [float(s) for s in game.scores]
    reefs = _ReefSizes(game.coral, game.board)
    other = 1 - seat
    for square, kind in game.fish.items():
        value = game.fish_value(kind)
        scores[seat] += value * race_odds(race_features(game, square, seat, reefs))
        scores[other] += value * race_odds(race_features(game, square, other, reefs))
    return scores[seat] - scores[other]


EVALUATOR = Evaluator(
    evaluate, scale=10.0, branch_cap=1000, max_nodes=1000, rollout_sample=16, candidates=6, rank_moves=rank_moves,
    position_key=position_key, horizon_extra=1, hard_margin=1.0, leaf=race_evaluate,
)
