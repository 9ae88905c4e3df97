"""What a Blooming Sea placement does for the fish, in a sentence or two for the hint.

Playtest: the hint said only "reef +4", and three hints in a row built reefs in the bot's
colour, which the bot then used to win the first fish 6 to 4. The hint now says which fish
the placement closes and who scores it, which fish lead it takes or strengthens (your tally
against the best rival's), and warns when it grows a rival's count at a fish. All of it is
read off the engine: the placement is played on a copy of the game (as the table's score
preview is) and every fish's tally (scoring.fish_tally, the rule's count) compared before and
after. Nothing here imports pygame.

Playtest: "the left fish at the middle right" left the player hunting for the fish; fish_said
returns, beside the words, the squares of the fish they name, so the table can mark exactly those.

Playtest: "Careful: it grows Cleo's green at the left fish at the middle right to 3 (you 2)." Every
sentence has a subject now ("You take the lead...", "Its green helps Cleo..."), one preposition for
a fish ("for the fish at the top left"), a fish told from its neighbour after it ("(the left one)"),
and the counts in words ("3 corals to your 2"), never two parentheses in a row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from seaboard.engine.bloomingsea.events import FishDecided, ReefScored
from seaboard.engine.bloomingsea.game import BloomingSea
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.naming import fish_name, fish_square, the_fish
from seaboard.engine.bloomingsea.scoring import fish_tally
from seaboard.engine.bloomingsea.tiles import COLORS
from seaboard.engine.core import IllegalMove

# How each change at an open fish ranks for the player: the lead taken first, a gap only narrowed last.
TAKES, LEVEL, BUILDS, NEARS = range(4)

PLACE_AS_SHOWN = "place your tile as shown."  # after "Hint: "


def _best_rival(tallies: Sequence[int], seat: int) -> int:
    """The rival with the most corals at a fish (the earlier seat on a tie among rivals)."""
    return max((s for s in range(len(tallies)) if s != seat), key=lambda s: (tallies[s], -s))


class FishSaid(NamedTuple):
    """The hint's fish sentences, and the squares (x, y) of the fish they name, in the order named."""

    text: str
    squares: tuple[tuple[int, int], ...]


NOTHING = FishSaid("", ())


def fish_on_square(kind: str, board, x: int, y: int) -> str:
    """Where an Aquarist hint puts a fish: "a clownfish on the square at the top left", "a fish on
    the square at the bottom middle (the left one)"."""
    name = fish_name(kind).lower()
    article = "an" if name[:1] in "aeiou" else "a"
    return f"{article} {name} on {fish_square(board, x, y)}"


def corals(count: int) -> str:
    return f"{count} coral{'' if count == 1 else 's'}"


def _closed(event: FishDecided, seat: int, names: Sequence[str], board) -> tuple[int, str]:
    fish = the_fish(event.fish, board, event.x, event.y)
    t = event.tallies
    if event.winner == seat:
        rival = _best_rival(t, seat)
        return 0, f"You win {fish} for {event.value} points, with {corals(t[seat])} to {names[rival]}'s {t[rival]}."
    if event.winner >= 0:  # (before a tie: the player should hear that a rival scores)
        return 1, f"It lets {names[event.winner]} win {fish}, with {corals(t[event.winner])} to your {t[seat]}."
    return 2, f"{fish[:1].upper()}{fish[1:]} ends in a tie, so nobody scores it."


def _gain(rank: int, fish: str, mine: int, rival: str, theirs: int) -> str:
    if rank == LEVEL:
        return f"You draw level with {rival} for {fish}, at {corals(mine)} each."
    if rank == NEARS:
        return f"You close the gap for {fish}, with {corals(mine)} to {rival}'s {theirs}."
    said = "take the lead" if rank == TAKES else "extend your lead"
    return f"You {said} for {fish}, with {corals(mine)} to {rival}'s {theirs}."


def fish_said(game: BloomingSea, move: Place, names: Sequence[str]) -> FishSaid:
    """What `move` (a placement by the player to act in `game`) does for the fish, told to that
    player: the fish it decides (else the best lead it takes or builds at one still open) and one
    warning (the rival it helps most at a fish still open, unless the sentence before already gave
    that rival's count there); "" when it touches no fish; with the squares of the fish those words
    name (the table marks them). Played on a copy: only the board is read, never a hidden tile."""
    seat = game.current_player
    if not isinstance(move, Place) or seat is None or not 0 <= seat < len(names):
        return NOTHING
    before = game
    try:
        after = game.clone()
        events = after.apply(move)
    except IllegalMove:  # (the hint's position moved on): the fish go unsaid
        return NOTHING
    board, colors = before.board, before.seat_colors
    closed = sorted((*_closed(e, seat, names, board), (e.x, e.y)) for e in events if isinstance(e, FishDecided))
    gains, threats = [], []
    for square, kind in before.fish.items():
        if square not in after.fish:
            continue  # closed: said above
        old, _ = fish_tally(square, before.coral, board, colors)
        new, _ = fish_tally(square, after.coral, board, colors)
        cell = tuple(board.cell(square))
        fish = the_fish(kind, board, *cell)
        value = before.fish_value(kind)
        rival = _best_rival(new, seat)
        mine, theirs = new[seat], new[rival]
        if mine > old[seat]:
            was_ahead = old[seat] > old[_best_rival(old, seat)]
            rank = (LEVEL if mine == theirs else NEARS if mine < theirs else BUILDS if was_ahead else TAKES)
            gains.append((rank, -value, _gain(rank, fish, mine, names[rival], theirs), cell, rival))
        for other in range(len(new)):
            # A rival's count that grows to within one of yours (or past it) is worth a warning; one
            # that stays well behind is not (review: "Careful" came with every growth, however small).
            if other != seat and new[other] > old[other] and new[other] >= mine - 1:
                threats.append((mine - new[other], -value, other, fish, new[other], mine, cell))
    said_of = [(said, cell) for _, said, cell in closed]
    if not said_of and gains:
        _, _, said, cell, rival = min(gains)
        said_of.append((said, cell))
        # The lead's sentence already gave that rival's count at that fish: no warning repeats it.
        threats = [t for t in threats if (t[6], t[2]) != (cell, rival)]
    if threats:
        _, _, other, fish, theirs, mine, cell = min(threats)
        colour = COLORS[colors[other]]
        there = "there" if cell in [c for _, c in said_of] else f"for {fish}"
        said_of.append((f"Careful: its {colour} {'also ' if said_of else ''}brings {names[other]} to {corals(theirs)} "
                        f"{there}, against your {mine}.", cell))
    squares = tuple(dict.fromkeys(tuple(cell) for _, cell in said_of))  # a fish named twice is marked once
    return FishSaid(" ".join(said for said, _ in said_of), squares)


NUMBER_WORDS = {2: "two", 3: "three"}  # a tile has three corals: at most three reefs


def _and(parts: Sequence[str]) -> str:
    return ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else parts[0]


def _reefs_said(events: Sequence, seat: int) -> str:
    """What the placement scores for reefs: "It grows the yellow reef to 5, for 5 points.", "It makes
    a green reef of 2 and an orange reef of 3, for 5 points.", "It makes two green reefs of 2"."""
    reefs = [e for e in events if isinstance(e, ReefScored) and e.seat == seat]
    if not reefs:
        return ""
    clauses = []
    for verb, expanded in (("grows", True), ("makes", False)):
        kinds = [(e.color, e.points) for e in reefs if e.expanded == expanded]
        said = []
        for color, size in dict.fromkeys(kinds):  # alike reefs said once, counted: "two green reefs of 2"
            n = kinds.count((color, size))
            if expanded:
                said.append(f"the {color} reef to {size}" if n == 1 else f"{NUMBER_WORDS.get(n, n)} {color} reefs to {size}")
            else:
                article = "an" if color[:1] in "aeiou" else "a"
                said.append(f"{article} {color} reef of {size}" if n == 1
                            else f"{NUMBER_WORDS.get(n, n)} {color} reefs of {size}")
        if said:
            clauses.append(f"{verb} {_and(said)}")
    points = sum(e.points for e in reefs)
    return f"It {' and '.join(clauses)}, for {points} point{'' if points == 1 else 's'}."


def placement_hint(game: BloomingSea, move: Place, names: Sequence[str]) -> FishSaid:
    """A placement's hint after "Hint: ", before how to play it: where (the board shows it), what it
    scores for reefs, and what it does for the fish (fish_said, whose squares come with it), e.g.
    "place your tile as shown. It grows the yellow reef to 5, for 5 points. You take the lead for
    the fish at the top left, with 5 corals to Bo's 3." Played on a copy, as fish_said is."""
    seat = game.current_player
    try:
        events = game.clone().apply(move) if seat is not None else []
    except (IllegalMove, AttributeError):  # (the position moved on, or a game with no copy): where alone
        events = []
    fish = fish_said(game, move, names)
    words = " ".join(part for part in (PLACE_AS_SHOWN, _reefs_said(events, seat), fish.text) if part)
    return FishSaid(words, fish.squares)
