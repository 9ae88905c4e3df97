"""Pebbles with secrets, for testing the bots before (and beside) the real games.

Each take also draws a secret pearl (0-3) for the taker: a seat sees its own
pearls and only how many pearls the others hold. Pearls break no ties (the
last taker still wins), but they are hidden state the bots must never read.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reference_game import Pebbles  # noqa: E402

from seaboard.ai.evaluation import Evaluator, register_evaluator  # noqa: E402
from seaboard.engine.registry import register  # noqa: E402


@dataclass(frozen=True)
class PearlView:
    seat: int
    players: int
    current_player: int | None
    is_over: bool
    phase: str
    scores: tuple
    pile: int
    max_take: int
    my_pearls: tuple[int, ...]
    pearl_counts: tuple[int, ...]


class SecretPebbles(Pebbles):
    game_id = "secretpebbles"
    display_name = "Secret Pebbles"

    def _setup(self):
        super()._setup()
        self.pearls = [[] for _ in range(self.players)]

    def _apply(self, move):
        seat = self.turn
        events = super()._apply(move)
        if type(move).__name__ == "Take":
            self.pearls[seat].append(self.rng.randint(0, 3))
            self.seal()
        return events

    def legal_moves(self):
        # No Peek: a turn is one Take.
        return [m for m in super().legal_moves() if type(m).__name__ == "Take"]

    def validate(self, move):
        if type(move).__name__ == "Peek":
            from seaboard.engine.core import IllegalMove

            raise IllegalMove("Secret Pebbles has no peeking.")
        super().validate(move)

    def view(self, seat, omniscient=False):
        return PearlView(
            seat=seat, players=self.players, current_player=self.current_player, is_over=self.is_over,
            phase="over" if self.is_over else "take", scores=tuple(self.taken), pile=self.pile,
            max_take=self.options["max_take"], my_pearls=tuple(self.pearls[seat]),
            pearl_counts=tuple(len(p) for p in self.pearls),
        )

    def _state_to_dict(self):
        return {**super()._state_to_dict(), "pearls": self.pearls}

    def _state_from_dict(self, data):
        super()._state_from_dict(data)
        self.pearls = [list(p) for p in data["pearls"]]

    @classmethod
    def determinize(cls, view: PearlView, rng: random.Random):
        game = cls(view.players, rng.getrandbits(31), {"max_take": view.max_take})
        game.pile = view.pile
        game.turn = view.current_player if view.current_player is not None else 0
        game.taken = list(view.scores)
        game.pearls = [
            list(view.my_pearls) if s == view.seat else [rng.randint(0, 3) for _ in range(view.pearl_counts[s])]
            for s in range(view.players)
        ]
        return game


def pebbles_advantage(game, seat):
    """Perfect play for two: leave the opponent a multiple of (max_take + 1)."""
    k = game.options["max_take"] + 1
    mover_loses = game.pile % k == 0
    return 10.0 if (game.current_player != seat) == mover_loses else -10.0


def install() -> None:
    register(SecretPebbles)
    register_evaluator("secretpebbles", Evaluator(pebbles_advantage, scale=5.0))
