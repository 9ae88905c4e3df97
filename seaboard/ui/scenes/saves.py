"""Save and load named games (the data folder's saves/ subfolder), and open replays.

An overlay with a list of saves. In "save" mode a name field writes the
table's game; in "load" mode a save opens as the game in play (or as a
replay). A refused file shows its reason here and the current game stays
exactly as it was: nothing is touched until a file has been fully checked.
"""

from __future__ import annotations

import pygame

from seaboard.store.autosave import finished_replay_paths, flush_autosaves
from seaboard.store.saves import (
    SaveError,
    SaveListing,
    file_name_for,
    list_saves,
    log_refusal,
    read_save,
    save_named,
    saves_dir,
)
from seaboard.store.turns import turns_phrase
from seaboard.ui import persist
from seaboard.ui.input.held_keys import HeldKeys
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene, game_info
from seaboard.ui.scenes.results import winners_phrase
from seaboard.ui.widgets.button import ACTIVATE_KEYS, NAVIGATION_KEYS, Button, Widget, draw_focus_ring
from seaboard.ui.widgets.textfield import TextField
from seaboard.ui.widgets.tooltip import box_shadow_pad, render_text_box, wrap_text

ROWS = 6  # saves shown at once; the wheel or the arrows scroll the rest
ACTING_KEYS = (pygame.K_DELETE, *ACTIVATE_KEYS)  # keys that act here: held, their repeats must not


class DetailLine(Widget):
    """The "Details: ..." lines under a refusal where they end cut short: pointed at or focused,
    the scene shows them whole (playtest: at 1024x640 the fault ended in "…", nowhere said whole).
    Visible (so reachable) only while cut; the scene draws the words, this only its focus."""

    def __init__(self) -> None:
        super().__init__()
        self.visible = False

    def draw(self, surface: pygame.Surface, show_focus: bool = False) -> None:
        if show_focus and self.visible:
            draw_focus_ring(surface, self.rect.inflate(8, 6), 6)


def describe_listing(entry: SaveListing) -> str:
    game = game_info(entry.game_id).display_name if entry.game_id not in ("", "?") else ""
    if entry.problem:
        # Playtest: the row read "its x has the wrong type": it says what it means to the player
        # ("damaged, can't be loaded", "not a Seaboard save"...); why is said when the row is chosen.
        row = entry.problem_row
        return f"{game} · {row}" if game else row[:1].upper() + row[1:]
    state = "finished" if entry.finished else "" if entry.turns is None else turns_phrase(entry.turns)
    if entry.finished and entry.summary:
        state = entry.summary
    # Playtest: a family's unfinished games read alike; whose each one is comes before its time.
    players = "" if entry.finished else entry.players
    return " · ".join(part for part in (game, state, players, local_time(entry.saved_at)) if part)


def local_time(stamp: str) -> str:
    """A save's UTC time stamp in this machine's local time, as the default save names are."""
    import datetime

    try:
        moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=datetime.UTC)
        return moment.astimezone().strftime("%d %b %Y, %H:%M")  # "30 Nov 2026, 15:39", like the names
    except (ValueError, OverflowError, OSError):  # a stamp no clock can show: the listing goes without it
        return ""


def default_name(table) -> str:
    import datetime

    stamp = datetime.datetime.now().strftime("%d %b %Hh%M")  # a file name may hold no ":"
    return f"{table.game_cls.display_name} {stamp}"


SECRET_REPLAY = "A replay shows every hand: finish this game first (Load it to play on)."


def keeps_secrets(game_id: str) -> bool:
    """Whether a game of this kind hides anything from its players (hands, draws)."""
    from seaboard.engine.core import SetupError
    from seaboard.engine.registry import game_class

    try:
        return game_class(game_id).has_hidden_information
    except SetupError:  # an unknown kind: assume it has secrets
        return True


# (path, mtime_ns, size) -> what _describe_latest found: problem (its three parts), game id, time,
# winners, summary.
_DESCRIBED: dict[tuple[str, int, int], tuple] = {}


def _saved_time(path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # gone since it was listed
        return 0.0


class SavesScene(WidgetScene):
    """mode: "save" (from the pause menu, needs `table`), "load" (pause menu or title)."""

    name = "saves"
    is_overlay = True

    def __init__(self, app, mode: str = "load", table=None):
        super().__init__(app)
        if mode not in ("save", "load"):
            raise ValueError(f"mode must be 'save' or 'load', not {mode!r}")
        if mode == "save" and table is None:
            raise ValueError("saving needs the table whose game to save")
        self.mode = mode
        self.table = table
        self.status = ""  # a confirmation (foam) or a refusal (coral)
        self.status_is_error = False
        self.status_detail = ""  # under a refusal, smaller: the file's technical fault, for a developer
        self.selected: SaveListing | None = None
        self.first_row = 0
        self.name_field = TextField(default_name(table) if table is not None else "", max_len=40,
                                    placeholder="Name this game")
        self.save_button = Button("Save", self.save, style="primary")
        self.load_button = Button("Load game", self.load_selected, style="primary", enabled=False,
                                  reason="Choose a save first.")
        self.replay_button = Button("Watch replay", self.replay_selected, enabled=False,
                                    reason="Choose a save first.")
        self.delete_button = Button("Delete", self.delete_selected, enabled=False, reason="Choose a save first.")
        self.close_button = Button("Close", self.back, style="quiet")
        self.detail_line = DetailLine()
        from seaboard.ui.scenes.replay import IconButton  # drawn arrows: the fonts have none

        self.up_button = IconButton("up", lambda: self.scroll(-1), style="quiet")
        self.down_button = IconButton("down", lambda: self.scroll(1), style="quiet")
        # A key that acted (Delete, Enter): held down, its repeats must not answer "press again".
        self.held = HeldKeys(set())
        self.replace_ok: str | None = None  # the file name the player agreed to replace
        self.load_ok = None  # the save the player agreed to load over the unfinished game
        self.delete_ok = None  # the save the player agreed to delete (asked twice)
        self.refresh()

    # -- the list --------------------------------------------------------------
    def refresh(self) -> None:
        flush_autosaves()  # the latest finished game may still be on its way to disk
        try:
            self.entries: list[SaveListing] = list_saves()
        except SaveError as exc:  # the folder itself cannot be used: say so, list nothing
            self.entries = []
            self.set_status(exc.reason, error=True)
        if self.mode == "load":
            finished = [SaveListing(name="Latest finished game" if i == 0 else "Finished game", path=path,
                                    game_id="", finished=True) for i, path in enumerate(finished_replay_paths())]
            for entry in finished:
                self._describe_latest(entry)
            self.entries[:0] = finished
            # Newest first, saves and finished games alike (playtest: a save made just now was
            # listed below older finished games).
            self.entries.sort(key=lambda entry: _saved_time(entry.path), reverse=True)
        self.first_row = max(0, min(self.first_row, len(self.entries) - ROWS))
        self.rows: list[Button] = []
        for entry in self.entries:
            row = Button(entry.name, lambda e=entry: self.choose(e), style="quiet", sublabel=describe_listing(entry))
            self.rows.append(row)
        self._refocus()

    def _describe_latest(self, entry: SaveListing) -> None:
        # Each finished game is replayed to be described (about 10 ms for a long Seagrass game):
        # once per file version, not at every opening and refresh of the list.
        try:
            info = entry.path.stat()
            key = (str(entry.path), info.st_mtime_ns, info.st_size)
        except OSError:
            key = None
        if key is not None and key in _DESCRIBED:
            problem, entry.game_id, entry.saved_at, winners, entry.summary = _DESCRIBED[key]
            entry.problem, entry.problem_detail, entry.problem_row = problem
            entry.name += winners
            return
        label = entry.name  # "Latest finished game" or "Finished game": by place, not by file
        self._describe_finished(entry)
        if key is not None:
            if len(_DESCRIBED) >= 64:
                _DESCRIBED.pop(next(iter(_DESCRIBED)))
            problem = (entry.problem, entry.problem_detail, entry.problem_row)
            _DESCRIBED[key] = (problem, entry.game_id, entry.saved_at, entry.name[len(label):], entry.summary)

    def _describe_finished(self, entry: SaveListing) -> None:
        try:
            saved = read_save(entry.path)
        except SaveError as exc:
            entry.refused(exc)
            return
        entry.game_id = saved.game_id
        entry.saved_at = saved.saved_at
        # Who played and who won, so five finished games can be told apart (a playtest could not).
        # A save may record no seats (null): it is still listed, its seats numbered.
        names = [seat.name for seat in saved.seats or []] or [f"Seat {s + 1}" for s in range(saved.game.players)]
        if saved.game.is_over and len(names) == saved.game.players:
            result = saved.game.result()
            scores = " · ".join(f"{names[s]} {result.scores[s]}" for s in result.ranking
                                if s < len(result.scores)) if result.scores else ""
            entry.name = f"{entry.name}: {winners_phrase([names[s] for s in result.winners])}"
            entry.summary = scores

    def visible_rows(self) -> list[Button]:
        return self.rows[self.first_row:self.first_row + ROWS]

    def _refocus(self) -> None:
        widgets: list = []
        if self.mode == "save":
            widgets += [self.name_field, self.save_button]
        widgets += self.visible_rows()
        if self.mode == "load":
            widgets += [self.detail_line, self.load_button, self.replay_button, self.delete_button]
        widgets += [self.close_button]
        for row in self.rows:
            row.visible = row in self.visible_rows()
        self.up_button.visible = self.first_row > 0
        self.down_button.visible = self.first_row + ROWS < len(self.rows)
        widgets += [b for b in (self.up_button, self.down_button) if b.visible]
        self.focus.set(widgets)
        if self.focus.focused is None:
            self.focus.focus(self.name_field if self.mode == "save" else (self.rows[0] if self.rows
                                                                            else self.close_button))
        if hasattr(self, "panel"):
            self.layout(self.size)

    def scroll(self, rows: int) -> None:
        top = max(0, len(self.rows) - ROWS)
        self.first_row = max(0, min(top, self.first_row + rows))
        self._refocus()

    def choose(self, entry: SaveListing) -> None:
        self.selected = entry
        if self.mode == "save":
            self.name_field.value = entry.name  # saving again under this name replaces it
            return
        usable = entry.problem is None
        self.load_button.enabled = usable and not entry.finished
        self.load_button.reason = entry.problem or "That game is finished: watch its replay instead."
        # A replay shows every hand: a game still in play with secrets keeps them until it ends.
        secret = usable and not entry.finished and keeps_secrets(entry.game_id)
        self.replay_button.enabled = usable and not secret
        self.replay_button.reason = entry.problem or (SECRET_REPLAY if secret else "")
        self.delete_button.enabled = True  # a damaged file too: it is only clutter
        self.delete_ok = None
        # The row already says it can't be loaded: this says why (short enough for the details under it).
        self.set_status(entry.problem or "", error=bool(entry.problem), detail=entry.problem_detail if entry.problem else "")

    def set_status(self, text: str, error: bool = False, detail: str = "") -> None:
        self.status = text
        self.status_is_error = error
        self.status_detail = detail

    # -- actions ---------------------------------------------------------------
    def save(self) -> None:
        name = self.name_field.value
        try:
            file_name = file_name_for(name)
            if (saves_dir() / file_name).exists() and self.replace_ok != file_name:
                self.replace_ok = file_name
                self.set_status(f"A save called “{file_name[:-5]}” exists: press Save again to replace it.",
                                error=True)
                return
            path = save_named(name, self.table.game, persist.seat_infos(self.table))
        except SaveError as exc:
            self.set_status(exc.reason, error=True)
            persist.play(self.app, "illegal")
            return
        except OSError as exc:
            self.set_status(f"The game could not be saved: {exc.strerror or exc}.", error=True)
            return
        self.replace_ok = None
        self.set_status(f"Saved as “{path.stem}”.")
        self.refresh()

    def _read_selected(self):
        if self.selected is None:
            self.set_status("Choose a save first.", error=True)
            return None
        try:
            return read_save(self.selected.path)
        except SaveError as exc:
            # The game in play is untouched: nothing was built from the file.
            entry = self.selected
            entry.refused(exc)
            log_refusal(entry.path, exc)
            for row, listed in zip(self.rows, self.entries):
                if listed is entry:
                    row.sublabel = describe_listing(entry)  # marked as the list marks it, not the fault itself
            self.choose(entry)  # Load and Watch replay now say why they are off
            self.set_status(f"That save can't be loaded. {exc.reason}", error=True, detail=exc.detail)
            persist.play(self.app, "illegal")
            return None

    def load_selected(self) -> None:
        saved = self._read_selected()
        if saved is None:
            return
        if saved.finished:
            self.set_status("That game is finished: watch its replay instead.", error=True)
            return
        # Continue keeps one unfinished game: the one loading replaces goes into Saves first (if
        # that fails, loading asks once).
        kept, warning = persist.keep_unfinished("Load")
        if warning is not None and self.load_ok != self.selected.path:
            self.load_ok = self.selected.path
            self.set_status(warning, error=True)
            return
        self.load_ok = None
        persist.say_kept(persist.open_saved(self.app, saved), kept)

    def delete_selected(self) -> None:
        """Delete the chosen save, asked twice: a deleted game cannot come back."""
        entry = self.selected
        if entry is None:
            self.set_status("Choose a save first.", error=True)
            return
        if self.delete_ok != entry.path:
            self.delete_ok = entry.path
            self.set_status(f"Press Delete again to delete “{entry.name}” for good.", error=True)
            return
        self.delete_ok = None
        place = self.entries.index(entry) if entry in self.entries else 0
        try:
            entry.path.unlink(missing_ok=True)
        except OSError as exc:
            self.set_status(f"“{entry.name}” could not be deleted: {exc.strerror or exc}.", error=True)
            return
        self.selected = None
        self.load_button.enabled = self.replay_button.enabled = self.delete_button.enabled = False
        self.load_button.reason = self.replay_button.reason = self.delete_button.reason = "Choose a save first."
        self.focus.focus(None)
        self.refresh()
        if self.focus.keyboard_used and self.rows:
            # The ring goes to the save now in the deleted one's place, which is chosen.
            place = min(place, len(self.rows) - 1)
            first = min(self.first_row, place)  # scrolled so that row shows
            first = max(first, place - ROWS + 1)
            self.scroll(first - self.first_row)
            self.focus.focus(self.rows[place])
            self._select_focused_row()
        self.set_status(f"Deleted “{entry.name}”.")

    def replay_selected(self) -> None:
        saved = self._read_selected()
        if saved is None:
            return
        from seaboard.ui.scenes.replay import ReplayScene

        self.app.push(ReplayScene(self.app, saved))

    def back(self) -> None:
        self.app.pop()

    # -- input and layout ------------------------------------------------------
    def update(self, dt: float) -> None:
        self.held.forget_released()  # let go while another screen was on top

    def handle(self, event):
        if self.held.swallows(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTING_KEYS:
            self.held.add(event.key)
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.scroll(-event.y)
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.mode == "save" and self.focus.focused is self.name_field):
            self.save()
            return True
        if event.type == pygame.KEYDOWN and self.mode == "load":
            if event.key == pygame.K_DELETE and self.selected is not None:
                self.delete_selected()  # the key the question names ("press Delete again")
                return True
            entry = self._focused_entry()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and entry is not None and entry is self.selected:
                self.open_selected()  # Enter on the chosen save opens it, as its buttons would
                return True
        handled = super().handle(event)
        # Only moving the focus chooses (Enter on Delete must not choose the next save at once).
        if event.type == pygame.KEYDOWN and event.key in NAVIGATION_KEYS and self.mode == "load":
            self._select_focused_row()
        return handled

    def _focused_entry(self) -> SaveListing | None:
        return next((entry for row, entry in zip(self.rows, self.entries) if row is self.focus.focused), None)

    def open_selected(self) -> None:
        """Load the chosen save, or watch its replay when it can only be watched (finished)."""
        if self.load_button.enabled:
            self.load_selected()
        elif self.replay_button.enabled:
            self.replay_selected()
        else:
            self.set_status(self.load_button.reason or "That save can't be opened.", error=True)

    def _select_focused_row(self) -> None:
        """A row the keyboard reaches is chosen at once, so Load, Watch replay and Delete
        come alive on the way to them (a mouse chooses by clicking)."""
        entry = self._focused_entry()
        if entry is not None and entry is not self.selected:
            self.choose(entry)

    def layout(self, size):
        super().layout(size)
        w, h = size
        close_w = max(self.px(130), self.close_button.natural_width(self.px(19)))
        # Playtest (150% text): the buttons' labels shrank in a dialog with room to spare around it.
        # It widens, as far as the window allows, for the row of buttons at their own size.
        pair_w, delete_w = self._load_widths(self.px(19))
        buttons_w = close_w + (3 * self.px(12) + 2 * pair_w + delete_w if self.mode == "load" else 0)
        pw = min(w - self.px(60), max(self.px(640), buttons_w + self.px(56)))
        row_h, gap = self.px(58), self.px(8)
        top_part = self.px(96) + (self.px(70) if self.mode == "save" else 0)
        # Each row as tall as its two lines at their size (they shrank to 100% at 150% text), as
        # far as the window has room for the list.
        tallest = max(self.px(58), max((row.two_line_height(self.px(18)) + self.px(6) for row in self.rows), default=0))
        room = (h - self.px(30) - top_part - self.px(60) - self.px(90)) // ROWS - gap
        row_h = max(row_h, min(tallest, room))
        list_h = ROWS * (row_h + gap)
        ph = min(h - self.px(30), top_part + list_h + self.px(60) + self.px(90))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-self.px(56), 0)
        y = self.panel.top + self.px(90)
        if self.mode == "save":
            self.name_field.rect = pygame.Rect(inner.left, y, inner.width - self.px(150), self.px(48))
            self.name_field.px = self.px(19)
            self.save_button.rect = pygame.Rect(inner.right - self.px(138), y, self.px(138), self.px(48))
            self.save_button.px = self.px(19)
            y += self.px(70)
        self.list_rect = pygame.Rect(inner.left, y, inner.width, list_h)
        scrolls = len(self.rows) > ROWS  # room for the arrows only when there is more than fits
        for i, row in enumerate(self.visible_rows()):
            row.rect = pygame.Rect(inner.left, y + i * (row_h + gap), inner.width - (self.px(44) if scrolls else 0),
                                   row_h)
            row.px = self.px(18)
        self.up_button.rect = pygame.Rect(inner.right - self.px(36), y, self.px(36), self.px(36))
        self.down_button.rect = pygame.Rect(inner.right - self.px(36), y + list_h - gap - self.px(36),
                                            self.px(36), self.px(36))
        self.up_button.px = self.down_button.px = self.px(15)
        self.status_y = self.list_rect.bottom + self.px(4)
        bh = self.px(50)
        by = self.panel.bottom - self.px(24) - bh
        # The status sentence has all the room down to the buttons (it may say what to press next).
        self.status_box = pygame.Rect(inner.left, self.status_y, inner.width, by - self.px(6) - self.status_y)
        # A short list leaves room under its last row: a refusal's details may grow up into it
        # (playtest: a long "Details:" line was cut beside an empty list).
        shown = self.visible_rows()
        free_top = (shown[-1].rect.bottom + self.px(14) if shown
                    else self.list_rect.top + self.px(140))  # under the "No saved games yet" sentence
        self.status_room = self.status_box.union(pygame.Rect(inner.left, min(free_top, self.status_y), inner.width, 0))
        gap = self.px(12)
        if self.mode == "load":
            # As wide as the longest label needs (a bigger text size must not cut "Watch replay"),
            # a little smaller where the row has no room for that.
            label_px = self.px(19)
            room = inner.width - close_w - 3 * gap
            widths = self._load_widths
            while label_px > self.px(12) and 2 * widths(label_px)[0] + widths(label_px)[1] > room:
                label_px -= 1
            bw, delete_w = widths(label_px)
            if 2 * bw + delete_w > room:  # the smallest size still too wide: share the room
                bw, delete_w = room * 3 // 8, room - 2 * (room * 3 // 8)
            self.load_button.rect = pygame.Rect(inner.left, by, bw, bh)
            self.replay_button.rect = pygame.Rect(inner.left + bw + gap, by, bw, bh)
            self.delete_button.rect = pygame.Rect(self.replay_button.rect.right + gap, by, delete_w, bh)
            self.load_button.px = self.replay_button.px = self.delete_button.px = label_px
        self.close_button.rect = pygame.Rect(inner.right - close_w, by, close_w, bh)
        # One label size along the row of buttons.
        self.close_button.px = self.load_button.px if self.mode == "load" else self.px(19)

    def _load_widths(self, px: int) -> tuple[int, int]:
        """The widths of Load and Watch replay (alike) and of Delete, their labels whole at `px`."""
        pair = max(self.px(150), *(b.natural_width(px) for b in (self.load_button, self.replay_button)))
        return pair, max(self.px(96), self.delete_button.natural_width(px))

    # -- drawing ---------------------------------------------------------------
    def draw(self, surface):
        theme.dim(surface, 170)
        theme.draw_panel(surface, self.panel, PALETTE["sea"], radius=self.px(22))
        title = "Save game" if self.mode == "save" else "Saved games"
        theme.blit_text(surface, title, "title", self.px(40), PALETTE["sand"],
                        (self.panel.centerx, self.panel.top + self.px(24)), "midtop")
        if not self.rows:
            if self.mode == "load":
                empty = ("No saved games yet. To save a game in play, press Escape at its table "
                         "and choose Save game.")
            else:
                empty = "Your saves will be listed here."
            box = pygame.Rect(self.list_rect.left, self.list_rect.top + self.px(40), self.list_rect.width,
                              self.px(90))
            theme.blit_paragraph(surface, empty, "body", self.px(18), PALETTE["mist"], box, align="center")
        for row, entry in zip(self.rows, self.entries):
            if row.visible and entry is self.selected:  # the chosen save: a sand frame, plain to see
                pygame.draw.rect(surface, PALETTE["sand"], row.rect.inflate(self.px(8), self.px(8)), width=3,
                                 border_radius=self.px(15))
        self.draw_widgets(surface)
        for row, entry in zip(self.rows, self.entries):
            if row.visible and entry.problem:
                # Damaged files are marked, so the reason is never a surprise.
                pygame.draw.circle(surface, PALETTE["coral"],
                                   (row.rect.left + self.px(14), row.rect.top + round(row.rect.height * 0.3)),
                                   self.px(5))
        if self.status:
            colour = PALETTE["coral_hi"] if self.status_is_error else PALETTE["teal_hi"]
            # The file's own fault, for whoever debugs it, goes under the player's words, smaller,
            # where they leave room for it: they come first, never shrunk for it (it is logged too).
            # As many lines as the room allows, the box growing up into a short list's empty room;
            # cut short, it is whole on pointing or focus.
            detail_px = self.px(12)
            detail_step = theme.font("body", detail_px).get_linesize()
            detail = f"Details: {self.status_detail}" if self.status_detail else ""
            detail_all = wrap_text(detail, "body", detail_px, self.status_box.width) if detail else []
            box = self.status_box
            wanted = (theme.paragraph_height(self.status, "bold", self.px(16), box.width)
                      + (self.px(4) + len(detail_all) * detail_step if detail_all else 0))
            if wanted > box.height:  # its foot stays above the buttons; it grows up, as far as the list lets it
                top = max(self.status_room.top, box.bottom - wanted)
                box = pygame.Rect(box.left, top, box.width, box.bottom - top)
            self.status_drawn = box
            shown, size = 0, 0.0
            for lines in range(len(detail_all), 0, -1):
                above = pygame.Rect(box.left, box.top, box.width, box.height - lines * detail_step - self.px(4))
                size = theme.paragraph_size(self.status, "bold", self.px(16), above, self.px(14))
                if theme.paragraph_height(self.status, "bold", size, box.width) <= above.height:
                    shown = lines
                    break
            if not shown and detail_all:
                # Not even one line of them fits (playtest: a two-line reason under a full list at
                # 150% text, the details neither shown nor reachable): a "Details…" link ends the
                # reason instead, whole on pointing or focus.
                self.draw_reason_with_details_link(surface, box, colour, detail_px)
                self.draw_whole_detail(surface)
                return
            if not shown:
                size = theme.paragraph_size(self.status, "bold", self.px(16), box, self.px(11))
            bottom = theme.blit_paragraph(surface, self.status, "bold", size, colour, box)
            self.detail_line.visible = 0 < shown < len(detail_all)
            if shown:
                y = bottom + self.px(4)
                area = pygame.Rect(box.left, y, 0, 0)
                for line in theme.wrap_at_most(detail, "body", detail_px, box.width, shown):
                    area.union_ip(theme.blit_text(surface, line, "body", detail_px, PALETTE["mist"], (box.left, y)))
                    y += detail_step
                self.detail_line.rect = area
        else:
            self.detail_line.visible = False
        self.draw_whole_detail(surface)

    DETAILS_LINK = "Details…"

    def draw_reason_with_details_link(self, surface, box: pygame.Rect, colour, detail_px: float) -> None:
        """The reason in `box`, the details' link after its last line; where that line leaves no room
        for it, the reason wraps short of the right edge by the link's width."""
        link_font = theme.font("body", detail_px)
        gap = self.px(12)  # clear of the reason's last word, focus ring and all
        link_w = link_font.size(self.DETAILS_LINK)[0] + gap
        for width in (box.width, box.width - link_w):
            area = pygame.Rect(box.left, box.top, width, box.height)
            size = theme.paragraph_size(self.status, "bold", self.px(16), area, self.px(11))
            step = theme.line_step("bold", size)
            reason_font = theme.font("bold", size)
            fitting = 1 + max(0, (area.height - reason_font.get_height()) // step)  # blit_paragraph's rule
            last = theme.wrap_at_most(self.status, "bold", size, width, fitting)[-1]
            if reason_font.size(last)[0] + link_w <= box.width:
                break
        bottom = theme.blit_paragraph(surface, self.status, "bold", size, colour, area)
        top = bottom - step + reason_font.get_ascent() - link_font.get_ascent()  # on the reason's baseline
        x = box.left + reason_font.size(last)[0] + gap
        self.detail_line.rect = theme.blit_text(surface, self.DETAILS_LINK, "body", detail_px, PALETTE["mist"],
                                                (x, top))
        self.detail_line.visible = True

    def draw_whole_detail(self, surface) -> None:
        """The cut-short details whole, just above the reason (over the list), while the pointer is
        on them or the keyboard's focus."""
        line = self.detail_line
        if not line.visible or not (line.hovered or (line.focused and self.focus.keyboard_used)):
            return
        box = render_text_box(f"Details: {self.status_detail}", self.status_box.width, px=self.px(14))
        shadow = box_shadow_pad()  # the image has its shadow round the panel
        drawn = self.status_drawn
        surface.blit(box, (drawn.left - shadow, drawn.top - self.px(4) + shadow - box.get_height()))
