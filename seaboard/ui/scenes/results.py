"""The results: final scores, the winner, the breakdown of points and the tie-break."""

from __future__ import annotations

import pygame

from seaboard.engine.core import name_seats
from seaboard.ui.input.held_keys import HeldKeys
from seaboard.ui.input.resting_keys import RestingKeys
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import ACTIVATE_KEYS, NAVIGATION_KEYS, Button


def _label(key: str) -> str:
    text = key.replace("_", " ")
    return text[:1].upper() + text[1:]


def _points(value, signed: bool) -> str:
    # Signed where a column mixes gains and losses (Sea Scroll's reveal); counts stay plain.
    if isinstance(value, int) and not isinstance(value, bool):
        return theme.number_text(value, signed)
    return str(value)


NAME_SHRINK = 0.75  # a player's name is drawn down to this share of its size before it wraps or is cut


def two_lines(name: str, font: pygame.font.Font, width: int) -> tuple[str, ...] | None:
    """`name` on two lines no wider than `width`, broken where the wider line is narrowest: between
    its words, else (a name typed without spaces) within one; None if no break fits."""
    words = name.split()
    for splits in ([(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))],
                   [(name[:i].rstrip(), name[i:].lstrip()) for i in range(1, len(name))]):
        fitting = [pair for pair in splits if all(font.size(line)[0] <= width for line in pair)]
        if fitting:
            return min(fitting, key=lambda pair: max(font.size(line)[0] for line in pair))
    return None


def name_lines(name: str, px: float, width: int, height: int, role: str = "bold") -> tuple[tuple[str, ...], float]:
    """A player's name (or words naming players) as it fits `width` by `height` pixels, with its
    size (as theme.font takes it): on one line, a little smaller if need be; else on two, where
    `height` holds them; else on one, cut short. Playtest: at 150% text the results cut a name
    typed at its longest."""
    floor = px * NAME_SHRINK
    size = px
    while theme.font(role, size).size(name)[0] > width and size - 1 >= floor:
        size -= 1
    if theme.font(role, size).size(name)[0] <= width:
        return (name,), size
    size = px
    while size >= floor:
        font = theme.font(role, size)
        lines = two_lines(name, font, width) if 2 * font.get_height() <= height else None
        if lines:
            return lines, size
        size -= 1
    return (theme.ellipsize(name, role, floor, width),), floor


def widest_name(names: list[str], px: float) -> int:
    """How wide the longest of `names` is on one line, in bold at `px` (the results' and Sea Scroll's
    Reveal's names columns are as wide as that asks)."""
    return max((theme.font("bold", px).size(name)[0] for name in names), default=0)


def winners_phrase(names: list[str]) -> str:
    """Who won, in words: "Ada wins", "Ada and Bruno share the victory", "No winner"."""
    if not names:
        return "No winner"
    if len(names) == 1:
        return f"{names[0]} wins"
    return " and ".join(names) + " share the victory"


class ResultsScene(WidgetScene):
    name = "results"
    is_overlay = True
    # Keys pressed for the table as the card came up are `settling`'s to swallow; once the focus
    # was hidden by a click, the first Enter only shows it again.
    reveal_keys = NAVIGATION_KEYS + ACTIVATE_KEYS
    shows_focus_at_once = True  # a dialog: its default button is seen focused, its first key acts

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.held = HeldKeys()  # an Enter held through the last move: its repeats are not for the card
        self.keys = RestingKeys(app)  # keys act once the keyboard has rested since the card came up
        self.close_review = None  # shown again over a replay: what its one button (and Escape) does
        self.result = table.game.result()
        seats = len(table.seats)
        ranking = list(self.result.ranking)
        # Ranking may list only the winners; the rest follow by score.
        rest = sorted((s for s in range(seats) if s not in ranking), key=lambda s: -self.result.scores[s])
        self.order = ranking + rest
        keys: list[str] = []
        for part in self.result.breakdown:
            for key in part:
                if key not in keys:
                    keys.append(key)
        self.columns = keys[:6]
        # Breakdown keys that add nothing to the score but break a tie on it: shown after the score,
        # set apart under "Tie-break" (each game's card names its own).
        self.tiebreak_columns: list[str] = []
        self.signed = {k for k in self.columns
                       if any(isinstance(p.get(k), int) and p.get(k) < 0 for p in self.result.breakdown)}
        # Nobody played a demo: the same button starts another one.
        # The cream (primary) button is the one Enter presses: View board, which loses nothing (see
        # the focus below), except in a demo. Playtest: a cream Play again beside a focused View
        # board left a player guessing which one Enter would press.
        default = "again" if table.demo else "board"
        self.again = Button("Watch another" if table.demo else "Play again", self.play_again,
                            style="primary" if default == "again" else "secondary")
        self.menu = Button("Main menu", self.to_menu)
        self.replay = Button("Watch replay", self.watch_replay)
        self.board_button = Button("View board", self.view_board, style="primary" if default == "board" else "secondary")
        self.focus.set([self.again, self.replay, self.board_button, self.menu])
        # The default is one that loses nothing: View board (Back returns here). Playtest: a stray
        # Enter after a quiet second pressed a focused Play again, and the results were gone. A
        # demo has no results to keep: its default is the next one.
        self.focus.focus(self.again if default == "again" else self.board_button)
        # Why the game ended, as the engine says it, over the buttons of every game's card.
        reason = name_seats(table.game.end_reason, table.names)
        self.end_line = f"Game over: {reason}." if reason else ""

    def layout(self, size):
        super().layout(size)
        w, h = size
        rows = len(self.order)
        self.replay.visible = not self.table.demo  # nobody played a demo: nothing to replay
        # Wide enough for the breakdown columns and for the buttons side by side, each as wide
        # as its label needs (a bigger text size must not cut "Watch replay").
        columns = len(self.columns) + len(self.tiebreak_columns)
        # Wider too for the longest name on one line beside the columns, as far as the window allows.
        names_w = self.px(16 + 90 + 12 + 68 + 55) + columns * self.px(110) + self.widest_name(self.px(19))
        pw = min(w - self.px(80), max(self.px(560) + columns * self.px(110), self.button_row_width(), names_w))
        ph = (self.px(230) + rows * self.px(58) + self.tie_height(pw) + self.winners_extra_height(pw)
              + (self.tiebreak_head_height() if self.tiebreak_columns else 0))
        self.panel = pygame.Rect(0, 0, pw, min(h - self.px(40), ph))
        self.panel.center = (w // 2, h // 2)
        self.layout_button_row()

    # The buttons' foot above the card's, alike on every game's card. Playtest: Sea Scroll's
    # stood 4 px nearer its card's edge than Seagrass's (each card passed its own gap).
    BUTTON_FOOT = 28

    def row_buttons(self) -> list[Button]:
        return [b for b in self.focus.widgets if b.visible]

    def natural_button_width(self) -> int:
        """One width for every button in the row, enough for the longest label."""
        return max([self.px(180)] + [b.natural_width(self.px(20)) for b in self.row_buttons()])

    def button_row_width(self) -> int:
        """How wide a card must be for its buttons to show their whole labels side by side."""
        return len(self.row_buttons()) * (self.natural_button_width() + self.px(12)) + self.px(48)

    def layout_button_row(self) -> None:
        """The buttons in one centred row, BUTTON_FOOT above the card's foot (each game's card calls it
        again after sizing itself)."""
        buttons = self.row_buttons()
        gap = self.px(12)
        bh = max(self.px(52), theme.font("bold", self.px(20)).get_height() + self.px(12))
        if self.end_line:
            # The card grows for the end line, as far as the window allows.
            room = self.app.size[1] - self.px(16) - self.panel.height if self.app is not None else self.px(30)
            self.panel.inflate_ip(0, max(0, min(self.end_line_height(), room)))
        bw = min(self.natural_button_width(), (self.panel.width - self.px(48) - gap * (len(buttons) - 1)) // len(buttons))
        x = self.panel.centerx - (bw * len(buttons) + gap * (len(buttons) - 1)) // 2
        y = self.panel.bottom - self.px(self.BUTTON_FOOT) - bh
        for b in buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            b.px = self.px(20)
            x += bw + gap

    TIE_PX = 16  # the tie-break sentence under the winners line

    def tie_text(self) -> str:
        """The engine's tie-break sentence with the players' names (a bare phrase gets a lead-in)."""
        tie = self.result.tiebreak_for(self.table.names)
        return tie if tie.rstrip().endswith(".") else f"Tie broken by {tie}"

    def tie_lines(self, card_width: int) -> list[str]:
        """The tie-break sentence in lines that fit a card `card_width` wide: whole, never cut.
        Playtest: with four tied players at 150% text it ended "...would take their turn f…",
        before it said who wins."""
        if not self.result.tiebreak:
            return []
        return theme.wrap(self.tie_text(), "italic", self.px(self.TIE_PX), card_width - self.px(40))

    def tie_height(self, card_width: int) -> int:
        """What the tie-break sentence adds to the card's height (one line: as it always has)."""
        lines = self.tie_lines(card_width)
        return self.px(30) + (len(lines) - 1) * theme.line_step("italic", self.px(self.TIE_PX)) if lines else 0

    def draw_tie_lines(self, surface, y: int) -> int:
        """The tie-break sentence, centred from `y` down; returns the y under it."""
        for line in self.tie_lines(self.panel.width):
            y = theme.blit_text(surface, line, "italic", self.px(self.TIE_PX), PALETTE["mist"],
                                (self.panel.centerx, y), "midtop").bottom
        return y

    TIEBREAK_HEAD = "Tie-break"

    def tiebreak_head_height(self) -> int:
        """The extra line over the headings that sets the tie-break columns apart."""
        return theme.line_step("italic", self.px(13))

    def end_line_height(self) -> int:
        return theme.line_step("italic", self.px(15)) + self.px(12) if self.end_line else 0

    def rows_bottom(self) -> int:
        """Player rows stop here: above the end line and the buttons."""
        return self.row_buttons()[0].rect.top - self.px(8) - self.end_line_height()

    def draw_end_line(self, surface) -> None:
        if self.end_line:
            line = theme.ellipsize(self.end_line, "italic", self.px(15), self.panel.width - self.px(40))
            theme.blit_text(surface, line, "italic", self.px(15), PALETTE["mist"],
                            (self.panel.centerx, self.row_buttons()[0].rect.top - self.px(10)), "midbottom")

    def for_review(self, label: str, close) -> ResultsScene:
        """The same card shown again over a replay of the finished game: its breakdown, and one button
        (`label`, Enter or Escape) that calls `close`; nothing here starts, leaves or replays a game."""
        self.close_review = close
        back = Button(label, close, style="primary")
        self.focus.set([back])
        self.focus.focus(back)
        return self

    def for_attract(self, seconds: float, advance) -> ResultsScene:
        """The card in the demo's attract loop: held `seconds` (counted while it is on top), then
        `advance()` starts the next game; any key or click leaves the loop for the menu at once.
        Playtest: the loop showed only "Game over" for a moment, with the counters still moving."""
        self.attract_left = self.attract_total = seconds
        self.advance = advance
        self.menu.style = "primary"
        self.focus.set([self.menu])
        self.focus.focus(self.menu)
        return self

    attract_left: float | None = None  # seconds before the attract loop's next game (None: not in the loop)

    def update(self, dt):
        super().update(dt)
        if self.attract_left is not None and self.app.top is self:
            self.attract_left -= dt
            if self.attract_left <= 0:
                self.attract_left = None
                self.advance()

    def draw_attract_bar(self, surface) -> None:
        """Over the header, where the eye goes first: when the next game starts and how to leave."""
        if self.attract_left is None:
            return
        left = max(1, round(self.attract_left + 0.49))
        text = f"Next game in {left} s · speed {self.table.demo_state.speed:g}× · press any key for the menu"
        header = getattr(self.table, "header", pygame.Rect(0, 0, self.size[0], self.px(64)))
        size = theme.fit_size(text, "bold", self.px(20), self.size[0] - self.px(40), floor=self.px(14))
        w = theme.font("bold", size).size(text)[0] + self.px(40)
        bar = pygame.Rect(0, 0, w, max(theme.font("bold", size).get_height() + self.px(16), header.height - self.px(12)))
        bar.center = header.center
        theme.draw_panel(surface, bar, PALETTE["sea"], radius=bar.height // 2, border=PALETTE["teal_hi"])
        theme.blit_text(surface, text, "bold", size, PALETTE["sand"], bar.center, "center")
        # How much of the wait is left, as a thin line along the bar's foot.
        done = 1 - self.attract_left / max(0.01, self.attract_total)
        track = pygame.Rect(bar.left + bar.height // 2, bar.bottom - self.px(5), bar.width - bar.height, self.px(3))
        pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.5), track)
        pygame.draw.rect(surface, PALETTE["teal_hi"], (track.left, track.top, round(track.width * (1 - done)),
                                                       track.height))

    def enter(self):
        super().enter()
        # Shown (or shown again from View board): keys held or pressed just now were not for the card.
        self.held = HeldKeys()
        self.keys.restart()
        self.focus.keyboard_used = True  # back from View board too: its focus shows, Enter acts

    def settling(self, event) -> bool:
        """True for a key pressed before the keyboard has been quiet for `app.results_settle` seconds
        since the card came up; each such press waits again. Playtest: Enters pressed to keep a tile
        or follow a hint went on into the card as it came up, showed the focus, then pressed Play again.
        Escape acts at once, as clicks do."""
        if event.type != pygame.KEYDOWN or event.key == pygame.K_ESCAPE:
            return False
        return self.keys.too_soon(self.app.results_settle)

    def play_again(self):
        fresh = self.table.restart()
        self.app.pop()  # this overlay
        self.app.replace(fresh)

    def watch_replay(self):
        from seaboard.store.replay import Replay
        from seaboard.ui import persist
        from seaboard.ui.scenes.replay import ReplayScene

        replay = Replay.from_game(self.table.game, persist.seat_infos(self.table))
        self.app.push(ReplayScene(self.app, replay=replay, seats=self.table.seats))

    def view_board(self):
        """The card steps aside so the final board can be studied; a bar brings it back."""
        self.app.pop()
        self.app.push(FinalBoardScene(self.app, self))

    def to_menu(self):
        from seaboard.ui.scenes.menu import MenuScene

        self.app.reset(MenuScene(self.app))

    def back(self):
        if self.close_review is not None:
            self.close_review()
        else:
            self.to_menu()

    def handle(self, event):
        if self.attract_left is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            from seaboard.ui.scenes.demo import attract_key

            step = attract_key(event)  # + and - set the loop's speed here too (the bar says it)
            if step is None:
                self.to_menu()  # the attract loop: any other key or click leaves at once
            elif step:
                self.table.demo_faster(step)
            return True
        if self.held.swallows(event) or self.settling(event):
            return True
        if event.type == pygame.KEYDOWN and self.table.log_panel.handle_key(event):
            return True  # the log beside the card scrolls by keys here too (playtest: only on View board)
        return super().handle(event)

    def winners_line(self) -> str:
        phrase = winners_phrase([self.table.names[s] for s in self.result.winners])
        return phrase + "!" if self.result.winners else phrase

    def draw_widgets(self, surface) -> None:
        super().draw_widgets(surface)  # every game's card ends its drawing here
        self.draw_attract_bar(surface)

    def draw_row_plate(self, surface, row: pygame.Rect, place: int, seat: int, *, rank_x: int, rank_size: int,
                       token_x: int, token_r: int) -> None:
        """One player's row: its plate (tinted for a winner), the place shown and the seat's disc.

        rank_x and token_x are offsets from the row's left edge; each game's card sets its own spacing."""
        won = seat in self.result.winners
        fill = theme.mix(PALETTE["sea_hi"], PALETTE["sand"], 0.12) if won else PALETTE["sea_hi"]
        pygame.draw.rect(surface, fill, row, border_radius=self.px(12))
        theme.blit_text(surface, str(place), "title", rank_size, PALETTE["sand"] if won else PALETTE["mist"],
                        (row.left + rank_x, row.centery), "center")
        theme.draw_token(surface, self.table.seats[seat].colour, (row.left + token_x, row.centery), token_r)

    def draw_name(self, surface, name: str, px: float, left: int, centery: int, width: int, height: int) -> None:
        """A player's name from `left`, centred on `centery`, whole in `width` by `height` as far as
        it can be (name_lines): smaller, or on two lines, before it is cut."""
        lines, size = name_lines(name, px, width, height)
        step = theme.font("bold", size).get_height()
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, "bold", size, PALETTE["foam"],
                            (left, round(centery + (i - (len(lines) - 1) / 2) * step)), "midleft")

    def widest_name(self, px: float) -> int:
        """How wide the longest player's name is on one line, in bold at `px`."""
        return widest_name([seat.name for seat in self.table.seats], px)

    WINNERS_PX = 44  # the winners line's size (each game's card may set its own)

    def winners_lines(self, card_width: int) -> tuple[tuple[str, ...], float]:
        """The winners line as it fits a card `card_width` wide: smaller, or on two lines (long names
        sharing the victory), never cut where that will do."""
        title_px = self.px(self.WINNERS_PX)
        return name_lines(self.winners_line(), title_px, card_width - self.px(40), 10 ** 6, role="title")

    def winners_extra_height(self, card_width: int) -> int:
        """What a winners line on two lines adds to the card's height."""
        lines, size = self.winners_lines(card_width)
        return (len(lines) - 1) * theme.font("title", size).get_height()

    def draw_card_top(self, surface, top: int, gap: int) -> int:
        """The dimmed table, the card and its winners line `top` below the card's edge;
        returns the y `gap` below that line."""
        theme.dim(surface, 180)
        theme.draw_panel(surface, self.panel, PALETTE["sea"], radius=self.px(24))
        lines, size = self.winners_lines(self.panel.width)
        y = self.panel.top + top
        for line in lines:
            r = theme.blit_text(surface, line, "title", size, PALETTE["sand"], (self.panel.centerx, y), "midtop")
            y += theme.font("title", size).get_height()
        return r.bottom + gap

    def draw(self, surface):
        p = self.panel
        y = self.draw_card_top(surface, self.px(26), self.px(6))
        y = self.draw_tie_lines(surface, y)
        y += self.px(20)
        pad = self.px(28)
        extra = self.tiebreak_columns
        # Playtest: "Unplayed tiles" between Reefs and Score read as points; a tie-break column
        # stands after the score instead, under its own "Tie-break" line, past a divider.
        keys = self.columns + extra
        score_x = p.right - pad - self.px(40)
        # Columns widen for their headings ("Unplayed tiles" was cut at 150% text) while the names
        # keep room; then one size for every heading, the largest at which all fit whole.
        widest = max([theme.font("bold", self.px(13)).size(_label(key))[0] + 8 for key in keys], default=0)
        spare = (score_x - self.px(40) - (p.left + self.px(16) + self.px(90) + self.px(170))) // max(1, len(keys))
        col_w = max(self.px(110), min(widest, spare))
        score_x -= len(extra) * col_w
        if extra:  # the last tie-break heading ends inside the rows (playtest: at 150% it stood past them)
            score_x -= max(0, score_x + len(extra) * col_w + col_w // 2 - (p.right - self.px(16)))
        head = min([theme.fit_size(_label(key), "bold", self.px(13), col_w - 8, floor=self.px(9))
                    for key in keys] + [self.px(13)])

        def column_x(i: int) -> int:  # scoring columns left of the score, tie-break ones right of it
            return score_x - (len(self.columns) - i) * col_w if i < len(self.columns) else \
                score_x + (i - len(self.columns) + 1) * col_w

        if extra:
            tie_x = (column_x(len(self.columns)) + column_x(len(keys) - 1)) // 2
            theme.blit_text(surface, self.TIEBREAK_HEAD, "italic", head, PALETTE["mist"], (tie_x, y), "midtop")
            y += self.tiebreak_head_height()
        for i, key in enumerate(keys):
            theme.blit_text(surface, theme.ellipsize(_label(key), "bold", head, col_w - 8), "bold",
                            head, PALETTE["mist"], (column_x(i), y), "midtop")
        theme.blit_text(surface, "Score", "bold", head, PALETTE["mist"], (score_x, y), "midtop")
        y += self.px(22)
        row_h = self.px(54)
        rows_top = y
        for place, seat in enumerate(self.order):
            row = pygame.Rect(p.left + self.px(16), y, p.width - self.px(32), row_h - self.px(6))
            if row.bottom > self.rows_bottom():
                break
            self.draw_row_plate(surface, row, place + 1, seat, rank_x=self.px(24), rank_size=self.px(24),
                                token_x=self.px(64), token_r=self.px(15))
            cfg = self.table.seats[seat]
            name_w = score_x - len(self.columns) * col_w - col_w // 2 - (row.left + self.px(90))
            self.draw_name(surface, cfg.name, self.px(19), row.left + self.px(90), row.centery, max(40, name_w),
                           row.height)
            parts = self.result.breakdown[seat] if seat < len(self.result.breakdown) else {}
            for i, key in enumerate(keys):
                colour = PALETTE["mist"] if key in extra else PALETTE["foam"]
                theme.blit_text(surface, _points(parts.get(key, "–"), key in self.signed), "body", self.px(17), colour,
                                (column_x(i), row.centery), "center")
            theme.blit_text(surface, theme.number_text(self.result.scores[seat]), "title", self.px(26), PALETTE["sand"],
                            (score_x, row.centery), "center")
            y += row_h
        if extra and y > rows_top:
            # The divider between the score and the tie-break, down through the rows.
            x = score_x + col_w // 2
            pygame.draw.line(surface, theme.mix(PALETTE["sea_hi"], PALETTE["mist"], 0.35),
                             (x, rows_top - self.px(2)), (x, y - self.px(8)), max(1, self.px(2)))
        self.draw_end_line(surface)
        self.draw_widgets(surface)


class FinalBoardScene(WidgetScene):
    """The finished table without the results card: a bar over the header brings the card back
    (its button, Enter or Escape)."""

    name = "final_board"
    is_overlay = True

    def __init__(self, app, results: ResultsScene):
        super().__init__(app)
        self.results = results
        self.back_button = Button("Back to results", self.back, style="primary")
        self.focus.set([self.back_button])
        self.focus.focus(self.back_button)

    def layout(self, size):
        super().layout(size)
        header = getattr(self.results.table, "header", pygame.Rect(0, 0, size[0], self.px(64)))
        self.header = header
        self.label_px = self.px(18)
        label_w = theme.font("bold", self.label_px).size("The final board")[0]
        bw = self.back_button.natural_width(self.px(17))
        bh = max(self.px(40), theme.font("bold", self.px(17)).get_height() + self.px(10))
        self.bar = pygame.Rect(0, 0, label_w + bw + self.px(48), bh + self.px(12))
        self.bar.center = header.center
        self.back_button.rect = pygame.Rect(self.bar.right - self.px(6) - bw, self.bar.top + self.px(6), bw, bh)
        self.back_button.px = self.px(17)

    # What studying a board needs reaches the table under the bar: pointing (tooltips), the
    # wheel (zoom) and the middle or right button (pan). Nothing here can play a move.
    STUDY_BUTTONS = (2, 3)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.back()
            return True
        if self.focus.handle(event):
            return True
        if self.results.table.log_panel.handle(event):  # the game log scrolls here too
            return True
        studying = event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.WINDOWFOCUSLOST) or (
            event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button in self.STUDY_BUTTONS)
        if studying:
            self.results.table.handle_table(event)
        return True

    def back(self):
        if getattr(self.results.table, "panning", None) is not None:
            self.results.table.panning = None  # a pan begun here ends here, held button or not
        self.app.pop()
        self.app.push(self.results)

    def draw(self, surface):
        # The header's buttons do nothing here, so they are dimmed; the board and panels stay clear.
        theme.dim(surface.subsurface(self.header.clip(surface.get_rect())), 150)
        theme.draw_panel(surface, self.bar, PALETTE["sea"], radius=self.bar.height // 2, border=PALETTE["teal_hi"])
        theme.blit_text(surface, "The final board", "bold", self.label_px, PALETTE["sand"],
                        (self.bar.left + self.px(20), self.bar.centery), "midleft")
        self.draw_widgets(surface)
