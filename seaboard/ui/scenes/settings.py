"""The settings screen: every field of seaboard.store.settings.Settings, saved on change."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from seaboard.store.settings import TAKE_BACK_CHOICES, Settings
from seaboard.ui.anim import tween
from seaboard.ui.app import MIN_SIZE, clamp_size, desktop_resolution, fit_to_desktop
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import Button
from seaboard.ui.widgets.choice import Choice
from seaboard.ui.widgets.scrolling import draw_scroll_bar, fade_band, scroll_step


def _pct(v: float) -> str:
    return "Off" if v == 0 else f"{round(v * 100)}%"


def _on_off(v: bool) -> str:
    return "On" if v else "Off"


@dataclass
class Field:
    key: str
    label: str
    help: str
    values: tuple[Any, ...]
    format: Any = str


FIELDS: tuple[Field, ...] = (
    # Text size first: its row is the one that never moves while the text size changes (see layout).
    Field("text_scale", "Text size", "Bigger text everywhere.", (0.8, 0.9, 1.0, 1.1, 1.25, 1.5), _pct),
    Field("animation_speed", "Animation speed", "Off removes motion (reduced motion).",
          (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0), lambda v: "Off" if v == 0 else f"{v:g}×"),
    Field("glyphs_always", "Seagrass tile glyphs", "The player's shape on each tile; tokens always show it.",
          (True, False), _on_off),
    Field("sound_volume", "Sound effects", "", tuple(i / 10 for i in range(11)), _pct),
    Field("sound_muted", "Mute all sound", "", (False, True), _on_off),
    Field("bot_think_seconds", "Hard bot thinking time", "Seconds per turn for the strongest bot and for hints.",
          (0.5, 1.0, 2.0, 3.0, 5.0, 10.0), lambda v: f"{v:g} s"),
    Field("take_back_seconds", "Take-back time",
          "The moment after a placement or discard when Undo takes it back.",
          TAKE_BACK_CHOICES, lambda v: "Off" if v == 0 else f"{v:g} s"),
    Field("open_scores", "Open scores by default", "Show secret scores during the game (setup default).",
          (False, True), _on_off),
    Field("fullscreen", "Full screen", "F11 or Alt+Enter switches at any time.", (False, True), _on_off),
)


# Settings fields with nothing behind them yet: a control that changes nothing would only puzzle a player.
NOT_YET_USED = {"music_volume"}  # no music ships yet


def all_fields() -> tuple[Field, ...]:
    """FIELDS, plus a plain row for any Settings field added since (so none is unreachable)."""
    known = {f.key for f in FIELDS}
    extra = []
    defaults = Settings()
    for name in Settings.__dataclass_fields__:
        if name in known or name == "window_size" or name in NOT_YET_USED:
            continue
        default = getattr(defaults, name)
        label = name.replace("_", " ").capitalize()
        if isinstance(default, bool):
            extra.append(Field(name, label, "", (False, True), _on_off))
        elif isinstance(default, int | float):
            low, high = Settings.RANGES.get(name, (0.0, max(1.0, float(default) * 2)))
            extra.append(Field(name, label, "", tuple(round(low + (high - low) * i / 10, 3) for i in range(11)),
                               lambda v: f"{v:g}"))
    return FIELDS + tuple(extra)


# Window sizes the Window size row offers (those that fit the desktop, plus the window's own size).
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
WINDOW_SIZE_HELP = "Sizes that fit this screen; a resized window is remembered too."
WINDOW_SIZE_REASON = "Leave full screen to choose a window size."
# The biggest text size: the rows are placed for it at every text size (see SettingsScene.layout).
BIGGEST_TEXT = Settings.RANGES["text_scale"][1]


def _size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


def desktop_size(app) -> tuple[int, int] | None:
    """The desktop a window must fit on, or None where it says nothing about the player's screen:
    a headless app or SDL's dummy driver (which makes one up)."""
    if app.headless or pygame.display.get_driver() == "dummy":
        return None
    return desktop_resolution()


def window_sizes(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The sizes of WINDOW_SIZES that would open whole on `desktop` (the rule the app uses at start).
    A desktop unknown, or smaller than any window, rules none out."""
    if desktop is not None and (desktop[0] < MIN_SIZE[0] or desktop[1] < MIN_SIZE[1]):
        desktop = None
    return [size for size in WINDOW_SIZES if fit_to_desktop(size, desktop) == size]


def _nearest(values: tuple[Any, ...], value: Any) -> Any:
    if value in values:
        return value
    if isinstance(value, bool) or not all(isinstance(v, int | float) for v in values):
        return values[0]
    return min(values, key=lambda v: abs(v - value))


class SettingsScene(WidgetScene):
    name = "settings"
    shows_focus_at_once = True  # a dialog: its default button is seen focused, its first key acts

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.fields = all_fields()
        self.choices = [Choice(f.values, _nearest(f.values, getattr(s, f.key)),
                               lambda v, key=f.key: self.change(key, v), format=f.format, wrap=False)
                        for f in self.fields]
        # Not a Settings field like the others: the window's size, chosen here or by resizing the window.
        self.size_choice = Choice([tuple(app.size)], tuple(app.size), self.choose_window_size,
                                  format=_size_label, wrap=False)
        self.own_size: tuple[int, int] | None = None  # a size of the player's own, not in WINDOW_SIZES
        self.size_choice.reason = ""  # why it is greyed (full screen), said as a disabled button says it
        self.back_button = Button("Done", self.back, style="primary")
        self.focus.set([*self.choices, self.size_choice, self.back_button])
        self.focus.focus(self.choices[0])
        self.scroll = 0  # pixels the rows are scrolled down (where they do not all fit the panel)
        self.pointer: tuple[int, int] | None = None  # the wheel scrolls the rows when it is over them

    def change(self, key: str, value: Any) -> None:
        setattr(self.app.settings, key, value)
        if key == "fullscreen" and value != self.app.fullscreen:
            self.app.toggle_fullscreen()
        if key == "animation_speed":
            tween.set_speed(value)
        if key == "text_scale":
            theme.set_text_scale(value)
            for scene in self.app.stack:
                scene.layout(self.app.size)
        self.app.save_settings()

    def choose_window_size(self, size: tuple[int, int]) -> None:
        if self.app.fullscreen:
            return
        # The path a resize by hand takes: every scene lays out again and the size is remembered.
        self.app.resize(size)
        self.app.save_settings()

    def _update_size_choice(self, size: tuple[int, int]) -> None:
        """The sizes on offer for the window as it is now; greyed, with the reason, in full screen."""
        choice = self.size_choice
        fullscreen = self.app.fullscreen
        # In full screen: the window that leaving it will give back.
        shown = clamp_size(self.app.settings.window_size) if fullscreen else tuple(size)
        offered = window_sizes(desktop_size(self.app))
        if shown not in offered:
            self.own_size = shown  # the player's own size stays on offer while the screen is open
        choice.values = sorted({*offered, shown, *([self.own_size] if self.own_size else [])})
        choice.set_value(shown)
        choice.enabled = not fullscreen
        choice.reason = WINDOW_SIZE_REASON if fullscreen else ""

    def back(self):
        self.app.save_settings()
        self.app.pop()

    def layout(self, size):
        super().layout(size)
        w, h = size
        pw = min(w - self.px(96), self.px(860))
        self._update_size_choice(size)
        # F11 while this screen is open switches full screen behind it (and lays it out again).
        fullscreen = next(c for f, c in zip(self.fields, self.choices) if f.key == "fullscreen")
        fullscreen.set_value(self.app.fullscreen)
        # The panel starts under the title and subtitle as measured at the biggest text size, whatever
        # the text size is: then the Text size row (the first) never moves when the text size changes,
        # and a second quick click on its arrows lands on the arrow the first one did (the rows used to
        # slide under the pointer). Each control sits at its row's top, whatever the words beside it.
        now = theme.text_scale()
        theme.set_text_scale(BIGGEST_TEXT)
        try:
            title_bottom = (self.px(26) + theme.font("title", self.px(52)).get_height() + self.px(6)
                            + theme.font("body", self.px(20)).get_height())
        finally:
            theme.set_text_scale(now)
        top = max(self.px(130), title_bottom + self.px(14))
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - self.px(110))
        pad = self.px(28)
        band = min(self.px(58), (self.panel.height - 2 * pad) // (len(self.fields) + 1))
        self.help_px = max(12, self.px(14))  # never tiny at 1024x640
        cw = self.px(260)
        # Every row says its label and help whole, wrapped beside its control (playtest at 125% and
        # 150%: the help went, only the focused row's showing under the panel); what does not fit the
        # panel scrolls, as the setup's options do.
        self.view = pygame.Rect(self.panel.left, self.panel.top + pad // 2, self.panel.width,
                                self.panel.height - pad)
        self.text_w = self.panel.width - 2 * pad - cw - self.px(20)
        label_step = theme.font("bold", self.px(18)).get_height()
        help_step = theme.font("body", self.help_px).get_height()
        self.row_lines: list[tuple[list[str], list[str]]] = []
        heights = []
        for label, help_text, _ in self._row_words():
            labels = theme.wrap(label, "bold", self.px(18), self.text_w)
            helps = theme.wrap(help_text, "body", self.help_px, self.text_w) if help_text else []
            self.row_lines.append((labels, helps))
            heights.append(max(band, len(labels) * label_step + len(helps) * help_step + self.px(8)))
        self.band = band  # a row's least height, the control centred in it
        self.choice_h = min(self.px(40), band - 4)
        self.content_h = sum(heights) + pad
        self.scroll_bar = None
        if self.content_h > self.view.height:
            self.scroll_bar = pygame.Rect(self.panel.right - pad // 2 - self.px(4), self.view.top,
                                          self.px(8), self.view.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self.row_heights = heights
        for choice in [*self.choices, self.size_choice]:
            choice.px = self.px(17)
        self._place_rows()
        self.back_button.rect = pygame.Rect(0, 0, self.px(200), self.px(52))
        self.back_button.rect.bottomright = (self.panel.right, h - self.px(36))
        self.back_button.px = self.px(20)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def _place_rows(self) -> None:
        """Each row where the scroll puts it. A control not wholly in sight is parked out of the
        window (no click lands on a hidden part); it stays in the Tab order, and focused it scrolls
        into sight."""
        pad = self.px(28)
        cw = self.px(260)
        y = self.panel.top + pad - self.scroll
        rows = []
        self.drawn_choices = []
        for choice, height in zip([*self.choices, self.size_choice], self.row_heights):
            r = pygame.Rect(self.panel.left + pad, y, self.panel.width - 2 * pad, height)
            rows.append(r)
            drawn = pygame.Rect(r.right - cw, r.top + (self.band - self.choice_h) // 2, cw, self.choice_h)
            self.drawn_choices.append(drawn)
            if self.scroll_bar is None or self.view.contains(drawn):
                choice.rect = drawn.copy()
            else:
                choice.rect = pygame.Rect(-10 * self.size[0], -10 * self.size[1], cw, self.choice_h)
                choice.hovered = False
            y += height
        self.size_row = rows.pop()  # self.rows are the fields' rows
        self.rows = rows

    def scroll_by(self, pixels: float) -> bool:
        """Scroll the rows by `pixels` (positive: further down); True if they moved."""
        scroll = max(0, min(self.scroll + round(pixels), self.max_scroll))
        if scroll == self.scroll:
            return False
        self.scroll = scroll
        self._place_rows()
        return True

    def handle(self, event):
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if (event.type == pygame.MOUSEWHEEL and self.scroll_bar is not None and self.pointer is not None
                and self.panel.collidepoint(self.pointer)):
            line = theme.font("body", self.help_px).get_linesize()
            if self.scroll_by(scroll_step(event, line, self.view.height, 3 * line)):
                under = self.focus.widget_at(self.pointer)
                for widget in self.focus.widgets:
                    widget.hovered = widget is under
            return True
        handled = super().handle(event)
        if event.type == pygame.KEYDOWN:
            self._show_focused_row()  # Tab or an arrow may have gone to a row out of sight (a click is in sight)
        return handled

    def _show_focused_row(self) -> None:
        if self.scroll_bar is None:
            return
        rows = [*self.rows, self.size_row]
        at = next((i for i, c in enumerate([*self.choices, self.size_choice]) if c is self.focus.focused), None)
        if at is None:
            return
        row, fade = rows[at], self.px(22)
        if row.top < self.view.top + (fade if self.scroll else 0):
            self.scroll_by(row.top - self.view.top - (fade if at else 0))
        elif row.bottom > self.view.bottom - fade:
            self.scroll_by(min(row.bottom - self.view.bottom + fade, row.top - self.view.top))

    def _row_words(self) -> list[tuple[str, str, Choice]]:
        """(label, help, choice) of every row: the fields, then Window size."""
        rows = [(f.label, f.help, c) for f, c in zip(self.fields, self.choices)]
        size_help = WINDOW_SIZE_HELP if self.size_choice.enabled else self.size_choice.reason
        return [*rows, ("Window size", size_help, self.size_choice)]

    def draw(self, surface):
        theme.draw_backdrop(surface)
        self.draw_title(surface, "Settings", "Changes are saved as you make them", y=self.px(26))
        theme.draw_panel(surface, self.panel, PALETTE["sea"], radius=self.px(18))
        label_step = theme.font("bold", self.px(18)).get_height()
        help_step = theme.font("body", self.help_px).get_height()
        clip = surface.get_clip()
        surface.set_clip(self.view.clip(clip))
        rows = [*self.rows, self.size_row]
        for i, ((_, _, choice), r, (labels, helps)) in enumerate(zip(self._row_words(), rows, self.row_lines)):
            if r.bottom < self.view.top or r.top > self.view.bottom:
                continue
            if i % 2 == 1:
                pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["sea_hi"], 0.4), r.inflate(self.px(12), 0),
                                 border_radius=self.px(8))
            # The words start level with the control's text; a row of one label and one help line
            # centres them on the control as before.
            drawn = self.drawn_choices[i]
            words_h = len(labels) * label_step + len(helps) * help_step
            y = drawn.centery - words_h // 2 if words_h <= drawn.height + self.px(8) else drawn.top
            ink = PALETTE["foam"] if choice.enabled else PALETTE["dim"]  # a greyed row, like its control
            for line in labels:
                theme.blit_text(surface, line, "bold", self.px(18), ink, (r.left + self.px(4), y))
                y += label_step
            for line in helps:
                theme.blit_text(surface, line, "body", self.help_px, PALETTE["mist"], (r.left + self.px(4), y))
                y += help_step
            if choice.rect != drawn:  # cut by the view: drawn here, parked for the mouse
                parked, choice.rect = choice.rect, drawn
                choice.draw(surface)
                choice.rect = parked
        surface.set_clip(clip)
        if self.scroll_bar is not None:
            self._draw_scrolling(surface)
        self.draw_widgets(surface)

    def _draw_scrolling(self, surface) -> None:
        """Fades where rows go out of sight, the scroll bar, and beside Done a line saying there is more."""
        view, bar, fade = self.view, self.scroll_bar, self.px(22)
        if self.scroll > 0:
            surface.blit(fade_band(bar.left - view.left, fade, PALETTE["sea"], down=False), view.topleft)
        if self.scroll < self.max_scroll:
            surface.blit(fade_band(bar.left - view.left, fade, PALETTE["sea"], down=True),
                         (view.left, view.bottom - fade))
        draw_scroll_bar(surface, bar, view.height, self.content_h, self.scroll, self.max_scroll, self.px(24))
        said = ("More settings below: scroll or Tab" if self.scroll < self.max_scroll
                else "More settings above: scroll up")
        done = self.back_button.rect
        room = done.left - self.panel.left - self.px(16)
        said = theme.ellipsize(said, "italic", self.help_px, room)
        theme.blit_text(surface, said, "italic", self.help_px, PALETTE["sand_lo"], (self.panel.left, done.centery),
                        "midleft")
