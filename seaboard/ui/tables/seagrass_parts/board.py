"""The Seagrass board on screen: hex geometry with zoom and pan, and the cached layers.

`BoardGeometry` maps axial hexes to screen pixels inside a rectangle (fitted
to the regions in play, then zoomed and panned). `BoardRenderer` draws the
printed board once per size (water, seagrass spaces, thick region borders,
dark rock, ghosts of the regions out of play) and the pieces once per game
state onto a copy of it, so a frame is one blit plus highlights.
"""

from __future__ import annotations

import math

import pygame

from seaboard.engine.grids import (
    HEX_DIRECTIONS,
    axial_to_offset,
    hex_edge_corners,
    hex_to_pixel,
    pixel_to_hex,
)
from seaboard.engine.seagrass.board import board_side
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.seagrass_parts import art

SQ3 = math.sqrt(3.0)
Hex = tuple[int, int]

SPACE = (30, 92, 100)  # a seagrass meadow at depth
REGION_TINT = {"Green": (44, 140, 110), "Yellow": (120, 140, 90), "Blue": (40, 110, 150), "Red": (150, 100, 100)}
GRID = (18, 58, 70)
BORDER = (236, 216, 178)
ROCK = (14, 22, 32)
MIN_ZOOM, MAX_ZOOM = 1.0, 3.0


class BoardGeometry:
    """Screen placement of the board: size of a hex and where hex (0, 0) lands."""

    def __init__(self, fit_cells: list[Hex], all_cells: list[Hex]):
        self.fit_bounds = _unit_bounds(fit_cells)
        self.all_bounds = _unit_bounds(all_cells or fit_cells)
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.zoom = 1.0
        self.pan = pygame.Vector2()
        self.size = 10.0
        self.origin = pygame.Vector2()

    def fit(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        x0, y0, x1, y1 = self.fit_bounds
        base = min(rect.width / (x1 - x0), rect.height / (y1 - y0)) * 0.97
        self.size = max(6.0, base * self.zoom)
        self._clamp_pan()
        mid = pygame.Vector2((x0 + x1) / 2, (y0 + y1) / 2)
        self.origin = pygame.Vector2(rect.center) - mid * self.size + self.pan

    def _clamp_pan(self) -> None:
        x0, y0, x1, y1 = self.fit_bounds
        lim_x = max(0.0, ((x1 - x0) * self.size - self.rect.width) / 2 + self.rect.width * 0.25)
        lim_y = max(0.0, ((y1 - y0) * self.size - self.rect.height) / 2 + self.rect.height * 0.25)
        if self.zoom <= 1.0:
            lim_x = lim_y = 0.0
        self.pan.x = max(-lim_x, min(lim_x, self.pan.x))
        self.pan.y = max(-lim_y, min(lim_y, self.pan.y))

    @property
    def radius(self) -> int:
        return max(4, round(self.size))

    def centre(self, cell: Hex) -> tuple[float, float]:
        x, y = hex_to_pixel(cell, self.size)
        return self.origin.x + x, self.origin.y + y

    def cell_at(self, pos: tuple[float, float]) -> Hex:
        return pixel_to_hex(pos[0], pos[1], self.size, (self.origin.x, self.origin.y))

    def zoom_at(self, factor: float, pos: tuple[float, float]) -> bool:
        """Zoom by `factor` keeping the point under `pos` still. Returns True if it changed."""
        new = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        if abs(new - self.zoom) < 1e-6:
            return False
        old_size = self.size
        anchor = (pygame.Vector2(pos) - self.origin) / old_size  # unit coords under the pointer
        self.zoom = new
        self.fit(self.rect)
        # Shift so the anchor stays under the pointer.
        self.pan += pygame.Vector2(pos) - (self.origin + anchor * self.size)
        self.fit(self.rect)
        return True

    def pan_by(self, delta: tuple[float, float]) -> None:
        self.pan += pygame.Vector2(delta)
        self.fit(self.rect)

    # The layer: a surface holding the whole printed side at the current size.
    def layer_rect(self) -> pygame.Rect:
        x0, y0, x1, y1 = self.all_bounds
        m = 6
        left = self.origin.x + x0 * self.size - m
        top = self.origin.y + y0 * self.size - m
        return pygame.Rect(round(left), round(top), math.ceil((x1 - x0) * self.size) + 2 * m,
                           math.ceil((y1 - y0) * self.size) + 2 * m)

    def local(self, cell: Hex) -> tuple[float, float]:
        """Centre of `cell` on the layer surface."""
        x, y = self.centre(cell)
        r = self.layer_rect()
        return x - r.left, y - r.top


def _unit_bounds(cells: list[Hex]) -> tuple[float, float, float, float]:
    xs, ys = [], []
    for c in cells:
        x, y = hex_to_pixel(c, 1.0)
        xs.append(x)
        ys.append(y)
    if not xs:
        return (-1.0, -1.0, 1.0, 1.0)
    return min(xs) - 1.0, min(ys) - SQ3 / 2, max(xs) + 1.0, max(ys) + SQ3 / 2


def step_towards(cells, start: Hex, direction: tuple[int, int]) -> Hex | None:
    """The cell of `cells` an arrow key leads to from `start`: the nearest lying that way on
    screen (less than 60 degrees off the arrow), a cell straight that way counting nearer than
    one as far off to the side. None if no cell lies that way.

    Flat-topped hexes have no neighbour straight left or right: Right goes to the nearer of the
    two beside it (down-right, then up-right, along the row, as the arrows went before)."""
    dx, dy = direction
    sx, sy = hex_to_pixel(start, 1.0)
    start_col, start_row = axial_to_offset(*start)
    best, best_key = None, None
    for cell in cells:
        x, y = hex_to_pixel(cell, 1.0)
        along = (x - sx) * dx + (y - sy) * dy
        aside = abs((x - sx) * dy - (y - sy) * dx)
        if along <= 1e-9 or aside >= SQ3 * along - 1e-9:
            continue
        col, row = axial_to_offset(*cell)
        drift = abs(row - start_row) if dx else abs(col - start_col)  # off the row (or column) it started in
        key = (round(math.hypot(along, aside) + aside, 6), drift, cell)
        if best_key is None or key < best_key:
            best, best_key = cell, key
    return best


def _hash(cell: Hex, k: int = 0) -> float:
    """A stable pseudo-random number in [0, 1) per cell (decoration only)."""
    n = (cell[0] * 73856093) ^ (cell[1] * 19349663) ^ (k * 83492791)
    return ((n * 2654435761) & 0xFFFF) / 0x10000


class BoardRenderer:
    """Draws the printed board and the pieces of a SeagrassView onto cached layers."""

    def __init__(self, side: str, regions_in_play: tuple[str, ...], rocks: tuple[Hex, ...]):
        printed = board_side(side)
        self.regions = dict(printed.regions)  # every printed play space -> region
        self.in_play = {h for h, r in self.regions.items() if r in regions_in_play}
        self.ghosts = [h for h in self.regions if h not in self.in_play]
        self.rocks = set(rocks)
        self.all_rocks = set(printed.rocks)
        fit = list(self.in_play) + list(self.rocks)
        self.geometry = BoardGeometry(fit, list(self.regions) + list(printed.rocks))
        self._static: pygame.Surface | None = None
        self._static_key = None
        self._pieces: pygame.Surface | None = None
        self._pieces_key = None

    def every_hex(self) -> set[Hex]:
        return set(self.regions) | self.all_rocks

    # -- the printed board -------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        g = self.geometry
        key = (round(g.size, 3), g.layer_rect().size)
        if key == self._static_key and self._static is not None:
            return self._static
        lr = g.layer_rect()
        surf = pygame.Surface(lr.size, pygame.SRCALPHA)
        r = g.size
        # Ghosts of the regions out of play: a faint shape, clearly not a place to play.
        for h in self.ghosts:
            pts = art.hex_points(*g.local(h), r * 0.98)
            pygame.draw.polygon(surf, (*theme.mix(PALETTE["deep"], SPACE, 0.22), 150), pts)
        for h in self.all_rocks:
            if h not in self.rocks:  # rock of a region out of play: as faint as that region
                pygame.draw.polygon(surf, (*theme.mix(PALETTE["deep"], SPACE, 0.22), 150),
                                    art.hex_points(*g.local(h), r * 0.98))
        # Play spaces: the meadow, a hint of each region's tint, blades of seagrass.
        for h in self.in_play:
            cx, cy = g.local(h)
            fill = theme.mix(SPACE, REGION_TINT.get(self.regions[h], SPACE), 0.16 + 0.05 * _hash(h))
            pts = art.hex_points(cx, cy, r + 0.5)
            pygame.draw.polygon(surf, fill, pts)
            blade = theme.mix(fill, (150, 210, 170), 0.16)
            if r >= 12:
                for k in range(3):
                    bx = cx + (k - 1) * r * 0.34 + (_hash(h, k) - 0.5) * r * 0.2
                    base = cy + r * 0.55
                    tip = (bx + (_hash(h, k + 5) - 0.5) * r * 0.5, cy - r * (0.05 + 0.35 * _hash(h, k + 9)))
                    ctrl = (bx, (base + tip[1]) / 2)
                    pygame.draw.aalines(surf, blade, False, [(bx, base), ctrl, tip])
        # Dark rock.
        for h in self.rocks:
            cx, cy = g.local(h)
            pygame.draw.polygon(surf, ROCK, art.hex_points(cx, cy, r + 0.5))
            for k in range(4):
                a = _hash(h, k) * math.tau
                pr = r * (0.12 + 0.1 * _hash(h, k + 3))
                pygame.draw.aacircle(surf, theme.mix(ROCK, PALETTE["mist"], 0.12),
                                     (round(cx + math.cos(a) * r * 0.45), round(cy + math.sin(a) * r * 0.4)),
                                     max(1, round(pr)))
        # Thin grout between spaces.
        for h in self.in_play | self.rocks:
            pygame.draw.aalines(surf, GRID, True, art.hex_points(*g.local(h), r))
        # Thick borders: between regions, and around the edge of the play area.
        width = max(2, round(r * 0.12))
        for h in self.in_play:
            corners = art.hex_points(*g.local(h), r)
            for d, (dq, dr) in enumerate(HEX_DIRECTIONS):
                n = (h[0] + dq, h[1] + dr)
                if n in self.in_play and self.regions[n] == self.regions[h]:
                    continue
                if n in self.rocks:
                    continue
                a, b = hex_edge_corners(d)
                p, q = corners[a], corners[b]
                colour = BORDER if n in self.in_play else theme.mix(BORDER, PALETTE["teal"], 0.35)
                pygame.draw.line(surf, colour, p, q, width)
                pygame.draw.circle(surf, colour, p, width / 2)
                pygame.draw.circle(surf, colour, q, width / 2)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()  # the display's pixel format blits several times faster
        self._static, self._static_key = surf, key
        return surf

    # -- the pieces --------------------------------------------------------------
    def pieces_layer(self, view, colours: list[str], state_key, hidden: frozenset = frozenset(),
                     hidden_antlers: frozenset = frozenset(), glyphs: bool = True) -> pygame.Surface:
        """The printed board plus every tile, reef, antler and token of `view`."""
        g = self.geometry
        key = (state_key, round(g.size, 3), hidden, hidden_antlers, glyphs)
        if key == self._pieces_key and self._pieces is not None:
            return self._pieces
        surf = self.static_layer().copy()
        rad = g.radius
        reefs = {r.id: r for r in view.reefs}
        reef_space = {r.space: r for r in view.reefs}
        for sp in view.spaces:
            if sp.cell in hidden or sp.content == "empty":
                continue
            if sp.content == "reef_tile":
                reef = reef_space.get(sp.cell)
                img = art.reef_image(rad, bool(reef and reef.explored), bool(reef and reef.starting))
            elif sp.content == "face_down":
                img = art.face_down_image(colours[sp.owner] if 0 <= sp.owner < len(colours) else None, rad)
            else:
                img = art.tile_image(sp.tile or "starfish-1", colours[sp.owner], rad, glyphs)
            cx, cy = g.local(sp.cell)
            surf.blit(img, img.get_rect(center=(round(cx), round(cy + 1.5))))
        # Completed reefs: a pale rim around the whole reef, then the antler.
        for reef in reefs.values():
            if reef.completed:
                self._outline(surf, reef.cells, PALETTE["sand_hi"], max(2, round(g.size * 0.11)))
            if reef.antler and reef.id not in hidden_antlers:
                img = art.antler_image(antler_px(g))
                surf.blit(img, img.get_rect(center=antler_centre(g, g.local(reef.space))))
            if reef.tokens:
                self._tokens(surf, reef)
            self._number(surf, reef)
        self._pieces, self._pieces_key = surf, key
        return surf

    def _number(self, surf: pygame.Surface, reef) -> None:
        """The reef's number (the log's and the tooltip's "Reef 3") on a small disc at its top."""
        centre, r = number_disc(self.geometry, self.geometry.local(reef.space))
        pygame.draw.circle(surf, PALETTE["abyss"], centre, r)
        pygame.draw.circle(surf, PALETTE["sand_hi"], centre, r, max(1, r // 6))
        theme.blit_text(surf, str(reef.id + 1), "bold", max(10, round(r * 1.3)), PALETTE["foam"], centre, "center")

    def _tokens(self, surf: pygame.Surface, reef) -> None:
        g = self.geometry
        tr = max(6, round(g.size * 0.28))  # big enough to tell the four creatures apart at 1024x640
        cx, cy = g.local(reef.space)
        n = len(reef.tokens)
        for i, creature in enumerate(reef.tokens):
            x = cx + (i - (n - 1) / 2) * tr * 1.75
            img = art.token_image(creature, tr)
            surf.blit(img, img.get_rect(center=(round(x), round(cy + g.size * 0.55))))

    def _outline(self, surf: pygame.Surface, cells, colour, width: int, local: bool = True) -> None:
        draw_outline(surf, self.geometry, cells, colour, width, local)


def number_disc(g: BoardGeometry, at: tuple[float, float]) -> tuple[tuple[int, int], int]:
    """Centre and radius of a reef's number disc, for the reef's space centred at `at`."""
    return (round(at[0]), round(at[1] - g.size * 0.6)), max(8, round(g.size * 0.3))


def antler_px(g: BoardGeometry) -> int:
    return round(g.size * 1.05)


def antler_centre(g: BoardGeometry, at: tuple[float, float]) -> tuple[int, int]:
    """Where a completed reef's antler sits: low in the space, its tips clear of the number disc
    at the top (playtest: the disc covered the antler's top)."""
    return round(at[0]), round(at[1] + g.size * 0.2)


def draw_outline(surf: pygame.Surface, g: BoardGeometry, cells, colour, width: int, local: bool = False,
                 offset: tuple[float, float] = (0.0, 0.0)) -> None:
    """The boundary of a group of hexes (edges not shared with another hex of the group)."""
    group = set(map(tuple, cells))
    centre = g.local if local else g.centre
    for h in group:
        cx, cy = centre(h)
        corners = art.hex_points(cx - offset[0], cy - offset[1], g.size * 0.97)
        for d, (dq, dr) in enumerate(HEX_DIRECTIONS):
            if (h[0] + dq, h[1] + dr) in group:
                continue
            a, b = hex_edge_corners(d)
            pygame.draw.line(surf, colour, corners[a], corners[b], width)
            pygame.draw.circle(surf, colour, corners[a], width / 2)
            pygame.draw.circle(surf, colour, corners[b], width / 2)


def outline_image(g: BoardGeometry, cells, colour, width: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The outline of `cells` on its own transparent surface, and where its top-left goes."""
    pts = [g.centre(tuple(c)) for c in cells]
    pad = g.size + width + 2
    left, top = min(p[0] for p in pts) - pad, min(p[1] for p in pts) - pad
    w = max(p[0] for p in pts) + pad - left
    h = max(p[1] for p in pts) + pad - top
    surf = pygame.Surface((max(1, math.ceil(w)), max(1, math.ceil(h))), pygame.SRCALPHA)
    wash = (*colour[:3], 70)
    for c in cells:
        x, y = g.centre(tuple(c))
        pygame.draw.polygon(surf, wash, art.hex_points(x - left, y - top, g.size * 0.97))
    draw_outline(surf, g, cells, colour, width, offset=(left, top))
    return surf, (round(left), round(top))
