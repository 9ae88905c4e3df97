"""Buttons and the focus group that gives a screen mouse and keyboard navigation.

Keyboard: Tab / Shift+Tab and the arrow keys move the focus, Enter or Space
activates the focused widget. Escape is left to the scene (it means "back").
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NAVIGATION_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


class Widget:
    """Something on screen that can take focus. Subclasses draw and react."""

    focusable = True
    # The arrows may step onto it (a table's header buttons say False: Tab reaches them, the arrows
    # stay on the game's own cards and buttons).
    arrows_reach = True
    # Draws its focus whether or not the keyboard was used (a text field's caret): a first key
    # has nothing to show on it, so it acts at once.
    always_shows_focus = False

    def __init__(self, rect: pygame.Rect | None = None, enabled: bool = True):
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.enabled = enabled
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.visible = True
        self.px = 20.0  # text size, set by the scene's layout

    def can_focus(self) -> bool:
        return self.focusable and self.visible

    def activate(self) -> None:
        pass

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Keys the widget itself uses while focused (before focus navigation)."""
        return False

    def handle_other(self, event: pygame.event.Event) -> bool:
        """Anything else the widget cares about (text input, clicks on its parts)."""
        return False

    def draw(self, surface: pygame.Surface, show_focus: bool = False) -> None:
        pass


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    # Foam over a dark line, not coral: coral is the colour of refusals and illegal spaces, and a
    # focused button read as an error (playtest).
    ring = rect.inflate(8, 8)
    pygame.draw.rect(surface, PALETTE["ink"], ring.inflate(2, 2), width=5, border_radius=radius + 5)
    pygame.draw.rect(surface, PALETTE["foam"], ring, width=3, border_radius=radius + 4)


STYLES = {
    # style: (fill, hover fill, pressed fill, text colour)
    "primary": (PALETTE["sand"], PALETTE["sand_hi"], PALETTE["sand_lo"], PALETTE["ink"]),
    "secondary": (PALETTE["sea_hi"], theme.mix(PALETTE["sea_hi"], PALETTE["foam"], 0.12),
                  PALETTE["sea"], PALETTE["foam"]),
    "accent": (PALETTE["coral"], PALETTE["coral_hi"], theme.mix(PALETTE["coral"], PALETTE["ink"], 0.2),
               PALETTE["ink"]),
    "quiet": (theme.mix(PALETTE["sea"], PALETTE["deep"], 0.4), PALETTE["sea"], PALETTE["deep"], PALETTE["mist"]),
}


class Button(Widget):
    """A rounded button with hover, pressed, disabled and focus states.

    `reason` says why a disabled button cannot be used; the scene shows it when
    the player points at or focuses the button.
    """

    def __init__(self, label: str, on_click: Callable[[], None] | None = None, style: str = "secondary",
                 enabled: bool = True, reason: str = "", sublabel: str = "", rect: pygame.Rect | None = None):
        super().__init__(rect, enabled)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.reason = reason
        self.sublabel = sublabel
        self.clicks = 0

    @staticmethod
    def _line_heights(px: float) -> tuple[int, int]:
        return theme.font("bold", px).get_height(), theme.font("body", px * 0.68).get_height()

    def two_line_height(self, px: float) -> int:
        """The height a button needs to show its label at `px` with its sublabel under it, whole."""
        return sum(self._line_heights(px)) + 3 + 2

    def activate(self) -> None:
        if not self.enabled:
            return
        self.clicks += 1
        if self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, show_focus: bool = False) -> None:
        if not self.visible:
            return
        fill, hover, down, ink = STYLES.get(self.style, STYLES["secondary"])
        rect = self.rect.copy()
        radius = max(6, min(rect.height // 2, 16))
        if not self.enabled:
            fill, ink = theme.mix(PALETTE["sea"], PALETTE["deep"], 0.3), PALETTE["dim"]
        elif self.pressed:
            fill = down
            rect.move_ip(0, 2)
        elif self.hovered or (self.focused and show_focus):
            fill = hover
            rect.move_ip(0, -2)
        if self.enabled and not self.pressed:
            theme.draw_shadow(surface, self.rect, radius, blur=6, offset=(0, 4), alpha=120)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge = theme.mix(fill, (255, 255, 255), 0.25) if self.enabled else theme.mix(fill, PALETTE["mist"], 0.15)
        pygame.draw.rect(surface, edge, rect, width=1, border_radius=radius)
        if self.focused and show_focus:
            draw_focus_ring(surface, rect, radius)
        role = "bold"
        if self.sublabel:
            # Both lines as one block inside the button at any text size: shrink them together.
            size = self.px
            while size > 9 and self.two_line_height(size) > rect.height:
                size -= 1
            label_h, sub_h = self._line_heights(size)
            top = rect.centery - (label_h + 3 + sub_h) // 2
            label = theme.ellipsize(self.label, role, size, rect.width - 16)
            theme.blit_text(surface, label, role, size, ink, (rect.centerx, top), "midtop")
            sub_colour = theme.mix(ink, fill, 0.3)
            sub = theme.ellipsize(self.sublabel, "body", size * 0.68, rect.width - 16)
            theme.blit_text(surface, sub, "body", size * 0.68, sub_colour, (rect.centerx, top + label_h + 3),
                            "midtop")
        else:
            label = theme.ellipsize(self.label, role, self.px, rect.width - 16)
            theme.blit_text(surface, label, role, self.px, ink, rect.center, "center")


    def natural_width(self, px: float | None = None) -> int:
        """The width that shows the whole label at `px` (default: the button's own size), text size included."""
        return theme.font("bold", self.px if px is None else px).size(self.label)[0] + 16 + 24

class FocusGroup:
    """The widgets of a screen, in focus order. Routes mouse and keys to them."""

    def __init__(self, widgets: list[Widget] | None = None, reveal_keys: tuple[int, ...] = ()):
        self.widgets: list[Widget] = list(widgets or [])
        self.index = -1
        self.keyboard_used = False
        # Keys that, while the focus is not shown, only show it (Tab and the arrows, so the first
        # Tab never skips the first button). The curtain and the replay answer every key at once.
        self.reveal_keys = reveal_keys
        self._down: Widget | None = None
        # The button just used: if that greyed it (Undo with nothing left to undo), its reason
        # waits until the pointer or the keys move on; it popped over the header after every click.
        self.just_used: Widget | None = None
        # What a disabled button's reason stays off while another place will do (a table's players panel).
        self.keep_clear: list[pygame.Rect] = []

    def set(self, widgets: list[Widget], keep_focus: bool = True) -> None:
        old = self.focused
        self.widgets = list(widgets)
        self.index = -1
        if keep_focus and old is not None and old in self.widgets:
            self.focus(old)
        for w in self.widgets:
            w.focused = w is self.focused

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.index < len(self.widgets):
            return self.widgets[self.index]
        return None

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            if w is not widget:  # the widget keeping focus never sees it drop and come back
                w.focused = False
        self.index = self.widgets.index(widget) if widget in self.widgets else -1
        if widget is not None and self.index >= 0:
            widget.focused = True

    def move(self, step: int, wrap: bool = True, by_arrow: bool = False) -> None:
        """Focus the next (`step` 1) or previous (-1) usable widget; past either end Tab wraps round
        (`wrap`), an arrow stays put. Playtest: Right pressed once too often on a results card went
        from Main menu round to Play again, and the Enter meant for the menu started a new game.
        An arrow (`by_arrow`) passes over the widgets it does not reach (arrows_reach)."""
        candidates = [i for i, w in enumerate(self.widgets) if w.can_focus() and w.enabled
                      and (w.arrows_reach or not by_arrow)]
        if not candidates:
            return
        if self.index not in candidates:
            target = candidates[0] if step > 0 else candidates[-1]
        else:
            pos = candidates.index(self.index) + step
            target = candidates[pos % len(candidates) if wrap else max(0, min(len(candidates) - 1, pos))]
        self.focus(self.widgets[target])

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def hover_at(self, pos: tuple[int, int]) -> None:
        """The pointer is at `pos`: the widget under it is hovered, no other."""
        under = self.widget_at(pos)
        if under is not self.just_used:
            self.just_used = None
        for w in self.widgets:
            w.hovered = w is under

    def hovered(self) -> Widget | None:
        for w in self.widgets:
            if w.hovered and w.visible:
                return w
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.just_used = None
        if event.type == pygame.MOUSEMOTION:
            self.hover_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            under = self.widget_at(event.pos)
            self.keyboard_used = False
            for w in self.widgets:
                w.hovered = w is under
            if under is None:
                self.focus(None)
                return False
            if under.handle_other(event):
                if under.can_focus():
                    self.focus(under)
                return True
            if under.enabled:
                under.pressed = True
                self._down = under
                if under.can_focus():
                    self.focus(under)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            down, self._down = self._down, None
            if down is None:
                return False
            down.pressed = False
            if down.enabled and down.visible and down.rect.collidepoint(event.pos):
                self.just_used = down
                down.activate()
            return True
        if event.type == pygame.KEYDOWN:
            focused = self.focused
            if (event.key in self.reveal_keys and not self.keyboard_used and focused is not None
                    and focused.visible and not focused.always_shows_focus):
                # Tab never skips, nor an arrow changes a value of, a widget nobody could see was focused.
                self.keyboard_used = True
                return True
            if focused is not None and focused.handle_key(event):
                self.keyboard_used = True
                return True
            if event.key == pygame.K_TAB:
                self.keyboard_used = True
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.keyboard_used = True
                self.move(1, wrap=False, by_arrow=True)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.keyboard_used = True
                self.move(-1, wrap=False, by_arrow=True)
                return True
            if event.key in ACTIVATE_KEYS and focused is not None and focused.enabled:
                self.keyboard_used = True
                self.just_used = focused
                focused.activate()
                return True
            return False
        focused = self.focused
        if focused is not None and focused.handle_other(event):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface, show_focus=self.keyboard_used)

    def draw_reason(self, surface: pygame.Surface, px: float) -> None:
        """Say why the pointed-at (or focused) disabled button cannot be used."""
        placed = self.reason_box(surface.get_rect(), px)
        if placed is None:
            return
        img, box = placed
        theme.draw_panel(surface, box, theme.mix(PALETTE["sea_hi"], PALETTE["ink"], 0.3), radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def reason_box(self, window: pygame.Rect, px: float) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The reason draw_reason would show now, and where; None when there is none."""
        target = self.hovered() or (self.focused if self.keyboard_used else None)
        reason = getattr(target, "reason", "")
        if target is None or target.enabled or not target.visible or not reason or target is self.just_used:
            return None
        img = theme.text(reason, "body", px, PALETTE["foam"])
        box = img.get_rect().inflate(px * 1.2, px * 0.8)
        # Beside the button, else under it, else over it: wherever it covers no other button. Off
        # what the screen keeps clear too while a place will do, if need be left of the row of
        # buttons it stands in (under the header's Undo it covered the players panel's heading).
        bounds = window.inflate(-16, -16)
        others = [w.rect for w in self.widgets if w is not target and getattr(w, "visible", True)]
        tries = [(("midleft", "midtop", "midbottom"), others)]
        if self.keep_clear:
            tries.insert(0, (("midleft", "midtop", "midbottom", "row"), others + self.keep_clear))
        for places, avoid in tries:
            for place in places:
                box = box.copy()
                if place == "midleft":
                    box.midleft = (target.rect.right + 12, target.rect.centery)
                elif place == "midtop":
                    box.midtop = (target.rect.centerx, target.rect.bottom + 8)
                elif place == "midbottom":
                    box.midbottom = (target.rect.centerx, target.rect.top - 8)
                else:
                    box.midright = (self._row_left(target) - 12, target.rect.centery)
                if place in ("midtop", "midbottom"):
                    # Slid sideways to stay in the window: under a header button at the window's right
                    # edge it overflowed, and the fallback laid it over the header's other buttons.
                    box.left = max(bounds.left, min(box.left, bounds.right - box.width))
                if bounds.contains(box) and box.collidelist(avoid) < 0:
                    return img, box
        box.clamp_ip(window.inflate(-16, -16))  # always inside the window
        return img, box

    def _row_left(self, target: Widget) -> int:
        """The left edge of the row of buttons `target` ends (the header's Hint, ?, Undo)."""
        left = target.rect.left
        while True:
            step = [w for w in self.widgets if w is not target and getattr(w, "visible", True)
                    and abs(w.rect.centery - target.rect.centery) <= target.rect.height // 2
                    and 0 <= left - w.rect.right <= target.rect.height]
            if not step:
                return left
            left = min(w.rect.left for w in step)
