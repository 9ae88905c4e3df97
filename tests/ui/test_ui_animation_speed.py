"""The animation-speed setting reaches every tween: at start-up and when changed."""

from seaboard.store.settings import Settings
from seaboard.ui.anim import tween
from seaboard.ui.app import App
from seaboard.ui.scenes.settings import SettingsScene


def test_app_applies_the_saved_animation_speed_at_start():
    tween.set_speed(1.0)
    App(size=(1024, 640), settings=Settings(animation_speed=0.0), headless=True)
    assert tween.speed() == 0.0
    App(size=(1024, 640), settings=Settings(animation_speed=2.0), headless=True)
    assert tween.speed() == 2.0


def test_changing_animation_speed_in_settings_applies_at_once():
    app = App(size=(1024, 640), settings=Settings(animation_speed=1.0), headless=True)
    scene = SettingsScene(app)
    app.push(scene)
    scene.change("animation_speed", 0.0)
    assert tween.speed() == 0.0
    assert app.settings.animation_speed == 0.0
