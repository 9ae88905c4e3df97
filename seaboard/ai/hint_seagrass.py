"""A Seagrass hint in a few plain sentences, from the events of the turn it plans.

Playtest: the generic hint strung the log's sentences together ("Play a double turtle tile;
play a single turtle tile; Reef 1 is explored; play the special turtle; +5 (new turtle
colony); your special turtle: an extra Research Reef action.") and was cut before the face-down
tile of the turtle's reef action, which the rack still ringed. Here the turn is said as a player
would: the action, the tiles grouped with their points, then the reef step (the face-down tile
named), and what follows from it (a completed reef, discovery tokens). A reef being explored is
left out: it happens along the way. Every tile the plan plays is named. Nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from seaboard.engine.core import Scored
from seaboard.engine.seagrass.events import (
    ActionChosen,
    CreaturePlaced,
    DiscoveryClaimed,
    ReefCompleted,
    ReefExpanded,
    TileBoxed,
    TilesDrawn,
    TurtleBonus,
)
from seaboard.engine.seagrass.moves import ChooseAction, PlaceReefTile
from seaboard.engine.seagrass.tiles import CODE_KIND, describe_tile

_NUMBERS = ("no", "a", "two", "three", "four", "five", "six", "seven")


def _count(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def tiles_in_words(codes: Sequence[str]) -> str:
    """The tiles of one creature played together: "a double and a single turtle tile and the
    special turtle", "three single crab tiles"."""
    creature = codes[0].partition("-")[0] if codes else ""
    doubles = sum(1 for c in codes if c.endswith("-2"))
    singles = sum(1 for c in codes if c.endswith("-1"))
    parts = [f"{_count(n)} {kind}" for n, kind in ((doubles, "double"), (singles, "single")) if n]
    words = " and ".join(parts) + f" {creature} tile{'s' if max(doubles, singles) > 1 else ''}" if parts else ""
    if any(c.endswith("-special") for c in codes):
        words = f"{words} and the special {creature}" if words else f"the special {creature}"
    return words


def _points(scored: Sequence[Scored]) -> str:
    return " and ".join(f"+{s.points} ({s.reason})" for s in scored)


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" and {items[-1]}"


def describe_turn(steps: Sequence[Any], events: Sequence[Sequence[Any]], seat: int,
                  names: Sequence[str]) -> str | None:
    """The planned `steps` (each with the events it made on a sample of the game) said to the
    player at `seat`, in sentences ending in full stops; None when there is nothing to say
    (the caller then falls back to the log's sentences)."""
    sentences: list[str] = []
    action = None  # "colony" or "reef", when the plan chooses it
    played: list[str] = []
    boxed: list[str] = []
    colony_points: list[Scored] = []
    colony_draw = None
    confirmed_colony = False
    bonus: TurtleBonus | None = None
    reef_tile = reef_id = reef_draw = None
    completed: list[tuple[int, list[Scored]]] = []
    tokens: list[tuple[str, int]] = []
    set_points: list[Scored] = []
    for step, made in zip(steps, events):
        if isinstance(step, ChooseAction):
            action = step.action
        for event in made:
            if isinstance(event, ActionChosen):
                continue
            if isinstance(event, CreaturePlaced) and event.seat == seat:
                played.append(event.tile)
            elif isinstance(event, TileBoxed) and event.by == seat:
                tile = describe_tile(CODE_KIND[event.tile]).removeprefix("a ").removeprefix("the ")
                boxed.append(f"{names[event.owner]}'s {tile}")
            elif isinstance(event, TurtleBonus) and event.seat == seat:
                bonus = event
            elif isinstance(event, ReefExpanded) and event.seat == seat:
                reef_id = event.reef
                reef_tile = step.tile if isinstance(step, PlaceReefTile) else None
            elif isinstance(event, TilesDrawn) and event.seat == seat:
                # The Confirm that scores a colony draws only for an empty hand; any other draws
                # after a reef tile.
                if any(isinstance(e, Scored) and e.reason.endswith("colony") for e in made):
                    colony_draw = event.count
                else:
                    reef_draw = event.count
            elif isinstance(event, ReefCompleted):
                completed.append((event.reef, []))
            elif isinstance(event, Scored) and event.seat == seat:
                if event.reason.startswith("reef of") and completed:
                    completed[-1][1].append(event)
                elif event.reason.endswith("colony"):
                    colony_points.append(event)
                    confirmed_colony = True
                elif event.reason.startswith("a set of four"):
                    set_points.append(event)
            elif isinstance(event, DiscoveryClaimed) and event.seat == seat:
                tokens.append((event.creature, event.reef))
    # The colony: the action, the tiles grouped, their points.
    if played or confirmed_colony:
        lead = "Take Research Colony: play " if action == "colony" else "Play "
        if played:
            text = lead + tiles_in_words(played)
            if boxed:
                text += f" (over {_and(boxed)}, which goes to the box)"
            if colony_points and action is None:
                # Mid-turn, tiles already down count too: the points are the colony's, not the
                # tile's (playtest: "Play a single crab tile for +6" read as six for one tile).
                text += f" and Confirm: the colony scores {_points(colony_points)}"
            elif colony_points:
                text += f" for {_points(colony_points)}"
        else:  # everything is down already: the Confirm scores it
            text = f"Confirm: {_points(colony_points)}"
        if colony_draw:
            text += ", and draw a tile (your hand is empty)"
        sentences.append(text + ".")
    elif action == "colony":
        sentences.append("Take Research Colony.")
    # The reef step: Research Reef, or the special turtle's extra one.
    if bonus is not None and not bonus.granted:
        sentences.append("No reef can be expanded, so the special turtle gives no extra action.")
    draw = None
    if reef_draw is not None:
        draw = "draw no tiles (your supply is empty)" if reef_draw == 0 else \
            f"draw {reef_draw} tile{'s' if reef_draw != 1 else ''}"
    if reef_id is not None:
        tile = describe_tile(CODE_KIND[reef_tile]) if reef_tile in CODE_KIND else "a tile"
        text = f"play {tile} face down to expand reef {reef_id + 1}" + (f" and {draw}" if draw else "")
        if bonus is not None and bonus.granted:
            text = "Then, for the special turtle's extra Research Reef action, " + text
        elif action == "reef":
            text = "Take Research Reef: " + text
        sentences.append(text[:1].upper() + text[1:] + ".")
    elif draw is not None:
        sentences.append(f"Confirm: {draw}.")
    elif action == "reef":
        sentences.append("Take Research Reef.")
    elif bonus is not None and bonus.granted and played:
        sentences.append("Then take the special turtle's extra Research Reef action.")
    # What follows from it, last.
    if completed:
        if len(completed) == 1 and completed[0][1]:
            reef, scored = completed[0]
            sentences.append(f"This completes reef {reef + 1}: {_points(scored)}.")
        else:
            parts = [f"reef {reef + 1}" + (f" (+{sum(s.points for s in scored)})" if scored else "")
                     for reef, scored in completed]
            sentences.append(f"This completes {_and(parts)}.")
    if tokens:
        by_creature: dict[str, list[str]] = {}
        for creature, reef in tokens:
            by_creature.setdefault(creature, []).append(str(reef + 1))
        said = [f"the {creature} discovery token{'s' if len(reefs) > 1 else ''} of reef{'s' if len(reefs) > 1 else ''} "
                f"{_and(reefs)}" for creature, reefs in by_creature.items()]
        text = f"You take {_and(said)}"
        if set_points:
            sets = "a set" if len(set_points) == 1 else f"{_count(len(set_points))} sets"
            text += f", completing {sets} of four for +{sum(s.points for s in set_points)}"
        sentences.append(text + ".")
    elif set_points:
        sentences.append(f"A set of four discovery tokens: +{sum(s.points for s in set_points)}.")
    return " ".join(sentences) or None
