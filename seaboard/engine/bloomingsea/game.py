"""Blooming Sea: the rules engine.

A turn is one move: Place (the tile in hand, turned, on three empty squares),
then the engine scores reefs and fish and draws the replacement tile.
Rulings the rulebook leaves open are written next to the code applying them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from itertools import compress, permutations
from typing import Any

from seaboard.engine.bloomingsea.board import SIDES, Board, load_board
from seaboard.engine.bloomingsea.events import (
    FiftyTaken,
    FishDecided,
    FishPlaced,
    NoTileFits,
    Passed,
    ReefScored,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
)
from seaboard.engine.bloomingsea.fish import (
    AQUARIST_VALUES,
    FISH_NAMES,
    PLAIN_FISH,
    aquarist_tokens,
)
from seaboard.engine.bloomingsea.moves import DiscardTile, Pass, Place, PlaceFish
from seaboard.engine.bloomingsea.saving import load_state, state_from_view, state_to_dict
from seaboard.engine.bloomingsea.scoring import (
    expands_a_reef,
    fish_tally,
    fish_winner,
    reefs_made_or_expanded,
)
from seaboard.engine.bloomingsea.tiles import COLOR_INDEX, COLORS, TILES, oriented_cells
from seaboard.engine.bloomingsea.view import View
from seaboard.engine.core import (
    Event,
    Game,
    GameEnded,
    IllegalMove,
    Move,
    Option,
    Result,
    Scored,
    TurnStarted,
    move_types,
    seat_ref,
)

STANDARD, AQUARIST = "standard", "aquarist"
RANDOM, CHOOSE = "random", "choose"
PLAY, SETUP_FISH, OVER = "play", "place_fish", "over"

# Mutable lists of the state, copied by `clone` (everything else is immutable or shared).
_LIST_STATE = (
    "coral", "tile_at", "cover", "free_count", "dead", "placements", "hands", "pile", "discarded",
    "fish_results", "fish_supply", "reef_points", "fish_points", "moves", "seat_colors",
)

COLOR_CHOICES = {n: tuple(",".join(p) for p in permutations(COLORS, n)) for n in (2, 3, 4)}
COLOR_DEFAULTS = {n: ",".join(COLORS[:n]) for n in (2, 3, 4)}


@cache
def _place_moves(side: str, shape: str, rotation: int) -> tuple[Place, ...]:
    """Place moves aligned with the footprint ids of (shape, rotation), built once."""
    board = load_board(side)
    start, end = board.pattern_range(board.pattern_of[(shape, rotation)])
    return tuple(Place(rotation, *board.fp_anchor[f]) for f in range(start, end))


class BloomingSea(Game):
    game_id = "bloomingsea"
    display_name = "Blooming Sea"
    tagline = "Grow coral reefs tile by tile and give the fish a home."
    min_players = 2
    max_players = 4
    options = (
        Option(
            "colors",
            "Player colours",
            (),
            COLOR_DEFAULTS[2],
            help="Colour of each seat in turn order; seat 0 starts.",
            choices_by_players=COLOR_CHOICES,
            default_by_players=COLOR_DEFAULTS,
        ),
        Option("side", "Board side", SIDES, "A", help="A: 12 × 12, fish squares worth 5. B: a reef, worth 7.",
               # "Marked": in Aquarist mode a fish is worth its kind, not its square (the Mode row says so).
               choice_help={"A": "Open Lagoon, 12 × 12: fish squares marked 5.",
                            "B": "Coral Crown, a reef shape: fish squares marked 7."}),
        Option("mode", "Mode", (STANDARD, AQUARIST), STANDARD, help="Aquarist: each kind of fish has its own points.",
               choice_help={STANDARD: "A fish is worth its square's points.",
                            AQUARIST: "Each kind of fish has its own points, 5 to 8."}),
        Option(
            "aquarist_setup",
            "Aquarist fish setup",
            (RANDOM, CHOOSE),
            RANDOM,
            help="Aquarist mode: fish tokens placed at random, or chosen by the players in turn.",
            choice_help={RANDOM: "The fish go on the board at random.", CHOOSE: "The players put the fish down in turn."},
        ),
    )
    MOVES = move_types(Place, DiscardTile, Pass, PlaceFish)
    has_hidden_information = True

    # -- setup ---------------------------------------------------------------
    def _init_static(self) -> None:
        self.board: Board = load_board(self.options["side"])
        self.seat_colors = [COLOR_INDEX[c] for c in self.options["colors"].split(",")]
        self.mode = self.options["mode"]
        # Choosing squares only matters when fish differ (Aquarist); in the base
        # game tokens "have no functional differences", so the option is ignored.
        self.choose_fish = self.mode == AQUARIST and self.options["aquarist_setup"] == CHOOSE
        self._options_items = tuple(sorted(self.options.items()))

    def _clear_board(self) -> None:
        board = self.board
        size = board.width * board.height
        self.coral = [-1] * size
        self.tile_at = [-1] * size
        self.free = bytearray(b"\x01" * len(board.fp_cells))
        self.cover = [len(fps) for fps in board.fp_by_cell]
        self.free_count = [board.starts[p + 1] - board.starts[p] for p in range(len(board.patterns))]
        self.dead: list[int] = []
        self.placements: list[tuple[int, int, int, int, int]] = []

    def _setup(self) -> None:
        self._init_static()
        self._clear_board()
        self.pile = list(range(len(TILES)))
        self.rng.shuffle(self.pile)
        self.hands: list[int | None] = [self.pile.pop() for _ in range(self.players)]
        self.discarded: list[int] = []
        self.fish: dict[int, str] = {}
        self.fish_results: list[tuple[int, int, str, int, int]] = []
        self.fish_supply: list[str] = []
        numbered = [self.board.index(x, y) for x, y in self.board.numbered]
        if self.mode == STANDARD:
            self.fish = {i: PLAIN_FISH for i in numbered}
        elif self.choose_fish:
            self.fish_supply = aquarist_tokens()
        else:
            tokens = aquarist_tokens()
            self.rng.shuffle(tokens)
            self.fish = dict(zip(numbered, tokens))
        self.reef_points = [0] * self.players
        self.fish_points = [0] * self.players
        self.turn = 0
        self.stage = SETUP_FISH if self.choose_fish else PLAY

    # -- queries ---------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.stage == OVER else self.turn

    @property
    def is_over(self) -> bool:
        return self.stage == OVER

    @property
    def end_reason(self) -> str:
        if self.stage != OVER:
            return ""
        if not self.fish:
            return "the last fish was scored"
        # COMPONENTS.md: the pile ran out first.
        return "the pile ran out and no tile in hand fits the board"

    @property
    def scores(self) -> list[int]:
        return [r + f for r, f in zip(self.reef_points, self.fish_points)]

    def fits(self, tile_id: int) -> bool:
        """Whether tile `tile_id` can be placed anywhere now, in any rotation."""
        free_count = self.free_count
        return any(free_count[p] for p in self.board.shape_patterns(TILES[tile_id].shape))

    @property
    def phase(self) -> str:
        if self.stage == OVER:
            return "game_over"
        if self.stage == SETUP_FISH:
            return "place_fish"
        hand = self.hands[self.turn]
        if hand is None:
            return "pass"
        return "place_tile" if self.fits(hand) else "discard_tile"

    def fish_value(self, kind: str) -> int:
        # Aquarist mode: "the fish points are based on the type of fish instead
        # of the number on the numbered square".
        return AQUARIST_VALUES[kind] if self.mode == AQUARIST else self.board.value

    def legal_moves(self) -> list[Move]:
        phase = self.phase
        if phase == "place_tile":
            shape = TILES[self.hands[self.turn]].shape
            board, free, side = self.board, self.free, self.board.side
            moves: list[Move] = []
            for rotation in range(4):
                p = board.pattern_of[(shape, rotation)]
                moves.extend(compress(_place_moves(side, shape, rotation), free[board.starts[p] : board.starts[p + 1]]))
            return moves
        if phase == "place_fish":
            empty = [(x, y) for x, y in self.board.numbered if self.board.index(x, y) not in self.fish]
            kinds = [k for k in AQUARIST_VALUES if k in self.fish_supply]
            return [PlaceFish(k, x, y) for k in kinds for x, y in empty]
        if phase == "discard_tile":
            return [DiscardTile()]
        if phase == "pass":
            return [Pass()]
        return []

    # -- validation ------------------------------------------------------------
    def validate(self, move: Move) -> None:
        if self.stage == OVER:
            raise IllegalMove("The game is over.")
        phase = self.phase
        if isinstance(move, Place):
            self._validate_place(move, phase)
        elif isinstance(move, PlaceFish):
            self._validate_place_fish(move, phase)
        elif isinstance(move, DiscardTile):
            if phase != "discard_tile":
                if phase == "place_tile":
                    raise IllegalMove("Your tile still fits on the board: you must place it.")
                raise IllegalMove("You have no tile to set aside." if phase == "pass" else "Place a fish token first.")
        elif isinstance(move, Pass):
            if phase != "pass":
                if phase == "place_tile":
                    raise IllegalMove("You cannot pass while your tile fits: place it.")
                if phase == "discard_tile":
                    raise IllegalMove("Your tile fits nowhere: set it aside instead of passing.")
                raise IllegalMove("Place a fish token first.")
        else:
            raise IllegalMove("That is not a Blooming Sea move.")

    def _validate_place(self, move: Place, phase: str) -> None:
        if phase == "place_fish":
            raise IllegalMove("First the fish tokens go on the fish squares.")
        if phase == "pass":
            raise IllegalMove("You have no tile to place.")
        if phase == "discard_tile":
            raise IllegalMove("Your tile fits nowhere on the board: set it aside and draw a new one.")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (move.rotation, move.x, move.y)):
            raise IllegalMove("A placement needs a whole-number rotation and square.")
        if not 0 <= move.rotation <= 3:
            raise IllegalMove("Tiles turn in quarter turns: rotation 0 to 3.")
        board = self.board
        shape = TILES[self.hands[self.turn]].shape
        f = board.fp_lookup.get((board.pattern_of[(shape, move.rotation)], move.x, move.y))
        if f is not None and self.free[f]:
            return
        cells = [(move.x + dx, move.y + dy) for dx, dy in oriented_cells(shape, move.rotation)]
        if not all(0 <= x < board.width and 0 <= y < board.height for x, y in cells):
            raise IllegalMove("Tiles must lie entirely on the board.")
        if not all(board.contains(x, y) for x, y in cells):
            # Side B's cut-outs are drawn as open water, inside the board's edge.
            raise IllegalMove("Every coral needs one of the board's squares: none goes on the open water.")
        if any(board.is_numbered(x, y) for x, y in cells):
            raise IllegalMove("A fish square is never covered, even after its fish is scored.")
        if any(self.coral[board.index(x, y)] >= 0 for x, y in cells):
            raise IllegalMove("That square is already covered.")
        raise IllegalMove("The tile cannot go there.")  # unreachable with a consistent board

    def _validate_place_fish(self, move: PlaceFish, phase: str) -> None:
        if phase != "place_fish":
            raise IllegalMove("The fish tokens are already on the board.")
        if move.fish not in self.fish_supply:
            raise IllegalMove("No fish token of that kind is left to place.")
        whole = all(isinstance(v, int) and not isinstance(v, bool) for v in (move.x, move.y))
        if not whole or not self.board.is_numbered(move.x, move.y):
            raise IllegalMove("Fish tokens go on the fish squares only.")
        if self.board.index(move.x, move.y) in self.fish:
            raise IllegalMove("That fish square already has a fish token.")

    # -- playing ---------------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        if isinstance(move, Place):
            return self._apply_place(move)
        if isinstance(move, PlaceFish):
            return self._apply_place_fish(move)
        seat = self.turn
        events: list[Event] = []
        if isinstance(move, DiscardTile):
            # Ruling (rulebook silent; "1. Tile Placement"): a tile that fits
            # nowhere never will (the board only fills up), so its holder shows
            # it, sets it aside for the rest of the game and draws a replacement,
            # which they place this turn: the turn is "place your Tile", and bad
            # luck in the draw costs no turn. Only with the pile empty does the
            # turn end without placement.
            tile = self.hands[seat]
            self.hands[seat] = None
            self.discarded.append(tile)
            self.seal()
            events.append(TileDiscarded(seat, tile))
            self._replenish(seat, events)
            if self.hands[seat] is not None:
                return events
        else:
            events.append(Passed(seat))
        self._end_turn(events)
        return events

    def _apply_place_fish(self, move: PlaceFish) -> list[Event]:
        # Ruling ("place the Fish Tokens ... after discussing with other
        # players"): at one screen the players take turns, seat 0 first, each
        # putting one token of their choice on an empty numbered square.
        seat = self.turn
        self.fish[self.board.index(move.x, move.y)] = move.fish
        self.fish_supply.remove(move.fish)
        events: list[Event] = [FishPlaced(seat, move.fish, move.x, move.y)]
        if self.fish_supply:
            self.turn = (seat + 1) % self.players
        else:
            self.stage = PLAY
            self.turn = 0  # the starting player begins the play
        events.append(TurnStarted(self.turn))
        return events

    def _lay(self, cells: list[int], colors: tuple[int, ...], tile_id: int) -> list[int]:
        """Lay corals `colors` on squares `cells` (by index) and retire every
        footprint they block. Scores nothing (rule tests use it to build positions).

        Returns the empty squares that just became dead (no tile can cover them)."""
        board, free, cover, coral = self.board, self.free, self.cover, self.coral
        for i, c in enumerate(cells):
            coral[c] = colors[i]
            self.tile_at[c] = tile_id
        fp_cells, fp_pattern, free_count = board.fp_cells, board.fp_pattern, self.free_count
        retired: list[tuple[int, ...]] = []
        for c in cells:
            for f in board.fp_by_cell[c]:
                if free[f]:
                    free[f] = 0
                    free_count[fp_pattern[f]] -= 1
                    trio = fp_cells[f]
                    a, b, d = trio
                    cover[a] -= 1
                    cover[b] -= 1
                    cover[d] -= 1
                    retired.append(trio)
        # A square whose last free footprint was just retired became dead now.
        newly_dead = sorted({d for trio in retired for d in trio if not cover[d] and coral[d] < 0})
        self.dead.extend(newly_dead)
        return newly_dead

    def _apply_place(self, move: Place) -> list[Event]:
        seat = self.turn
        board = self.board
        tile = TILES[self.hands[seat]]
        offsets = oriented_cells(tile.shape, move.rotation)
        cells = [board.index(move.x + dx, move.y + dy) for dx, dy in offsets]
        self.hands[seat] = None
        newly_dead = self._lay(cells, tile.colors, tile.id)
        self.placements.append((seat, tile.id, move.rotation, move.x, move.y))
        events: list[Event] = [
            TilePlaced(
                seat,
                tile.id,
                move.rotation,
                move.x,
                move.y,
                tuple(board.cell(c) for c in cells),
                tile.color_names(),
            )
        ]
        for reef in reefs_made_or_expanded(cells, self.coral, board):
            before = self.scores[seat]
            self.reef_points[seat] += len(reef)
            color = COLORS[self.coral[reef[0]]]
            events.append(
                ReefScored(seat, len(reef), f"{color} reef of {len(reef)}", tuple(board.cell(c) for c in reef), color,
                           expanded=expands_a_reef(reef, cells, board))
            )
            self._take_fifties(seat, before, events)
        self._decide_fish(cells, newly_dead, events)
        if not self.fish:
            # "The game ends immediately when the last Fish Token is scored."
            self._finish(events)
            return events
        self._replenish(seat, events)
        self._end_turn(events)
        return events

    def _decide_fish(self, cells: list[int], newly_dead: list[int], events: list[Event]) -> None:
        """Score every fish this placement decided (several may go at once)."""
        board, cover, coral = self.board, self.cover, self.coral
        near = board.numbered_near
        candidates = {n for c in cells for n in near[c]} | {n for c in newly_dead for n in near[c]}
        for square in sorted(candidates):
            kind = self.fish.get(square)
            if kind is None:
                continue
            neighbors = board.open_neighbors[square]
            # A fish is decided once no tile can ever be placed on any of its
            # adjacent squares: each is covered or dead (cover count 0).
            if any(cover[n] for n in neighbors):
                continue
            tallies, counted = fish_tally(square, coral, board, self.seat_colors)
            winner = fish_winner(tallies)
            value = self.fish_value(kind)
            dead = tuple(board.cell(n) for n in neighbors if coral[n] < 0)
            x, y = board.cell(square)
            del self.fish[square]
            self.fish_results.append((x, y, kind, value, winner))
            events.append(
                FishDecided(
                    x,
                    y,
                    kind,
                    value,
                    tuple(range(self.players)),
                    tuple(tallies),
                    tuple(tuple(board.cell(c) for c in cs) for cs in counted),
                    winner,
                    "no tile fits" if dead else "surrounded",
                    dead,
                )
            )
            if winner >= 0:
                before = self.scores[winner]
                self.fish_points[winner] += value
                cells_won = ((x, y),) + tuple(board.cell(c) for c in counted[winner])
                events.append(Scored(winner, value, f"{FISH_NAMES[kind]} at ({x}, {y})", cells_won))
                self._take_fifties(winner, before, events)

    def _take_fifties(self, seat: int, before: int, events: list[Event]) -> None:
        """Rulebook, 2. Scoring: "Each time your Score Marker circles the scoring track and reaches
        or passes "0", take a "50" Token." One per 50 passed since `before` (a big reef may pass two)."""
        after = self.scores[seat]
        for mark in range((before // 50 + 1) * 50, after + 1, 50):
            events.append(FiftyTaken(seat, mark, after))

    def _replenish(self, seat: int, events: list[Event]) -> None:
        # "3. Replenish Tile": draw from the pile, if any tile is left.
        if self.pile:
            self.hands[seat] = self.pile.pop()
            self.seal()
            events.append(TileDrawn(seat, len(self.pile)))

    def _end_turn(self, events: list[Event]) -> None:
        # COMPONENTS.md: if the pile runs out before the last fish token is
        # scored, the game ends when no player can place a tile.
        if not self.pile and not any(h is not None and self.fits(h) for h in self.hands):
            events.append(NoTileFits())
            self._finish(events)
            return
        self.turn = (self.turn + 1) % self.players
        events.append(TurnStarted(self.turn))

    def _finish(self, events: list[Event]) -> None:
        self.stage = OVER
        result = self.result()
        events.append(GameEnded(tuple(result.winners), tuple(result.scores)))

    # -- the end -----------------------------------------------------------------
    def tiebreak_order(self) -> list[int]:
        """Seats in the order they would take their next turn, after `self.turn`.

        Ruling ("If there's a tie, the tied player who would take their turn
        first wins"): if play went on, the seat after the one who took the last
        turn would play first, then clockwise; the last player comes last.
        """
        return [(self.turn + 1 + i) % self.players for i in range(self.players)]

    def result(self) -> Result:
        scores = self.scores
        order = self.tiebreak_order()
        ranking = sorted(range(self.players), key=lambda s: (-scores[s], order.index(s)))
        top = [s for s in ranking if scores[s] == scores[ranking[0]]]
        tiebreak = ""
        if len(top) > 1:
            names = [seat_ref(s) for s in top]
            tiebreak = (
                f"{' and '.join(names)} tied on {scores[top[0]]}; {names[0]} would take their turn "
                f"first, so {names[0]} wins."
            )
        breakdown = [
            {
                "reefs": self.reef_points[s],
                "fish": self.fish_points[s],
                "fish_won": sum(1 for r in self.fish_results if r[4] == s),
            }
            for s in range(self.players)
        ]
        return Result(scores=scores, winners=[ranking[0]], ranking=ranking, breakdown=breakdown, tiebreak=tiebreak)

    # -- views -------------------------------------------------------------------
    def view(self, seat: int | None, omniscient: bool = False) -> View:
        board = self.board
        xy = board.xy
        scores = self.scores
        hands = tuple(
            TILES[h] if h is not None and (omniscient or s == seat) else None for s, h in enumerate(self.hands)
        )
        own = self.hands[seat] if seat is not None else None
        return View(
            seat=seat,
            players=self.players,
            current_player=self.current_player,
            is_over=self.stage == OVER,
            phase=self.phase,
            scores=tuple(scores),
            fifties=tuple(s // 50 for s in scores),
            track=tuple(s % 50 for s in scores),
            reef_points=tuple(self.reef_points),
            fish_points=tuple(self.fish_points),
            colors=tuple(COLORS[c] for c in self.seat_colors),
            options=self._options_items,
            board=board,
            mode=self.mode,
            coral=tuple(self.coral),
            tile_at=tuple(self.tile_at),
            placements=tuple(self.placements),
            dead=tuple([xy[c] for c in sorted(self.dead)]),  # a dead square is never covered
            fish=tuple([(*xy[i], k, self.fish_value(k)) for i, k in sorted(self.fish.items())]),
            fish_results=tuple(self.fish_results),
            fish_supply=tuple(self.fish_supply),
            hand=TILES[own] if own is not None else None,
            hands=hands,
            hand_sizes=tuple(int(h is not None) for h in self.hands),
            pile_size=len(self.pile),
            discarded=tuple(self.discarded),
            turn=self.turn,
        )

    @classmethod
    def determinize(cls, view: View, rng: random.Random) -> BloomingSea:
        """A full game matching `view`; unseen hands and the pile order are sampled."""
        state = state_from_view(view, rng)
        game = cls.__new__(cls)
        game.players = view.players
        game.seed = rng.randrange(2**31)
        game.options = cls.resolve_options(view.players, dict(view.options))
        game.rng = random.Random(rng.getrandbits(64))
        game.moves = []
        game.undo_floor = 0
        game._state_from_dict(state)
        game._agree_with_phase(view, rng)
        return game

    def _agree_with_phase(self, view: View, rng: random.Random) -> None:
        """Everyone sees whether the player to move must discard (their tile fits nowhere): a
        sampled hidden tile must agree, so it is swapped for a pile tile that does."""
        if view.phase not in ("place_tile", "discard_tile") or self.phase == view.phase:
            return
        fitting = view.phase == "place_tile"
        agreeing = [i for i, tile in enumerate(self.pile) if self.fits(tile) == fitting]
        if agreeing:
            i = rng.choice(agreeing)
            self.hands[self.turn], self.pile[i] = self.pile[i], self.hands[self.turn]

    def clone(self) -> BloomingSea:
        """A fast independent copy (bots search on clones; board and options are shared, read only)."""
        twin = object.__new__(type(self))
        state = self.__dict__.copy()
        for key in _LIST_STATE:
            state[key] = list(state[key])
        state["free"] = bytearray(self.free)
        state["fish"] = dict(self.fish)
        # Random.__new__ skips seeding from the OS, which cost more than the rest of the copy.
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng.getstate())
        state["rng"] = rng
        twin.__dict__ = state
        return twin

    # -- saving --------------------------------------------------------------------
    def _state_to_dict(self) -> dict[str, Any]:
        return state_to_dict(self)

    def _state_from_dict(self, data: Mapping[str, Any]) -> None:
        load_state(self, data)
