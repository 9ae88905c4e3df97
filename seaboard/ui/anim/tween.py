"""Tweens: named easing curves, attribute/value tweens, sequences and a Timeline.

Every animation advances only when its owner calls `update(dt)`; nothing here
waits or blocks, so input is always handled. A global speed factor (the
player's "animation speed" setting) scales time: 2 plays twice as fast and
0 means animations are off, so they jump to their end at once.

Curve names follow the usual in/out convention; pgzero's names (accelerate,
decelerate, accel_decel, bounce_end...) are accepted as aliases.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Easing = Callable[[float], float]

# -- easing curves: f(0) == 0 and f(1) == 1 for every curve -------------------

_BACK = 1.70158  # the classic overshoot of about 10%


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - 2 * (1 - t) * (1 - t)


def in_cubic(t: float) -> float:
    return t * t * t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - 4 * (1 - t) ** 3


def in_back(t: float) -> float:
    return (_BACK + 1) * t**3 - _BACK * t * t


def out_back(t: float) -> float:
    return 1 - in_back(1 - t)


def in_out_back(t: float) -> float:
    return in_back(2 * t) / 2 if t < 0.5 else 1 - in_back(2 - 2 * t) / 2


def out_elastic(t: float) -> float:
    if t <= 0 or t >= 1:
        return float(t >= 1)
    return 2 ** (-10 * t) * math.sin((10 * t - 0.75) * (2 * math.pi / 3)) + 1


def in_elastic(t: float) -> float:
    return 1 - out_elastic(1 - t)


def in_out_elastic(t: float) -> float:
    return in_elastic(2 * t) / 2 if t < 0.5 else 0.5 + out_elastic(2 * t - 1) / 2


def out_bounce(t: float) -> float:
    # Four parabolic hops of falling height, the last one landing at t == 1.
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def in_bounce(t: float) -> float:
    return 1 - out_bounce(1 - t)


def in_out_bounce(t: float) -> float:
    return in_bounce(2 * t) / 2 if t < 0.5 else 0.5 + out_bounce(2 * t - 1) / 2


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (
        linear, in_quad, out_quad, in_out_quad, in_cubic, out_cubic, in_out_cubic,
        in_back, out_back, in_out_back, in_elastic, out_elastic, in_out_elastic,
        in_bounce, out_bounce, in_out_bounce,
    )
}
# pgzero's names for the same shapes.
EASINGS.update(
    accelerate=in_quad, decelerate=out_quad, accel_decel=in_out_quad,
    bounce_start=in_bounce, bounce_end=out_bounce, bounce_start_end=in_out_bounce,
)
# Curves that never leave [0, 1] and never go backwards.
MONOTONIC = (
    "linear", "in_quad", "out_quad", "in_out_quad", "in_cubic", "out_cubic", "in_out_cubic",
)


def easing(curve: str | Easing) -> Easing:
    if callable(curve):
        return curve
    try:
        return EASINGS[curve]
    except KeyError:
        raise ValueError(f"unknown easing curve {curve!r}; known: {', '.join(sorted(EASINGS))}") from None


# -- the global speed factor --------------------------------------------------

_speed = 1.0


def set_speed(factor: float) -> None:
    """Set the animation speed from the settings: 0 = off (instant), 1 = normal."""
    global _speed
    _speed = max(0.0, float(factor))


def speed() -> float:
    return _speed


def lerp(start: Any, end: Any, t: float) -> Any:
    """Interpolate numbers or same-length sequences (tuples, Vector2, Color)."""
    if isinstance(start, int | float) and isinstance(end, int | float):
        return start + (end - start) * t
    values = [a + (b - a) * t for a, b in zip(start, end, strict=True)]
    if isinstance(start, tuple):
        return tuple(values)
    if isinstance(start, list):
        return values
    if type(start).__name__ == "Color":  # pygame.Color refuses floats and overshoot
        return type(start)(*(max(0, min(255, round(v))) for v in values))
    return type(start)(*values)


# -- animations ---------------------------------------------------------------


class Animation:
    """Base of everything a Timeline plays.

    `advance(dt)` moves it on by dt real seconds and returns the seconds left
    over once it has finished (0.0 while still running), so a Sequence can
    hand the remainder to the next step. `on_done` runs exactly once, when it
    finishes or is `finish()`ed; never when it is cancelled.
    """

    def __init__(self, on_done: Callable[[], Any] | None = None):
        self.on_done = on_done
        self.done = False
        self.cancelled = False

    def advance(self, dt: float) -> float:
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end now (skipping), running callbacks in order."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Stop where it is; on_done does not run."""
        self.done = True
        self.cancelled = True

    def touches(self) -> set[tuple[int, str]]:
        """(id(target), attribute) pairs this animation writes to."""
        return set()

    def _complete(self) -> None:
        if not self.done:
            self.done = True
            if self.on_done is not None:
                self.on_done()


class _Timed(Animation):
    """An animation with a delay and a duration in seconds at speed 1."""

    def __init__(self, duration: float, delay: float = 0.0, on_done=None, speed_factor: float | None = None):
        super().__init__(on_done)
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.elapsed = 0.0
        # None follows the global speed; a number pins this animation's speed.
        self.speed_factor = speed_factor

    @property
    def progress(self) -> float:
        """Raw time progress in [0, 1] (before easing)."""
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        factor = speed() if self.speed_factor is None else self.speed_factor
        if factor <= 0:
            self.finish()
            return dt
        self.elapsed += dt * factor
        total = self.delay + self.duration
        if self.elapsed >= total:
            leftover = (self.elapsed - total) / factor
            self.elapsed = total
            self._step(1.0)
            self._complete()
            return leftover
        if self.elapsed >= self.delay:
            self._step(self.progress)
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.elapsed = self.delay + self.duration
        self._step(1.0)
        self._complete()

    def _step(self, progress: float) -> None:
        """Show the state at raw progress p (0..1)."""


class Delay(_Timed):
    """Wait (used inside sequences)."""

    def __init__(self, seconds: float, on_done=None):
        super().__init__(seconds, on_done=on_done)


class Call(Animation):
    """Run a function when reached in a sequence."""

    def __init__(self, fn: Callable[[], Any]):
        super().__init__(on_done=fn)

    def advance(self, dt: float) -> float:
        self._complete()
        return dt

    def finish(self) -> None:
        self._complete()


class Tween(_Timed):
    """Animate attributes of `target` (or keys, if it is a dict) towards values.

        Tween(sprite, 0.3, "out_back", x=120, alpha=255)

    Start values are read when the tween first moves (after its delay), so a
    tween queued in a sequence starts from wherever the previous step left
    the target. Values may be numbers, tuples, Vector2 or Color.
    """

    def __init__(self, target: Any, duration: float = 0.3, ease: str | Easing = "out_cubic", *,
                 delay: float = 0.0, on_update: Callable[[Any], Any] | None = None,
                 on_done: Callable[[], Any] | None = None, start: dict[str, Any] | None = None,
                 speed_factor: float | None = None, **attrs: Any):
        super().__init__(duration, delay, on_done, speed_factor)
        if not attrs:
            raise ValueError("a Tween needs at least one attribute to animate")
        self.target = target
        self.ease = easing(ease)
        self.end = attrs
        self.start = dict(start) if start else None
        self.on_update = on_update

    def _get(self, name: str) -> Any:
        return self.target[name] if isinstance(self.target, dict) else getattr(self.target, name)

    def _set(self, name: str, value: Any) -> None:
        if isinstance(self.target, dict):
            self.target[name] = value
        else:
            setattr(self.target, name, value)

    def _step(self, progress: float) -> None:
        if self.start is None:
            self.start = {}
        for name in self.end:
            if name not in self.start:
                self.start[name] = self._get(name)
        k = 1.0 if progress >= 1.0 else self.ease(progress)
        for name, end in self.end.items():
            # At the end, set exactly the asked value (no float drift, same type).
            self._set(name, end if progress >= 1.0 else lerp(self.start[name], end, k))
        if self.on_update is not None:
            self.on_update(self.target)

    def touches(self) -> set[tuple[int, str]]:
        return {(id(self.target), name) for name in self.end}


class ValueTween(Tween):
    """Tween a bare value from `start` to `end`; read `.value` or use on_update(value)."""

    def __init__(self, start: Any, end: Any, duration: float = 0.3, ease: str | Easing = "out_cubic", *,
                 delay: float = 0.0, on_update: Callable[[Any], Any] | None = None,
                 on_done: Callable[[], Any] | None = None, speed_factor: float | None = None):
        self.holder = {"value": start}
        super().__init__(self.holder, duration, ease, delay=delay, on_done=on_done,
                         start={"value": start}, speed_factor=speed_factor, value=end)
        self.on_value = on_update

    @property
    def value(self) -> Any:
        return self.holder["value"]

    def _step(self, progress: float) -> None:
        super()._step(progress)
        if self.on_value is not None:
            self.on_value(self.holder["value"])

    def touches(self) -> set[tuple[int, str]]:
        return set()  # a private value: never clashes with another tween


class Sequence(Animation):
    """Play animations one after another."""

    def __init__(self, *steps: Animation, on_done=None):
        super().__init__(on_done)
        self.steps = list(steps)
        self.index = 0

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        while self.index < len(self.steps):
            step = self.steps[self.index]
            dt = step.advance(dt)
            if not step.done:
                return 0.0
            self.index += 1
        self._complete()
        return dt

    def finish(self) -> None:
        for step in self.steps[self.index:]:
            step.finish()
        self.index = len(self.steps)
        self._complete()

    def cancel(self) -> None:
        for step in self.steps[self.index:]:
            step.cancel()
        super().cancel()

    def touches(self) -> set[tuple[int, str]]:
        return set().union(*(s.touches() for s in self.steps)) if self.steps else set()


class Parallel(Animation):
    """Play animations together; done when all are."""

    def __init__(self, *parts: Animation, on_done=None):
        super().__init__(on_done)
        self.parts = list(parts)

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        leftovers = [p.advance(dt) for p in self.parts if not p.done]
        if all(p.done for p in self.parts):
            self._complete()
            return min(leftovers, default=dt)
        return 0.0

    def finish(self) -> None:
        for part in self.parts:
            part.finish()
        self._complete()

    def cancel(self) -> None:
        for part in self.parts:
            part.cancel()
        super().cancel()

    def touches(self) -> set[tuple[int, str]]:
        return set().union(*(p.touches() for p in self.parts)) if self.parts else set()


class Timeline:
    """The running animations of one scene or widget.

    `play` starts an animation (with speed 0 it finishes immediately, running
    its callbacks); `update(dt)` advances all of them once per frame. By
    default a new animation replaces running ones that write the same
    attribute of the same object, so a piece never gets pulled two ways.
    """

    def __init__(self) -> None:
        self.running: list[Animation] = []

    def play(self, anim: Animation, *, replace: bool = True) -> Animation:
        if replace:
            clash = anim.touches()
            if clash:
                for other in self.running:
                    if not other.done and other.touches() & clash:
                        other.cancel()
        if speed() <= 0:
            anim.finish()
        else:
            self.running.append(anim)
        self.running = [a for a in self.running if not a.done or a is anim]
        return anim

    def tween(self, target: Any, duration: float = 0.3, ease: str | Easing = "out_cubic", **kw: Any) -> Tween:
        tween = Tween(target, duration, ease, **kw)
        self.play(tween)
        return tween

    def update(self, dt: float) -> None:
        # Iterate over a copy: callbacks may start new animations.
        for anim in list(self.running):
            if not anim.done:
                anim.advance(dt)
        self.running = [a for a in self.running if not a.done]

    def finish_all(self) -> None:
        """Skip every running animation to its end (callbacks run)."""
        for _ in range(100):  # callbacks may queue more; a looping animation must not hang us
            if not self.running:
                break
            batch, self.running = self.running, []
            for anim in batch:
                anim.finish()

    def cancel_all(self) -> None:
        for anim in self.running:
            anim.cancel()
        self.running = []

    def cancel_target(self, target: Any) -> None:
        key = id(target)
        for anim in self.running:
            if any(k == key for k, _ in anim.touches()):
                anim.cancel()
        self.running = [a for a in self.running if not a.done]

    @property
    def busy(self) -> bool:
        return any(not a.done for a in self.running)

    def __len__(self) -> int:
        return sum(1 for a in self.running if not a.done)

