"""Aquarist mode on the table: fish drawn as their species, and choosing where the fish go."""

import pygame
import ui_harness as h
from bs_table_helpers import make_table, play_human_turn, walk_cursor

from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES
from seaboard.engine.bloomingsea.moves import PlaceFish

OPTIONS = {"mode": "aquarist", "aquarist_setup": "choose"}


def _empty_pool(table):
    view = table.view()
    taken = {(x, y) for x, y, _, _ in view.fish}
    return next(sq for sq in view.board.numbered if sq not in taken)


def _place_fish(app, table, turn):
    """One fish put down by the human: by click, by drag or by keys, in turn."""
    kinds = [k for k, _ in table.supply()]
    kind = kinds[turn % len(kinds)]
    square = _empty_pool(table)
    token = table.supply_rects()[kind].center
    target = tuple(round(v) for v in table.geo.cell_center(*square))
    before = len(table.game.moves)
    if turn % 3 == 0:
        h.click(app, token)
        h.click(app, target)
    elif turn % 3 == 1:
        h.drag(app, h.line(token, target, 8))
    else:
        slot = list(AQUARIST_VALUES).index(kind) + 1
        h.key(app, pygame.K_0 + slot, unicode=str(slot))  # the cursor appears on the first empty fish square
        walk_cursor(app, table, square)
        h.key(app, pygame.K_RETURN)
    assert table.game.moves[before] == PlaceFish(kind, *square)


def test_choosing_the_fish_squares_by_click_drag_and_keys_then_playing_on(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    turn = 0
    for _ in range(200):
        if table.game.phase != "place_fish":
            break
        if table.can_play():
            assert table.hint_text(table.view()).startswith("Put a fish")
            _place_fish(app, table, turn)
            turn += 1
        else:
            h.step(app)
    view = table.view()
    assert len(view.fish) == 12 and not view.fish_supply
    assert turn >= 5  # the human put down about half of them
    assert {kind for _, _, kind, _ in view.fish} == {"clownfish", "blue_tang", "yellow_tang", "whitetail"}
    placed = 0
    for _ in range(200):  # then the tiles: a few turns of play by input
        if placed == 3:
            break
        if table.can_play():
            play_human_turn(app, table, placed)
            placed += 1
        else:
            h.step(app)
    assert placed == 3 and len(table.game.view(None).placements) >= 5


def test_a_fish_on_a_plain_square_is_refused_with_the_engines_sentence(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    kind = table.supply()[0][0]
    token = table.supply_rects()[kind].center
    target = tuple(round(v) for v in table.geo.cell_center(0, 0))
    h.drag(app, h.line(token, target, 8))
    assert table.game.moves == []
    assert table.drag.bubble.text == table.game.explain(PlaceFish(kind, 0, 0))


def test_hot_seat_fish_setup_is_open_then_the_curtain_comes_before_the_first_tile(open_app):
    """The fish go down in the open (no curtain between them); the first tile is private."""
    from seaboard.ui.scenes.handoff import HandoffScene

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=9, options=OPTIONS)
    h.step(app)
    turn = 0
    seats_placing = set()
    while table.game.phase == "place_fish":
        assert not isinstance(app.top, HandoffScene), "no curtain while the fish go down"
        assert app.top is table and table.can_play()
        seats_placing.add(table.game.current_player)
        _place_fish(app, table, turn)
        turn += 1
        h.step(app)
    assert seats_placing == {0, 1} and turn == 12
    # Both players watched: whoever places the first tile lifts the curtain first.
    assert isinstance(app.top, HandoffScene)
    assert app.top.seat == table.game.current_player
    h.key(app, pygame.K_RETURN)
    h.step(app, 2)
    assert app.top is table and table.can_play() and table.game.phase == "place_tile"


def test_the_fish_ghost_says_yes_or_no_with_a_tick_or_a_cross_not_colour_alone(open_app, monkeypatch):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    verdicts = []
    monkeypatch.setattr(table.board_view, "draw_verdict", lambda _s, rect, legal, _c: verdicts.append(legal))
    board = table.view().board
    plain = next(sq for sq in board.squares if sq not in board.numbered)
    for square in (_empty_pool(table), plain):
        table.board_view.draw_fish_ghost(app.screen, square, "clownfish", 8,
                                         table.game.explain(PlaceFish("clownfish", *square)) is None)
    assert verdicts == [True, False]  # a tick on the empty numbered square, a cross on the plain one


def test_a_fish_over_a_plain_square_says_why_before_it_is_put_down(open_app, monkeypatch):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    pills = []
    monkeypatch.setattr(table, "draw_pill", lambda _s, text, cells, fill, ink, **k: pills.append((text, cells)))
    board = table.view().board
    plain = next(sq for sq in board.squares if sq not in board.numbered)
    table.cursor = plain
    h.step(app)
    assert pills[-1] == (table.game.explain(PlaceFish(table.chosen_fish(), *plain)), [plain])


def test_a_fish_chosen_by_its_number_key_goes_where_the_board_is_clicked(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    kinds = [k for k, _ in table.supply()]
    h.key(app, pygame.K_2, unicode="2")
    square = _empty_pool(table)
    h.click(app, tuple(round(v) for v in table.geo.cell_center(*square)))
    assert table.game.moves[0] == PlaceFish(kinds[1], *square)


def test_after_a_fish_put_down_by_keys_the_cursor_waits_on_an_empty_numbered_square(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=9, options=OPTIONS)
    h.step(app)
    h.key(app, pygame.K_DOWN)  # the cursor appears on the first numbered square
    h.key(app, pygame.K_RETURN)
    assert len(table.game.moves) == 1
    taken = {(x, y) for x, y, _, _ in table.view().fish}
    assert table.cursor is not None and tuple(table.cursor) not in taken


def test_each_fish_keeps_its_key_when_another_kind_runs_out_and_a_click_leaves_no_cursor(open_app):
    from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=9, options=OPTIONS)
    h.step(app)
    first, second = list(AQUARIST_VALUES)[:2]
    for _ in range(3):  # every token of the first kind, by key 1 and a click
        h.key(app, pygame.K_1, unicode="1")
        square = _empty_pool(table)
        h.click(app, tuple(round(v) for v in table.geo.cell_center(*square)))
        assert table.game.moves[-1] == PlaceFish(first, *square) and table.cursor is None
    h.key(app, pygame.K_2, unicode="2")
    assert table.chosen_fish() == second  # 2 still means the second kind
    h.key(app, pygame.K_1, unicode="1")
    assert table.chosen_fish() == second and table.message.startswith("No ")  # 1 is used up: it says so


class _FishUnderTheCursor:
    """A bot that puts its fish on the square the human's keyboard cursor waits on."""

    def __init__(self, table):
        self.table = table
        self.took = None

    def answer(self, game, wait=False):
        self.took = tuple(self.table.cursor)
        return next(m for m in game.legal_moves() if isinstance(m, PlaceFish) and (m.x, m.y) == self.took)

    def cancel(self):
        pass


def test_the_fish_cursor_moves_off_a_square_the_bot_just_filled(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    for _ in range(20):
        if table.can_play():
            break
        h.step(app)
    table.bots[1] = bot = _FishUnderTheCursor(table)
    h.key(app, pygame.K_DOWN)  # the cursor appears on the first numbered square
    h.key(app, pygame.K_RETURN)  # my fish goes down; the cursor moves on to the next free square
    for _ in range(20):
        if table.can_play():
            break
        h.step(app)
    assert bot.took in {(x, y) for x, y, _, _ in table.view().fish}  # the bot took the square I waited on
    assert tuple(table.cursor) != bot.took
    assert table.game.explain(PlaceFish(table.chosen_fish(), *table.cursor)) is None


def test_the_first_tile_turn_after_fish_put_down_by_keys_starts_without_the_fish_cursor(open_app):
    # The fish cursor stayed on a fish square into the first tile turn, where a tile is
    # refused: the turn opened with a red cursor and "A fish square is never covered...".
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
    h.step(app)
    for _ in range(300):
        if table.game.phase != "place_fish":
            break
        if table.can_play():
            if table.cursor is None:
                h.key(app, pygame.K_DOWN)  # the cursor appears on the first free numbered square
            h.key(app, pygame.K_RETURN)
        else:
            h.step(app)
    for _ in range(100):
        if table.placing():
            break
        h.step(app)
    assert table.placing()
    assert table.cursor is None


def test_the_fish_to_place_are_named_with_their_count_inside_the_tray(open_app):
    # Playtest: the picker showed pictures and points only; at 150% "3 left" ran onto the border.
    from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES, FISH_NAMES
    from seaboard.ui.render import theme

    for size, scale in (((1280, 800), 1.5), ((1024, 640), 1.0)):
        app = open_app(size, animation_speed=0, text_scale=scale)
        try:
            table = make_table(app, ["human", "easy"], seed=9, options=OPTIONS)
            h.step(app)
            with h.lines_drawn() as drawn:
                h.step(app)
            tray = table.supply_area()
            counts = dict(table.supply())
            for kind in AQUARIST_VALUES:
                caption = f"{FISH_NAMES[kind]} · {counts.get(kind, 0)}"
                rects = [r for label, r in drawn if label == caption]
                assert len(rects) == 1, (size, caption)
                assert tray.contains(rects[0]), (size, caption, rects[0], tray)
        finally:
            theme.set_text_scale(1.0)


def _one_fish_down_by_click(app, table):
    """A fish on the board's first fish square, as in the playtest (the others' fish already down)."""
    h.key(app, pygame.K_1, unicode="1")
    first = table.view().board.numbered[0]
    h.click(app, tuple(round(v) for v in table.geo.cell_center(*first)))
    assert table.cursor is None and table.view().fish
    return first


def _empty_fish_squares(table):
    taken = {(x, y) for x, y, _, _ in table.view().fish}
    return [tuple(sq) for sq in table.view().board.numbered if tuple(sq) not in taken]


def test_choosing_a_fish_by_its_key_shows_the_cursor_on_the_first_empty_fish_square_and_enter_puts_it_there(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=9, options=OPTIONS)
    h.step(app)
    filled = _one_fish_down_by_click(app, table)
    h.key(app, pygame.K_2, unicode="2")
    empty = _empty_fish_squares(table)
    assert table.cursor is not None and tuple(table.cursor) == empty[0] != filled
    h.key(app, pygame.K_RETURN)
    assert table.game.moves[-1] == PlaceFish(list(AQUARIST_VALUES)[1], *empty[0])


def test_the_arrows_move_the_fish_cursor_between_empty_fish_squares_only(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=9, options=OPTIONS)
    h.step(app)
    _one_fish_down_by_click(app, table)
    seen = set()
    for arrow in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP,
                  pygame.K_UP, pygame.K_LEFT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT):
        h.key(app, arrow)
        assert table.cursor is not None and tuple(table.cursor) in _empty_fish_squares(table)
        seen.add(tuple(table.cursor))
    assert len(seen) >= 4  # it went somewhere: from one fish square to the next, never onto a plain one


def test_enter_with_no_fish_square_marked_marks_the_first_empty_one_and_says_what_enter_does(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "human"], seed=9, options=OPTIONS)
    h.step(app)
    _one_fish_down_by_click(app, table)
    moves = len(table.game.moves)
    h.key(app, pygame.K_RETURN)
    assert len(table.game.moves) == moves  # nothing put down where the player could not see
    assert tuple(table.cursor) == _empty_fish_squares(table)[0]
    assert table.message.startswith("Enter puts the ")
    h.key(app, pygame.K_RETURN)
    assert len(table.game.moves) == moves + 1
