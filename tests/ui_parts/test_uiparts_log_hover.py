"""The game log notes the line under the pointer that names places on the board, and lights it."""

import pygame

from seaboard.ui.render import theme
from seaboard.ui.widgets.log_panel import LogEntry, LogLine, LogPanel


def panel():
    log = LogPanel(["Ada", "Brook"], ["Blue", "Purple"], px=15)
    log.layout(pygame.Rect(20, 20, 260, 300))
    log.add("Ada places a tile.", 0, spots=((1, 2), (2, 2), (2, 3)))
    log.add("Brook draws a tile (17 left).", 1)
    return log


def point_on(log, entry):
    for shown, _n, _line, y in log.shown_lines():
        if shown is entry:
            return (log.body.left + log.glyph_column + 10, y + 2)
    raise AssertionError("not shown")


def test_the_line_under_the_pointer_is_hovered_only_if_it_names_places():
    log = panel()
    placed, drawn = log.entries
    assert log.hover(point_on(log, placed)) is placed and log.hovered_spots == ((1, 2), (2, 2), (2, 3))
    assert log.hover(point_on(log, drawn)) is None and log.hovered_spots == ()
    assert log.hover(None) is None and log.hover(log.rect.topleft) is None


def test_the_hovered_line_is_lit_behind_its_words():
    log = panel()
    placed, drawn = log.entries
    surface = pygame.Surface((300, 340))
    spot = (log.body.right - 4, point_on(log, placed)[1])  # right of the words, inside the band

    def shade() -> tuple:
        surface.fill((0, 0, 0))
        log.draw(surface)
        return tuple(surface.get_at(spot))[:3]

    before = shade()
    log.hover(point_on(log, placed))
    assert shade() == tuple(theme.PALETTE["sea_hi"]) != before
    log.hover(point_on(log, drawn))
    assert shade() == before


def test_a_line_keeps_its_places_through_a_rebuilt_log():
    # A loaded game's log is rebuilt from (text, seat, full): the places ride on the text.
    line = LogLine("Ada places a tile.", ((1, 2),))
    assert LogEntry(line, 0).spots == ((1, 2),) and LogEntry("Ada passes.", 0).spots == ()
