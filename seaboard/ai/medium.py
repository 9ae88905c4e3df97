"""Medium: a greedy one-turn lookahead.

It samples the hidden parts once (the engine's determinize), searches its own
turn's step sequences with a bounded beam, and plays the turn whose end
position the game's hand-written evaluation likes best: points scored now
plus the position's promise (reef majorities, species leads, fish majorities).
"""

from __future__ import annotations

from typing import Any

from seaboard.ai.planning import PlanningBot
from seaboard.ai.search import SearchLimits, plan_turns
from seaboard.engine.core import Move


class MediumBot(PlanningBot):
    level = "medium"

    def plan_and_choose(self, view: Any, legal: list[Move]) -> Move:
        world = self.determinize(view)
        tune = self.evaluator
        limits = SearchLimits(beam_width=5, branch_cap=tune.branch_cap, max_nodes=tune.max_nodes)
        plans = plan_turns(world, self.seat, tune, self.rng, limits)
        if not plans:
            return self.rng.choice(legal)
        return self._adopt(world, plans[0], legal)
