"""The game picker: one card for each game; a game still being built shows "coming soon"."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.emblems import draw_emblem
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import GameInfo, WidgetScene, catalogue
from seaboard.ui.widgets.button import Button, draw_focus_ring


class GameCard(Button):
    """A big card button: emblem, name, tagline, player count."""

    def __init__(self, info: GameInfo, on_click):
        reason = "" if info.available else f"{info.display_name} is still being built: coming soon."
        super().__init__(info.display_name, on_click, enabled=info.available, reason=reason)
        self.info = info

    def draw(self, surface, show_focus=False):
        rect = self.rect.copy()
        lifted = self.enabled and (self.hovered or (self.focused and show_focus))
        if lifted:
            rect.move_ip(0, -4)
        radius = max(12, rect.width // 16)
        fill = PALETTE["sea"] if self.enabled else theme.mix(PALETTE["sea"], PALETTE["deep"], 0.55)
        if lifted:
            fill = PALETTE["sea_hi"]
        theme.draw_panel(surface, rect, fill, radius=radius,
                         border=PALETTE["teal_hi"] if lifted else None)
        # A bigger text size takes room from the picture, so the tagline still fits.
        art_share = 0.46 - 0.22 * max(0.0, theme.text_scale() - 1.0)
        art = pygame.Rect(rect.left, rect.top + rect.height * 0.06, rect.width, rect.height * art_share)
        draw_emblem(surface, self.info.game_id, art.inflate(-rect.width * 0.2, -8))
        if not self.enabled:
            theme.dim(surface.subsurface(rect.inflate(-2, -2)), 90)
        name_px = self.px * 1.45
        y = art.bottom + rect.height * 0.04
        ink = PALETTE["sand"] if self.enabled else PALETTE["mist"]
        name_px = theme.fit_size(self.info.display_name, "heading", name_px, round(rect.width * 0.9), floor=12)
        r = theme.blit_text(surface, self.info.display_name, "heading", name_px, ink, (rect.centerx, y), "midtop")
        img = theme.text(self.info.players_label or "Coming soon", "bold", self.px * 0.75, PALETTE["foam"])
        pill_top = rect.bottom - rect.height * 0.06 - img.get_height() - self.px * 0.6
        # The tagline gets all the room between the name and the player-count pill.
        body = pygame.Rect(rect.left + rect.width * 0.08, r.bottom + self.px * 0.4, rect.width * 0.84,
                           pill_top - r.bottom - self.px * 0.6)
        if self.enabled:
            theme.blit_paragraph(surface, self.info.tagline, "body", self.px * 0.8, PALETTE["foam"], body,
                                 align="center")
            pill_text = self.info.players_label
            pill_fill = PALETTE["teal"]
        else:
            theme.blit_paragraph(surface, "The rules are still being written for this edition.", "italic",
                                 self.px * 0.8, PALETTE["mist"], body, align="center")
            pill_text = "Coming soon"
            pill_fill = theme.mix(PALETTE["coral"], PALETTE["deep"], 0.35)
        img = theme.text(pill_text, "bold", self.px * 0.75, PALETTE["foam"])
        pill = img.get_rect().inflate(self.px * 1.4, self.px * 0.6)
        pill.midbottom = (rect.centerx, rect.bottom - rect.height * 0.06)
        pygame.draw.rect(surface, pill_fill, pill, border_radius=pill.height // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        if self.focused and show_focus:
            draw_focus_ring(surface, rect, radius)


class PickerScene(WidgetScene):
    name = "picker"
    shows_focus_at_once = True  # a dialog: its default button is seen focused, its first key acts

    def __init__(self, app):
        super().__init__(app)
        self.games = catalogue()
        self.cards = [GameCard(info, lambda info=info: self.choose(info)) for info in self.games]
        self.back_button = Button("Back", self.back, style="quiet")
        self.focus.set([*self.cards, self.back_button])
        first = next((c for c in self.cards if c.enabled), self.back_button)
        self.focus.focus(first)

    def layout(self, size):
        super().layout(size)
        w, h = size
        n = max(1, len(self.cards))
        gap = self.px(28)
        top = self.px(170)
        avail_w = w - 2 * self.px(60)
        cw = min(self.px(340), (avail_w - gap * (n - 1)) // n)
        ch = min(round(cw * 1.3), h - top - self.px(120))
        top = max(top, (h - ch) // 2 + self.px(10))  # centred in the room below the title
        x = (w - (cw * n + gap * (n - 1))) // 2
        for card in self.cards:
            card.rect = pygame.Rect(x, top, cw, ch)
            card.px = max(14, min(self.px(20), cw / 15))
            x += cw + gap
        # Back under the first card's edge, as Setup's and the rules' are under their panels.
        first = self.cards[0].rect.left if self.cards else self.px(40)
        self.back_button.rect = pygame.Rect(first, h - self.px(40) - self.px(48), self.px(160), self.px(48))
        self.back_button.px = self.px(19)

    def choose(self, info: GameInfo):
        if not info.available:
            return
        from seaboard.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, info.game_id))

    def back(self):
        self.app.pop()

    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, "Choose a game", "Then choose the players and the options")
        self.draw_widgets(surface)
