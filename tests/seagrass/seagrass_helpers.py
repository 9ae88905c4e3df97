"""Build Seagrass positions directly for rule tests and worked examples.

Positions use the real front board. `scenario()` gives a game with empty
hands and no creature tiles; the helpers put tiles, reefs and hands in place
the way the rulebook's pictures show them, then the test plays real moves.
"""

from __future__ import annotations

from seaboard.engine.core import Scored
from seaboard.engine.grids import HEX_DIRECTIONS
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.moves import COLONY, REEF, ChooseAction, Confirm, PlaceCreature, PlaceReefTile
from seaboard.engine.seagrass.tiles import CODE_KIND, KIND_SPECIAL

BLUE, PURPLE, GREEN, ORANGE = range(4)
# Axial directions by compass name (flat-top hexes).
NE, SE, S, SW, NW, N = HEX_DIRECTIONS


def go(h, *steps):
    q, r = h
    for dq, dr in steps:
        q, r = q + dq, r + dr
    return (q, r)


def scenario(players: int = 3, seed: int = 0, turn: int = 0, start: int | None = None, **options) -> Seagrass:
    """A fresh game with every hand emptied (supplies untouched) and `turn` to play.

    `start`: make this reef id the (only) explored starting reef.
    """
    game = Seagrass(players, seed, options)
    for seat in range(players):
        game.hands[seat] = [0] * 12
    game.turn = turn
    if start is not None:
        game.start_reef = start
        game.explored = [rid == start for rid in range(len(game.reef_cells))]
    game.reef_cache = game.reef_views = None
    return game


def reef_hex(game: Seagrass, rid: int):
    return game.hex_of(game.reef_cells[rid][0])


def reef_id_at(game: Seagrass, h) -> int:
    return game.reef[game.cell_index(h)]


def put(game: Seagrass, h, seat: int, code: str) -> None:
    """A face-up creature tile of `seat` on hex `h` (already on the board)."""
    c = game.cell_index(h)
    assert c >= 0 and game.owner[c] < 0 and game.reef[c] < 0, f"{h} is not an empty play space"
    game.owner[c], game.kind[c], game.up[c] = seat, CODE_KIND[code], True
    for n in game.nbrs[c]:
        if game.reef[n] >= 0:
            game.explored[game.reef[n]] = True
    game._changed(c)
    game.reef_cache = game.reef_views = None


def put_down(game: Seagrass, h, seat: int, code: str = "crab-1") -> None:
    """A face-down tile of `seat` on hex `h`, expanding the one reef it touches."""
    c = game.cell_index(h)
    rids = {game.reef[n] for n in game.nbrs[c]} - {-1}
    assert len(rids) == 1 and game._empty(c), f"{h} must be empty and touch exactly one reef"
    rid = rids.pop()
    game.owner[c], game.kind[c], game.up[c], game.reef[c] = seat, CODE_KIND[code], False, rid
    game.reef_cells[rid].append(c)
    game._changed(c)
    game.reef_cache = game.reef_views = None


def give(game: Seagrass, seat: int, *codes: str) -> None:
    for code in codes:
        kind = CODE_KIND[code]
        assert not KIND_SPECIAL[kind], "specials stay beside the player"
        game.hands[seat][kind] += 1


def ring(game: Seagrass, cells) -> list:
    """The play spaces touching a group of hexes, in walking order around it
    (from one end when rock or the board edge breaks the loop)."""
    inside = {game.cell_index(h) for h in cells}
    around = {n for c in inside for n in game.nbrs[c]} - inside
    ends = [c for c in sorted(around) if sum(n in around for n in game.nbrs[c]) <= 1]
    order = [ends[0] if ends else min(around)]
    left = set(around) - {order[0]}
    while left:
        nxt = [n for n in game.nbrs[order[-1]] if n in left]
        if not nxt:
            break
        order.append(min(nxt))
        left.discard(order[-1])
    assert not left, "the ring around these cells is not a simple loop"
    return [game.hex_of(c) for c in order]


def colony(game: Seagrass, *placements) -> list:
    """Take Research Colony: place (hex, tile code) pairs in order, then Confirm."""
    events = game.apply(ChooseAction(COLONY))
    for h, code in placements:
        events += game.apply(PlaceCreature(h, code))
    events += game.apply(Confirm())
    return events


def reef_action(game: Seagrass, h, code: str, choose: bool = True) -> list:
    events = game.apply(ChooseAction(REEF)) if choose else []
    events += game.apply(PlaceReefTile(h, code))
    events += game.apply(Confirm())
    return events


def points(events, seat: int | None = None, reason: str = "") -> list[int]:
    return [
        e.points
        for e in events
        if isinstance(e, Scored) and (seat is None or e.seat == seat) and reason in e.reason
    ]
