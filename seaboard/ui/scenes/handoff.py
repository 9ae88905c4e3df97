"""The hand-off curtain: "Pass to Purple". Nothing of the table is drawn under it."""

from __future__ import annotations

import math

import pygame

from seaboard.ui.input.held_keys import HeldKeys
from seaboard.ui.input.resting_keys import RestingKeys
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.scenes.table_base import is_undo_key
from seaboard.ui.widgets.button import ACTIVATE_KEYS, Button

READY = "Click anywhere or press Enter when ready"
HINT_READY = f"Your hint will show with your turn. {READY}"
FOOTER_SECONDS = 2.5  # how long the footer answers a key before it invites again


class HandoffScene(WidgetScene):
    reveal_keys = ()  # its keys act at once
    name = "handoff"
    # Not an overlay: the stack stops drawing here, so no private view can leak.
    is_overlay = False

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        seat_cfg = table.seats[seat]
        self.colour = seat_cfg.colour
        self.player_name = seat_cfg.name
        self.ready = Button(f"I am {self.player_name}: show my turn", self.lift, style="primary")
        self.focus.set([self.ready])
        self.focus.focus(self.ready)
        self.pressed_here = False  # a left press began on the curtain (see handle)
        self.opened_at = app.time
        self.keys = RestingKeys(app)  # keys lift it once the keyboard has rested (see key_too_soon)
        self.keys.since = app.last_key_at  # (the key that brought it up counts: it may have been pressed just now)
        self.too_soon_at: float | None = None  # when a key came too soon (the curtain says so a moment)
        self.hint_asked = False  # H was pressed here: the footer says the hint is on its way
        # (app.time, was it Undo's key) of the last key that cannot lift the curtain: the footer answers it.
        self.other_key: tuple[float, bool] | None = None
        self.held = HeldKeys()  # keys still down from the last turn: their repeats are not a lift
        # The human at the screen just ended their turn, told to click to pass the screen (or to keep
        # their move): their click may land here as the curtain rises. It is that pass, not too soon.
        self.pass_click_due = table.last_mover is not None and table.last_mover == table.last_human
        self._curtain: pygame.Surface | None = None
        self._curtain_key = None

    def layout(self, size):
        super().layout(size)
        w, h = size
        # As wide as "I am <name>: show my turn" asks where the window has room (playtest: a
        # 16-letter name was cut in a 420-pixel button on a 1920-pixel curtain); where it has not,
        # the words shrink a little before the name is cut.
        self.ready.px = self.px(21)
        room = w - self.px(48)
        width = max(self.px(420), min(self.ready.natural_width(), room))
        self.ready.px = theme.fit_size(self.ready.label, "bold", self.px(21), width - 40, floor=self.px(17))
        self.ready.rect = pygame.Rect(0, 0, width, self.px(60))
        self.ready.rect.center = (w // 2, round(h * 0.70))

    def enter(self):
        from seaboard.ui import persist

        persist.play(self.app, "handoff")

    def lift(self):
        self.app.pop()
        self.table.revealed(self.seat)

    def back(self):
        self.table.pause()

    def handle(self, event):
        held = self.held.swallows(event)
        fresh = self.app.time - self.opened_at >= self.app.curtain_settle
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not held and not self.table.demo:
            # Even too soon: a hint acts on nothing and shows only once the curtain is lifted.
            self.keys.too_soon(self.app.curtain_key_settle, not fresh)  # (it still waits again)
            self.table.hint_asked_at_curtain(self.seat)
            self.hint_asked = True
            return True
        if event.type == pygame.KEYDOWN and event.key not in (*ACTIVATE_KEYS, pygame.K_ESCAPE):
            # Only Enter (or a click) lifts the curtain, and only it can come too soon (playtest:
            # Ctrl+Z, pressed as the take-back moment ran out, was told "Too soon": it was too late).
            self.keys.too_soon(self.app.curtain_key_settle, held or not fresh)  # (it still waits again)
            if not held:
                self.other_key = (self.app.time, is_undo_key(event))
                self.too_soon_at = None
            return True
        too_soon = event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE and self.key_too_soon(held or not fresh)
        if event.type == pygame.MOUSEBUTTONDOWN and not fresh and self.app.curtain_settle > 0:
            if self.pass_click_due:
                self.pass_click_due = False  # (playtest: "Too soon" scolded the click that passed the screen)
            else:
                self.too_soon_at = self.app.time  # (playtest: a quick click did nothing and said nothing)
        if held or too_soon or (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not fresh):
            return True  # meant for the turn just played: the next player lifts the curtain themselves
        # A click anywhere lifts the curtain (the button is there for keyboards and clarity).
        # Only a whole click made on the curtain: the release of the click that ended the
        # last player's turn must not lift it.
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed_here = True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed_here
                and not self.ready.rect.collidepoint(event.pos)):
            self.lift()
            return True
        return super().handle(event)

    def key_too_soon(self, ignored: bool) -> bool:
        """True for a key pressed before the keyboard has been quiet for `app.curtain_key_settle`
        seconds (or for the curtain's first moments); each such press, and one `ignored` anyway,
        waits again. Playtest: Bruno tapped Enter through his hint's steps, and his taps, 1.0 and
        1.3 s apart, went on through the curtain and showed Chloé's tiles. Clicks need no wait:
        one is made on the curtain on purpose."""
        soon = self.keys.too_soon(self.app.curtain_key_settle, ignored)
        if soon and self.app.curtain_key_settle > 0:
            self.too_soon_at = self.app.time
            self.other_key = None
        return soon

    def footer(self) -> str:
        if self.too_soon_at is not None and self.app.time - self.too_soon_at < FOOTER_SECONDS:
            return "Too soon: wait a moment, then click or press Enter"
        if self.other_key is not None and self.app.time - self.other_key[0] < FOOTER_SECONDS and self.other_key[1]:
            return self.too_late_to_undo()
        if self.hint_asked:
            return HINT_READY
        return READY

    def footer_stands_out(self) -> bool:
        """The footer answers a key just pressed (sand), not the standing invitation (mist)."""
        if self.other_key is not None and self.app.time - self.other_key[0] < FOOTER_SECONDS:
            return True  # another key: the invitation stands out, saying which keys lift the curtain
        return self.footer() not in (READY, HINT_READY)

    def too_late_to_undo(self) -> str:
        """What Undo's keys say on the curtain: the turn before is over and stays played (words that
        hold with take-back set to Off too, where no take-back moment ever came)."""
        last = self.table.last_human
        if last is not None and last != self.seat and 0 <= last < len(self.table.names):
            return f"{self.table.names[last]}'s turn is over: it can't be taken back now"
        return "The last turn is over: it can't be taken back now"

    def curtain(self, screen_size: tuple[int, int]) -> pygame.Surface:
        """Backdrop, folds, glow and bands: they never move, so they are built once per window size
        (two full-window alpha layers and sixteen circles each frame were most of the frame's work)."""
        key = (screen_size, self.size)
        if self._curtain is None or self._curtain_key != key:
            self._curtain = pygame.Surface(screen_size)
            self._curtain_key = key
            self.draw_curtain(self._curtain)
        return self._curtain

    def draw_curtain(self, surface):
        w, h = self.size
        rgb = theme.player_rgb(self.colour)
        theme.draw_backdrop(surface)
        # Heavy velvet folds in deep navy, lit faintly by the player's colour.
        folds = pygame.Surface((w, h), pygame.SRCALPHA)
        n = 10
        for i in range(n):
            x = (i + 0.5) * w / n
            shade = theme.mix(PALETTE["deep"], rgb, 0.05 + 0.03 * math.sin(i * 1.9))
            pygame.draw.ellipse(folds, (*shade, 235), (x - w / n * 0.62, -h * 0.25, w / n * 1.24, h * 1.5))
        surface.blit(folds, (0, 0))
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        cy = round(h * 0.36)
        for i in range(16, 0, -1):
            pygame.draw.circle(glow, (*rgb, 4), (w // 2, cy - self.px(40)), self.px(24) * i)
        surface.blit(glow, (0, 0))
        band = pygame.Rect(0, 0, w, self.px(10))
        pygame.draw.rect(surface, rgb, band)
        pygame.draw.rect(surface, rgb, band.move(0, h - band.height))

    def draw(self, surface):
        w, h = self.size
        cy = round(h * 0.36)
        surface.blit(self.curtain(surface.get_size()), (0, 0))
        theme.draw_token(surface, self.colour, (w // 2, cy - self.px(96)), self.px(50))
        theme.blit_text(surface, f"Pass to {self.player_name}", "title", self.px(66), PALETTE["sand"],
                        (w // 2, cy - self.px(20)), "midtop")
        theme.blit_text(surface, f"{self.player_name} plays {self.colour}. Everyone else, look away.", "body",
                        self.px(22), PALETTE["foam"], (w // 2, cy + self.px(70)), "midtop")
        note = self.table.curtain_note(self.seat)
        if note:  # e.g. Sea Scroll's last round: known before the turn is seen
            theme.blit_text(surface, theme.ellipsize(note, "bold", self.px(20), w - self.px(80)), "bold",
                            self.px(20), PALETTE["coral_hi"], (w // 2, cy + self.px(110)), "midtop")
        self.draw_widgets(surface)
        footer = self.footer()
        colour = PALETTE["sand"] if self.footer_stands_out() else PALETTE["mist"]
        theme.blit_text(surface, footer, "body", self.px(16), colour,
                        (w // 2, self.ready.rect.bottom + self.px(18)), "midtop")
