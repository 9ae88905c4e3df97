"""The Seagrass quick reference: the turn in brief, the specials, the reef table and the keys."""

from __future__ import annotations

import pygame

from seaboard.engine.seagrass.scoring import REEF_TABLE
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.tables.seagrass_parts import art
from seaboard.ui.widgets.button import Button

TURN = [
    ("Research Colony", "Play one or more tiles of ONE creature from your hand, all in one colony, each next to "
                        "an explored reef or a face-up tile. Score every creature in that colony. Empty hand? "
                        "Draw one."),
    ("Research Reef", "Play one tile face down next to an explored reef (never touching two reefs), then draw "
                      "up to three tiles (7 in hand at most)."),
    ("Completed reefs", "A reef surrounded by face-up tiles and the edge scores at the end of the turn: most and "
                        "second-most adjacent creatures, then an antler goes on it."),
    ("The end", "The last antler is placed, or a player ends a turn with no tiles. Ties: most unplayed tiles."),
]
SPECIALS = [
    ("jellyfish", "Four jellyfish on one tile."),
    ("turtle", "Two turtles; then take a Research Reef action too."),
    ("starfish", "Two starfish; split this turn's starfish into two colonies."),
    ("crab", "Replaces another player's face-up tile (that tile leaves the game)."),
]
KEYS = [
    ("Mouse", "drag a tile onto a glowing space, or click it then click a space; right-click or Esc cancels"),
    ("Keys", "1–9 or Tab pick a tile · arrows move · Enter/Space place · N next space · C confirm · Ctrl+Z undo"),
    ("Board", "wheel or +/− zoom · right/middle drag or Space+drag pan · F1 this card"),
]


class QuickReference(WidgetScene):
    name = "seagrass-reference"
    is_overlay = True

    def __init__(self, app, view=None):
        super().__init__(app)
        self.view = view
        self.close_button = Button("Close", self.back, style="primary")
        self.focus.set([self.close_button])
        self.focus.focus(self.close_button)

    def layout(self, size):
        super().layout(size)
        w, h = size
        pw, ph = min(w - self.px(60), self.px(1040)), min(h - self.px(40), self.px(680))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        self.close_button.rect = pygame.Rect(0, 0, self.px(150), self.px(46))
        self.close_button.rect.bottomright = (self.panel.right - self.px(24), self.panel.bottom - self.px(18))
        self.close_button.px = self.px(18)

    def back(self):
        if self.app.top is self:
            self.app.pop()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and (event.key in (pygame.K_F1, pygame.K_ESCAPE) or event.unicode == "?"):
            self.back()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.panel.collidepoint(event.pos):
            self.back()
            return True
        return super().handle(event)

    def draw(self, surface):
        theme.dim(surface, 170)
        p = self.panel
        px = self.px
        theme.draw_panel(surface, p, PALETTE["sea"], radius=px(22))
        theme.blit_text(surface, "Seagrass · quick reference", "title", px(30), PALETTE["sand"],
                        (p.left + px(28), p.top + px(20)))
        left = pygame.Rect(p.left + px(28), p.top + px(76), round(p.width * 0.55) - px(28), p.height)
        y = left.top
        for head, body in TURN:
            theme.blit_text(surface, head, "bold", px(17), PALETTE["sand"], (left.left, y))
            y = theme.blit_paragraph(surface, body, "body", px(15), PALETTE["foam"],
                                     pygame.Rect(left.left, y + px(24), left.width, px(90))) + px(10)
        y_left = y + px(6)
        right = pygame.Rect(left.right + px(30), left.top, p.right - left.right - px(58), p.height)
        y = right.top
        theme.blit_text(surface, "Completed reef", "bold", px(17), PALETTE["sand"], (right.left, y))
        y += px(30)
        cols = (right.left, right.left + right.width * 0.42, right.left + right.width * 0.72)
        for x, label in zip(cols, ("Reef size", "Most", "Second")):
            theme.blit_text(surface, label, "bold", px(14), PALETTE["mist"], (x, y))
        y += px(24)
        for size in sorted(REEF_TABLE):
            most, second = REEF_TABLE[size]
            row = pygame.Rect(right.left - px(8), y - px(3), right.width, px(26))
            if size % 2:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=px(6))
            label = f"{size}+ tiles" if size == max(REEF_TABLE) else f"{size} tile{'s' if size > 1 else ''}"
            theme.blit_text(surface, label, "body", px(15), PALETTE["foam"], (cols[0], y))
            theme.blit_text(surface, str(most), "bold", px(15), PALETTE["foam"], (cols[1], y))
            theme.blit_text(surface, "—" if size == 1 else str(second), "bold", px(15), PALETTE["foam"], (cols[2], y))
            y += px(28)
        y = theme.blit_paragraph(surface, "Tie for most: add both prizes and split them (round up). With 2 players, "
                                 "second place needs half the leader's creatures.", "italic", px(13),
                                 PALETTE["mist"], pygame.Rect(right.left, y + px(4), right.width, px(60))) + px(10)
        theme.blit_text(surface, "Specials (play with a matching tile)", "bold", px(17), PALETTE["sand"],
                        (right.left, y))
        y += px(30)
        for creature, text in SPECIALS:
            img = art.tile_image(f"{creature}-special", "Blue", px(20), glyph=False)
            surface.blit(img, img.get_rect(midleft=(right.left, y + px(14))))
            theme.blit_paragraph(surface, text, "body", px(14), PALETTE["foam"],
                                 pygame.Rect(right.left + px(52), y, right.width - px(52), px(44)))
            y += px(46)
        y = y_left
        theme.blit_text(surface, "Controls", "bold", px(17), PALETTE["sand"], (left.left, y))
        y += px(26)
        for head, body in KEYS:
            theme.blit_text(surface, head, "bold", px(14), PALETTE["mist"], (left.left, y))
            y = theme.blit_paragraph(surface, body, "body", px(14), PALETTE["foam"],
                                     pygame.Rect(left.left + px(58), y, left.width - px(58), px(50))) + px(4)
        self.draw_widgets(surface)
