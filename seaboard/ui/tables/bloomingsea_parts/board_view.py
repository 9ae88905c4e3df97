"""Draws the Blooming Sea board: frame, score track, lagoon, squares, corals, fish.

Two cached layers keep frames cheap: the static board (re-drawn only when the
window size or side changes) and the pieces on it (re-drawn only when a tile
is placed or a fish decided). Per frame only markers, ghosts and effects are
drawn on top.
"""

from __future__ import annotations

import functools
import math

import pygame

from seaboard.engine.bloomingsea.view import View
from seaboard.engine.grids import SQUARE_DIRECTIONS, square_neighbors
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.tables.bloomingsea_parts.geometry import TRACK_STEPS, BoardGeometry

FRAME = (232, 212, 170)
FRAME_HI = (246, 232, 200)
FRAME_LO = (196, 170, 124)
STEP_FILL = (250, 242, 222)
STEP_FIVE = (255, 226, 190)
LEGAL = (60, 214, 140)
ILLEGAL = (236, 72, 72)


SHARED_BY_TWO = 0.85  # two markers sharing a step, as a share of a lone marker's size
SHELL = 0.9  # a step's shell, as a share of a fifth step's (playtest: at 1280x720 the numbers were small)


def step_number_font(step: int, shell_r: int) -> tuple[str, int]:
    """The role and size a step's number is drawn at in its shell of radius `shell_r`: as big as
    fits inside it (playtest, 1280x720: the track's numbers were hard to read)."""
    five = step % 5 == 0
    role = "black" if five else "bold"
    return role, theme.fit_size(str(step), role, shell_r * (1.05 if five else 0.95), round(shell_r * 1.7), floor=6)


def _static_layer(view: View, geo: BoardGeometry) -> pygame.Surface:
    """The board itself: sand frame, the numbered track, the lagoon, empty squares and pools."""
    board = view.board
    c = geo.cell
    surf = pygame.Surface(geo.area.size, pygame.SRCALPHA)
    off = (-geo.area.left, -geo.area.top)
    outer = geo.outer.move(off)
    radius = round(c * 0.6)
    theme.draw_shadow(surf, outer, radius, blur=12, offset=(0, 8), alpha=150)
    pygame.draw.rect(surf, FRAME_LO, outer.move(0, 3), border_radius=radius)
    pygame.draw.rect(surf, FRAME, outer, border_radius=radius)
    pygame.draw.rect(surf, FRAME_HI, outer, width=max(2, c // 10), border_radius=radius)
    # The lagoon inside the track.
    lagoon = geo.grid.inflate(round(c * 0.44), round(c * 0.44)).move(off)
    water = art.water(lagoon.size, seed=1 if board.side == "B" else 0)
    mask = pygame.Surface(lagoon.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(c * 0.35))
    lagoon_img = water.convert_alpha() if pygame.display.get_surface() else water.copy()
    lagoon_img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(lagoon_img, lagoon.topleft)
    pygame.draw.rect(surf, FRAME_LO, lagoon.inflate(4, 4), width=max(2, c // 12), border_radius=round(c * 0.37))
    # Squares.
    grid = geo.grid.move(off)
    open_img, pool_img = art.square_sprite(c, "open"), art.square_sprite(c, "pool")
    for x, y in board.squares:
        pos = (grid.left + x * c, grid.top + y * c)
        surf.blit(pool_img if board.is_numbered(x, y) else open_img, pos)
    # Cut-outs of side B: a few pebbles and seagrass in the open water.
    if board.side == "B":
        _decorate_cutouts(surf, board, grid, c)
    # The track: 50 shells, numbered; every fifth is larger.
    r = geo.track_radius
    for i, (px, py) in enumerate(geo.steps):
        cx, cy = round(px + off[0]), round(py + off[1])
        five = i % 5 == 0
        rr = r if five else round(r * SHELL)
        pygame.draw.aacircle(surf, FRAME_LO, (cx, cy + 2), rr)
        pygame.draw.aacircle(surf, STEP_FIVE if five else STEP_FILL, (cx, cy), rr)
        pygame.draw.aacircle(surf, theme.mix(FRAME_LO, PALETTE["coral"], 0.5 if five else 0.0), (cx, cy), rr,
                             max(1, c // 20))
        role, size = step_number_font(i, rr)
        theme.blit_text(surf, str(i), role, size, theme.mix(PALETTE["ink"], FRAME_LO, 0.0 if five else 0.35),
                        (cx, cy + 1), "center")
    return surf


def _decorate_cutouts(surf: pygame.Surface, board, grid: pygame.Rect, c: int) -> None:
    for y in range(board.height):
        for x in range(board.width):
            if (x, y) in board.squares:
                continue
            inside = sum(1 for cell in square_neighbors((x, y)) if cell in board.squares)
            if inside < 2:
                continue
            cx, cy = grid.left + (x + 0.5) * c, grid.top + (y + 0.5) * c
            h = (x * 31 + y * 17) % 5
            if h % 2 == 0:
                for k in range(3):
                    blade = [(cx - c * 0.18 + k * c * 0.16, cy + c * 0.32),
                             (cx - c * 0.2 + k * c * 0.2 + (k - 1) * c * 0.1, cy - c * 0.25 + k % 2 * c * 0.1)]
                    pygame.draw.line(surf, (40, 150, 110), blade[0], blade[1], max(2, c // 12))
            else:
                pygame.draw.aacircle(surf, (150, 170, 170), (round(cx - c * 0.1), round(cy + c * 0.1)),
                                     max(2, round(c * 0.16)))
                pygame.draw.aacircle(surf, (190, 205, 200), (round(cx + c * 0.16), round(cy - c * 0.05)),
                                     max(2, round(c * 0.11)))


# The eight ways from a step's number a shared marker may sit (screen y grows downwards).
COMPASS = tuple((math.cos(math.radians(a)), -math.sin(math.radians(a))) for a in range(90, 450, 45))


@functools.lru_cache(maxsize=512)
def _marker_directions(neighbours: tuple[tuple[float, float], ...], count: int) -> tuple[tuple[float, float], ...]:
    def clearance(d) -> float:  # the smallest angle (as a cosine's complement) to a neighbouring step
        return min(1 - (d[0] * u[0] + d[1] * u[1]) for u in neighbours)

    chosen: list[tuple[float, float]] = []
    for d in sorted(COMPASS, key=lambda d: -clearance(d)):
        if all(d[0] * c[0] + d[1] * c[1] < 0.75 for c in chosen):  # at least 45 degrees apart
            chosen.append(d)
        if len(chosen) == count:
            break
    return tuple(chosen)


@functools.lru_cache(maxsize=512)
def _pair_directions(neighbours: tuple[tuple[float, float], ...]) -> tuple[tuple[float, float], ...]:
    """Two directions a right angle apart or more, neither towards a neighbouring step (on a
    corner: along both edges, outwards), or () if there are none."""
    def clearance(d) -> float:
        return min(1 - (d[0] * u[0] + d[1] * u[1]) for u in neighbours)

    pairs = [(a, b) for i, a in enumerate(COMPASS) for b in COMPASS[i + 1:]
             if a[0] * b[0] + a[1] * b[1] < 0.01 and min(clearance(a), clearance(b)) > 0.9]
    return max(pairs, key=lambda p: clearance(p[0]) + clearance(p[1]), default=())


def _neighbour_directions(geo, step: int) -> tuple[tuple[float, float], ...]:
    x, y = geo.track_point(step)
    neighbours = []
    for other in (step - 1, step + 1):
        ox, oy = geo.track_point(other % TRACK_STEPS)
        length = math.hypot(ox - x, oy - y) or 1.0
        neighbours.append((round((ox - x) / length, 3), round((oy - y) / length, 3)))
    return tuple(neighbours)


def marker_directions(geo, step: int, count: int) -> tuple[tuple[float, float], ...]:
    """`count` unit directions from `step`'s number for the markers sharing it, those pointing
    furthest from both neighbouring steps first (a corner step's go out into the corner)."""
    return _marker_directions(_neighbour_directions(geo, step), count)


class BoardView:
    """Renders one side of the board for a view, caching what does not change."""

    def __init__(self):
        self.geo: BoardGeometry | None = None
        self._static: pygame.Surface | None = None
        self._static_key = None
        self._pieces: pygame.Surface | None = None
        self._pieces_key = None

    def layout(self, view: View, area: pygame.Rect) -> BoardGeometry:
        if self.geo is None or self.geo.area != area or self.geo.board is not view.board:
            self.geo = BoardGeometry(view.board, area)
            self._static = self._pieces = None
            self._static_key = self._pieces_key = None
        return self.geo

    # -- the cached layers ------------------------------------------------------
    def _ensure_static(self, view: View) -> pygame.Surface:
        key = (view.board.side, view.mode, self.geo.area.size, self.geo.cell)
        if self._static is None or self._static_key != key:
            self._static = _static_layer(view, self.geo)
            self._static_key = key
        return self._static

    def _ensure_pieces(self, view: View, screen_size: tuple[int, int]) -> pygame.Surface:
        key = (len(view.placements), len(view.fish_results), len(view.fish), len(view.dead), self.geo.cell,
               self.geo.area.size, view.board.side, screen_size, view.placements[-1:])
        if self._pieces is None or self._pieces_key != key:
            self._pieces = self._draw_pieces(view, self._ensure_static(view), screen_size)
            self._pieces_key = key
        return self._pieces

    def _draw_pieces(self, view: View, static: pygame.Surface, screen_size: tuple[int, int]) -> pygame.Surface:
        geo, board = self.geo, view.board
        c = geo.cell
        # Opaque: the ocean backdrop under the board is baked in, so the board's soft shadow
        # blends exactly and a frame costs one plain blit.
        surf = pygame.Surface(static.get_size())
        theme.draw_backdrop_under(surf, geo.area, screen_size, bubbles=False)
        surf.blit(static, (0, 0))
        ox, oy = geo.grid.left - geo.area.left, geo.grid.top - geo.area.top
        dead_img = art.square_sprite(c, "dead")
        for x, y in view.dead:
            surf.blit(dead_img, (ox + x * c, oy + y * c))
        # A reef reads as one bloom: under its corals a rim in the reef's deep hue, joined across
        # the gaps between same-colour neighbours; single corals stand alone.
        width = board.width
        coral = view.coral
        band = round(c * 0.62)
        rim = max(2, round(c * 0.05))
        for i, col in enumerate(coral):
            if col < 0:
                continue
            x, y = i % width, i // width
            hue = art.coral_rgb(_color_name(col))
            deep = theme.mix(hue, PALETTE["ink"], 0.45)
            cx, cy = ox + (x + 0.5) * c, oy + (y + 0.5) * c
            joined = False
            for dx, dy in SQUARE_DIRECTIONS:
                nx, ny = x + dx, y + dy
                if 0 <= nx < board.width and 0 <= ny < board.height and coral[ny * width + nx] == col:
                    joined = True
                    if dx > 0 or dy > 0:
                        if dx:
                            rect = pygame.Rect(round(cx), round(cy - band / 2), c, band)
                        else:
                            rect = pygame.Rect(round(cx - band / 2), round(cy), band, c)
                        pygame.draw.rect(surf, deep, rect)
                        pygame.draw.rect(surf, hue, rect.inflate(-2 * rim if dy else 0, -2 * rim if dx else 0))
            if joined:
                body = pygame.Rect(ox + x * c, oy + y * c, c, c).inflate(-round(c * 0.14) + 2 * rim,
                                                                          -round(c * 0.14) + 2 * rim)
                pygame.draw.rect(surf, deep, body, border_radius=round(c * 0.27))
        for i, col in enumerate(coral):
            if col >= 0:
                x, y = i % width, i // width
                surf.blit(art.coral_sprite(_color_name(col), c), (ox + x * c, oy + y * c))
        # Fish still on the board, and the pools of decided fish (with who won them).
        diameter = art.fish_token_diameter(c)
        for x, y, kind, points in view.fish:
            token = art.fish_token(kind, diameter, points)
            surf.blit(token, token.get_rect(center=(round(ox + (x + 0.5) * c), round(oy + (y + 0.5) * c))))
        for x, y, _kind, _points, winner in view.fish_results:
            centre = (ox + (x + 0.5) * c, oy + (y + 0.5) * c)
            if winner >= 0:
                colour = view.colors[winner].title()
                # The winner's glyph, tinted with their colour: readable, yet quieter than a live fish.
                theme.draw_glyph(surf, colour, centre, c * 0.42, theme.mix(art.POOL, theme.player_rgb(colour), 0.65))
            else:
                theme.blit_text(surf, "tie", "bold", c * 0.32, theme.mix(art.POOL, PALETTE["foam"], 0.6), centre,
                                "center")
        return surf

    # -- drawing -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View) -> None:
        surface.blit(self._ensure_pieces(view, surface.get_size()), self.geo.area.topleft)

    def draw_outline(self, surface: pygame.Surface, cells, colour, width: int | None = None,
                     alpha: int = 255) -> None:
        """A ring round a group of squares (a tile just placed, a reef scored), along its outer edges
        only, in the player's colour over a dark stroke so it reads on any coral; faded to `alpha`."""
        geo, cells = self.geo, set(cells)
        if not cells or alpha <= 0:
            return
        width = width if width is not None else max(2, round(geo.cell * 0.09))
        colour = theme.mix(colour, PALETTE["foam"], 0.25)  # a little lighter: it must stand out on its own coral
        edges = outer_edges(geo, cells)
        target, shift = surface, (0, 0)
        if alpha < 255:  # drawn whole on a layer, then faded (overlapping strokes must not add up)
            rects = [geo.cell_rect(x, y) for x, y in cells]
            bounds = rects[0].unionall(rects[1:]).inflate(2 * width + 6, 2 * width + 6)
            target, shift = pygame.Surface(bounds.size, pygame.SRCALPHA), (-bounds.left, -bounds.top)
        for stroke, tone in ((width + 2, PALETTE["ink"]), (width, colour)):
            for a, b in edges:
                pygame.draw.line(target, tone, (a[0] + shift[0], a[1] + shift[1]), (b[0] + shift[0], b[1] + shift[1]),
                                 stroke)
        if target is not surface:
            target.set_alpha(alpha)
            surface.blit(target, (-shift[0], -shift[1]))

    def draw_fish_marks(self, surface: pygame.Surface, view: View, squares) -> None:
        """A ring in the hint card's colours round each fish of `squares` (the fish the hint's words
        name, or a log line hovered): round, where the other marks on the board are square, and drawn
        under the token, which is laid again on top, so the fish and its value badge stay whole. A fish
        already decided (named by the log) gets the same ring round its pool and who won it."""
        if not squares:
            return
        geo = self.geo
        c = geo.cell
        tokens = {(x, y): (kind, points) for x, y, kind, points in view.fish}
        results = {(x, y) for x, y, *_ in view.fish_results}
        # The hint card's colours: its coral rim outside, its sand within, over a dark stroke.
        outer, rim = round(c * 0.58), max(2, round(c * 0.07))
        for square in squares:
            if square not in tokens and square not in results:
                continue
            centre = geo.cell_rect(*square).center
            if square not in tokens:
                # The ring alone: the pool inside, and who won it, show as the board has them.
                pygame.draw.aacircle(surface, PALETTE["ink"], centre, outer + 2, rim + 4)
                pygame.draw.aacircle(surface, PALETTE["coral"], centre, outer, rim)
                continue
            pygame.draw.aacircle(surface, PALETTE["ink"], centre, outer + 2)
            pygame.draw.aacircle(surface, PALETTE["coral"], centre, outer)
            pygame.draw.aacircle(surface, PALETTE["ink"], centre, outer - rim)
            pygame.draw.aacircle(surface, theme.ADVICE, centre, outer - rim - 1)
            kind, points = tokens[square]
            token = art.fish_token(kind, art.fish_token_diameter(c), points)
            surface.blit(token, token.get_rect(center=centre))

    def draw_markers(self, surface: pygame.Surface, colours: list[str], values: list[float]) -> None:
        """Each player's score marker on the track (markers on the same step fan out)."""
        geo = self.geo
        r = max(5, round(geo.track_radius * 0.78))
        by_step: dict[int, list[int]] = {}
        for seat, value in enumerate(values):
            by_step.setdefault(round(value) % TRACK_STEPS, []).append(seat)
        for seat, value in enumerate(values):
            group = by_step[round(value) % TRACK_STEPS]
            k, n = group.index(seat), len(group)
            x, y = geo.track_point(value % TRACK_STEPS)
            if n == 1:
                art.blit_token(surface, colours[seat], (x, y - r * 0.2), r)
                continue
            # Markers sharing a step shrink and sit around its number, each in a direction that
            # points away from both neighbouring steps: every glyph shows, so does the number
            # (playtest: four markers on 0 hid the "0"), and none reaches toward the next step
            # (review: corner markers of steps 5 and 6 met between them).
            step = round(value) % TRACK_STEPS
            directions, size = marker_directions(geo, step, n), round(r * 0.6)
            pair = _pair_directions(_neighbour_directions(geo, step)) if n == 2 else ()
            if pair and self._room_for_two(step, pair, r):
                # Two, a right angle apart or more, have the room to stay bigger (playtest,
                # 1280x720: both squeezed small into the corner of step 0 at the start).
                directions, size = pair, round(r * SHARED_BY_TWO)
            dx, dy = directions[k]
            pos = (x + 1.25 * geo.track_radius * dx, y + 1.25 * geo.track_radius * dy)
            art.blit_token(surface, colours[seat], pos, size)

    def _room_for_two(self, step: int, directions, r: int) -> bool:
        """At SHARED_BY_TWO of a lone marker's size, two markers sharing `step` in `directions`
        (a right angle apart or more) neither reach halfway to a neighbouring step."""
        geo = self.geo
        x, y = geo.track_point(step)
        size, out = r * SHARED_BY_TWO, 1.25 * geo.track_radius
        for other in (step - 1, step + 1):
            ox, oy = geo.track_point(other % TRACK_STEPS)
            gap = math.hypot(ox - x, oy - y) or 1.0
            for dx, dy in directions:
                if out * (dx * (ox - x) + dy * (oy - y)) / gap + size > gap / 2:
                    return False
        return True

    def draw_tile(self, surface: pygame.Surface, cells, top_left: tuple[float, float], cell: int,
                  alpha: int = 255) -> None:
        """Corals `cells` ((dx, dy), colour) drawn with (0, 0) at `top_left`, joined like a reef."""
        x0, y0 = top_left
        band = round(cell * 0.5)
        by_pos = {pos: col for pos, col in cells}
        for (dx, dy), col in cells:
            for nx, ny in ((dx + 1, dy), (dx, dy + 1)):
                if by_pos.get((nx, ny)) == col:
                    cx, cy = x0 + (dx + 0.5) * cell, y0 + (dy + 0.5) * cell
                    rect = (pygame.Rect(round(cx), round(cy - band / 2), cell, band) if nx != dx
                            else pygame.Rect(round(cx - band / 2), round(cy), band, cell))
                    if alpha == 255:
                        pygame.draw.rect(surface, art.coral_rgb(col), rect)
        for (dx, dy), col in cells:
            surface.blit(art.coral_sprite(col, cell, alpha), (round(x0 + dx * cell), round(y0 + dy * cell)))

    def draw_ghost(self, surface: pygame.Surface, placed, legal: bool) -> None:
        """The tile snapped to the grid: its corals faded, framed green (legal) or red (not)."""
        geo = self.geo
        c = geo.cell
        clip = surface.get_clip()
        surface.set_clip(geo.outer)
        colour = LEGAL if legal else ILLEGAL
        # Legal: the corals nearly solid, as they will lie. Illegal: see-through over a red wash,
        # so whatever is in the way shows.
        glow = pygame.Surface((c, c), pygame.SRCALPHA)
        pygame.draw.rect(glow, (*colour, 40 if legal else 110), glow.get_rect(), border_radius=round(c * 0.22))
        for (x, y), col in placed:
            rect = geo.cell_rect(x, y)
            surface.blit(glow, rect.topleft)
            surface.blit(art.coral_sprite(col, c, 235 if legal else 120), rect.topleft)
        for (x, y), _ in placed:
            rect = geo.cell_rect(x, y).inflate(-1, -1)
            pygame.draw.rect(surface, PALETTE["ink"], rect.inflate(2, 2), width=max(2, c // 10) + 2,
                             border_radius=round(c * 0.22))
            pygame.draw.rect(surface, colour, rect, width=max(2, c // 10), border_radius=round(c * 0.2))
        # A mark that does not rely on colour: a tick or a cross on the first square.
        (x, y), _ = placed[0]
        self.draw_verdict(surface, geo.cell_rect(x, y), legal, colour)
        surface.set_clip(clip)


    def spot_radius(self) -> int:
        return max(2, self.geo.cell // 12)

    def draw_spots(self, surface: pygame.Surface, squares) -> None:
        """Small green dots on the squares where the held square of the tile could go, turned as it
        is (a hint, not a rule; the legend and the quick reference explain them)."""
        geo = self.geo
        r = self.spot_radius()
        dot = spot_dot(r)
        for x, y in squares:
            cx, cy = geo.cell_center(x, y)
            surface.blit(dot, (round(cx) - r - 1, round(cy) - r - 1))

    def draw_fish_ghost(self, surface: pygame.Surface, square, kind: str, value: int, legal: bool) -> None:
        """A fish token hovering over a square (Aquarist setup): green frame if it may go there, else red."""
        geo = self.geo
        c = geo.cell
        rect = geo.cell_rect(*square)
        colour = LEGAL if legal else ILLEGAL
        token = art.fish_token(kind, art.fish_token_diameter(c), value).copy()
        token.set_alpha(200)
        surface.blit(token, token.get_rect(center=rect.center))
        pygame.draw.rect(surface, PALETTE["ink"], rect.inflate(2, 2), width=max(2, c // 10) + 2,
                         border_radius=round(c * 0.22))
        pygame.draw.rect(surface, colour, rect.inflate(-1, -1), width=max(2, c // 10), border_radius=round(c * 0.2))
        self.draw_verdict(surface, rect, legal, colour)  # tick or cross: not by colour alone

    def draw_verdict(self, surface: pygame.Surface, rect: pygame.Rect, legal: bool, colour) -> None:
        """A tick (legal) or a cross (not) in a badge at the top left of `rect`."""
        c = self.geo.cell
        badge = (rect.left + round(c * 0.2), rect.top + round(c * 0.2))
        br = max(5, round(c * 0.2))
        pygame.draw.aacircle(surface, PALETTE["ink"], badge, br + 1)
        pygame.draw.aacircle(surface, colour, badge, br)
        w = max(2, br // 3)
        if legal:
            pts = [(badge[0] - br * 0.5, badge[1]), (badge[0] - br * 0.1, badge[1] + br * 0.45),
                   (badge[0] + br * 0.55, badge[1] - br * 0.4)]
            pygame.draw.lines(surface, PALETTE["ink"], False, pts, w)
        else:
            k = br * 0.45
            pygame.draw.line(surface, PALETTE["ink"], (badge[0] - k, badge[1] - k), (badge[0] + k, badge[1] + k), w)
            pygame.draw.line(surface, PALETTE["ink"], (badge[0] - k, badge[1] + k), (badge[0] + k, badge[1] - k), w)


def outer_edges(geo, cells) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The sides of the squares `cells` that no other square of them shares: the group's outline."""
    cells = set(cells)
    edges = []
    for x, y in cells:
        r = geo.cell_rect(x, y)
        for (dx, dy), a, b in (((0, -1), r.topleft, r.topright), ((0, 1), r.bottomleft, r.bottomright),
                               ((-1, 0), r.topleft, r.bottomleft), ((1, 0), r.topright, r.bottomright)):
            if (x + dx, y + dy) not in cells:
                edges.append((a, b))
    return edges


@functools.lru_cache(maxsize=8)
def spot_dot(r: int) -> pygame.Surface:
    """The green dot of draw_spots (the colour legend shows one too)."""
    surf = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.aacircle(surf, (*LEGAL, 200), (r + 1, r + 1), r)
    pygame.draw.aacircle(surf, (*PALETTE["ink"], 120), (r + 1, r + 1), r, 1)
    return surf


def _color_name(index: int) -> str:
    from seaboard.engine.bloomingsea.tiles import COLORS

    return COLORS[index]
