"""Sea Scroll in a demo: a demo hides nothing, so the other players' hands show face up in their pods."""

import random

import pygame
import pytest
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
    monkeypatch.setattr(paint, "hand_cards", lambda surface, hand, row, px: shown.append(tuple(hand)))
    h.step(app, 2)
    view = table.game.view(table.viewer)
    others = [s for s in range(view.players) if s != table.viewer]
    assert all(table.lay.pods[s].cards_row is not None for s in others)
    assert sorted(shown) == sorted(view.hands[s] for s in others)
    assert all(len(hand) == view.hand_sizes[s] for s, hand in zip(others, (view.hands[s] for s in others)))


def test_a_human_game_shows_the_others_hands_only_as_counts(app, monkeypatch):
    table = open_table(app, ["human", "easy", "easy"], seed=3)
    shown = []
    monkeypatch.setattr(paint, "hand_cards", lambda surface, hand, row, px: shown.append(hand))
    h.step(app, 2)
    assert not table.game.is_over
    assert all(pod.cards_row is None for pod in table.lay.pods.values())
    assert shown == []


def test_a_demo_pod_shows_each_hand_as_cards_as_tall_as_the_habitats(app, monkeypatch):
    # Playtest: the others' hands were value chips ("4 8 11"), unreadable from a distance.
    from seaboard.ui.tables.seascroll_parts import cards

    app.bot_pace = 1e9
    table = start_demo(app, "seascroll", rng=random.Random(4), attract=False, players=4, levels=["easy"])
    drawn = []
    original = cards.draw_card
    monkeypatch.setattr(cards, "draw_card", lambda surface, image, rect, *a, **k: (
        drawn.append(pygame.Rect(rect)), original(surface, image, rect, *a, **k))[1])
    table._board_cache_key = None
    h.step(app, 2)
    view = table.game.view(table.viewer)
    for seat, pod in table.lay.pods.items():
        in_row = [r for r in drawn if pod.cards_row.contains(r)]
        assert len(in_row) == len(set(view.hands[seat])) > 0
        assert all(r.height == pod.slots[0].height for r in in_row)


LONG_NAMES = ["Bartholomewsmith", "Wilhelminastrong", "Konstantinopolis", "Maximilianbrandt"]


def long_named_demo(open_app, size, text_scale, levels):
    from seaboard.ui.render import theme
    from seaboard.ui.scenes.demo import demo_table

    theme.set_text_scale(text_scale)
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    app.bot_pace = 1e9  # a still table: the bots wait
    table = demo_table(app, "seascroll", random.Random(4), 4, attract=False, players=4, levels=levels)
    for seat, name in zip(table.seats, LONG_NAMES):
        seat.name = name
    app.push(table)
    h.step(app, 2)
    return app, table


@pytest.fixture
def text_size_back():
    yield
    from seaboard.ui.render import theme

    theme.set_text_scale(1.0)


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1280, 800), 1.5),
                                              ((1920, 1080), 1.0), ((1920, 1080), 1.5)])
def test_a_demos_log_beside_the_caption_shows_at_least_five_lines(open_app, text_size_back, size, text_scale):
    # Playtest: four bots at 150% text left the log two lines beside the big caption.
    app, table = long_named_demo(open_app, size, text_scale, ["easy"])
    log = table.log_panel
    assert log.body.height // log.line_height >= 5
    assert table.side.contains(table.log_area) and not table.log_area.colliderect(table.board)
    assert table.log_area.bottom <= table.demo_controls.rect.top
    assert table.players_panel.bottom <= table.log_area.top


def test_one_line_rows_say_a_shared_level_once_and_each_name_whole_where_it_fits(open_app, text_size_back):
    app, table = long_named_demo(open_app, (1920, 1080), 1.5, ["easy"])
    assert table.one_line_rows
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Players · all Easy" in drawn
    assert all(name in drawn for name in LONG_NAMES)


def test_one_line_rows_say_each_bots_own_level_where_they_differ(open_app, text_size_back):
    app, table = long_named_demo(open_app, (1024, 640), 1.5, ["easy", "medium", "hard", "easy"])
    assert table.one_line_rows
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Players" in drawn
    levels = [line for line in drawn if line in ("Easy", "Medium", "Hard")]
    assert levels[:4] == [table.level_word(seat) for seat in table.seats]
