"""Autosave: every completed move survives a crash; Continue resumes exactly;
a finished game becomes the latest replay."""

from __future__ import annotations

import os
import pathlib
import random
import signal
import subprocess
import sys
import zlib

import pytest
from reference_game import Pebbles, Peek, Take
from store_helpers import mid_game, normalised, play, playable_games

from seaboard.engine.registry import game_class
from seaboard.store.autosave import (
    FINISHED_KEPT,
    autosave,
    autosave_later,
    autosave_path,
    autosave_problem,
    finished_replay_paths,
    flush_autosaves,
    has_autosave,
    latest_replay_path,
    load_autosave,
    load_latest_replay,
)
from seaboard.store.saves import CUT_SHORT, SeatInfo

TESTS_DIR = pathlib.Path(__file__).resolve().parent.parent

# The child plays bot moves and autosaves after each one, printing the count of
# moves saved. Pebbles' bot mostly peeks so the game lasts long enough to be killed.
# It plays one move past the kill point at most, then waits: on a busy machine it
# once ran on to the game's end (which clears the autosave) before the kill landed.
CHILD = r"""
import random, sys, time
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/store"]
from store_helpers import playable_games  # registers Pebbles
from seaboard.ai import make_bot
from seaboard.ai.base import bot_move
from seaboard.engine.registry import game_class
from seaboard.store.autosave import autosave
from seaboard.store.saves import SeatInfo
from reference_game import Peek

game_id, seed, last_move = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
cls = game_class(game_id)
game = cls(cls.min_players, seed)
bots = [make_bot("easy", cls, s, seed=seed) for s in range(game.players)]
chooser = random.Random(seed)
seats = [SeatInfo(f"Seat {s + 1}", "easy") for s in range(game.players)]
while not game.is_over:
    if game_id == "pebbles" and chooser.random() < 0.97:
        bot_move(bots[game.current_player], game)  # keeps the bot's rng in step with child_moves
        move = Peek()
    else:
        move = bot_move(bots[game.current_player], game)
    game.apply(move)
    autosave(game, seats)
    print(len(game.moves), flush=True)
    if len(game.moves) >= last_move:
        time.sleep(120)  # killed here, or during the move before
print("finished", flush=True)
"""


def child_moves(game_id: str, seed: int, count: int) -> list:
    """The first `count` moves the child plays (it is deterministic)."""
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move

    cls = game_class(game_id)
    game = cls(cls.min_players, seed)
    bots = [make_bot("easy", cls, s, seed=seed) for s in range(game.players)]
    chooser = random.Random(seed)
    while len(game.moves) < count:
        if game_id == "pebbles" and chooser.random() < 0.97:
            bot_move(bots[game.current_player], game)
            move = Peek()
        else:
            move = bot_move(bots[game.current_player], game)
        game.apply(move)
    return game.moves


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    return tmp_path


def kill_mid_game(game_id: str, seed: int, kill_after: int, home: pathlib.Path) -> int:
    """Run the child until it reports `kill_after` saved moves, SIGKILL it, return the last count read."""
    env = {**os.environ, "SEABOARD_HOME": str(home)}
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(TESTS_DIR), game_id, str(seed), str(kill_after + 1)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    last = 0
    try:
        for line in proc.stdout:
            line = line.strip()
            assert line != "finished", f"{game_id} seed {seed} ended before move {kill_after}"
            last = int(line)
            if last >= kill_after:
                proc.send_signal(signal.SIGKILL)
                break
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    return last


@pytest.mark.parametrize("game_id", playable_games())
def test_a_game_killed_mid_move_resumes_with_every_completed_move(game_id, home):
    rng = random.Random(zlib.crc32(game_id.encode()))
    total = len(play(game_id, seed=7).moves) if game_id != "pebbles" else 60
    for attempt in range(3):
        seed = 7 if game_id != "pebbles" else 7 + attempt
        kill_after = rng.randint(2, max(3, total - 2))
        reported = kill_mid_game(game_id, seed, kill_after, home)
        saved = load_autosave()
        assert saved is not None, autosave_problem()
        restored = saved.game
        assert len(restored.moves) >= reported
        assert restored.moves == child_moves(game_id, seed, len(restored.moves))
        cls = type(restored)
        again = cls.replay(restored.players, restored.seed, restored.options, restored.moves)
        assert normalised(again) == normalised(restored)
        assert [s.name for s in saved.seats] == [f"Seat {s + 1}" for s in range(restored.players)]


def test_autosave_writes_only_whole_files(home):
    game = Pebbles(2, seed=3)
    game.apply(Peek())
    autosave(game)
    # A temporary file left by a crash mid-write is ignored; the autosave is whole.
    (home / ".autosave.json.123.tmp").write_text('{"format": "seab')
    assert load_autosave().game.moves == [Peek()]


def test_continue_resumes_exactly_including_seats_and_rng(home):
    game = mid_game("pebbles", seed=4)
    seats = [SeatInfo("Ann", "human", "blue"), SeatInfo("Bot", "easy", "orange")]
    autosave(game, seats)
    assert has_autosave()
    saved = load_autosave()
    assert normalised(saved.game) == normalised(game) and saved.seats == seats
    assert saved.game.rng.random() == game.rng.random()


def test_a_finished_game_clears_the_autosave_and_becomes_the_latest_replay(home):
    game = Pebbles(2, seed=1)
    while not game.is_over:
        game.apply(Take(1))
        autosave(game)
    assert not autosave_path().exists() and not has_autosave()
    assert load_autosave() is None
    latest = load_latest_replay()
    assert latest is not None and latest.finished and latest.game.moves == game.moves
    assert latest_replay_path().is_file()


def _finished(seed: int) -> Pebbles:
    game = Pebbles(2, seed=seed)
    while not game.is_over:
        legal = game.legal_moves()
        game.apply(legal[(seed + len(game.moves)) % len(legal)])
    return game


def test_the_last_few_finished_games_are_kept_newest_first(home):
    games = [_finished(seed) for seed in range(FINISHED_KEPT + 2)]
    for game in games:
        autosave_later(game)  # as the table saves it
        flush_autosaves()
    from seaboard.store.saves import read_save

    kept = [read_save(path).game for path in finished_replay_paths()]
    assert len(kept) == FINISHED_KEPT
    newest_first = list(reversed(games))[:FINISHED_KEPT]
    assert [g.to_dict()["setup"] for g in kept] == [g.to_dict()["setup"] for g in newest_first]
    assert [g.moves for g in kept] == [g.moves for g in newest_first]


def test_the_same_finished_game_saved_again_is_kept_once(home):
    game = _finished(3)
    autosave(game)
    autosave(game)  # e.g. written again when the results show
    assert len(finished_replay_paths()) == 1


def test_no_autosave_means_nothing_to_continue(home):
    assert load_autosave() is None and load_latest_replay() is None


def test_a_damaged_autosave_is_not_offered_but_kept_aside(home):
    autosave(mid_game("pebbles", seed=2))
    raw = autosave_path().read_bytes()
    autosave_path().write_bytes(raw[: len(raw) // 2])
    assert load_autosave() is None
    assert autosave_problem() == CUT_SHORT
    # Continue says only that; the technical fault is logged for a developer.
    from seaboard.crash import log_dir
    from seaboard.store.saves import REFUSALS_LOG

    assert "not valid JSON" in (log_dir() / REFUSALS_LOG).read_text()
    assert (home / "autosave-damaged.json").read_bytes() == raw[: len(raw) // 2]
    assert not has_autosave()
    # A second damaged autosave is kept beside the first, not over it.
    autosave(mid_game("pebbles", seed=3))
    autosave_path().write_bytes(b"{")
    assert load_autosave() is None
    assert (home / "autosave-damaged.json").read_bytes() == raw[: len(raw) // 2]
    assert (home / "autosave-damaged-2.json").read_bytes() == b"{"


def test_once_a_damaged_autosave_is_set_aside_the_next_load_names_no_problem(home):
    # Continue said "can't be continued: not valid JSON" again about a file already set aside (and,
    # in one process, tests after a damaged-autosave test inherited its reason).
    autosave(mid_game("pebbles", seed=2))
    autosave_path().write_bytes(b"{")
    assert load_autosave() is None and autosave_problem()
    assert load_autosave() is None and autosave_problem() is None  # nothing there: nothing wrong
    autosave(_finished(3))
    assert load_autosave() is None and autosave_problem() is None  # finished: a replay, not damaged


@pytest.mark.parametrize("game_id", playable_games())
def test_autosave_after_every_move_of_a_whole_game_always_loads(game_id, home):
    game = play(game_id, seed=11, steps=0)
    cls = type(game)
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move

    bots = [make_bot("easy", cls, s, seed=11) for s in range(game.players)]
    checked = 0
    every = 2 if game_id == "pebbles" else 15
    while not game.is_over:
        game.apply(bot_move(bots[game.current_player], game))
        autosave(game)
        if not game.is_over and len(game.moves) % every == 1:
            assert normalised(load_autosave().game) == normalised(game)
            checked += 1
    assert checked >= 2 and load_autosave() is None
    assert load_latest_replay().game.moves == game.moves


def test_the_background_queue_writes_the_newest_position_and_every_finish(home):
    from seaboard.store.autosave import AutosaveQueue

    queue = AutosaveQueue()
    game = Pebbles(2, seed=5)
    for _ in range(5):
        game.apply(Peek())
        queue.submit(game)
    assert queue.flush(10)
    assert load_autosave().game.moves == game.moves
    while not game.is_over:
        game.apply(Take(1))
        queue.submit(game)
    assert queue.flush(10)
    assert not has_autosave() and load_latest_replay().game.moves == game.moves


def test_a_failed_background_write_is_reported_not_raised(home, monkeypatch):
    from seaboard.store import autosave as module

    def full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(module, "atomic_write_json", full)
    queue = module.AutosaveQueue()
    queue.submit(Pebbles(2, seed=1))
    assert queue.flush(10)
    error = queue.take_error()
    assert error is not None and error.strerror == "No space left on device"
    assert queue.take_error() is None


def test_an_app_that_exits_right_after_a_move_still_writes_it(home):
    # "Closing the window": the process ends straight after queuing the autosave.
    code = (
        "import sys; sys.path[:0] = [sys.argv[1], sys.argv[1] + '/store'];"
        "from store_helpers import play;"
        "from seaboard.store.autosave import autosave_later;"
        "autosave_later(play('pebbles', seed=4, steps=3)); sys.exit(0)"
    )
    env = {**os.environ, "SEABOARD_HOME": str(home)}
    done = subprocess.run([sys.executable, "-c", code, str(TESTS_DIR)], env=env, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert load_autosave().game.moves == play("pebbles", seed=4, steps=3).moves
