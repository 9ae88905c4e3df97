"""The game log: a scrolling panel of what happened, newest at the bottom.

Fed with engine events (each printed with `event.describe(names)`); an
event that has a `seat` gets that seat's colour glyph in the margin. The
panel follows the newest entry unless the player has scrolled up to read,
in which case it holds still and offers a "newest" pill to jump back down;
a table brings it back to the newest entries when a human's turn starts
(`catch_up`), unless the pointer is on the log then.

An entry may name places on the board (`spots`, in the table's own terms): the
panel notes which entry the pointer rests on (`hover`), lights it, and the table
rings those places on the board.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from seaboard.ui.render import theme
from seaboard.ui.widgets.tooltip import wrap_text

PAD = 12
GLYPH_COLUMN = 22  # margin left of each entry for the seat's glyph (at least: it grows with the text)
ENTRY_GAP = 6
WHEEL_LINES = 3


# Fields naming the seat who acted, in order of preference (most events say `seat`).
SEAT_FIELDS = ("seat", "by", "player")


def event_seat(event) -> int | None:
    for name in SEAT_FIELDS:
        seat = getattr(event, name, None)
        if isinstance(seat, int) and not isinstance(seat, bool):
            return seat
    return None


class LogLine(str):
    """A log line that carries the places on the board it names. Playtest: "the left fish at the
    middle right" had to be decoded; hovering the line rings it. The places ride on the text so a
    log rebuilt from its lines (a loaded game, an undo) keeps them."""

    spots: tuple = ()

    def __new__(cls, text: str, spots=()):
        line = super().__new__(cls, text)
        line.spots = tuple(spots)
        return line


@dataclass
class LogEntry:
    text: str
    seat: int | None = None
    full: str | None = None  # the line with its secrets (a hidden score), shown once the game is over
    spots: tuple = ()  # the places on the board it names (public ones only), rung while it is hovered

    def __post_init__(self) -> None:
        if not self.spots:
            self.spots = tuple(getattr(self.text, "spots", ()))


class LogPanel:
    def __init__(self, names: Sequence[str], colours: Sequence[str] | None = None, *,
                 px: float = 15, title: str | None = "Game log", max_entries: int = 500):
        self.names = list(names)
        self.colours = list(colours) if colours else None
        self.px = px
        self.title = title
        self.max_entries = max_entries
        self.entries: list[LogEntry] = []
        self.rect = pygame.Rect(0, 0, 300, 400)
        self.scroll = 0.0  # pixels scrolled up from the newest entry (0 = following)
        self.unseen = 0  # entries added while the player was scrolled up
        self.pointer: tuple[int, int] | None = None
        self.hovered: LogEntry | None = None  # the entry under the pointer that names places (see hover)
        self._wrapped: dict[int, list[str]] = {}
        self._wrap_key: tuple = ()
        self._height_key = None
        self._body_key: tuple = ()
        self._body = pygame.Rect(0, 0, 0, 0)

    # -- content ---------------------------------------------------------------
    def add_events(self, events: Iterable) -> None:
        for event in events:
            self.add(event.describe(self.names), event_seat(event))

    def add(self, text: str, seat: int | None = None, full: str | None = None, spots=()) -> None:
        entry = LogEntry(text, seat, full if full != text else None, tuple(spots))
        self.entries.append(entry)
        if self.scroll > 0:
            # Reading older lines: keep them where they are on screen.
            self.scroll += self._entry_height(entry) + ENTRY_GAP
            self.unseen += 1
        if len(self.entries) > self.max_entries:
            dropped = self.entries[: len(self.entries) - self.max_entries]
            self.entries = self.entries[len(dropped):]
            for old in dropped:
                self._wrapped.pop(id(old), None)
        self.scroll = min(self.scroll, self.max_scroll)

    def reveal(self) -> None:
        """The game is over, nothing is secret any more: every line says what it hid."""
        if not any(e.full for e in self.entries):
            return
        for entry in self.entries:
            if entry.full:
                entry.spots = tuple(getattr(entry.full, "spots", entry.spots))  # its places too, now told
                entry.text, entry.full = entry.full, None
        self._wrapped.clear()
        self._height_key = None
        self.scroll = min(self.scroll, self.max_scroll)

    def clear(self) -> None:
        self.hovered = None
        self.entries.clear()
        self._wrapped.clear()
        self.scroll = 0.0
        self.unseen = 0

    # -- geometry --------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def header_height(self) -> int:
        return round(self._title_height() + PAD * 0.5) + 2 if self.title else 0

    def _title_height(self) -> int:
        # The taller of line size and glyph height: the rule must clear the "g" of "Game log".
        title_font = theme.font("panel_title", self.px * 1.2)
        return max(title_font.get_linesize(), title_font.get_height())

    @property
    def body(self) -> pygame.Rect:
        """The scrolling area inside the panel (a fresh copy: callers may change it)."""
        # Remembered while the panel, its text size and title stay the same: every entry drawn
        # asks for it (through text_width), and measuring the title each time cost a few tenths
        # of a millisecond per frame.
        key = (tuple(self.rect), self.px, theme.text_scale(), self.title)
        if key != self._body_key:
            top = self.rect.top + PAD + self.header_height
            self._body = pygame.Rect(self.rect.left + PAD, top, self.rect.width - 2 * PAD - 6,
                                     max(0, self.rect.bottom - PAD - top))
            self._body_key = key
        return pygame.Rect(self._body)

    @property
    def text_width(self) -> int:
        return max(40, self.body.width - self.glyph_column)

    @property
    def glyph_size(self) -> float:
        """How wide a seat's glyph is drawn, with its halo (it follows the line height)."""
        return self.line_height * 0.62 + 3

    @property
    def glyph_centre_x(self) -> float:
        """Where a glyph's centre sits, from the body's left edge (never poking out of it)."""
        return max(GLYPH_COLUMN // 2 - 2, self.glyph_size / 2)

    @property
    def glyph_column(self) -> int:
        """The margin the glyphs stand in, left of the text. Playtest: at 150% text the glyph grew
        and touched the words beside it; the margin grows with it, a sixth of a line clear of them.
        Every game's log (and the replay's) is this panel, so they all keep the gap."""
        return max(GLYPH_COLUMN, math.ceil(self.glyph_centre_x + self.glyph_size / 2 + self.line_height / 6))

    @property
    def line_height(self) -> int:
        return theme.font("body", self.px).get_linesize()

    def lines(self, entry: LogEntry) -> list[str]:
        wrap_key = (self.text_width, self.px, theme.text_scale())  # a new text size wraps every entry anew
        if wrap_key != self._wrap_key:
            self._wrapped.clear()
            self._wrap_key = wrap_key
        key = id(entry)
        if key not in self._wrapped:
            self._wrapped[key] = wrap_text(entry.text, "body", self.px, self.text_width)
        return self._wrapped[key]

    def _entry_height(self, entry: LogEntry) -> int:
        return len(self.lines(entry)) * self.line_height

    @property
    def content_height(self) -> int:
        if not self.entries:
            return 0
        # Cached: summing every entry each frame was the log's main cost late in a long game.
        key = (len(self.entries), id(self.entries[0]), id(self.entries[-1]), self.text_width, self.line_height)
        if self._height_key != key:
            self._height = sum(self._entry_height(e) for e in self.entries) + ENTRY_GAP * (len(self.entries) - 1)
            self._height_key = key
        return self._height

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.content_height - self.body.height))

    @property
    def following(self) -> bool:
        return self.scroll <= 0

    def scroll_by(self, pixels: float) -> None:
        """Positive scrolls up (towards older entries)."""
        self.scroll = max(0.0, min(self.max_scroll, self.scroll + pixels))
        if self.scroll <= 0:
            self.unseen = 0

    def jump_to_newest(self) -> None:
        self.scroll = 0.0
        self.unseen = 0

    def catch_up(self, pointer: tuple[int, int] | None = None) -> bool:
        """A new turn: back to the newest entries, unless the pointer rests on the log (the
        player is reading it). True if it jumped. Playtest: scrolled up earlier, the log stayed
        put and showed "35 new"; the player began their turn without seeing a reef scored for them."""
        pointer = pointer if pointer is not None else self.pointer
        if pointer is not None and self.rect.collidepoint(pointer):
            return False
        self.jump_to_newest()
        return True

    def newest_pill(self) -> pygame.Rect | None:
        """The "newest" button shown while scrolled up, or None."""
        if self.following:
            return None
        label = self._pill_label()
        w = theme.font("bold", self._pill_px()).size(label)[0] + 24 + self._arrow_size() * 2
        h = self._pill_height()
        if self.title:
            # Beside the title, where it covers no line of the log (over the body it hid the last one).
            title_w = theme.font("panel_title", self.px * 1.2).size(self.title)[0]
            pill = pygame.Rect(0, 0, w, h).move_to(right=self.rect.right - PAD,
                                                   centery=self.rect.top + PAD + self._title_height() // 2)
            if pill.left >= self.rect.left + PAD + title_w + 8:
                return pill
        return pygame.Rect(0, 0, w, h).move_to(centerx=self.body.centerx, bottom=self.body.bottom - 4)

    def _pill_height(self) -> int:
        h = round(self.line_height * 1.3)
        return min(h, self.header_height - 4) if self.title else h  # it stands above the title's rule

    def _pill_px(self) -> float:
        """The pill's text size: 90% of the log's, smaller if a big text size would overfill the pill."""
        size = self.px * 0.9
        while size > 8 and theme.font("bold", size).get_height() > self._pill_height() - 2:
            size -= 0.5
        return size

    def _arrow_size(self) -> int:
        return max(6, round(self.px * 0.6))

    def _pill_label(self) -> str:
        return f"{self.unseen} new" if self.unseen else "Newest"

    # -- input -------------------------------------------------------------------
    def page(self) -> float:
        """One Page Up's scroll: the body's height less a line, so a line read stays in sight."""
        return max(self.line_height, self.body.height - self.line_height)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Page Up / Page Down scroll a page, Home / End go to the oldest / newest entry (Shift with
        any of them too: the replay keeps the bare keys for its turns). Playtest: the log could not
        be read from the keyboard, the secret scores revealed at the end scrolled out of sight."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) or self.rect.height <= 0:
            return False  # (a log not shown, its room lent to a demo's caption, takes no keys)
        if event.key == pygame.K_PAGEUP:
            self.scroll_by(self.page())
        elif event.key == pygame.K_PAGEDOWN:
            self.scroll_by(-self.page())
        elif event.key == pygame.K_HOME:
            self.scroll_by(self.max_scroll)
        elif event.key == pygame.K_END:
            self.jump_to_newest()
        else:
            return False
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if self.handle_key(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = tuple(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer is None or not self.rect.collidepoint(self.pointer):
                return False
            self.scroll_by(event.y * WHEEL_LINES * self.line_height)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = tuple(event.pos)
            pill = self.newest_pill()
            if pill is not None and pill.collidepoint(event.pos):
                self.jump_to_newest()
                return True
            return self.rect.collidepoint(event.pos)
        return False

    def entry_at(self, pos) -> LogEntry | None:
        """The entry with a line drawn under `pos`, or None (off the lines, on the pill, no log)."""
        if pos is None or self.rect.height <= 0 or not self.body.collidepoint(pos):
            return None
        pill = self.newest_pill()
        if pill is not None and pill.collidepoint(pos):
            return None
        line_h = self.line_height
        for entry, _number, _line, y in self.shown_lines():
            if y <= pos[1] < y + line_h + ENTRY_GAP:  # the gap below a line counts as its own: no flicker
                return entry
        return None

    def hover(self, pos) -> LogEntry | None:
        """Note the entry that names places on the board under `pos` (None: the pointer is
        elsewhere, or the table wants no marks, as while a tile is dragged)."""
        entry = self.entry_at(pos)
        self.hovered = entry if entry is not None and entry.spots else None
        return self.hovered

    @property
    def hovered_spots(self) -> tuple:
        return self.hovered.spots if self.hovered is not None else ()

    # -- drawing -----------------------------------------------------------------
    def visible_entries(self) -> list[tuple[LogEntry, int]]:
        """(entry, top y) of every entry at least partly inside the body, oldest first."""
        body = self.body
        # Few entries start at the top; once they overflow, the newest sits at the bottom.
        bottom = min(body.bottom, body.top + self.content_height) + round(self.scroll)
        shown = []
        for entry in reversed(self.entries):
            height = self._entry_height(entry)
            top = bottom - height
            if top < body.bottom and bottom > body.top:
                shown.append((entry, top))
            if top <= body.top:
                break
            bottom = top - ENTRY_GAP
        shown.reverse()
        return shown

    def shown_lines(self) -> list[tuple[LogEntry, int, str, int]]:
        """(entry, line number in it, text, top y) of every line drawn: whole lines only, so none
        is cut at the body's edges (playtest: the top line showed half-clipped under the heading,
        even following the newest entry, whose foot sits on the body's)."""
        body, line_h = self.body, self.line_height
        shown = []
        for entry, top in self.visible_entries():
            for number, line in enumerate(self.lines(entry)):
                y = top + number * line_h
                if y >= body.top and y + line_h <= body.bottom:
                    shown.append((entry, number, line, y))
        return shown

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.height <= 0:  # a table gave the log's room to something else
            return
        theme.draw_panel(surface, self.rect, theme.PALETTE["sea"], alpha=235)
        if self.title:
            theme.blit_text(surface, self.title, "panel_title", self.px * 1.2, theme.PALETTE["sand"],
                            (self.rect.left + PAD, self.rect.top + PAD))
            y = self.rect.top + PAD + self._title_height() + 1
            pygame.draw.line(surface, theme.mix(theme.PALETTE["sea"], theme.PALETTE["foam"], 0.15),
                             (self.rect.left + PAD, y), (self.rect.right - PAD, y))
        body = self.body
        clip = surface.get_clip()
        surface.set_clip(body.inflate(0, 2).clip(clip))
        line_h = self.line_height
        newest = self.entries[-1] if self.entries else None
        shown = self.shown_lines()
        self._draw_hover(surface, shown, line_h)
        for entry, number, line, y in shown:
            self._draw_line(surface, entry, number, line, y, line_h, entry is newest)
        if not self.entries:
            theme.blit_text(surface, "Moves will be listed here.", "italic", self.px, theme.PALETTE["dim"],
                            body.topleft)
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        pill = self.newest_pill()
        if pill is not None:
            theme.draw_shadow(surface, pill, radius=pill.height // 2, blur=4, offset=(0, 2), alpha=120)
            pygame.draw.rect(surface, theme.PALETTE["sand"], pill, border_radius=pill.height // 2)
            a = self._arrow_size()
            label = theme.blit_text(surface, self._pill_label(), "bold", self._pill_px(), theme.PALETTE["ink"],
                                    (pill.centerx - a, pill.centery), anchor="center")
            # A down arrow drawn, not typed: the text fonts have no arrow glyph.
            x, y = label.right + a * 1.2, pill.centery
            points = [(x - a * 0.6, y - a * 0.3), (x + a * 0.6, y - a * 0.3), (x, y + a * 0.45)]
            pygame.draw.polygon(surface, theme.PALETTE["ink"], points)
            pygame.draw.aalines(surface, theme.PALETTE["ink"], True, points)

    def _draw_line(self, surface: pygame.Surface, entry: LogEntry, number: int, line: str, y: int, line_h: int,
                   newest: bool) -> None:
        body = self.body
        colour = theme.PALETTE["foam"] if newest else theme.mix(theme.PALETTE["foam"], theme.PALETTE["mist"], 0.5)
        if number == 0 and entry.seat is not None and self.colours and 0 <= entry.seat < len(self.colours):
            # The seat's glyph beside the entry's first line.
            name = self.colours[entry.seat]
            centre = (body.left + self.glyph_centre_x, y + line_h / 2)
            # A pale halo under the glyph: dark hues (Blue, Purple) stay visible on the navy panel.
            halo = theme.mix(theme.player_rgb(name), theme.PALETTE["foam"], 0.55)
            theme.draw_glyph(surface, name, centre, self.glyph_size, halo)
            theme.draw_glyph(surface, name, centre, line_h * 0.62)
        if line:
            surface.blit(theme.text(line, "body", self.px, colour), (body.left + self.glyph_column, y))

    def _draw_hover(self, surface: pygame.Surface, shown, line_h: int) -> None:
        """A soft band behind the hovered entry's lines, so the rings on the board read as its."""
        rows = [y for entry, _n, _line, y in shown if entry is self.hovered]
        if not rows:
            return
        body = self.body
        pad = ENTRY_GAP // 2  # half the gap above and below: bands of neighbouring entries never touch
        band = pygame.Rect(body.left, rows[0] - pad, body.width, rows[-1] + line_h - rows[0] + 2 * pad)
        pygame.draw.rect(surface, theme.PALETTE["sea_hi"], band, border_radius=max(3, line_h // 4))
        pygame.draw.rect(surface, theme.mix(theme.PALETTE["sea_hi"], theme.ADVICE, 0.45),
                         (band.left, band.top + 2, 3, band.height - 4), border_radius=1)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        content, body = self.content_height, self.body
        if content <= body.height or body.height <= 0:
            return
        track = pygame.Rect(self.rect.right - PAD + 2, body.top, 4, body.height)
        thumb_h = max(24, round(body.height * body.height / content))
        # scroll 0 (newest) puts the thumb at the bottom of the track.
        frac = 1 - self.scroll / self.max_scroll if self.max_scroll else 1
        thumb = pygame.Rect(track.left, track.top + round((track.height - thumb_h) * frac), 4, thumb_h)
        pygame.draw.rect(surface, theme.mix(theme.PALETTE["sea"], theme.PALETTE["foam"], 0.08), track,
                         border_radius=2)
        pygame.draw.rect(surface, theme.PALETTE["mist"], thumb, border_radius=2)
