"""Golden images of the Blooming Sea table: both sides, legal and illegal ghosts, a fish, the results."""

import pytest
import ui_harness as h
from bs_table_helpers import drag_place, fish_game, make_table

from seaboard.engine.bloomingsea import BloomingSea
from seaboard.ui.screenshot import play_bot_moves
from seaboard.ui.tables.bloomingsea_parts.shots import illegal_anchor, legal_anchor
from seaboard.ui.tables.bloomingsea_parts.steps import FishStep


@pytest.mark.parametrize(("side", "size"), [("A", (1280, 800)), ("B", (1280, 800)), ("B", (1024, 640)),
                                            ("A", (1920, 1080))])
def test_golden_at_the_start(open_app, side, size):
    app = open_app(size, animation_speed=0)
    make_table(app, ["human", "easy"], seed=2, options={"side": side})
    h.step(app, 2)
    h.assert_matches_golden(app.screen, f"bloomingsea_side_{side.lower()}_{size[0]}x{size[1]}")


def _mid_game_table(app, moves=14, seed=4):
    game = play_bot_moves(BloomingSea(2, seed), moves, seed)
    table = make_table(app, ["human", "easy"], seed=seed, game=game)
    h.step(app, 2)
    return table


def _hold_over(app, table, anchor):
    """Press on the tile and drag it (without releasing) until it snaps onto `anchor`."""
    (dx, dy), _ = table.tile_cells()[1]  # the pivot: the square that then follows the pointer
    c = table.geo.cell
    start = (table.item_rect("hand").left + dx * c + c // 2, table.item_rect("hand").top + dy * c + c // 2)
    px, py = table.pivot()
    goal = table.geo.cell_center(anchor[0] + px, anchor[1] + py)
    h.drag(app, h.line(start, (round(goal[0]), round(goal[1])), 8), release=False)
    assert table.drag.hover_target == anchor


@pytest.mark.parametrize("legal", [True, False], ids=["legal", "illegal"])
def test_golden_drag_with_a_legal_or_an_illegal_ghost(open_app, legal):
    app = open_app((1280, 800), animation_speed=0)
    table = _mid_game_table(app)
    _hold_over(app, table, (legal_anchor if legal else illegal_anchor)(table.game))
    assert table.drag.hover_legal is legal
    h.assert_matches_golden(app.screen, f"bloomingsea_drag_{'legal' if legal else 'illegal'}_1280x800")


def test_golden_a_fish_being_scored(open_app):
    app = open_app((1280, 800), animation_speed=1.0)
    game, move = fish_game()
    kinds = ["easy", "easy"]
    kinds[game.current_player] = "human"
    table = make_table(app, kinds, seed=3, game=game)
    h.step(app, 2)
    drag_place(app, table, move)
    for _ in range(300):
        if table.fx.steps and isinstance(table.fx.steps[0], FishStep) and table.fx.elapsed >= 0.7:
            break
        h.step(app)
    else:
        raise AssertionError("the fish was never animated")
    h.assert_matches_golden(app.screen, "bloomingsea_fish_1280x800")


def test_golden_results_with_reefs_and_fish_won(open_app):
    app = open_app((1280, 800), animation_speed=0)
    game = play_bot_moves(BloomingSea(3, 6), None, 6)
    table = make_table(app, ["human", "easy", "easy"], seed=6, game=game)
    h.step(app, 3)
    assert app.top is not table and table.results_shown
    h.assert_matches_golden(app.screen, "bloomingsea_results_1280x800")


def test_golden_aquarist_fish_setup_small_window(open_app):
    """Choosing the fish squares: the supply with keycaps and counts, a fish ghost with its verdict."""
    import pygame

    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2, options={"mode": "aquarist", "aquarist_setup": "choose"})
    h.step(app, 2)
    h.key(app, pygame.K_2, unicode="2")  # the cursor appears on the first empty fish square
    h.step(app, 2)
    assert table.cursor is not None and table.fish_choice == "blue_tang"
    h.assert_matches_golden(app.screen, "bloomingsea_aquarist_setup_1024x640")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_tile_panel_keeps_the_left_margin_and_the_board_sits_centred_between_the_columns(open_app, size):
    app = open_app(size, animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2)
    h.step(app, 1)
    left_margin = table.hand_panel.left
    right_margin = size[0] - table.side.right
    assert left_margin == right_margin
    board = table.geo.outer
    gap_left, gap_right = board.left - table.hand_panel.right, table.side.left - board.right
    assert abs(gap_left - gap_right) <= 2
    assert table.hand_panel.width <= table.side.width


@pytest.mark.parametrize("side", ["a", "b"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_tile_panel_lines_up_with_the_players_panel_and_the_log_on_either_board_side(open_app, size, side):
    app = open_app(size, animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2, options={"side": side})
    h.step(app, 1)
    assert table.hand_panel.top == table.players_panel.top
    assert table.hand_panel.bottom == table.log_panel.rect.bottom
