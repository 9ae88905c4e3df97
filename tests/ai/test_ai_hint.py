"""Hints in words, and the per-game pieces the searching bots rely on."""

from __future__ import annotations

import random

import pytest

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


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_advice_reads_right_for_every_log_line_of_whole_games(game_id):
    cls = game_class(game_id)
    names = ["Ada", "Ada B", "Cy"]
    checked = 0
    for seed in range(4):
        game = cls(3, seed)
        rng = random.Random(seed)
        while not game.is_over:
            for event in game.apply(rng.choice(game.legal_moves())):
                line = event.describe(names)
                advice = as_advice(line, "Ada", names)
                if not line.startswith(("Ada ", "Ada's ")) or line.startswith("Ada B"):
                    assert advice == line  # another player's line is left as it is
                    continue
                checked += 1
                first = advice.split(" ")[0].lower()
                assert not advice.startswith("Ada") and first not in ("ha", "i", "doe", "has", "is")
                assert advice[0] == advice[0].upper()
    assert checked > 20


def test_advice_turns_the_players_own_log_lines_into_instructions():
    assert as_advice("Ada takes Research Colony.", "Ada") == "Take Research Colony."
    assert as_advice("Ada +3 (new crab colony).", "Ada") == "+3 (new crab colony)."
    assert as_advice("Bo loses 2.", "Ada") == "Bo loses 2."
    assert as_advice("Ada has no tile and passes.", "Ada") == "Have no tile and pass."
    assert as_advice("Ada's tile fits nowhere and is set aside.", "Ada") == "Your tile fits nowhere and is set aside."
    assert as_advice("Ada B takes 2.", "Ada", ["Ada", "Ada B"]) == "Ada B takes 2."


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


def test_a_draw_hint_says_how_many_never_which():
    from seaboard.engine.seascroll.moves import Draw

    cls = game_class("seascroll")
    game = cls(2, 4)
    text = describe_step(cls, game.view(0), Draw(), ["Ada", "Bo"])
    assert text.startswith("Draw 2 fish from the ocean")
    names = {"Regal Tang", "Lionfish", "Moorish Idol", "Butterflyfish", "Mandarin Fish", "Parrotfish", "Betta Fish"}
    assert not any(n in text for n in names)


def test_a_hint_without_a_verb_names_its_step_and_a_hint_that_ends_the_game_says_so():
    from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature

    cls = game_class("seagrass")
    game = cls(2, 3)
    game.apply(ChooseAction("colony"))
    game.apply(next(m for m in game.legal_moves() if isinstance(m, PlaceCreature)))
    text = describe_step(cls, game.view(0), Confirm(), ["Ada", "Bo"])
    assert text.startswith("Confirm: +") and "This ends the game" not in text
    # A real game's last Confirm: the hint says it ends the game.
    for seed in range(40):
        rng = random.Random(seed)
        whole = cls(2, seed)
        while not whole.is_over:
            whole.apply(rng.choice(whole.legal_moves()))
        if whole.moves[-1] == Confirm():
            break
    assert whole.moves[-1] == Confirm()  # a game that ends on a Confirm was found
    before = cls(2, seed)
    for step in whole.moves[:-1]:
        before.apply(step)
    seat = before.current_player
    assert describe_step(cls, before.view(seat), Confirm(), ["Ada", "Bo"]).endswith("This ends the game.")


def test_a_turns_hints_follow_one_plan_and_a_new_position_gets_a_fresh_one(monkeypatch):
    import time

    from seaboard.ai.hint import HintWorker

    cls, game = _seascroll_take_phase()
    names = ["Ada", "Bo"]

    def ask(worker):
        worker.start(cls, game.view(0), game.legal_moves(), names, seconds=0.05)
        for _ in range(2000):
            got = worker.poll()
            if got is not None:
                return got[0]
            time.sleep(0.005)
        raise AssertionError("no hint")

    from seaboard.ai.hard import HardBot
    from seaboard.ai.hint import HINT_SEED

    twin = HardBot(cls, 0, seed=HINT_SEED, think_seconds=0.05)  # the hint's bot, thinking alike
    twin.choose(game.view(0), game.legal_moves())
    planned = twin.planned_steps()
    worker = HintWorker()
    first = ask(worker)
    assert ask(HintWorker()) == first  # same position, same hint
    game.apply(first)
    assert planned and planned[0] in game.legal_moves()  # a take is followed by its planned discard
    thought = []
    original = HardBot.plan_and_choose
    monkeypatch.setattr(HardBot, "plan_and_choose", lambda self, *a: thought.append(1) or original(self, *a))
    assert ask(worker) == planned[0] and not thought  # the rest of the same plan: no second thoughts


def test_asking_again_at_the_same_point_gives_the_same_answer_without_thinking(monkeypatch):
    import time

    from seaboard.ai.hard import HardBot
    from seaboard.ai.hint import HintWorker

    cls, game = _seascroll_take_phase()
    worker = HintWorker()

    def ask():
        worker.start(cls, game.view(0), game.legal_moves(), ["Ada", "Bo"], seconds=0.05)
        for _ in range(2000):
            got = worker.poll()
            if got is not None:
                return got
            time.sleep(0.005)
        raise AssertionError("no hint")

    first = ask()
    thought = []
    original = HardBot.plan_and_choose
    monkeypatch.setattr(HardBot, "plan_and_choose", lambda self, *a: thought.append(1) or original(self, *a))
    assert ask() == first and not thought


def test_a_hint_never_tells_the_sampled_hands_of_a_final_reveal():
    cls = game_class("seascroll")
    rng = random.Random(4)
    whole = cls(2, 4)
    while not whole.is_over:
        whole.apply(rng.choice(whole.legal_moves()))
    before = cls(2, 4)
    for step in whole.moves[:-1]:
        before.apply(step)
    seat = before.current_player
    text = describe_step(cls, before.view(seat), whole.moves[-1], ["Ada", "Bo"])
    assert text.endswith("This ends the game.")
    assert " shows " not in text and "Reveal" not in text


def test_a_hint_never_names_the_sampled_fish_of_a_chaos_random_discard():
    from seaboard.engine.seascroll.moves import Done, Keep, Pick
    from seaboard.engine.seascroll.species import SPECIES

    cls = game_class("seascroll")
    game = cls(2, 4, {"chaos": True})
    for card in range(12):
        game.apply(Pick(1, card))
        game.apply(Keep(1))
    game.apply(Done(1))
    # Seat 0 stopping ends the scramble: seat 1 (hidden from seat 0) loses 2 at random.
    text = describe_step(cls, game.view(0), Done(0), ["Ada", "Bo"])
    assert not any(name in text for name in SPECIES.values()) and "at random" not in text


def test_a_hint_says_a_whole_seagrass_turn_with_a_special_turtles_reef_step():
    from seaboard.ai.hint import describe_step
    from seaboard.engine.seagrass.game import Seagrass
    from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile

    game = Seagrass(2, 3)
    plan = [PlaceCreature((0, 2), "turtle-1"), PlaceCreature((0, 3), "turtle-special"), Confirm(),
            PlaceReefTile((1, 1), "starfish-1"), Confirm()]
    words = describe_step(Seagrass, game.view(0), ChooseAction("colony"), ["Ada", "Bo"], then=plan)
    assert words.startswith("Take Research Colony: ")  # (in sentences: test_ai_hint_seagrass.py)
    assert "+3 (new turtle colony)" in words and "expand reef 2" in words  # the points and the bonus step
