"""Replays: a game's setup and move list, stepped forward and back.

Every position is computed by replaying from the setup with the engine's own
rules; a copy of the game is kept every `checkpoint_every` moves so a jump
replays at most that many moves. One pass at construction records each
move's events (for the log), who acted, and where each turn began.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping, Sequence
from typing import Any

from seaboard.engine.core import Event, Game, Move, Scored
from seaboard.store.saves import SavedGame, SeatInfo
from seaboard.store.turns import TurnCounter

CHECKPOINT_EVERY = 25


class Replay:
    """A cursor over positions 0..len(moves); position i is after i moves."""

    def __init__(
        self,
        cls: type[Game],
        players: int,
        seed: int,
        options: Mapping[str, Any],
        moves: Sequence[Move],
        seats: list[SeatInfo] | None = None,
        checkpoint_every: int = CHECKPOINT_EVERY,
    ):
        self.cls = cls
        self.moves: list[Move] = list(moves)
        self.seats = seats
        self.checkpoint_every = max(1, checkpoint_every)
        game = cls(players, seed, dict(options))
        self._checkpoints: dict[int, Game] = {0: game.copy()}
        self.events: list[list[Event]] = []  # events[i]: what move i did
        self.actors: list[int | None] = []  # actors[i]: who was to act before move i
        turns = TurnCounter()  # the turns a save's description counts, counted the same way
        for i, move in enumerate(self.moves):
            self.actors.append(game.current_player)
            events = turns.apply(game, move)
            self.events.append(events)
            if (i + 1) % self.checkpoint_every == 0:
                self._checkpoints[i + 1] = game.copy()
        self.turn_starts: list[int] = turns.starts
        self.final = game
        self._game = self._checkpoints[0].copy()
        self.index = 0

    @classmethod
    def from_game(cls, game: Game, seats: list[SeatInfo] | None = None, **kwargs: Any) -> Replay:
        return cls(type(game), game.players, game.seed, game.options, game.moves, seats, **kwargs)

    @classmethod
    def from_saved(cls, saved: SavedGame, **kwargs: Any) -> Replay:
        return cls.from_game(saved.game, saved.seats, **kwargs)

    # -- where we are ------------------------------------------------------
    def __len__(self) -> int:
        return len(self.moves)

    @property
    def game(self) -> Game:
        """The position at the cursor. Read it; do not apply moves to it."""
        return self._game

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == len(self.moves)

    @property
    def turn_count(self) -> int:
        return len(self.turn_starts)

    def turn_at(self, index: int | None = None) -> int:
        """The 1-based turn the next move (or the last one, at the end) belongs to; 0 before any."""
        index = self.index if index is None else index
        if not self.moves:
            return 0
        index = min(index, len(self.moves) - 1)
        return sum(1 for s in self.turn_starts if s <= index)

    def steps_in_turn(self, index: int | None = None) -> tuple[int, int]:
        """(steps of the turn at `index` already played, steps that turn has): (0, 0) before any."""
        index = self.index if index is None else index
        turn = self.turn_at(index)
        if turn == 0:
            return 0, 0
        start = self.turn_starts[turn - 1]
        end = self.turn_starts[turn] if turn < len(self.turn_starts) else len(self.moves)
        return min(index, end) - start, end - start

    def names(self) -> list[str]:
        if self.seats:
            return [s.name for s in self.seats]
        return [f"Player {s + 1}" for s in range(self.final.players)]

    # -- moving the cursor ---------------------------------------------------
    def step_forward(self) -> list[Event]:
        """Play the next move; returns its events ([] at the end)."""
        if self.at_end:
            return []
        events = self._game.apply(self.moves[self.index])
        self.index += 1
        return events

    def step_back(self) -> bool:
        """Go back one move; False at the start."""
        if self.at_start:
            return False
        self.seek(self.index - 1)
        return True

    def seek(self, index: int) -> None:
        """Jump to the position after `index` moves (clamped to the replay)."""
        index = max(0, min(len(self.moves), index))
        if index == self.index:
            return
        if index == self.index + 1:
            self.step_forward()
            return
        base = max(k for k in self._checkpoints if k <= index)
        if not (self.index < index and self.index >= base):
            self._game = self._checkpoints[base].copy()
            self.index = base
        while self.index < index:
            self._game.apply(self.moves[self.index])
            self.index += 1

    def jump_to_turn(self, turn: int) -> None:
        """Jump to the start of 1-based `turn` (clamped to the turns there are)."""
        if not self.turn_starts:
            self.seek(0)
            return
        turn = max(1, min(len(self.turn_starts), turn))
        self.seek(self.turn_starts[turn - 1])

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(len(self.moves))

    # -- what to show ----------------------------------------------------------
    def log(self, index: int | None = None) -> list[str]:
        """The game log as it read at position `index` (default: the cursor)."""
        index = self.index if index is None else index
        names = self.names()
        lines = []
        for events in self.events[:index]:
            lines.extend(e.describe(names) for e in events)
        return lines

    def scores(self, index: int | None = None) -> list[int]:
        """Each seat's points as they were at position `index`: Scored events add up,
        events carrying running `totals` (Sea Scroll's Reveal) set them; at the
        end of a finished game, the final result."""
        index = self.index if index is None else index
        if index == len(self.moves) and self.final.is_over:
            return list(self.final.result().scores)
        totals = [0] * self.final.players
        for events in self.events[:index]:
            for event in events:
                if isinstance(event, Scored) and 0 <= event.seat < len(totals):
                    totals[event.seat] += event.points
                running = getattr(event, "totals", None)
                if isinstance(running, tuple) and len(running) == len(totals):
                    totals = [int(t) for t in running]
        return totals

    def view(self, seat: int) -> Any:
        """Everything about the position: in a replay nothing need stay hidden."""
        if "omniscient" in inspect.signature(self._game.view).parameters:
            return self._game.view(seat, omniscient=True)
        return self._game.view(seat)
