"""What one seat may know of a Blooming Sea game."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.bloomingsea.board import Board
from seaboard.engine.bloomingsea.tiles import COLORS, TILES, Tile


@dataclass(frozen=True)
class View:
    """One seat's view of Blooming Sea (everything on the table plus its own hand).

    Fields:
      seat            the seat this view is for (None: a spectator, no hand shown)
      players         number of seats (2-4); seat 0 starts, play goes 0, 1, 2, ...
      current_player  the seat to act, or None when the game is over
      is_over         True once the game has ended
      phase           the step the current player is in:
                        "place_fish"   Aquarist setup by choice: PlaceFish(fish, x, y)
                        "place_tile"   Place(rotation, x, y) with the tile in hand
                        "discard_tile" the hand tile fits nowhere: DiscardTile() (the
                                       same seat then places the replacement)
                        "pass"         no tile in hand, pile empty: Pass()
                        "game_over"
      scores          exact total points per seat (the track is public)
      fifties         "50" tokens held per seat (total // 50)
      track           position of each score marker on the 0-49 track (total % 50)
      reef_points, fish_points   the two parts of each total
      colors          colour name per seat ("yellow", "purple", "green", "orange")
      options         the setup options as (key, value) pairs
      board           the Board (static geometry: side, name, value, width, height,
                      squares, numbered; see board.py)
      mode            "standard" or "aquarist"
      coral           per square index (y * width + x): colour index into COLORS,
                      or -1 if empty / not a square. Use coral_at(x, y).
      tile_at         per square index: id of the placed tile covering it, or -1
                      (draw tile outlines where neighbours differ)
      placements      every placed tile in order: (seat, tile_id, rotation, x, y)
      dead            empty open squares where no tile can ever be placed, as (x, y)
      fish            fish tokens still on the board: (x, y, fish_type, points)
      fish_results    decided fish in order: (x, y, fish_type, points, winner or -1)
      fish_supply     Aquarist by choice: fish types still to place (else empty)
      hand            this seat's Tile (tiles.py: id, shape, cells, colors), or None
      hands           per seat: the Tile if this seat may see it, else None
      hand_sizes      per seat: 1 if holding a tile, else 0
      pile_size       tiles left in the face-down pile
      discarded       tiles set aside because they fitted nowhere (ids, public)
      turn            the seat whose turn it is (or who took the last turn)
    """

    seat: int | None
    players: int
    current_player: int | None
    is_over: bool
    phase: str
    scores: tuple[int, ...]
    fifties: tuple[int, ...]
    track: tuple[int, ...]
    reef_points: tuple[int, ...]
    fish_points: tuple[int, ...]
    colors: tuple[str, ...]
    options: tuple[tuple[str, object], ...]
    board: Board
    mode: str
    coral: tuple[int, ...]
    tile_at: tuple[int, ...]
    placements: tuple[tuple[int, int, int, int, int], ...]
    dead: tuple[tuple[int, int], ...]
    fish: tuple[tuple[int, int, str, int], ...]
    fish_results: tuple[tuple[int, int, str, int, int], ...]
    fish_supply: tuple[str, ...]
    hand: Tile | None
    hands: tuple[Tile | None, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    discarded: tuple[int, ...]
    turn: int

    def coral_at(self, x: int, y: int) -> str | None:
        """The coral colour name on (x, y), or None if the square is empty or off the board."""
        if not self.board.contains(x, y):
            return None
        color = self.coral[y * self.board.width + x]
        return COLORS[color] if color >= 0 else None

    def tile(self, tile_id: int) -> Tile:
        return TILES[tile_id]
