"""At the biggest text size in the smallest window, the side panels' lines fit whole, and
a players row's name and detail never touch."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.setup import NAME_FIELD_CHARS
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.bloomingsea import BloomingSeaTable
from seaboard.ui.tables.seagrass import SeagrassTable
from seaboard.ui.tables.seascroll import SeaScrollTable


@pytest.fixture
def big_app(open_app):
    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    yield app
    theme.set_text_scale(1.0)


def _open(app, table_cls, game_id, moves=0):
    kinds = ["human", "easy", "easy", "easy"]
    table = app.push(table_cls(app, TableSetup.default(game_id, 4, seed=1, kinds=kinds)))
    h.step(app, 2)
    return table


def _rows_apart(drawn, names, details):
    """Each name's line ends above its detail line starts."""
    rects = dict(drawn)
    for name, detail in zip(names, details):
        assert rects[name].bottom <= rects[detail].top + 1, (name, detail)


def test_blooming_sea_footer_and_players_rows_fit_at_the_biggest_text(big_app):
    table = _open(big_app, BloomingSeaTable, "bloomingsea")
    with h.lines_drawn() as drawn:
        h.step(big_app)
    footer = [(label, r) for label, r in drawn if label.startswith(("Pile:", "Fish left:"))]
    assert len(footer) == 2
    assert all(table.hand_panel.contains(r) for _, r in footer)
    details = [label for label, _ in drawn if label.startswith(("reefs ", "AI · "))]
    assert len(details) == 4 and all("fish" in d and "…" not in d for d in details)
    _rows_apart(drawn, [s.name for s in table.seats], details)
    heading = next(label for label, _ in drawn if label.startswith("Colours"))
    assert not heading.endswith("…")  # the key's heading: whole, or "Colours" alone


def test_sea_scroll_players_rows_do_not_touch_at_the_biggest_text(big_app):
    table = _open(big_app, SeaScrollTable, "seascroll")
    with h.lines_drawn() as drawn:
        h.step(big_app)
    details = [label for label, _ in drawn if label.startswith(tuple(f"{s.colour} · " for s in table.seats))]
    assert len(details) == 4
    _rows_apart(drawn, [s.name for s in table.seats], details)
    assert all(table.players_panel.contains(r) for label, r in drawn if label in details)


def test_seagrass_players_rows_say_hand_and_supply_uncut_at_the_biggest_text(big_app):
    _open(big_app, SeagrassTable, "seagrass")
    with h.lines_drawn() as drawn:
        h.step(big_app)
    details = [label for label, _ in drawn if label.startswith("Hand ") and "·" in label]
    assert len(details) == 4 and all("Sup" in d and "…" not in d for d in details)


def test_sea_scroll_redraws_its_board_words_when_the_text_size_changes_mid_game(open_app):
    app = open_app((1024, 640), animation_speed=0)
    _open(app, SeaScrollTable, "seascroll")
    h.step(app, 2)
    with h.lines_drawn() as drawn:
        h.step(app)
    assert not any(label.startswith("Ocean") for label, _ in drawn)  # the still board is reused...
    theme.set_text_scale(1.5)  # ...until the player picks a bigger text size in Settings
    try:
        with h.lines_drawn() as drawn:
            h.step(app)
        assert any(label.startswith("Ocean") for label, _ in drawn)
    finally:
        theme.set_text_scale(1.0)


def test_sea_scroll_take_step_says_everything_whole_at_the_biggest_text(big_app):
    from seaboard.engine.seascroll.moves import Draw

    setup = TableSetup.default("seascroll", 3, seed=2, kinds=["human", "easy", "easy"])
    table = big_app.push(SeaScrollTable(big_app, setup))
    h.step(big_app, 2)
    assert table.submit(Draw())
    h.step(big_app, 2)
    table._board_cache_key = None  # the still board is drawn again inside the spies, not reused
    with h.texts_drawn() as words, h.lines_drawn() as drawn:
        h.step(big_app)
    assert "Take no school" in words  # the button's label, not cut
    assert not any(line.endswith("…") for line in words if "school" in line or "habitat" in line)
    slot = table.lay.habitat_slots[0]
    invite = [(label, rect) for label, rect in drawn if label and label in "Drop a school here"]
    assert " ".join(label for label, _ in invite) == "Drop a school here"  # whole, over a few lines
    assert all(slot.contains(rect) for _, rect in invite)  # inside the slot, never spilling over


@pytest.mark.parametrize("game_id", ["bloomingsea", "seagrass", "seascroll"])
def test_each_games_results_show_every_button_label_whole_at_the_biggest_text(big_app, game_id):
    from seaboard.ui.screenshot import play_bot_moves
    from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults
    from seaboard.ui.tables.seagrass_parts.results import SeagrassResults
    from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults

    tables = {"bloomingsea": BloomingSeaTable, "seagrass": SeagrassTable, "seascroll": SeaScrollTable}
    cards = {"bloomingsea": BloomingSeaResults, "seagrass": SeagrassResults, "seascroll": SeaScrollResults}
    table = _open(big_app, tables[game_id], game_id)
    play_bot_moves(table.game, None, 1)
    table.results_shown = True
    card = big_app.push(cards[game_id](big_app, table))
    h.step(big_app)
    assert len(card.row_buttons()) == 4
    for button in card.row_buttons():
        assert button.natural_width() <= button.rect.width, (game_id, button.label)
        assert card.panel.contains(button.rect)


def test_seagrass_colony_instructions_are_whole_at_the_biggest_text(big_app):
    table = _open(big_app, SeagrassTable, "seagrass")
    h.click_button(big_app, "Research Colony")
    with h.texts_drawn() as drawn:
        h.step(big_app)
    assert not any(line.endswith("…") for line in drawn)
    assert any(line.endswith("Confirm.") for line in drawn)  # "... then Confirm." is not cut
    assert table.view().phase == "colony"


@pytest.mark.parametrize("table_cls, game_id", [
    (SeagrassTable, "seagrass"), (SeaScrollTable, "seascroll"), (BloomingSeaTable, "bloomingsea")])
def test_the_header_says_whose_turn_clear_of_the_title_and_buttons_at_the_biggest_text(big_app, table_cls,
                                                                                     game_id):
    # Hot seat with the longest names the setup takes: "Bartholomew Ulys's turn · choose Colony
    # or Reef" ran under Seagrass' Hint button at 150% in 1024x640.
    setup = TableSetup.default(game_id, 2, seed=1, kinds=["human", "human"])
    for seat in setup.seats:
        seat.name = "Bartholomew Ulys"[:NAME_FIELD_CHARS]
    table = big_app.push(table_cls(big_app, setup))
    h.step(big_app)
    h.key(big_app, pygame.K_RETURN)  # lifts the hand-off curtain
    assert big_app.top is table
    with h.lines_drawn() as drawn:
        h.step(big_app)
    status = [(label, r) for label, r in drawn if label.startswith("Bartholomew") and table.header.contains(r)]
    assert len(status) == 1, drawn
    label, words = status[0]
    left, right = table.header_room()
    assert words.left >= left and words.right <= right, (label, words, left, right)
    assert label.endswith("turn"), label  # whose turn is said whole; the step went rather than be cut


def test_seagrass_results_name_every_column_whole_at_the_biggest_text(big_app):
    # "Unplayed tiles" (the tie-break) was cut to "Unplayed …" at 150% in 1024x640.
    from seaboard.ui.screenshot import play_bot_moves
    from seaboard.ui.tables.seagrass_parts.results import SeagrassResults

    table = _open(big_app, SeagrassTable, "seagrass")
    play_bot_moves(table.game, None, 1)
    table.results_shown = True
    card = big_app.push(SeagrassResults(big_app, table))
    with h.lines_drawn() as drawn:
        h.step(big_app)
    labels = [label for label, r in drawn if card.panel.contains(r)]
    assert {"Colonies", "Reefs", "Unplayed tiles", "Score"} <= set(labels), labels
    assert not any(label.endswith("…") for label in labels), labels


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_the_demo_controls_say_their_words_whole_inside_their_panel_at_the_biggest_text(big_app, game_id):
    # Playtest: "Pause" read "Pau…" at 150%, and a three-part caption was cut.
    import random

    from seaboard.ui.scenes.demo import start_demo

    table = start_demo(big_app, game_id, attract=False, rng=random.Random(3), players=3)
    h.step(big_app)
    controls = table.demo_controls
    controls.state.paused = True  # the caption stays as set
    caption = "Purple bot places a tile (orange-green-orange); Purple bot expands the green reef to 3: +3."
    controls.state.caption = caption
    with h.texts_drawn() as words:
        h.step(big_app)
    buttons = [controls.play, controls.step, controls.slower, controls.faster]
    for button in buttons:
        assert controls.rect.contains(button.rect), button.label
        text_w = theme.font("bold", button.px).size(button.label)[0]
        assert text_w + 8 <= button.rect.width, button.label
    first = next(i for i, line in enumerate(words) if line.startswith("Purple bot places"))
    lines = []
    for line in words[first:]:
        if line.rstrip("…") not in caption:
            break
        lines.append(line)
    assert " ".join(lines).replace("- ", "-") == caption, lines  # every word, none cut


def test_seagrass_tile_panel_names_the_player_and_their_turn_whole_at_the_biggest_text(big_app):
    # Playtest: "Purple bot's til…" over "Purple bot is pla…" at 150% in 1024x640.
    import random

    from seaboard.ui.scenes.demo import start_demo

    table = start_demo(big_app, "seagrass", attract=False, rng=random.Random(3), players=4)
    h.step(big_app)
    with h.lines_drawn() as drawn:
        h.step(big_app)
    mover = table.names[table.game.current_player]
    in_tray = [label for label, r in drawn if table.tray.contains(r)]
    assert f"{mover}'s tiles" in in_tray and f"{mover} is playing" in in_tray, in_tray


def test_blooming_sea_tile_panel_names_whose_tile_whole_at_the_biggest_text(big_app):
    # Playtest: the replay's panel read "Purple bot's nex…" at 1024x640, seat 2 chosen.
    import random

    from seaboard.engine.registry import game_class
    from seaboard.store.replay import Replay
    from seaboard.store.saves import SeatInfo
    from seaboard.ui.scenes.replay import ReplayScene

    game = game_class("bloomingsea")(3, seed=4)
    rng = random.Random(4)
    for _ in range(12):
        game.apply(rng.choice(game.legal_moves()))
    seats = [SeatInfo("Ada", "human", "Yellow"), SeatInfo("Purple bot", "hard", "Purple"),
             SeatInfo("Green bot", "easy", "Green")]
    scene = big_app.push(ReplayScene(big_app, replay=Replay.from_game(game, seats)))
    for _ in range(5):
        scene.forward_one()
    assert scene.replay.game.current_player != 1  # so the panel shows Purple bot's *next* tile
    h.key(big_app, pygame.K_2, unicode="2")
    with h.lines_drawn() as drawn:
        h.step(big_app)
    panel = scene.table.hand_panel
    titles = [label for label, r in drawn if panel.contains(r) and label.startswith("Purple")]
    assert titles and not any(t.endswith("…") for t in titles), titles


def test_seagrass_key_discs_leave_the_specials_creatures_in_view_at_the_biggest_text(big_app, monkeypatch):
    # Playtest: at 150% the number discs over the four specials covered their creatures.
    table = _open(big_app, SeagrassTable, "seagrass")
    discs = []
    real_badge, real_text = table._draw_key_badge, theme.text

    def badge(surface, key, rect):
        drawn = []
        monkeypatch.setattr(theme, "text", lambda *a, **k: drawn.append(real_text(*a, **k)) or drawn[-1])
        try:
            real_badge(surface, key, rect)
        finally:
            monkeypatch.setattr(theme, "text", real_text)
        discs.append((key, rect, max(drawn[0].get_size()) + 4))  # the disc's diameter

    monkeypatch.setattr(table, "_draw_key_badge", badge)
    h.step(big_app)
    specials = [rect for item, rect in table.rack_items() if item.kind == "special"]
    on_specials = [(key, rect, d) for key, rect, d in discs if rect in specials]
    assert len(on_specials) == len(specials) == 4
    for key, rect, diameter in on_specials:
        assert diameter <= rect.height * 0.5, (key, diameter, rect.height)


def test_seagrass_still_says_scores_are_secret_at_the_biggest_text(big_app):
    # Playtest: at 150% the note did not fit beside the antlers and was simply left out.
    table = _open(big_app, SeagrassTable, "seagrass")
    assert None in table.view().scores
    with h.lines_drawn() as drawn:
        h.step(big_app)
    notes = [r for label, r in drawn if label == "Scores are secret"]
    assert len(notes) == 1 and table.players_panel.contains(notes[0])


@pytest.mark.parametrize("game_id", ["bloomingsea", "seagrass"])
def test_a_four_way_tie_break_is_said_whole_on_the_results_at_the_biggest_text(big_app, game_id):
    # Playtest: at 150% in 1024x640 a four-way tie ended "...Purple bot would take their turn f…"
    # before it said who wins (Blooming Sea); Seagrass' ran past its card.
    from seaboard.engine.core import Result, seat_ref
    from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults
    from seaboard.ui.tables.seagrass_parts.results import SeagrassResults

    table = _open(big_app, {"bloomingsea": BloomingSeaTable, "seagrass": SeagrassTable}[game_id], game_id)
    for seat in table.seats:
        seat.name = (seat.name + " Bartholomew")[:NAME_FIELD_CHARS]
    table.names = [seat.name for seat in table.seats]
    tie = (" and ".join(seat_ref(s) for s in (1, 2, 3, 0)) + " tied on 40; "
           f"{seat_ref(1)} would take their turn first, so {seat_ref(1)} wins.")
    card = (BloomingSeaResults if game_id == "bloomingsea" else SeagrassResults)(big_app, table)
    card.result = Result([40] * 4, [1], [1, 2, 3, 0], [{"reefs": 40}] * 4, tiebreak=tie)
    table.results_shown = True
    big_app.push(card)
    with h.lines_drawn() as drawn:
        h.step(big_app)
    said = [(label, r) for label, r in drawn if label and label in card.result.tiebreak_for(table.names)
            and len(label) > 20]
    assert " ".join(label for label, _ in said) == card.result.tiebreak_for(table.names)
    first_row_top = min(r.top for label, r in drawn if label in ("Reefs", "Score"))
    assert all(card.panel.contains(r) and r.bottom <= first_row_top for _, r in said), said


LONG_NAMES = ("Bartholomew Ames", "M" * NAME_FIELD_CHARS, "Wilhelmina Moore", "Gwendolyn Waters")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["bloomingsea", "seagrass", "seascroll"])
def test_results_show_names_typed_at_their_longest_whole_and_clear_of_the_numbers(open_app, game_id, size):
    # Playtest: at 150% text Blooming Sea's results cut a name typed at its maximum length; Sea
    # Scroll's cut every such name to its first eight letters. Two long names sharing the victory
    # ran past the card's edges.
    import dataclasses

    from seaboard.ui.screenshot import play_bot_moves
    from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults
    from seaboard.ui.tables.seagrass_parts.results import SeagrassResults
    from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults

    app = open_app(size, animation_speed=0, text_scale=1.5)
    try:
        tables = {"bloomingsea": BloomingSeaTable, "seagrass": SeagrassTable, "seascroll": SeaScrollTable}
        cards = {"bloomingsea": BloomingSeaResults, "seagrass": SeagrassResults, "seascroll": SeaScrollResults}
        table = _open(app, tables[game_id], game_id)
        for seat, name in zip(table.seats, LONG_NAMES):
            seat.name = name
        table.names = [seat.name for seat in table.seats]
        play_bot_moves(table.game, None, 1)
        table.results_shown = True
        card = cards[game_id](app, table)
        card.result = dataclasses.replace(card.result, winners=tuple(card.order[:2]))  # two share the victory
        app.push(card)
        with h.lines_drawn() as drawn:
            h.step(app)
        winners = card.winners_line()  # the card's first words (the table is drawn under it)
        start = max(i for i, (label, _) in enumerate(drawn) if len(label) > 16 and winners.startswith(label))
        on_card = [(label, rect) for label, rect in drawn[start:] if card.panel.contains(rect)]
        for name in LONG_NAMES:
            parts = [(label, rect) for label, rect in on_card if label and label in name]
            assert "".join(label for label, _ in parts).replace(" ", "") == name.replace(" ", ""), (name, parts)
            for _label, rect in parts:
                others = [label for label, r in on_card if r.colliderect(rect) and (label, r) not in parts]
                assert not others, (name, others)
        said = [(label, rect) for label, rect in on_card if label and label in winners and len(label) > 16]
        assert " ".join(label for label, _ in said) == winners
        assert all(not r.colliderect(rect) for _, rect in said for label, r in on_card if (label, r) not in said)
    finally:
        theme.set_text_scale(1.0)


UNSPACED = ("Bartholomewsmith", "M" * NAME_FIELD_CHARS, "Ada", "Gwendolyn Waters")  # typed at the longest, no spaces


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_sea_scroll_results_give_a_long_unspaced_name_one_line_where_the_card_has_room(open_app, size, text_scale):
    # Playtest: the names' column had a fixed width, so a 16-letter name without spaces broke onto
    # two lines even at 100% text beside columns and a window with room to spare.
    from seaboard.ui.screenshot import play_bot_moves
    from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    try:
        table = _open(app, SeaScrollTable, "seascroll")
        for seat, name in zip(table.seats, UNSPACED):
            seat.name = name
        table.names = [seat.name for seat in table.seats]
        play_bot_moves(table.game, None, 1)
        table.results_shown = True
        card = app.push(SeaScrollResults(app, table))
        with h.lines_drawn() as drawn:
            h.step(app)
        winners = card.winners_line()  # the card's first words (the table is drawn under it)
        start = max(i for i, (label, _) in enumerate(drawn) if winners.startswith(label) and len(label) > 8)
        on_card = [(label, rect) for label, rect in drawn[start:] if card.panel.contains(rect)]
        # The widest name there is ("M" sixteen times) has no such room at 150% text in the small
        # window, the columns at their narrowest: it takes two whole lines there (tested above).
        one_line = [name for name in UNSPACED if not (name.startswith("MM") and size == (1024, 640) and text_scale > 1)]
        for name in one_line:
            lines = [rect for label, rect in on_card if label == name]
            assert len(lines) == 1, (name, [label for label, _ in on_card if label and label in name])
            assert not [label for label, r in on_card if r.colliderect(lines[0]) and label != name]
        headings = [label for species in card.species_names.values() for label in species]
        assert headings and not any(label.endswith("…") for label in headings)  # each species named whole
    finally:
        theme.set_text_scale(1.0)
