"""Turn planning shared by the medium and hard bots.

A turn is a sequence of atomic steps. `plan_turns` searches one seat's
possible step sequences on a (determinized) game with a bounded beam: at
every depth each kept partial turn is expanded by its legal steps (sampled
down to `branch_cap` when there are many), finished turns are scored with
the game's evaluator, and only the `beam_width` most promising unfinished
ones go on. The whole search is capped at `max_nodes` expanded steps, so
turns with huge step trees (Seagrass colonies) stay cheap.

A plan can also stop early at a step that reveals hidden information
(`stop_at_seal`): what follows depends on cards nobody has seen yet, so the
hard bot treats the steps up to there as one choice and looks again after.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from seaboard.ai.evaluation import Evaluator, value
from seaboard.engine.core import Game, Move


def clone(game: Game) -> Game:
    """An independent copy of a determinized game for searching.

    A game may offer its own `clone`. Otherwise the attributes are copied
    structurally: lists, dicts and sets are rebuilt, immutable values
    (numbers, strings, tuples, frozen dataclasses) are shared,
    anything else is deep-copied. Several times faster than copy.deepcopy,
    which is where search time went (tests/ai check a clone never shares
    mutable state with its original). The random generator is shared, not
    copied: search only clones sampled worlds, whose chance is sampled
    anyway, and one shared stream stays deterministic.
    """
    own = getattr(game, "clone", None)
    if own is not None:
        return own()
    twin = object.__new__(type(game))
    state = {}
    for key, val in game.__dict__.items():
        if key == "rng":
            state[key] = val
        elif key == "moves":
            state[key] = list(val)  # moves are frozen values by the contract
        else:
            state[key] = _copy(val)
    twin.__dict__ = state
    return twin


_SHARE, _LIST, _DICT, _SET, _BYTES, _DEEP = range(6)
_KINDS: dict[type, int] = {int: _SHARE, float: _SHARE, str: _SHARE, bool: _SHARE, type(None): _SHARE,
                           bytes: _SHARE, frozenset: _SHARE, list: _LIST, dict: _DICT, set: _SET,
                           tuple: _SHARE, bytearray: _BYTES}


def _kind(cls: type) -> int:
    found = _KINDS.get(cls)
    if found is None:
        params = getattr(cls, "__dataclass_params__", None)
        found = _SHARE if params is not None and params.frozen else _DEEP
        _KINDS[cls] = found
    return found


def _copy(val: Any) -> Any:
    kind = _kind(type(val))
    if kind == _SHARE:
        return val
    if kind == _LIST:
        # Engine lists hold one kind of thing: a list whose ends are immutable
        # is copied flat (tests/ai check every game's clones stay independent).
        if not val or (_kind(type(val[0])) == _SHARE and _kind(type(val[-1])) == _SHARE):
            return val[:]
        return [x if _kind(type(x)) == _SHARE else _copy(x) for x in val]
    if kind == _DICT:
        return {k: x if _kind(type(x)) == _SHARE else _copy(x) for k, x in val.items()}
    if kind == _SET:
        return set(val)
    if kind == _BYTES:
        return bytearray(val)
    return copy.deepcopy(val)


def supports_search(game_cls: type[Game]) -> bool:
    """Whether the game can rebuild itself from a view (searching bots need that)."""
    return getattr(game_cls.determinize, "__func__", None) is not Game.determinize.__func__


def turn_over(game: Game, seat: int) -> bool:
    return game.is_over or game.current_player != seat


def sealed_by_last_step(game: Game) -> bool:
    """True when the step just applied drew, shuffled or revealed something."""
    return game.undo_floor == len(game.moves)


def view_key(view: Any) -> Any:
    """A hashable stand-in for a view (None when it cannot be hashed)."""
    try:
        hash(view)
    except TypeError:
        return None
    return view


def narrow(game: Game, legal: list[Move], cap: int, evaluator: Evaluator, rng: random.Random) -> list[Move]:
    """At most `cap` of the legal steps: the game's most promising by its cheap
    ranking (three quarters) plus a random few, or a random sample."""
    if len(legal) <= cap:
        return legal
    if evaluator.rank_moves is None:
        return rng.sample(legal, cap)
    ranked = evaluator.rank_moves(game, legal)
    best = max(1, (cap * 3) // 4)
    rest = ranked[best:]
    return ranked[:best] + rng.sample(rest, min(len(rest), cap - best))


@dataclass
class Plan:
    """Steps for one seat, the evaluation where they lead, and what the seat
    should see before each step if the world is as sampled."""

    moves: list[Move]
    score: float
    views: list[Any] = field(default_factory=list)
    ends_turn: bool = True

    def __len__(self) -> int:
        return len(self.moves)


@dataclass
class SearchLimits:
    beam_width: int = 6
    branch_cap: int = 40
    max_nodes: int = 500
    max_depth: int = 40


def _step_done(game: Game, seat: int, stop_at_seal: bool) -> bool:
    return turn_over(game, seat) or (stop_at_seal and sealed_by_last_step(game))


def plan_turns(
    game: Game,
    seat: int,
    evaluator: Evaluator,
    rng: random.Random,
    limits: SearchLimits | None = None,
    stop_at_seal: bool = False,
    top: int = 1,
    counter: list[int] | None = None,
) -> list[Plan]:
    """Up to `top` distinct plans for `seat`'s turn in `game`, best first.

    `game` is not changed. `counter[0]` (if given) is increased by the number
    of steps applied, so callers can budget work deterministically.
    """
    limits = limits or SearchLimits()
    finished: list[tuple[float, int, list[Move], Game]] = []
    frontier: list[tuple[float, list[Move], Game]] = [(0.0, [], game)]
    seen: set[Any] = set()
    nodes = 0
    order = 0
    depth = 0
    while frontier and depth < limits.max_depth and nodes < limits.max_nodes:
        depth += 1
        children: list[tuple[float, list[Move], Game]] = []
        for _, moves, state in frontier:
            legal = narrow(state, state.legal_moves(), limits.branch_cap, evaluator, rng)
            for move in legal:
                if nodes >= limits.max_nodes and (finished or children):
                    break
                child = clone(state)
                child.apply(move)
                nodes += 1
                score = value(evaluator, child, seat)
                path = moves + [move]
                if _step_done(child, seat, stop_at_seal):
                    finished.append((score, order, path, child))
                    order += 1
                    continue
                key = view_key(child.view(seat))
                if key is not None:
                    if key in seen:
                        continue
                    seen.add(key)
                children.append((score, path, child))
        children.sort(key=lambda c: -c[0])
        frontier = _diverse_beam(children, limits.beam_width, evaluator.signature)
    if counter is not None:
        counter[0] += nodes
    # Unfinished partial turns (node cap reached) are completed greedily so a
    # plan always reaches the end of the turn.
    if not finished or (frontier and len(finished) < top):
        for _, moves, state in frontier[: max(1, top - len(finished))]:
            done_moves, done_state = _complete_greedily(state, seat, evaluator, rng, moves, stop_at_seal, counter)
            finished.append((value(evaluator, done_state, seat), order, done_moves, done_state))
            order += 1
    finished.sort(key=lambda f: (-f[0], f[1]))
    plans: list[Plan] = []
    distinct: set[tuple] = set()
    same_position = evaluator.position_key
    for score, _, moves, state in finished:
        key = ("position", same_position(state)) if same_position is not None else tuple(moves)
        if key in distinct:
            continue
        distinct.add(key)
        plans.append(Plan(list(moves), score, ends_turn=turn_over(state, seat)))
        if len(plans) >= top:
            break
    return plans


def _diverse_beam(children: list, width: int, signature) -> list:
    """The best `width` partial turns, at most two per signature when the game
    has one, so the beam keeps several ideas instead of one idea's variants."""
    if signature is None:
        return children[:width]
    kept, spare, per = [], [], {}
    for child in children:
        key = signature(child[1])
        if per.get(key, 0) < 2:
            per[key] = per.get(key, 0) + 1
            kept.append(child)
            if len(kept) == width:
                return kept
        else:
            spare.append(child)
    return kept + spare[: width - len(kept)]


def _complete_greedily(
    state: Game,
    seat: int,
    evaluator: Evaluator,
    rng: random.Random,
    moves: list[Move],
    stop_at_seal: bool,
    counter: list[int] | None,
    sample: int = 8,
    max_steps: int = 60,
) -> tuple[list[Move], Game]:
    moves = list(moves)
    steps = 0
    while not turn_over(state, seat) and steps < max_steps:
        legal = narrow(state, state.legal_moves(), sample, evaluator, rng)
        best = None
        for move in legal:
            child = clone(state)
            child.apply(move)
            score = value(evaluator, child, seat)
            if best is None or score > best[0]:
                best = (score, move, child)
        assert best is not None  # engines never offer a dead end
        _, move, state = best
        moves.append(move)
        steps += len(legal)
        if stop_at_seal and sealed_by_last_step(state):
            break
    if counter is not None:
        counter[0] += steps
    return moves, state


def diverse(plans: list[Plan], count: int, signature=None) -> list[Plan]:
    """Up to `count` plans, best first, with at most one per signature while
    there are enough different ones (so the candidates are real alternatives,
    not the same idea with two tiles swapped). Default signature: the first step."""
    sign = signature or (lambda moves: moves[0] if moves else None)
    chosen: list[Plan] = []
    seen: set = set()
    for plan in plans:
        key = sign(plan.moves)
        if key not in seen:
            seen.add(key)
            chosen.append(plan)
            if len(chosen) == count:
                return chosen
    for plan in plans:
        if len(chosen) == count:
            break
        if all(plan is not c for c in chosen):
            chosen.append(plan)
    return chosen


def expected_views(game: Game, seat: int, moves: list[Move]) -> list[Any]:
    """The view `seat` would see before each of `moves`, replayed on a copy of `game`."""
    state = clone(game)
    views = []
    for move in moves:
        views.append(state.view(seat))
        state.apply(move)
    return views
