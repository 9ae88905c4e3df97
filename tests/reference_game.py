"""Pebbles: a tiny game that exercises the engine contract in tests.

A pile of 7-12 pebbles (chosen by the seeded rng); players take 1 or 2 in
turn; whoever takes the last pebble wins. Each take also draws a secret
pearl (0-3 points) for tie-free tests of hidden state and undo sealing.
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.core import (
    Event,
    Game,
    GameEnded,
    IllegalMove,
    Move,
    Option,
    Result,
    TurnStarted,
    move_types,
)


@dataclass(frozen=True)
class Take(Move):
    count: int


@dataclass(frozen=True)
class Peek(Move):
    """Look at a secret pearl: reveals hidden information, so it seals undo."""


@dataclass(frozen=True)
class Took(Event):
    seat: int
    count: int


class Pebbles(Game):
    game_id = "pebbles"
    display_name = "Pebbles"
    tagline = "Take the last pebble."
    min_players = 2
    max_players = 3
    options = (Option("max_take", "Most pebbles a turn", (2, 3), 2),)
    MOVES = move_types(Take, Peek)

    def _setup(self) -> None:
        self.pile = self.rng.randint(7, 12)
        self.turn = 0
        self.taken = [0] * self.players
        self.winner: int | None = None

    @property
    def current_player(self):
        return None if self.winner is not None else self.turn

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_moves(self):
        top = min(self.options["max_take"], self.pile)
        return [Take(n) for n in range(1, top + 1)] + [Peek()]

    def validate(self, move):
        if isinstance(move, Peek):
            return
        if not isinstance(move, Take):
            raise IllegalMove("That is not a Pebbles move.")
        if not 1 <= move.count <= self.options["max_take"]:
            raise IllegalMove(f"Take between 1 and {self.options['max_take']} pebbles.")
        if move.count > self.pile:
            raise IllegalMove(f"Only {self.pile} pebbles are left.")

    def _apply(self, move):
        if isinstance(move, Peek):
            self.rng.random()
            self.seal()
            return []
        self.pile -= move.count
        self.taken[self.turn] += move.count
        events: list[Event] = [Took(self.turn, move.count)]
        if self.pile == 0:
            self.winner = self.turn
            events.append(GameEnded((self.turn,), tuple(self.taken)))
        else:
            self.turn = (self.turn + 1) % self.players
            events.append(TurnStarted(self.turn))
        return events

    def result(self):
        return Result(scores=list(self.taken), winners=[self.winner], ranking=[self.winner])

    def view(self, seat):
        return {"seat": seat, "pile": self.pile, "current_player": self.current_player}

    def _state_to_dict(self):
        return {"pile": self.pile, "turn": self.turn, "taken": self.taken, "winner": self.winner}

    def _state_from_dict(self, data):
        self.pile = int(data["pile"])
        self.turn = int(data["turn"])
        self.taken = [int(x) for x in data["taken"]]
        self.winner = data["winner"]
