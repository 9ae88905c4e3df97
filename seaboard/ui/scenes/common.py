"""Shared pieces of scenes: a scene made of focusable widgets, titles, the catalogue of games."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from seaboard.engine.core import Game
from seaboard.engine.registry import game_class, game_ids
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.base import Scene
from seaboard.ui.widgets.button import NAVIGATION_KEYS, FocusGroup

# Names of the three games for cards whose engine is not importable yet.
KNOWN_NAMES = {"seagrass": "Seagrass", "seascroll": "Sea Scroll", "bloomingsea": "Blooming Sea"}


@dataclass
class GameInfo:
    game_id: str
    display_name: str
    tagline: str
    cls: type[Game] | None  # None while the game's rules are not importable yet
    problem: str = ""

    @property
    def available(self) -> bool:
        return self.cls is not None

    @property
    def players_label(self) -> str:
        if self.cls is None:
            return ""
        lo, hi = self.cls.min_players, self.cls.max_players
        return f"{lo} players" if lo == hi else f"{lo}–{hi} players"


def game_info(game_id: str) -> GameInfo:
    try:
        cls = game_class(game_id)
    except Exception as exc:  # an engine still being written must not crash the menu
        return GameInfo(game_id, KNOWN_NAMES.get(game_id, game_id.title()), "", None, f"{type(exc).__name__}")
    return GameInfo(game_id, cls.display_name or KNOWN_NAMES.get(game_id, game_id), cls.tagline, cls)


def catalogue() -> list[GameInfo]:
    return [game_info(gid) for gid in game_ids()]


def available_games() -> list[GameInfo]:
    return [g for g in catalogue() if g.available]


class WidgetScene(Scene):
    """A scene whose input goes to a FocusGroup; Escape calls `back()`."""

    # Keys that only show the focus while it is hidden (FocusGroup.reveal_keys); the curtain and
    # the replay answer every key at once.
    reveal_keys: tuple[int, ...] = NAVIGATION_KEYS
    # A dialog shows its default button's focus from the start, so its first key acts (Enter
    # presses it, an arrow moves on). Playtest: Settings, Choose a game, the pause menu and the
    # results cards swallowed the first key to show a focus no one could see was there.
    shows_focus_at_once = False

    def __init__(self, app):
        super().__init__(app)
        self.focus = FocusGroup(reveal_keys=self.reveal_keys)
        self.focus.keyboard_used = self.shows_focus_at_once
        self.scale = 1.0

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.scale = theme.ui_scale(size)

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def back(self) -> None:
        pass

    def hover_groups(self) -> list:
        """The focus groups whose widgets show a hover."""
        return [self.focus]

    def uncovered(self) -> None:
        # The pointer moved over the scene above, unseen here: a button it was on then is hovered
        # no more, and the one under it now is (playtest: a closed card or curtain left the last
        # player's button hovered, saying why it was greyed).
        if self.app is not None:
            for group in self.hover_groups():
                group.hover_at(self.app.pointer)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        self.focus.handle(event)
        # The top scene owns all input: nothing passes through to scenes below.
        return True

    def draw_title(self, surface: pygame.Surface, title: str, subtitle: str = "", y: float | None = None) -> int:
        """A centred scene title with an optional line under it; returns the y below it."""
        top = self.px(48) if y is None else y
        r = theme.blit_text(surface, title, "title", self.px(52), PALETTE["sand"], (self.size[0] / 2, top), "midtop")
        bottom = r.bottom
        if subtitle:
            r2 = theme.blit_text(surface, subtitle, "body", self.px(20), PALETTE["mist"],
                                 (self.size[0] / 2, bottom + self.px(6)), "midtop")
            bottom = r2.bottom
        return bottom

    def draw_widgets(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
        if self.app.top is self:  # under a pause menu or a lifted card, a hovered button says nothing
            self.focus.draw_reason(surface, self.px(16))
