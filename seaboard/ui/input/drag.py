"""Drag and drop for any board: pick up, follow the pointer, drop, snap or bounce back.

The controller knows nothing about a game. It deals in opaque *items* (what
can be picked up), *targets* (where an item can go) and *moves*, through
callbacks the table gives it:

    find_item(pos) -> item | None        what can be picked up under the pointer
    item_rect(item) -> Rect              where the item rests (default: item.rect)
    find_target(pos, item) -> target     what lies under the pointer, or None
    make_move(item, target) -> move      the candidate move (None: nothing to do there)
    explain(move) -> str | None          the engine: None if legal, else its sentence
    commit(move)                         play it (the table's submit)
    snap_rect(item, target) -> Rect      where the item lands (default: centred on the target)
    on_hover(target | None)              the highlighted target changed
    on_rotate(item, step)                rotate the held item (+1 / -1); enables rotation input
    draw_item(surface, item, rect)       draw the item at rect (for the held/flying copy)
    targets_for(item) -> targets         every legal target (the table asks the engine's
                                         legal_moves); kept in `candidates` to highlight

Two ways to play a piece: press, drag and release over a target; or click it
(it becomes selected) and click a target. A legal drop tweens the item onto
its place and then commits the move; an illegal one tweens it home and shows
the engine's sentence in a bubble by the pointer. Escape cancels; right-click
rotates when the table gave `on_rotate`, otherwise it cancels too. R / Shift+R
and the mouse wheel also rotate while holding. Animations never block input:
any new input first settles (finishes) a pending snap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from seaboard.engine.core import IllegalMove
from seaboard.ui.anim import tween
from seaboard.ui.render import theme
from seaboard.ui.widgets.tooltip import Bubble

IDLE = "idle"
PRESSED = "pressed"  # button down on an item, not yet moved far enough to be a drag
DRAGGING = "dragging"
SELECTED = "selected"  # clicked: waits for a click on a target

DRAG_THRESHOLD = 6  # pixels the pointer must move before a press becomes a drag
SNAP_SECONDS = 0.16
BOUNCE_SECONDS = 0.38
BUBBLE_SECONDS = 3.5
LIFT = 0.08  # a held item is drawn this much bigger, as if picked up off the table


def _default_item_rect(item: Any) -> pygame.Rect:
    return pygame.Rect(item.rect)


def _default_snap_rect(item_size: tuple[int, int], target: Any) -> pygame.Rect:
    """Centre the item on the target (a Rect, something with .rect, or a point)."""
    if hasattr(target, "rect"):
        target = target.rect
    if isinstance(target, pygame.Rect):
        centre = target.center
    elif isinstance(target, tuple | list | pygame.Vector2) and len(target) == 2:
        centre = (target[0], target[1])
    else:
        raise TypeError(f"targets of type {type(target).__name__} have no place on screen: "
                        "give the DragController a snap_rect(item, target) callback")
    return pygame.Rect((0, 0), item_size).move_to(center=centre)


class Flight:
    """An item the controller is moving on screen: held, snapping or bouncing."""

    def __init__(self, item: Any, rect: pygame.Rect, kind: str):
        self.item = item
        self.size = rect.size
        self.pos = pygame.Vector2(rect.topleft)
        self.kind = kind  # "held", "snap" or "home"
        self.anim: tween.Animation | None = None
        self.move: Any = None  # a snap's move, committed as it lands

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect((round(self.pos.x), round(self.pos.y)), self.size)


class DragController:
    def __init__(self, *, find_item: Callable[[tuple[int, int]], Any],
                 find_target: Callable[[tuple[int, int], Any], Any],
                 make_move: Callable[[Any, Any], Any],
                 explain: Callable[[Any], str | None],
                 commit: Callable[[Any], Any],
                 item_rect: Callable[[Any], pygame.Rect] = _default_item_rect,
                 snap_rect: Callable[[Any, Any], pygame.Rect] | None = None,
                 on_hover: Callable[[Any], Any] | None = None,
                 on_rotate: Callable[[Any, int], Any] | None = None,
                 draw_item: Callable[[pygame.Surface, Any, pygame.Rect], Any] | None = None,
                 targets_for: Callable[[Any], Iterable[Any]] | None = None,
                 explain_miss: Callable[[Any], str | None] | None = None,
                 timeline: tween.Timeline | None = None):
        self.find_item = find_item
        self.find_target = find_target
        self.make_move = make_move
        self.explain = explain
        self.commit = commit
        self.item_rect = item_rect
        self._snap_rect = snap_rect
        self.on_hover = on_hover
        self.on_rotate = on_rotate
        self.draw_item = draw_item
        self.targets_for = targets_for
        # explain_miss(item): where the item can go, said when it is dropped on no target at all
        # (away from its home: letting go where it was picked up is just putting it back).
        self.explain_miss = explain_miss
        self.timeline = timeline if timeline is not None else tween.Timeline()
        self._own_timeline = timeline is None

        self.state = IDLE
        self.item: Any = None  # the item pressed, held or selected
        self.grab_offset = pygame.Vector2()  # pointer minus the item's top-left at pick-up
        self.press_pos = (0, 0)
        self.pointer = (0, 0)
        self.hover_target: Any = None
        # Whether dropping on hover_target would be legal, and if not why (None: no target).
        self.hover_reason: str | None = None
        self.hover_legal: bool | None = None
        self.rotation = 0  # net rotation steps since the item was picked up
        # Legal targets of the held or selected item (from targets_for), for the board to highlight.
        self.candidates: list[Any] = []
        self.held: Flight | None = None
        self.flights: list[Flight] = []  # snapping or bouncing items
        self.bubble: Bubble | None = None
        self.bubble_area: Callable[[], pygame.Rect] | None = None  # where refusals stay (None: the window)
        self.enabled = True
        self._was_selected: Any = None

    # -- what the table reads to draw ----------------------------------------
    @property
    def active(self) -> bool:
        return self.state != IDLE

    def display_rect(self, item: Any) -> pygame.Rect | None:
        """Where `item` is drawn while the controller moves it; None: draw it at rest."""
        if self.held is not None and self.held.item == item:
            return self.held.rect
        for flight in self.flights:
            if flight.item == item:
                return flight.rect
        return None

    def is_moving(self, item: Any) -> bool:
        return self.display_rect(item) is not None

    def landing_moves(self) -> list[Any]:
        """The moves of the items snapping into place: each is committed as it lands (`settle` lands them now)."""
        return [flight.move for flight in self.flights if flight.kind == "snap" and flight.move is not None]

    # -- input --------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Feed every input event; returns True when the controller used it."""
        if not self.enabled:
            return False
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            self.pointer = tuple(event.pos)
            return self._motion(self.pointer)
        if kind == pygame.WINDOWFOCUSLOST and self.state in (PRESSED, DRAGGING):
            self.cancel()  # the button release may never reach us: put the item back
            return False
        if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.pointer = tuple(event.pos)
            if self.state == DRAGGING and event.button == 1:
                return True  # a second left press mid-drag (touchpads) changes nothing
            self.settle()
            if event.button == 1:
                return self._left_down(self.pointer)
            return self._right_down()
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = tuple(event.pos)
            return self._left_up(self.pointer)
        if kind == pygame.MOUSEWHEEL and self.state in (DRAGGING, SELECTED) and self.on_rotate:
            step = 1 if event.y > 0 else -1 if event.y < 0 else 0
            if step:
                self.rotate(step)
            return True
        if kind == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.state != IDLE:
                self.cancel()
                return True
            if event.key == pygame.K_r and self.state in (DRAGGING, SELECTED) and self.on_rotate:
                self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        if self.state == PRESSED:
            dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                self.state = DRAGGING
                self.held = Flight(self.item, self.item_rect(self.item), "held")
                self._find_candidates()
        if self.state == DRAGGING:
            self.held.pos = pygame.Vector2(pos) - self.grab_offset
            self._hover(self.find_target(pos, self.item))
            return True
        if self.state == SELECTED:
            self._hover(self.find_target(pos, self.item))
        return False

    def _left_down(self, pos: tuple[int, int]) -> bool:
        if self.state == SELECTED:
            target = self.find_target(pos, self.item)
            if target is not None:
                self._drop(self.item, target, self.item_rect(self.item), pos, keep_selected=True)
                return True
        item = self.find_item(pos)
        if item is None:
            if self.state == SELECTED:
                self._deselect()  # a click on nothing puts the selection down
            return False
        self._was_selected = self.item if self.state == SELECTED else None
        if self.state == SELECTED:
            self._hover(None)
        self.state = PRESSED
        self.item = item
        self.rotation = 0
        self.press_pos = pos
        self.grab_offset = pygame.Vector2(pos) - pygame.Vector2(self.item_rect(item).topleft)
        return True

    def _left_up(self, pos: tuple[int, int]) -> bool:
        if self.state == PRESSED:
            # A click, not a drag: select the item, or put it down if it was already selected.
            if self._was_selected is not None and self._was_selected == self.item:
                self._deselect()
            else:
                self.state = SELECTED
                self._find_candidates()
                if self.targets_for is not None and not self.candidates and self.explain_miss is not None:
                    # Picked by a click but nowhere to go now: say why, as a drag would, and hold nothing.
                    reason = self.explain_miss(self.item)
                    if reason:
                        self._deselect()
                        self.bubble = Bubble(reason, pos, BUBBLE_SECONDS, area=self.bubble_area)
                        return True
                self._hover(self.find_target(pos, self.item))
            self._was_selected = None
            return True
        if self.state == DRAGGING:
            item, held = self.item, self.held
            target = self.find_target(pos, item)  # while still dragging: the target the ghost showed
            self.held = None
            self.state = IDLE
            self.item = None
            self.candidates = []
            self._hover(None)
            self._drop(item, target, held.rect, pos, keep_selected=False)
            return True
        return False

    def _right_down(self) -> bool:
        if self.state in (PRESSED, DRAGGING, SELECTED):
            if self.on_rotate is not None and self.state != PRESSED:
                self.rotate(1)
            else:
                self.cancel()
            return True
        return False

    # -- actions --------------------------------------------------------------
    def rotate(self, step: int) -> None:
        if self.item is None or self.on_rotate is None:
            return
        self.rotation += step
        self.on_rotate(self.item, step)
        self._find_candidates()
        # The covered cells changed: ask again what lies under the pointer.
        self.hover_target = object()  # force a refresh even if the target is equal
        self._hover(self.find_target(self.pointer, self.item))

    def cancel(self) -> None:
        """Put the held or selected item back (Escape)."""
        if self.state == DRAGGING and self.held is not None:
            self._fly_home(self.held)
        self.held = None
        self._deselect()

    def keep_through(self, lay_out: Callable[[], Any]) -> None:
        """Call `lay_out` (the board is laid out again for a new window size) keeping the item
        pressed, held or selected: held, it keeps its grip, scaled as its place was, under the pointer."""
        if self.state == IDLE or self.item is None:
            lay_out()
            return
        before = self.item_rect(self.item)
        lay_out()
        after = self.item_rect(self.item)
        # One factor for both sides: a turned piece's box may have swapped its width and height.
        old_span, new_span = before.width + before.height, after.width + after.height
        scale = new_span / old_span if old_span > 0 and new_span > 0 else 1.0
        self.grab_offset *= scale
        if self.held is not None:
            width, height = self.held.size
            self.held.size = (max(1, round(width * scale)), max(1, round(height * scale)))
            self.held.pos = pygame.Vector2(self.pointer) - self.grab_offset
        if self.state in (DRAGGING, SELECTED):
            self._find_candidates()  # targets may be places on screen: ask for them again
            self.hover_target = object()  # force a refresh even if the target is equal
            self._hover(self.find_target(self.pointer, self.item))

    def settle(self) -> None:
        """Finish pending snaps and bounces now (their moves are committed)."""
        for flight in list(self.flights):
            if flight.anim is not None:
                flight.anim.finish()
        self.flights = [f for f in self.flights if f.anim is not None and not f.anim.done]

    def clear(self) -> None:
        """Forget everything without committing (e.g. the game state was replaced)."""
        for flight in self.flights:
            if flight.anim is not None:
                flight.anim.cancel()
        self.flights = []
        self.held = None
        self.bubble = None
        self._deselect()

    def _find_candidates(self) -> None:
        self.candidates = list(self.targets_for(self.item)) if self.targets_for and self.item is not None else []

    def _deselect(self) -> None:
        self.state = IDLE
        self.item = None
        self.candidates = []
        self._was_selected = None
        self._hover(None)

    def _hover(self, target: Any) -> None:
        if target is None and self.hover_target is None:
            return
        if target is not None and self.hover_target is not None and target == self.hover_target:
            return
        self.hover_target = target
        self.hover_reason, self.hover_legal = None, None
        if target is not None and self.item is not None:
            legal, reason = self._judge(self.item, target)
            self.hover_legal, self.hover_reason = legal, reason
        if self.on_hover is not None:
            self.on_hover(target)

    def _judge(self, item: Any, target: Any) -> tuple[bool | None, str | None]:
        """(legal, reason) of dropping item on target; legal None when there is no move there."""
        try:
            move = self.make_move(item, target)
        except IllegalMove as exc:
            return False, exc.reason
        if move is None:
            return None, None
        reason = self.explain(move)
        return reason is None, reason

    def _drop(self, item: Any, target: Any, start: pygame.Rect, pointer: tuple[int, int],
              keep_selected: bool) -> None:
        move, reason = None, None
        if target is not None:
            try:
                move = self.make_move(item, target)
            except IllegalMove as exc:
                reason = exc.reason
            if move is not None:
                reason = self.explain(move)
        if move is None and reason is None and self.explain_miss is not None:
            # Let go over nothing it can go to (no target, or a target that means no move).
            home = self.item_rect(item)
            if not home.inflate(home.width, home.height).collidepoint(pointer):
                reason = self.explain_miss(item)
        if move is not None and reason is None:
            if keep_selected:
                self._deselect()
            self._snap(item, target, start, move)
            return
        if reason:
            self.bubble = Bubble(reason, pointer, BUBBLE_SECONDS, area=self.bubble_area)
        if not keep_selected:
            self._fly_home(Flight(item, start, "home"))

    def _snap(self, item: Any, target: Any, start: pygame.Rect, move: Any) -> None:
        flight = Flight(item, start, "snap")
        flight.move = move
        end = (self._snap_rect(item, target) if self._snap_rect is not None
               else _default_snap_rect(start.size, target))

        def land() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            try:
                self.commit(move)
            except IllegalMove as exc:  # the state changed under us: say so, never crash
                self.bubble = Bubble(exc.reason, self.pointer, BUBBLE_SECONDS, area=self.bubble_area)

        flight.anim = tween.Tween(flight, SNAP_SECONDS, "out_cubic", on_done=land,
                                  pos=pygame.Vector2(end.topleft))
        self.flights.append(flight)
        self.timeline.play(flight.anim)

    def _fly_home(self, flight: Flight) -> None:
        flight.kind = "home"
        home = self.item_rect(flight.item)

        def landed() -> None:
            if flight in self.flights:
                self.flights.remove(flight)

        flight.anim = tween.Tween(flight, BOUNCE_SECONDS, "out_back", on_done=landed,
                                  pos=pygame.Vector2(home.topleft))
        self.flights.append(flight)
        self.timeline.play(flight.anim)

    # -- per frame ----------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._own_timeline:
            self.timeline.update(dt)
        if self.bubble is not None:
            self.bubble.update(dt)
            if not self.bubble.alive:
                self.bubble = None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw flying and held items (if draw_item was given), then the bubble."""
        if self.draw_item is not None:
            for flight in self.flights:
                self.draw_item(surface, flight.item, flight.rect)
            if self.held is not None:
                self._draw_held(surface)
        if self.bubble is not None:
            self.bubble.draw(surface)

    def _draw_held(self, surface: pygame.Surface) -> None:
        rect = self.held.rect
        # Lifted: a touch bigger, with a soft shadow offset down-right under it.
        rect = rect.inflate(round(rect.width * LIFT), round(rect.height * LIFT))
        # Round and diffuse, so it suits discs, tiles and cards alike.
        theme.draw_shadow(surface, rect.inflate(-rect.width // 8, -rect.height // 8),
                          radius=min(rect.width, rect.height) // 2, blur=10, offset=(5, 12), alpha=110)
        self.draw_item(surface, self.held.item, rect)
