"""The Sea Scroll quick-reference card (F1 or "?"): the turn, the Reveal and the controls."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.quickref import QuickRefCard

TURN = [
    ("Draw", "Take 2 fish from the ocean into your hand."),
    ("Take", "You may move one school from the reef into your habitat: 3 schools per game at most."),
    ("Discard", "Put one fish from your hand in the reef: onto a school of its kind if there is one, "
                "else it starts a new school."),
    ("Last round", "Once the ocean is empty, everyone plays one final turn without drawing."),
    ("Reveal", "Habitat and hand together, kind by kind from the lowest value: the most (ties too) gain the "
               "value, everyone else holding that kind loses it. Per kind, not per fish."),
]
CHAOS = [
    ("Chaos", "No ocean and no reef: everyone picks from one face-down pile at once, 45 seconds. Keep a card "
              "or put it back face up. Over 10 at the end: random ones go."),
    ("Reveal", "As usual: the most of a kind (ties too) gain its value, the others holding it lose it."),
]
CHAOS_CONTROLS = [
    ("Mouse", "Click a face-down card to pick it up, then Keep it or Put it back. Stop scrambling when your "
              "catch is good enough."),
    ("Keys", "Arrows walk the pile, Enter picks, K keeps, P puts back."),
]
CONTROLS = [
    ("Mouse", "Click the ocean to draw. Drag a school onto your habitat, a hand card onto the reef "
              "(or click one, then the other)."),
    ("Keys", "D draws, S takes no school. Tab or arrows walk the cards, Enter plays one, Esc cancels, H hints."),
]

# The rulebook's scoring example, in short.
EXAMPLE = ("Example, Betta Fish (10): two players hold 3 each and gain 10 each; one holds 2 and loses 10; "
           "one holds none: nothing.")
REGAL_TANG = ("Regal Tang variant: scoring with a single Regal Tang (4) earns 4 more; losing with a single one "
              "costs 4 more.")


class SeaScrollQuickRef(QuickRefCard):
    title = "Sea Scroll · quick reference"
    card_size = (860, 560)

    def sections(self):
        if self.table.game.chaos_on:
            return [CHAOS, CHAOS_CONTROLS]
        return [TURN, CONTROLS]

    def extra_lines(self) -> list[str]:
        if self.table.game.chaos_on:
            return []
        return [EXAMPLE] + ([REGAL_TANG] if self.table.game.options.get("regal_tang") else [])

    def extra_height(self, size):
        width = self.panel.width - self.px(56)
        return sum(theme.paragraph_height(line, "italic", size - 1, width, 1.25) + self.px(6)
                   for line in self.extra_lines())

    def draw_extra(self, surface, y):
        p = self.panel
        area = pygame.Rect(p.left + self.px(28), y + self.px(4), p.width - self.px(56), self.close.rect.top - y)
        for line in self.extra_lines():
            area.top = theme.blit_paragraph(surface, line, "italic", self.text_px - 1, PALETTE["mist"], area,
                                            line_gap=1.25) + self.px(6)
            area.height = max(0, self.close.rect.top - area.top)
