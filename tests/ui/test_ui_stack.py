"""The scene stack: push, pop, replace; only the top scene gets input; overlays draw over."""

import pygame
import ui_harness as h

from seaboard.ui.app import App
from seaboard.ui.scenes.base import Scene


class Probe(Scene):
    def __init__(self, app, name, overlay=False, colour=(200, 0, 0), rect=None):
        super().__init__(app)
        self.name = name
        self.is_overlay = overlay
        self.colour = colour
        self.rect = rect
        self.calls = []
        self.events = []
        self.draws = 0
        self.updates = 0

    def enter(self):
        self.calls.append("enter")

    def exit(self):
        self.calls.append("exit")

    def layout(self, size):
        super().layout(size)
        self.calls.append(("layout", size))

    def handle(self, event):
        self.events.append(event.type)
        return True

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.draws += 1
        if self.rect is None:
            surface.fill(self.colour)
        else:
            surface.fill(self.colour, self.rect)


def test_push_lays_out_then_enters_and_pop_exits(app):
    a = Probe(app, "a")
    app.push(a)
    assert a.calls == [("layout", (1280, 800)), "enter"]
    assert app.top is a
    assert app.pop() is a
    assert a.calls[-1] == "exit"
    assert app.stack == []


def test_replace_swaps_the_top_scene_only(app):
    a, b, c = Probe(app, "a"), Probe(app, "b"), Probe(app, "c")
    app.push(a)
    app.push(b)
    app.replace(c)
    assert app.stack == [a, c]
    assert b.calls[-1] == "exit"
    assert "exit" not in a.calls


def test_only_the_top_scene_gets_input(app):
    below, top = Probe(app, "below"), Probe(app, "top", overlay=True)
    app.push(below)
    app.push(top)
    h.key(app, pygame.K_a)
    h.click(app, (10, 10))
    assert pygame.KEYDOWN in top.events and pygame.MOUSEBUTTONDOWN in top.events
    assert below.events == []
    # Every scene still updates (animations below an overlay keep running).
    assert below.updates == top.updates > 0


def test_overlay_draws_over_the_scene_below(app):
    below = Probe(app, "below", colour=(0, 0, 200))
    overlay = Probe(app, "overlay", overlay=True, colour=(0, 200, 0), rect=pygame.Rect(0, 0, 100, 100))
    app.push(below)
    app.push(overlay)
    h.step(app)
    assert below.draws == 1 and overlay.draws == 1
    assert app.screen.get_at((50, 50))[:3] == (0, 200, 0)
    assert app.screen.get_at((600, 600))[:3] == (0, 0, 200)


def test_a_full_screen_scene_hides_everything_below(app):
    below = Probe(app, "below", colour=(0, 0, 200))
    cover = Probe(app, "cover", overlay=False, colour=(9, 9, 9))
    app.push(below)
    app.push(cover)
    h.step(app)
    assert below.draws == 0
    assert app.visible_scenes() == [cover]


def test_resize_lays_out_every_scene(app):
    a, b = Probe(app, "a"), Probe(app, "b", overlay=True)
    app.push(a)
    app.push(b)
    app.resize((1400, 900))
    assert ("layout", (1400, 900)) in a.calls and ("layout", (1400, 900)) in b.calls


def test_quit_event_stops_the_app():
    app = App(size=(1024, 640), headless=True)
    app.push(Probe(app, "a"))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert app.running is False
    app.close()
