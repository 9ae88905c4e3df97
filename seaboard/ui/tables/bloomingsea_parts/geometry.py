"""Where things are on screen: the grid of squares and the 50-step score track around it."""

from __future__ import annotations

import math

import pygame

from seaboard.engine.bloomingsea.board import Board

TRACK_STEPS = 50  # rulebook: the scoring track along the board's edge (take a "50" each lap)
# Around the grid, in cells: a gap, the track band, a rim.
GAP, BAND, RIM = 0.3, 0.95, 0.25
MARGIN = GAP + BAND + RIM


class BoardGeometry:
    """The board's layout inside `area` (the largest fit, centred)."""

    def __init__(self, board: Board, area: pygame.Rect):
        self.board = board
        self.area = pygame.Rect(area)
        w, h = board.width, board.height
        self.cell = max(8, int(min(area.width / (w + 2 * MARGIN), area.height / (h + 2 * MARGIN))))
        c = self.cell
        gw, gh = c * w, c * h
        outer_w, outer_h = round(gw + 2 * MARGIN * c), round(gh + 2 * MARGIN * c)
        self.outer = pygame.Rect(0, 0, outer_w, outer_h)
        self.outer.center = area.center
        self.grid = pygame.Rect(0, 0, gw, gh)
        self.grid.center = self.outer.center
        # The track runs along the middle of its band.
        inset = round((GAP + BAND / 2) * c)
        self.track_path = self.grid.inflate(2 * inset, 2 * inset)
        self.track_radius = max(4, round(c * 0.36))
        self.steps = self._track_points()

    # -- squares -----------------------------------------------------------------
    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        c = self.cell
        return pygame.Rect(self.grid.left + x * c, self.grid.top + y * c, c, c)

    def cell_center(self, x: float, y: float) -> tuple[float, float]:
        c = self.cell
        return (self.grid.left + (x + 0.5) * c, self.grid.top + (y + 0.5) * c)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The grid cell under `pos` (even a cut-out), or None outside the grid."""
        if not self.grid.collidepoint(pos):
            return None
        c = self.cell
        return ((pos[0] - self.grid.left) // c, (pos[1] - self.grid.top) // c)

    def nearest_anchor(self, top_left: tuple[float, float]) -> tuple[int, int]:
        """The grid position a tile whose top-left corner is at `top_left` snaps to."""
        c = self.cell
        return (math.floor((top_left[0] - self.grid.left) / c + 0.5),
                math.floor((top_left[1] - self.grid.top) / c + 0.5))

    # -- the score track ---------------------------------------------------------
    def _track_points(self) -> list[tuple[float, float]]:
        """50 evenly spaced points clockwise around the track, step 0 at the top-left corner."""
        r = self.track_path
        sides = [((r.left, r.top), (r.right, r.top)), ((r.right, r.top), (r.right, r.bottom)),
                 ((r.right, r.bottom), (r.left, r.bottom)), ((r.left, r.bottom), (r.left, r.top))]
        lengths = [math.dist(a, b) for a, b in sides]
        total = sum(lengths)
        points = []
        for i in range(TRACK_STEPS):
            d = total * i / TRACK_STEPS
            for (a, b), length in zip(sides, lengths):
                if d <= length:
                    t = d / length if length else 0
                    points.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
                    break
                d -= length
        return points

    def track_point(self, value: float) -> tuple[float, float]:
        """Where a marker at (possibly fractional) score `value` stands on the track."""
        i = math.floor(value)
        t = value - i
        a = self.steps[i % TRACK_STEPS]
        b = self.steps[(i + 1) % TRACK_STEPS]
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
