"""The panels around the Blooming Sea board: the tile in hand, the colour legend, the pile,
and the players with their scores and laps round the track (mixed into the table)."""

from __future__ import annotations

import math

import pygame

from seaboard.ui.input.drag import DRAGGING
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import KIND_LABELS, next_player_words
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.tables.bloomingsea_parts.board_view import spot_dot
from seaboard.ui.tables.bloomingsea_parts.effects import arc_point, ease
from seaboard.ui.tables.bloomingsea_parts.placing import HAND
from seaboard.ui.widgets.log_panel import ENTRY_GAP
from seaboard.ui.widgets.log_panel import PAD as LOG_PAD

LOG_LINES_KEPT = 2  # the game log's lines in view under a card standing in its place, at the least
CARD_GAP = 12  # (unscaled) between such a card and the log under it
FIFTY_FLIGHT = 0.7  # seconds (at speed 1) a lap's words take from the track's start to the player


def lap_words(laps: int) -> str:
    """A player's laps round the 50-step track, in words. Playtest (a Board Game Arena veteran): a
    "50" token beside the total ("50 85") was read as 135 points. The total counts the laps
    already: the words, on the small line after the reefs and fish that make the total, only say
    why the marker stands at 35."""
    return f"{laps} lap" if laps == 1 else f"{laps} laps"

# What the hand panel says while the player places their tile: idle (or the keyboard cursor out),
# the tile picked by a click, the tile dragged.
HINT_PENDING = "Placed for a moment: until your next tile is drawn, Undo, U or Esc takes it back."
HINT_PLACE = "Drag the tile onto the board. Right-click, R or the wheel turns it. Arrows move a cursor; Enter places."
HINT_SELECTED = ("Click a square on the board to place the tile there (green dots: where it fits). "
                 "R or the wheel turns it; Esc puts it back.")
HINT_DRAGGING = "Drop it where it fits: green dots, a green outline and a tick. Right-click or the wheel turns it."
PLACING_HINTS = (HINT_PLACE, HINT_SELECTED, HINT_DRAGGING)
# The legend's rows that are not a colour: the board's grey squares, and the green dots shown
# while a tile is held (or the keyboard cursor is out) on the squares where it fits.
DEAD_LABEL = "no tile can go here"
SPOTS_LABEL = "your tile fits here"
# Playtest: a bots-only demo has no "you"; a bot's held tile is "the tile".
SPOTS_LABEL_BOT = "the tile fits here"
HINT_GAP = 1.25  # the hand panel's line spacing
# What a long hint's card folds away while it shows (message_card): the legend's green dot, the
# whole legend, the pile's lines too.
FOLD_SPOTS, FOLD_LEGEND, FOLD_PILE = 1, 2, 3
CARD_PAD, CARD_PAD_TIGHT = 10, 6  # (unscaled) a card's words from its edges; nearer its sides where that keeps their size


class PanelsMixin:
    """Draws the hand panel and the players panel from the table's state."""

    def hand_title_parts(self) -> tuple[str, int | None]:
        """The hand panel's title as (words, seat): "<name>'s <words>" where it says whose tile it is
        (seat), else the words alone (seat None)."""
        if self.game.is_over:
            return "Final position", None
        if self.game.phase == "place_fish":
            return "Fish to place", None
        to_play = self.viewer == self.game.current_player
        if self.viewer not in self.human_seats or not self.live:  # a demo or a replay shows tiles: say whose
            return ("tile" if to_play else "next tile"), self.viewer
        if to_play and self.human_to_act:
            return "Your tile", None
        return ("Your next tile", None) if len(self.human_seats) <= 1 else ("next tile", self.viewer)

    def hand_title(self) -> str:
        words, seat = self.hand_title_parts()
        return words if seat is None else f"{self.names[seat]}'s {words}"

    def titles_with_names(self) -> list[str]:
        """Every "<name>'s tile" title this table may show: each seat's in a demo, a replay or a
        table of bots; the humans' next tiles in a hot seat; none where one human plays bots
        ("Your tile"). Asked at layout, before the table is on the stack (so not through `live`)."""
        from seaboard.ui.scenes.replay import RevealedGame  # (the replay imports the tables)

        if self.demo:  # the bot to play is the one shown
            return [f"{name}'s tile" for name in self.names]
        if isinstance(self.game, RevealedGame) or not self.human_seats:
            return [f"{name}'s {words}" for name in self.names for words in ("tile", "next tile")]
        if len(self.human_seats) == 1:
            return []
        return [f"{self.names[seat]}'s next tile" for seat in self.human_seats]

    def names_under_title(self) -> bool:
        """A name's title too long for the panel at the log's text size (playtest: "Bartholomewsmith's
        tile" at about 10 px): every name's title takes two lines, "Tile to play" or "Next tile"
        over the name, for the whole game (the tray stays put from turn to turn)."""
        width = self.hand_panel.width - 2 * self.px(14)
        font = theme.font("panel_title", self.log_panel.px)
        return any(font.size(title)[0] > width for title in self.titles_with_names())

    def name_line_height(self) -> int:
        """The name's line under a two-line title (names_under_title)."""
        return theme.font("bold", self.px(17)).get_linesize()

    def tray_top(self) -> int:
        """How far below the hand panel's top its tray starts: under the title, which grows with
        the text size (the design's 44 px while it fits)."""
        below = self.px(6) + (self.name_line_height() if self._names_under_title else 0)
        return theme.under_panel_title(self.px(18), self.px(12), below, self.px(44))

    def draw_hand_panel(self, surface, view) -> None:
        p = self.hand_panel
        pad = self.px(14)
        over = self.game.is_over
        fish_setup = self.game.phase == "place_fish"
        # A panel title, grown with the text size as "Players" is (playtest: at 150% it stayed small).
        # A long name shrinks the words before they are cut (the replay's "Purple bot's nex…"), as
        # far as the 12 px of the design size (the floor is asked before the text size is applied).
        floor = theme.unscaled(self.px(12))
        words, seat = self.hand_title_parts()
        if seat is not None and self._names_under_title:
            self.draw_title_over_name(surface, words, self.names[seat])
        else:
            size = theme.fit_size(self.hand_title(), "panel_title", self.px(18), p.width - 2 * pad, floor=floor)
            title = theme.ellipsize(self.hand_title(), "panel_title", size, p.width - 2 * pad)
            theme.blit_text(surface, title, "panel_title", size, PALETTE["sand"], (p.left + pad, p.top + self.px(12)))
        tray = self.supply_area() if fish_setup else self.tray
        pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.45), tray, border_radius=self.px(12))
        if self.placing() or self.choosing_fish():
            glow = theme.mix(PALETTE["sea"], PALETTE["sand"], 0.35 + 0.15 * math.sin(self.app.time * 3))
            pygame.draw.rect(surface, glow, tray, width=2, border_radius=self.px(12))
        if fish_setup:
            self.draw_supply(surface)
        elif view.hand is not None and not over and self.hand_hidden():
            self.draw_tile_back(surface)
        elif self.pending is not None:  # placed for a moment, Undo still in reach (take_back.py)
            theme.blit_text(surface, "On the board", "italic", self.px(16), PALETTE["mist"], tray.center, "center")
        elif view.hand is not None and not over and not self.drag.is_moving(HAND) and self.drag.state != DRAGGING:
            rect = self.item_rect(HAND)
            selected = self.drag.state == "selected"
            if selected:
                pygame.draw.rect(surface, PALETTE["coral"], rect.inflate(self.px(12), self.px(12)), width=3,
                                 border_radius=self.px(10))
            self.board_view.draw_tile(surface, self.tile_cells(), rect.topleft, self.geo.cell)
        elif view.hand is None or over:
            label = "No tile" if not over else "Game over"
            theme.blit_text(surface, label, "italic", self.px(16), PALETTE["mist"], tray.center, "center")
        # Under the buttons: how to play (or the hint, standing in for it), the pile and the fish left.
        in_panel = self.message_card_in_panel()
        hint = self.hint_text(view) if not in_panel else ""
        folded = self._card_folds if in_panel else 0  # what a long hint's card stands over (message_card)
        spots = self.legend_shows_spots() and folded < FOLD_SPOTS
        legend_h = self.legend_height(spots)
        legend_top = self.pile_block_top() - legend_h
        if hint:
            area = self.guide_area()
            # A little smaller (at a big text size) before any of it is cut.
            size = self.hint_px()
            while size > max(9, self.px(10)) and not self._paragraph_fits(hint, size, area):
                size -= 1
            theme.blit_paragraph(surface, hint, "body", size, PALETTE["mist"], area, line_gap=HINT_GAP)
        if folded < FOLD_LEGEND:
            self.draw_legend(surface, view, pygame.Rect(p.left + pad, legend_top, p.width - 2 * pad, legend_h),
                             spots)
        if folded >= FOLD_PILE:
            return
        y = self.pile_block_top()
        pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.12), (p.left + pad, y),
                         (p.right - pad, y))
        y += self.px(12)
        self._draw_pile_icon(surface, (p.left + pad + self.px(12), y + self.px(12)))
        pile_line = f"Pile: {view.pile_size}"
        fish_left = self.fish_left_shown(view)
        token = art.fish_token("fish", self.px(24), None)
        surface.blit(token, token.get_rect(center=(p.left + pad + self.px(12), y + self.px(40))))
        worth = f" · {view.board.value} pts" if view.mode == "standard" else ""
        fish_line = f"Fish left: {fish_left}{worth}"
        if view.fish_supply:
            fish_line = f"On board: {fish_left} of 12"
        # Both lines at one size, the largest at which the longer fits beside its icon.
        room = p.width - 2 * pad - self.px(34)
        size = min(theme.fit_size(line, "bold", self.px(16), room) for line in (pile_line, fish_line))
        theme.blit_text(surface, pile_line, "bold", size, PALETTE["foam"],
                        (p.left + pad + self.px(34), y + self.px(12)), "midleft")
        theme.blit_text(surface, fish_line, "bold", size, PALETTE["foam"],
                        (p.left + pad + self.px(34), y + self.px(40)), "midleft")

    def draw_title_over_name(self, surface, words: str, name: str) -> None:
        """A two-line title (names_under_title): "Tile to play" or "Next tile", the name under it in
        bold, as big as the players panel's names where it fits, shrunk before it is cut."""
        p, pad = self.hand_panel, self.px(14)
        top = p.top + self.px(12)
        heading = "Tile to play" if words == "tile" else "Next tile"
        theme.blit_text(surface, heading, "panel_title", self.px(18), PALETTE["sand"], (p.left + pad, top))
        width = p.width - 2 * pad
        size = theme.fit_size(name, "bold", self.px(17), width, floor=theme.unscaled(self.px(12)))
        y = top + theme.font("panel_title", self.px(18)).get_linesize()
        theme.blit_text(surface, theme.ellipsize(name, "bold", size, width), "bold", size, PALETTE["foam"],
                        (p.left + pad, y + self.name_line_height() // 2), "midleft")

    def pile_block_top(self) -> int:
        """Where the hand panel's foot (the pile's and the fish's lines) starts: the legend stands on it."""
        return self.hand_panel.bottom - self.px(72)

    def guide_area(self) -> pygame.Rect:
        """The hand panel's room for how to play: under its buttons, above the colour legend."""
        p, pad = self.hand_panel, self.px(14)
        y = self.hint_top
        if self.discard_button.visible or self.pass_button.visible:
            y = self.discard_button.rect.bottom + self.px(10)
        legend_top = self.pile_block_top() - self.legend_height(self.legend_shows_spots())
        return pygame.Rect(p.left + pad, y, p.width - 2 * pad, legend_top - y - self.px(6))

    def message_card_in_panel(self) -> bool:
        """A card is up (a hint, or a placed tile's take-back words) and stands in the hand panel, in
        for the words on how to play, clear of the board (playtest: over the water it hid the bottom row and a fish's value)."""
        card = self.message_card()
        return card is not None and self.hand_panel.contains(card)

    def message_card(self) -> pygame.Rect | None:
        """The card a hint (or a placed tile's take-back words, message_on_card) stands on while it is
        up, as tall as its words wrapped, or None (none up). In the hand panel where it says how to play; a long hint at a big text size on a
        small window, with no room there, folds the legend's green dot away while it shows, then the
        colour legend, then the pile's lines (playtest: it floated over the board, over a fish and the tile it pointed at).
        Where even that is too short, it stands over the game log, as Seagrass's hint does. All at
        the player's text size; smaller only where no room has it whole. No line is ever wider than the card (a word too long for it, such as
        "(yellow-yellow-purple);", ran off its edge)."""
        if not self.message_on_card():
            return None
        area = self.guide_area()
        key = (self.message, tuple(area), tuple(self.log_area), theme.text_scale(), self.pending is not None)
        if self.__dict__.get("_message_card_key") == key:  # asked twice a frame: measured once a message
            return self._message_card
        self._message_card_key, self._message_card, self._card_layer, self._card_folds = key, None, None, 0
        p = self.hand_panel
        bottoms = [(0, area.bottom)]  # where it says how to play
        if self.legend_shows_spots():  # and where the legend's green dot was (FOLD_SPOTS; at 1920x1080
            # with 150% text the whole legend went for a card a little too tall, leaving an empty band)
            bottoms.append((FOLD_SPOTS, self.pile_block_top() - self.legend_height(False) - self.px(6)))
        bottoms += [(FOLD_LEGEND, self.pile_block_top() - self.px(6)),  # and where the legend was
                    (FOLD_PILE, p.bottom - self.px(14))]  # and where the pile's lines were
        panel_rooms = [(folds, pygame.Rect(area.left, area.top, area.width, bottom - area.top))
                       for folds, bottom in bottoms]
        rooms = [(folds, room, self.px(CARD_PAD)) for folds, room in panel_rooms]
        # Over the game log's place, the log stepping down under the card with its heading and
        # newest lines (make_room_for_the_card). Playtest (1024x640, 150% text, four players): the
        # card stood over the log's top, hiding its heading and lines.
        log = self.log_area
        rooms.append((0, pygame.Rect(log.left, log.top, log.width, log.height - self.log_kept_height() - self.px(CARD_GAP)),
                      self.px(CARD_PAD)))
        # Playtest (1024x640, 150% text, four players): a hint set one size smaller to fit the
        # folded panel, where its words nearer the card's sides had it whole at the player's size.
        rooms += [(folds, room, self.px(CARD_PAD_TIGHT)) for folds, room in panel_rooms]
        # Playtest (150% text): a long hint shrank to about 100% in the panel while folding the
        # legend away gave it room at the player's size. The room where it is largest (the first
        # of those at that size); over the whole log only where not even the floor has room.
        for tried in (rooms, [(0, pygame.Rect(log), self.px(CARD_PAD))]):
            fits = [(fit, folds, room, side) for folds, room, side in tried
                    if (fit := self._message_card_fit(room, side=side)) is not None]
            if fits:
                (size, lines, height), folds, room, side = max(fits, key=lambda f: f[0][0])  # (max keeps the first)
                self._message_card_px, self._message_card_lines, self._message_card_side = size, lines, side
                self._message_card = pygame.Rect(room.left, room.top, room.width, height)
                self._card_folds = folds
                return self._message_card
        return self._message_card

    def log_kept_height(self) -> int:
        """The game log's least height under a card standing in its place: its heading and
        LOG_LINES_KEPT lines."""
        log = self.log_panel
        return log.header_height + 2 * LOG_PAD + LOG_LINES_KEPT * log.line_height + (LOG_LINES_KEPT - 1) * ENTRY_GAP

    log_shown = True  # the game log has room for its heading and a line (make_room_for_the_card)

    def make_room_for_the_card(self) -> None:
        """A card standing in the game log's place pushes the log down under it (its newest lines
        stay in view); with no card there the log has its whole place back."""
        room = pygame.Rect(self.log_area)
        card = self.message_card()
        if card is not None and room.contains(card):
            top = min(card.bottom + self.px(CARD_GAP), room.bottom)
            room = pygame.Rect(room.left, top, room.width, room.bottom - top)
            # Playtest: an empty band stood between the heading and the newest lines, where the
            # next older line had no room (lines are never cut). The log steps down by it instead.
            band = self._log_band(room)
            room = pygame.Rect(room.left, room.top + band, room.width, room.height - band)
        log = self.log_panel
        # Under a card that needed the log's whole place the log is not drawn at all, rather than
        # as a heading cut by the window's edge (playtest: "Game log", half shown, with no line).
        self.log_shown = room.height >= log.header_height + 2 * LOG_PAD + log.line_height
        if room != log.rect:
            log.layout(room)

    def _log_band(self, room: pygame.Rect) -> int:
        """How far below the top of the log's body its first line stands in `room`, following the
        newest entry (measured so, the log stays put while the player scrolls it)."""
        log = self.log_panel
        rect, scroll = log.rect, log.scroll
        log.rect, log.scroll = pygame.Rect(room), 0.0
        try:
            lines = log.shown_lines()
            return lines[0][3] - log.body.top if lines else 0
        finally:
            log.rect, log.scroll = rect, scroll

    def message_on_card(self) -> bool:
        """The message stands on the hand panel's card: a hint, or what a placed tile's moment says
        (take_back.py), with its countdown (playtest: as a pill on the board it hid the tile just
        placed), or "Thinking about a hint…" before the hint (playtest: it floated over the board's
        bottom-right squares)."""
        return bool(self.message) and (self.hint_on_screen() or self.pending is not None
                                       or self.message == self._said or self.hint_wait_said())

    def _message_card_fit(self, room: pygame.Rect, smallest: int | None = None,
                          side: int | None = None) -> tuple[int, list[str], int] | None:
        """(size, lines, card height) of the hint in a card as wide as `room`, its words `side` from
        its sides (else as far as from its top), at the largest size down to `smallest` (else the
        floor) at which it fits whole, every line inside the card; None if none."""
        pad = self.px(CARD_PAD)
        inner = room.width - 2 * (pad if side is None else side)
        if inner <= 0 or room.height <= 2 * pad:
            return None
        floor = max(10, self.px(11)) if smallest is None else smallest
        for size in range(self.hint_px(), floor - 1, -1):
            lines = theme.wrap(self.message, "bold", size, inner)
            if max(theme.font("bold", size).size(line)[0] for line in lines) > inner:
                continue  # a word wider than the card: smaller, or somewhere wider
            height = len(lines) * theme.line_step("bold", size, HINT_GAP) + 2 * pad
            if self.pending is not None:
                height += self.countdown_room(room.width)  # the moment's bar, under the words
            if height <= room.height:
                return size, lines, height
        return None

    def draw_message_card(self, surface) -> None:
        card = self.message_card()
        if card is None:
            return
        if self._card_layer is None:  # drawn once per message, not every frame
            pad = self.px(CARD_PAD)
            layer = pygame.Surface(card.size, pygame.SRCALPHA)
            theme.draw_panel(layer, layer.get_rect(), PALETTE["sand"], radius=self.px(12), shadow=False,
                             border=PALETTE["coral"])
            step = theme.line_step("bold", self._message_card_px, HINT_GAP)
            for i, line in enumerate(self._message_card_lines):
                theme.blit_text(layer, line, "bold", self._message_card_px, PALETTE["ink"],
                                (self._message_card_side, pad + i * step))
            self._card_layer = layer
        surface.blit(self._card_layer, card.topleft)
        if self.pending is not None:
            self.draw_countdown(surface, card)
        self.message_box = card

    def hint_px(self) -> int:
        return max(12, self.px(14))

    @staticmethod
    def _paragraph_fits(text: str, size: int, area: pygame.Rect) -> bool:
        """`text` wraps into `area` whole at `size` (blit_paragraph's own measure, HINT_GAP spacing)."""
        lines = len(theme.wrap(text, "body", size, area.width))
        return lines == 0 or (lines - 1) * theme.line_step("body", size, HINT_GAP) + \
            theme.font("body", size).get_height() <= area.height

    def legend_head(self) -> int:
        """Where the legend's rows start under its top: below its heading (taller at a big text size)."""
        return max(self.px(30), self.px(8) + theme.font("bold", self.px(14)).get_height() + self.px(2))

    def legend_height(self, spots: bool) -> int:
        """The heading, the four colours, the grey square and (with `spots`) the green dot."""
        return self.legend_head() + (6 if spots else 5) * self.px(26)

    def legend_shows_spots(self) -> bool:
        """The green dot joins the legend where it fits nicely: the hints for placing a tile still
        fit whole above it, at their size or hardly smaller (at the biggest text sizes in a small
        window it does not: the quick reference explains the dots, and so do the hints). Not while
        the Aquarist fish are set out: no tile is held then, and their hint needs the room; nor
        once the game is over (no tile is held any more: it said "your tile fits here" beside
        "Game over")."""
        if self.game.is_over or self.game.phase == "place_fish":
            return False
        p = self.hand_panel
        pad = self.px(14)
        top = self.hint_top
        bottom = self.pile_block_top() - self.legend_height(True) - self.px(6)
        area = pygame.Rect(p.left + pad, top, p.width - 2 * pad, bottom - top)
        size = self.hint_px() - max(1, self.px(1))
        return area.height > 0 and all(self._paragraph_fits(text, size, area) for text in PLACING_HINTS)

    def hand_hidden(self) -> bool:
        """Hot seat: a tile shows only on its owner's turn; between turns the others may be looking."""
        if not self.live:  # a replay
            return False
        return self.shown_seat is None

    def draw_tile_back(self, surface) -> None:
        """The tile face down: no colours and no shape (a straight or bent tile would tell)."""
        back = pygame.Rect(0, 0, round(self.geo.cell * 1.6), round(self.geo.cell * 1.6))
        back.center = (self.tray.centerx, self.tray.centery - self.px(10))
        pygame.draw.rect(surface, PALETTE["ink"], back.move(0, 3), border_radius=self.px(10))
        pygame.draw.rect(surface, PALETTE["sand_lo"], back, border_radius=self.px(10))
        pygame.draw.rect(surface, PALETTE["sand"], back.inflate(-self.px(10), -self.px(10)), width=2,
                         border_radius=self.px(7))
        theme.blit_text(surface, "?", "title", self.px(26), PALETTE["ink"], back.center, "center")
        theme.blit_text(surface, "hidden until their turn", "italic", self.px(13), PALETTE["mist"],
                        (self.tray.centerx, back.bottom + self.px(8)), "midtop")

    def draw_legend(self, surface, view, area: pygame.Rect, spots: bool = False) -> None:
        """Which coral colour belongs to whom (non-player colours count for reefs only), the grey
        squares and (with `spots`) the green dots of a held tile."""
        pygame.draw.line(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.12), area.topleft, area.topright)
        # Says what the key is; the board's name follows where the panel is wide enough.
        heading = f"Colours · {view.board.name}"
        size = theme.fit_size(heading, "bold", self.px(14), area.width, floor=self.px(11))
        if theme.font("bold", size).size(heading)[0] > area.width:
            heading, size = "Colours", self.px(14)  # a cut board name says nothing: the key alone
        theme.blit_text(surface, heading, "bold", size, PALETTE["sand"], (area.left, area.top + self.px(8)))
        y = area.top + self.legend_head()
        owners = {colour: self.names[seat] for seat, colour in enumerate(view.colors)}
        size = self.px(22)
        room = area.width - size - self.px(10)
        # Every label at one size: the largest at which the key's own words fit whole (a name
        # longer than that is cut, as ever).
        spots_label = SPOTS_LABEL if self.seats[self.viewer].is_human and not self.demo else SPOTS_LABEL_BOT
        words = ("nobody's colour", DEAD_LABEL) + ((spots_label,) if spots else ())
        text_px = min(theme.fit_size(w, "italic", self.px(14), room, floor=max(9, self.px(11))) for w in words)
        for colour in ("yellow", "purple", "green", "orange"):
            sprite = art.coral_sprite(colour, size)
            surface.blit(sprite, (area.left, y))
            owner = owners.get(colour)
            label = theme.ellipsize(owner if owner else "nobody's colour", "body" if owner else "italic",
                                    text_px, room)
            theme.blit_text(surface, label, "body" if owner else "italic", text_px,
                            PALETTE["foam"] if owner else PALETTE["mist"], (area.left + size + self.px(8),
                                                                           y + size // 2), "midleft")
            y += self.px(26)
        # The grey squares of the board: empty for good, since no tile can reach them.
        surface.blit(art.square_sprite(size, "dead"), (area.left, y))
        label = theme.ellipsize(DEAD_LABEL, "italic", text_px, room)
        theme.blit_text(surface, label, "italic", text_px, PALETTE["mist"],
                        (area.left + size + self.px(8), y + size // 2), "midleft")
        if spots:
            # A held tile's green dots, on an open square as on the board.
            y += self.px(26)
            surface.blit(art.square_sprite(size, "open"), (area.left, y))
            r = self.board_view.spot_radius()
            surface.blit(spot_dot(r), (area.left + size // 2 - r - 1, y + size // 2 - r - 1))
            label = theme.ellipsize(spots_label, "italic", text_px, room)
            theme.blit_text(surface, label, "italic", text_px, PALETTE["mist"],
                            (area.left + size + self.px(8), y + size // 2), "midleft")

    def fish_left_shown(self, view) -> int:
        """Fish still on the board, as the engine counts them. Playtest: counted with the fish still
        animating, it read one more than the log (which already said the fish was decided), and
        "Fish left: 1" beside "Game over: the last fish was scored"."""
        return len(view.fish)

    def hint_text(self, view) -> str:
        if self.game.is_over:
            reason = self.game.end_reason  # the last fish, or a pile run out with no tile fitting
            return f"Game over: {reason}."
        # Under an overlay (pause, quick reference) the player to act still reads their own instructions.
        at_screen = (self.human_to_act and not self.handoff_pending and not self.demo
                     and self.viewer == self.game.current_player
                     and self.live)  # not inside a replay
        if not at_screen:
            seat = self.game.current_player
            if seat is not None and self.handoff_pending:
                return next_player_words(self.names[seat])  # (as Seagrass's turn-over card)
            if seat is None:
                return ""
            if self.live and not self.demo_paused:
                return f"{self.names[seat]} is playing."
            return f"{self.names[seat]} to play. {self.onlooker_words('')}".strip()
        phase = self.game.phase
        if phase == "place_fish":
            return ("Put a fish on an empty fish square: drag it there, or click it and click the square. "
                    "Keys 1-4 choose a fish; arrows and Enter put it down.")
        if phase == "discard_tile":
            return "Your tile fits nowhere on the board: set it aside and draw a new one."
        if phase == "pass":
            return "The pile is empty and you hold no tile: pass."
        if self.pending is not None:  # (take_back.py) playtest: it still said to drag the tile
            return HINT_PENDING
        if self.drag.state == "selected":
            return HINT_SELECTED
        if self.drag.state == DRAGGING:
            return HINT_DRAGGING
        return HINT_PLACE

    def _draw_pile_icon(self, surface, centre) -> None:
        w, h = self.px(18), self.px(13)
        for k in range(3):
            r = pygame.Rect(0, 0, w, h)
            r.center = (centre[0], centre[1] + self.px(4) - k * self.px(3))
            pygame.draw.rect(surface, PALETTE["sand_lo"] if k < 2 else PALETTE["sand"], r, border_radius=3)
            pygame.draw.rect(surface, PALETTE["ink"], r, width=1, border_radius=3)

    def draw_fifty_flights(self, surface) -> None:
        speed = self.speed()
        if speed <= 0 or self.geo is None:
            return
        for seat, arrive in enumerate(self.fifty_pops):
            left = arrive - self.app.time
            if left <= 0:
                continue
            k = 1 - left * speed / FIFTY_FLIGHT
            start = self.geo.steps[0]
            end = self.fifty_spots.get(seat, self.row_centre(seat))
            pos = arc_point(start, end, ease("in_out_cubic", k), self.px(40))
            # The lap's words fly from the track's start to the row's line (words, never a bare "50").
            words = theme.text(lap_words(int(self.markers[seat] // 50)), "bold", round(self.px(13) * (1.6 - 0.6 * k)),
                               PALETTE["sand_hi"])
            plate = words.get_rect().inflate(self.px(10), self.px(4))
            plate.center = (round(pos[0]), round(pos[1]))
            pygame.draw.rect(surface, PALETTE["ink"], plate, border_radius=plate.height // 2)
            surface.blit(words, words.get_rect(center=plate.center))

    def draw_shell(self, surface, rect: pygame.Rect) -> None:
        """A side panel with its shadow, drawn once over the backdrop and then blitted opaque (cheap frames)."""
        key = (tuple(rect), surface.get_size(), self.px(14))
        shell = self._shells.get(key)
        if shell is None:
            pad = self.px(30)
            area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
            shell = pygame.Surface(area.size)
            theme.draw_backdrop_under(shell, area, surface.get_size(), bubbles=False)
            theme.draw_panel(shell, rect.move(-area.left, -area.top), PALETTE["sea"], radius=self.px(14))
            if len(self._shells) > 6:
                self._shells.clear()
            self._shells[key] = shell = (shell, area.topleft)
        surface.blit(*shell)

    def row_centre(self, seat: int) -> tuple[float, float]:
        """Where a fish token lands on a row and its "+N" rises from: left of the total, on the
        name's line, clear of the small line's end ("· 1 lap"; playtest: a "+7" drew over a lap), which
        may reach under it when a bot's level stays on a long line: the "+N" then sits higher."""
        if seat < len(self.row_rects):
            r = self.row_rects[seat]
            line_top = r.centery + 1  # (draw_side: the small line hangs from the row's middle)
            return (r.right - self.px(70), min(r.centery - self.px(12), line_top - (self.row_popups.height() + 1) // 2))
        return self.players_panel.center

    def _fifties_shown(self, i: int) -> int:
        """The laps row `i` shows now (one still flying to the row is not there yet)."""
        fifties = int(self.markers[i] // 50)
        return fifties - 1 if self.app.time < self.fifty_pops[i] else fifties

    def _row_text_left(self, row: pygame.Rect) -> int:
        return row.left + self.px(46)

    def _row_text_right(self, i: int, row: pygame.Rect) -> int:
        """Where row `i`'s name and line must end: left of its score, and of its tile in a demo."""
        right = self._row_tile_right(i, row)
        cells = self._row_tile_cells(i)
        return right - (self._row_tile_cell(row, i) * 3 + self.px(8) if cells else 0)

    def _row_tile_right(self, i: int, row: pygame.Rect) -> int:
        score_w = theme.font("title", self.px(24)).size(str(self.shown_scores[i]))[0]
        return row.right - self.px(10) - score_w - self.px(8)

    def _row_tile_cells(self, i: int):
        """Seat `i`'s tile as ((dx, dy), colour), in a demo only (its omniscient view holds every
        hand; playtest: only the current bot's tile showed). Elsewhere a hand stays hidden: ()."""
        if not self.demo or self.game.is_over:
            return ()
        tile = self.view().hands[i]
        return tile.cells_at(0, 0, 0) if tile is not None else ()

    def _row_tile_cell(self, row: pygame.Rect, i: int) -> int:
        """A row tile's square: two fit the row's height (a bent tile is two squares tall), and
        smaller, down to 6 px, while the player's name or points line would be cut beside it
        (review: at 150% on 1024x640 a demo's rows read "Yellow …"; playtest at 1920x1080: "reefs
        94 · fish 10 · …", the lap cut)."""
        cell = max(6, min(self.px(22), (row.height - self.px(8)) // 2))
        room = self._row_tile_right(i, row) - self.px(8) - self._row_text_left(row) - self.px(6)
        name_w = theme.font("bold", self.px(17)).size(self.seats[i].name)[0]
        reefs, fish = self.shown_parts[i]
        laps = int(self.markers[i] // 50)
        points = f"reefs {reefs} · fish {fish}" + (f" · {lap_words(laps)}" if laps else "")
        points_w = theme.font("body", self._row_line_floor()).size(points)[0]
        return max(6, min(cell, (room - max(name_w, points_w)) // 3))

    def _row_line_floor(self) -> int:
        """The smallest size a row's small line is drawn at: its size at 100% text."""
        size = self.px(13)
        return min(size, math.ceil(size / max(1.0, theme.text_scale())))

    def _draw_row_tile(self, surface, i: int, row: pygame.Rect) -> None:
        cells = self._row_tile_cells(i)
        if not cells:
            return
        cell = self._row_tile_cell(row, i)
        w = (max(dx for (dx, _), _ in cells) + 1) * cell
        h = (max(dy for (_, dy), _ in cells) + 1) * cell
        right = self._row_tile_right(i, row) - self.px(4)
        self.board_view.draw_tile(surface, cells, (right - w, row.centery - h / 2), cell)

    def _seat_details(self, rows: list[pygame.Rect]) -> tuple[list[str], int]:
        """Each player row's small line and the size every row draws it at: "AI · Easy · reefs 62 ·
        fish 7 · 1 lap", a little smaller at a big text size if that makes room; else "Easy · reefs
        62 ·" (the bot's name already says bot), else without the level: the same on every row
        (never on some rows only), the points as big as fit (never smaller than at the normal text size)."""
        size = self.px(13)
        floor = self._row_line_floor()  # a bigger text setting never makes it smaller than at 100%
        # Playtest: at 150% with "50" tokens beside the scores, "AI · Easy · …" shrank every row's
        # line, the player's own "reefs 38 · fish 35" too, down to its 100% size: tiny beside the
        # names. The level may only make the line a little smaller; past that it gives way.
        little = max(floor, math.ceil(size * 0.8))

        def texts(laps) -> list[list[str]]:
            """The rows' lines in each wording, the longest first: "AI · Hard · ", "Hard · ", none."""
            worded: list[list[str]] = [[], [], []]
            for i, seat in enumerate(self.seats):
                reefs, fish = self.shown_parts[i]  # in step with the animated total, so the line never flickers
                points = f"reefs {reefs} · fish {fish}" + (f" · {lap_words(laps(i))}" if laps(i) else "")
                kind = KIND_LABELS[seat.kind]
                level = kind.removeprefix("AI · ")
                for words, label in zip(worded, (kind, level, "")):
                    words.append(f"{label} · {points}" if label and not seat.is_human else points)
            return worded

        # Fitted with every lap, a flying one too: the line's size must not change when it lands.
        fitted = texts(lambda i: int(self.markers[i] // 50))
        landed = texts(self._fifties_shown)
        widths = [self._row_text_right(i, row) - self._row_text_left(row) - self.px(6) for i, row in enumerate(rows)]

        def fit(texts: list[str], smallest: int) -> tuple[int, bool]:
            at = min([size] + [theme.fit_size(t, "body", size, w, floor=smallest) for t, w in zip(texts, widths)])
            return at, all(theme.font("body", at).size(t)[0] <= w for t, w in zip(texts, widths))

        # Playtest at 1920x1080: with 3-digit scores and "2 laps" every row lost "AI · Hard" at once;
        # "AI · " goes first, then the level: the points matter more than either.
        for wording in (0, 1):
            at, fits = fit(fitted[wording], little)
            if fits:
                return landed[wording], at
        return landed[2], fit(fitted[2], floor)[0]

    def draw_side(self, surface) -> None:
        side = self.players_panel
        pad = self.px(14)
        theme.blit_text(surface, "Players", "panel_title", self.px(18), PALETTE["sand"], (side.left + pad, side.top + pad))
        y = side.top + self.players_rows_top()
        row_h = self.row_h
        current = self.marked_seat()  # (the mover's, while a bot's points land before a human's turn)
        self.row_rects = [pygame.Rect(side.left + self.px(8), y + i * row_h, side.width - self.px(16),
                                      row_h - self.px(6)) for i in range(len(self.seats))]
        details, detail_px = self._seat_details(self.row_rects)
        for i, seat in enumerate(self.seats):
            row = self.row_rects[i]
            if i == current and not self.game.is_over:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=self.px(10))
                pygame.draw.rect(surface, PALETTE["sand"], (row.left, row.top + 6, 4, row.height - 12),
                                 border_radius=2)
            art.blit_token(surface, seat.colour, (row.left + self.px(24), row.centery), self.px(14))
            score = self.shown_scores[i]
            score_img = theme.text(str(score), "title", self.px(24), PALETTE["sand"])
            score_rect = score_img.get_rect(midright=(row.right - self.px(10), row.centery))
            surface.blit(score_img, score_rect)
            self._draw_row_tile(surface, i, row)
            left = self._row_text_left(row)
            text_w = self._row_text_right(i, row) - left - self.px(6)
            name = theme.ellipsize(seat.name, "bold", self.px(17), text_w)
            theme.blit_text(surface, name, "bold", self.px(17), PALETTE["foam"], (left, row.centery + 1), "bottomleft")
            detail = theme.ellipsize(details[i], "body", detail_px, text_w)
            line = theme.blit_text(surface, detail, "body", detail_px, PALETTE["mist"], (left, row.centery + 1), "topleft")
            if self.app.time < self.fifty_pops[i]:  # a lap on its way: it lands at the line's end
                font = theme.font("body", detail_px)
                lap_w = font.size(lap_words(int(self.markers[i] // 50)))[0]
                self.fifty_spots[i] = (line.right + font.size(" · ")[0] + lap_w // 2, line.centery)
        if self.log_shown:
            self.log_panel.draw(surface)
