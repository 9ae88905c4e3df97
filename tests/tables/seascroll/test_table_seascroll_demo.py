"""Sea Scroll in a demo: a demo hides nothing, so the other players' hands show face up in their pods."""

import random

import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.ui.scenes.demo import start_demo
from seaboard.ui.tables.seascroll import SeaScrollTable
from seaboard.ui.tables.seascroll_parts import paint


def test_a_demo_shows_every_other_hand_face_up_in_its_pod(app, monkeypatch):
    app.bot_pace = 1e9  # a still table: the bots wait
    table = start_demo(app, "seascroll", rng=random.Random(4), attract=False, levels=["easy"])
    assert isinstance(table, SeaScrollTable)
    shown = []
    monkeypatch.setattr(paint, "hand_chips", lambda surface, hand, row: shown.append(tuple(hand)))
    h.step(app, 2)
    view = table.game.view(table.viewer)
    others = [s for s in range(view.players) if s != table.viewer]
    assert all(table.lay.pods[s].cards_row is not None for s in others)
    assert sorted(shown) == sorted(view.hands[s] for s in others)
    assert all(len(hand) == view.hand_sizes[s] for s, hand in zip(others, (view.hands[s] for s in others)))


def test_a_human_game_shows_the_others_hands_only_as_counts(app, monkeypatch):
    table = open_table(app, ["human", "easy", "easy"], seed=3)
    shown = []
    monkeypatch.setattr(paint, "hand_chips", lambda surface, hand, row: shown.append(hand))
    h.step(app, 2)
    assert not table.game.is_over
    assert all(pod.cards_row is None for pod in table.lay.pods.values())
    assert shown == []
