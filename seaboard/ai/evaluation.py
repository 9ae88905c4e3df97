"""Position evaluation for the searching bots, one hand-written function per game.

An evaluator is `evaluate(game, seat) -> float`: how much better `seat`
stands than its strongest rival, in that game's points ("points now plus the
position's promise"). It is only ever given a determinized game (built from
the bot's own view), so reading its full state never leaks a real secret.

`value(game, seat)` wraps it: a finished game counts its real result with a
large win bonus (the hard bot squashes an evaluation's change into 0..1 for
Monte Carlo itself: hard.HardBot._leaf_value).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from seaboard.engine.core import Game

Evaluate = Callable[[Game, int], float]

# A won game outweighs any points margin a position can promise.
WIN_BONUS = 1000.0


@dataclass(frozen=True)
class Evaluator:
    """A game's evaluation and how the searching bots size their search for it."""

    evaluate: Evaluate
    # Points of advantage that make a win roughly three times as likely as a loss.
    scale: float = 10.0
    # Most legal steps a turn search expands at one step (sampled beyond).
    branch_cap: int = 40
    # Steps expanded in one turn search, in all.
    max_nodes: int = 500
    # Medium bot: samples of the hidden state its best few turns are scored over.
    medium_samples: int = 1
    # Hard bot: candidate turns compared, further rounds each rollout plays,
    # and legal steps the rollout policy compares at each step.
    candidates: int = 8
    horizon_extra: int = 0  # rollouts: turns played after every other seat replied once
    # Standard errors by which a candidate must beat the one-turn favourite to
    # replace it (0: simply the best average).
    hard_margin: float = 0.0
    rollout_sample: int = 4
    # Hard bot: work units a step that ends the game costs on top of its own, where scoring a
    # finished game is dear (Sea Scroll's Reveal): else a last turn thinks twice as long.
    end_units: int = 0
    # rank_moves(game, moves) -> the moves, most promising first, by a cheap
    # look that applies nothing; searches then expand the first ones instead
    # of a random sample when there are too many steps to try them all.
    rank_moves: Callable[[Game, list], list] | None = None
    # signature(steps) -> what makes two candidate turns really different
    # (hard keeps one candidate per signature first); None: the first step.
    signature: Callable[[list], Any] | None = None
    # position_key(game) -> what makes two positions the same for this game;
    # turns that lead to the same one are offered once (None: compare steps).
    position_key: Callable[[Game], Any] | None = None
    # prepare(world, view): adjust a freshly determinized game before search,
    # e.g. put estimates where it holds zeros for secrets (Seagrass scores).
    prepare: Callable[[Game, Any], None] | None = None
    # Hard bot: how it judges where a rollout ended, if not by `evaluate`.
    leaf: Evaluate | None = None


# Game id -> "module:attribute" of its Evaluator, imported on first use.
_MODULES: dict[str, str] = {
    "seagrass": "seaboard.ai.eval_seagrass:EVALUATOR",
    "seascroll": "seaboard.ai.eval_seascroll:EVALUATOR",
    "bloomingsea": "seaboard.ai.eval_bloomingsea:EVALUATOR",
}
_registered: dict[str, Evaluator] = {}


def register_evaluator(game_id: str, evaluator: Evaluator) -> None:
    """Add an evaluator at run time (tests use this for the reference game)."""
    _registered[game_id] = evaluator


def evaluator_for(game_cls: type[Game]) -> Evaluator:
    gid = game_cls.game_id
    if gid in _registered:
        return _registered[gid]
    if gid in _MODULES:
        module, _, attr = _MODULES[gid].partition(":")
        try:
            found = getattr(importlib.import_module(module), attr)
        except ImportError:
            found = None
        if found is not None:
            _registered[gid] = found
            return found
    return Evaluator(score_margin_of_view)


def margin(scores: Sequence[float], seat: int) -> float:
    """`seat`'s score minus the best other score (0 with no rival)."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - max(others) if others else float(scores[seat])


def score_margin_of_view(game: Game, seat: int) -> float:
    """Fallback evaluation: the visible score margin (unknown scores count 0)."""
    view = game.view(seat)
    scores = getattr(view, "scores", None)
    if scores is None and isinstance(view, dict):
        scores = view.get("scores")
    if not scores:
        return 0.0
    return margin([s or 0 for s in scores], seat)


def terminal_value(game: Game, seat: int) -> float:
    """A finished game: the real margin, plus the win bonus shared among tied winners."""
    result = game.result()
    bonus = WIN_BONUS / len(result.winners) if seat in result.winners else -WIN_BONUS
    return bonus + margin(result.scores, seat) if result.scores else bonus


def value(evaluator: Evaluator, game: Game, seat: int) -> float:
    if game.is_over:
        return terminal_value(game, seat)
    return evaluator.evaluate(game, seat)
