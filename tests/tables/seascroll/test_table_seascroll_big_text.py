"""The Sea Scroll table at the biggest text size (150%) in the smallest window (1024x640):
the pods' names end before their hand's count, the captions and the turn guide grow with the
text and stay inside their panels, the finished board's bar hides no live button (Hint goes
when the game is over, at every game's table), and a refused drop's bubble stays on the board."""

from __future__ import annotations

import contextlib

import pygame
import pytest
import ui_harness as h

from seaboard.engine.seascroll.moves import Draw
from seaboard.ui.render import theme
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.screenshot import SCENES, ShotContext, play_bot_moves
from seaboard.ui.tables.seascroll import SeaScrollTable

SIZE = (1024, 640)


@contextlib.contextmanager
def paragraphs_drawn():
    """(label, rect, bottom) of every theme.blit_paragraph call: where it was asked to go, and the
    y just below its last line."""
    drawn: list[tuple[str, pygame.Rect, int]] = []
    original = theme.blit_paragraph

    def spy(surface, label, role, px, colour, rect, *args, **kwargs):
        bottom = original(surface, label, role, px, colour, rect, *args, **kwargs)
        drawn.append((label, pygame.Rect(rect), bottom))
        return bottom

    theme.blit_paragraph = spy
    try:
        yield drawn
    finally:
        theme.blit_paragraph = original


@contextlib.contextmanager
def rendered():
    """(label, height of the picture) of every line rendered through theme.text."""
    drawn: list[tuple[str, int]] = []
    original = theme.text

    def spy(line, *args, **kwargs):
        img = original(line, *args, **kwargs)
        drawn.append((line, img.get_height()))
        return img

    theme.text = spy
    try:
        yield drawn
    finally:
        theme.text = original


@pytest.fixture
def big_app(open_app):
    app = open_app(SIZE, animation_speed=0, text_scale=1.5)
    app.save_settings = lambda: None
    yield app
    theme.set_text_scale(1.0)


def _shot(app, scene: str, players: int, moves: int = 0, options=None):
    """A state as `seaboard screenshot` builds it (bots still)."""
    SCENES[scene](app, ShotContext("seascroll", players, 1, moves, dict(options or {})))
    h.step(app, 2)
    return app.top


def _open(app, players: int, seed: int = 1) -> SeaScrollTable:
    setup = TableSetup.default("seascroll", players, seed=seed, kinds=["human"] + ["easy"] * (players - 1))
    table = app.push(SeaScrollTable(app, setup))
    app.bot_pace = 1e9  # bots stay still
    h.step(app, 2)
    return table


def _redrawn(app, table):
    """One frame with the board drawn afresh (not blitted from its cache), inside the spies."""
    table._board_cache_key = None
    with h.lines_drawn() as lines, paragraphs_drawn() as paragraphs, rendered() as pictures:
        h.step(app)
    return lines, paragraphs, pictures


# -- 1. the pods: a name never runs into its hand's count ---------------------------------------------


@pytest.mark.parametrize(("players", "moves"), [(6, 40), (6, 70), (6, 100)])
def test_a_pods_name_ends_before_its_hands_count(big_app, players, moves):
    table = _shot(big_app, "table", players, moves)
    lines, _, _ = _redrawn(big_app, table)
    for seat, pod in table.lay.pods.items():
        inside = [(label, r) for label, r in lines if pod.rect.contains(r) and r.top < pod.slots[0].top]
        count = next(r for label, r in inside if label == f"×{table.game.view(0).hand_sizes[seat]}")
        name_label, name = next((label, r) for label, r in inside
                                if label.rstrip("…") and table.names[seat].startswith(label.rstrip("…")))
        assert name.right < count.left, (table.names[seat], name_label)


# -- 2. the captions and the turn guide follow the text size ------------------------------------------


def _captions(lines, table):
    lay = table.lay
    found = {}
    for label, rect in lines:
        if label.startswith("The reef"):
            found["reef"] = (rect, lay.reef_area)
        elif label.startswith("Your habitat"):
            found["habitat"] = (rect, lay.habitat_area)
        elif label.startswith("Your hand"):
            found["hand"] = (rect, lay.hand_area)
    return found


def test_the_panel_captions_grow_with_the_text_size_and_stay_in_their_panels(open_app):
    heights = {}
    for scale in (1.0, 1.5):
        app = open_app(SIZE, animation_speed=0, text_scale=scale)
        try:
            table = _open(app, 4)
            lines, _, _ = _redrawn(app, table)
            captions = _captions(lines, table)
            assert set(captions) == {"reef", "habitat", "hand"}
            heights[scale] = {name: rect.height for name, (rect, _) in captions.items()}
            for name, (rect, panel) in captions.items():
                assert panel.contains(rect), name
                assert not any(label.endswith("…") for label, r in lines if r is rect), name
            caption = captions["habitat"][0]
            assert all(caption.bottom <= slot.top for slot in table.lay.habitat_slots)
        finally:
            theme.set_text_scale(1.0)
    for name in heights[1.0]:
        assert heights[1.5][name] > heights[1.0][name], name


def _guide_sentence(paragraphs, table):
    g = table.lay.guide
    return next((label, rect, bottom) for label, rect, bottom in paragraphs if g.contains(rect))


@pytest.mark.parametrize("step", ["draw", "discard"])
def test_the_turn_guide_speaks_at_the_players_text_size_and_stays_in_its_panel(big_app, step):
    table = _open(big_app, 3, seed=2)
    if step == "discard":
        assert table.submit(Draw())
        h.step(big_app, 2)
        h.click_button(big_app, "Take no school")
        h.step(big_app, 2)
    assert table.game.view(0).phase == step
    lines, paragraphs, pictures = _redrawn(big_app, table)
    g = table.lay.guide
    head, sub = table.guide_text(table.game.view(0))
    sentence, area, bottom = _guide_sentence(paragraphs, table)
    assert sentence == sub
    assert g.contains(area) and bottom <= g.bottom  # every line inside the panel...
    shown = [line for line, _ in pictures if line and line in sub]
    assert " ".join(shown) == sub  # ...and the sentence whole, nothing cut
    heading = next(r for label, r in lines if label == head)
    assert g.contains(heading) and heading.bottom <= area.top
    # As big as the players panel's words at this text size, where the guide has room for two lines
    # (a longer sentence may be a little smaller, never below the size the guide had at 100%).
    body = theme.font("body", table.px(14)).get_height()
    line_heights = {height for line, height in pictures if line and line in sub}
    if step == "draw":
        assert line_heights == {body}
    else:
        design = theme.picture_font("body", table.px(14)).get_height()
        assert min(line_heights) > design
    assert heading.height > theme.picture_font("heading", table.px(19)).get_height()  # the heading grew too


# -- 3. after the game: no Hint, and the finished board's bar hides no live button ----------------------


def test_the_final_boards_bar_covers_no_button_of_the_table_at_the_biggest_text(big_app):
    final = _shot(big_app, "final-board", 4)
    table = final.results.table
    assert table.game.is_over
    buttons = [table.hint_button, table.help_button, table.undo_button, table.pause_button]
    assert not any(final.bar.colliderect(b.rect) for b in buttons if b.visible)


@pytest.mark.parametrize("game_id", ["bloomingsea", "seagrass", "seascroll"])
def test_no_hint_button_once_the_game_is_over_at_any_games_table(open_app, game_id):
    from seaboard.ui.tables import table_class

    app = open_app((1280, 800), animation_speed=0)
    app.bot_pace = 1e9
    cls = table_class(game_id)
    players = 4 if game_id != "seagrass" else 2
    setup = TableSetup.default(game_id, players, seed=1, kinds=["human"] + ["easy"] * (players - 1))
    table = app.push(cls(app, setup))
    h.step(app, 2)
    assert table.hint_button.visible  # while the game is played
    spot = table.hint_button.rect.center
    play_bot_moves(table.game, None, 1)
    table.results_delay = 60.0  # the finished table stays on top for a look
    h.step(app)
    assert table.game.is_over and app.top is table
    assert not table.hint_button.visible
    h.click(app, spot)
    assert table.message == "" and not table.hint_worker.busy  # nothing there to click
    h.key(app, pygame.K_h, unicode="h")
    assert table.message == "The game is over: no more hints."  # the key still says why


# -- 4. a refused drop's bubble stays on the board -------------------------------------------------------


def test_a_refused_drops_bubble_never_covers_the_players_panel(big_app):
    table = _open(big_app, 6)
    assert table.my_turn and table.game.view(0).phase == "draw"
    panel = table.players_panel
    before = big_app.screen.subsurface(panel).copy()
    lay = table.lay
    card = lay.hand_top(next(iter(lay.hand_groups))).center
    # Let go on the reef, right of its middle, before drawing: the engine refuses ("First draw...").
    h.drag(big_app, h.line(card, (lay.reef_area.right - table.px(200), lay.reef_area.top + table.px(180))))
    h.step(big_app, 2)
    assert table.drag.bubble is not None and table.drag.bubble.alive
    after = big_app.screen.subsurface(panel).copy()
    assert h.compare_surfaces(after, before).differing == 0  # every name in the panel still shows
