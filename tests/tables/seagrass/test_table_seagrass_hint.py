"""Where the Seagrass table says its hint, and that its words account for every tile it rings
(playtest: a pill over the foot of the board, and a ringed crab the words never named)."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.ai.hint import describe_step
from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.render import theme
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable
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


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1920, 1080), 1.0)])
def test_a_seagrass_hint_stands_over_the_game_log_whole_and_clear_of_the_board(open_app, size, text_scale):
    try:
        app, table = _hinted_table(open_app, size, text_scale)
        with h.texts_drawn() as drawn:
            h.step(app)
        card = table.message_box
        assert not card.colliderect(table.view_rect) and not card.colliderect(table.tray)
        # At 1024x640 with 150% text, the playtest's long turn with its reason is taller than the
        # log: it stands over the side column from the log's foot up (as four players' does).
        assert table.log_area.contains(card) if (size, text_scale) != ((1024, 640), 1.5) else \
            table.side.contains(card) and card.bottom == table.side.bottom
        said = table.message.removeprefix("Hint: ")
        start = max(i for i, line in enumerate(drawn) if line == "Hint")  # the card's head (not the button)
        shown = " ".join(drawn[start + 1:])
        assert shown.startswith(said)  # whole, nothing cut
    finally:
        theme.set_text_scale(1.0)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_game_log_steps_down_under_the_hint_card_and_back_up_once_it_goes(open_app, size):
    # Playtest: the card hid the log's heading and cut a line in half; a hint now stands all turn.
    app, table = _hinted_table(open_app, size, 1.0)
    with h.texts_drawn() as drawn:
        h.step(app)
    card, log = table.message_box, table.log_panel.rect
    assert log.top >= card.bottom and log.bottom == table.log_area.bottom and "Game log" in drawn
    table.submit(ChooseAction("reef"))  # the player goes their own way: the hint goes
    h.step(app, 2)
    assert table.log_panel.rect == table.log_area


def test_the_game_log_keeps_its_place_through_a_hints_steps_though_their_words_grow_shorter(open_app):
    # Playtest: the log jumped up and down as each step's words took more lines or fewer.
    app, table = _hinted_table(open_app, (1920, 1080), 1.0)
    h.step(app)
    top = table.log_panel.rect.top
    table.show_hint(table.hint_move, "Play a single turtle tile.", table.hint_then)  # a shorter card
    h.step(app)
    assert table.message_box.bottom < top - table.px(12) and table.log_panel.rect.top == top
    table.clear_hint()
    table.message = ""
    h.step(app)
    assert table.log_panel.rect == table.log_area  # the hint is over: the log has its place back


def test_a_hint_too_long_for_the_log_stands_over_the_side_column_not_the_board(open_app):
    # Four players with Discovery tokens at 150%: their rows leave the log too short for it.
    try:
        app, table = _hinted_table(open_app, (1024, 640), 1.5, players=4, options={"discovery": True})
        table.show_hint(ChooseAction("colony"), table.message.removeprefix("Hint: ") + " You take two discovery tokens.",
                        PLAN)
        h.step(app)
        card = table.message_box
        assert card.height > table.log_area.height
        assert table.side.contains(card) and not card.colliderect(table.view_rect)
    finally:
        theme.set_text_scale(1.0)


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
