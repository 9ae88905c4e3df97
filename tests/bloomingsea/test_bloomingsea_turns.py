"""Replenish, tiles that fit nowhere, the empty pile, the end and its tie-break."""

import pytest
from bloomingsea_positions import give_tile, keep_only_fish, new_game, paint, play_corals

from seaboard.engine.bloomingsea.events import (
    FishDecided,
    NoTileFits,
    Passed,
    TileDiscarded,
    TileDrawn,
)
from seaboard.engine.bloomingsea.moves import DiscardTile, Pass, Place
from seaboard.engine.bloomingsea.tiles import COLORS, TILES
from seaboard.engine.core import GameEnded, TurnStarted

CORRIDOR = [(0, 5), (0, 6), (0, 7)]  # beside the fish on (1, 6): only an upright straight fits


def _corridor_game(players=4):
    """Side A filled except a 1x3 corridor at the left edge next to the fish on (1, 6)."""
    game = new_game(players=players, seed=7)
    board = game.board
    fill = {
        (x, y): COLORS[(x * 3 + y) % 4]
        for x, y in sorted(board.squares)
        if not board.is_numbered(x, y) and (x, y) not in CORRIDOR
    }
    paint(game, fill)
    keep_only_fish(game, (1, 6))
    assert game.free_count[game.board.pattern_of[("straight", 1)]] == 1
    return game


def _tile(shape, skip=()):
    return next(t.id for t in TILES if t.shape == shape and t.id not in skip)


def _empty_pile(game):
    game.discarded.extend(game.pile)
    game.pile.clear()


def test_replenish_draws_a_tile_and_seals_undo():
    game = new_game(players=3, seed=2)
    before = len(game.pile)
    events = game.apply(game.legal_moves()[0])
    drawn = [e for e in events if isinstance(e, TileDrawn)]
    assert drawn == [TileDrawn(0, before - 1)]
    assert game.hands[0] is not None and len(game.pile) == before - 1
    assert game._seal_requested and not game.can_undo
    assert isinstance(events[-1], TurnStarted) and events[-1].seat == 1


def test_turns_go_clockwise_from_seat_0():
    game = new_game(players=3, seed=2)
    seats = []
    for _ in range(6):
        seats.append(game.current_player)
        game.apply(game.legal_moves()[-1])
    assert seats == [0, 1, 2, 0, 1, 2]


def test_a_tile_that_fits_nowhere_is_set_aside_and_replaced():
    game = _corridor_game()
    give_tile(game, 0, _tile("bent"))
    bent = game.hands[0]
    assert game.view(0).phase == "discard_tile"
    assert game.legal_moves() == [DiscardTile()]
    assert game.explain(Place(1, 0, 5)) == "Your tile fits nowhere on the board: set it aside and draw a new one."
    events = game.apply(DiscardTile())
    assert events[0] == TileDiscarded(0, bent)
    assert isinstance(events[1], TileDrawn)
    assert game.discarded == [bent] and game.hands[0] is not None
    assert not any(isinstance(e, TurnStarted) for e in events)


def test_a_tile_that_fits_nowhere_is_replaced_and_the_same_player_places_the_new_one():
    # Ruling: the set-aside tile costs no turn; the replacement is placed this turn.
    game = _corridor_game()
    give_tile(game, 0, _tile("bent"))
    straight = _tile("straight")
    game.pile.remove(straight)
    game.pile.append(straight)  # the top of the pile
    events = game.apply(DiscardTile())
    assert [type(e) for e in events] == [TileDiscarded, TileDrawn]
    assert game.current_player == 0 and game.hands[0] == straight
    assert game.view(0).phase == "place_tile"
    assert game.legal_moves() == [Place(1, 0, 5), Place(3, 0, 5)]
    game.apply(Place(1, 0, 5))
    assert game.is_over and game.fish_results[-1][:2] == (1, 6)


def test_a_replacement_that_fits_nowhere_is_set_aside_too():
    game = _corridor_game()
    first = _tile("bent")
    give_tile(game, 0, first)
    second = _tile("bent", skip=(first,))
    game.pile.remove(second)
    game.pile.append(second)
    game.apply(DiscardTile())
    assert game.current_player == 0 and game.hands[0] == second
    assert game.legal_moves() == [DiscardTile()]
    game.apply(DiscardTile())
    assert game.discarded == [first, second] and game.current_player == 0


def test_a_straight_tile_still_fits_the_corridor():
    game = _corridor_game()
    give_tile(game, 0, _tile("straight"))
    assert game.legal_moves() == [Place(1, 0, 5), Place(3, 0, 5)]


def test_the_game_ends_immediately_when_the_last_fish_is_scored():
    game = _corridor_game()
    give_tile(game, 0, _tile("straight"))
    pile = len(game.pile)
    assert game.end_reason == ""
    events = game.apply(Place(1, 0, 5))
    assert any(isinstance(e, FishDecided) for e in events)
    assert isinstance(events[-1], GameEnded)
    assert not any(isinstance(e, TileDrawn | TurnStarted) for e in events)
    assert game.is_over and game.current_player is None and game.legal_moves() == []
    assert len(game.pile) == pile and game.hands[0] is None
    assert game.view(0).phase == "game_over"
    assert game.end_reason == "the last fish was scored"


def test_with_an_empty_pile_a_tile_that_fits_nowhere_leaves_the_hand_empty():
    game = _corridor_game()
    _empty_pile(game)
    give_tile(game, 0, _tile("bent"))
    give_tile(game, 1, _tile("straight"))
    events = game.apply(DiscardTile())
    assert not any(isinstance(e, TileDrawn) for e in events)
    assert game.hands[0] is None and game.current_player == 1
    game.apply(Place(3, 0, 5))
    assert game.is_over  # the corridor decided the last fish


def test_a_player_without_a_tile_passes_while_others_can_still_place():
    game = _corridor_game()
    _empty_pile(game)
    game.discarded.append(game.hands[0])
    game.hands[0] = None
    give_tile(game, 2, _tile("straight"))
    assert game.view(0).phase == "pass"
    assert game.legal_moves() == [Pass()]
    assert "no tile" in game.explain(Place(1, 0, 5))
    assert game.apply(Pass()) == [Passed(0), TurnStarted(1)]


def test_empty_pile_the_game_ends_when_no_player_can_place_a_tile():
    game = _corridor_game()
    _empty_pile(game)
    bents = []
    for seat in range(4):
        give_tile(game, seat, _tile("bent", skip=bents))
        bents.append(game.hands[seat])
    events = game.apply(DiscardTile())
    assert isinstance(events[-2], NoTileFits) and isinstance(events[-1], GameEnded)
    assert game.is_over
    assert game.board.index(1, 6) in game.fish  # that fish is never scored
    assert game.end_reason == "the pile ran out and no tile in hand fits the board"


def test_tie_is_won_by_the_tied_player_who_would_take_their_turn_first():
    game = new_game(players=4, seed=1)
    game.stage = "over"
    game.turn = 1  # seat 1 took the last turn: seats 2, 3, 0, 1 would play next
    game.reef_points = [20, 30, 10, 30]
    result = game.result()
    assert result.winners == [3] and result.ranking == [3, 1, 0, 2]
    told = result.tiebreak_for(["Ada", "Bruno", "Chloe", "Dev"])
    assert told.startswith("Dev and Bruno tied on 30; Dev would take their turn first")
    game.reef_points = [30, 30, 10, 5]
    assert game.result().winners == [0]  # seat 0 plays before seat 1, who played last
    game.reef_points = [30, 20, 10, 5]
    assert game.result().winners == [0] and game.result().tiebreak == ""


def test_result_breaks_scores_into_reefs_and_fish():
    game = new_game(players=2, seed=1)
    game.reef_points, game.fish_points = [12, 30], [14, 0]
    game.fish_results = [(6, 6, "fish", 5, 0), (1, 6, "fish", 5, 0), (2, 1, "fish", 5, -1)]
    result = game.result()
    assert result.scores == [26, 30]
    assert result.breakdown == [{"reefs": 12, "fish": 14, "fish_won": 2}, {"reefs": 30, "fish": 0, "fish_won": 0}]


def test_score_track_shows_fifty_tokens_and_the_marker_position():
    game = new_game(players=4, seed=1)
    game.reef_points = [123, 49, 50, 0]
    game.fish_points = [0, 0, 0, 7]
    view = game.view(0)
    assert view.scores == (123, 49, 50, 7)
    assert view.fifties == (2, 0, 1, 0)
    assert view.track == (23, 49, 0, 7)


@pytest.mark.parametrize("side", ["A", "B"])
def test_game_end_when_every_fish_is_scored_random_play(side):
    import random

    game = new_game(players=4, seed=11, side=side)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves()))
    assert not game.fish or not game.pile


def test_scoring_events_pay_the_placing_player():
    game = new_game(players=2, seed=1, colors="yellow,purple")
    events = play_corals(game, {(0, 0): "green", (1, 0): "green", (2, 0): "orange"})
    assert game.reef_points == [2, 0]
    assert [e.seat for e in events if hasattr(e, "points")] == [0]
