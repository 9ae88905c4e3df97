"""Demo mode: bots play each other at table pace, with every hand face up.

Two ways in:
- the attract loop (`seaboard --demo [--game ID]`): games follow one another
  until any key or click returns to the title menu;
- "Watch a demo" on the menu: a chooser (game or random, 2-4 bots, their
  level), then a table with controls: pause/play (Space), one step while
  paused (Right arrow or N), slower/faster (- and +, 0.5x to 4x), and a
  caption saying each move in words (the engine events' describe()).

The table draws through an `OmniscientGame` (every view is the omniscient
one, so hidden hands are shown face up) while the bots are given the real
game and so still see only their own seat's view.
"""

from __future__ import annotations

import inspect
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pygame

from seaboard.ai.search import supports_search
from seaboard.engine.core import Game, GameEnded
from seaboard.ui.render import theme
from seaboard.ui.render.emblems import draw_emblem
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene, available_games
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.widgets.button import Button, FocusGroup
from seaboard.ui.widgets.choice import Choice

SPEEDS = (0.5, 1.0, 2.0, 4.0)
CAPTION_PX = 19  # the caption's size (design px): read from a distance, bigger than the log's 15
CAPTION_FLOOR_PX = 15  # a long turn's caption gets no smaller than the log...
CAPTION_LAST_PX = 11  # ...unless even its shortest wording (every point kept) fits only smaller
CAPTION_LINES = 4  # a Blooming Sea turn with a fish runs to four at the caption's size
# The attract loop's caption band along the bottom of the window (read from across a shop):
BAND_PX = 30  # its size (design px): two lines of it at most
BAND_FLOOR_PX = 20  # a long turn's caption gets no smaller (three lines)...
BAND_LAST_PX = 16  # ...unless even its shortest wording (every action and point kept) fits only smaller
BAND_LINES = 2
# The attract loop's caption in the side column (a table with no band): bigger than a watched demo's.
SIDE_PX, SIDE_FLOOR_PX, SIDE_LAST_PX, SIDE_LINES = 25, 20, 15, 5
DEMO_LEVELS = ("easy", "medium", "hard")


class OmniscientGame:
    """The real game for everything, except that every view shows everything."""

    def __init__(self, game: Game):
        self.__dict__["real"] = game
        self.__dict__["_can_reveal"] = "omniscient" in inspect.signature(game.view).parameters

    def view(self, seat: Any, omniscient: bool = True) -> Any:
        if self._can_reveal:
            return self.real.view(seat, omniscient=True)
        return self.real.view(seat)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self.real, name, value)


def real_game(game: Any) -> Game:
    return game.real if isinstance(game, OmniscientGame) else game


RESULTS_SECONDS = 12.0  # the attract loop's results card at 1x


def results_hold(speed: float) -> float:
    """How long the attract loop holds a game's results card: 12 s at 1x, less when faster and more
    when slower, but never so short that a card cannot be read (6 s at 4x, 17 s at 0.5x)."""
    return RESULTS_SECONDS / max(0.25, speed) ** 0.5


@dataclass
class DemoState:
    """How a demo table runs: the table asks it before every bot move."""

    attract: bool = True  # any key or click leaves; the next game follows the last
    fixed_game: str | None = None  # --game ID: every game of the loop is this one
    speed: float = 1.0
    paused: bool = False
    steps: int = 0  # turns asked for, one Step each, while paused
    caption: str = ""
    turn_lines: list[str] = field(default_factory=list)  # the caption's sentences of the turn so far
    turn_done: bool = False
    final: bool = False  # the caption is the game's result
    names: list[str] = field(default_factory=list)  # the players, as the caption names them
    draw_lines: list[str] = field(default_factory=list)  # the turn's sentences that say a draw (dropped first)
    held_draws: list[str] = field(default_factory=list)  # a draw that starts a turn, said with its move

    def may_move(self) -> bool:
        return not self.paused or self.steps > 0

    @property
    def holding(self) -> bool:
        """Paused with no Step playing: nothing moves."""
        return not self.may_move()

    def moved(self, turn_over: bool) -> None:
        """A bot's step was played; Step plays a whole turn (playtest: one step of a Seagrass turn,
        e.g. "takes Research Reef", often changed nothing on the board)."""
        if turn_over:
            self.turn_done = True  # the next turn's first sentence starts a new caption
            if self.paused and self.steps > 0:
                self.steps -= 1

    def toggle(self) -> None:
        self.paused = not self.paused
        self.steps = 0

    def step_once(self) -> None:
        self.paused = True
        self.steps += 1

    def faster(self, direction: int) -> None:
        i = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k] - self.speed))
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i + direction))]

    def describe(self, events: list, names: list[str]) -> None:
        """The caption: the move just played, in words."""
        lines, draws = [], []
        for event in events:
            if isinstance(event, GameEnded):
                # The last move ends the game: the caption is the result, not the first lines of a
                # final reveal cut short; every player named with their score (playtest: "77 to 72 to
                # 63 to 62" said whose only for the winner).
                self.caption = event.describe(names).rstrip(".") + "." + final_scores(event, names)
                self.final = True
                return
            draw = getattr(event, "draw", False)
            if event.routine and not draw:
                continue  # "Ada's turn" says nothing about the move
            try:
                line = event.describe(names).rstrip(".")
            except (IndexError, KeyError, TypeError, AttributeError):
                continue
            if draw:  # every hand is face up: "draws 3 tiles" says where the new ones came from
                line = without_detail(line)  # (not "(37 left)": a caption is kept short)
                draws.append(line)
            lines.append(line)
        if lines and self.turn_done and len(draws) == len(lines) and self.turn_lines:
            # A turn that starts with a draw (Sea Scroll): the last turn's caption stays until the
            # move is made, then the draw comes first in the new one (playtest: "draws 2 fish" alone
            # replaced the last turn's caption before it could be read).
            self.held_draws += lines
            return
        if lines:
            # The turn so far (Step shows a whole turn at once), every sentence of it.
            if self.turn_done:
                self.turn_lines, self.draw_lines = list(self.held_draws), list(self.held_draws)
                self.held_draws, self.turn_done = [], False
            self.turn_lines += lines
            self.draw_lines += draws
            self.names = list(names)
            self.caption = "; ".join(self.turn_lines) + "."

    def caption_choices(self) -> list[str]:
        """The caption's wordings, longest first. The first to go is a draw ("draws 3 tiles": the
        move is what the caption is for), then the detail: the tallies and reasons ("(new starfish
        colony)", "(10 left)", ", starting a new school in the reef", "Corals: Ada 2, Bo 0"), then
        what merely followed from the move ("reef 2 is explored").
        Every action of the turn's player and every sentence with points stays in each wording
        (playtest: a Sea Scroll caption lost its discard, a Seagrass one the tiles played, a cut
        one showed "+2" of a +4 turn). Left out without a mark (a "…" in the middle read as
        broken text). Who is named: see `caption_of`."""
        if self.final or not self.turn_lines or self.caption != "; ".join(self.turn_lines) + ".":
            return [self.caption]  # the game's result, or a caption said otherwise
        lines = [line for line in self.turn_lines if line not in self.draw_lines] or self.turn_lines
        actor = next((who for who in map(self.subject, lines) if who), None)

        def kept(sentences: list[str]) -> list[str]:
            return [line for i, line in enumerate(sentences)
                    if i == 0 or scores_points(line) or (actor and self.subject(line) == actor)]

        plain = [without_detail(line) for line in lines]
        shorter = {self.caption_of(plain), self.caption_of(kept(lines)), self.caption_of(kept(plain))}
        whole = [self.caption_of(self.turn_lines), self.caption_of(lines)]  # with its draw, then without
        whole = list(dict.fromkeys(whole))
        return whole + sorted(shorter - set(whole), key=lambda text: (-len(text), text))

    def subject(self, sentence: str) -> str | None:
        """The player a caption's sentence begins with ("Bo +3" and "Bo takes ..." are Bo's; "Bo's
        special turtle: ..." and "Reef 2 is explored" are nobody's)."""
        return max((n for n in self.names if sentence.startswith(n + " ")), key=len, default=None)

    def caption_of(self, sentences: list[str]) -> str:
        """The sentences as one caption: a player's name is left out only where the sentence
        before is that same player's ("Ada takes Research Colony; +5 (new colony)"), never after
        someone else's (playtest: "...; Purple bot +4 (...); +8 (...)" gave Purple's name to
        Green's +8). After a semicolon a sentence goes on in lower case, unless it starts with a name."""
        said, before = [], None
        for sentence in sentences:
            who = self.subject(sentence)
            if said and who is not None and who == before:
                sentence = sentence[len(who) + 1:]
            elif said and not any(sentence.startswith(n) for n in self.names):
                sentence = sentence[:1].lower() + sentence[1:]
            said.append(sentence)
            before = who
        return "; ".join(said) + "."

    def caption_within(self, fits) -> str:
        """The longest of the caption's wordings for which `fits(text)`; else its shortest."""
        choices = self.caption_choices()
        return next((text for text in choices if fits(text)), choices[-1])


POINTS = re.compile(r"(?<![\w(])[+−-]\d")


# A caption sentence's detail: a tally or reason in brackets, a second sentence ("... is decided.
# Corals: Ada 2, Bo 0; Ada has the most") and a closing clause (", starting a new school in the reef").
DETAILS = (re.compile(r" \([^()]*\)"), re.compile(r"\. [A-Z].*$"), re.compile(r", \w+ing\b.*$"))


# Where a caption's line may not break (glued): the short units a watcher reads as one. Each is a
# pattern and what it becomes, a space in it a theme.NO_BREAK ("~" below). (\s takes a NO_BREAK too.)
UNITS = (
    (r" (?=\(?[+−-]?\d)", "~"),  # a word and the number after it: "Ada~+3", "reef~12", "of~2:~+2", "Ada~3~(+5)"
    (r"(?<=\d)\s([+−-])\s(?=\d)", r"~\1~"),  # a sum: "16~+~8"
    (r"(?<!\S)([+−-]\d+) (?=[(\w])", r"\1~"),  # points and the first word of what for: "+5~for", "+2~(new"
    (r"(?<![^\s(])(\d+) (?=[a-z])", r"\1~"),  # a count and its noun: "4~tiles", "(5~left)", "1~creature"
    (r"\b([Rr]eef) (of|to)\b", r"\1~\2"),  # a reef and its size: "reef~of~2"
)


def glued(caption: str, names: list[str]) -> str:
    """The caption with theme.NO_BREAK spaces where its lines must not break: inside a player's name,
    and in the short units of UNITS ("Blue bot +3", "reef of 2: +2", "+5 for"). Playtest: a line
    ended "...; Blue bot" and the next began "+3"."""
    for name in sorted(filter(None, names), key=len, reverse=True):
        caption = caption.replace(name, name.replace(" ", theme.NO_BREAK))
    for pattern, unit in UNITS:
        caption = re.sub(pattern, unit.replace("~", theme.NO_BREAK), caption)
    return caption


def without_detail(sentence: str) -> str:
    """The sentence without its detail (DETAILS); a detail with points in it stays."""
    for pattern in DETAILS:
        sentence = pattern.sub(lambda m: m.group(0) if scores_points(m.group(0)) else "", sentence)
    return sentence


def scores_points(sentence: str) -> bool:
    """Whether a caption's sentence gives someone points ("+5 for the fish", "reef of 2: +2")."""
    return bool(POINTS.search(sentence))


def final_scores(event: GameEnded, names: list[str]) -> str:
    """ " Green bot 77, Yellow bot 72, Purple bot 63." : winners first, then by score."""
    scores = list(getattr(event, "scores", ()) or ())
    if not scores:
        return ""
    order = sorted(range(len(scores)), key=lambda s: (s not in event.winners, -scores[s], s))
    return " " + ", ".join(f"{names[s]} {theme.number_text(scores[s])}" for s in order) + "."


BAND_LABEL = ("Demo", "Press any key", "for the menu")  # the attract band's left column, a line each


class DemoControls:
    """The caption bar and the pause / step / speed buttons of a watched demo."""

    def __init__(self, table):
        self.table = table
        self.state: DemoState = table.demo_state
        self.play = Button("Pause", self.toggle, style="secondary")
        # As plain as Play: "quiet" read as greyed out (playtest).
        self.step = Button("Step", self.state.step_once, style="secondary")
        # (Through the table: its bots' thinking follows the speed.)
        self.slower = Button("−", lambda: self.table.demo_faster(-1), style="quiet")
        self.faster = Button("+", lambda: self.table.demo_faster(1), style="quiet")
        self.group = FocusGroup([self.play, self.step, self.slower, self.faster])
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.height_needed = 0
        self.band = False  # the attract loop's band along the window's bottom, not a box in the side column
        self.sizes = (CAPTION_PX, CAPTION_FLOOR_PX, CAPTION_LAST_PX)  # the caption's size, floor and last resort

    def toggle(self) -> None:
        if not self.table.game.is_over:
            self.state.toggle()

    def settle(self) -> None:
        """Pause and Step have nothing left to do once the game is over, nor - and + at the slowest
        and fastest speeds: they say so."""
        over = self.table.game.is_over
        for button in (self.play, self.step):
            button.enabled = not over
            button.reason = "The game is over." if over else ""
        # Playtest: at 0.5x and 4x the - and + looked live though they did nothing.
        self.slower.enabled = self.state.speed > SPEEDS[0]
        self.slower.reason = "" if self.slower.enabled else f"Already the slowest speed ({SPEEDS[0]:g}×)."
        self.faster.enabled = self.state.speed < SPEEDS[-1]
        self.faster.reason = "" if self.faster.enabled else f"Already the fastest speed ({SPEEDS[-1]:g}×)."


    def band_height(self, width: int, px) -> int:
        """The band's height: BAND_LINES of caption at BAND_PX, or its left column's three lines if taller."""
        caption = BAND_LINES * theme.line_step("body", px(BAND_PX), 1.2)
        label = theme.font("panel_title", px(22)).get_linesize() + 2 * theme.font("body", px(17)).get_linesize()
        return max(caption, label) + 2 * px(12)

    def layout_band(self, band: pygame.Rect, px) -> None:
        """The attract loop's caption: a band along the bottom of the window, "Demo" and where a
        key goes at its left, the caption in big letters across the rest."""
        self.px, self.band, self.rect = px, True, pygame.Rect(band)
        self.sizes = (BAND_PX, BAND_FLOOR_PX, BAND_LAST_PX)
        self.height_needed = band.height
        for button in (self.play, self.step, self.slower, self.faster):
            button.visible = False

    def label_width(self) -> int:
        px = self.px
        fonts = (theme.font("panel_title", px(22)), theme.font("body", px(17)), theme.font("body", px(17)))
        return max(f.size(line)[0] for f, line in zip(fonts, self.band_label()))

    def band_label(self) -> tuple[str, ...]:
        """The band's left column: "Demo", with the loop's speed where it is not 1x (playtest: the
        speed showed nowhere while the loop played), and how to leave it."""
        speed = self.state.speed
        return (BAND_LABEL[0] if speed == 1 else f"{BAND_LABEL[0]} · {speed:g}×",) + BAND_LABEL[1:]

    def caption_rect(self) -> pygame.Rect:
        """Where the caption is drawn."""
        px, pad = self.px, self.px(14)
        if self.band:
            left = self.rect.left + pad + self.label_width() + 2 * px(16)
            return pygame.Rect(left, self.rect.top + px(12), self.rect.right - pad - left, self.rect.height - 2 * px(12))
        bottom = self.play.rect.top - px(6) if not self.state.attract else self.rect.bottom - pad
        head = self.title_room()
        return pygame.Rect(self.rect.left + pad, self.rect.top + pad + head, self.rect.width - 2 * pad,
                           bottom - self.rect.top - pad - head)

    def layout(self, column: pygame.Rect, px) -> int:
        """Sit at the bottom of the side column (under the game log); returns the height taken."""
        self.px = px
        self.band = False
        attract = self.state.attract
        big = (SIDE_PX, SIDE_FLOOR_PX, SIDE_LAST_PX) if attract else (CAPTION_PX, CAPTION_FLOOR_PX, CAPTION_LAST_PX)
        self.sizes = big
        # Room for a caption of CAPTION_LINES lines at any text size (at 150% the third was cut).
        caption = (SIDE_LINES if attract else CAPTION_LINES) * theme.line_step("body", px(big[0]), 1.2)
        height = max(px(118) if attract else px(170), px(14) + self.title_room() + caption +
                     (px(14) if attract else px(56)))
        self.rect = pygame.Rect(column.left, column.bottom - height, column.width, height)
        self.height_needed = height  # the table may lend it more (a log with no room for a line)
        bh = px(38)
        y = self.rect.bottom - px(12) - bh
        x = self.rect.left + px(12)
        # As wide as their words at any text size ("Pause" read "Pau…" at 150%); Play takes the
        # width of the longer of its two labels, so it never changes size under the pointer. In a
        # narrow column the words get smaller rather than push "+" out of the panel.
        room = self.rect.width - 2 * px(12)
        label = px(16)
        while True:
            font = theme.font("bold", label)
            play_w = max(font.size("Pause")[0], font.size("Play")[0]) + px(24)
            widths = (max(px(76), play_w), max(px(64), font.size("Step")[0] + px(24)), px(38), px(38))
            if sum(widths) + 3 * px(8) <= room or label <= px(12):
                break
            label -= 0.5
        for button, width in zip((self.play, self.step, self.slower, self.faster), widths):
            button.rect = pygame.Rect(x, y, width, bh)
            button.px = label
            button.visible = not attract
            x += width + px(8)
        return height

    def grow_up_to(self, top: int) -> None:
        """Take the column's room from `top` down (a log with no room for a line lends it). It only
        ever grows: with no room at all it keeps the height it needs."""
        bottom = self.rect.bottom
        self.rect.top = min(self.rect.top, top)
        self.rect.height = bottom - self.rect.top

    def caption_fitted(self, rect: pygame.Rect) -> tuple[str, float]:
        """The caption and its size: as big as CAPTION_PX (legible from the aisle, playtest) while
        its longest wording that fits there does; smaller, down to CAPTION_FLOOR_PX, for a long turn
        that would otherwise leave a sentence out; and only if its shortest wording (every point in
        it) fits at none of those, down to CAPTION_LAST_PX (review: at 150% on 1024x640 a two-reef
        turn lost a "+2" at the floor). Remembered per caption and place: it is drawn every frame."""
        biggest, floor_px, last_px = self.sizes
        key = (self.state.caption, tuple(rect), self.px(biggest), theme.text_scale())
        if key == getattr(self, "_fitted_key", None):
            return self._fitted
        px = self.px
        if not (self.state.caption or "").strip():
            return "The bots are getting ready…", px(biggest)
        size, floor = px(biggest), px(floor_px)
        last = min(floor, max(px(last_px), 11))
        names = list(self.table.names)
        while True:
            def fits(text: str, size=size) -> bool:
                return theme.paragraph_height(glued(text, names), "body", size, rect.width, 1.2) <= rect.height
            text = self.state.caption_within(fits)
            if fits(text) or size <= last:
                break
            size -= 1
        text = glued(text, names)  # (wrapped with its units whole, as measured)
        self._fitted_key, self._fitted = key, (text, size)
        return text, size

    def title_room(self) -> int:
        """The height of the panel's title line, which grows with the text size (the design's 30 px
        while it fits)."""
        return theme.under_panel_title(self.px(18), 0, self.px(4), self.px(30))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.toggle()
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_n):
                if not self.table.game.is_over:
                    self.state.step_once()
                return True
            if speed_key(event):
                self.table.demo_faster(speed_key(event))
                return True
        return self.group.handle(event) if event.type != pygame.KEYDOWN else False

    def draw_band(self, surface: pygame.Surface) -> None:
        px = self.px
        theme.draw_panel(surface, self.rect, PALETTE["sea"], radius=px(14))
        x = self.rect.left + px(14)
        fonts = (("panel_title", px(22), PALETTE["sand"]), ("body", px(17), PALETTE["mist"]),
                 ("body", px(17), PALETTE["mist"]))
        height = sum(theme.font(role, size).get_linesize() for role, size, _ in fonts)
        y = self.rect.centery - height // 2
        said = self.table.said_speed()
        for i, ((role, size, colour), line) in enumerate(zip(fonts, self.band_label())):
            if said and i == 1:
                # For a moment after + or -, the speed in a pill under "Demo · 2×", where "Press any
                # key for the menu" was (playtest: a big "Speed 2×" over the header hid the turn banner).
                room = pygame.Rect(x, y, self.label_width(), self.rect.centery + height // 2 - y)
                self.draw_said_speed(surface, said, room)
                break
            theme.blit_text(surface, line, role, size, colour, (x, y))
            y += theme.font(role, size).get_linesize()
        text_rect = self.caption_rect()
        rule_x = text_rect.left - px(16)
        pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["mist"], 0.35),
                         (rule_x, self.rect.top + px(12)), (rule_x, self.rect.bottom - px(12)), max(1, px(2)))
        caption, size = self.caption_fitted(text_rect)
        # Centred in the band's height: a one-line caption does not cling to its top.
        tall = theme.paragraph_height(caption, "body", size, text_rect.width, 1.2)
        lower = max(0, (text_rect.height - tall) // 2)
        text_rect = pygame.Rect(text_rect.left, text_rect.top + lower, text_rect.width, text_rect.height - lower)
        theme.blit_paragraph(surface, caption, "body", size, PALETTE["foam"], text_rect, line_gap=1.2)

    def draw_said_speed(self, surface: pygame.Surface, said: tuple[str, ...], room: pygame.Rect) -> None:
        """The speed just set (table.said_speed: "Speed 4×", "the fastest"), in a pill filling `room`:
        bold, each line as big as fits its width."""
        px = self.px
        pill = room.inflate(px(12), px(4))
        theme.draw_panel(surface, pill, PALETTE["teal"], radius=min(px(12), pill.height // 2), shadow=False,
                         border=PALETTE["teal_hi"])
        roles = (("bold", PALETTE["sand"]), ("body", PALETTE["foam"]))
        sizes = [theme.fit_size(line, role, px(17), room.width, floor=theme.unscaled(px(11)))
                 for line, (role, _) in zip(said, roles)]
        tall = sum(theme.font(role, size).get_linesize() for (role, _), size in zip(roles, sizes))
        y = room.centery - tall // 2
        for line, (role, colour), size in zip(said, roles, sizes):
            theme.blit_text(surface, line, role, size, colour, (room.centerx, y), "midtop")
            y += theme.font(role, size).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        if self.band:
            self.draw_band(surface)
            return
        theme.draw_panel(surface, self.rect, PALETTE["sea"], radius=px(14))
        pad = px(14)
        # The attract loop's title says its speed as its band does ("Demo · 2× · press any key for the
        # menu"); for a moment after + or -, the speed in a pill at the line's right end instead.
        said = self.table.said_speed() if self.state.attract else ()
        title = "Demo" if said or not self.state.attract else f"{self.band_label()[0]} · press any key for the menu"
        if self.state.paused and not self.table.game.is_over:
            title += " · paused" if self.state.holding else " · one turn"
        speed = " · ".join(said).replace("Speed", "speed") if said else f"speed {self.state.speed:g}×"
        room = self.rect.width - 2 * pad
        shown = not self.state.attract or said
        if shown:  # the speed stands at the title line's right end: the title ends before it
            room -= theme.font("bold", px(16)).size(speed)[0] + px(10) + (px(12) if said else 0)
        # A panel title, grown with the text size as "Players" is (playtest: at 150% it stayed small);
        # where it is too long, smaller as far as the design's 12 px (asked before the text size).
        floor = theme.unscaled(px(12))
        size = theme.fit_size(title, "panel_title", px(18), room, floor=floor)
        theme.blit_text(surface, theme.ellipsize(title, "panel_title", size, room),
                        "panel_title", size, PALETTE["sand"], (self.rect.left + pad, self.rect.top + pad))
        text_rect = self.caption_rect()
        caption, size = self.caption_fitted(text_rect)
        theme.blit_paragraph(surface, caption, "body", size, PALETTE["foam"], text_rect, line_gap=1.2)
        speed_at = (self.rect.right - px(14) - (px(6) if said else 0), self.rect.top + px(14))
        if said:
            box = theme.font("bold", px(16)).size(speed)
            pill = pygame.Rect(0, 0, box[0] + px(12), box[1] + px(4))
            pill.topright = (speed_at[0] + px(6), speed_at[1] - px(2))
            theme.draw_panel(surface, pill, PALETTE["teal"], radius=pill.height // 2, shadow=False,
                             border=PALETTE["teal_hi"])
        if shown:
            theme.blit_text(surface, speed, "bold", px(16), PALETTE["sand"], speed_at, "topright")
        if self.state.attract:
            return
        self.settle()
        self.play.label = "Play" if self.state.paused and self.play.enabled else "Pause"
        self.group.draw(surface)
        if self.table.app.top is self.table:
            self.group.draw_reason(surface, px(16))


def start_demo(app, game_id: str | None = None, replace: bool = False, rng: random.Random | None = None,
               attract: bool = True, players: int | None = None, levels: list[str] | None = None,
               speed: float | None = None):
    """Push (or swap in) an AI-vs-AI table; returns it, or None if no game is playable yet.
    `speed` None: the attract loop's own speed (`seaboard --demo --speed X`), else 1x."""
    rng = rng or random.Random()
    table = demo_table(app, game_id, rng, rng.randrange(1, 2**31), attract, players, levels)
    if table is None:
        return None
    loop = getattr(app, "attract_loop", None)
    if speed is None and attract and loop is not None:
        speed = loop.speed
    table.set_demo_speed(speed if speed is not None else 1.0)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return table


def next_demo(finished):
    """The demo "Watch another" starts: the same seats and pace, the next seed,
    and for a demo of a random game, another random game."""
    state = finished.demo_state
    seed = finished.setup.seed + 1
    fresh = demo_table(finished.app, state.fixed_game, random.Random(seed), seed, state.attract,
                       finished.setup.players, [seat.kind for seat in finished.setup.seats])
    fresh.set_demo_speed(state.speed)
    fresh.demo_state.paused = state.paused
    return fresh


def demo_table(app, game_id: str | None, rng: random.Random, seed: int, attract: bool,
               players: int | None = None, levels: list[str] | None = None):
    """An AI-vs-AI table of `game_id` (None: a game `rng` picks), not yet shown."""
    from seaboard.ui.tables import table_class

    games = available_games()
    if game_id is not None:
        games = [g for g in games if g.game_id == game_id]
    if not games:
        return None
    info = rng.choice(games)
    low, high = info.cls.min_players, min(4, info.cls.max_players)
    count = max(low, min(high, players)) if players else rng.randint(low, high)
    strong = ("medium", "hard") if supports_search(info.cls) else ("easy",)
    kinds = list(levels or [])[:count] or [rng.choice(strong) for _ in range(count)]
    kinds += [kinds[-1]] * (count - len(kinds))
    setup = TableSetup.default(info.game_id, count, seed=seed, kinds=kinds)
    table = table_class(info.game_id)(app, setup, demo=True)
    table.demo_state.attract = attract
    table.demo_state.fixed_game = game_id
    return table


DEMO_KEYS = "While it plays: Space pauses, the right arrow steps, - and + change the speed."


class DemoSetupScene(WidgetScene):
    """Choose what to watch: a game (or a random one), 2-4 bots and their level, with the same
    < > choosers as the new-game setup (arrows or clicks step both ways)."""

    name = "demo_setup"

    def __init__(self, app):
        super().__init__(app)
        names = {g.game_id: g.display_name for g in available_games()}
        games = [None] + list(names)
        # The last choices made here this session (playtest: it reset to Random/Medium every time).
        game, players, level = app.demo_picks
        levels = [*DEMO_LEVELS, "mixed"]
        self.game_choice = Choice(games, game if game in games else None,
                                  format=lambda gid: names[gid] if gid else "Random game")
        self.players_choice = Choice([2, 3, 4], players if players in (2, 3, 4) else 2, format=lambda n: f"{n} bots")
        self.level_choice = Choice(levels, level if level in levels else "medium", format=lambda lv: lv.title())
        self.start_button = Button("Watch", self.start, style="primary")
        self.back_button = Button("Back", self.back, style="quiet")
        self.rows = [("Game", self.game_choice), ("Bots", self.players_choice), ("Level", self.level_choice)]
        self.focus.set([self.game_choice, self.players_choice, self.level_choice, self.start_button,
                        self.back_button])
        self.focus.focus(self.start_button)

    def layout(self, size):
        super().layout(size)
        w, h = size
        # As Setup: a panel under the title, Back at the bottom left, the start button at the right.
        margin = max(self.px(48), (w - self.px(1180)) // 2)
        title_bottom = (self.px(30) + theme.font("title", self.px(52)).get_height() + self.px(6)
                        + theme.font("body", self.px(20)).get_height())
        bh = self.px(54)
        buttons_top = h - self.px(36) - bh
        pw = min(w - 2 * margin, self.px(820))
        label_h = theme.font("bold", self.px(18)).get_linesize()
        choice_h = max(self.px(48), theme.font("bold", self.px(20)).get_height() + self.px(12))
        rows_h = len(self.rows) * (label_h + self.px(4) + choice_h + self.px(18))
        ph = min(buttons_top - self.px(24) - (title_bottom + self.px(24)), rows_h + self.px(60))
        self.panel = pygame.Rect((w - pw) // 2, title_bottom + self.px(24), pw, ph)
        self.panel.centery = max(self.panel.centery, (title_bottom + self.px(24) + buttons_top - self.px(24)) // 2)
        pad = self.px(30)
        art = min(self.panel.height - 2 * pad, self.px(240))
        self.art = pygame.Rect(self.panel.left + pad, 0, art, art)
        self.art.centery = self.panel.centery
        left = self.art.right + self.px(36)
        cw = self.panel.right - pad - left
        y = self.panel.centery - rows_h // 2
        self.label_ys = []
        for _, choice in self.rows:
            self.label_ys.append(y)
            choice.rect = pygame.Rect(left, y + label_h + self.px(4), cw, choice_h)
            choice.px = self.px(20)
            y += label_h + self.px(4) + choice_h + self.px(18)
        self.back_button.rect = pygame.Rect(margin, buttons_top, self.px(160), bh)
        self.start_button.rect = pygame.Rect(w - margin - self.px(240), buttons_top, self.px(240), bh)
        self.back_button.px = self.px(20)
        self.start_button.px = self.px(21)

    def back(self):
        self.app.pop()

    def start(self):
        level = self.level_choice.value
        players = self.players_choice.value
        levels = None if level == "mixed" else [level] * players
        self.app.demo_picks = (self.game_choice.value, players, level)
        self.app.pop()
        start_demo(self.app, self.game_choice.value, attract=False, players=players, levels=levels)

    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, "Watch a demo", "Bots play each other with every hand face up.", y=self.px(30))
        theme.draw_panel(surface, self.panel, PALETTE["sea"], radius=self.px(18))
        self._draw_art(surface)
        for (label, choice), y in zip(self.rows, self.label_ys):
            theme.blit_text(surface, label, "bold", self.px(18), PALETTE["sand"], (choice.rect.left, y))
        box = self.keys_box()
        size = theme.paragraph_size(DEMO_KEYS, "italic", max(13, self.px(15)), box, self.px(11))
        theme.blit_paragraph(surface, DEMO_KEYS, "italic", size, PALETTE["mist"], box, align="center")
        self.draw_widgets(surface)

    def keys_box(self) -> pygame.Rect:
        """Between Back and Watch: where the demo's keys are said."""
        left = self.back_button.rect.right + self.px(24)
        return pygame.Rect(left, self.back_button.rect.top - self.px(6),
                           self.start_button.rect.left - self.px(24) - left, self.back_button.rect.height + self.px(12))

    def _draw_art(self, surface) -> None:
        """The chosen game's emblem; for a random game, all three together."""
        game = self.game_choice.value
        well = self.art
        pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.35), well, border_radius=self.px(16))
        if game is not None:
            draw_emblem(surface, game, well.inflate(-self.px(30), -self.px(30)))
            return
        games = [g for g in self.game_choice.values if g is not None]
        small = round(well.width * 0.4)
        # Two above, one below, each in its own place (a random one of them will be dealt).
        spots = [(0.28, 0.3), (0.72, 0.3), (0.5, 0.72)]
        for gid, (fx, fy) in zip(games, spots):
            box = pygame.Rect(0, 0, small, small)
            box.center = (round(well.left + fx * well.width), round(well.top + fy * well.height))
            draw_emblem(surface, gid, box)


def speed_key(event: pygame.event.Event) -> int:
    """+1 for a key that makes a demo faster (+, =, keypad +), -1 for slower (-, keypad -), else 0."""
    if event.type != pygame.KEYDOWN:
        return 0
    if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        return 1
    if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        return -1
    return 0


# Keys pressed on their own before the key they change: Shift comes before the "+" it makes on most
# keyboards (playtest: Shift+= left the attract loop instead of speeding it up).
LONE_MODIFIERS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                            pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_MODE})


def attract_key(event: pygame.event.Event) -> int | None:
    """What a key or click does on the attract loop's screens: +1 or -1 its speed (speed_key), 0 nothing
    (a lone modifier), None: leave for the menu."""
    if event.type == pygame.KEYDOWN and event.key in LONE_MODIFIERS:
        return 0
    return speed_key(event) or None


def parse_speed(text: str) -> float:
    """A demo speed from the command line: one of the speeds + and - step through (playtest: --speed 3
    was taken, and - from it jumped to 1x)."""
    allowed = ", ".join(f"{v:g}" for v in SPEEDS[:-1]) + f" or {SPEEDS[-1]:g}"
    try:
        value = float(text.rstrip("x×"))
    except ValueError:
        raise ValueError(f"takes {allowed}, not {text[:40]!r}") from None
    if value not in SPEEDS:  # (nan is never among them)
        raise ValueError(f"takes {allowed}, not {text[:40]!r}")
    return value


IDLE_SECONDS = 150.0  # no input this long on the menu or any screen but a live table: the loop resumes
TABLE_IDLE_SECONDS = 600.0  # ...and at a table a human is playing (or a demo being watched), this long
COUNTDOWN_SECONDS = 10.0  # the last seconds are counted on screen
# The input that says someone is at the screen (a pointer merely moved counts too).
PRESENCE = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.FINGERDOWN,
            pygame.TEXTINPUT)


@dataclass
class AttractLoop:
    """The app was started with `--demo`: the loop it runs, and its return after the table has
    been left alone (playtest: after one curious customer the shop's screen sat on the menu all day,
    or on a half-played game). The app asks it every frame (`watch`) and draws its countdown."""

    game: str | None = None  # --game ID
    speed: float = 1.0  # --speed, and then whatever + and - in the loop made it
    last_input: float = 0.0  # app.time of the last input
    left: float | None = None  # seconds before the loop resumes, while counted on screen

    def saw(self, event: pygame.event.Event, now: float) -> None:
        if event.type in PRESENCE:
            self.last_input = now

    @staticmethod
    def tables(app) -> list:
        return [scene for scene in app.stack if getattr(scene, "demo_state", "") != ""]

    def running(self, app) -> bool:
        """The loop itself is on screen (a game of it, or its results card)."""
        return any(t.demo and t.demo_state.attract for t in self.tables(app))

    def limit(self, app) -> float:
        """How long the screen may be left alone: longer at a game in progress (its player may be
        thinking, or a demo is being watched), whatever is over it (its pause menu, a curtain)."""
        playing = any(not t.game.is_over and (t.demo or any(s.is_human for s in t.seats)) for t in self.tables(app))
        return TABLE_IDLE_SECONDS if playing else IDLE_SECONDS

    def watch(self, app) -> None:
        if self.running(app):
            self.last_input, self.left = app.time, None  # the loop is on: nobody need come back to it
            return
        left = self.limit(app) - (app.time - self.last_input)
        self.left = left if left <= COUNTDOWN_SECONDS else None
        if left <= 0:
            self.resume(app)

    def resume(self, app) -> None:
        """Back to the loop: a game being played autosaved first (Continue has it)."""
        from seaboard.ui import persist
        from seaboard.ui.scenes.menu import MenuScene

        for table in self.tables(app):
            if not table.demo and not table.game.is_over:  # (a finished game was saved as it ended)
                persist.autosave_table(table)
        self.left = None
        app.reset(MenuScene(app))
        start_demo(app, self.game)

    def draw(self, app, surface: pygame.Surface) -> None:
        """The countdown, in a band across the top of the screen, where the eye goes first."""
        if self.left is None:
            return
        w, h = surface.get_size()
        scale = theme.ui_scale((w, h))  # (fonts grow with the text size themselves)

        def px(v: float) -> int:
            return max(1, round(v * scale))

        seconds = max(1, round(self.left + 0.49))
        draw_banner(surface, f"Demo resumes in {seconds} s · touch anything to stay", (w // 2, px(14)), px)


def draw_banner(surface: pygame.Surface, text: str, midtop: tuple[int, int], px, size: float = 24) -> pygame.Rect:
    """A rounded band of bold words with its top centred at `midtop`, as the loop's results card
    says when the next game starts: the attract loop's word to the room."""
    w = surface.get_width()
    size = theme.fit_size(text, "bold", px(size), w - px(80), floor=px(14))
    font = theme.font("bold", size)
    bar = pygame.Rect(0, 0, font.size(text)[0] + px(48), font.get_height() + px(22))
    bar.midtop = midtop
    theme.draw_panel(surface, bar, PALETTE["sea"], radius=bar.height // 2, border=PALETTE["teal_hi"])
    theme.blit_text(surface, text, "bold", size, PALETTE["sand"], bar.center, "center")
    return bar
