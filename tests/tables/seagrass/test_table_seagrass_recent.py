"""At the start of a human's Seagrass turn the board rings the spaces the others placed tiles on
since that player's last turn, until they act (playtest: a bot placed five starfish tiles and
nothing showed them; the players read the log)."""

from collections import Counter

import pytest
import ui_harness as h
from sg_table_helpers import make_table

from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.ui.scenes.handoff import HandoffScene
from seaboard.ui.tables.seagrass_parts import art


@pytest.fixture
def app():
    application = h.make_app((1280, 800), animation_speed=1.0)
    yield application
    application.close()


def _board(table) -> dict:
    """Every space as anyone sees it: (content, owner) by cell (no face-down tile is named)."""
    return {sp.cell: (sp.content, sp.owner) for sp in table.game.view(None).spaces}


def _placed_by_others(before: dict, after: dict, seat: int) -> dict:
    """{cell: placer} of the spaces that took another player's tile between the two boards."""
    return {cell: owner for cell, (content, owner) in after.items()
            if (content, owner) != before[cell] and content in ("creature", "face_down") and owner != seat}


def _play_a_turn(table) -> None:
    """The player to act plays a whole turn through the table: a colony of one tile, else a reef."""
    if table.submit(ChooseAction("colony")):
        place = next((m for m in table.game.legal_moves()
                      if isinstance(m, PlaceCreature) and not m.tile.endswith("special")), None)
        if place is not None and table.submit(place) and table.submit(Confirm()):
            return
        table.undo()
    assert table.submit(ChooseAction("reef"))
    assert table.submit(next(m for m in table.game.legal_moves() if isinstance(m, PlaceReefTile)))
    assert table.submit(Confirm())


def _until_turn_of(app, table, seat: int) -> None:
    for _ in range(3000):
        if isinstance(app.top, HandoffScene) and app.top.seat == seat:
            h.click(app, (40, 40))
        if app.top is table and table.game.current_player == seat and table.last_human == seat:
            h.run_for(app, 2.0)  # the last tiles placed have landed
            return
        h.step(app)
    raise AssertionError("the turn never came back")


def _rings(app, monkeypatch) -> Counter:
    """The colours of the rings drawn on the board this frame."""
    drawn = Counter()
    real = art.recent_ring_image

    def spy(radius, colour):
        drawn[colour] += 1
        return real(radius, colour)

    monkeypatch.setattr(art, "recent_ring_image", spy)
    h.step(app)
    monkeypatch.setattr(art, "recent_ring_image", real)
    return drawn


def test_the_spaces_the_others_placed_on_since_your_turn_are_ringed_until_you_act(app, monkeypatch):
    table = make_table(app, ["human", "easy", "easy"])
    app.bot_pace = 0.0
    _until_turn_of(app, table, 0)
    _play_a_turn(table)
    before = _board(table)
    _until_turn_of(app, table, 0)
    expected = _placed_by_others(before, _board(table), 0)
    assert expected  # the bots placed tiles
    assert table.recent_spaces() == expected
    # Each ringed in its placer's colour, once.
    assert _rings(app, monkeypatch) == Counter(table.colours[seat] for seat in expected.values())
    # The pointer on one says what the ring means, and names no face-down tile.
    cell, placer = next(iter(expected.items()))
    h.move(app, table.cell_centre(cell))
    words = table.pointed_at()
    assert "placed since your last turn" in words and table.names[placer] in words
    # Once the player acts the rings go; an undo back to the turn's start brings them back.
    assert table.submit(ChooseAction("colony"))
    assert table.recent_spaces() == {} and _rings(app, monkeypatch) == Counter()
    table.undo()
    assert table.recent_spaces() == expected


def test_in_hot_seat_each_player_sees_what_the_others_placed_since_their_own_turn(app, monkeypatch):
    table = make_table(app, ["human", "human", "easy"])
    app.bot_pace = 0.0
    _until_turn_of(app, table, 0)
    start = _board(table)
    _play_a_turn(table)
    after_ada = _board(table)
    _until_turn_of(app, table, 1)
    # Bruno's first turn: what Ada placed since the start.
    assert table.recent_spaces() == _placed_by_others(start, _board(table), 1) != {}
    _play_a_turn(table)
    after_bruno = _board(table)
    _until_turn_of(app, table, 0)
    ada_sees = _placed_by_others(after_ada, _board(table), 0)
    assert set(ada_sees.values()) == {1, 2}  # Bruno's tile and the bot's, none of her own
    assert table.recent_spaces() == ada_sees
    assert _rings(app, monkeypatch) == Counter(table.colours[seat] for seat in ada_sees.values())
    _play_a_turn(table)
    _until_turn_of(app, table, 1)
    bruno_sees = _placed_by_others(after_bruno, _board(table), 1)
    assert set(bruno_sees.values()) == {0, 2}  # the bot's tile and Ada's, not his own
    assert table.recent_spaces() == bruno_sees
