"""The app shell: the window, the clock and the scene stack.

Only the top scene gets input; every scene updates; drawing starts at the
highest scene that is not an overlay, so overlays draw over what is below
them and a full-screen scene (such as the hand-off curtain) hides it.
"""

from __future__ import annotations

import importlib.resources
import os
import sys
import time
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from seaboard.store.settings import Settings  # noqa: E402
from seaboard.ui.anim import tween  # noqa: E402
from seaboard.ui.render import theme  # noqa: E402
from seaboard.ui.scenes.base import Scene  # noqa: E402

MIN_SIZE = (1024, 640)
# Seconds the hand-off curtain ignores clicks and keys after it falls, so a click or key meant
# for the last turn never lifts it.
CURTAIN_SETTLE = 0.6
# Seconds of no key presses the curtain waits for before a key lifts it. Playtests: Enter taps
# 1.3 s apart went on through it (1.5 s then), and a second Enter 1.5 s after a discard showed
# the next player's hand (2.5 s now). A click needs no wait: it is made on the curtain on purpose.
CURTAIN_KEY_SETTLE = 2.5
# Seconds after F11 within which a lost focus is the switch's own (it comes back at once).
MODE_SWITCH_SECONDS = 2.0
DESKTOP_MARGIN = 80  # pixels of a desktop's height a window leaves for its title bar and a task bar
MAX_SIZE = (7680, 4320)
# Save the remembered window size once the player has stopped resizing.
SAVE_DELAY = 0.75

__all__ = ["App", "MIN_SIZE", "Scene", "clamp_size", "run_app"]


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return (max(MIN_SIZE[0], min(MAX_SIZE[0], int(size[0]))), max(MIN_SIZE[1], min(MAX_SIZE[1], int(size[1]))))


def fit_to_desktop(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """`size`, made no bigger than the desktop (less room for a title bar and a task bar), so a
    window remembered on a big screen opens whole on a small one; never below the minimum."""
    if desktop is None:
        return size
    room = (desktop[0], desktop[1] - DESKTOP_MARGIN)
    return clamp_size((min(size[0], room[0]), min(size[1], room[1])))


def desktop_resolution() -> tuple[int, int] | None:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


def _no_display() -> bool:
    return sys.platform.startswith("linux") and not os.environ.get("DISPLAY") \
        and not os.environ.get("WAYLAND_DISPLAY")


def _set_window_icon() -> None:
    """The Seaboard icon on the window (Linux ignores an executable's own icon)."""
    icon = importlib.resources.files("seaboard.assets") / "icon.svg"
    try:
        with importlib.resources.as_file(icon) as path:
            pygame.display.set_icon(pygame.image.load_sized_svg(str(path), (64, 64)))
    except (OSError, pygame.error):
        pass  # a missing icon must never stop the game


class App:
    """The window and its scene stack. Tests drive `step(dt)` with a fixed dt."""

    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 headless: bool = False, fullscreen: bool | None = None):
        self.settings = settings if settings is not None else Settings.load()
        self.headless = headless
        if headless and not pygame.display.get_init():
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        if headless:
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.init()
        theme.set_text_scale(self.settings.text_scale)
        tween.set_speed(self.settings.animation_speed)
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self._switch_focus_until = 0.0  # see toggle_fullscreen
        wanted = clamp_size(size or self.settings.window_size)
        self.screen = self._open(wanted if headless else fit_to_desktop(wanted, desktop_resolution()))
        pygame.display.set_caption("Seaboard")
        _set_window_icon()
        self._set_minimum_size()
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.time = 0.0
        self.frame_ms = 0.0
        self.pointer = (-1, -1)  # where the mouse last was, for any scene that asks
        self._resized_at: float | None = None
        # Seconds a bot waits before showing its move; None = from the settings.
        self.bot_pace: float | None = 0.0 if headless else None
        # The setup screen opens on the last table set up (store/last_setup.py); a headless app
        # (screenshots, tests) starts from the defaults unless asked, so it never depends on them.
        self.remember_setups = not headless
        # (Headless tests lift the curtain at once unless they set these as in a window.)
        self.curtain_settle = 0.0 if headless else CURTAIN_SETTLE
        self.curtain_key_settle = 0.0 if headless else CURTAIN_KEY_SETTLE
        # The demo chooser's last game (None: random), bot count and level, for its next opening.
        self.demo_picks: tuple[str | None, int, str] = (None, 2, "medium")
        # Started with --demo: the attract loop (scenes/demo.py AttractLoop), which comes back
        # after the screen has been left alone; None otherwise.
        self.attract_loop = None
        # app.time of the last key pressed, in any scene, and of the one before it (the key being
        # handled is the last: input/resting_keys.py asks how long the keyboard rested before it).
        self.last_key_at = self.previous_key_at = float("-inf")
        # Seconds of no key presses the results card waits for before it takes keys (clicks act at
        # once): keys pressed for the last moves never dismiss it (headless tests key it at once).
        self.results_settle = 0.0 if headless else 1.0
        if not headless:
            pygame.key.set_repeat(350, 40)

    # -- window ---------------------------------------------------------------
    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        flags = pygame.FULLSCREEN if self.fullscreen and not self.headless else pygame.RESIZABLE
        if self.fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), flags)
        return pygame.display.set_mode(size, flags)

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():
                # from_display_module is the only way to reach the display module's window in 2.5.
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass  # the size is clamped on every resize anyway

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize: never below the minimum, remembered for next time."""
        new = clamp_size(size)
        if new != self.screen.get_size() or new != tuple(size):
            self.screen = self._open(new)
        new = self._lay_out_again()
        if not self.fullscreen:
            self.settings.window_size = new
            self._resized_at = self.time

    def _lay_out_again(self) -> tuple[int, int]:
        """After the window changed: take the display's surface and lay every scene out for it."""
        self.screen = pygame.display.get_surface() or self.screen
        for scene in self.stack:
            scene.relayout(self.size)
        return self.size

    def toggle_fullscreen(self) -> None:
        """F11 (or Alt+Enter): switch between full screen and a window, and
        remember the choice for the next start."""
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        # SDL hides and shows the window for the switch: its focus loss is not the player's
        # (playtest: F11 mid-drag put the tile back silently). Ignored until focus returns.
        self._switch_focus_until = time.monotonic() + MODE_SWITCH_SECONDS
        self.screen = self._open(clamp_size(self.settings.window_size))
        self._lay_out_again()
        self.save_settings()

    def save_settings(self) -> None:
        self._resized_at = None
        try:
            self.settings.save()
        except OSError:
            pass  # a read-only home must not crash the game

    # -- the scene stack ------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        scene.app = self
        scene.layout(self.size)
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].uncovered()
        return scene

    def replace(self, scene: Scene) -> Scene:
        self.pop()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the whole stack and show `scene` (e.g. back to the menu)."""
        while self.stack:
            self.pop()
        return self.push(scene)

    def find(self, cls: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, cls):
                return scene
        return None

    def quit(self) -> None:
        self.running = False

    # -- the frame ------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = tuple(event.pos)
        if self.attract_loop is not None:
            self.attract_loop.saw(event, self.time)
        if event.type == pygame.QUIT:
            self.quit()
            return True
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return True
        if event.type == pygame.WINDOWRESIZED:
            if (event.x, event.y) != self.size:
                self.resize((event.x, event.y))
            return True
        if event.type == pygame.WINDOWFOCUSLOST and time.monotonic() < self._switch_focus_until:
            return True  # the full-screen switch's own, not the player's (toggle_fullscreen)
        if event.type == pygame.WINDOWFOCUSGAINED:
            self._switch_focus_until = 0.0
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return True
        if event.type == pygame.KEYDOWN:
            # (First: a curtain this key brings up counts it.)
            self.previous_key_at, self.last_key_at = self.last_key_at, self.time
        top = self.top
        return bool(top.handle(event)) if top is not None else False

    def step(self, dt: float) -> None:
        """One frame: input to the top scene, update every scene, draw the stack, flip."""
        start = time.perf_counter()
        self.time += dt
        for event in pygame.event.get():
            self.dispatch(event)
        for scene in list(self.stack):
            scene.update(dt)
        if self.attract_loop is not None:
            self.attract_loop.watch(self)
        self.draw()
        pygame.display.flip()
        if self._resized_at is not None and self.time - self._resized_at >= SAVE_DELAY:
            self.save_settings()
        self.frame_ms = (time.perf_counter() - start) * 1000

    def visible_scenes(self) -> list[Scene]:
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].is_overlay:
                first = i
                break
        return self.stack[first:]

    def draw(self) -> None:
        visible = self.visible_scenes()
        if not visible or visible[0].is_overlay:
            theme.draw_backdrop(self.screen)
        for scene in visible:
            scene.draw(self.screen)
        if self.attract_loop is not None:
            self.attract_loop.draw(self, self.screen)

    def run(self) -> None:
        try:
            while self.running and self.stack:
                dt = self.clock.tick(60) / 1000.0
                self.step(min(dt, 0.1))
        finally:
            self.close()

    def close(self) -> None:
        while self.stack:
            self.pop()
        if self._resized_at is not None:
            self.save_settings()

    def screenshot(self, path: str) -> None:
        try:
            pygame.image.save(self.screen, path)
        except pygame.error as exc:  # pygame's own error, as the OSError it is
            raise OSError(str(exc)) from None


def run_app(self_test: bool = False, demo: bool = False, demo_game: str | None = None,
            fullscreen: bool = False, demo_speed: float = 1.0) -> int:
    """What `seaboard` runs: the menu, the self-test or the demo. Returns the exit status."""
    if self_test:
        from seaboard.ui.selftest import run_self_test

        return run_self_test()
    if _no_display() and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        # An invisible window that runs forever helps nobody: say what works without a screen.
        print("seaboard: error: no display found; `seaboard --self-test` and `seaboard screenshot` "
              "work without one", file=sys.stderr)
        return 1
    app = App(fullscreen=fullscreen or None)
    from seaboard.ui.scenes.menu import MenuScene

    app.push(MenuScene(app))
    if demo:
        from seaboard.ui.scenes.demo import AttractLoop, start_demo

        app.attract_loop = AttractLoop(demo_game, demo_speed, last_input=app.time)
        start_demo(app, demo_game)
    app.run()
    return 0
