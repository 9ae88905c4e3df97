"""A Seagrass hint says the planned turn as a player would: the action, the tiles grouped with
their points, then the reef step with its face-down tile (playtest: a run-on of log sentences,
cut before the crab the rack ringed)."""

from __future__ import annotations

import random

from seaboard.ai.hint import describe_step
from seaboard.engine.seagrass.events import ReefExplored, TilesDrawn
from seaboard.engine.seagrass.game import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.tiles import CODE_KIND, describe_tile

NAMES = ["Ada", "Bo", "Cy"]


def test_a_seagrass_hint_groups_the_tiles_with_their_points_and_mid_turn_says_the_points_are_the_colonys():
    # The playtest's turn: a double and a single turtle and the special turtle, then its extra
    # Research Reef action with a crab face down.
    game = Seagrass(3, 0)
    plan = [PlaceCreature((3, 5), "turtle-2"), PlaceCreature((2, 5), "turtle-1"),
            PlaceCreature((1, 5), "turtle-special"), Confirm(), PlaceReefTile((5, 4), "crab-1"), Confirm()]
    words = describe_step(Seagrass, game.view(0), ChooseAction("colony"), NAMES, then=plan)
    assert words == ("Take Research Colony: play a double and a single turtle tile and the special turtle for "
                     "+5 (new turtle colony). Then, for the special turtle's extra Research Reef action, play a "
                     "single crab tile face down to expand reef 7 and draw 3 tiles.")
    # Half-way through the same plan: what is left of it, no more.
    game.apply(ChooseAction("colony"))
    for step in plan[:2]:
        game.apply(step)
    words = describe_step(Seagrass, game.view(0), plan[2], NAMES, then=plan[3:])
    # The +5 is the colony's, tiles already down included, not the one tile's.
    assert words.startswith("Play the special turtle and Confirm: the colony scores +5 (new turtle colony). "
                            "Then, for the special turtle's")


def test_every_tile_a_seagrass_hint_plans_is_named_and_a_reef_explored_on_the_way_is_not():
    explored = checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        game = Seagrass(3, seed, {"discovery": seed % 2 == 0})
        while not game.is_over and len(game.moves) < 150:
            seat = game.current_player
            if rng.random() < 0.35:  # a whole turn planned from here, at random
                trial, steps, events, drew = game.copy(), [], [], False
                while not trial.is_over and trial.current_player == seat:
                    steps.append(rng.choice(trial.legal_moves()))
                    made = trial.apply(steps[-1])
                    events += made
                    # A step after a draw may use a tile no sample of the hidden supply can know.
                    drew = drew or (any(isinstance(e, TilesDrawn) for e in made) and trial.current_player == seat)
                words = describe_step(Seagrass, game.view(seat), steps[0], NAMES, then=steps[1:])
                assert ";" not in words and words.endswith(".")
                assert "explored" not in words
                explored += any(isinstance(e, ReefExplored) for e in events)
                if not drew:
                    for step in steps:
                        if getattr(step, "tile", None):
                            kind = describe_tile(CODE_KIND[step.tile]).removeprefix("a ").removeprefix("the ")
                            creature, variant = step.tile.split("-")
                            assert creature in words and (variant == "special" or kind.split()[0] in words), words
                            checked += 1
            game.apply(rng.choice(game.legal_moves()))
    assert checked > 50 and explored > 3
