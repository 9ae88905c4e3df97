"""Tile placement: three empty squares, any rotation, never a numbered square."""

import pytest
from bloomingsea_positions import new_game, paint

from seaboard.engine.bloomingsea.moves import DiscardTile, Pass, Place, PlaceFish
from seaboard.engine.bloomingsea.tiles import TILES, oriented_cells
from seaboard.engine.core import IllegalMove


def _brute_force_placements(game):
    board = game.board
    shape = TILES[game.hands[game.current_player]].shape
    found = set()
    for rotation in range(4):
        offsets = oriented_cells(shape, rotation)
        for y in range(-2, board.height + 2):
            for x in range(-2, board.width + 2):
                cells = [(x + dx, y + dy) for dx, dy in offsets]
                if all(
                    board.contains(cx, cy)
                    and not board.is_numbered(cx, cy)
                    and game.coral[board.index(cx, cy)] < 0
                    for cx, cy in cells
                ):
                    found.add(Place(rotation, x, y))
    return found


@pytest.mark.parametrize("side", ["A", "B"])
def test_placement_legal_moves_are_every_rotation_on_three_empty_squares(side):
    game = new_game(side=side, seed=4)
    for _ in range(12):
        legal = game.legal_moves()
        assert len(legal) == len(set(legal))
        assert set(legal) == _brute_force_placements(game)
        game.apply(legal[len(legal) // 3])


def test_placement_offers_all_four_rotations():
    game = new_game(seed=2)
    assert {m.rotation for m in game.legal_moves()} == {0, 1, 2, 3}


def test_placement_on_a_covered_square_says_already_covered():
    game = new_game(seed=3)
    paint(game, {(4, 0): "green"})
    shape = TILES[game.hands[0]].shape
    rotation = 0
    x = 4 - oriented_cells(shape, rotation)[0][0]
    y = 0 - oriented_cells(shape, rotation)[0][1]
    with pytest.raises(IllegalMove, match="That square is already covered"):
        game.apply(Place(rotation, x, y))


@pytest.mark.parametrize("move", [Place(0, 11, 0), Place(1, 0, 11), Place(0, -1, 3)])
def test_placement_off_the_board_says_tiles_must_lie_on_the_board(move):
    game = new_game(seed=3)
    assert game.explain(move) == "Tiles must lie entirely on the board."


def test_placement_on_a_cut_out_square_says_it_is_open_water():
    # A cut-out inside the board's edge is drawn as water: "lie on the board" read as wrong there.
    game = new_game(side="B", seed=3)
    assert not game.board.contains(0, 0) and game.board.contains(4, 0)
    assert game.explain(Place(0, 0, 0)) == "Every coral needs one of the board's squares: none goes on the open water."


def test_placement_on_a_numbered_square_is_never_allowed():
    game = new_game(seed=3)
    shape = TILES[game.hands[0]].shape
    dx, dy = oriented_cells(shape, 0)[0]
    assert game.explain(Place(0, 6 - dx, 6 - dy)) == "A fish square is never covered, even after its fish is scored."


def test_placement_rotation_must_be_a_quarter_turn():
    game = new_game(seed=3)
    assert "rotation 0 to 3" in game.explain(Place(4, 0, 0))


def test_placement_lays_the_tiles_corals_in_their_turned_order():
    game = new_game(seed=5)
    tile = TILES[game.hands[0]]
    events = game.apply(Place(1, 0, 0))
    placed = events[0]
    cells = [(dx, dy) for dx, dy in oriented_cells(tile.shape, 1)]
    assert placed.cells == tuple(cells)
    assert placed.colors == tile.color_names()
    for (x, y), color in zip(cells, tile.colors):
        assert game.coral[game.board.index(x, y)] == color
        assert game.tile_at[game.board.index(x, y)] == tile.id


def test_other_steps_are_refused_with_a_reason_while_a_tile_can_be_placed():
    game = new_game(seed=3)
    assert "must place it" in game.explain(DiscardTile())
    assert "cannot pass" in game.explain(Pass())
    assert "already on the board" in game.explain(PlaceFish("clownfish", 6, 6))


def test_placement_preview_cells_match_what_the_move_lays():
    game = new_game(seed=9)
    tile = TILES[game.hands[0]]
    move = game.legal_moves()[-1]
    preview = tile.cells_at(move.rotation, move.x, move.y)
    game.apply(move)
    assert all(game.view(0).coral_at(x, y) == color for (x, y), color in preview)
