"""Where everything sits on the Sea Scroll table, computed from the board rect and a view.

Top: the other players' pods (name, hand size, habitat). Middle: the ocean and
the reef (schools wrap onto more rows, and shrink when they would not fit).
Below: the viewer's habitat beside the turn guide, and the viewer's hand,
grouped by species.

The sizes are designed for the design text size; a bigger text size (Settings) makes the
captions, the guide's lines and the count badges taller, and the panels that hold them grow
by just that much (`taller`), the reef giving up the height.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from seaboard.ui.render import theme
from seaboard.ui.tables.seascroll_parts.cards import CARD_RATIO

POD_LABEL, POD_LABEL_PX = "bold", 11  # the font of a pod's row labels ("Hand", "Habitat")
MAX_FAN = 5  # cards drawn in a fanned stack; the badge says the rest
HAND_LIFT = 10  # px (at the table's scale) a hovered or picked hand card rises
CAPTION = "panel_title"  # the font of a panel's caption: it grows with the text size as body text does
# (playtest: as a "heading" it grew half as much, smaller beside the grown "Players" and "Game log")


def fan_width(card_w: int, fan: int, count: int) -> int:
    return card_w + fan * (min(count, MAX_FAN) - 1)


def pod_label_ink(px: int) -> tuple[int, int]:
    """How far below the top of its line a pod's row label ("Habitat": no descender) starts to be
    inked, and how tall its ink stands: its line is only that tall (the strip costs the reef)."""
    ink = theme.text("Habitat", POD_LABEL, px).get_bounding_rect()
    return ink.top, ink.height


def _design_font(role: str, px: int):
    """The font of `role` at the design text size (100%): a picture font is never scaled."""
    return theme.picture_font(role, max(8, round(px)))


def _design_height(role: str, px: int) -> int:
    return _design_font(role, px).get_height()


def taller(role: str, px: int) -> int:
    """How much taller a line of `role` at `px` stands at the player's text size than at 100%."""
    return max(0, theme.font(role, px).get_height() - _design_height(role, px))


def badge_reach(px: int) -> int:
    """How far a "×N" badge of size `px` (paint.badge, placed by paint.badge_at) stands above the
    top of its card: half the pill, less the px // 3 it sits below the card's top."""
    return (theme.font("black", max(8, px)).get_height() + 4) // 2 - px // 3


def badge_taller(px: int) -> int:
    """How much further a badge reaches up at the player's text size than at 100%."""
    design = (_design_height("black", max(8, px)) + 4) // 2 - px // 3
    return max(0, badge_reach(px) - design)


def guide_taller(px) -> int:
    """How much more height the turn guide's lines need at the player's text size: the step
    chips, the heading, and two lines of its sentence (`px`: the table's scale)."""
    design_step = round(_design_font("body", px(14)).get_linesize() * 1.35 / 1.2)  # theme.line_step at 100%
    return taller("bold", px(13)) + taller(CAPTION, px(19)) + 2 * max(0, theme.line_step("body", px(14)) - design_step)


def habitat_slots_top(px) -> int:
    """How far below the dashboard's top the habitat's slots start: under its caption, with
    room for the badges that stand over their top edge."""
    return px(26) + taller(CAPTION, px(15)) + badge_taller(px(13))


@dataclass
class Pod:
    seat: int
    rect: pygame.Rect
    hand: pygame.Rect  # the little fan of card backs
    slots: list[pygame.Rect]  # habitat slots (mini cards)
    mini_w: int
    cards_row: pygame.Rect | None = None  # the hand face up, where the view shows it (demos, replays)
    # The small "Habitat" label over the slots, the hand's being beside its count on the top line
    # (playtest: with every hand face up in a demo, nothing said which row was which).
    habitat_label: pygame.Rect = field(default_factory=pygame.Rect)


@dataclass
class TableLayout:
    board: pygame.Rect
    scale: float
    pods: dict[int, Pod] = field(default_factory=dict)
    pod_strip: pygame.Rect = field(default_factory=pygame.Rect)
    ocean: pygame.Rect = field(default_factory=pygame.Rect)
    reef_area: pygame.Rect = field(default_factory=pygame.Rect)
    reef_card_w: int = 70
    reef_fan: int = 9
    schools: list[pygame.Rect] = field(default_factory=list)  # whole fanned stack per reef school
    new_school: pygame.Rect = field(default_factory=pygame.Rect)  # where a new school would start
    dashboard: pygame.Rect = field(default_factory=pygame.Rect)
    habitat_area: pygame.Rect = field(default_factory=pygame.Rect)
    habitat_slots: list[pygame.Rect] = field(default_factory=list)
    habitat_card_w: int = 60
    guide: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    hand_card_w: int = 74
    hand_fan: int = 7
    hand_groups: dict[int, pygame.Rect] = field(default_factory=dict)  # species -> whole group

    def px(self, v: float) -> int:
        return round(v * self.scale)

    def top_card(self, stack: pygame.Rect, card_w: int) -> pygame.Rect:
        """The top (right-most) card of a fanned stack."""
        return pygame.Rect(stack.right - card_w, stack.top, card_w, round(card_w * CARD_RATIO))

    def school_top(self, index: int) -> pygame.Rect:
        if 0 <= index < len(self.schools):
            return self.top_card(self.schools[index], self.reef_card_w)
        return pygame.Rect(self.new_school.topleft, (self.reef_card_w, round(self.reef_card_w * CARD_RATIO)))

    def hand_top(self, species: int) -> pygame.Rect:
        rect = self.hand_groups.get(species)
        if rect is None:
            return pygame.Rect(0, 0, self.hand_card_w, round(self.hand_card_w * CARD_RATIO)).move_to(
                center=self.hand_area.center)
        return self.top_card(rect, self.hand_card_w)

    def seat_anchor(self, seat: int, viewer: int) -> pygame.Rect:
        """Where a seat's hand sits on screen (cards fly from/to here)."""
        if seat == viewer or seat not in self.pods:
            return pygame.Rect(0, 0, self.hand_card_w, round(self.hand_card_w * CARD_RATIO)).move_to(
                center=self.hand_area.center)
        return self.pods[seat].hand

    def seat_slot(self, seat: int, viewer: int, index: int) -> pygame.Rect:
        slots = self.habitat_slots if seat == viewer or seat not in self.pods else self.pods[seat].slots
        return slots[max(0, min(index, len(slots) - 1))]


def compute(board: pygame.Rect, scale: float, view, viewer: int, hand_order=None,
            new_school_waiting: int | None = None, hand_shown=None) -> TableLayout:
    """hand_order: the species in the order the hand shows them (hand_order.hand_order); None sorts them.
    new_school_waiting: the species of a discard waiting to start a new school: the reef is laid out
    as it will be once kept, its school last in `schools` (playtest: the schools jumped when it was).
    hand_shown: the cards the hand shows, when not the view's (a waiting discard has left it)."""
    lay = TableLayout(board=board, scale=scale)
    px = lay.px
    pad = px(14)
    inner = board.inflate(-pad * 2, -pad * 2)
    others = [s for s in range(view.players) if s != viewer]
    # -- the other players' pods ---------------------------------------------
    # A demo or a replay (an omniscient view) shows the others' hands: a row of small face-up cards
    # in each pod, as tall as the habitat's (playtest: value chips could not be read from afar).
    hands_shown = any(view.hands[s] is not None for s in others)
    gap = px(10)
    pod_w = min(px(300), (inner.width - gap * (len(others) - 1)) // len(others)) if others else 0
    mini_w = min(px(44), (pod_w - px(24) - px(8) * 2) // 3) if others else 0
    row_h = round(mini_w * CARD_RATIO) if hands_shown else 0
    slot_h = round(mini_w * CARD_RATIO)
    label_h = pod_label_ink(px(POD_LABEL_PX))[1] + px(4)  # grows with the text size
    # Under the seat's name and hand count (centred px(20) down; taller at a bigger text size).
    rows_top = max(px(32), px(21) + theme.font("bold", px(15)).get_height() // 2)
    pod_h = rows_top + (row_h if hands_shown else 0) + label_h + slot_h + px(7)
    lay.pod_strip = pygame.Rect(inner.left, inner.top, inner.width, pod_h)
    if others:
        total = pod_w * len(others) + gap * (len(others) - 1)
        x = inner.centerx - total // 2
        for seat in others:
            rect = pygame.Rect(x, inner.top, pod_w, pod_h)
            hand = pygame.Rect(0, 0, px(16), round(px(16) * CARD_RATIO))
            hand.topright = (rect.right - px(12), rect.top + px(9))
            sy = rect.bottom - px(7) - slot_h
            slots = []
            sx = rect.left + px(12)
            step = (rect.width - px(24) - mini_w) // 2
            step = min(step, mini_w + px(30))
            for i in range(3):
                slots.append(pygame.Rect(sx + i * step, sy, mini_w, slot_h))
            row = pygame.Rect(rect.left + px(12), rect.top + rows_top, rect.width - px(24), row_h) if row_h else None
            habitat_label = pygame.Rect(rect.left + px(12), sy - label_h, rect.width - px(24), label_h)
            lay.pods[seat] = Pod(seat, rect, hand, slots, mini_w, row, habitat_label)
            x += pod_w + gap
    # -- the viewer's hand at the bottom -----------------------------------------
    hand_w = px(84)
    hand_h = round(hand_w * CARD_RATIO)
    caption = px(24) + taller(CAPTION, px(15)) + badge_taller(px(14))
    # A lifted card and its count badge (over its top right corner) stay under the caption
    # (playtest: they covered "Your hand · 5 fish").
    badge_over = (theme.font("black", px(14)).get_height() + 4) // 2 - px(5)
    caption = max(caption, theme.font(CAPTION, px(15)).get_height() + px(HAND_LIFT) + badge_over + px(2))
    lay.hand_area = pygame.Rect(inner.left, inner.bottom - hand_h - caption, inner.width, hand_h + caption)
    # -- the dashboard: the viewer's habitat and the turn guide --------------------
    hab_w = px(58)
    hab_h = round(hab_w * CARD_RATIO)
    # The habitat's caption and slots, or the guide's lines, whichever needs more (the same at 100%).
    dash_h = max(hab_h + px(34) + guide_taller(px), habitat_slots_top(px) + hab_h + px(8))
    lay.dashboard = pygame.Rect(inner.left, lay.hand_area.top - px(10) - dash_h, inner.width, dash_h)
    lay.habitat_card_w = hab_w
    slot_step = hab_w + px(9) * (MAX_FAN - 1) + px(12)
    lay.habitat_area = pygame.Rect(inner.left, lay.dashboard.top, px(12) * 2 + slot_step * 3 - px(12), dash_h)
    slots_top = lay.dashboard.top + habitat_slots_top(px)
    lay.habitat_slots = [pygame.Rect(lay.habitat_area.left + px(12) + i * slot_step, slots_top, hab_w, hab_h)
                         for i in range(3)]
    lay.guide = pygame.Rect(lay.habitat_area.right + px(12), lay.dashboard.top,
                            inner.right - lay.habitat_area.right - px(12), dash_h)
    # -- the ocean and the reef ------------------------------------------------------
    mid = pygame.Rect(inner.left, lay.pod_strip.bottom + px(12), inner.width,
                      lay.dashboard.top - px(10) - lay.pod_strip.bottom - px(12))
    ocean_w = px(84)
    lay.ocean = pygame.Rect(0, 0, ocean_w, round(ocean_w * CARD_RATIO))
    lay.ocean.midleft = (mid.left + px(18), mid.centery - px(8))
    lay.reef_area = pygame.Rect(lay.ocean.right + px(28), mid.top, mid.right - lay.ocean.right - px(28), mid.height)
    _place_reef(lay, list(view.reef) + ([(new_school_waiting, 1)] if new_school_waiting is not None else []))
    # -- the hand, grouped by species ---------------------------------------------------
    _place_hand(lay, view.hand if hand_shown is None else hand_shown, hand_order)
    return lay


def _reef_rows(reef, card_w: int, width: int, px) -> tuple[list[list[int]], list[int], int, int, int, int]:
    """Schools (and the new-school slot last) wrapped into rows of `width` at this card size."""
    fan = max(3, round(card_w * 0.13))
    gap = max(px(10), card_w // 5)
    card_h = round(card_w * CARD_RATIO)
    widths = [fan_width(card_w, fan, c) for _, c in reef] + [card_w]  # and the slot of a new school
    rows: list[list[int]] = [[]]
    x = 0
    for i, w in enumerate(widths):
        if rows[-1] and x + w > width:
            rows.append([])
            x = 0
        rows[-1].append(i)
        x += w + gap
    height = len(rows) * (card_h + px(16)) - px(16)
    return rows, widths, fan, gap, card_h, height


def _place_reef(lay: TableLayout, reef) -> None:
    """Schools left to right, wrapping onto new rows; cards shrink until every row fits."""
    px = lay.px
    area = lay.reef_area.inflate(-px(24), -px(16))
    caption = px(26) + taller(CAPTION, px(17)) + badge_taller(px(14))  # room for the "Reef" caption
    area.top += caption
    area.height -= caption
    card_w = px(124)  # as big as the reef allows: a large window shows bigger cards, not more water
    while True:
        rows, widths, fan, gap, card_h, height = _reef_rows(reef, card_w, area.width, px)
        if height <= area.height or card_w <= px(40):
            break
        card_w -= px(4)
    # One row fewer for cards a little smaller reads better than a row holding only the
    # (invisible until needed) new-school slot, or a last row far emptier than the rest.
    smaller = card_w - px(4)
    while len(rows) > 1 and smaller >= max(px(40), round(card_w * 0.85)):
        fewer = _reef_rows(reef, smaller, area.width, px)
        if len(fewer[0]) < len(rows):
            rows, widths, fan, gap, card_h, height = fewer
            card_w = smaller
            break
        smaller -= px(4)
    lay.reef_card_w, lay.reef_fan = card_w, fan
    lay.schools = []
    y = area.top + max(0, (area.height - height) // 2)
    for row in rows:
        total = sum(widths[i] for i in row) + gap * (len(row) - 1)
        x = area.left + max(0, (area.width - total) // 2)
        schools = [i for i in row if i < len(reef)]
        if schools and len(schools) < len(row):  # centre the schools one sees; the new slot trails them
            seen = sum(widths[i] for i in schools) + gap * (len(schools) - 1)
            x = max(x, min(area.left + (area.width - seen) // 2, area.right - total))
        for i in row:
            rect = pygame.Rect(x, y, widths[i], card_h)
            if i < len(reef):
                lay.schools.append(rect)
            else:
                lay.new_school = rect
            x += widths[i] + gap
        y += card_h + px(16)


def _place_hand(lay: TableLayout, hand, order=None) -> None:
    px = lay.px
    groups: dict[int, int] = {v: 0 for v in (order if order is not None else sorted(set(hand or ())))}
    for v in hand or ():
        groups[v] = groups.get(v, 0) + 1
    groups = {v: c for v, c in groups.items() if c}
    area = lay.hand_area
    card_w = px(84)
    fan = px(8)
    gap = px(12)
    widths = [card_w + fan * (min(c, 4) - 1) for c in groups.values()]
    total = sum(widths) + gap * max(0, len(widths) - 1)
    avail = area.width - px(8)
    if total > avail and widths:
        # Overlap the groups a little more rather than shrink the cards.
        gap = max(-card_w // 3, (avail - sum(widths)) // max(1, len(widths) - 1))
        total = sum(widths) + gap * max(0, len(widths) - 1)
    lay.hand_card_w, lay.hand_fan = card_w, fan
    # From the left, under the caption: centred, every group slid half a card aside when a
    # new species came in (playtest: the cards moved under the pointer after a draw).
    x = area.left + px(4) if order is not None else area.centerx - total // 2
    y = area.bottom - round(card_w * CARD_RATIO)
    lay.hand_groups = {}
    for (v, _), w in zip(groups.items(), widths):
        lay.hand_groups[v] = pygame.Rect(x, y, w, round(card_w * CARD_RATIO))
        x += w + gap
