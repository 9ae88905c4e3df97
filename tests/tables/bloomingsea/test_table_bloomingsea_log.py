"""The Blooming Sea log says where a fish is in words a player can read off the board."""

import re

import pytest
import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea.board import load_board
from seaboard.engine.bloomingsea.events import FishDecided, FishPlaced
from seaboard.engine.core import Scored
from seaboard.ui.tables.bloomingsea_parts.log_words import named_fish, reword, where, which_of

COORDINATES = re.compile(r"\(\d+, \d+\)")


def test_where_names_the_part_of_the_board():
    board = load_board("A")  # 12 x 12
    assert where(board, 0, 0) == "at the top left"
    assert where(board, 11, 0) == "at the top right"
    assert where(board, 6, 1) == "at the top middle"
    assert where(board, 5, 6) == "in the centre"
    assert where(board, 0, 6) == "at the middle left"
    assert where(board, 11, 11) == "at the bottom right"


def test_fish_lines_carry_no_coordinates_and_say_who_scores():
    board = load_board("A")
    names = ["Ada", "Bruno"]
    decided = FishDecided(9, 8, "fish", 5, seats=(0, 1), tallies=(1, 3), counted=((), ()), winner=1)
    scored = Scored(1, 5, "Fish at (9, 8)")
    tie = FishDecided(1, 1, "clownfish", 8, seats=(0, 1), tallies=(2, 2), counted=((), ()), winner=-1)
    placed = FishPlaced(0, "blue_tang", 2, 10)
    lines = [e.describe(names) for e in reword([decided, scored, tie, placed], names, board)]
    assert lines == [
        "Fish at the bottom right is decided. Corals: Ada 1, Bruno 3; Bruno has the most.",
        "Bruno +5 for the fish.",
        "Clownfish at the top left is decided. Corals: Ada 2, Bruno 2; a tie, nobody scores.",
        "Ada puts a Blue tang at the bottom left.",
    ]
    assert not any(COORDINATES.search(line) for line in lines)


def test_a_played_game_log_never_shows_coordinates():
    app = h.make_app(animation_speed=0)
    table = make_table(app, ["easy", "easy"], seed=5)
    game = table.game
    while not game.is_over and not any(line.startswith("Fish ") for line in table.log):
        table.apply_move(game.legal_moves()[len(game.moves) * 7 % len(game.legal_moves())])
    fish_lines = [line for line in table.log if "fish" in line.lower()]
    assert fish_lines, "a fish was decided"
    assert not any(COORDINATES.search(line) for line in table.log)


def test_the_log_names_each_fish_by_words_no_other_fish_square_shares():
    # Playtest (side B): two different fish were both "Fish at the bottom is decided".
    names = ["Ada", "Bruno"]
    for side in ("A", "B"):
        board = load_board(side)
        for kind in ("fish", "clownfish"):
            decided = [FishDecided(x, y, kind, 5, seats=(0, 1), tallies=(1, 0), counted=((), ()), winner=0)
                       for x, y in board.numbered]
            placed = [FishPlaced(0, kind, x, y) for x, y in board.numbered]
            for events in (decided, placed):
                lines = [e.describe(names) for e in reword(events, names, board)]
                assert len(set(lines)) == len(board.numbered), lines
    board = load_board("B")
    bottom = [sq for sq in board.numbered if where(board, *sq) == "at the bottom middle"]
    assert bottom == [(7, 9), (8, 11)]
    lines = [e.describe(names) for e in reword(
        [FishDecided(x, y, "fish", 7, seats=(0, 1), tallies=(1, 0), counted=((), ()), winner=0) for x, y in bottom],
        names, board)]
    # One column apart, two rows apart: told apart by the rows, the way they visibly differ, after
    # the part of the board (playtest: "The left fish at the middle right" read as a riddle).
    assert [line.split(" is decided")[0] for line in lines] == ["Fish at the bottom middle (the upper one)",
                                                                 "Fish at the bottom middle (the lower one)"]


FISH_NAME = re.compile(r"^Fish (?:at the (top|middle|bottom) (left|middle|right)|in the (centre))"
                       r"(?: \(the (upper|lower|left|right) one\))?$")


def is_in_third(word: str, i: int, n: int) -> bool:
    """Whether square i's centre lies in the board's third named `word` (checked from the
    geometry, not from the code under test)."""
    centre = (i + 0.5) / n
    return {"top": centre < 1 / 3, "left": centre < 1 / 3, "bottom": centre > 2 / 3,
            "right": centre > 2 / 3, "middle": 1 / 3 <= centre <= 2 / 3}[word]


@pytest.mark.parametrize("side", ["A", "B"])
def test_each_fish_name_is_true_of_its_place_among_the_other_fish(side):
    # Playtest: "The upper fish on the left" was not the top-left fish, "The lower fish on the
    # right" had another fish lower on the right, "Fish in the centre" seemed off centre. Every
    # word must hold for a player looking at the whole board.
    board = load_board(side)
    names = {sq: named_fish("fish", board, *sq) for sq in board.numbered}
    assert len(set(names.values())) == len(names), names
    parsed = {}
    for (x, y), name in names.items():
        match = FISH_NAME.match(name)
        assert match, name
        row, col, centre, which = match.groups()
        if centre:
            row = col = "middle"
        assert is_in_third(row, y, board.height) and is_in_third(col, x, board.width), name
        parsed[(x, y)] = (which, row, col)
    for (x, y), (which, row, col) in parsed.items():
        group = [sq for sq, words in parsed.items() if words[1:] == (row, col)]
        others = [sq for sq in group if sq != (x, y)]
        assert bool(which) == bool(others), (names[(x, y)], group)  # "the left fish" only among several
        if which == "upper":
            assert all(y < oy for _, oy in others), (names[(x, y)], group)
        elif which == "lower":
            assert all(y > oy for _, oy in others), (names[(x, y)], group)
        elif which == "left":
            assert all(x < ox for ox, _ in others), (names[(x, y)], group)
        elif which == "right":
            assert all(x > ox for ox, _ in others), (names[(x, y)], group)
        if (row, col) == ("middle", "middle"):
            # "centre" only near the board's centre: within a sixth of the board each way
            assert abs(x + 0.5 - board.width / 2) <= board.width / 6
            assert abs(y + 0.5 - board.height / 2) <= board.height / 6


@pytest.mark.parametrize("side", ["A", "B"])
def test_no_part_of_a_board_holds_more_than_two_fish_squares(side):
    # which_of tells two fish in a part apart, and only two: a board with three would need more words.
    board = load_board(side)
    parts = [where(board, *sq) for sq in board.numbered]
    assert max(parts.count(part) for part in parts) == 2


@pytest.mark.parametrize(("side", "upper", "lower"), [("A", (3, 4), (1, 6)), ("B", (4, 5), (1, 8))])
def test_two_fish_as_far_apart_each_way_at_the_left_are_told_apart_by_their_rows(side, upper, lower):
    # "The left fish at the middle left" would say left twice and tell little: across it, the rows.
    board = load_board(side)
    assert where(board, *upper) == where(board, *lower) == "at the middle left"
    assert (which_of(board, *upper), which_of(board, *lower)) == ("upper", "lower")


def test_scoring_50_tokens_the_log_says_each_50_token_a_player_takes():
    # Playtest: passing 50 showed only as a "1 lap" badge; the rulebook says "take a "50" token"
    # each time the marker reaches or passes 0, and the log (the engine's words) says so.
    app = h.make_app(animation_speed=0)
    table = make_table(app, ["easy", "easy"], seed=5)
    game = table.game
    while not game.is_over:
        table.apply_move(game.legal_moves()[len(game.moves) * 7 % len(game.legal_moves())])
    assert min(game.scores) >= 50  # (this game: 53 and 67)
    tokens = [line for line in table.log if line.endswith("points and takes a \u201c50\u201d token.")]
    for seat, name in enumerate(table.names):
        said = [line for line in tokens if line.startswith(f"{name} ")]
        assert len(said) == game.scores[seat] // 50, (name, game.scores[seat], said)
    first = table.log.index(tokens[0])
    assert re.search(r"[:+] ?\+?\d+[.]$|for the fish\.$", table.log[first - 1])  # after the points that did it
