"""Sea Scroll cards: faces (fish, name, big value), the back and the Last Round card.

Rendered once per (kind, species, size) and cached: the art is drawn at SS
times the size and smoothscaled down (antialiasing), then the text is drawn
at its final size so it stays crisp.
"""

from __future__ import annotations

import functools
import math

import pygame

from seaboard.engine.seascroll.species import SPECIES
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.seascroll_parts.fish import INK, SPECIES_COLOURS, draw_fish

SS = 3  # supersampling factor of the art
CARD_RATIO = 1.4  # height / width
PAPER = (246, 238, 220)


def card_size(width: int) -> tuple[int, int]:
    return (width, round(width * CARD_RATIO))


def radius_for(width: int) -> int:
    return max(3, round(width * 0.09))


def species_hue(species: int) -> tuple[int, int, int]:
    return SPECIES_COLOURS[species][0]


RIGHT_SEABED = 0.55  # the seabed's pebbles and frond right of the middle keep to this share of their offset
SAND = (232, 214, 170)  # the seabed's sand; its pebbles are it darkened
SEAWEED = (70, 150, 100)

@functools.lru_cache(maxsize=128)
def fish_art(species: int, w: int, h: int) -> pygame.Surface:
    """Just the fish, w x h, transparent around it (icons, the Reveal table)."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    draw_fish(big, species, big.get_rect(), max(1.0, min(w, h) * SS * 0.022))
    return pygame.transform.smoothscale(big, (w, h))


def _seabed(big: pygame.Surface, inner: pygame.Rect, floor: int, species: int) -> None:
    """A wavy strip of sand, two pebbles and a frond of seaweed under the fish (placed per species)."""
    h = inner.height * 0.07
    pts = [(inner.left, floor)]
    for i in range(0, 25):
        x = inner.left + inner.width * i / 24
        pts.append((x, floor - h - math.sin(i / 24 * math.pi * 2 + species) * h * 0.35))
    pts.append((inner.right, floor))
    pygame.draw.polygon(big, SAND, pts)
    pygame.draw.lines(big, theme.mix(SAND, INK, 0.25), False, pts[1:-1], max(1, SS))
    side = 1 if species % 2 else -1
    # Playtest: the corner index stands upright in the bottom right corner; a pebble or the frond
    # there read as part of it (a 4 and the frond as "h"), so on the right they keep nearer the middle.
    def spot(offset: float) -> float:
        return inner.centerx + offset * inner.width * (RIGHT_SEABED if offset > 0 else 1)

    for k, (dx, r) in enumerate(((0.30, 0.035), (0.38, 0.022))):
        cx = spot(side * dx)
        pygame.draw.ellipse(big, theme.mix(SAND, INK, 0.3 + 0.1 * k),
                            pygame.Rect(0, 0, inner.width * r * 2, inner.width * r * 1.3).move_to(
                                center=(round(cx), round(floor - h * 0.7))))
    # Seaweed: a swaying frond on the other side.
    base_x = spot(-side * 0.36)
    frond = [(base_x + math.sin(t / 6 * math.pi * 1.5 + species) * inner.width * 0.03,
              floor - h * 0.5 - t / 6 * inner.height * 0.2) for t in range(7)]
    pygame.draw.lines(big, SEAWEED, False, frond, max(2, SS * 2))


# px wide: below it a card shows no name at all (its value and art say it). At 56 the one-word
# "Butterflyfish" fitted neither one line nor two.
MINI_CARD = 57
NAME_FLOOR = 8  # px: the smallest a card's printed name gets before it breaks onto two lines


def banner_lines(name: str, card_w: int, room: int, px: int) -> tuple[tuple[str, ...], int]:
    """The lines a card's banner prints `name` on and their size: the whole name on one line at
    the largest size from `px` down to NAME_FLOOR at which it fits in `room` pixels, else broken
    between its words onto two ("Royal" / "Angelfish"). Never a shorter name: playtest, a hand
    card said "Angelfish" where the reef and the log said "Royal Angelfish", read as two kinds.
    A mini card shows none, so a row of them never names some fish and not others."""
    if card_w < MINI_CARD:
        return (), 0
    for size in range(max(px, NAME_FLOOR), NAME_FLOOR - 1, -1):
        if theme.picture_font("bold", size).size(name)[0] <= room + 2:
            return (name,), size
    for size in range(max(px, NAME_FLOOR), NAME_FLOOR - 1, -1):
        lines = _two_lines(name, theme.picture_font("bold", size))
        if all(theme.picture_font("bold", size).size(line)[0] <= room + 2 for line in lines):
            return lines, size
    return (), 0


def name_step(size: int) -> int:
    """The step between a two-line name's lines: tight, as printed on a card."""
    return max(1, theme.picture_font("bold", size).get_height() - 1)


def column_names(species: tuple[int, ...], room: int, px: float,
                 floor: int = 10) -> tuple[float, dict[int, tuple[str, ...]]]:
    """The names over a row of species columns `room` pixels wide (the Reveal's and the results'
    headings), as lines, in the bold face at one size for them all: each species' full name, as its
    cards and the Reveal's caption say it, on one line or broken between its words onto two
    (playtest: the results said "Angelfish" where the Reveal said "Royal Angelfish"); the largest
    size from `px` (before the player's text size) down to `floor` pixels as drawn at which every
    name fits so; a line too long even then ends in an ellipsis."""
    size, names = _column_names(tuple(species), room, float(px), floor, theme.text_scale())
    return size, dict(names)  # a copy: the cached one is shared


def least_column_room(species: tuple[int, ...], px: float, floor: int = 10) -> int:
    """The narrowest room in which column_names still says every one of `species`' names whole,
    at whatever size down to `floor` that takes: how far the columns may narrow for other things."""
    def whole(room: int) -> bool:
        return not any(line.endswith("…") for lines in column_names(species, room, px, floor)[1].values()
                       for line in lines)

    low, high = 1, max((theme.font("bold", px).size(SPECIES[v])[0] for v in species), default=0) + 1
    while low < high:  # the first room wide enough (a wider one always is)
        middle = (low + high) // 2
        low, high = (low, middle) if whole(middle) else (middle + 1, high)
    return low


def _two_lines(name: str, font: pygame.font.Font) -> tuple[str, ...]:
    """`name` broken between two of its words where its wider line is narrowest (a one-word name
    stays whole)."""
    words = name.split()
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(font.size(line)[0] for line in pair), default=(name,))


def _name_lines(name: str, font: pygame.font.Font, room: int) -> tuple[str, ...] | None:
    """`name` on one line if it fits in `room`, else on two if they fit, else None."""
    if font.size(name)[0] <= room:
        return (name,)
    lines = _two_lines(name, font)
    return lines if all(font.size(line)[0] <= room for line in lines) else None


@functools.lru_cache(maxsize=64)
def _column_names(species: tuple[int, ...], room: int, px: float, floor: int,
                  _text_scale: float) -> tuple[float, dict[int, tuple[str, ...]]]:
    size = px
    while True:
        font = theme.font("bold", size)
        names = {v: _name_lines(SPECIES[v], font, room) for v in species}
        smaller = size - 0.5
        if all(names.values()) or smaller * theme.text_scale() < floor or smaller < 1:
            break
        size = smaller
    for v, lines in names.items():
        if lines is None:
            names[v] = tuple(theme.ellipsize(line, "bold", size, room)
                             for line in _two_lines(SPECIES[v], theme.font("bold", size)))
    return size, names


CORNER_MIN_CARD = 70  # px wide: below it a face leaves out its corner value (a smudge of a few pixels)
HALO = 1  # px of paper-coloured rim around the corner value


def corner_value(value: str, size: int, ink) -> pygame.Surface:
    """The small value in a card's lower corner, upright (playtest: on screen a card is never
    upside down, so turned the 9 read as "6", the 4 as "h", the 7 as "L"), in a thin rim of
    paper so it reads over a fin or the sand's edge (the Betta's tail reaches the corner)."""
    glyph = theme.picture_text(value, "title", size, ink)
    rim = theme.picture_text(value, "title", size, PAPER)
    out = pygame.Surface((glyph.get_width() + 2 * HALO, glyph.get_height() + 2 * HALO), pygame.SRCALPHA)
    for dx in range(-HALO, HALO + 1):
        for dy in range(-HALO, HALO + 1):
            if dx or dy:
                out.blit(rim, (HALO + dx, HALO + dy))
    out.blit(glyph, (HALO, HALO))
    return out


def corner_rect(species: int, width: int) -> pygame.Rect | None:
    """Where a face `width` pixels wide writes its small corner value: bottom right, on the sand
    just above the banner; None on a small card (the habitats', the opponents' rows), where it
    would not be legible and the badge already says it."""
    if width < CORNER_MIN_CARD:
        return None
    w, h = card_size(width)
    size = _corner_size(w)
    text_w, text_h = theme.picture_font("title", size).size(str(species))
    rect = pygame.Rect(0, 0, text_w + 2 * HALO, text_h + 2 * HALO)
    banner = window_and_banner(w, h, name_height(species, w))[1]
    rect.bottomright = (w - round(w * 0.1) + HALO, round(banner.top / SS) - round(w * 0.01) + HALO)
    return rect


def _corner_size(w: int) -> int:
    return max(8, round(w * 0.15))


def window_and_banner(w: int, h: int, name_h: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """On the supersampled face of a w x h card: the window of water the fish swims in, and the
    species' banner across its foot, taller where the name takes `name_h` pixels (two lines)."""
    inner = pygame.Rect(0, 0, w * SS, h * SS).inflate(-w * SS * 0.12, -w * SS * 0.12)
    banner_h = max(round(inner.height * 0.2), name_h * SS)
    return inner, pygame.Rect(inner.left, inner.bottom - banner_h, inner.width, banner_h)


@functools.lru_cache(maxsize=256)
def printed_name(species: int, w: int) -> tuple[tuple[str, ...], int]:
    """The lines and size a face `w` pixels wide prints its species' name in (banner_lines)."""
    inner, banner = window_and_banner(w, card_size(w)[1])
    room = round(banner.width / SS) - 6
    # The printed name is part of the card: sized with it, not with the player's text size.
    return banner_lines(SPECIES[species], w, room, max(NAME_FLOOR, round(w * 0.115)))


def name_height(species: int, w: int) -> int:
    """The height the banner needs for a two-line name (0 for one line: the banner as drawn)."""
    lines, size = printed_name(species, w)
    return len(lines) * name_step(size) + 2 if len(lines) > 1 else 0


def badge_centre(width: int) -> tuple[int, int]:
    """The centre of the value's paper badge, top left on a face `width` pixels wide."""
    badge_r = round(width * 0.19)
    return (round(width * 0.06 + badge_r * 0.9), round(width * 0.06 + badge_r * 0.9))


def value_rect(width: int) -> pygame.Rect:
    """The value's paper badge (with its rim) on a face `width` pixels wide: a count badge keeps off it."""
    badge_r = round(width * 0.19)
    cx, cy = badge_centre(width)
    return pygame.Rect(cx - badge_r - 1, cy - badge_r - 1, 2 * badge_r + 3, 2 * badge_r + 3)


def _name_labels(species: int, w: int) -> list[tuple[str, int, tuple[int, int]]]:
    """The printed name's lines on a face `w` pixels wide: (line, size, centre) each."""
    lines, size = printed_name(species, w)
    banner = window_and_banner(w, card_size(w)[1], name_height(species, w))[1]
    band = pygame.Rect(round(banner.left / SS), round(banner.top / SS), round(banner.width / SS),
                       round(banner.height / SS))
    step = name_step(size) if len(lines) > 1 else 0
    y = band.centery - step * (len(lines) - 1) / 2
    out = []
    for line in lines:
        out.append((line, size, (band.centerx, round(y))))
        y += step
    return out


def name_rect(species: int, width: int) -> pygame.Rect | None:
    """Where a face `width` pixels wide prints its species' name (None: a mini card prints none)."""
    rects = [pygame.Rect((0, 0), theme.picture_font("bold", size).size(line)).move_to(center=centre)
             for line, size, centre in _name_labels(species, width)]
    return rects[0].unionall(rects[1:]) if rects else None


def _badge_value(card: pygame.Surface, species: int, width: int, centre: tuple[float, float]) -> None:
    """The large value, upright, in its badge centred at `centre`."""
    ink = theme.mix(SPECIES_COLOURS[species][0], INK, 0.62)
    num = theme.picture_text(str(species), "title", max(8, round(width * 0.27)), ink)
    card.blit(num, num.get_rect(center=(round(centre[0]), round(centre[1]) + max(1, width // 80))))


@functools.lru_cache(maxsize=256)
def face(species: int, width: int, values: bool = True) -> pygame.Surface:
    """A card face `width` pixels wide; without `values`, its badge is left blank (a turned card
    writes its value there upright)."""
    w, h = card_size(width)
    r = radius_for(w)
    hue, accent = SPECIES_COLOURS[species]
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.rect(big, PAPER, rect, border_radius=r * SS)
    # The window of water the fish swims in, tinted by the species' hue.
    inner, banner = window_and_banner(w, h, name_height(species, w))
    water_top = theme.mix((214, 236, 240), hue, 0.10)
    water_bottom = theme.mix((150, 200, 214), hue, 0.18)
    water = pygame.Surface(inner.size, pygame.SRCALPHA)
    for y in range(inner.height):
        pygame.draw.line(water, theme.mix(water_top, water_bottom, y / max(1, inner.height - 1)), (0, y),
                         (inner.width, y))
    # Ripples of light across the top of the water.
    for k in range(3):
        yy = inner.height * (0.10 + k * 0.07)
        pts = [(x, yy + math.sin(x / inner.width * 6.28 * 1.5 + k) * inner.height * 0.01)
               for x in range(0, inner.width + 8, 8)]
        pygame.draw.lines(water, (255, 255, 255, 90), False, pts, max(1, SS))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(r * SS * 0.7))
    water.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(water, inner.topleft)
    # Sand at the bottom of the window and the species' banner for the name.
    _seabed(big, inner, banner.top, species)
    pygame.draw.rect(big, hue, banner, border_bottom_left_radius=round(r * SS * 0.7),
                     border_bottom_right_radius=round(r * SS * 0.7))
    pygame.draw.line(big, theme.mix(hue, (255, 255, 255), 0.4), banner.topleft, banner.topright, SS)
    art = pygame.Rect(0, 0, round(inner.width * 0.96), round(inner.height * 0.56))
    art.midbottom = (inner.centerx, banner.top - round(inner.height * 0.02))
    draw_fish(big, species, art, max(1.0, w * SS * 0.018))
    pygame.draw.rect(big, theme.mix(hue, INK, 0.35), inner, SS, border_radius=round(r * SS * 0.7))
    pygame.draw.rect(big, theme.mix(PAPER, INK, 0.25), rect, SS, border_radius=r * SS)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    # An opaque paper base (slightly inset) so no semi-transparent pixel lets the table show through.
    pygame.draw.rect(card, PAPER, card.get_rect().inflate(-2, -2), border_radius=max(1, r - 1))
    card.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))
    # The value, large, in a paper badge at the top left (and small, upright, bottom right).
    badge_r = round(w * 0.19)
    centre = badge_centre(w)
    pygame.draw.aacircle(card, PAPER, centre, badge_r)
    pygame.draw.aacircle(card, theme.mix(hue, INK, 0.35), centre, badge_r, max(1, round(w * 0.018)))
    if values:
        _badge_value(card, species, w, centre)
        corner = corner_rect(species, w)
        if corner:
            card.blit(corner_value(str(species), _corner_size(w), theme.mix(hue, INK, 0.62)), corner)
    # Name in the banner, in the ink that reads on the hue: the species' one name, on two lines
    # where one would not fit (printed_name).
    for line, size, centre in _name_labels(species, w):
        label = theme.picture_text(line, "bold", size, theme.readable_on(hue))
        card.blit(label, label.get_rect(center=centre))
    return card


@functools.lru_cache(maxsize=64)
def back(width: int) -> pygame.Surface:
    """The back of a fish card: deep water, waves and a round fish emblem."""
    if width < 30:
        return _mini_back(width)
    w, h = card_size(width)
    r = radius_for(w)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    rect = big.get_rect()
    top, bottom = (24, 96, 120), (12, 46, 74)
    grad = pygame.Surface(rect.size, pygame.SRCALPHA)
    for y in range(0, rect.height, 2):
        pygame.draw.line(grad, theme.mix(top, bottom, y / rect.height), (0, y), (rect.width, y), 2)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=r * SS)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(grad, (0, 0))
    inner = rect.inflate(-w * SS * 0.14, -w * SS * 0.14)
    for k in range(9):  # rows of scalloped waves
        y = inner.top + inner.height * (k + 0.5) / 9
        step = inner.width / 5
        for i in range(6):
            cx = inner.left + i * step - (step / 2 if k % 2 else 0)
            arc = pygame.Rect(0, 0, step, step * 0.7)
            arc.center = (round(cx), round(y))
            pygame.draw.arc(big, (60, 150, 164), arc, 0.15, math.pi - 0.15, max(1, SS))
    pygame.draw.rect(big, (236, 216, 178), inner, max(1, SS), border_radius=round(r * SS * 0.7))
    pygame.draw.rect(big, (12, 40, 64), rect, max(1, SS), border_radius=r * SS)
    # Emblem: a sand disc with a curling fish.
    c = rect.center
    rad = round(inner.width * 0.36)
    pygame.draw.circle(big, (12, 46, 74), c, rad + SS * 3)
    pygame.draw.circle(big, (236, 216, 178), c, rad)
    pygame.draw.circle(big, (12, 46, 74), c, rad, max(1, SS * 2))
    box = pygame.Rect(0, 0, round(rad * 1.5), round(rad * 1.2))
    box.center = c
    fish = [(box.left, box.centery), (box.left + box.width * 0.3, box.top + box.height * 0.15),
            (box.left + box.width * 0.7, box.centery - box.height * 0.05), (box.right, box.top + box.height * 0.2),
            (box.right - box.width * 0.1, box.centery), (box.right, box.bottom - box.height * 0.2),
            (box.left + box.width * 0.7, box.centery + box.height * 0.05),
            (box.left + box.width * 0.3, box.bottom - box.height * 0.15)]
    pygame.draw.polygon(big, (240, 128, 104), fish)
    pygame.draw.polygon(big, (12, 46, 74), fish, max(1, SS * 2))
    pygame.draw.circle(big, (12, 46, 74), (box.left + box.width * 0.2, box.centery - box.height * 0.06), SS * 2)
    return pygame.transform.smoothscale(big, (w, h))


def _mini_back(width: int) -> pygame.Surface:
    """A back small enough for a pod's hand count: the waves and emblem would blur into a
    dashed box, so just the deep-water colour, the sand frame and the coral fish's dot."""
    w, h = card_size(width)
    r = radius_for(w)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, (24, 96, 120), card.get_rect(), border_radius=r)
    pygame.draw.rect(card, (12, 40, 64), card.get_rect(), 1, border_radius=r)
    pygame.draw.rect(card, (236, 216, 178), card.get_rect().inflate(-max(4, w // 4), -max(4, w // 4)), 1,
                     border_radius=max(1, r - 1))
    pygame.draw.circle(card, (240, 128, 104), (w // 2, h // 2), max(2, w // 6))
    return card


@functools.lru_cache(maxsize=16)
def last_round(width: int) -> pygame.Surface:
    """The Quick Guide's "Last Round" side, which shows when the ocean is empty."""
    w, h = card_size(width)
    r = radius_for(w)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, PALETTE["coral"], card.get_rect(), border_radius=r)
    inner = card.get_rect().inflate(-w * 0.12, -w * 0.12)
    pygame.draw.rect(card, PAPER, inner, border_radius=round(r * 0.7))
    y = inner.top + round(h * 0.08)
    for word in ("Last", "Round"):
        img = theme.picture_text(word, "title", max(8, round(w * 0.2)), theme.mix(PALETTE["coral"], INK, 0.45))
        card.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += img.get_height() - round(h * 0.01)
    # The words at the foot, then an hourglass (nobody draws any more) in the room between.
    lines = theme.picture_wrap("One final turn each, without drawing", "bold", max(8, round(w * 0.09)), inner.width - 8)
    line_h = round(w * 0.11)
    text_top = round(inner.bottom - h * 0.05 - len(lines) * line_h)
    s = max(3, min(round(w * 0.13), (text_top - y - round(w * 0.08)) // 2))
    cx, cy = inner.centerx, (y + text_top) // 2
    glass = [(cx - s, cy - s), (cx + s, cy - s), (cx, cy), (cx + s, cy + s), (cx - s, cy + s), (cx, cy)]
    pygame.draw.polygon(card, (200, 220, 226), glass)
    pygame.draw.polygon(card, INK, glass, max(1, w // 60))
    pygame.draw.polygon(card, PALETTE["sand_lo"], [(cx - s * 0.6, cy + s), (cx + s * 0.6, cy + s), (cx, cy + s * 0.4)])
    y = text_top
    for line in lines:
        img = theme.picture_text(line, "bold", max(8, round(w * 0.09)), INK)
        card.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += line_h
    return card


@functools.lru_cache(maxsize=64)
def sideways(species: int, width: int, values: bool = True) -> pygame.Surface:
    """A face turned sideways (the Reveal shows losing fish like this)."""
    return turned(species, width, 90, values)


def turned(species: int, width: int, angle: float, values: bool = True) -> pygame.Surface:
    """A face turned `angle` degrees anticlockwise, its value written upright in the turned badge
    (playtest: turned with the card, a sideways 8 read as "∞", and a 6 or 9 only by its underline).
    The small corner value is left off: one upright value says it. Without `values` the badge
    stays blank (a card behind another in a fan)."""
    base = face(species, width, False)
    img = pygame.transform.rotate(base, angle)
    if not values:
        return img
    w, h = base.get_size()
    bx, by = badge_centre(w)
    dx, dy = bx - w / 2, by - h / 2
    t = math.radians(angle)
    # Where the badge went: its offset from the middle, turned anticlockwise on screen (y down).
    x, y = dx * math.cos(t) + dy * math.sin(t), -dx * math.sin(t) + dy * math.cos(t)
    _badge_value(img, species, w, (img.get_width() / 2 + x, img.get_height() / 2 + y))
    return img


@functools.lru_cache(maxsize=64)
def glow(width: int, height: int, colour: tuple[int, int, int], pad: int = 0) -> pygame.Surface:
    """A soft halo around a card (winners at the Reveal, legal drop targets)."""
    pad = pad or max(6, width // 6)
    surf = pygame.Surface((width + pad * 2, height + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, 200), (pad, pad, width, height), border_radius=radius_for(width) + pad // 2)
    return pygame.transform.gaussian_blur(surf, max(2, pad // 2))


def draw_card(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, lifted: bool = False,
              shadow: bool = True) -> None:
    """Blit a card with its soft shadow; a lifted card floats higher with a wider shadow."""
    if shadow:
        r = radius_for(rect.width)
        if lifted:
            theme.draw_shadow(surface, rect, r, blur=8, offset=(3, 10), alpha=120)
        else:
            theme.draw_shadow(surface, rect, r, blur=4, offset=(1, 3), alpha=110)
    if image.get_size() != rect.size:
        image = pygame.transform.smoothscale(image, rect.size)
    surface.blit(image, rect.topleft)
