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


def _race_at_the_last_square(turn: int) -> BloomingSea:
    """Seat 0 leads the fish at (2, 1) two corals to one; only (2, 2) beside it is still open."""
    game = BloomingSea(2, 1)
    mine, theirs = game.seat_colors
    board = game.board
    game._lay([board.index(1, 1), board.index(3, 1)], (mine, mine), -1)
    game._lay([board.index(2, 0)], (theirs,), -1)
    game.turn = turn
    return game


def test_the_hard_bots_fish_odds_favour_the_seat_that_moves_next_in_a_close_race():
    from seaboard.ai.eval_bloomingsea import evaluate, race_evaluate

    ours, theirs = _race_at_the_last_square(0), _race_at_the_last_square(1)
    fish = ours.board.index(2, 1)
    assert fish in ours.fish and ours.cover[ours.board.index(2, 2)] > 0
    # The plain count cannot tell the two apart: the same corals lie on the board.
    assert evaluate(ours, 0) == evaluate(theirs, 0)
    # The odds can: the rival to move may tie or overturn the lead on the last square.
    assert race_evaluate(ours, 0) > race_evaluate(theirs, 0)
    for game in (ours, theirs):
        assert race_evaluate(game, 0) == -race_evaluate(game, 1)


def test_the_hard_bot_judges_its_rollouts_by_the_fish_odds_in_two_player_games_only():
    from seaboard.ai.eval_bloomingsea import evaluate, race_evaluate
    from seaboard.ai.hard import HardBot

    assert HardBot(BloomingSea, 0, seed=1).leaf_evaluate is race_evaluate
    for players in (3, 4):
        game = next(g for i, g in enumerate(_random_positions(players, 2)) if i == 8)
        assert race_evaluate(game, 0) == evaluate(game, 0)
    total = sum(game.fish_value(k) for game in [BloomingSea(2, 3)] for k in game.fish.values())
    for game in _random_positions(2, 3):
        assert abs(race_evaluate(game, 0) - (game.scores[0] - game.scores[1])) <= total
