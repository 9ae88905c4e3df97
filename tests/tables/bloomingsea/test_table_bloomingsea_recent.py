"""The tiles placed since the player at the screen last played are ringed in their players' colours."""

import random

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea import BloomingSea
from seaboard.engine.bloomingsea.tiles import TILES, oriented_cells


def _squares(placement):
    _, tile_id, rotation, x, y = placement
    return [(x + dx, y + dy) for dx, dy in oriented_cells(TILES[tile_id].shape, rotation)]


def _played(kinds, turns, seed=6):
    game = BloomingSea(len(kinds), seed)
    rng = random.Random(seed)
    for _ in range(turns):
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_after_the_curtain_a_player_sees_the_tiles_the_others_placed_since_their_own(open_app):
    # Playtest: when the curtain lifted, nothing showed what the other players had just done.
    app = open_app((1280, 800), animation_speed=0)
    kinds = ["human", "human", "easy"]
    game = _played(kinds, 4)  # seat 0, 1, 2, then seat 0 again: seat 1 is to play
    table = make_table(app, kinds, game=game)
    table.last_human = 1
    h.step(app)
    assert table.game.current_player == 1
    placed = table.view().placements
    marks = table.new_to_viewer(table.view())
    assert [seat for seat, _ in marks] == [2, 0]  # the bot's tile and Ada's, not Bo's own
    assert [sorted(cells) for _, cells in marks] == [sorted(_squares(p)) for p in placed[2:4]]


def test_a_game_of_bots_rings_only_the_last_tile_and_a_finished_game_none(open_app):
    app = open_app((1280, 800), animation_speed=0)
    kinds = ["easy", "easy"]
    game = _played(kinds, 5)
    table = make_table(app, kinds, game=game)
    h.step(app)
    marks = table.new_to_viewer(table.view())
    assert len(marks) == 1 and sorted(marks[0][1]) == sorted(_squares(table.view().placements[-1]))
    rng = random.Random(1)
    while not table.game.is_over:
        table.game.apply(rng.choice(table.game.legal_moves()))
    assert table.new_to_viewer(table.view()) == []
