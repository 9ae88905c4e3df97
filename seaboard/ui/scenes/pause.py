"""The pause overlay: Resume, Rules, Settings, Quit to menu."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import Button


class PauseScene(WidgetScene):
    name = "pause"
    is_overlay = True
    shows_focus_at_once = True  # a dialog: its default button is seen focused, its first key acts

    def __init__(self, app, table=None):
        super().__init__(app)
        self.table = table
        self.buttons = [
            Button("Resume", self.back, style="primary"),
            # A demo is nobody's game: nothing of it to save.
            *([Button("Save game", self.save_game)] if table is not None and not getattr(table, "demo", False)
              else []),
            *([Button("Load game", self.load_game)] if table is not None else []),
            Button("Rules", self.rules),
            Button("Settings", self.settings),
            Button("Quit to menu", self.quit_to_menu, style="quiet"),
        ]
        self.focus.set(self.buttons)
        self.focus.focus(self.buttons[0])
        # Said so a player never fears that quitting loses the game (it is autosaved after every move).
        keeps = table is not None and not getattr(table, "demo", False) and not table.game.is_over
        self.note = "Quitting keeps this game: Continue resumes it." if keeps else ""
        # A move waiting (take_back.py): its game says what quitting keeps.
        if keeps and getattr(table, "pending", None) is not None:
            self.note = table.PENDING_QUIT_NOTE
        problem = getattr(table, "autosave_problem", None) if keeps else None
        if problem:
            self.note = f"Autosave is failing ({problem}): quitting may lose this game. Save game keeps it."

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh, gap = self.px(300), self.px(52), self.px(12)
        note_h = theme.font("italic", self.px(15)).get_linesize() * 2 + self.px(8) if self.note else 0
        self.panel = pygame.Rect(0, 0, bw + self.px(80),
                                 self.px(110) + len(self.buttons) * (bh + gap) + self.px(24) + note_h)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + self.px(100)
        for b in self.buttons:
            b.rect = pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh)
            b.px = self.px(20)
            y += bh + gap

    def back(self):
        self.app.pop()

    def save_game(self):
        from seaboard.ui.scenes.saves import SavesScene

        self.app.push(SavesScene(self.app, "save", self.table))

    def load_game(self):
        from seaboard.ui.scenes.saves import SavesScene

        self.app.push(SavesScene(self.app, "load"))

    def rules(self):
        from seaboard.ui.scenes.rules import RulesScene

        game_id = self.table.setup.game_id if self.table is not None else None
        self.app.push(RulesScene(self.app, game_id))

    def settings(self):
        from seaboard.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_menu(self):
        from seaboard.ui.scenes.menu import MenuScene

        self.app.reset(MenuScene(self.app))

    def draw(self, surface):
        theme.dim(surface, 170)
        theme.draw_panel(surface, self.panel, PALETTE["sea"], radius=self.px(22))
        theme.blit_text(surface, "Paused", "title", self.px(44), PALETTE["sand"],
                        (self.panel.centerx, self.panel.top + self.px(26)), "midtop")
        if self.note:
            area = pygame.Rect(self.panel.left + self.px(24), self.buttons[-1].rect.bottom + self.px(12),
                               self.panel.width - self.px(48), self.panel.bottom - self.buttons[-1].rect.bottom)
            theme.blit_paragraph(surface, self.note, "italic", self.px(15), PALETTE["mist"], area, align="center")
        self.draw_widgets(surface)
