"""Sound effects: synthesised PCM, quiet by default, mutable, and silent (never
crashing) when the mixer cannot start."""

from __future__ import annotations

from array import array
from dataclasses import dataclass

import pygame
import pytest

from seaboard.engine.core import Event, GameEnded, Scored
from seaboard.store.settings import Settings
from seaboard.ui import sound
from seaboard.ui.sound import EFFECTS, PEAK, SoundBoard, event_sound, synthesise


@pytest.mark.parametrize("name", EFFECTS)
def test_each_effect_is_short_audible_and_never_clips(name):
    raw = synthesise(name, rate=22050, channels=2)
    samples = array("h")
    samples.frombytes(raw)
    seconds = len(samples) / 2 / 22050
    assert 0.05 <= seconds <= 1.5
    loudest = max(abs(s) for s in samples)
    assert 0.5 * PEAK * 32767 < loudest <= PEAK * 32767 + 1
    assert abs(samples[-1]) < 200 and abs(samples[-2]) < 200  # faded out: no click


def test_float_mixers_get_float_samples():
    raw = synthesise("place", rate=8000, channels=1, float32=True)
    samples = array("f")
    samples.frombytes(raw)
    assert max(abs(s) for s in samples) <= PEAK + 1e-6 and len(samples) == int(0.14 * 8000)


def test_the_board_plays_at_the_players_volume_and_mutes():
    settings = Settings()
    board = SoundBoard(settings)
    assert board.available  # the dummy audio driver from conftest
    board.play("place")
    assert board.played == ["place"]
    assert board.sound("place").get_volume() == pytest.approx(settings.sound_volume, abs=0.01)
    assert board.toggle_mute() is True
    board.play("score")
    settings.sound_muted = False
    settings.sound_volume = 0.0
    board.play("score")
    assert board.played == ["place"]
    with pytest.raises(KeyError):
        board.play("trumpet")


def test_no_mixer_means_silence_not_a_crash(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", broken)
    board = SoundBoard(Settings())
    assert not board.available
    for name in EFFECTS:
        board.play(name)
    assert board.played == [] and board.sound("place") is None
    assert board.play_for_events([Scored(0, 3, "reef")]) == "score"


@dataclass(frozen=True)
class ReefCompleted(Event):
    reef: int


@dataclass(frozen=True)
class CreaturePlaced(Event):
    seat: int


def test_events_choose_the_most_important_sound():
    assert event_sound([]) is None
    assert event_sound([CreaturePlaced(0)]) == "place"
    assert event_sound([CreaturePlaced(0), Scored(0, 2, "colony")]) == "score"
    assert event_sound([Scored(0, 2, "reef"), ReefCompleted(1), CreaturePlaced(0)]) == "complete"
    assert event_sound([ReefCompleted(1), GameEnded((0,), (5, 3))]) == "end"


def test_every_real_game_event_that_matters_has_a_sound():
    from seaboard.engine.bloomingsea import events as bloom
    from seaboard.engine.seagrass import events as grass
    from seaboard.engine.seascroll import events as scroll

    def kind(cls):
        return event_sound([cls.__new__(cls)])

    assert kind(grass.CreaturePlaced) == "place" and kind(grass.ReefCompleted) == "complete"
    assert kind(grass.TilesDrawn) == "pickup" and kind(grass.ReefExpanded) == "place"
    assert kind(scroll.SchoolTaken) == "place" and kind(scroll.SpeciesScored) == "score"
    assert kind(scroll.CardsDrawn) == "pickup"
    assert kind(bloom.TilePlaced) == "place" and kind(bloom.ReefScored) == "score"
    assert kind(bloom.FishDecided) == "complete"
