"""Seagrass: the rules engine (state, legal steps, effects)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from itertools import chain, compress
from typing import Any

from seaboard.engine.core import (
    Event,
    Game,
    GameEnded,
    IllegalMove,
    Move,
    Option,
    Result,
    SetupError,
    TurnStarted,
    points_phrase,
    seat_ref,
)
from seaboard.engine.seagrass import board as boards
from seaboard.engine.seagrass.events import (
    ActionChosen,
    AntlerPlaced,
    CreaturePlaced,
    DiscoveryClaimed,
    DiscoveryReturned,
    ReefCompleted,
    ReefExpanded,
    ReefExplored,
    ReefUnscored,
    SeagrassScored,
    TileBoxed,
    TilesDrawn,
    TurtleBonus,
)
from seaboard.engine.seagrass.moves import (
    CHOOSE_ACTION,
    COLONY,
    GAME_OVER,
    PHASE_COLONY,
    PHASE_REEF,
    REEF,
    REEF_CONFIRM,
    SEAGRASS_MOVES,
    ChooseAction,
    Confirm,
    PlaceCreature,
    PlaceReefTile,
    move_tables,
)
from seaboard.engine.seagrass.rules_colony import ColonyRules
from seaboard.engine.seagrass.rules_reef import ReefRules
from seaboard.engine.seagrass.scoring import ONE_TILE, reef_award_roles, reef_unscored
from seaboard.engine.seagrass.tiles import (
    CODE_KIND,
    CREATURES,
    HAND_LIMIT,
    HAND_SIZE,
    KIND_CODES,
    KIND_CREATURE,
    KIND_SPECIAL,
    KIND_VALUE,
    KINDS,
    REEF_DRAW,
    TURTLE,
    regular_tiles,
)

PLAYER_COLOURS: tuple[str, ...] = ("Blue", "Purple", "Green", "Orange")

DISCOVERY_SET_POINTS = 10

_REGION_DEFAULTS = {2: "Green+Yellow", 3: "Green+Yellow+Blue", 4: "Green+Yellow+Blue+Red"}


def _regions_help(choice: str) -> str:
    """What a set of regions in play means, in a sentence (rulebook setup step 5)."""
    count = len(boards.parse_regions(choice))
    if count == len(boards.REGION_ORDER):
        return f"All {count} of the board's regions, one per player, are the play area."
    regions = len(boards.REGION_ORDER)
    return f"The board has {regions} regions, one per player: these {count}, side by side, are the play area."


def _options() -> tuple[Option, ...]:
    by_players = {p: boards.region_choices(p) for p in (2, 3, 4)}
    return (
        Option(
            "board",
            "Board side",
            boards.SIDES,
            "front",
            help="front: Seagrass; back: Kelp Shelf (same rules)",
            choice_help={"front": "The Seagrass side of the board.", "back": "The Kelp Shelf side; the same rules."},
        ),
        Option(
            "regions",
            "Regions in play",
            by_players[4],
            _REGION_DEFAULTS[4],
            help="The board has 4 regions, one per player: those chosen are the play area.",
            # Said of the choice shown, so the player count's part in it is plain (playtest: "Green +
            # Yellow" was never explained).
            choice_help={choice: _regions_help(choice) for choices in by_players.values() for choice in choices},
            choices_by_players=by_players,
            default_by_players=_REGION_DEFAULTS,
        ),
        Option("introductory", "Introductory mode (no special creatures)", (False, True), False,
               help="recommended for a first game",
               # Said of the choice shown: "Off · Recommended for a first game" read as advice for Off.
               choice_help={False: "Special creatures in play. Turn on for a first game.",
                            True: "No special creatures: good for a first game."}),
        Option("discovery", "Discovery expansion", (False, True), False,
               choice_help={False: "The base game. Turn on for Discovery tokens.",
                            True: "Reef tokens for each first creature; four kinds: 10 pts."}),
        Option("open_scores", "Open scores (everyone sees every total)", (False, True), False,
               choice_help={False: "As in the rulebook: each player's points stay secret.",
                            True: "Every total shows during the game."}),
    )


class Seagrass(ColonyRules, ReefRules, Game):
    """Seagrass for 2-4 players. See the module docstrings of moves.py and view.py."""

    game_id = "seagrass"
    display_name = "Seagrass"
    tagline = "Grow creature colonies around hidden reefs and win the reef majorities."
    min_players = 2
    max_players = 4
    options = _options()
    MOVES = SEAGRASS_MOVES

    @classmethod
    def check_options(cls, players: int, options: dict[str, Any]) -> None:
        regions = boards.parse_regions(options["regions"])
        if len(regions) != players:
            raise SetupError(f"{players} players use {players} regions, not {len(regions)}")
        if not boards.regions_connected(options["board"], regions):
            raise SetupError(
                f"the regions {options['regions']} are not connected on the {options['board']} side"
            )

    # ------------------------------------------------------------------ setup
    def _init_layout(self) -> None:
        self.layout = boards.layout(self.options["board"], boards.parse_regions(self.options["regions"]))
        self.nbrs = self.layout.neighbors
        self.n_cells = len(self.layout.cells)
        # The shared move values per cell index * KINDS + kind (moves.move_tables).
        self.creature_moves, self.reef_moves = move_tables(self.layout.cells)
        # The view's SpaceView per cell (None = rebuild); see view._public_spaces.
        self.space_cache: list | None = None
        self.dirty_cells: list[int] = []  # cells changed since the cache was refreshed
        self.space_tuple: tuple | None = None
        self.shown_spaces: dict = {}  # cell -> SpaceView of a face-down tile, tile shown
        self.seat_spaces: dict = {}  # (seat, omniscient) -> (public spaces, seat's spaces)
        self.down_views: tuple | None = None  # (face-down count, per owner, all), see view._face_down_views
        self.player_cache: dict = {}  # seat -> (facts, PlayerView), see view._player_view
        self.view_fixed: dict = {}  # (seat, omniscient) -> the view fields fixed for the game
        self.reef_cache: tuple | None = None  # the view's ReefViews (None = reassemble)
        self.reef_views: list | None = None  # per reef id (None = rebuild that one)

    def _reef_changed(self, rid: int) -> None:
        self.reef_cache = None
        if self.reef_views is not None:
            self.reef_views[rid] = None

    def _changed(self, c: int) -> None:
        self.space_tuple = None
        self.dirty_cells.append(c)

    def _setup(self) -> None:
        self._init_layout()
        n = self.n_cells
        self.owner = [-1] * n  # seat whose tile is on the cell (face up or down)
        self.kind = [-1] * n  # tile kind on the cell
        self.up = [False] * n  # a face-up creature tile
        self.reef = [-1] * n  # reef id of a reef tile or face-down tile
        spaces = self.layout.reef_spaces
        if len(spaces) != 3 * self.players:
            raise SetupError("the chosen regions do not hold three reef spaces per player")
        self.reef_cells: list[list[int]] = []
        for rid, cell in enumerate(spaces):
            self.reef[cell] = rid
            self.reef_cells.append([cell])
        reefs = len(spaces)
        # Reef tiles are shuffled face down onto the spaces; only the starting tile differs.
        self.start_reef = self.rng.randrange(reefs)
        self.explored = [rid == self.start_reef for rid in range(reefs)]
        self.completed = [False] * reefs
        self.antler = [False] * reefs
        self.antlers = reefs - 1
        self.tokens = [list(range(4)) if self.options["discovery"] else [] for _ in range(reefs)]
        self.hands: list[list[int]] = []
        self.supply: list[list[int]] = []
        for _ in range(self.players):
            tiles = regular_tiles()
            self.rng.shuffle(tiles)
            hand = [0] * KINDS
            for _ in range(HAND_SIZE):
                hand[tiles.pop()] += 1
            self.hands.append(hand)
            self.supply.append(tiles)
        intro = self.options["introductory"]
        self.specials = [[not intro] * 4 for _ in range(self.players)]
        self.box: list[list[int]] = [[] for _ in range(self.players)]
        self.discovery = [[0] * 4 for _ in range(self.players)]
        self.scores = [0] * self.players
        self.breakdown = [{"colonies": 0, "reefs": 0, "discovery": 0} for _ in range(self.players)]
        # "The player who most recently saw a sea creature goes first": the table seats
        # that player as seat 0 (Blue).
        self.turn = 0
        self.phase = CHOOSE_ACTION
        self._reset_turn_state()
        self.over = False
        self.end_reason = ""

    def _reset_turn_state(self) -> None:
        self.creature = -1  # creature of the colony action in progress
        self.placed: list[int] = []  # cells played this colony action, in order
        self.special_placed = False
        self.turtle = False  # the reef action in progress is the special turtle's
        self.reef_cell = -1  # cell of the face-down tile placed this reef action

    # ------------------------------------------------------------- basics
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def names(self) -> list[str]:
        return list(PLAYER_COLOURS[: self.players])

    def cell_index(self, cell: Any) -> int:
        """Index of an axial cell in play, or -1."""
        try:
            return self.layout.index.get((int(cell[0]), int(cell[1])), -1)
        except (TypeError, ValueError, IndexError):
            return -1

    def hex_of(self, index: int) -> tuple[int, int]:
        return self.layout.cells[index]

    def _empty(self, c: int) -> bool:
        return self.owner[c] < 0 and self.reef[c] < 0

    def _placeable(self, c: int) -> bool:
        """Empty and touching a face-up creature tile or an explored reef."""
        if self.owner[c] >= 0 or self.reef[c] >= 0:
            return False
        up, reef, explored = self.up, self.reef, self.explored
        for n in self.nbrs[c]:
            if up[n] or (reef[n] >= 0 and explored[reef[n]]):
                return True
        return False

    def _placeable_cells(self) -> list[int]:
        """Every placeable cell, ascending: the same as filtering all cells by
        _placeable, but walking out from the supporting tiles (face-up tiles and
        explored reefs) instead of testing each cell's six neighbours."""
        owner, reef, neighbours = self.owner, self.reef, self.nbrs.__getitem__
        around = set(chain.from_iterable(map(neighbours, compress(range(self.n_cells), self.up))))
        for cells in compress(self.reef_cells, self.explored):
            around.update(chain.from_iterable(map(neighbours, cells)))
        return sorted(c for c in around if owner[c] < 0 and reef[c] < 0)

    def _supported(self, c: int) -> bool:
        up, reef, explored = self.up, self.reef, self.explored
        for n in self.nbrs[c]:
            if up[n] or (reef[n] >= 0 and explored[reef[n]]):
                return True
        return False

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def unplayed(self, seat: int) -> int:
        """Tiles a player never played: hand, supply and specials still beside them.

        Ruling ('the tied player with the most unplayed tiles'): a special never
        played is an unplayed tile; in introductory mode the specials are out."""
        return self.hand_size(seat) + len(self.supply[seat]) + sum(self.specials[seat])

    # ------------------------------------------------------- legal steps
    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        phase = self.phase
        if phase == CHOOSE_ACTION:
            moves: list[Move] = [ChooseAction(COLONY)]
            if self._can_research_reef():
                moves.append(ChooseAction(REEF))
            return moves
        if phase == REEF_CONFIRM:
            return [Confirm()]
        if phase == PHASE_REEF:
            hand = self.hands[self.turn]
            table = self.reef_moves
            kinds = [k for k in range(KINDS) if hand[k] > 0]
            return [table[c * KINDS + k] for c in self._reef_spaces() for k in kinds]
        return self._colony_moves()

    def validate(self, move: Move) -> None:
        if self.over:
            raise IllegalMove("The game is over.")
        phase = self.phase
        if isinstance(move, ChooseAction):
            if phase != CHOOSE_ACTION:
                raise IllegalMove("You have already chosen this turn's research action.")
            if move.action == COLONY:
                return
            if move.action != REEF:
                raise IllegalMove("Choose Research Colony or Research Reef.")
            if not self._any_reef_space():
                raise IllegalMove("No explored reef can be expanded: you must take Research Colony.")
            if not self.hand_size(self.turn):
                raise IllegalMove("You have no tile in hand to expand a reef with.")
            return
        if isinstance(move, Confirm):
            problem = self._confirm_problem()
            if problem:
                raise IllegalMove(problem)
            return
        if isinstance(move, PlaceCreature | PlaceReefTile):
            reef_step = isinstance(move, PlaceReefTile)
            if phase == CHOOSE_ACTION:
                raise IllegalMove(f"Choose Research {'Reef' if reef_step else 'Colony'} first.")
            if reef_step and phase == REEF_CONFIRM:
                raise IllegalMove("Research Reef places one tile: confirm to draw your new tiles.")
            if phase != (PHASE_REEF if reef_step else PHASE_COLONY):
                raise IllegalMove(
                    "You are not expanding a reef now."
                    if reef_step
                    else "You are not playing creature tiles now."
                )
            kind = CODE_KIND.get(move.tile) if isinstance(move.tile, str) else None
            if kind is None:
                raise IllegalMove(f"There is no Seagrass tile called {move.tile!r}.")
            c = self.cell_index(move.cell)
            if c < 0 and tuple(move.cell) in self.layout.rocks:
                # Rulebook: "You may never play tiles onto the dark rock spaces."
                raise IllegalMove("You may never play tiles onto the dark rock spaces.")
            if c < 0:
                raise IllegalMove("That space is not in the play area: tiles go only in the regions in play.")
            if reef_step:
                problem = self._reef_problem(c, kind)
            else:
                groups = self._groups()
                problem = self._creature_problem(c, kind, groups, [self._frontier(g) for g in groups])
            if problem:
                raise IllegalMove(problem)
            return
        raise IllegalMove("That is not a Seagrass move.")

    # ------------------------------------------------------------ effects
    def _apply(self, move: Move) -> list[Event]:
        if isinstance(move, ChooseAction):
            self.phase = PHASE_COLONY if move.action == COLONY else PHASE_REEF
            return [ActionChosen(self.turn, move.action)]
        if isinstance(move, PlaceCreature):
            return self._place_creature(self.cell_index(move.cell), CODE_KIND[move.tile])
        if isinstance(move, PlaceReefTile):
            return self._place_reef_tile(self.cell_index(move.cell), CODE_KIND[move.tile])
        if self.phase == REEF_CONFIRM:
            return self._finish_reef_action()
        return self._finish_colony_action()

    def _place_creature(self, c: int, kind: int) -> list[Event]:
        seat = self.turn
        creature = KIND_CREATURE[kind]
        events: list[Event] = []
        if self.owner[c] >= 0:  # the special crab: the tile underneath leaves the game
            victim, lost = self.owner[c], self.kind[c]
            self.box[victim].append(lost)
            events.append(TileBoxed(victim, self.hex_of(c), KIND_CODES[lost], seat))
        self.owner[c], self.kind[c], self.up[c] = seat, kind, True
        self._changed(c)
        self.creature = creature
        self.placed.append(c)
        if KIND_SPECIAL[kind]:
            self.special_placed = True
            self.specials[seat][creature] = False
        else:
            self.hands[seat][kind] -= 1
        events.insert(0, CreaturePlaced(seat, self.hex_of(c), KIND_CODES[kind]))
        for rid in sorted({self.reef[n] for n in self.nbrs[c]} - {-1}):
            if not self.explored[rid]:
                self.explored[rid] = True  # touching a reef explores it, for later tiles too
                self._reef_changed(rid)
                events.append(ReefExplored(rid, self.hex_of(self.reef_cells[rid][0])))
            events += self._claim(seat, rid, creature)
        return events

    def _claim(self, seat: int, rid: int, creature: int) -> list[Event]:
        """Discovery: the first creature of a type to touch a reef takes its token."""
        tokens = self.tokens[rid]
        if creature not in tokens:
            return []
        tokens.remove(creature)
        self._reef_changed(rid)
        held = self.discovery[seat]
        held[creature] += 1
        events: list[Event] = [DiscoveryClaimed(seat, rid, CREATURES[creature])]
        if all(held):
            for i in range(4):
                held[i] -= 1
            events.append(DiscoveryReturned(-1, seat, CREATURES))
            events.append(
                self._score(seat, DISCOVERY_SET_POINTS, "discovery", "a set of four discovery tokens", ())
            )
        return events

    def _score(self, seat: int, points: int, part: str, reason: str, cells: tuple) -> SeagrassScored:
        # Ruling ('the 60 point tokens'; 'You may freely exchange point tokens to ensure a
        # convenient supply'): the tokens are change, never a limit; points never run out.
        self.scores[seat] += points
        self.breakdown[seat][part] += points
        return SeagrassScored(seat, points, reason, cells)

    def _place_reef_tile(self, c: int, kind: int) -> list[Event]:
        seat = self.turn
        rid = next(r for r in (self.reef[n] for n in self.nbrs[c]) if r >= 0)
        self.owner[c], self.kind[c], self.up[c], self.reef[c] = seat, kind, False, rid
        self._changed(c)
        self.reef_cells[rid].append(c)
        self._reef_changed(rid)
        self.hands[seat][kind] -= 1
        self.reef_cell = c
        self.phase = REEF_CONFIRM
        events: list[Event] = [ReefExpanded(seat, self.hex_of(c), rid)]
        # Discovery: the expansion may make the reef touch a creature type for the first time.
        # Ruling ('The player who played this creature tile takes the discovery token'): the
        # tile played is the face-down one, so its player takes the token, not the owner of
        # the face-up tile it touches (test_a_face_down_expansion_takes_the_token_...).
        for n in self.nbrs[c]:
            if self.up[n]:
                events += self._claim(seat, rid, KIND_CREATURE[self.kind[n]])
        return events

    def _draw(self, seat: int, count: int) -> list[Event]:
        supply, hand = self.supply[seat], self.hands[seat]
        count = min(count, len(supply))
        for _ in range(count):
            hand[supply.pop()] += 1
        if count:
            self.seal()  # a draw reveals hidden tiles: no undo past it
        return [TilesDrawn(seat, count)]

    def _finish_colony_action(self) -> list[Event]:
        seat, creature = self.turn, self.creature
        events: list[Event] = []
        placed = set(self.placed)
        name = CREATURES[creature]
        for group in self._groups():
            points = sum(KIND_VALUE[self.kind[c]] for c in group)
            what = f"new {name} colony" if group <= placed else f"expanded {name} colony"
            cells = tuple(self.hex_of(c) for c in sorted(group))
            events.append(self._score(seat, points, "colonies", what, cells))
        turtle = self.special_placed and creature == TURTLE
        self._reset_turn_state()
        # Step C: draw one tile if the hand is empty. The special turtle's reef action
        # comes after the colony action is "resolved completely", so after this draw.
        if not self.hand_size(seat):
            events += self._draw(seat, 1)
        if turtle:
            # Ruling ('immediately take a Research Reef action'): skipped when no reef can be
            # expanded or the hand is empty; the special grants no Research Colony instead.
            granted = self._can_research_reef()
            events.append(TurtleBonus(seat, granted))
            if granted:
                self.phase = PHASE_REEF
                self.turtle = True
                return events
        return events + self._end_turn()

    def _finish_reef_action(self) -> list[Event]:
        seat = self.turn
        room = max(0, HAND_LIMIT - self.hand_size(seat))
        events = self._draw(seat, min(REEF_DRAW, room))
        self._reset_turn_state()
        return events + self._end_turn()

    def _end_turn(self) -> list[Event]:
        events: list[Event] = []
        done = [
            rid for rid in range(len(self.reef_cells)) if not self.completed[rid] and self.reef_complete(rid)
        ]
        for rid in done:
            events += self._score_reef(rid)
        seat = self.turn
        if done and self.antlers == 0:
            self.end_reason = "the last antler was placed"
        elif not self.hand_size(seat):
            self.end_reason = f"{seat_ref(seat)} ended a turn with no tiles left"
        if self.end_reason:
            return events + self._end_game()
        self.turn = (seat + 1) % self.players
        self.phase = CHOOSE_ACTION
        return events + [TurnStarted(self.turn)]

    def _score_reef(self, rid: int) -> list[Event]:
        self.completed[rid] = True
        self._reef_changed(rid)
        cells = tuple(self.hex_of(c) for c in self.reef_cells[rid])
        creatures = self.reef_creatures(rid)
        size = len(self.reef_cells[rid])
        events: list[Event] = [ReefCompleted(rid, size, cells, tuple(creatures))]
        for seat, (points, role) in enumerate(reef_award_roles(size, creatures, self.players)):
            if points:
                events.append(self._score(seat, points, "reefs", f"reef of {size} tiles, {role}", cells))
        for seat, why in enumerate(reef_unscored(size, creatures, self.players)):
            # A one-tile reef's line already says it scores nothing, for everyone at once.
            if why and why != ONE_TILE:
                events.append(ReefUnscored(seat, rid, why, tuple(creatures), cells))
        if self.tokens[rid]:
            events.append(DiscoveryReturned(rid, -1, tuple(CREATURES[t] for t in self.tokens[rid])))
            self.tokens[rid] = []
        # Ruling ('For each completed reef'): every reef completed this turn scores, even
        # when the last antler runs out; the final reef may then get no antler.
        if self.antlers > 0:
            self.antlers -= 1
            self.antler[rid] = True
            events.append(AntlerPlaced(rid, self.antlers))
        return events

    def _end_game(self) -> list[Event]:
        events: list[Event] = []
        if self.options["discovery"]:
            for seat in range(self.players):
                kept = sum(self.discovery[seat])
                if kept:
                    events.append(self._score(seat, kept, "discovery", "discovery tokens kept", ()))
        self.over = True
        self.phase = GAME_OVER
        self.seal()
        result = self.result()
        events.append(GameEnded(tuple(result.winners), tuple(result.scores)))
        return events

    # ------------------------------------------------------------- result
    def result(self) -> Result:
        key = {s: (self.scores[s], self.unplayed(s)) for s in range(self.players)}
        ranking = sorted(range(self.players), key=lambda s: (-key[s][0], -key[s][1], s))
        best = key[ranking[0]]
        winners = [s for s in ranking if key[s] == best]
        tied = [s for s in ranking if key[s][0] == best[0]]
        tiebreak = ""
        names = [seat_ref(s) for s in range(self.players)]
        if len(tied) > 1:
            if len(winners) == 1:
                tiebreak = (
                    f"{' and '.join(names[s] for s in tied)} tied on {points_phrase(best[0])}; "
                    f"{names[winners[0]]} wins with the most unplayed tiles ({best[1]})."
                )
            else:
                tiebreak = (
                    f"{' and '.join(names[s] for s in winners)} tied on points and unplayed tiles: "
                    "they share the victory."
                )
        return Result(
            scores=list(self.scores),
            winners=winners,
            ranking=ranking,
            breakdown=[dict(b) for b in self.breakdown],
            tiebreak=tiebreak,
        )

    # ---------------------------------------------------------- the view
    def view(self, seat: int, omniscient: bool = False) -> Any:
        from seaboard.engine.seagrass.view import build_view

        return build_view(self, seat, omniscient)

    @classmethod
    def determinize(cls, view: Any, rng: random.Random) -> Seagrass:
        from seaboard.engine.seagrass.determinize import determinize

        return determinize(cls, view, rng)

    # ------------------------------------------------------------- saving
    def _state_to_dict(self) -> dict[str, Any]:
        return {
            "owner": list(self.owner),
            "kind": list(self.kind),
            "up": [int(u) for u in self.up],
            "reef_cells": [list(c) for c in self.reef_cells],
            "start_reef": self.start_reef,
            "explored": [int(x) for x in self.explored],
            "completed": [int(x) for x in self.completed],
            "antler": [int(x) for x in self.antler],
            "antlers": self.antlers,
            "tokens": [list(t) for t in self.tokens],
            "hands": [list(h) for h in self.hands],
            "supply": [list(s) for s in self.supply],
            "specials": [[int(x) for x in s] for s in self.specials],
            "box": [list(b) for b in self.box],
            "discovery": [list(d) for d in self.discovery],
            "scores": list(self.scores),
            "breakdown": [dict(b) for b in self.breakdown],
            "turn": self.turn,
            "phase": self.phase,
            "creature": self.creature,
            "placed": list(self.placed),
            "special_placed": int(self.special_placed),
            "turtle": int(self.turtle),
            "reef_cell": self.reef_cell,
            "over": int(self.over),
            "end_reason": self.end_reason,
        }

    def _state_from_dict(self, data: Mapping[str, Any]) -> None:
        from seaboard.engine.seagrass.saving import load_state

        self._init_layout()
        load_state(self, data)
