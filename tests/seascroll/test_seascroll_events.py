"""Events read well in the log, round-trip as JSON, and random play runs clean."""

import json
import random

import pytest
from seascroll_helpers import play_randomly

from seaboard.engine.core import record_from_dict
from seaboard.engine.seascroll import SeaScroll, events
from seaboard.engine.seascroll.events import CardPicked, FishDiscarded, SpeciesScored
from seaboard.engine.seascroll.moves import MOVES
from seaboard.sim import simulate

NAMES = ["Suzanne", "Erica", "Henry", "Milly", "Ada", "Bo"]
EVENT_TYPES = {c.__name__: c for c in vars(events).values() if isinstance(c, type) and c.__module__ == events.__name__}


@pytest.mark.parametrize("options", [{}, {"regal_tang": True}, {"chaos": True}])
def test_every_event_describes_itself_with_seat_names(options):
    game = SeaScroll(4, 21, options)
    for event in play_randomly(game, random.Random(21)):
        line = event.describe(NAMES[:4])
        assert line and line != type(event).__name__
        if hasattr(event, "seat"):
            assert NAMES[event.seat] in line
        if type(event).__name__ in EVENT_TYPES:
            data = json.loads(json.dumps(event.to_dict()))
            assert record_from_dict(data, EVENT_TYPES) == event


def test_discard_and_reveal_lines_read_well():
    assert FishDiscarded(1, 10, 0, 3, False).describe(NAMES) == "Erica discards a Betta Fish onto a school of 2."
    line = SpeciesScored(10, (3, 3, 2, 0), (10, 10, -10, 0), (10, 10, -10, 0)).describe(NAMES)
    assert line == "Betta Fish: Suzanne 3 (+10), Erica 3 (+10), Henry 2 (-10)."
    assert CardPicked(2, 5, 0).describe(NAMES) == "Henry picks up a face-down fish."


@pytest.mark.parametrize("options, line", [({}, "The Reveal: habitats join hands."),
                                           ({"chaos": True}, "The Reveal: every kept fish is shown.")])
def test_the_reveal_line_speaks_of_habitats_only_where_there_are_some(options, line):
    game = SeaScroll(3, 5, options)
    said = [e.describe(NAMES[:3]) for e in play_randomly(game, random.Random(5))]
    assert line in said


def test_moves_round_trip_as_json():
    game = SeaScroll(3, 2)
    rng = random.Random(2)
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        assert record_from_dict(json.loads(json.dumps(move.to_dict())), MOVES) == move
        game.apply(move)


@pytest.mark.parametrize(
    "options", [{}, {"regal_tang": True}, {"chaos": True}, {"chaos": True, "chaos_pace": "alternating"}]
)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_bot_simulation_runs_clean(players, options):
    report = simulate("seascroll", players, 5, 1, ["easy"] * players, options)
    assert report["errors"] == []
    assert sum(report["wins_by_seat"]) == pytest.approx(5)
