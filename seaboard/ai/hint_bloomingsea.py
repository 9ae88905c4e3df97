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
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from seaboard.engine.bloomingsea.events import FishDecided
from seaboard.engine.bloomingsea.game import BloomingSea
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.bloomingsea.naming import the_fish
from seaboard.engine.bloomingsea.scoring import fish_tally
from seaboard.engine.bloomingsea.tiles import COLORS
from seaboard.engine.core import IllegalMove

# How each change at an open fish ranks for the player: the lead taken first, a gap only narrowed last.
TAKES, LEVEL, BUILDS, NEARS = range(4)


def _best_rival(tallies: Sequence[int], seat: int) -> int:
    """The rival with the most corals at a fish (the earlier seat on a tie among rivals)."""
    return max((s for s in range(len(tallies)) if s != seat), key=lambda s: (tallies[s], -s))


class FishSaid(NamedTuple):
    """The hint's fish sentences, and the squares (x, y) of the fish they name, in the order named."""

    text: str
    squares: tuple[tuple[int, int], ...]


NOTHING = FishSaid("", ())


def _closed(event: FishDecided, seat: int, names: Sequence[str], board) -> tuple[int, str]:
    fish = the_fish(event.fish, board, event.x, event.y)
    t = event.tallies
    if event.winner == seat:
        rival = _best_rival(t, seat)
        return 0, f"Wins you {fish} (you {t[seat]}, {names[rival]} {t[rival]})."
    if event.winner >= 0:  # (before a tie: the player should hear that a rival scores)
        return 1, f"Closes {fish} for {names[event.winner]} ({t[event.winner]} to your {t[seat]})."
    return 2, f"Closes {fish} in a tie: nobody scores."


def fish_said(game: BloomingSea, move: Place, names: Sequence[str]) -> FishSaid:
    """What `move` (a placement by the player to act in `game`) does for the fish, told to that
    player: at most one sentence for them (a fish it closes, else the best lead it takes or
    builds) and one warning (the rival it helps most at a fish still open); "" when it touches
    no fish; with the squares of the fish those words name (the table marks them). Played on a
    copy: only the board is read, never a hidden tile."""
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
        cell = board.cell(square)
        fish = the_fish(kind, board, *cell)
        value = before.fish_value(kind)
        rival = _best_rival(new, seat)
        mine, theirs = new[seat], new[rival]
        if mine > old[seat]:
            was_ahead = old[seat] > old[_best_rival(old, seat)]
            rank = (LEVEL if mine == theirs else NEARS if mine < theirs else BUILDS if was_ahead else TAKES)
            said = {TAKES: f"Takes the lead at {fish}", LEVEL: f"Draws level at {fish}",
                    BUILDS: f"Builds your lead at {fish}", NEARS: f"Closes in at {fish}"}[rank]
            gains.append((rank, -value, f"{said} (you {mine}, {names[rival]} {theirs}).", cell))
        for other in range(len(new)):
            # A rival's count that grows to within one of yours (or past it) is worth a warning; one
            # that stays well behind is not (review: "Careful" came with every growth, however small).
            if other != seat and new[other] > old[other] and new[other] >= mine - 1:
                threats.append((mine - new[other], -value, other, fish, new[other], mine, cell))
    said_of = [(said, cell) for _, said, cell in closed[:1]] or [(said, cell) for *_, said, cell in sorted(gains)[:1]]
    if threats:
        _, _, other, fish, theirs, mine, cell = min(threats)
        colour = COLORS[colors[other]]
        said_of.append((f"Careful: it grows {names[other]}'s {colour} at {fish} to {theirs} (you {mine}).", cell))
    squares = tuple(dict.fromkeys(tuple(cell) for _, cell in said_of))  # a fish named twice is marked once
    return FishSaid(" ".join(said for said, _ in said_of), squares)
