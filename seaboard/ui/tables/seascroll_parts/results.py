"""Sea Scroll's results: the shared results scene with a per-species table.

Columns are the species in play (smallest value first); each cell shows how
many fish the player revealed and the points it brought (+value for the most,
-value otherwise), as the engine's outcomes() say. Play again / Main menu are
the shared scene's.
"""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.tables.seascroll_parts import cards
from seaboard.ui.tables.seascroll_parts.layout import taller

# The card's numbers (each column's value, each cell's +/- and the scores) in the display face at a size
# that follows the player's text size as the words around them do (playtest: at 150% only they stayed small).
NUMBERS = "panel_title"


def places(order, scores) -> list[int]:
    """The place shown beside each seat of `order`: tied scores share a place (1, 2, 2, 4).

    Rulebook, Scoring: "In case of a tie, please ask the nearest fish": no tie-break, so
    equal scores rank equal."""
    return [1 + sum(1 for other in scores if other > scores[seat]) for seat in order]


def variant_notes(options) -> list[str]:
    """The variants in play, said on the results (a playtest could not tell a Chaos game's card
    from a standard one)."""
    notes = []
    if options.get("chaos"):
        pace = "in turn" if options.get("chaos_pace") == "alternating" else "all at once"
        notes.append(f"Variant Chaos: no ocean and no reef; everyone picked from one pile, {pace}.")
    if options.get("regal_tang"):
        notes.append("Variant Regal Tang (4): scoring with a single Regal Tang gains or loses 4 more.")
    return notes


def table_notes(scene) -> int:
    """How many lines of notes the card shows over its table."""
    return bool(scene.result.tiebreak) + len(variant_notes(scene.table.game.options))


class SeaScrollResults(ResultsScene):
    name = "results"
    WINNERS_PX = 42

    def __init__(self, app, table):
        table.release_reveal_log()  # however the results were reached, the log now tells the end
        self.outcomes = table.game.outcomes()
        self._still_key = None  # the window size the still frame was drawn for
        super().__init__(app, table)

    def layout(self, size):
        super().layout(size)
        w, h = size
        rows = len(self.order)
        note_h = theme.font("italic", self.px(15)).get_linesize()
        self.score_w = self.px(100)
        # The names' column is as wide as the longest name needs on one line (playtest: a name
        # typed at its longest, without spaces, broke onto two lines beside room to spare): the
        # card widens for it, as far as the window allows, then the species' columns give it
        # room, down to where each still shows its fish, numbers and whole name (a little smaller).
        names_need = self.px(80 + 4) + self.widest_name(self.px(18))
        pw = min(w - self.px(48), max(self.px(1180), self.button_row_width()) + max(0, names_need - self.px(230)))
        species = tuple(out.species for out in self.outcomes)
        col_floor = max(cards.least_column_room(species, self.px(14)) + self.px(8), self.px(50 + 8)) + 1
        spare = pw - self.px(48) - self.score_w - max(1, len(self.outcomes)) * col_floor
        self.name_w = max(self.px(230), min(names_need, spare))
        inner = pw - self.px(48) - self.name_w - self.score_w
        self.col_w = inner / max(1, len(self.outcomes))
        # Each column names its species under the fish and the value (playtest: a new player could
        # not tell what the "7" column was); the card grows by that line.
        self.species_px, self.species_names = cards.column_names(species, round(self.col_w) - self.px(8),
                                                                 self.px(14))
        self.species_line = theme.font("bold", self.species_px).get_linesize()
        self.species_h = self.species_line * max(map(len, self.species_names.values()), default=1)
        # The headings and rows grow by what their numbers (and each cell's "×N") grow at a bigger text size.
        self.head_h = self.px(56) + self.species_h + taller(NUMBERS, self.px(15))
        self.row_h = self.px(56) + taller(NUMBERS, self.px(17)) + taller("body", self.px(13))
        ph = min(h - self.px(40), self.px(184) + self.head_h + rows * (self.row_h + self.px(4))
                 + note_h * table_notes(self) + self.winners_extra_height(pw))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        self.layout_button_row()

    def draw(self, surface):
        # The results do not change: drawn once per window size, then blitted.
        if self._still_key != surface.get_size():
            self.draw_still(surface)
            self._still = surface.copy()
            self._still_key = surface.get_size()
        else:
            surface.blit(self._still, (0, 0))
        self.draw_widgets(surface)

    def draw_still(self, surface):
        p = self.panel
        y = self.draw_card_top(surface, self.px(22), self.px(4))
        notes = [self.result.tiebreak_for(self.table.names)] if self.result.tiebreak else []
        notes += variant_notes(self.table.game.options)
        for note in notes:
            r = theme.blit_text(surface, note, "italic", self.px(15), PALETTE["mist"], (p.centerx, y), "midtop")
            y = r.bottom
        y += self.px(14)
        left = p.left + self.px(24)
        x0 = left + self.name_w
        for i, out in enumerate(self.outcomes):
            cx = round(x0 + (i + 0.5) * self.col_w)
            art = cards.fish_art(out.species, self.px(50), self.px(28))
            surface.blit(art, art.get_rect(midtop=(cx, y)))
            value = theme.blit_text(surface, str(out.species), NUMBERS, self.px(15), PALETTE["sand"],
                                    (cx, y + self.px(29)), "midtop")
            for n, line in enumerate(self.species_names[out.species]):
                theme.blit_text(surface, line, "bold", self.species_px, PALETTE["mist"],
                                (cx, value.bottom - self.px(2) + n * self.species_line), "midtop")
        score_x = p.right - self.px(24) - self.score_w // 2
        theme.blit_text(surface, "Score", "bold", self.px(14), PALETTE["mist"], (score_x, y + self.px(30)), "midtop")
        y += self.head_h
        row_h = self.row_h
        shown_places = places(self.order, self.result.scores)
        for place, seat in zip(shown_places, self.order):
            row = pygame.Rect(p.left + self.px(16), y, p.width - self.px(32), row_h - self.px(6))
            if row.bottom > self.rows_bottom():
                break
            self.draw_row_plate(surface, row, place, seat, rank_x=self.px(22), rank_size=self.px(22),
                                token_x=self.px(58), token_r=self.px(14))
            cfg = self.table.seats[seat]
            self.draw_name(surface, cfg.name, self.px(18), row.left + self.px(80), row.centery,
                           self.name_w - self.px(80), row.height)
            for i, out in enumerate(self.outcomes):
                cx = round(x0 + (i + 0.5) * self.col_w)
                count, delta = out.counts[seat], out.deltas[seat]
                if not count:
                    theme.blit_text(surface, "–", "body", self.px(16), PALETTE["dim"], (cx, row.centery), "center")
                    continue
                colour = PALETTE["sand_hi"] if delta > 0 else PALETTE["coral_hi"]
                label = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
                theme.blit_text(surface, label, NUMBERS, self.px(17), colour, (cx, row.centery + 1), "midbottom")
                theme.blit_text(surface, f"×{count}", "body", self.px(13), PALETTE["mist"], (cx, row.centery + 1),
                                "midtop")
            theme.blit_text(surface, theme.number_text(self.result.scores[seat]), NUMBERS, self.px(26), PALETTE["sand"],
                            (score_x, row.centery), "center")
            y += row_h
        self.draw_end_line(surface)
