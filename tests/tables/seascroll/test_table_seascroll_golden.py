"""Golden screenshots of the Sea Scroll table (the same states `seaboard screenshot` renders)."""

import pytest
import ui_harness as h

from seaboard.ui.screenshot import SCENES, ShotContext

STATES = [
    # golden name, scene, players, moves
    ("seascroll_table_2p", "table", 2, 17),
    ("seascroll_table_6p", "table", 6, 40),
    ("seascroll_drag", "seascroll-drag", 4, 20),
    ("seascroll_reveal", "seascroll-reveal", 4, 0),
    ("seascroll_results", "seascroll-results", 4, 0),
    ("seascroll_chaos", "seascroll-chaos", 3, 9),
]


@pytest.mark.parametrize(("name", "scene", "players", "moves"), STATES)
def test_golden(open_app, name, scene, players, moves):
    # Speed 1 with frames of 0 s: nothing moves, and the Reveal stays where its builder stopped it.
    app = open_app((1280, 800), animation_speed=1)
    app.save_settings = lambda: None
    SCENES[scene](app, ShotContext("seascroll", players, 3, moves, {}))
    h.step(app, 2, dt=0.0)
    h.assert_matches_golden(app.screen, name)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 6])
def test_the_reveal_sits_below_the_header_never_cutting_through_it(open_app, size, players):
    from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

    app = open_app(size, animation_speed=1)
    app.save_settings = lambda: None
    SCENES["seascroll-reveal"](app, ShotContext("seascroll", players, 3, 0, {}))
    h.step(app, 1, dt=0.0)
    reveal = app.top
    assert isinstance(reveal, RevealScene)
    assert reveal.panel.top >= reveal.table.header.bottom
    assert reveal.panel.bottom <= size[1] and reveal.skip.rect.bottom <= reveal.panel.bottom
