"""Where the Seagrass table says its hint, and that its words account for every tile it rings
(playtest: a pill over the foot of the board, and a ringed crab the words never named)."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ai.hint import describe_step
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable
from seaboard.ui.tables.seagrass_parts.hint_card import ENTER_SAYS, LOG_LINES_KEPT, SHORT_FOOTER, WHOLE_FOOTER
from seaboard.ui.tables.seagrass_parts.rack import tile_words

# The playtest's turn (seed 0, three players): a double and a single turtle and the special turtle,
# then the turtle's extra Research Reef action with a crab face down.
PLAN = (PlaceCreature((3, 5), "turtle-2"), PlaceCreature((2, 5), "turtle-1"),
        PlaceCreature((1, 5), "turtle-special"), Confirm(), PlaceReefTile((5, 4), "crab-1"), Confirm())


def _hinted_table(open_app, size, text_scale=1.0, players=3, options=None):
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    kinds = ["human", "medium", "easy", "easy"][:players]
    table = app.push(SeagrassTable(app, TableSetup.default("seagrass", players, seed=0, options=options or {},
                                                           kinds=kinds)))
    h.step(app, 2)
    words = describe_step(type(table.game), table.game.view(0), ChooseAction("colony"), table.names,
                          then=list(PLAN))
    table.show_hint(ChooseAction("colony"), words, PLAN)
    return app, table


def _logged(table, lines=12):
    """The log with more lines than any hint leaves room for (the table's game has just begun)."""
    for i in range(lines):
        table.log_panel.add(f"Line {i} of the game so far.", seat=i % len(table.seats))


def _whole_log_lines(log) -> int:
    """How many whole lines the game log's body holds."""
    return log.body.height // log.line_height


# (window, text size, players): where the card stands in the side column, and where it floats.
SIZES = [((1024, 640), 1.0, 3), ((1024, 640), 1.5, 3), ((1024, 640), 1.5, 4), ((1280, 800), 1.0, 3),
         ((1280, 800), 1.5, 3), ((1920, 1080), 1.0, 3), ((1920, 1080), 1.5, 4)]


@pytest.mark.parametrize("size, text_scale, players", SIZES)
def test_a_seagrass_hint_stands_whole_clear_of_the_players_the_log_and_the_tray(open_app, size, text_scale, players):
    # Playtest: at 1024x640 with 150% text the card stood over most of the game log, whose lines
    # ring on the board what they name. The card is whole, the log keeps a few lines, nothing overlaps.
    # Floating over the board, the card says the step to play now, and H the whole plan (hint_cover).
    app, table = _hinted_table(open_app, size, text_scale, players)
    _logged(table)
    floating = table.hint_card_place()[0] != "column"
    for whole in (False, True) if floating else (True,):
        with h.texts_drawn() as drawn:  # (the frame that draws the card: it is kept, once drawn)
            h.key(app, pygame.K_h) if whole and floating else h.step(app)
        card, log = table.message_box, table.log_panel
        assert not card.colliderect(log.rect) and not card.colliderect(table.players_panel)
        assert not card.colliderect(table.tray) and not card.colliderect(table.header)
        assert table.side.contains(card) or floating and table.view_rect.contains(card)  # column, or water
        assert _whole_log_lines(log) >= LOG_LINES_KEPT and len(log.shown_lines()) >= LOG_LINES_KEPT
        said = table.message.removeprefix("Hint: ")
        start = max(i for i, line in enumerate(drawn) if line == "Hint")  # the card's head (not the button)
        if floating:  # (how to play it is the card's last line there)
            said = said.replace(f" {ENTER_SAYS}", "")
            assert " ".join(drawn[start:]).endswith(SHORT_FOOTER if not whole else WHOLE_FOOTER)
        shown = " ".join(line for line in drawn[start + 1:] if not line.startswith("Step "))
        assert shown.startswith(said if whole else table.hint_sentences()[0])  # nothing cut
        hinted = [table.cell_centre(m.cell) for m in table.hint_steps() if getattr(m, "cell", None) is not None]
        assert hinted and not any(card.collidepoint(c) for c in hinted)  # the spaces it plays on show


@pytest.mark.parametrize("size, text_scale, players", [((1024, 640), 1.0, 3), ((1920, 1080), 1.0, 3)])
def test_where_there_is_room_the_hint_stands_in_the_side_column_the_log_under_it(open_app, size, text_scale, players):
    app, table = _hinted_table(open_app, size, text_scale, players)
    with h.texts_drawn() as drawn:
        h.step(app)
    card, log = table.message_box, table.log_panel.rect
    assert table.log_area.contains(card) and card.top == table.log_area.top
    assert log.top >= card.bottom and log.bottom == table.log_area.bottom and "Game log" in drawn
    table.submit(ChooseAction("reef"))  # the player goes their own way: the hint goes
    h.step(app, 2)
    assert table.log_panel.rect == table.log_area


@pytest.mark.parametrize("players, options", [(3, {}), (4, {"discovery": True})])
def test_at_1024x640_with_150_percent_text_the_hint_floats_in_the_water_and_the_log_keeps_its_place(
        open_app, players, options):
    # The column has no room for the card and a few lines of the log: the card floats over the
    # board where it hides least, and the log stays whole.
    app, table = _hinted_table(open_app, (1024, 640), 1.5, players, options)
    _logged(table)
    h.step(app)
    assert table.view_rect.contains(table.message_box)
    assert table.log_panel.rect == table.log_area and _whole_log_lines(table.log_panel) >= LOG_LINES_KEPT


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1920, 1080), 1.0)])
def test_the_hint_card_and_the_log_stand_still_through_every_step_of_the_hint(open_app, size, text_scale):
    # Playtest: the card shrank as each step's words grew shorter, leaving an empty band over the
    # log (which stayed put so as not to jump). The card is sized once, for the longest step.
    app, table = _hinted_table(open_app, size, text_scale)
    h.step(app)
    card, log = pygame.Rect(table.message_box), pygame.Rect(table.log_panel.rect)
    said = []
    for _ in range(len(PLAN) + 1):
        assert table.message_box == card and table.log_panel.rect == log, table.message
        said.append(table.message)
        assert table.follow_hint()
        h.step(app, 2)
    assert table.hint_move is None and table.log_panel.rect == table.log_area  # the plan is played
    assert len(said[-1]) < len(said[0]) * 0.6  # (its last step's words take far fewer lines)


def test_a_shorter_step_of_the_same_hint_keeps_the_card_and_the_log_where_they_stood(open_app):
    app, table = _hinted_table(open_app, (1920, 1080), 1.0)
    h.step(app)
    card, top = pygame.Rect(table.message_box), table.log_panel.rect.top
    table.show_hint(table.hint_move, "Play a single turtle tile.", table.hint_then)  # a shorter message
    h.step(app)
    assert table.message_box == card and table.log_panel.rect.top == top
    table.clear_hint()
    table.message = ""
    h.step(app)
    assert table.log_panel.rect == table.log_area  # the hint is over: the log has its place back


def test_the_floating_hint_fades_while_a_hovered_log_line_rings_spaces_on_the_board(open_app):
    app, table = _hinted_table(open_app, (1024, 640), 1.5)
    h.step(app)
    assert table.view_rect.contains(table.message_box) and not table.message_peeked
    table.log_panel.add("Ada plays a single turtle tile.", seat=0, spots=((3, 5),))
    log = table.log_panel
    log.jump_to_newest()
    entry, _n, _line, y = log.shown_lines()[-1]
    h.move(app, (log.body.left + log.glyph_column + 20, y + 3))
    h.step(app)
    assert table.log_marks and table.message_peeked  # drawn faint, so the ringed spaces show


def test_every_tile_the_hint_rings_on_the_rack_is_named_in_its_words(open_app):
    app, table = _hinted_table(open_app, (1024, 640))
    ringed = {item.code for item in table.selectable_items() if item in table.hinted_items()}
    assert ringed == {"turtle-2", "turtle-1", "turtle-special", "crab-1"}
    for code in ringed:
        assert tile_words(code).removesuffix(" tile") in table.message or \
            tile_words(code).replace("double ", "double and a single ") in table.message, code
    assert "face down" in table.message and "explored" not in table.message


def test_the_hinted_spaces_and_tiles_glow_in_the_sand_of_advice_not_the_coral_of_refusals(open_app, monkeypatch):
    # Playtest: Sea Scroll's hint glows in sand, the colour of its words; Seagrass still ringed
    # its hinted spaces and tiles in coral, the colour of refusals, and a hint looked like an error.
    from seaboard.ui.render.theme import PALETTE
    from seaboard.ui.tables.seagrass_parts import art

    app, table = _hinted_table(open_app, (1024, 640))
    rings = []
    real = art.glow_image
    monkeypatch.setattr(art, "glow_image", lambda r, colour, *a, **k: (rings.append((r, tuple(colour))),
                                                                       real(r, colour, *a, **k))[1])
    h.step(app)
    placements = [m for m in table.hint_steps() if getattr(m, "cell", None) is not None]
    assert placements  # the hint plans spaces on the board
    advice = PALETTE["sand"]  # theme.ADVICE, the colour of the hint's words
    assert PALETTE["coral"] not in [c for _, c in rings]
    assert rings.count((table.geometry.radius, advice)) >= len(placements)  # each space
    assert (table.rack_r, advice) in rings  # its tile on the rack


def test_the_hint_says_why_and_keeps_the_whole_turns_reason_through_its_steps_followed(open_app):
    # Playtest: the hint said what to do, never why. Its reason is the whole turn's: once the double
    # turtle is down, the rest of the plan alone no longer adds those creatures around reef 7.
    app, table = _hinted_table(open_app, (1920, 1080))
    why = "Why: you will be the only one with creatures around reef 7: 2 creatures."
    assert why in table.message and table.message.index(why) < table.message.index("Enter plays it")
    for step in (ChooseAction("colony"), PLAN[0]):
        table.submit(step)  # the player follows the hint, step by step
        h.step(app)
        assert table.hint_move is not None and why in table.message
