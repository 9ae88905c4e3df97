"""The setup screen's options column: options that do not apply are greyed out, help is never cut needlessly."""

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.setup import SetupScene


def _choice(scene, key):
    return next(c for o, c in zip(scene.cls.options, scene.option_choices) if o.key == key)


def test_aquarist_fish_setup_is_greyed_out_in_standard_mode_and_sent_as_default(app):
    scene = app.push(SetupScene(app, "bloomingsea"))
    setup_choice = _choice(scene, "aquarist_setup")
    assert scene.option_values["mode"] == "standard"
    assert not setup_choice.enabled
    # Why it is greyed, and what it would do (alone, the first half left the row unexplained).
    assert scene._option_help(next(o for o in scene.cls.options if o.key == "aquarist_setup"))[0] == \
        "Used only in Aquarist mode: fish put down at random or by the players."
    setup_choice.step(1)  # a greyed-out choice cannot be changed
    assert scene.option_values["aquarist_setup"] == "random"


def test_aquarist_fish_setup_opens_when_aquarist_mode_is_chosen(app):
    scene = app.push(SetupScene(app, "bloomingsea"))
    _choice(scene, "mode").step(1)
    assert scene.option_values["mode"] == "aquarist"
    setup_choice = _choice(scene, "aquarist_setup")
    assert setup_choice.enabled
    setup_choice.step(1)
    assert scene.table_setup().options["aquarist_setup"] == "choose"
    _choice(scene, "mode").step(1)  # back to standard: the table gets the default again
    assert scene.table_setup().options["aquarist_setup"] == "random"


def test_chaos_pace_only_applies_with_the_chaos_variant(app):
    scene = app.push(SetupScene(app, "seascroll"))
    assert not _choice(scene, "chaos_pace").enabled
    _choice(scene, "chaos").step(1)
    assert _choice(scene, "chaos_pace").enabled


def test_a_standalone_variant_chosen_with_another_says_so_at_once_not_at_start(app):
    scene = app.push(SetupScene(app, "seascroll"))
    _choice(scene, "regal_tang").step(1)
    assert scene.error == ""
    _choice(scene, "chaos").step(1)
    assert "standalone" in scene.error
    _choice(scene, "regal_tang").step(1)  # one of them off again: nothing to complain about
    assert scene.error == ""


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_option_help_is_shown_in_full_at_normal_text_size(open_app, game_id, size):
    app = open_app(size)
    scene = app.push(SetupScene(app, game_id))
    scene.set_players(scene.cls.max_players)
    assert scene.options_scroll_bar is None  # room for every option: nothing scrolls
    for row in scene.all_option_rows:
        said = row.opt.help_for(scene.option_values[row.opt.key])
        if said and row.choice.enabled:
            assert " ".join(row.help_lines) == said[:1].upper() + said[1:], row.opt.key
        assert scene.options_view.contains(row.choice.rect)


def test_an_option_with_one_choice_says_why_it_is_greyed(app):
    scene = app.push(SetupScene(app, "seagrass"))
    scene.set_players(4)
    regions = next(o for o in scene.cls.options if o.key == "regions")
    assert not _choice(scene, "regions").enabled
    text, _role = scene._option_help(regions)
    assert text == "The only choice with 4 players: all 4 of the board's regions, one per player, are the play area."


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_three_setup_screens_share_one_panel_height_above_the_buttons(open_app, size):
    app = open_app(size)
    bottoms = set()
    for game_id in ("seagrass", "seascroll", "bloomingsea"):
        scene = app.push(SetupScene(app, game_id))
        h.step(app)
        assert scene.seats_panel.bottom == scene.options_panel.bottom < scene.start_button.rect.top
        bottoms.add(scene.seats_panel.bottom)
        app.pop()
    assert len(bottoms) == 1


def test_the_seats_note_wraps_inside_its_panel_at_the_biggest_text_size():
    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        scene = app.push(SetupScene(app, "seascroll"))
        scene.set_players(6)
        scene.set_kind(1, "human")  # two humans: the curtain note
        with h.texts_drawn() as drawn:
            h.step(app)
        note = "Several humans share this screen: a curtain hides each hand when it is passed on."
        lines = [line for line in drawn if len(line) > 8 and line in note]
        assert " ".join(lines) == note  # said in full, over several lines
        room = scene.seats_panel.width - 2 * scene.px(22)
        assert all(theme.font("italic", max(13, scene.px(15))).size(line)[0] <= room for line in lines)
    finally:
        theme.set_text_scale(1.0)
        app.close()


def test_two_humans_settle_the_chaos_pace_and_the_setup_says_so(app):
    scene = app.push(SetupScene(app, "seascroll"))
    scene.set_option("chaos", True)
    pace = _choice(scene, "chaos_pace")
    assert pace.enabled and pace.value == "realtime"
    scene.set_kind(1, "human")
    assert not pace.enabled and pace.value == "alternating"
    assert scene.table_setup().options["chaos_pace"] == "alternating"
    assert scene._option_help(next(o for o in scene.cls.options if o.key == "chaos_pace"))[0].startswith(
        "Several humans share the screen")
    scene.set_kind(1, "easy")
    assert pace.enabled


@pytest.mark.parametrize(("game_id", "key", "needs"), [
    ("seascroll", "chaos_pace", {"chaos": True}), ("bloomingsea", "mode", {}), ("bloomingsea", "side", {}),
    ("bloomingsea", "aquarist_setup", {"mode": "aquarist"}), ("seagrass", "board", {}),
    ("seagrass", "introductory", {})])
def test_an_options_sentence_speaks_of_the_choice_shown_not_another(app, game_id, key, needs):
    # "Realtime: ..." under Alternating read as the wrong choice's help.
    scene = app.push(SetupScene(app, game_id))
    for other, value in needs.items():
        scene.set_option(other, value)
    opt = next(o for o in scene.cls.options if o.key == key)
    said = set()
    for value in opt.choices_for(scene.players):
        scene.set_option(key, value)
        text, _role = scene._option_help(opt)
        assert text == opt.choice_help[value]
        said.add(text)
        other_names = [str(v).lower() for v in opt.choices_for(scene.players) if v != value]
        assert not any(text.lower().startswith(name) for name in other_names)
    assert len(said) == len(opt.choices_for(scene.players))


def test_seagrass_region_names_are_spaced_in_setup():
    from seaboard.ui.scenes.setup import _option_text

    assert _option_text("Green+Yellow+Blue") == "Green + Yellow + Blue"


def test_every_option_of_every_game_says_what_each_of_its_choices_means():
    from seaboard.engine.registry import game_class

    for game_id in ("seagrass", "seascroll", "bloomingsea"):
        cls = game_class(game_id)
        for opt in cls.options:
            for players in range(cls.min_players, cls.max_players + 1):
                for value in opt.choices_for(players):
                    assert opt.help_for(value), (game_id, opt.key, value)


# -- every option said whole at the biggest text size in the smallest window -------------------------

@pytest.fixture
def big_text_app(open_app):
    """The smallest window at the biggest text size (the playtest's first-time player)."""
    yield open_app((1024, 640), text_scale=1.5)
    theme.set_text_scale(1.0)


def _seat(scene, seat: int, kind: str) -> None:
    scene.kind_choices[seat].set_value(kind)
    scene.set_kind(seat, kind)


SEATINGS = {"bots": lambda scene: None,
            "hot seat": lambda scene: [_seat(scene, i, "human") for i in range(scene.players)]}


def assert_drawn_whole(app, scene, row, players) -> None:
    """The option's label and sentence are drawn in full, every line inside the options' view."""
    with h.lines_drawn() as drawn:
        h.step(app)
    help_text, _role = scene._option_help(row.opt)
    choice = row.drawn_choice
    label_lines = [(t, r) for t, r in drawn if t in row.label_lines and row.top - 1 <= r.top and r.bottom <= choice.top]
    help_lines = [(t, r) for t, r in drawn if t in row.help_lines and r.top >= choice.bottom
                  and r.bottom <= row.top + row.height]
    assert " ".join(t for t, _ in label_lines) == row.opt.label, (players, row.opt.key)
    assert " ".join(t for t, _ in help_lines) == help_text, (players, row.opt.key)
    for text, rect in label_lines + help_lines:
        assert scene.options_view.contains(rect) and rect.width <= choice.width, (players, row.opt.key, text)
    assert scene.options_view.contains(choice), (players, row.opt.key)
    assert scene.option_in_sight(row), (players, row.opt.key)  # and clear of the faded edges


@pytest.mark.parametrize("seating", list(SEATINGS))
@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_every_option_is_drawn_whole_when_tab_reaches_it_at_1024x640_with_150_percent_text(
        big_text_app, game_id, seating):
    # Playtest: at 150% "Introductory mode (no special creatures)" lost its aside, and every
    # option's sentence was dropped. Each option is reached with Tab, as a player would.
    app = big_text_app
    scene = app.push(SetupScene(app, game_id))
    for players in range(scene.cls.min_players, min(scene.cls.max_players, 4) + 1):
        scene.set_players(players)
        SEATINGS[seating](scene)
        h.step(app)
        scene.focus.focus(scene.start_button)
        scene.focus.keyboard_used = True
        seen = set()
        for _ in range(len(scene.focus.widgets)):
            h.key(app, pygame.K_TAB)
            row = next((r for r in scene.all_option_rows if r.choice is scene.focus.focused), None)
            if row is None:
                continue
            assert_drawn_whole(app, scene, row, players)
            seen.add(row.opt.key)
        assert seen == {r.opt.key for r in scene.all_option_rows if r.choice.enabled}, players
        # A greyed option (Tab passes it by) is read by scrolling down to it.
        h.wheel(app, 10, scene.options_panel.center)
        for row in scene.all_option_rows:
            for _ in range(20):
                if scene.option_in_sight(row):
                    break
                h.wheel(app, -1, scene.options_panel.center)
            assert_drawn_whole(app, scene, row, players)
        # Start and what is said between the buttons stay in the window, under the panels.
        assert app.screen.get_rect().contains(scene.start_button.rect)
        assert scene.start_button.rect.top > scene.options_panel.bottom


def test_the_seagrass_options_scroll_with_the_wheel_at_150_percent_text_and_say_so(big_text_app):
    app = big_text_app
    scene = app.push(SetupScene(app, "seagrass"))
    h.step(app)
    assert scene.options_scroll_bar is not None and scene.options_scroll == 0
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "More options below: scroll or Tab" in drawn
    h.wheel(app, -10, scene.options_panel.center)
    h.step(app)
    assert scene.options_scroll == scene.max_options_scroll > 0
    last = scene.all_option_rows[-1]
    assert last.opt.key == "open_scores" and scene.option_in_sight(last)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "More options above: scroll up" in drawn
    h.wheel(app, -3, scene.seats_panel.center)  # over the seats: the options stay put
    assert scene.options_scroll == scene.max_options_scroll


def test_a_click_on_the_hidden_part_of_an_option_cut_by_the_view_changes_nothing(big_text_app):
    app = big_text_app
    scene = app.push(SetupScene(app, "seagrass"))
    h.step(app)
    cut = scene.all_option_rows[-1]
    scene.scroll_options(cut.drawn_choice.centery - scene.options_view.bottom)  # the view's foot cuts it in half
    assert cut.drawn_choice.top < scene.options_view.bottom < cut.drawn_choice.bottom
    before = dict(scene.option_values)
    h.click(app, (cut.drawn_choice.centerx, cut.drawn_choice.bottom - 2))  # below the view's edge
    assert scene.option_values == before


def test_the_seagrass_regions_say_what_the_regions_are_and_why_the_player_count_sets_them():
    from seaboard.engine.registry import game_class

    regions = next(o for o in game_class("seagrass").options if o.key == "regions")
    for players in (2, 3, 4):
        for value in regions.choices_for(players):
            said = regions.help_for(value)
            assert "4 regions" in said or "All 4 of the board's regions" in said, value
            assert "one per player" in said and "play area" in said, value
            assert players == 4 or f"these {players}" in said, value


# -- a big window shows every option at every text size, the seats whole beside them --------------

@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_at_1920x1080_every_option_shows_without_scrolling_at_every_text_size(open_app, game_id, text_scale):
    # Playtest: at 150% text Seagrass's options scrolled at 1920x1080 while the seat columns
    # beside them stood far wider than their words.
    app = open_app((1920, 1080), text_scale=text_scale)
    try:
        scene = app.push(SetupScene(app, game_id))
        for players in range(scene.cls.min_players, scene.cls.max_players + 1):
            scene.set_players(players)
            with h.lines_drawn() as drawn:
                h.step(app)
            assert scene.options_scroll_bar is None, players
            said = [(text, rect) for text, rect in drawn if scene.options_view.colliderect(rect)]
            for row in scene.all_option_rows:
                help_text, _role = scene._option_help(row.opt)
                label = [(t, r) for t, r in said if t in row.label_lines and row.top <= r.top < row.top + row.height]
                help_lines = [(t, r) for t, r in said if t in row.help_lines and r.top >= row.choice.rect.bottom
                              and r.bottom <= row.top + row.height]
                assert " ".join(t for t, _ in label) == row.opt.label, (players, row.opt.key)
                assert " ".join(t for t, _ in help_lines) == help_text, (players, row.opt.key)
                for _text, rect in label + help_lines:
                    assert scene.options_view.contains(rect), (players, row.opt.key)
                    assert not rect.colliderect(row.choice.rect), (players, row.opt.key)  # a label beside its choice
                assert scene.options_view.contains(row.choice.rect), (players, row.opt.key)
                values = [row.choice.format(v) for v in row.choice.values]
                room = row.choice.rect.width - 2 * row.choice.arrows()[0].width - 8
                assert max(theme.font("bold", row.choice.px).size(v)[0] for v in values) <= room, row.opt.key
            assert_seat_rows_whole(scene)
    finally:
        theme.set_text_scale(1.0)


def assert_seat_rows_whole(scene) -> None:
    """Every seat's colour, kind and default name shows whole, at the size the choices draw them."""
    for field, colour, kind in zip(scene.name_fields, scene.colour_choices, scene.kind_choices):
        for choice, deco in ((colour, round(colour.rect.height * 0.7)), (kind, 0)):
            room = choice.rect.width - 2 * choice.arrows()[0].width - deco - 8
            widest = max(theme.font("bold", choice.px).size(choice.format(v))[0] for v in choice.values)
            assert widest <= room, (choice.format(choice.value), widest, room)
        bots = [f"{c} bot" for c in scene.colours]
        room = field.rect.width - 2 * round(field.rect.height * 0.35)
        assert max(theme.font("body", field.px).size(name)[0] for name in bots) <= room


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_seat_rows_show_every_colour_kind_and_default_name_whole(open_app, size, text_scale):
    # The seats give the options room only down to what their own words need.
    app = open_app(size, text_scale=text_scale)
    try:
        for game_id in ("seagrass", "seascroll", "bloomingsea"):
            scene = app.push(SetupScene(app, game_id))
            for players in range(scene.cls.min_players, scene.cls.max_players + 1):
                scene.set_players(players)
                h.step(app)
                assert_seat_rows_whole(scene)
            app.pop()
    finally:
        theme.set_text_scale(1.0)
