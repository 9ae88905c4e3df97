"""How the Seagrass table animates engine events (a mixin of SeagrassTable).

CreaturePlaced / ReefExpanded: the tile glides in (from the player's row, or
the rack for keyboard play; a dragged tile already snapped). Scored: the
colony is outlined and "+N" flies to the owner's row (and along it). ReefCompleted: the reef
is outlined, each player's adjacent creatures are tallied, the points fly to
the winners and the antler drops on. TileBoxed: the crab's victim sinks away.
TilesDrawn: new tiles slide into the rack. TurnStarted: the turn banner.
"""

from __future__ import annotations

from collections import Counter

from seaboard.engine.core import Scored, TurnStarted
from seaboard.engine.seagrass.events import (
    AntlerPlaced,
    CreaturePlaced,
    DiscoveryClaimed,
    ReefCompleted,
    ReefExpanded,
    ReefExplored,
    TileBoxed,
    TilesDrawn,
)
from seaboard.ui.anim import tween
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.seagrass_parts import art, board
from seaboard.ui.tables.seagrass_parts.effects import (
    Banner,
    Drop,
    FlyingText,
    Glide,
    Outline,
    Sink,
    Tally,
)

TALLY_SECONDS = 2.3  # a completed reef's creature count stays up this long (at animation speed 1)


def fan_step(n: int) -> int:
    """Where the n-th of several floaters from one spot goes, in steps: 0, +1, -1, +2, -2..."""
    side = 1 if n % 2 else -1
    return side * ((n + 1) // 2)


class EventAnimations:
    def on_events(self, events) -> None:
        if tween.speed() <= 0:
            return
        g = self.geometry
        view = self.view()
        t = 0.0
        reef_t = None
        reef_awards = 0
        reef_at = {}
        shown_until = 0.0  # when the last reef's count has been shown (the next turn's banner waits)
        for ev in events:
            if isinstance(ev, CreaturePlaced):
                if not self._from_drag:
                    start = self._source or self._seat_anchor(ev.seat)
                    self.effects.add(Glide(self._tile_getter(ev.tile, ev.seat), start, self._centre_getter(ev.cell),
                                           delay=t, cell=tuple(ev.cell), arc=g.size * 0.6))
                    t += 0.1
            elif isinstance(ev, TileBoxed):
                self.effects.add(Sink(self._tile_getter(ev.tile, ev.owner), self._centre_getter(ev.cell), delay=t))
            elif isinstance(ev, ReefExplored):
                self.effects.add(Outline(g, [ev.cell], PALETTE["foam"], delay=t + 0.15, duration=0.9))
            elif isinstance(ev, ReefExpanded):
                if not self._from_drag:
                    start = self._source or self._seat_anchor(ev.seat)
                    colour = self.colours[ev.seat]
                    self.effects.add(Glide(lambda c=colour: art.face_down_image(c, self.geometry.radius), start,
                                           self._centre_getter(ev.cell), delay=t, cell=tuple(ev.cell),
                                           arc=g.size * 0.6))
                    t += 0.1
            elif isinstance(ev, Scored):
                colour = theme.player_rgb(self.colours[ev.seat])
                points, private = self._points_shown(ev, not any(isinstance(e, TurnStarted) for e in events))
                # To the scorer's own row and along it (never across another's), there for its mover only.
                to = {"end": self._score_getter(ev.seat), "lane": self._lane_getter(ev.seat), "private_to": private}
                if ev.reason.startswith("reef") and reef_t is not None:
                    at = reef_at.get(tuple(map(tuple, ev.cells)), self.view_rect.center)
                    shift = fan_step(reef_awards) * self.px(56)
                    self.effects.add(FlyingText(points, (at[0] + shift, at[1] + self.px(6)), colour=colour,
                                                px=self.px(30), delay=reef_t + 0.6 + 0.2 * reef_awards, **to))
                    reef_awards += 1
                elif ev.cells:
                    self.effects.add(Outline(g, ev.cells, colour, delay=t + 0.2))
                    at = self._centroid(ev.cells)
                    self.effects.add(FlyingText(points, at, colour=colour, px=self.px(30), delay=t + 0.3, **to))
                    t += 0.25
                else:
                    at = self._seat_anchor(ev.seat)
                    self.effects.add(FlyingText(points, (at[0] + self.px(120), at[1]), colour=colour,
                                                px=self.px(24), delay=t, **to))
            elif isinstance(ev, ReefCompleted):
                reef_t = t + 0.35
                reef_awards = 0
                reef_space = ev.cells[0]
                reef_at[tuple(map(tuple, ev.cells))] = self.geometry.centre(reef_space)
                # In sand, as the count's card and pointer are: the reef they speak of stands out.
                self.effects.add(Outline(g, ev.cells, PALETTE["sand"], delay=reef_t, duration=TALLY_SECONDS + 0.2))
                awarded = {e.seat for e in events if isinstance(e, Scored) and tuple(map(tuple, e.cells)) ==
                           tuple(map(tuple, ev.cells))}
                entries = [(self.colours[s], n, s in awarded) for s, n in enumerate(ev.creatures) if n]
                self.effects.add(Tally(self._ring_span_getter(ev.cells), entries, self.px(15), delay=reef_t,
                                       duration=TALLY_SECONDS, bounds=lambda: self.view_rect, reef=ev.reef,
                                       at=self._centre_getter(reef_space), stop_short=g.size * 0.6))
                shown_until = max(shown_until, reef_t + TALLY_SECONDS)
                t = reef_t + 0.3
            elif isinstance(ev, AntlerPlaced):
                space = view.reefs[ev.reef].space
                self.effects.add(Drop(lambda: art.antler_image(board.antler_px(self.geometry)),
                                      lambda s=tuple(space): board.antler_centre(self.geometry, self.geometry.centre(s)),
                                      ev.reef, delay=(reef_t or t) + 1.0))
            elif isinstance(ev, DiscoveryClaimed):
                space = view.reefs[ev.reef].space
                self.effects.add(Glide(lambda c=ev.creature: art.token_image(c, max(6, round(self.geometry.size * 0.3))),
                                       self.geometry.centre(space), self._row_getter(ev.seat), delay=t + 0.3,
                                       duration=0.7))
            elif isinstance(ev, TilesDrawn):
                if ev.count and ev.seat == self._rack_seat_before and ev.seat == view.seat:
                    self._animate_draw(view, t)
            elif isinstance(ev, TurnStarted):
                if not self.screen_passes(ev.seat):
                    played = [tuple(e.cell) for e in events if getattr(e, "cell", None) is not None]
                    # Playtest: the banner covered a reef's count; it comes once the count has been shown.
                    self._banner(ev.seat, delay=max(t, shown_until), clear_of=played)
                elif not self.seats[ev.seat].is_human:
                    self._banner_owed = ev.seat  # check_turn shows it once the screen has passed on

    def _points_shown(self, ev: Scored, turn_goes_on: bool = False) -> tuple[str, int | None]:
        """"+8", or "+?" where the log hides the points from a human at this screen (secret scores:
        a bot's points, or in hot seat anyone's); and the seat whose eyes only the number is for.
        In hot seat the human who just played sees the points of their own move land, in the wait
        before the next human's curtain or the next bot's turn (their panel shows their total on their
        turn anyway): that number is theirs alone, and goes when the next player lifts the curtain or
        the bot's turn comes on screen. Never their points
        from someone else's move, nor while a bot's turn is on screen, when any human may look."""
        nxt = self.game.current_player
        private = self.screen_passes(nxt)  # the wait before the curtain or a bot's turn: only the mover looks
        # Or the mover's turn goes on (a special turtle's extra Research Reef): the screen is still
        # theirs, their total beside it (playtest: "+?" by Ada's own 3, mid-turn).
        private = private or (turn_goes_on and nxt == ev.seat)
        if ev.seat == self._mover == self.last_human and self.seats[ev.seat].is_human and private:
            return f"+{ev.points}", ev.seat
        return (f"+{ev.points}" if self.describe_event(ev) == ev.describe(self.names) else "+?"), None

    def _animate_draw(self, view, delay: float) -> None:
        after = Counter(view.hand)
        new = after - self._hand_before
        start = (self.tray.centerx, self.tray.top + self.px(40))
        k = 0
        for i in range(len(view.hand) - 1, -1, -1):
            code = view.hand[i]
            if new[code] > 0:
                new[code] -= 1
                rect = self._slot_rect(i)
                glide = Glide(lambda c=code: self.tile_img(c, self.colours[view.seat], self.rack_r), start,
                              lambda r=rect: r.center, delay=delay + 0.15 * k + 0.2, duration=0.4)
                glide.hides_slot = ("hand", i)
                self.effects.add(glide)
                k += 1

    def _banner(self, seat: int, delay: float = 0.0, clear_of=()) -> None:
        """"Ada's turn" at the top of the board, or at its foot when the tiles just played lie
        under the top (it hid the move the player wanted to see; playtest)."""
        if self.game.is_over or tween.speed() <= 0:
            return
        name = self.names[seat]
        text = "Your turn" if self.seats[seat].is_human and len(self.human_seats) == 1 else f"{name}'s turn"
        band = self.px(12) + 2 * self.px(22) + self.geometry.radius  # the banner's height and a tile's reach
        at_foot = any(self.geometry.centre(cell)[1] < self.view_rect.top + band for cell in clear_of)

        def where():
            if at_foot:
                return (self.view_rect.centerx, self.view_rect.bottom - self.px(12) - 2 * self.px(22))
            return (self.view_rect.centerx, self.view_rect.top + self.px(12))
        self.effects.add(Banner(text, self.colours[seat], where, self.px(22), delay=delay))

    def _tile_getter(self, code: str, seat: int):
        return lambda: self.tile_img(code, self.colours[seat], self.geometry.radius)

    def _centre_getter(self, cell):
        cell = tuple(cell)
        return lambda: self.geometry.centre(cell)

    def _ring_span_getter(self, cells):
        """x, top and bottom of `cells` with the ring of spaces around them (where the counted creatures are)."""
        cells = [tuple(c) for c in cells]

        def span():
            ys = [self.geometry.centre(c)[1] for c in cells]
            x = sum(self.geometry.centre(c)[0] for c in cells) / len(cells)
            reach = self.geometry.size * 2.8  # a neighbour's centre (about 1.7 sizes) plus its own half-height
            return x, min(ys) - reach, max(ys) + reach

        return span

    def _seat_anchor(self, seat: int):
        r = self.seat_row(seat)
        return (r.left + self.px(26), r.centery)

    def _row_getter(self, seat: int):
        return lambda: self._seat_anchor(seat)

    def _score_getter(self, seat: int):
        """Just left of the seat's score (score_anchor is its right end), where the number fades
        beside the total (playtest: fading over the new total, "+5" on "5" read "+55")."""
        def at():
            right, y = self.score_anchor(seat)
            score = self.view().scores[seat]
            width = theme.font("title", self.px(22)).size(str(score) if score is not None else "?")[0]
            return right - width - self.px(20), y
        return at

    def _lane_getter(self, seat: int):
        """Where a floater enters the seat's row: its left edge."""
        return lambda: self.seat_row(seat).left

    def _centroid(self, cells):
        pts = [self.geometry.centre(tuple(c)) for c in cells]
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
