"""End of the game, final scoring and the ranking."""

from seagrass_helpers import (
    BLUE,
    GREEN,
    PURPLE,
    S,
    colony,
    give,
    go,
    points,
    put,
    put_down,
    reef_action,
    reef_hex,
    ring,
    scenario,
)

from seaboard.engine.core import GameEnded, IllegalMove, name_seats
from seaboard.engine.seagrass.events import AntlerPlaced, ReefCompleted


def close_all_but_one_space(game, rid, seat=PURPLE):
    spots = ring(game, game.view(0).reefs[rid].cells)
    for h in spots[1:]:
        put(game, h, seat, "crab-1")
    return spots[0]


def test_game_ends_when_the_last_antler_is_placed():
    game = scenario(2, turn=BLUE, start=1)
    game.antlers = 1
    last = close_all_but_one_space(game, 1)
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (last, "jellyfish-1"))
    assert AntlerPlaced(1, 0) in events
    assert game.is_over and game.current_player is None
    assert isinstance(events[-1], GameEnded)
    assert game.legal_moves() == []


def test_all_remaining_reefs_completing_together_all_score_without_a_final_antler():
    game = scenario(3, turn=BLUE, start=2)
    for rid in range(9):
        if rid not in (0, 2):
            game.completed[rid] = True
    game.antlers = 1  # two reefs left, one antler
    game.explored[0] = True
    put_down(game, go(reef_hex(game, 2), S), GREEN)  # reef 2 has two tiles, so it scores
    ring_a = ring(game, game.view(0).reefs[2].cells)
    ring_b = ring(game, [reef_hex(game, 0)])
    x, y = next((x, y) for x in ring_a for y in ring_b if y in ring(game, [x]))
    for h in ring_a + ring_b:
        if h not in (x, y):
            put(game, h, PURPLE, "crab-1")
    give(game, BLUE, "jellyfish-1", "jellyfish-1", "crab-1")
    events = colony(game, (x, "jellyfish-1"), (y, "jellyfish-1"))
    assert sorted(e.reef for e in events if isinstance(e, ReefCompleted)) == [0, 2]
    assert len([e for e in events if isinstance(e, AntlerPlaced)]) == 1
    assert points(events, None, "reef of 2")  # the second reef scored too
    assert game.is_over and game.antlers == 0


def test_game_ends_when_a_player_ends_a_turn_with_no_tiles():
    game = scenario(2, turn=BLUE, start=1)
    reef = reef_hex(game, 1)
    game.supply[BLUE] = []
    give(game, BLUE, "crab-1")
    events = reef_action(game, ring(game, [reef])[0], "crab-1")
    assert game.is_over and isinstance(events[-1], GameEnded)
    assert "no tiles" in game.end_reason
    # The engine names the seat; the table fills in the player's name.
    assert name_seats(game.end_reason, ["Ada", "Bruno"]) == "Ada ended a turn with no tiles left"


def test_an_empty_hand_with_tiles_in_supply_does_not_end_the_game():
    game = scenario(2, turn=BLUE, start=1)
    give(game, BLUE, "crab-1")
    colony(game, (ring(game, [reef_hex(game, 1)])[0], "crab-1"))
    assert not game.is_over and game.hand_size(BLUE) == 1


def test_incomplete_reefs_do_not_score_at_the_end():
    game = scenario(2, turn=BLUE, start=1)
    reef = reef_hex(game, 1)
    spots = ring(game, [reef])
    put_down(game, spots[0], PURPLE)
    put(game, spots[2], PURPLE, "crab-2")  # most creatures, but the reef stays open
    game.supply[BLUE] = []
    give(game, BLUE, "jellyfish-1")
    events = colony(game, (spots[3], "jellyfish-1"))
    assert game.is_over
    assert points(events, PURPLE) == []
    assert game.result().breakdown[PURPLE]["reefs"] == 0


def test_most_points_wins():
    game = scenario(3)
    game.scores = [30, 41, 12]
    game.over = True
    result = game.result()
    assert result.winners == [PURPLE] and result.ranking == [PURPLE, BLUE, GREEN] and result.tiebreak == ""


def test_tie_on_points_goes_to_the_most_unplayed_tiles():
    game = scenario(3)
    game.scores = [40, 40, 12]
    give(game, PURPLE, "crab-1")  # Purple has one more tile in hand
    game.over = True
    result = game.result()
    assert result.winners == [PURPLE] and result.ranking[:2] == [PURPLE, BLUE]
    assert "unplayed" in result.tiebreak
    told = result.tiebreak_for(["Ada", "Bruno", "Chloe"])
    assert told.startswith("Bruno and Ada tied on 40 points; Bruno wins")


def test_unplayed_tiles_include_specials_still_beside_the_player():
    # Ruling ('the tied player with the most unplayed tiles'): specials never played are unplayed tiles.
    game = scenario(2)
    game.scores = [20, 20]
    game.specials[BLUE] = [False] * 4
    game.over = True
    assert game.unplayed(PURPLE) == game.unplayed(BLUE) + 4
    assert game.result().winners == [PURPLE]


def test_still_tied_players_share_the_victory():
    game = scenario(3)
    game.scores = [25, 25, 25]
    game.supply = [game.supply[0][:3], game.supply[1][:3], game.supply[2][:1]]
    game.over = True
    result = game.result()
    assert result.winners == [BLUE, PURPLE]
    assert "share the victory" in result.tiebreak


def test_no_moves_after_the_end():
    game = scenario(2)
    game.over = True
    assert game.legal_moves() == []
    assert game.explain(None) == "The game is over."
    try:
        game.apply(None)
    except IllegalMove as exc:
        assert "over" in exc.reason


def test_specials_beside_the_player_are_not_tiles_in_hand_so_the_game_ends():
    game = scenario(2, turn=BLUE, start=1)
    game.supply[BLUE] = []
    give(game, BLUE, "crab-1")
    assert sum(game.specials[BLUE]) == 4  # still beside Blue, never in the hand
    reef_action(game, ring(game, [reef_hex(game, 1)])[0], "crab-1")
    assert game.is_over and game.hand_size(BLUE) == 0
    assert game.unplayed(BLUE) == 4  # but they count as unplayed tiles for the tie-break


def test_point_tokens_never_run_out_beyond_the_sixty_in_the_box():
    # Ruling ('the 60 point tokens' / 'freely exchange point tokens'): tokens are change.
    from seaboard.sim import play_one

    game, _ = play_one("seagrass", 4, 2, ["easy"] * 4)
    scores = game.result().scores
    assert sum(scores) > 60 and max(scores) > 60
    assert scores == [sum(b.values()) for b in game.result().breakdown]
