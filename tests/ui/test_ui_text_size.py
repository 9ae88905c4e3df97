"""The text size setting: reading text grows, display titles never do, cut text says so."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme


@pytest.fixture
def big_text():
    pygame.font.init()
    theme.set_text_scale(1.5)
    yield
    theme.set_text_scale(1.0)


def test_text_size_grows_body_text_but_never_titles(big_text):
    assert theme.font("body", 20).get_height() > theme.font("body", 20 / 1.5 * 1.2).get_height()
    big_title = theme.text("Seaboard", "title", 52).get_height()
    theme.set_text_scale(1.0)
    assert theme.text("Seaboard", "title", 52).get_height() == big_title


def test_section_headings_grow_half_as_much_as_body_text(big_text):
    # "Players" and "Options" stayed at design size while the text under them grew past them.
    heading, title, body = (theme.font(role, 24).get_height() for role in ("heading", "title", "body"))
    theme.set_text_scale(1.0)
    heading_1, body_1 = theme.font("heading", 24).get_height(), theme.font("body", 24).get_height()
    assert heading_1 == theme.font("title", 24).get_height() and title == heading_1  # alike at 100%
    assert heading_1 < heading < heading_1 * 1.5 and body > body_1 * 1.4


def test_the_menus_game_names_grow_and_never_overlap_their_taglines():
    from seaboard.ui.scenes.menu import MenuScene

    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        app.push(MenuScene(app))
        drawn = []
        real = theme.blit_text

        def spy(surface, label, role, px, colour, pos, anchor="topleft"):
            rect = real(surface, label, role, px, colour, pos, anchor)
            drawn.append((label, role, rect))
            return rect

        theme.blit_text = spy
        try:
            h.step(app)
        finally:
            theme.blit_text = real
        names = [(label, rect) for label, role, rect in drawn if role == "heading"]
        assert {label for label, _ in names} >= {"Seagrass", "Sea Scroll", "Blooming Sea"}  # whole, not cut
        for label, rect in names:
            below = [r for other, role, r in drawn if role == "body" and r.left == rect.left and r.top >= rect.top]
            assert below and min(r.top for r in below) >= rect.bottom - 2, label
    finally:
        theme.set_text_scale(1.0)
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1100, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_title_screens_subtitle_never_touches_a_game_card(open_app, size, scale):
    # Playtest: at 1100x700 and 150% "Three ocean games at one table" ran into the Seagrass card.
    from seaboard.ui.scenes.menu import MenuScene

    app = open_app(size, text_scale=scale)
    menu = app.push(MenuScene(app))
    with h.text_rects() as rects:
        h.step(app)
    subtitle = rects["Three ocean games at one table"]
    assert len(menu.cards) == 3  # the cards are still shown, beside it
    for game_id, card in menu.cards:
        assert not card.inflate(2, 2).colliderect(subtitle), (game_id, card, subtitle)
        assert not card.colliderect(rects["Seaboard"]), game_id


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_continue_shows_its_game_line_at_the_text_size_asked_in_the_smallest_window(scale, tmp_path, monkeypatch):
    # Playtest: at 125% in 1024x640 "Seagrass · 90 moves" stayed as small as at 100% (the button
    # was too short for two lines, so both shrank); Continue now grows to hold them.
    from seaboard.engine.registry import game_class
    from seaboard.store.autosave import autosave, flush_autosaves
    from seaboard.ui.scenes.menu import MenuScene

    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    game = game_class("bloomingsea")(2, 4)
    for _ in range(3):
        game.apply(game.legal_moves()[0])
    autosave(game)
    flush_autosaves()
    app = h.make_app((1024, 640), text_scale=scale)
    try:
        menu = app.push(MenuScene(app))
        resume = menu.buttons["continue"]
        assert resume.sublabel == "Blooming Sea · 3 turns"
        with h.labels_drawn() as drawn:
            h.step(app)
        sizes = {label: (px, rect) for label, px, rect in drawn}
        assert sizes["Continue"][0] == resume.px == menu.buttons["new"].px  # as big as its neighbours
        px, rect = sizes[resume.sublabel]
        assert px == resume.px * 0.68 and resume.rect.contains(rect)  # not shrunk to fit
        assert menu.buttons["quit"].rect.bottom < sizes["Tab / arrows to move, Enter to choose"][1].top
    finally:
        theme.set_text_scale(1.0)
        app.close()


def test_text_size_smaller_still_shrinks_titles():
    pygame.font.init()
    normal = theme.text("Seaboard", "title", 52).get_height()
    theme.set_text_scale(0.8)
    try:
        assert theme.text("Seaboard", "title", 52).get_height() < normal
    finally:
        theme.set_text_scale(1.0)


def test_paragraph_cut_short_ends_in_an_ellipsis():
    pygame.font.init()
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    one_line = theme.font("body", 16).get_height() + 2
    label = "a long sentence that certainly needs several lines at this width to be read in full"
    with h.texts_drawn() as drawn:
        theme.blit_paragraph(surface, label, "body", 16, (255, 255, 255), pygame.Rect(0, 0, 120, one_line))
    assert len(drawn) == 1 and drawn[0].endswith("…")


@pytest.mark.parametrize("size", [12, 16, 21])
def test_whole_height_is_the_least_height_in_which_a_paragraph_is_drawn_uncut(size):
    # The Seagrass tray sizes its card by this rule: a size it picks must never be cut.
    pygame.font.init()
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    label = "a long sentence that certainly needs several lines at this width to be read in full"
    need = theme.whole_height(label, "body", size, 160)
    lines = theme.wrap(label, "body", size, 160)
    for height, whole in ((need, True), (need - 1, False)):
        with h.texts_drawn() as drawn:
            theme.blit_paragraph(surface, label, "body", size, (255, 255, 255), pygame.Rect(0, 0, 160, height))
        assert (drawn == lines) is whole, (height, drawn)
    got = theme.whole_size(label, "body", size + 4, pygame.Rect(0, 0, 160, need), 8)
    assert got >= size and theme.whole_height(label, "body", got, 160) <= need


def test_results_buttons_show_their_whole_labels_at_the_biggest_text_size():
    from test_ui_flow import play_pebbles_by_clicking

    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.scenes.setup import SetupScene

    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        app.push(MenuScene(app))
        app.push(SetupScene(app, "pebbles"))
        h.click_button(app, "Start game")
        play_pebbles_by_clicking(app, app.top)
        results = app.top
        for button in results.row_buttons():
            assert button.natural_width() <= button.rect.width, button.label
            assert results.panel.contains(button.rect)
    finally:
        theme.set_text_scale(1.0)
        app.close()


def test_settings_panel_clears_the_subtitle_and_every_row_keeps_its_help_at_the_biggest_text_size():

    from seaboard.ui.scenes.settings import SettingsScene

    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        scene = app.push(SettingsScene(app))
        h.step(app)
        subtitle_bottom = (scene.px(26) + theme.font("title", scene.px(52)).get_height() + scene.px(6)
                           + theme.font("body", scene.px(20)).get_height())
        assert scene.panel.top >= subtitle_bottom
        with h.texts_drawn() as drawn:
            h.step(app)
        # Each row's help under its label (playtest: at this size only the focused row's was said).
        assert "Off removes motion (reduced motion)." in drawn and "Bigger text everywhere." in drawn
        assert any(line.startswith("1024 × 640") for line in drawn)  # the window as it is now
    finally:
        theme.set_text_scale(1.0)
        app.close()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_replay_counters_and_buttons_fit_at_the_biggest_text_size(size):

    from seaboard.engine.registry import game_class
    from seaboard.store.replay import Replay
    from seaboard.ui.scenes.replay import ReplayScene
    from seaboard.ui.screenshot import play_bot_moves

    game = play_bot_moves(game_class("seascroll")(4, seed=2), None, 2)  # a whole game
    app = h.make_app(size, text_scale=1.5)
    try:
        replay = Replay.from_game(game)
        scene = app.push(ReplayScene(app, replay=replay))
        # The widest moment: a late turn of several steps, one of them played (both counters shown).
        middle = max(i for i in range(len(replay)) if replay.steps_in_turn(i)[0] >= 1)
        replay.seek(middle)
        scene.sync()
        with h.text_rects() as drawn:
            h.step(app)
        turn_text, step_text = scene.counters()
        assert turn_text.startswith("Turn ") and step_text.endswith(" steps played")
        turns, steps = drawn[turn_text], drawn[step_text]
        assert turns.right < steps.left and scene.controls.contains(turns) and scene.controls.contains(steps)
        for button in (scene.prev_turn, scene.next_turn, scene.speed_button):  # drawn whole, not ellipsized
            assert theme.font("bold", button.px).size(button.label)[0] <= button.rect.width - 16, button.label
    finally:
        theme.set_text_scale(1.0)
        app.close()


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_at_the_smallest_text_size_the_setup_screen_draws_no_text_below_12_px(open_app, monkeypatch, game_id):
    # Playtest: at 80% in 1024x640 the setup's help lines came out 9-10 px, unreadable.
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.scenes.setup import SetupScene

    app = open_app((1024, 640), text_scale=0.8)
    app.push(MenuScene(app))
    app.push(SetupScene(app, game_id))
    sizes = {}
    real = theme._render

    def spy(label, role, px, colour):
        sizes[label] = px
        return real(label, role, px, colour)

    monkeypatch.setattr(theme, "_render", spy)
    h.step(app, 2)
    assert "Click or Tab to a name to change it; set a seat to AI to play against the computer." in sizes
    small = {label: px for label, px in sizes.items() if px < 12}
    assert not small


def test_a_smaller_text_size_shrinks_text_to_12_px_and_no_further_nor_anything_already_smaller():
    pygame.font.init()
    theme.set_text_scale(0.8)
    try:
        assert theme.font("body", 30).get_height() < theme.font("body", 30 / 0.8).get_height()  # still shrinks
        assert theme._scaled("body", 20) == 16
        assert theme._scaled("body", 14) == 12 and theme._scaled("italic", 13) == 12  # the floor
        assert theme._scaled("body", 10) == 10  # asked smaller than the floor: as at 100%, not smaller
    finally:
        theme.set_text_scale(1.0)
