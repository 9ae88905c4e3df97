"""Hard: determinized Monte Carlo search over whole turns.

1. Candidates: on one determinization of its view, the bot lists its best few
   distinct step sequences for this turn with the medium bot's beam search,
   each cut at the first step that reveals something hidden (a draw): what
   follows depends on cards nobody has seen.
2. Samples: again and again it samples the hidden state afresh from its view
   (`game_cls.determinize(view, rng)`: other hands, supplies, deck order),
   plays every candidate in that same sampled world (common random numbers
   make the comparison fair), lets the rollout policy play the other seats'
   replies (the best of a few promising steps by the evaluation), and scores
   the end by how much the evaluation moved since the sampled start, squashed
   to 0..1 (a finished game counts its real result). A game may judge that
   end by its own `Evaluator.leaf` (Blooming Sea: the odds of each fish race).
3. It plays the candidate with the best average, step by step, planning
   again after a step that reveals something new.

It reads only view(seat): the true game is never seen, so hidden opponent
state cannot change its choice (tests/ai prove it).

Budget and determinism: thinking is budgeted in WORK UNITS (steps applied
during the search), never by the clock, so a seeded hard bot makes exactly
the same choices on any machine under any load and games replay exactly.
`think_seconds` is turned into units with a per-game rate calibrated on the
development machine (UNITS_PER_SECOND; `python -m seaboard.ai.calibrate`
measures it again). Pass `timed=True` to budget by the real clock instead
(not reproducible). Either way `cancel()` stops the search within one sample.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from seaboard.ai.evaluation import value
from seaboard.ai.planning import PlanningBot
from seaboard.ai.search import Plan, SearchLimits, clone, diverse, narrow, plan_turns
from seaboard.engine.core import Game, IllegalMove, Move

# Work units (search steps applied) per second of thinking, per game, measured
# on the development machine with `python -m seaboard.ai.calibrate`. Blooming
# Sea's was scaled by the 1.21x its search got faster since (measured on a
# slower machine, which gave 11,688 before and 14,192 after).
UNITS_PER_SECOND: dict[str, float] = {
    "seagrass": 15700,
    "seascroll": 25800,
    "bloomingsea": 13700,
}
DEFAULT_UNITS_PER_SECOND = 3000.0
# A re-plan later in the same turn (after a draw) always gets this share of
# the turn's budget, even if the first plan used it all.
MIN_SHARE = 0.3


class HardBot(PlanningBot):
    level = "hard"
    chaos_samples = 16

    def __init__(
        self,
        game_cls: type[Game],
        seat: int,
        seed: int = 0,
        think_seconds: float = 1.0,
        units: int | None = None,
        timed: bool = False,
    ):
        super().__init__(game_cls, seat, seed=seed, think_seconds=think_seconds)
        self.fixed_units = units is not None
        self.turn_units = units if units is not None else self._units_for(think_seconds)
        self.timed = timed
        tune = self.evaluator
        # Hard looks wider at its own turn than medium does.
        self.candidate_limits = SearchLimits(beam_width=8, branch_cap=tune.branch_cap, max_nodes=2 * tune.max_nodes)
        self.candidates = tune.candidates
        # Rollouts: further turns played after a candidate, steps compared per step.
        self.horizon_extra = tune.horizon_extra
        self.leaf_evaluate = tune.leaf or tune.evaluate
        self.rollout_sample = tune.rollout_sample
        self._spent = 0  # units (or seconds, when timed) spent this turn
        self.last_samples = 0  # samples the last search averaged over
        self.units_used = 0  # work units of all searches so far

    def _units_for(self, seconds: float) -> int:
        rate = UNITS_PER_SECOND.get(self.game_cls.game_id, DEFAULT_UNITS_PER_SECOND)
        return max(1, round(seconds * rate))

    def set_think_seconds(self, seconds: float) -> None:
        super().set_think_seconds(seconds)
        if not self.fixed_units:
            self.turn_units = self._units_for(seconds)

    # -- budget ----------------------------------------------------------------
    def _budget(self) -> float:
        total = self.think_seconds if self.timed else self.turn_units
        if self.last_step_ended_turn:
            self._spent = 0
        return max(total - self._spent, MIN_SHARE * total)

    def plan_and_choose(self, view: Any, legal: list[Move]) -> Move:
        budget = self._budget()
        start = time.perf_counter()
        work = [0]

        def used() -> float:
            return time.perf_counter() - start if self.timed else work[0]

        world = self.determinize(view)
        pool = plan_turns(
            world, self.seat, self.evaluator, self.rng, self.candidate_limits,
            stop_at_seal=True, top=4 * self.candidates, counter=work,
        )
        if self.evaluator.medium_samples > 1 and len(pool) > 1:
            # Rank the pool as medium would (averaged over samples) before choosing candidates.
            scores = self.average_scores(view, world, pool, self.evaluator.medium_samples, work)
            order = sorted(range(len(pool)), key=lambda i: (-scores[i], i))
            pool = [pool[i] for i in order]
        plans = diverse(pool, self.candidates, self.evaluator.signature)
        if not plans:
            return self.rng.choice(legal)
        best = plans[0]
        if len(plans) > 1:
            best = self._sample_and_pick(view, plans, budget, used, work)
        self._spent += used()
        self.units_used += work[0]
        return self._adopt(world, best, legal)

    # -- sampling ----------------------------------------------------------------
    def _sample_and_pick(self, view: Any, plans: list[Plan], budget: float, used, work: list[int]) -> Plan:
        """Average every live candidate over fresh samples; after 8, 16, 32...
        samples the worst quarter is dropped, so the budget goes to the close calls.

        With a `hard_margin` (per game), the one-turn favourite (plans[0]) is
        never dropped, and another candidate replaces it only if it beats it by
        more than that many standard errors of their per-sample differences
        (the samples are paired: the same sampled world for both)."""
        results: list[list[float | None]] = [[] for _ in plans]
        alive = list(range(len(plans)))
        samples = 0
        next_cut = 8
        margin = self.evaluator.hard_margin

        # Ties go to the candidate the one-turn evaluation liked best (lower index).
        def mean(i: int) -> float:
            got = [r for r in results[i] if r is not None]
            return sum(got) / len(got) if got else float("-inf")

        while used() < budget and not self.cancelled:
            world = self.determinize(view)
            baseline = self.leaf_evaluate(world, self.seat)
            rollout_seed = self.rng.getrandbits(32)
            for i in range(len(plans)):
                result = None
                if i in alive:
                    result = self._rollout(world, plans[i], random.Random(rollout_seed), work, baseline)
                results[i].append(result)
            samples += 1
            if samples == next_cut and len(alive) > 2:
                alive.sort(key=lambda i: (-mean(i), i))
                kept = alive[: max(2, len(alive) - len(alive) // 4)]
                if margin and 0 not in kept:
                    kept.append(0)
                alive = sorted(kept)
                next_cut *= 2
        self.last_samples = samples
        if samples == 0:
            return plans[0]
        if not margin:
            return plans[max(alive, key=lambda i: (mean(i), -i))]
        best, best_gain = 0, 0.0
        for i in alive:
            diffs = [a - b for a, b in zip(results[i], results[0]) if a is not None and b is not None]
            if i == 0 or len(diffs) < 4:
                continue
            gain = sum(diffs) / len(diffs)
            spread = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            if gain > margin * spread and gain > best_gain:
                best, best_gain = i, gain
        return plans[best]

    def _rollout(self, world: Game, plan: Plan, rng: random.Random, work: list[int], baseline: float) -> float | None:
        state = clone(world)
        work[0] += 1
        try:
            for move in plan.moves:
                state.apply(move)
                work[0] += 1
        except IllegalMove:
            return None  # this sample makes the candidate impossible
        turns_left = state.players - 1 + self.horizon_extra
        if not plan.ends_turn:
            turns_left += 1  # the rest of this turn is on the policy too
        current = state.current_player
        steps = 0
        while not state.is_over and turns_left > 0 and steps < 400:
            self._policy_step(state, rng, work)
            steps += 1
            if state.current_player != current:
                turns_left -= 1
                current = state.current_player
        return self._leaf_value(state, baseline)

    def _leaf_value(self, state: Game, baseline: float) -> float:
        """0..1: a finished game's real result, else the evaluation's change
        since the sampled start (hidden totals cancel out), squashed."""
        if state.is_over:
            result = state.result()
            return 1.0 / len(result.winners) if self.seat in result.winners else 0.0
        x = (self.leaf_evaluate(state, self.seat) - baseline) / self.evaluator.scale
        return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))

    def _policy_step(self, state: Game, rng: random.Random, work: list[int]) -> None:
        """The rollout policy: the best of a few promising steps for whoever moves."""
        legal = state.legal_moves()
        mover = state.current_player
        if len(legal) == 1 or mover is None:
            state.apply(legal[0] if len(legal) == 1 else rng.choice(legal))
            work[0] += 1
            return
        options = narrow(state, legal, self.rollout_sample, self.evaluator, rng)
        best_move, best_score = options[0], float("-inf")
        for move in options:
            child = clone(state)
            child.apply(move)
            work[0] += 1 + (self.evaluator.end_units if child.is_over else 0)
            score = value(self.evaluator, child, mover)
            if score > best_score:
                best_move, best_score = move, score
        state.apply(best_move)
        work[0] += 1
