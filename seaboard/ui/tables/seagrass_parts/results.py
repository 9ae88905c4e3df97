"""Seagrass results: the shared results panel, plus unplayed tiles (the tie-break; specials count)."""

from __future__ import annotations

import dataclasses

from seaboard.ui.scenes.results import ResultsScene

COLUMNS = ("colonies", "reefs", "discovery", "unplayed_tiles")


class SeagrassResults(ResultsScene):
    def __init__(self, app, table):
        super().__init__(app, table)
        game = table.game
        # Unplayed tiles break a tie on points (rulebook, "End of the game"): the engine counts them.
        unplayed = getattr(game, "unplayed", None)
        breakdown = []
        for seat, part in enumerate(self.result.breakdown):
            row = {key: part.get(key, 0) for key in COLUMNS[:3]}
            if callable(unplayed):
                row["unplayed_tiles"] = unplayed(seat)
            breakdown.append(row)
        self.result = dataclasses.replace(self.result, breakdown=breakdown)
        # A Discovery column of zeros is noise when the expansion was not in play.
        shown = [c for c in COLUMNS if c != "discovery" or game.options.get("discovery")]
        shown = [c for c in shown if any(c in row for row in breakdown)]
        # Playtest: between Reefs and Score the unplayed tiles read as points; they only break a
        # tie, so they stand after the score, under "Tie-break".
        self.columns = [c for c in shown if c != "unplayed_tiles"]
        self.tiebreak_columns = [c for c in shown if c == "unplayed_tiles"]
