"""The hand panel's sentence tells the player at the screen what to do next."""

import re

import pygame
import pytest
import ui_harness as h
from bs_table_helpers import choose_place, hand_point, key_place, make_table

from seaboard.ui.scenes.handoff import HandoffScene


def test_after_a_hot_seat_move_the_panel_says_to_pass_the_screen(open_app):
    app = open_app(animation_speed=1)  # the move's animation runs before the curtain
    table = make_table(app, ["human", "human"], seed=3)
    h.step(app)
    h.key(app, pygame.K_RETURN)  # Ada lifts the first curtain
    assert app.top is table and table.can_play()
    key_place(app, table, choose_place(table, 0))
    assert table.handoff_pending and app.top is table
    assert table.hint_text(table.view()) == f"Next: {table.names[1]}. Click or press Enter to pass the screen."
    # Playtest: the header said "Bruno's turn" while Ada, still at the screen, watched her points
    # land. It says what Seagrass says then.
    with h.texts_drawn() as drawn:
        h.step(app)
    assert f"Turn over · {table.names[1]} is next" in drawn and f"{table.names[1]}'s turn" not in drawn
    h.click(app, table.board_area.center)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1


def test_while_dragging_the_panel_says_how_a_legal_spot_looks(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    assert table.hint_text(table.view()).startswith("Drag the tile onto the board")
    start = hand_point(table)
    h.drag(app, [start, (start[0] + 40, start[1]), (start[0] + 80, start[1] + 10)], release=False)
    assert table.hint_text(table.view()).startswith("Drop it where it fits: green dots")
    h.post_up((start[0] + 80, start[1] + 10))
    h.step(app, 30)


def test_under_the_quick_reference_the_player_to_act_keeps_their_instructions(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    h.key(app, pygame.K_F1)
    assert app.top is not table
    hint = table.hint_text(table.view())
    assert "is playing" not in hint and hint.startswith("Drag the tile onto the board")


def test_an_illegal_spot_says_why_by_the_ghost_before_the_drop(open_app, monkeypatch):
    from seaboard.engine.bloomingsea.moves import Place
    from seaboard.ui.tables.bloomingsea_parts.shots import illegal_anchor, legal_anchor

    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    pills = []
    monkeypatch.setattr(table, "draw_pill", lambda _s, text, cells, fill, ink, **k: pills.append(text))
    table.rotation = 0
    table.cursor = illegal_anchor(table.game)
    h.step(app)
    assert pills and pills[-1] == table.game.explain(Place(0, *table.cursor))
    pills.clear()
    table.cursor = legal_anchor(table.game)
    h.step(app)
    assert all(text != table.game.explain(Place(0, *illegal_anchor(table.game))) for text in pills)


def test_hot_seat_tile_is_face_down_between_its_owners_turns(open_app, monkeypatch):
    app = open_app(animation_speed=1)
    table = make_table(app, ["human", "human"], seed=3)
    h.step(app)
    h.key(app, pygame.K_RETURN)  # Ada lifts the first curtain
    assert not table.hand_hidden()  # her own turn: her tile shows
    tiles, backs = [], []
    monkeypatch.setattr(table.board_view, "draw_tile", lambda *a, **k: tiles.append(a))
    monkeypatch.setattr(table, "draw_tile_back", lambda _s: backs.append(1))
    key_place(app, table, choose_place(table, 0))
    assert table.handoff_pending and table.view().hand is not None
    tiles.clear()
    h.step(app)
    assert table.hand_hidden() and backs and not tiles  # her new tile stays face down


def test_against_bots_the_next_tile_stays_in_view(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    assert not table.hand_hidden()
    key_place(app, table, choose_place(table, 0))
    assert len(table.game.moves) >= 1 and not table.hand_hidden()  # one human: nobody to hide it from


def test_the_score_preview_never_hides_the_reef_it_grows(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    geo = table.geo
    ghost = [(5, 5), (6, 5), (7, 5)]
    plain = table.draw_pill(app.screen, "reef +3", ghost, (255, 255, 255), (0, 0, 0))
    assert plain.bottom <= geo.cell_rect(5, 5).top  # above the ghost, as usual
    reef_above = [(6, 4), (6, 3)]
    moved = table.draw_pill(app.screen, "reef +3", ghost, (255, 255, 255), (0, 0, 0), avoid=reef_above)
    assert moved.top >= geo.cell_rect(5, 5).bottom  # below: the reef above stays in view
    assert moved.collidelist([geo.cell_rect(x, y) for x, y in reef_above]) < 0


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_score_label_by_the_ghost_covers_no_fish_square_where_a_spot_beside_it_is_clear(open_app, size):
    # Playtest: "reef +3" above the ghost lay over half a fish. On the opening board every spot
    # has a clear place for it along the ghost's top or foot or at its side.
    from seaboard.engine.bloomingsea.moves import Place

    app = open_app(size, animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    geo, px = table.geo, table.px
    fish = [geo.cell_rect(x, y) for x, y in table.view().board.numbered]
    moved = 0
    for move in table.game.legal_moves():
        if not isinstance(move, Place):
            continue
        cells = [square for square, _ in table.hand_tile().cells_at(move.rotation, move.x, move.y)]
        rects = [geo.cell_rect(x, y) for x, y in cells]
        ghost = rects[0].unionall(rects[1:])
        pill = table.draw_pill(app.screen, "reef +3", cells, (255, 255, 255), (0, 0, 0))
        assert pill.collidelist(fish) < 0, move
        assert not pill.colliderect(ghost) and geo.grid.contains(pill), move
        assert pill.colliderect(ghost.inflate(2 * px(6) + 2, 2 * px(6) + 2)), move  # beside the ghost
        usual = pill.copy()
        usual.midbottom = (ghost.centerx, ghost.top - px(6))
        moved += usual.clamp(geo.grid).collidelist(fish) >= 0
    assert moved  # the case in hand: above the ghost it would have hidden a fish


def test_the_preview_knows_the_reef_squares_a_spot_would_score(open_app):
    from seaboard.engine.bloomingsea.events import ReefScored
    from seaboard.engine.bloomingsea.moves import Place

    app = open_app(animation_speed=0)
    table = make_table(app, ["easy", "easy"], seed=3)
    game = table.game
    for turn in range(12):  # a few moves so reefs can be grown
        table.apply_move(game.legal_moves()[turn * 31 % len(game.legal_moves())])
    growing = next(m for m in game.legal_moves() if isinstance(m, Place)
                   and any(isinstance(e, ReefScored) for e in game.clone().apply(m)))
    expected = {c for e in game.clone().apply(growing) if isinstance(e, ReefScored) for c in e.cells}
    assert table.preview(growing).startswith("reef +")
    assert set(table._preview_reefs) == expected



def test_the_preview_knows_the_fish_a_spot_would_decide_and_keeps_them_in_view(open_app, monkeypatch):
    # Playtest: the "fish +6" label sat over the coral it was counting.
    import random

    from seaboard.engine.bloomingsea.events import FishDecided
    from seaboard.engine.bloomingsea.moves import Place

    app = open_app(animation_speed=0)
    table = make_table(app, ["easy", "easy"], seed=3)
    game, rng = table.game, random.Random(3)
    deciding = None
    while deciding is None and not game.is_over:
        deciding = next((m for m in game.legal_moves() if isinstance(m, Place)
                         and any(isinstance(e, FishDecided) for e in game.clone().apply(m))), None)
        if deciding is None:
            table.apply_move(rng.choice(game.legal_moves()))
    assert deciding is not None
    decided = [e for e in game.clone().apply(deciding) if isinstance(e, FishDecided)]
    expected = {(e.x, e.y) for e in decided} | {tuple(c) for e in decided for cells in e.counted for c in cells}
    assert "fish" in table.preview(deciding)
    assert set(table._preview_fish) == expected
    avoided = []
    monkeypatch.setattr(table, "draw_pill", lambda _s, text, cells, fill, ink, avoid=(), **_: avoided.extend(avoid))
    cells = [square for square, _ in table.hand_tile().cells_at(deciding.rotation, deciding.x, deciding.y)]
    table.draw_preview(app.screen, deciding, cells)
    assert expected - set(cells) <= set(avoided)

def test_the_hint_button_is_on_the_header_clear_of_the_other_buttons_and_asks_for_a_hint(open_app):
    app = open_app(animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    buttons = [table.hint_button, table.help_button, table.undo_button, table.pause_button]
    assert all(b.visible for b in (table.hint_button, table.help_button, table.pause_button))
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)
    h.click(app, table.hint_button.rect.center)
    h.step(app, 2)
    assert table.hint_worker.busy or table.hint_move is not None or "hint" in table.message.lower()


def test_the_hint_button_shows_the_suggested_placement_on_the_board_and_enter_plays_it(open_app, monkeypatch):
    import time

    from seaboard.engine.bloomingsea.moves import Place

    app = open_app(animation_speed=0)
    app.settings.bot_think_seconds = 0.05
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    ghosts = []
    draw_ghost = table.board_view.draw_ghost
    monkeypatch.setattr(table.board_view, "draw_ghost",
                        lambda surface, placed, legal: ghosts.append((placed, legal)) or draw_ghost(surface, placed, legal))
    h.click_button(app, "Hint")
    deadline = time.monotonic() + 30
    while table.hint_move is None and time.monotonic() < deadline:
        h.step(app)
        time.sleep(0.01)  # the hint thinks on its own thread
    move = table.hint_move
    assert isinstance(move, Place)
    assert (table.rotation, table.cursor) == (move.rotation, (move.x, move.y))
    ghosts.clear()
    h.step(app)
    placed, legal = ghosts[-1]
    assert legal and placed == table.view().hand.cells_at(move.rotation, move.x, move.y)
    played = len(table.game.moves)
    h.key(app, pygame.K_RETURN)
    assert table.game.moves[played] == move  # (the bot may have answered already)


def test_a_hint_asked_by_keyboard_is_played_by_the_next_enter(open_app):
    import time

    app = open_app(animation_speed=0)
    app.settings.bot_think_seconds = 0.05
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    for _ in range(len(table.focus.widgets) + 1):  # Tab to the Hint button, as a keyboard player does
        if table.focus.focused is table.hint_button:
            break
        h.key(app, pygame.K_TAB)
    assert table.focus.focused is table.hint_button
    h.key(app, pygame.K_RETURN)
    deadline = time.monotonic() + 30
    while table.hint_move is None and time.monotonic() < deadline:
        h.step(app)
        time.sleep(0.01)
    move = table.hint_move
    played = len(table.game.moves)
    h.key(app, pygame.K_RETURN)
    assert len(table.game.moves) > played and table.game.moves[played] == move


def test_the_hint_says_what_it_scores_and_never_covers_the_tile_it_shows(open_app):
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.engine.bloomingsea.moves import Place
    from seaboard.ui.screenshot import play_bot_moves

    app = open_app((1024, 640), animation_speed=0)
    game = play_bot_moves(BloomingSea(2, 4), 10, 4)
    table = make_table(app, ["human", "easy"], seed=4, game=game)
    h.step(app, 2)
    places = [m for m in game.legal_moves() if isinstance(m, Place)]
    for move in (max(places, key=lambda m: m.y), min(places, key=lambda m: m.y)):
        table.show_hint(move, "the words of the log")
        h.step(app)
        assert table.message.startswith("Hint: place your tile as shown") and "Click it or press Enter to play it" in table.message
        cells = [table.geo.cell_rect(x, y) for (x, y), _ in table.view().hand.cells_at(move.rotation, move.x, move.y)]
        assert table.message_box.collidelist(cells) < 0
        assert table.water().contains(table.message_box) or table.guide_area().contains(table.message_box)


def test_a_fish_setup_hint_chooses_its_fish_says_where_in_words_and_enter_puts_it_there(open_app):
    from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES
    from seaboard.engine.bloomingsea.moves import PlaceFish

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options={"mode": "aquarist", "aquarist_setup": "choose"})
    h.step(app)
    square = table.view(None).board.numbered[3]
    hinted = PlaceFish(list(AQUARIST_VALUES)[2], *square)  # not the first kind: it must be chosen
    assert hinted in table.game.legal_moves()
    table.show_hint(hinted, "Put a fish on (x, y).")
    assert table.chosen_fish() == hinted.fish and tuple(table.cursor) == tuple(square)
    assert not re.search(r"\(\d", table.message) and "square" in table.message  # where, in words, not (x, y)
    h.key(app, pygame.K_RETURN)
    assert table.game.moves[0] == hinted


def _side_b_table(open_app, size=(1920, 1080), text_scale=1.0):
    import random

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = make_table(app, ["human", "easy"], seed=7, options={"side": "B"})
    rng = random.Random(7)
    while len(table.game.moves) < 16:
        table.game.apply(rng.choice(table.game.legal_moves()))
    table.on_undo()
    h.step(app, 2)
    return app, table


def _hinted_places(table):
    from seaboard.engine.bloomingsea.moves import Place

    places = [m for m in table.game.legal_moves() if isinstance(m, Place)]
    return min(places, key=lambda m: m.y), max(places, key=lambda m: m.y)


@pytest.mark.parametrize("size, text_scale", [((1280, 800), 1.0), ((1024, 640), 1.5)])
def test_a_hint_stands_in_the_hand_panel_in_for_its_instructions_clear_of_the_board(open_app, size, text_scale):
    # Playtest: the hint's words sat over the bottom row of the board and a fish's value; and a
    # longer one (a fish it decides, a big text size) still went to the water.
    app, table = _side_b_table(open_app, size, text_scale=text_scale)
    for move in _hinted_places(table):
        table.show_hint(move, "the words of the log")
        with h.texts_drawn() as drawn:
            h.step(app)
        assert table.hand_panel.contains(table.message_box)
        assert not table.message_box.colliderect(table.geo.outer)
        assert not any(line.startswith("Drag the tile onto") for line in drawn)  # the hint stands in for it
    table.clear_hint()
    table.message = ""
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any(line.startswith("Drag the tile onto") for line in drawn)


def test_a_message_in_the_water_keeps_off_the_fish_and_the_tile_the_hint_shows(open_app):
    # A message in the water (and, at the biggest text, the hint too) goes where it covers no fish
    # when it can: at the foot of the water it hid a fish's value (playtest).
    app, table = _side_b_table(open_app, (1280, 800))
    table.show_message("You can only place a tile where all three squares are free and on the board.")
    h.step(app)
    fish = [table.geo.cell_rect(x, y) for x, y, _, _ in table.view().fish]
    lagoon = table.geo.grid.inflate(round(table.geo.cell * 0.44), round(table.geo.cell * 0.44))
    assert lagoon.contains(table.message_box)  # in the water, never over the score track
    assert table.message_box.collidelist(fish) < 0
    app, table = _side_b_table(open_app, (1024, 640), text_scale=1.5)
    table.message_card = lambda: None  # a panel with no room for it (it fits there at this size now)
    for move in _hinted_places(table):
        table.show_hint(move, "the words of the log")
        h.step(app)
        cells = [table.geo.cell_rect(x, y) for (x, y), _ in table.view().hand.cells_at(move.rotation, move.x, move.y)]
        lagoon = table.geo.grid.inflate(round(table.geo.cell * 0.44), round(table.geo.cell * 0.44))
        assert lagoon.contains(table.message_box)  # no room in the panel: in the water
        assert table.message_box.collidelist(cells) < 0


def test_the_hint_goes_once_the_player_moves_the_cursor_turns_or_picks_up_the_tile(open_app):
    # Playtest: an old hint stayed up while the player dragged the tile somewhere else.
    app, table = _side_b_table(open_app)
    move = _hinted_places(table)[0]
    for act in (lambda: h.key(app, pygame.K_DOWN), lambda: h.key(app, pygame.K_r),
                lambda: h.drag(app, [hand_point(table), table.board_area.center], release=False)):
        table.show_hint(move, "the words of the log")
        h.step(app)
        assert table.hint_on_screen() and table.cursor == (move.x, move.y)
        act()
        h.step(app)
        assert table.hint_move is None and table.message == ""
    h.key(app, pygame.K_ESCAPE)
    table.show_hint(move, "the words of the log")
    h.step(app, 3)
    assert table.hint_on_screen()  # left alone, it stays


def test_the_green_dots_give_way_to_the_hints_ghost_and_come_back_when_the_player_moves_on(open_app, monkeypatch):
    # Playtest: with a hint up, the cursor's green "fits here" dots competed with the hint's ghost.
    # As at rest (no dots until the tile is picked up or the cursor is out), the hint shows alone.
    app, table = _side_b_table(open_app)
    move = _hinted_places(table)[0]
    spots = []
    monkeypatch.setattr(table.board_view, "draw_spots", lambda _s, squares: spots.append(set(squares)))
    ghosts = []
    real_ghost = table.board_view.draw_ghost
    monkeypatch.setattr(table.board_view, "draw_ghost",
                        lambda surface, placed, legal: ghosts.append(placed) or real_ghost(surface, placed, legal))
    for act in (lambda: h.key(app, pygame.K_DOWN), lambda: h.key(app, pygame.K_r),
                lambda: h.drag(app, [hand_point(table), table.board_area.center], release=False)):
        table.show_hint(move, "the words of the log")
        spots.clear()
        ghosts.clear()
        h.step(app, 2)
        assert ghosts and not spots  # the hint's ghost, alone
        act()
        spots.clear()
        h.step(app)
        assert spots and spots[-1]  # moved on: the dots are back
    h.key(app, pygame.K_ESCAPE)


def _over_the_log(table, box) -> bool:
    """`box` stands in the game log's place, the log stepping down under it (never covered)."""
    return table.log_area.contains(box) and table.log_panel.rect.top > box.bottom


def _says_the_whole_turn(table):
    """The longest hint there is: the whole turn in the log's words (as a table without a ghost
    to show the spot would say it), so the card's room is tried at its hardest."""
    table.hint_words = lambda move, words: words


def _long_hint_table(open_app, side, size, text_scale):
    """A table some turns in, its hints saying the whole turn in the log's words."""
    import random

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = make_table(app, ["human", "easy"], seed=3, options={"side": side})
    rng = random.Random(3)
    while len(table.game.moves) < 20 or table.game.current_player != 0:
        table.game.apply(rng.choice(table.game.legal_moves()))
    table.on_undo()
    h.step(app, 2)
    _says_the_whole_turn(table)
    return app, table


def test_a_hint_asked_with_the_tile_picked_up_puts_it_back_and_shows_the_spot_on_the_board(open_app):
    # Playtest: with the tile picked up by a click, the hint said only the log's words
    # ("Place a tile (orange-purple-orange); expand ...") and never showed where.
    from seaboard.engine.bloomingsea.moves import Place

    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    h.click(app, hand_point(table))
    assert table.drag.state == "selected"
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place) and m.rotation == 1)
    table.show_hint(move, "Place a tile (yellow-yellow-purple); draw a tile (45 left).")
    h.step(app)
    assert not table.drag.active  # back in the tray
    assert table.cursor == (move.x, move.y) and table.rotation == move.rotation  # the ghost on the spot
    assert table.message.startswith("Hint: place your tile as shown")
    h.key(app, pygame.K_RETURN)
    assert table.game.placements[0] == (0, table.game.placements[0][1], move.rotation, move.x, move.y)  # Enter plays it


@pytest.mark.parametrize("side", ["A", "B"])
@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.5), ((1920, 1080), 1.0)])
def test_a_long_hint_stays_off_the_board_the_legend_folding_away_while_it_shows(open_app, side, size, text_scale):
    # Playtest: at 1024x640 with 150% text a long hint had no room in the hand panel and floated
    # over the board, over a fish and the very tile it suggested.
    from seaboard.ai.hint import describe_step
    from seaboard.engine.bloomingsea.moves import Place

    app, table = _long_hint_table(open_app, side, size, text_scale)
    game = table.game
    move = max((m for m in game.legal_moves() if isinstance(m, Place)), key=lambda m: len(table.preview(m)))
    words = describe_step(type(game), game.view(0), move, table.names)
    table.show_hint(move, words)
    assert table.message == f"Hint: {words}" and len(words) > 100  # a long one
    with h.texts_drawn() as drawn:
        h.step(app)
    box, geo = table.message_box, table.geo
    fish = [geo.cell_rect(x, y) for x, y, _, _ in table.view().fish]
    hinted = [geo.cell_rect(x, y) for (x, y), _ in table.view().hand.cells_at(move.rotation, move.x, move.y)]
    assert fish and box.collidelist(fish) < 0 and box.collidelist(hinted) < 0
    assert not box.colliderect(geo.outer)  # nor any other square, nor the score track
    # In the hand panel, else (no room there at the player's text size) over the game log.
    assert table.hand_panel.contains(box) or _over_the_log(table, box)
    assert table._message_card_px == table.hint_px()
    folded = "nobody's colour" not in drawn
    assert not folded or table.hand_panel.contains(box)  # the legend makes room only where it must
    assert not folded or size == (1024, 640)
    table.clear_hint()
    table.message = ""
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "nobody's colour" in drawn  # back once the hint goes


def test_every_line_of_the_message_card_stays_inside_it(open_app, monkeypatch):
    # Playtest: "(yellow-yellow-purple);" is wider than the card at 150% text: it ran off its edge.
    from seaboard.engine.bloomingsea.moves import Place
    from seaboard.ui.render import theme

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    _says_the_whole_turn(table)
    drawn = []
    draw_card = table.draw_message_card

    def card_lines(surface):
        real = theme.text

        def text(line, *args, **kwargs):
            img = real(line, *args, **kwargs)
            drawn.append((line, img.get_width()))
            return img

        monkeypatch.setattr(theme, "text", text)
        try:
            draw_card(surface)
        finally:
            monkeypatch.setattr(theme, "text", real)

    monkeypatch.setattr(table, "draw_message_card", card_lines)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    table.show_hint(move, "Place a tile (yellow-yellow-purple); make a yellow reef of 4: +4; draw a tile (35 left).")
    h.step(app)
    assert drawn and table.hand_panel.contains(table.message_box)
    assert all(width <= table.message_box.width - 2 * table.px(10) for _, width in drawn)
    assert "".join(line for line, _ in drawn).replace(" ", "") == table.message.replace(" ", "")  # nothing cut


def test_a_hint_too_long_even_for_the_folded_hand_panel_stands_over_the_game_log(open_app):
    # (Four players' long names in a turn deciding two fish, at 150% text on a small window.)
    from seaboard.engine.bloomingsea.moves import Place

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    _says_the_whole_turn(table)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    tally = "Christopherson 2, Maximiliana Z 2, Bartholomew K 3, Evangelina Q 0"
    table.show_hint(move, f"Place a tile; make a green reef of 3: +3; Fish at the top left: {tally}; "
                          f"Bartholomew K has the most; Fish at the top right: {tally}; Bartholomew K has the most; "
                          f"Fish in the centre: {tally}; Bartholomew K has the most.")
    with h.texts_drawn() as drawn:
        h.step(app)
    assert _over_the_log(table, table.message_box)
    assert not table.message_box.colliderect(table.geo.outer)
    assert any(line.startswith("Drag the tile") for line in drawn)  # the panel keeps its own words


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_thinking_about_a_hint_stands_on_the_hand_panels_card_over_no_board_square(open_app, monkeypatch, size):
    # Playtest: "Thinking about a hint…" floated over the board's bottom-right squares.
    from seaboard.ui.scenes.table_base import THINKING_ABOUT_A_HINT

    app = open_app(size, animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    monkeypatch.setattr(table.hint_worker, "start", lambda *args, **kwargs: None)  # still thinking
    table.request_hint()
    h.step(app, 2)
    assert table.message == THINKING_ABOUT_A_HINT
    box = table.message_box
    assert table.hand_panel.contains(box) and not box.colliderect(table.geo.outer)


def test_the_hint_card_says_what_the_placement_does_for_the_fish_and_stays_off_the_board(open_app):
    # Playtest: the hint said only "reef +4" while it built the bot's purple reef beside a fish.
    from seaboard.ai.hint_bloomingsea import fish_said
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.engine.bloomingsea.moves import Place
    from seaboard.ui.screenshot import play_bot_moves

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    game = play_bot_moves(BloomingSea(2, 4), 21, 4)
    table = make_table(app, ["easy", "human"], seed=4, game=game)
    h.step(app, 2)
    assert game.current_player == 1
    places = [m for m in game.legal_moves() if isinstance(m, Place)]
    move = max(places, key=lambda m: len(fish_said(game, m, table.names).text))  # a fish closed and a warning
    why = fish_said(game, move, table.names).text
    assert why.startswith(f"It lets {table.names[0]} win the fish ")
    assert f" Careful: its yellow also brings {table.names[0]} to " in why
    table.show_hint(move, "the words of the log")
    h.step(app)
    assert table.message.startswith("Hint: place your tile as shown.") and f". {why} Click it" in table.message
    box = table.message_box
    assert (table.hand_panel.contains(box) or _over_the_log(table, box)) and not box.colliderect(table.geo.outer)


def test_a_long_hint_keeps_the_players_text_size_rather_than_shrinking_in_the_hand_panel(open_app):
    # Playtest (150% text, 1024x640): a hint naming two fish shrank to about 100% in the hand
    # panel; at that size it has room only over the game log, still clear of the board.
    from seaboard.engine.bloomingsea.moves import Place

    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    table.hint_words = lambda move, words: words
    table.show_hint(move, "place your tile as shown (reef +9). Builds your lead at the left fish at the middle "
                          "right (you 4, Purple bot 0). Careful: it grows Purple bot's purple at the fish in the "
                          "centre to 9 (you 0). Click it or press Enter to play it.")
    h.step(app)
    box = table.message_box
    assert table.message_card() is not None and not box.colliderect(table.geo.outer)
    assert table._message_card_px == table.hint_px()  # over the game log, as no fold of the panel has room


def _hint_naming_two_fish(open_app, monkeypatch, size=(1024, 640)):
    """A table showing a hint whose words name two fish (one closed, one warned of), with every
    call to the board's fish marks recorded (and still drawn)."""
    from seaboard.ai.hint_bloomingsea import fish_said
    from seaboard.engine.bloomingsea import BloomingSea
    from seaboard.engine.bloomingsea.moves import Place
    from seaboard.ui.screenshot import play_bot_moves

    app = open_app(size, animation_speed=0)
    game = play_bot_moves(BloomingSea(2, 4), 21, 4)
    table = make_table(app, ["easy", "human"], seed=4, game=game)
    h.step(app, 2)
    places = [m for m in game.legal_moves() if isinstance(m, Place)]
    move = max(places, key=lambda m: len(fish_said(game, m, table.names).squares))
    said = fish_said(game, move, table.names)
    marked = []
    draw = table.board_view.draw_fish_marks
    monkeypatch.setattr(table.board_view, "draw_fish_marks",
                        lambda surface, view, squares: (marked.append(tuple(squares)), draw(surface, view, squares)))
    table.show_hint(move, "the words of the log")
    h.step(app)
    return app, table, said, marked


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_hint_marks_on_the_board_each_fish_its_words_name(open_app, monkeypatch, size):
    # Playtest: "Builds your lead at the left fish at the middle right": which fish was a puzzle.
    from seaboard.ui.render.theme import PALETTE

    app, table, said, marked = _hint_naming_two_fish(open_app, monkeypatch, size)
    assert len(said.squares) >= 2 and said.text in table.message
    assert marked[-1] == said.squares  # exactly the fish the words name, from fish_said's own reasoning
    fish = {(x, y) for x, y, *_ in table.view().fish}
    assert set(said.squares) <= fish
    ghost = {tuple(c) for c in table.squares_of(table.hint_move)}
    c = table.geo.cell
    for x, y in said.squares:
        # The coral rim shows round the fish on some side the ghost does not cover.
        cx, cy = table.geo.cell_rect(x, y).center
        sides = [(dx, dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (x + dx, y + dy) not in ghost]
        rim = [app.screen.get_at((round(cx + dx * c * 0.55), round(cy + dy * c * 0.55)))[:3] for dx, dy in sides]
        assert PALETTE["coral"] in [tuple(p) for p in rim]


def test_the_fish_marks_go_when_the_hint_goes(open_app, monkeypatch):
    app, table, said, marked = _hint_naming_two_fish(open_app, monkeypatch)
    assert marked[-1] == said.squares
    move = table.hint_move
    h.key(app, pygame.K_LEFT)  # the tile moved off the hinted spot: the hint goes
    h.step(app)
    assert table.hint_move is None and marked[-1] == ()
    table.show_hint(move, "the words of the log")  # again, and played this time
    h.step(app)
    assert marked[-1] == said.squares
    h.key(app, pygame.K_RETURN)
    h.step(app, 2)
    assert len(table.game.moves) > 21 and not table.hint_on_screen() and marked[-1] == ()


def _engine_positions():
    """tests/bloomingsea/bloomingsea_positions.py (the engine tests' position builders; not on this folder's path)."""
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).resolve().parents[2] / "bloomingsea" / "bloomingsea_positions.py"
    spec = importlib.util.spec_from_file_location("bloomingsea_positions", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_hint_card_words_a_placement_as_sentences_a_player_reads_at_a_glance(open_app):
    # Playtest: "place your tile as shown (reef +2). Takes the lead at the left fish at the middle
    # right (you 2, Bo 1). Careful: it grows Bo's purple at the left fish at the middle right to 1 (you 2)."
    positions = _engine_positions()
    find_placement, give_tile, new_game, paint = (positions.find_placement, positions.give_tile,
                                                  positions.new_game, positions.paint)

    app = open_app((1024, 640), animation_speed=0)
    game = new_game(players=2)
    paint(game, {(9, 4): "purple"})
    tile_id, move = find_placement({(8, 3): "yellow", (7, 3): "yellow", (6, 3): "green"})
    give_tile(game, 0, tile_id)
    table = make_table(app, ["human", "easy"], game=game)
    h.step(app, 2)
    table.show_hint(move, "the words of the log")
    rival = table.names[1]
    assert table.message == (
        "Hint: place your tile as shown. It makes a yellow reef of 2, for 2 points. You take the lead for the fish "
        f"at the middle right (the left one), with 2 corals to {rival}'s 1. Click it or press Enter to play it.")


def test_a_hint_to_set_the_tile_aside_or_pass_says_what_to_press(open_app):
    # The log's sentence ("Your tile fits nowhere and is set aside; draw a tile (9 left).") said what
    # would happen, capitalised after "Hint:", and not what to press.
    from seaboard.engine.bloomingsea.moves import DiscardTile, Pass

    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"])
    log = "Your tile fits nowhere and is set aside; draw a tile (9 left)."
    assert table.hint_words(DiscardTile(), log) == (
        "your tile fits nowhere: press Set tile aside (or Enter) to show it, set it aside and draw a new one.")
    assert table.hint_words(Pass(), "You have no tile and pass. This ends the game.") == (
        "you hold no tile, but others can still place: press Pass (or Enter). This ends the game.")


@pytest.mark.parametrize("size, text_scale", [((1024, 640), 1.5), ((1024, 640), 1.0), ((1920, 1080), 1.0),
                                              ((1920, 1080), 1.5)])
def test_a_hint_card_hides_neither_the_game_logs_heading_nor_its_newest_lines(open_app, size, text_scale):
    # Playtest (1024x640, 150% text, four players): the card stood over the log's top, hiding
    # "Game log" and its first lines. Over the log's place, the log steps down under the card.
    import random

    from seaboard.engine.bloomingsea.moves import Place

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = make_table(app, ["easy", "easy", "easy", "human"], seed=5)
    rng = random.Random(5)
    while len(table.game.moves) < 12 or table.game.current_player != 3:
        table.game.apply(rng.choice(table.game.legal_moves()))
    table.on_undo()
    for i in range(14):
        table.log_panel.add(f"Line {i} of the game so far.", seat=i % 4)
    h.step(app, 2)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Place))
    table.hint_words = lambda move, words: words
    table.show_hint(move, "place your tile as shown. It makes a green reef of 3 and a yellow reef of 2, for 5 "
                          "points. Careful: its green brings Green bot to 3 corals for the fish in the centre, "
                          "against your 0. Click it or press Enter to play it.")
    h.step(app, 2)
    box, log = table.message_box, table.log_panel
    assert table.message_card() == box and not box.colliderect(table.geo.outer)
    assert not box.colliderect(log.rect)  # the heading and the newest lines show whole
    assert log.body.height >= 2 * log.line_height  # (two lines at the least)
    assert table._message_card_px >= table.hint_px() - 1  # (hardly smaller than the player's text)
    table.clear_hint()
    table.message = ""
    h.step(app)
    assert log.rect == table.log_area  # the log has its whole place back
