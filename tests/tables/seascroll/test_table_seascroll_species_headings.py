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
    """The rects of the lines each species' name heading was drawn in (one line, or two drawn one
    under the other), found as the lines the scene chose for it; every heading says the full name."""
    scene._still_key = None  # both scenes draw their headings once into a still picture
    with h.labels_drawn() as drawn:
        scene.draw(surface)
    labels = [label for label, _px, _rect in drawn]
    found = {}
    for v in species:
        lines = list(scene.species_names[v])
        assert " ".join(lines) == SPECIES[v], f"{SPECIES[v]} is headed {lines}"
        at = next(i for i in range(len(labels)) if labels[i:i + len(lines)] == lines
                  and len({rect.centerx for _l, _px, rect in drawn[i:i + len(lines)]}) == 1)
        found[v] = [rect for _label, _px, rect in drawn[at:at + len(lines)]]
    return found, drawn


def _check_columns(found, species, centre_of, col_w, rows_top):
    for v in species:
        for rect in found[v]:
            assert rect.height >= 12, f"{SPECIES[v]} is drawn too small to read"
            assert abs(rect.centerx - centre_of(v)) <= 1 and rect.width <= col_w, f"{SPECIES[v]} leaves its column"
        for upper, lower in zip(found[v], found[v][1:]):
            assert lower.top >= upper.bottom - 2, f"the lines of {SPECIES[v]} overlap"
        assert found[v][-1].bottom <= rows_top, f"{SPECIES[v]} runs into the first row"
    blocks = [found[v][0].unionall(found[v]) for v in species]
    for left, right in zip(blocks, blocks[1:]):
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


def test_a_long_name_heads_its_column_in_full_on_two_lines_and_all_share_one_size():
    # Playtest: the results said "Angelfish" where the Reveal and the cards say "Royal Angelfish".
    theme.set_text_scale(1.0)
    bold = theme.font("bold", 14)
    room = bold.size("Royal Angelfish")[0] - 1
    size, names = cards.column_names((4, 11), room, 14)
    assert size == 14 and names == {4: ("Regal Tang",), 11: ("Royal", "Angelfish")}
    # A one-word name too long for the column: every column's name gets smaller alike.
    size, names = cards.column_names((4, 7), bold.size("Butterflyfish")[0] - 4, 14)
    assert size < 14 and names == {4: ("Regal Tang",), 7: ("Butterflyfish",)}


def _labels(scene, surface):
    scene._still_key = None
    with h.labels_drawn() as drawn:
        scene.draw(surface)
    return [label for label, _px, _rect in drawn]


def _says_in_full(labels, name):
    """`name` drawn whole: on one line, or on two drawn one after the other."""
    return any(" ".join(labels[i:i + k]) == name for i in range(len(labels)) for k in (1, 2))


@pytest.mark.parametrize("sized_app", SIZES, indirect=True)
def test_the_results_and_the_reveal_name_every_species_as_its_cards_do(sized_app):
    # Playtest: the results' column said "Angelfish" where the Reveal's caption said "Royal Angelfish".
    app = sized_app
    SCENES["seascroll-reveal"](app, ShotContext("seascroll", 6, 3, 0, {}))
    reveal = app.top
    reveal.skip_or_continue()
    results = SCENES["seascroll-results"](app, ShotContext("seascroll", 6, 3, 0, {}))
    for scene, species in ((reveal, [step.species for step in reveal.steps]),
                           (results, [out.species for out in results.outcomes])):
        assert {8, 11} <= set(species)
        labels = _labels(scene, app.screen)
        for v in species:
            assert _says_in_full(labels, SPECIES[v]), (type(scene).__name__, SPECIES[v])
        assert "Angelfish" not in labels or "Royal" in labels  # never the short name alone
