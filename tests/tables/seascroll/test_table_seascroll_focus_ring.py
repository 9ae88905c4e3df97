"""Sea Scroll's keyboard focus: its ring never cuts a count badge, and no ring or outline that
looks like one stays on a step the player at the screen can no longer take."""

import random

import pygame
import ui_harness as h
from seascroll_table_helpers import focus_spot, lift_curtain, open_table, play_step_by_keyboard

from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.tables import seascroll
from seaboard.ui.tables.seascroll_parts import paint


def test_the_focus_ring_on_a_hand_card_is_drawn_under_its_count_badge(app, monkeypatch):
    # Playtest: the ring cut through the "×2" of the card it framed.
    table = open_table(app, ["human", "easy"], seed=3)
    h.key(app, pygame.K_d)
    h.step(app, 2)
    h.key(app, pygame.K_s)
    h.step(app, 2)
    hand = table.game.view(0).hand
    pair = next(v for v in hand if hand.count(v) > 1)
    h.key(app, pygame.K_TAB)  # the ring shows once the keyboard is used (the pair may hold the focus already)
    focus_spot(app, table, ("hand", pair))
    calls = []
    real_ring, real_badge = seascroll.draw_focus_ring, paint.badge
    monkeypatch.setattr(seascroll, "draw_focus_ring", lambda *a, **k: (calls.append("ring"), real_ring(*a, **k))[1])
    monkeypatch.setattr(paint, "badge", lambda *a, **k: (calls.append("badge"), real_badge(*a, **k))[1])
    table.draw_hand(app.screen, table.lay, table.game.view(0))
    assert "ring" in calls and "badge" in calls
    assert calls.index("ring") < max(i for i, c in enumerate(calls) if c == "badge")


def test_the_next_player_at_a_shared_screen_finds_no_focus_ring_left_by_the_last(app):
    # Playtest: Ada played by keyboard; once Bruno lifted the curtain, her ring sat on his Draw button.
    app.bot_pace = 1e9  # the bot waits
    table = open_table(app, ["human", "human", "easy"], seed=3)
    lift_curtain(app)
    h.step(app, 2)
    rng = random.Random(1)
    while table.game.current_player == 0:
        play_step_by_keyboard(app, table, rng)
    assert isinstance(app.top, HandoffScene) and table.focus.keyboard_used
    h.key(app, pygame.K_RETURN)  # Bruno lifts the curtain
    h.step(app, 2)
    assert app.top is table and table.game.current_player == 1
    assert table.focus.focused is table.draw_button and not table.focus.keyboard_used
    h.key(app, pygame.K_RETURN)  # the focus is there all the same: Enter draws
    h.step(app, 2)
    assert table.game.view(1).phase == "take"


def test_someone_elses_current_step_has_no_outline_that_reads_as_a_focus_ring(app, monkeypatch):
    # Playtest: on the bot's turn the sand outline round its "1 Draw" chip read as a focus left behind.
    app.bot_pace = 1e9
    table = open_table(app, ["easy", "human"], seed=5)
    assert table.game.current_player == 0 and not table.my_turn
    outlines = []
    real_rect = pygame.draw.rect

    def rect(surface, colour, r, *args, **kwargs):
        width = kwargs.get("width", args[0] if args else 0)
        if width and tuple(colour[:3]) == tuple(PALETTE["sand"]):
            outlines.append(pygame.Rect(r))
        return real_rect(surface, colour, r, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    table.draw_guide(app.screen, table.lay, table.game.view(table.viewer))
    assert not any(table.lay.guide.contains(r) for r in outlines)
