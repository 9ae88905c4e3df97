"""The replay scene: a finished or saved game, stepped forward and back.

The board is drawn by the game's own table scene, fed the replay's position
through a read-only stand-in whose views reveal everything (a replay has no
secrets). Beside it: the controls, the players with their scores as they
were, and the log up to the current move.
"""

from __future__ import annotations

import inspect
from typing import Any

import pygame

from seaboard.engine.core import Game, IllegalMove
from seaboard.store.replay import Replay
from seaboard.store.saves import SavedGame
from seaboard.store.turns import turns_phrase
from seaboard.ui import persist
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.scenes.quickref import QuickRefCard, is_help_key
from seaboard.ui.scenes.results import winners_phrase
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.log_panel import LogPanel, event_seat

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 0.9  # one move per this many seconds at 1x


class RevealedGame:
    """A read-only game whose views show everything; the table draws it like a game."""

    def __init__(self, game: Game):
        self._game = game
        self._omniscient = "omniscient" in inspect.signature(game.view).parameters

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def view(self, seat: int, omniscient: bool = True) -> Any:
        if self._omniscient:
            return self._game.view(seat, omniscient=True)
        return self._game.view(seat)

    def legal_moves(self) -> list:
        return []  # nothing to play in a replay: no drop targets light up

    def explain(self, move) -> str:
        return "This is a replay: moves can't be played here."

    def apply(self, move):
        raise IllegalMove("This is a replay: moves can't be played here.")

    @property
    def can_undo(self) -> bool:
        return False


class IconButton(Button):
    """A button with a drawn icon (the text fonts have no arrow or play glyphs)."""

    def __init__(self, icon: str, on_click=None, **kwargs):
        super().__init__("", on_click, **kwargs)
        self.icon = icon

    def draw(self, surface, show_focus=False):
        if not self.visible:
            return
        super().draw(surface, show_focus)
        ink = PALETTE["dim"] if not self.enabled else (PALETTE["ink"] if self.style == "primary" else PALETTE["foam"])
        draw_icon(surface, self.icon, self.rect, ink)


def draw_icon(surface: pygame.Surface, icon: str, rect: pygame.Rect, ink) -> None:
    cx, cy = rect.center
    s = min(rect.width, rect.height) * 0.22

    def tri(x: float, pointing: int) -> None:
        pts = [(x - s * 0.8 * pointing, cy - s), (x - s * 0.8 * pointing, cy + s), (x + s * 0.8 * pointing, cy)]
        pygame.draw.polygon(surface, ink, pts)
        pygame.draw.aalines(surface, ink, True, pts)

    def bar(x: float) -> None:
        pygame.draw.rect(surface, ink, pygame.Rect(round(x - s * 0.18), round(cy - s), max(2, round(s * 0.36)),
                                                   round(2 * s)))

    if icon == "play":
        tri(cx + s * 0.15, 1)
    elif icon == "pause":
        bar(cx - s * 0.45)
        bar(cx + s * 0.45)
    elif icon == "forward":
        tri(cx, 1)
    elif icon == "back":
        tri(cx, -1)
    elif icon == "end":
        tri(cx - s * 0.3, 1)
        bar(cx + s * 0.75)
    elif icon == "start":
        tri(cx + s * 0.3, -1)
        bar(cx - s * 0.75)
    elif icon in ("up", "down"):
        d = -1 if icon == "up" else 1
        pts = [(cx - s, cy - s * 0.5 * d), (cx + s, cy - s * 0.5 * d), (cx, cy + s * 0.6 * d)]
        pygame.draw.polygon(surface, ink, pts)
        pygame.draw.aalines(surface, ink, True, pts)


class ReplayScene(WidgetScene):
    reveal_keys = ()  # its keys act at once
    name = "replay"

    def __init__(self, app, saved: SavedGame | None = None, replay: Replay | None = None, seats=None):
        super().__init__(app)
        if replay is None:
            if saved is None:
                raise ValueError("a replay needs a saved game or a Replay")
            replay = Replay.from_saved(saved)
        self.replay = replay
        self.saved = saved
        game = replay.final
        from seaboard.ui.scenes.table_base import TableSetup
        from seaboard.ui.tables import table_class

        if seats is None:
            seats = persist.seat_configs(saved) if saved is not None else \
                TableSetup.default(game.game_id, game.players, game.seed, game.options).seats
        self.seats = list(seats)
        setup = TableSetup(game.game_id, game.players, game.seed, dict(game.options), seats)
        self.table = table_class(game.game_id)(app, setup, game=RevealedGame(replay.game))
        self.table.last_human = 0  # whose seat the board is drawn from: click a player to change
        self.names = replay.names() if replay.seats else [s.name for s in self.seats]
        self.log_panel = LogPanel(self.names, [s.colour for s in seats])
        self._log_upto = 0
        self.playing = False
        self.speed_index = 1
        self.timer = 0.0
        self.buttons = {
            "start": IconButton("start", self.to_start),
            "back": IconButton("back", self.back_one),
            "play": IconButton("play", self.toggle_play, style="primary"),
            "forward": IconButton("forward", self.forward_one),
            "end": IconButton("end", self.to_end),
        }
        self.prev_turn = Button("Turn −", lambda: self.jump_turn(-1), style="quiet")
        self.next_turn = Button("Turn +", lambda: self.jump_turn(1), style="quiet")
        self.short_speed = False  # "2×" for "Speed 2×" where the button has no room (layout decides)
        self.speed_button = Button(self.speed_label(), self.cycle_speed, style="quiet")
        self.close_button = Button("Close", self.back, style="quiet")
        self.keys_button = Button("?", self.show_keys, style="quiet")
        # At the end of a finished game: its results card again, breakdown and all (playtest: a
        # finished game's card, skipped by accident, could not be brought back).
        self.results_button = Button("Results", self.show_results, style="primary")
        self.focus.set([*self.buttons.values(), self.prev_turn, self.next_turn, self.speed_button,
                        self.results_button, self.keys_button, self.close_button])
        self.focus.focus(self.buttons["play"])
        self.sync()

    # -- the cursor ----------------------------------------------------------
    def sync(self, events: list | None = None) -> None:
        """Show the replay's current position (and animate `events` if one step forward)."""
        self.table.game = RevealedGame(self.replay.game)
        if self.replay.index < self._log_upto:
            self.log_panel.clear()
            self._log_upto = 0
        names = self.names
        for step_events in self.replay.events[self._log_upto:self.replay.index]:
            for event in self.table.worded(step_events):
                try:
                    line = event.describe(names)
                except (IndexError, KeyError, TypeError, AttributeError):
                    line = type(event).__name__
                self.log_panel.add(line, event_seat(event), spots=self.table.log_spots(event))
        self._log_upto = self.replay.index
        if events:
            self.table.on_events(events)
        else:
            # A jump or a step back: animations of the old position must not play on.
            hook = getattr(self.table, "on_undo", None)
            if callable(hook):
                hook()
        self.buttons["start"].enabled = self.buttons["back"].enabled = not self.replay.at_start
        self.buttons["forward"].enabled = self.buttons["end"].enabled = not self.replay.at_end
        self.prev_turn.enabled = self.replay.turn_at() > 1 or self.replay.index > 0
        self.next_turn.enabled = not self.replay.at_end
        self.results_button.visible = self.results_offered()
        if self.replay.at_end:
            self.set_playing(False)

    def forward_one(self) -> None:
        events = self.replay.step_forward()
        self.sync(events)
        if events:
            persist.sounds(self.app).play_for_events(events)

    def back_one(self) -> None:
        self.replay.step_back()
        self.sync()

    def to_start(self) -> None:
        self.replay.to_start()
        self.sync()

    def to_end(self) -> None:
        self.replay.to_end()
        self.sync()

    def jump_turn(self, delta: int) -> None:
        turn = self.replay.turn_at()
        starts = self.replay.turn_starts
        if delta < 0 and turn >= 1 and self.replay.index > starts[turn - 1]:
            target = turn  # back to the start of the turn we are in
        else:
            target = turn + delta
        if target > len(starts):
            self.replay.to_end()
        else:
            self.replay.jump_to_turn(max(1, target))
        self.sync()

    def seek_fraction(self, fraction: float) -> None:
        self.replay.seek(round(max(0.0, min(1.0, fraction)) * len(self.replay)))
        self.sync()

    # -- playing ---------------------------------------------------------------
    def speed_label(self, speed: float | None = None) -> str:
        speed = SPEEDS[self.speed_index] if speed is None else speed
        return f"{speed:g}×" if self.short_speed else f"Speed {speed:g}×"

    def cycle_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self.speed_button.label = self.speed_label()

    def change_speed(self, direction: int) -> None:
        """+ and − (as in the demo): one speed faster or slower, stopping at the ends."""
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + direction))
        self.speed_button.label = self.speed_label()

    def set_playing(self, playing: bool) -> None:
        self.playing = playing
        self.table.replay_playing = playing  # its side panel then says nothing about pressing Play
        self.buttons["play"].icon = "pause" if playing else "play"
        self.timer = 0.0

    def toggle_play(self) -> None:
        if not self.playing and self.replay.at_end:
            self.to_start()
        self.set_playing(not self.playing)

    def update(self, dt):
        self.table.update(dt)  # the table's own animations (it is not on the stack: no bots run)
        # The log line under the pointer names places: the board rings them, as at the table.
        self.log_panel.hover(self.app.pointer if self.app.top is self else None)
        self.table.log_marks = self.log_panel.hovered_spots
        if not self.playing:
            return
        self.timer += dt
        interval = STEP_SECONDS / SPEEDS[self.speed_index]
        while self.playing and self.timer >= interval:
            self.timer -= interval
            self.forward_one()

    # -- the results -------------------------------------------------------------
    def results_offered(self) -> bool:
        """At the end of a game that was finished: its results can be shown again."""
        return self.replay.at_end and self.replay.game.is_over

    def show_results(self) -> None:
        """The game's own results card (the engine's result(), drawn as at the table), over the
        final position; its one button, Enter or Escape come back to the replay."""
        if self.results_offered():
            self.set_playing(False)
            self.app.push(self.table.results_card().for_review("Back to replay", self.app.pop))

    # -- input -----------------------------------------------------------------
    def back(self) -> None:
        self.app.pop()

    def show_keys(self) -> None:
        self.app.push(ReplayKeysCard(self.app, self))

    def view_seat(self, seat: int) -> None:
        """Draw the board from `seat`'s side (its hand, its view)."""
        if 0 <= seat < len(self.seats):
            self.table.last_human = seat

    def handle(self, event):
        if is_help_key(event):
            self.show_keys()
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            self.view_seat(event.key - pygame.K_1)  # the keyboard's "click a player"
            return True
        if (event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_SHIFT
                and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)):
            # The bare keys go through the turns: with Shift they scroll the game log (playtest:
            # it could not be read from the keyboard).
            return self.log_panel.handle_key(event)
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.forward_one, pygame.K_LEFT: self.back_one,
                pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_PAGEUP: lambda: self.jump_turn(-1), pygame.K_PAGEDOWN: lambda: self.jump_turn(1),
                pygame.K_r: self.show_results,
                pygame.K_PLUS: lambda: self.change_speed(1), pygame.K_EQUALS: lambda: self.change_speed(1),
                pygame.K_KP_PLUS: lambda: self.change_speed(1),
                pygame.K_MINUS: lambda: self.change_speed(-1), pygame.K_KP_MINUS: lambda: self.change_speed(-1),
            }
            if event.key in keys:
                keys[event.key]()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.scrub.inflate(0, self.px(12)).collidepoint(event.pos):
                self.seek_fraction((event.pos[0] - self.scrub.left) / max(1, self.scrub.width))
                return True
            for i, row in enumerate(self.player_rows):
                if row.collidepoint(event.pos):
                    self.view_seat(i)
                    return True
        if self.log_panel.handle(event):
            return True
        return super().handle(event)

    # -- layout and drawing -------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        self.table.layout(size)
        w, h = size
        t = self.table
        self.header = pygame.Rect(0, 0, w, self.px(64))
        side = t.side
        pad = self.px(12)
        self.controls = pygame.Rect(side.left, side.top, side.width, self.px(172))
        bw = (side.width - 2 * pad - 4 * self.px(6)) // 5
        bh = self.px(44)
        x = side.left + pad
        y = self.controls.top + self.px(44)
        for button in self.buttons.values():
            button.rect = pygame.Rect(x, y, bw, bh)
            button.px = self.px(16)
            x += bw + self.px(6)
        self.scrub = pygame.Rect(side.left + pad, y + bh + self.px(14), side.width - 2 * pad, self.px(8))
        y = self.scrub.bottom + self.px(14)
        third = (side.width - 2 * pad - 2 * self.px(6)) // 3
        # One label size for the three, at which the widest label (any speed) shows whole; with
        # too little room even so, the speed button says just "2×".
        floor = 9

        def labels() -> list[str]:
            return ["Turn −", "Turn +"] + [self.speed_label(speed) for speed in SPEEDS]

        self.short_speed = False
        self.short_speed = any(theme.font("bold", floor).size(label)[0] > third - 16 for label in labels())
        small = min(theme.fit_size(label, "bold", self.px(14), third - 16, floor=floor) for label in labels())
        for i, button in enumerate((self.prev_turn, self.next_turn, self.speed_button)):
            button.rect = pygame.Rect(side.left + pad + i * (third + self.px(6)), y, third, self.px(36))
            button.px = small
        self.speed_button.label = self.speed_label()
        self.controls.height = self.prev_turn.rect.bottom + pad - self.controls.top
        rows = len(self.seats)
        # The first row starts under the "Scores" title, which grows with the text size.
        rows_top = self.score_rows_top()
        self.players_panel = pygame.Rect(side.left, self.controls.bottom + self.px(10), side.width,
                                         rows_top + self.px(4) + self.px(40) * rows + self.px(6))
        self.player_rows = [pygame.Rect(side.left + self.px(8), self.players_panel.top + rows_top + i * self.px(40),
                                        side.width - self.px(16), self.px(36)) for i in range(rows)]
        self.log_panel.px = self.px(14)
        self.log_panel.layout(pygame.Rect(side.left, self.players_panel.bottom + self.px(10), side.width,
                                          max(self.px(80), side.bottom - self.players_panel.bottom - self.px(10))))
        self.close_button.rect = pygame.Rect(w - self.px(16) - self.px(110), self.px(12), self.px(110), self.px(40))
        self.close_button.px = self.px(17)
        self.keys_button.rect = pygame.Rect(self.close_button.rect.left - self.px(10) - self.px(44), self.px(12),
                                            self.px(44), self.px(40))
        self.keys_button.px = self.px(18)
        rw = self.results_button.natural_width(self.px(17))
        self.results_button.rect = pygame.Rect(self.keys_button.rect.left - self.px(10) - rw, self.px(12),
                                               rw, self.px(40))
        self.results_button.px = self.px(17)

    def score_rows_top(self) -> int:
        """How far below the scores panel's top its first row starts: under the "Scores" title,
        a panel title grown with the text size (the design's 36 px while it fits), and under the
        caption where that has a line of its own."""
        top = theme.under_panel_title(self.px(17), self.px(10), self.px(2), self.px(36))
        if self.scores_caption_under():
            top += theme.font("body", self.px(12)).get_linesize() + self.px(2)
        return top

    def scores_caption(self) -> str:
        return f"click or 1-{len(self.seats)} to view a seat"

    def scores_caption_under(self) -> bool:
        """The caption goes under the "Scores" title where it does not fit beside it at its size
        (at 150% in a small window it shrank to the smallest print on the screen)."""
        head = theme.font("panel_title", self.px(17)).size("Scores")[0]
        room = self.table.side.width - 2 * self.px(14) - head - self.px(12)
        return theme.font("body", self.px(12)).size(self.scores_caption())[0] > room

    def draw(self, surface):
        theme.draw_backdrop(surface, bubbles=False)
        self.table.draw_table(surface, self.table.board)
        self.draw_header(surface)
        self.draw_controls(surface)
        self.draw_players(surface)
        self.log_panel.draw(surface)
        self.draw_widgets(surface)

    def draw_header(self, surface):
        bar = self.header
        layer = pygame.Surface(bar.size, pygame.SRCALPHA)
        layer.fill((*PALETTE["abyss"], 200))
        surface.blit(layer, bar.topleft)
        r = theme.blit_text(surface, self.table.game_cls.display_name, "title", self.px(30), PALETTE["sand"],
                            (self.px(20), bar.centery), "midleft")
        pill = theme.text("REPLAY", "black", self.px(13), PALETTE["ink"])
        box = pill.get_rect().inflate(self.px(16), self.px(8))
        box.midleft = (r.right + self.px(14), bar.centery)
        pygame.draw.rect(surface, PALETTE["coral"], box, border_radius=box.height // 2)
        surface.blit(pill, pill.get_rect(center=box.center))
        theme.blit_text(surface, self.status_line(), "bold", self.px(20), PALETTE["foam"],
                        (bar.centerx, bar.centery), "center")

    def status_line(self) -> str:
        game = self.replay.game
        if self.replay.at_end and game.is_over:
            return f"Final position · {winners_phrase([self.names[s] for s in game.result().winners])}"
        if self.replay.at_start:
            return "The start: nothing played yet"
        seat = game.current_player
        return f"{self.names[seat]} to play" if seat is not None else ""

    def draw_controls(self, surface):
        box = self.controls
        theme.draw_panel(surface, box, PALETTE["sea"], radius=self.px(14))
        pad = self.px(12)
        r = self.replay
        # Both counters share the top line: at a large text size they shrink rather than overlap.
        room = box.width - 2 * pad - self.px(10)
        turn_text, step_text = self.counters()
        width = room * 11 // 20 if step_text else room
        theme.blit_text(surface, turn_text, "bold", theme.fit_size(turn_text, "bold", self.px(17), width),
                        PALETTE["foam"], (box.left + pad, box.top + self.px(12)))
        if step_text:
            theme.blit_text(surface, step_text, "body", theme.fit_size(step_text, "body", self.px(15), room * 9 // 20),
                            PALETTE["mist"], (box.right - pad, box.top + self.px(14)), "topright")
        for button in (self.prev_turn, self.next_turn, self.speed_button):  # labels whole at any text size
            button.px = theme.fit_size(button.label, "bold", self.px(14), button.rect.width - 20)
        track = self.scrub
        pygame.draw.rect(surface, PALETTE["deep"], track, border_radius=track.height // 2)
        frac = r.index / len(r) if len(r) else 1.0
        filled = track.copy()
        filled.width = max(track.height, round(track.width * frac))
        pygame.draw.rect(surface, PALETTE["teal_hi"], filled, border_radius=track.height // 2)
        # Ticks at the start of each turn, so jumps have landmarks.
        if len(r) and r.turn_count <= track.width // 4:
            for start in r.turn_starts[1:]:
                x = track.left + round(track.width * start / len(r))
                pygame.draw.line(surface, theme.mix(PALETTE["deep"], PALETTE["foam"], 0.25), (x, track.top - 2),
                                 (x, track.top))
        knob = (track.left + round(track.width * frac), track.centery)
        pygame.draw.circle(surface, PALETTE["sand"], knob, self.px(8))
        pygame.draw.circle(surface, PALETTE["ink"], knob, self.px(8), width=1)

    def counters(self) -> tuple[str, str]:
        """The controls' top line: the turn (Turn − / Turn + move by turns, as saves count them)
        and, in a turn of several steps, where the step arrows are within it ('' if not).
        Playtest: "Move 0 of 33" beside "Turn 1 of 33" repeated one another in Blooming Sea
        (a turn is one step there) and disagreed at the start."""
        r = self.replay
        if not len(r):
            return "Nothing was played", ""
        if r.at_end:
            return f"{turns_phrase(r.turn_count)} played", ""
        turn_text = f"Turn {r.turn_at()} of {r.turn_count}"
        done, steps = r.steps_in_turn()
        if steps <= 1:  # a one-step turn: the arrows move by turns here too
            return turn_text, ""
        # "played": after the last step the next turn is shown, so "step 3 of 3" never came (playtest).
        return turn_text, f"{done} of {steps} steps played" if done else f"{steps} steps"

    def draw_players(self, surface):
        panel = self.players_panel
        theme.draw_panel(surface, panel, PALETTE["sea"], radius=self.px(14))
        # A panel title, as "Players" and "Game log" are (playtest: at 150% it stayed small).
        head = theme.blit_text(surface, "Scores", "panel_title", self.px(17), PALETTE["sand"],
                               (panel.left + self.px(14), panel.top + self.px(10)))
        caption = self.scores_caption()
        if self.scores_caption_under():
            room = panel.width - 2 * self.px(14)
            size = theme.fit_size(caption, "body", self.px(12), room, floor=8)
            theme.blit_text(surface, caption, "body", size, PALETTE["dim"], (head.left, head.bottom))
        else:
            room = panel.right - self.px(14) - head.right - self.px(12)  # clear of the heading
            size = theme.fit_size(caption, "body", self.px(12), room, floor=8)
            theme.blit_text(surface, caption, "body", size, PALETTE["dim"],
                            (panel.right - self.px(14), panel.top + self.px(14)), "topright")
        scores = self.replay.scores()
        current = self.replay.game.current_player
        for i, row in enumerate(self.player_rows):
            if i == self.table.last_human:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=self.px(9))
            if i == current and not self.replay.game.is_over:
                pygame.draw.rect(surface, PALETTE["sand"], (row.left, row.top + 5, 4, row.height - 10),
                                 border_radius=2)
            theme.draw_token(surface, self.seats[i].colour, (row.left + self.px(22), row.centery), self.px(12))
            name = theme.ellipsize(self.names[i], "bold", self.px(16), row.width - self.px(110))
            theme.blit_text(surface, name, "bold", self.px(16), PALETTE["foam"], (row.left + self.px(44), row.centery),
                            "midleft")
            theme.blit_text(surface, theme.number_text(scores[i]), "title", self.px(20), PALETTE["sand"],
                            (row.right - self.px(12), row.centery), "midright")


class ReplayKeysCard(QuickRefCard):
    """The replay's keys (F1, "?" or the ? button)."""

    title = "Replay keys"
    card_size = (680, 480)

    def sections(self):
        seats = len(self.table.seats)
        return [
            [("Left / Right", "one move back / forward"), ("Space", "play or pause"),
             ("PgUp / PgDn", "a turn back / forward"), ("Home / End", "the start / the final position")],
            [("+ / −", "faster / slower (the speed button)"),
             ("Shift+PgUp / PgDn", "scroll the game log; Shift+Home / End: its first / newest line"),
             ("Tab / Shift+Tab", "the next / previous button; Enter presses it")],
            [(f"1-{seats}", "draw the board from that player's seat"),
             ("R", "the results, at the end of a finished game"), ("Escape", "close the replay")],
        ]
