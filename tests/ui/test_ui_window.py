"""The window: never smaller than 1024x640, and its size is remembered between runs."""

import pygame
import ui_harness as h

from seaboard.store.settings import Settings
from seaboard.ui.app import MIN_SIZE, SAVE_DELAY, App
from seaboard.ui.scenes.menu import MenuScene


def test_window_never_opens_below_the_minimum_size():
    app = App(size=(800, 500), settings=Settings(), headless=True)
    assert app.size == MIN_SIZE == (1024, 640)
    app.close()


def test_resizing_below_the_minimum_is_clamped(app):
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=700, h=300, size=(700, 300)))
    h.step(app)
    assert app.size == (1024, 640)
    assert app.top.size == (1024, 640)


def test_window_size_is_remembered_for_the_next_start():
    settings = Settings.load()
    app = App(settings=settings, headless=True)
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1366, h=768, size=(1366, 768)))
    h.step(app)
    assert app.size == (1366, 768)
    h.run_for(app, SAVE_DELAY + 0.1)
    app.close()
    assert Settings.load().window_size == (1366, 768)
    again = App(headless=True)
    assert again.size == (1366, 768)
    again.close()


def test_size_is_saved_on_close_even_right_after_a_resize():
    app = App(settings=Settings(), headless=True)
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=900, size=(1500, 900)))
    h.step(app)
    app.close()
    assert Settings.load().window_size == (1500, 900)


def test_f11_switches_full_screen_and_remembers_it():
    app = App(settings=Settings(), headless=True)
    menu = app.push(MenuScene(app))
    assert not app.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    h.step(app)
    assert app.fullscreen and Settings.load().fullscreen
    assert app.top is menu and menu.size == app.size  # the scene was laid out again, nothing else happened
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode="\r"))
    h.step(app)
    assert not app.fullscreen and not Settings.load().fullscreen
    app.close()


def test_full_screen_setting_switches_the_window_at_once():
    from seaboard.ui.scenes.settings import SettingsScene

    app = App(settings=Settings(), headless=True)
    app.push(MenuScene(app))
    scene = app.push(SettingsScene(app))
    scene.change("fullscreen", True)
    assert app.fullscreen and app.top is scene
    scene.change("fullscreen", False)
    assert not app.fullscreen
    app.close()


def test_a_remembered_window_bigger_than_the_desktop_opens_inside_it():
    from seaboard.ui.app import MIN_SIZE, fit_to_desktop

    assert fit_to_desktop((1920, 1080), (1366, 768)) == (1366, 688)  # room left for the bars
    assert fit_to_desktop((1280, 800), (1024, 640)) == MIN_SIZE  # never below the minimum
    assert fit_to_desktop((1280, 800), (2560, 1440)) == (1280, 800)
    assert fit_to_desktop((1280, 800), None) == (1280, 800)  # a desktop that cannot be asked
