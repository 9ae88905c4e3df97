"""The title menu: New game, Continue, Demo, Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from seaboard import __version__
from seaboard.ui.render import theme
from seaboard.ui.render.emblems import draw_emblem
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene, available_games
from seaboard.ui.widgets.button import Button


def continue_reason() -> str:
    """Why Continue is unavailable ('' when there is a game to continue)."""
    return "Autosave is not in this version yet: start a new game."


class MenuScene(WidgetScene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        reason = continue_reason()
        self.buttons = {
            "new": Button("New game", self.new_game, style="primary"),
            "continue": Button("Continue", None, enabled=not reason, reason=reason),
            "demo": Button("Watch a demo", self.demo),
            "rules": Button("Rules", self.rules),
            "settings": Button("Settings", self.settings),
            "quit": Button("Quit", self.app.quit, style="quiet"),
        }
        self.focus.set(list(self.buttons.values()))
        self.focus.focus(self.buttons["new"])

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh, gap = self.px(340), self.px(54), self.px(14)
        left = round(w * 0.09)
        self.title_pos = (left, round(h * 0.13))
        y = round(h * 0.13) + self.px(190)
        for key, button in self.buttons.items():
            if key == "quit":
                y += gap
            button.rect = pygame.Rect(left, y, bw, bh)
            button.px = self.px(21)
            y += bh + gap
        art_left = left + bw + self.px(80)
        self.art = pygame.Rect(art_left, round(h * 0.12), w - art_left - round(w * 0.06), round(h * 0.72))

    # -- actions --------------------------------------------------------------
    def new_game(self):
        from seaboard.ui.scenes.picker import PickerScene

        self.app.push(PickerScene(self.app))

    def demo(self):
        from seaboard.ui.scenes.demo import start_demo

        start_demo(self.app, None)

    def rules(self):
        from seaboard.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def settings(self):
        from seaboard.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self):
        pass  # Escape on the title screen does nothing: Quit is one click away

    # -- drawing --------------------------------------------------------------
    def draw(self, surface):
        theme.draw_backdrop(surface)
        x, y = self.title_pos
        r = theme.blit_text(surface, "Seaboard", "title", self.px(104), PALETTE["sand"], (x, y))
        theme.blit_text(surface, "Three ocean games at one table", "body", self.px(24), PALETTE["mist"],
                        (x + self.px(4), r.bottom + self.px(2)))
        self._draw_art(surface)
        self.draw_widgets(surface)
        theme.blit_text(surface, f"v{__version__}", "body", self.px(14), PALETTE["dim"],
                        (self.size[0] - self.px(16), self.size[1] - self.px(12)), "bottomright")
        theme.blit_text(surface, "Tab / arrows to move, Enter to choose", "body", self.px(14), PALETTE["dim"],
                        (self.title_pos[0], self.size[1] - self.px(12)), "bottomleft")

    def _draw_art(self, surface):
        art = self.art
        if art.width < self.px(200):
            return
        ids = ["seagrass", "seascroll", "bloomingsea"]
        ready = {g.game_id for g in available_games()}
        cw = min(art.width * 0.56, art.height * 0.62)
        spots = [(0.30, 0.22), (0.70, 0.50), (0.34, 0.78)]
        for gid, (fx, fy) in zip(ids, spots):
            card = pygame.Rect(0, 0, round(cw), round(cw * 0.72))
            card.center = (art.left + art.width * fx, art.top + art.height * fy)
            theme.draw_panel(surface, card, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.2), radius=self.px(22))
            draw_emblem(surface, gid, card.inflate(-card.width * 0.2, -card.height * 0.3).move(0, -self.px(10)))
            from seaboard.ui.scenes.common import KNOWN_NAMES

            label = KNOWN_NAMES[gid] + ("" if gid in ready else "  ·  coming soon")
            theme.blit_text(surface, label, "bold", self.px(17), PALETTE["mist"],
                            (card.centerx, card.bottom - self.px(14)), "midbottom")
