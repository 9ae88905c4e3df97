"""Room for the hand panel's card: the game log stepping down under a card in its place keeps its
heading right above its lines, and a four players' hint at 150% text keeps the player's size in
the hand panel."""

from __future__ import annotations

import pytest
import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea.moves import Place
from seaboard.ui.render import theme

LONG_HINT = ("place your tile as shown. It grows the yellow reef to 5 and makes a purple reef of 2, for 7 "
             "points. You win the fish at the bottom left for 5 points, with 5 corals to Purple bot's 3. "
             "Click it or press Enter to play it.")


@pytest.fixture
def sized_app(open_app):
    yield lambda size, text_scale: open_app(size, animation_speed=0, text_scale=text_scale)
    theme.set_text_scale(1.0)


def _table_with_a_long_log(app, older: int):
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    words = ["Purple bot draws a tile (16 left).", "Ada's turn.",
             "Fish at the bottom left is decided. Corals: Ada 5, Purple bot 3; Ada has the most."]
    for i in range(older + 6):
        table.log_panel.add(words[i % 3], seat=i % 2)
    return table


def _hint_over_the_log(app, table, words: str = LONG_HINT) -> None:
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    table.hint_words = lambda move, words: words
    table.show_hint(move, words)
    h.step(app, 2)
    assert table.log_area.contains(table.message_box) and table.log_panel.rect.top > table.message_box.bottom


@pytest.mark.parametrize("older", [0, 1, 2])
def test_the_log_under_a_card_has_its_heading_right_above_its_lines(sized_app, older):
    # Playtest: where the log stepped down under the hint card an empty band stood between
    # "Game log" and its newest lines (the next older line had no room there).
    app = sized_app((1024, 640), 1.5)
    table = _table_with_a_long_log(app, older)
    _hint_over_the_log(app, table)
    log = table.log_panel
    lines = log.shown_lines()
    assert lines[-1][0] is log.entries[-1]  # the newest line in view
    assert lines[0][3] == log.body.top  # right under the heading
    assert log.rect.top > table.message_box.bottom


def test_the_log_under_a_card_stays_put_while_the_player_scrolls_it(sized_app):
    app = sized_app((1024, 640), 1.5)
    table = _table_with_a_long_log(app, 1)
    _hint_over_the_log(app, table)
    log = table.log_panel
    rect = log.rect.copy()
    log.scroll_by(log.line_height)
    h.step(app, 2)
    assert log.rect == rect and log.scroll > 0


SHORT_HINT = ("place your tile as shown. It makes a yellow reef of 2, for 2 points. You take the lead for the "
              "fish at the middle right (the left one), with 2 corals to Purple bot's 0. Click it or press Enter "
              "to play it.")


def _four_players_hinted(app, before=lambda table: True):
    """A four players' table whose human has SHORT_HINT up; `before` holds before the hint."""
    table = make_table(app, ["human", "easy", "easy", "easy"], seed=3)
    h.step(app)
    assert before(table)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    table.hint_words = lambda move, words: words
    table.show_hint(move, SHORT_HINT)
    return table


def test_four_players_hint_keeps_the_players_text_size_in_the_hand_panel(sized_app):
    # Playtest (1024x640, 150% text, four players): the hint set its words one size smaller (11
    # for 12) to fit the folded hand panel. Nearer the card's sides they fit at the player's size.
    app = sized_app((1024, 640), 1.5)
    table = _four_players_hinted(app)
    with h.labels_drawn() as drawn:
        h.step(app)
    box = table.message_box
    assert table.hand_panel.contains(box) and not box.colliderect(table.geo.outer)
    assert table._message_card_px == table.hint_px()
    words = [rect for label, px, rect in drawn if px == table.hint_px() and label in table.message]
    assert words and all(box.contains(rect.move(box.topleft)) for rect in words)  # (drawn on the card's layer)
    assert box.left == table.tray.left and box.right == table.tray.right  # in line with the tray above


def test_a_card_a_little_too_tall_for_the_whole_legend_folds_only_its_green_dot(sized_app):
    # 1024x640, four players: the whole legend folded away for a card one row too tall, leaving an
    # empty band under the card. Only the green dot's row goes (the quick reference explains it).
    from seaboard.ui.tables.bloomingsea_parts.panels import DEAD_LABEL, SPOTS_LABEL

    app = sized_app((1024, 640), 1.0)
    table = _four_players_hinted(app, before=lambda table: table.legend_shows_spots())
    with h.labels_drawn() as drawn:
        h.step(app)
    box = table.message_box
    assert table.hand_panel.contains(box) and table._message_card_px == table.hint_px()
    legend = {label: rect for label, _, rect in drawn if table.hand_panel.contains(rect) and rect.top > box.bottom}
    assert DEAD_LABEL in legend and "Purple bot" in legend and SPOTS_LABEL not in legend
    assert "Pile: 44" in legend


def test_the_legend_has_no_green_dot_once_the_game_is_over(sized_app):
    # The final position's legend said "your tile fits here" beside "Game over": no tile is held.
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.ui.screenshot import play_bot_moves
    from seaboard.ui.tables.bloomingsea_parts.panels import DEAD_LABEL, SPOTS_LABEL

    app = sized_app((1920, 1080), 1.0)
    game = play_bot_moves(BloomingSea(2, 1), None, 1)
    table = make_table(app, ["human", "easy"], seed=1, game=game)
    h.step(app, 2)
    while app.top is not table:  # (the results card over the final position)
        app.pop()
    with h.labels_drawn() as drawn:
        h.step(app)
    labels = [label for label, _, rect in drawn if table.hand_panel.contains(rect)]
    assert table.hand_title() == "Final position" and DEAD_LABEL in labels and SPOTS_LABEL not in labels


def test_a_log_with_no_room_left_under_a_card_is_not_drawn_rather_than_cut(sized_app):
    # Playtest (1024x640, 150% text): a hint card that needed the log's whole place left "Game log"
    # at the window's edge, cut, with no line under it.
    app = sized_app((1024, 640), 1.5)
    table = _table_with_a_long_log(app, 0)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    table.hint_words = lambda move, words: words
    table.show_hint(move, " ".join([LONG_HINT] * 3)[: len(LONG_HINT) * 5 // 2])  # the log's whole place
    with h.texts_drawn() as drawn:
        h.step(app, 2)
    log = table.log_panel
    assert table.log_area.contains(table.message_box)
    assert log.rect.height < log.header_height + log.line_height
    assert "Game log" not in drawn and not table.log_shown
    table.clear_hint()  # the hint goes: the log has its place back, and shows
    h.step(app, 2)
    assert table.log_shown and log.rect == table.log_area
