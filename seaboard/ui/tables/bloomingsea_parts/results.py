"""Blooming Sea's results: the shared results card, with reef points and the fish won per player.

The fish column shows one token per kind of fish won with how many of it: "[token] 10 × 5 = 50" in
the base game, "[token] ×3 [token] ×2 = 38" in Aquarist mode. Playtest: a token per fish ran out of
room at 1024x640, so 10 fish showed as 8 tokens, a "…" and a cramped "= 50", which read as 8 × 5 = 40.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.results import ResultsScene, name_lines
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.tables.bloomingsea_parts.panels import lap_words


@dataclass(frozen=True)
class FishPiece:
    """One thing drawn in a row's fish column, `x` from the column's left: a token (`kind`, `value`)
    of `size` px, or `text`."""

    x: int
    width: int
    text: str = ""
    kind: str = ""
    value: int = 0
    size: int = 0


class BloomingSeaResults(ResultsScene):
    """Rows: rank, player, reef points, the fish tokens won (each with its value), total."""

    WINNERS_PX = 42

    def __init__(self, app, table):
        super().__init__(app, table)
        self.view = table.game.view(None)
        self.columns = []  # the rows are drawn here, not as generic columns

    def layout(self, size):
        super().layout(size)
        w, h = size
        rows = len(self.order)
        # Wider, as far as the window allows, when the fish in their roomiest form need it.
        fish_w = max((self.fish_width(self.fish_pieces(seat)) for seat in self.order), default=0)
        # The Reefs column stands right of the longest name on one line (playtest: at 150% text a
        # name typed at its longest was cut), the card widening for it, as far as the window allows
        # with the fish in their roomiest form; a name with less room is drawn smaller, then cut.
        names_w = self.px(14 + 84 + 40) + self.widest_name(self.px(19))  # row edge, name's left, gap
        self.reef_offset = max(self.px(330), names_w)
        need = self.reef_offset + self.px(80) + fish_w + self.px(24 + 44 + 40)
        pw = min(w - self.px(60), max(self.px(860), self.button_row_width(), need))
        self.reef_offset = max(self.px(330), min(self.reef_offset, pw - (need - self.reef_offset)))
        ph = self.px(218) + rows * self.px(66) + self.tie_height(pw) + self.winners_extra_height(pw)
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

    def fish_groups(self, seat: int) -> list[tuple[str, int, int]]:
        """(kind, value, how many) of the fish `seat` won, the most valuable first."""
        counts = Counter(self.fish_won(seat))
        return [(kind, value, n) for (kind, value), n in sorted(counts.items(), key=lambda kv: (-kv[0][1], kv[0][0]))]

    FISH_TEXT = 17  # px of the counts and the sum

    def fish_forms(self) -> list[tuple[int, bool]]:
        """(token size, long counts) from the roomiest to the narrowest; size 0: words alone."""
        return [(self.px(34), True), (self.px(34), False), (self.px(26), False), (0, False)]

    def fish_pieces(self, seat: int, form: int = 0) -> list[FishPiece]:
        """The row's fish column in form `form` of fish_forms: a token per kind with "N × value" by
        it, added up ("[token] 3 × 8 + [token] 2 × 7 = 38"); "×N" by each token; smaller tokens; or
        words alone ("5 fish = 38"). No token is left out, no count cut."""
        groups = self.fish_groups(seat)
        if not groups:
            return []
        total = (self.result.breakdown[seat] if seat < len(self.result.breakdown) else {}).get("fish", 0)
        size, long = self.fish_forms()[form]
        return self._fish_form(groups, total, sum(n for _, _, n in groups), size, long)

    def fish_form(self, width: int) -> int:
        """The roomiest form in which every row's fish fit `width` px: one form for all rows, so
        they read alike."""
        last = len(self.fish_forms()) - 1
        return next((form for form in range(last)
                     if all(self.fish_width(self.fish_pieces(seat, form)) <= width for seat in self.order)), last)

    def _fish_form(self, groups, total: int, fish: int, size: int, long: bool) -> list[FishPiece]:
        font = theme.font("bold", self.px(self.FISH_TEXT))
        pieces: list[FishPiece] = []
        x = 0

        def add_text(words: str, gap: int) -> None:
            nonlocal x
            w = font.size(words)[0]
            pieces.append(FishPiece(x + gap, w, text=words))
            x += gap + w

        if not size:  # words alone: "10 fish = 50"
            add_text(f"{fish} fish = {total}", 0)
            return pieces
        for i, (kind, value, n) in enumerate(groups):
            if i:
                add_text("+", self.px(8))
                x += self.px(8)
            pieces.append(FishPiece(x, size, kind=kind, value=value, size=size))
            x += size
            words = f"{n} × {value}" if long else f"×{n}"
            add_text(words + (f" = {total}" if i == len(groups) - 1 else ""), self.px(7))
        return pieces

    @staticmethod
    def fish_width(pieces: list[FishPiece]) -> int:
        return max((p.x + p.width for p in pieces), default=0)

    def fish_area(self) -> tuple[int, int]:
        """The fish column's left and right, in window px."""
        reef_x = self.panel.left + self.reef_offset
        score_x = self.panel.right - self.px(24) - self.px(44)
        widest = max(theme.font("title", self.px(28)).size(str(score))[0] for score in self.result.scores)
        return reef_x + self.px(80), score_x - widest // 2 - self.px(14)

    def draw(self, surface):
        p = self.panel
        y = self.draw_card_top(surface, self.px(24), self.px(4))
        y = self.draw_tie_lines(surface, y)
        y += self.px(18)
        pad = self.px(24)
        score_x = p.right - pad - self.px(44)
        reef_x = p.left + self.reef_offset
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
            # One line, over the colour's: smaller before it is cut.
            (name,), size = name_lines(cfg.name, self.px(19), reef_x - self.px(40) - (row.left + self.px(84)), 0)
            theme.blit_text(surface, name, "bold", size, PALETTE["foam"], (row.left + self.px(84), row.centery + 1),
                            "bottomleft")
            fifties = self.result.scores[seat] // 50
            # A "50" token is taken for each lap of the score track. Where the long words have no room the
            # laps are still said in words, as the Players panel says them (playtest: a bare
            # "Yellow · 2 × 50" under the name did not say what it counted).
            laps = f" · {lap_words(fifties)} of the track ({fifties} × 50)" if fifties else ""
            room = reef_x - self.px(30) - (row.left + self.px(84))
            detail = self.fitted(
                [f"{cfg.colour}{laps}", f"{cfg.colour} · {lap_words(fifties)}" if fifties else cfg.colour], room)
            theme.blit_text(surface, detail, "body", self.px(13), PALETTE["mist"],
                            (row.left + self.px(84), row.centery + 1), "topleft")
            parts = self.result.breakdown[seat] if seat < len(self.result.breakdown) else {}
            theme.blit_text(surface, str(parts.get("reefs", 0)), "bold", self.px(20), PALETTE["foam"],
                            (reef_x, row.centery), "center")
            left, right = self.fish_area()
            pieces = self.fish_pieces(seat, self.fish_form(right - left))
            for piece in pieces:
                if piece.text:
                    theme.blit_text(surface, piece.text, "bold", self.px(self.FISH_TEXT), PALETTE["foam"],
                                    (left + piece.x, row.centery), "midleft")
                else:
                    token = art.fish_token(piece.kind, piece.size, piece.value)
                    surface.blit(token, token.get_rect(center=(left + piece.x + piece.size // 2, row.centery)))
            if not pieces:
                theme.blit_text(surface, "none", "italic", self.px(15), PALETTE["mist"], (fish_x, row.centery),
                                "midleft")
            theme.blit_text(surface, str(self.result.scores[seat]), "title", self.px(28), PALETTE["sand"],
                            (score_x, row.centery), "center")
            y += row_h
        self.draw_end_line(surface)
        self.draw_widgets(surface)
