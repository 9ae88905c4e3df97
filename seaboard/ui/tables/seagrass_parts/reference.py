"""The Seagrass quick reference: the turn in brief, the specials, the reef table and the keys."""

from __future__ import annotations

import pygame

from seaboard.engine.seagrass.scoring import REEF_TABLE
from seaboard.engine.seagrass.tiles import HAND_LIMIT
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.scenes.quickref import QuickRefCard
from seaboard.ui.tables.seagrass_parts import art

TURN = [
    ("Research Colony", "Play one or more tiles of ONE creature from your hand, all in one colony, each next to "
                        "an explored reef or a face-up tile. Score every creature in that colony. Empty hand? "
                        "Draw one."),
    ("Research Reef", "Play one tile face down next to an explored reef (never touching two reefs), then draw "
                      "up to three tiles (7 in hand at most)."),
    ("Completed reefs", "A reef surrounded by face-up tiles and the edge scores at the end of the turn: most and "
                        "second-most adjacent creatures, then an antler goes on it."),
    ("The end", "The last antler is placed, or a player ends a turn with no tiles. Ties: most unplayed "
                "tiles; still tied, the victory is shared."),
]
SPECIALS = [
    ("jellyfish", "Four jellyfish on one tile."),
    ("turtle", "Two turtles; then take a Research Reef action too."),
    ("starfish", "Two starfish; split this turn's starfish into two colonies that do not touch."),
    ("crab", "Replaces another player's face-up tile (that tile leaves the game); your crabs stay one colony."),
]
# Under the reef table: the rulebook's tie and second-place rules ('Score Completed Reefs').
REEF_NOTES = ("Tie for most: add most + second, split evenly (round up); no one else scores. "
              "Tie for second: split second evenly (round up). One player beside the reef: no second "
              "place. 2 players: second needs at least half the leader's creatures.")
# Shown when the Discovery expansion is in play (or the card is opened without a table).
DISCOVERY = ("Discovery", "First to make a reef touch a creature type takes that reef's token. A set of four: "
                          "10 points. Each token still held at the end: 1 point.")
KEYS = [
    ("Mouse", "drag a tile onto a glowing space, or click it then click a space (before an action is chosen, "
              "this takes Research Colony); right-click or Esc cancels"),
    # Playtest: a special's number changed with the hand; each has its own letter now, as its badge shows.
    ("Tiles", f"1–{HAND_LIMIT} a hand tile by its slot · J, T, S, K the special jellyfish, turtle, starfish, crab · "
              "Tab / Shift+Tab each in turn (Research Colony)"),
    ("Keys", "R Research Reef · arrows move · Enter/Space place · N next space · C confirm · H hint (Enter plays it) · "
             "U or Ctrl+Z undo"),
    ("Board", "wheel or +/− zoom · right/middle drag or Space+drag pan · F1 this card"),
]
# In the right-hand column, which has room to spare: the left one is full at a big text size.
LOG_KEYS = "Game log: Page Up / Page Down scroll it · Home / End its first / newest line"


class QuickReference(QuickRefCard):
    """Seagrass's card lays itself out (a flow measured with the real fonts, shrunk to fit);
    opening and closing are the shared card's."""

    name = "seagrass-reference"
    game_id = "seagrass"

    def __init__(self, app, view=None):
        super().__init__(app, table=None)
        self.view = view
        self._fit_key = None

    def shows_discovery(self) -> bool:
        """Discovery's rules are on the card when the expansion is in play (or no table is known)."""
        return self.view is None or bool(getattr(self.view, "discovery", False))

    def shows_specials(self) -> bool:
        """The specials are on the card unless Introductory mode leaves them out (playtest: the card
        listed them in a game without them)."""
        return self.view is None or not getattr(self.view, "introductory", False)

    def layout(self, size):
        WidgetScene.layout(self, size)  # the shared card's own panel is not used here
        w, h = size
        # As tall as the window allows (the card then hugs its content): text that no longer
        # shrinks below 12 px needs the room before it scrolls.
        pw, ph = min(w - self.px(60), self.px(1040)), h - self.px(40)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        self.close.rect = pygame.Rect(0, 0, self.px(160), self.px(46))
        self.place_close()
        self.close.px = self.px(18)
        self._fit_key = None  # measured again (and the card shrunk to its content) on the next draw

    # -- a flow layout: measured with the real fonts, shrunk until it fits the panel ------------
    def _text(self, surface, label, role, size, colour, pos) -> pygame.Rect:
        rect = theme.text(label, role, size, colour).get_rect(topleft=pos)
        if surface is not None and self.visible(rect.move(0, -self.scroll)):
            theme.blit_text(surface, label, role, size, colour, (pos[0], pos[1] - self.scroll))
        return rect

    def _blit(self, surface, img: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw `img` at `rect` as scrolled, if it shows whole in the view."""
        shown = rect.move(0, -self.scroll)
        if self.visible(shown):
            surface.blit(img, shown)

    def _para(self, surface, label, role, size, colour, x, y, width) -> int:
        f = theme.font(role, size)
        for line in theme.wrap(label, role, size, width):
            if line:
                self._text(surface, line, role, size, colour, (x, y))
            y += f.get_linesize()
        return y

    def _flow(self, surface, k: float) -> int:
        """Draw (or, with surface None, measure) the card at font factor k; returns its lowest y."""
        p = self.panel
        px = self.px
        floor = self.readable_px()  # never under 12 px as drawn (playtest: about 11 at 1280x720)
        size = lambda v: max(floor, round(px(v) * k))  # noqa: E731
        gap = round(px(8) * k)
        # The title keeps its size (as the other games' cards do): only the flow under it shrinks.
        top = p.top + px(20) + theme.font("title", px(30)).get_linesize() + gap
        left_x, left_w = p.left + px(28), round(p.width * 0.55) - px(28)
        y = top
        for head, body in TURN:
            y = self._text(surface, head, "bold", size(17), PALETTE["sand"], (left_x, y)).bottom
            y = self._para(surface, body, "body", size(15), PALETTE["foam"], left_x, y, left_w) + gap
        y = self._text(surface, "Controls", "bold", size(17), PALETTE["sand"], (left_x, y + gap)).bottom + gap // 2
        key_w = max(theme.font("bold", size(14)).size(head)[0] for head, _ in KEYS) + gap
        for head, body in KEYS:
            self._text(surface, head, "bold", size(14), PALETTE["mist"], (left_x, y))
            y = self._para(surface, body, "body", size(14), PALETTE["foam"], left_x + key_w, y, left_w - key_w)
        left_bottom = y
        right_x = left_x + left_w + px(30)
        right_w = p.right - right_x - px(28)
        y = self._text(surface, "Completed reef", "bold", size(17), PALETTE["sand"], (right_x, top)).bottom + gap // 2
        cols = (right_x, right_x + right_w * 0.42, right_x + right_w * 0.72)
        for x, label in zip(cols, ("Reef size", "Most", "Second")):
            r = self._text(surface, label, "bold", size(14), PALETTE["mist"], (round(x), y))
        y = r.bottom + gap // 2
        row_h = theme.font("body", size(15)).get_linesize() + gap // 2
        for reef_size in sorted(REEF_TABLE):
            most, second = REEF_TABLE[reef_size]
            stripe = pygame.Rect(right_x - px(8), y - gap // 4 - self.scroll, right_w + px(8), row_h)
            if surface is not None and reef_size % 2 and self.visible(stripe):
                pygame.draw.rect(surface, PALETTE["sea_hi"], stripe, border_radius=px(6))
            label = (f"{reef_size}+ tiles" if reef_size == max(REEF_TABLE)
                     else f"{reef_size} tile{'s' if reef_size > 1 else ''}")
            for x, text, role in ((cols[0], label, "body"), (cols[1], str(most), "bold"),
                                  (cols[2], "—" if reef_size == 1 else str(second), "bold")):
                self._text(surface, text, role, size(15), PALETTE["foam"], (round(x), y))
            y += row_h
        y = self._para(surface, REEF_NOTES, "italic", size(13), PALETTE["mist"], right_x, y + gap // 2,
                       right_w) + gap
        specials = SPECIALS if self.shows_specials() else []
        if specials:
            y = self._text(surface, "Specials (play with a matching tile)", "bold", size(17), PALETTE["sand"],
                           (right_x, y)).bottom + gap // 2
        icon_r = size(20)
        for creature, text in specials:
            if surface is not None:
                img = art.tile_image(f"{creature}-special", "Blue", icon_r, glyph=False)
                self._blit(surface, img, img.get_rect(midleft=(right_x, y + icon_r)))
            text_x = right_x + 2 * icon_r + gap
            bottom = self._para(surface, text, "body", size(14), PALETTE["foam"], text_x, y, right_x + right_w - text_x)
            y = max(bottom, y + 2 * icon_r) + gap // 2
        if self.shows_discovery():
            head, body = DISCOVERY
            y = self._text(surface, head, "bold", size(17), PALETTE["sand"], (right_x, y + gap // 2)).bottom
            y = self._para(surface, body, "body", size(14), PALETTE["foam"], right_x, y, right_w)
        y = self._para(surface, LOG_KEYS, "body", size(14), PALETTE["mist"], right_x, y + gap // 2, right_w)
        return max(left_bottom, y)

    def _fit(self) -> float:
        limit = self.close.rect.top - self.px(8)
        key = (self.size, round(theme.font("body", 100).get_height()))
        if self._fit_key != key:
            self._fit_key = key
            self._k = 1.0
            # Smaller while the body text (design 14) stays readable; past that the flow scrolls.
            while (self._k > 0.55 and self._flow(None, self._k) > limit
                   and round(self.px(14) * (self._k - 0.05)) >= self.readable_px()):
                self._k -= 0.05
            slack = limit - self._flow(None, self._k) - self.px(16)
            if slack > 0:  # room to spare: the card hugs its content
                centre = self.panel.center
                self.panel.height -= slack
                self.panel.center = centre
                self.place_close()
                limit = self.close.rect.top - self.px(8)
            top = self.panel.top + self.px(20) + theme.font("title", self.px(30)).get_linesize()
            self.viewport = pygame.Rect(self.panel.left, top, self.panel.width, limit - top)
            self.content_h = self._flow(None, self._k) - top
            self.scroll_line = theme.line_step("body", max(self.readable_px(), round(self.px(14) * self._k)), 1.25)
            self.scroll = max(0, min(self.scroll, self.max_scroll))
        return self._k

    def draw(self, surface):
        theme.dim(surface, 170)
        p = self.panel
        theme.draw_panel(surface, p, PALETTE["sea"], radius=self.px(22))
        k = self._fit()
        theme.blit_text(surface, "Seagrass · quick reference", "title", self.px(30),
                        PALETTE["sand"], (p.left + self.px(28), p.top + self.px(20)))
        self._flow(surface, k)
        self.draw_scrolling(surface)
        self.draw_widgets(surface)
