"""How much of the board Seagrass's floating hint card hides. Playtest: at 1024x640 with 150% text
the card said the whole plan over the board and hid about a fifth of it (over half in some turns).
Floating, it says the step to play now, which step of the plan it is and the keys, hugging an
edge of the water; H shows the whole plan, and H again just the step."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h
from test_table_seagrass_hint import PLAN, _hinted_table

from seaboard.ui.render import placement
from seaboard.ui.screenshot import SCENES, ShotContext
from seaboard.ui.tables.seagrass_parts.hint_card import ENTER_SAYS, SHORT_FOOTER, WHOLE_FOOTER

# The most of the board (the share of its spaces) a floating card may hide in any of the hints
# below: the whole plan hid 14% to 57% of it in each of them, the short card 0% to 9%.
MOST_HIDDEN = 0.12


def _hard_hint(open_app, size, text_scale, players, seed, moves):
    """The table at the first player's step from `moves` on, with the hard bot's hint up (as the
    screenshot command shows it: a fixed budget, so the same hint every time)."""
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = SCENES["hint"](app, ShotContext("seagrass", players, seed, moves, {}))
    h.step(app, 2)
    return app, table


def _space_rects(table) -> dict:
    rad = table.geometry.radius
    rects = {}
    for space in table.view().spaces:
        rect = pygame.Rect(0, 0, round(2 * rad), round(1.8 * rad))
        rect.center = table.cell_centre(space.cell)
        rects[tuple(space.cell)] = rect
    return rects


def _hidden_share(table, card) -> float:
    """The share of the board's spaces the card hides (each by the share of it under the card)."""
    rects = list(_space_rects(table).values())
    return placement.cost(card, [(rect, 1.0, False) for rect in rects]) / len(rects)


@pytest.mark.parametrize("size, text_scale, players, seed, moves", [
    ((1024, 640), 1.5, 3, 5, 20), ((1024, 640), 1.5, 2, 1, 20), ((1024, 640), 1.5, 4, 1, 34),
    ((1280, 720), 1.5, 3, 5, 50), ((1280, 720), 1.5, 4, 5, 34), ((1024, 640), 1.0, 4, 5, 34)])
def test_the_floating_hint_hides_little_of_the_board_and_none_of_its_spaces_nor_the_rack(
        open_app, size, text_scale, players, seed, moves):
    _app, table = _hard_hint(open_app, size, text_scale, players, seed, moves)
    card = pygame.Rect(table.message_box)
    assert table.view_rect.contains(card) and not card.colliderect(table.tray)  # the rack shows
    spaces = _space_rects(table)
    hinted = [tuple(m.cell) for m in table.hint_steps() if getattr(m, "cell", None) is not None]
    assert hinted and not any(card.colliderect(spaces[cell]) for cell in hinted)
    assert _hidden_share(table, card) < MOST_HIDDEN


def _card_lines(app, table) -> list[str]:
    """The lines on the hint card as the next frame draws it."""
    h.step(app)
    lines = [row[0] for row in table.hint_card_place()[2]]
    with h.texts_drawn() as drawn:
        table._hint_layer = None  # (drawn once per change, else)
        h.step(app)
    assert " ".join(lines) in " ".join(drawn)
    return lines


def test_h_shows_the_whole_plan_on_the_floating_card_and_again_just_the_step(open_app):
    app, table = _hinted_table(open_app, (1024, 640), 1.5)
    short = _card_lines(app, table)
    said = table.hint_sentences()
    assert short[:2] == ["Hint", f"Step 1 of {len(PLAN) + 1}"] and " ".join(short[2:]).startswith(said[0])
    assert not any("Why:" in line for line in short) and " ".join(short).endswith(SHORT_FOOTER)
    card = pygame.Rect(table.message_box)
    h.key(app, pygame.K_h)  # the whole plan, as it was said (nothing asked of the bot again)
    whole = _card_lines(app, table)
    assert not table.hint_worker.busy and table.hint_on_screen()
    told = " ".join(sentence for sentence in said if sentence != ENTER_SAYS)  # (the footer says how)
    assert " ".join(whole[2:]) == f"{told} {WHOLE_FOOTER}" and "Enter plays it" in WHOLE_FOOTER
    assert table.view_rect.contains(table.message_box) and table.message_box.height > card.height
    # It opens from the short card's corner, where the eye is (as hiding little more there).
    assert any(getattr(table.message_box, corner) == getattr(card, corner)
               for corner in ("topleft", "topright", "bottomleft", "bottomright"))
    h.key(app, pygame.K_h)
    assert _card_lines(app, table) == short and table.message_box == card


def test_the_floating_card_counts_the_steps_as_the_hint_is_followed_and_stands_still(open_app):
    app, table = _hinted_table(open_app, (1024, 640), 1.5)
    h.step(app)
    card = pygame.Rect(table.message_box)
    for n in range(1, len(PLAN) + 2):
        lines = _card_lines(app, table)
        assert lines[1] == f"Step {n} of {len(PLAN) + 1}" and table.message_box == card, lines
        assert " ".join(lines[2:]).startswith(table.hint_sentences()[0])  # the step to play now, whole
        assert table.follow_hint()
        h.step(app, 2)
    assert table.hint_move is None


def _bands(table) -> tuple[int, int]:
    """(empty band over the card's words, under the heading; empty band under them) in px."""
    from seaboard.ui.render import theme

    _mode, size, rows, card = table.hint_card_place()
    pad = table.px(12)
    under_head = pad + theme.font("bold", size + 1).get_linesize() + table.px(4)
    body = [row for row in rows[1:] if not row[5]]
    last = body[-1]
    text_bottom = last[4] + theme.font(last[1], last[2]).get_linesize()
    return body[0][4] - under_head, card.height - pad - text_bottom


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.5), ((1920, 1080), 1.0)])
def test_a_shorter_step_of_the_plan_sits_centred_on_the_card_sized_for_the_longest(open_app, size, text_scale):
    # Playtest: the card, sized once for the plan's longest step so it stands still, left an empty
    # band at its foot under a shorter step ("Confirm: +3 (new turtle colony).").
    app, table = _hinted_table(open_app, size, text_scale)
    h.step(app)
    spares = []
    for _ in range(len(PLAN) + 1):
        h.step(app)
        over, under = _bands(table)
        assert abs(over - under) <= table.px(6), (over, under, table.message)
        spares.append(over + under)
        assert table.follow_hint()
        h.step(app, 2)
    assert max(spares) > table.px(20)  # some step is shorter than the longest (else nothing to centre)


@pytest.mark.parametrize("size, text_scale, players, seed, moves", [
    ((1024, 640), 1.5, 2, 1, 20), ((1024, 640), 1.5, 3, 5, 20)])
def test_the_board_label_never_pokes_out_beside_the_hint_card(open_app, size, text_scale, players, seed, moves):
    # Playtest: the whole plan's card stopped just short of "Seagrass · front" and its last letter
    # poked out beside the card. The label shows clear of the card by a margin, or not at all.
    app, table = _hard_hint(open_app, size, text_scale, players, seed, moves)
    label, rect = table.board_label(table.view())
    near = []
    for _ in range(2):  # the short card, then the whole plan (H)
        with h.texts_drawn() as drawn:
            h.step(app)
        card = pygame.Rect(table.message_box)
        gap = table.px(8)
        shown = label in drawn
        assert not shown or not card.colliderect(rect.inflate(2 * gap, 2 * gap)), (card, rect)
        near.append(card.colliderect(rect.inflate(2 * gap, 2 * gap)))
        h.key(app, pygame.K_h)
    assert any(near)  # (a hint whose card comes to the label: else this shows nothing)
