"""Game setup: player count, each seat (name, colour, Human or AI level) and the game's options."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

import pygame

from seaboard.engine.core import Option, SetupError
from seaboard.engine.registry import game_class, game_ids
from seaboard.store import last_setup
from seaboard.ui.input.bot import available_level
from seaboard.ui.render import theme
from seaboard.ui.render.emblems import draw_emblem
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.scenes.table_base import DEFAULT_NAMES, KIND_LABELS, SEAT_KINDS, SeatConfig, TableSetup
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.choice import Choice
from seaboard.ui.widgets.scrolling import draw_scroll_bar, fade_band
from seaboard.ui.widgets.textfield import TextField

NAME_FIELD_CHARS = 16  # a seat's name, as typed (well inside what a save holds)

# Options that only matter when another option has a given value: (game, option) -> (option, value, why).
# The engines ignore them otherwise, so the setup screen greys them out and says when they apply.
OPTION_NEEDS: dict[tuple[str, str], tuple[str, object, str]] = {
    # The sentence says what the option would do too: "Used only in Aquarist mode." alone left
    # a first-time player guessing what the greyed row was (playtest).
    ("bloomingsea", "aquarist_setup"): ("mode", "aquarist", "Used only in Aquarist mode: fish put down at random "
                                        "or by the players."),
    ("seascroll", "chaos_pace"): ("chaos", True, "Used only with the Chaos variant: all pick at once, or in turn."),
}
# Options that several humans at one screen settle: (game, option) -> (value, why). The table
# applies the same (tables/seascroll.py), so the setup shows it rather than overriding quietly.
OPTION_FOR_SEVERAL_HUMANS: dict[tuple[str, str], tuple[object, str]] = {
    ("seascroll", "chaos_pace"): ("alternating", "Several humans share the screen, so picks alternate."),
}


@dataclass(eq=False)
class OptionRow:
    """One option in the options column: its label and sentence as wrapped, and where it stands."""

    opt: Option
    choice: Choice
    label_lines: list[str]
    help_lines: list[str]
    help_role: str
    height: int  # label, choice, sentence and the gap under them
    label_h: int
    line_h: int
    choice_h: int
    width: int
    label_dy: int = 0  # the label's, choice's and sentence's tops below the row's top
    choice_dy: int = 0
    help_dy: int = 0
    choice_w: int = 0  # a choice beside its label: its width, at the row's right (0: under it, full width)
    top: int = 0  # the label's top on screen (the view may cut it)
    drawn_choice: pygame.Rect | None = None  # where the choice is drawn (its rect is parked while cut)


@functools.lru_cache(maxsize=8)
def _option_text(value) -> str:
    if value is True:
        return "On"
    if value is False:
        return "Off"
    if isinstance(value, str):
        text = value.replace("_", " ").replace("+", " + ")  # "Green + Yellow", not "Green+Yellow"
        return text[:1].upper() + text[1:]
    return str(value)


# A new table's bots: a real game for a first-time player (Easy plays any legal turn at random).
DEFAULT_BOT_LEVEL = "medium"


class SetupScene(WidgetScene):
    name = "setup"

    def __init__(self, app, game_id: str, seed: int | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.cls = game_class(game_id)
        self.seed = seed
        self.colours = theme.colours_for(game_id)
        self.players = self.cls.min_players
        # Names typed at the last table of any game become the human seats' defaults.
        self.known_names = last_setup.recall_names() if app.remember_setups and seed is None else []
        self.seats: list[SeatConfig] = [
            SeatConfig(self._human_default(0), self.colours[0], "human"),
            *[SeatConfig(f"{self.colours[i % len(self.colours)]} bot", self.colours[i % len(self.colours)],
                         DEFAULT_BOT_LEVEL)
              for i in range(1, self.cls.max_players)],
        ]
        # Playtest: a seat whose name the player has not typed follows its colour and kind
        # ("Purple bot" after the bot turns Purple); a typed name is never overwritten.
        self.typed = [False] * len(self.seats)
        # A name typed for a human, kept while its seat plays as AI (the AI seat shows its bot name)
        # and given back when the seat turns human again; None: none kept.
        self.human_names: list[str | None] = [None] * len(self.seats)
        self.option_values = {o.key: o.default_for(self.players) for o in self.cls.options}
        if "open_scores" in self.option_values and app.settings.open_scores in self._choices("open_scores"):
            self.option_values["open_scores"] = app.settings.open_scores
        self.error = ""
        self.colour_words = True  # the colour pickers say their colours (see _seat_columns)
        self.pointer: tuple[int, int] | None = None  # where the mouse is: the wheel scrolls what it is over
        self.options_scroll = 0  # pixels the options column is scrolled down
        if app.remember_setups and seed is None:
            self._recall_last_table()
        self.player_choice = Choice(list(range(self.cls.min_players, self.cls.max_players + 1)), self.players,
                                    self.set_players, format=lambda n: f"{n} players", wrap=False)
        self.back_button = Button("Back", self.back, style="quiet")
        self.start_button = Button("Start game", self.start, style="primary")
        self._build()
        self.focus.focus(self.start_button)

    def _recall_last_table(self) -> None:
        """Open on the table last set up for this game, as far as it still fits (else the defaults)."""
        last = last_setup.recall(self.game_id)
        if last is None or not self.cls.min_players <= last["players"] <= self.cls.max_players:
            return
        seats, typed = [], []
        for i, saved in enumerate(last["seats"][: len(self.seats)]):
            name, colour, kind = saved.get("name"), saved.get("colour"), saved.get("kind")
            # A name as the name field and a save would take it (a longer one made an unloadable autosave).
            if not (isinstance(name, str) and name.strip() and len(name) <= NAME_FIELD_CHARS
                    and colour in self.colours and kind in SEAT_KINDS):
                return
            seats.append(SeatConfig(name, colour, kind))
            # Older files did not say which names were typed: a default-looking one was not.
            was_typed = saved.get("typed")
            typed.append(was_typed if isinstance(was_typed, bool) else not self._looks_default(i, name))
        if len(seats) < last["players"] or len({s.colour for s in seats}) < len(seats):
            return
        try:
            options = self.cls.resolve_options(last["players"], last["options"])
        except SetupError:
            return
        self.players = last["players"]
        self.seats[: len(seats)] = seats
        self.typed[: len(typed)] = typed
        for i in range(len(seats)):
            self._follow_default_name(i)  # a stale default ("Orange bot" on a Purple seat) is put right
        free = [c for c in self.colours if c not in {s.colour for s in seats}]
        for i in range(len(seats), len(self.seats)):  # seats beyond the remembered ones keep colours apart
            if free:
                self.seats[i].colour = free.pop(0)
                self._follow_default_name(i)
        self.option_values = {o.key: options[o.key] for o in self.cls.options}

    def _remember_table(self, setup: TableSetup) -> None:
        if self.app.remember_setups:
            # An emptied name is remembered as the seat's default: a blank one made the next recall
            # throw the whole remembered setup away (review).
            seats = [{"name": s.name if s.name.strip() else self.default_name(i), "colour": s.colour,
                      "kind": s.kind, "typed": typed}
                     for i, (s, typed) in enumerate(zip(self.seats[: setup.players], self.typed))]
            last_setup.remember(self.game_id, setup.players, seats, dict(self.option_values))

    # -- model -----------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        self.player_choice.set_value(n)  # also when called directly, not from the stepper
        for opt in self.cls.options:
            allowed = opt.choices_for(n)
            if self.option_values.get(opt.key) not in allowed:
                self.option_values[opt.key] = opt.default_for(n)
        self._build()
        self.layout(self.size)

    def default_name(self, seat: int) -> str:
        """The name a seat has until the player types one: "<Colour> bot" for a bot, else a first name."""
        cfg = self.seats[seat]
        return self._human_default(seat) if cfg.kind == "human" else f"{cfg.colour} bot"

    def _human_default(self, seat: int) -> str:
        """The name typed for this seat at the last table (of any game), else a first name; never
        one another seat at the table has (playtest: a seat turned human came with the name just
        typed on another, and Start then blamed the players for it)."""
        seats = getattr(self, "seats", [])  # (none yet while __init__ builds the first seat)
        taken = {s.name.strip().casefold() for i, s in enumerate(seats[: getattr(self, "players", 0)]) if i != seat}
        known = self.known_names[seat] if seat < len(self.known_names) else None
        if known is not None and len(known) <= NAME_FIELD_CHARS and known.strip().casefold() not in taken:
            return known
        names = [DEFAULT_NAMES[(seat + k) % len(DEFAULT_NAMES)] for k in range(len(DEFAULT_NAMES))]
        return next((name for name in names if name.casefold() not in taken), names[0])

    def _looks_default(self, seat: int, name: str) -> bool:
        return (name in (DEFAULT_NAMES[seat % len(DEFAULT_NAMES)], self._human_default(seat))
                or name in {f"{c} bot" for c in self.colours})

    def _follow_default_name(self, seat: int) -> None:
        shown = seat < len(getattr(self, "name_fields", ()))
        if shown:
            self.name_fields[seat].placeholder = self.default_name(seat)  # what an emptied name becomes
        if self.typed[seat]:
            return
        self.seats[seat].name = self.default_name(seat)
        if shown:
            self.name_fields[seat].value = self.seats[seat].name

    def set_colour(self, seat: int, colour: str) -> None:
        # Colours stay unique: taking a colour in use swaps it with its owner, also a seat not
        # shown at this player count (else adding a player later brought two seats of one colour).
        for other in range(len(self.seats)):
            if other != seat and self.seats[other].colour == colour:
                self.seats[other].colour = self.seats[seat].colour
                self._follow_default_name(other)
                if other < self.players:
                    self.colour_choices[other].set_value(self.seats[other].colour)
        self.seats[seat].colour = colour
        self._follow_default_name(seat)

    def set_kind(self, seat: int, kind: str) -> None:
        # One rule for every seat (playtest: a named human turned AI kept its name on one seat and
        # lost it on another): an AI shows its bot name, and a human's typed name waits for the seat
        # to turn human again. A name typed while the seat was AI is the player's choice: it stays.
        cfg = self.seats[seat]
        if cfg.kind == "human" and kind != "human" and self.typed[seat]:
            self.human_names[seat], self.typed[seat] = cfg.name, False
        elif kind == "human" and cfg.kind != "human" and self.human_names[seat] is not None and not self.typed[seat]:
            cfg.name, self.typed[seat] = self.human_names[seat], True
            if seat < len(self.name_fields):
                self.name_fields[seat].value = cfg.name
        if kind == "human":
            self.human_names[seat] = None
        cfg.kind = kind
        self._follow_default_name(seat)
        self._update_option_relevance()  # several humans may settle an option
        self.layout(self.size)

    def settled_by_humans(self, key: str):
        """(value, why) when the humans at this screen settle the option, else None."""
        rule = OPTION_FOR_SEVERAL_HUMANS.get((self.game_id, key))
        humans = sum(1 for s in self.seats[: self.players] if s.kind == "human")
        return rule if rule is not None and humans > 1 and self.option_relevant(key) else None

    def set_name(self, seat: int, name: str) -> None:
        self.seats[seat].name = name
        # The name column grows to show a long name whole where there is room. Only the seat rows
        # are re-laid: a name moves nothing else (the whole screen took 3.6 ms a key at 1920x1080, 150%).
        self._layout_seat_rows()
        # Review: a cleared name stayed "typed", so the seat never got its default back. It is left
        # empty while the player types (table_setup gives it the default).
        self.typed[seat] = bool(name.strip())
        if self.typed[seat]:
            self.human_names[seat] = None  # the name typed last is the one the seat keeps

    def set_option(self, key: str, value) -> None:
        self.option_values[key] = value
        self._update_option_relevance()
        # Options the rules forbid together (a standalone variant) are said as they are chosen, not at Start.
        self.error = self.options_problem(self.table_setup())
        self.layout(self.size)  # a greyed-out option's sentence is shorter than its help: room moves

    def option_relevant(self, key: str) -> bool:
        """False when the option only applies under another option's value that is not chosen."""
        need = OPTION_NEEDS.get((self.game_id, key))
        return need is None or self.option_values.get(need[0]) == need[1]

    def _update_option_relevance(self) -> None:
        for opt, choice in zip(self.cls.options, self.option_choices):
            settled = self.settled_by_humans(opt.key)
            if settled is not None:
                choice.set_value(settled[0])
                self.option_values[opt.key] = settled[0]
            choice.enabled = len(choice.values) > 1 and self.option_relevant(opt.key) and settled is None

    def _choices(self, key: str) -> tuple:
        opt = next(o for o in self.cls.options if o.key == key)
        return tuple(opt.choices_for(self.players))

    def seat_colour_option(self) -> str | None:
        """The option that IS the seat colours (Blooming Sea's "colors"), set from the seats, not shown."""
        for opt in self.cls.options:
            if opt.key in ("colors", "colours"):
                return opt.key
        return None

    def table_setup(self) -> TableSetup:
        seats = [SeatConfig(s.name.strip() or self.default_name(i), s.colour, s.kind)
                 for i, s in enumerate(self.seats[: self.players])]
        seed = self.seed if self.seed is not None else random.randrange(1, 2**31)
        options = dict(self.option_values)
        for opt in self.cls.options:
            if not self.option_relevant(opt.key):  # greyed out: the game gets its default
                options[opt.key] = opt.default_for(self.players)
        key = self.seat_colour_option()
        if key is not None:
            options[key] = ",".join(s.colour.lower() for s in seats)
        return TableSetup(self.game_id, self.players, seed, options, seats)

    def options_problem(self, setup: TableSetup) -> str:
        """The engine's sentence when the chosen options cannot go together, else ''."""
        try:
            self.cls.resolve_options(setup.players, setup.options)
        except SetupError as exc:
            return str(exc)
        return ""

    def name_problem(self, seats: list[SeatConfig]) -> str:
        """A sentence when two seats share a name (the log and the results could not tell them apart)."""
        seen: dict[str, str] = {}
        for cfg in seats:
            key = cfg.name.strip().casefold()
            if key in seen:
                return f"Two players are both called {cfg.name.strip()}: give each one their own name."
            seen[key] = cfg.name
        return ""

    def start(self) -> None:
        from seaboard.ui.tables import table_class

        setup = self.table_setup()
        said = self.error  # what the screen says as Start is pressed (the replace warning, say)
        self.error = self.name_problem(setup.seats)
        if self.error:
            return
        self.error = self.options_problem(setup)
        if self.error:
            return
        from seaboard.ui import persist

        kept, warning = persist.keep_unfinished("Start game")
        if warning is not None and said != warning:
            # A second press goes on only while the warning is still said. Playtest: a key cleared
            # it, and the next press replaced a 14-turn game with nothing on screen to say so.
            self.error = warning
            return
        self._remember_table(setup)
        table = table_class(self.game_id)(self.app, setup)
        # Menu stays underneath; the picker and this screen are done.
        while len(self.app.stack) > 1 and self.app.top.name in ("setup", "picker"):
            self.app.pop()
        self.app.push(table)
        # Continue means this game from now on, before its first move too (playtest: quitting at
        # once, as the pause menu's "Quitting keeps this game" invites, left nothing to continue).
        persist.autosave_table(table)
        persist.say_kept(table, kept)

    def back(self) -> None:
        self.app.pop()

    def handle(self, event):
        handled = self._handle(event)
        self._show_focused_option()  # Tab, an arrow or Enter may have gone to an option out of sight
        return handled

    def _handle(self, event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self._wheel_scrolls_options():
            if self.scroll_options(-event.y * 3 * theme.font("body", self._option_fonts()[1]).get_linesize()):
                under = self.focus.widget_at(self.pointer)
                for widget in self.focus.widgets:
                    widget.hovered = widget is under
            return True
        if event.type == pygame.KEYDOWN and isinstance(self.focus.focused, TextField):
            # Escape or Enter finish the name being typed; Escape never throws the whole setup away.
            if event.key == pygame.K_ESCAPE:
                self.focus.focus(None)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.focus.keyboard_used = True
                self.focus.move(1)
                return True
        typing = event.type == pygame.TEXTINPUT or (event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE)
        if typing and self.error:
            self.error = ""  # the player is changing something: the old complaint no longer applies
        return super().handle(event)

    # -- widgets ---------------------------------------------------------------
    def _build(self) -> None:
        self.name_fields: list[TextField] = []
        self.colour_choices: list[Choice] = []
        self.kind_choices: list[Choice] = []
        for i in range(self.players):
            cfg = self.seats[i]
            # An empty name shows the name the seat will get (see table_setup), not a bare "Name".
            self.name_fields.append(TextField(cfg.name, lambda v, i=i: self.set_name(i, v), max_len=NAME_FIELD_CHARS,
                                              placeholder=self.default_name(i)))
            self.colour_choices.append(Choice(self.colours, cfg.colour, lambda v, i=i: self.set_colour(i, v),
                                              format=self._colour_label, decorate=self._draw_colour,
                                              one_size=True))
            self.kind_choices.append(Choice(SEAT_KINDS, cfg.kind, lambda v, i=i: self.set_kind(i, v),
                                            format=lambda k: KIND_LABELS[k]))
        self.option_choices: list[Choice] = []
        for opt in self.cls.options:
            values = list(opt.choices_for(self.players))
            choice = Choice(values, self.option_values.get(opt.key),
                            lambda v, key=opt.key: self.set_option(key, v), format=_option_text,
                            enabled=len(values) > 1)
            choice.visible = opt.key != self.seat_colour_option()
            self.option_choices.append(choice)
        self._update_option_relevance()
        widgets = [self.player_choice]
        for i in range(self.players):
            widgets += [self.name_fields[i], self.colour_choices[i], self.kind_choices[i]]
        widgets += self.option_choices + [self.back_button, self.start_button]
        self.focus.set(widgets)

    def _draw_colour(self, surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
        theme.draw_token(surface, colour, rect.center, rect.height * 0.5)

    def layout(self, size):
        super().layout(size)
        w, h = size
        usual_margin = max(self.px(48), (w - self.px(1180)) // 2)
        has_options = bool(self.cls.options)
        gap = self.px(32)
        pad = self.px(22)
        row_h = self.px(48)
        step = row_h + self.px(10)
        top = self.px(150)
        avail = h - top - self.px(120)
        step = max(self.px(40), min(step, (avail - 2 * pad - self.px(150)) // self.cls.max_players))
        row_h = min(row_h, step - self.px(8))
        heading_h = max(self.px(44), theme.font("heading", self.px(24)).get_height() + self.px(12))
        foot = self.px(12)  # the options may come nearer the panel's foot than its padding: a line more fits
        # The seats and the options share the width by what they need (playtest: at 150% text
        # Seagrass's options scrolled at 1920x1080 beside seat columns far wider than their words):
        # the seats keep their usual share while every option shows; else they give the options
        # width, down to what their names, colours and kinds need to show whole, and then a wide
        # window's margins give theirs.
        view_h = avail - pad - foot - heading_h
        # (a long typed name takes what the seats panel has: it never squeezes the options)
        seats_least = 2 * pad + sum(self._seat_needs(row_h, typed=False)) + self.px(24)
        for margin in dict.fromkeys((usual_margin, self.px(48))):
            total = w - 2 * margin - gap
            left_w = self._seats_width(total, seats_least, pad, view_h) if has_options else total
            if not has_options or self._options_fit(total - left_w - 2 * pad, view_h) is not None:
                break
        options_inner_w = total - left_w - 2 * pad
        fit = self._options_fit(options_inner_w, view_h) or (False, self.ROOMY_GAPS)
        self._option_gaps = fit[1]
        needed_options = 2 * pad + self.px(44) + sum(row.height for row in self._option_blocks(options_inner_w, fit[0]))
        # Every game's panels reach down to the same line above the buttons, so the setup
        # screens match; a taller window stops them at the rows the most seated game needs.
        most_seats = max(game_class(g).max_players for g in game_ids())
        panel_h = min(avail, max(2 * pad + self.px(42 + 46 + 70) + step * most_seats, needed_options))
        self.seats_panel = pygame.Rect(margin, top, left_w, panel_h)
        self.options_panel = pygame.Rect(self.seats_panel.right + gap, self.seats_panel.top,
                                         w - margin - self.seats_panel.right - gap, self.seats_panel.height)
        x = self.seats_panel.left + pad
        inner_w = self.seats_panel.width - 2 * pad
        self.player_choice.rect = pygame.Rect(x + self.px(150), self.seats_panel.top + pad, self.px(220), self.px(42))
        y = self.player_choice.rect.bottom + self.px(46)
        self._seat_grid = (x, y, inner_w, row_h, step)
        self._layout_seat_rows()
        self.note_y = y + self.players * step + self.px(4)
        op = self.options_panel
        self._layout_options(pygame.Rect(op.left + pad, op.top + pad, op.width - 2 * pad, op.height - pad - foot),
                             heading_h)
        for widget in self.focus.widgets:
            widget.px = self.px(17)
        bh = self.px(54)
        self.back_button.rect = pygame.Rect(margin, h - self.px(36) - bh, self.px(160), bh)
        self.start_button.rect = pygame.Rect(w - margin - self.px(240), h - self.px(36) - bh, self.px(240), bh)
        self.start_button.px = self.px(21)

    def _layout_seat_rows(self) -> None:
        """Each seat's name, colour and kind where the seats panel's grid puts them: all a typed
        name can change (set_name re-lays only these, not the whole screen)."""
        x, y, inner_w, row_h, step = self._seat_grid
        self.seat_rows: list[pygame.Rect] = []
        lead = self.px(44)
        name_w, col_w, kind_w = self._seat_columns(inner_w, row_h)
        for i in range(self.players):
            row = pygame.Rect(x, y, inner_w, row_h)
            self.seat_rows.append(row)
            self.name_fields[i].rect = pygame.Rect(x + lead, row.top, name_w - lead, row.height)
            self.colour_choices[i].rect = pygame.Rect(x + name_w + self.px(12), row.top, col_w, row.height)
            self.kind_choices[i].rect = pygame.Rect(x + name_w + col_w + self.px(24), row.top, kind_w, row.height)
            y += step

    def _seats_width(self, total: int, least: int, pad: int, view_h: int) -> int:
        """The seats panel's width when it and the options panel share `total`: its usual share if
        every option then shows in a view `view_h` high, else the widest that lets them (never under
        `least`, which shows the seats whole), else `least`."""
        usual = round(total * 0.66)
        least = min(usual, least)
        stride = self.px(16)
        return next((width for width in range(usual, least, -stride)
                     if self._options_fit(total - width - 2 * pad, view_h) is not None), least)

    def _seat_needs(self, row_h: int, typed: bool = True) -> tuple[int, int, int]:
        """The least widths of a seat row's name (with the seat number's lead), colour and kind that
        show every default name, every name typed (unless not `typed`), colour (with its token) and kind whole."""
        font = theme.font("bold", self.px(17))
        arrows = 2 * round(row_h * 0.85) + 8
        # (playtest: "Bartholom…" in a 1920x1080 window whose seat panel had room for it)
        names = [f"{c} bot" for c in self.colours] + [self.seats[i].name for i in range(self.players) if typed]
        name_w = (self.px(44) + 2 * round(row_h * 0.35) + self.px(4)
                  + max(theme.font("body", self.px(17)).size(n)[0] for n in names))
        colour_w = max(font.size(c)[0] for c in self.colours) + arrows + round(row_h * 0.7) + self.px(4)
        kind_w = max(font.size(k)[0] for k in KIND_LABELS.values()) + arrows + self.px(4)
        return name_w, colour_w, kind_w

    def _seat_columns(self, inner_w: int, row_h: int) -> tuple[int, int, int]:
        """The widths of a seat row's name field (with the seat number's lead), colour and kind choices:
        their usual shares (0.30, 0.31, the rest) where those show them whole, else what each needs
        and the room over shared out. Where a name cannot show whole beside the colours' words, the
        colour pickers show only their tokens (each colour's own shape) and give the name that room
        (playtest: 'Bartholomewsmith' shrank and was cut at 1024x640 with 150% text); then
        `self.colour_words` is False."""
        lead = self.px(44)
        usual_name = round((inner_w - lead) * 0.30) + lead
        usual_col = round((inner_w - lead) * 0.31)
        usual = (usual_name, usual_col, inner_w - usual_name - usual_col - self.px(24))
        needs = self._seat_needs(row_h)
        room = inner_w - self.px(24)
        self.colour_words = sum(needs) <= room
        if not self.colour_words:
            needs = (needs[0], self._token_choice_width(row_h), needs[2])
            usual = (usual[0], min(usual[1], needs[1]), room - usual[0] - min(usual[1], needs[1]))
        # A long typed name asks only for what the colour and kind leave (the field shrinks its
        # words a little, then cuts them): it never takes their room.
        name_least = min(needs[0], max(usual[0], room - needs[1] - needs[2]))
        needs = (name_least, needs[1], needs[2])
        spare = room - sum(needs)
        if spare < 0 or all(u >= n for u, n in zip(usual, needs)):  # (a window too small for both: the shares)
            return usual
        name_w, col_w = needs[0] + spare // 3, needs[1] + spare // 3
        return name_w, col_w, room - name_w - col_w

    def _token_choice_width(self, row_h: int) -> int:
        """A colour picker showing only its token: arrows of 0.6 of the row's height either side
        (Choice's arrows take at most a quarter of its width)."""
        return 4 * round(row_h * 0.6)

    def _colour_label(self, colour: str) -> str:
        return colour if self.colour_words else ""

    # -- the options column: measured with the real fonts, so any text size fits --
    # Every option's label and sentence are said whole, wrapped to the column (playtest: at 150%
    # text "Introductory mode (no special creatures)" lost its aside and every sentence went).
    # What does not fit scrolls (the wheel; Tab brings an option into sight), with a scroll bar and
    # a line saying so.
    def _option_fonts(self) -> tuple[float, float]:
        return max(12, self.px(16)), max(12, self.px(14))  # label px, help px (never tiny at 1024x640)

    def _option_help(self, opt) -> tuple[str, str]:
        """The sentence under an option and its text role: why it is greyed out, or its help."""
        need = OPTION_NEEDS.get((self.game_id, opt.key))
        if need is not None and not self.option_relevant(opt.key):
            return need[2], "italic"
        settled = self.settled_by_humans(opt.key)
        if settled is not None:
            return settled[1], "italic"
        said = opt.help_for(self.option_values.get(opt.key))
        help_text = said[:1].upper() + said[1:]  # engines' help may start in lower case
        if len(opt.choices_for(self.players)) == 1:  # greyed out because there is nothing to choose
            fixed = f"The only choice with {self.players} players"
            return (f"{fixed}: {said[:1].lower() + said[1:].rstrip('.')}." if said else f"{fixed}."), "body"
        return help_text, "body"

    def _option_blocks(self, width: int, beside: bool = False) -> list[OptionRow]:
        """Each shown option's label and sentence wrapped to `width`, and the height it takes. With
        `beside`, a choice stands at the right of its label, as wide as its values need, where the
        label then takes at most two lines (a wide column's labels take fewer lines than over their
        choices); the sentence goes under both."""
        label_px, help_px = self._option_fonts()
        label_font = theme.font("bold", label_px)
        label_h = label_font.get_linesize()
        line_h = theme.font("body", help_px).get_linesize()
        choice_h = self._option_choice_height()
        label_gap, help_gap, block_gap = (self.px(g) for g in self._option_gaps)
        rows = []
        for opt, choice in zip(self.cls.options, self.option_choices):
            if not choice.visible:
                continue
            help_text, role = self._option_help(opt)
            help_lines = theme.wrap(help_text, role, help_px, width) if help_text else []
            choice_w = self._choice_need(choice) if beside else 0
            label_w = width - choice_w - self.px(16)
            label_lines = theme.wrap(opt.label, "bold", label_px, label_w) if choice_w and label_w > 0 else []
            if not (0 < len(label_lines) <= 2 and all(label_font.size(line)[0] <= label_w for line in label_lines)):
                choice_w = 0  # its label would be cut or stand in a narrow tower: over its choice
            if choice_w:
                head = max(len(label_lines) * label_h, choice_h)
                label_dy, choice_dy = (head - len(label_lines) * label_h) // 2, (head - choice_h) // 2
            else:
                label_lines = theme.wrap(opt.label, "bold", label_px, width)
                label_dy, choice_dy = 0, len(label_lines) * label_h + label_gap
                head = choice_dy + choice_h
            help_dy = head + help_gap
            height = (help_dy + len(help_lines) * line_h if help_lines else head) + block_gap
            rows.append(OptionRow(opt, choice, label_lines, help_lines, role, height, label_h, line_h, choice_h, width,
                                  label_dy, choice_dy, help_dy, choice_w))
        return rows

    def _option_choice_height(self) -> int:
        return max(self.px(36), theme.font("bold", self.px(17)).get_height() + self.px(8))

    def _choice_need(self, choice: Choice) -> int:
        """How wide a choice must be to show its longest value whole (between its arrows)."""
        value_w = max(theme.font("bold", self.px(17)).size(choice.format(v))[0] for v in choice.values)
        return value_w + 2 * round(self._option_choice_height() * 0.85) + self.px(16)

    def _option_arrangements(self) -> list[tuple[bool, tuple[int, int, int]]]:
        """(beside, gaps) to try in turn: each label over its choice, then beside it; the gaps close up
        before the next."""
        return [(beside, gaps) for beside in (False, True) for gaps in (self.ROOMY_GAPS, self.SNUG_GAPS)]

    def _options_fit(self, width: int, view_h: int) -> tuple[bool, tuple[int, int, int]] | None:
        """The first arrangement in which every option shows in a view `width` by `view_h`, else None."""
        for beside, gaps in self._option_arrangements():
            self._option_gaps = gaps
            if sum(row.height for row in self._option_blocks(width, beside)) - self.px(gaps[2]) <= view_h:
                return beside, gaps
        return None

    _option_gaps = ROOMY_GAPS = (4, 4, 14)  # label to choice, choice to help, option to option
    SNUG_GAPS = (2, 2, 7)

    def _layout_options(self, inner: pygame.Rect, heading_h: int) -> None:
        view = pygame.Rect(inner.left, inner.top + heading_h, inner.width, inner.height - heading_h)
        self.options_scroll_bar: pygame.Rect | None = None
        fit = self._options_fit(view.width, view.height)
        if fit is not None:
            beside, self._option_gaps = fit
            rows = self._option_blocks(view.width, beside)
        else:  # scrolling anyway: the roomy gaps read better and keep a focus ring off the label
            self._option_gaps = self.ROOMY_GAPS
            bar_w = self.px(8)
            rows = self._option_blocks(view.width - bar_w - self.px(12))
            # The bottom line says there is more, so the options stop above it.
            view.height -= theme.font("italic", self._option_fonts()[1]).get_linesize() + self.px(6)
            self.options_scroll_bar = pygame.Rect(view.right - bar_w, view.top, bar_w, view.height)
        self.options_view = view
        self.all_option_rows = rows
        self.options_scroll = max(0, min(self.options_scroll, self.max_options_scroll))
        self._place_option_rows()

    @property
    def options_content_height(self) -> int:
        return sum(row.height for row in self.all_option_rows) - self.px(self._option_gaps[2])

    @property
    def max_options_scroll(self) -> int:
        return max(0, self.options_content_height - self.options_view.height)

    def _place_option_rows(self) -> None:
        """Each option where the scroll puts it. One only partly in sight is drawn cut by the view, but
        its choice is parked out of the window so no click lands on the hidden part (it stays in the
        Tab order: the view scrolls to it when it is focused)."""
        view = self.options_view
        y = view.top - self.options_scroll
        self.option_rows = []
        for row in self.all_option_rows:
            row.top = y
            row.drawn_choice = (pygame.Rect(view.left + row.width - row.choice_w, y + row.choice_dy, row.choice_w,
                                            row.choice_h) if row.choice_w else
                                pygame.Rect(view.left, y + row.choice_dy, row.width, row.choice_h))
            if view.contains(row.drawn_choice):
                row.choice.rect = row.drawn_choice.copy()
            else:
                row.choice.rect = pygame.Rect(-10 * self.size[0], -10 * self.size[1], row.width, row.choice_h)
                row.choice.hovered = False
            if y < view.bottom and y + row.height > view.top:
                self.option_rows.append(row)
            y += row.height

    def scroll_options(self, pixels: float) -> bool:
        """Scroll the options by `pixels` (positive: further down); True if they moved."""
        scroll = max(0, min(self.options_scroll + round(pixels), self.max_options_scroll))
        if scroll == self.options_scroll:
            return False
        self.options_scroll = scroll
        self._place_option_rows()
        return True

    def _fades(self) -> tuple[int, int]:
        """The heights of the fades over the view's top and foot (text scrolled out of sight fades)."""
        if self.options_scroll_bar is None:
            return 0, 0
        fade_h = self.px(22)
        return (fade_h if self.options_scroll > 0 else 0,
                fade_h if self.options_scroll < self.max_options_scroll else 0)

    def option_in_sight(self, row: OptionRow) -> bool:
        """True when the option's label, choice and sentence are all in the view, clear of its fades."""
        fade_top, fade_foot = self._fades()
        bottom = row.top + row.height - self.px(self._option_gaps[2])
        return row.top >= self.options_view.top + fade_top and bottom <= self.options_view.bottom - fade_foot

    def _wheel_scrolls_options(self) -> bool:
        return (getattr(self, "options_scroll_bar", None) is not None and self.pointer is not None
                and self.options_panel.collidepoint(self.pointer))

    def _show_focused_option(self) -> None:
        """Scroll the options so the whole focused one is in sight (Tab reached one out of sight)."""
        row = next((r for r in getattr(self, "all_option_rows", []) if r.choice is self.focus.focused), None)
        if row is None or self.option_in_sight(row):
            return
        view = self.options_view
        fade_h = self.px(22)  # scrolled to stand clear of the fade (none at either end)
        if row.top < view.top + fade_h:
            self.scroll_options(row.top - view.top - fade_h)
        else:  # its bottom clear of the foot's fade, but never its label above the view's top
            bottom = row.top + row.height - self.px(self._option_gaps[2])
            self.scroll_options(min(bottom - view.bottom + fade_h, row.top - view.top))

    # -- drawing ---------------------------------------------------------------
    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, f"Set up {self.cls.display_name}", self.cls.tagline, y=self.px(30))
        sp = self.seats_panel
        theme.draw_panel(surface, sp, PALETTE["sea"], radius=self.px(18))
        pad = self.px(22)
        theme.blit_text(surface, "Players", "heading", self.px(24), PALETTE["sand"],
                        (sp.left + pad, self.player_choice.rect.centery), "midleft")
        headers_y = self.player_choice.rect.bottom + self.px(18)
        if self.seat_rows:
            first = self.seat_rows[0]
            for label, widget in (("Name", self.name_fields[0]), ("Colour", self.colour_choices[0]),
                                  ("Plays as", self.kind_choices[0])):
                theme.blit_text(surface, label, "bold", max(12, self.px(14)), PALETTE["mist"], (widget.rect.left, headers_y))
            del first
        for i, row in enumerate(self.seat_rows):
            theme.blit_text(surface, str(i + 1), "title", self.px(22), PALETTE["mist"],
                            (row.left + self.px(16), row.centery), "center")
        notes = []  # (sentence, colour): warnings in coral, information in mist
        asked = {s.kind for s in self.seats[: self.players] if s.kind != "human"}
        for kind in ("medium", "hard"):
            if kind in asked and available_level(kind) != kind:
                notes.append((f"{kind.title()} bots are not ready yet: they play as "
                              f"{available_level(kind).title()} for now.", PALETTE["coral_hi"]))
        humans = sum(1 for s in self.seats[: self.players] if s.kind == "human")
        if self.cls.has_hidden_information and humans > 1:
            notes.append(("Several humans share this screen: a curtain hides each hand when it is passed on.",
                          PALETTE["mist"]))
        if not notes:
            notes.append(("Click or Tab to a name to change it; set a seat to AI to play against the computer.",
                          PALETTE["mist"]))
        y = self.note_y
        for note, colour in notes:  # wrapped to the panel: a bigger text size must not run past it
            area = pygame.Rect(sp.left + pad, y, sp.width - 2 * pad, sp.bottom - self.px(6) - y)
            y = theme.blit_paragraph(surface, note, "italic", max(13, self.px(15)), colour, area) + self.px(4)
        art = pygame.Rect(sp.left + pad, y + self.px(16), sp.width - 2 * pad, sp.bottom - pad - y - self.px(16))
        if art.height >= self.px(120):
            # Fewer players leave room: a quiet picture of the game fills it.
            layer = pygame.Surface(art.size, pygame.SRCALPHA)
            draw_emblem(layer, self.game_id, layer.get_rect().inflate(-art.width * 0.3, -self.px(10)))
            layer.set_alpha(70)
            surface.blit(layer, art.topleft)
        if self.cls.options:
            op = self.options_panel
            theme.draw_panel(surface, op, PALETTE["sea"], radius=self.px(18))
            theme.blit_text(surface, "Options", "heading", self.px(24), PALETTE["sand"],
                            (op.left + pad, op.top + pad + self.px(4)))
            self._draw_options(surface)
            if not any(c.visible for c in self.option_choices):
                theme.blit_text(surface, "Seat colours are chosen on the left.", "italic", max(13, self.px(15)),
                                PALETTE["mist"], (op.left + pad, op.top + self.px(70)))
        if self.error:
            self._draw_between_buttons(surface, self.error, "bold", PALETTE["coral_hi"])
        self.draw_widgets(surface)

    def _draw_options(self, surface) -> None:
        label_px, help_px = self._option_fonts()
        clip = surface.get_clip()
        surface.set_clip(self.options_view.clip(clip))
        for row in self.option_rows:
            y = row.top + row.label_dy
            for line in row.label_lines:
                theme.blit_text(surface, line, "bold", label_px, PALETTE["foam"] if row.choice.enabled else PALETTE["mist"],
                                (self.options_view.left, y))
                y += row.label_h
            if row.choice.rect != row.drawn_choice:  # cut by the view: drawn here, parked for the mouse
                parked, row.choice.rect = row.choice.rect, row.drawn_choice
                row.choice.draw(surface)
                row.choice.rect = parked
            y = row.top + row.help_dy
            for line in row.help_lines:
                theme.blit_text(surface, line, row.help_role, help_px, PALETTE["mist"], (self.options_view.left, y))
                y += row.line_h
        surface.set_clip(clip)
        bar = self.options_scroll_bar
        if bar is None:
            return
        # Text going out of sight fades into the panel rather than stopping at a hard cut.
        view = self.options_view
        fade_top, fade_foot = self._fades()
        if fade_top:
            surface.blit(fade_band(view.width - bar.width, fade_top, PALETTE["sea"], down=False), view.topleft)
        if fade_foot:
            surface.blit(fade_band(view.width - bar.width, fade_foot, PALETTE["sea"], down=True),
                         (view.left, view.bottom - fade_foot))
        draw_scroll_bar(surface, bar, self.options_view.height, self.options_content_height, self.options_scroll,
                        self.max_options_scroll, self.px(24))
        more_below = self.options_scroll < self.max_options_scroll
        said = "More options below: scroll or Tab" if more_below else "More options above: scroll up"
        said = theme.ellipsize(said, "italic", help_px, self.options_panel.width - 2 * self.px(22))
        theme.blit_text(surface, said, "italic", help_px, PALETTE["sand_lo"],
                        (self.options_view.left, self.options_view.bottom + self.px(6)))

    def _draw_between_buttons(self, surface, message: str, role: str, colour) -> None:
        """A sentence wrapped between Back and Start, never under them."""
        gap = pygame.Rect(self.back_button.rect.right + self.px(16), self.start_button.rect.top,
                          self.start_button.rect.left - self.back_button.rect.right - self.px(32),
                          self.start_button.rect.height)
        px = self.px(16)
        lines = theme.wrap_at_most(message, role, px, gap.width, 2)
        line_h = theme.font(role, px).get_linesize()
        y = gap.centery - len(lines) * line_h // 2
        for line in lines:
            theme.blit_text(surface, line, role, px, colour, (gap.centerx, y), "midtop")
            y += line_h
