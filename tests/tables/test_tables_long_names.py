"""Sixteen-letter names (the longest setup takes) show whole where the window has room: in Sea
Scroll's Reveal, on the hand-off curtain's button and in setup's name boxes (playtest: each said
"Bartholom…" in a 1920x1080 window); where it has not, they shrink a little before they are cut."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.menu import MenuScene
from seaboard.ui.scenes.setup import NAME_FIELD_CHARS, SetupScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable
from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

NAMES = ["Bartholomewsmith", "Wilhelminastrong", "Konstantinopolis"]
BIG = [((1920, 1080), 1.0), ((1920, 1080), 1.5)]


@pytest.fixture
def sized_app(open_app):
    def open_(size, text_scale):
        return open_app(size, animation_speed=0, text_scale=text_scale)

    yield open_
    theme.set_text_scale(1.0)


def _table(app, game=None) -> SeaScrollTable:
    setup = TableSetup.default("seascroll", 3, seed=4, kinds=["human", "human", "human"])
    for seat, name in zip(setup.seats, NAMES):
        assert len(name) == NAME_FIELD_CHARS
        seat.name = name
    return app.push(SeaScrollTable(app, setup, game=game))


def _labels(app) -> list[str]:
    with h.lines_drawn() as drawn:
        h.step(app)
    return [label for label, _ in drawn]


@pytest.mark.parametrize("size, text_scale", BIG)
def test_the_reveal_shows_long_names_whole_in_a_big_window(sized_app, size, text_scale):
    from tables.seascroll.test_table_seascroll_reveal_caption import finished_game

    app = sized_app(size, text_scale)
    _table(app, finished_game())
    h.step(app, 5)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    reveal._still_key = None  # the names are drawn once into a still layer: draw them again
    labels = _labels(app)
    assert all(name in labels for name in NAMES), labels
    assert not any(label.startswith("Bartholom") and label.endswith("…") for label in labels)


@pytest.mark.parametrize("size, text_scale", BIG + [((1024, 640), 1.5)])
def test_the_curtain_button_says_the_whole_name_where_the_window_has_room(sized_app, size, text_scale):
    app = sized_app(size, text_scale)
    table = _table(app)
    h.step(app, 2)
    curtain = app.top if isinstance(app.top, HandoffScene) else app.push(HandoffScene(app, table, 0))
    labels = _labels(app)
    assert curtain.ready.label in labels, labels  # "I am Bartholomewsmith: show my turn", not cut
    assert curtain.ready.rect.width <= size[0]


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
@pytest.mark.parametrize("size, text_scale", BIG)
def test_setup_name_boxes_show_long_names_whole_in_a_big_window(sized_app, size, text_scale, game_id):
    app = sized_app(size, text_scale)
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, game_id, seed=3))
    setup.set_players(3)
    for seat, name in enumerate(NAMES[:setup.players]):
        h.click(app, setup.name_fields[seat].rect.center)
        h.type_text(app, name)
    h.key(app, pygame.K_ESCAPE)  # finish typing: the caret's field is drawn as any other
    labels = _labels(app)
    assert all(name in labels for name in NAMES[:setup.players]), labels
    # ... and the colour and kind beside them stay whole
    assert not any(label.endswith("…") for label in labels), labels


@pytest.mark.parametrize("game_id", ["seagrass", "seascroll", "bloomingsea"])
def test_setup_long_names_show_whole_and_full_size_at_1024x640_with_150_percent_text(sized_app, game_id):
    # Playtest: 'Bartholomewsmith' shrank and was cut, the colour and kind keeping their words' room.
    app = sized_app((1024, 640), 1.5)
    app.push(MenuScene(app))
    setup = app.push(SetupScene(app, game_id, seed=3))
    setup.set_players(setup.cls.max_players)
    for seat, name in enumerate(NAMES):
        h.click(app, setup.name_fields[seat].rect.center)
        h.type_text(app, name)
    h.key(app, pygame.K_ESCAPE)
    with h.labels_drawn() as drawn:
        h.step(app)
    sizes = {label: px for label, px, _ in drawn}
    field_px = setup.name_fields[0].px
    assert all(sizes.get(name) == field_px for name in NAMES), sizes  # whole, at the others' size
    kind_need = setup._seat_needs(setup.kind_choices[0].rect.height)[2]
    assert all(k.rect.width >= kind_need for k in setup.kind_choices)  # the kinds keep their words
    assert not setup.colour_words  # the colours say theirs by their tokens
    for seat in range(setup.players):  # every row inside its panel
        assert setup.seats_panel.contains(setup.kind_choices[seat].rect)
    # Names that fit beside the colours' words give them back.
    for seat in range(len(NAMES)):
        h.click(app, setup.name_fields[seat].rect.center)
        h.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
        h.type_text(app, f"Bo{seat}")
    assert setup.colour_words


def test_a_name_too_long_for_its_box_shrinks_a_little_before_it_is_cut(sized_app):
    from seaboard.ui.widgets.textfield import TextField

    app = sized_app((1280, 800), 1.0)
    field = TextField("Bartholomewsmith")
    field.px = 17
    whole = theme.font("body", 17).size(field.value)[0]
    field.rect = pygame.Rect(0, 0, whole + 2 * round(40 * 0.35) - 6, 40)  # a little short
    with h.labels_drawn() as drawn:
        field.draw(app.screen)
    assert [(label, px < 17) for label, px, _ in drawn] == [("Bartholomewsmith", True)]
