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


def test_a_game_of_bots_rings_only_the_last_tile_and_a_finished_game_its_last_tile(open_app):
    # Playtest: after the game, View board did not mark the last tile played.
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
    marks = table.new_to_viewer(table.view())
    assert len(marks) == 1 and sorted(marks[0][1]) == sorted(_squares(table.view().placements[-1]))


def test_a_scored_reef_is_ringed_round_its_outer_edge_not_square_by_square(open_app):
    # Playtest: the reef's ring, drawn round each square, read as a grid across several tiles.
    import pygame

    from seaboard.engine.bloomingsea.events import ReefScored
    from seaboard.ui.tables.bloomingsea_parts.steps import ReefStep

    app = open_app((1280, 800), animation_speed=1.0)
    table = make_table(app, ["easy", "easy"], game=_played(["easy", "easy"], 3))
    h.step(app)
    cells = ((2, 2), (3, 2), (3, 3))
    step = ReefStep(table, ReefScored(0, 3, "reef", cells=cells, color="green"))
    surface = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    step.draw(surface, 0.5)
    geo = table.geo
    inner = geo.cell_rect(3, 2)  # its left side is shared with (2, 2): inside the reef
    outer = geo.cell_rect(2, 2)  # its top side is the reef's edge
    assert surface.get_at((inner.left, inner.centery)).a == 0
    assert surface.get_at((inner.centerx, inner.bottom)).a == 0  # shared with (3, 3)
    assert surface.get_at((outer.centerx, outer.top)).a > 0
    assert surface.get_at((outer.left, outer.centery)).a > 0
