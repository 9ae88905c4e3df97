"""Save files: a good save round-trips; hundreds of damaged or hostile ones are
refused with a sentence saying what is wrong, never a traceback."""

from __future__ import annotations

import json
import random

import pytest
from reference_game import Pebbles, Peek, Take
from store_helpers import mid_game, normalised, play, playable_games

from seaboard.store import saves
from seaboard.store.saves import (
    CUT_SHORT,
    EMPTY,
    MAX_SAVE_BYTES,
    NOT_A_SAVE,
    NOT_ALLOWED,
    SaveError,
    SeatInfo,
    file_name_for,
    list_saves,
    load_named,
    parse_save,
    read_save,
    save_named,
    save_to_dict,
    write_save,
)

SEATS = [SeatInfo("Ann", "human", "blue"), SeatInfo("Bo", "easy", "orange"), SeatInfo("Cy", "hard", "green")]


def base_game() -> Pebbles:
    game = Pebbles(3, seed=4, options={"max_take": 3})
    for move in (Take(1), Peek(), Take(2), Take(1), Peek()):
        game.apply(move)
    assert not game.is_over
    return game


BASE = save_to_dict(base_game(), SEATS, name="Base")
BASE_BYTES = json.dumps(BASE).encode()


def refusal(raw: bytes | str) -> SaveError:
    """Load `raw`, insisting it is refused with a readable sentence; returns the refusal."""
    with pytest.raises(SaveError) as err:
        parse_save(raw)
    reason = err.value.reason
    assert isinstance(reason, str) and 10 < len(reason) < 400, reason
    assert reason[0].isupper(), reason
    assert "Traceback" not in reason
    return err.value


def refused(raw: bytes | str) -> str:
    """The plain reason a player reads for `raw` (see refusal)."""
    return refusal(raw).reason


def technical(raw: bytes | str) -> str:
    """Everything the refusal of `raw` says: the plain reason and the developer's detail."""
    err = refusal(raw)
    return f"{err.reason} {err.detail}"


def edited(change) -> bytes:
    data = json.loads(BASE_BYTES)
    change(data)
    return json.dumps(data).encode()


# --------------------------------------------------------------------------
# Good saves.


@pytest.mark.parametrize("game_id", playable_games())
def test_a_save_round_trips_and_continues_identically(game_id, tmp_path):
    game = mid_game(game_id, seed=3)
    path = tmp_path / "game.json"
    write_save(path, game, name="Mine")
    loaded = read_save(path)
    assert normalised(loaded.game) == normalised(game)
    assert loaded.name == "Mine" and loaded.path == path and not loaded.finished
    legal = game.legal_moves()[0]
    assert loaded.game.apply(legal) == game.apply(legal)
    assert normalised(loaded.game) == normalised(game)


@pytest.mark.parametrize("game_id", playable_games())
def test_a_finished_game_saves_as_finished(game_id):
    game = play(game_id, seed=2)
    loaded = parse_save(json.dumps(save_to_dict(game)))
    assert loaded.finished and loaded.game.result().scores == game.result().scores


def test_seats_and_name_come_back():
    loaded = parse_save(BASE_BYTES)
    assert loaded.seats == SEATS and loaded.name == "Base" and loaded.saved_at.endswith("Z")


def test_a_save_is_plain_json_with_a_version_the_setup_and_the_moves():
    data = json.loads(BASE_BYTES)
    assert data["format"] == "seaboard-save" and data["version"] == 1 and data["game"] == "pebbles"
    assert data["setup"] == {"players": 3, "seed": 4, "options": {"max_take": 3}}
    assert [m["type"] for m in data["moves"]] == ["Take", "Peek", "Take", "Take", "Peek"]
    assert set(data["snapshot"]) == {"engine_schema", "undo_floor", "reveal_floor", "rng", "state"}


def test_a_utf8_byte_order_mark_is_accepted():
    assert parse_save(b"\xef\xbb\xbf" + BASE_BYTES).game.moves == base_game().moves


# --------------------------------------------------------------------------
# Generated hostile files: at least 200 of them.


def _truncations() -> list[tuple[str, bytes]]:
    rng = random.Random(5)
    offsets = set(range(0, 40)) | {len(BASE_BYTES) - k for k in range(1, 30)}
    offsets |= {rng.randrange(len(BASE_BYTES)) for _ in range(60)}
    return [(f"truncated-at-{n}", BASE_BYTES[:n]) for n in sorted(offsets)]


def _paths(value, path=()):
    """Every field of the save, except most of the rng's 625 words."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        limit = 3 if path[-1:] == (1,) and path[-2:-1] == ("rng",) else len(value)
        for i, item in enumerate(value[:limit]):
            yield from _paths(item, path + (i,))


def _kind(value) -> str:
    if value is None:
        return "null"
    return {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict"}[type(value)]


_WRONG = [None, "x", 1.5, 7, True, [], {}]


def _wrong_types() -> list[tuple[str, bytes]]:
    cases = []
    for path in _paths(BASE):
        if not path:
            continue
        original = BASE
        for key in path:
            original = original[key]
        for wrong in _WRONG:
            if _kind(wrong) == _kind(original):
                continue
            # seats and seat colours may be null (not recorded): that is not damage
            if wrong is None and (path == ("seats",) or path[-1:] == ("colour",)):
                continue

            def change(data, path=path, wrong=wrong):
                target = data
                for key in path[:-1]:
                    target = target[key]
                target[path[-1]] = wrong

            cases.append((f"{'.'.join(map(str, path))}={json.dumps(wrong)}", edited(change)))
    return cases


TRUNCATIONS = _truncations()
WRONG_TYPES = _wrong_types()


def test_there_are_at_least_200_generated_hostile_files():
    assert len(TRUNCATIONS) + len(WRONG_TYPES) + len(OTHER_CASES) >= 200


@pytest.mark.parametrize("raw", [c[1] for c in TRUNCATIONS], ids=[c[0] for c in TRUNCATIONS])
def test_a_truncated_file_is_refused(raw):
    reason = refused(raw)
    assert reason in (CUT_SHORT, EMPTY), reason


@pytest.mark.parametrize("raw", [c[1] for c in WRONG_TYPES], ids=[c[0] for c in WRONG_TYPES])
def test_a_wrong_type_in_any_field_is_refused(raw):
    refused(raw)


def _set(path, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _move(number, **fields):
    return {"type": "Take", **fields} if "type" not in fields else fields


# (name, bytes, a phrase the refusal must contain: in its plain reason or its technical detail)
OTHER_CASES: list[tuple[str, bytes, str]] = [
    ("empty", b"", "empty"),
    ("whitespace", b"  \n\t ", "empty"),
    ("json-array", b"[1, 2, 3]", "not a Seaboard save"),
    ("json-string", b'"seaboard"', "not a Seaboard save"),
    ("json-number", b"42", "not a Seaboard save"),
    ("json-null", b"null", "not a Seaboard save"),
    ("json-true", b"true", "not a Seaboard save"),
    ("empty-object", b"{}", "not a Seaboard save"),
    ("not-json", b"hello, world", "not valid JSON"),
    ("python-pickle", b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00}\x94.", "not text"),
    ("latin1-bytes", BASE_BYTES.replace(b'"Ann"', b'"\xc5nn"'), "not text"),
    ("lone-ff", b"\xff" + BASE_BYTES, "not text"),
    ("utf16", json.dumps(BASE).encode("utf-16"), "not text"),
    ("deep-list", b"[" * 100_000 + b"]" * 100_000, "deeply"),
    ("deep-object", b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "deeply"),
    ("deep-in-a-field", edited(_set(("name",), json.loads("[" * 60 + "]" * 60))), "deeply"),
    ("huge-int-seed", edited(_set(("setup", "seed"), 0)).replace(b'"seed": 0', b'"seed": ' + b"9" * 5000), "digits"),
    ("huge-int-players", edited(_set(("setup", "players"), 10**30)), "digits"),
    ("seed-out-of-range", edited(_set(("setup", "seed"), 2**64 + 5)), "seed"),
    ("huge-float", BASE_BYTES.replace(b'"seed": 4', b'"seed": 1e999'), "too large"),
    ("nan", BASE_BYTES.replace(b'"seed": 4', b'"seed": NaN'), "NaN"),
    ("infinity", BASE_BYTES.replace(b'"seed": 4', b'"seed": -Infinity'), "Infinity"),
    ("long-float", BASE_BYTES.replace(b'"seed": 4', b'"seed": 0.' + b"1" * 100), "long"),
    ("duplicate-key", BASE_BYTES.replace(b'"name": "Base"', b'"name": "Base", "name": "Evil"'), "twice"),
    ("unknown-game", edited(_set(("game",), "chess")), "does not know"),
    ("unknown-game-empty", edited(_set(("game",), "")), "does not know"),
    ("unknown-game-case", edited(_set(("game",), "PEBBLES")), "does not know"),
    ("foreign-format", edited(_set(("format",), "other-app-save")), "not a Seaboard save"),
    ("no-format", edited(lambda d: d.pop("format")), "not a Seaboard save"),
    ("newer-version", edited(_set(("version",), 2)), "newer Seaboard"),
    ("version-zero", edited(_set(("version",), 0)), "version"),
    ("no-version", edited(lambda d: d.pop("version")), "version"),
    ("extra-top-field", edited(_set(("cheat",), 1)), "unexpected"),
    ("extra-setup-field", edited(_set(("setup", "cheat"), 1)), "unexpected"),
    ("extra-snapshot-field", edited(_set(("snapshot", "cheat"), 1)), "unexpected"),
    ("extra-seat-field", edited(_set(("seats", 0, "cheat"), 1)), "unexpected"),
    ("no-moves", edited(lambda d: d.pop("moves")), "move list"),
    ("no-setup", edited(lambda d: d.pop("setup")), "setup"),
    ("no-snapshot", edited(lambda d: d.pop("snapshot")), "snapshot"),
    ("no-state", edited(lambda d: d["snapshot"].pop("state")), "state"),
    ("no-finished", edited(lambda d: d.pop("finished")), "finished"),
    ("one-player", edited(_set(("setup", "players"), 1)), "2 to 3 players"),
    ("four-players", edited(_set(("setup", "players"), 4)), "2 to 3 players"),
    ("negative-players", edited(_set(("setup", "players"), -3)), "players"),
    ("unknown-option", edited(_set(("setup", "options", "colour"), "red")), "no option"),
    ("option-out-of-range", edited(_set(("setup", "options", "max_take"), 9)), "choose one of"),
    ("option-as-text", edited(_set(("setup", "options", "max_take"), "3")), "not one of its choices"),
    ("too-few-seats", edited(lambda d: d["seats"].pop()), "seats"),
    ("too-many-seats", edited(lambda d: d["seats"].append(d["seats"][0])), "seats"),
    ("bad-seat-kind", edited(_set(("seats", 1, "kind"), "wizard")), "kind"),
    ("empty-seat-name", edited(_set(("seats", 1, "name"), "  ")), "name"),
    ("long-seat-name", edited(_set(("seats", 1, "name"), "n" * 500)), "name"),
    ("long-save-name", edited(_set(("name",), "n" * 500)), "name"),
    ("illegal-move-count", edited(_set(("moves", 0, "count"), 9)), "Move 1 (Take) is not legal"),
    ("illegal-zero", edited(_set(("moves", 2, "count"), 0)), "Move 3 (Take) is not legal"),
    ("unknown-move-type", edited(_set(("moves", 1), {"type": "Teleport"})), "Move 2 is damaged"),
    ("move-extra-field", edited(_set(("moves", 0, "cheat"), 1)), "Move 1 is damaged"),
    ("move-missing-field", edited(lambda d: d["moves"][0].pop("count")), "Move 1 is damaged"),
    ("move-not-object", edited(_set(("moves", 3), "Take 1")), "Move 4 is damaged"),
    ("move-is-list", edited(_set(("moves", 3), ["Take", 1])), "Move 4 is damaged"),
    ("move-count-bool", edited(_set(("moves", 0, "count"), True)), "wrong type"),
    ("move-count-float", edited(_set(("moves", 0, "count"), 1.0)), "wrong type"),
    ("move-count-list", edited(_set(("moves", 0, "count"), [1])), "wrong type"),
    ("move-count-text", edited(_set(("moves", 0, "count"), "1")), "wrong type"),
    ("edited-move", edited(_set(("moves", 0, "count"), 2)), "disagrees"),
    ("swapped-moves", edited(lambda d: d["moves"].reverse()), "disagrees"),
    ("dropped-move", edited(lambda d: d["moves"].pop(0)), "disagrees"),
    ("dropped-last-move", edited(lambda d: d["moves"].pop()), "disagrees"),
    ("duplicated-move", edited(lambda d: d["moves"].insert(0, d["moves"][0])), "disagrees"),
    ("no-moves-at-all", edited(_set(("moves",), [])), "disagrees"),
    ("moves-past-the-end", edited(lambda d: d["moves"].extend([{"type": "Take", "count": 3}] * 12)), "is not legal"),
    ("far-too-many-moves", edited(_set(("moves",), [{"type": "Peek"}] * 20_001)), "no game is that long"),
    ("snapshot-pile", edited(lambda d: d["snapshot"]["state"].update(pile=d["snapshot"]["state"]["pile"] + 1)),
     "state.pile"),
    ("snapshot-taken", edited(lambda d: d["snapshot"]["state"]["taken"].__setitem__(0, 99)), "state.taken[0]"),
    ("snapshot-turn", edited(lambda d: d["snapshot"]["state"].update(turn=2)), "state.turn"),
    ("snapshot-winner", edited(lambda d: d["snapshot"]["state"].update(winner=1)), "state.winner"),
    ("snapshot-extra-state", edited(lambda d: d["snapshot"]["state"].update(gold=1)), "state.gold"),
    ("snapshot-missing-state", edited(lambda d: d["snapshot"]["state"].pop("taken")), "state.taken"),
    ("snapshot-rng-word", edited(lambda d: d["snapshot"]["rng"][1].__setitem__(100, 12345)), "rng[1][100]"),
    ("snapshot-rng-short", edited(lambda d: d["snapshot"]["rng"][1].pop()), "rng"),
    ("snapshot-undo-floor", edited(_set(("snapshot", "undo_floor"), 0)), "undo_floor"),
    ("snapshot-reveal-floor", edited(lambda d: d["snapshot"].update(reveal_floor=d["snapshot"]["reveal_floor"] + 1)),
     "reveal_floor"),
    ("snapshot-reveal-floor-text", edited(_set(("snapshot", "reveal_floor"), "0")), "reveal_floor"),
    ("snapshot-pile-as-float", edited(lambda d: d["snapshot"]["state"].update(pile=float(d["snapshot"]["state"]["pile"]))),
     "state.pile"),
    ("snapshot-engine-schema", edited(_set(("snapshot", "engine_schema"), 2)), "schema"),
    ("finished-flag-lies", edited(_set(("finished",), True)), "finished"),
    ("other-games-moves", edited(_set(("moves", 0), {"type": "PlaceCreature", "cell": [0, 0], "tile": "crab"})),
     "Move 1 is damaged"),
]


@pytest.mark.parametrize("raw,phrase", [c[1:] for c in OTHER_CASES], ids=[c[0] for c in OTHER_CASES])
def test_a_hostile_file_is_refused_saying_what_is_wrong(raw, phrase):
    said = technical(raw)
    assert phrase in said, said


def test_an_illegal_move_is_refused_with_its_number_and_the_engines_sentence_in_the_detail():
    err = refusal(edited(_set(("moves", 2, "count"), 5)))
    assert err.reason == "It was changed by hand or damaged: move 3 isn't a legal move."
    assert err.detail.startswith("Move 3 (Take) is not legal")
    assert err.detail.endswith("Take between 1 and 3 pebbles.")


# Playtest: a damaged save's reason read "its count has the wrong type", JSON line and column
# numbers, Python's exception names. A player reads plain words: what happened to the file.
PLAIN_DAMAGE = [
    ("not JSON", b"hello, world", NOT_A_SAVE),
    ("JSON, not a save", b'{"recipe": "soup"}', NOT_A_SAVE),
    ("a list", b"[1, 2, 3]", NOT_A_SAVE),
    ("another format", edited(_set(("format",), "other-app-save")), NOT_A_SAVE),
    ("not text", b"\x80\x04\x95\x10\x00", NOT_A_SAVE),
    ("a save with a bad byte", BASE_BYTES.replace(b'"Ann"', b'"\xc5nn"'), "The file is damaged, or it isn't a Seaboard save."),
    ("a save with a bad edit", BASE_BYTES.replace(b'"name": "Base"', b'"name": Base'),
     "The file is damaged, or it isn't a Seaboard save."),
    ("a newer version", edited(_set(("version",), 2)), "It was saved by a newer Seaboard: update Seaboard to load it."),
    ("a newer engine", edited(_set(("snapshot", "engine_schema"), 99)),
     "It was saved by a newer Seaboard: update Seaboard to load it."),
    ("an unknown game", edited(_set(("game",), "chess")),
     "It's a save of a game this Seaboard doesn't have: a newer Seaboard may load it."),
    ("a missing field", edited(lambda d: d.pop("moves")), "It was changed by hand or damaged: part of it is missing."),
    ("a missing snapshot field", edited(lambda d: d["snapshot"].pop("rng")),
     "It was changed by hand or damaged: part of it is missing."),
    ("an extra field", edited(_set(("cheat",), 1)),
     "It was changed by hand or damaged: it holds things a Seaboard save never has."),
    ("a wrong type", edited(_set(("setup", "players"), "3")), "It was changed by hand or damaged: part of it is garbled."),
    ("a wrong type in a move", edited(_set(("moves", 0, "count"), "1")),
     "It was changed by hand or damaged: move 1 is garbled."),
    ("an unknown move", edited(_set(("moves", 1), {"type": "Teleport"})),
     "It was changed by hand or damaged: move 2 is garbled."),
    ("an illegal move", edited(_set(("moves", 2, "count"), 0)),
     "It was changed by hand or damaged: move 3 isn't a legal move."),
    ("an edited position", edited(lambda d: d["snapshot"]["state"].update(pile=99)),
     "It was changed by hand or damaged: the position saved doesn't match its moves."),
    ("a lying finished flag", edited(_set(("finished",), True)),
     "It was changed by hand or damaged: it says the game is finished, but its moves say otherwise."),
    ("a setup no game allows", edited(_set(("setup", "players"), 9)),
     "It was changed by hand or damaged: its game setup isn't one Seaboard allows."),
    ("NaN", BASE_BYTES.replace(b'"seed": 4', b'"seed": NaN'), "It was changed by hand or damaged: part of it is garbled."),
    ("cut short", BASE_BYTES[: len(BASE_BYTES) // 2], CUT_SHORT),
    ("cut short in a word", b'{"format": "seaboard-save", "finished": tr', CUT_SHORT),
    ("cut short after a bracket", b"{", CUT_SHORT),
    ("empty", b"", EMPTY),
]


@pytest.mark.parametrize("raw,plain", [c[1:] for c in PLAIN_DAMAGE], ids=[c[0] for c in PLAIN_DAMAGE])
def test_each_kind_of_damage_is_said_in_plain_words_with_the_technical_fault_kept_apart(raw, plain):
    err = refusal(raw)
    assert err.reason == plain
    assert err.detail and err.detail != err.reason  # what a developer needs, e.g. the field or the JSON line


# Words a player should never have to read: a programmer's, not a player's.
DEVELOPER_WORDS = ("JSON", "field", "type", "null", "object", "schema", "snapshot", "rng", "state.", "[", "_",
                   "Error", "line ", "column", "at position", "malformed", "flag", "seed", "UTF", " '")


def _plain(reason: str) -> bool:
    return not any(word in reason for word in DEVELOPER_WORDS) and reason.endswith(".")


def test_no_refusal_of_the_hundreds_of_hostile_files_tells_the_player_in_developer_words():
    cases = [raw for _, raw in TRUNCATIONS + WRONG_TYPES] + [raw for _, raw, _ in OTHER_CASES]
    awkward = {refused(raw) for raw in cases if not _plain(refused(raw))}
    assert not awkward


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    with path.open("wb") as fh:
        fh.write(BASE_BYTES[:-1] + b', "pad": "')
        fh.truncate(MAX_SAVE_BYTES + 10)
    read = []
    monkeypatch.setattr(saves, "parse_save", lambda raw: read.append(raw))
    with pytest.raises(SaveError, match="far too large") as err:
        read_save(path)
    assert "never larger than 5 MB" in err.value.detail
    assert read == []


def test_oversized_bytes_are_refused_before_parsing():
    with pytest.raises(SaveError, match="far too large"):
        parse_save(b" " * (MAX_SAVE_BYTES + 1))


def test_a_huge_option_name_gives_a_short_message():
    err = refusal(edited(_set(("setup", "options", "x" * 100_000), 1)))
    assert len(err.reason) <= 300 and len(err.detail) <= 300 and err.detail.endswith("…")


def test_a_pipe_is_refused_without_blocking(tmp_path):
    import os

    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="isn't a Seaboard save") as err:
        read_save(pipe)
    assert "not an ordinary file" in err.value.detail


def test_missing_file_and_folder_are_refused_with_a_sentence(tmp_path):
    with pytest.raises(SaveError, match="no save called “gone”"):
        read_save(tmp_path / "gone.json")
    with pytest.raises(SaveError, match="isn't a Seaboard save") as err:
        read_save(tmp_path)
    assert "is a folder" in err.value.detail


def test_an_unreadable_file_is_refused_in_plain_words_with_the_systems_own_in_the_detail(tmp_path, monkeypatch):
    path = tmp_path / "locked.json"
    path.write_bytes(BASE_BYTES)
    real_open = type(path).open

    def refuse(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(type(path), "open", refuse)
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert err.value.reason == NOT_ALLOWED
    assert "Permission denied" in err.value.detail


def test_a_refused_load_leaves_the_current_game_untouched(tmp_path):
    current = base_game()
    current.apply(Take(1))
    before = normalised(current)
    for name, raw, _ in OTHER_CASES[:30]:
        (tmp_path / f"{name}.json").write_bytes(raw)
        with pytest.raises(SaveError):
            read_save(tmp_path / f"{name}.json")
    assert normalised(current) == before


@pytest.mark.parametrize("game_id", playable_games())
def test_every_real_move_edited_to_another_legal_looking_move_is_caught(game_id):
    """Replace one move of a real game by another move from the same game: replay
    refuses it as illegal or the snapshot disagrees, unless the edit happens to
    lead to exactly the saved position (two identical schools, say)."""
    game = mid_game(game_id, seed=5)
    data = save_to_dict(game)
    rng = random.Random(1)
    caught = 0
    for _ in range(60):
        i, j = rng.randrange(len(data["moves"])), rng.randrange(len(data["moves"]))
        if data["moves"][i] == data["moves"][j]:
            continue
        copy = json.loads(json.dumps(data))
        copy["moves"][i] = copy["moves"][j]
        try:
            loaded = parse_save(json.dumps(copy))
        except SaveError as exc:
            assert exc.reason[0].isupper() and "Traceback" not in exc.reason
            caught += 1
        else:
            assert normalised(loaded.game)["state"] == normalised(game)["state"]
    assert caught >= 10


# --------------------------------------------------------------------------
# Named saves in the saves/ folder.


def test_named_saves_live_in_the_saves_folder_and_list_newest_first(tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    first = save_named("Morning game", base_game(), SEATS)
    second = save_named("Evening/../../game!", Pebbles(2, seed=1))
    assert first == tmp_path / "saves" / "Morning game.json"
    assert second.parent == tmp_path / "saves" and second.name == "Evening game.json"
    (tmp_path / "saves" / "broken.json").write_bytes(b'{"format": "seaboard-save", "ga')
    import os
    os.utime(first, (1, 1))
    listing = {entry.name: entry for entry in list_saves()}
    # Five steps, four turns: a Peek is a step within the turn (store/turns.py).
    assert listing["Morning game"].turns == 4 and listing["Morning game"].game_id == "pebbles"
    assert listing["broken"].problem == CUT_SHORT and "not valid JSON" in listing["broken"].problem_detail
    assert [e.name for e in list_saves()][-1] == "Morning game"
    assert load_named("Morning game").seats == SEATS
    with pytest.raises(SaveError, match="no save called"):
        load_named("Nothing here")


def test_a_save_name_must_have_some_letters():
    with pytest.raises(SaveError, match="Give the save a name"):
        file_name_for("../..//")
    assert file_name_for("  My game 2 ") == "My game 2.json"
    assert file_name_for("Chloé's game") == "Chloé s game.json"
    assert file_name_for("nul") == "Game nul.json"


@pytest.mark.parametrize("game_id", [g for g in playable_games() if g != "pebbles"])
def test_a_wrong_type_in_any_field_of_a_real_games_moves_is_refused(game_id):
    game = mid_game(game_id, seed=2)
    data = save_to_dict(game)
    seen_types = set()
    tried = 0
    for i, move in enumerate(data["moves"]):
        if move["type"] in seen_types:
            continue
        seen_types.add(move["type"])
        for key, value in move.items():
            if key == "type":
                continue
            for wrong in _WRONG:
                if _kind(wrong) == _kind(value) or (wrong is None and value is None):
                    continue
                copy = json.loads(json.dumps(data))
                copy["moves"][i][key] = wrong
                reason = technical(json.dumps(copy))
                assert f"Move {i + 1}" in reason or "disagrees" in reason, reason
                tried += 1
    assert tried >= 5


def test_a_sea_scroll_save_from_before_discards_sealed_still_loads_with_the_later_floor():
    # Since 2026-12-01 a Sea Scroll discard seals (it shows a card from a hidden hand). A save
    # written before holds the older floor, at the last draw: it must not read as damaged, and
    # the game loaded keeps the floor its moves give now.
    from seaboard.engine.seascroll.moves import Discard, Draw

    game = play("seascroll", players=3, seed=2, steps=20)
    while not isinstance(game.moves[-1], Discard):
        game.apply(random.Random(2).choice(game.legal_moves()))
    assert game.reveal_floor == len(game.moves)
    data = save_to_dict(game, SEATS, name="Old")
    last_draw = max(i for i, move in enumerate(game.moves) if isinstance(move, Draw)) + 1
    data["snapshot"]["reveal_floor"] = last_draw  # what the engine wrote before
    loaded = parse_save(json.dumps(data).encode())
    assert loaded.game.reveal_floor == len(game.moves)
    data["snapshot"]["reveal_floor"] = len(game.moves) + 1  # past what the moves give: an edit
    assert "disagrees" in technical(json.dumps(data))


# --------------------------------------------------------------------------
# Turns played: what a save's description says of how far the game has gone.


@pytest.mark.parametrize("game_id", playable_games())
def test_a_loaded_save_counts_the_turns_its_replay_counts_not_its_steps(game_id):
    from seaboard.store.replay import Replay
    from seaboard.store.turns import count_turns

    game = mid_game(game_id, seed=5)
    saved = parse_save(json.dumps(save_to_dict(game)))
    assert saved.turns == Replay.from_game(game).turn_count == count_turns(game)
    if game_id == "seagrass":  # a turn is an action, tiles and a Confirm: several steps
        assert saved.turns < len(game.moves)


def test_a_save_written_before_turns_were_shown_lists_its_turns_from_its_moves(tmp_path, monkeypatch):
    # Saves hold no turn count (the format is unchanged): the list replays the move list, so
    # every save ever written shows its turns.
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    assert set(BASE) == saves._TOP_KEYS
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "Old.json").write_bytes(BASE_BYTES)
    damaged = dict(BASE, moves=BASE["moves"] + [{"type": "Take", "count": 9}])
    (folder / "Edited.json").write_text(json.dumps(damaged))
    listing = {entry.name: entry for entry in list_saves()}
    assert listing["Old"].turns == 4 and listing["Old"].problem is None
    # Moves that do not replay: no count to show, and the list says why it cannot be loaded.
    assert listing["Edited"].turns is None
    assert listing["Edited"].problem == "It was changed by hand or damaged: move 6 isn't a legal move."
    assert "Move 6 (Take) is not legal" in listing["Edited"].problem_detail


@pytest.mark.parametrize("finished", [False, True])
def test_a_save_whose_edited_move_is_illegal_is_listed_as_damaged_with_loadings_reason(tmp_path, monkeypatch,
                                                                                        finished):
    # Playtest: valid JSON of the right shape, one move hand-edited to an illegal one, looked fine
    # in the list (a finished game too); only Load refused it.
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    game = play("seagrass", players=4, seed=3) if finished else mid_game("seagrass", seed=3)
    path = save_named("Edited", game)
    data = json.loads(path.read_text())
    data["moves"][0], data["moves"][1] = data["moves"][1], data["moves"][0]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as refused_load:
        read_save(path)
    [entry] = list_saves()
    assert entry.problem == refused_load.value.reason and "move 1" in entry.problem
    assert entry.problem_detail == refused_load.value.detail
    assert entry.finished is finished and entry.turns is None


def test_listing_the_saves_again_reads_no_file_that_did_not_change(tmp_path, monkeypatch):
    # Every save is replayed to be checked (about 10 ms for a finished 4-player Seagrass game):
    # with 20 of them the list must still open at once when it opens again.
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    for n in range(3):
        save_named(f"Game {n}", mid_game("bloomingsea", seed=n))
    parsed = []
    real = saves.parse_json_limited
    monkeypatch.setattr(saves, "parse_json_limited", lambda raw: parsed.append(1) or real(raw))
    first = list_saves()
    assert len(parsed) == 3
    assert list_saves() == first and len(parsed) == 3
    path = save_named("Game 1", mid_game("bloomingsea", seed=9))  # a changed file is read again
    assert len(list_saves()) == 3 and len(parsed) == 4
    path.unlink()
    assert [e.name for e in list_saves()] == [e.name for e in first if e.name != "Game 1"]


def test_listing_the_saves_again_replays_none_of_them(tmp_path, monkeypatch):
    from seaboard.store.turns import count_turns

    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    for n in range(3):
        save_named(f"Game {n}", mid_game("seagrass", seed=n))
    replayed = []
    real = saves.game_from_save_dict
    monkeypatch.setattr(saves, "game_from_save_dict", lambda data: replayed.append(1) or real(data))
    first = [(e.name, e.turns) for e in list_saves()]
    assert len(replayed) == 3
    assert [(e.name, e.turns) for e in list_saves()] == first and len(replayed) == 3
    other = mid_game("seagrass", seed=7)
    save_named("Game 1", other)  # a changed file is counted again
    assert {e.name: e.turns for e in list_saves()}["Game 1"] == count_turns(other) and len(replayed) == 4
