"""The setup screen's options column: options that do not apply are greyed out, help is never cut needlessly."""

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
    assert scene._option_help(next(o for o in scene.cls.options if o.key == "aquarist_setup"))[0] == \
        "Used only in Aquarist mode."
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
    _, help_px = scene._option_fonts()
    for opt, choice, _label_y, shown, _line_h in scene.option_rows:
        said = opt.help_for(scene.option_values[opt.key])
        if said and choice.enabled:
            assert shown == len(theme.wrap(said, "body", help_px, choice.rect.width)), opt.key
        assert scene.options_panel.contains(choice.rect)


def test_options_stay_inside_their_panel_at_the_biggest_text_size():
    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        for game_id in ("seagrass", "seascroll", "bloomingsea"):
            scene = app.push(SetupScene(app, game_id))
            scene.set_players(scene.cls.max_players)
            for opt, choice, label_y, shown, line_h in scene.option_rows:
                assert label_y >= scene.options_panel.top
                assert choice.rect.bottom + shown * line_h <= scene.options_panel.bottom, (game_id, opt.key)
            app.pop()
    finally:
        theme.set_text_scale(1.0)
        app.close()


def test_an_option_with_one_choice_says_why_it_is_greyed(app):
    scene = app.push(SetupScene(app, "seagrass"))
    scene.set_players(4)
    regions = next(o for o in scene.cls.options if o.key == "regions")
    assert not _choice(scene, "regions").enabled
    text, _role = scene._option_help(regions)
    assert text == "The only choice with 4 players: one region each."


def test_an_option_cut_short_is_said_in_full_between_the_buttons_when_pointed_at():
    app = h.make_app((1024, 640), text_scale=1.5)
    try:
        scene = app.push(SetupScene(app, "seagrass"))
        scene.set_players(4)
        intro = _choice(scene, "introductory")
        h.move(app, intro.rect.center)
        assert scene.option_said_in_full() == ("Introductory mode (no special creatures): Special creatures in play. "
                                               "Turn on for a first game.")
        h.move(app, (5, 5))
        assert scene.option_said_in_full() == ""
    finally:
        theme.set_text_scale(1.0)
        app.close()


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
