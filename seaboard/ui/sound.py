"""Short sound effects, synthesised in code for this project (no sound files).

Each effect is a few hundred milliseconds of 16-bit PCM built with the array
module and handed to pygame.mixer.Sound(buffer=...). Sounds are quiet by
default (Settings.sound_volume), can be muted (Settings.sound_muted), and
everything is a no-op when the mixer cannot start (no audio device, tests).
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable, Iterable

import pygame

from seaboard.engine.core import Scored
from seaboard.store.settings import Settings

EFFECTS = ("pickup", "place", "score", "complete", "handoff", "illegal", "undo", "end")
# Loudest sample as a share of full scale, before the player's volume:
# with the default volume of 0.4 the effects sit well under other apps.
PEAK = 0.55

Synth = Callable[[float], float]  # time in seconds -> sample in [-1, 1]


def _bell(freq: float, decay: float, partials: Iterable[tuple[float, float]] = ((1, 1.0), (2.76, 0.25), (5.4, 0.08))) -> Synth:
    parts = tuple(partials)

    def sample(t: float) -> float:
        env = math.exp(-t / decay) * min(1.0, t / 0.004)
        return env * sum(a * math.sin(2 * math.pi * freq * r * t) for r, a in parts)

    return sample


def _sweep(f0: float, f1: float, length: float, decay: float) -> Synth:
    def sample(t: float) -> float:
        # Phase of a linear glide from f0 to f1 over `length` seconds.
        k = (f1 - f0) / length
        phase = 2 * math.pi * (f0 * t + 0.5 * k * t * t)
        env = math.exp(-t / decay) * min(1.0, t / 0.006)
        return env * (math.sin(phase) + 0.2 * math.sin(2 * phase))

    return sample


def _notes(notes: Iterable[tuple[float, float, float]]) -> Synth:
    """Several bell notes: (start seconds, frequency, decay)."""
    voices = [(start, _bell(freq, decay)) for start, freq, decay in notes]

    def sample(t: float) -> float:
        return sum(v(t - start) for start, v in voices if t >= start)

    return sample


def _place() -> Synth:
    # A soft wooden "tock": a low, fast-decaying tone plus a brief click of noise.
    noise = random.Random(7)
    clicks = [noise.uniform(-1, 1) for _ in range(256)]

    def sample(t: float) -> float:
        tone = math.exp(-t / 0.045) * (math.sin(2 * math.pi * 196 * t) + 0.5 * math.sin(2 * math.pi * 392 * t))
        i = int(t * 22050)
        click = clicks[i] * math.exp(-t / 0.004) * 0.6 if i < len(clicks) else 0.0
        return min(1.0, t / 0.002) * (tone + click)

    return sample


def _handoff() -> Synth:
    # A gentle swell: a soft noise "whoosh" under two slow bell notes.
    noise = random.Random(11)
    smooth = [0.0]
    low, high = _bell(523.25, 0.25), _bell(659.25, 0.3)

    def sample(t: float) -> float:
        smooth[0] = 0.92 * smooth[0] + 0.08 * noise.uniform(-1, 1)
        swell = math.sin(math.pi * min(1.0, t / 0.45)) * 1.6 * smooth[0]
        return swell + 0.6 * low(t) + (0.5 * high(t - 0.12) if t > 0.12 else 0.0)

    return sample


# name -> (seconds, synth factory)
_RECIPES: dict[str, tuple[float, Callable[[], Synth]]] = {
    "pickup": (0.09, lambda: _sweep(520, 880, 0.09, 0.05)),
    "place": (0.14, _place),
    "score": (0.45, lambda: _notes([(0.0, 880.0, 0.12), (0.09, 1318.5, 0.2)])),
    "complete": (0.8, lambda: _notes([(0.0, 523.25, 0.2), (0.08, 659.25, 0.2), (0.16, 783.99, 0.22), (0.24, 1046.5, 0.3)])),
    "handoff": (0.55, _handoff),
    "illegal": (0.22, lambda: _notes([(0.0, 185.0, 0.05), (0.09, 165.0, 0.06)])),
    "undo": (0.1, lambda: _sweep(880, 520, 0.1, 0.05)),
    "end": (1.2, lambda: _notes([(0.0, 392.0, 0.3), (0.12, 523.25, 0.3), (0.24, 659.25, 0.35), (0.36, 783.99, 0.6)])),
}


def synthesise(name: str, rate: int = 44100, channels: int = 2, float32: bool = False) -> bytes:
    """Raw PCM for effect `name` in the mixer's format (16-bit signed or 32-bit float)."""
    seconds, factory = _RECIPES[name]
    synth = factory()
    count = int(seconds * rate)
    raw = [synth(i / rate) for i in range(count)]
    peak = max((abs(x) for x in raw), default=0.0) or 1.0
    fade = max(1, int(0.01 * rate))  # a 10 ms fade-out: no click at the end
    scale = PEAK / peak
    samples = array("f" if float32 else "h")
    for i, x in enumerate(raw):
        value = x * scale * min(1.0, (count - i) / fade)
        item = value if float32 else int(round(value * 32767))
        for _ in range(channels):
            samples.append(item)
    return samples.tobytes()


def event_sound(events: Iterable[object]) -> str | None:
    """The one effect that suits a batch of engine events best (or None)."""
    best, rank = None, 0
    for event in events:
        name = type(event).__name__
        if name == "GameEnded":
            choice, r = "end", 5
        elif "Complet" in name or name in ("FishDecided", "ReefClosed"):
            # A Seagrass reef surrounded, a Blooming Sea fish decided.
            choice, r = "complete", 4
        elif name.endswith("Scored") or isinstance(event, Scored) or name == "TurtleBonus":
            choice, r = "score", 3
        elif any(word in name for word in ("Placed", "Taken", "Played", "Discarded", "Expanded", "Kept",
                                            "PutBack", "Boxed")):
            choice, r = "place", 2
        elif "Drawn" in name or name == "CardPicked":
            choice, r = "pickup", 1
        else:
            continue
        if r > rank:
            best, rank = choice, r
    return best


class SoundBoard:
    """Plays the effects at the player's volume; silent when the mixer cannot start."""

    def __init__(self, settings: Settings | None = None):
        self.settings = settings if settings is not None else Settings()
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self._format: tuple[int, int, bool] = (44100, 2, False)
        self.played: list[str] = []  # what play() actually sounded (for tests and the log)
        self._start()

    def _start(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            init = pygame.mixer.get_init()
        except (pygame.error, OSError, NotImplementedError):
            return
        if not init:
            return
        rate, size, channels = init
        if size not in (-16, 32) or channels < 1:
            return  # a format we do not build: stay silent rather than squeal
        self._format = (rate, channels, size == 32)
        self.available = True

    @property
    def volume(self) -> float:
        return max(0.0, min(1.0, float(self.settings.sound_volume)))

    @property
    def muted(self) -> bool:
        return bool(getattr(self.settings, "sound_muted", False)) or self.volume <= 0.0

    def set_muted(self, muted: bool) -> None:
        self.settings.sound_muted = muted

    def toggle_mute(self) -> bool:
        self.set_muted(not self.settings.sound_muted)
        return self.settings.sound_muted

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The effect, synthesised on first use (None when sound is unavailable)."""
        if not self.available:
            return None
        if name not in self._sounds:
            rate, channels, float32 = self._format
            try:
                self._sounds[name] = pygame.mixer.Sound(buffer=synthesise(name, rate, channels, float32))
            except pygame.error:
                self.available = False
                return None
        return self._sounds[name]

    def play(self, name: str) -> None:
        if name not in _RECIPES:
            raise KeyError(f"no sound effect {name!r}; effects: {', '.join(EFFECTS)}")
        if self.muted:
            return
        sound = self.sound(name)
        if sound is None:
            return
        sound.set_volume(self.volume)
        try:
            sound.play()
        except pygame.error:
            return
        self.played.append(name)

    def play_for_events(self, events: Iterable[object]) -> str | None:
        name = event_sound(events)
        if name is not None:
            self.play(name)
        return name
