"""The Blooming Sea table at the biggest text size (150%): the colour legend, the players rows,
a refused drop's reason, the hints and the quick reference say everything whole, inside their
panels and over nothing else; the green dots are explained; a keyboard player hears why Undo
cannot help."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h
from bs_table_helpers import hand_point, make_table

from seaboard.ui.render import theme
from seaboard.ui.scenes.table_base import KIND_LABELS

SIZES = [(1280, 800), (1024, 640)]


@pytest.fixture
def big_text(open_app):
    """An app at 150% text; the text size goes back to normal after the test."""
    yield lambda size, **settings: open_app(size, animation_speed=0, text_scale=1.5, **settings)
    theme.set_text_scale(1.0)


def _table(app, kinds=("human", "hard", "medium", "easy"), **kwargs):
    table = make_table(app, list(kinds), **kwargs)
    h.step(app, 2)
    return table


@pytest.mark.parametrize("size", SIZES)
def test_the_legend_says_every_key_whole_inside_the_tile_panel_over_nothing(big_text, size):
    # At 150% in 1280x800 the grey square's words were cut: "no tile can go h…".
    app = big_text(size)
    table = _table(app)
    with h.labels_drawn() as drawn:
        h.step(app)
    panel = [(label, rect) for label, _, rect in drawn if table.hand_panel.colliderect(rect)]
    labels = [label for label, _ in panel]
    assert "no tile can go here" in labels
    assert not any(label.endswith("…") for label in labels), labels
    for n, (label, rect) in enumerate(panel):
        assert table.hand_panel.contains(rect), label
        for other, other_rect in panel[n + 1:]:
            assert not rect.colliderect(other_rect), (label, other)


@pytest.mark.parametrize("size", SIZES)
def test_every_bot_row_names_its_level_whole_beside_its_name_and_score(big_text, size):
    # At 150% in 1280x800 the rows dropped "AI · Hard": the level did not fit beside the points.
    app = big_text(size)
    table = _table(app)
    with h.labels_drawn() as drawn:
        h.step(app)
    rects = {label: rect for label, _, rect in drawn}
    for i, seat in enumerate(table.seats):
        row = table.row_rects[i]
        detail = [(label, px, rect) for label, px, rect in drawn
                  if row.contains(rect) and "reefs " in label and " · fish " in label]
        assert len(detail) == 1, (seat.name, detail)
        label, px, rect = detail[0]
        assert not label.endswith("…")
        if not seat.is_human:
            assert label.startswith(f"{KIND_LABELS[seat.kind]} · "), label
        assert rect.right <= table._row_text_right(i, row)  # left of the score and its "50" tokens
        assert rects[seat.name].bottom <= rect.top + 1  # under the name, never touching it
        # Made a little smaller to fit, never smaller than at the normal text size.
        assert theme.font("body", px).get_height() >= theme.font("body", table.px(13) / 1.5).get_height()


@pytest.mark.parametrize("size", SIZES)
def test_a_refused_drops_reason_is_said_whole_inside_the_water(big_text, size):
    # At 150% the reason by the red ghost was cut: "A fish square is never covered, even after its fish is s…".
    from seaboard.ui.screenshot import ShotContext
    from seaboard.ui.tables.bloomingsea_parts import shots

    app = big_text(size)
    table = shots.SCENES["drag-illegal"](app, ShotContext("bloomingsea", 2, 1, 12, {}))
    reason = table.drag.hover_reason
    assert reason and not table.drag.hover_legal
    room = table.geo.grid.width - table.px(30)
    assert theme.font("bold", table.px(15)).size(reason)[0] > room  # too long for one line: the case in hand
    pills = []
    real = table.draw_pill

    def spy(surface, text, *args, **kwargs):
        pills.append((text, real(surface, text, *args, **kwargs)))
        return pills[-1][1]

    table.draw_pill = spy
    with h.texts_drawn() as words:
        h.step(app)
    assert [text for text, _ in pills] == [reason]
    lines = [line for line in words if line and line in reason]
    assert " ".join(lines) == reason  # every word, over a few lines, nothing cut
    pill = pills[0][1]
    assert table.geo.grid.contains(pill)


def test_the_hints_for_placing_stay_whole_at_the_biggest_text_in_the_small_window(big_text):
    # With the tile picked by a click, "…; Esc puts it back." was cut to "Esc puts it ba…".
    app = big_text((1024, 640))
    table = _table(app)
    h.click(app, hand_point(table))
    assert table.drag.state == "selected"
    with h.texts_drawn() as words:
        h.step(app)
    hint = table.hint_text(table.view())
    lines = [line for line in words if line and line in hint]
    assert " ".join(lines) == hint


@pytest.mark.parametrize("size,scale", [((1280, 800), 1.0), ((1280, 800), 1.5), ((1920, 1080), 1.5)])
def test_the_legend_explains_the_green_dots_where_they_fit(big_text, size, scale):
    app = big_text(size)
    theme.set_text_scale(scale)
    table = _table(app)
    h.step(app)
    with h.labels_drawn() as drawn:
        h.step(app)
    rects = {label: rect for label, _, rect in drawn}
    assert "your tile fits here" in rects
    spots, grey = rects["your tile fits here"], rects["no tile can go here"]
    assert table.hand_panel.contains(spots) and spots.top >= grey.bottom - 1
    assert spots.bottom <= min(r.top for label, r in rects.items() if label.startswith("Pile:"))


@pytest.mark.parametrize("mode", ["standard", "aquarist"])
def test_the_quick_reference_explains_the_green_dots_and_ctrl_z_whole_above_close(big_text, mode):
    app = big_text((1024, 640))
    _table(app, kinds=("human", "easy"), options={"mode": mode})
    h.key(app, pygame.K_F1)
    card = app.top
    with h.labels_drawn() as drawn, h.texts_drawn() as words:
        card.draw(app.screen)
    keys = [label for label, _, _ in drawn]
    assert "Green dots" in keys
    text = " ".join(words)
    assert "green dots" in text.lower() and "Ctrl+Z" in text
    assert not any(line.endswith("…") for line in words), [line for line in words if line.endswith("…")]
    # Every row (and the Aquarist fish line) on the card, above Close.
    for label, _, rect in drawn:
        if "quick reference" in label or label in ("Close", "Words"):  # the card's buttons, at its foot
            continue
        assert card.panel.contains(rect) and rect.bottom <= card.close.rect.top, label


def test_the_header_drops_the_step_rather_than_run_into_its_buttons(big_text):
    # At 150%, "Your turn · put a fish on the board" ran under the Hint button.
    app = big_text((1280, 800))
    table = _table(app, kinds=("human", "easy", "hard"), seed=2,
                   options={"mode": "aquarist", "aquarist_setup": "choose"})
    assert table.game.phase == "place_fish" and table.can_play()
    status = table.status_line()
    words = theme.text(status, "bold", table.px(20), (0, 0, 0)).get_rect(center=table.header.center)
    buttons = [b.rect for b in (table.hint_button, table.help_button, table.undo_button, table.pause_button)
               if b.visible]
    assert words.collidelist(buttons) < 0
    theme.set_text_scale(1.0)  # at the normal size the step fits and is said
    table.layout(app.screen.get_size())
    assert table.status_line() == "Your turn · put a fish on the board"


def test_ctrl_z_during_tile_play_says_why_undo_cannot_help(big_text):
    # Placing draws a new tile, so the engine refuses Undo; the keyboard player hears why.
    from bs_table_helpers import play_human_turn

    app = big_text((1280, 800))
    table = _table(app, kinds=("human", "easy"))
    play_human_turn(app, table, 0)
    for _ in range(600):
        if table.can_play() and table.game.phase == "place_tile":
            break
        h.step(app)
    assert not table.undo_button.enabled and table.undo_button.reason
    table.message = ""
    h.key(app, pygame.K_RIGHT)  # the keyboard cursor out, as a keyboard player would have it
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.message == table.undo_button.reason
    assert table.message_box is not None and table.water().contains(table.message_box)  # in the lagoon


@pytest.mark.parametrize("players", [2, 4])
def test_the_players_points_line_beside_fifty_tokens_stays_bigger_than_at_normal_text(big_text, players):
    # Playtest: at 1024x640 and 150%, at the end of a game where players held "50" tokens, the
    # level on the bots' lines shrank every line, the player's "reefs 38 · fish 35" too, to its
    # 100% size: tiny beside the names.
    app = big_text((1024, 640))
    table = _table(app, ("human", "easy", "medium", "hard")[:players])
    for i in range(players):
        table.markers[i] = table.shown_scores[i] = 73 - 6 * i  # a "50" token each
        table.shown_parts[i] = (38 - 6 * i, 35)
    with h.labels_drawn() as drawn:
        h.step(app)
    normal = theme.font("body", table.px(13) / 1.5).get_height()  # the line's height at 100% text
    for i, seat in enumerate(table.seats):
        row = table.row_rects[i]
        detail = [(label, px) for label, px, rect in drawn
                  if row.contains(rect) and "reefs " in label and " · fish " in label]
        assert len(detail) == 1, (seat.name, detail)
        label, px = detail[0]
        assert not label.endswith("…"), label
        assert theme.font("body", px).get_height() > normal, (label, px)
