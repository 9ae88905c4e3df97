"""A Seagrass hint says why, in a short true sentence or two read off the engine (playtest: it said
what to do, "Take Research Colony; play a double turtle tile; +4", but never why). Each kind of
reason on a position built for it: reef 3 (id 2) on the front board, Ada (Blue) to play. The words
are whole sentences (playtest: "it builds your lead around reef 5 to 6, nobody else has any" ran
on, and read as reefs 5 to 6)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from seagrass_helpers import BLUE, GREEN, PURPLE, S, give, go, put, put_down, reef_hex, ring, scenario

from seaboard.ai.hint_seagrass import why_said
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.tiles import KIND_SPECIAL, regular_tiles

NAMES = ["Ada", "Bo", "Cy"]
REEF = 2  # said "reef 3"


def _view(game, seat=BLUE):
    """The seat's view, with every supply made up to what the helpers' tiles left of each player's
    32 (the hint samples the game from the view, which must add up as a real game's does)."""
    for s in range(game.players):
        used = Counter(k for c, k in enumerate(game.kind) if game.owner[c] == s and k >= 0 and not KIND_SPECIAL[k])
        used += Counter({k: n for k, n in enumerate(game.hands[s]) if n})
        assert not used - Counter(regular_tiles()), "more tiles than a player has"
        game.supply[s] = list((Counter(regular_tiles()) - used).elements())
    game.player_cache.clear()
    return game.view(seat)


def _colony(*placements):
    return [ChooseAction("colony"), *(PlaceCreature(h, code) for h, code in placements), Confirm()]


def _reef_action(h, code):
    return [ChooseAction("reef"), PlaceReefTile(h, code), Confirm()]


def test_a_hint_that_completes_a_reef_says_so_with_your_share_of_its_creatures():
    game = scenario(3, turn=BLUE, start=REEF)
    reef = reef_hex(game, REEF)
    put_down(game, go(reef, S), GREEN)  # a reef of two tiles
    spots = ring(game, [reef, go(reef, S)])
    put(game, spots[0], PURPLE, "crab-1")
    for h in spots[1:-1]:
        put(game, h, GREEN if h == spots[1] else BLUE, "crab-1")
    give(game, BLUE, "jellyfish-2")
    plan = _colony((spots[-1], "jellyfish-2"))
    blue = len(spots) - 3 + 2  # her single crabs and the double jellyfish that closes it
    assert why_said(_view(game), plan, NAMES) == \
        f"Why: it completes reef 3, where you have the most creatures: {blue} to Bo's 1."


@pytest.mark.parametrize("blue, purple, code, said", [
    (0, 1, "jellyfish-2", "you take the lead around reef 3, with 2 creatures to Bo's 1"),
    (2, 1, "jellyfish-2", "it builds your lead around reef 3, with 4 creatures to Bo's 1"),
    (2, 0, "jellyfish-2", "it builds your lead around reef 3: you will have 4 creatures there, and nobody else has any"),
    (0, 2, "jellyfish-2", "it draws you level with Bo around reef 3, at 2 creatures each"),
    (0, 3, "jellyfish-1", "it closes in on Bo around reef 3, with 1 creature to Bo's 3"),
    (0, 0, "jellyfish-2", "you will be the only one with creatures around reef 3: 2 creatures"),
])
def test_a_hint_says_the_lead_its_creatures_take_or_build_around_a_reef_with_both_counts(blue, purple, code, said):
    game = scenario(3, turn=BLUE, start=REEF)
    spots = ring(game, [reef_hex(game, REEF)])
    if blue:
        put(game, spots[0], BLUE, "crab-2")
    for h, n in zip(spots[1:3], (min(purple, 2), purple - 2)):
        if n > 0:
            put(game, h, PURPLE, f"starfish-{n}")
    give(game, BLUE, code)
    assert why_said(_view(game), _colony((spots[4], code)), NAMES) == f"Why: {said}."


def _lead_at_reef(hand):
    """Ada leads around reef 3, 2 to Bo's 1, with `hand` single crabs to play."""
    game = scenario(3, turn=BLUE, start=REEF)
    reef = reef_hex(game, REEF)
    put(game, (7, 1), BLUE, "jellyfish-2")
    put(game, (6, 1), PURPLE, "starfish-1")
    give(game, BLUE, *["crab-1"] * hand)
    return game, reef


def test_a_research_reef_hint_says_it_grows_a_reef_you_lead_to_a_bigger_prize():
    game, _ = _lead_at_reef(4)
    assert why_said(_view(game), _reef_action((8, -1), "crab-1"), NAMES) == \
        "Why: it grows reef 3 to 2 tiles, worth 4 points for the most creatures. You lead there, with 2 creatures to Bo's 1."


def test_a_research_reef_hint_with_a_low_hand_says_you_need_tiles():
    # The draw is the reason even where Ada leads: two tiles in hand are about to run out.
    game, _ = _lead_at_reef(2)
    assert why_said(_view(game), _reef_action((8, -1), "crab-1"), NAMES) == \
        "Why: you have only 2 tiles in hand, and this draws 3 more."


def test_a_research_reef_hint_where_you_do_not_lead_says_it_refills_your_hand():
    game = scenario(3, turn=BLUE, start=REEF)
    put(game, (6, 1), PURPLE, "starfish-2")
    give(game, BLUE, *["crab-1"] * 4)
    assert why_said(_view(game), _reef_action((8, -1), "crab-1"), NAMES) == \
        "Why: it refills your hand from 4 to 6 tiles."


def test_the_reason_is_read_off_the_seats_own_view_never_anothers_hand():
    # Bo's hidden hand (here a different one) changes nothing the reason says.
    said = set()
    for hand in (["crab-1"], ["turtle-2", "turtle-2", "jellyfish-1", "starfish-2"]):
        game, _ = _lead_at_reef(4)
        give(game, PURPLE, *hand)
        said.add(why_said(_view(game), _reef_action((8, -1), "crab-1"), NAMES))
    assert len(said) == 1 and "Bo's 1" in said.pop()


def test_no_reason_over_seeded_games_reads_a_count_as_a_reef_or_runs_clauses_on():
    # Every turn of seeded easy-bot games, planned from its start: a number after "reef N to" is
    # always tiles or creatures (never "reef 5 to 6", read as reefs 5 to 6), and no sentence strings
    # three comma clauses together (the old "..., where you lead, 2 to Bo's 1").
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move
    from seaboard.engine.seagrass.game import Seagrass

    said = set()
    for seed in range(8):
        players = 2 + seed % 3
        game = Seagrass(players, seed, None)
        bots = [make_bot("easy", Seagrass, s, seed=seed) for s in range(players)]
        while not game.is_over:
            seat, view, steps = game.current_player, game.view(game.current_player), []
            while not game.is_over and game.current_player == seat:
                steps.append(bot_move(bots[seat], game))
                game.apply(steps[-1])
            said.add(why_said(view, steps, [*NAMES, "Di"][:players]))
    said.discard("")
    assert len(said) > 50  # (enough turns to meet every kind of reason)
    for words in said:
        assert not re.search(r"reef \d+ to \d+(?! (tiles|creatures))", words), words
        assert all(sentence.count(",") <= 1 for sentence in words.split(". ")), words
