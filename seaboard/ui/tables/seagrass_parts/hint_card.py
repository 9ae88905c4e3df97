"""Where the Seagrass table says its hint (a mixin of SeagrassTable).

Playtest: the hint's pill lay over the foot of the board (at 1024x640 it hid the bottom rows,
the very spaces it pointed at). As Blooming Sea's hint stands in its hand panel in for the
how-to words, this one stands in the side column, at the top of the game log's place (the
tray's how-to box is far too small for a turn), as a card: "Hint", then one short paragraph a
sentence. The log steps down under it, keeping its heading and a few lines. Where that leaves
too little room (a small window, a big text size, four players' rows), the card floats in the
water where it hides least of the board, as Sea Scroll's hint floats over its reef, and the log
keeps its whole place. Floating, it is short (playtest: at 1024x640 with 150% text the whole plan
hid a fifth of the board): the step to play now, "Step 2 of 6" (an Enter each) and the keys, against
an edge of the water, never over a space the hint plays on; H (or the Hint button) shows the whole
plan from the same corner, and again just the step. The card is sized once for the longest step of
the hint and stands in one place until the hint goes (any other move, or the turn's end): nothing
jumps as it is followed.
"""

from __future__ import annotations

import re

import pygame

from seaboard.ai.hint import ENDS_GAME, describe_step
from seaboard.ai.hint_seagrass import why_said
from seaboard.ui.render import placement, theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import PEEK_ALPHA
from seaboard.ui.widgets.log_panel import ENTRY_GAP
from seaboard.ui.widgets.log_panel import PAD as LOG_PAD

HINT_HEAD = "Hint"
LOG_LINES_KEPT = 3  # the game log's lines in view under a hint card, at the least
ENTER_SAYS = "Enter plays it step by step."  # how every hint ends (SeagrassTable.say_hint)
# The floating card's last line: the keys, in place of the rest of the plan (hint_card_words).
SHORT_FOOTER = "Enter plays it · H: the whole plan"
ENTER_FOOTER = "Enter plays it."  # (a plan said whole in one sentence)
WHOLE_FOOTER = "Enter plays it · H: just this step"
SOFT_INK = theme.mix(PALETTE["ink"], PALETTE["sand"], 0.35)  # the count and the keys, under the words
HINTED_COST = 1000.0  # a space the hint plays on, hidden at all (water_spot)
# The whole plan's card away from the short one's corner (water_spot): worth it where that hides
# less of the board by more than two empty spaces (a tile on one counts three).
MOVED_COST = 2.0


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
        self._hint_whole = False  # a new plan: its card short again, the step to play now
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

    def hint_card_words(self, text: str, mode: str) -> tuple[str, list[str], str]:
        """(step count, sentences, footer) the card says for one of the hint's messages. In the side
        column ("column"): every sentence, as before. Floating over the board, "short": the step to
        play now (the first sentence, and that the turn ends the game, if it does), which step of
        the plan it is, and the keys; the rest of the plan and its reason a press of H away
        ("whole"). Playtest: at 1024x640 with 150% text the whole plan hid a fifth of the board."""
        sentences = self.hint_sentences(text)
        if mode == "column" or not text.startswith(f"{HINT_HEAD}: "):
            return "", sentences, ""  # (the wait for a hint: its words as they are)
        count = self.hint_step_count(text)
        if mode == "whole":  # (how to play it goes to the footer, beside the way back)
            return count, [s for s in sentences if s != ENTER_SAYS], WHOLE_FOOTER
        kept = sentences[:1] + [s for s in sentences[1:] if s == ENDS_GAME]
        rest = [s for s in sentences if s not in kept and s != ENTER_SAYS]
        return count, kept, SHORT_FOOTER if rest else ENTER_FOOTER

    def hint_step_count(self, text: str) -> str:
        """"Step 2 of 6" for one of the plan's messages: each step is one Enter (follow_hint). ""
        for a plan of one step, or a message the plan does not know."""
        plan = getattr(self, "_hint_plan", None)
        if plan is None or len(plan[2]) < 2:
            return ""
        if text in plan[3]:
            at = plan[3].index(text)
        elif text == self.message:
            at = len(getattr(self.game, "real", self.game).moves) - plan[1]
        else:
            return ""
        return f"Step {at + 1} of {len(plan[2])}" if 0 <= at < len(plan[2]) else ""

    def hint_card_rows(self, words, size: int, room: int) -> tuple[int, int, list]:
        """(height, widest line, rows) of a card whose lines are `room` wide saying `words` at text
        size `size`; each row (words, font role, size, colour, top, on the right). A line wider
        than the room (a word too long for it) makes the widest wider than `room`."""
        count, sentences, footer = words
        pad = self.px(12)
        small = min(size, max(12, round(size * 0.85)))
        head = theme.font("bold", size + 1)
        rows = [(HINT_HEAD, "bold", size + 1, PALETTE["ink"], pad, False)]
        widest = head.size(HINT_HEAD)[0]
        if count:  # on the heading's line, at its right
            widest += self.px(16) + theme.font("body", small).size(count)[0]
            rows.append((count, "body", small, SOFT_INK, pad + head.get_ascent()
                         - theme.font("body", small).get_ascent(), True))
        y = pad + head.get_linesize() + self.px(4)
        step = theme.line_step("body", size, 1.25)
        for sentence in sentences:
            for line in theme.wrap(sentence, "body", size, room):
                widest = max(widest, theme.font("body", size).size(line)[0])
                rows.append((line, "body", size, PALETTE["ink"], y, False))
                y += step
            y += self.px(6)
        if footer:
            foot_step = theme.line_step("italic", small, 1.2)
            for line in theme.wrap(footer, "italic", small, room):
                widest = max(widest, theme.font("italic", small).size(line)[0])
                rows.append((line, "italic", small, SOFT_INK, y, False))
                y += foot_step
            y += self.px(6)
        return y - self.px(6) + pad, widest, rows

    def hint_card_fit(self, words_each, area: pygame.Rect, smallest: int,
                      tight: bool = False) -> tuple[int, int, int] | None:
        """(text size, card width, card height): the largest size from 16 (design px) down to
        `smallest` at which every one of `words_each` fits whole in `area`, the card as tall as
        the longest; as wide as the area, or (tight) as its widest line. None if none."""
        pad = self.px(12)
        room = area.width - 2 * pad
        size = self.tx(16)
        while room > 0 and size >= smallest:
            laid = [self.hint_card_rows(words, size, room) for words in words_each]
            if all(rows[1] <= room for rows in laid):
                height = max(rows[0] for rows in laid)
                width = max(rows[1] for rows in laid) + 2 * pad if tight else area.width
                if height <= area.height:
                    return size, width, height
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
            mode, _size, _rows, card = self.hint_card_place()
            if mode == "column":
                top = card.bottom + self.px(12)
                room = pygame.Rect(room.left, top, room.width, room.bottom - top)
            self._log_room = room
        elif self.hint_move is not None and getattr(self, "_log_room", None) is not None:
            room = self._log_room
        else:
            self._log_room = None  # the hint is over: the log has its place back
        if room != self.log_panel.rect:
            self.log_panel.layout(room)

    def request_hint(self) -> None:
        """H (or the Hint button) with the hint floating over the board: its whole plan, or (again)
        back to the step to play now. Else (no hint up, or one in the side column, which says it
        all) a hint is asked for, as ever: the same position would only bring the same hint."""
        if self.hint_on_screen() and self.hint_card_place()[0] != "column":
            self._hint_whole = not getattr(self, "_hint_whole", False)
            return
        super().request_hint()

    def draw_hint_card(self, surface: pygame.Surface) -> None:
        """The hint on its card, where hint_card_place puts it."""
        _mode, _size, rows, card = self.hint_card_place()
        radius = self.px(14)
        # It fades with the pointer over it, or (floating in the water) while a hovered log line
        # rings spaces on the board, so what is under it shows.
        self.message_peeked = self.pointer_peeks_at(card) \
            or bool(self.log_marks) and not card.colliderect(self.side)
        key = (self.message, tuple(card), tuple(rows), theme.text_scale())
        layer = self.__dict__.get("_hint_layer")
        if layer is None or self.__dict__.get("_hint_layer_key") != key:  # drawn once per hint, not per frame
            layer = pygame.Surface(card.size, pygame.SRCALPHA)
            theme.draw_panel(layer, layer.get_rect(), PALETTE["sand"], radius=radius, shadow=False,
                             border=PALETTE["coral"])
            pad = self.px(12)
            for words, role, size, colour, top, right in rows:
                theme.blit_text(layer, words, role, size, colour, (card.width - pad if right else pad, top),
                                "topright" if right else "topleft")
            self._hint_layer, self._hint_layer_key = layer, key
        if not self.message_peeked:
            theme.draw_shadow(surface, card, radius)
        layer.set_alpha(PEEK_ALPHA if self.message_peeked else 255)
        surface.blit(layer, card.topleft)
        self.message_box = card

    def hint_card_place(self) -> tuple[str, int, list, pygame.Rect]:
        """(mode, text size, rows, card): the card sized for the longest step of the hint and standing
        in one place for all of them. In the side column under the players panel, the whole hint,
        when the game log keeps its heading and LOG_LINES_KEPT lines under it (playtest: at 1024x640
        with 150% text the card stood over most of the log, whose lines ring what they name); else
        floating in the water, short (hint_card_words), hugging the edge or corner where it hides
        least of the board and never over a space the hint plays on; with H, the whole plan from
        the same corner."""
        texts = self.hint_card_texts()
        plan = getattr(self, "_hint_plan", None)
        steps = plan[2] if plan is not None and self.hint_on_screen() else tuple(self.hint_steps())
        hinted = tuple(tuple(m.cell) for m in steps if getattr(m, "cell", None) is not None)
        whole = getattr(self, "_hint_whole", False)
        key = (texts, tuple(self.side), tuple(self.log_area), tuple(self.view_rect), self.geometry.radius,
               tuple(self.geometry.centre((0, 0))), hinted, theme.text_scale(), whole)
        if getattr(self, "_spot_key", None) != key:
            spot = self.column_spot(texts)
            if spot is None:
                spot = self.water_spot(texts, hinted, "short")
                if whole:
                    spot = self.water_spot(texts, hinted, "whole", anchor=spot[2])
            self._spot_key, self._spot = key, spot
        mode, size, card = self._spot
        words = (self.message, mode, size, card.width, card.height)
        if getattr(self, "_words_key", None) != words:
            pad = self.px(12)
            height, _widest, rows = self.hint_card_rows(self.hint_card_words(self.message, mode), size,
                                                        card.width - 2 * pad)
            # The card is as tall as the plan's longest step: a shorter one's words sit centred in
            # the room under the heading, which stays put (playtest: an empty band at the foot).
            drop = (card.height - height) // 2
            if drop > 0:
                rows = rows[:1] + [row if row[5] else (*row[:4], row[4] + drop, row[5]) for row in rows[1:]]
            # (All of them, but where not even the whole water holds the hint: those that fit.)
            line_h = theme.font("body", size).get_linesize()
            self._words_key, self._rows = words, [row for row in rows if row[4] + line_h <= card.height - pad // 2]
        return mode, size, self._rows, card

    def column_spot(self, texts) -> tuple[str, int, pygame.Rect] | None:
        """("column", text size, card) at the top of the log's place, the log keeping its least
        height under it; at no smaller text than the tray's small print. None where it does not fit."""
        area = pygame.Rect(self.log_area)
        area.height -= self.log_kept_height() + self.px(12)
        fit = self.hint_card_fit([self.hint_card_words(t, "column") for t in texts], area, max(12, self.tx(14)))
        if fit is None:
            return None
        size, width, height = fit
        return "column", size, pygame.Rect(area.left, area.top, width, height)

    def water_spot(self, texts, hinted, mode: str,
                   anchor: pygame.Rect | None = None) -> tuple[str, int, pygame.Rect]:
        """(mode, text size, card) floating in the water where it hides least of the board: each
        space by the share of it hidden, a tile more than an empty space, a space the hint plays on
        never (while any spot leaves them all in view). The card is as narrow as its words; it
        stands against an edge of the water, nearer a corner on a tie. Short, at no smaller text
        than the tray's small print. With `anchor` (the short card, for the whole plan): from the
        same corner, unless another spot hides much less (MOVED_COST)."""
        gap = self.px(8)
        water = self.view_rect.inflate(-2 * gap, -2 * gap)
        rad = self.geometry.radius
        cells = []
        for space in self.view().spaces:
            x, y = self.geometry.centre(space.cell)
            rect = pygame.Rect(0, 0, round(2 * rad), round(1.8 * rad))
            rect.center = (round(x), round(y))
            if space.cell in hinted:
                cells.append((rect, HINTED_COST, True))  # hidden at all: only where nowhere else is free
            else:
                cells.append((rect, 1.0 if space.content == "empty" else 3.0, False))
        words_each = [self.hint_card_words(t, mode) for t in texts]
        smallest = max(12, self.tx(14)) if mode == "short" else 12
        reach = max(1, water.width + water.height)
        best, best_cost = None, None
        for width in sorted({min(water.width, max(self.side.width, water.width // 2)), water.width * 2 // 3,
                             water.width}):
            fit = self.hint_card_fit(words_each, pygame.Rect(0, 0, width, water.height), smallest, tight=True)
            if fit is None:
                continue
            size, w, height = fit
            spots = [(box, 0.0) for box in self.edge_spots(water, w, height, max(4, rad))]
            if anchor is not None:  # from the short card's corner, unless another spot hides far less
                spots = [(self.corner_box(water, anchor, w, height), 0.0)] + [(box, MOVED_COST) for box, _ in spots]
            for box, moved in spots:
                corner = min(abs(box.left - water.left), abs(water.right - box.right)) \
                    + min(abs(box.top - water.top), abs(water.bottom - box.bottom))
                cost = placement.cost(box, cells) + moved + 0.05 * corner / reach
                if best_cost is None or cost < best_cost - 1e-9:
                    best, best_cost = (mode, size, box), cost
        if best is None and mode == "short":  # (not even at the small print: where the whole plan fits)
            return "short", *self.water_spot(texts, hinted, "whole")[1:]
        if best is None:  # not even the whole water holds it: all of the water, its words cut to fit
            best = (mode, 12, pygame.Rect(water))
        return best

    @staticmethod
    def edge_spots(water: pygame.Rect, width: int, height: int, step: int):
        """Cards `width` x `height` against an edge of `water`, `step` px apart along it."""
        if width > water.width or height > water.height:
            return
        lefts = [*range(water.left, water.right - width, step), water.right - width]
        tops = [*range(water.top, water.bottom - height, step), water.bottom - height]
        for top in (water.top, water.bottom - height):
            for left in lefts:
                yield pygame.Rect(left, top, width, height)
        for left in (water.left, water.right - width):
            for top in tops:
                yield pygame.Rect(left, top, width, height)

    @staticmethod
    def corner_box(water: pygame.Rect, anchor: pygame.Rect, width: int, height: int) -> pygame.Rect:
        """A card `width` x `height` at the corner of `anchor` nearest the water's, in the water."""
        box = pygame.Rect(0, 0, width, height)
        if anchor.left - water.left <= water.right - anchor.right:
            box.left = anchor.left
        else:
            box.right = anchor.right
        if anchor.top - water.top <= water.bottom - anchor.bottom:
            box.top = anchor.top
        else:
            box.bottom = anchor.bottom
        return box.clamp(water)
