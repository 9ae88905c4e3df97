"""Views show each seat what it may know; determinize samples the rest."""

import random

import pytest
from bloomingsea_positions import new_game

from seaboard.engine.bloomingsea import GAME


def _play(game, steps, rng):
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))


def test_view_has_the_contract_fields_and_the_board():
    game = new_game(players=3, seed=1)
    _play(game, 5, random.Random(1))
    view = game.view(2)
    assert view.seat == 2 and view.players == 3
    assert view.current_player == game.current_player and view.phase == "place_tile"
    assert view.scores == tuple(game.scores)
    assert len(view.placements) == 5 and view.pile_size == 48 - 3 - 5
    for _seat, tile, rotation, x, y in view.placements:
        covered = [(x + dx, y + dy) for dx, dy in view.tile(tile).rotated(rotation)]
        assert [view.coral_at(cx, cy) for cx, cy in covered] == list(view.tile(tile).color_names())
    assert view.coral_at(-1, 0) is None


def test_view_never_shows_another_seats_tile_nor_the_pile():
    game = new_game(players=4, seed=3)
    _play(game, 9, random.Random(2))
    for seat in range(4):
        view = game.view(seat)
        assert [h.id if h else None for h in view.hands] == [
            game.hands[s] if s == seat else None for s in range(4)
        ]
        assert "pile" not in view.__dataclass_fields__


@pytest.mark.parametrize("options", [{}, {"side": "B"}, {"mode": "aquarist", "aquarist_setup": "choose"}])
def test_determinize_agrees_with_the_view_and_plays_to_the_end(options):
    rng = random.Random(5)
    for seed in range(4):
        game = new_game(players=3, seed=seed, **options)
        _play(game, rng.randrange(0, 40), rng)
        seat = game.current_player if not game.is_over else 0
        view = game.view(seat)
        sample = GAME.determinize(view, random.Random(seed))
        assert sample.view(seat) == view
        _play(sample, 500, random.Random(seed))
        assert sample.is_over


def test_determinize_gives_the_player_to_move_a_tile_that_agrees_with_whether_they_must_discard():
    # Everyone sees that the player to move must discard (their tile fits nowhere); a sampled
    # world that gave them a fitting tile would be a world the seat knows is false.
    checked = 0
    for seed in range(6):
        game = GAME(3, seed, {})
        rng = random.Random(seed)
        while not game.is_over:
            for seat in range(3):
                view = game.view(seat)
                if view.phase in ("place_tile", "discard_tile") and seat != game.current_player:
                    assert GAME.determinize(view, random.Random(len(game.moves))).view(seat).phase == view.phase
                    checked += view.phase == "discard_tile"
            game.apply(rng.choice(game.legal_moves()))
    assert checked  # discards were among the positions checked


def test_determinize_samples_the_hidden_hands_and_pile():
    game = new_game(players=4, seed=8)
    _play(game, 6, random.Random(1))
    view = game.view(0)
    samples = [GAME.determinize(view, random.Random(i)) for i in range(6)]
    assert all(s.hands[0] == game.hands[0] for s in samples)
    assert len({tuple(s.hands[1:]) for s in samples}) > 1
    assert len({tuple(s.pile) for s in samples}) > 1


def test_spectator_view_shows_no_hand():
    game = new_game(players=2, seed=1)
    view = game.view(None)
    assert view.hand is None and view.hands == (None, None) and view.hand_sizes == (1, 1)


def test_every_event_reads_well_in_the_log():
    names = ["Ann", "Bo", "Cy", "Di"]
    for options in ({}, {"side": "B", "mode": "aquarist", "aquarist_setup": "choose"}):
        game = new_game(players=4, seed=2, **options)
        rng = random.Random(4)
        lines = []
        while not game.is_over:
            for event in game.apply(rng.choice(game.legal_moves())):
                lines.append(event.describe(names))
        assert all(isinstance(line, str) and line and "None" not in line for line in lines)
        assert lines[-1].startswith("Game over:")
        assert any("reef of" in line for line in lines) and any(": Ann " in line for line in lines)
