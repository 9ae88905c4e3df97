"""Hovering a line of the Seagrass log rings on the board the spaces it names (playtest, as in
Blooming Sea: the log said what happened, the player hunted the board for where)."""

import ui_harness as h

from seaboard.engine.core import Scored
from seaboard.engine.registry import game_class
from seaboard.engine.seagrass.events import CreaturePlaced, ReefCompleted
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.screenshot import play_bot_moves
from seaboard.ui.tables import seagrass as seagrass_table
from seaboard.ui.tables.seagrass import SeagrassTable

SEED, MOVES = 5, 32  # the easy bots complete a reef of several tiles on move 32


def _table(open_app, monkeypatch, size=(1280, 800)):
    """A table whose log was written move by move (Ada the human; scores are secret), with the
    outlines the log's marks draw recorded (and still drawn)."""
    app = open_app(size, animation_speed=0)
    cls = game_class("seagrass")
    played = play_bot_moves(cls(2, SEED), MOVES, SEED)
    game = cls(2, SEED)
    setup = TableSetup.default("seagrass", 2, seed=SEED, options=game.options, kinds=["human", "easy"])
    table = app.push(SeagrassTable(app, setup, game=game))
    events = []
    for move in played.moves:
        step = game.apply(move)
        events.extend(step)
        table.record(step)
    app.bot_pace = 1e9  # the position holds still
    h.step(app, 2)
    outlined = []
    draw = seagrass_table.outline_image
    monkeypatch.setattr(seagrass_table, "outline_image", lambda g, cells, *a: (
        outlined.append(frozenset(map(tuple, cells))), draw(g, cells, *a))[1])
    return app, table, events, outlined


def _point_on(table, wanted):
    """Scroll the log until the newest entry `wanted` picks is in view: a point on its line."""
    log = table.log_panel
    log.jump_to_newest()
    for _ in range(200):
        for entry, _n, _l, y in reversed(log.shown_lines()):
            if wanted(entry):
                return (log.body.left + log.glyph_column + 20, y + 3)
        log.scroll_by(log.line_height)
    raise AssertionError("no such line")


def test_hovering_a_tile_played_line_rings_its_space(open_app, monkeypatch):
    app, table, events, outlined = _table(open_app, monkeypatch)
    played = [e for e in events if isinstance(e, CreaturePlaced)][-1]
    h.move(app, _point_on(table, lambda e: e.text == played.describe(table.names)))
    assert outlined and outlined[-1] == {tuple(played.cell)}
    outlined.clear()
    h.move(app, table.view_rect.center)  # away from the log: the ring goes
    assert outlined == [] and table.log_marks == ()


def test_hovering_a_reef_completed_line_rings_the_reef(open_app, monkeypatch):
    app, table, events, outlined = _table(open_app, monkeypatch)
    reef = [e for e in events if isinstance(e, ReefCompleted)][-1]
    assert reef.size > 1
    h.move(app, _point_on(table, lambda e: e.text.startswith(f"Reef {reef.reef + 1} (")))
    assert outlined and outlined[-1] == {tuple(c) for c in reef.cells}


def test_a_secret_score_line_rings_nothing_until_the_game_is_over(open_app, monkeypatch):
    # The spaces a colony or reef scored would add up the points the line keeps secret.
    app, table, events, outlined = _table(open_app, monkeypatch)
    assert not table.game.options["open_scores"]
    secret = [e for e in events if isinstance(e, Scored) and e.seat == 1 and e.cells][-1]
    entry = [e for e in table.log_panel.entries if e.full == secret.describe(table.names)][-1]
    assert "scores points" in entry.text and entry.spots == ()
    h.move(app, _point_on(table, lambda e: e is entry))
    assert outlined == [] and table.log_marks == ()
    table.log_panel.reveal()  # the game's end tells the points, and where they were scored
    assert entry.spots == tuple(tuple(c) for c in secret.cells)


def test_a_seat_that_scored_nothing_at_a_reef_is_told_why_in_the_log_and_hovering_rings_the_reef(
        open_app, monkeypatch):
    # Playtest: "Ada 4 creatures, Purple bot 10", then only the bot scored, and nothing said why.
    from seaboard.engine.seagrass.events import ReefUnscored

    app, table, events, outlined = _table(open_app, monkeypatch)
    unscored = [e for e in events if isinstance(e, ReefUnscored)][-1]
    words = f"{table.names[unscored.seat]} gets nothing from reef {unscored.reef + 1}: with 2 players, second place"
    entry = [e for e in table.log_panel.entries if e.text.startswith(words)][-1]
    assert entry.seat == unscored.seat  # the line carries the seat's glyph, as its points lines do
    h.move(app, _point_on(table, lambda e: e is entry))
    assert outlined and outlined[-1] == {tuple(c) for c in unscored.cells}
