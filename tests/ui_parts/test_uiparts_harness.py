"""The headless harness itself: synthetic input reaches scenes, buttons are found, images compare."""

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.base import Scene
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import Button


class Recorder(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.events = []
        self.time = 0.0

    def handle(self, event):
        self.events.append(event)
        return True

    def update(self, dt):
        self.time += dt

    def draw(self, surface):
        surface.fill((20, 40, 60))


def kinds(scene, *types):
    return [e for e in scene.events if e.type in types]


@pytest.fixture
def app():
    app = h.make_app((1024, 640))
    yield app
    app.close()


def test_make_app_is_headless_with_default_settings(app):
    assert app.headless and app.size == (1024, 640)
    assert h.make_app((1024, 640), animation_speed=0).settings.animation_speed == 0


def test_frames_advance_with_a_fixed_dt(app):
    scene = app.push(Recorder(app))
    h.step(app, 30)
    assert scene.time == pytest.approx(0.5)


def test_click_posts_move_down_and_up_at_the_point(app):
    scene = app.push(Recorder(app))
    h.click(app, (300, 200))
    motion, = kinds(scene, pygame.MOUSEMOTION)
    down, = kinds(scene, pygame.MOUSEBUTTONDOWN)
    up, = kinds(scene, pygame.MOUSEBUTTONUP)
    assert motion.pos == down.pos == up.pos == (300, 200) and down.button == up.button == 1
    h.right_click(app, (10, 10))
    assert kinds(scene, pygame.MOUSEBUTTONDOWN)[-1].button == 3


def test_drag_moves_through_the_path_holding_the_button(app):
    scene = app.push(Recorder(app))
    h.drag(app, h.line((100, 100), (300, 180), points=4))
    moves = kinds(scene, pygame.MOUSEMOTION)
    assert [m.pos for m in moves] == [(100, 100), (150, 120), (200, 140), (250, 160), (300, 180)]
    assert all(m.buttons[0] == 1 for m in moves[1:])
    assert kinds(scene, pygame.MOUSEBUTTONUP)[-1].pos == (300, 180)


def test_wheel_and_keys(app):
    scene = app.push(Recorder(app))
    h.wheel(app, -2, pos=(50, 60))
    h.key(app, pygame.K_r, mod=pygame.KMOD_LSHIFT, unicode="R")
    h.type_text(app, "Ada")
    assert kinds(scene, pygame.MOUSEWHEEL)[0].y == -2
    assert kinds(scene, pygame.MOUSEMOTION)[-1].pos == (50, 60)
    down, = kinds(scene, pygame.KEYDOWN)
    assert down.key == pygame.K_r and down.mod & pygame.KMOD_SHIFT
    assert kinds(scene, pygame.TEXTINPUT)[0].text == "Ada"


class Buttons(WidgetScene):
    def __init__(self, app):
        super().__init__(app)
        self.pressed = []
        self.ok = Button("OK", lambda: self.pressed.append("ok"), rect=pygame.Rect(100, 100, 160, 48))
        self.extra = {"later": Button("Later", lambda: self.pressed.append("later"), rect=pygame.Rect(300, 100, 160, 48))}
        self.focus.set([self.ok])

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.draw_widgets(surface)
        self.extra["later"].draw(surface)


def test_find_button_by_label_and_click_it(app):
    scene = app.push(Buttons(app))
    assert h.find_button(app, "ok") is scene.ok
    assert h.find_button(app, "Later") is scene.extra["later"]
    h.click_button(app, "OK")
    assert scene.pressed == ["ok"]
    with pytest.raises(AssertionError, match="OK"):
        h.find_button(app, "Cancel")


def _picture(size=(200, 120)):
    surface = pygame.Surface(size)
    surface.fill((12, 33, 56))
    pygame.draw.circle(surface, (236, 216, 178), (100, 60), 40)
    return surface


def test_identical_images_pass(tmp_path):
    golden = tmp_path / "golden"
    golden.mkdir()
    pygame.image.save(_picture(), str(golden / "pic.png"))
    result = h.assert_matches_golden(_picture(), "pic", golden_dir=golden, output_dir=tmp_path / "out")
    assert result.differing == 0
    assert not (tmp_path / "out").exists()


def test_a_changed_region_fails_and_writes_actual_and_diff(tmp_path):
    golden = tmp_path / "golden"
    golden.mkdir()
    pygame.image.save(_picture(), str(golden / "pic.png"))
    changed = _picture()
    changed.fill((240, 128, 104), pygame.Rect(10, 10, 30, 20))
    with pytest.raises(AssertionError, match="600 of 24000"):
        h.assert_matches_golden(changed, "pic", golden_dir=golden, output_dir=tmp_path / "out")
    diff = pygame.image.load(str(tmp_path / "out" / "pic.diff.png"))
    assert diff.get_at((20, 20))[:3] == (255, 0, 255)  # the changed region is marked
    assert diff.get_at((150, 100))[:3] != (255, 0, 255)
    assert (tmp_path / "out" / "pic.actual.png").is_file()


def test_tolerance_per_pixel_and_fraction(tmp_path):
    golden = tmp_path / "golden"
    golden.mkdir()
    pygame.image.save(_picture(), str(golden / "pic.png"))
    faint = _picture()
    faint.fill((16, 37, 60), pygame.Rect(0, 0, 200, 10))  # every channel off by 4
    assert h.assert_matches_golden(faint, "pic", pixel_threshold=4, golden_dir=golden).differing == 0
    with pytest.raises(AssertionError):
        h.assert_matches_golden(faint, "pic", pixel_threshold=3, golden_dir=golden, output_dir=tmp_path / "o")
    speck = _picture()
    speck.fill((255, 255, 255), pygame.Rect(0, 0, 4, 4))  # 16 of 24000 pixels
    assert h.assert_matches_golden(speck, "pic", max_fraction=0.001, golden_dir=golden).differing == 16
    with pytest.raises(AssertionError):
        h.assert_matches_golden(speck, "pic", max_fraction=0.0005, golden_dir=golden, output_dir=tmp_path / "o")


def test_size_mismatch_fails(tmp_path):
    golden = tmp_path / "golden"
    golden.mkdir()
    pygame.image.save(_picture(), str(golden / "pic.png"))
    with pytest.raises(AssertionError, match="size"):
        h.assert_matches_golden(_picture((201, 120)), "pic", golden_dir=golden, output_dir=tmp_path / "o")


def test_missing_golden_fails_with_how_to_accept(tmp_path):
    with pytest.raises(AssertionError, match="SEABOARD_UPDATE_GOLDEN=1"):
        h.assert_matches_golden(_picture(), "new", golden_dir=tmp_path / "g", output_dir=tmp_path / "o")
    assert (tmp_path / "o" / "new.actual.png").is_file()


def test_update_golden_rewrites(tmp_path, monkeypatch):
    monkeypatch.setenv("SEABOARD_UPDATE_GOLDEN", "1")
    assert h.assert_matches_golden(_picture(), "pic", golden_dir=tmp_path / "g") is None
    assert pygame.image.load(str(tmp_path / "g" / "pic.png")).get_size() == (200, 120)
