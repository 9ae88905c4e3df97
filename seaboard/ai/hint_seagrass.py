"""A Seagrass hint in a few plain sentences, from the events of the turn it plans.

Playtest: the generic hint strung the log's sentences together ("Play a double turtle tile;
play a single turtle tile; Reef 1 is explored; play the special turtle; +5 (new turtle
colony); your special turtle: an extra Research Reef action.") and was cut before the face-down
tile of the turtle's reef action, which the rack still ringed. Here the turn is said as a player
would: the action, the tiles grouped with their points, then the reef step (the face-down tile
named), and what follows from it (a completed reef, discovery tokens). A reef being explored is
left out: it happens along the way. Every tile the plan plays is named. Nothing here imports pygame.

Playtest: the hint said what to do but never why ("Take Research Colony; play a double turtle
tile; +4"). why_said gives one short reason, as Blooming Sea's hint does for its fish: the reef
the turn completes with your share of it, the lead it takes or builds in creatures around a reef,
the reef it grows where you lead, or the tiles a Research Reef action draws. All of it is read off
the engine (reef_creatures, reef_award_roles, reef_points) on a sample of the hinted seat's own
view, playing the planned steps: only public counts and that seat's own hand are said.
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
from seaboard.engine.seagrass.game import Seagrass
from seaboard.engine.seagrass.moves import ChooseAction, PlaceReefTile
from seaboard.engine.seagrass.scoring import reef_award_roles, reef_points
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


# How a change in creatures around an open reef ranks for the hinted player (Blooming Sea's order):
# the lead taken first, a gap only narrowed last.
TAKES, LEVEL, BUILDS, NEARS = range(4)
LOW_HAND = 2  # at most this many tiles in hand: Research Reef's draw is the reason


def _best_rival(counts: Sequence[int], seat: int) -> int:
    """The rival with the most creatures around a reef (the earlier seat on a tie among rivals)."""
    return max((s for s in range(len(counts)) if s != seat), key=lambda s: (counts[s], -s))


def _against(counts: Sequence[int], seat: int, names: Sequence[str]) -> str:
    """"with 4 creatures to Bo's 3" (around a reef, yours against the best rival's)."""
    rival = _best_rival(counts, seat)
    return f"with {_creatures(counts[seat])} to {names[rival]}'s {counts[rival]}"


def _creatures(n: int) -> str:
    return f"{n} creature{'s' if n != 1 else ''}"


def _only_you(n: int) -> str:
    """"only you have creatures there, 3 of them" (nobody else has any around a reef)."""
    return "only you have a creature there" if n == 1 else f"only you have creatures there, {n} of them"


def _completed(world: Seagrass, events: Sequence[Any], seat: int, names: Sequence[str]) -> str:
    """The completed reef that scores the most for `seat` (reef_award_roles, the engine's award)."""
    best = None
    for event in events:
        if not isinstance(event, ReefCompleted):
            continue
        points, role = reef_award_roles(event.size, event.creatures, world.players)[seat]
        if points and (best is None or points > best[0]):
            best = (points, role, event)
    if best is None:
        return ""
    _, role, event = best
    where = ("are tied for the most creatures" if role.startswith("tied for most") else
             "are tied for the second most creatures" if role.startswith("tied for second") else
             "have the most creatures" if role.startswith("most") else "have the second most creatures")
    if not event.creatures[_best_rival(event.creatures, seat)]:
        return f"it completes reef {event.reef + 1}, and {_only_you(event.creatures[seat])}"
    rival = _best_rival(event.creatures, seat)
    return (f"it completes reef {event.reef + 1}, where you {where}: "
            f"{event.creatures[seat]} to {names[rival]}'s {event.creatures[rival]}")


def _leads(world: Seagrass, before: Sequence[Sequence[int]], seat: int,
           names: Sequence[str]) -> tuple[int, str] | None:
    """(rank, words) of the best change in creatures around a reef still open after the turn."""
    gains = []
    for rid, old in enumerate(before):
        if world.completed[rid]:
            continue  # completed this turn: said by _completed
        new = world.reef_creatures(rid)
        rivals_lost = any(new[s] < old[s] for s in range(len(new)) if s != seat)
        if not new[seat] or new[seat] < old[seat] or (new[seat] == old[seat] and not rivals_lost):
            continue
        rival = _best_rival(new, seat)
        mine, theirs = new[seat], new[rival]
        was_ahead = old[seat] > old[_best_rival(old, seat)]
        reef = f"reef {rid + 1}"
        if not theirs:  # nobody else has a creature there
            rank = BUILDS if was_ahead else TAKES
            said = (f"it builds your lead around {reef}: you will have {_creatures(mine)} there, "
                    "and nobody else has any" if was_ahead else f"you will be the only one with creatures around {reef}: {_creatures(mine)}")
        elif mine > theirs:
            rank = BUILDS if was_ahead else TAKES
            said = (f"it builds your lead around {reef}, " if was_ahead else
                    f"you take the lead around {reef}, ") + _against(new, seat, names)
        elif mine == theirs:
            rank, said = LEVEL, f"it draws you level with {names[rival]} around {reef}, at {_creatures(mine)} each"
        else:
            rank, said = NEARS, f"it closes in on {names[rival]} around {reef}, " + _against(new, seat, names)
        gains.append((rank, -reef_points(len(world.reef_cells[rid]))[0], rid, said))
    if not gains:
        return None
    rank, _, _, said = min(gains)
    return rank, said


def _grows(world: Seagrass, events: Sequence[Any], sizes: Sequence[int], seat: int,
           names: Sequence[str]) -> str:
    """The reef the turn's face-down tile grows to a bigger prize (reef_points), where you lead or
    are level in creatures."""
    for event in events:
        if not isinstance(event, ReefExpanded) or event.seat != seat or world.completed[event.reef]:
            continue
        rid = event.reef
        size = len(world.reef_cells[rid])
        most = reef_points(size)[0]
        counts = world.reef_creatures(rid)
        rival = _best_rival(counts, seat)
        if most <= reef_points(sizes[rid])[0] or not counts[seat] or counts[seat] < counts[rival]:
            return ""
        there = (_only_you(counts[seat]).capitalize() if not counts[rival] else
                 f"You are level there with {names[rival]}, at {_creatures(counts[seat])} each"
                 if counts[seat] == counts[rival] else f"You lead there, {_against(counts, seat, names)}")
        return f"it grows reef {rid + 1} to {size} tiles, worth {most} points for the most creatures. {there}"
    return ""


def _draws(view: Any, events: Sequence[Any], chose_reef: bool, seat: int) -> tuple[int, str] | None:
    """(tiles in hand, words) for a Research Reef action's draw; None for none (or the turtle's)."""
    if not chose_reef:
        return None
    drawn = [e.count for e in events if isinstance(e, TilesDrawn) and e.seat == seat]
    if not drawn or not drawn[-1]:
        return None
    # The hand when the action was taken: a face-down tile already down this action is counted back.
    hand = len(view.hand) + (1 if getattr(view, "reef_cell", None) is not None else 0)
    if hand <= LOW_HAND:
        tiles = f"only {hand} tile{'s' if hand != 1 else ''}" if hand else "no tiles"
        return hand, f"you have {tiles} in hand, and this draws {drawn[-1]} more"
    if hand - 1 + drawn[-1] <= hand:
        return None  # (a full hand only swaps a tile for one: no reason)
    return hand, f"it refills your hand from {hand} to {hand - 1 + drawn[-1]} tiles"


def why_said(view: Any, steps: Sequence[Any], names: Sequence[str]) -> str:
    """A sentence or two saying why the planned `steps` (the rest of the turn of the seat whose `view`
    it is) are worth playing, "Why: ..."; "" when nothing the engine can tell makes a reason. The
    steps are played on a sample of that view (Seagrass.determinize): only counts anyone can see
    on the board and the seat's own hand are read, never another player's tiles or points."""
    from seaboard.ai.hint import hint_sample  # (hint imports this module: late)

    seat = getattr(view, "seat", None)
    if not isinstance(seat, int) or not 0 <= seat < len(names) or not steps:
        return ""
    try:
        world = hint_sample(Seagrass, view)
        before = [world.reef_creatures(rid) for rid in range(len(world.reef_cells))]
        sizes = [len(cells) for cells in world.reef_cells]
        events: list[Any] = []
        for step in steps:
            try:
                events += world.apply(step)
            except Exception:  # a step the sample refuses (a tile it drew differently): stop there
                break
    except Exception:  # a hint must never crash the table
        return ""
    chose_reef = (any(isinstance(s, ChooseAction) and s.action == "reef" for s in steps)
                  or (getattr(view, "action", None) == "reef" and not getattr(view, "turtle_bonus", False)))
    lead = _leads(world, before, seat, names)
    draw = _draws(view, events, chose_reef, seat)
    reasons = [
        _completed(world, events, seat, names),
        lead[1] if lead is not None and lead[0] != NEARS else "",
        draw[1] if draw is not None and draw[0] <= LOW_HAND else "",
        _grows(world, events, sizes, seat, names),
        lead[1] if lead is not None else "",
        draw[1] if draw is not None else "",
    ]
    said = next((r for r in reasons if r), "")
    return f"Why: {said}." if said else ""
