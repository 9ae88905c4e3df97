"""Events read well in the game log, and the View documents every field."""

import dataclasses
import random

import pytest
from seagrass_helpers import BLUE, N, colony, give, go, points, put, reef_hex, scenario

from seaboard.engine.core import Event
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.view import PlayerView, ReefView, SeagrassView, SpaceView


def test_every_event_of_a_game_describes_itself_in_plain_words():
    game = Seagrass(4, seed=7, options={"discovery": True})
    rng = random.Random(7)
    names = game.names
    kinds = set()
    while not game.is_over:
        for event in game.apply(rng.choice(game.legal_moves())):
            assert isinstance(event, Event)
            text = event.describe(names)
            assert text and text != type(event).__name__ and text[0].isupper(), text
            kinds.add(type(event).kind or type(event).__name__)
    assert {"ActionChosen", "CreaturePlaced", "Scored", "TurnStarted", "GameEnded", "ReefExpanded"} <= kinds


def test_events_name_players_by_colour():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "jellyfish-2", "crab-1")
    events = colony(game, (go(reef_hex(game, 2), N), "jellyfish-2"))
    lines = [e.describe(game.names) for e in events]
    assert "Blue plays a double jellyfish tile." in lines
    assert "Blue +2 (new jellyfish colony)." in lines


def test_a_tile_joining_two_colonies_scores_the_whole_merged_colony():
    game = scenario(3, turn=BLUE, start=2)
    reef = reef_hex(game, 2)
    put(game, go(reef, N), BLUE, "crab-2")
    put(game, go(reef, N, N, N), BLUE, "crab-1")  # two crab colonies, one space apart
    give(game, BLUE, "crab-1", "jellyfish-1")
    events = colony(game, (go(reef, N, N), "crab-1"))
    assert points(events, BLUE) == [4]
    assert "expanded crab colony" in [e.reason for e in events if hasattr(e, "reason")][0]


def test_the_view_docstrings_name_every_field():
    for cls in (SeagrassView, SpaceView, ReefView, PlayerView):
        doc = cls.__doc__ or ""
        for f in dataclasses.fields(cls):
            assert f.name in doc, f"{cls.__name__}.{f.name} is not documented"


def test_a_completed_reef_line_says_its_numbers_are_creatures_not_points():
    from seaboard.engine.seagrass.events import ReefCompleted

    names = ["Ada", "Purple bot", "Blue"]
    line = ReefCompleted(2, 3, ((0, 0),), (6, 7, 1)).describe(names)
    assert line == "Reef 3 (3 tiles) is complete: Ada 6 creatures, Purple bot 7 creatures, Blue 1 creature."
    assert ReefCompleted(0, 1, ((0, 0),), (0, 0, 0)).describe(names).endswith("no creatures.")


def test_a_completed_one_tile_reef_line_says_it_scores_nothing():
    from seaboard.engine.seagrass.events import ReefCompleted

    line = ReefCompleted(1, 1, ((0, 0),), (4, 2, 1)).describe(["Ada", "Purple bot", "Green bot"])
    assert line == ("Reef 2 (1 tile) is complete: Ada 4 creatures, Purple bot 2 creatures, Green bot 1 creature. "
                    "A reef of one tile scores nothing.")


def test_a_reefs_points_say_whether_they_are_for_most_second_or_a_shared_tie():
    # Playtest: "Ada +6" after a 5-5 tie on a reef of 3 read as a mistake: nothing said 8 + 4 was split.
    from seaboard.engine.seagrass.scoring import reef_award_roles, reef_awards

    assert reef_award_roles(3, (5, 5, 1), 3) == [(6, "tied for most: 8 + 4 shared")] * 2 + [(0, "")]
    assert reef_award_roles(3, (6, 2, 2), 3) == [(8, "most creatures"), (2, "tied for second: 4 shared"),
                                                 (2, "tied for second: 4 shared")]
    assert reef_award_roles(2, (3, 1), 2) == [(4, "most creatures"), (0, "")]  # 2 players: under half
    for creatures in ((5, 5, 1), (6, 2, 2), (7, 3, 0), (0, 0, 0)):
        assert [p for p, _ in reef_award_roles(4, creatures, 3)] == reef_awards(4, creatures, 3)


# -- a seat at a completed reef that scores nothing is told why ---------------


def _unscored_lines(size, creatures, names):
    from seaboard.engine.seagrass.events import ReefUnscored
    from seaboard.engine.seagrass.scoring import ONE_TILE, reef_unscored

    whys = reef_unscored(size, creatures, len(creatures))
    return {names[s]: ReefUnscored(s, 2, why, tuple(creatures)).describe(names)
            for s, why in enumerate(whys) if why and why != ONE_TILE}


def test_two_players_under_half_the_leaders_creatures_are_told_the_half_rule():
    # Playtest: "Ada 4 creatures, Purple bot 10" and only the bot scored; nothing said why.
    lines = _unscored_lines(3, (4, 10), ["Ada", "Purple bot"])
    assert lines == {"Ada": "Ada gets nothing from reef 3: with 2 players, second place needs at least half "
                            "of Purple bot's 10 creatures (5 or more)."}
    assert _unscored_lines(3, (3, 7), ["Ada", "Bo"])["Ada"].endswith("half of Bo's 7 creatures (4 or more).")
    assert _unscored_lines(3, (5, 10), ["Ada", "Bo"]) == {}  # exactly half scores second


def test_a_tie_for_most_tells_the_others_no_one_else_scores():
    lines = _unscored_lines(5, (5, 5, 5, 1), ["Ada", "Bo", "Cy", "Dee"])
    assert lines == {"Dee": "Dee gets nothing from reef 3: Ada, Bo and Cy tied for the most creatures (5 each) "
                            "and share the points for most and second most; no one else scores."}
    assert set(_unscored_lines(3, (2, 5, 5, 4), ["Ada", "Bo", "Cy", "Dee"])) == {"Ada", "Dee"}


def test_below_second_place_is_told_who_had_most_and_second_most():
    names = ["Ada", "Bo", "Cy", "Dee"]
    assert _unscored_lines(4, (1, 4, 2, 3), names) == {
        "Ada": "Ada gets nothing from reef 3: only the most creatures (Bo, 4) and the second most (Dee, 3) score.",
        "Cy": "Cy gets nothing from reef 3: only the most creatures (Bo, 4) and the second most (Dee, 3) score.",
    }
    assert _unscored_lines(4, (7, 3, 3, 1), names)["Dee"].endswith("the second most (Bo and Cy, 3 each) score.")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_with_creatures_at_a_reef_either_scores_or_is_told_why(players):
    import itertools

    from seaboard.engine.seagrass.scoring import reef_awards, reef_unscored

    for size in (1, 2, 3, 5):
        for creatures in itertools.product(range(0, 6), repeat=players):
            awards = reef_awards(size, creatures, players)
            whys = reef_unscored(size, creatures, players)
            for n, award, why in zip(creatures, awards, whys):
                assert bool(why) == (n > 0 and award == 0), (size, creatures)
