"""End to end in a headless App: a small table scene using every UI part, driven by
synthetic input, and compared with golden screenshots at two window sizes."""

import pygame
import pytest
import ui_harness as h
from reference_game import Pebbles, Take

from seaboard.engine.core import Scored, TurnStarted
from seaboard.ui.anim.popups import ScorePopups
from seaboard.ui.input.drag import DragController
from seaboard.ui.render import theme
from seaboard.ui.scenes.base import Scene
from seaboard.ui.widgets.log_panel import LogPanel
from seaboard.ui.widgets.tooltip import Tooltip

NAMES = ["Ada", "Brook"]


class PebbleTable(Scene):
    """Drag a pebble onto "take 1", "take 2" or "take 3" (illegal: at most 2)."""

    def __init__(self, app):
        self.game = Pebbles(2, seed=3)
        self.log = LogPanel(NAMES, ["Blue", "Purple"])
        self.popups = ScorePopups()
        self.tooltip = Tooltip(delay=0.4)
        self.drag = DragController(
            find_item=self.item_at, find_target=self.slot_at,
            make_move=lambda item, slot: Take(slot), explain=self.game.explain, commit=self.commit,
            item_rect=lambda item: self.items[item], draw_item=self.draw_pebble,
            snap_rect=lambda item, slot: self.items[item].move_to(center=self.slots[slot].center))
        super().__init__(app)

    def layout(self, size):
        super().layout(size)
        s = theme.ui_scale(size)
        self.scale = s
        side = round(300 * s)
        self.log.px = 15 * s
        self.popups.layout(size)
        self.log.layout(pygame.Rect(size[0] - side - 16, 16, side, size[1] - 32))
        cell = round(110 * s)
        self.slots = {n: pygame.Rect(round(60 * s) + (n - 1) * (cell + 24), round(120 * s), cell, cell) for n in (1, 2, 3)}
        r = round(26 * s)
        self.items = {i: pygame.Rect(round(70 * s) + i * (2 * r + 16), size[1] - round(150 * s), 2 * r, 2 * r)
                      for i in range(3)}

    def item_at(self, pos):
        return next((i for i, r in self.items.items() if r.collidepoint(pos)), None)

    def slot_at(self, pos, item):
        return next((n for n, r in self.slots.items() if r.collidepoint(pos)), None)

    def commit(self, move):
        seat = self.game.current_player
        self.game.apply(move)
        self.log.add_events([Scored(seat, move.count, f"took {move.count}"), TurnStarted(self.game.current_player)])
        self.popups.spawn(move.count, self.slots[move.count].center, theme.player_rgb(["Blue", "Purple"][seat]))

    def handle(self, event):
        if self.log.handle(event) or self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            slot = self.slot_at(event.pos, None)
            self.tooltip.track(f"Take {slot} pebble{'s' * (slot > 1)}." if slot else None, event.pos)
        return False

    def update(self, dt):
        self.drag.update(dt)
        self.popups.update(dt)
        self.tooltip.update(dt)

    def draw_pebble(self, surface, item, rect):
        theme.draw_token(surface, "Blue", rect.center, rect.width / 2)

    def draw(self, surface):
        theme.draw_backdrop(surface)
        px = 18 * self.scale
        for n, rect in self.slots.items():
            theme.draw_panel(surface, rect, theme.PALETTE["sea"], radius=16)
            if n == self.drag.hover_target:
                ring = theme.PALETTE["teal_hi"] if self.drag.hover_legal else theme.PALETTE["coral"]
                pygame.draw.rect(surface, ring, rect.inflate(8, 8), width=3, border_radius=20)
            theme.blit_text(surface, f"Take {n}", "bold", px, theme.PALETTE["foam"], rect.center, "center")
        theme.blit_text(surface, f"{self.game.pile} pebbles left", "title", 26 * self.scale, theme.PALETTE["sand"],
                        (round(60 * self.scale), round(50 * self.scale)))
        for item, rect in self.items.items():
            if not self.drag.is_moving(item):
                self.draw_pebble(surface, item, rect)
        self.log.draw(surface)
        self.popups.draw(surface)
        self.drag.draw(surface)
        if not self.drag.active:
            self.tooltip.draw(surface)


@pytest.fixture(params=[(1024, 640), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def table(request):
    app = h.make_app(request.param)
    scene = app.push(PebbleTable(app))
    h.step(app)
    yield app, scene
    app.close()


def test_legal_drag_plays_the_move_logs_it_and_pops_the_score(table):
    app, scene = table
    pile = scene.game.pile
    h.drag(app, h.line(scene.items[0].center, scene.slots[2].center))
    h.run_for(app, 0.3)
    assert scene.game.pile == pile - 2
    assert [e.text for e in scene.log.entries] == ["Ada +2 (took 2).", "Brook's turn."]
    assert scene.popups.busy


def test_illegal_drag_bounces_and_explains_on_screen(table):
    app, scene = table
    h.drag(app, h.line(scene.items[1].center, scene.slots[3].center))
    assert scene.drag.bubble.text == "Take between 1 and 2 pebbles."
    h.run_for(app, 0.6)
    assert not scene.drag.is_moving(1)
    h.assert_matches_golden(app.screen, f"uiparts_bounce_{app.size[0]}x{app.size[1]}")


def test_mid_drag_with_log_popup_and_tooltip(table):
    app, scene = table
    for _ in range(3):
        h.drag(app, h.line(scene.items[0].center, scene.slots[1].center))
        h.run_for(app, 0.25)
    h.move(app, scene.slots[3].center)
    h.run_for(app, 0.5)
    assert scene.tooltip.visible
    h.assert_matches_golden(app.screen, f"uiparts_tooltip_{app.size[0]}x{app.size[1]}")
    h.drag(app, h.line(scene.items[2].center, scene.slots[3].center), release=False)
    assert scene.drag.hover_target == 3 and scene.drag.hover_legal is False
    h.assert_matches_golden(app.screen, f"uiparts_drag_{app.size[0]}x{app.size[1]}")
