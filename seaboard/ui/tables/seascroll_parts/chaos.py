"""The Chaos variant on one screen: a messy face-down pile, pick / keep / put back, 45-second clocks.

Real time (one human with AI opponents): every seat's clock runs at once and
the bots act on their own timers, each asking legal_moves_for(its seat).
Alternating (several humans): the seat to pick is the engine's current
player; only its chess clock runs, and the hand-off curtain (TableScene)
goes up between humans. The engine never reads a clock: this module issues
TimeUp(seat) when one runs out.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from seaboard.engine.core import IllegalMove
from seaboard.engine.seascroll import events as ev
from seaboard.engine.seascroll.moves import Done, Keep, Pick, PutBack, TimeUp
from seaboard.engine.seascroll.species import CHAOS_KEEP_LIMIT, SPECIES
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import TableScene
from seaboard.ui.tables.seascroll_parts import cards, paint
from seaboard.ui.tables.seascroll_parts import layout as table_layout
from seaboard.ui.widgets.button import Button, Widget, draw_focus_ring


class SeatGame:
    """What a bot controller needs, narrowed to one seat (real-time Chaos: several seats may act)."""

    def __init__(self, game, seat: int):
        self.game = game
        self.seat = seat

    def view(self, seat: int):
        return self.game.view(seat)

    def legal_moves(self):
        return self.game.legal_moves_for(self.seat)


@functools.lru_cache(maxsize=512)
def _turned(kind: int, width: int, angle: int) -> pygame.Surface:
    """A pile card (0: back, else a species face) turned by `angle` degrees."""
    img = cards.back(width) if kind == 0 else cards.face(kind, width)
    return pygame.transform.rotozoom(img, angle, 1.0)


class PileCursor(Widget):
    """The keyboard's hand over the pile: arrows move it, Enter picks the card under it."""

    def __init__(self, chaos: ChaosPlay):
        super().__init__(pygame.Rect(0, 0, 0, 0))
        self.chaos = chaos
        self.label = "Pile"

    def handle_key(self, event) -> bool:
        step = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_DOWN: self.chaos.columns,
                pygame.K_UP: -self.chaos.columns}.get(event.key)
        if step is not None:
            self.chaos.move_cursor(step)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.chaos.pick(self.chaos.cursor)
            return True
        return False


READY_SECONDS = 3.5  # "3, 2, 1, Go!" before a real-time scramble
NO_HINTS = "No hints in the scramble: it is a race against the clock."


class ChaosPlay:
    def __init__(self, table):
        self.table = table
        self._catch_key = None
        game = table.game
        view = game.view(table.viewer)
        self.clocks = [float(view.chaos_seconds)] * game.players
        self.realtime = view.chaos_pace == "realtime"
        self.rng = random.Random(table.setup.seed)
        self.bot_wait = {s: 0.0 for s in table.bots}
        self.bot_delay = {s: self._next_delay() for s in table.bots}
        self.cursor = 0
        self.columns = 12
        self.cards: list[tuple[pygame.Rect, int]] = []  # per pile card: resting rect and angle
        self._layer = None
        self._layer_key = None
        self.keep_button = Button("Keep it", self.keep, style="primary")
        self.back_button = Button("Put it back", self.put_back)
        self.done_button = Button("Stop scrambling", self.done, style="quiet")
        self.pile_cursor = PileCursor(self)
        self._focus_key = None
        self._focus_seat = None
        # Real time: a short "Ready…" before every clock starts, so nobody loses seconds finding the
        # pile (not in a demo, nor headless, where nobody is reading).
        pace = table.app.bot_pace if table.app is not None else 0
        self.countdown = READY_SECONDS if self.realtime and not table.demo and pace != 0 else 0.0
        self.layout()

    # -- geometry ---------------------------------------------------------------
    def layout(self) -> None:
        t = self.table
        if not hasattr(t, "board"):
            return
        view = t.game.view(t.viewer)
        lay = table_layout.compute(t.board, t.scale, view, t.viewer)
        self.lay = lay
        self.lay_viewer = t.viewer  # the pods show everyone but this seat
        self.pile_area = pygame.Rect(lay.pod_strip.left, lay.pod_strip.bottom + t.px(12), lay.pod_strip.width,
                                     lay.dashboard.top - lay.pod_strip.bottom - t.px(22))
        n = len(view.pile)
        area = self.pile_area.inflate(-t.px(40), -t.px(30))
        grown = table_layout.taller(table_layout.CAPTION, t.px(17))  # a bigger text size: a taller caption
        area.top += t.px(22) + grown  # below the caption
        caption_bottom = self.pile_area.top + t.px(32) + grown
        area.height -= t.px(22) + grown
        # A loose grid, shaken: every card stays reachable, yet it looks like a mess.
        self.columns = max(1, round((n * area.width / max(1, area.height) / cards.CARD_RATIO) ** 0.5 * 1.05))
        rows = -(-n // self.columns)
        cell_w = area.width / self.columns
        cell_h = area.height / max(1, rows)
        card_w = max(16, min(round(cell_w * 1.2), round(cell_h / cards.CARD_RATIO * 1.2), t.px(70)))
        rng = random.Random(t.setup.seed * 7919 + n)
        self.card_w = card_w
        self.cards = []
        for i in range(n):
            r, c = divmod(i, self.columns)
            cx = area.left + (c + 0.5) * cell_w + rng.uniform(-0.22, 0.22) * cell_w
            cy = area.top + (r + 0.5) * cell_h + rng.uniform(-0.22, 0.22) * cell_h
            rect = pygame.Rect(0, 0, card_w, round(card_w * cards.CARD_RATIO))
            angle = rng.randrange(-28, 29)
            # A shaken card in the top row stays below the pile's caption, turned corners included.
            turn = math.radians(abs(angle))
            half_h = (rect.width * math.sin(turn) + rect.height * math.cos(turn)) / 2
            rect.center = (round(cx), round(max(cy, caption_bottom + half_h)))
            self.cards.append((rect, angle))
        dash = lay.dashboard
        self.held_area = pygame.Rect(dash.left, dash.top, lay.habitat_area.width, dash.height)
        self.guide = lay.guide
        bw, bh = t.px(150), t.px(40)
        self.keep_button.rect = pygame.Rect(self.held_area.right - t.px(12) - bw, self.held_area.top + t.px(34), bw, bh)
        self.back_button.rect = self.keep_button.rect.move(0, bh + t.px(8))
        self.done_button.rect = pygame.Rect(self.guide.right - t.px(14) - t.px(170), self.guide.bottom - t.px(14) - bh,
                                            t.px(170), bh)
        for b in (self.keep_button, self.back_button, self.done_button):
            # (Button keeps 16 px of its width free around the label.)
            b.px = theme.fit_size(b.label, "bold", t.px(16), b.rect.width - 20)
        self._layer_key = None
        self._focus_key = None

    def current_layout(self, view) -> table_layout.TableLayout:
        """The table layout for the kept cards as they are now (recomputed when a move was made)."""
        t = self.table
        key = (t.state_token(), t.viewer, tuple(t.board))
        if self._catch_key != key:
            self._catch = table_layout.compute(t.board, t.scale, view, t.viewer)
            self._catch_key = key
        return self._catch

    def card_at(self, pos) -> int | None:
        view = self.table.game.view(self.table.viewer)
        for i in range(len(self.cards) - 1, -1, -1):
            rect, _ = self.cards[i]
            if view.pile[i] is not None and view.pile[i] != -1 and rect.inflate(-4, -4).collidepoint(pos):
                return i
        return None

    # -- moves -------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.table.viewer

    def can_act(self) -> bool:
        t = self.table
        return (not t.game.is_over and t.seats[self.me].is_human and self.me in t.game.view(self.me).seats_to_act
                and t.app.top is t)

    def submit(self, move) -> bool:
        t = self.table
        if not self.can_act() or getattr(move, "seat", None) != self.me:
            t.show_message("Wait for your pick." if not t.game.is_over else "The scramble is over.")
            return False
        try:
            t.apply_move(move)
        except IllegalMove as exc:
            t.show_message(exc.reason)
            return False
        return True

    def pick(self, index: int | None) -> None:
        if index is None:
            return
        self.submit(Pick(self.me, index))

    def keep(self) -> None:
        self.submit(Keep(self.me))

    def put_back(self) -> None:
        self.submit(PutBack(self.me))

    def done(self) -> None:
        self.submit(Done(self.me))

    def move_cursor(self, step: int) -> None:
        view = self.table.game.view(self.me)
        n = len(view.pile)
        i = self.cursor
        for _ in range(n):
            i = (i + step) % n
            if view.pile[i] is not None and view.pile[i] != -1:
                self.cursor = i
                return

    # -- input --------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.countdown > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and (
                event.type == pygame.KEYDOWN or self.pile_area.collidepoint(event.pos)):
            if not (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                return True  # not yet: the scramble starts at "Go"
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.card_at(event.pos)
            if index is not None:
                self.cursor = index
                self.pick(index)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_k:
                self.keep()
                return True
            if event.key in (pygame.K_p, pygame.K_b):
                self.put_back()
                return True
        return False

    def refresh_focus(self) -> None:
        t = self.table
        view = t.game.view(self.me)
        step = view.scramble_steps[self.me] if view.scramble_steps else "finished"
        key = (step, self.can_act(), t.state_token())
        if key == self._focus_key:
            return
        self._focus_key = key
        acting = self.can_act()
        new_seat = acting and self._focus_seat != self.me
        if acting:
            self._focus_seat = self.me
        holding = step == "decide"
        self.keep_button.enabled = self.back_button.enabled = acting and holding
        # Keep / Put back show only while a fish is in hand (like the standard table's step
        # buttons): greyed, they popped a tooltip under the pointer after every click.
        self.keep_button.visible = self.back_button.visible = acting and holding
        self.keep_button.reason = self.back_button.reason = ""
        if acting and holding and len(view.hand) >= CHAOS_KEEP_LIMIT:
            self.keep_button.sublabel = "over 10: random discards"
        else:
            self.keep_button.sublabel = ""
        self.done_button.enabled = acting and step == "pick"
        # Playtest: a Hint button that only answers "no hints" should look it (H still says why).
        t.hint_button.enabled = not self.realtime
        t.hint_button.reason = NO_HINTS if self.realtime else ""
        # Playtest: "View board" after the game still offered a greyed Stop scrambling.
        self.done_button.visible = not t.game.is_over
        if t.game.is_over:
            self.done_button.reason = "The scramble is over."
        else:
            self.done_button.reason = t.game.explain(Done(self.me)) or "" if acting else "Wait for your pick."
        widgets = [self.pile_cursor, self.keep_button, self.back_button, self.done_button, t.help_button, t.pause_button]
        t.focus.set(widgets)
        if acting and holding:
            t.focus.focus(self.keep_button)
        elif acting and (new_seat or t.focus.focused is None or not t.focus.focused.enabled
                         or t.focus.focused in (self.keep_button, self.back_button)):
            # A new seat at the screen (alternating) starts on the pile: focus left on "Stop
            # scrambling" by the last human's click would end this one's scramble at their first Enter.
            t.focus.focus(self.pile_cursor)
        if view.pile and (view.pile[self.cursor] is None or view.pile[self.cursor] == -1):
            self.move_cursor(1)

    # -- per frame ------------------------------------------------------------------
    def _next_delay(self) -> float:
        """A bot's next wait, as a share of the app's bot pace (read when it is due: screenshots stop bots)."""
        return self.rng.uniform(0.6, 1.6)

    def _pace(self) -> float:
        pace = self.table.app.bot_pace if self.table.app is not None else None
        if pace == 0:
            return 0.0
        return 0.8 if pace is None else max(0.2, pace)

    def update(self, dt: float) -> None:
        t = self.table
        game = t.game
        t.expire_message()
        if game.is_over or not self.realtime:
            TableScene.update(t, dt)  # results; alternating: the base drives the bot to act
            held = t.demo_state is not None and not t.demo_state.may_move()  # a paused demo stops the clocks
            if not game.is_over and not self.realtime and t.app.top is t and not held:
                # Ruling (COMPONENTS.md, Chaos: "each with a 45-second chess clock"): like a chess
                # clock, it runs for the whole of the seat's pick, thinking included, and stops
                # under the hand-off curtain.
                self._tick(game.current_player, dt)
            return
        t.follow_think_setting()  # what the base update does for bots and buttons (real time skips the base)
        if not t.demo:
            from seaboard.ui import persist

            reason = persist.undo_reason(t)
            t.undo_button.enabled, t.undo_button.reason = reason is None, reason or ""
        if t.app.top is not t:
            return  # paused: every clock stops
        if self.countdown > 0:
            self.countdown = max(0.0, self.countdown - dt)
            return  # every clock and every bot waits for "Go"
        if t.demo_state is not None and not t.demo_state.may_move():
            return  # a watched demo is paused: its clocks too (they ran the scramble out while paused)
        view = game.view(t.viewer)
        for seat in view.seats_to_act:
            self._tick(seat, dt)
            if game.is_over:
                return
        for seat, bot in t.bots.items():
            if game.is_over or seat not in game.view(seat).seats_to_act:
                continue
            self.bot_wait[seat] += dt
            if self.bot_wait[seat] < self.bot_delay[seat] * self._pace():
                continue
            # A demo's bots see their own seat only.
            move = bot.answer(SeatGame(getattr(game, "real", game), seat), wait=t.app.bot_pace == 0)
            if move is None:
                continue
            self.bot_wait[seat] = 0.0
            self.bot_delay[seat] = self._next_delay()
            try:
                t.apply_move(move)
            except IllegalMove:
                continue  # someone else took that card first: think again next frame
            if t.demo_state is not None:
                t.demo_state.moved(turn_over=True)  # a scramble has no turns: Step is one pick or choice
                if not t.demo_state.may_move():
                    return

    def _tick(self, seat: int | None, dt: float) -> None:
        if seat is None:
            return
        self.clocks[seat] = max(0.0, self.clocks[seat] - dt)
        if self.clocks[seat] <= 0 and self.table.game.explain(TimeUp(seat)) is None:
            self.table.apply_move(TimeUp(seat))

    def forget(self) -> None:
        """Redraw everything from the game as it is now (after an undo or a replay's jump)."""
        self._layer_key = self._focus_key = None
        self._catch_key = None

    def held_slot(self) -> pygame.Rect:
        px = self.table.px
        top = self.held_area.top + px(28) + table_layout.taller(table_layout.CAPTION, px(15))  # under the caption
        return pygame.Rect(self.held_area.left + px(14), top, self.lay.habitat_card_w,
                           round(self.lay.habitat_card_w * cards.CARD_RATIO))

    def on_events(self, events) -> None:
        flights = self.table.flights
        for e in events:
            if isinstance(e, ev.RandomDiscards) and e.seat == self.me:
                lost = (f"a {SPECIES[e.fish[0][0]]}" if e.count == 1 and e.fish else
                        ", ".join(f"{c} {SPECIES[v]}" for v, c in e.fish) or f"{e.count} fish")
                self.table.show_message(f"Over 10 fish: {lost} discarded at random.")
            elif isinstance(e, ev.CardPicked) and 0 <= e.card < len(self.cards):
                start = self.cards[e.card][0]
                if e.seat == self.me:
                    species = self.table.game.view(self.me).held_species[self.me]
                    self.my_held = species  # the viewer knows what it holds, even face down
                    flights.launch(start, self.held_slot(), species or None, face_up_from=0.0 if e.species else 0.5,
                                   seconds=0.3)
                elif e.seat in self.lay.pods:
                    flights.launch(start, self.lay.pods[e.seat].slots[0], e.species or None, seconds=0.3)
            elif isinstance(e, ev.CardPutBack) and 0 <= e.card < len(self.cards):
                start = self.held_slot() if e.seat == self.me else (
                    self.lay.pods[e.seat].slots[0] if e.seat in self.lay.pods else None)
                if start is not None:
                    flights.launch(start, self.cards[e.card][0], e.species, seconds=0.3)
            elif isinstance(e, ev.CardKept) and e.seat == self.me:
                view = self.table.game.view(self.me)
                species = e.species or getattr(self, "my_held", None)
                if species:
                    flights.launch(self.held_slot(), self.current_layout(view).hand_top(species), species,
                                   seconds=0.3)
        self._layer_key = None

    def status_line(self) -> str:
        t = self.table
        game = t.game
        if self.realtime:
            left = max(self.clocks[s] for s in game.view(t.viewer).seats_to_act) if game.view(
                t.viewer).seats_to_act else 0
            return f"Chaos! Scramble · {int(left + 0.999)} s"
        seat = game.current_player
        if seat is None:
            return ""
        name = t.names[seat]
        return f"{name}'s pick" if t.seats[seat].is_human else f"{name} is picking…"

    # -- drawing ---------------------------------------------------------------------
    def pile_layer(self, view) -> pygame.Surface:
        """Every card lying in the pile, rendered once per change of the pile."""
        key = (view.pile, tuple(self.pile_area), self.card_w)
        if key != self._layer_key or self._layer is None:
            from seaboard.ui.tables.seascroll import REEF_WATER

            # Opaque (water-coloured), inset inside the panel's rounded corners: a fast blit.
            inner = self.pile_inner()
            layer = pygame.Surface(inner.size)
            layer.fill(REEF_WATER)
            ox, oy = inner.topleft
            for i, (rect, angle) in enumerate(self.cards):
                code = view.pile[i]
                if code is None or code == -1:
                    continue
                img = _turned(code, self.card_w, angle)
                dest = img.get_rect(center=(rect.centerx - ox, rect.centery - oy))
                theme.draw_shadow(layer, dest.inflate(-dest.width // 4, -dest.height // 4), 6, blur=3, offset=(1, 3),
                                  alpha=90)
                layer.blit(img, dest)
            self._layer = layer
            self._layer_key = key
        return self._layer

    @staticmethod
    def pile_caption(view) -> str:
        left = sum(1 for c in view.pile if c is not None and c != -1)  # a fish in someone's hand is not in the pile
        return f"The pile · {left} fish"

    def pile_inner(self) -> pygame.Rect:
        return self.pile_area.inflate(-self.table.px(12), -self.table.px(12))

    def draw(self, surface, rect) -> None:
        t = self.table
        view = t.game.view(t.shown_seat)  # a spectator's while a bot picks between humans
        if getattr(self, "lay_viewer", None) != t.viewer:
            self.layout()  # alternating hot-seat: the other humans' pods, not the one at the screen
        self.refresh_focus()
        lay = self.lay
        px = t.px
        self.draw_pods(surface, view)
        area = self.pile_area
        from seaboard.ui.tables.seascroll import REEF_WATER

        theme.draw_panel(surface, area, REEF_WATER, radius=px(16), shadow=False)
        surface.blit(self.pile_layer(view), self.pile_inner().topleft)
        paint.caption(surface, self.pile_caption(view), px(17), (area.left + px(14), area.top + px(8)),
                      area.width - px(28))
        acting = self.can_act() and view.scramble_steps[self.me] == "pick"
        if acting:
            hover = self.card_at(t.pointer)
            for i in {hover, self.cursor if t.focus.keyboard_used else None} - {None}:
                r, angle = self.cards[i]
                img = _turned(view.pile[i], self.card_w, angle)
                dest = img.get_rect(center=(r.centerx, r.centery - px(6)))
                theme.draw_shadow(surface, dest.inflate(-dest.width // 5, -dest.height // 5), 8, blur=6,
                                  offset=(3, 9), alpha=120)
                surface.blit(img, dest)
                if i == self.cursor and t.focus.keyboard_used and t.focus.focused is self.pile_cursor:
                    draw_focus_ring(surface, dest, px(8))
        self.draw_held(surface, view)
        self.draw_guide(surface, view)
        self.draw_catch(surface, view, lay)
        if self.countdown > 0:
            self.draw_countdown(surface, area)

    def draw_countdown(self, surface, area: pygame.Rect) -> None:
        """Over the pile: "Ready…", then 3, 2, 1."""
        px = self.table.px
        veil = pygame.Surface(area.size, pygame.SRCALPHA)
        veil.fill((*PALETTE["abyss"], 150))
        surface.blit(veil, area.topleft)
        number = math.ceil(self.countdown - 0.5) if self.countdown > 0.5 else 0
        big = str(number) if number > 0 else "Go!"
        theme.blit_text(surface, big, "title", px(96), PALETTE["sand"], (area.centerx, area.centery - px(10)), "center")
        theme.blit_text(surface, "The scramble starts: every clock runs at once.", "body", px(17), PALETTE["foam"],
                        (area.centerx, area.centery + px(58)), "center")

    def board_key(self) -> tuple:
        """What the Chaos board's picture depends on besides the moves (see SeaScrollTable.board_key)."""
        t = self.table
        hover = self.card_at(t.pointer) if self.can_act() else None
        return (tuple(int(c + 0.999) for c in self.clocks), hover, self.cursor, t.focus.keyboard_used,
                self.can_act(), math.ceil(self.countdown - 0.5) if self.countdown > 0 else None)

    def draw_pods(self, surface, view) -> None:
        t = self.table
        px = t.px
        for seat, pod in self.lay.pods.items():
            step = view.scramble_steps[seat]
            acting = seat in view.seats_to_act
            fill = PALETTE["sea_hi"] if acting else theme.mix(PALETTE["sea"], PALETTE["deep"], 0.3)
            theme.draw_panel(surface, pod.rect, fill, radius=px(14),
                             border=PALETTE["sand"] if (acting and not self.realtime) else None)
            cfg = t.seats[seat]
            x = pod.rect.left + px(12)
            cy = pod.rect.top + px(20)
            theme.draw_token(surface, cfg.colour, (x + px(10), cy), px(10))
            count = paint.backs(surface, view.hand_sizes[seat], pod.hand, px(13))
            paint.pod_name(surface, cfg.name, px(15), x + px(26), cy, count.left - px(6))
            slot = pod.slots[0]
            held = view.held_species[seat]
            if held is not None:
                img = cards.back(pod.mini_w) if held == 0 else cards.face(held, pod.mini_w)
                cards.draw_card(surface, img, slot.move(0, -px(4)), lifted=True)
            else:
                paint.empty_slot(surface, slot, px(5))
            label = {"finished": "done", "decide": "holding", "pick": "picking"}[step]
            if step == "pick" and not acting:
                label = "waiting"
            clock = self.clocks[seat]
            theme.blit_text(surface, label, "bold", px(13), PALETTE["mist"],
                            (slot.right + px(10), slot.top + px(4)))
            self.draw_clock(surface, (slot.right + px(30), slot.bottom - px(18)), px(16), clock,
                            view.chaos_seconds, step != "finished" and (self.realtime or acting))

    def draw_clock(self, surface, centre, radius, left, total, running) -> None:
        frac = max(0.0, min(1.0, left / max(1, total)))
        pygame.draw.circle(surface, PALETTE["abyss"], centre, radius)
        colour = PALETTE["coral"] if left < 10 else PALETTE["sand"] if running else PALETTE["dim"]
        if frac > 0:
            pygame.draw.arc(surface, colour, pygame.Rect(0, 0, radius * 2, radius * 2).move_to(center=centre),
                            1.5708, 1.5708 + 6.2832 * frac, max(2, radius // 4))
        theme.blit_text(surface, str(int(left + 0.999)), "bold", max(8, round(radius * 0.8)), PALETTE["foam"],
                        centre, "center")

    def draw_held(self, surface, view) -> None:
        t = self.table
        px = t.px
        area = self.held_area
        theme.draw_panel(surface, area, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.25), radius=px(14))
        owner = "your" if t.owner() == "Your" else t.owner()
        paint.caption(surface, f"In {owner} hand now", px(15), (area.left + px(12), area.top + px(5)),
                      area.width - px(24))
        slot = self.held_slot()
        held = view.held_species[self.me] if view.held_species else None
        if held:
            cards.draw_card(surface, cards.face(held, slot.width), slot, lifted=True)
            room = self.keep_button.rect.left - slot.right - px(20)
            step = max(px(18), theme.font("bold", px(14)).get_linesize())  # lines apart at any text size
            for k, word in enumerate(SPECIES[held].split(" ")):  # one word a line beside the card
                theme.blit_text(surface, theme.ellipsize(word, "bold", px(14), room), "bold", px(14),
                                PALETTE["foam"], (slot.right + px(10), slot.top + px(4) + k * step))
        else:
            paint.empty_slot(surface, slot, cards.radius_for(slot.width), None, "Pick a fish", px(11))
            finished = view.scramble_steps and view.scramble_steps[self.me] == "finished"
            words = "Your scramble is over." if finished else (
                "Click a fish in the pile: it comes here, to keep or put back." if self.can_act()
                else "Wait for your pick.")
            theme.blit_paragraph(surface, words, "body", px(14), PALETTE["mist"],
                                 pygame.Rect(slot.right + px(12), slot.top + px(4), area.right - slot.right - px(24),
                                             slot.height))

    def draw_guide(self, surface, view) -> None:
        t = self.table
        px = t.px
        g = self.guide
        theme.draw_panel(surface, g, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.25), radius=px(14))
        me = self.me
        step = view.scramble_steps[me]
        kept = view.hand_sizes[me]
        acting = self.can_act()
        if t.game.is_over:  # (View board from the results: nobody is waiting for a Reveal any more)
            head, sub = "The game is over", "The Reveal counted every catch: Back to results shows the scores."
        elif step == "finished":
            head, sub = "Your scramble is over", "Wait for the others: then the Reveal."
        elif not acting:
            seat = t.game.current_player
            head = f"{t.names[seat]} is picking…" if seat is not None else "Wait"
            sub = "Your clock is stopped until your next pick."
        elif step == "decide":
            head, sub = "Keep it, or put it back?", "K keeps it for good; P puts it back face up for anyone."
        else:
            head = "Pick a fish from the pile"
            sub = "Click a card (or arrows and Enter). Stop when you like: over 10 kept, random ones go."
            if kept >= CHAOS_KEEP_LIMIT:  # rulebook, Chaos: over 10, discard at random down to 10
                sub = (f"{kept} kept: at the end, fish over {CHAOS_KEEP_LIMIT} are dropped at random. "
                       "Stop scrambling when you like.")
        self.draw_clock(surface, (g.left + px(44), g.centery), px(30), self.clocks[me], view.chaos_seconds,
                        step != "finished" and (self.realtime or acting))
        x = g.left + px(88)
        width = self.done_button.rect.left - x - px(12)
        role = table_layout.CAPTION  # grows with the text size, as the guide's room does (layout.guide_taller)
        paint.caption(surface, head, px(19), (x, g.top + px(14)), width, PALETTE["foam"])
        top = g.top + px(44) + table_layout.taller(role, px(19))
        theme.blit_paragraph(surface, sub, "body", px(14), PALETTE["mist"],
                             pygame.Rect(x, top, width, g.bottom - px(6) - top))
        colour = PALETTE["coral_hi"] if kept > CHAOS_KEEP_LIMIT else PALETTE["sand"]
        theme.blit_text(surface, f"Kept {kept} / {CHAOS_KEEP_LIMIT}", role, px(17), colour,
                        (self.done_button.rect.centerx, g.top + px(16)), "midtop")

    def draw_catch(self, surface, view, lay) -> None:
        t = self.table
        px = t.px
        lay2 = self.current_layout(t.game.view(t.viewer))  # where the kept cards lie (drawn from `view`)
        area = lay2.hand_area
        if view.hand is None:  # several humans share the screen and none of them picks now
            paint.hidden_hand(surface, f"{t.owner()} catch", view.hand_sizes[self.me], area, area.top + px(30),
                              lay2.hand_card_w, px)
            return
        paint.caption(surface, f"{t.owner()} catch · {len(view.hand)} fish", px(15), (area.left + px(4), area.top),
                      area.width - px(8))
        counts: dict[int, int] = {}
        for v in view.hand:
            counts[v] = counts.get(v, 0) + 1
        for v, rect in lay2.hand_groups.items():
            paint.stack(surface, v, counts[v], rect, lay2.hand_card_w, lay2.hand_fan, px=px(14))
