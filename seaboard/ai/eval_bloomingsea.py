"""Blooming Sea evaluation: points on the track plus fish majorities in prospect.

Every fish token still on the board is credited to the seat that leads its
tally now (the real rule's count: own-colour corals next to it plus their
whole reefs), in proportion to how safe the lead is: a bigger lead and fewer
open squares around the fish (fewer chances to overturn it) make it surer.
A tied lead is worth nothing to anyone, as in the rules.
"""

from __future__ import annotations

from seaboard.ai.evaluation import Evaluator, margin
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.scoring import fish_tally, reef_of
from seaboard.engine.bloomingsea.tiles import TILES, oriented_cells
from seaboard.engine.core import Game


def fish_prospects(game: Game) -> list[float]:
    """Per seat, the expected points of the fish still on the board."""
    board, coral, cover = game.board, game.coral, game.cover
    prospects = [0.0] * game.players
    for square, kind in game.fish.items():
        tallies, _ = fish_tally(square, coral, board, game.seat_colors)
        best = max(tallies)
        if best == 0:
            continue
        leaders = [s for s, t in enumerate(tallies) if t == best]
        if len(leaders) > 1:
            continue
        neighbors = board.open_neighbors[square]
        still_open = sum(1 for n in neighbors if coral[n] < 0 and cover[n])
        second = max(t for s, t in enumerate(tallies) if s != leaders[0]) if game.players > 1 else 0
        lead = best - second
        closed = 1.0 - still_open / max(1, len(neighbors))
        sure = min(1.0, 0.25 + 0.15 * lead + 0.5 * closed)
        prospects[leaders[0]] += game.fish_value(kind) * sure
    return prospects


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
    sizes: dict[int, int] = {}

    def reef_size(cell: int) -> int:
        if cell not in sizes:
            reef = reef_of(cell, coral, board)
            for c in reef:
                sizes[c] = len(reef)
        return sizes[cell]

    def promise(move) -> float:
        if not isinstance(move, Place):
            return 0.0
        total = 0.0
        for (dx, dy), color in zip(oriented_cells(tile.shape, move.rotation), tile.colors):
            c = (move.y + dy) * width + move.x + dx
            total += sum(reef_size(n) for n in neighbors[c] if coral[n] == color)
            touching = sum(1 for f in near[c] if f in fish)
            total += touching * (3.0 if color == mine else 1.0)
        return total

    return sorted(moves, key=promise, reverse=True)


EVALUATOR = Evaluator(
    evaluate, scale=10.0, branch_cap=1000, max_nodes=1000, rollout_sample=16, candidates=6, rank_moves=rank_moves,
    horizon_extra=1, hard_margin=1.0,
)
