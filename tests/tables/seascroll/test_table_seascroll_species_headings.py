"""The Reveal's and the results' columns name their species (playtest: only a fish and a number,
a new player could not tell what the "7" column was), legibly, inside their column, above the rows."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.engine.seascroll.species import SPECIES
from seaboard.ui.render import theme
from seaboard.ui.screenshot import SCENES, ShotContext
from seaboard.ui.tables.seascroll_parts import cards


@pytest.fixture
def sized_app(open_app, request):
    size, text_scale = request.param
    app = open_app(size, animation_speed=1, text_scale=text_scale)
    app.save_settings = lambda: None
    yield app
    theme.set_text_scale(1.0)


def _names_drawn(scene, species, surface):
    """The rect each species' name heading was drawn at (its full name or one of its words)."""
    scene._still_key = None  # both scenes draw their headings once into a still picture
    with h.labels_drawn() as drawn:
        scene.draw(surface)
    found = {}
    for v in species:
        words = {SPECIES[v], *SPECIES[v].split()}
        found[v] = next(rect for label, _px, rect in drawn if label in words)
    return found, drawn


def _check_columns(found, species, centre_of, col_w, rows_top):
    rects = [found[v] for v in species]
    for v, rect in zip(species, rects):
        assert rect.height >= 12, f"{SPECIES[v]} is drawn too small to read"
        assert abs(rect.centerx - centre_of(v)) <= 1 and rect.width <= col_w, f"{SPECIES[v]} leaves its column"
        assert rect.bottom <= rows_top, f"{SPECIES[v]} runs into the first row"
    for left, right in zip(rects, rects[1:]):
        assert right.left - left.right >= 4, "two names run together"


SIZES = [((1024, 640), 1.0), ((1024, 640), 1.5), ((1920, 1080), 1.0), ((1920, 1080), 1.5)]


@pytest.mark.parametrize("sized_app", SIZES, indirect=True)
@pytest.mark.parametrize("players", [3, 6])
def test_the_reveal_names_each_species_over_its_column(sized_app, players):
    app = sized_app
    SCENES["seascroll-reveal"](app, ShotContext("seascroll", players, 3, 0, {}))
    reveal = app.top
    reveal.skip_or_continue()  # the finished Reveal: every column scored
    species = [step.species for step in reveal.steps]
    found, _ = _names_drawn(reveal, species, app.screen)
    _check_columns(found, species, lambda v: reveal.cell(0, species.index(v)).centerx, reveal.col_w,
                   reveal.grid.top)


@pytest.mark.parametrize("sized_app", SIZES, indirect=True)
@pytest.mark.parametrize("players", [3, 6])
def test_the_results_name_each_species_over_its_column(sized_app, players):
    app = sized_app
    results = SCENES["seascroll-results"](app, ShotContext("seascroll", players, 3, 0, {}))
    species = [out.species for out in results.outcomes]
    found, drawn = _names_drawn(results, species, app.screen)
    x0 = results.panel.left + results.px(24) + results.name_w
    first_name = next(rect for label, _px, rect in drawn if label == results.table.names[results.order[0]])
    rows_top = first_name.centery - results.px(50) // 2  # the first row, centred on its player's name
    _check_columns(found, species, lambda v: round(x0 + (species.index(v) + 0.5) * results.col_w),
                   results.col_w, rows_top)
    assert all(results.table.names[seat] in [label for label, _px, _rect in drawn] for seat in results.order)


def test_a_long_name_heads_its_column_by_the_cards_short_name_and_all_share_one_size():
    theme.set_text_scale(1.0)
    bold = theme.font("bold", 14)
    room = bold.size("Royal Angelfish")[0] - 1
    size, names = cards.column_names((4, 11), room, 14)
    assert size == 14 and names == {4: "Regal Tang", 11: "Angelfish"}
    # Too narrow for one name even in short: every column's name gets smaller alike.
    size, names = cards.column_names((4, 7), bold.size("Butterflyfish")[0] - 4, 14)
    assert size < 14 and names == {4: "Regal Tang", 7: "Butterflyfish"}
