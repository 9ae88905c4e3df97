"""Hints in words, and the per-game pieces the searching bots rely on."""

from __future__ import annotations

import random

from seaboard.ai.eval_seagrass import estimated_score, prepare
from seaboard.ai.hint import as_advice, describe_step, plain_step, suggest
from seaboard.ai.medium import MediumBot
from seaboard.engine.registry import game_class
from seaboard.engine.seascroll.moves import TakeSchool


def _seascroll_take_phase(seed=4):
    cls = game_class("seascroll")
    game = cls(2, seed)
    game.apply(game.legal_moves()[0])  # Draw
    return cls, game


def test_suggest_gives_a_legal_step_and_the_same_one_again():
    cls, game = _seascroll_take_phase()
    view, legal = game.view(0), game.legal_moves()
    first = suggest(cls, view, legal, seconds=0.05)
    assert first in legal
    assert suggest(cls, view, legal, seconds=0.05) == first


def test_describe_step_tells_the_player_the_step_the_log_would_say():
    cls, game = _seascroll_take_phase()
    text = describe_step(cls, game.view(0), TakeSchool(0), ["Ada", "Bo"])
    assert text.startswith("Take a school") and text.endswith(".")


def test_advice_turns_the_players_own_log_lines_into_instructions():
    said = "Ada takes Research Colony; Ada plays a single crab tile; Ada passes; Ada +3 (new crab colony); Bo loses 2."
    assert as_advice(said, "Ada") == ("Take Research Colony; play a single crab tile; pass; +3 (new crab colony); "
                                      "Bo loses 2.")


def test_describe_step_with_the_rest_of_the_turn_says_the_discard_too():
    cls, game = _seascroll_take_phase()
    bot = MediumBot(cls, 0, seed=2)
    step = bot.choose(game.view(0), game.legal_moves())
    text = describe_step(cls, game.view(0), step, ["Ada", "Bo"], then=bot.planned_steps())
    assert "; discard" in text


def test_plain_step_names_a_step_without_a_game():
    assert plain_step(TakeSchool(2)) == "Take school: 2"


def test_seagrass_hidden_scores_are_estimated_from_the_board():
    cls = game_class("seagrass")
    game = cls(2, 3)
    bots = [MediumBot(cls, s, seed=1) for s in range(2)]
    while len(game.moves) < 60:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    view = game.view(0)
    assert view.scores[1] is None and game.scores[1] > 0
    world = cls.determinize(view, random.Random(1))
    assert world.scores[1] == 0  # the engine cannot know it
    prepare(world, view)
    assert world.scores[0] == game.scores[0]
    assert world.scores[1] == round(estimated_score(world, 1)) > 0
    # The estimate is in the right range: colonies are paid more than once as they grow.
    assert 0.4 * game.scores[1] <= world.scores[1] <= 2.5 * game.scores[1]
