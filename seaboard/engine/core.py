"""The engine contract shared by every game.

A `Game` holds the whole true state of one game. A turn is a sequence of
small atomic `Move` values; `apply` turns one move into a list of `Event`s.
The only source of chance is `self.rng`, seeded at setup and saved with the
state, so a game is fully determined by its setup and its move list.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

SCHEMA_VERSION = 1
# Seeds a save may hold (store/saves.py refuses others), so the engine refuses them too.
SEED_LIMIT = 2**64


class IllegalMove(ValueError):
    """A move the rules forbid. `reason` is a sentence a player understands."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A game cannot be set up as asked (player count, unknown option...)."""


class StateError(ValueError):
    """A saved state is damaged or does not belong to this game."""


# --------------------------------------------------------------------------
# Moves and events: small frozen values that serialise to plain JSON.


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((_to_json(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): _to_json(v) for k, v in value.items()}
    return value


def _from_json(value: Any) -> Any:
    # Lists come back as tuples so moves stay hashable and compare equal.
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


class _Record:
    """Shared JSON round trip for frozen dataclass moves and events."""

    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        data = {f.name: _to_json(getattr(self, f.name)) for f in dataclasses.fields(self)}
        data["type"] = type(self).kind or type(self).__name__
        return data


@dataclass(frozen=True)
class Move(_Record):
    """One atomic step of a turn. Games subclass this with frozen dataclasses."""

    # A step that gives up play for good (Sea Scroll Chaos: stop scrambling). Even the easy
    # bot, which plays at random, takes it only when nothing else is left.
    gives_up: ClassVar[bool] = False


@dataclass(frozen=True)
class Event(_Record):
    """Something that happened. The UI animates events; the log prints them."""

    # Routine bookkeeping (whose turn it is, the refill after a move): the log
    # prints it, a one-line caption of the move may leave it out.
    routine: ClassVar[bool] = False
    # A player takes cards or tiles into their hand: routine, but a demo (every hand face up) may
    # say it in its caption, where there is room.
    draw: ClassVar[bool] = False
    # This event and the ones after it show hidden cards (a final reveal): a hint, which
    # plays the turn on a sample of the hidden state, stops its words here.
    reveals_hidden: ClassVar[bool] = False

    def describe(self, names: list[str]) -> str:
        """One line for the game log. Games override for their own events."""
        return type(self).__name__

    def describe_for_view(self, names: list[str], view: Any) -> str:
        """The log line as the seat of `view` may read it (games hide secrets here)."""
        return self.describe(names)


@dataclass(frozen=True)
class TurnStarted(Event):
    routine = True
    seat: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]}'s turn."


@dataclass(frozen=True)
class Scored(Event):
    """`seat` gained (or lost, if negative) `points` for `reason`."""

    seat: int
    points: int
    reason: str
    cells: tuple = ()

    def describe(self, names: list[str]) -> str:
        sign = "+" if self.points >= 0 else ""
        return f"{names[self.seat]} {sign}{self.points} ({self.reason})."


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def describe(self, names: list[str]) -> str:
        who = " and ".join(names[s] for s in self.winners)
        verb = "share the victory" if len(self.winners) > 1 else "wins"
        return f"Game over: {who} {verb}."


def record_from_dict(data: Mapping[str, Any], types: Mapping[str, type]) -> Any:
    """Rebuild a move or event from `to_dict` output, refusing anything unknown."""
    if not isinstance(data, Mapping):
        raise StateError(f"expected an object, found {type(data).__name__}")
    name = data.get("type")
    cls = types.get(name) if isinstance(name, str) else None
    if cls is None:
        raise StateError(f"unknown move or event type {name!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise StateError(f"{name} has unexpected fields: {', '.join(sorted(extra))}")
    try:
        return cls(**{k: _from_json(v) for k, v in data.items() if k != "type"})
    except TypeError as exc:
        raise StateError(f"{name} is malformed: {exc}") from None


def move_types(*classes: type) -> dict[str, type]:
    return {(c.kind or c.__name__): c for c in classes}


# --------------------------------------------------------------------------
# Setup: options and results.


@dataclass(frozen=True)
class Option:
    """A setup option of a game. `choices` may depend on the player count."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    help: str = ""
    # For options whose legal values depend on the player count.
    choices_by_players: Mapping[int, tuple[Any, ...]] | None = None
    default_by_players: Mapping[int, Any] | None = None
    # A sentence per choice, said while that choice is chosen (instead of `help`):
    # one sentence about the choice in hand never reads as a description of another.
    choice_help: Mapping[Any, str] | None = None

    def help_for(self, value: Any) -> str:
        """What the option does with `value` chosen, in a sentence (may be empty)."""
        if self.choice_help is not None and value in self.choice_help:
            return self.choice_help[value]
        return self.help

    def choices_for(self, players: int) -> tuple[Any, ...]:
        if self.choices_by_players is not None:
            return tuple(self.choices_by_players.get(players, ()))
        return self.choices

    def default_for(self, players: int) -> Any:
        if self.default_by_players is not None and players in self.default_by_players:
            return self.default_by_players[players]
        return self.default

    def parse(self, text: str, players: int) -> Any:
        """Turn command-line text into one of the choices, or raise SetupError."""
        for choice in self.choices_for(players):
            if str(choice).lower() == text.strip().lower():
                return choice
        allowed = ", ".join(str(c) for c in self.choices_for(players))
        raise SetupError(f"option {self.key}={text!r} is not allowed; choose one of: {allowed}")


def points_phrase(amount: int) -> str:
    """"1 point", "-1 point", "7 points" for engine sentences."""
    return f"{amount} point" if abs(amount) == 1 else f"{amount} points"


def seat_ref(seat: int) -> str:
    """A placeholder for a seat's name in engine sentences: the engine knows
    seats, only the table knows what the players are called."""
    return f"{{seat{seat}}}"


def name_seats(text: str, names: list[str]) -> str:
    """Fill the seat placeholders of an engine sentence with players' names, in one pass
    (a player named "{seat1}" stays "{seat1}", not the next player's name)."""
    def name(match: re.Match) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    return re.sub(r"\{seat(\d+)\}", name, text)


@dataclass
class Result:
    """The end of a game: final scores, winners and how the tie was broken.

    `tiebreak` names seats with `seat_ref` placeholders: show it with
    `tiebreak_for(names)`.
    """

    scores: list[int]
    winners: list[int]
    ranking: list[int]
    breakdown: list[dict[str, int]] = field(default_factory=list)
    tiebreak: str = ""

    def tiebreak_for(self, names: list[str]) -> str:
        return name_seats(self.tiebreak, names)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


# --------------------------------------------------------------------------
# The game.


class Game:
    """Base class of every game. Subclasses implement the underscored hooks.

    Subclass contract:
      - class attributes `game_id`, `display_name`, `min_players`,
        `max_players`, `options` (tuple of Option), `MOVES` (move_types(...)),
        `tagline` (one sentence for the game picker)
      - `_setup()` builds the initial state from `self.players`, `self.options`
        and `self.rng`
      - `current_player`, `legal_moves()`, `validate(move)`, `_apply(move)`,
        `is_over`, `result()`, `view(seat)`
      - `_state_to_dict()` / `_state_from_dict(data)` for everything but the
        setup, the rng and the move list, which the base class saves
      - `determinize(view, rng)`: a full game consistent with what `view`
        shows, its hidden parts sampled with `rng` (for searching bots)
      - optionally `end_reason`: once over, why the game ended in a few words
        ("the last fish was scored"; seat refs allowed, see name_seats)
    """

    game_id: ClassVar[str] = ""
    display_name: ClassVar[str] = ""
    tagline: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options: ClassVar[tuple[Option, ...]] = ()
    MOVES: ClassVar[dict[str, type]] = {}
    has_hidden_information: ClassVar[bool] = True
    end_reason: str = ""  # a game sets it (or computes it) once over
    _seal_requested = False

    def __init__(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None):
        if not isinstance(seed, int) or isinstance(seed, bool) or not -SEED_LIMIT < seed < SEED_LIMIT:
            raise SetupError(f"the seed must be a whole number between -2**64 and 2**64, not {seed!r:.40}")
        self.players = players
        self.seed = seed
        self.options = self.resolve_options(players, options or {})
        self.rng = random.Random(seed)
        self.moves: list[Move] = []
        # Moves before this index can no longer be undone (something hidden or
        # random happened, or the turn passed to another player).
        self.undo_floor = 0
        # Moves before this index came before the last draw, shuffle or reveal
        # (the last seal()); unlike undo_floor, ordinary turn changes leave it be.
        # The store's "undo my last turn" against bots never rewinds past it.
        self.reveal_floor = 0
        self._setup()

    # -- options ----------------------------------------------------------
    @classmethod
    def resolve_options(cls, players: int, given: Mapping[str, Any]) -> dict[str, Any]:
        if not cls.min_players <= players <= cls.max_players:
            raise SetupError(
                f"{cls.display_name} is for {cls.min_players} to {cls.max_players} players, not {players}"
            )
        known = {o.key: o for o in cls.options}
        for key in given:
            if key not in known:
                allowed = ", ".join(known) or "none"
                raise SetupError(f"{cls.display_name} has no option {key!r} (options: {allowed})")
        resolved = {}
        for opt in cls.options:
            value = given.get(opt.key, opt.default_for(players))
            if isinstance(value, str) and value not in opt.choices_for(players):
                value = opt.parse(value, players)
            if value not in opt.choices_for(players):
                allowed = ", ".join(str(c) for c in opt.choices_for(players))
                raise SetupError(
                    f"option {opt.key}={value!r} is not allowed with {players} players; choose one of: {allowed}"
                )
            resolved[opt.key] = value
        cls.check_options(players, resolved)
        return resolved

    @classmethod
    def check_options(cls, players: int, options: dict[str, Any]) -> None:
        """Raise SetupError for combinations of options the rules forbid."""

    # -- the hooks subclasses implement -------------------------------------
    def _setup(self) -> None:
        raise NotImplementedError

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_moves(self) -> list[Move]:
        raise NotImplementedError

    def validate(self, move: Move) -> None:
        """Raise IllegalMove with a plain sentence if `move` is not legal now."""
        raise NotImplementedError

    def _apply(self, move: Move) -> list[Event]:
        raise NotImplementedError

    def result(self) -> Result:
        raise NotImplementedError

    def view(self, seat: int) -> Any:
        raise NotImplementedError

    def _state_to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    def _state_from_dict(self, data: Mapping[str, Any]) -> None:
        raise NotImplementedError

    @classmethod
    def determinize(cls, view: Any, rng: random.Random) -> Game:
        raise NotImplementedError

    # -- shared behaviour --------------------------------------------------
    def apply(self, move: Move) -> list[Event]:
        """Play one atomic move. Raises IllegalMove and changes nothing if illegal."""
        if self.is_over:
            raise IllegalMove("The game is over.")
        self.validate(move)
        before = self.current_player
        self._seal_requested = False
        events = self._apply(move)
        self.moves.append(move)
        if self._seal_requested or self.current_player != before:
            self.undo_floor = len(self.moves)
        if self._seal_requested:
            self.reveal_floor = len(self.moves)
        return events

    def explain(self, move: Move) -> str | None:
        """The sentence saying why `move` is illegal now, or None if it is legal."""
        if self.is_over:
            return "The game is over."
        try:
            self.validate(move)
        except IllegalMove as exc:
            return exc.reason
        return None

    def seal(self) -> None:
        """Call from `_apply` when the move draws, shuffles or reveals something:
        neither it nor anything before it can be undone."""
        self._seal_requested = True

    @property
    def can_undo(self) -> bool:
        return len(self.moves) > self.undo_floor

    def undo(self) -> None:
        """Take back the last step of the current turn by replaying the rest."""
        if not self.can_undo:
            raise IllegalMove("Nothing to undo: undo only goes back within your turn, never past a draw.")
        keep = self.moves[:-1]
        fresh = type(self)(self.players, self.seed, self.options)
        for move in keep:
            fresh.apply(move)
        floor = self.undo_floor
        self.__dict__.update(fresh.__dict__)
        self.undo_floor = max(floor, self.undo_floor)

    def copy(self) -> Game:
        """An independent game in the same state (used by bots and replays). Moves are immutable,
        so the copy shares them rather than writing the list out and reading it back: copying a
        long game every few moves (a replay's checkpoints) stays linear."""
        game = type(self).from_dict(self.to_dict(with_moves=False))
        game.moves = list(self.moves)
        game.undo_floor, game.reveal_floor = self.undo_floor, self.reveal_floor
        return game

    # -- saving ------------------------------------------------------------
    def to_dict(self, with_moves: bool = True) -> dict[str, Any]:
        return {
            "schema": SCHEMA_VERSION,
            "game": self.game_id,
            "setup": {"players": self.players, "seed": self.seed, "options": _to_json(self.options)},
            "moves": [m.to_dict() for m in self.moves] if with_moves else [],
            "undo_floor": self.undo_floor,
            "reveal_floor": self.reveal_floor,
            "rng": _rng_to_json(self.rng),
            "state": self._state_to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        if not isinstance(data, Mapping):
            raise StateError("a saved game must be a JSON object")
        if data.get("schema") != SCHEMA_VERSION:
            raise StateError(f"unsupported save schema {data.get('schema')!r} (this version reads {SCHEMA_VERSION})")
        if data.get("game") != cls.game_id:
            raise StateError(f"this save is for {data.get('game')!r}, not {cls.game_id!r}")
        setup = data.get("setup")
        if not isinstance(setup, Mapping):
            raise StateError("the save has no setup")
        players, seed, options = setup.get("players"), setup.get("seed"), setup.get("options")
        if not isinstance(players, int) or not isinstance(seed, int) or not isinstance(options, Mapping):
            raise StateError("the save's setup is malformed")
        game = cls.__new__(cls)
        game.players = players
        game.seed = seed
        try:
            game.options = cls.resolve_options(players, options)
        except SetupError as exc:
            raise StateError(str(exc)) from None
        raw_moves = data.get("moves")
        if not isinstance(raw_moves, list):
            raise StateError("the save's move list is missing")
        game.moves = [record_from_dict(m, cls.MOVES) for m in raw_moves]
        floor = data.get("undo_floor", len(game.moves))
        game.undo_floor = floor if isinstance(floor, int) and 0 <= floor <= len(game.moves) else len(game.moves)
        # Saves from before reveal_floor existed: assume everything so far was revealed.
        reveal = data.get("reveal_floor", len(game.moves))
        game.reveal_floor = (
            reveal if isinstance(reveal, int) and 0 <= reveal <= game.undo_floor else game.undo_floor
        )
        game.rng = _rng_from_json(data.get("rng"))
        state = data.get("state")
        if not isinstance(state, Mapping):
            raise StateError("the save has no state")
        try:
            game._state_from_dict(state)
        except StateError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise StateError(f"the saved state is damaged ({type(exc).__name__}: {exc})") from None
        return game

    @classmethod
    def replay(cls, players: int, seed: int, options: Mapping[str, Any], moves: list[Move]) -> Game:
        """Rebuild a game from its setup and move list (raises IllegalMove if one is illegal)."""
        game = cls(players, seed, options)
        for move in moves:
            game.apply(move)
        return game


def _rng_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _rng_from_json(data: Any) -> random.Random:
    rng = random.Random()
    try:
        version, internal, gauss = data
        if len(internal) != 625 or not all(isinstance(x, int) and 0 <= x < 2**32 for x in internal):
            raise ValueError
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError):
        raise StateError("the saved random state is damaged") from None
    return rng
