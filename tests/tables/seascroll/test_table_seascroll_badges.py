"""Sea Scroll's "×N" count badges keep off the cards' names and values, and the rivals' pods say
which row is the hand and which the habitat (playtest at a demo table: "Betta Fis×2", "Clown Fi×2";
nothing said which row of a pod was what)."""

import random

import pygame
import pytest
import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.engine.seascroll.species import SPECIES
from seaboard.ui.render import theme
from seaboard.ui.scenes.demo import start_demo
from seaboard.ui.tables.seascroll_parts import cards, paint

SIZES = [((1024, 640), 1.0), ((1024, 640), 1.5), ((1280, 720), 1.0), ((1920, 1080), 1.0)]


def _off_the_face(badge: pygame.Rect, species: int, card: pygame.Rect) -> bool:
    value = cards.value_rect(card.width).move(card.topleft)
    name = cards.name_rect(species, card.width)
    return not badge.colliderect(value) and (name is None or not badge.colliderect(name.move(card.topleft)))


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_a_badge_never_covers_its_cards_name_or_value_at_any_card_size(text_scale):
    theme.set_text_scale(text_scale)
    try:
        for width in range(16, 200):
            card = pygame.Rect(40, 60, *cards.card_size(width))
            for px in (9, 12, 14, 19):  # the badges' sizes, 0.8 to 1.35 times the table's scale
                for count in (2, 5, 12):
                    for inside in (False, True):
                        rect = paint.badge_rect(count, paint.badge_on(card, count, px, inside=inside), px)
                        for species in SPECIES:
                            assert _off_the_face(rect, species, card), (width, px, count, inside, species)
                        if inside:
                            assert rect.top >= card.top
    finally:
        theme.set_text_scale(1.0)


def _record(monkeypatch):
    """Spy on the board's drawing: each top card drawn (species, rect), each badge, each pod label."""
    seen = {"tops": [], "badges": [], "labels": [], "names": [], "counts": [], "hand_labels": []}
    stack, badge, pod_label, hand_label, pod_name, backs = (paint.stack, paint.badge, paint.pod_label,
                                                            paint.hand_label, paint.pod_name, paint.backs)

    def spy_stack(surface, species, count, rect, card_w, *a, **k):
        top = stack(surface, species, count, rect, card_w, *a, **k)
        seen["tops"].append((species, pygame.Rect(top)))
        return top

    def spy_badge(surface, count, centre, px):
        seen["badges"].append(paint.badge_rect(count, centre, px))
        badge(surface, count, centre, px)

    def spy(key, real):
        def call(*a, **k):
            out = real(*a, **k)
            seen[key].append((a, out))
            return out
        return call

    monkeypatch.setattr(paint, "stack", spy_stack)
    monkeypatch.setattr(paint, "badge", spy_badge)
    monkeypatch.setattr(paint, "pod_label", spy("labels", pod_label))
    monkeypatch.setattr(paint, "hand_label", spy("hand_labels", hand_label))
    monkeypatch.setattr(paint, "pod_name", spy("names", pod_name))
    monkeypatch.setattr(paint, "backs", spy("counts", backs))
    return seen


def _demo_midgame(app, players: int, seed: int):
    table = start_demo(app, "seascroll", rng=random.Random(seed), attract=False, players=players,
                       levels=["easy"] * players)
    for _ in range(3000):  # the bots play until the habitats hold schools of several
        if len(table.game.moves) >= 40 or table.game.is_over:
            break
        app.step(0.1)
    app.bot_pace = 1e9
    table.demo_state.paused = True
    for _ in range(30):
        app.step(0.1)
    return table


def _redraw(app, table):
    table._board_cache_key = None
    h.step(app, 2)


@pytest.mark.parametrize("size,text_scale", SIZES)
def test_no_badge_on_the_table_covers_a_cards_name_or_value(open_sized, size, text_scale, monkeypatch):
    app = open_sized(size, text_scale)
    table = _demo_midgame(app, 4, seed=4)
    seen = _record(monkeypatch)
    _redraw(app, table)
    pods = [pod.rect for pod in table.lay.pods.values()]
    in_pods = [b for b in seen["badges"] if any(p.contains(b) for p in pods)]
    assert len(in_pods) >= 3  # the pods' hands and habitats hold several of a kind by then
    for badge in seen["badges"]:
        for species, top in seen["tops"]:
            assert _off_the_face(badge, species, top), (badge, SPECIES[species], top)


def _pod_parts(seen, pod):
    inside = [r for r in seen["badges"] if pod.rect.colliderect(r)]
    tops = [t for _, t in seen["tops"] if pod.rect.colliderect(t)]
    label = next(out for a, out in seen["labels"] if pod.rect.contains(a[2]))
    name = next(out for a, out in seen["names"] if pod.rect.collidepoint(a[3], a[4]))
    count = next(out for a, out in seen["counts"] if pod.rect.contains(a[2]))
    hand = next((out for a, out in seen["hand_labels"] if pod.rect.contains(a[1])), None)
    return inside, tops, label, name, count, hand


@pytest.mark.parametrize("size,text_scale", SIZES)
@pytest.mark.parametrize("players,demo", [(2, True), (3, True), (4, True), (2, False), (4, False), (6, False)])
def test_each_pod_labels_its_habitat_and_hand_clear_of_everything_else(open_sized, size, text_scale, players,
                                                                      demo, monkeypatch):
    app = open_sized(size, text_scale)
    if demo:
        table = _demo_midgame(app, players, seed=4)
    else:
        table = open_table(app, ["human"] + ["easy"] * (players - 1), seed=3)
        h.step(app, 2)
    seen = _record(monkeypatch)
    _redraw(app, table)
    assert len(table.lay.pods) == players - 1
    for pod in table.lay.pods.values():
        badges, tops, label, name, count, hand = _pod_parts(seen, pod)
        assert pod.rect.contains(label) and label.height > 0
        assert label.bottom <= min(slot.top for slot in pod.slots)  # over the habitat's row
        for other in badges + tops + [name, count]:
            assert not label.colliderect(other), (label, other)
        if pod.cards_row is not None:
            assert label.top >= pod.cards_row.bottom  # between the hand's row and the habitat's
        if demo or pod.rect.width > 250:  # beside the count wherever the name stays whole
            assert hand is not None
        if hand is not None:
            assert pod.rect.contains(hand)
            assert not hand.colliderect(name) and not hand.colliderect(count)
            assert hand.right <= count.left
