"""The effect steps of Blooming Sea's events: a tile laid, a reef scored, a fish decided.

Steps read positions from the table when drawn (so a resize mid-animation is
fine) and raise the shown score only when the points reach the player.
"""

from __future__ import annotations

import pygame

from seaboard.engine.bloomingsea.events import FishDecided, ReefScored, TilePlaced
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.tables.bloomingsea_parts.effects import Step, arc_point, ease, pulse_outline


class PlaceStep(Step):
    """The new tile settles: a bright ring around its three squares fades out."""

    duration = 0.3

    def __init__(self, table, event: TilePlaced, cells=None):
        super().__init__()
        self.table = table
        self.event = event
        self.cells = cells if cells is not None else event.cells

    def draw(self, surface, t):
        # Round the tile's outer edge, as its ring after (not a ring round each square).
        geo = self.table.board_view.geo
        width = max(2, geo.cell // 10) + round((1 - ease("out_cubic", t)) * geo.cell * 0.1)
        self.table.board_view.draw_outline(surface, self.cells, PALETTE["foam"], width=width, alpha=round(230 * (1 - t)))


class ReefStep(Step):
    """A reef outlined in gold, "+N" rising from it; the points go to the scorer."""

    duration = 0.75

    def __init__(self, table, event: ReefScored):
        super().__init__()
        self.table = table
        self.event = event

    def start(self):
        geo = self.table.board_view.geo
        xs = [geo.cell_center(x, y) for x, y in self.event.cells]
        centre = (sum(p[0] for p in xs) / len(xs), min(p[1] for p in xs) - geo.cell * 0.2)
        self.table.popups.spawn(self.event.points, centre, theme.player_rgb(self.table.seats[self.event.seat].colour))

    def end(self):
        self.table.add_shown_points(self.event.seat, self.event.points)
        self.table.landed(self.event)  # the log says it as the total shows it

    def draw(self, surface, t):
        # One ring round the whole reef, along its outer edge as the last tile's ring (playtest: a
        # ring round each square read as a grid across several tiles), thick at first, then fading.
        geo = self.table.board_view.geo
        alpha = round(255 * (1 - ease("in_quad", max(0.0, (t - 0.6) / 0.4))))
        width = max(3, geo.cell // 9)
        width += round((1 - ease("out_back", min(1.0, t / 0.3))) * geo.cell * 0.12)
        colour = theme.mix(theme.player_rgb(self.table.seats[self.event.seat].colour), (255, 255, 255), 0.15)
        self.table.board_view.draw_outline(surface, self.event.cells, colour, width=width, alpha=alpha)


class FishStep(Step):
    """A fish decided: corals counted per player, the tally, then the token flies to the winner (or fades)."""

    duration = 1.9
    SHOW = 0.55  # share of the step spent showing the tally

    def __init__(self, table, event: FishDecided, placed: tuple = ()):
        super().__init__()
        self.table = table
        self.event = event
        self.placed = tuple(placed)  # the squares of the tile that decided it, kept in view (tally_place)
        self.points = None  # the fish's Scored event (none on a tie): its log line comes as the token lands

    def start(self):
        self.table.landed(self.event)  # the tally shows: the log says it

    def _token(self) -> pygame.Surface:
        geo = self.table.board_view.geo
        return art.fish_token(self.event.fish, art.fish_token_diameter(geo.cell), self.event.value)

    def _home(self) -> tuple[float, float]:
        return self.table.board_view.geo.cell_center(self.event.x, self.event.y)

    def draw_pending(self, surface):
        token = self._token()
        centre = self._home()
        surface.blit(token, token.get_rect(center=(round(centre[0]), round(centre[1]))))

    def end(self):
        ev = self.event
        if ev.winner >= 0:
            self.table.add_shown_points(ev.winner, ev.value, "fish")
            self.table.row_popups.spawn(ev.value, self.table.row_centre(ev.winner),
                                        theme.player_rgb(self.table.seats[ev.winner].colour))
        self.table.landed(self.points)

    def draw(self, surface, t):
        ev, table = self.event, self.table
        geo = table.board_view.geo
        c = geo.cell
        home = self._home()
        show = min(1.0, t / self.SHOW)
        # 1. The counted corals, ringed in each player's colour (winner drawn last, on top).
        order = [s for s in ev.seats if s != ev.winner] + ([ev.winner] if ev.winner >= 0 else [])
        fade = 1.0 if t < self.SHOW + 0.15 else max(0.0, 1 - (t - self.SHOW - 0.15) / 0.2)
        lit = [(ev.x, ev.y), *ev.dead_cells] + [cell for cells in ev.counted for cell in cells]
        self._spotlight(surface, lit, round(120 * fade * ease("out_quad", show * 2)))
        for seat in order:
            cells = ev.counted[ev.seats.index(seat)]
            if not cells:
                continue
            colour = table.seats[seat].colour
            rgb = theme.player_rgb(colour)
            rects = [geo.cell_rect(x, y).inflate(-4, -4) for x, y in cells]
            alpha = round(255 * fade * ease("out_quad", show * 2))
            pulse_outline(surface, rects, PALETTE["ink"], max(3, c // 9) + 4, round(c * 0.24), alpha)
            pulse_outline(surface, rects, theme.mix(rgb, (255, 255, 255), 0.35), max(3, c // 9), round(c * 0.22), alpha)
            for x, y in cells:
                cx, cy = geo.cell_center(x, y)
                art.blit_token(surface, colour, (cx + c * 0.28, cy - c * 0.28), max(4, round(c * 0.14)))
        for x, y in ev.dead_cells:
            rect = geo.cell_rect(x, y).inflate(-6, -6)
            pulse_outline(surface, [rect], PALETTE["mist"], max(2, c // 14), round(c * 0.2), round(200 * fade))
        # 2. The tally beside the token: each player's glyph and count.
        if fade > 0:
            self._draw_tally(surface, fade)
        # 3. The token: flies to the winner's row, or sinks away on a tie.
        token = self._token()
        if t < self.SHOW:
            pop = 1 + 0.15 * ease("out_back", show) * (1 - show)
            img = pygame.transform.smoothscale_by(token, pop) if abs(pop - 1) > 0.01 else token
            surface.blit(img, img.get_rect(center=(round(home[0]), round(home[1]))))
            return
        k = (t - self.SHOW) / (1 - self.SHOW)
        if ev.winner >= 0:
            dest = table.row_centre(ev.winner)
            pos = arc_point(home, dest, ease("in_out_cubic", k), c * 1.5)
            scale = 1 - 0.4 * k
            img = pygame.transform.smoothscale_by(token, scale)
            surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
        else:
            img = token.copy()
            img.set_alpha(round(255 * (1 - k)))
            surface.blit(img, img.get_rect(center=(round(home[0]), round(home[1] + k * c * 0.3))))
            # On a dark plate: light text alone is lost over yellow or sand squares.
            img = theme.text("Tie: nobody scores", "bold", max(13, round(c * 0.34)), PALETTE["foam"])
            plate_rect = img.get_rect().inflate(round(c * 0.4), round(c * 0.16))
            plate_rect.center = (round(home[0]), round(home[1] - c * 0.75))
            plate_rect.clamp_ip(geo.outer)
            plate = pygame.Surface(plate_rect.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*PALETTE["ink"], 225), plate.get_rect(), border_radius=plate_rect.height // 2)
            plate.blit(img, img.get_rect(center=plate.get_rect().center))
            plate.set_alpha(round(255 * min(1.0, 2 * (1 - k))))
            surface.blit(plate, plate_rect.topleft)

    def _spotlight(self, surface, cells, alpha: int) -> None:
        """Dim the board around the fish and the corals that count for it."""
        if alpha <= 0:
            return
        geo = self.table.board_view.geo
        veil = pygame.Surface(geo.grid.size, pygame.SRCALPHA)
        veil.fill((*PALETTE["abyss"], alpha))
        for x, y in cells:
            veil.fill((0, 0, 0, 0), geo.cell_rect(x, y).move(-geo.grid.left, -geo.grid.top))
        surface.blit(veil, geo.grid.topleft)

    def keep_clear(self) -> list[tuple[int, int]]:
        """The squares the tally and its note must not hide: the tile just placed, the fish, the
        squares beside it where no tile fits, and the corals it counts."""
        ev = self.event
        return [*self.placed, (ev.x, ev.y), *ev.dead_cells, *(cell for cells in ev.counted for cell in cells)]

    def tally_place(self, home, width: int, height: int, note_h: int, note_w: int = 0) -> tuple[pygame.Rect, bool]:
        """Where the tally goes, its note on the far side from the fish: above the fish, a row clear of
        its neighbours, or below it (True) near the top edge. Playtest: the note hid the tile just
        placed; where the tally or its note would hide a square of keep_clear, they go a half row
        further away, above or below, the nearest place in the water that hides none (else as before)."""
        geo = self.table.board_view.geo
        c = geo.cell
        keep = [geo.cell_rect(x, y).inflate(-(c // 5), -(c // 5)) for x, y in self.keep_clear()]

        def placed(k: float, below: bool) -> tuple[pygame.Rect, pygame.Rect]:
            box = pygame.Rect(0, 0, width, height)
            if below:
                box.midtop = (round(home[0]), round(home[1] + c * k))
            else:
                box.midbottom = (round(home[0]), round(home[1] - c * k))
            shown = box.clamp(geo.outer)  # as _draw_tally draws them: kept on the board
            note = pygame.Rect(0, 0, max(1, note_w), note_h)
            if below:
                note.midtop = (shown.centerx, shown.bottom + 3)
            else:
                note.midbottom = (shown.centerx, shown.top - 3)
            return box, note.clamp(geo.outer)

        first_below = placed(1.55, False)[1].top < geo.grid.top
        k = 1.55
        while k < max(geo.grid.width, geo.grid.height) / c:
            for below in (first_below, not first_below):
                box, note = placed(k, below)
                block = box.clamp(geo.outer).union(note)
                if geo.grid.top <= block.top and block.bottom <= geo.grid.bottom and block.collidelist(keep) < 0:
                    return box, below
            k += 0.5
        return placed(1.55, first_below)[0], first_below

    def note_text(self) -> str:
        """Why the fish is decided and what its tally means: who scores, or that a tie scores nobody.

        Playtest: "most corals wins" over a 2-2 tally read as if someone won; the rulebook says a
        tie gives nobody the fish points. The winner is the engine's (fish_winner), not recounted here.
        """
        ev = self.event
        cause = "No tile fits beside it" if ev.cause == "no tile fits" else "Surrounded"
        if ev.winner < 0:
            return f"{cause} · a tie, nobody scores"
        return f"{cause} · {self.table.seats[ev.winner].name} has most corals: +{ev.value}"

    def _tally_px(self) -> int:
        return max(15, round(self.table.board_view.geo.cell * 0.36))  # readable on the smallest window too

    def _tally_widths(self, px: int) -> list[int]:
        """Each player's share of the tally: their glyph and count."""
        return [theme.text(str(n), "black", px, PALETTE["ink"]).get_width() + round(px * 1.5) for n in self.event.tallies]

    def _note_image(self, px: int, screen: pygame.Rect) -> pygame.Surface:
        # Fitted to the board: a long player name must not push the note past its edges.
        text = self.note_text()
        size = theme.fit_size(text, "bold", max(13, round(px * 0.75)), screen.width - round(px * 1.2), floor=11)
        return theme.text(text, "bold", size, PALETTE["foam"])

    def tally_rects(self, screen: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the tally and its note are drawn, kept inside `screen` (the board on the window)."""
        px = self._tally_px()
        widths = self._tally_widths(px)
        total = sum(widths) + round(px * 0.4) * (len(widths) + 1)
        note = self._note_image(px, screen).get_rect().inflate(round(px * 0.8), round(px * 0.35))
        box, below = self.tally_place(self._home(), total, round(px * 1.7), note.height, note.width)
        box.clamp_ip(screen)
        if below:
            note.midtop = (box.centerx, box.bottom + 3)
        else:
            note.midbottom = (box.centerx, box.top - 3)
        note.clamp_ip(screen)
        return box, note

    def _draw_tally(self, surface, alpha: float) -> None:
        ev, table = self.event, self.table
        px = self._tally_px()
        widths = self._tally_widths(px)
        # Kept on the board: the side panels are drawn over anything that strays beyond it.
        screen = table.board_view.geo.outer.clip(surface.get_rect())
        box, note = self.tally_rects(screen)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        inner = layer.get_rect()
        pygame.draw.rect(layer, (*PALETTE["sand_hi"], 240), inner, border_radius=inner.height // 2)
        pygame.draw.rect(layer, (*PALETTE["ink"], 200), inner, width=2, border_radius=inner.height // 2)
        x = round(px * 0.4)
        for seat, n, w in zip(ev.seats, ev.tallies, widths):
            colour = table.seats[seat].colour
            win = seat == ev.winner
            if win:
                pygame.draw.rect(layer, theme.player_rgb(colour), (x - 3, 3, w + 6, inner.height - 6),
                                 border_radius=(inner.height - 6) // 2)
            theme.draw_token(layer, colour, (x + px * 0.55, inner.centery), px * 0.5)
            theme.blit_text(layer, str(n), "black", px, PALETTE["ink"], (x + px * 1.2, inner.centery + 1), "midleft")
            x += w + round(px * 0.4)
        layer.set_alpha(round(255 * alpha))
        surface.blit(layer, box.topleft)
        # What the tally means, beside it on the far side from the fish; and why the fish is decided when
        # squares beside it are empty (rulebook: scored "as long as no new Tile can be placed on the
        # remaining adjacent square(s)").
        img = self._note_image(px, screen)
        plate = pygame.Surface(note.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (*PALETTE["ink"], 220), plate.get_rect(), border_radius=note.height // 2)
        plate.blit(img, img.get_rect(center=plate.get_rect().center))
        plate.set_alpha(round(255 * alpha))
        surface.blit(plate, note.topleft)
