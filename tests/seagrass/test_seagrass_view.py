"""Secret scores, what each seat sees, and determinization for bots."""

import json
import random

from seagrass_helpers import BLUE, GREEN, PURPLE, N, colony, give, go, reef_action, reef_hex, scenario

from seaboard.engine.seagrass import Seagrass


def played(players=3, steps=60, seed=4, **options):
    game = Seagrass(players, seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_view_shows_a_seat_its_own_score_only():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "jellyfish-2", "crab-1")
    colony(game, (go(reef_hex(game, 2), N), "jellyfish-2"))
    view = game.view(BLUE)
    assert view.scores == [2, None, None]
    assert game.view(PURPLE).scores == [None, 0, None]
    assert view.player_info[PURPLE].score is None
    assert (
        view.breakdown[BLUE] == {"colonies": 2, "reefs": 0, "discovery": 0} and view.breakdown[PURPLE] is None
    )


def test_open_scores_show_every_total():
    game = played(open_scores=True)
    assert None not in game.view(BLUE).scores
    assert game.view(GREEN).scores == game.scores


def test_final_result_reveals_everything_with_a_breakdown():
    game = played(steps=10_000)
    assert game.is_over
    view = game.view(PURPLE)
    assert view.scores == game.scores and view.phase == "game_over" and view.current_player is None
    result = game.result()
    for seat in range(3):
        parts = result.breakdown[seat]
        assert set(parts) == {"colonies", "reefs", "discovery"}
        assert sum(parts.values()) == result.scores[seat]


def test_view_hides_other_hands_and_face_down_tiles():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "crab-1", "turtle-2")
    give(game, PURPLE, "jellyfish-1")
    reef_action(game, go(reef_hex(game, 2), N), "crab-1")
    mine, theirs = game.view(BLUE), game.view(PURPLE)
    cell = game.cell_index(go(reef_hex(game, 2), N))
    assert mine.spaces[cell].tile == "crab-1" and theirs.spaces[cell].tile is None
    assert theirs.spaces[cell].content == "face_down" and theirs.spaces[cell].owner == BLUE
    assert theirs.hands[BLUE] is None and theirs.hand == ("jellyfish-1",)
    assert theirs.player_info[BLUE].hand_count == mine.player_info[BLUE].hand_count
    everything = game.view(PURPLE, omniscient=True)
    assert everything.spaces[cell].tile == "crab-1" and everything.hands[BLUE] is not None
    assert everything.scores == game.scores


def test_view_names_colours_phase_and_board():
    game = Seagrass(4, seed=1, options={"board": "back"})
    view = game.view(0)
    assert view.names == ("Blue", "Purple", "Green", "Orange")
    assert view.phase == "choose_action" and view.current_player == 0 and not view.is_over
    assert view.board_name == "Kelp Shelf" and view.board_side == "back"
    assert len(view.spaces) == 142 and len(view.reefs) == 12 and view.antlers_left == 11
    assert sum(r.starting for r in view.reefs) == 1
    json.dumps([s.cell for s in view.spaces])  # cells are plain JSON


def test_view_tracks_the_turn_in_progress():
    game = scenario(3, turn=BLUE, start=2)
    give(game, BLUE, "jellyfish-1", "jellyfish-1")
    from seaboard.engine.seagrass.moves import ChooseAction, PlaceCreature

    game.apply(ChooseAction("colony"))
    game.apply(PlaceCreature(go(reef_hex(game, 2), N), "jellyfish-1"))
    view = game.view(PURPLE)
    assert view.phase == "colony" and view.action == "colony" and view.colony_creature == "jellyfish"
    assert view.placed == ((go(reef_hex(game, 2), N), "jellyfish-1"),)


def test_determinize_agrees_with_the_view_and_plays_to_the_end():
    for players in (2, 3, 4):
        game = played(players, steps=70, seed=players, discovery=True)
        for seat in range(players):
            view = game.view(seat)
            sample = Seagrass.determinize(view, random.Random(seat))
            assert sample.view(seat) == view
            assert sample.legal_moves() == game.legal_moves() or seat != game.current_player
            rng = random.Random(1)
            steps = 0
            while not sample.is_over:
                sample.apply(rng.choice(sample.legal_moves()))
                steps += 1
                assert steps < 5000
            for s in range(players):
                held = (
                    sample.hand_size(s) + len(sample.supply[s]) + sum(sample.specials[s]) + len(sample.box[s])
                )
                assert held + sum(1 for o in sample.owner if o == s) == 32


def test_determinize_reads_only_the_view():
    game = played(3, steps=50, seed=9)
    view = game.view(BLUE)
    a = Seagrass.determinize(view, random.Random(5))
    # change what Blue cannot see: Purple's hand and every supply's order
    game.supply[PURPLE].reverse()
    game.supply[BLUE].reverse()
    b = Seagrass.determinize(game.view(BLUE), random.Random(5))
    assert a.to_dict()["state"] == b.to_dict()["state"]


def test_determinize_samples_hidden_tiles():
    game = played(3, steps=40, seed=2)
    view = game.view(BLUE)
    hands = {tuple(Seagrass.determinize(view, random.Random(k)).hands[PURPLE]) for k in range(10)}
    assert len(hands) > 1


def test_a_spectator_view_shows_no_hand_and_no_secret_score():
    game = played(3, steps=30)
    view = game.view(None)
    assert view.hand == () and view.hands == (None, None, None)
    assert view.scores == [None, None, None]


def test_the_quick_view_build_fills_every_field_like_the_dataclass():
    # build_view fills the frozen dataclass without its __init__ (speed): a field added
    # to SeagrassView and forgotten there would be missing from the view.
    import dataclasses

    from seaboard.engine.seagrass.view import PlayerView, SeagrassView

    game = Seagrass(3, 4, {"discovery": True})
    rng = random.Random(4)
    for _ in range(60):
        game.apply(rng.choice(game.legal_moves()))
    for seat, omniscient in ((0, False), (1, True), (None, False)):
        view = game.view(seat, omniscient=omniscient)
        names = {f.name for f in dataclasses.fields(SeagrassView)}
        assert set(vars(view)) == names
        again = SeagrassView(**{name: getattr(view, name) for name in names})
        assert again == view and repr(again) == repr(view)
        for info in view.player_info:  # PlayerViews are filled the same way
            fields = {f.name for f in dataclasses.fields(PlayerView)}
            assert set(vars(info)) == fields
            assert PlayerView(**{name: getattr(info, name) for name in fields}) == info
