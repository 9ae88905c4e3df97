"""Save files: plain JSON holding the setup and the move list (so every save is
also a replay) plus a snapshot of the position to check the replay against.

Loading trusts nothing: size, encoding, JSON syntax, nesting, numbers, the type
of every field, the game, the setup, every move (replayed from the setup with
the engine's own rules) and finally the snapshot. Anything wrong raises
`SaveError` saying what: first in plain words a player can act on ("It was changed by
hand or damaged: move 14 isn't a legal move."), then the technical fault for whoever
debugs it (field names, JSON positions). The caller's current game is never touched
because loading always builds a new one. No pickle, no eval.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import math
import pathlib
import re
import stat
import types
import typing
from dataclasses import dataclass, field, fields
from typing import Any

from seaboard.engine.core import (
    SCHEMA_VERSION,
    SEED_LIMIT,
    Game,
    IllegalMove,
    SetupError,
    StateError,
    record_from_dict,
)
from seaboard.engine.registry import game_class
from seaboard.store.files import atomic_write_json, data_dir
from seaboard.store.turns import TurnCounter, count_turns

SAVE_FORMAT = "seaboard-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 40  # a real save nests about 8 deep
MAX_MOVES = 20_000  # seaboard.sim.MAX_STEPS: no real game is longer
MAX_NUMBER_DIGITS = 20  # seeds and rng words fit in 20 digits
SEAT_KINDS = ("human", "easy", "medium", "hard")
MAX_NAME_CHARS = 60
SAVES_FOLDER = "saves"

_TOP_KEYS = {"format", "version", "game", "name", "saved_at", "finished", "setup", "seats", "moves", "snapshot"}
_SNAPSHOT_KEYS = {"engine_schema", "undo_floor", "reveal_floor", "rng", "state"}


DAMAGED_ROW = "damaged, can't be loaded"  # what the Saves list says of a save it refuses


class SaveError(ValueError):
    """A save that cannot be read or trusted.

    `reason`: what is wrong in plain words, for the player (playtest: "its x has the wrong type",
    JSON positions and Python's exception names were all a player was told). `detail`: the
    technical fault, for a developer (shown smaller, under the reason). `row`: the few words the
    Saves list puts beside the game's name."""

    MAX_REASON = 300  # a hostile file must not make the message itself huge

    def __init__(self, reason: str, detail: str = "", row: str = DAMAGED_ROW):
        reason, detail = (_capped(text, self.MAX_REASON) for text in (reason, detail))
        super().__init__(reason)
        self.reason = reason
        self.detail = detail
        self.row = row


def _capped(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# The reasons a player reads: what happened to the file, and so what they can do about it.
NOT_A_SAVE = "The file isn't a Seaboard save."
NOT_A_SAVE_ROW = "not a Seaboard save"
DAMAGED_OR_NOT_A_SAVE = "The file is damaged, or it isn't a Seaboard save."
EMPTY = "The file is empty: nothing was saved in it."
CUT_SHORT = "The file was cut short: its end is missing, so the game can't be rebuilt."
TOO_LARGE = "The file is far too large to be a Seaboard save."
NEWER = "It was saved by a newer Seaboard: update Seaboard to load it."
NEWER_ROW = "saved by a newer Seaboard"
OLDER = "It was saved by an older Seaboard, whose saves this one can't read."
UNKNOWN_GAME = "It's a save of a game this Seaboard doesn't have: a newer Seaboard may load it."
UNKNOWN_GAME_ROW = "a game this Seaboard doesn't have"
UNREADABLE = "The file can't be read from the disk."
NOT_ALLOWED = "Seaboard isn't allowed to read the file: check who may open it."
# What was changed in a file edited by hand (or damaged on the disk), after CHANGED.
CHANGED = "It was changed by hand or damaged: {}."
GARBLED = "part of it is garbled"
MISSING = "part of it is missing"
EXTRA = "it holds things a Seaboard save never has"
BAD_SETUP = "its game setup isn't one Seaboard allows"
WRONG_PLAYERS = "its list of players doesn't match the game"
TOO_LONG = "it holds more moves than any game has"
MISMATCH = "the position saved doesn't match its moves"


def changed(what: str, detail: str) -> SaveError:
    """A save edited by hand or damaged: `what` in plain words, `detail` for a developer."""
    return SaveError(CHANGED.format(what), detail)


def illegal_move(number: int) -> str:
    return f"move {number} isn't a legal move"


def garbled_move(number: int) -> str:
    return f"move {number} is garbled"


@dataclass(frozen=True)
class SeatInfo:
    """Who sat where: shown again when a saved game resumes."""

    name: str
    kind: str = "human"  # one of SEAT_KINDS
    colour: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "colour": self.colour}


@dataclass
class SavedGame:
    """A loaded, fully checked save."""

    game: Game
    seats: list[SeatInfo] | None = None
    name: str = ""
    saved_at: str = ""
    path: pathlib.Path | None = field(default=None, compare=False)
    turns_played: int | None = field(default=None, compare=False)  # counted while loading

    @property
    def game_id(self) -> str:
        return self.game.game_id

    @property
    def turns(self) -> int:
        """Turns played (store/turns.py): what a player is told of how far the game has gone."""
        if self.turns_played is None:
            self.turns_played = count_turns(self.game)
        return self.turns_played

    @property
    def finished(self) -> bool:
        return self.game.is_over


# --------------------------------------------------------------------------
# Writing.


def now_stamp() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_to_dict(game: Game, seats: list[SeatInfo] | None = None, name: str = "") -> dict[str, Any]:
    full = game.to_dict()
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game.game_id,
        "name": name,
        "saved_at": now_stamp(),
        "finished": bool(game.is_over),
        "setup": full["setup"],
        "seats": None if seats is None else [s.to_dict() for s in seats],
        "moves": full["moves"],
        "snapshot": {
            "engine_schema": full["schema"],
            "undo_floor": full["undo_floor"],
            "reveal_floor": full.get("reveal_floor", full["undo_floor"]),
            "rng": full["rng"],
            "state": full["state"],
        },
    }


def write_save(path: pathlib.Path, game: Game, seats: list[SeatInfo] | None = None, name: str = "") -> None:
    """Write `game` to `path` atomically: the old file stays whole until the new one is."""
    atomic_write_json(pathlib.Path(path), save_to_dict(game, seats, name))


# --------------------------------------------------------------------------
# Reading: bytes -> JSON, with limits.


class _Refused(Exception):
    """Raised from inside the JSON parser hooks; becomes a SaveError."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _Refused(f"The file holds a number {len(text.lstrip('-'))} digits long; no save needs one.")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 40:
        raise _Refused("The file holds an absurdly long number.")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"The file holds a number too large to be real ({text[:20]}).")
    return value


def _parse_constant(text: str) -> Any:
    raise _Refused(f"The file holds {text}, which is not a number a save can contain.")


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(f"The file names the field {key[:40]!r} twice; it was edited or damaged.")
        result[key] = value
    return result


def _depth(value: Any) -> int:
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            return deepest
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def _too_large(size: int) -> SaveError:
    return SaveError(TOO_LARGE, f"The file is {size / 2**20:.1f} MB; a save is never larger than "
                                f"{MAX_SAVE_BYTES // 2**20} MB.", row=NOT_A_SAVE_ROW)


def parse_json_limited(raw: bytes) -> Any:
    """The JSON in `raw`, or SaveError saying why it is not acceptable JSON."""
    if len(raw) > MAX_SAVE_BYTES:
        raise _too_large(len(raw))
    if not raw.strip():
        raise SaveError(EMPTY, "The file is empty.")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        where = f"The file is not text (an invalid byte at position {exc.start}); it is not a save."
        raise _not_a_save(raw.decode("latin-1"), where) from None
    try:
        data = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_no_duplicate_keys,
        )
    except _Refused as exc:
        raise changed(GARBLED, str(exc)) from None
    except json.JSONDecodeError as exc:
        where = f"The file is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})."
        if _cut_short(text, exc):
            raise SaveError(CUT_SHORT, where, row="cut short, can't be loaded") from None
        raise _not_a_save(text, where) from None
    except RecursionError:
        raise SaveError(NOT_A_SAVE, "The file nests brackets far too deeply to be a save.",
                        row=NOT_A_SAVE_ROW) from None
    except ValueError as exc:  # e.g. Python's own limit on digits in an int
        raise changed(GARBLED, f"The file holds a value that cannot be read: {exc}.") from None
    if _depth(data) > MAX_DEPTH:
        deep = "The file nests brackets far too deeply to be a save."
        if isinstance(data, dict):  # a save's shape, with something pasted deep inside
            raise changed(GARBLED, deep)
        raise SaveError(NOT_A_SAVE, deep, row=NOT_A_SAVE_ROW)
    return data


def _looks_like_a_save(text: str) -> bool:
    """Every save is one JSON object: text that opens otherwise was never one."""
    return text.lstrip().startswith("{")


def _not_a_save(text: str, detail: str) -> SaveError:
    if _looks_like_a_save(text):  # a save, once: a stray byte, a bad edit
        return SaveError(DAMAGED_OR_NOT_A_SAVE, detail)
    return SaveError(NOT_A_SAVE, detail, row=NOT_A_SAVE_ROW)


_LAST_TOKEN = re.compile(r"[\w.+\-]*")  # a word or number the file's end cut in two ("tr", "12.")


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON failed because its end is missing (a copy or a write stopped early), not
    because of something wrong inside it: the fault is at the end, in a string that never closes,
    or in the last word or number."""
    if not _looks_like_a_save(text):
        return False
    rest = text[exc.pos:].rstrip()
    return not rest or exc.msg.startswith("Unterminated string") or bool(_LAST_TOKEN.fullmatch(rest))


# --------------------------------------------------------------------------
# Reading: JSON -> a checked game.


def _describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 20 else value[:20] + "..."
        return f"the text {shown!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _need(value: Any, kind: str, where: str) -> Any:
    ok = {
        "text": isinstance(value, str),
        "a whole number": isinstance(value, int) and not isinstance(value, bool),
        "true or false": isinstance(value, bool),
        "an object": isinstance(value, dict),
        "a list": isinstance(value, list),
    }[kind]
    if not ok:
        raise changed(GARBLED, f"The save's {where} should be {kind}, not {_describe(value)}.")
    return value


def _get(data: dict[str, Any], key: str, kind: str, where: str) -> Any:
    if key not in data:
        raise changed(MISSING, f"The save has no {where}.")
    return _need(data[key], kind, where)


def _older_reveal_floor(saved: Any, replayed: Any) -> bool:
    """The save's reveal floor is an earlier one than its moves now give."""
    return type(saved) is int and type(replayed) is int and 0 <= saved < replayed


def _strictly_equal(a: Any, b: Any) -> bool:
    """JSON equality that also tells 1 from 1.0 from true."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_strictly_equal(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_strictly_equal(x, y) for x, y in zip(a, b))
    return a == b


def _first_difference(saved: Any, actual: Any, path: str) -> str:
    """Where two JSON values first differ, e.g. 'state.pile'."""
    if isinstance(saved, dict) and isinstance(actual, dict):
        for key in sorted(set(saved) | set(actual)):
            if key not in saved or key not in actual or not _strictly_equal(saved[key], actual[key]):
                if key in saved and key in actual:
                    return _first_difference(saved[key], actual[key], f"{path}.{key}")
                return f"{path}.{key}"
    if isinstance(saved, list) and isinstance(actual, list) and len(saved) == len(actual):
        for i, (x, y) in enumerate(zip(saved, actual)):
            if not _strictly_equal(x, y):
                return _first_difference(x, y, f"{path}[{i}]")
    return path


_HINTS: dict[type, dict[str, Any]] = {}


def _fits(value: Any, hint: Any) -> bool:
    """Whether a JSON-decoded move field matches its annotation (unknown forms pass)."""
    if hint is Any:
        return True
    if hint is type(None) or hint is None:
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        if args:
            return len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args))
        return True
    if origin is typing.Literal:
        return any(type(value) is type(a) and value == a for a in args)
    if isinstance(hint, type) and hint in (tuple, list):
        return isinstance(value, tuple)
    return True


def _ill_typed_field(move: Any) -> str | None:
    cls = type(move)
    if cls not in _HINTS:
        try:
            _HINTS[cls] = typing.get_type_hints(cls)
        except Exception:  # an annotation we cannot evaluate: rely on the engine's checks
            _HINTS[cls] = {}
    hints = _HINTS[cls]
    for f in fields(move):
        if f.name in hints and not _fits(getattr(move, f.name), hints[f.name]):
            return f.name
    return None


def _check_seats(raw: Any, players: int) -> list[SeatInfo] | None:
    if raw is None:
        return None
    _need(raw, "a list", "seat list")
    if len(raw) != players:
        raise changed(WRONG_PLAYERS, f"The save lists {len(raw)} seats for a {players}-player game.")
    seats = []
    for i, seat in enumerate(raw, start=1):
        where = f"seat {i}"
        _need(seat, "an object", where)
        extra = set(seat) - {"name", "kind", "colour"}
        if extra:
            raise changed(EXTRA, f"The save's {where} has unexpected fields: {', '.join(sorted(extra))[:80]}.")
        name = _get(seat, "name", "text", f"{where} name")
        if not name.strip() or len(name) > MAX_NAME_CHARS:
            raise changed(GARBLED, f"The save's {where} name must be 1 to {MAX_NAME_CHARS} characters.")
        kind = _get(seat, "kind", "text", f"{where} kind")
        if kind not in SEAT_KINDS:
            raise changed(GARBLED, f"The save's {where} kind is {kind[:20]!r}; it must be one of "
                                   f"{', '.join(SEAT_KINDS)}.")
        colour = seat.get("colour")
        if colour is not None:
            _need(colour, "text", f"{where} colour")
            if len(colour) > 40:
                raise changed(GARBLED, f"The save's {where} colour name is too long.")
        seats.append(SeatInfo(name, kind, colour))
    return seats


def game_from_save_dict(data: Any) -> SavedGame:
    """Check a parsed save completely and rebuild its game by replaying its moves."""
    if not isinstance(data, dict):
        raise SaveError(NOT_A_SAVE, f"The file holds {_describe(data)}, not a Seaboard save.", row=NOT_A_SAVE_ROW)
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(NOT_A_SAVE, "This is not a Seaboard save file (it lacks \"format\": \"seaboard-save\").",
                        row=NOT_A_SAVE_ROW)
    version = _get(data, "version", "a whole number", "version number")
    if version > SAVE_VERSION:
        raise SaveError(NEWER, f"This save was made by a newer Seaboard (save version {version}); "
                               f"this one reads version {SAVE_VERSION}.", row=NEWER_ROW)
    if version < 1:
        raise changed(GARBLED, f"The save's version number {version} is not one Seaboard ever wrote.")
    extra = set(data) - _TOP_KEYS
    if extra:
        raise changed(EXTRA, f"The save has unexpected fields: {', '.join(sorted(extra))[:80]}.")

    game_id = _get(data, "game", "text", "game name")
    try:
        cls = game_class(game_id)
    except SetupError:
        raise SaveError(UNKNOWN_GAME, f"This save is for a game this Seaboard does not know: {game_id[:40]!r}.",
                        row=UNKNOWN_GAME_ROW) from None

    name = data.get("name", "")
    _need(name, "text", "name")
    if len(name) > MAX_NAME_CHARS:
        raise changed(GARBLED, f"The save's name is longer than {MAX_NAME_CHARS} characters.")
    saved_at = data.get("saved_at", "")
    _need(saved_at, "text", "date")
    if len(saved_at) > 40:
        raise changed(GARBLED, "The save's date is not a date.")
    finished = _get(data, "finished", "true or false", "finished flag")

    setup = _get(data, "setup", "an object", "setup")
    extra = set(setup) - {"players", "seed", "options"}
    if extra:
        raise changed(EXTRA, f"The save's setup has unexpected fields: {', '.join(sorted(extra))[:80]}.")
    players = _get(setup, "players", "a whole number", "player count")
    seed = _get(setup, "seed", "a whole number", "seed")
    if not -SEED_LIMIT < seed < SEED_LIMIT:
        raise changed(GARBLED, "The save's seed is out of range.")
    options = _get(setup, "options", "an object", "options")
    try:
        resolved = cls.resolve_options(players, options)
    except SetupError as exc:
        raise changed(BAD_SETUP, f"The save's setup is not allowed: {exc}.") from None
    except Exception as exc:  # odd option values a game's own checks trip over
        raise changed(BAD_SETUP, f"The save's options are malformed ({type(exc).__name__}).") from None
    # The engine accepts "3" for 3 from a command line; a save holds the value itself.
    written = json.loads(json.dumps(resolved))
    for key, value in options.items():
        if not _strictly_equal(value, written[key]):
            raise changed(BAD_SETUP, f"The save's option {key[:40]} is {_describe(value)}, not one of its choices.")

    seats = _check_seats(data.get("seats"), players)

    raw_moves = _get(data, "moves", "a list", "move list")
    if len(raw_moves) > MAX_MOVES:
        raise changed(TOO_LONG, f"The save lists {len(raw_moves)} moves; no game is that long.")
    moves = []
    for number, raw in enumerate(raw_moves, start=1):
        if not isinstance(raw, dict):
            raise changed(garbled_move(number), f"Move {number} is damaged: it is {_describe(raw)}, not a move.")
        try:
            move = record_from_dict(raw, cls.MOVES)
        except StateError as exc:
            raise changed(garbled_move(number), f"Move {number} is damaged: {exc}.") from None
        wrong = _ill_typed_field(move)
        if wrong:
            raise changed(garbled_move(number), f"Move {number} is damaged: its {wrong} has the wrong type.")
        moves.append(move)

    snapshot = _get(data, "snapshot", "an object", "position snapshot")
    missing = _SNAPSHOT_KEYS - set(snapshot)
    if missing:
        raise changed(MISSING, f"The save's position snapshot lacks {', '.join(sorted(missing))}.")
    extra = set(snapshot) - _SNAPSHOT_KEYS
    if extra:
        raise changed(EXTRA, f"The save's position snapshot has unexpected fields: {', '.join(sorted(extra))[:80]}.")
    schema = snapshot["engine_schema"]
    if type(schema) is not int or schema != SCHEMA_VERSION:
        detail = (f"The save's position was written by engine schema {_describe(schema)}; "
                  f"this Seaboard uses schema {SCHEMA_VERSION}.")
        if type(schema) is not int or schema < 1:
            raise changed(GARBLED, detail)
        if schema > SCHEMA_VERSION:
            raise SaveError(NEWER, detail, row=NEWER_ROW)
        raise SaveError(OLDER, detail)

    turns = TurnCounter()
    game = _replay_checked(cls, players, seed, resolved, moves, turns)

    try:
        actual = json.loads(json.dumps(game.to_dict()))
    except (TypeError, ValueError) as exc:  # an engine whose state is not plain JSON
        raise changed(GARBLED, f"The replayed game cannot be compared with the save ({type(exc).__name__}).") from None
    actual.setdefault("reveal_floor", actual["undo_floor"])
    for key in ("state", "rng", "undo_floor", "reveal_floor"):
        if key == "reveal_floor" and _older_reveal_floor(snapshot[key], actual[key]):
            # A save from before an engine sealed at one more kind of move (Sea Scroll's discards,
            # since 2026-12-01): its moves now give a later floor, and the replayed game, the one
            # loaded, keeps that one, so the older number grants no undo. A floor past what the
            # moves give is still an edit, refused below.
            continue
        if not _strictly_equal(snapshot[key], actual[key]):
            where = _first_difference(snapshot[key], actual[key], key)
            raise changed(MISMATCH, f"The saved position disagrees with its own moves (at {where[:80]}).")
    if finished != game.is_over:
        said = "finished" if finished else "unfinished"
        raise changed(f"it says the game is {said}, but its moves say otherwise",
                      f"The save's finished flag is {str(finished).lower()}; its moves give {str(game.is_over).lower()}.")
    return SavedGame(game=game, seats=seats, name=name, saved_at=saved_at, turns_played=turns.turns)


def _replay_checked(cls: type[Game], players: int, seed: int, options: dict[str, Any], moves: list,
                    turns: TurnCounter) -> Game:
    try:
        game = cls(players, seed, options)
    except Exception as exc:  # a hostile setup must never escape as a traceback
        raise changed(BAD_SETUP, f"The save's setup cannot start a game ({type(exc).__name__}: {exc}).") from None
    for number, move in enumerate(moves, start=1):
        kind = type(move).kind or type(move).__name__
        try:
            turns.apply(game, move)
        except IllegalMove as exc:
            raise changed(illegal_move(number),
                          f"Move {number} ({kind}) is not legal when the game is replayed: {exc.reason}") from None
        except Exception as exc:  # an edited move the engine chokes on (wrong types...)
            raise changed(garbled_move(number), f"Move {number} ({kind}) is malformed and cannot be replayed "
                                                f"({type(exc).__name__}: {exc}).") from None
    return game


def parse_save(raw: bytes | str) -> SavedGame:
    """A checked game from the bytes of a save file, or SaveError."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8")
    return game_from_save_dict(parse_json_limited(raw))


def read_save(path: pathlib.Path) -> SavedGame:
    """Load and check the save at `path`; SaveError says what is wrong with it."""
    path = pathlib.Path(path)
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(info.st_mode):  # a pipe or a device would block or never end
            raise SaveError(NOT_A_SAVE, f"{path.name!r} is not an ordinary file, so it is not a save.",
                            row=NOT_A_SAVE_ROW)
        size = info.st_size
        if size > MAX_SAVE_BYTES:
            raise _too_large(size)
        with path.open("rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"There is no save called “{path.stem}”.", f"No file {path}.") from None
    except IsADirectoryError:
        raise SaveError(NOT_A_SAVE, f"{path.name!r} is a folder, not a save file.", row=NOT_A_SAVE_ROW) from None
    except OSError as exc:
        raise unreadable(path, exc) from None
    saved = parse_save(raw)
    saved.path = path
    return saved


def unreadable(path: pathlib.Path, exc: OSError) -> SaveError:
    """A file the system would not give us: said plainly, the system's own words for a developer."""
    plain = NOT_ALLOWED if isinstance(exc, PermissionError) else UNREADABLE
    return SaveError(plain, f"The file {path.name!r} cannot be read: {exc.strerror or exc}.", row="can't be read")


REFUSALS_LOG = "refused-saves.log"
REFUSALS_LOG_BYTES = 256 * 1024  # a log, not a history: started afresh past this


def log_refusal(path: pathlib.Path, exc: SaveError) -> None:
    """Note a save refused on loading, with its technical fault, in the logs folder (beside the
    crash logs): the player reads only the plain reason, a developer finds the rest here."""
    from seaboard.crash import log_dir

    try:
        log = log_dir() / REFUSALS_LOG
        if log.is_file() and log.stat().st_size > REFUSALS_LOG_BYTES:
            log.unlink()
        with log.open("a", encoding="utf-8") as fh:
            fh.write(f"{now_stamp()} {path}: {exc.reason} | {exc.detail}\n")
    except OSError:  # no log is no reason to fail a load that already failed
        pass


# --------------------------------------------------------------------------
# Named saves in the data folder's saves/ subfolder.


def saves_dir() -> pathlib.Path:
    path = data_dir() / SAVES_FOLDER
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # e.g. a file named "saves" in its place
        raise SaveError(f"The saves folder {path} cannot be used: {exc.strerror or exc}.") from None
    return path


_UNSAFE = re.compile(r"[^\w \-]+")  # letters of any alphabet, digits, space, - and _


_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


def file_name_for(name: str) -> str:
    """The file a save called `name` lives in; refuses names that are empty once cleaned."""
    cleaned = " ".join(_UNSAFE.sub(" ", name).split())[:MAX_NAME_CHARS].strip()
    if not cleaned:
        raise SaveError("Give the save a name made of letters, digits, spaces, - or _.")
    if cleaned.upper().split(" ")[0] in _RESERVED:
        cleaned = "Game " + cleaned  # names Windows keeps for devices (CON, NUL...)
    return cleaned + ".json"


def save_named(name: str, game: Game, seats: list[SeatInfo] | None = None) -> pathlib.Path:
    path = saves_dir() / file_name_for(name)
    write_save(path, game, seats, name=path.stem)
    return path


def load_named(name: str) -> SavedGame:
    return read_save(saves_dir() / file_name_for(name))


def delete_named(name: str) -> None:
    (saves_dir() / file_name_for(name)).unlink(missing_ok=True)


@dataclass
class SaveListing:
    """One line of the Load list; `problem` is set when the file cannot be loaded."""

    name: str
    path: pathlib.Path
    game_id: str = ""
    turns: int | None = None  # None: its moves could not be replayed (loading will say why)
    finished: bool = False
    saved_at: str = ""
    problem: str | None = None  # in plain words (SaveError.reason)
    summary: str = ""  # a finished game's final scores, best first
    problem_detail: str = ""  # the technical fault, for a developer (SaveError.detail)
    problem_row: str = DAMAGED_ROW  # the list's few words for it (SaveError.row)
    players: str = ""  # an unfinished game's seats by name, "Ada, Purple bot" (whose game it is)

    def refused(self, exc: SaveError) -> None:
        """Note why this save cannot be loaded."""
        self.problem, self.problem_detail, self.problem_row = exc.reason, exc.detail, exc.row


def list_saves() -> list[SaveListing]:
    """The saves folder, newest first. Every save is checked as loading would check it (its moves
    replayed), so a damaged one is listed with the reason and never offered to load. A file is
    looked at again only when its modification time or size changed (see _LISTED)."""
    listings = []
    paths = [p for p in saves_dir().glob("*.json") if p.is_file()]

    def modified(path: pathlib.Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:  # deleted while we looked
            return 0.0

    paths.sort(key=modified, reverse=True)
    seen = set()
    for path in paths:
        listings.append(_listing(path))
        seen.add(str(path))
    for gone in set(_LISTED) - seen:  # deleted files: forget them
        del _LISTED[gone]
    return listings


# path -> (mtime_ns, size, listing): the list opens (and refreshes after a save or a delete)
# without reading, parsing or replaying the files it has already looked at. A copy is handed
# out, as the saves scene writes into its entries.
_LISTED: dict[str, tuple[int, int, SaveListing]] = {}


def _listing(path: pathlib.Path) -> SaveListing:
    try:
        info = path.stat()
    except OSError:
        info = None
    if info is not None:
        known = _LISTED.get(str(path))
        if known is not None and known[:2] == (info.st_mtime_ns, info.st_size):
            return dataclasses.replace(known[2])
    listing = SaveListing(name=path.stem, path=path)
    try:
        if info is None:
            raise SaveError(UNREADABLE, "The file vanished or cannot be looked at.", row="can't be read")
        if info.st_size > MAX_SAVE_BYTES:
            raise _too_large(info.st_size)
        raw = path.read_bytes()
        data = parse_json_limited(raw)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(NOT_A_SAVE, "It is JSON, but not an object with \"format\": \"seaboard-save\".",
                            row=NOT_A_SAVE_ROW)
        listing.game_id = data["game"] if isinstance(data.get("game"), str) else "?"
        listing.finished = data.get("finished") is True
        turns, problem = check_save(raw, data)
        # Playtest: a hand-edited move list looked fine here; only Load refused it.
        if problem is not None:
            listing.refused(problem)
        if not listing.finished and problem is None:  # a finished game is described by its result
            listing.turns = turns
            listing.players = _seat_names(data)
        listing.saved_at = data["saved_at"] if isinstance(data.get("saved_at"), str) else ""
    except SaveError as exc:
        listing.refused(exc)
    except OSError as exc:
        listing.refused(unreadable(path, exc))
    if listing.problem is not None:
        log_refusal(path, SaveError(listing.problem, listing.problem_detail))  # once per version of the file
    if info is not None:
        _LISTED[str(path)] = (info.st_mtime_ns, info.st_size, dataclasses.replace(listing))
    return listing


def _seat_names(data: dict[str, Any]) -> str:
    """ "Ada, Purple bot": the names a save gives its seats (checked on load: here only shown)."""
    seats = data.get("seats")
    if not isinstance(seats, list):
        return ""
    names = [seat["name"][:MAX_NAME_CHARS] for seat in seats if isinstance(seat, dict) and isinstance(seat.get("name"), str)]
    return ", ".join(names)


_CHECKED: dict[bytes, tuple[int | None, SaveError | None]] = {}
_CHECKED_KEPT = 256


def check_save(raw: bytes, data: Any) -> tuple[int | None, SaveError | None]:
    """(turns played, None) for the save whose bytes are `raw` (parsed: `data`), or (None, why it
    cannot be loaded). Checking replays the game (about 10 ms for a finished 4-player Seagrass
    game), so the answer is remembered by the file's content: the menu and the "replaces your
    unfinished game" warning ask about the same autosave. Saves hold no count of their own, so
    every save ever written is counted the same way."""
    key = hashlib.blake2b(raw, digest_size=16).digest()
    if key not in _CHECKED:
        try:
            answer: tuple[int | None, SaveError | None] = (game_from_save_dict(data).turns, None)
        except SaveError as exc:
            answer = (None, exc)
        if len(_CHECKED) >= _CHECKED_KEPT:
            _CHECKED.pop(next(iter(_CHECKED)))
        _CHECKED[key] = answer
    return _CHECKED[key]


def turns_in_save(raw: bytes, data: Any) -> int | None:
    """Turns played in the save whose bytes are `raw`, or None when it cannot be loaded."""
    return check_save(raw, data)[0]
