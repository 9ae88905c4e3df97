"""Medium: a greedy one-turn lookahead.

It samples the hidden parts (the engine's determinize), searches its own
turn's step sequences with a bounded beam, and plays the turn whose end
position the game's hand-written evaluation likes best: points scored now
plus the position's promise (reef majorities, species leads, fish majorities).
Where the evaluation hinges on hidden cards (Sea Scroll: who holds the most
of a species), the best few turns are scored over several samples.
"""

from __future__ import annotations

from typing import Any

from seaboard.ai.planning import PlanningBot
from seaboard.ai.search import Plan, SearchLimits, plan_turns
from seaboard.engine.core import Move


class MediumBot(PlanningBot):
    level = "medium"

    def plan_and_choose(self, view: Any, legal: list[Move]) -> Move:
        world = self.determinize(view)
        tune = self.evaluator
        limits = SearchLimits(beam_width=5, branch_cap=tune.branch_cap, max_nodes=tune.max_nodes)
        samples = tune.medium_samples
        plans = plan_turns(world, self.seat, tune, self.rng, limits, top=8 if samples > 1 else 1)
        if not plans:
            return self.rng.choice(legal)
        if samples > 1 and len(plans) > 1:
            return self._adopt(world, self._best_on_average(view, world, plans, samples), legal)
        return self._adopt(world, plans[0], legal)

    def _best_on_average(self, view: Any, world, plans: list[Plan], samples: int) -> Plan:
        """Where the hidden cards matter to the evaluation (whose majority a
        species is), score each of the best few turns over several samples."""
        scores = self.average_scores(view, world, plans, samples)
        return plans[max(range(len(plans)), key=lambda i: (scores[i], -i))]
