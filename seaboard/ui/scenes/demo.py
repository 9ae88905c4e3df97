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
from dataclasses import dataclass
from typing import Any

import pygame

from seaboard.ai.search import supports_search
from seaboard.engine.core import Game, GameEnded
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene, available_games
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.widgets.button import Button, FocusGroup
from seaboard.ui.widgets.choice import Choice

SPEEDS = (0.5, 1.0, 2.0, 4.0)
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


@dataclass
class DemoState:
    """How a demo table runs: the table asks it before every bot move."""

    attract: bool = True  # any key or click leaves; the next game follows the last
    fixed_game: str | None = None  # --game ID: every game of the loop is this one
    speed: float = 1.0
    paused: bool = False
    steps: int = 0  # single steps asked for while paused
    caption: str = ""

    def may_move(self) -> bool:
        return not self.paused or self.steps > 0

    def moved(self) -> None:
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
                # final reveal cut short.
                scores = sorted(getattr(event, "scores", ()) or (), reverse=True)
                tally = f", {' to '.join(str(x) for x in scores)}" if scores else ""
                self.caption = event.describe(names).rstrip(".") + tally + "."
                return
            if event.routine:
                continue  # "draws a tile (37 left)" says nothing about the move
            try:
                lines.append(event.describe(names).rstrip("."))
            except (IndexError, KeyError, TypeError, AttributeError):
                continue
        if lines:
            self.caption = "; ".join(lines[:3]) + "."


class DemoControls:
    """The caption bar and the pause / step / speed buttons of a watched demo."""

    def __init__(self, table):
        self.table = table
        self.state: DemoState = table.demo_state
        self.play = Button("Pause", self.toggle, style="secondary")
        self.step = Button("Step", self.state.step_once, style="quiet")
        self.slower = Button("−", lambda: self.state.faster(-1), style="quiet")
        self.faster = Button("+", lambda: self.state.faster(1), style="quiet")
        self.group = FocusGroup([self.play, self.step, self.slower, self.faster])
        self.rect = pygame.Rect(0, 0, 0, 0)

    def toggle(self) -> None:
        if not self.table.game.is_over:
            self.state.toggle()

    def settle(self) -> None:
        """Pause and Step have nothing left to do once the game is over: they say so."""
        over = self.table.game.is_over
        for button in (self.play, self.step):
            button.enabled = not over
            button.reason = "The game is over." if over else ""

    def layout(self, column: pygame.Rect, px) -> int:
        """Sit at the bottom of the side column (under the game log); returns the height taken."""
        self.px = px
        attract = self.state.attract
        height = px(118) if attract else px(170)
        self.rect = pygame.Rect(column.left, column.bottom - height, column.width, height)
        bh = px(38)
        y = self.rect.bottom - px(12) - bh
        x = self.rect.left + px(12)
        for button, width in ((self.play, px(76)), (self.step, px(64)), (self.slower, px(38)),
                              (self.faster, px(38))):
            button.rect = pygame.Rect(x, y, width, bh)
            button.px = px(16)
            button.visible = not attract
            x += width + px(8)
        self.speed_pos = (self.rect.right - px(14), self.rect.top + px(14))
        return height

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
            title += " · paused"
        size = theme.fit_size(title, "title", px(18), self.rect.width - 2 * pad, floor=px(12))
        theme.blit_text(surface, theme.ellipsize(title, "title", size, self.rect.width - 2 * pad), "title", size,
                        PALETTE["sand"], (self.rect.left + pad, self.rect.top + pad))
        caption = self.state.caption or "The bots are getting ready…"
        bottom = self.play.rect.top - px(6) if not self.state.attract else self.rect.bottom - pad
        text_rect = pygame.Rect(self.rect.left + pad, self.rect.top + pad + px(30), self.rect.width - 2 * pad,
                                bottom - self.rect.top - pad - px(30))
        theme.blit_paragraph(surface, caption, "body", px(15), PALETTE["foam"], text_rect, line_gap=1.2)
        if self.state.attract:
            return
        self.settle()
        self.play.label = "Play" if self.state.paused and self.play.enabled else "Pause"
        theme.blit_text(surface, f"speed {self.state.speed:g}×", "bold", px(16), PALETTE["sand"], self.speed_pos,
                        "topright")
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


class DemoSetupScene(WidgetScene):
    """Choose what to watch: a game (or a random one), 2-4 bots and their level, with the same
    < > choosers as the new-game setup (arrows or clicks step both ways)."""

    name = "demo_setup"

    def __init__(self, app):
        super().__init__(app)
        names = {g.game_id: g.display_name for g in available_games()}
        games = [None] + list(names)
        self.game_choice = Choice(games, None, format=lambda gid: names[gid] if gid else "Random game")
        self.players_choice = Choice([2, 3, 4], 2, format=lambda n: f"{n} bots")
        self.level_choice = Choice([*DEMO_LEVELS, "mixed"], "medium", format=lambda level: level.title())
        self.start_button = Button("Watch", self.start, style="primary")
        self.back_button = Button("Back", self.back, style="quiet")
        self.rows = [("Game", self.game_choice), ("Bots", self.players_choice), ("Level", self.level_choice)]
        self.focus.set([self.game_choice, self.players_choice, self.level_choice, self.start_button,
                        self.back_button])
        self.focus.focus(self.start_button)

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh = self.px(420), self.px(58)
        self.label_w = max(theme.font("bold", self.px(20)).size(label)[0] for label, _ in self.rows) + self.px(20)
        left = (w - bw - self.label_w) // 2 + self.label_w
        y = round(h * 0.32)
        for _, choice in self.rows:
            choice.rect = pygame.Rect(left, y, bw, bh)
            choice.px = self.px(20)
            y += bh + self.px(16)
        y += self.px(16)
        self.start_button.rect = pygame.Rect(left + bw // 2 + self.px(8), y, (bw - self.px(16)) // 2, bh)
        self.back_button.rect = pygame.Rect(left, y, (bw - self.px(16)) // 2, bh)
        for button in (self.start_button, self.back_button):
            button.px = self.px(20)

    def back(self):
        self.app.pop()

    def start(self):
        level = self.level_choice.value
        players = self.players_choice.value
        levels = None if level == "mixed" else [level] * players
        self.app.pop()
        start_demo(self.app, self.game_choice.value, attract=False, players=players, levels=levels)

    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, "Watch a demo", "Bots play each other with every hand face up.")
        for label, choice in self.rows:
            theme.blit_text(surface, label, "bold", self.px(20), PALETTE["sand"],
                            (choice.rect.left - self.label_w, choice.rect.centery), "midleft")
        self.draw_widgets(surface)
