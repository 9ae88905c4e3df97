"""Helpers for the Blooming Sea table tests: a table on a headless app, and a human's
turn played through synthetic input only (drag, click-to-place or keys).

The helpers read the view and the legal moves to decide where to go, as a
player reads the board; every action itself is a posted mouse or key event.
"""

from __future__ import annotations

import pygame
import ui_harness as h

from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.tiles import oriented_cells
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea import BloomingSeaTable


def make_table(app, kinds, seed=3, options=None, game=None):
    setup = TableSetup.default("bloomingsea", len(kinds), seed=seed, options=options or {}, kinds=kinds)
    return app.push(BloomingSeaTable(app, setup, game=game))


def hand_point(table, square: int = 1) -> tuple[int, int]:
    """The centre of one square of the tile in hand (1: its pivot, the middle or the corner)."""
    rect = table.item_rect("hand")
    (dx, dy), _ = table.tile_cells()[square]
    c = table.geo.cell
    return (rect.left + dx * c + c // 2, rect.top + dy * c + c // 2)


def pivot_point(table, move: Place, square: int = 1) -> tuple[int, int]:
    """Where the pointer goes so the tile, held by `square` and turned to `move.rotation`, snaps onto `move`."""
    tile = table.view().hand
    px, py = oriented_cells(tile.shape, move.rotation)[square]
    x, y = table.geo.cell_center(move.x + px, move.y + py)
    return (round(x), round(y))


def rotations_needed(table, rotation: int) -> int:
    return (rotation - table.rotation) % 4


def drag_place(app, table, move: Place, square: int = 1) -> None:
    """Press on one square of the tile, lift it, turn it with right-clicks, drag it over the square, drop."""
    start = hand_point(table, square)
    h.post_move(start)
    h.post_down(start)
    h.step(app)
    lift = (start[0] + 30, start[1] + 10)
    h.move(app, lift)
    for _ in range(rotations_needed(table, move.rotation)):
        h.post_down(lift, button=3)
        h.step(app)
        h.post_up(lift, button=3)
        h.step(app)
    goal = pivot_point(table, move, square)
    for point in h.line(lift, goal, 6)[1:]:
        h.move(app, point)
    h.post_up(goal)
    h.step(app)


def click_place(app, table, move: Place, square: int = 1) -> None:
    """Click one square of the tile (selected), turn it with R, click where that square goes."""
    h.click(app, hand_point(table, square))
    for _ in range(rotations_needed(table, move.rotation)):
        h.key(app, pygame.K_r)
    h.click(app, pivot_point(table, move, square))


def key_aim(app, table, move: Place) -> None:
    """Keyboard only: R to turn, arrows to move the cursor onto `move`'s square (not placed yet)."""
    turns = rotations_needed(table, move.rotation)
    if turns == 0:
        h.key(app, pygame.K_RIGHT)  # shows the cursor
    for _ in range(turns):
        h.key(app, pygame.K_r)
    walk_cursor(app, table, (move.x, move.y))


def key_place(app, table, move: Place) -> None:
    """Keyboard only: R to turn, arrows to move the cursor, Enter to place."""
    key_aim(app, table, move)
    h.key(app, pygame.K_RETURN)


def walk_cursor(app, table, square: tuple[int, int]) -> None:
    """Arrow keys until the board cursor (already showing) is on `square`."""
    for _ in range(40):
        cx, cy = table.cursor
        if (cx, cy) == tuple(square):
            break
        if cx != square[0]:
            h.key(app, pygame.K_RIGHT if square[0] > cx else pygame.K_LEFT)
        else:
            h.key(app, pygame.K_DOWN if square[1] > cy else pygame.K_UP)
    assert table.cursor == tuple(square)


METHODS = (drag_place, click_place, key_place)


def choose_place(table, turn: int) -> Place:
    """A legal placement, varied by turn so every rotation gets used."""
    legal = [m for m in table.game.legal_moves() if isinstance(m, Place)]
    wanted = turn % 4
    pool = [m for m in legal if m.rotation == wanted] or legal
    return pool[(turn * 7919) % len(pool)]


def play_human_turn(app, table, turn: int, method=None) -> str:
    """Play the human to act through input only; returns what was done."""
    if isinstance(app.top, HandoffScene):
        h.key(app, pygame.K_RETURN)
    assert app.top is table and table.can_play()
    moves_before = len(table.game.moves)
    phase = table.game.phase
    if phase == "discard_tile":
        h.click_button(app, "Set tile aside")
        done = "discard"
    elif phase == "pass":
        h.click_button(app, "Pass")
        done = "pass"
    else:
        move = choose_place(table, turn)
        (method or METHODS[turn % len(METHODS)])(app, table, move)
        assert table.game.moves[moves_before] == move
        done = "place"
    assert len(table.game.moves) > moves_before  # bots may already have answered
    return done


def play_to_results(app, table, max_frames=20000) -> dict[str, int]:
    """Step the app, playing every human turn by input, until the results show."""
    counts = {"place": 0, "discard": 0, "pass": 0}
    turn = 0
    for _ in range(max_frames):
        if isinstance(app.top, ResultsScene):
            return counts
        if isinstance(app.top, HandoffScene) or (app.top is table and table.can_play()):
            counts[play_human_turn(app, table, turn)] += 1
            turn += 1
        else:
            h.step(app)
    raise AssertionError("the game did not reach the results")


def paint(game, corals: dict) -> None:
    """Lay corals on squares directly, as if tiles lay there (no scoring): builds test positions."""
    from seaboard.engine.bloomingsea.tiles import COLOR_INDEX

    cells = [game.board.index(x, y) for x, y in corals]
    game._lay(cells, tuple(COLOR_INDEX[c] for c in corals.values()), -1)


def fish_game(seed: int = 3, players: int = 2):
    """(game just before a move that wins a fish, that move), from an easy-bot game."""
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.ui.screenshot import play_bot_moves
    from seaboard.ui.tables.bloomingsea_parts.shots import fish_moment

    at = fish_moment(players, seed, {})
    full = play_bot_moves(BloomingSea(players, seed), at + 1, seed)
    game = BloomingSea(players, seed)
    for move in full.moves[:at]:
        game.apply(move)
    return game, full.moves[at]
