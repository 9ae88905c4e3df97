"""Events of Blooming Sea, in the order a turn produces them:
TilePlaced, (ReefScored, FiftyTaken*)*, (FishDecided, (Scored, FiftyTaken*)?)*, TileDrawn | GameEnded,
TurnStarted (a FiftyTaken follows the points that took the score marker round the track)."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.bloomingsea.fish import FISH_NAMES
from seaboard.engine.core import Event, Scored


def _at(x: int, y: int) -> str:
    return f"({x}, {y})"


@dataclass(frozen=True)
class TilePlaced(Event):
    """`seat` placed tile `tile` (id) at rotation/x/y; `cells[i]` got coral `colors[i]`."""

    seat: int
    tile: int
    rotation: int
    x: int
    y: int
    cells: tuple = ()
    colors: tuple = ()

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} places a tile ({'-'.join(self.colors)})."


@dataclass(frozen=True)
class ReefScored(Scored):
    """A reef the placement made or expanded: `points` = its size, `cells` = all its corals."""

    color: str = ""
    expanded: bool = False  # False: this placement made the reef

    def describe(self, names: list[str]) -> str:
        if self.expanded:
            return f"{names[self.seat]} expands the {self.color} reef to {self.points}: +{self.points}."
        article = "an" if self.color[:1] in "aeiou" else "a"
        return f"{names[self.seat]} makes {article} {self.color} reef of {self.points}: +{self.points}."


@dataclass(frozen=True)
class FiftyTaken(Event):
    """`seat`'s score marker reached or passed "0" of the 50-step track again: their total went to
    `score`, past `mark` (50, 100, ...), and they take a "50" token (rulebook, 2. Scoring)."""

    seat: int
    mark: int
    score: int

    def describe(self, names: list[str]) -> str:
        verb = "reaches" if self.score == self.mark else "passes"
        return f"{names[self.seat]} {verb} {self.mark} points and takes a \u201c50\u201d token."


@dataclass(frozen=True)
class FishDecided(Event):
    """The fish token on (x, y) is decided and leaves the board.

    `seats[i]` counted `tallies[i]` corals, the cells `counted[i]`; `winner`
    is the seat scoring `value` points, or -1 on a tie (nobody scores).
    `cause` is "surrounded" (all adjacent squares occupied) or "no tile fits"
    (some adjacent squares stay empty: `dead_cells`, where no tile can go).
    """

    x: int
    y: int
    fish: str
    value: int
    seats: tuple = ()
    tallies: tuple = ()
    counted: tuple = ()
    winner: int = -1
    cause: str = "surrounded"
    dead_cells: tuple = ()

    def describe(self, names: list[str]) -> str:
        tally = ", ".join(f"{names[s]} {t}" for s, t in zip(self.seats, self.tallies))
        fish = FISH_NAMES.get(self.fish, self.fish)
        head = f"{fish} at {_at(self.x, self.y)}: {tally}"
        if self.winner < 0:
            return f"{head}; a tie, nobody scores."
        return f"{head}; {names[self.winner]} has the most."


@dataclass(frozen=True)
class TileDrawn(Event):
    """`seat` drew a tile (which one is secret); `pile_left` tiles remain."""

    routine = True
    draw = True
    seat: int
    pile_left: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} draws a tile ({self.pile_left} left)."


@dataclass(frozen=True)
class TileDiscarded(Event):
    """`seat`'s tile `tile` fitted nowhere: it is shown and set aside."""

    seat: int
    tile: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]}'s tile fits nowhere and is set aside."


@dataclass(frozen=True)
class Passed(Event):
    seat: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} has no tile and passes."


@dataclass(frozen=True)
class FishPlaced(Event):
    seat: int
    fish: str
    x: int
    y: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} puts a {FISH_NAMES.get(self.fish, self.fish)} on {_at(self.x, self.y)}."


@dataclass(frozen=True)
class NoTileFits(Event):
    """The pile is empty and no player can place a tile: the game ends."""

    def describe(self, names: list[str]) -> str:
        return "The pile is empty and no player can place a tile."
