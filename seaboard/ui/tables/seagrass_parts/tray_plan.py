"""Where the Seagrass tray puts its parts (a part of SeagrassTable.layout).

Top to bottom: the title and supply line, the action area (the two action buttons, or the card
that says what to do now), the rack of hand tiles under "Hand n/7", the specials under
"Specials", and Undo/Confirm at the foot. The action card, the hand tiles and the specials
compete for the height: a bigger text size grows the words, so something has to give.

Playtest at 150% text: the card's sentence was cut ("...then Con..."), the hand tiles and the
specials shrank while the words grew (the specials fell into a row of four), and the key discs
ran into the headings. So the plan keeps the tiles at their design size (the hand's px(34),
the specials' 85% of it, two by two) and the card's words whole, in this order of preference:

1. two rack columns, the card tall enough for its words at their full size, or only a little
   smaller (never smaller than they are drawn at 100% text);
2. three rack columns (one row fewer; the tray widens a little and the board gives way), the
   card as in 1;
3. either, the card's words smaller, down to their floor;
4. whatever keeps the tiles biggest, the card the buttons' height.

At 100% text the first plan is the layout as it was, the headings only moved clear of the key discs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from seaboard.engine.seagrass.tiles import HAND_LIMIT
from seaboard.ui.render import theme
from seaboard.ui.tables.seagrass_parts import art
from seaboard.ui.tables.seagrass_parts.rack import HAND_KEYS, SPECIAL_KEYS

# The keys on the discs: a hand slot's number, a special's letter (as SeagrassTable.pick_key names them).
KEY_LABELS = [str(n) for n in range(1, len(HAND_KEYS) + 1)] + [label for _, label in SPECIAL_KEYS.values()]


@dataclass(frozen=True)
class TrayPlan:
    width: int  # the tray's width
    card_h: int  # the action area's height: the two buttons, or the card that replaces them
    cols: int  # rack columns
    rack_top: int  # "Hand n/7"
    hand_label_h: int  # from rack_top to the first row (clear of the key discs)
    rack_r: int
    rack_row: int
    special_top: int  # "Specials"
    special_label_h: int
    special_r: int
    special_cols: int
    special_row: int

    def score(self, hand_goal: int, special_goal: int) -> float:
        """How close the tiles come to their design sizes (1 or more: both there, two by two)."""
        special = self.special_r / special_goal if self.special_cols == 2 else 0.8 * self.special_r / special_goal
        return min(self.rack_r / hand_goal, special)


class TrayPlanner:
    """A mixin of SeagrassTable: plan_tray and the key disc's size it plans around."""

    def badge_px(self, rect_h: int) -> float:
        """The text size of a tile's key disc (its slot's number, a special's letter)."""
        # Well under half the tile at any text size: at 150% the specials' discs hid their creatures.
        return min(self.tx(12), max(8.0, rect_h * 0.3 / max(0.8, theme.text_scale())))

    def badge_radius(self, rect_h: int) -> int:
        """The key disc's radius on a tile `rect_h` tall (as _draw_key_badge draws it), for its widest key."""
        f = theme.font("bold", self.badge_px(rect_h))
        return max(max(f.size(key)[0] for key in KEY_LABELS), f.get_height()) // 2 + 2

    def card_words(self) -> list[tuple[str, str]]:
        """(head, body) of the card's own sentences that are longest (an engine's sentence is
        measured when it is said, and made smaller there if it must)."""
        from seaboard.ui.tables.seagrass_parts.panels import instruction_sentences

        return instruction_sentences(self.names)

    def card_height(self, width: int, size: float) -> int:
        """The card's height for each of its sentences whole at body size `size` (0: the buttons')."""
        px = self.px
        need = 0
        for head, body in self.card_words():
            head_px = theme.fit_size(head, "bold", px(16), width - px(24), floor=px(12))
            # As _draw_instructions lays it: the head, then the words px(4) under it and px(4) above the foot.
            need = max(need, px(8) + theme.font("bold", head_px).get_height() + px(4)
                       + theme.whole_height(body, "body", size, width - px(24)) + px(4))
        return need

    def plan_tray(self, width: int, cols: int, card_h: int, top: int, bottom: int) -> TrayPlan:
        """The rack and specials between the action area (from `top`, `card_h` tall) and `bottom`
        (the top of Undo and Confirm), `cols` columns of hand tiles in a tray `width` wide."""
        px = self.px
        inner_w = width - 2 * px(14)
        label_h = self.line_h("bold", 14) + px(4)
        label_text = theme.font("bold", self.tx(14)).get_height()
        hand_label_h = special_label_h = label_h
        rows = math.ceil(HAND_LIMIT / cols)
        rack_top = top + card_h + px(16)
        for _ in range(2):  # once more with the headings moved clear of the key discs, if they touched
            special_small = min(px(24), inner_w // 8 - 2)
            special_block = special_label_h + round(art.SQ3 * special_small) + px(10)
            room = bottom - px(8) - special_block - (rack_top + hand_label_h)
            across = (inner_w - px(12)) // 4 if cols == 2 else ((inner_w - 2 * px(8)) // cols - 4) // 2
            rack_r = max(px(14), min(px(34), across, round((room / rows - px(6)) / art.SQ3)))
            rack_row = round(art.SQ3 * rack_r) + px(6)
            special_top = rack_top + hand_label_h + rows * rack_row + px(6)
            room = bottom - px(8) - (special_top + special_label_h)
            big_r = min(round(rack_r * 0.85), (inner_w - px(12)) // 4, int((room - px(6)) / 2 / art.SQ3))
            special_cols = 2 if big_r > special_small else 4
            special_r = big_r if special_cols == 2 else special_small
            # A key disc pokes above its tile's top corner: it stands px(2) under its heading's words.
            short_hand = self._disc_short(rack_r, rack_row, hand_label_h, label_text)
            short_special = self._disc_short(special_r, round(art.SQ3 * special_r) + px(6), special_label_h,
                                             label_text, special=True)
            if short_hand <= 0 and short_special <= 0:
                break
            hand_label_h += max(0, short_hand)
            special_label_h += max(0, short_special)
        return TrayPlan(width, card_h, cols, rack_top, hand_label_h, rack_r, rack_row, special_top,
                        special_label_h, special_r, special_cols, round(art.SQ3 * special_r) + px(6))

    def _disc_short(self, r: int, row: int, label_h: int, label_text: int, special: bool = False) -> int:
        """How many pixels the first row's key discs come closer than px(2) to their heading's words."""
        w, h = art.tile_size(r)
        # The first row's tile top, from the heading's top (the slots' and specials' rects, as placed).
        tile_top = label_h + (r if special else row / 2) - h / 2
        radius = self.badge_radius(h)
        disc_top = tile_top + radius // 2 - radius
        return math.ceil(label_text + self.px(2) - disc_top)

    def choose_tray(self, width2: int, top: int, bottom: int, buttons_h: int) -> TrayPlan:
        """The plan for the tray (see the module's docstring), given the two-column width."""
        px = self.px
        hand_goal = px(34)
        special_goal = round(hand_goal * 0.85)
        pad = px(14)
        # Three columns: three tiles of the design size across with a gap between them.
        width3 = min(round(width2 * 1.25), max(width2, 2 * pad + 3 * (art.tile_size(hand_goal)[0] + px(8))))
        full, floor = self.tx(14), px(10)
        gentle = max(floor, min(full, math.ceil(full / max(1.0, theme.text_scale()))))  # its size at 100%

        def attempt(width: int, cols: int, sizes) -> TrayPlan | None:
            box_w = width - 2 * pad
            for size in sizes:
                # (The card reaches px(2) below the buttons' area: it ends px(14) above "Hand n/7".)
                card_h = max(buttons_h, self.card_height(box_w, size) - (px(16) - px(14)))
                plan = self.plan_tray(width, cols, card_h, top, bottom)
                if plan.score(hand_goal, special_goal) >= 1:
                    return plan
            return None

        for width, cols, sizes in ((width2, 2, range(full, gentle - 1, -1)), (width3, 3, range(full, gentle - 1, -1)),
                                   (width2, 2, range(gentle - 1, floor - 1, -1)),
                                   (width3, 3, range(gentle - 1, floor - 1, -1))):
            plan = attempt(width, cols, sizes)
            if plan is not None:
                return plan
        # No plan keeps both at their design sizes: the card keeps the buttons' height (its words
        # shrink to fit) and the columns that keep the tiles biggest.
        plans = [self.plan_tray(w, c, buttons_h, top, bottom) for w, c in ((width2, 2), (width3, 3))]
        return max(plans, key=lambda p: (p.score(hand_goal, special_goal), -p.cols))
