"""How long the busiest frame of a game's table takes to draw (for `seaboard bench`)."""

from __future__ import annotations

import statistics
import time

from seaboard.engine.registry import game_class

SIZE = (1280, 800)
DRAWS = 30


def busiest_frame_ms(game_id: str, seed: int = 5) -> float | None:
    """Median draw time in ms of the game's fullest position at 1280x800, headless.

    None while the game only has the placeholder table (its draw time says
    nothing about the real table's).
    """
    from seaboard.ui.tables import has_real_table, table_class

    if not has_real_table(game_id):
        return None
    from seaboard.store.settings import Settings
    from seaboard.ui.app import App
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.screenshot import play_bot_moves

    cls = game_class(game_id)
    players = cls.max_players
    # The busiest state: the last position before the end, when the board is fullest.
    probe = play_bot_moves(cls(players, seed), None, seed)
    game = play_bot_moves(cls(players, seed), max(0, len(probe.moves) - 1), seed)
    app = App(size=SIZE, settings=Settings(window_size=SIZE), headless=True)
    app.save_settings = lambda: None
    try:
        setup = TableSetup.default(game_id, players, seed, game.options, kinds=["human"] + ["easy"] * (players - 1))
        table = app.push(table_class(game_id)(app, setup, game=game))
        app.bot_pace = 1e9
        table.last_human = 0
        app.step(0.0)
        times = []
        for _ in range(DRAWS):
            start = time.perf_counter()
            app.draw()
            times.append((time.perf_counter() - start) * 1000)
        return statistics.median(times)
    finally:
        app.close()
