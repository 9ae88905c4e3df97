"""What happens in a game of Seagrass, for the log, the animations and replays.

Secret scores ("Keep the exact number of points a secret"): every point the
engine awards is a `SeagrassScored`, a core.Scored (same fields, same saved
form, `isinstance(e, Scored)` holds) that also knows who may see its amount.
At the table the tokens are taken in the open, but the exact total stays
secret; a log listing every amount would add the total up for everyone, so:

- `ev.visible_to(viewer, open_scores, game_over=False)`: may seat `viewer`
  (None: a spectator) see the amount? True for the scorer's own points, with
  the open_scores option, and once the game is over.
- `ev.describe_for(names, viewer, open_scores, game_over=False)`: the log line
  for that viewer: `describe(names)` when visible, else the amount left out
  ("Purple scores points (expanded crab colony).").
- `ev.describe_for_view(names, view)`: the same, reading seat, open_scores,
  is_over and omniscient (demo, replays: everything shown) from a SeagrassView.
`describe(names)` itself still prints the amount (replays, omniscient logs).
Reading of the table: the tokens are taken in the open, so a passing "+6" at
the moment of scoring may show to everyone; what the table never has is a
written record, so the lasting log uses describe_for / describe_for_view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.engine.core import Event, Scored
from seaboard.engine.seagrass.scoring import ONE_TILE, TIED_FOR_MOST, UNDER_HALF
from seaboard.engine.seagrass.tiles import CODE_KIND, describe_tile


@dataclass(frozen=True)
class SeagrassScored(Scored):
    """Points for `seat` (see the module docstring for who may see `points`)."""

    kind = "Scored"  # saved and replayed exactly like core.Scored

    def visible_to(self, viewer: int | None, open_scores: bool, game_over: bool = False) -> bool:
        return open_scores or game_over or viewer == self.seat

    def describe_for(
        self, names: list[str], viewer: int | None, open_scores: bool, game_over: bool = False
    ) -> str:
        if self.visible_to(viewer, open_scores, game_over):
            return self.describe(names)
        return f"{names[self.seat]} scores points ({self.reason})."

    def describe_for_view(self, names: list[str], view: Any) -> str:
        if view.omniscient:
            return self.describe(names)
        return self.describe_for(names, view.seat, view.open_scores, view.is_over)


@dataclass(frozen=True)
class ActionChosen(Event):
    seat: int
    action: str  # "colony" or "reef"

    def describe(self, names: list[str]) -> str:
        what = "Research Colony" if self.action == "colony" else "Research Reef"
        return f"{names[self.seat]} takes {what}."


@dataclass(frozen=True)
class CreaturePlaced(Event):
    seat: int
    cell: tuple[int, int]
    tile: str

    def describe(self, names: list[str]) -> str:
        # "a double jellyfish tile", not the code "jellyfish 2" (which reads like a count).
        return f"{names[self.seat]} plays {describe_tile(CODE_KIND[self.tile])}."


@dataclass(frozen=True)
class TileBoxed(Event):
    """A special crab replaced `owner`'s tile, which leaves the game."""

    owner: int
    cell: tuple[int, int]
    tile: str
    by: int

    def describe(self, names: list[str]) -> str:
        # "Ada's single jellyfish tile", not the code "jellyfish 1".
        tile = describe_tile(CODE_KIND[self.tile]).removeprefix("a ").removeprefix("the ")
        return f"{names[self.by]}'s special crab sends {names[self.owner]}'s {tile} to the box."


@dataclass(frozen=True)
class ReefExplored(Event):
    reef: int
    cell: tuple[int, int]  # the reef tile's space

    def describe(self, names: list[str]) -> str:
        return f"Reef {self.reef + 1} is explored."


@dataclass(frozen=True)
class ReefExpanded(Event):
    """A tile went face down into a reef (which tile stays hidden)."""

    seat: int
    cell: tuple[int, int]
    reef: int

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} expands reef {self.reef + 1}."


@dataclass(frozen=True)
class TilesDrawn(Event):
    routine = True  # the refill at the end of a turn
    draw = True
    seat: int
    count: int

    def describe(self, names: list[str]) -> str:
        if self.count == 0:
            return f"{names[self.seat]} draws no tiles."
        return f"{names[self.seat]} draws {self.count} tile{'s' if self.count != 1 else ''}."


@dataclass(frozen=True)
class TurtleBonus(Event):
    """The special turtle grants an immediate Research Reef action (or it is skipped)."""

    seat: int
    granted: bool

    def describe(self, names: list[str]) -> str:
        if self.granted:
            return f"{names[self.seat]}'s special turtle: an extra Research Reef action."
        return f"{names[self.seat]}'s special turtle: no reef can be expanded, so no extra action."


@dataclass(frozen=True)
class DiscoveryClaimed(Event):
    seat: int
    reef: int
    creature: str

    def describe(self, names: list[str]) -> str:
        return f"{names[self.seat]} takes the {self.creature} discovery token of reef {self.reef + 1}."


@dataclass(frozen=True)
class DiscoveryReturned(Event):
    """Unclaimed tokens of a completed reef, or a scored set of four, go to the box."""

    reef: int  # -1 for a player's set of four
    seat: int  # -1 for a completed reef
    creatures: tuple[str, ...]

    def describe(self, names: list[str]) -> str:
        if self.seat >= 0:
            return f"{names[self.seat]} returns a set of four discovery tokens."
        return f"Reef {self.reef + 1}'s unclaimed discovery tokens go to the box."


@dataclass(frozen=True)
class ReefCompleted(Event):
    reef: int
    size: int
    cells: tuple[tuple[int, int], ...]
    creatures: tuple[int, ...]  # adjacent creatures per seat

    def describe(self, names: list[str]) -> str:
        # Playtest: bare "Ada 6" read like points; these are adjacent creature counts (the
        # rulebook's word), the points follow on their own lines.
        counts = ", ".join(
            f"{names[s]} {n} creature{'s' if n != 1 else ''}" for s, n in enumerate(self.creatures) if n
        )
        tiles = f"{self.size} tile{'s' if self.size != 1 else ''}"
        line = f"Reef {self.reef + 1} ({tiles}) is complete: {counts or 'no creatures'}."
        if self.size == 1 and counts:
            # Rulebook's table: "1 tile 0 points". Playtest: with no points line after it, the
            # log read as if the scoring had been skipped.
            line += " A reef of one tile scores nothing."
        return line


def _and(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def _creatures(n: int) -> str:
    return f"{n} creature{'s' if n != 1 else ''}"


@dataclass(frozen=True)
class ReefUnscored(Event):
    """`seat` had creatures next to completed reef `reef` but scores nothing from it, for the rule
    `why` names (scoring.reef_unscored). Follows the reef's points lines. Playtest: "Ada 4
    creatures, Purple bot 10", then only the bot scored, and nothing said why."""

    routine = True  # an explanation: the log says it, a demo's caption of the move leaves it out
    seat: int
    reef: int
    why: str
    creatures: tuple[int, ...]  # adjacent creatures per seat, as ReefCompleted's
    cells: tuple[tuple[int, int], ...] = ()  # the reef's spaces (hovering the line rings them)

    def describe(self, names: list[str]) -> str:
        counts = self.creatures
        top = max(counts)
        leaders = [s for s, n in enumerate(counts) if n == top]
        lead = f"{names[self.seat]} gets nothing from reef {self.reef + 1}"
        if self.why == ONE_TILE:
            return f"{lead}: a reef of one tile scores nothing."
        if self.why == TIED_FOR_MOST:
            return (f"{lead}: {_and([names[s] for s in leaders])} tied for the most creatures ({top} each) "
                    "and share the points for most and second most; no one else scores.")
        if self.why == UNDER_HALF:
            need = -(-top // 2)
            return (f"{lead}: with 2 players, second place needs at least half of {names[leaders[0]]}'s "
                    f"{_creatures(top)} ({need} or more).")
        runner = max(n for n in counts if n < top)
        seconds = [s for s, n in enumerate(counts) if n == runner]
        each = " each" if len(seconds) > 1 else ""
        return (f"{lead}: only the most creatures ({names[leaders[0]]}, {top}) and the second most "
                f"({_and([names[s] for s in seconds])}, {runner}{each}) score.")


@dataclass(frozen=True)
class AntlerPlaced(Event):
    reef: int
    antlers_left: int

    def describe(self, names: list[str]) -> str:
        return f"An antler goes on reef {self.reef + 1} ({self.antlers_left} left)."
