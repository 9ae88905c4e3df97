"""Animations of Seagrass events: tiles gliding, colonies and reefs outlined, points flying.

Each effect is decorative and short; it runs on the table's clock scaled by
the animation speed (tween.speed()), and with animations off it is never
started at all. Effects never hold input: the board is already in its new
state; an effect only hides a tile (or antler) until it has arrived.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from seaboard.ui.anim import tween
from seaboard.ui.anim.popups import render_score_text
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE

Point = tuple[float, float]
MAX_EFFECTS = 40


def _clamp(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


class Effect:
    """Something drawn for `duration` seconds after `delay` (seconds at speed 1)."""

    hides_cell: tuple | None = None
    hides_antler: int | None = None
    hides_slot: tuple | None = None
    holds_play = False  # the next turn waits until this has been shown (a reef's scoring)

    def __init__(self, duration: float, delay: float = 0.0):
        self.duration = max(0.01, duration)
        self.t = -delay

    @property
    def started(self) -> bool:
        return self.t >= 0

    @property
    def progress(self) -> float:
        return _clamp(self.t / self.duration)

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Glide(Effect):
    """A tile image travelling from `start` to wherever `end()` says (a hex centre)."""

    def __init__(self, image: Callable[[], pygame.Surface], start: Point, end: Callable[[], Point],
                 delay: float = 0.0, duration: float = 0.34, cell: tuple | None = None, arc: float = 0.0):
        super().__init__(duration, delay)
        self.image = image
        self.start = start
        self.end = end
        self.hides_cell = cell
        self.arc = arc

    def draw(self, surface):
        if not self.started:
            return
        t = tween.out_cubic(self.progress)
        ex, ey = self.end()
        x = self.start[0] + (ex - self.start[0]) * t
        y = self.start[1] + (ey - self.start[1]) * t - math.sin(math.pi * t) * self.arc
        img = self.image()
        lift = 1.0 + 0.1 * math.sin(math.pi * t)
        if abs(lift - 1) > 0.01:
            img = pygame.transform.smoothscale_by(img, lift)
        theme.draw_shadow(surface, img.get_rect(center=(round(x), round(y))).inflate(-img.get_width() // 5,
                                                                                     -img.get_height() // 5),
                          radius=img.get_width() // 3, blur=6, offset=(3, 8), alpha=90)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


class Sink(Effect):
    """A tile leaving the board (the special crab's victim): it shrinks, turns and fades."""

    def __init__(self, image: Callable[[], pygame.Surface], at: Callable[[], Point], delay: float = 0.0):
        super().__init__(0.7, delay)
        self.image = image
        self.at = at

    def draw(self, surface):
        if not self.started:
            return
        t = self.progress
        img = pygame.transform.rotozoom(self.image(), 40 * t, max(0.05, 1.0 - 0.8 * t))
        img.set_alpha(round(255 * (1 - t)))
        x, y = self.at()
        surface.blit(img, img.get_rect(center=(round(x), round(y + 30 * t))))


class Outline(Effect):
    """A glowing outline around a group of hexes (a scored colony, a completed reef)."""

    def __init__(self, geometry, cells, colour, delay: float = 0.0, duration: float = 1.1):
        super().__init__(duration, delay)
        self.geometry = geometry
        self.cells = [tuple(c) for c in cells]
        self.colour = colour
        self._cache = None

    def draw(self, surface):
        if not self.started or not self.cells:
            return
        from seaboard.ui.tables.seagrass_parts.board import outline_image

        g = self.geometry
        key = (round(g.size, 2), round(g.origin.x), round(g.origin.y))
        if self._cache is None or self._cache[0] != key:
            width = max(3, round(g.size * 0.16))
            self._cache = (key, *outline_image(g, self.cells, self.colour, width))
        _, img, pos = self._cache
        t = self.progress
        fade = 1.0 if t < 0.7 else 1 - (t - 0.7) / 0.3
        pulse = 0.7 + 0.3 * math.sin(t * math.pi * 4)
        img.set_alpha(round(255 * fade * pulse))
        surface.blit(img, pos)


class FlyingText(Effect):
    """'+N' that pops up at `start`, rests, then flies to `end()` (the owner's score) and fades there.

    With `lane()` (the left edge of the owner's row in the players panel) it flies first to that
    edge, level with the score, then along the row: it never crosses another player's row.
    Playtest: flying straight from a colony low on the board, Ada's "+4" cut across Bruno's row
    and had faded before it reached hers, so it seemed to land by Bruno's name. It fades only
    once it is at the score. `private_to`: the seat whose eyes only its number is for (hot seat:
    the mover watching their points land before the curtain), or None.
    """

    REST, ARRIVE = 0.45, 0.85  # of its duration: popping up and resting until REST, in flight until ARRIVE

    def __init__(self, text: str, start: Point, end: Callable[[], Point], colour, px: int,
                 delay: float = 0.0, duration: float = 1.4, lane: Callable[[], float] | None = None,
                 private_to: int | None = None):
        super().__init__(duration, delay)
        self.text = text
        self.image = render_score_text(text, px, theme.mix(colour, (255, 255, 255), 0.45))
        self.start = start
        self.end = end
        self.lane = lane
        self.private_to = private_to

    @property
    def arrived(self) -> bool:
        return self.progress >= self.ARRIVE

    def where(self) -> tuple[float, float, float, int]:
        """x, y, scale and alpha now."""
        t = self.progress
        sx, sy = self.start
        if t < self.REST:
            k = tween.out_back(_clamp(t / 0.25))
            return sx, sy - 18 * (t / self.REST), max(0.2, 0.6 + 0.4 * k), 255
        ex, ey = self.end()
        if t >= self.ARRIVE:  # at the score: it settles there and fades
            fade = (t - self.ARRIVE) / (1 - self.ARRIVE)
            return ex, ey, 0.55, round(255 * (1 - _clamp(fade)))
        k = tween.in_out_cubic((t - self.REST) / (self.ARRIVE - self.REST))
        sy -= 18
        points = [(sx, sy)]
        lane = self.lane() if self.lane is not None else None
        if lane is not None and sx < lane < ex:
            points.append((lane, ey))
        points.append((ex, ey))
        legs = [math.dist(a, b) for a, b in zip(points, points[1:])]
        travel = k * sum(legs)
        i = 0
        while i < len(legs) - 1 and travel > legs[i]:
            travel -= legs[i]
            i += 1
        (ax, ay), (bx, by) = points[i], points[i + 1]
        f = min(1.0, travel / legs[i]) if legs[i] else 1.0
        return ax + (bx - ax) * f, ay + (by - ay) * f, 1.0 - 0.45 * k, 255

    def draw(self, surface):
        if not self.started:
            return
        x, y, scale, alpha = self.where()
        img = pygame.transform.smoothscale_by(self.image, scale) if abs(scale - 1) > 0.01 else self.image.copy()
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


class Tally(Effect):
    """Each player's creatures next to a completed reef: glyph badges with counts under a caption
    that names the reef, on a card with a pointer to the reef's space."""

    CAPTION = "Reef {n}: creatures next to it"
    holds_play = True  # Playtest: the next turn began while the count was still up; the table waits for it

    def __init__(self, span: Callable[[], tuple[float, float, float]], entries: list[tuple[str, int, bool]], px: int,
                 delay: float = 0.0, duration: float = 2.0, bounds: Callable[[], pygame.Rect] | None = None,
                 reef: int = 0, at: Callable[[], Point] | None = None, stop_short: float = 12.0):
        super().__init__(duration, delay)
        self.span = span  # x, top and bottom of the reef with the creatures around it
        self.bounds = bounds  # the board's view: the callout stays inside it
        self.entries = entries  # (colour name, creatures, scored)
        self.px = px
        self.reef = reef
        self.at = at  # the reef's own space: the pointer ends there
        self.stop_short = stop_short  # pixels short of the space's centre
        self.drawn_at: pygame.Rect | None = None
        self.pointer: tuple[Point, Point] | None = None

    @property
    def caption(self) -> str:
        # Playtest: with no reef named, a count placed above the ring read as another reef's.
        return self.CAPTION.format(n=self.reef + 1)

    def draw(self, surface):
        if not self.started or not self.entries:
            return
        t = self.progress
        alpha = round(255 * min(1.0, t / 0.12) * (1.0 if t < 0.85 else (1 - t) / 0.15))
        px = self.px
        chip_w, chip_h, gap = round(px * 3.2), round(px * 1.8), round(px * 0.4)
        total = len(self.entries) * chip_w + (len(self.entries) - 1) * gap
        # A caption says what the counts are: without it the chips read as scores.
        caption = theme.text(self.caption, "bold", max(12, round(px * 0.85)), PALETTE["foam"])
        pad = round(px * 0.4)
        cap_h = caption.get_height() + 2
        width = max(total, caption.get_width()) + 2 * pad + 4
        layer = pygame.Surface((width, cap_h + chip_h + 2 * pad + 4), pygame.SRCALPHA)
        # One card behind caption and chips: it reads over the tiles it has to cover.
        card = layer.get_rect()
        pygame.draw.rect(layer, (*theme.mix(PALETTE["abyss"], PALETTE["sea"], 0.3), 230), card,
                         border_radius=round(px * 0.7))
        pygame.draw.rect(layer, PALETTE["sand"], card, 2, border_radius=round(px * 0.7))
        layer.blit(caption, caption.get_rect(midtop=(card.centerx, pad)))
        left = (width - total) // 2
        for i, (colour, count, scored) in enumerate(self.entries):
            chip = pygame.Rect(left + i * (chip_w + gap), pad + cap_h + 2, chip_w, chip_h)
            fill = PALETTE["sand"] if scored else PALETTE["sea_hi"]
            pygame.draw.rect(layer, fill, chip, border_radius=chip_h // 2)
            pygame.draw.rect(layer, PALETTE["ink"], chip, 1, border_radius=chip_h // 2)
            theme.draw_token(layer, colour, (chip.left + chip_h // 2 + 1, chip.centery), chip_h * 0.36)
            ink = PALETTE["ink"] if scored else PALETTE["foam"]
            theme.blit_text(layer, str(count), "black", px * 1.05, ink, (chip.right - chip_h * 0.45, chip.centery),
                            "center")
        self.drawn_at = self.place(layer.get_size(), t, surface.get_rect())
        self._draw_pointer(surface, alpha)
        layer.set_alpha(alpha)
        surface.blit(layer, self.drawn_at)

    def _draw_pointer(self, surface: pygame.Surface, alpha: int) -> None:
        """A line from the card to the reef's space, so the count is never read as a nearer reef's."""
        self.pointer = None
        if self.at is None or self.drawn_at is None:
            return
        rx, ry = self.at()
        card = self.drawn_at
        below = card.top > ry
        start = (min(max(rx, card.left + 8), card.right - 8), card.top if below else card.bottom)
        # It stops inside the reef's space, short of its centre: the reef's number and points show there.
        dx, dy = rx - start[0], ry - start[1]
        length = max(1.0, math.hypot(dx, dy))
        short = min(length, self.stop_short)
        end = (rx - dx / length * short, ry - dy / length * short)
        self.pointer = (start, end)
        box = pygame.Rect(min(start[0], end[0]) - 6, min(start[1], end[1]) - 6,
                          abs(start[0] - end[0]) + 13, abs(start[1] - end[1]) + 13)
        line = pygame.Surface(box.size, pygame.SRCALPHA)
        a = (start[0] - box.left, start[1] - box.top)
        b = (end[0] - box.left, end[1] - box.top)
        pygame.draw.line(line, PALETTE["sand"], a, b, 3)
        pygame.draw.circle(line, PALETTE["sand"], b, 4)
        line.set_alpha(alpha)
        surface.blit(line, box)

    def place(self, size: tuple[int, int], t: float, screen: pygame.Rect) -> pygame.Rect:
        """Above the reef and the creatures being counted, else below them: never over them."""
        x, top, bottom = self.span()
        bounds = self.bounds() if self.bounds is not None else screen
        rise = 10 * tween.out_cubic(min(1.0, t / 0.2))
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (round(x), round(top - rise))
        if rect.top < bounds.top:
            rect.midtop = (round(x), round(bottom + rise))
            if rect.bottom > bounds.bottom:  # no room either side: above, as close as the board allows
                rect.midbottom = (round(x), round(top - rise))
        return rect.clamp(bounds)


class Drop(Effect):
    """The antler dropping onto a completed reef with a small bounce."""

    def __init__(self, image: Callable[[], pygame.Surface], at: Callable[[], Point], reef: int, delay: float = 0.0):
        super().__init__(0.6, delay)
        self.image = image
        self.at = at
        self.hides_antler = reef

    def draw(self, surface):
        if not self.started:
            return
        t = tween.out_bounce(self.progress)
        x, y = self.at()
        img = self.image()
        height = img.get_height() * 2.2
        img = img.copy()
        img.set_alpha(round(255 * min(1.0, self.progress / 0.2)))
        surface.blit(img, img.get_rect(center=(round(x), round(y - height * (1 - t)))))


class Banner(Effect):
    """The turn banner: a pill naming whose turn it is, sliding in at the top of the board."""

    def __init__(self, text: str, colour: str, at: Callable[[], Point], px: int, duration: float = 1.6,
                 delay: float = 0.0):
        super().__init__(duration, delay)
        self.text = text
        self.colour = colour
        self.at = at
        self.px = px

    def draw(self, surface):
        if not self.started:
            return
        t = self.progress
        slide = tween.out_back(_clamp(t / 0.2))
        alpha = round(255 * (1.0 if t < 0.8 else (1 - t) / 0.2))
        img = theme.text(self.text, "title", self.px, PALETTE["ink"])
        h = img.get_height() + self.px // 2
        w = img.get_width() + h + self.px
        layer = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        box = pygame.Rect(2, 2, w, h)
        pygame.draw.rect(layer, PALETTE["sand"], box, border_radius=h // 2)
        pygame.draw.rect(layer, theme.player_rgb(self.colour), box, 3, border_radius=h // 2)
        theme.draw_token(layer, self.colour, (box.left + h // 2 + 2, box.centery), h * 0.32)
        layer.blit(img, img.get_rect(midleft=(box.left + h + 2, box.centery)))
        layer.set_alpha(alpha)
        x, y = self.at()
        surface.blit(layer, layer.get_rect(midtop=(round(x), round(y - h + (h + 10) * slide))))


class Effects:
    """The running effects; the table adds them from events and draws them each frame."""

    def __init__(self):
        self.items: list[Effect] = []

    def add(self, effect: Effect) -> Effect | None:
        if tween.speed() <= 0:
            return None  # animations off: the board already shows the result
        if isinstance(effect, Banner):  # a new turn replaces the last turn's banner (they stacked unreadably)
            self.items = [e for e in self.items if not isinstance(e, Banner)]
        if len(self.items) >= MAX_EFFECTS:  # moves faster than their animations: drop the oldest
            self.items = self.items[len(self.items) - MAX_EFFECTS + 1:]
        self.items.append(effect)
        return effect

    def update(self, dt: float) -> bool:
        """Advance; returns True when an effect finished (the layers may need redrawing)."""
        factor = tween.speed()
        if factor <= 0:
            changed = bool(self.items)
            self.items.clear()
            return changed
        before = len(self.items)
        for e in self.items:
            e.update(dt * factor)
        self.items = [e for e in self.items if not e.done]
        return len(self.items) != before

    def skip(self) -> None:
        self.items.clear()

    def forget_private(self, seat: int | None) -> None:
        """Another player takes the screen: numbers meant for someone else's eyes go (a slow
        animation speed could otherwise show them the last player's secret points)."""
        self.items = [e for e in self.items if getattr(e, "private_to", None) in (None, seat)]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    @property
    def holding(self) -> bool:
        """An effect the next turn waits for is still to be shown (never with animations off: none runs)."""
        return any(e.holds_play for e in self.items)

    def hidden_cells(self) -> frozenset:
        return frozenset(e.hides_cell for e in self.items if e.hides_cell is not None)

    def hidden_antlers(self) -> frozenset:
        return frozenset(e.hides_antler for e in self.items if e.hides_antler is not None)

    def hidden_slots(self) -> frozenset:
        return frozenset(e.hides_slot for e in self.items if e.hides_slot is not None)

    def draw(self, surface: pygame.Surface, layer: str | None = None) -> None:
        for e in self.items:
            if layer is None or getattr(e, "layer", "board") == layer:
                e.draw(surface)
