"""What one seat may know of a Seagrass game."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any

from seaboard.engine.seagrass.tiles import CREATURES, KIND_CODES, KINDS

Cell = tuple[int, int]


@dataclass(frozen=True)
class SpaceView:
    """One play space of the play area.

    cell: axial hex (q, r), flat-top (grids.hex_to_pixel draws it);
    region: "Green" / "Yellow" / "Blue" / "Red";
    content: "empty", "reef_tile" (the printed reef tile), "face_down" (a
    tile expanding a reef) or "creature" (a face-up tile);
    owner: seat of the tile, -1 for empty spaces and reef tiles;
    tile: its code ("crab-2", "turtle-special"), None when empty, a reef tile,
    or a face-down tile this seat did not play;
    reef: the reef id for reef tiles and face-down tiles, else -1.
    """

    cell: Cell
    region: str
    content: str
    owner: int
    tile: str | None
    reef: int


@dataclass(frozen=True)
class ReefView:
    """A reef (a reef tile plus the face-down tiles joined to it).

    id: reef number (0..); space: the printed reef space; cells: all its spaces,
    reef tile first; explored: a creature has touched it (the starting reef is
    explored from the start); completed: scored; antler: an antler sits on it;
    starting: the starting reef tile; tokens: Discovery tokens still on it
    (creature names; empty without the expansion).
    """

    id: int
    space: Cell
    cells: tuple[Cell, ...]
    explored: bool
    completed: bool
    antler: bool
    starting: bool
    tokens: tuple[str, ...]


@dataclass(frozen=True)
class PlayerView:
    """Public facts about one seat.

    seat; name: player colour (Blue, Purple, Green, Orange); hand_count and
    supply_count: tiles in hand and face-down supply; specials: creatures whose
    special tile is still beside the player; boxed: codes of this seat's tiles
    sent to the box by special crabs; discovery: Discovery tokens held per
    creature (jellyfish, turtle, starfish, crab); score: None when the viewing
    seat may not know it.
    """

    seat: int
    name: str  # player colour: Blue, Purple, Green, Orange
    hand_count: int
    supply_count: int
    specials: tuple[str, ...]  # creatures whose special tile is still beside the player
    boxed: tuple[str, ...]  # this seat's tiles sent to the box by special crabs
    discovery: tuple[int, ...]  # discovery tokens held, per creature (CREATURES order)
    score: int | None  # None when this seat may not know it


@dataclass(frozen=True)
class SeagrassView:
    """Everything seat `seat` may know (seat None: a spectator, who sees no hand
    and no secret score). Fields:

    seat, players, names (colours by seat), current_player (None when over),
    is_over, phase: "choose_action" | "colony" | "reef" | "reef_confirm" | "game_over".
    scores: list per seat, None where this seat may not know it (own score always;
    every score with the open_scores option, omniscient views and after the end).
    board_side ("front"/"back"), board_name ("Seagrass"/"Kelp Shelf"),
    regions_in_play (region names), rocks (cells of dark rock to draw),
    spaces: every play space in play (SpaceView), reefs: ReefView by id,
    antlers_left, start_reef (reef id).
    hand: this seat's hand as sorted tile codes; hands: per seat, None where unknown.
    player_info: PlayerView per seat.
    Turn in progress: action ("colony"/"reef"/None), colony_creature (name or None),
    placed (cells and tile codes played face up this colony action, in order),
    special_placed, turtle_bonus (the reef action in progress is the special turtle's),
    reef_cell (cell of the face-down tile placed this reef action, or None).
    Options: introductory, discovery, open_scores.
    end_reason ("" until over), breakdown (per seat {"colonies","reefs","discovery"}
    when over or when scores are visible to this seat, else None entries).
    omniscient: True when built with omniscient=True (everything shown).

    Phases and the moves they take (moves.py; always ask game.legal_moves()):
      choose_action  ChooseAction("colony"), ChooseAction("reef") when a reef can grow
      colony         PlaceCreature(cell, tile) one tile at a time (a special crab goes
                     onto another player's tile); Confirm() is offered once legal
      reef           PlaceReefTile(cell, tile); turtle_bonus tells it is the turtle's
      reef_confirm   Confirm() draws up to three (hand limit 7) and ends the turn
      game_over      nothing; game.result() has scores, winners and the breakdown
    """

    seat: int
    players: int
    names: tuple[str, ...]
    current_player: int | None
    is_over: bool
    phase: str
    scores: list[int | None]
    board_side: str
    board_name: str
    regions_in_play: tuple[str, ...]
    rocks: tuple[Cell, ...]
    spaces: tuple[SpaceView, ...]
    reefs: tuple[ReefView, ...]
    antlers_left: int
    start_reef: int
    hand: tuple[str, ...]
    hands: tuple[tuple[str, ...] | None, ...]
    player_info: tuple[PlayerView, ...]
    action: str | None
    colony_creature: str | None
    placed: tuple[tuple[Cell, str], ...]
    special_placed: bool
    turtle_bonus: bool
    reef_cell: Cell | None
    introductory: bool
    discovery: bool
    open_scores: bool
    end_reason: str
    breakdown: tuple[dict[str, int] | None, ...]
    omniscient: bool


_new_view = object.__new__  # frozen views filled through __dict__, without __init__

# Creatures whose special is still beside a player, by the four flags.
_SPECIAL_NAMES = {
    flags: tuple(name for name, on in zip(CREATURES, flags) if on)
    for flags in product((False, True), repeat=4)
}


_HAND_CODES: dict[tuple[int, ...], tuple[str, ...]] = {}


def _hand_codes(hand: list[int]) -> tuple[str, ...]:
    """A hand's sorted tile codes (hands repeat a lot: kept per tile counts)."""
    counts = tuple(hand)
    codes = _HAND_CODES.get(counts)
    if codes is None:
        codes = tuple(KIND_CODES[k] for k in range(KINDS) for _ in range(hand[k]))
        if len(_HAND_CODES) < 50_000:
            _HAND_CODES[counts] = codes
    return codes


def _space(game: Any, c: int) -> SpaceView:
    lay = game.layout
    o, reef = game.owner[c], game.reef[c]
    if o < 0:
        return SpaceView(lay.cells[c], lay.region_of[c], "empty" if reef < 0 else "reef_tile", -1, None, reef)
    if game.up[c]:
        return SpaceView(lay.cells[c], lay.region_of[c], "creature", o, KIND_CODES[game.kind[c]], reef)
    return SpaceView(lay.cells[c], lay.region_of[c], "face_down", o, None, reef)


def _public_spaces(game: Any) -> tuple[SpaceView, ...]:
    """Every space as everyone sees it; cached on the game, refreshed per changed cell."""
    if game.space_tuple is not None:
        return game.space_tuple
    cache = game.space_cache
    if cache is None:
        cache = game.space_cache = [_space(game, c) for c in range(game.n_cells)]
    else:
        for c in game.dirty_cells:
            cache[c] = _space(game, c)
    game.dirty_cells.clear()
    game.space_tuple = tuple(cache)
    return game.space_tuple


def _face_down_views(game: Any) -> tuple[dict[int, list], list]:
    """Face-down tiles shown with their tile, as (cell, SpaceView): per owner, and all.

    Face-down tiles only ever join reefs (never leave, never change), so their
    count tells whether the lists are still complete."""
    down = sum(map(len, game.reef_cells))
    cached = game.down_views
    if cached is not None and cached[0] == down:
        return cached[1], cached[2]
    lay, owner, kind = game.layout, game.owner, game.kind
    shown = game.shown_spaces  # a face-down tile never changes: build its view once
    by_owner: dict[int, list] = {}
    every = []
    for rid, cells in enumerate(game.reef_cells):
        for c in cells[1:]:  # the face-down tiles, after the reef tile
            view = shown.get(c)
            if view is None:
                view = shown[c] = SpaceView(
                    lay.cells[c], lay.region_of[c], "face_down", owner[c], KIND_CODES[kind[c]], rid
                )
            by_owner.setdefault(owner[c], []).append((c, view))
            every.append((c, view))
    game.down_views = (down, by_owner, every)
    return by_owner, every


def _seat_spaces(game: Any, seat: int | None, omniscient: bool) -> tuple[SpaceView, ...]:
    """The public spaces with this seat's own face-down tiles shown (cached per seat)."""
    public = _public_spaces(game)
    key = (seat, omniscient)
    cached = game.seat_spaces.get(key)
    if cached is not None and cached[0] is public:
        return cached[1]
    by_owner, every = _face_down_views(game)
    patches = every if omniscient else by_owner.get(seat, ())
    spaces = public
    if patches:
        spaces = list(public)
        for c, view in patches:
            spaces[c] = view
        spaces = tuple(spaces)
    game.seat_spaces[key] = (public, spaces)
    return spaces


def _reef_views(game: Any) -> tuple[ReefView, ...]:
    """The reefs as everyone sees them; cached per reef, rebuilt when one changes."""
    lay = game.layout
    views = game.reef_views
    if views is None:
        views = game.reef_views = [None] * len(game.reef_cells)
    for rid, cells in enumerate(game.reef_cells):
        if views[rid] is None:
            views[rid] = ReefView(
                id=rid,
                space=lay.cells[cells[0]],
                cells=tuple(lay.cells[c] for c in cells),
                explored=game.explored[rid],
                completed=game.completed[rid],
                antler=game.antler[rid],
                starting=rid == game.start_reef,
                tokens=tuple(CREATURES[t] for t in game.tokens[rid]),
            )
    game.reef_cache = tuple(views)
    return game.reef_cache


def _player_view(game: Any, s: int, name: str, score: int | None) -> PlayerView:
    """PlayerViews change rarely: reuse the last one while its facts are the same."""
    specials = game.specials[s]
    discovery = game.discovery[s]
    key = (sum(game.hands[s]), len(game.supply[s]), len(game.box[s]), score, *specials, *discovery)
    cached = game.player_cache.get(s)
    if cached is not None and cached[0] == key:
        return cached[1]
    view = _new_view(PlayerView)  # filled like build_view's SeagrassView (speed)
    view.__dict__.update(
        seat=s,
        name=name,
        hand_count=key[0],
        supply_count=key[1],
        specials=_SPECIAL_NAMES[tuple(specials)],
        boxed=tuple(map(KIND_CODES.__getitem__, game.box[s])),
        discovery=tuple(discovery),
        score=score,
    )
    game.player_cache[s] = (key, view)
    return view


def _fixed_fields(game: Any, seat: int | None, omniscient: bool) -> dict[str, Any]:
    """The view fields that never change during a game, per (seat, omniscient)."""
    lay = game.layout
    return {
        "seat": seat,
        "players": game.players,
        "names": tuple(game.names),
        "board_side": lay.side,
        "board_name": lay.name,
        "regions_in_play": lay.regions_in_play,
        "rocks": lay.rocks,
        "introductory": game.options["introductory"],
        "discovery": game.options["discovery"],
        "open_scores": game.options["open_scores"],
        "omniscient": omniscient,
    }


_ACTIONS = {"colony": "colony", "reef": "reef", "reef_confirm": "reef"}


def build_view(game: Any, seat: int, omniscient: bool = False) -> SeagrassView:
    # Bots and the simulator ask for a view at every step: the fixed fields are kept
    # per seat, and the frozen dataclass is filled without its field-by-field __init__
    # (the same object: equality, hash and repr read the fields).
    fixed = game.view_fixed.get((seat, omniscient))
    if fixed is None:
        fixed = game.view_fixed[(seat, omniscient)] = _fixed_fields(game, seat, omniscient)
    lay = game.layout
    seats = range(game.players)
    all_scores, all_hands, breakdown = game.scores, game.hands, game.breakdown
    if omniscient or game.over or fixed["open_scores"]:
        scores = list(all_scores)
    else:
        scores = [all_scores[s] if s == seat else None for s in seats]
    if omniscient:
        hands = tuple([_hand_codes(all_hands[s]) for s in seats])
    else:
        hands = tuple([_hand_codes(all_hands[s]) if s == seat else None for s in seats])
    names = fixed["names"]
    phase = game.phase
    view = _new_view(SeagrassView)
    fields = view.__dict__
    fields.update(fixed)
    fields["current_player"] = game.current_player
    fields["is_over"] = game.over
    fields["phase"] = phase
    fields["scores"] = scores
    fields["spaces"] = _seat_spaces(game, seat, omniscient)
    fields["reefs"] = game.reef_cache or _reef_views(game)
    fields["antlers_left"] = game.antlers
    fields["start_reef"] = game.start_reef
    fields["hand"] = hands[seat] if seat is not None and seat in seats and hands[seat] is not None else ()
    fields["hands"] = hands
    fields["player_info"] = tuple([_player_view(game, s, names[s], scores[s]) for s in seats])
    fields["action"] = _ACTIONS.get(phase)
    fields["colony_creature"] = CREATURES[game.creature] if game.creature >= 0 else None
    fields["placed"] = tuple([(lay.cells[c], KIND_CODES[game.kind[c]]) for c in game.placed])
    fields["special_placed"] = game.special_placed
    fields["turtle_bonus"] = game.turtle
    fields["reef_cell"] = lay.cells[game.reef_cell] if game.reef_cell >= 0 else None
    fields["end_reason"] = game.end_reason
    fields["breakdown"] = tuple([dict(breakdown[s]) if scores[s] is not None else None for s in seats])
    return view
