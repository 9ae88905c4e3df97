"""Turns played: the one measure of how far a game has gone that a player is shown.

A game is a list of atomic moves (a Seagrass turn is an action, each tile and a Confirm; a
Blooming Sea turn may add fish decisions), so a count of moves means nothing to a player
(playtest: "90 moves" after seven turns). Turns are recognised by the engine contract alone: a
turn starts with the first move, after a move whose events include TurnStarted, and whenever
the seat to act changes. The replay's turn counter and every description of a save (Continue,
the saved-games list, the "replaces your unfinished game" warning) count with this one class,
from the move list a save already holds, so older saves show it too.
"""

from __future__ import annotations

from collections.abc import Iterable

from seaboard.engine.core import Event, Game, Move, TurnStarted


class TurnCounter:
    """Fed each move as it is played: the index of the move each turn starts with."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self._moves = 0
        self._actor: int | None = None
        self._passed = True  # before the first move: it starts a turn

    def note(self, actor: int | None, events: Iterable[Event]) -> None:
        """Count one move, made with `actor` the seat to act before it, which gave `events`."""
        if self._passed or actor != self._actor:
            self.starts.append(self._moves)
        self._actor = actor
        self._passed = any(isinstance(e, TurnStarted) for e in events)
        self._moves += 1

    @property
    def turns(self) -> int:
        """Turns played so far (a turn in progress counts)."""
        return len(self.starts)

    def apply(self, game: Game, move: Move) -> list[Event]:
        """Play `move` on `game` (IllegalMove as game.apply) and count it."""
        actor = game.current_player
        events = game.apply(move)
        self.note(actor, events)
        return events


def count_turns(game: Game) -> int:
    """Turns played in `game`, by replaying its moves from its setup."""
    counter = TurnCounter()
    fresh = type(game)(game.players, game.seed, game.options)
    for move in game.moves:
        counter.apply(fresh, move)
    return counter.turns


def turns_phrase(turns: int) -> str:
    """"1 turn", "12 turns": how far a saved game has gone, the same words everywhere."""
    return f"{turns} turn{'' if turns == 1 else 's'}"
