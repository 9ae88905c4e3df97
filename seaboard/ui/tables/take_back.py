"""A human's last step of the turn, held for a moment before it reaches the engine.

Some steps end the turn and reveal something at once (Blooming Sea's placement draws the next
tile; Sea Scroll's discard hands the table to the next player, behind the curtain in hot seat),
so Undo could never take them back (playtests). A table using this mixin holds such a move for
a moment: Undo (U, Ctrl+Z, Escape) takes it back, Keep (a button on the moment's card), Enter or a
click on the held piece keeps it at once, and otherwise it is kept when the moment ends. The
engine has not seen the move meanwhile: nothing is drawn or revealed. The moment stands still
while the table is covered (the pause menu: a save made there holds the move not yet played),
while the pointer rests on Undo (or the keyboard is on it), or when it comes back onto the held
piece: a player reaching for Undo never loses it (playtest: 2.5 s was gone before they looked).
Its length is the player's (Settings: Take-back time, 3 s by default); Off plays such moves at once,
as do headless runs (tests, screenshots) and demos, as their bots do.

The game-independent part lives here; a table says which moves wait (`holds`), what the moment
says, where the held piece is (`pointer_on_pending`), and what a take-back restores (`returned`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from seaboard.store.settings import DEFAULT_TAKE_BACK_SECONDS
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.widgets.button import Button, FocusGroup

# The moment's default length; the player chooses it in Settings (Take-back time: Off, 2, 3 or 5 s).
# Playtests: 2.5 s left a newcomer no time to look at the board and then undo (the moment now stands
# still while the pointer rests on Undo), and 5 s on every move was slow for a practised player.
TAKE_BACK_SECONDS = DEFAULT_TAKE_BACK_SECONDS
KEEP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class PendingMove:
    move: Any
    seconds_left: float
    total: float
    by_keys: bool = False  # played with the keyboard
    # The pointer has been off the held piece since it was played: coming back onto it now is
    # reaching for it (a pointer still resting where it dropped the piece does not hold the moment forever).
    left_piece: bool = False
    paused: bool = False  # the moment stands still this frame (the bar says so)


class TakeBackMixin:
    """Before TableScene in a table's bases: `submit` and `undo` come here first."""

    pending: PendingMove | None = None
    _keep_group: FocusGroup | None = None
    _said = ""  # the last thing the moment said
    BACK_IN_HAND = "Back in your hand."
    WAITS = "It waits: Keep, Enter or a click on it keeps it; Undo takes it back."
    # The pause menu's note while a move waits: quitting does not keep the move (the save holds the
    # position before it), so each game says what the player gets back.
    PENDING_QUIT_NOTE = "Your move is not kept yet: quitting keeps the game from before it."
    # The header's step while a move waits, after "Ada's turn" (the turn is not over yet: in hot seat
    # "Turn over · Bruno is next" comes once it is kept, as the points land).
    TAKE_BACK_STEP = "keep it or take it back"

    # -- what a table says ---------------------------------------------------------------------
    def holds(self, move) -> bool:
        """Whether `move` (legal, by the human to act) waits for its moment."""
        return False

    def held_words(self, move) -> str:
        return "Played. Undo takes it back; Keep or Enter keeps it now."

    def on_hold(self, move) -> None:
        """The move now waits: clear what chose it (a keyboard cursor)."""

    def returned(self, pending: PendingMove) -> None:
        """A take-back: put back what the move had cleared (a rotation, a keyboard cursor)."""

    def pointer_on_pending(self, pos) -> bool:
        """`pos` is on the held piece."""
        return False

    def pending_by_keys(self) -> bool:
        return False

    # -- the moment ------------------------------------------------------------------------------
    @property
    def keep_group(self) -> FocusGroup:
        """Keep, on the moment's card beside its countdown. Playtest: by mouse the only way to keep
        the move was to wait. Drawn with the card, over it, so not in the main focus group (Enter
        keeps anyway): its own group, as the header's Undo has, so it hovers, presses and acts on
        release as the other buttons do."""
        if self._keep_group is None:
            # The default (secondary) style, dark on the sand card: a pale one hardly showed (playtest).
            keep = Button("Keep", self.keep_pending)
            keep.visible = False
            self._keep_group = FocusGroup([keep])
        return self._keep_group

    @property
    def keep_button(self) -> Button:
        return self.keep_group.widgets[0]

    def take_back_seconds(self) -> float:
        """The moment's length: Settings' Take-back time; 0 (Off) plays the move at once, as ever
        before the moment, curtain and all."""
        # Headless runs (tests, screenshots) play moves at once, as their bots do.
        if self.app is None or self.app.bot_pace == 0 or self.demo:
            return 0.0
        return self.app.settings.take_back_seconds

    def would_hold(self, move) -> bool:
        """`move`, submitted now, would wait for its moment (not an illegal one: that is refused at once)."""
        return (self.take_back_seconds() > 0 and self.human_to_act and self.holds(move)
                and self.game.explain(move) is None)

    def submit(self, move) -> bool:
        if self.pending is not None:  # one move waits already: keep it or take it back first
            self.say(self.WAITS)
            return False
        if not self.would_hold(move):
            return super().submit(move)  # (an illegal move: refused in the engine's words as ever)
        seconds = self.take_back_seconds()
        self.pending = PendingMove(move, seconds, seconds, by_keys=self.pending_by_keys())
        # Usable at once: greyed for the position before the move until the next update, it let a
        # click later in this frame, or in the next one, go nowhere (playtest: a lost Undo).
        self.undo_button.enabled, self.undo_button.reason = True, ""
        self.clear_hint()
        self.drag.clear()
        self.on_hold(move)
        self.hold_key_in_hand()  # (a held Enter must not keep it at once)
        self.say(self.held_words(move))
        return True

    def status_step(self) -> str | None:
        return self.TAKE_BACK_STEP if self.pending is not None else super().status_step()

    def say(self, words: str) -> None:
        self.show_message(words)
        self._said = self.message

    def message_is_advice(self) -> bool:
        # What the moment says is no refusal: sand, not coral.
        return super().message_is_advice() or (bool(self.message) and self.message == self._said)

    def keep_pending(self) -> bool:
        pending, self.pending = self.pending, None
        if pending is None:
            return False
        self.message = ""
        return super().submit(pending.move)

    def take_back(self) -> None:
        pending, self.pending = self.pending, None
        self.returned(pending)
        self.hold_key_in_hand()  # its repeats, held on, do nothing more
        self.say(self.BACK_IN_HAND)

    def request_hint(self) -> None:
        # The hint would be for a position about to change (and its Enter would keep the move): the
        # moment's own words, in sand, say how to go on, as a click elsewhere on the board does.
        if self.pending is not None:
            self.say(self.WAITS)
            return
        super().request_hint()

    def undo(self) -> None:
        if self.pending is not None:
            self.take_back()
            return
        super().undo()

    # -- a move let go, still flying into place --------------------------------------------------
    # A dropped piece snaps into place (the drag's flight) before its move is submitted. Playtest
    # (hot seat, a busy machine): Undo clicked just after the drop was greyed, saying "You can't
    # undo: ... has played since" (the game had not seen the move), so the click went nowhere and
    # the move was kept. The moment, for Undo and the keys, starts as the piece is let go.
    def held_move_landing(self) -> bool:
        """A move that will wait for its moment is flying into place."""
        drag = getattr(self, "drag", None)
        return drag is not None and any(self.would_hold(move) for move in drag.landing_moves())

    def land_held_move(self) -> None:
        """Such a move lands now and waits (the keys and header buttons act on it as it waits)."""
        if self.pending is None and self.held_move_landing():
            # The key being handled did not play the move (submit holds that one): it still acts.
            key, self.key_in_hand = self.key_in_hand, None
            self.drag.settle()
            self.key_in_hand = key

    def take_back_open(self) -> bool:
        """Undo takes a move back now: one waits, or one that will wait is landing."""
        return self.pending is not None or self.held_move_landing()

    def handle_pending(self, event) -> bool:
        """While a move waits: Enter or the Keep button keeps it, Escape takes it back; a click
        goes to `click_while_pending`; the header's buttons and the table's own keys work."""
        # The Keep button sees every mouse event, a move waiting or not: its release comes after
        # the moment may have ended (the button, hidden then, only lets go), and a hidden one un-hovers.
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.keep_group.handle(event):
            return True
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN
                                            and self.focus.widget_at(event.pos) is not None):
            # Keys and the header's buttons never reach the drag, whose own input lands a flying
            # piece first: a move landing waits now, for Undo, Escape or Enter to act on.
            self.land_held_move()
        if self.pending is None:
            return False
        if event.type == pygame.KEYDOWN:
            focused = self.focus.focused if self.focus.keyboard_used else None
            if event.key in KEEP_KEYS and focused is None:  # (else Enter is for the focused button)
                self.keep_pending()
                return True
            if event.key == pygame.K_ESCAPE:
                self.take_back()
                return True
            return False  # U, Ctrl+Z, F1, H...: the table's own keys
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.focus.widget_at(event.pos) is not None:
                return False
            return self.click_while_pending(event.pos)
        return False

    def click_while_pending(self, pos) -> bool:
        """A click on the held piece keeps it; elsewhere on the board, the moment says how to go on."""
        if self.pointer_on_pending(pos):
            self.keep_pending()
        else:
            self.say(self.WAITS)
        return True

    def update_pending(self, dt: float) -> None:
        if self.pending is not None and self.app.top is self:
            self.pending.paused = self.reaching_for_undo()
            if not self.pending.paused:
                self.pending.seconds_left -= dt
            if self.pending.seconds_left <= 0:
                self.keep_pending()
        if self.pending is not None:
            if self.message == self._said:
                self.message_time = self.app.time  # its words stay up as long as the move waits
            elif not self.message:
                self.message = self._said  # a refusal said meanwhile has had its time: back to the moment's words
                self.message_time = self.app.time
        if self.take_back_open():
            self.undo_button.enabled, self.undo_button.reason = True, ""
        self.keep_button.visible = False  # until its card is drawn again (draw_countdown)

    def reaching_for_undo(self) -> bool:
        """The pointer on the Undo button or back on the held piece, or the keyboard on Undo."""
        if self.focus.keyboard_used and self.focus.focused is self.undo_button:
            return True
        pointer = self.app.pointer
        if self.undo_button.visible and self.undo_button.rect.collidepoint(pointer):
            return True
        on_it = self.pointer_on_pending(pointer)
        if not on_it:
            self.pending.left_piece = True
        return on_it and self.pending.left_piece

    # -- drawing ---------------------------------------------------------------------------------
    def countdown_room(self, width: int | None = None) -> int:
        """The height the moment's foot takes on a card `width` wide: the Keep button, with the bar
        beside it, or above it on a narrow card."""
        return self.keep_height() + self.px(8) + (self.px(14) if self.countdown_stacked(width) else 0)

    def countdown_stacked(self, width: int | None) -> bool:
        """On a narrow card the bar runs above Keep, across the card. Playtest: beside Keep in Blooming
        Sea's hand panel at 1024x640 it was about 50 px, too short to read as a countdown."""
        return width is not None and width - 3 * self.px(10) - self.keep_width(width) < self.px(110)

    def keep_width(self, card_width: int) -> int:
        return min(self.keep_button.natural_width(self.px(14)), card_width // 2)

    def keep_height(self) -> int:
        return theme.font("bold", self.px(14)).get_height() + self.px(10)

    def lay_out_keep(self, card: pygame.Rect) -> None:
        """Lays the Keep button out at the card's foot, on the right: its text size and its rect."""
        pad = self.px(10)
        keep = self.keep_button
        keep.px = self.px(14)
        width = self.keep_width(card.width)
        keep.rect = pygame.Rect(card.right - pad - width, card.bottom - pad - self.keep_height(), width,
                                self.keep_height())

    def draw_countdown(self, surface, card: pygame.Rect) -> None:
        """The moment left, as a bar at the foot of its card, beside Keep: it empties, then the move
        stays. Standing still (the pointer on Undo), it turns to the sea's colour."""
        pad = self.px(10)
        height = max(3, self.px(6))
        keep = self.keep_button
        self.lay_out_keep(card)
        keep.visible = True
        if self.countdown_stacked(card.width):
            track = pygame.Rect(card.left + pad, keep.rect.top - self.px(8) - height, card.width - 2 * pad, height)
        else:
            track = pygame.Rect(card.left + pad, keep.rect.centery - height // 2,
                                keep.rect.left - pad - card.left - pad, height)
        share = max(0.0, self.pending.seconds_left / self.pending.total)
        pygame.draw.rect(surface, theme.mix(PALETTE["ink"], PALETTE["sand"], 0.55), track, border_radius=height)
        left_part = pygame.Rect(track.left, track.top, round(track.width * share), track.height)
        colour = PALETTE["sea"] if self.pending.paused else PALETTE["coral"]
        pygame.draw.rect(surface, colour, left_part, border_radius=height)
        keep.draw(surface)


def draw_clock(surface, centre, r: int, pending: PendingMove) -> None:
    """A small clock: the moment left as a slice from the top, clockwise, shrinking back to the top."""
    share = max(0.0, min(1.0, pending.seconds_left / pending.total))
    pygame.draw.aacircle(surface, PALETTE["ink"], centre, r + 1)
    pygame.draw.aacircle(surface, PALETTE["sand_hi"], centre, r - 1)
    if share > 0:
        inner = r - max(2, r // 4)
        steps = max(2, round(32 * share))
        points = [centre] + [(centre[0] + inner * math.sin(2 * math.pi * share * k / steps),
                              centre[1] - inner * math.cos(2 * math.pi * share * k / steps))
                             for k in range(steps + 1)]
        pygame.draw.polygon(surface, PALETTE["sea"] if pending.paused else PALETTE["ink"], points)
