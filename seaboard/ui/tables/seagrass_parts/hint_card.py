"""Where the Seagrass table says its hint (a mixin of SeagrassTable).

Playtest: the hint's pill lay over the foot of the board (at 1024x640 it hid the bottom rows,
the very spaces it pointed at). As Blooming Sea's hint stands in its hand panel in for the
how-to words, this one stands in the side column, at the top of the game log's place (the
tray's how-to box is far too small for a turn), as a card: "Hint", then one short paragraph a
sentence. The log steps down under it, keeping its heading and a few lines. Where that leaves
too little room (a small window, a big text size, four players' rows), the card floats in the
water where it hides least of the board, as Sea Scroll's hint floats over its reef, and the log
keeps its whole place. The card is sized once for the longest step of the hint and stands in
one place until the hint goes (any other move, or the turn's end): nothing jumps as it is followed.
"""

from __future__ import annotations

import re

import pygame

from seaboard.ai.hint import describe_step
from seaboard.ai.hint_seagrass import why_said
from seaboard.ui.render import placement, theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import PEEK_ALPHA
from seaboard.ui.widgets.log_panel import ENTRY_GAP
from seaboard.ui.widgets.log_panel import PAD as LOG_PAD

HINT_HEAD = "Hint"
LOG_LINES_KEPT = 3  # the game log's lines in view under a hint card, at the least


class HintCard:
    def hint_card_up(self) -> bool:
        """The message up now is the hint (or the wait for one): it goes on the card."""
        return bool(self.message) and (self.hint_on_screen() or self.hint_wait_said())

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

    def hint_sentences(self, message: str | None = None) -> list[str]:
        """The hint's words (the message up now unless given) without their "Hint: ", a sentence a paragraph."""
        words = (self.message if message is None else message).removeprefix(f"{HINT_HEAD}: ")
        return [s for s in re.split(r"(?<=[.!?…])\s+(?=[A-Z])", words) if s]

    def plan_hint_card(self) -> None:
        """What the hint will say at each step of its plan, worked out as it comes (on a copy of the
        game, as go_on_with_hint will say them): the card is sized once for the longest, so it stands
        still while the player follows the plan. Playtest: the card shrank step by step and left an
        empty band over the log, which stayed put so as not to jump."""
        if not self.hint_on_screen():
            return  # (show_hint refused it)
        game = getattr(self.game, "real", self.game)
        seat, at, steps = game.current_player, len(game.moves), tuple(self.hint_steps())
        plan = getattr(self, "_hint_plan", None)
        if plan is not None and plan[0] == seat and 0 <= at - plan[1] < len(plan[2]) and plan[2][at - plan[1]:] == steps:
            return  # a step of the same plan: its card stays as it is
        said = [self.message]
        why = self.hint_why(steps[0])
        try:
            world = game.copy()
            for i, step in enumerate(steps[:-1]):
                world.apply(step)
                if world.current_player != seat or world.is_over:
                    break
                words = describe_step(self.game_cls, world.view(seat), steps[i + 1], self.names,
                                      then=list(steps[i + 2:]))
                said.append(f"{HINT_HEAD}: {self.say_hint(words, why)}")
        except Exception:  # a hint must never crash the table: the card grows if a later step is longer
            pass
        self._hint_plan = (seat, at, steps, tuple(said))

    def hint_card_texts(self) -> tuple[str, ...]:
        """Every message the card shows through this hint (the one up now among them)."""
        plan = getattr(self, "_hint_plan", None)
        said = plan[3] if plan is not None and self.hint_on_screen() else ()
        return said if self.message in said else (*said, self.message)

    def hint_card_fit(self, texts, area: pygame.Rect, smallest: int) -> tuple[int, int] | None:
        """(text size, card height): the largest size from 16 (design px) down to `smallest` real px at
        which every one of `texts` fits whole in `area`'s width and height, the card as tall as the
        longest; None if none."""
        pad = self.px(12)
        room = area.width - 2 * pad
        size = self.tx(16)
        while room > 0 and size >= smallest:
            step = theme.line_step("body", size, 1.25)
            head_h = theme.font("bold", size + 1).get_linesize()
            height = 0
            for text in texts:
                paragraphs = [theme.wrap(s, "body", size, room) for s in self.hint_sentences(text)]
                widest = max((theme.font("body", size).size(line)[0] for p in paragraphs for line in p), default=0)
                if widest > room:
                    height = area.height + 1
                    break
                height = max(height, pad + head_h + self.px(4) + sum(len(p) * step for p in paragraphs)
                             + self.px(6) * (len(paragraphs) - 1) + pad)
            if height <= area.height:
                return size, height
            size -= 1
        return None

    def log_kept_height(self) -> int:
        """The game log's least height under a hint card: its heading and LOG_LINES_KEPT lines (each
        an entry of its own, with the gaps between entries)."""
        log = self.log_panel
        return log.header_height + 2 * LOG_PAD + LOG_LINES_KEPT * log.line_height + (LOG_LINES_KEPT - 1) * ENTRY_GAP

    def make_room_for_the_hint_card(self) -> None:
        """A card in the side column pushes the log down under it, the newest lines still in view;
        a card floating in the water leaves the log whole. Through a hint's steps the log stays
        where the card put it, even while a refusal stands in for the hint a moment."""
        room = pygame.Rect(self.log_area)
        if self.hint_card_up():
            card = self.hint_card_place()[2]
            if card.colliderect(self.side):
                top = card.bottom + self.px(12)
                room = pygame.Rect(room.left, top, room.width, room.bottom - top)
            self._log_room = room
        elif self.hint_move is not None and getattr(self, "_log_room", None) is not None:
            room = self._log_room
        else:
            self._log_room = None  # the hint is over: the log has its place back
        if room != self.log_panel.rect:
            self.log_panel.layout(room)

    def draw_hint_card(self, surface: pygame.Surface) -> None:
        """The hint on its card, where hint_card_place puts it."""
        size, paragraphs, card = self.hint_card_place()
        radius = self.px(14)
        # It fades with the pointer over it, or (floating in the water) while a hovered log line
        # rings spaces on the board, so what is under it shows.
        self.message_peeked = self.app is not None and card.collidepoint(self.app.pointer) \
            or bool(self.log_marks) and not card.colliderect(self.side)
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
        if not self.message_peeked:
            theme.draw_shadow(surface, card, radius)
        layer.set_alpha(PEEK_ALPHA if self.message_peeked else 255)
        surface.blit(layer, card.topleft)
        self.message_box = card

    def hint_card_place(self) -> tuple[int, list[list[str]], pygame.Rect]:
        """(text size, paragraphs, card), the card sized for the longest step of the hint and standing
        in one place for all of them: in the side column under the players panel when the game log
        keeps its heading and LOG_LINES_KEPT lines under it (playtest: at 1024x640 with 150% text the
        card stood over most of the log, whose lines ring what they name); else floating in the water,
        at the top or the foot, wherever it hides least of the board (as Sea Scroll's hint floats over
        its reef; spaces count by the share hidden, a tile on the board more, a space the hint plays
        on at all costs)."""
        texts = self.hint_card_texts()
        plan = getattr(self, "_hint_plan", None)
        steps = plan[2] if plan is not None and self.hint_on_screen() else tuple(self.hint_steps())
        hinted = tuple(tuple(m.cell) for m in steps if getattr(m, "cell", None) is not None)
        key = (texts, tuple(self.side), tuple(self.log_area), tuple(self.view_rect), self.geometry.radius,
               tuple(self.geometry.centre((0, 0))), hinted, theme.text_scale())
        if getattr(self, "_spot_key", None) != key:
            self._spot_key, self._spot = key, self.column_spot(texts) or self.water_spot(texts, hinted)
        size, card = self._spot
        words = (self.message, size, card.width)
        if getattr(self, "_words_key", None) != words:
            pad, step = self.px(12), theme.line_step("body", size, 1.25)
            room = card.height - 2 * pad - theme.font("bold", size + 1).get_linesize() - self.px(4)
            kept, y = [], 0
            for sentence in self.hint_sentences():
                lines = theme.wrap(sentence, "body", size, card.width - 2 * pad)
                # (All of them, but where not even the whole water holds the hint: those that fit.)
                if (room - y) // step > 0:
                    kept.append(lines[:(room - y) // step])
                y += len(lines) * step + self.px(6)
            self._words_key, self._paragraphs = words, kept
        return size, self._paragraphs, card

    def column_spot(self, texts) -> tuple[int, pygame.Rect] | None:
        """(text size, card) at the top of the log's place, the log keeping its least height under
        it; at no smaller text than the tray's small print. None where it does not fit."""
        area = pygame.Rect(self.log_area)
        area.height -= self.log_kept_height() + self.px(12)
        fit = self.hint_card_fit(texts, area, max(12, self.tx(14)))
        if fit is None:
            return None
        size, height = fit
        return size, pygame.Rect(area.left, area.top, area.width, height)

    def water_spot(self, texts, hinted) -> tuple[int, pygame.Rect]:
        """(text size, card) floating in the water where it hides least of the board."""
        gap = self.px(8)
        water = self.view_rect.inflate(-2 * gap, -2 * gap)
        rad = self.geometry.radius
        cells = []
        for space in self.view().spaces:
            x, y = self.geometry.centre(space.cell)
            rect = pygame.Rect(0, 0, round(2 * rad), round(1.8 * rad))
            rect.center = (round(x), round(y))
            weight = 1000.0 if space.cell in hinted else 1.0 if space.content == "empty" else 3.0
            cells.append((rect, weight, False))  # each by the share of it hidden
        best, best_cost = None, None
        for width in sorted({min(water.width, self.side.width), water.width // 2, water.width * 2 // 3,
                             water.width}):
            fit = self.hint_card_fit(texts, pygame.Rect(0, 0, width, water.height), 12)
            if fit is None:
                continue
            size, height = fit
            lefts = [water.centerx - width // 2,
                     *range(water.left, water.right - width, max(1, round(rad))), water.right - width]
            for top in (water.top, water.bottom - height):
                for left in lefts:
                    box = pygame.Rect(left, top, width, height)
                    cost = placement.cost(box, cells)
                    if best_cost is None or cost < best_cost - 1e-6:
                        best, best_cost = (size, box), cost
        if best is None:  # not even the whole water holds it: all of the water, its words cut to fit
            best = (12, pygame.Rect(water))
        return best
