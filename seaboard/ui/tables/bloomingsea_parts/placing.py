"""Placing on the Blooming Sea table: the drag controller's callbacks, the keyboard cursor,
the ghost with its score preview, and the Aquarist fish supply (mixed into the table)."""

from __future__ import annotations

import math

import pygame

from seaboard.engine.bloomingsea.events import FishDecided, ReefScored
from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES, FISH_NAMES
from seaboard.engine.bloomingsea.moves import DiscardTile, Pass, Place, PlaceFish
from seaboard.engine.bloomingsea.tiles import oriented_cells
from seaboard.ui.input.drag import DRAGGING, SELECTED
from seaboard.ui.render import placement, theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.tables.bloomingsea_parts import art
from seaboard.ui.tables.bloomingsea_parts.effects import pulse_outline
from seaboard.ui.tables.bloomingsea_parts.log_words import fish_name
from seaboard.ui.widgets.tooltip import Bubble

HAND = "hand"  # the item a player picks up in play: the tile in hand (Aquarist setup: ("fish", kind))
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def is_fish(item) -> bool:
    return isinstance(item, tuple) and len(item) == 2 and item[0] == "fish"


class PlacingMixin:
    """Turns pointer and keys into Place / PlaceFish moves; the engine judges every one."""

    SEE_THROUGH = 150  # the alpha of a label's backing over corals (draw_pill)

    # -- the drag controller's callbacks ----------------------------------------------------
    def tile_cells(self, rotation: int | None = None):
        """((dx, dy), colour) of the hand tile at `rotation` (default: the chosen one)."""
        tile = self.hand_tile()
        if tile is None:
            return ()
        return tile.cells_at(self.rotation if rotation is None else rotation, 0, 0)

    def squares_of(self, move) -> list[tuple[int, int]]:
        """The board squares a Place of the tile in hand covers."""
        return [cell for cell, _ in self.hand_tile().cells_at(move.rotation, move.x, move.y)]

    def tile_size(self) -> tuple[int, int]:
        cells = self.tile_cells()
        if not cells:
            return (0, 0)
        c = self.geo.cell
        return ((max(x for (x, _), _ in cells) + 1) * c, (max(y for (_, y), _ in cells) + 1) * c)

    def pivot(self) -> tuple[int, int]:
        """The tile's middle square (straight) or corner (bent): what the keyboard cursor places,
        and what a drag holds when it was not pressed on a coral."""
        tile = self.hand_tile()
        return oriented_cells(tile.shape, self.rotation)[1]

    def held_square(self) -> tuple[int, int]:
        """The tile square under the pointer: in a drag, or after a click picked the tile, the coral
        the player pressed (the tile turns around it); otherwise (keyboard) the pivot."""
        tile = self.hand_tile()
        index = self.grab_index if self.drag.state in (DRAGGING, SELECTED) else 1
        return oriented_cells(tile.shape, self.rotation)[index]

    def grabbed_index(self, pos) -> int:
        """Which of the tile's three squares in the tray is under `pos` (the pivot if none is)."""
        rect, c = self.item_rect(HAND), self.geo.cell
        for i, ((dx, dy), _) in enumerate(self.tile_cells()):
            if pygame.Rect(rect.left + dx * c, rect.top + dy * c, c, c).collidepoint(pos):
                return i
        return 1  # pressed beside the corals, still in the tray

    def item_rect(self, item) -> pygame.Rect:
        if is_fish(item):
            return self.supply_rects().get(item[1], pygame.Rect(self.tray.center, (0, 0)))
        rect = pygame.Rect((0, 0), self.tile_size())
        rect.center = self.tray.center
        return rect

    # Aquarist setup by choice: the fish still to place, a token each in the tray.
    def supply(self) -> list[tuple[str, int]]:
        left = self.view().fish_supply
        return [(kind, left.count(kind)) for kind in AQUARIST_VALUES if kind in left]

    def supply_area(self) -> pygame.Rect:
        """The tray, grown over the (hidden) turn buttons while the fish are being placed."""
        return self.tray.union(self.turn_left.rect)

    def supply_rects(self) -> dict[str, pygame.Rect]:
        """Every kind keeps its place (and its key, 1-4) while the fish go down, used up or not."""
        kinds = list(AQUARIST_VALUES)
        tray = self.supply_area()
        # Each row holds a token and its caption (name and count), inside the tray at any text size:
        # at 150% the "3 left" captions ran onto the tray's border.
        row_h = tray.height // 2
        caption = self.supply_caption_height()
        size = min(tray.width // 2 - self.px(30), row_h - caption - self.px(16), round(self.geo.cell * 1.4))
        rects = {}
        for i, kind in enumerate(kinds):
            col, row = i % 2, i // 2
            r = pygame.Rect(0, 0, size, size)
            top = tray.top + row * row_h + (row_h - size - caption - self.px(4)) // 2
            r.midtop = (tray.left + tray.width * (1 + 2 * col) // 4, top)
            rects[kind] = r
        return rects

    def supply_caption_height(self) -> int:
        return theme.font("bold", self.px(12)).get_linesize()

    def choosing_fish(self) -> bool:
        return self.can_play() and self.game.phase == "place_fish"

    def chosen_fish(self) -> str | None:
        kinds = [k for k, _ in self.supply()]
        if self.fish_choice not in kinds:
            self.fish_choice = kinds[0] if kinds else None
        return self.fish_choice

    def find_item(self, pos):
        if self.choosing_fish():
            left = dict(self.supply())
            for kind, rect in self.supply_rects().items():
                if rect.collidepoint(pos) and left.get(kind):
                    self.fish_choice = kind
                    return ("fish", kind)
            return None
        if not self.placing():
            return None
        return HAND if self.tray.collidepoint(pos) else None  # the tile sits in the tray: anywhere on it picks it

    def find_target(self, pos, item):
        geo = self.geo
        if not geo.outer.collidepoint(pos):
            return None
        c = geo.cell
        if is_fish(item):
            return geo.cell_at(pos)
        if self.drag.state == DRAGGING:
            top_left = (pos[0] - self.drag.grab_offset.x, pos[1] - self.drag.grab_offset.y)
            return geo.nearest_anchor(top_left)
        px, py = self.held_square()  # a tile picked by a click: the clicked coral goes where the pointer is
        return (math.floor((pos[0] - geo.grid.left) / c) - px, math.floor((pos[1] - geo.grid.top) / c) - py)

    def make_move(self, item, target):
        if is_fish(item):
            return PlaceFish(item[1], target[0], target[1])
        return Place(self.rotation, target[0], target[1])

    def explain_move(self, move) -> str | None:
        if not self.can_play():
            return "Wait for your turn."
        return self.game.explain(move)

    def commit_move(self, move) -> None:
        self.cursor = None
        self.submit(move)

    def snap_rect(self, item, target) -> pygame.Rect:
        rect = self.geo.cell_rect(*target)
        if is_fish(item):
            return pygame.Rect(0, 0, *self.item_rect(item).size).move_to(center=rect.center)
        rect.size = self.tile_size()
        return rect

    def on_rotate(self, item, step) -> None:
        if is_fish(item):
            return
        self.rotation = (self.rotation + step) % 4
        self._recentre_grab()

    def _recentre_grab(self) -> None:
        """Keep the pressed coral under the pointer whatever the rotation."""
        if self.hand_tile() is None or is_fish(self.drag.item):
            return
        c = self.geo.cell
        gx, gy = oriented_cells(self.hand_tile().shape, self.rotation)[self.grab_index]
        self.drag.grab_offset = pygame.Vector2((gx + 0.5) * c, (gy + 0.5) * c)

    def draw_item(self, surface, item, rect) -> None:
        if is_fish(item):
            if not (self.drag.hover_target is not None and self.drag.state == DRAGGING):
                token = art.fish_token(item[1], self.item_rect(item).width, AQUARIST_VALUES[item[1]])
                surface.blit(token, token.get_rect(center=rect.center))
            return
        held = self.drag.held
        if held is not None and rect.size != held.size:
            top_left = (rect.centerx - held.size[0] / 2, rect.centery - held.size[1] / 2)
        else:
            top_left = rect.topleft
        if self.drag.hover_target is not None and self.drag.state == DRAGGING and held is not None:
            return  # over the board the snapped ghost is the tile
        self.board_view.draw_tile(surface, self.tile_cells(), top_left, self.geo.cell)

    # -- moves ----------------------------------------------------------------------------
    def rotate(self, step: int) -> None:
        if self.hand_tile() is None:
            return
        if self.drag.state in ("dragging", "selected"):
            self.drag.rotate(step)
        else:
            self.rotation = (self.rotation + step) % 4

    def handle_keys(self, event) -> bool:
        key = event.key
        focused = self.focus.focused if self.focus.keyboard_used else None
        if self.choosing_fish() and not self.drag.active:
            return self.handle_fish_keys(event, focused)
        if key in ARROWS and self.placing() and not self.drag.active:
            self.focus.focus(None)
            self.move_cursor(*ARROWS[key])
            return True
        if key == pygame.K_r and self.placing() and not self.drag.active:
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            if self.cursor is None:
                self.move_cursor(0, 0)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is None:
            phase = self.game.phase
            if self.placing() and not self.drag.active:
                if self.cursor is None:
                    self.move_cursor(0, 0)  # first Enter shows the cursor; the next one places
                else:
                    self.place_at_cursor()
                return True
            if self.can_play() and phase == "discard_tile":
                self.submit(DiscardTile())
                return True
            if self.can_play() and phase == "pass":
                self.submit(Pass())
                return True
        return False

    def handle_fish_keys(self, event, focused) -> bool:
        """Aquarist setup: 1-4 (or F) choose the fish, arrows move the cursor, Enter puts it down.

        Playtest: after 1-4, Enter did nothing until an arrow was pressed, and the first arrow put the
        cursor on a filled fish square. Now choosing a fish shows the cursor at once on the first empty
        fish square, the arrows jump between empty fish squares only, and Enter says what it does."""
        kinds = [k for k, _ in self.supply()]
        digit = event.unicode if event.unicode and event.unicode.isdigit() else ""
        slots = list(AQUARIST_VALUES)  # a key always means the same fish
        if digit and 1 <= int(digit) <= len(slots):
            kind = slots[int(digit) - 1]
            if kind in kinds:
                self.fish_choice = kind
                self.show_fish_cursor()
            else:
                self.show_message(f"No {fish_name(kind)} is left to place.")
            return True
        if event.key == pygame.K_f and kinds:
            current = self.chosen_fish()
            self.fish_choice = kinds[(kinds.index(current) + 1) % len(kinds)]
            self.show_fish_cursor()
            return True
        if event.key in ARROWS:
            self.focus.focus(None)
            if not self.show_fish_cursor():
                self.step_fish_cursor(*ARROWS[event.key])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is None:
            if self.show_fish_cursor():  # no cursor yet: this Enter shows where the next one puts the fish
                self.show_message(f"Enter puts the {fish_name(self.chosen_fish())} on the marked fish square; "
                                  "the arrows choose another.")
            elif self.cursor is not None:
                self.put_fish(self.cursor, by_keys=True)
            else:
                self.show_message("Every fish square is taken.")
            return True
        return False

    def empty_fish_squares(self) -> list[tuple[int, int]]:
        """The fish squares the chosen fish may go to, in the board's order (the engine's legal moves)."""
        kind = self.chosen_fish()
        return [(m.x, m.y) for m in self.game.legal_moves() if isinstance(m, PlaceFish) and m.fish == kind]

    def show_fish_cursor(self) -> bool:
        """Put the keyboard cursor on the first empty fish square unless it is on an empty one already;
        True if it moved there."""
        empty = self.empty_fish_squares()
        if self.cursor is not None and tuple(self.cursor) in empty:
            return False
        self.cursor = empty[0] if empty else None
        return self.cursor is not None

    def step_fish_cursor(self, dx: int, dy: int) -> None:
        """The cursor to the nearest empty fish square that way (filled squares are skipped)."""
        cx, cy = self.cursor

        def along(sq):
            return (sq[0] - cx) * dx + (sq[1] - cy) * dy

        def across(sq):
            return abs((sq[0] - cx) * dy) + abs((sq[1] - cy) * dx)

        ahead = [sq for sq in self.empty_fish_squares() if along(sq) > 0]
        if not ahead:
            way = {(1, 0): "right", (-1, 0): "left", (0, -1): "up", (0, 1): "down"}[(dx, dy)]
            self.show_message(f"No empty fish square further {way}.")
            return
        self.cursor = min(ahead, key=lambda sq: (along(sq) + 2 * across(sq), across(sq), along(sq)))

    def put_fish(self, square: tuple[int, int], by_keys: bool = False) -> None:
        """The chosen fish onto `square` (by Enter at the cursor, or a click on the board), or the
        engine's reason in a bubble there. By keys, the cursor moves on to the next empty numbered square."""
        move = PlaceFish(self.chosen_fish(), *square)
        reason = self.explain_move(move)
        if reason is not None:
            x, y = self.geo.cell_center(*square)
            self.drag.bubble = Bubble(reason, (round(x), round(y)))
            return
        if not self.submit(move):
            return
        if not by_keys:
            self.cursor = None  # a click leaves no keyboard cursor behind (it would preview the next fish there)
            return
        if self.game.phase == "place_fish":
            board = self.view(None).board
            taken = {(x, y) for x, y, _, _ in self.view(None).fish}
            self.cursor = next((sq for sq in board.numbered if tuple(sq) not in taken), None)

    def move_cursor(self, dx: int, dy: int) -> None:
        board = self.view(None).board
        px, py = self.pivot()
        if self.cursor is None:
            self.cursor = self.first_cursor()
            return
        x, y = self.cursor[0] + dx, self.cursor[1] + dy
        # The pivot square stays on the grid.
        x = max(-px, min(board.width - 1 - px, x))
        y = max(-py, min(board.height - 1 - py, y))
        self.cursor = (x, y)

    def first_cursor(self) -> tuple[int, int]:
        """Where the keyboard cursor appears: on the spot the tile fits (the engine's legal moves at
        this rotation) nearest the board's centre. Playtest: it appeared on the centre square, a fish
        on side B, and greeted the player with a red ghost and a refusal."""
        board = self.view(None).board
        px, py = self.pivot()
        cx, cy = (board.width - 1) / 2, (board.height - 1) / 2
        spots = self.legal_spots()  # the pivot's squares (the keyboard holds the tile by its pivot)
        if not spots:  # (it fits nowhere at this turn: the centre, and the ghost says why)
            return (board.width // 2 - px, board.height // 2 - py)
        x, y = min(spots, key=lambda s: ((s[0] - cx) ** 2 + (s[1] - cy) ** 2, s[1], s[0]))
        return (x - px, y - py)

    def place_at_cursor(self) -> None:
        move = Place(self.rotation, *self.cursor)
        reason = self.explain_move(move)
        if reason is not None:
            x, y = self.geo.cell_center(self.cursor[0] + self.pivot()[0], self.cursor[1] + self.pivot()[1])
            self.drag.bubble = Bubble(reason, (round(x), round(y)))
            return
        self.submit(move)  # (with the cursor still out: a placement taken back brings it back)
        self.cursor = None

    def draw_ghost(self, surface, view) -> None:
        if self.choosing_fish():
            self.draw_fish_ghost(surface)
            return
        if view.hand is None or not self.placing():
            return
        if (self.drag.item == HAND and self.drag.state in ("dragging", "selected")) or (
                self.cursor is not None and not self.hint_ghost_up()):
            # Playtest: the dots competed with the hint's ghost; they are back once the player
            # moves the cursor or picks up or turns the tile (the hint goes then).
            self.board_view.draw_spots(surface, self.legal_spots())
        anchor, legal, reason = None, None, None
        if self.drag.state in ("dragging", "selected") and self.drag.hover_target is not None:
            anchor, legal, reason = self.drag.hover_target, self.drag.hover_legal, self.drag.hover_reason
        elif self.cursor is not None and not self.drag.active:
            anchor = self.cursor
            reason = self.game.explain(Place(self.rotation, *anchor))
            legal = reason is None
        if anchor is None or not isinstance(anchor, tuple):
            return
        placed = view.hand.cells_at(self.rotation, *anchor)
        self.board_view.draw_ghost(surface, placed, bool(legal))
        cells = [cell for cell, _ in placed]
        if legal:
            self.draw_preview(surface, Place(self.rotation, *anchor), cells)
        elif reason and self.drag.bubble is None:
            # Why not, before the drop: the engine's sentence by the ghost.
            self.draw_pill(surface, reason, cells, PALETTE["ink"], PALETTE["foam"])

    def preview(self, move: Place) -> str:
        """What `move` would score, asked of the engine on a copy of the game (nothing hidden is shown)."""
        key = (id(self.game), len(self.game.moves), self.game.moves[-1:], move)
        if self._preview_key != key:
            seat = self.game.current_player
            parts = []
            reef = 0
            try:
                events = self.game.clone().apply(move)
            except Exception:  # a replay or a game without clone: no preview
                events = []
            reef_cells, fish_cells = [], []
            for event in events:
                if isinstance(event, ReefScored):
                    reef += event.points
                    reef_cells.extend(event.cells)
                elif isinstance(event, FishDecided):
                    # The fish and the corals it counted stay in view beside the label (playtest).
                    fish_cells.append((event.x, event.y))
                    fish_cells.extend(tuple(c) for cells in event.counted for c in cells)
                    if event.winner == seat:
                        parts.append(f"fish +{event.value}")
                    elif event.winner >= 0:
                        parts.append(f"fish to {self.names[event.winner]}")
                    else:
                        parts.append("fish: tie")
            if reef:
                parts.insert(0, f"reef +{reef}")
            self._preview_text, self._preview_key = " · ".join(parts), key
            self._preview_reefs = tuple(reef_cells)  # the reefs this spot would make or grow
            self._preview_fish = tuple(fish_cells)  # the fish it would decide, and the corals they count
        return self._preview_text

    def draw_preview(self, surface, move: Place, cells) -> None:
        text = self.preview(move)
        if not text:
            return
        reefs = [c for c in self._preview_reefs if c not in cells]
        if reefs:
            # The corals already on the board that this tile would join into a scoring reef.
            geo = self.geo
            rects = [geo.cell_rect(x, y).inflate(-4, -4) for x, y in reefs]
            pulse_outline(surface, rects, PALETTE["ink"], max(3, geo.cell // 12) + 3, round(geo.cell * 0.22), 200)
            pulse_outline(surface, rects, PALETTE["sand_hi"], max(3, geo.cell // 12), round(geo.cell * 0.2), 230)
        self.draw_pill(surface, text, cells, PALETTE["sand_hi"], PALETTE["ink"],
                       avoid=reefs + [c for c in self._preview_fish if c not in cells], spare_corals=True)

    def draw_pill(self, surface, text: str, cells, fill, ink, avoid=(), spare_corals: bool = False) -> pygame.Rect:
        """A rounded label by the ghost's squares: just above them, else below them (at the top
        edge, or when above it would hide a square of `avoid`); slid along or beside the ghost
        where that keeps every fish square in view (label_spot). With `spare_corals` (the points
        label) it also hides as little as it can of the corals laid, and lets them show through."""
        geo = self.geo
        rects = [geo.cell_rect(x, y) for x, y in cells]
        box_of = rects[0].unionall(rects[1:])
        lines, size = self.pill_lines(text, geo.grid.width - self.px(30))
        imgs = [theme.text(line, "bold", size, ink) for line in lines]
        step = theme.line_step("bold", size, 1.15)
        block = pygame.Rect(0, 0, max(img.get_width() for img in imgs), imgs[0].get_height() + step * (len(imgs) - 1))
        pill = block.inflate(self.px(18), self.px(8))
        radius = pill.height // 2 if len(imgs) == 1 else self.px(12)
        hidden = [geo.cell_rect(x, y) for x, y in avoid]
        above, below = pill.copy(), pill.copy()
        above.midbottom = (box_of.centerx, box_of.top - self.px(6))
        below.midtop = (box_of.centerx, box_of.bottom + self.px(6))
        # Inside the water: the score track around it stays readable.
        above.clamp_ip(geo.grid)
        below.clamp_ip(geo.grid)

        def clear(r: pygame.Rect) -> bool:
            return not r.colliderect(box_of) and r.collidelist(hidden) < 0

        if clear(above) or (not clear(below) and not above.colliderect(box_of)):
            pill = above
        else:
            pill = below
        pill = self.label_spot(pill, box_of, avoid, spare_corals)
        if spare_corals and pill.collidelist(self.laid_coral_rects(self.view(None))) >= 0:
            # No spot by the tile is clear of corals (a crowded board): a see-through backing, so
            # the corals under the words still show their colours and symbols.
            layer = pygame.Surface(pill.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*fill[:3], self.SEE_THROUGH), layer.get_rect(), border_radius=radius)
            pygame.draw.rect(layer, (*PALETTE["ink"][:3], 200), layer.get_rect(), width=1, border_radius=radius)
            surface.blit(layer, pill.topleft)
        else:
            theme.draw_shadow(surface, pill, radius, blur=4, offset=(0, 2), alpha=120)
            pygame.draw.rect(surface, fill, pill, border_radius=radius)
            pygame.draw.rect(surface, PALETTE["ink"], pill, width=1, border_radius=radius)
        block.center = pill.center
        y = block.top
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(pill.centerx, y)))
            y += step
        return pill

    def label_spot(self, pill: pygame.Rect, box_of: pygame.Rect, avoid, spare_corals: bool = False) -> pygame.Rect:
        """`pill` (the spot above or below the ghost chosen as before), or, where it hides a fish
        square or a square of `avoid`, the spot by the ghost that hides least: slid along its top
        or foot, or at its side, never over it. Playtest: "reef +3" lay over half a fish. Ties,
        and a board with no clear spot, keep `pill` (placement.cost: a square of `avoid` outweighs
        any fish squares, a fish square a plain one; the ghost at all costs)."""
        geo = self.geo
        gap, c = self.px(6), geo.cell
        obstacles: list[placement.Obstacle] = [(box_of.inflate(2 * gap - 2, 2 * gap - 2), 1e6, True)]
        obstacles += [(geo.cell_rect(x, y), 1e4, True) for x, y in avoid]
        view = self.view(None)
        obstacles += [(geo.cell_rect(x, y), 1e2, True) for x, y in view.board.numbered]
        if spare_corals:
            # Playtest: held for its take-back moment, "reef +5 · fish +5" hid half a neighbouring
            # coral. A coral laid costs the share of it hidden: the label goes where it hides least.
            near = box_of.inflate(4 * pill.width, 4 * pill.height)
            obstacles += [(rect, 1e1, False) for rect in self.laid_coral_rects(view) if rect.colliderect(near)]
        here = placement.cost(pill, obstacles)
        if here <= 0:
            return pill
        w, h = pill.size
        spots = []
        # Along the top and the foot, the label's middle over the ghost; at either side, beside it.
        for x in range(box_of.left - w // 2, box_of.right - w // 2 + 1, max(1, c // 4)):
            spots.append(pygame.Rect(x, box_of.top - gap - h, w, h))
            spots.append(pygame.Rect(x, box_of.bottom + gap, w, h))
        for y in range(box_of.top - h // 2, box_of.bottom - h // 2 + 1, max(1, c // 4)):
            spots.append(pygame.Rect(box_of.left - gap - w, y, w, h))
            spots.append(pygame.Rect(box_of.right + gap, y, w, h))
        reach = float(geo.grid.width + geo.grid.height)
        best, best_cost = pill, here
        for spot in spots:
            spot.clamp_ip(geo.grid)
            cost = placement.cost(spot, obstacles)
            # Nearer the usual spot first, by less than any square hidden.
            cost += 0.5 * (abs(spot.centerx - pill.centerx) + abs(spot.centery - pill.centery)) / reach
            if cost < best_cost - 1e-9:
                best, best_cost = spot, cost
        return best

    def laid_coral_rects(self, view) -> list[pygame.Rect]:
        """The squares with a coral on them (a tile laid there), in screen pixels."""
        board, geo = view.board, self.geo
        return [geo.cell_rect(x, y) for y in range(board.height) for x in range(board.width)
                if board.contains(x, y) and view.coral[board.index(x, y)] >= 0]

    def pill_lines(self, text: str, room: int) -> tuple[list[str], int]:
        """A pill's words (the engine's reason, the preview) in lines no wider than `room`: one
        line if it fits, else two, a little smaller before a third; nothing is cut unless even
        three lines cannot hold it."""
        size, floor = self.px(15), self.px(12)
        while len(theme.wrap(text, "bold", size, room)) > 2 and size > floor:
            size -= 1
        count = len(theme.wrap(text, "bold", size, room))
        if 1 < count <= 3:
            # Lines of about one length: a compact label by the ghost, not a bar across the water.
            width = theme.font("bold", size).size(text)[0] // count
            while width < room and len(theme.wrap(text, "bold", size, width)) > count:
                width += self.px(8)
            room = min(room, width)
        lines = theme.wrap_at_most(text, "bold", size, room, 3)
        return [theme.ellipsize(line, "bold", size, room) for line in lines] or [""], size

    def legal_spots(self) -> frozenset:
        """Squares the held coral may go on at the chosen rotation (from the engine's legal moves)."""
        px, py = self.held_square()
        key = (len(self.game.moves), self.game.moves[-1:], self.rotation, id(self.game), (px, py))
        if self._spots_key != key:
            self._spots = frozenset((m.x + px, m.y + py) for m in self.game.legal_moves()
                                    if isinstance(m, Place) and m.rotation == self.rotation)
            self._spots_key = key
        return self._spots

    def draw_fish_ghost(self, surface) -> None:
        square, legal, reason = None, None, None
        if is_fish(self.drag.item) and self.drag.hover_target is not None:
            square, legal, reason = self.drag.hover_target, self.drag.hover_legal, self.drag.hover_reason
        elif self.cursor is not None and not self.drag.active:
            square = self.cursor
            reason = self.game.explain(PlaceFish(self.chosen_fish(), *square))
            legal = reason is None
        if square is None:
            return
        kind = self.drag.item[1] if is_fish(self.drag.item) else self.chosen_fish()
        self.board_view.draw_fish_ghost(surface, square, kind, AQUARIST_VALUES[kind], bool(legal))
        if not legal and reason and self.drag.bubble is None:
            self.draw_pill(surface, reason, [square], PALETTE["ink"], PALETTE["foam"])

    def draw_supply(self, surface) -> None:
        """Aquarist setup: the fish still to place, the chosen one ringed, keys 1-4 shown."""
        chosen = self.chosen_fish()
        counts = dict(self.supply())
        for i, (kind, rect) in enumerate(self.supply_rects().items()):
            if chosen == kind and self.choosing_fish():
                pygame.draw.circle(surface, PALETTE["coral"], rect.center, rect.width // 2 + self.px(5), width=3)
            if not self.drag.is_moving(("fish", kind)) and not (self.drag.state == DRAGGING
                                                                and self.drag.item == ("fish", kind)):
                token = art.fish_token(kind, rect.width, AQUARIST_VALUES[kind])
                if not counts.get(kind):  # all placed: its slot stays, faded
                    token = token.copy()
                    token.set_alpha(70)
                surface.blit(token, token.get_rect(center=rect.center))
            # Its key (1-4) on a keycap at the token's corner; how many are left under it.
            cap = pygame.Rect(0, 0, self.px(20), self.px(20))
            cap.center = (rect.left + self.px(4), rect.top + self.px(4))
            pygame.draw.rect(surface, PALETTE["ink"], cap.inflate(2, 2), border_radius=self.px(5))
            pygame.draw.rect(surface, PALETTE["sand_hi"], cap, border_radius=self.px(5))
            theme.blit_text(surface, str(i + 1), "bold", self.px(13), PALETTE["ink"], cap.center, "center")
            # Its name and how many are left (the token shows a picture and points only; playtest).
            caption = f"{FISH_NAMES[kind]} · {counts.get(kind, 0)}"
            room = self.supply_area().width // 2 - self.px(6)
            size = theme.fit_size(caption, "bold", self.px(12), room, floor=self.px(8))
            theme.blit_text(surface, theme.ellipsize(caption, "bold", size, room), "bold", size, PALETTE["mist"],
                            (rect.centerx, rect.bottom + self.px(4)), "midtop")
