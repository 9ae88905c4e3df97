"""The game log: wrapping at the panel width, scrolling, following the newest entry."""

import pygame
import pytest

from seaboard.engine.core import GameEnded, Scored, TurnStarted
from seaboard.ui.render import theme
from seaboard.ui.widgets.log_panel import LogPanel

NAMES = ["Ada", "Brook", "Coral"]
LONG = ("Brook -1 (an unfinished kelp bed left open at the end of the round, which costs a point "
        "and also makes this line much wider than any log panel could ever be).")


def panel(height=300, width=260, colours=("Blue", "Purple", "Green")):
    log = LogPanel(NAMES, list(colours) if colours else None, px=15)
    log.layout(pygame.Rect(20, 20, width, height))
    return log


def wheel(log, y, pos=None):
    log.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos or log.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    return log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def test_entries_wrap_again_when_the_text_size_changes():
    log = panel()
    log.add(LONG, seat=1)
    before = log.lines(log.entries[0])
    try:
        theme.set_text_scale(1.5)
        after = log.lines(log.entries[0])
        f = theme.font("body", log.px)
        assert len(after) > len(before) and all(f.size(line)[0] <= log.text_width for line in after)
    finally:
        theme.set_text_scale(1.0)


def test_events_are_printed_with_their_describe_and_seat():
    log = panel()
    log.add_events([TurnStarted(1), Scored(1, 3, "a reef"), GameEnded((0,), (5, 3, 2))])
    assert [(e.text, e.seat) for e in log.entries] == [
        ("Brook's turn.", 1), ("Brook +3 (a reef).", 1), ("Game over: Ada wins.", None)]


def test_long_entries_wrap_inside_the_text_column():
    log = panel()
    log.add(LONG, seat=1)
    lines = log.lines(log.entries[0])
    assert len(lines) > 2
    f = theme.font("body", log.px)
    assert all(f.size(line)[0] <= log.text_width for line in lines)
    assert " ".join(lines) == LONG  # nothing lost or duplicated


def test_a_word_wider_than_the_panel_is_broken_rather_than_overflowing():
    log = panel(width=160)
    log.add("Z" * 80)
    lines = log.lines(log.entries[0])
    assert len(lines) > 1 and "".join(lines) == "Z" * 80
    f = theme.font("body", log.px)
    assert all(f.size(line)[0] <= log.text_width for line in lines)


def test_rewrapping_follows_a_resize():
    log = panel(width=400)
    log.add(LONG)
    wide = len(log.lines(log.entries[0]))
    log.layout(pygame.Rect(20, 20, 200, 300))
    assert len(log.lines(log.entries[0])) > wide


def test_follows_the_newest_entry_while_not_scrolled():
    log = panel(height=200)
    for i in range(40):
        log.add(f"Entry {i}.")
    assert log.following and log.max_scroll > 0
    shown = [e.text for e, _ in log.visible_entries()]
    assert shown[-1] == "Entry 39."
    entry, top = log.visible_entries()[-1]
    assert top + log.line_height <= log.body.bottom


def test_wheel_scrolls_back_and_new_entries_do_not_yank_the_view():
    log = panel(height=200)
    for i in range(40):
        log.add(f"Entry {i}.")
    assert wheel(log, 2) is True
    assert not log.following
    before = [e.text for e, _ in log.visible_entries()]
    log.add("Entry 40.")
    log.add("Entry 41.")
    assert [e.text for e, _ in log.visible_entries()] == before
    assert log.unseen == 2 and log.newest_pill() is not None
    # Clicking the pill jumps back down to the newest entry.
    pill = log.newest_pill()
    log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pill.center, button=1))
    assert log.following and log.visible_entries()[-1][0].text == "Entry 41."


def test_wheel_down_returns_to_following_and_scroll_is_clamped():
    log = panel(height=200)
    for i in range(40):
        log.add(f"Entry {i}.")
    wheel(log, 1000)
    assert log.scroll == log.max_scroll
    assert log.visible_entries()[0][0].text == "Entry 0."
    wheel(log, -1000)
    assert log.following and log.unseen == 0


def test_catching_up_shows_the_newest_entries_unless_the_pointer_is_on_the_log():
    log = panel(height=200)
    for i in range(40):
        log.add(f"Entry {i}.")
    wheel(log, 5)  # the pointer is on the log: it is being read
    log.add("Entry 40.")
    assert not log.catch_up() and not log.following and log.unseen == 1
    assert log.catch_up(pointer=(900, 700))  # the pointer went elsewhere
    assert log.following and log.unseen == 0 and log.visible_entries()[-1][0].text == "Entry 40."


def test_wheel_elsewhere_is_not_taken():
    log = panel()
    for i in range(40):
        log.add(f"Entry {i}.")
    assert wheel(log, 2, pos=(900, 700)) is False
    assert log.following


def test_few_entries_start_at_the_top():
    log = panel()
    log.add("Only entry.")
    (entry, top), = log.visible_entries()
    assert top == log.body.top


def test_old_entries_beyond_the_limit_are_dropped():
    log = LogPanel(NAMES, max_entries=10)
    for i in range(25):
        log.add(f"Entry {i}.")
    assert [e.text for e in log.entries] == [f"Entry {i}." for i in range(15, 25)]


@pytest.mark.parametrize("colours", [("Blue", "Purple", "Green"), None])
def test_draws_inside_its_rect(colours):
    surface = pygame.Surface((400, 400))
    surface.fill((1, 2, 3))
    log = panel(height=200, colours=colours)
    for i in range(30):
        log.add(LONG if i % 3 == 0 else f"Entry {i}.", seat=i % 3)
    wheel(log, 1)
    log.draw(surface)
    # Outside the panel (and its shadow) nothing changed.
    for point in [(5, 5), (395, 395), (380, 30), (30, 300)]:
        assert surface.get_at(point)[:3] == (1, 2, 3)
    # Inside, something was drawn.
    assert surface.get_at(log.rect.center)[:3] != (1, 2, 3)


def test_the_acting_seat_is_found_under_by_when_an_event_has_no_seat():
    from dataclasses import dataclass

    from seaboard.engine.core import Event

    @dataclass(frozen=True)
    class Sent(Event):
        by: int
        owner: int

        def describe(self, names):
            return f"{names[self.by]} sends {names[self.owner]}'s crab to the box."

    log = panel()
    log.add_events([Sent(2, 0)])
    assert log.entries[0].seat == 2


def test_the_title_rule_clears_the_descender_of_game_log():
    log = panel()
    surface = pygame.Surface((320, 360))
    surface.fill((0, 0, 0))
    log.draw(surface)
    title = theme.text(log.title, "title", log.px * 1.2, theme.PALETTE["sand"])
    ink_bottom = log.rect.top + 12 + title.get_bounding_rect().bottom  # PAD above the title
    rule_rows = [y for y in range(log.rect.top, log.body.top)
                 if surface.get_at((log.rect.centerx + 40, y))[:3] == theme.mix(theme.PALETTE["sea"], theme.PALETTE["foam"], 0.15)[:3]]
    assert rule_rows and min(rule_rows) > ink_bottom
    assert log.body.top > max(rule_rows)


def test_no_half_cut_line_shows_at_the_top_once_the_log_overflows():
    log = panel(height=160)
    for i in range(30):
        log.add(f"Brook takes Research Reef number {i}.", seat=1)
    surface = pygame.Surface((320, 360))
    surface.fill((0, 0, 0))
    log.draw(surface)
    body = log.body
    ground = surface.get_at((log.rect.left + 6, body.top))[:3]
    # The rows where a line is cut are the panel's own colour all along: no half-cut line shows.
    for y in (body.top - 1, body.top):
        assert all(surface.get_at((x, y))[:3] == ground for x in range(body.left, body.right))
    # Scrolled right to the top, the oldest line is whole and drawn at full strength.
    log.scroll_by(log.max_scroll)
    surface.fill((0, 0, 0))
    log.draw(surface)
    first_row = [surface.get_at((x, body.top + log.line_height // 2))[:3] for x in range(body.left, body.right)]
    assert len(set(first_row)) > 3  # its text is drawn, not hidden


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_newest_pill_covers_no_line_of_the_log(text_scale):
    # Playtests: scrolled up, the "Newest" pill sat over the last line shown.
    theme.set_text_scale(text_scale)
    try:
        log = panel(height=240)
        for i in range(40):
            log.add(f"Entry {i} of a long game.")
        wheel(log, 2)
        log.add("Entry 40.")
        pill = log.newest_pill()
        assert pill is not None and log.rect.contains(pill)
        assert pill.bottom <= log.body.top  # above the lines, beside the title
        title_w = theme.font("title", log.px * 1.2).size(log.title)[0]
        assert pill.left >= log.rect.left + title_w
    finally:
        theme.set_text_scale(1.0)


class _Recording(pygame.Surface):
    """A surface that remembers what was blitted where."""

    def __init__(self, size):
        super().__init__(size)
        self.blits = []

    def blit(self, source, dest, *args, **kwargs):
        self.blits.append((source, dest))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_log_draws_only_whole_lines_never_one_cut_at_its_edges(text_scale, monkeypatch):
    # Playtest: the top visible line was half clipped under the "Game log" heading, following the
    # newest entry as well as scrolled up.
    theme.set_text_scale(text_scale)
    rendered = {}  # id of each line's picture -> (its text, the picture)
    original = theme.text

    def text(line, *args, **kwargs):
        img = original(line, *args, **kwargs)
        rendered[id(img)] = (line, img)
        return img

    monkeypatch.setattr(theme, "text", text)
    try:
        for entries in range(12, 24):  # the newest at the foot leaves a different cut at the top each time
            log = panel(height=200)
            for i in range(entries):
                log.add(LONG if i % 4 == 0 else f"Entry {i} of the game.", seat=i % 3)
            for scroll in (0, 5, log.line_height // 2, log.line_height * 3 + 4):
                log.jump_to_newest()
                log.scroll_by(scroll)
                surface = _Recording((400, 400))
                log.draw(surface)
                body = log.body
                lines = [(rendered[id(img)][0], dest) for img, dest in surface.blits if id(img) in rendered
                         and rendered[id(img)][0] in {ln for e in log.entries for ln in log.lines(e)}]
                assert lines, "the log drew no line"
                for line, (_x, y) in lines:
                    assert body.top <= y and y + log.line_height <= body.bottom, f"{line!r} is cut at y={y}"
    finally:
        theme.set_text_scale(1.0)


@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("px", [12, 15, 19])
def test_the_seat_markers_stand_clear_of_the_words_at_every_text_size(text_scale, px):
    # Playtest: at 150% text the log's seat markers touched the words beside them (in every game's log).
    theme.set_text_scale(text_scale)
    try:
        log = LogPanel(NAMES, ["Blue", "Purple", "Green"], px=px)
        log.layout(pygame.Rect(0, 0, 420, 400))
        for seat in range(3):
            log.add(f"{NAMES[seat]} takes Research Reef.", seat=seat)
        surface = pygame.Surface((420, 400))
        surface.fill((0, 0, 0))
        log.draw(surface)
        body = log.body
        ground = surface.get_at((body.left + 1, body.bottom - 2))[:3]
        for entry, _, _, y in log.shown_lines():
            inked = [x for x in range(body.left - 5, body.left + 70)  # (the panel's own rim lies further left)
                     if any(surface.get_at((x, yy))[:3] != ground for yy in range(y, y + log.line_height))]
            # The marker's ink, then a run of clear columns, then the words' first letter.
            runs = [x for x, nxt in zip(inked, inked[1:]) if nxt - x > 1]
            assert runs, (entry.text, inked)
            marker_right = runs[0]
            words_left = inked[inked.index(marker_right) + 1]
            assert words_left - marker_right - 1 >= 3, (entry.text, text_scale, px, marker_right, words_left)
    finally:
        theme.set_text_scale(1.0)
