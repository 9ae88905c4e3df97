"""Helpers for headless UI tests: an App, synthetic input, fixed-dt frames, golden images.

    app = make_app()
    app.push(MenuScene(app))
    click_button(app, "New game")
    assert_matches_golden(app.screen, "menu_1280x800")

Input is posted with pygame.event.post and handled by the next `step`. The
dummy video driver does not move the real mouse, so widgets must take the
pointer position from events (every helper here posts a motion first).

Golden images live in tests/golden/<name>.png. SEABOARD_UPDATE_GOLDEN=1
rewrites them. On a mismatch the actual image and a diff image (differing
pixels in magenta over a dimmed copy) are written to SEABOARD_TEST_OUTPUT
(default: build/test-output/), and the assertion message says where.
"""

from __future__ import annotations

import contextlib
import os
import pathlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import pygame

DT = 1 / 60
GOLDEN_DIR = pathlib.Path(__file__).resolve().parent / "golden"
# build/ is git-ignored, so failed comparisons never litter the tree.
OUTPUT_DIR = pathlib.Path(os.environ.get("SEABOARD_TEST_OUTPUT",
                                         pathlib.Path(__file__).resolve().parents[1] / "build" / "test-output"))

Pos = tuple[int, int]


# -- the app ---------------------------------------------------------------------


def make_app(size: tuple[int, int] = (1280, 800), settings=None, **settings_fields):
    """A headless App with default settings (never the player's saved ones).

    Keyword arguments override settings fields, e.g. make_app(animation_speed=0).
    Also sets the global animation speed from those settings.
    """
    from seaboard.store.settings import Settings
    from seaboard.ui.anim import tween
    from seaboard.ui.app import App

    settings = settings if settings is not None else Settings()
    for key, value in settings_fields.items():
        if not hasattr(settings, key):
            raise TypeError(f"Settings has no field {key!r}")
        setattr(settings, key, value)
    tween.set_speed(settings.animation_speed)
    reset_input()
    return App(size=size, settings=settings, headless=True)


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours."""
    def lum(rgb):
        c = [v / 255 for v in rgb[:3]]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def fast_app(open_app, size: tuple[int, int] = (1280, 800)):
    """An app from the `open_app` fixture that animates nothing and lets bots answer at once."""
    app = open_app(size, animation_speed=0)
    app.bot_pace = 0
    return app


def open_settings(open_app, size: tuple[int, int] = (1280, 800), **settings_fields):
    """(app, menu, scene): a Settings screen over the title menu (the app is closed when the test ends)."""
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.scenes.settings import SettingsScene

    app = open_app(size, **settings_fields)
    menu = app.push(MenuScene(app))
    scene = app.push(SettingsScene(app))
    step(app)
    return app, menu, scene


def continue_after_restart(open_app, app):
    """Close `app` as a window closes (its autosave is all that is kept), open a fresh one and press
    Continue on its title menu: (the new app, the table it resumed)."""
    from seaboard.store.autosave import flush_autosaves
    from seaboard.ui.scenes.menu import MenuScene

    assert flush_autosaves()
    app.close()
    again = fast_app(open_app)
    again.push(MenuScene(again))
    click_button(again, "Continue")
    step(again)
    return again, again.top


def reopen_from_a_save(app, table):
    """Save the table's game under a name and open it again from that save: the new table."""
    from seaboard.store.saves import load_named, save_named
    from seaboard.ui import persist

    save_named("Ada", table.game, persist.seat_infos(table))
    loaded = persist.open_saved(app, load_named("Ada"))
    step(app)
    return loaded


def replay_shown_forward(app, table, shown):
    """Open a replay of the table's game and step it forward one move at a time to its end: (the
    replay scene, {position: shown(replay's table)} as each position was reached)."""
    from seaboard.ui import persist
    from seaboard.ui.scenes.replay import ReplayScene

    scene = app.push(ReplayScene(app, persist.SavedGame(table.game, persist.seat_infos(table))))
    step(app)
    forward = {}
    while not scene.replay.at_end:
        scene.forward_one()
        step(app)
        forward[scene.replay.index] = shown(scene.table)
    return scene, forward


def step(app, frames: int = 1, dt: float = DT) -> None:
    """Run `frames` frames of `dt` seconds each (input posted before is handled in the first)."""
    for _ in range(frames):
        app.step(dt)


def run_for(app, seconds: float, dt: float = DT) -> None:
    step(app, max(1, round(seconds / dt)), dt)


# -- synthetic input -------------------------------------------------------------

_pointer: list[Pos] = [(0, 0)]
_buttons_held: set[int] = set()


def reset_input() -> None:
    """Forget the pointer and held buttons of earlier tests; drop queued events."""
    _pointer[0] = (0, 0)
    _buttons_held.clear()
    if pygame.display.get_init():
        pygame.event.clear()


def _buttons_tuple() -> tuple[int, int, int]:
    return (int(1 in _buttons_held), int(2 in _buttons_held), int(3 in _buttons_held))


def post_move(pos: Pos) -> None:
    x, y = int(pos[0]), int(pos[1])
    last = _pointer[0]
    _pointer[0] = (x, y)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(x - last[0], y - last[1]),
                                         buttons=_buttons_tuple(), touch=False))


def post_down(pos: Pos, button: int = 1) -> None:
    _buttons_held.add(button)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])),
                                         button=button, touch=False))


def post_up(pos: Pos, button: int = 1) -> None:
    _buttons_held.discard(button)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(pos[0]), int(pos[1])),
                                         button=button, touch=False))


def post_wheel(y: int, x: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=False,
                                         precise_x=float(x), precise_y=float(y), touch=False))


def post_key(key: int, mod: int = 0, unicode: str = "") -> None:
    """A key press and release."""
    scancode = pygame.key.get_scancode_from_key(key) if hasattr(pygame.key, "get_scancode_from_key") else 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=scancode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=scancode))


def post_key_down(key: int) -> None:
    """A key going down (or repeating while held) with no release."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def post_key_up(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def post_text(text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def move(app, pos: Pos, frames: int = 1) -> None:
    post_move(pos)
    step(app, frames)


def click(app, pos: Pos, button: int = 1, frames: int = 1) -> None:
    """Move there, press and release (one frame for the press, `frames` after the release)."""
    post_move(pos)
    post_down(pos, button)
    step(app)
    post_up(pos, button)
    step(app, frames)


def right_click(app, pos: Pos, frames: int = 1) -> None:
    click(app, pos, button=3, frames=frames)


def drag(app, path: Sequence[Pos], button: int = 1, frames_per_point: int = 1, release: bool = True) -> None:
    """Press at path[0], move through the other points (a frame each), release at the last."""
    if len(path) < 2:
        raise ValueError("a drag needs at least a start and an end point")
    post_move(path[0])
    post_down(path[0], button)
    step(app)
    for point in path[1:]:
        post_move(point)
        step(app, frames_per_point)
    if release:
        post_up(path[-1], button)
        step(app)


def line(start: Pos, end: Pos, points: int = 8) -> list[Pos]:
    """Evenly spaced points from start to end, for a smooth drag."""
    return [(round(start[0] + (end[0] - start[0]) * i / points), round(start[1] + (end[1] - start[1]) * i / points))
            for i in range(points + 1)]


def wheel(app, y: int, pos: Pos | None = None) -> None:
    """Scroll the wheel (positive y: away from the player) with the pointer at `pos`."""
    if pos is not None:
        post_move(pos)
    post_wheel(y)
    step(app)


def key(app, key_code: int, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
    post_key(key_code, mod, unicode)
    step(app, frames)


def type_text(app, text: str) -> None:
    post_text(text)
    step(app)


@contextlib.contextmanager
def texts_drawn() -> Iterator[list[str]]:
    """Every line of text rendered through theme.text while inside the block."""
    from seaboard.ui.render import theme

    drawn: list[str] = []
    original = theme.text

    def spy(line, *args, **kwargs):
        drawn.append(line)
        return original(line, *args, **kwargs)

    theme.text = spy
    try:
        yield drawn
    finally:
        theme.text = original


@contextlib.contextmanager
def text_rects() -> Iterator[dict]:
    """Where each label drawn through theme.blit_text landed while inside the block (label -> rect;
    filled as the block ends)."""
    rects: dict = {}
    with labels_drawn() as drawn:
        yield rects
    rects.update((label, rect) for label, _px, rect in drawn)


@contextlib.contextmanager
def labels_drawn() -> Iterator[list]:
    """(label, size asked for, rect) of every theme.blit_text call inside the block, in order."""
    from seaboard.ui.render import theme

    drawn: list = []
    original = theme.blit_text

    def spy(surface, label, role, px, *args, **kwargs):
        rect = original(surface, label, role, px, *args, **kwargs)
        drawn.append((label, px, rect))
        return rect

    theme.blit_text = spy
    try:
        yield drawn
    finally:
        theme.blit_text = original


@contextlib.contextmanager
def lines_drawn() -> Iterator[list]:
    """(label, rect) of every theme.blit_text call inside the block, in order (filled as the block ends)."""
    pairs: list = []
    with labels_drawn() as drawn:
        yield pairs
    pairs.extend((label, rect) for label, _px, rect in drawn)


# -- finding widgets ---------------------------------------------------------------


def widgets(scene) -> list:
    """Every widget the scene exposes: its FocusGroup's, plus Widget attributes,
    lists or dicts of them (for scenes that keep buttons outside a focus group)."""
    from seaboard.ui.widgets.button import Widget

    found: list = []
    group = getattr(scene, "focus", None)
    for w in getattr(group, "widgets", []) or []:
        if w not in found:
            found.append(w)
    for value in vars(scene).values():
        candidates: Iterable = ()
        if isinstance(value, Widget):
            candidates = (value,)
        elif isinstance(value, list | tuple):
            candidates = value
        elif isinstance(value, dict):
            candidates = value.values()
        for w in candidates:
            if isinstance(w, Widget) and w not in found:
                found.append(w)
    return found


def find_button(app, label: str, scene=None):
    """The visible widget whose label is `label` (case-insensitive) in the top scene."""
    scene = scene if scene is not None else app.top
    wanted = label.strip().lower()
    for w in widgets(scene):
        if getattr(w, "visible", True) and str(getattr(w, "label", "")).strip().lower() == wanted:
            return w
    labels = [str(getattr(w, "label", "")) for w in widgets(scene) if getattr(w, "label", "")]
    raise AssertionError(f"no button {label!r} in {type(scene).__name__}; buttons: {labels}")


def click_button(app, label: str, frames: int = 1):
    button = find_button(app, label)
    click(app, button.rect.center, frames=frames)
    return button


# -- images ------------------------------------------------------------------------


@dataclass
class ImageDiff:
    differing: int
    total: int
    size_mismatch: bool = False
    mask: pygame.mask.Mask | None = None

    @property
    def fraction(self) -> float:
        return 1.0 if self.size_mismatch else self.differing / max(1, self.total)


def compare_surfaces(actual: pygame.Surface, expected: pygame.Surface, pixel_threshold: int = 12) -> ImageDiff:
    """Count pixels where some colour channel differs by more than `pixel_threshold` (0-255).

    Uses pygame only: |a - b| per channel via two saturating subtractions,
    then a threshold mask.
    """
    if actual.get_size() != expected.get_size():
        return ImageDiff(0, actual.get_width() * actual.get_height(), size_mismatch=True)
    a = actual.convert(24) if actual.get_bitsize() != 24 else actual.copy()
    b = expected.convert(24) if expected.get_bitsize() != 24 else expected.copy()
    a_minus_b = a.copy()
    a_minus_b.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    b_minus_a = b.copy()
    b_minus_a.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    a_minus_b.blit(b_minus_a, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # one side is 0 per channel
    t = max(0, min(255, int(pixel_threshold)))
    # Pixels within the threshold of black (no difference) are "same"; invert for "differing".
    same = pygame.mask.from_threshold(a_minus_b, (0, 0, 0), (t + 1, t + 1, t + 1, 255))
    same.invert()
    total = a.get_width() * a.get_height()
    return ImageDiff(same.count(), total, mask=same)


def diff_image(actual: pygame.Surface, result: ImageDiff) -> pygame.Surface:
    """The actual image dimmed, with differing pixels in magenta."""
    out = actual.convert(24) if actual.get_bitsize() != 24 else actual.copy()
    veil = pygame.Surface(out.get_size())
    veil.fill((0, 0, 0))
    veil.set_alpha(170)
    out.blit(veil, (0, 0))
    if result.mask is not None:
        marks = result.mask.to_surface(setcolor=(255, 0, 255, 255), unsetcolor=(0, 0, 0, 0))
        out.blit(marks, (0, 0))
    return out


def update_goldens() -> bool:
    return os.environ.get("SEABOARD_UPDATE_GOLDEN", "") not in ("", "0")


def assert_matches_golden(surface: pygame.Surface, name: str, *, pixel_threshold: int = 12,
                          max_fraction: float = 0.002, golden_dir: pathlib.Path | None = None,
                          output_dir: pathlib.Path | None = None) -> ImageDiff | None:
    """Compare `surface` with tests/golden/<name>.png.

    Passes when at most `max_fraction` of the pixels differ by more than
    `pixel_threshold` in some channel (small font-rendering differences between
    machines stay under it). Returns the comparison (None when rewriting).
    """
    golden_dir = pathlib.Path(golden_dir or GOLDEN_DIR)
    output_dir = pathlib.Path(output_dir or OUTPUT_DIR)
    golden = golden_dir / f"{name}.png"
    if update_goldens():
        golden_dir.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(golden))
        return None
    if not golden.is_file():
        output_dir.mkdir(parents=True, exist_ok=True)
        actual_path = output_dir / f"{name}.actual.png"
        pygame.image.save(surface, str(actual_path))
        raise AssertionError(f"no golden image {golden}; the actual image is {actual_path}. "
                             "Look at it, then run with SEABOARD_UPDATE_GOLDEN=1 to accept it.")
    expected = pygame.image.load(str(golden))
    result = compare_surfaces(surface, expected, pixel_threshold)
    if result.size_mismatch or result.fraction > max_fraction:
        output_dir.mkdir(parents=True, exist_ok=True)
        actual_path = output_dir / f"{name}.actual.png"
        diff_path = output_dir / f"{name}.diff.png"
        pygame.image.save(surface, str(actual_path))
        if result.size_mismatch:
            detail = f"size {surface.get_size()} != golden {expected.get_size()}"
        else:
            pygame.image.save(diff_image(surface, result), str(diff_path))
            detail = (f"{result.differing} of {result.total} pixels ({result.fraction:.3%}) differ by more than "
                      f"{pixel_threshold}; allowed {max_fraction:.3%}. Diff: {diff_path}")
        raise AssertionError(f"{name} does not match its golden image: {detail}. Actual: {actual_path}. "
                             "If the change is intended, rerun with SEABOARD_UPDATE_GOLDEN=1.")
    return result
