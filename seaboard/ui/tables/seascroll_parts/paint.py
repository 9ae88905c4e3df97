"""Drawing pieces of the Sea Scroll table: fanned stacks, count badges, empty slots, the ocean."""

from __future__ import annotations

import functools

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.seascroll_parts import cards
from seaboard.ui.tables.seascroll_parts.layout import CAPTION, MAX_FAN, POD_LABEL, pod_label_ink


@functools.lru_cache(maxsize=128)
def _badge(text: str, px: int, scale: float) -> pygame.Surface:  # scale: the text size, part of the key
    img = theme.text(text, "black", px, PALETTE["ink"])
    w = max(img.get_height(), img.get_width() + px // 1.2)
    h = img.get_height()
    surf = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*PALETTE["shadow"], 120), (2, 4, w, h - 1), border_radius=h // 2)
    pygame.draw.rect(surf, PALETTE["sand"], (2, 2, w, h - 1), border_radius=h // 2)
    pygame.draw.rect(surf, theme.mix(PALETTE["sand"], PALETTE["ink"], 0.35), (2, 2, w, h - 1), 1,
                     border_radius=h // 2)
    surf.blit(img, img.get_rect(center=(2 + w / 2, 2 + (h - 1) / 2)))
    return surf


def badge(surface: pygame.Surface, count: int, centre: tuple[int, int], px: int) -> None:
    """A sand pill with '×N' (how many cards a stack holds)."""
    img = _badge(f"×{count}", max(8, px), theme.text_scale())
    surface.blit(img, img.get_rect(center=centre))


def badge_rect(count: int, centre: tuple[int, int], px: int) -> pygame.Rect:
    """The rect paint.badge covers about `centre`."""
    return _badge(f"×{count}", max(8, px), theme.text_scale()).get_rect(center=centre)


def badge_on(card: pygame.Rect, count: int, px: int, centre: tuple[int, int] | None = None,
             inside: bool = False) -> tuple[int, int]:
    """Where a card's "×N" badge goes: at `centre` (by default over its top right corner,
    badge_at), within the card's top edge when `inside` (nothing above it may be covered), and
    always clear of the card's value and printed name (playtest: on a pod's small cards it hid
    "Betta Fish" and the value): where the card is too narrow beside its value, it stands further
    out to the right."""
    rect = badge_rect(count, centre or badge_at(card, px), px)
    if inside:
        rect.top = max(rect.top, card.top)
    value = cards.value_rect(card.width).move(card.topleft)
    if rect.colliderect(value):
        rect.left = value.right
    return rect.center


def badge_overhang(card_w: int, card_h: int, count: int, px: int, inside: bool = False) -> int:
    """How far past a card's right edge its badge (badge_on) reaches."""
    card = pygame.Rect(0, 0, card_w, card_h)
    return max(0, badge_rect(count, badge_on(card, count, px, inside=inside), px).right - card.right)


def hand_label(surface: pygame.Surface, count: pygame.Rect, room_left: int, centre_y: int,
               px: int) -> pygame.Rect | None:
    """ "Hand" before a pod's hand count (`count`, where it was written), where it leaves the seat's
    name whole (from `room_left` on); returns where it was written, if it was."""
    width = theme.font(POD_LABEL, px).size("Hand")[0]
    if count.left - px // 2 - width < room_left:
        return None
    colour = theme.mix(PALETTE["mist"], PALETTE["foam"], 0.3)
    return theme.blit_text(surface, "Hand", POD_LABEL, px, colour, (count.left - px // 2, centre_y), "midright")


def pod_label(surface: pygame.Surface, label: str, rect: pygame.Rect, px: int) -> pygame.Rect:
    """A pod row's small label ("Hand", "Habitat") at the left of `rect`, a hairline after it."""
    text, size = fitted(label, POD_LABEL, px, rect.width)
    colour = theme.mix(PALETTE["mist"], PALETTE["foam"], 0.3)
    ink_top, ink_h = pod_label_ink(size)
    img = theme.text(text, POD_LABEL, size, colour)
    # Its ink in the middle of the (ink-tall) line: the font's leading may stand out of it.
    drawn = img.get_rect(left=rect.left, top=rect.centery - ink_h // 2 - ink_top)
    surface.blit(img, drawn)
    ink = pygame.Rect(drawn.left, drawn.top + ink_top, drawn.width, ink_h)
    if rect.right - drawn.right > px:
        line = theme.mix(PALETTE["sea"], PALETTE["foam"], 0.22)
        pygame.draw.line(surface, line, (drawn.right + px // 2, ink.centery), (rect.right, ink.centery))
    return ink


def stack(surface: pygame.Surface, species: int, count: int, rect: pygame.Rect, card_w: int, fan: int,
          lifted: bool = False, show_badge: bool = True, px: int = 14) -> pygame.Rect:
    """A fanned school of `count` fish with its left edge at rect.left; returns the top card's rect."""
    shown = max(1, min(count, MAX_FAN))
    img = cards.face(species, card_w)
    # Playtest: the sliver of value showing on a card behind ran into the next one's ("1" + "11"
    # read "111"): only the top card writes its value; a card behind shows a blank badge.
    behind = cards.face(species, card_w, False) if fan < card_w else img
    h = img.get_height()
    top = rect.top - (round(card_w * 0.08) if lifted else 0)
    last = pygame.Rect(rect.left, top, card_w, h)
    for i in range(shown):
        last = pygame.Rect(rect.left + i * fan, top, card_w, h)
        cards.draw_card(surface, img if i == shown - 1 else behind, last, lifted=lifted and i == shown - 1,
                        shadow=(i == 0 or lifted))
    if show_badge and count > 1:
        badge(surface, count, badge_on(last, count, px), px)
    return last


def badge_at(top_card: pygame.Rect, px: int) -> tuple[int, int]:
    """Where a school's "×N" badge sits: over the top card's top right corner."""
    return (top_card.right - px // 4, top_card.top + px // 3)


def hand_cards(surface: pygame.Surface, hand, row: pygame.Rect, px: int) -> None:
    """A hand shown face up in a pod (demos, replays): one small card per species, as tall as the
    row, its count on a badge; the cards overlap when the row is short."""
    counts: dict[int, int] = {}
    for v in hand:
        counts[v] = counts.get(v, 0) + 1
    if not counts:
        theme.blit_text(surface, "no fish", "italic", px, PALETTE["mist"], (row.left, row.centery), "midleft")
        return
    card_w = max(8, round(row.height / cards.CARD_RATIO))
    # Room after each card for its badge where it stands out past the card's edge (a narrow card).
    over = max((badge_overhang(card_w, row.height, c, px, inside=True) for c in counts.values() if c > 1),
               default=0)
    gap = max(2, px // 3, over + 1)
    step = min(card_w + gap, (row.width - card_w) / max(1, len(counts) - 1)) if len(counts) > 1 else 0
    # Each badge just after its card, within the row's top (its label is above), so where the
    # cards overlap the next one covers the badge's overhang rather than the badge its value.
    for i, species in enumerate(sorted(counts)):
        top = stack(surface, species, 1, pygame.Rect(round(row.left + i * step), row.top, card_w, row.height),
                    card_w, 0, show_badge=False)
        if counts[species] > 1:
            badge(surface, counts[species], badge_on(top, counts[species], px, inside=True), px)


def fitted(label: str, role: str, px: int, width: int) -> tuple[str, int]:
    """`label` and its size to fit `width`: up to a fifth smaller, then cut short with an ellipsis."""
    size = theme.fit_size(label, role, px, width, floor=min(px, max(8, round(px * 0.8))))
    return theme.ellipsize(label, role, size, width), size


def caption(surface: pygame.Surface, label: str, px: int, topleft: tuple[int, int], width: int,
            colour=PALETTE["sand"]) -> pygame.Rect:
    """A panel's caption, in its own font that grows with the text size; never wider than `width`."""
    label, size = fitted(label, CAPTION, px, width)
    return theme.blit_text(surface, label, CAPTION, size, colour, topleft)


def caption_rect(label: str, px: int, topleft: tuple[int, int], width: int) -> pygame.Rect:
    """Where `caption` draws `label`: what a floating hint must not hide."""
    label, size = fitted(label, CAPTION, px, width)
    return pygame.Rect(topleft, theme.font(CAPTION, size).size(label))


def pod_name(surface: pygame.Surface, name: str, px: int, left: int, centre_y: int, right: int) -> pygame.Rect:
    """A seat's name at the top of its pod, ending before `right` (where its hand's count is): a
    little smaller if that makes it fit whole, else cut short with an ellipsis at its own size."""
    width = max(0, right - left)
    # In small steps, at most a tenth smaller: beside the other pods' names it must not look another size.
    size = next((px * k for k in (1.0, 0.95, 0.9) if theme.font("bold", px * k).size(name)[0] <= width), px)
    return theme.blit_text(surface, theme.ellipsize(name, "bold", size, width), "bold", size, PALETTE["foam"],
                           (left, centre_y), "midleft")


def backs(surface: pygame.Surface, count: int, rect: pygame.Rect, px: int) -> pygame.Rect:
    """A seat's hidden hand: a small fan of card backs (its right edge at rect.right), its size to the
    left; returns where that count was written."""
    shown = min(count, 4)
    w = rect.width
    img = cards.back(w)
    step = max(2, w // 5)
    for i in range(shown):
        r = pygame.Rect(rect.left - (shown - 1 - i) * step, rect.top, w, img.get_height())
        cards.draw_card(surface, img, r, shadow=i == 0)
    if count == 0:
        empty_slot(surface, rect, max(3, w // 6))
    left = rect.left - (max(1, shown) - 1) * step
    return theme.blit_text(surface, f"×{count}", "black", px, PALETTE["sand"], (left - 4, rect.centery), "midright")


def hidden_hand(surface: pygame.Surface, heading: str, count: int, area: pygame.Rect, top: int, card_w: int,
                px) -> None:
    """A hand nobody at the screen may see now (hot seat, between turns): its heading and its
    cards' backs, fanned about the area's middle like the hand they hide."""
    caption(surface, f"{heading} · {count} fish · hidden until their turn", px(15), (area.left + px(4), area.top),
            area.width - px(8))
    img = cards.back(card_w)
    step = min(card_w // 3, (area.width - card_w - px(8)) // max(1, count - 1))
    left = area.centerx - (card_w + step * max(0, count - 1)) // 2
    for i in range(count):
        cards.draw_card(surface, img, pygame.Rect(left + i * step, top, card_w, img.get_height()), shadow=i == 0)


def empty_slot(surface: pygame.Surface, rect: pygame.Rect, radius: int, colour=None, label: str = "",
               px: int = 12, shade: int = 70) -> None:
    """A dashed outline where a card could go; shade: how dark its water (255 hides any glow under it)."""
    colour = colour or theme.mix(PALETTE["sea"], PALETTE["foam"], 0.28)
    fill = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(fill, (*PALETTE["abyss"], shade), fill.get_rect(), border_radius=radius)
    surface.blit(fill, rect.topleft)
    dash = max(4, rect.width // 8)
    for x in range(rect.left + radius, rect.right - radius, dash * 2):
        pygame.draw.line(surface, colour, (x, rect.top), (min(x + dash, rect.right - radius), rect.top), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + dash, rect.right - radius), rect.bottom - 1),
                         2)
    for y in range(rect.top + radius, rect.bottom - radius, dash * 2):
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, min(y + dash, rect.bottom - radius)), 2)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom - radius)),
                         2)
    # The label inside the slot, smaller if it must be; left out rather than spilling over.
    size = round(px)
    while label and size >= 8:
        font = theme.font("bold", size)
        lines = theme.wrap(label, "bold", size, rect.width - 6)
        if (len(lines) * font.get_linesize() <= rect.height - 6
                and all(font.size(line)[0] <= rect.width - 6 for line in lines)):
            y = rect.centery - len(lines) * font.get_linesize() / 2
            for line in lines:
                y = theme.blit_text(surface, line, "bold", size, colour, (rect.centerx, y), "midtop").bottom
            return
        size -= 1


def highlight(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3) -> None:
    """A rounded glowing outline around a legal drop target."""
    r = cards.radius_for(min(rect.width, 90)) + 4
    halo = cards.glow(rect.width, rect.height, tuple(colour))
    pad = (halo.get_width() - rect.width) // 2
    surface.blit(halo, (rect.left - pad, rect.top - pad))
    pygame.draw.rect(surface, colour, rect.inflate(10, 10), width, border_radius=r)


def ocean(surface: pygame.Surface, rect: pygame.Rect, size: int, last_round: bool, px: int,
          hover: bool = False) -> None:
    """The ocean deck: a thick pile of backs, thinner as it empties; the Last Round card under it."""
    if size <= 0:
        if last_round:
            cards.draw_card(surface, cards.last_round(rect.width), rect)
        return
    layers = min(8, 1 + size // 6)
    img = cards.back(rect.width)
    theme.draw_shadow(surface, rect.move(0, -layers), cards.radius_for(rect.width), blur=6, offset=(2, 8), alpha=140)
    for i in range(layers):
        r = rect.move(0, -i)
        if hover and i == layers - 1:
            r = r.move(0, -px // 3)
        surface.blit(img, r.topleft)
        if i < layers - 1:
            pygame.draw.line(surface, (6, 26, 42), (r.left + 4, r.bottom - 1), (r.right - 4, r.bottom - 1))
