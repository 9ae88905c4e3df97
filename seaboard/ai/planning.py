"""A bot that plans a whole turn, then plays the planned steps one by one.

The plan is made on a determinized copy of the game, so it records what the
seat should see before each planned step. When the real view differs (the
step drew cards the sample got wrong, or anything else surprised it), or the
next planned step is no longer legal, the bot plans again from what it sees.
"""

from __future__ import annotations

import random
from typing import Any

from seaboard.ai.base import Bot
from seaboard.ai.evaluation import evaluator_for, value
from seaboard.ai.search import Plan, clone, expected_views, supports_search, turn_over
from seaboard.engine.core import Game, IllegalMove, Move


class PlanningBot(Bot):
    level = "planning"
    chaos_samples = 4  # samples per step of a Chaos scramble (seaboard/ai/chaos.py)

    def __init__(self, game_cls: type[Game], seat: int, seed: int = 0, think_seconds: float = 1.0):
        super().__init__(game_cls, seat, seed=seed, think_seconds=think_seconds)
        self.evaluator = evaluator_for(game_cls)
        self.searchable = supports_search(game_cls)
        self._plan: list[Move] = []
        self._views: list[Any] = []
        self._plan_ends_turn = True
        # The last step returned finished the turn (True), did not (False).
        self.last_step_ended_turn = True

    # -- the plan ------------------------------------------------------------
    def planned_steps(self) -> list[Move]:
        """The rest of the turn this bot means to play after the step it just chose."""
        return list(self._plan)

    def plan_continues(self, view: Any, legal: list[Move]) -> bool:
        """Whether the rest of this bot's plan still applies here (the world is as it expected)."""
        return bool(self._plan) and self._views[0] == view and self._plan[0] in legal

    def _next_planned(self, view: Any, legal: list[Move]) -> Move | None:
        if self.plan_continues(view, legal):
            self._views.pop(0)
            move = self._plan.pop(0)
            self.last_step_ended_turn = not self._plan and self._plan_ends_turn
            return move
        self._plan, self._views = [], []
        return None

    def _adopt(self, world: Game, plan: Plan, legal: list[Move]) -> Move:
        """Keep `plan` (made on `world`) and return its first step."""
        if not plan.moves or plan.moves[0] not in legal:
            # The sample disagreed with the real game: never stall, play safe.
            self._plan, self._views = [], []
            move = self.rng.choice(legal)
            self.last_step_ended_turn = self._ends_turn_after(world, move)
            return move
        self._plan = list(plan.moves)
        self._views = expected_views(world, self.seat, self._plan)
        self._plan_ends_turn = plan.ends_turn
        self._views.pop(0)
        move = self._plan.pop(0)
        self.last_step_ended_turn = not self._plan and self._plan_ends_turn
        return move

    def _ends_turn_after(self, world: Game, move: Move) -> bool:
        state = clone(world)
        try:
            state.apply(move)
        except ValueError:
            return True
        return turn_over(state, self.seat)

    def average_scores(self, view: Any, world: Game, plans: list[Plan], samples: int,
                       work: list[int] | None = None) -> list[float]:
        """Each plan's evaluation averaged over `world` and samples - 1 fresh samples
        (-inf for a plan some sample cannot play)."""
        worlds = [world] + [self.determinize(view) for _ in range(samples - 1)]
        scores = []
        for plan in plans:
            total = 0.0
            for sample in worlds:
                state = clone(sample)
                try:
                    for move in plan.moves:
                        state.apply(move)
                except IllegalMove:
                    total = float("-inf")
                    break
                total += value(self.evaluator, state, self.seat)
                if work is not None:
                    work[0] += 1 + len(plan.moves)
            scores.append(total / len(worlds))
        return scores

    def determinize(self, view: Any, rng: random.Random | None = None) -> Game:
        world = self.game_cls.determinize(view, rng or self.rng)
        if self.evaluator.prepare is not None:
            self.evaluator.prepare(world, view)
        return world

    def _choose(self, view: Any, legal: list[Move]) -> Move:
        if getattr(view, "chaos", False) and self.searchable:
            from seaboard.ai.chaos import chaos_step  # Sea Scroll's scramble has no turns to plan

            self.last_step_ended_turn = True
            return chaos_step(self, view, legal, self.chaos_samples)
        planned = self._next_planned(view, legal)
        if planned is not None:
            return planned
        if not self.searchable:
            return self.rng.choice(legal)  # a game that cannot be sampled from a view: play like easy
        if len(legal) == 1 or self.cancelled:
            move = legal[0] if len(legal) == 1 else self.rng.choice(legal)
            self.last_step_ended_turn = self._ends_turn_after(self.determinize(view), move)
            return move
        return self.plan_and_choose(view, legal)

    def plan_and_choose(self, view: Any, legal: list[Move]) -> Move:
        raise NotImplementedError
