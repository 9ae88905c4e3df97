"""Undo policy on top of the engine.

Two kinds of undo, following Board Game Arena:
  - within your own turn, one step at a time: the engine's Game.can_undo/undo
    (never past a draw, a shuffle or a reveal);
  - against bots, "undo my last turn": rewind to the start of your last turn,
    allowed only when nothing hidden was drawn or revealed since it began
    (Game.reveal_floor) and no other human has played since.

`undo_refusal` says why undo cannot help: a code and the shared sentence. The
Undo button shows the sentence as the table words it (TableScene.no_undo_words),
chosen by the code, never by matching the sentence; `why_no_undo` is the
sentence alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from seaboard.engine.core import Game, IllegalMove, TurnStarted

# What was drawn or revealed, in each game's words (Seagrass and Blooming Sea
# draw tiles; Sea Scroll draws and reveals fish cards).
REVEAL_PHRASES = {
    "seagrass": "a tile was drawn",
    "bloomingsea": "a tile was drawn",
    "seascroll": "a card was drawn or revealed",
}
DEFAULT_REVEAL_PHRASE = "something hidden was drawn or revealed"


def reveal_phrase(game: Game) -> str:
    return getattr(game, "reveal_phrase", None) or REVEAL_PHRASES.get(game.game_id, DEFAULT_REVEAL_PHRASE)


# Why undo cannot help: NoUndo.code.
GAME_OVER = "game_over"
NOT_PLAYED_YET = "not_played_yet"
OTHER_HUMAN_PLAYED = "other_human_played"
HIDDEN_REVEALED = "hidden_revealed"  # something was drawn or revealed since the turn began


@dataclass(frozen=True)
class NoUndo:
    """Why undo cannot help: a code to act on and the shared sentence to show."""

    code: str
    sentence: str


class TurnHistory:
    """Who was to act before each move, and where each turn began.

    Kept up to date incrementally by a shadow game that replays only the new
    moves, so asking after every move costs one extra apply, not a replay.
    """

    def __init__(self) -> None:
        self._shadow: Game | None = None
        self._moves: list = []
        self.actors: list[int | None] = []  # actors[i]: the seat to act before move i
        self.turn_starts: list[int] = []  # move indexes where a turn began

    def sync(self, game: Game) -> TurnHistory:
        moves = game.moves
        known = len(self._moves)
        same_setup = (
            self._shadow is not None
            and type(self._shadow) is type(game)
            and (self._shadow.players, self._shadow.seed, self._shadow.options)
            == (game.players, game.seed, game.options)
        )
        if not same_setup or len(moves) < known or moves[:known] != self._moves:
            self._shadow = type(game)(game.players, game.seed, game.options)
            self._moves, self.actors, self.turn_starts = [], [], []
            known = 0
        if known == len(moves):
            return self
        shadow = self._shadow
        passed_turn = True if known == 0 else self._turn_passed
        for move in moves[known:]:
            actor = shadow.current_player
            index = len(self.actors)
            if passed_turn or (index > 0 and actor != self.actors[-1]):
                self.turn_starts.append(index)
            self.actors.append(actor)
            events = shadow.apply(move)
            passed_turn = any(isinstance(e, TurnStarted) for e in events)
            self._moves.append(move)
        self._turn_passed = passed_turn
        return self

    _turn_passed = True

    def turn_start_of(self, index: int) -> int:
        """The index where the turn containing move `index` began."""
        start = 0
        for s in self.turn_starts:
            if s > index:
                break
            start = s
        return start


def _last_turn_start(history: TurnHistory, seat: int) -> int | None:
    for start in reversed(history.turn_starts):
        if history.actors[start] == seat:
            return start
    return None


def _undo_check(
    game: Game,
    seat: int,
    humans: Collection[int] | None = None,
    names: Sequence[str] | None = None,
    history: TurnHistory | None = None,
) -> tuple[int | None, NoUndo | None]:
    """(move count to rewind to, None) if `seat` may undo now, else (None, why not).

    Within the seat's own turn the target is one step back; otherwise it is the
    start of the seat's last turn. `humans` are the human seats (default: only
    `seat`); rewinding past another human's turn is never allowed.
    """
    if game.is_over:
        return None, NoUndo(GAME_OVER, "You can't undo: the game is over.")
    if game.can_undo and game.current_player == seat:
        return len(game.moves) - 1, None
    history = (history or TurnHistory()).sync(game)
    start = _last_turn_start(history, seat)
    if start is None:
        return None, NoUndo(NOT_PLAYED_YET, "You can't undo: you have not played yet.")
    humans = set(humans) if humans is not None else {seat}
    for actor in history.actors[start:]:
        if actor != seat and actor in humans:
            who = names[actor] if names is not None and 0 <= actor < len(names) else "another player"
            return None, NoUndo(OTHER_HUMAN_PLAYED, f"You can't undo: {who} has played since.")
    if game.reveal_floor > start:
        if any(actor != seat for actor in history.actors[start:]):  # others have played: it was the last turn
            return None, NoUndo(HIDDEN_REVEALED, f"You can't undo your last turn: {reveal_phrase(game)} since.")
        return None, NoUndo(HIDDEN_REVEALED, f"You can't undo: {reveal_phrase(game)} since your turn began.")
    return start, None


def undo_target(
    game: Game,
    seat: int,
    humans: Collection[int] | None = None,
    names: Sequence[str] | None = None,
    history: TurnHistory | None = None,
) -> tuple[int | None, str | None]:
    """(move count to rewind to, None) if `seat` may undo now, else (None, the sentence saying why not)."""
    target, refusal = _undo_check(game, seat, humans, names, history)
    return target, refusal.sentence if refusal is not None else None


def undo_refusal(
    game: Game,
    seat: int,
    humans: Collection[int] | None = None,
    names: Sequence[str] | None = None,
    history: TurnHistory | None = None,
) -> NoUndo | None:
    """Why `seat` cannot undo now (code and sentence), or None if it can."""
    return _undo_check(game, seat, humans, names, history)[1]


def why_no_undo(
    game: Game,
    seat: int,
    humans: Collection[int] | None = None,
    names: Sequence[str] | None = None,
    history: TurnHistory | None = None,
) -> str | None:
    """The sentence saying why `seat` cannot undo now, or None if it can."""
    return undo_target(game, seat, humans, names, history)[1]


def undo_for(
    game: Game,
    seat: int,
    humans: Collection[int] | None = None,
    names: Sequence[str] | None = None,
    history: TurnHistory | None = None,
) -> int:
    """Undo for `seat` in place: one step within its turn, else its whole last turn.

    Returns how many moves were taken back; raises IllegalMove with the reason
    when undo is not allowed (and then changes nothing).
    """
    target, reason = undo_target(game, seat, humans, names, history)
    if target is None:
        raise IllegalMove(reason or "You can't undo now.")
    taken = len(game.moves) - target
    if taken == 1 and game.can_undo:
        game.undo()
        return 1
    rewound = type(game).replay(game.players, game.seed, game.options, game.moves[:target])
    # In place, like Game.undo, so everyone holding this game sees the rewind.
    game.__dict__.update(rewound.__dict__)
    return taken
