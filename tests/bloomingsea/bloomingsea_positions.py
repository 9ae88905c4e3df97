"""Helpers that build Blooming Sea positions directly for rule tests."""

from __future__ import annotations

from seaboard.engine.bloomingsea import BloomingSea
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.tiles import COLOR_INDEX, TILES, oriented_cells


def new_game(players: int = 4, seed: int = 1, **options) -> BloomingSea:
    return BloomingSea(players, seed, options)


def paint(game: BloomingSea, corals: dict[tuple[int, int], str]) -> None:
    """Put corals on squares as if tiles lay there (no scoring, no fish decided)."""
    for x, y in corals:
        assert game.board.contains(x, y) and not game.board.is_numbered(x, y), f"cannot paint {(x, y)}"
        assert game.coral[game.board.index(x, y)] < 0, f"{(x, y)} is already covered"
    cells = [game.board.index(x, y) for x, y in corals]
    game._lay(cells, tuple(COLOR_INDEX[c] for c in corals.values()), -1)


def find_placement(corals: dict[tuple[int, int], str]) -> tuple[int, Place]:
    """The tile and Place move that lay exactly these three corals."""
    wanted = {(cell, COLOR_INDEX[color]) for cell, color in corals.items()}
    for tile in TILES:
        for rotation in range(4):
            offsets = oriented_cells(tile.shape, rotation)
            for ax, ay in corals:
                for ox, oy in offsets:
                    x, y = ax - ox, ay - oy
                    laid = {((x + dx, y + dy), c) for (dx, dy), c in zip(offsets, tile.colors)}
                    if laid == wanted:
                        return tile.id, Place(rotation, x, y)
    raise AssertionError(f"no tile lays {corals}")


def give_tile(game: BloomingSea, seat: int, tile_id: int) -> None:
    """Put tile `tile_id` into `seat`'s hand (swapping it out of wherever it was)."""
    current = game.hands[seat]
    for where in (game.pile, game.discarded):
        if tile_id in where:
            at = where.index(tile_id)
            if current is None:
                del where[at]
            else:
                where[at] = current
            break
    else:
        for s, h in enumerate(game.hands):
            if h == tile_id:
                game.hands[s] = current
    game.hands[seat] = tile_id


def play_corals(game: BloomingSea, corals: dict[tuple[int, int], str]):
    """The current player places the tile that lays exactly `corals`; returns the events."""
    tile_id, move = find_placement(corals)
    give_tile(game, game.current_player, tile_id)
    return game.apply(move)


def keep_only_fish(game: BloomingSea, *squares: tuple[int, int]) -> None:
    """Remove every fish token except those on `squares` (to isolate one fish)."""
    keep = {game.board.index(x, y) for x, y in squares}
    game.fish = {i: k for i, k in game.fish.items() if i in keep}
