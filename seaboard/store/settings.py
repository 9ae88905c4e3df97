"""Player settings, remembered between runs in the user's data folder."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from seaboard.store.files import add_notice, atomic_write_json, data_dir

FILE_NAME = "settings.json"

# Take-back time (seaboard/ui/tables/take_back.py): how long a Blooming Sea placement or a Sea Scroll
# discard waits for Undo; 0 = Off, the move is final at once. Playtest (a practised player): the 5 s
# every move waited was slow by default; a newcomer still has 3 s, or chooses 5.
TAKE_BACK_CHOICES = (0.0, 2.0, 3.0, 5.0)
DEFAULT_TAKE_BACK_SECONDS = 3.0


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0 = animations off (reduced motion), up to 4
    glyphs_always: bool = True  # colour-blind glyphs on Seagrass creature tiles (tokens always have them)
    sound_volume: float = 0.4
    sound_muted: bool = False
    music_volume: float = 0.0
    bot_think_seconds: float = 1.0
    open_scores: bool = False  # default for the setup screen
    text_scale: float = 1.0
    take_back_seconds: float = DEFAULT_TAKE_BACK_SECONDS  # one of TAKE_BACK_CHOICES; 0 = Off

    # Allowed range per numeric field; values outside are clamped on load.
    RANGES = {
        "animation_speed": (0.0, 4.0),
        "sound_volume": (0.0, 1.0),
        "music_volume": (0.0, 1.0),
        "bot_think_seconds": (0.1, 10.0),
        "text_scale": (0.8, 1.5),
    }
    # Fields that take only these values; any other (damaged, or from a future version) gives the default.
    CHOICES = {
        "take_back_seconds": TAKE_BACK_CHOICES,
    }

    @classmethod
    def load(cls) -> Settings:
        """Read saved settings; anything missing or damaged falls back to its default."""
        path = data_dir() / FILE_NAME
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()  # a first run
        except (OSError, ValueError, RecursionError) as exc:  # RecursionError: absurdly deep nesting
            add_notice(f"The settings file could not be read ({_why(exc)}): the defaults are in use.")
            return cls()
        if not isinstance(raw, dict):
            add_notice("The settings file held no settings: the defaults are in use.")
            return cls()
        return cls.from_dict(raw)

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Settings:
        settings = cls()
        for f in dataclasses.fields(cls):
            if f.name not in raw:
                continue
            default = getattr(settings, f.name)
            value = raw[f.name]
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, f.name, value)
            elif isinstance(default, tuple):
                if (isinstance(value, list) and len(value) == 2
                        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
                    setattr(settings, f.name, (max(1024, min(7680, value[0])), max(640, min(4320, value[1]))))
            elif f.name in cls.CHOICES:
                if isinstance(value, int | float) and not isinstance(value, bool) and value in cls.CHOICES[f.name]:
                    setattr(settings, f.name, float(value))
            elif isinstance(value, int | float) and not isinstance(value, bool):
                low, high = cls.RANGES.get(f.name, (float("-inf"), float("inf")))
                setattr(settings, f.name, float(max(low, min(high, value))))
        return settings

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def save(self) -> None:
        atomic_write_json(data_dir() / FILE_NAME, self.to_dict())


def _why(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, UnicodeDecodeError):
        return "not text"
    if isinstance(exc, ValueError):
        return "not valid JSON"
    return getattr(exc, "strerror", None) or type(exc).__name__
