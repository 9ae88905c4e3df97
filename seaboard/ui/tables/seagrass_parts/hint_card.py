"""Where the Seagrass table says its hint (a mixin of SeagrassTable).

Playtest: the hint's pill lay over the foot of the board (at 1024x640 it hid the bottom rows,
the very spaces it pointed at). As Blooming Sea's hint stands in its hand panel in for the
how-to words, this one stands in the side column, over the game log (the tray's how-to box is
far too small for a turn), as a card: "Hint", then one short paragraph a sentence. Where the log
is too short (four players' rows at a big text size), it stands over the whole side column;
where even that has no room, it floats in the water where it hides least of the board. The log is back as soon as the hint goes (any move, or its time).
"""

from __future__ import annotations

import re

import pygame

from seaboard.ai.hint_seagrass import why_said
from seaboard.ui.render import placement, theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import PEEK_ALPHA, THINKING_ABOUT_A_HINT

HINT_HEAD = "Hint"


class HintCard:
    def hint_card_up(self) -> bool:
        """The message up now is the hint (or the wait for one): it goes on the card."""
        return bool(self.message) and (self.hint_on_screen() or self.message == THINKING_ABOUT_A_HINT)

    def hint_why(self, move) -> str:
        """Why the hinted turn is worth playing, one sentence (why_said: the engine's counts, from the
        seat's own view), "" for no reason to give. Playtest: the hint said what, never why. Through a
        hint's steps followed one by one the reason stays the whole turn's (told from the turn's
        start), not the rest's: the plan the player follows is the same one."""
        game = getattr(self.game, "real", self.game)
        seat = game.current_player
        steps, at = (move, *self.hint_then), len(game.moves)
        last = getattr(self, "_hint_why_for", None)
        if last is not None and last[0] == seat and 0 <= at - last[1] < len(last[2]) \
                and last[2][at - last[1]:] == steps:
            return last[3]  # the same plan, some of its steps played since
        why = why_said(game.view(seat), steps, self.names) if seat is not None else ""
        self._hint_why_for = (seat, at, steps, why)
        return why

    def hint_sentences(self) -> list[str]:
        """The hint's words without their "Hint: ", a sentence a paragraph."""
        words = self.message.removeprefix(f"{HINT_HEAD}: ")
        return [s for s in re.split(r"(?<=[.!?…])\s+(?=[A-Z])", words) if s]

    def hint_card_layout(self, area: pygame.Rect) -> tuple[int, list[list[str]], pygame.Rect] | None:
        """(text size, each paragraph's lines, the card at the top of `area`) for the hint at the
        largest size from 16 (design px) down to 12 real px at which it fits whole; None if none."""
        key = (self.message, tuple(area), self.px(16), theme.text_scale())
        if getattr(self, "_card_key", None) == key:
            return self._card
        pad = self.px(12)
        room = area.width - 2 * pad
        sentences = self.hint_sentences()
        found = None
        size = self.tx(16)
        while room > 0 and found is None and size >= 12:
            step = theme.line_step("body", size, 1.25)
            head_h = theme.font("bold", size + 1).get_linesize()
            paragraphs = [theme.wrap(s, "body", size, room) for s in sentences]
            widest = max((theme.font("body", size).size(line)[0] for p in paragraphs for line in p), default=0)
            height = pad + head_h + self.px(4) + sum(len(p) * step for p in paragraphs) \
                + self.px(6) * (len(paragraphs) - 1) + pad
            if widest <= room and height <= area.height:
                found = (size, paragraphs, pygame.Rect(area.left, area.top, area.width, height))
            size -= 1
        self._card_key, self._card = key, found
        return found

    def hint_card_area(self) -> pygame.Rect:
        """The side column under the players panel: where the game log is."""
        return pygame.Rect(self.log_area)

    def make_room_for_the_hint_card(self) -> None:
        """The hint card at the top of the log's place pushes the log down under it, the newest
        lines still in view. Playtest: the card hid the log's heading and cut a line in half; a hint
        now stands until its step is played, so it would have hidden the log all turn. Where
        too little is left under the card, the card stands over the log as before."""
        room = pygame.Rect(self.log_area)
        if self.hint_card_up() and self.hint_card_layout(self.hint_card_area()) is not None:
            card = self.hint_card_place()[2]
            # Through a hint's steps the log stays under the tallest card so far (playtest: it
            # jumped up and down as each step's words took more lines or fewer).
            top = max(card.bottom + self.px(12), getattr(self, "_log_under", 0))
            log = self.log_panel
            if room.bottom - top >= log.header_height + 3 * log.line_height + 2 * self.px(12):
                room = pygame.Rect(room.left, top, room.width, room.bottom - top)
                self._log_under = top
        elif self.hint_move is None:
            self._log_under = 0  # the hint is over: the next one starts afresh
        if room != self.log_panel.rect:
            self.log_panel.layout(room)

    def draw_hint_card(self, surface: pygame.Surface) -> None:
        """The hint on its card: over the game log, else where it hides least of the water."""
        size, paragraphs, card = self.hint_card_place()
        radius = self.px(14)
        self.message_peeked = self.app is not None and card.collidepoint(self.app.pointer)
        key = (self.message, card.size, size, theme.text_scale())
        layer = self.__dict__.get("_hint_layer")
        if layer is None or self.__dict__.get("_hint_layer_key") != key:  # drawn once per hint, not per frame
            layer = pygame.Surface(card.size, pygame.SRCALPHA)
            inner = layer.get_rect()
            theme.draw_panel(layer, inner, PALETTE["sand"], radius=radius, shadow=False, border=PALETTE["coral"])
            pad = self.px(12)
            r = theme.blit_text(layer, HINT_HEAD, "bold", size + 1, PALETTE["ink"], (pad, pad))
            y = r.bottom + self.px(4)
            step = theme.line_step("body", size, 1.25)
            for lines in paragraphs:
                for line in lines:
                    theme.blit_text(layer, line, "body", size, PALETTE["ink"], (pad, y))
                    y += step
                y += self.px(6)
            self._hint_layer, self._hint_layer_key = layer, key
        if not self.message_peeked:  # with the pointer over it, it fades so what is under it shows
            theme.draw_shadow(surface, card, radius)
        layer.set_alpha(PEEK_ALPHA if self.message_peeked else 255)
        surface.blit(layer, card.topleft)
        self.message_box = card

    def hint_card_place(self) -> tuple[int, list[list[str]], pygame.Rect]:
        """(text size, paragraphs, card): over the game log when it fits there whole, else over
        the whole side column (players and log: a glance at them is a hover away, the card fades);
        else in the water, at the top or the foot, wherever it hides least of the board (spaces count by the
        share hidden, a tile on the board more, a space the hint plays on at all costs)."""
        layout = self.hint_card_layout(self.hint_card_area())
        if layout is not None:
            return layout
        layout = self.hint_card_layout(self.side)
        if layout is not None:  # from the log's foot up, over as little of the players as it can
            size, paragraphs, card = layout
            return size, paragraphs, card.move_to(bottom=self.side.bottom)
        gap = self.px(8)
        water = self.view_rect.inflate(-2 * gap, -2 * gap)
        hinted = tuple(tuple(m.cell) for m in self.hint_steps() if getattr(m, "cell", None) is not None)
        key = (self.message, tuple(water), self.geometry.radius, tuple(self.geometry.centre((0, 0))), hinted,
               theme.text_scale())
        if getattr(self, "_spot_key", None) == key:
            return self._spot
        rad = self.geometry.radius
        cells = []
        for space in self.view().spaces:
            x, y = self.geometry.centre(space.cell)
            rect = pygame.Rect(0, 0, round(2 * rad), round(1.8 * rad))
            rect.center = (round(x), round(y))
            weight = 1000.0 if space.cell in hinted else 1.0 if space.content == "empty" else 3.0
            cells.append((rect, weight, False))  # each by the share of it hidden
        best, best_cost = None, None
        for width in sorted({min(water.width, self.log_panel.rect.width), water.width // 2, water.width * 2 // 3,
                             water.width}):
            layout = self.hint_card_layout(pygame.Rect(0, 0, width, water.height))
            if layout is None:
                continue
            size, paragraphs, card = layout
            lefts = [water.centerx - width // 2,
                     *range(water.left, water.right - width, max(1, round(rad))), water.right - width]
            for top in (water.top, water.bottom - card.height):
                for left in lefts:
                    box = pygame.Rect(left, top, width, card.height)
                    cost = placement.cost(box, cells)
                    if best_cost is None or cost < best_cost - 1e-6:
                        best, best_cost = (size, paragraphs, box), cost
        if best is None:  # not even the whole water holds it: the foot of the water, cut
            size, paragraphs, card = self.tight_card(water)
            best = (size, paragraphs, card.move_to(bottom=water.bottom, left=water.left))
        self._spot_key, self._spot = key, best
        return best

    def tight_card(self, area: pygame.Rect) -> tuple[int, list[list[str]], pygame.Rect]:
        """The smallest text in `area`, its paragraphs cut to the lines that fit."""
        pad, size = self.px(12), 12
        step = theme.line_step("body", size, 1.25)
        room = max(1, (area.height - 2 * pad - theme.font("bold", size + 1).get_linesize()) // step)
        paragraphs, left = [], room
        for sentence in self.hint_sentences():
            lines = theme.wrap(sentence, "body", size, area.width - 2 * pad)[:left]
            if lines:
                paragraphs.append(lines)
            left -= len(lines)
        return size, paragraphs, pygame.Rect(0, 0, area.width, area.height)
