"""The two board sides, checked from their text maps against COMPONENTS.md."""

from importlib import resources

import pytest
from bloomingsea_positions import new_game

from seaboard.engine.bloomingsea.board import load_board, parse_board
from seaboard.engine.grids import square_components, square_neighbors


def _king_neighbors(cell):
    x, y = cell
    return {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} - {cell}


def test_boards_are_text_files_shipped_in_the_package():
    package = resources.files("seaboard.engine.bloomingsea")
    for name in ("board_side_a.txt", "board_side_b.txt"):
        assert package.joinpath(name).is_file()


def test_side_a_is_a_full_12_by_12_grid_worth_5():
    board = load_board("A")
    assert (board.width, board.height) == (12, 12)
    assert len(board.squares) == 144
    assert board.value == 5


@pytest.mark.parametrize("side", ["A", "B"])
def test_each_side_has_12_numbered_squares(side):
    board = load_board(side)
    assert len(board.numbered) == 12
    assert all(cell in board.squares for cell in board.numbered)


def test_side_a_numbered_squares_never_on_the_edge_nor_next_to_another():
    board = load_board("A")
    numbered = set(board.numbered)
    for x, y in numbered:
        assert 0 < x < board.width - 1 and 0 < y < board.height - 1, (x, y)
        assert not (_king_neighbors((x, y)) & numbered), (x, y)


def test_side_b_is_an_irregular_reef_of_130_to_150_squares_worth_7():
    board = load_board("B")
    assert 130 <= len(board.squares) <= 150
    assert len(board.squares) < board.width * board.height  # squares are cut out
    assert len(square_components(board.squares)) == 1
    assert board.value == 7
    numbered = set(board.numbered)
    for cell in numbered:
        assert not (set(square_neighbors(cell)) & numbered)


def test_side_b_has_numbered_squares_touching_the_edge_or_a_cut_out():
    board = load_board("B")
    touching = [c for c in board.numbered if any(n not in board.squares for n in square_neighbors(c))]
    assert len(touching) >= 3


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_fish_square_can_be_reached_and_none_is_decided_at_setup(side):
    game = new_game(side=side)
    board = game.board
    for x, y in board.numbered:
        neighbors = board.open_neighbors[board.index(x, y)]
        assert len(neighbors) >= 2
        assert any(game.cover[n] for n in neighbors)


def test_board_map_rejects_unknown_characters():
    with pytest.raises(ValueError, match="other than"):
        parse_board("A", "name: x\nvalue: 5\nooX\n")
