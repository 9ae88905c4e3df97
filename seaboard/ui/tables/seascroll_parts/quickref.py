"""The Sea Scroll quick-reference card (F1 or "?"): the turn, the Reveal and the controls."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.quickref import QuickRefCard
from seaboard.ui.tables.seascroll_parts import cards

BETTA = 10  # the Betta Fish, worth 10: the rulebook's scoring example

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
    ("Log", "Page Up / Page Down scroll the game log, Home / End go to its first / newest line."),
]
CONTROLS = [
    ("Mouse", "Click the ocean to draw. Drag a school onto your habitat, a hand card onto the reef "
              "(or click one, then the other)."),
    ("Keys", "D draws, S takes no school. Tab (Shift+Tab back) or arrows walk the cards, Enter plays one, "
             "Esc cancels, H hints, U or Ctrl+Z undoes."),
    ("Undo", "A discard waits a moment before your turn ends: Undo, U, Ctrl+Z or Esc takes it back, Keep or "
             "Enter keeps it at once."),
    ("Log", "Page Up / Page Down scroll the game log, Home / End go to its first / newest line."),
]

# The rulebook's scoring example, in short.
EXAMPLE = ("Example, Betta Fish (10): two players hold 3 each and gain 10 each; one holds 2 and loses 10; "
           "one holds none: nothing.")
REGAL_TANG = ("Regal Tang variant: scoring with a single Regal Tang (4) earns 4 more; losing with a single one "
              "costs 4 more.")


class SeaScrollQuickRef(QuickRefCard):
    title = "Sea Scroll · quick reference"
    game_id = "seascroll"
    card_size = (860, 640)  # room for the Undo and Log rows and the example's picture

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
        return sum(theme.paragraph_height(line, "italic", self.extra_px(size), width, 1.25) + self.px(6)
                   for line in self.extra_lines())

    def extra_px(self, size: int) -> int:
        """The example's size: a step under the rows', never under 12 px as drawn (playtest)."""
        return max(self.readable_px(), size - 1)

    def draw_extra(self, surface, y):
        p = self.panel
        area = pygame.Rect(p.left + self.px(28), y + self.px(4), p.width - self.px(56), self.close.rect.top - y)
        lines = self.extra_lines()
        size = self.extra_px(self.text_px)
        # The example's picture goes right under its sentence; any variant's line comes after it.
        after = sum(theme.paragraph_height(line, "italic", size, area.width, 1.25) + self.px(6) for line in lines[1:])
        for n, line in enumerate(lines):
            area.top = theme.blit_paragraph(surface, line, "italic", size, PALETTE["mist"], area,
                                            line_gap=1.25) + self.px(6)
            area.height = max(0, self.close.rect.top - area.top)
            if n == 0 and line == EXAMPLE:
                picture = pygame.Rect(area.left, area.top, area.width,
                                      self.close.rect.top - self.px(10) - area.top - after)
                if self.draw_example(surface, picture):
                    area.top = picture.bottom
                    area.height = max(0, self.close.rect.top - area.top)

    def draw_example(self, surface, area: pygame.Rect) -> bool:
        """The example in cards, where there is room: each player's Betta Fish and what they score.
        False when there was no room for it."""
        label_h = theme.font("title", self.px(16)).get_height()
        card_w = min(self.px(46), round((area.height - label_h - self.px(8)) / 1.4))
        if card_w < self.px(26):
            return False  # no room for a legible picture: the sentence above says it all
        card_h = round(card_w * 1.4)
        fan = card_w // 3
        held = ((3, 10), (3, 10), (2, -10), (0, 0))
        group_w = card_w + 2 * fan
        gap = self.px(40)
        left = area.centerx - (4 * group_w + 3 * gap) // 2
        top = area.top + (area.height - card_h - label_h - self.px(8)) // 2
        face = cards.face(BETTA, card_w)
        for i, (count, points) in enumerate(held):
            x = left + i * (group_w + gap)
            spot = pygame.Rect(x + (group_w - card_w - fan * max(0, count - 1)) // 2, top, card_w, card_h)
            if count == 0:
                pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.25), spot, 1,
                                 border_radius=cards.radius_for(card_w))
            for k in range(count):
                image = face if points >= 0 else cards.sideways(BETTA, card_w)
                rect = image.get_rect(topleft=(spot.left + k * fan, spot.top))
                if points < 0:
                    rect.center = (spot.left + k * fan + card_w // 2, spot.centery)
                cards.draw_card(surface, image, rect, shadow=k == 0)
            colour = PALETTE["sand_hi"] if points > 0 else PALETTE["coral_hi"] if points < 0 else PALETTE["mist"]
            theme.blit_text(surface, theme.number_text(points, signed=True), "title", self.px(16), colour,
                            (x + group_w // 2, top + card_h + self.px(8)), "midtop")
        return True
