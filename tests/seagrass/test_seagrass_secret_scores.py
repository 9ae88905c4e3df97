"""Keeping Score: "Keep the exact number of points a secret" — what the log may show."""

from __future__ import annotations

from seagrass_helpers import BLUE, GREEN, PURPLE, colony, give, reef_hex, ring, scenario

from seaboard.engine.core import Scored
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.events import SeagrassScored
from seaboard.sim import play_one


def scored_colony(**options):
    game = scenario(3, turn=PURPLE, start=1, **options)
    give(game, PURPLE, "jellyfish-2", "crab-1")
    events = colony(game, (ring(game, [reef_hex(game, 1)])[0], "jellyfish-2"))
    return game, next(e for e in events if isinstance(e, Scored))


def test_secret_scores_hide_other_seats_amounts_in_the_log():
    game, ev = scored_colony()
    names = game.names
    assert isinstance(ev, SeagrassScored) and ev.points == 2
    assert ev.visible_to(PURPLE, open_scores=False)
    assert not ev.visible_to(BLUE, open_scores=False)
    assert not ev.visible_to(None, open_scores=False)  # a spectator
    assert ev.describe_for(names, PURPLE, False) == ev.describe(names) == "Purple +2 (new jellyfish colony)."
    hidden = ev.describe_for(names, GREEN, False)
    assert hidden == "Purple scores points (new jellyfish colony)." and "2" not in hidden


def test_open_scores_and_the_end_of_the_game_show_every_amount():
    game, ev = scored_colony(open_scores=True)
    assert ev.visible_to(BLUE, open_scores=True)
    assert ev.visible_to(BLUE, open_scores=False, game_over=True)
    view = game.view(BLUE)
    assert ev.describe_for_view(game.names, view) == "Purple +2 (new jellyfish colony)."


def test_describe_for_view_follows_what_the_view_may_know():
    game, ev = scored_colony()
    names = game.names
    assert "+2" not in ev.describe_for_view(names, game.view(BLUE))
    assert "+2" in ev.describe_for_view(names, game.view(PURPLE))
    assert "+2" in ev.describe_for_view(names, game.view(BLUE, omniscient=True))


def test_every_score_of_a_game_is_a_secret_aware_scored_event_saved_as_scored():
    game = Seagrass(3, 5, {"discovery": True})
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move

    bots = [make_bot("easy", Seagrass, s, seed=5) for s in range(3)]
    total = [0, 0, 0]
    while not game.is_over:
        for ev in game.apply(bot_move(bots[game.current_player], game)):
            if isinstance(ev, Scored):
                assert isinstance(ev, SeagrassScored)
                assert ev.to_dict()["type"] == "Scored"
                total[ev.seat] += ev.points
    assert total == game.result().scores
    assert play_one("seagrass", 2, 3, ["easy", "easy"])[0].is_over
