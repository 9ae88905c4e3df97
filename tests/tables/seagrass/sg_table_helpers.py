"""Helpers for the Seagrass table tests: build a table, play turns with synthetic mouse input only."""

from __future__ import annotations

import ui_harness as h

from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seagrass import SeagrassTable


def make_table(app, kinds, seed=3, options=None):
    setup = TableSetup.default("seagrass", len(kinds), seed=seed, options=options or {}, kinds=kinds)
    return app.push(SeagrassTable(app, setup))


def drag_tile(app, table, move) -> None:
    """Drag the move's tile from the rack (or the specials) onto its cell, by mouse only."""
    kind = "special" if move.tile.endswith("special") else "hand"
    start = table.slot_centre(move.tile, kind)
    assert start is not None, f"{move.tile} is not on the rack"
    end = table.cell_centre(move.cell)
    h.drag(app, h.line(start, end, 6))
    h.step(app, 2)  # the snap lands and the move is committed


def human_step(app, table, turn_index: int) -> str:
    """One mouse action for the human to act. Reads the view/legal moves only to decide where to click."""
    if isinstance(app.top, HandoffScene):
        h.click(app, (40, 40))
        return "curtain"
    view = table.view()
    legal = table.game.legal_moves()
    if view.phase == "choose_action":
        want_reef = ChooseAction("reef") in legal and (len(view.hand) <= 2 or turn_index % 3 == 2)
        h.click_button(app, "Research Reef" if want_reef else "Research Colony")
        return "choose"
    if view.phase == "colony":
        places = [m for m in legal if isinstance(m, PlaceCreature)]
        if Confirm() in legal and (len(view.placed) >= 3 or not places):
            confirm(app, table)
            return "confirm"
        specials = [m for m in places if m.tile.endswith("special")]
        drag_tile(app, table, specials[0] if specials and view.placed else places[0])
        return "place"
    if view.phase == "reef":
        drag_tile(app, table, next(m for m in legal if isinstance(m, PlaceReefTile)))
        return "place"
    confirm(app, table)
    return "confirm"


def confirm(app, table) -> None:
    """Click Confirm; a Confirm that ends the game is asked twice, so click it again then."""
    h.click_button(app, "Confirm")
    if "ends the game" in table.message and not table.game.is_over:
        h.click_button(app, "Confirm")
