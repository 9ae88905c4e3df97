"""Settings: Take-back time, how long a Blooming Sea placement or a Sea Scroll discard waits for
Undo. Playtest (a practised player): every such move waited 5 s unless Keep or Enter was pressed."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.store.settings import Settings
from seaboard.ui.render import theme

LABEL = "Take-back time"
HELP = "The moment after a placement or discard when Undo takes it back."


@pytest.fixture(autouse=True)
def _text_size_back_to_normal():
    yield
    theme.set_text_scale(1.0)


def _open_settings(open_app, size=(1280, 800), **settings_fields):
    app, _, scene = h.open_settings(open_app, size, **settings_fields)
    return app, scene


def _take_back_row(scene):
    i = [f.key for f in scene.fields].index("take_back_seconds")
    return scene.fields[i], scene.choices[i], scene.rows[i]


def test_the_settings_screen_offers_take_back_time_off_2_3_5_s_at_3_s_and_saves_each_choice(open_app):
    app, scene = _open_settings(open_app)
    field, choice, _ = _take_back_row(scene)
    assert field.label == LABEL and field.help == HELP
    assert [field.format(v) for v in choice.values] == ["Off", "2 s", "3 s", "5 s"]
    with h.texts_drawn() as drawn:
        h.step(app)
    assert LABEL in drawn and HELP in drawn and "3 s" in drawn
    left, right = choice.arrows()
    for arrow, expected in ((left, 2.0), (left, 0.0), (right, 2.0), (right, 3.0), (right, 5.0)):
        h.click(app, arrow.center)
        assert app.settings.take_back_seconds == expected
        assert Settings.load().take_back_seconds == expected  # saved as it is chosen


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_with_take_back_time_every_settings_row_fits_the_panel_whole(open_app, size, scale):
    app, scene = _open_settings(open_app, size, text_scale=scale)
    rows = [*scene.rows, scene.size_row]
    assert len(rows) == len(scene.fields) + 1
    for row, nxt in zip(rows, rows[1:]):
        assert row.bottom <= nxt.top  # no row over the next
    assert scene.back_button.rect.top >= scene.panel.bottom  # Done under the panel, not over a row
    _, choice, row = _take_back_row(scene)
    scene.focus.focus(choice)
    h.key(app, pygame.K_TAB)
    h.key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back to it: scrolled into sight where the rows scroll
    _, choice, row = _take_back_row(scene)
    assert scene.focus.focused is choice and scene.panel.contains(row) and row.contains(choice.rect)
    # The control is tall enough for its words at this text size.
    assert choice.rect.height >= theme.font("bold", choice.px).get_height()
    with h.lines_drawn() as drawn:
        h.step(app)
    label = next(rect for words, rect in drawn if words == LABEL)
    assert label.right <= choice.rect.left  # the label whole, beside its control
    # The help whole under the label, wrapped beside the control if need be.
    below = [(words, rect) for words, rect in drawn if rect.top >= label.bottom - 1 and row.contains(rect)
             and rect.right <= choice.rect.left]
    assert " ".join(words for words, _ in below).startswith(HELP)
