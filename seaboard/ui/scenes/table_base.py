"""TableScene: what every game's table shares.

It owns the Game, one BotController per AI seat, the hand-off curtain, the
game log, pause on Escape and going to the results when the game ends. A
game's table subclass draws its board from `game.view(self.shown_seat)` in
`draw_table(surface, rect)`, turns input into moves with `self.submit(move)`
and animates the events it gets in `on_events(events)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from seaboard.ai.hint import HintWorker, describe_step
from seaboard.engine.core import Event, Game, IllegalMove, Move
from seaboard.engine.registry import game_class
from seaboard.store.undo import NoUndo
from seaboard.ui import persist
from seaboard.ui.anim import tween
from seaboard.ui.input.bot import BotController, available_level
from seaboard.ui.input.held_keys import HeldKeys
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import ACTIVATE_KEYS, NAVIGATION_KEYS, Button, FocusGroup
from seaboard.ui.widgets.log_panel import PAD, LogLine, LogPanel

SEAT_KINDS = ("human", "easy", "medium", "hard")
KIND_LABELS = {"human": "Human", "easy": "AI · Easy", "medium": "AI · Medium", "hard": "AI · Hard"}
DEFAULT_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Eun-ji", "Farah")

THINKING_ABOUT_A_HINT = "Thinking about a hint…"
# Enter pressed while the hint is still being thought about: it waits for nothing and presses nothing.
STILL_THINKING = "Still thinking about the hint…"
# H pressed while someone else plays.
HINTS_ON_YOUR_TURN = "Hints are for your own turn."
# The keys that play the table's own next step (Space is left out: Seagrass holds it to pan).
PRIMARY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def is_undo_key(event) -> bool:
    """Ctrl+Z, Cmd+Z (macOS's undo: it did nothing there), or U alone (playtest: many players
    pressed U for Undo and nothing happened). No table uses U for anything else; with Ctrl, Alt or
    Meta it is left to the system. With Shift, Z is redo's key, and there is no redo: it undoes nothing."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_z:
        return bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)) and not event.mod & pygame.KMOD_SHIFT
    return event.key == pygame.K_u and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)


# The keys that pass the screen while a turn is over and its points land (turn_over_next).
PASS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PASS_THE_SCREEN = "Click or press Enter to pass the screen."


def turn_over_words(next_name: str) -> str:
    """The header while a hot-seat turn is over and the screen is still its mover's (every game)."""
    return f"Turn over · {next_name} is next"


def next_player_words(next_name: str) -> str:
    """The table's instructions in that moment (every game): who is next and how to pass the screen."""
    return f"Next: {next_name}. {PASS_THE_SCREEN}"


@dataclass
class SeatConfig:
    name: str
    colour: str
    kind: str = "human"  # one of SEAT_KINDS

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass
class TableSetup:
    game_id: str
    players: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[SeatConfig] = field(default_factory=list)

    @classmethod
    def default(cls, game_id: str, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                kinds: list[str] | None = None) -> TableSetup:
        colours = theme.colours_for(game_id)
        chosen = (options or {}).get("colors") or (options or {}).get("colours")
        if isinstance(chosen, str) and chosen.count(",") == players - 1:
            # The game's own colour option (Blooming Sea) decides who is which colour.
            colours = tuple(c.strip().title() for c in chosen.split(","))
        kinds = kinds or ["human"] + ["easy"] * (players - 1)
        seats = [SeatConfig(DEFAULT_NAMES[i % len(DEFAULT_NAMES)] if kinds[i] == "human" else f"{colours[i]} bot",
                            colours[i % len(colours)], kinds[i]) for i in range(players)]
        return cls(game_id, players, seed, dict(options or {}), seats)


# How opaque a message pill is while the pointer is over it (the board under it shows through).
PEEK_ALPHA = 70


# The attract loop's side column, where a table keeps its caption there (caption_band False): wider,
# for the caption's bigger letters.
ATTRACT_SIDE_PX = 380


# A demo's game log shows at least this many lines where the players panel can give it the room
# (tables with one_line_demo_rows: their rows go to one line each).
DEMO_LOG_LINES = 5


class TableScene(WidgetScene):
    # In a demo, the players panel may keep one line per player (token, name, level) where its usual two
    # left the game log too few lines (playtest, Sea Scroll: two lines beside the caption at 150% text).
    one_line_demo_rows = False
    one_line_rows = False  # this layout's choice (set by layout)
    # The first Tab or arrow shows a hidden focus (a Sea Scroll hand card, the Colony button)
    # rather than skip past it; Enter and the game's own keys act at once.
    reveal_keys = NAVIGATION_KEYS
    name = "table"
    placeholder = False  # True only for the stand-in table
    results_delay = 1.2  # seconds to look at the final position before the results
    # The attract loop's caption: a band along the window's bottom, or (False: a table whose board
    # cannot spare the height, Sea Scroll's reef) a bigger box in a wider side column.
    caption_band = True

    def __init__(self, app, setup: TableSetup, game: Game | None = None, demo: bool = False):
        super().__init__(app)
        self.demo = demo  # attract loop: any key or click returns to the menu
        self.setup = setup
        self.game_cls = game_class(setup.game_id)
        self.game = game if game is not None else self.game_cls(setup.players, setup.seed, setup.options)
        # Demo mode (scenes/demo.py): the table draws every hand face up; bots still get the real game.
        self.demo_state = None
        self.demo_controls = None
        self.demo_band: pygame.Rect | None = None  # the attract loop's caption band (layout)
        self._log_revealed = False  # the log has said the scores it hid (the game is over)
        if demo:
            from seaboard.ui.scenes.demo import DemoState, OmniscientGame

            self.demo_state = DemoState()
            self.game = OmniscientGame(self.game)
        self.seats = setup.seats or TableSetup.default(setup.game_id, setup.players).seats
        self.names = [s.name for s in self.seats]
        think = app.settings.bot_think_seconds if app is not None else 1.0
        self.bots_think_seconds = think
        self.bots: dict[int, BotController] = {
            i: BotController(s.kind, self.game_cls, i, seed=setup.seed, think_seconds=think)
            for i, s in enumerate(self.seats) if not s.is_human
        }
        self.last_human: int | None = None  # the human seat who last saw the table
        self.last_mover: int | None = None  # the seat whose move was applied last (the curtain asks)
        self.turn_seen: int | None = None  # whose turn check_turn last saw (a new one: the log catches up)
        self.log: list[str] = []
        self.log_panel = LogPanel(self.names, [s.colour for s in self.seats])
        self.log_marks: tuple = ()  # the places the hovered log line names (the replay sets its own)
        self.message = ""
        self.message_time = 0.0
        self.message_waits_to_be_seen = False
        self._calm_message = ""  # the message said with calm=True, while it stands
        self._pointer_at_message: tuple[int, int] | None = None  # where the pointer rested as it was said
        self.message_seconds = 4.0
        self.message_box: pygame.Rect | None = None  # where the message was last drawn
        self._pill_key, self._pill = None, None  # message_pill's last answer
        self._pill_layer_key, self._pill_layer = None, None  # the pill drawn, for as long as it is the same
        self.message_peeked = False  # the pointer is over the message: it is drawn faint
        self.replay_playing = False  # a replay drawing this table is playing (ReplayScene sets it)
        self.undo_asked_at: int | None = None  # move count when Undo asked to take back others' moves too
        self.undo_question = ""  # the question it asked (an answer counts only while it shows)
        self.key_in_hand: int | None = None  # the key whose press is being handled (None for other input)
        self.question_keys = HeldKeys(set())  # the key that asked a question: its repeats are no answer
        self.bot_timer = 0.0
        self.over_timer = 0.0
        self.results_shown = False
        self.pause_button = Button("Menu", self.pause, style="quiet")
        # Undo (store/undo.py policy): disabled with the reason shown while it cannot help.
        self.undo_button = Button("Undo", self.undo, style="quiet")
        # Bots alone need no Undo or Hint (nor their keys).
        self.anyone_plays = not demo and any(seat.is_human for seat in self.seats)
        self.undo_button.visible = self.anyone_plays
        # Its own group, so it works even when a table sets self.focus to its own widgets.
        # Hint (H): the hard bot's suggestion for the human to act, said in words; tables may highlight it.
        self.hint_button = Button("Hint", self.request_hint, style="quiet")
        self.hint_button.visible = self.anyone_plays
        self.hint_worker = HintWorker()
        # "?" (and F1, is_help_key): the table's quick reference card; each table places it.
        self.help_button = Button("?", self.open_quickref, style="quiet")
        self.hint_move: Move | None = None
        self.hint_then: tuple[Move, ...] = ()
        self.keys_from_the_curtain = HeldKeys(set())
        self._hint_message = ""  # the message show_hint put up
        self._hint_asked_early: int | None = None  # the seat that pressed H before its turn
        self._hint_asked_at_curtain: int | None = None  # the seat whose curtain H was pressed on
        self.undo_group = FocusGroup([self.undo_button, self.hint_button])
        for button in self.header_buttons():
            # Playtest: Right x7 to the 7th reef school went on past the cards onto Menu, and the
            # next Enter opened the pause menu. The arrows walk the game; Tab reaches the header.
            button.arrows_reach = False
        self.focus.set([self.pause_button])

    # -- seats ------------------------------------------------------------------
    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def viewer(self) -> int:
        """Whose view the table draws: the human to act, else the last human who looked."""
        seat = self.game.current_player
        if seat is not None and self.seats[seat].is_human and seat == self.last_human:
            return seat
        if self.last_human is not None:
            return self.last_human
        if self.human_seats:
            return self.human_seats[0]
        return seat if seat is not None else 0

    @property
    def live(self) -> bool:
        """The table is being played (on the stack), not borrowed by a replay to draw a position."""
        return self.app is not None and self in self.app.stack

    def onlooker_words(self, live_words: str) -> str:
        """What the side panel tells someone watching another seat's turn: `live_words` at the
        table; in a paused replay nothing moves until it is played or stepped."""
        if self.demo_paused:
            return "Paused: press Play, Step or the right arrow to see their turn."
        if self.live:
            return live_words
        return "" if self.replay_playing else "Press Play, or the right arrow, to see their turn."

    @property
    def demo_paused(self) -> bool:
        """A watched demo on pause: nobody "is playing" until Play or Step. While a Step plays its
        turn it is not paused (playtest: a bot thinking through a Step read "Paused", so the Step
        seemed to stop mid-turn and a second one was pressed)."""
        return self.demo_state is not None and self.demo_state.holding and not self.game.is_over

    @property
    def shown_seat(self) -> int | None:
        """Whose secrets the screen may show: the viewer's, or nobody's (None, a spectator's
        view) while several humans share the screen and none of them is playing, say during
        a bot's turn: any of them may be looking. A replay shows everything anyway."""
        if self.demo or not self.live or self.game.is_over or not self.needs_curtains:
            return self.viewer
        seat = self.game.current_player
        if seat is not None and self.seats[seat].is_human and seat == self.last_human:
            return seat
        return None

    @property
    def needs_curtains(self) -> bool:
        """Several humans share a game with secrets: hands go behind the hand-off curtain."""
        return self.game.has_hidden_information and len(self.human_seats) > 1

    @property
    def human_to_act(self) -> bool:
        seat = self.game.current_player
        return seat is not None and self.seats[seat].is_human and not self.game.is_over

    def turn_over_next(self) -> int | None:
        """Hot seat, a turn just over: the next human's seat while the screen is still the mover's
        (their points land; the curtain comes when they have, or at once on a click or Enter:
        passes_the_screen). None otherwise. Tables with such a moment say when it is."""
        return None

    def passes_the_screen(self, event) -> bool:
        """In the turn-over moment, `event` passes the screen now: a left click off the buttons, or
        Enter or Space. Escape still pauses and a button still does what it says (review: a click
        on Menu passed the screen). The same in every game."""
        if self.turn_over_next() is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1 and not self.on_a_button(event.pos)
        return event.type == pygame.KEYDOWN and event.key in PASS_KEYS

    def needs_handoff(self, seat: int) -> bool:
        """The curtain goes up when a different human takes over a game with secrets."""
        return self.needs_curtains and self.seats[seat].is_human and seat != self.last_human

    def bot_pace(self) -> float:
        if self.app.bot_pace is not None:
            return self.app.bot_pace
        speed = self.app.settings.animation_speed
        return 0.25 if speed <= 0 else 0.7 / speed

    # -- scene hooks -----------------------------------------------------------
    def enter(self):
        self.check_turn()

    def exit(self):
        if self.demo_state is not None:
            tween.set_speed(self.app.settings.animation_speed)  # a demo's speed stays with the demo
        self.hint_worker.cancel()
        for bot in self.bots.values():
            bot.cancel()

    def players_panel_height(self) -> int:
        """The players panel's height at this scale (a table with taller rows overrides it). Sets
        `row_h` too: a row holds a name over a detail line at the player's text size, never touching
        (or, one_line_rows, the name and the bot's level side by side)."""
        if self.one_line_rows:
            self.row_h = max(self.px(34), theme.font("bold", self.px(17)).get_linesize() + self.px(8))
            return self.players_rows_top() + self.row_h * len(self.seats) + self.px(8)
        lines = theme.font("bold", self.px(17)).get_linesize() + theme.font("body", self.px(13)).get_linesize()
        self.row_h = max(self.px(50), lines + self.px(8))
        return self.players_rows_top() + self.row_h * len(self.seats) + self.px(8)

    def players_rows_top(self) -> int:
        """How far below the players panel's top its first row starts: under the "Players" title,
        which grows with the text size (the design's 48 px while it fits)."""
        return theme.under_panel_title(self.px(18), self.px(14), self.px(8), self.px(48))

    def shown_for_study(self) -> bool:
        """The results card stepped aside (View board): the finished table is being studied."""
        from seaboard.ui.scenes.results import FinalBoardScene

        top = self.app.top if self.app is not None else None
        return isinstance(top, FinalBoardScene) and top.results.table is self

    def quickref_scene(self):
        """Subclasses: the scene of this game's quick reference card."""
        raise NotImplementedError

    def open_quickref(self) -> None:
        """The quick reference over the table. A tile or card in hand goes home first:
        the card takes all input until it is closed. Works in demos too, like the ? button."""
        drag = getattr(self, "drag", None)
        if drag is not None:
            drag.cancel()
        self.app.push(self.quickref_scene())

    def place_help_button(self, help_button: Button, anchor: Button) -> None:
        """A "?" button just left of `anchor` in the header; Hint moves one place left to make room."""
        help_button.rect = pygame.Rect(anchor.rect.left - self.px(12) - self.px(44), anchor.rect.top, self.px(44),
                                       anchor.rect.height)
        help_button.px = self.px(20)
        self.hint_button.rect = help_button.rect.move(-self.px(12) - anchor.rect.width, 0)
        self.hint_button.rect.width = anchor.rect.width

    def _layout_log(self) -> None:
        """The log fills the side column under the players panel, above a demo's caption and controls."""
        log_bottom = self.side.bottom
        if self.demo_band is not None:  # the attract loop's caption is a band under everything
            self.demo_controls.layout_band(self.demo_band, self.px)
        elif self.demo_state is not None:
            log_bottom -= self.demo_controls.layout(self.side, self.px) + self.px(12)
        self.log_panel.px = self.px(15)
        # The log's place in the column (a table may lend its top to a card for a while).
        self.log_area = pygame.Rect(self.side.left, self.players_panel.bottom + self.px(12), self.side.width,
                                    log_bottom - self.players_panel.bottom - self.px(12))
        log = self.log_panel
        if self.demo_state is not None and self.log_area.height < log.header_height + log.line_height + 2 * PAD:
            # A demo log with room for its title alone (four bots' hands in a small window) says
            # nothing: the caption, which says every move, takes its room instead (the band: it goes).
            if self.demo_band is None:
                self.demo_controls.grow_up_to(self.log_area.top)
            self.log_area.height = 0
        log.layout(self.log_area)

    def log_lines(self) -> int:
        """How many lines the game log shows at once."""
        return self.log_panel.body.height // max(1, self.log_panel.line_height) if self.log_area.height else 0

    def relayout(self, size):
        """The window changed (F11, a resize): a tile or card in hand stays in hand, at its new size
        under the pointer (playtest: F11 mid-drag dropped it back silently)."""
        drag = getattr(self, "drag", None)
        if drag is None:
            self.layout(size)
        else:
            drag.keep_through(lambda: self.layout(size))

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.header = pygame.Rect(0, 0, w, self.px(64))
        side_w = self.px(300)
        self.demo_band = None
        below = 0  # the height under the board and side column that something else takes
        if self.demo_state is not None:
            from seaboard.ui.scenes.demo import DemoControls

            self.demo_controls = self.demo_controls or DemoControls(self)
            if self.demo_state.attract and not self.caption_band:
                side_w = self.px(ATTRACT_SIDE_PX)  # room for the attract loop's bigger caption
            elif self.demo_state.attract:
                # Playtest: a shop's demo table is watched from across the room, and a caption box
                # in the corner of the side column read small there: the caption runs the width
                # of the window, under the board and the panels.
                band_h = self.demo_controls.band_height(w - 2 * self.px(16), self.px)
                self.demo_band = pygame.Rect(self.px(16), h - self.px(16) - band_h, w - 2 * self.px(16), band_h)
                below = band_h + self.px(10)
        self.side = pygame.Rect(w - side_w - self.px(16), self.header.bottom + self.px(8), side_w,
                                h - self.header.bottom - self.px(24) - below)
        self.board = pygame.Rect(self.px(16), self.header.bottom + self.px(8),
                                 self.side.left - self.px(32), h - self.header.bottom - self.px(24) - below)
        self.one_line_rows = False
        self.players_panel = pygame.Rect(self.side.left, self.side.top, self.side.width, self.players_panel_height())
        self._layout_log()
        if self.one_line_demo_rows and self.demo_state is not None and self.log_lines() < DEMO_LOG_LINES:
            self.one_line_rows = True
            self.players_panel.height = self.players_panel_height()
            self._layout_log()
        self.pause_button.rect = pygame.Rect(w - self.px(16) - self.px(110), self.px(12), self.px(110), self.px(40))
        self.pause_button.px = self.px(17)
        self.undo_button.rect = self.pause_button.rect.move(-self.px(122), 0)
        self.undo_button.px = self.px(17)
        self.hint_button.rect = self.undo_button.rect.move(-self.px(122), 0)
        self.hint_button.px = self.px(17)

    def swallows_held_key(self, event) -> bool:
        """True for a key press to swallow: the repeat of a key held down through the hand-off,
        or of the key that asked a question (Undo's "press Undo again"). Every table's handle asks
        this first, before its own keys. It also notes the key going down (`key_in_hand`): a
        question that key asks then ignores its repeats."""
        self.key_in_hand = event.key if event.type == pygame.KEYDOWN else None
        asked = self.question_keys.swallows(event)
        return self.keys_from_the_curtain.swallows(event) or asked

    def hold_key_in_hand(self) -> None:
        """The key being handled just acted (played a step, asked a question, undid): its repeats,
        while it stays down, are no further presses (key repeat is on), so a key held a moment
        never runs on through the next steps."""
        if self.key_in_hand is not None:
            self.question_keys.add(self.key_in_hand)

    # -- Enter and the focus ring ---------------------------------------------------
    # Enter is the table's own key (place the tile, keep it, play the hint's step). A button takes
    # it only while its focus ring shows, put there by the keyboard since the player last played;
    # never a header button the mouse left focused. Playtests: Enter opened the quick reference
    # instead of keeping a tile placed by mouse, and took Research Colony while a hint was thought about.
    def header_buttons(self) -> tuple[Button, ...]:
        """Hint, ?, Undo and Menu: buttons beside the game, never the default of its step."""
        return (self.hint_button, self.help_button, self.undo_button, self.pause_button)

    def drop_focus_ring(self) -> None:
        """The player played with the mouse (a press on the board, the hand, anywhere but a button):
        the ring goes, and a header button lets the focus go, so the next Enter is the table's again
        (it keeps a tile waiting in its take-back moment). A step's own button (Seagrass's Confirm,
        Sea Scroll's Draw) keeps its unseen focus: the table's default. (Playing by keys already
        takes the focus off the buttons: an arrow moves the board's cursor, Tab the hand's.)"""
        self.focus.keyboard_used = False
        self.let_go_of_header_button()

    def let_go_of_header_button(self) -> None:
        """A header button holding the focus unseen (the mouse clicked it, or a play dropped its ring)
        lets it go, back to the step's own default (focus_step)."""
        if self.focus.focused in self.header_buttons() and not self.focus.keyboard_used:
            self.focus.focus(None)
            self.focus_step()

    def refresh_widgets(self) -> None:
        """Subclasses: bring the step's buttons (shown, usable) up to date with the game now, as the
        next frame would."""

    def focus_step(self) -> None:
        """Subclasses: where the focus goes once a header button lets it go: the step's own default
        (Seagrass's Research Colony or Confirm, Sea Scroll's Draw or hand card), where Enter plays
        it as before; none (Blooming Sea: Enter places the tile)."""

    def primary_key_first(self, event) -> bool:
        """What every table's handle asks before its own input (after swallows_held_key): a press
        on the table drops the focus ring; Enter or Space never presses a header button whose ring
        does not show; Enter while a hint is thought about only says so, never pressing a focused
        button (which would also cancel the hint) nor playing a step unseen. It does not wait to
        play the hint's step either: the player reads the hint before Enter plays it (and Enters
        pressed while waiting would run on through the plan). True when the event is used up."""
        if event.type == pygame.MOUSEBUTTONDOWN and not self.on_a_button(event.pos):
            self.drop_focus_ring()
        if event.type != pygame.KEYDOWN:
            return False
        if (event.key in PRIMARY_KEYS and self.hint_worker.waiting
                and self.hint_move is None):  # (a hint still up is followed, even if H asked again)
            self.show_message(STILL_THINKING)
            return True
        if event.key in ACTIVATE_KEYS:
            self.let_go_of_header_button()
        return False

    def arrow_off_the_header(self, event) -> bool:
        """An arrow while the focus is on a header button (the mouse left it there: the "?" whose card
        was just closed) or on nothing: the focus goes to the step's own default (focus_step), else
        to the table's first button the arrows reach, and its ring shows. True when the arrow is used up."""
        if event.type != pygame.KEYDOWN or event.key not in ARROW_KEYS:
            return False
        focused = self.focus.focused
        if focused is not None and focused not in self.header_buttons() and focused.can_focus():
            return False  # on the table's own things: the focus group walks them (header buttons skipped)
        self.focus.focus(None)
        self.focus_step()
        if self.focus.focused is None or not self.focus.focused.arrows_reach:
            self.focus.move(1 if event.key in (pygame.K_RIGHT, pygame.K_DOWN) else -1, wrap=False, by_arrow=True)
        if self.focus.focused is not None and self.focus.focused.arrows_reach:
            self.focus.keyboard_used = True
        else:
            self.focus.focus(None)  # nothing of the table's to walk (another's turn): the header stays unfocused
        return True

    def uncovered(self) -> None:
        """A card or menu over the table closed: a header button the mouse opened it with (the "?",
        Menu) lets the focus go back to the table's step, so the next arrow or Enter is the game's.
        One the keyboard opened it with keeps its ring, as the player left it (an arrow leaves it)."""
        super().uncovered()
        self.let_go_of_header_button()

    def focus_after_undo(self) -> None:
        """After an undo the focus goes where the next action is: off a button the undo greyed or hid
        (playtest: the ring sat on a greyed Confirm, its reason beside it), or off Undo once nothing
        more can be undone, back to the step's own default, else to nothing (the next key picks)."""
        self.refresh_widgets()  # (the undo may have greyed, hidden or shown a button of the step)
        focused = self.focus.focused
        if focused is None:
            return
        if focused is self.undo_button:
            usable = persist.undo_reason(self) is None
        else:
            usable = focused.can_focus() and focused.enabled
        if usable:
            return
        self.focus.focus(None)
        self.focus_step()
        now = self.focus.focused
        if now is not None and not (now.can_focus() and now.enabled):
            self.focus.focus(None)

    def on_a_button(self, pos) -> bool:
        """`pos` is on a visible button of the table (its focus group, or the header's Undo and Hint)."""
        return (self.focus.widget_at(pos) is not None
                or (self.undo_button not in self.focus.widgets and self.undo_group.widget_at(pos) is not None))

    def handle(self, event):
        if self.swallows_held_key(event):
            return True
        if self.primary_key_first(event):
            return True
        if self.demo_controls is not None and not self.demo_state.attract and self.demo_controls.handle(event):
            return True
        if self.demo and self.demo_state.attract and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            from seaboard.ui.scenes.demo import attract_key
            from seaboard.ui.scenes.menu import MenuScene

            step = attract_key(event)  # (playtest: "+" counted as any key and left the loop)
            if step is None:
                self.app.reset(MenuScene(self.app))
            elif step:
                self.demo_faster(step)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.clear_bubble():
                self.pause()
            return True
        if is_undo_key(event):
            if self.anyone_plays:
                self.undo()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not self.demo:
            if self.anyone_plays:
                self.request_hint()
            return True
        if (event.type != pygame.KEYDOWN and self.undo_button not in self.focus.widgets
                and self.undo_group.handle(event)):
            return True
        if self.arrow_off_the_header(event):
            return True
        if self.focus.handle(event):
            return True
        if self.log_panel.handle(event):
            return True
        self.handle_table(event)
        return True

    def clear_bubble(self) -> bool:
        """Escape's first press takes away a refused drop's bubble, as in Blooming Sea (playtest: in
        Seagrass and Sea Scroll it opened the menu over it); True if there was one."""
        drag = getattr(self, "drag", None)
        if drag is None or drag.bubble is None:
            return False
        drag.bubble = None
        return True

    def handle_table(self, event: pygame.event.Event) -> bool:
        """Subclasses: board input (drags, clicks) that is not a widget."""
        return False

    def animation_pace(self) -> float:
        """How fast this table animates: Settings' animation speed, times a demo's speed
        (playtest: at 4x a demo's tiles still glided at 1x, so 4x played at about 1.4x)."""
        speed = self.app.settings.animation_speed if self.app is not None else 1.0
        return speed * self.demo_state.speed if self.demo_state is not None else speed

    def update(self, dt):
        if self.demo_state is not None and tween.speed() != self.animation_pace():
            tween.set_speed(self.animation_pace())  # (every tween and pop-up reads the one global speed)
        # A finished game has no turn to hint at: the button goes (H still says why), leaving the
        # header to what the results' View board puts over it.
        self.hint_button.visible = self.anyone_plays and not self.game.is_over
        self.expire_message()
        if self.app.top is self:
            self.question_keys.forget_released()  # let go during a pause: its release went elsewhere
        hint = self.hint_worker.poll()
        if hint is not None:
            self.show_hint(*hint)
        if not self.demo:
            reason = persist.undo_reason(self)
            self.undo_button.enabled, self.undo_button.reason = reason is None, reason or ""
        self.follow_think_setting()
        self.hover_log()
        if self.app.top is not self:
            return  # paused, curtain up or results showing: bots wait too
        if self.game.is_over:
            self.over_timer += dt
            if self.demo and self.scores_settling():
                # Playtest: a demo's card (or next game) came while the counters still ran, so the
                # panel's score disagreed with the caption's.
                self.over_timer = 0.0
            if not self.results_shown and self.over_timer >= min(self.results_delay, self.bot_pace() * 2 + 0.01):
                self.show_results()
            return
        seat = self.game.current_player
        bot = self.bots.get(seat) if seat is not None else None
        if bot is None:
            return
        if self.demo_state is not None and not self.demo_state.may_move():
            return  # a watched demo is paused
        self.think_ahead()
        self.bot_timer += dt
        if self.bot_timer < self.bot_pace() / (self.demo_state.speed if self.demo_state is not None else 1.0):
            return
        # A demo's bots see only their own seat (the real game, not the face-up one).
        move = bot.answer(getattr(self.game, "real", self.game), wait=self.app.bot_pace == 0)
        if move is not None:
            self.bot_timer = 0.0
            self.apply_move(move)
            if self.demo_state is not None:
                self.demo_state.moved(turn_over=self.game.is_over or self.game.current_player != seat)

    def think_ahead(self) -> None:
        """A demo's bot to move starts thinking at once, while the last move is still being shown
        (playtest: at 4x hard bots waited for the animation and the pause, then thought their full
        time). Safe only in a demo: nobody else can change the game (no human, no Undo) before its
        answer is played, and the answer is still played only when the pause is over."""
        if self.demo_state is None or self.game.is_over or not self.demo_state.may_move():
            return
        if getattr(self, "chaos", None) is not None:
            return  # Sea Scroll's scramble asks its bots itself
        bot = self.bots.get(self.game.current_player)
        if bot is not None and bot.idle and self.app.bot_pace != 0:
            bot.request(getattr(self.game, "real", self.game))

    def set_demo_speed(self, speed: float) -> None:
        """A demo's pace: its pauses, and its bots' thinking budget, divided by `speed`."""
        self.demo_state.speed = speed
        self.follow_think_setting()

    def demo_faster(self, direction: int) -> None:
        """+ or - in a demo: one speed faster or slower. The attract loop says it for a moment in its
        caption panel (said_speed), and keeps it for its next games."""
        self.demo_state.faster(direction)
        self.set_demo_speed(self.demo_state.speed)
        if not self.demo_state.attract:
            return  # (a watched demo's panel says its speed)
        loop = getattr(self.app, "attract_loop", None)
        if loop is not None:
            loop.speed = self.demo_state.speed
        self.speed_said_at = self.app.time

    speed_said_at: float | None = None  # app.time of the last + or - in the attract loop
    SPEED_SAID_SECONDS = 2.0

    def said_speed(self) -> tuple[str, ...]:
        """The attract loop's speed, for a moment after + or -: ("Speed 4×", "the fastest"), or
        ("Speed 2×",) between the limits; () otherwise. Its caption panel shows it (DemoControls)."""
        if self.speed_said_at is None or self.app.time - self.speed_said_at > self.SPEED_SAID_SECONDS:
            return ()
        speed = self.demo_state.speed
        from seaboard.ui.scenes.demo import SPEEDS

        end = ("the fastest",) if speed >= SPEEDS[-1] else ("the slowest",) if speed <= SPEEDS[0] else ()
        return (f"Speed {speed:g}×", *end)

    def think_seconds(self) -> float:
        """The bots' thinking time: the setting, and in a demo that divided by its speed (the budget
        is counted in work units, so a demo at a given speed plays the same game every time)."""
        think = self.app.settings.bot_think_seconds
        return think / self.demo_state.speed if self.demo_state is not None else think

    def follow_think_setting(self) -> None:
        """Settings say a change applies as it is made: the bots take a new thinking time from their next turn."""
        think = self.think_seconds()
        if think != self.bots_think_seconds:
            self.bots_think_seconds = think
            for bot in self.bots.values():
                bot.set_think_seconds(think)

    # -- moves -----------------------------------------------------------------
    def submit(self, move: Move) -> bool:
        """A human's move: applied, or the engine's sentence shown. Returns True if applied."""
        if not self.human_to_act:
            self.show_message("Wait for your turn.")
            return False
        before = self.message
        try:
            self.apply_move(move)
        except IllegalMove as exc:
            self.show_message(exc.reason)
            persist.play(self.app, "illegal")
            return False
        if self.message == before:
            self.message = ""  # a refusal from before this move no longer applies
        drag = getattr(self, "drag", None)
        if drag is not None:
            drag.bubble = None  # nor does a refusal's bubble by the pointer
        return True

    def would_end_game(self, move: Move) -> bool:
        """Whether `move` ends the game: the engine plays it on a copy (the table never decides).
        Only for what the player may know anyway (Seagrass: their own hand and supply, antlers)."""
        from seaboard.ui.scenes.demo import real_game

        trial = real_game(self.game).copy()
        try:
            trial.apply(move)
        except IllegalMove:
            return False
        return trial.is_over

    def apply_move(self, move: Move) -> list[Event]:
        followed = self.hint_move is not None and move == self.hint_move
        then = self.hint_then
        self.clear_hint()
        before = self.game.current_player
        events = self.game.apply(move)
        self.last_mover = before
        self.record(events)
        self.on_events(events)
        persist.after_move(self, events)  # autosave and the move's sound
        if self.game.current_player != before:
            self.bot_timer = 0.0
        if followed and self.game.current_player == before and not self.game.is_over:
            if then and then[0] in self.game.legal_moves():
                self.go_on_with_hint(then[0], then[1:])
            elif self.hint_for_the_screen():
                # Playtest: the plan stopped at a draw (the special turtle's extra Research Reef
                # came after it) and the hint just went, leaving Enter with nothing to play. The
                # turn goes on, so a fresh hint is thought about from here.
                self.request_hint()
        self.check_turn()
        return events

    def worded(self, events: list[Event]) -> list[Event]:
        """The events as the log words them (a table may reword some: Blooming Sea names a fish's
        place, never its coordinates). The replay's log asks this too."""
        return events

    def record(self, events: list[Event]) -> None:
        """Write events to the game log (and a demo's caption)."""
        events = self.worded(events)
        if self.demo_state is not None:
            self.demo_state.describe(events, self.names)
        self.write_log(events)

    def write_log(self, events: list[Event]) -> None:
        """Add the lines of `events` (as worded) to the game log. A table that animates points may
        hold some back until they land (Blooming Sea)."""
        for event in events:
            try:
                line = self.describe_event(event)
            except (IndexError, KeyError, TypeError, AttributeError):
                line = type(event).__name__
            spots = self.log_spots(event)
            seat = getattr(event, "seat", None)
            seat = seat if isinstance(seat, int) and 0 <= seat < len(self.seats) else None
            full = line
            if self.human_seats:  # a line may hide a secret score: keep it whole for the game's end
                try:
                    full = event.describe(self.names)
                except (IndexError, KeyError, TypeError, AttributeError):
                    pass
            if spots:
                # A line that hides a secret (another seat's score) names no places until the game's
                # end reveals it: the squares it scored would add the secret up.
                full = LogLine(full, spots)
                line = LogLine(line, spots) if line == full else line
            self.log.append(line)
            self.log_panel.add(line, seat, full)
        if self.game.is_over and not self._log_revealed:
            self._log_revealed = True  # once, as the game ends: nothing later is hidden
            self.log_panel.reveal()

    def log_spots(self, event: Event) -> tuple:
        """Subclasses: the places on the board `event`'s log line names, in the table's own terms
        (hovering the line rings them: see draw_log_marks). Public places only: a line about a
        seat's secret carries none. The replay's log asks this too."""
        return ()

    def log_hover_paused(self) -> bool:
        """True while the board must show no log marks: a tile or card is carried, the board is the player's."""
        drag = getattr(self, "drag", None)
        return drag is not None and drag.active

    def hover_log(self) -> None:
        """Note the log line under the pointer (its places are rung on the board), none while
        another scene is on top or the table says so."""
        pointer = self.app.pointer if self.app is not None and self.app.top is self else None
        self.log_panel.hover(None if self.log_hover_paused() else pointer)
        self.log_marks = self.log_panel.hovered_spots

    def describe_event(self, event: Event) -> str:
        """The log line every human at this screen may read.

        The log is shared by everyone at the table, so where a seat may not
        know something (another player's secret score) the line hides it.
        A demo (no humans) sees everything.
        """
        if not self.human_seats:
            return event.describe(self.names)
        full = event.describe(self.names)
        for seat in self.human_seats:
            line = event.describe_for_view(self.names, self.game.view(seat))
            if line != full:
                return line
        return full

    # -- hints -----------------------------------------------------------------
    def hint_for_the_screen(self) -> bool:
        """A hint is for the human to act, once they are the one at the screen: never while the
        curtain is still to come, when it would show the next player's hidden hand to the last."""
        seat = self.game.current_player
        return self.human_to_act and seat is not None and not self.needs_handoff(seat)

    def request_hint(self) -> None:
        """Ask the hard bot (off the UI thread) what the human to act should do next."""
        if not self.hint_for_the_screen():
            self.show_message("The game is over: no more hints." if self.game.is_over else HINTS_ON_YOUR_TURN)
            self._hint_asked_early = self.viewer  # whose turn, when it comes, answers it (check_turn)
            return
        seat = self.game.current_player
        game = getattr(self.game, "real", self.game)
        seconds = self.app.settings.bot_think_seconds if self.app is not None else 1.0
        self.hint_worker.start(self.game_cls, game.view(seat), game.legal_moves(), self.names, seconds)
        self.show_message(THINKING_ABOUT_A_HINT)

    def show_hint(self, move: Move, words: str, then: tuple[Move, ...] = ()) -> None:
        if not self.hint_for_the_screen() or move not in self.game.legal_moves():
            return  # the position (or the player at the screen) moved on while the hint was thought about
        self.hint_move = move
        self.hint_then = tuple(then)  # the rest of the turn as the hint plans it (a table may show it)
        self.show_message(f"Hint: {self.hint_words(move, words)}", seconds=15.0)  # a turn takes a while to read
        self._hint_message = self.message
        self.on_hint(move)

    def go_on_with_hint(self, move: Move, then: tuple[Move, ...]) -> None:
        """The hint's plan goes on after its step was played: show the next step, and say the rest
        of the turn from here (playtest: the words went, or kept telling the step just played)."""
        seat = self.game.current_player
        game = getattr(self.game, "real", self.game)
        self.show_hint(move, describe_step(self.game_cls, game.view(seat), move, self.names, then=list(then)), then)

    def hint_words(self, move: Move, words: str) -> str:
        """Subclasses: the hint as this table says it (where the board already shows the step)."""
        return words

    def pointer_peeks_at(self, box: pygame.Rect) -> bool:
        """The pointer is over the message's `box` and has moved since it was said: the player looks
        under it (playtest: words said under a pointer resting where Load game had been stayed faint)."""
        if self.app is None or not box.collidepoint(self.app.pointer):
            return False
        return self._pointer_at_message is None or tuple(self.app.pointer) != tuple(self._pointer_at_message)

    def message_is_advice(self) -> bool:
        """A hint is advice, in the sand of the buttons that act, as is calm news; coral is for
        refusals and warnings."""
        return self.hint_on_screen() or self.hint_wait_said() or (bool(self.message) and self.message == self._calm_message)

    def hint_wait_said(self) -> bool:
        """The message up now says a hint is on its way (asked, or Enter pressed while it is thought about)."""
        return self.message in (THINKING_ABOUT_A_HINT, STILL_THINKING)

    def hint_on_screen(self) -> bool:
        """The message up now is the hint (not a refusal that came after it)."""
        return self.hint_move is not None and bool(self.message) and self.message == self._hint_message

    def on_hint(self, move: Move) -> None:
        """Subclasses: highlight the suggested step on the board (self.hint_move; cleared on the next move)."""

    def clear_hint(self) -> None:
        self.hint_worker.cancel()
        self.hint_move = None
        self.hint_then = ()

    def on_events(self, events: list[Event]) -> None:
        """Subclasses animate what happened."""

    def show_message(self, text: str, seconds: float = 4.0, until_seen: bool = False, calm: bool = False) -> None:
        """Say `text` for `seconds`; `until_seen`: counted only from when the table shows (not
        under the curtain a new hot-seat game opens with); `calm`: news, not a warning (sand)."""
        self.message = text
        self.message_time = self.app.time
        self.message_seconds = seconds
        self.message_waits_to_be_seen = until_seen
        self._calm_message = text if calm else ""
        self._pointer_at_message = self.app.pointer if self.app is not None else None

    def check_turn(self) -> None:
        """Raise the curtain if another human takes over; remember who is looking."""
        if self.game.is_over:
            return
        seat = self.game.current_player
        new_turn, self.turn_seen = seat != self.turn_seen, seat
        if seat is None or not self.seats[seat].is_human:
            return
        if self.needs_handoff(seat):
            from seaboard.ui.scenes.handoff import HandoffScene

            if not isinstance(self.app.top, HandoffScene):
                self.app.push(HandoffScene(self.app, self, seat))
        else:
            self.last_human = seat
            if new_turn and self.message == HINTS_ON_YOUR_TURN and self._hint_asked_early == seat:
                # H was pressed as the others finished (playtest: the refusal stood under "Your
                # turn", the last bot's card still flying in): the turn is here, so is the hint.
                self.request_hint()
            if new_turn:
                # As on Board Game Arena: a human's turn starts with the newest lines in view (what
                # the others just did), unless the pointer is on the log, being read (revealed()
                # does it behind a curtain).
                self.log_panel.catch_up(self.app.pointer if self.app is not None else None)

    def curtain_note(self, seat: int) -> str:
        """Subclasses: a line for `seat`'s hand-off curtain that gives nothing away ("" for none)."""
        return ""

    def hover_groups(self) -> list:
        return [self.focus, self.undo_group]  # (uncovered: the curtain's pointer leaves no Undo hovered)

    def revealed(self, seat: int) -> None:
        """The curtain was lifted by `seat`'s player."""
        self.last_human = seat
        self.keys_from_the_curtain = HeldKeys()  # an Enter held to lift it must not play too
        self.log_panel.jump_to_newest()  # where the last player scrolled is no place to start
        asked, self._hint_asked_at_curtain = self._hint_asked_at_curtain, None
        if asked == seat and self.hint_for_the_screen():
            self.request_hint()

    def hint_asked_at_curtain(self, seat: int) -> None:
        """H pressed on `seat`'s curtain: the hint is thought about as it lifts, so the Enters that
        follow wait for it (STILL_THINKING). Playtest: the curtain dropped the H, and the Enter after
        the lift took Research Colony by the default focus, the tiles left unplayed, "Play at least
        one creature tile first". Nothing is shown before the lift: the hint is that seat's alone."""
        self._hint_asked_at_curtain = seat

    def undo(self) -> None:
        """Undo for the human at the screen, or show why it cannot be done."""
        persist.undo_on_table(self)

    def no_undo_words(self, refusal: NoUndo) -> str:
        """What the Undo button and its refusal say for `refusal`: the shared sentence, unless a
        game words that kind of refusal (its code) its own way."""
        return refusal.sentence

    def pause(self) -> None:
        from seaboard.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def show_results(self) -> None:
        self.results_shown = True
        self.message = ""  # a word said during play is over with the game (View board shows the table)
        self.app.push(self.final_card())

    def final_card(self):
        """The results card as the game ends: in the attract loop, held long enough to read from the
        aisle, then the next game."""
        card = self.results_card()
        if not (self.demo and self.demo_state.attract):
            return card
        from seaboard.ui.scenes.demo import results_hold, start_demo

        def advance():
            self.app.pop()  # the card
            start_demo(self.app, self.demo_state.fixed_game, replace=True, speed=self.demo_state.speed)

        return card.for_attract(results_hold(self.demo_state.speed), advance)

    def scores_settling(self) -> bool:
        """Subclasses: a score is still on its way to its row (a counter running, a floater rising)."""
        return False

    def results_card(self):
        """This game's results card for the finished game on this table (a replay's end shows it again)."""
        from seaboard.ui.scenes.results import ResultsScene

        return ResultsScene(self.app, self)

    def restart(self) -> TableScene:
        """A fresh game with the same seats and a new seed (a demo: the next demo)."""
        if self.demo_state is not None:
            from seaboard.ui.scenes.demo import next_demo

            return next_demo(self)
        from seaboard.ui.tables import table_class

        setup = TableSetup(self.setup.game_id, self.setup.players, self.setup.seed + 1, self.setup.options,
                           self.seats)
        fresh = table_class(setup.game_id)(self.app, setup)
        persist.autosave_table(fresh)  # Continue resumes it even before its first move
        return fresh

    # -- drawing ---------------------------------------------------------------
    def draw(self, surface):
        theme.draw_backdrop(surface, bubbles=False)
        self.draw_table(surface, self.board)
        self.draw_header(surface)
        self.draw_side(surface)
        # A greyed header button's reason stays off the players panel (and the game's title) while
        # another place will do (playtest: Undo's covered the "Players" heading; it goes left of the
        # header's buttons, over the status line for as long as the pointer rests there).
        self.focus.keep_clear = [self.players_panel, pygame.Rect(0, 0, self.header_room()[0], self.header.height)]
        self.draw_widgets(surface)
        if self.undo_button not in self.focus.widgets:
            self.undo_group.draw(surface)
            persist.draw_undo_reason(surface, self)  # (in the focus group, draw_widgets says it)
        if self.demo_controls is not None:
            self.demo_controls.draw(surface)
        if self.message:
            self.draw_message(surface)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Subclasses draw the board and cards of `self.game.view(self.shown_seat)` here."""

    def draw_header(self, surface: pygame.Surface) -> None:
        bar = self.header
        layer = pygame.Surface(bar.size, pygame.SRCALPHA)
        layer.fill((*PALETTE["abyss"], 200))
        surface.blit(layer, bar.topleft)
        pygame.draw.line(surface, theme.mix(PALETTE["abyss"], PALETTE["teal"], 0.5), bar.bottomleft,
                         bar.bottomright)
        theme.blit_text(surface, self.game_cls.display_name, "title", self.px(30), PALETTE["sand"],
                        (self.px(20), bar.centery), "midleft")
        if self.status_covered():
            return
        status = self.status_line()
        seat = self.marked_seat()
        left, right = self.header_room()
        token = self.status_token_room()
        # Centred on the bar while it fits; a longer line (a long name at a big text size) is cut.
        room = max(self.px(40), 2 * min(bar.centerx - left - token, right - bar.centerx))
        r = theme.blit_text(surface, theme.ellipsize(status, "bold", self.px(20), room), "bold", self.px(20),
                            PALETTE["foam"], bar.center, "center")
        if token:
            theme.draw_token(surface, self.seats[seat].colour, (r.left - self.px(20), bar.centery), self.px(13))

    def status_covered(self) -> bool:
        """Subclasses: True while something drawn over the status line says it (a turn banner)."""
        return False

    def status_token_room(self) -> int:
        """The room the acting player's token takes left of the status line (none when no one acts)."""
        return self.px(20) + self.px(13) if self.marked_seat() is not None and not self.game.is_over else 0

    def status_width(self) -> int:
        """The status line's width as the header draws it, its token's room counted on both sides
        (it is centred as a whole)."""
        return theme.font("bold", self.px(20)).size(self.status_line())[0] + 2 * self.status_token_room()

    def marked_seat(self) -> int | None:
        """The seat the header and the players panel mark as acting; a table where several
        seats act at once (real-time Chaos) returns None."""
        return self.game.current_player

    def header_room(self) -> tuple[int, int]:
        """The header's free span for the status line: right of the game's title, left of its buttons."""
        gap = self.px(8)
        title = self.px(20) + theme.font("title", self.px(30)).size(self.game_cls.display_name)[0]
        # Only the buttons that sit in the header (Seagrass keeps its Undo in the tile tray).
        buttons = [b.rect.left for b in (self.hint_button, self.help_button, self.undo_button, self.pause_button)
                   if b.visible and b.rect.colliderect(self.header)]
        return title + gap, min(buttons, default=self.header.right) - gap

    def header_fits(self, status: str) -> bool:
        """`status`, centred in the header with its player's token, clears the title and the buttons."""
        header = getattr(self, "header", None)
        if header is None:
            return True
        width = theme.font("bold", self.px(20)).size(status)[0]
        left, right = self.header_room()
        return (header.centerx - width // 2 - self.px(20) - self.px(13) >= left
                and header.centerx + width - width // 2 <= right)

    def status_step(self) -> str | None:
        """What the player at the screen does next ("place your tile"), said after whose turn it is."""
        return None

    def status_line(self) -> str:
        text = self.turn_status()
        step = self.status_step()
        if step and self.header_fits(f"{text} · {step}"):
            return f"{text} · {step}"
        return text  # at a big text size the step goes before it runs into the title or the buttons

    def turn_status(self) -> str:
        if self.game.is_over:
            return "Game over"
        seat = self.game.current_player
        if seat is None:
            return ""
        if self.turn_over_next() is not None:
            # Not yet "Bruno's turn": Ada still has the screen (playtests, Seagrass and Blooming Sea).
            return turn_over_words(self.names[seat])
        name = self.names[seat]
        if self.seats[seat].is_human:
            return "Your turn" if len(self.human_seats) == 1 else f"{name}'s turn"
        if self.demo_paused:
            return f"Paused · {name} to play"
        return f"{name} is thinking…"

    def draw_side(self, surface: pygame.Surface) -> None:
        side = self.players_panel
        theme.draw_panel(surface, side, PALETTE["sea"], radius=self.px(14))
        pad = self.px(14)
        title = "Players"
        if self.one_line_rows and self.shared_level():
            title += f" · all {self.shared_level()}"  # said once here, each row has the room for its name
        title = theme.ellipsize(title, "panel_title", self.px(18), side.width - 2 * pad)
        theme.blit_text(surface, title, "panel_title", self.px(18), PALETTE["sand"], (side.left + pad, side.top + pad))
        y = side.top + self.players_rows_top()
        row_h = self.row_h
        current = self.marked_seat()
        for i, seat in enumerate(self.seats):
            row = pygame.Rect(side.left + self.px(8), y, side.width - self.px(16), row_h - self.px(6))
            if i == current and not self.game.is_over:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=self.px(10))
                pygame.draw.rect(surface, PALETTE["sand"], (row.left, row.top + 6, 4, row.height - 12),
                                 border_radius=2)
            theme.draw_token(surface, seat.colour, (row.left + self.px(26), row.centery), self.px(14))
            if self.one_line_rows:
                self.draw_one_line_row(surface, row, seat)
                y += row_h
                continue
            name = theme.ellipsize(seat.name, "bold", self.px(17), row.width - self.px(60))
            theme.blit_text(surface, name, "bold", self.px(17), PALETTE["foam"],
                            (row.left + self.px(50), row.centery + 1), "bottomleft")
            kind = "Human" if seat.is_human else KIND_LABELS[seat.kind]
            if not seat.is_human and available_level(seat.kind) != seat.kind:
                kind += f" (plays as {available_level(seat.kind).title()})"
            detail = theme.ellipsize(f"{seat.colour} · {kind}", "body", self.px(13), row.width - self.px(60))
            theme.blit_text(surface, detail, "body", self.px(13), PALETTE["mist"],
                            (row.left + self.px(50), row.centery + 1), "topleft")
            y += row_h
        self.log_panel.draw(surface)

    def level_word(self, seat) -> str:
        return available_level(seat.kind).title() if not seat.is_human else "Human"

    def shared_level(self) -> str:
        """The one level every seat plays at ("Easy"), or "" where they differ."""
        levels = {self.level_word(seat) for seat in self.seats}
        return levels.pop() if len(levels) == 1 else ""

    def draw_one_line_row(self, surface: pygame.Surface, row: pygame.Rect, seat) -> None:
        """A player's name, with the bot's level at the row's end where the levels differ (its colour
        is its token's): a little smaller where that makes the name fit, else cut short."""
        end = row.right - self.px(10)
        if not self.shared_level():
            end = theme.blit_text(surface, self.level_word(seat), "body", self.px(13), PALETTE["mist"],
                                  (end, row.centery), "midright").left - self.px(8)
        room = end - (row.left + self.px(50))
        size = theme.fit_size(seat.name, "bold", self.px(17), room, floor=round(self.px(17) * 0.85))
        theme.blit_text(surface, theme.ellipsize(seat.name, "bold", size, room), "bold", size, PALETTE["foam"],
                        (row.left + self.px(50), row.centery), "midleft")

    def draw_message(self, surface: pygame.Surface) -> None:
        self.draw_message_in(surface, self.board, self.px(16))

    def standing_message(self) -> str:
        """What stays said as long as it holds: the wait for a hint until it comes, then the hint
        until its step is played or the position changes (playtest: at a 10 s thinking time the
        wait's words went after 4 s, as if the hint had failed; and the hint's went while its
        marks stayed on the board)."""
        if self.hint_worker.waiting:
            return THINKING_ABOUT_A_HINT
        if self.hint_move is not None:
            return self._hint_message
        return ""

    def expire_message(self) -> None:
        """A message goes after its time (a refusal 4 s); a standing one stays, and comes back
        once a refusal said over it has had its time."""
        standing = self.standing_message()
        if self.message and self.message == standing:
            self.message_time = self.app.time
        elif self.message and self.message_waits_to_be_seen and self.app.top is not self:
            self.message_time = self.app.time
        elif self.message and self.app.time - self.message_time > self.message_seconds:
            self.message = ""
        if not self.message and standing:
            self.show_message(standing)

    MESSAGE_LINES = 3

    def message_shown(self) -> str:
        """The words the message pill says: the message (a table may shorten a hint where it floats)."""
        return self.message

    def message_pill(self, area: pygame.Rect, text: str | None = None) -> tuple[list[str], int, int, pygame.Rect]:
        """How the message (or `text`) fits in `area`: its lines, size and line step, and the pill's
        size (a Rect at 0, 0). Up to three lines, a little smaller before anything is cut; never
        wider. Remembered per message and area: a table may ask several times a frame."""
        text = self.message_shown() if text is None else text
        key = (text, area.size, self.px(17), theme.text_scale())
        if key != self._pill_key:
            self._pill_key, self._pill = key, self._message_pill(area, text)
        lines, size, step, box = self._pill
        return list(lines), size, step, box.copy()

    def _message_pill(self, area: pygame.Rect, text: str) -> tuple[list[str], int, int, pygame.Rect]:
        room = area.width - self.px(64)
        size, floor = self.px(17), self.px(13)
        while len(theme.wrap(text, "bold", size, room)) > self.MESSAGE_LINES and size > floor:
            size -= 1
        # A word longer than the room (no space to break at) is cut too.
        lines = [theme.ellipsize(line, "bold", size, room)
                 for line in theme.wrap_at_most(text, "bold", size, room, self.MESSAGE_LINES)]
        step = theme.line_step("bold", size, 1.2)
        width = max(theme.font("bold", size).size(line)[0] for line in lines)
        return lines, size, step, pygame.Rect(0, 0, width + self.px(32), step * len(lines) + self.px(16))

    def draw_message_in(self, surface: pygame.Surface, area: pygame.Rect, bottom_gap: int,
                        at_top: bool = False) -> pygame.Rect:
        """The message pill at the foot of `area` (or at its top), never wider: up to three lines
        (a hint says a whole turn), a little smaller before anything is cut. Returns the pill."""
        lines, size, step, box = self.message_pill(area)
        if at_top:
            box.midtop = (area.centerx, area.top + bottom_gap)
        else:
            box.midbottom = (area.centerx, area.bottom - bottom_gap)
        hint = self.message_is_advice()
        # The pill on its own layer (its shadow straight on the table): with the pointer over it,
        # it fades and drops its shadow, so the board beneath shows.
        radius = min(box.height // 2, self.px(20))
        self.message_peeked = self.pointer_peeks_at(box)
        if not self.message_peeked:
            theme.draw_shadow(surface, box, radius)
        key = (self.message_shown(), box.size, size, hint)
        if key != self._pill_layer_key:  # drawn once per message, not every frame
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            inner = layer.get_rect()
            theme.draw_panel(layer, inner, PALETTE["sand"] if hint else PALETTE["coral"], radius=radius,
                             shadow=False, border=PALETTE["coral"] if hint else None)
            y = inner.top + self.px(8)
            for line in lines:
                theme.blit_text(layer, line, "bold", size, PALETTE["ink"], (inner.centerx, y + step // 2), "center")
                y += step
            self._pill_layer, self._pill_layer_key = layer, key
        self._pill_layer.set_alpha(PEEK_ALPHA if self.message_peeked else 255)
        surface.blit(self._pill_layer, box.topleft)
        self.message_box = box
        return box
