"""The stand-in table, clearly marked: the view summary and the legal moves as buttons.

It works for any game on the engine contract, so the app's flows and the
self-test run before a game's real table exists.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from seaboard.engine.core import Move
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import TableScene
from seaboard.ui.widgets.button import Button


def move_label(move: Move) -> str:
    """A short readable label: 'Take · count 2'."""
    name = type(move).kind or type(move).__name__
    parts = [f"{f.name} {_short(getattr(move, f.name))}" for f in dataclasses.fields(move)]
    return name + (" · " + ", ".join(parts) if parts else "")


def _short(value: Any, limit: int = 28) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def view_lines(view: Any, limit: int = 60) -> list[tuple[str, str]]:
    """(key, value) rows summarising a view of any shape."""
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        items = [(f.name, getattr(view, f.name)) for f in dataclasses.fields(view)]
    elif isinstance(view, dict):
        items = list(view.items())
    else:
        items = [("view", view)]
    return [(str(k), _short(v, limit)) for k, v in items]


class PlaceholderTable(TableScene):
    name = "table"
    placeholder = True

    def __init__(self, app, setup, game=None, **kwargs):
        self.page = 0
        self.move_buttons: list[Button] = []
        self._moves_for = -1
        super().__init__(app, setup, game, **kwargs)
        self.prev_button = Button("‹ Prev", lambda: self.turn_page(-1), style="quiet")
        self.next_button = Button("More ›", lambda: self.turn_page(1), style="quiet")

    def layout(self, size):
        super().layout(size)
        self._moves_for = -1  # rebuild the buttons at the new size
        self._rebuild()

    def turn_page(self, delta: int) -> None:
        self.page = max(0, self.page + delta)
        self._moves_for = -1

    def _rebuild(self) -> None:
        """Buttons for the current legal moves, when a human is to act."""
        key = len(self.game.moves) * 1000 + self.page
        if key == self._moves_for:
            return
        if self._moves_for // 1000 != len(self.game.moves):
            self.page = 0 if self._moves_for >= 0 else self.page
        self._moves_for = key
        area = self.moves_area()
        bh, gap = self.px(40), self.px(8)
        cols = max(1, area.width // self.px(230))
        bw = (area.width - gap * (cols - 1)) // cols
        rows = max(1, (area.height - bh - gap) // (bh + gap))
        per_page = cols * rows
        legal = self.game.legal_moves() if self.human_to_act else []
        pages = max(1, -(-len(legal) // per_page))
        self.page = min(self.page, pages - 1)
        chunk = legal[self.page * per_page:(self.page + 1) * per_page]
        self.move_buttons = []
        for i, move in enumerate(chunk):
            r, c = divmod(i, cols)
            b = Button(move_label(move), lambda m=move: self.submit(m), style="secondary",
                       rect=pygame.Rect(area.left + c * (bw + gap), area.top + r * (bh + gap), bw, bh))
            b.px = self.px(15)
            self.move_buttons.append(b)
        self.pages = pages
        self.legal_count = len(legal)
        nav_y = area.bottom - bh
        self.prev_button.rect = pygame.Rect(area.left, nav_y, self.px(110), bh)
        self.next_button.rect = pygame.Rect(area.right - self.px(110), nav_y, self.px(110), bh)
        self.prev_button.px = self.next_button.px = self.px(15)
        self.prev_button.visible = self.page > 0
        self.next_button.visible = self.page < pages - 1
        self.prev_button.enabled = self.prev_button.visible
        self.next_button.enabled = self.next_button.visible
        nav = [b for b in (self.prev_button, self.next_button) if b.visible]
        self.focus.set([*self.move_buttons, *nav, self.pause_button], keep_focus=False)
        if self.move_buttons:
            self.focus.focus(self.move_buttons[0])

    def moves_area(self) -> pygame.Rect:
        b = self.board
        top = b.top + round(b.height * 0.46)
        return pygame.Rect(b.left + self.px(24), top + self.px(56), b.width - self.px(48),
                           b.bottom - top - self.px(72))

    def update(self, dt):
        super().update(dt)
        self._rebuild()

    def handle(self, event):
        self._rebuild()
        return super().handle(event)

    def draw_table(self, surface, rect):
        self._rebuild()
        theme.draw_panel(surface, rect, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.35), radius=self.px(18))
        # The ribbon that says this is not the real table.
        ribbon = pygame.Rect(rect.left, rect.top, rect.width, self.px(40))
        pygame.draw.rect(surface, PALETTE["placeholder"], ribbon, border_top_left_radius=self.px(18),
                         border_top_right_radius=self.px(18))
        theme.blit_text(surface, f"Placeholder table · the real {self.game_cls.display_name} table is being built",
                        "bold", self.px(16), PALETTE["ink"], ribbon.center, "center")
        pad = self.px(24)
        y = ribbon.bottom + self.px(14)
        theme.blit_text(surface, f"What {self.names[self.viewer]} can see", "bold", self.px(15), PALETTE["mist"],
                        (rect.left + pad, y))
        y += self.px(26)
        bottom = rect.top + round(rect.height * 0.46)
        line_h = self.px(22)
        key_w = self.px(170)
        for key, value in view_lines(self.game.view(self.viewer), limit=90):
            if y + 2 * line_h > bottom:
                theme.blit_text(surface, "…", "body", self.px(15), PALETTE["mist"], (rect.left + pad, y))
                break
            theme.blit_text(surface, theme.ellipsize(key, "bold", self.px(15), key_w - 8), "bold", self.px(15),
                            PALETTE["sand"], (rect.left + pad, y))
            value = theme.ellipsize(value, "body", self.px(15), rect.width - 2 * pad - key_w)
            theme.blit_text(surface, value, "body", self.px(15), PALETTE["foam"], (rect.left + pad + key_w, y))
            y += line_h
        area = self.moves_area()
        pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.12),
                         (rect.left + pad, bottom + self.px(4)), (rect.right - pad, bottom + self.px(4)))
        if self.game.is_over:
            heading = "The game is over."
        elif self.human_to_act:
            heading = f"Legal moves ({self.legal_count})" + (
                f" · page {self.page + 1} of {self.pages}" if self.pages > 1 else "")
        else:
            heading = "Waiting for the other players…"
        theme.blit_text(surface, heading, "bold", self.px(15), PALETTE["mist"], (area.left, area.top - self.px(34)))
