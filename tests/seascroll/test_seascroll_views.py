"""Views: what each seat may know; determinization from a view only."""

import dataclasses
import random

import pytest
from seascroll_helpers import play_randomly, position

from seaboard.engine.seascroll import SeaScroll
from seaboard.engine.seascroll.moves import Draw, Keep, Pick, PutBack, SkipTake

CHAOS = [{"chaos": True}, {"chaos": True, "chaos_pace": "alternating"}]


def _midgame(players=4, seed=3, steps=23, options=None):
    game = SeaScroll(players, seed, options or {})
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_view_shows_own_hand_only():
    game = _midgame()
    for seat in range(4):
        view = game.view(seat)
        assert view.hand == tuple(v for v in range(13) for _ in range(game.hands[seat][v]))
        assert [h is not None for h in view.hands] == [s == seat for s in range(4)]
        assert view.hand_sizes == tuple(sum(h) for h in game.hands)


@pytest.mark.parametrize("options", [{}, *CHAOS])
def test_a_spectator_view_shows_no_hand_and_nothing_anyone_holds(options):
    game = _midgame(options=options)
    if options:  # a card in someone's hands, picked face down
        seat = game.view(0).seats_to_act[0]
        game.apply(Pick(seat, game.view(seat).pile.index(0)))
    view = game.view(None)
    assert view.seat is None and view.hand is None and view.hands == (None,) * 4
    assert view.hand_sizes == tuple(sum(h) for h in game.hands)
    if options:
        assert view.held_species[seat] == 0  # held, species unseen


def test_view_shows_every_habitat_the_reef_and_the_ocean_size():
    game = _midgame()
    view = game.view(2)
    assert view.habitats == tuple(tuple(h) for h in game.habitats)
    assert view.reef == tuple(game.reef)
    assert view.ocean_size == len(game.ocean)
    assert view.takes_left == tuple(3 - len(h) for h in game.habitats)


def test_view_shows_nothing_of_removed_cards_or_ocean_order():
    game = _midgame()
    view = game.view(1)
    assert view.ocean is None and view.removed is None and view.pile_contents is None
    text = repr(dataclasses.astuple(view))
    assert repr(tuple(game.ocean)) not in text


def test_omniscient_view_shows_everything():
    game = _midgame()
    view = game.view(0, omniscient=True)
    assert all(h is not None for h in view.hands)
    assert view.ocean == tuple(game.ocean) and view.removed == tuple(game.removed)


def test_the_view_says_whether_the_player_to_act_took_a_school_this_turn():
    from seaboard.engine.seascroll.moves import Discard, TakeSchool

    game = SeaScroll(3, 2)
    game.apply(Draw())
    assert not game.view(0).took_school_this_turn
    game.apply(TakeSchool(0))
    assert game.view(1).took_school_this_turn  # everyone may know: the take is public
    game.apply(next(m for m in game.legal_moves() if isinstance(m, Discard)))
    assert not game.view(1).took_school_this_turn  # a new turn


def test_view_phase_names_the_current_step():
    game = SeaScroll(3, 2)
    assert game.view(1).phase == "draw" and game.view(1).current_player == 0
    game.apply(Draw())
    assert game.view(2).phase == "take"
    game.apply(SkipTake())
    assert game.view(0).phase == "discard"


def test_chaos_view_hides_face_down_cards_and_private_keeps():
    game = SeaScroll(3, 1, {"chaos": True})
    game.apply(Pick(0, 4))
    game.apply(Keep(0))
    game.apply(Pick(1, 5))
    game.apply(PutBack(1))
    view = game.view(2)
    assert view.pile[4] is None and view.pile[5] == game.pile[5]
    assert set(view.pile) - {None, game.pile[5]} == {0}
    assert view.hands == (None, None, ())
    assert view.public_kept == ((), (), ())
    assert game.view(0, omniscient=True).pile_contents == tuple(game.pile)


@pytest.mark.parametrize("options", [{}, {"regal_tang": True}, *CHAOS])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_determinized_game_agrees_with_the_view_and_plays_to_the_end(players, options):
    for steps in (0, 9, 40):
        game = _midgame(players, seed=players + steps, steps=0, options=options)
        rng = random.Random(steps)
        for _ in range(steps):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_moves()))
        seat = game.current_player if game.current_player is not None else 0
        view = game.view(seat)
        world = SeaScroll.determinize(view, random.Random(1))
        assert world.view(seat) == view
        assert world.legal_moves() == game.legal_moves()
        play_randomly(world, random.Random(2))
        assert world.is_over


def test_determinize_never_reads_true_hidden_state():
    # Two games with the same public picture and seat-0 hand but different hidden cards.
    a = position(3, [[5, 6], [7, 8], [9, 9]], reef=[(4, 1)])
    b = position(3, [[5, 6], [9, 9], [7, 8]], reef=[(4, 1)])
    a.ocean, b.ocean = list(b.ocean), list(a.ocean)
    assert a.view(0) == b.view(0)
    wa = SeaScroll.determinize(a.view(0), random.Random(5))
    wb = SeaScroll.determinize(b.view(0), random.Random(5))
    assert wa.to_dict()["state"] == wb.to_dict()["state"]


def test_determinize_samples_hidden_cards():
    game = _midgame()
    worlds = {tuple(SeaScroll.determinize(game.view(0), random.Random(s)).ocean) for s in range(5)}
    assert len(worlds) > 1


def test_chaos_determinize_respects_public_knowledge():
    game = SeaScroll(3, 1, {"chaos": True})
    species = game.pile[5]
    game.apply(Pick(1, 5))
    game.apply(PutBack(1))
    game.apply(Pick(2, 5))
    game.apply(Keep(2))  # everyone saw seat 2 keep it
    game.apply(Pick(0, 6))
    world = SeaScroll.determinize(game.view(0), random.Random(3))
    assert world.hands[2][species] >= 1
    assert world.pile[6] == game.pile[6]  # seat 0 holds and knows it
    assert world.view(0) == game.view(0)


def test_a_view_adds_up_its_own_hand_and_habitat_as_the_reveal_counts_them():
    game = position(3, [[9, 9, 11], [4, 5], [6]], habitats=[[(9, 2), (10, 3)], [(11, 2)], []])
    assert game.view(0).held_with_habitat() == game.fish_of(0) == {9: 4, 11: 1, 10: 3}
    assert game.view(1).held_with_habitat() == game.fish_of(1)
    assert game.view(None).held_with_habitat() == {}  # a spectator holds no hand
