"""The Discovery expansion."""

from seagrass_helpers import (
    BLUE,
    GREEN,
    PURPLE,
    N,
    S,
    colony,
    give,
    go,
    points,
    put,
    reef_action,
    reef_hex,
    ring,
    scenario,
)

from seaboard.engine.seagrass.events import DiscoveryClaimed, DiscoveryReturned
from seaboard.engine.seagrass.tiles import CRAB, JELLYFISH, TURTLE


def table(turn=BLUE, players=3):
    game = scenario(players, turn=turn, start=2, discovery=True)
    return game, reef_hex(game, 2)


def test_first_creature_to_touch_a_reef_takes_its_token():
    game, reef = table()
    spots = ring(game, [reef])
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (spots[0], "jellyfish-1"))
    assert DiscoveryClaimed(BLUE, 2, "jellyfish") in events
    assert JELLYFISH not in game.tokens[2] and game.discovery[BLUE][JELLYFISH] == 1
    give(game, PURPLE, "jellyfish-1", "crab-1")
    events = colony(game, (spots[3], "jellyfish-1"))
    assert not any(isinstance(e, DiscoveryClaimed) for e in events)
    assert game.discovery[PURPLE] == [0, 0, 0, 0]


def test_touching_an_unexplored_reef_also_takes_its_token():
    game, reef = table()
    other = reef_hex(game, 0)
    path = next(x for x in ring(game, [reef]) if any(y in ring(game, [other]) for y in ring(game, [x])))
    target = next(y for y in ring(game, [other]) if y in ring(game, [path]))
    give(game, BLUE, "turtle-1", "turtle-1", "crab-1")
    events = colony(game, (path, "turtle-1"), (target, "turtle-1"))
    assert DiscoveryClaimed(BLUE, 0, "turtle") in events and DiscoveryClaimed(BLUE, 2, "turtle") in events


def test_a_face_down_expansion_takes_the_token_of_a_creature_it_touches_first():
    game, reef = table()
    grow = go(reef, N)
    put(game, go(grow, N), PURPLE, "crab-1")  # touches the space, not the reef yet
    give(game, BLUE, "turtle-1", "jellyfish-1")
    events = reef_action(game, grow, "turtle-1")
    assert DiscoveryClaimed(BLUE, 2, "crab") in events
    assert game.discovery[BLUE][CRAB] == 1 and game.discovery[PURPLE][CRAB] == 0


def test_example_discovery_set_of_four_returns_for_ten_points():
    game, reef = table(GREEN)
    game.explored[0] = True
    game.discovery[GREEN] = [1, 1, 0, 1]  # jellyfish, turtle and crab already
    for token in (JELLYFISH, TURTLE, CRAB):
        game.tokens[2].remove(token)
    ring_a, ring_b = ring(game, [reef]), ring(game, [reef_hex(game, 0)])
    far_a = ring_a[3]
    near_b = next(
        y
        for y in ring_b
        if all(z not in ring(game, [far_a]) for z in ring(game, [y])) and y not in ring(game, [far_a])
    )
    beside = next(
        z
        for z in ring(game, [near_b])
        if game.cell_index(z) >= 0
        and game._empty(game.cell_index(z))
        and z not in ring_a
        and z not in ring(game, [far_a])
    )
    give(game, GREEN, "starfish-1", "starfish-1", "crab-1")
    events = colony(game, (far_a, "starfish-1"), (near_b, "starfish-special"), (beside, "starfish-1"))
    assert (
        DiscoveryClaimed(GREEN, 2, "starfish") in events and DiscoveryClaimed(GREEN, 0, "starfish") in events
    )
    assert DiscoveryReturned(-1, GREEN, ("jellyfish", "turtle", "starfish", "crab")) in events
    assert 10 in points(events, GREEN, "discovery")
    assert game.discovery[GREEN] == [0, 0, 1, 0]
    assert game.breakdown[GREEN]["discovery"] == 10


def test_unclaimed_tokens_leave_when_a_reef_completes():
    game, reef = table()
    spots = ring(game, [reef])
    for h in spots[1:]:
        put(game, h, PURPLE, "crab-1")  # placed directly: no one claimed the crab token
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (spots[0], "jellyfish-1"))
    returned = [e for e in events if isinstance(e, DiscoveryReturned) and e.reef == 2]
    assert returned and set(returned[0].creatures) == {"turtle", "starfish", "crab"}
    assert game.tokens[2] == []


def test_each_kept_token_scores_one_point_at_the_end():
    game, reef = table()
    game.discovery[PURPLE] = [2, 0, 1, 0]
    game.supply[BLUE] = []
    give(game, BLUE, "crab-1")
    events = colony(game, (go(reef, S), "crab-1"))  # Blue ends a turn with no tiles: the end
    assert game.is_over
    assert points(events, PURPLE, "discovery tokens kept") == [3]
    assert points(events, BLUE, "discovery tokens kept") == [1]  # the crab token just taken
    assert game.result().breakdown[PURPLE]["discovery"] == 3


def test_no_tokens_without_the_expansion():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "jellyfish-1", "crab-1")
    events = colony(game, (ring(game, [reef_hex(game, 2)])[0], "jellyfish-1"))
    assert not any(isinstance(e, DiscoveryClaimed) for e in events)


def test_discovery_tokens_are_public():
    game, reef = table()
    give(game, BLUE, "jellyfish-1", "crab-1")
    colony(game, (go(reef, N), "jellyfish-1"))
    assert game.view(PURPLE).player_info[BLUE].discovery == (1, 0, 0, 0)
    assert "jellyfish" not in game.view(PURPLE).reefs[2].tokens
