"""The attract loop: bots play a random available game until a key or click."""

from __future__ import annotations

import random

from seaboard.ui.scenes.common import available_games
from seaboard.ui.scenes.table_base import TableSetup


def start_demo(app, game_id: str | None = None, replace: bool = False, rng: random.Random | None = None):
    """Push (or swap in) an AI-vs-AI table; returns it, or None if no game is playable yet."""
    from seaboard.ui.tables import table_class

    rng = rng or random.Random()
    games = available_games()
    if game_id is not None:
        games = [g for g in games if g.game_id == game_id]
    if not games:
        return None
    info = rng.choice(games)
    players = rng.randint(info.cls.min_players, info.cls.max_players)
    setup = TableSetup.default(info.game_id, players, seed=rng.randrange(1, 2**31), kinds=["easy"] * players)
    table = table_class(info.game_id)(app, setup, demo=True)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return table
