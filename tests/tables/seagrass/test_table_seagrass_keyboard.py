"""Seagrass by keyboard alone: a whole game against two bots, the cursor, and keyboard refusals."""

import pygame
import ui_harness as h
from sg_table_helpers import make_table

from seaboard.engine.grids import axial_to_offset
from seaboard.engine.seagrass.moves import ChooseAction, PlaceCreature
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.tables.seagrass_parts.rack import tile_words


def pick_key(table, item) -> int:
    """The key on the item's badge."""
    return table.pick_key(item)[0]


def confirm_by_key(app, table) -> None:
    """C confirms; a Confirm that ends the game is asked twice, so C again then."""
    before = len(table.game.moves)
    h.key(app, pygame.K_c, frames=2)
    if len(table.game.moves) == before and "ends the game" in table.message:
        h.key(app, pygame.K_c, frames=2)


def keyboard_step(app, table, placed_this_turn: int) -> None:
    view = table.view()
    if view.phase == "choose_action":
        if ChooseAction("reef") in table.game.legal_moves() and len(view.hand) <= 2:
            h.key(app, pygame.K_DOWN)  # focus moves from Research Colony to Research Reef
        h.key(app, pygame.K_RETURN)
        return
    if view.phase == "reef_confirm" or (view.phase == "colony" and placed_this_turn >= 2
                                        and table.confirm_button.enabled):
        confirm_by_key(app, table)
        return
    items = table.selectable_items()
    usable = [i for i, item in enumerate(items) if table.targets_for(item)]
    if not usable:
        confirm_by_key(app, table)
        return
    h.key(app, pick_key(table, items[usable[0]]))  # the key on its badge
    assert table.cursor in table.kb_targets  # the cursor jumps to a legal space
    h.key(app, pygame.K_RETURN, frames=2)


def test_a_whole_game_by_keyboard_against_two_bots(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"], seed=11)
    game = table.game
    placed, last_len = 0, -1
    for _ in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        if not table.my_turn:
            h.step(app, 2)  # bots play on their own
            placed = 0
            continue
        before = len(game.moves)
        keyboard_step(app, table, placed)
        # (after a Confirm the bots may already have moved in the same frames)
        assert len(game.moves) > before, "a key press did not play a move"
        if isinstance(game.moves[before], PlaceCreature):
            placed += 1
        last_len = len(game.moves)
    assert isinstance(app.top, ResultsScene) and game.is_over and last_len > 0


def test_arrows_move_the_cursor_and_enter_on_an_illegal_space_shows_why(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2)
    h.key(app, pygame.K_RETURN)  # Research Colony has the focus
    assert table.view().phase == "colony"
    h.key(app, pygame.K_1)
    item = table.kb_item
    assert item is not None and table.cursor in table.kb_targets
    start = table.cursor
    h.key(app, pygame.K_RIGHT)
    assert table.cursor != start
    assert axial_to_offset(*table.cursor)[0] > axial_to_offset(*start)[0]
    # The arrows only rest on spaces the tile may take; a click puts the picked tile on a taken one.
    taken = next(s.cell for s in table.view().spaces if s.content != "empty")
    before = len(table.game.moves)
    h.click(app, table.cell_centre(taken))
    assert table.cursor == taken and len(table.game.moves) == before
    assert table.drag.bubble.text == table.game.explain(PlaceCreature(table.cursor, item.code))
    h.key(app, pygame.K_ESCAPE)
    assert table.kb_item is None and app.top is table
    h.key(app, pygame.K_TAB)
    assert table.kb_item == table.selectable_items()[0]


def _screen_step(table, before, after) -> tuple[float, float]:
    (x0, y0), (x1, y1) = table.cell_centre(before), table.cell_centre(after)
    return x1 - x0, y1 - y0


def test_arrows_skip_taken_spaces_to_the_nearest_space_that_way_the_picked_tile_may_take(open_app):
    # Playtest: the arrows kept landing on tiles already placed, where nothing can be played.
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2)
    h.key(app, pygame.K_RETURN)  # Research Colony
    h.key(app, pygame.K_1)
    legal = set(table.targets_for(table.kb_item))
    assert legal and legal == {m.cell for m in table.game.legal_moves()
                               if isinstance(m, PlaceCreature) and m.tile == table.kb_item.code}
    moved = 0
    for key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT) * 6:
        before = table.cursor
        h.key(app, key)
        assert table.cursor in legal  # never a taken (or otherwise refused) space
        if table.cursor != before:
            moved += 1
            dx, dy = _screen_step(table, before, table.cursor)
            along = {pygame.K_RIGHT: dx, pygame.K_LEFT: -dx, pygame.K_DOWN: dy, pygame.K_UP: -dy}[key]
            assert along > 0  # the way the arrow points
    assert moved >= 12


def test_an_arrow_with_no_allowed_space_that_way_keeps_the_cursor_and_says_so(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2)
    h.key(app, pygame.K_RETURN)  # Research Colony
    h.key(app, pygame.K_1)
    for _ in range(40):  # to the rightmost space the tile may take
        before = table.cursor
        table.drag.bubble = None
        h.key(app, pygame.K_RIGHT)
        if table.cursor == before:
            break
    assert table.cursor == before and table.cursor in table.kb_targets
    words = tile_words(table.kb_item.code)
    assert table.drag.bubble.text == f"No space for your {words} further right. N jumps to the next one."
    assert table.drag.bubble.seconds < 3  # said briefly: the player is moving on
    h.key(app, pygame.K_n)
    assert table.cursor != before and table.cursor in table.kb_targets


def test_an_arrow_steps_to_the_nearest_allowed_space_that_way_straight_ahead_before_aside():
    from seaboard.engine.grids import offset_to_axial
    from seaboard.ui.tables.seagrass_parts.board import step_towards

    grid = {offset_to_axial(c, r) for c in range(9) for r in range(9)}
    start = offset_to_axial(4, 4)
    # Up: the space above, or when it is taken the next one up, not one aside.
    assert step_towards(grid, start, (0, -1)) == offset_to_axial(4, 3)
    assert step_towards(grid - {offset_to_axial(4, 3)}, start, (0, -1)) == offset_to_axial(4, 2)
    # Right (no neighbour straight across on flat-topped hexes): along the row, as before.
    assert step_towards(grid, start, (1, 0)) == offset_to_axial(5, 4)
    assert step_towards(grid, offset_to_axial(5, 4), (1, 0)) == offset_to_axial(6, 4)
    assert step_towards(grid - {offset_to_axial(5, 4)}, start, (1, 0)) == offset_to_axial(5, 3)
    # Only spaces the other way, or off to the side: nothing lies that way.
    assert step_towards({offset_to_axial(3, 4), offset_to_axial(4, 8)}, start, (1, 0)) is None


def test_a_tile_picked_by_number_key_goes_where_the_mouse_then_clicks(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    h.click_button(app, "Research Colony")
    items = table.selectable_items()
    item = next(i for i in items if table.targets_for(i))
    h.key(app, pick_key(table, item))
    h.key(app, pygame.K_RIGHT)  # the keyboard cursor moves; the player then reaches for the mouse
    target = table.targets_for(item)[-1]
    h.click(app, table.cell_centre(target), frames=2)
    placed = table.view().placed
    assert [tuple(c) for c, _ in placed] == [tuple(target)] and placed[0][1] == item.code


def test_a_number_key_before_an_action_picks_the_tile_and_enter_plays_it_by_research_colony(open_app):
    # As with the mouse: a tile played before an action is chosen takes Research Colony.
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    assert table.view().phase == "choose_action"
    start = len(table.game.moves)
    item = next(i for i in table.selectable_items() if table.targets_for(i))
    h.key(app, pick_key(table, item))
    assert table.kb_item == item and table.cursor in table.kb_targets
    assert table.view().phase == "choose_action"  # nothing chosen until the tile is played
    h.key(app, pygame.K_RETURN, frames=2)
    assert table.game.moves[start:] == [ChooseAction("colony"), PlaceCreature(table.cursor, item.code)]
    h.click_button(app, "Undo")  # one gesture, one Undo
    assert len(table.game.moves) == start and table.view().phase == "choose_action"


def test_before_an_action_tab_still_goes_between_the_action_buttons(open_app):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    assert table.focus.focused is table.colony_button
    h.key(app, pygame.K_TAB)  # the first Tab shows where the focus is
    assert table.focus.focused is table.colony_button and table.focus.keyboard_used
    h.key(app, pygame.K_TAB)
    assert table.kb_item is None and table.focus.focused is not table.colony_button


def test_a_keyed_tile_that_can_go_nowhere_says_why_on_enter_or_an_arrow_not_that_the_space_is_taken(open_app):
    # Late in a game most spaces are taken, so "That space is taken" was the commonest refusal
    # and was said for a tile that could go nowhere at all.
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=21)
    game = table.game
    bots = [make_bot("easy", type(game), s, seed=21) for s in range(2)]
    dead = None
    while not game.is_over and dead is None:
        view = game.view(game.current_player)
        if game.current_player == 0 and view.phase == "colony" and view.placed:
            # A tile of the colony's own creature with no space left for it (move 116 of this game).
            dead = next((item for item in table.selectable_items()
                         if item.code.startswith(view.colony_creature) and not table.targets_for(item)), None)
            if dead is not None:
                break
        table.apply_move(bot_move(bots[game.current_player], game))
    assert dead is not None
    said = table.explain_miss(dead)
    assert "taken" not in said and said
    h.key(app, pick_key(table, dead))
    before = len(game.moves)
    h.key(app, pygame.K_RETURN)
    assert len(game.moves) == before and table.drag.bubble.text == said
    # An arrow says the same (it has no space to go to), and the cursor stays.
    table.drag.bubble, cursor = None, table.cursor
    h.key(app, pygame.K_RIGHT)
    assert table.cursor == cursor and table.drag.bubble.text == said


def test_a_picked_tile_is_ringed_steady_in_sand_and_a_hinted_one_pulses(open_app, monkeypatch):
    # Both were coral: the player could not tell the hint from their own pick. The hint is now in
    # the sand of advice too (as in Sea Scroll), so it pulses where the pick stands still.
    from seaboard.ui.render.theme import PALETTE
    from seaboard.ui.tables.seagrass_parts import art

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    item = next(i for i in table.selectable_items() if table.targets_for(i))
    h.key(app, pick_key(table, item))
    rings, hint_rings = [], []
    real = art.glow_image
    monkeypatch.setattr(art, "glow_image", lambda r, colour, *a, **k: (rings.append((r, colour)), real(r, colour, *a, **k))[1])
    real_hint_ring = type(table)._draw_hint_ring
    monkeypatch.setattr(type(table), "_draw_hint_ring",
                        lambda self, s, r, *a: (hint_rings.append(r), real_hint_ring(self, _AlphaSpy(s, alphas), r, *a))[1])
    alphas = []
    table.draw(app.screen)
    assert (table.rack_r, PALETTE["sand"]) in rings and not hint_rings
    rings.clear()
    table._clear_kb()
    monkeypatch.setattr(type(table), "hinted_items", lambda self: {item})
    for clock in (0.0, 0.6):  # the hint's ring at two beats of its pulse
        table.clock = clock
        table.draw(app.screen)
    assert hint_rings == [table.rack_r, table.rack_r] and (table.rack_r, PALETTE["coral"]) not in rings
    assert (table.rack_r, PALETTE["sand"]) in rings  # the advice colour
    assert len(set(alphas)) == 2  # it pulses; the pick's ring does not


class _AlphaSpy:
    """A surface that notes the alpha of what is blitted onto it (a pulsing ring changes it)."""

    def __init__(self, surface, alphas):
        self._surface, self._alphas = surface, alphas

    def blit(self, source, *a, **k):
        self._alphas.append(source.get_alpha())
        return self._surface.blit(source, *a, **k)


def test_the_keyboard_preview_of_a_reef_tile_is_face_down(open_app, monkeypatch):
    from seaboard.ui.tables.seagrass_parts import art

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app, 2)
    h.click_button(app, "Research Reef")
    item = next(i for i in table.selectable_items() if table.targets_for(i))
    h.key(app, pick_key(table, item))
    assert table.cursor in table.kb_targets
    backs = []
    real = art.face_down_image
    monkeypatch.setattr(art, "face_down_image", lambda colour, r: (backs.append(r), real(colour, r))[1])
    table.draw(app.screen)
    with_ghost = len(backs)
    backs.clear()
    table._clear_kb()
    table.draw(app.screen)
    assert with_ghost == len(backs) + 1  # the ghost at the cursor is the tile's back, as it will lie


def test_r_takes_research_reef_by_key_or_says_why_it_cannot(open_app):
    # Playtest: no key took Research Reef; only Tab to its button, then Enter.
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app)
    assert table.view().phase == "choose_action" and table.game.explain(ChooseAction("reef")) is None
    h.key(app, pygame.K_r, unicode="r")
    assert table.view().phase == "reef"
    other = make_table(app, ["human", "easy", "easy"])
    other.game.hands[0] = [0] * len(other.game.hands[0])  # an empty hand: nothing to expand a reef with
    h.step(app)
    reason = other.game.explain(ChooseAction("reef"))
    assert reason == "You have no tile in hand to expand a reef with."
    h.key(app, pygame.K_r, unicode="r")
    assert other.view().phase == "choose_action" and other.message == reason


def test_r_never_turns_a_picked_or_dragged_tile_into_research_reef(open_app):
    # Review: a tile picked by number (or held in a drag) means Research Colony; R then played it
    # face down as a reef tile, with no word.
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"])
    h.step(app)
    h.key(app, pygame.K_1, unicode="1")
    assert table.kb_item is not None
    h.key(app, pygame.K_r, unicode="r")
    assert table.view().phase == "choose_action" and table.kb_item is not None


def test_the_cursor_previews_the_tile_only_where_the_engine_allows_it_and_marks_other_spaces_no(open_app,
                                                                                                 monkeypatch):
    # Playtest: arrows carried the half-clear preview onto taken spaces, ringed in a faint coral.
    from seaboard.ui.tables.seagrass_parts import art

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=2)
    h.key(app, pygame.K_RETURN)  # Research Colony
    h.key(app, pygame.K_1)
    item = table.kb_item
    previews, marks = [], []
    real_tile, real_mark = table.tile_img, art.blocked_image
    monkeypatch.setattr(table, "tile_img", lambda code, colour, r: (previews.append((code, r)),
                                                                    real_tile(code, colour, r))[1])
    monkeypatch.setattr(art, "blocked_image", lambda r, colour: (marks.append(r), real_mark(r, colour))[1])
    assert table.cursor in table.kb_targets
    table.draw(app.screen)
    assert (item.code, table.geometry.radius) in previews and not marks
    taken = next(s.cell for s in table.view().spaces if s.content != "empty")
    assert table.game.explain(PlaceCreature(taken, item.code))  # the engine refuses it
    table.cursor = taken
    previews.clear()
    table.draw(app.screen)
    assert (item.code, table.geometry.radius) not in previews and marks == [table.geometry.radius]


# -- every tile and special on a key of its own (playtest: a special's number changed with the hand) --------


def _badges(app, table, monkeypatch) -> dict:
    """The label of each key badge drawn in the next frame, by the rack item it sits on."""
    drawn = []
    real = table._draw_key_badge
    monkeypatch.setattr(table, "_draw_key_badge",
                        lambda surface, key, rect: (drawn.append((key, rect.copy())), real(surface, key, rect)))
    h.step(app)
    monkeypatch.setattr(table, "_draw_key_badge", real)
    return {item: [key for key, r in drawn if r == rect] for item, rect in table.rack_items()}


def _press_label(app, label: str) -> None:
    """Press the key a badge names ("3" is the 3 key, "K" the K key)."""
    h.key(app, pygame.key.key_code(label.lower()), unicode=label.lower())


def _my_next_turn(app, table) -> None:
    for _ in range(300):
        if table.my_turn and table.view().phase == "choose_action":
            return
        h.step(app, 2)
    raise AssertionError("the human's turn never came back")


def _to_a_full_hand(app, table) -> None:
    """Research Reef on the human's first turn draws three tiles: seven in hand at the next turn."""
    from seaboard.engine.seagrass.moves import Confirm, PlaceReefTile

    table.apply_move(ChooseAction("reef"))
    table.apply_move(next(m for m in table.game.legal_moves() if isinstance(m, PlaceReefTile)))
    table.apply_move(Confirm())
    _my_next_turn(app, table)


def test_a_special_keeps_its_key_when_the_hand_size_changes(open_app, monkeypatch):
    from seaboard.engine.seagrass.tiles import HAND_LIMIT

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    _my_next_turn(app, table)
    assert len(table.view().hand) == 5
    before = {item.code: labels for item, labels in _badges(app, table, monkeypatch).items() if item.kind == "special"}
    _to_a_full_hand(app, table)
    assert len(table.view().hand) == HAND_LIMIT
    after = {item.code: labels for item, labels in _badges(app, table, monkeypatch).items() if item.kind == "special"}
    assert len(before) == 4 and after == before, (before, after)
    for item, _ in table.rack_items():
        if item.kind == "special":
            _press_label(app, after[item.code][0])
            assert table.kb_item == item
            h.key(app, pygame.K_ESCAPE)


def test_with_a_full_hand_every_tile_and_special_is_picked_by_the_key_on_its_badge(open_app, monkeypatch):
    # Eleven things to pick: seven hand tiles and four specials; the 1-9, 0 keys reached ten of them.
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    _my_next_turn(app, table)
    _to_a_full_hand(app, table)
    badges = _badges(app, table, monkeypatch)
    assert len(badges) == 11
    for item, labels in badges.items():
        assert len(labels) == 1, (item, labels)  # one badge on each, naming its key
        _press_label(app, labels[0])
        assert table.kb_item == item, (labels[0], item, table.kb_item)
        h.key(app, pygame.K_ESCAPE)
    assert len({labels[0] for labels in badges.values()}) == 11
    _press_label(app, "1")
    seen = []
    for _ in range(11):  # from a picked tile, Tab goes through all of them that can be played now
        h.key(app, pygame.K_TAB)
        seen.append(table.kb_item)
    assert set(seen) == {item for item in badges if table.targets_for(item)}


def test_a_hand_tiles_badge_is_its_slots_number_and_a_specials_is_its_letter(open_app, monkeypatch):
    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    _my_next_turn(app, table)
    badges = _badges(app, table, monkeypatch)
    assert {item.code: labels for item, labels in badges.items() if item.kind == "special"} == {
        "jellyfish-special": ["J"], "turtle-special": ["T"], "starfish-special": ["S"], "crab-special": ["K"]}
    assert all(labels == [str(item.slot + 1)] for item, labels in badges.items() if item.kind == "hand")



def test_a_played_specials_letter_says_it_has_been_played(open_app):
    from seaboard.engine.seagrass.moves import Confirm

    app = open_app((1280, 800), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    _my_next_turn(app, table)
    table.apply_move(ChooseAction("colony"))
    table.apply_move(PlaceCreature((0, 2), "jellyfish-1"))
    table.apply_move(PlaceCreature((0, 3), "jellyfish-special"))
    table.apply_move(Confirm())
    _my_next_turn(app, table)
    assert "jellyfish" not in table.view().player_info[0].specials
    h.key(app, pygame.K_j, unicode="j")
    assert table.kb_item is None and table.drag.bubble.text == "Your special jellyfish has been played."


def test_a_tile_picked_before_an_action_turns_the_header_to_building_a_colony(open_app):
    # Playtest: the number key took Research Colony, yet the header still said "choose Colony or Reef".
    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy"])
    h.step(app, 2)
    assert table.status_line().endswith("choose Colony or Reef")
    h.key(app, pick_key(table, table.selectable_items()[0]))
    assert table.kb_item is not None and table.status_line().endswith("build a colony")
    h.key(app, pygame.K_ESCAPE)
    assert table.status_line().endswith("choose Colony or Reef")


def test_after_an_undo_the_next_tile_picked_starts_next_to_the_colony_not_where_the_undone_tile_went(open_app):
    # Playtest: a single starfish played, a double starfish by keys far off (two colonies), Undo,
    # then Tab: the preview came back at that far-off space instead of next to the colony.
    from seaboard.engine.grids import hex_distance

    app = open_app((1024, 640), animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"], seed=3)  # three starfish in hand
    h.step(app, 2)
    h.click_button(app, "Research Colony")
    single = next(item for item in table.selectable_items() if item.code == "starfish-1")
    h.key(app, pick_key(table, single))
    h.key(app, pygame.K_RETURN, frames=2)
    colony = table.view().placed[-1][0]
    double = next(item for item in table.selectable_items() if item.code == "starfish-2")
    h.key(app, pick_key(table, double))
    far = max(table.kb_targets, key=lambda cell: (hex_distance(cell, colony), cell))
    for _ in table.kb_targets:  # N to the farthest space the double may take
        if table.cursor == far:
            break
        h.key(app, pygame.K_n)
    assert table.cursor == far and hex_distance(far, colony) > 1
    h.key(app, pygame.K_RETURN, frames=2)
    assert [cell for cell, _ in table.view().placed] == [colony, far]
    h.key(app, pygame.K_z, mod=pygame.KMOD_CTRL, frames=2)  # Undo: the double comes back
    assert [cell for cell, _ in table.view().placed] == [colony]
    for _ in table.selectable_items():  # Tab to the first tile that may go somewhere (a starfish)
        h.key(app, pygame.K_TAB)
        if table.kb_targets:
            break
    assert table.kb_item.code.startswith("starfish") and hex_distance(table.cursor, colony) == 1


def _colony_with_a_dead_tile_first(app, seed: int):
    """A table at the human's colony, begun, where the rack's first tile can go nowhere now
    and another can be played (the engine's legal moves say which)."""
    from seaboard.ai import make_bot
    from seaboard.ai.base import bot_move

    table = make_table(app, ["human", "easy"], seed=seed)
    game = table.game
    bots = [make_bot("easy", type(game), s, seed=seed) for s in range(2)]
    while not game.is_over:
        view = game.view(game.current_player)
        if game.current_player == 0 and view.phase == "colony" and view.placed:
            items = table.selectable_items()
            playable = [item for item in items if table.targets_for(item)]
            if items and not table.targets_for(items[0]) and playable:
                return table, items, playable
        table.apply_move(bot_move(bots[game.current_player], game))
    raise AssertionError("no such position in this game")


def test_arrows_and_tab_pick_only_tiles_the_engine_lets_be_played_now(open_app):
    # Playtest: with a turtle colony begun, Up picked the jellyfish, which could go nowhere,
    # and Right then did nothing.
    app = open_app((1280, 800), animation_speed=0)
    table, items, playable = _colony_with_a_dead_tile_first(app, seed=21)
    legal = {(m.tile, m.cell) for m in table.game.legal_moves() if isinstance(m, PlaceCreature)}
    assert {item.code for item in playable} == {tile for tile, _ in legal}
    h.key(app, pygame.K_UP)
    assert table.kb_item == playable[0] and table.cursor in table.kb_targets
    h.key(app, pygame.K_ESCAPE)
    seen = []
    for _ in range(len(items)):
        h.key(app, pygame.K_TAB)
        seen.append(table.kb_item)
    assert set(seen) == set(playable)
    h.key(app, pygame.K_ESCAPE)
    # The dead tile may still be picked by its number key: the card and a bubble say it can't go.
    h.key(app, pick_key(table, items[0]))
    assert table.kb_item == items[0] and table.drag.bubble.text == table.explain_miss(items[0])
    assert "cannot be played now" in table.picked_words()
    # Tab from it goes on to a tile that can be played.
    h.key(app, pygame.K_TAB)
    assert table.kb_item in playable
