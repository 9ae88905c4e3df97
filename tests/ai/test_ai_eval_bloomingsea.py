"""The Blooming Sea evaluation the bots search with: fish credited by the rule's tally, cheap move ranking."""

from __future__ import annotations

import random

from seaboard.ai.eval_bloomingsea import fish_prospects, rank_moves
from seaboard.engine.bloomingsea import BloomingSea
from seaboard.engine.bloomingsea.scoring import fish_tally, fish_winner
from seaboard.engine.bloomingsea.tiles import COLOR_INDEX, TILES
from seaboard.engine.core import Game


def _random_positions(players: int, seed: int, every: int = 3):
    game = BloomingSea(players, seed)
    rng = random.Random(seed)
    step = 0
    while not game.is_over:
        if step % every == 0:
            yield game
        game.apply(rng.choice(game.legal_moves()))
        step += 1


def test_fish_prospects_go_only_to_the_seat_the_rules_tally_puts_ahead():
    checked = 0
    for players in (2, 3, 4):
        for seed in range(4):
            for game in _random_positions(players, seed):
                prospects = fish_prospects(game)
                leaders = set()
                for square in game.fish:
                    tallies, _ = fish_tally(square, game.coral, game.board, game.seat_colors)
                    winner = fish_winner(tallies)
                    if winner >= 0:
                        leaders.add(winner)
                # A seat leading no fish is promised nothing; a leader something.
                assert {s for s, p in enumerate(prospects) if p > 0} == leaders
                assert all(p <= sum(game.fish_value(k) for k in game.fish.values()) for p in prospects)
                checked += 1
    assert checked > 100


def _immediate_points(game: Game, move) -> int:
    seat = game.current_player
    twin = game.clone()
    twin.apply(move)
    return twin.reef_points[seat] - game.reef_points[seat]


def test_rank_moves_puts_the_placement_that_grows_the_big_reef_first():
    game = BloomingSea(2, 3)
    purple = COLOR_INDEX["purple"]
    # A purple reef of five along an open row, nothing else on the board.
    row = [game.board.index(x, 3) for x in range(5)]
    game._lay(row, (purple,) * 5, -1)
    tile = next(t for t in TILES if t.colors.count(purple) == 2 and t.shape == "straight")
    seat = game.current_player
    holder = game.pile if tile.id in game.pile else game.hands
    holder[holder.index(tile.id)], game.hands[seat] = game.hands[seat], tile.id
    legal = game.legal_moves()
    ranked = rank_moves(game, legal)
    assert sorted(ranked, key=repr) == sorted(legal, key=repr)  # a reordering, nothing lost
    best = max(_immediate_points(game, m) for m in legal)
    assert best >= 7  # the reef of five grown by two purple corals
    assert _immediate_points(game, ranked[0]) == best


def test_a_tile_that_looks_the_same_turned_half_round_is_searched_once_per_placement():
    import random as _random

    from seaboard.ai.evaluation import evaluator_for
    from seaboard.ai.search import SearchLimits, plan_turns

    game = BloomingSea(2, 4)
    seat = game.current_player
    symmetric = next(t for t in TILES if t.shape == "straight" and t.odd_place == "middle")
    holder = game.pile if symmetric.id in game.pile else game.hands
    holder[holder.index(symmetric.id)], game.hands[seat] = game.hands[seat], symmetric.id

    def layout(move):
        return frozenset(symmetric.cells_at(move.rotation, move.x, move.y))

    legal = game.legal_moves()
    distinct = {layout(m) for m in legal}
    assert len(distinct) == len(legal) // 2  # every placement is offered twice by the engine
    ranked = rank_moves(game, legal)
    assert len({layout(m) for m in ranked[: len(distinct)]}) == len(distinct)
    plans = plan_turns(game, seat, evaluator_for(BloomingSea), _random.Random(1),
                       SearchLimits(beam_width=8, branch_cap=1000, max_nodes=2000), stop_at_seal=True, top=40)
    layouts = [layout(p.moves[0]) for p in plans]
    assert len(plans) == 40 and len(set(layouts)) == 40


def _fish_a_rival_can_take_by_a_merge():
    """Seat 0 leads a fish 2 to 0, but one open square beside it touches seat 1's reef of four:
    a coral of seat 1's colour there would tally 5 and take the fish."""
    game = BloomingSea(2, 3)
    board, mine, theirs = game.board, game.seat_colors[0], game.seat_colors[1]
    for fish in sorted(game.fish):
        near = list(board.open_neighbors[fish])
        if len(near) != 4:
            continue
        gap = near[2]
        # Seat 1's reef: four squares in a line away from the gap, clear of the fish and its neighbours.
        gx, gy = gap % board.width, gap // board.width
        fx, fy = fish % board.width, fish // board.width
        dx, dy = gx - fx, gy - fy
        reef = [(gx + dx * k, gy + dy * k) for k in range(1, 5)]
        if not all(0 <= x < board.width and 0 <= y < board.height for x, y in reef):
            continue
        cells = [board.index(x, y) for x, y in reef]
        if any(c in game.fish or c in near for c in cells) or any(c in board.open_neighbors[n] for c in cells
                                                                 for n in near if n != gap):
            continue
        game._lay([near[0], near[1]], (mine, mine), -1)
        other = next(c for c in range(4) if c not in game.seat_colors)  # nobody's colour: closes a side
        game._lay([near[3]], (other,), -1)
        game._lay(cells, (theirs,) * 4, -1)
        return game, fish
    raise AssertionError("no fish square fits the picture")


def test_the_hard_bots_wary_count_doubts_a_fish_lead_a_rivals_merge_can_overturn():
    from seaboard.ai.eval_bloomingsea import EVALUATOR, evaluate, evaluate_warily
    from seaboard.ai.hard import HardBot
    from seaboard.ai.medium import MediumBot

    game, fish = _fish_a_rival_can_take_by_a_merge()
    value = game.fish_value(game.fish[fish])
    plain, wary = fish_prospects(game), fish_prospects(game, reach=True)
    assert plain[0] - wary[0] >= 0.5 * value  # a lead a merge can overturn is worth far less
    del game.fish[fish]  # without that fish, seat 0's prospects no longer differ by it
    assert fish_prospects(game)[0] - fish_prospects(game, reach=True)[0] < 0.5 * value
    # Hard weighs fish warily; medium (the benchmark it is measured against) keeps the plain count.
    assert HardBot(BloomingSea, 0).evaluator.evaluate is evaluate_warily
    assert MediumBot(BloomingSea, 0).evaluator.evaluate is evaluate is EVALUATOR.evaluate
