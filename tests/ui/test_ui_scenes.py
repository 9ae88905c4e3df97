"""Menu, rules, settings, demo and the theme's colours and glyphs."""

import pygame
import ui_harness as h

from seaboard.store.settings import Settings
from seaboard.ui.render import theme
from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.rules import RulesScene
from seaboard.ui.scenes.rules_text import SUMMARIES
from seaboard.ui.scenes.settings import FIELDS, NOT_YET_USED, SettingsScene


def test_menu_offers_the_six_entries_and_new_game_has_focus(app):
    menu = app.push(MenuScene(app))
    labels = [b.label for b in menu.buttons.values()]
    required = ["New game", "Continue", "Watch a demo", "Rules", "Settings", "Quit"]
    assert [label for label in labels if label in required] == required
    assert menu.focus.focused is menu.buttons["new"]
    for button in menu.buttons.values():  # all inside the window at the smallest size
        app.resize((1024, 640))
        assert app.screen.get_rect().contains(button.rect)


def test_continue_is_disabled_with_a_reason_when_there_is_no_game_to_continue(app, tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_HOME", str(tmp_path))
    menu = app.push(MenuScene(app))
    cont = menu.buttons["continue"]
    assert not cont.enabled and cont.reason
    h.move(app, cont.rect.center)
    h.click(app, cont.rect.center)
    assert app.top is menu


def test_quit_stops_the_app(app):
    app.push(MenuScene(app))
    h.click_button(app, "Quit")
    assert app.running is False


def test_every_real_game_has_a_rules_summary_tab(app):
    rules = app.push(RulesScene(app, "seagrass"))
    h.step(app)
    assert [t.label for t in rules.tabs][:3] == ["Seagrass", "Sea Scroll", "Blooming Sea"]
    for gid in ("seagrass", "seascroll", "bloomingsea"):
        headings = [heading for heading, _ in SUMMARIES[gid]]
        assert "Goal" in headings and any("end" in x.lower() or "reveal" in x.lower() for x in headings)
    h.click_button(app, "Blooming Sea")
    assert rules.current == "bloomingsea"
    h.key(app, pygame.K_ESCAPE)
    assert app.top is not rules


def test_long_rules_scroll_with_page_down(app):
    rules = app.push(RulesScene(app, "seagrass"))
    app.resize((1024, 640))
    h.step(app)
    assert rules.max_scroll > 0
    h.key(app, pygame.K_PAGEDOWN)
    assert rules.scroll > 0


def test_settings_scene_edits_every_settings_field_and_saves(app):
    scene = app.push(SettingsScene(app))
    shown = {f.key for f in scene.fields}
    settable = {f for f in Settings.__dataclass_fields__ if f != "window_size" and f not in NOT_YET_USED}
    assert shown == settable
    assert {f.key for f in FIELDS} == settable  # every field has a hand-written label and help
    text_size = scene.choices[[f.key for f in scene.fields].index("text_scale")]
    h.click(app, text_size.arrows()[1].center)
    assert app.settings.text_scale == 1.1
    assert Settings.load().text_scale == 1.1
    theme.set_text_scale(1.0)


def test_demo_plays_bots_and_a_click_returns_to_the_menu(app):
    import random

    from seaboard.ui.scenes.demo import start_demo

    app.push(MenuScene(app))
    table = start_demo(app, "pebbles", rng=random.Random(2))
    assert table.demo and all(not s.is_human for s in table.seats)
    h.step(app, 2)  # a pebble game needs at least four moves to end
    assert table.game.moves and app.top is table
    h.click(app, (600, 400))
    assert [type(s) for s in app.stack] == [MenuScene]


def test_each_games_colours_have_distinct_glyphs():
    for gid, colours in theme.GAME_COLOURS.items():
        glyphs = [theme.GLYPHS[c] for c in colours]
        assert len(set(glyphs)) == len(glyphs), gid
        assert len({theme.PLAYER_COLOURS[c] for c in colours}) == len(colours), gid
    assert theme.GAME_COLOURS["seagrass"] == ("Blue", "Purple", "Green", "Orange")
    assert theme.GAME_COLOURS["bloomingsea"] == ("Yellow", "Purple", "Green", "Orange")
    assert len(theme.GAME_COLOURS["seascroll"]) == 6


def test_glyphs_differ_in_shape_not_only_colour():
    def mask_of(name):
        surf = pygame.Surface((40, 40), pygame.SRCALPHA)
        theme.draw_glyph(surf, name, (20, 20), 32, colour=(255, 255, 255))
        return pygame.mask.from_surface(surf)

    masks = {name: mask_of(name) for name in theme.GLYPHS}
    names = list(masks)
    for i, a in enumerate(names):
        assert masks[a].count() > 40, a
        for b in names[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            assert overlap < 0.9 * max(masks[a].count(), masks[b].count()), (a, b)


def test_fonts_are_loaded_at_their_final_pixel_size():
    pygame.font.init()
    small, big = theme.font("body", 14), theme.font("body", 28)
    assert big.get_height() > 1.7 * small.get_height()
    assert theme.font("title", 40) is theme.font("title", 40)  # cached


def test_text_on_player_colours_stays_readable():
    for name, rgb in theme.PLAYER_COLOURS.items():
        ink = theme.readable_on(rgb)
        assert ink in (theme.PALETTE["ink"], theme.PALETTE["foam"]), name
    assert theme.readable_on(theme.PLAYER_COLOURS["Yellow"]) == theme.PALETTE["ink"]


def test_purple_reads_as_purple_not_pink_and_stays_apart_from_blue():
    # Playtest: the purple seat (Seagrass, Blooming Sea's purple corals, Sea Scroll) looked pink.
    import colorsys

    purple, blue = theme.PLAYER_COLOURS["Purple"], theme.PLAYER_COLOURS["Blue"]
    hue, saturation, _ = colorsys.rgb_to_hsv(*(c / 255 for c in purple))
    assert 260 <= hue * 360 <= 290 and saturation >= 0.35  # violet; pink lies past 310
    # Lighter than Blue: where red-green colour blindness sees both as blue, they still differ.
    assert h.contrast(purple, blue) >= 1.5
    # Its glyph on a token is ink, readable as text; the token stands out on the navy panels.
    assert theme.readable_on(purple) == theme.PALETTE["ink"] and h.contrast(purple, theme.PALETTE["ink"]) >= 4.5
    assert h.contrast(purple, theme.PALETTE["sea"]) >= 3


def test_clicking_a_game_card_on_the_menu_opens_that_games_setup(app):
    from seaboard.ui.scenes.setup import SetupScene

    menu = app.push(MenuScene(app))
    h.step(app)
    cards = dict(menu.cards)
    assert list(cards) == ["seagrass", "seascroll", "bloomingsea"]
    h.move(app, cards["bloomingsea"].center)
    assert menu.hovered_card == "bloomingsea"
    h.click(app, cards["bloomingsea"].center)
    assert isinstance(app.top, SetupScene) and app.top.game_id == "bloomingsea"
    h.key(app, pygame.K_ESCAPE)
    assert app.top is menu and menu.hovered_card is None
    h.click(app, (cards["seagrass"].left - 5, cards["seagrass"].top - 5))  # beside the card: nothing
    assert app.top is menu


def test_the_rules_text_starts_at_the_same_x_on_every_tab(app):
    rules = app.push(RulesScene(app, "seagrass"))
    h.step(app)
    columns = set()
    for label in ("Seagrass", "Sea Scroll", "Blooming Sea"):
        h.click_button(app, label)
        rules.lines()
        columns.add(rules.head_w)
    assert len(columns) == 1
