"""Why a Sea Scroll hint's turn is good, in one short sentence.

Playtest: the hint said what to do ("Take a school of 3 Clown Fish ...") but never why, where
Blooming Sea's says what a placement does for the fish. The reason is read off the engine: the
planned turn is played on a sample of the hidden cards (as the hint's own words are), and only
what the hinted seat may know is read before and after it: its own fish (hand and habitat), the
habitats and the reef. Who would score is the engine's rule (scoring.score_species), how many
fish a species has is the engine's deck (species.deck_for). A rival's hand is never read, so a
lead is told against what the rivals' habitats show ("5 to the 3 Bo shows"), and "nobody can
outnumber you" only when even every fish of that species you cannot see would not do it.
Nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.ai.hint import hint_sample
from seaboard.engine.seascroll.game import SeaScroll
from seaboard.engine.seascroll.moves import Discard, Draw, TakeSchool
from seaboard.engine.seascroll.scoring import score_species
from seaboard.engine.seascroll.species import SPECIES, deck_for
from seaboard.engine.seascroll.view import SeaScrollView


def _shown(view: SeaScrollView, seat: int, species: int) -> int:
    """How many of `species` seat's habitat shows (a floor for its count: hands are hidden)."""
    return sum(count for v, count in view.habitats[seat] if v == species)


def _mine(view: SeaScrollView, species: int) -> int:
    return view.held_with_habitat().get(species, 0)


def _rivals(view: SeaScrollView) -> list[int]:
    return [s for s in range(view.players) if s != view.seat]


def _best_shown(view: SeaScrollView, species: int) -> tuple[int, int]:
    """(count, seat) of the rival whose habitat shows the most of `species` (the earlier seat on a tie)."""
    count, seat = max(((_shown(view, s, species), -s) for s in _rivals(view)), default=(0, 0))
    return count, -seat


def _scores_with(view: SeaScrollView, species: int, counts: list[int]) -> bool:
    """The engine's rule: would the viewing seat gain (most, or tied for most) with these counts?"""
    return score_species(species, counts).base[view.seat] > 0


def sure_to_score(view: SeaScrollView, species: int) -> bool:
    """Nobody can end with more of `species` than the viewing seat holds now (if it keeps them):
    not even a rival who gets every fish of it the seat cannot see, nor the reef's."""
    mine = _mine(view, species)
    if not mine:
        return False
    total = deck_for(view.players).count(species)
    shown = [_shown(view, s, species) for s in range(view.players)]
    for rival in _rivals(view):
        counts = list(shown)
        counts[view.seat] = mine
        counts[rival] = total - mine - sum(shown[s] for s in _rivals(view) if s != rival)
        if not _scores_with(view, species, counts):
            return False
    return True


def _visible_delta(view: SeaScrollView, species: int, mine: int) -> int:
    """The seat's points for `species` if it ended with `mine` and each rival with what its
    habitat shows (the engine's rule, the Regal Tang variant included)."""
    counts = [_shown(view, s, species) for s in range(view.players)]
    counts[view.seat] = mine
    return score_species(species, counts, view.regal_tang).deltas[view.seat]


def _after(view: SeaScrollView, steps: Sequence) -> SeaScrollView | None:
    """The hinted seat's view once `steps` are played on a sample of the hidden cards; None if a
    step cannot be played there. (Only the seat's own fish, the habitats and the reef are read
    from it: none of them depends on the sample.)"""
    try:
        world = hint_sample(SeaScroll, view)
        for step in steps:
            world.apply(step)
        return world.view(view.seat)
    except Exception:  # a hint must never crash the table: no reason then
        return None


def _lead_words(before: SeaScrollView, after: SeaScrollView, species: int, names: Sequence[str]) -> str:
    """What a take does to the seat's standing in `species` against the rivals' habitats."""
    name = SPECIES[species]
    had, has = _mine(before, species), _mine(after, species)
    shown, rival = _best_shown(after, species)
    if not shown:
        return f"It gives you {has} {name}; no rival shows any."
    theirs = f"{has} to the {shown} {names[rival]} shows"
    if has > shown:
        return f"It keeps you ahead in {name}, {theirs}." if had > shown else f"It puts you ahead in {name}, {theirs}."
    if has == shown:
        return f"It draws you level in {name}, {theirs}: a tie scores for both."
    return ""


def _take_reason(before: SeaScrollView, after: SeaScrollView, move: TakeSchool, names: Sequence[str]) -> str:
    species, count = before.reef[move.school]
    name = SPECIES[species]
    if sure_to_score(after, species) and not sure_to_score(before, species):
        return f"Nobody can outnumber your {_mine(after, species)} {name} any more."
    said = _lead_words(before, after, species, names)
    if said:
        return said
    # Still behind: the school is at least out of the reach of the rival who shows the most.
    shown, rival = _best_shown(before, species)
    if shown and before.takes_left[rival] > 0:
        return f"It keeps those {count} {name} from {names[rival]}, who shows {shown}."
    return ""


def _discard_reason(before: SeaScrollView, after: SeaScrollView, move: Discard, names: Sequence[str]) -> str:
    species = move.species
    name = SPECIES[species]
    had, has = _mine(before, species), _mine(after, species)
    if has and sure_to_score(after, species):
        return f"You can spare it: nobody can outnumber your {has} {name} even so."
    cost = _visible_delta(before, species, had)
    if not has and cost < 0:
        shown, rival = _best_shown(before, species)
        return f"It drops your last {name}: {names[rival]} shows {shown}, so it would cost you {-cost}."
    return ""


def turn_reason(view: SeaScrollView, steps: Sequence, names: Sequence[str]) -> str:
    """One short sentence on why the hinted turn (`steps`, from the seat's next step on) is good,
    told to the seat whose view it is; "" when nothing true and useful can be said. A take says
    its reason first (it is the turn's big choice), else the discard says its own."""
    seat = view.seat
    if not isinstance(seat, int) or not 0 <= seat < len(names) or view.chaos or view.is_over:
        return ""
    steps = list(steps)
    if not steps or any(isinstance(s, Draw) for s in steps):
        return ""  # the drawn fish are not known yet: anything said would be about a sample
    after = _after(view, steps)
    if after is None:
        return ""
    take = next((s for s in steps if isinstance(s, TakeSchool)), None)
    if take is not None:
        said = _take_reason(view, after, take, names)
        if said:
            return said
    discard = next((s for s in steps if isinstance(s, Discard)), None)
    if discard is not None:
        middle = view if take is None else _after(view, steps[:steps.index(discard)])
        if middle is not None:
            return _discard_reason(middle, after, discard, names)
    return ""
