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
        lines = []
        for event in events:
            if isinstance(event, GameEnded):
                # The last move ends the game: the caption is the result, not the first lines of a
                # final reveal cut short; every player named with their score (playtest: "77 to 72 to
                # 63 to 62" said whose only for the winner).
                self.caption = event.describe(names).rstrip(".") + "." + final_scores(event, names)
                self.final = True
                return
            if event.routine:
                continue  # "draws a tile (37 left)" says nothing about the move
            try:
                lines.append(event.describe(names).rstrip("."))
            except (IndexError, KeyError, TypeError, AttributeError):
                continue
        if lines:
            # The turn so far (Step shows a whole turn at once), every sentence of it.
            if self.turn_done:
                self.turn_lines, self.turn_done = [], False
            self.turn_lines += lines
            self.names = list(names)
            self.caption = "; ".join(self.turn_lines) + "."

    def caption_choices(self) -> list[str]:
        """The caption's wordings, longest first. The turn's player is named once ("Yellow bot places a
        tile; expands the orange reef to 3: +3; +5 for the fish."); where that is too long the
        sentences that score nothing go from between its first (the action) and its last, and then
        the last too if it scores nothing (a point's sentence names whoever scored, when not the actor). A sentence with points is never left out (playtest: a
        caption cut in the middle showed "+2" of a +4 turn)."""
        lines = self.turn_lines
        if self.final or not lines or self.caption != "; ".join(lines) + ".":
            return [self.caption]  # the game's result, or a caption said otherwise
        actor = max((n for n in self.names if lines[0].startswith(n + " ")), key=len, default=None)
        said = [lines[0]] + [line[len(actor) + 1:] if actor and line.startswith(actor + " ") else line
                             for line in lines[1:]]

        def keeping(keep) -> str:
            # Left out without a mark (playtest: a "…" in the middle read as broken text).
            return "; ".join(line for i, line in enumerate(said) if keep(i, line)) + "."

        last = len(said) - 1
        choices = ["; ".join(said) + ".",
                   keeping(lambda i, line: i in (0, last) or scores_points(line)),
                   keeping(lambda i, line: i == 0 or scores_points(line))]
        return list(dict.fromkeys(choices))

    def caption_within(self, fits) -> str:
        """The longest of the caption's wordings for which `fits(text)`; else its shortest."""
        choices = self.caption_choices()
        return next((text for text in choices if fits(text)), choices[-1])


POINTS = re.compile(r"(?<![\w(])[+−-]\d")


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


class DemoControls:
    """The caption bar and the pause / step / speed buttons of a watched demo."""

    def __init__(self, table):
        self.table = table
        self.state: DemoState = table.demo_state
        self.play = Button("Pause", self.toggle, style="secondary")
        # As plain as Play: "quiet" read as greyed out (playtest).
        self.step = Button("Step", self.state.step_once, style="secondary")
        self.slower = Button("−", lambda: self.state.faster(-1), style="quiet")
        self.faster = Button("+", lambda: self.state.faster(1), style="quiet")
        self.group = FocusGroup([self.play, self.step, self.slower, self.faster])
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.height_needed = 0

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

    def layout(self, column: pygame.Rect, px) -> int:
        """Sit at the bottom of the side column (under the game log); returns the height taken."""
        self.px = px
        attract = self.state.attract
        # Room for a caption of CAPTION_LINES lines at any text size (at 150% the third was cut).
        caption = CAPTION_LINES * theme.line_step("body", px(CAPTION_PX), 1.2)
        height = max(px(118) if attract else px(170), px(14) + self.title_room() + caption +
                     (px(12) if attract else px(56)))
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
        key = (self.state.caption, tuple(rect), self.px(CAPTION_PX), theme.text_scale())
        if key == getattr(self, "_fitted_key", None):
            return self._fitted
        px = self.px
        if not (self.state.caption or "").strip():
            return "The bots are getting ready…", px(CAPTION_PX)
        size, floor = px(CAPTION_PX), px(CAPTION_FLOOR_PX)
        last = min(floor, max(px(CAPTION_LAST_PX), 11))
        while True:
            def fits(text: str, size=size) -> bool:
                return theme.paragraph_height(text, "body", size, rect.width, 1.2) <= rect.height
            text = self.state.caption_within(fits)
            if fits(text) or size <= last:
                break
            size -= 1
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
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.state.faster(1)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.state.faster(-1)
                return True
        return self.group.handle(event) if event.type != pygame.KEYDOWN else False

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        theme.draw_panel(surface, self.rect, PALETTE["sea"], radius=px(14))
        pad = px(14)
        title = "Demo · press any key for the menu" if self.state.attract else "Demo"
        if self.state.paused and not self.table.game.is_over:
            title += " · paused" if self.state.holding else " · one turn"
        speed = f"speed {self.state.speed:g}×"
        room = self.rect.width - 2 * pad
        if not self.state.attract:  # the speed stands at the title line's right end: the title ends before it
            room -= theme.font("bold", px(16)).size(speed)[0] + px(10)
        # A panel title, grown with the text size as "Players" is (playtest: at 150% it stayed small);
        # where it is too long, smaller as far as the design's 12 px (asked before the text size).
        floor = theme.unscaled(px(12))
        size = theme.fit_size(title, "panel_title", px(18), room, floor=floor)
        theme.blit_text(surface, theme.ellipsize(title, "panel_title", size, room),
                        "panel_title", size, PALETTE["sand"], (self.rect.left + pad, self.rect.top + pad))
        bottom = self.play.rect.top - px(6) if not self.state.attract else self.rect.bottom - pad
        head = self.title_room()
        text_rect = pygame.Rect(self.rect.left + pad, self.rect.top + pad + head, self.rect.width - 2 * pad,
                                bottom - self.rect.top - pad - head)

        caption, size = self.caption_fitted(text_rect)
        theme.blit_paragraph(surface, caption, "body", size, PALETTE["foam"], text_rect, line_gap=1.2)
        if self.state.attract:
            return
        self.settle()
        self.play.label = "Play" if self.state.paused and self.play.enabled else "Pause"
        speed_at = (self.rect.right - px(14), self.rect.top + px(14))
        theme.blit_text(surface, speed, "bold", px(16), PALETTE["sand"], speed_at, "topright")
        self.group.draw(surface)
        if self.table.app.top is self.table:
            self.group.draw_reason(surface, px(16))


def start_demo(app, game_id: str | None = None, replace: bool = False, rng: random.Random | None = None,
               attract: bool = True, players: int | None = None, levels: list[str] | None = None):
    """Push (or swap in) an AI-vs-AI table; returns it, or None if no game is playable yet."""
    rng = rng or random.Random()
    table = demo_table(app, game_id, rng, rng.randrange(1, 2**31), attract, players, levels)
    if table is None:
        return None
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
    fresh.demo_state.speed = state.speed
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
