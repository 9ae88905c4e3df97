"""Seagrass results: the shared results panel, plus tiles left (the tie-break) and why the game ended."""

from __future__ import annotations

import dataclasses

from seaboard.engine.core import name_seats
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.results import ResultsScene

COLUMNS = ("colonies", "reefs", "discovery", "tiles_left")


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
                row["tiles_left"] = unplayed(seat)
            breakdown.append(row)
        self.result = dataclasses.replace(self.result, breakdown=breakdown)
        # A Discovery column of zeros is noise when the expansion was not in play.
        shown = [c for c in COLUMNS if c != "discovery" or game.options.get("discovery")]
        self.columns = [c for c in shown if any(c in row for row in breakdown)]
        reason = name_seats(table.view().end_reason, table.names) if hasattr(table, "view") else ""
        self.end_line = f"The game ended: {reason}." if reason else ""

    def layout(self, size):
        super().layout(size)
        if not self.end_line:
            return
        extra = self.px(30)
        self.panel.inflate_ip(0, extra)
        for button in self.row_buttons():
            button.rect.y += extra // 2

    def draw(self, surface):
        super().draw(surface)
        if self.end_line:
            theme.blit_text(surface, self.end_line, "italic", self.px(15), PALETTE["mist"],
                            (self.panel.centerx, self.again.rect.top - self.px(14)), "midbottom")
