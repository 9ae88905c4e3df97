"""The look of Seaboard: palette, player colours with glyphs, fonts, spacing, text.

Colours of players come from the Okabe-Ito palette, which stays distinct for
the common kinds of colour blindness; every player colour also has its own
glyph, so no information depends on colour alone.
"""

from __future__ import annotations

import functools
import importlib.resources
import math
import re

import pygame

Colour = tuple[int, int, int]

# --------------------------------------------------------------------------
# Palette: a calm ocean at night, sand and coral for accents.

PALETTE: dict[str, Colour] = {
    "abyss": (7, 20, 36),  # deepest background
    "deep": (12, 33, 56),  # background
    "sea": (20, 52, 82),  # panels
    "sea_hi": (30, 70, 104),  # raised panels, hovered rows
    "teal": (26, 110, 122),  # secondary accents, selected
    "teal_hi": (44, 142, 152),
    "foam": (238, 244, 247),  # main text
    "mist": (160, 186, 204),  # secondary text
    "dim": (104, 128, 150),  # disabled text
    "sand": (236, 216, 178),  # primary buttons
    "sand_hi": (248, 232, 200),
    "sand_lo": (206, 184, 144),
    "coral": (240, 128, 104),  # focus, warnings, the one thing to look at
    "coral_hi": (250, 156, 134),
    "ink": (18, 34, 52),  # text on sand
    "shadow": (2, 8, 16),
    "placeholder": (240, 200, 80),  # the "placeholder table" ribbon
}

# What a hint points at (a card, a space, a tile) glows in the sand of the hint's own words
# (message_is_advice). Playtest: in coral, the colour of refusals, a hint looked like an error.
ADVICE: Colour = PALETTE["sand"]

# Okabe-Ito hues, named as the rulebooks name player colours.
PLAYER_COLOURS: dict[str, Colour] = {
    "Blue": (0, 114, 178),
    # Playtest: Okabe-Ito's reddish purple (204, 121, 167) read as pink, beside the pink-red reefs and
    # corals too. A violet, lighter than Blue so the two stay apart where colour vision sees both blue.
    "Purple": (170, 120, 220),
    "Green": (0, 158, 115),
    "Orange": (230, 159, 0),
    "Yellow": (240, 228, 66),
    "Red": (213, 94, 0),  # Okabe-Ito vermillion
    "Sky": (86, 180, 233),
}

# Shape drawn on (or next to) anything of that colour.
GLYPHS: dict[str, str] = {
    "Blue": "circle",
    "Purple": "diamond",
    "Green": "triangle",
    "Orange": "square",
    "Yellow": "star",
    "Red": "cross",
    "Sky": "ring",
}

# Seat colours of each game, in seat order (COMPONENTS.md names the first two).
GAME_COLOURS: dict[str, tuple[str, ...]] = {
    "seagrass": ("Blue", "Purple", "Green", "Orange"),
    "bloomingsea": ("Yellow", "Purple", "Green", "Orange"),
    "seascroll": ("Blue", "Orange", "Green", "Purple", "Yellow", "Red"),
}
DEFAULT_COLOURS: tuple[str, ...] = ("Blue", "Orange", "Green", "Purple", "Yellow", "Red", "Sky")


def colours_for(game_id: str) -> tuple[str, ...]:
    return GAME_COLOURS.get(game_id, DEFAULT_COLOURS)


def player_rgb(name: str) -> Colour:
    return PLAYER_COLOURS.get(name, PALETTE["mist"])


def readable_on(rgb: Colour) -> Colour:
    """Ink or foam, whichever reads better on `rgb` (relative luminance)."""
    r, g, b = (c / 255 for c in rgb)
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return PALETTE["ink"] if lum > 0.45 else PALETTE["foam"]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


# --------------------------------------------------------------------------
# Spacing and scale. Layouts are designed at 1280x800 and scaled.

SPACE = 8
RADIUS = 14
DESIGN_SIZE = (1280, 800)
_text_scale = 1.0
# A smaller text size shrinks text down to this many pixels, never below it (nor below the size
# a layout asked for): playtest, at 80% the setup screen's help lines came out 9-10 px, unreadable.
MIN_READABLE_PX = 12


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x800 design the window is (0.8 at 1024x640)."""
    return max(0.75, min(2.2, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])))


def set_text_scale(scale: float) -> None:
    """The player's text size setting, multiplied into every font size."""
    global _text_scale
    _text_scale = max(0.8, min(1.5, float(scale)))


# --------------------------------------------------------------------------
# Fonts, loaded at their final pixel size.

FONT_FILES = {
    "title": ("font_fredoka_one", "FredokaOne-Regular.ttf"),
    "heading": ("font_fredoka_one", "FredokaOne-Regular.ttf"),
    "panel_title": ("font_fredoka_one", "FredokaOne-Regular.ttf"),
    "body": ("font_lato", "Lato-Regular.ttf"),
    "bold": ("font_lato", "Lato-Bold.ttf"),
    "black": ("font_lato", "Lato-Black.ttf"),
    "light": ("font_lato", "Lato-Light.ttf"),
    "italic": ("font_lato", "Lato-Italic.ttf"),
}


@functools.cache
def _font_path(role: str) -> str | None:
    package, name = FONT_FILES.get(role, FONT_FILES["body"])
    try:
        path = importlib.resources.files(package).joinpath("files", name)
        return str(path) if path.is_file() else None
    except ModuleNotFoundError:
        return None


def printable(text: str) -> str:
    """`text` as a font can draw it: a name typed or loaded may hold a NUL, a lone surrogate
    or only zero-width characters, and each of those makes SDL_ttf raise instead of drawing."""
    if "\x00" in text:
        text = text.replace("\x00", "")
    if not text.isascii() and any("\ud800" <= ch <= "\udfff" for ch in text):
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text


class SafeFont(pygame.font.Font):
    """A font that draws any string: what cannot be drawn is dropped or shown as "?"."""

    def size(self, text):
        return super().size(printable(text) if isinstance(text, str) else text)

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        if isinstance(text, str):
            text = printable(text)
        try:
            return super().render(text, antialias, color, bgcolor, wraplength)
        except pygame.error as exc:
            if "zero width" not in str(exc):
                raise
            return pygame.Surface((1, self.get_linesize()), pygame.SRCALPHA)  # nothing to see; the line's height


@functools.lru_cache(maxsize=256)
def _font(role: str, px: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return SafeFont(_font_path(role), px)


def _scaled(role: str, px: float) -> int:
    # Titles (the display face) are already large: the text size setting may shrink them but never
    # grows them, so a screen's title never runs into what is laid out under it. A "heading" (the
    # same face over a section) grows half as much as body text: it stays above its text in size.
    # A "panel_title" (the small title of a panel: "Players", "Game log", Blooming Sea's "Your tile",
    # Sea Scroll's captions, the replay's "Scores", the demo's) grows as its body text does
    # (playtest: at 150% "Players" stayed smaller than the names under it).
    if role == "title":
        scale = min(1.0, _text_scale)
    elif role == "heading" and _text_scale > 1.0:
        scale = 1.0 + (_text_scale - 1.0) / 2
    else:
        scale = _text_scale
    size = round(px * scale)
    if scale < 1.0:
        # Never smaller than at 100% once at the floor: every layout that fits at 100% still fits.
        size = max(size, min(round(px), MIN_READABLE_PX))
    return max(8, size)


def text_scale() -> float:
    """The player's text size setting (1.0 is the design size)."""
    return _text_scale


def font(role: str, px: float) -> pygame.font.Font:
    """The font for `role` (title, heading, panel_title, body, bold, black, light, italic) at `px` pixels."""
    return _font(role, _scaled(role, px))


@functools.lru_cache(maxsize=1024)
def _render(text: str, role: str, px: int, colour: Colour) -> pygame.Surface:
    return _font(role, px).render(text, True, colour)


def picture_font(role: str, px: float) -> pygame.font.Font:
    """A font for words that are part of a picture (a card's printed name): sized with the picture,
    not with the player's text size, which would push them off it."""
    return _font(role, max(6, round(px)))


def picture_text(label: str, role: str, px: float, colour: Colour) -> pygame.Surface:
    return _render(label, role, max(6, round(px)), tuple(colour))


def picture_wrap(label: str, role: str, px: float, width: int) -> list[str]:
    """`wrap` for words that are part of a picture (see picture_font)."""
    return list(_wrap(label, role, max(6, round(px)), width))


def text(text: str, role: str, px: float, colour: Colour = PALETTE["foam"]) -> pygame.Surface:
    """Rendered, antialiased text (cached: the same label is not re-rendered each frame)."""
    return _render(text, role, _scaled(role, px), tuple(colour))


def blit_text(surface: pygame.Surface, label: str, role: str, px: float, colour: Colour,
              pos: tuple[float, float], anchor: str = "topleft") -> pygame.Rect:
    img = text(label, role, px, colour)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


# A space no line breaks at (a caption keeps "Ada +3" on one line, demo.glued): drawn as a plain space.
NO_BREAK = "\u00a0"


def wrap(label: str, role: str, px: float, width: int) -> list[str]:
    """Split `label` into lines no wider than `width` pixels (keeps blank lines). A line breaks at
    a NO_BREAK space only where the words it joins are wider than a line on their own."""
    return list(_wrap(label, role, _scaled(role, px), width))  # a fresh list: callers splice it


# Cached on the scaled size: scenes wrap and cut the same labels every frame, and measuring
# each word again was the bulk of that work.
@functools.lru_cache(maxsize=1024)
def _wrap(label: str, role: str, px: int, width: int) -> tuple[str, ...]:
    f = _font(role, px)
    lines: list[str] = []
    for para in label.split("\n"):
        line = ""
        words = []
        for word in para.split(" "):
            words += word.split(NO_BREAK) if NO_BREAK in word and f.size(word)[0] > width else [word]
        for word in words:
            # A word wider than the line may also break after a hyphen (a Blooming Sea tile's
            # "(yellow-yellow-purple);" was wider than the hint card at a big text size).
            parts = re.findall(r"[^-]*-|[^-]+$", word) if f.size(word)[0] > width else [word]
            for i, part in enumerate(parts):
                trial = f"{line}{'' if i else ' '}{part}" if line else part
                if f.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = part
        lines.append(line)
    return tuple(line.replace(NO_BREAK, " ") for line in lines)


def wrap_at_most(label: str, role: str, px: float, width: int, max_lines: int) -> list[str]:
    """`wrap`, kept to `max_lines` lines: text that does not fit is never dropped silently,
    the last line kept ends in an ellipsis."""
    lines = wrap(label, role, px, width)
    if len(lines) <= max_lines:
        return lines
    if max_lines <= 0:
        return []
    return lines[: max_lines - 1] + [ellipsize(" ".join(lines[max_lines - 1:]), role, px, width)]


def under_panel_title(title_px: float, above: int, below: int, design: int) -> int:
    """How far below a panel's top its content starts: under a "panel_title" line of `title_px`
    (which grows with the text size), `above` and `below` it; the design's `design` while it fits."""
    return max(design, above + font("panel_title", title_px).get_linesize() + below)


def line_step(role: str, px: float, line_gap: float = 1.35) -> int:
    """The distance from one line of a paragraph to the next (blit_paragraph's spacing)."""
    return round(font(role, px).get_linesize() * line_gap / 1.2)


def paragraph_height(label: str, role: str, px: float, width: int, line_gap: float = 1.35) -> int:
    """How tall `label` stands when blit_paragraph wraps it to `width` with nothing cut."""
    return len(wrap(label, role, px, width)) * line_step(role, px, line_gap)


def whole_height(label: str, role: str, px: float, width: int, line_gap: float = 1.35) -> int:
    """The least height of a rect in which blit_paragraph draws every line of `label` wrapped to
    `width`, none cut: its own rule (the last line needs its font's height, not a whole step)."""
    lines = len(wrap(label, role, px, width))
    return (lines - 1) * line_step(role, px, line_gap) + font(role, px).get_height()


def paragraph_size(label: str, role: str, px: float, rect: pygame.Rect, floor: float, slack: int = 0) -> float:
    """The largest size from `px` down to `floor` at which `label` wraps into `rect` (a bigger text
    size makes a sentence a little smaller before any of it is cut), measured by the paragraph's
    steps (paragraph_height), give or take `slack`."""
    size = px
    while size > floor and paragraph_height(label, role, size, rect.width) > rect.height + slack:
        size -= 1
    return size


def whole_size(label: str, role: str, px: float, rect: pygame.Rect, floor: float) -> float:
    """The largest size from `px` down to `floor` at which blit_paragraph draws `label` in `rect`
    with nothing cut: measured by whole_height, its own rule, so there is no slack to guess."""
    size = px
    while size > floor and whole_height(label, role, size, rect.width) > rect.height:
        size -= 1
    return size


def blit_paragraph(surface: pygame.Surface, label: str, role: str, px: float, colour: Colour,
                   rect: pygame.Rect, line_gap: float = 1.35, align: str = "left") -> int:
    """Draw wrapped text inside `rect`; returns the y just below the last line.

    Text that does not fit is never dropped silently: the last line that fits ends in an ellipsis.
    """
    f = font(role, px)
    step = line_step(role, px, line_gap)
    fitting, wanted = 0, len(wrap(label, role, px, rect.width))  # lines that stay inside rect
    while fitting < wanted and rect.top + fitting * step + f.get_height() <= rect.bottom:
        fitting += 1
    y = rect.top
    for line in wrap_at_most(label, role, px, rect.width, fitting):
        if line:
            img = text(line, role, px, colour)
            x = rect.centerx - img.get_width() // 2 if align == "center" else rect.left
            surface.blit(img, (x, y))
        y += step
    return y


def unscaled(px: float) -> int:
    """The size to ask for so a text draws `px` tall as drawn, whatever the player's (bigger) text
    size: a floor that keeps a shrunk title readable."""
    return round(px / max(1.0, text_scale()))


def fit_size(label: str, role: str, px: float, width: int, floor: int = 9) -> int:
    """The largest size up to `px` (before the player's text size) at which `label` fits in `width`
    pixels; never below `floor`."""
    size = round(px)
    while size > floor and font(role, size).size(label)[0] > width:
        size -= 1
    return size


def number_text(value: int, signed: bool = False) -> str:
    """An integer as the game prints it: a true minus sign (−7, not -7), and a plus on gains
    where `signed` (+7), so a column of gains and losses reads alike everywhere."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if signed and value > 0 else str(value)


def ellipsize(label: str, role: str, px: float, width: int) -> str:
    """`label`, cut to end in an ellipsis if it is wider than `width` pixels."""
    return _ellipsize(label, role, _scaled(role, px), width)


@functools.lru_cache(maxsize=1024)
def _ellipsize(label: str, role: str, px: int, width: int) -> str:
    f = _font(role, px)
    if f.size(label)[0] <= width:
        return label
    while label and f.size(label + "…")[0] > width:
        label = label[:-1]
    return label + "…"


# --------------------------------------------------------------------------
# Glyphs: one shape per player colour, antialiased.


def _polygon(surface: pygame.Surface, colour: Colour, points: list[tuple[float, float]]) -> None:
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.aalines(surface, colour, True, points)


def glyph_points(kind: str, centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    cx, cy = centre
    r = size / 2
    if kind == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    if kind == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if kind == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if kind == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return pts
    if kind == "cross":
        t = r * 0.34
        return [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t), (cx + r, cy + t),
                (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r), (cx - t, cy + t), (cx - r, cy + t),
                (cx - r, cy - t), (cx - t, cy - t)]
    return []


def draw_glyph(surface: pygame.Surface, colour_name: str, centre: tuple[float, float], size: float,
               colour: Colour | None = None) -> None:
    """Draw the glyph of `colour_name`, `size` pixels across, filled with `colour`
    (the player colour itself unless given: pass a contrast colour to draw on a piece)."""
    kind = GLYPHS.get(colour_name, "circle")
    fill = colour if colour is not None else player_rgb(colour_name)
    cx, cy = round(centre[0]), round(centre[1])
    if kind == "circle":
        pygame.draw.aacircle(surface, fill, (cx, cy), max(1, round(size * 0.42)))
        return
    if kind == "ring":
        pygame.draw.aacircle(surface, fill, (cx, cy), max(2, round(size * 0.45)), max(1, round(size * 0.16)))
        return
    _polygon(surface, fill, glyph_points(kind, centre, size))


def draw_token(surface: pygame.Surface, colour_name: str, centre: tuple[float, float], radius: float,
               ring: Colour | None = None) -> None:
    """A player's disc: its colour, its glyph in contrast, a light rim so dark hues read on navy."""
    rgb = player_rgb(colour_name)
    cx, cy = round(centre[0]), round(centre[1])
    r = max(3, round(radius))
    pygame.draw.aacircle(surface, PALETTE["shadow"], (cx, cy + max(1, r // 6)), r)
    pygame.draw.aacircle(surface, rgb, (cx, cy), r)
    pygame.draw.aacircle(surface, ring or mix(rgb, (255, 255, 255), 0.55), (cx, cy), r, max(1, r // 8))
    draw_glyph(surface, colour_name, (cx, cy), r * 1.05, readable_on(rgb))


# --------------------------------------------------------------------------
# Panels and shadows.


@functools.lru_cache(maxsize=64)
def _shadow(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    pad = blur * 2
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*PALETTE["shadow"], alpha), (pad, pad, w, h), border_radius=radius)
    if blur > 0:
        surf = pygame.transform.gaussian_blur(surf, blur)
    return surf


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = RADIUS, blur: int = 10,
                offset: tuple[int, int] = (0, 6), alpha: int = 150) -> None:
    img = _shadow(rect.width, rect.height, radius, blur, alpha)
    pad = blur * 2
    surface.blit(img, (rect.x - pad + offset[0], rect.y - pad + offset[1]))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = PALETTE["sea"],
               radius: int = RADIUS, shadow: bool = True, border: Colour | None = None,
               alpha: int = 255) -> None:
    """A rounded panel with a soft shadow and a faint lighter top edge."""
    if shadow:
        draw_shadow(surface, rect, radius)
    if alpha < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    edge = border or mix(colour, (255, 255, 255), 0.12)
    pygame.draw.rect(surface, edge, rect, width=1, border_radius=radius)


@functools.lru_cache(maxsize=8)
def _backdrop(w: int, h: int, bubbles: bool) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    top, bottom = PALETTE["abyss"], PALETTE["deep"]
    for y in range(h):
        t = y / max(1, h - 1)
        pygame.draw.line(surf, mix(top, bottom, t), (0, y), (w, y))
    # Slow swells of light near the bottom: layered translucent waves.
    waves = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(4):
        base = h * (0.70 + i * 0.08)
        amp = h * 0.018 * (1 + i * 0.4)
        length = w / (1.3 + i * 0.45)
        pts = [(0, h)]
        for x in range(0, w + 16, 16):
            pts.append((x, base + amp * math.sin(x / length * 2 * math.pi + i * 1.7)))
        pts.append((w, h))
        pygame.draw.polygon(waves, (*PALETTE["teal"], 16 + i * 6), pts)
    surf.blit(waves, (0, 0))
    # A few faint bubbles, placed deterministically. Not behind a table: there the panels cover
    # most of them, and one cut by a panel's edge looks like a smudge in the gap.
    for i in range(26 if bubbles else 0):
        x = (i * 7919 % 997) / 997 * w
        y = (i * 104729 % 991) / 991 * h * 0.9
        r = 2 + (i * 31 % 5)
        pygame.draw.aacircle(surf, mix(PALETTE["deep"], PALETTE["mist"], 0.22), (round(x), round(y)), r, 1)
    return surf


def draw_backdrop(surface: pygame.Surface, bubbles: bool = True) -> None:
    """The shared ocean background behind every full-screen scene (a table's has no bubbles)."""
    surface.blit(_backdrop(*surface.get_size(), bubbles), (0, 0))


def draw_backdrop_under(surface: pygame.Surface, area: pygame.Rect, screen_size: tuple[int, int],
                        bubbles: bool = True) -> None:
    """The part of a `screen_size` window's backdrop under `area`, drawn at `surface`'s (0, 0):
    layers that bake the backdrop in can then be blitted opaque."""
    surface.blit(_backdrop(*screen_size, bubbles), (0, 0), area=area)


@functools.lru_cache(maxsize=8)
def _veil(w: int, h: int, alpha: int) -> pygame.Surface:
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((*PALETTE["abyss"], alpha))
    return veil


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind an overlay)."""
    surface.blit(_veil(*surface.get_size(), alpha), (0, 0))
