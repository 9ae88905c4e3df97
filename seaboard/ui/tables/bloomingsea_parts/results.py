"""Blooming Sea's results: the shared results card, with reef points and each fish won per player."""

from __future__ import annotations

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.results import ResultsScene
from seaboard.ui.tables.bloomingsea_parts import art


class BloomingSeaResults(ResultsScene):
    """Rows: rank, player, reef points, the fish tokens won (each with its value), total."""

    def __init__(self, app, table):
        super().__init__(app, table)
        self.view = table.game.view(None)
        self.columns = []  # the rows are drawn here, not as generic columns

    def layout(self, size):
        super().layout(size)
        w, h = size
        rows = len(self.order)
        pw = min(w - self.px(60), max(self.px(860), self.button_row_width()))
        ph = self.px(218) + rows * self.px(66) + (self.px(30) if self.result.tiebreak else 0)
        self.panel = pygame.Rect(0, 0, pw, min(h - self.px(30), ph))
        self.panel.center = (w // 2, h // 2)
        self.layout_button_row()

    def tiebreak_line(self) -> str:
        """The engine's tie-break sentence with the players' names."""
        return self.result.tiebreak_for(self.table.names)

    def fitted(self, wordings: list[str], width: int) -> str:
        """The first wording that fits `width` (playtest: at 150% text the laps ran under the Reefs
        number), else the last one cut short."""
        for words in wordings:
            if theme.font("body", self.px(13)).size(words)[0] <= width:
                return words
        return theme.ellipsize(wordings[-1], "body", self.px(13), width)

    def fish_won(self, seat: int) -> list[tuple[str, int]]:
        return [(kind, value) for _, _, kind, value, winner in self.view.fish_results if winner == seat]

    def draw(self, surface):
        p = self.panel
        y = self.draw_card_top(surface, self.px(24), self.px(42), self.px(4))
        if self.result.tiebreak:
            line = theme.ellipsize(self.tiebreak_line(), "italic", self.px(16), p.width - self.px(40))
            r = theme.blit_text(surface, line, "italic", self.px(16), PALETTE["mist"],
                                (p.centerx, y), "midtop")
            y = r.bottom
        y += self.px(18)
        pad = self.px(24)
        score_x = p.right - pad - self.px(44)
        reef_x = p.left + self.px(330)
        fish_x = reef_x + self.px(80)
        head = self.px(13)
        theme.blit_text(surface, "Reefs", "bold", head, PALETTE["mist"], (reef_x, y), "midtop")
        theme.blit_text(surface, "Fish won", "bold", head, PALETTE["mist"], (fish_x, y), "topleft")
        theme.blit_text(surface, "Score", "bold", head, PALETTE["mist"], (score_x, y), "midtop")  # as in the other games
        y += self.px(22)
        row_h = self.px(66)
        for place, seat in enumerate(self.order):
            row = pygame.Rect(p.left + self.px(14), y, p.width - self.px(28), row_h - self.px(8))
            if row.bottom > self.rows_bottom():
                break
            self.draw_row_plate(surface, row, place + 1, seat, rank_x=self.px(22), rank_size=self.px(24),
                                token_x=self.px(60), token_r=self.px(15))
            cfg = self.table.seats[seat]
            name = theme.ellipsize(cfg.name, "bold", self.px(19), reef_x - self.px(40) - (row.left + self.px(84)))
            theme.blit_text(surface, name, "bold", self.px(19), PALETTE["foam"], (row.left + self.px(84),
                                                                                    row.centery + 1), "bottomleft")
            fifties = self.result.scores[seat] // 50
            # A "50" token is taken for each lap of the score track.
            laps = f" · {fifties} lap{'s' if fifties > 1 else ''} of the track ({fifties} × 50)" if fifties else ""
            room = reef_x - self.px(30) - (row.left + self.px(84))
            detail = self.fitted(
                [f"{cfg.colour}{laps}", f"{cfg.colour} · {fifties} × 50" if fifties else cfg.colour], room)
            theme.blit_text(surface, detail, "body", self.px(13), PALETTE["mist"],
                            (row.left + self.px(84), row.centery + 1), "topleft")
            parts = self.result.breakdown[seat] if seat < len(self.result.breakdown) else {}
            theme.blit_text(surface, str(parts.get("reefs", 0)), "bold", self.px(20), PALETTE["foam"],
                            (reef_x, row.centery), "center")
            won = self.fish_won(seat)
            x = fish_x
            size = self.px(34)
            limit = score_x - self.px(60)
            for kind, value in won:
                if x + size > limit:
                    theme.blit_text(surface, "…", "bold", self.px(18), PALETTE["mist"], (x, row.centery), "midleft")
                    break
                token = art.fish_token(kind, size, value)
                surface.blit(token, token.get_rect(midleft=(x, row.centery)))
                x += size + self.px(4)
            if not won:
                theme.blit_text(surface, "none", "italic", self.px(15), PALETTE["mist"], (fish_x, row.centery),
                                "midleft")
            else:
                theme.blit_text(surface, f"= {parts.get('fish', 0)}", "bold", self.px(17), PALETTE["foam"],
                                (x + self.px(6), row.centery), "midleft")
            theme.blit_text(surface, str(self.result.scores[seat]), "title", self.px(28), PALETTE["sand"],
                            (score_x, row.centery), "center")
            y += row_h
        self.draw_end_line(surface)
        self.draw_widgets(surface)
