"""`seaboard bench`: speed figures per game, measured on this machine."""

from __future__ import annotations

from seaboard.engine.registry import game_class
from seaboard.sim import games_per_second


def run_bench(game_ids: list[str], seconds: float = 2.0) -> dict[str, dict[str, float]]:
    results: dict[str, dict[str, float]] = {}
    for gid in game_ids:
        cls = game_class(gid)
        figures: dict[str, float] = {}
        for players in sorted({2, cls.max_players}):
            figures[f"games_per_s_{players}p"] = round(games_per_second(gid, players, seconds), 2)
        if players != 4 and cls.min_players <= 4 <= cls.max_players:
            figures["games_per_s_4p"] = round(games_per_second(gid, 4, seconds), 2)
        frame = _frame_ms(gid)
        if frame is not None:
            figures["frame_ms"] = round(frame, 2)
        results[gid] = figures
    return results


def _frame_ms(game_id: str) -> float | None:
    """The busiest frame's draw time at 1280x800, once the game has a table."""
    from seaboard.ui.frame_bench import busiest_frame_ms

    return busiest_frame_ms(game_id)
