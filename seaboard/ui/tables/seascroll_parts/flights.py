"""Cards flying across the table: drawn from the ocean, schools taken, fish discarded.

A flight counts as 'incoming' at its destination until it lands, so the table
can leave that card out of the stack it is flying to (no card is shown twice).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable

import pygame

from seaboard.ui.anim import tween
from seaboard.ui.tables.seascroll_parts import cards

FLY_SECONDS = 0.42


class Flight:
    def __init__(self, start: pygame.Rect, end: pygame.Rect, species: int | None, face_up_from: float,
                 dest: Hashable | None):
        self.x, self.y, self.w = float(start.x), float(start.y), float(start.width)
        self.end = end
        self.species = species  # None: a card back all the way
        self.face_up_from = face_up_from  # progress at which a back turns face up (0: face up all along)
        self.dest = dest
        self.t = 0.0
        self.started = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        w = max(8, round(self.w))
        if self.species is None or self.t < self.face_up_from:
            img = cards.back(w)
        else:
            img = cards.face(self.species, w)
        # The turn over: squeeze the card's width around the moment it flips.
        if self.species is not None and 0 < self.face_up_from < 1:
            k = abs(self.t - self.face_up_from) / max(0.01, min(self.face_up_from, 1 - self.face_up_from))
            squeeze = max(0.08, min(1.0, k * 1.6))
            if squeeze < 1.0:
                img = pygame.transform.smoothscale(img, (max(2, round(img.get_width() * squeeze)), img.get_height()))
        rect = img.get_rect(center=(round(self.x + self.w / 2), round(self.y + self.w * cards.CARD_RATIO / 2)))
        cards.draw_card(surface, img, rect, lifted=True)


class Flights:
    def __init__(self) -> None:
        self.timeline = tween.Timeline()
        self.active: list[Flight] = []
        self.incoming: Counter = Counter()

    @property
    def busy(self) -> bool:
        return bool(self.active)

    def launch(self, start: pygame.Rect, end: pygame.Rect, species: int | None, *, delay: float = 0.0,
               face_up_from: float = 0.0, dest: Hashable | None = None, seconds: float = FLY_SECONDS,
               on_land: Callable[[], None] | None = None) -> Flight:
        flight = Flight(start, end, species, face_up_from, dest)
        self.active.append(flight)
        if dest is not None:
            self.incoming[dest] += 1

        def begin() -> None:
            flight.started = True

        def land() -> None:
            if flight in self.active:
                self.active.remove(flight)
                if dest is not None:
                    self.incoming[dest] -= 1
                    if self.incoming[dest] <= 0:
                        del self.incoming[dest]
            if on_land is not None:
                on_land()

        move = tween.Tween(flight, seconds, "in_out_cubic", x=float(end.x), y=float(end.y), w=float(end.width))
        spin = tween.Tween(flight, seconds, "linear", start={"t": 0.0}, t=1.0)
        self.timeline.play(tween.Sequence(tween.Delay(delay), tween.Call(begin), tween.Parallel(move, spin)),
                           replace=False)
        self.timeline.play(tween.Sequence(tween.Delay(delay + seconds), tween.Call(land)), replace=False)
        return flight

    def update(self, dt: float) -> None:
        self.timeline.update(dt)

    def finish(self) -> None:
        self.timeline.finish_all()
        self.active.clear()
        self.incoming.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.active:
            flight.draw(surface)
