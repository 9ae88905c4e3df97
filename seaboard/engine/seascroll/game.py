"""Sea Scroll: the Game (standard turns, the end, the Reveal, saving, views)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from seaboard.engine.core import (
    Event,
    GameEnded,
    IllegalMove,
    Move,
    Option,
    Result,
    Scored,
    SetupError,
    StateError,
    TurnStarted,
    points_phrase,
)
from seaboard.engine.seascroll import events as ev
from seaboard.engine.seascroll.chaos import ChaosRules
from seaboard.engine.seascroll.moves import (
    CHAOS_MOVES,
    MOVES,
    Discard,
    Draw,
    SkipTake,
    TakeSchool,
)
from seaboard.engine.seascroll.scoring import SpeciesOutcome, reveal
from seaboard.engine.seascroll.species import (
    ALL_SPECIES,
    CHAOS_SECONDS,
    DRAW_COUNT,
    FACE_DOWN_REMOVED,
    HABITAT_LIMIT,
    HAND_SIZE,
    SPECIES,
    deck_for,
    miscount_adjustment,
    species_in_play,
)
from seaboard.engine.seascroll.view import SeaScrollView

PHASES = ("draw", "take", "discard", "pick", "decide", "over")
EMPTY_HAND = (0,) * 13  # counts indexed by species value (0..12; 4..12 used)


def hand_cards(counts: list[int]) -> tuple[int, ...]:
    """Counts per species -> the sorted cards."""
    cards: list[int] = []
    for v in ALL_SPECIES:
        if counts[v]:
            cards += [v] * counts[v]
    return tuple(cards)


def _is_index(x: object) -> bool:
    """A whole number (True and False are ints in Python, but not indices here)."""
    return isinstance(x, int) and not isinstance(x, bool)


def hand_counts(cards) -> list[int]:
    counts = list(EMPTY_HAND)
    for v in cards:
        counts[v] += 1
    return counts


class SeaScroll(ChaosRules):
    game_id = "seascroll"
    display_name = "Sea Scroll"
    tagline = "Guide schools of fish home: the most of a kind gains, everyone else loses."
    min_players = 2
    max_players = 6
    options = (
        Option(
            "regal_tang",
            "Variant: Regal Tang (4)",
            (False, True),
            False,
            help="A single Regal Tang scores 4 more, won or lost.",
        ),
        Option(
            "chaos",
            "Variant: Chaos (standalone)",
            (False, True),
            False,
            help="A 45-second scramble for face-down fish; never with another variant.",
        ),
        Option(
            "chaos_pace",
            "Chaos pace",
            ("realtime", "alternating"),
            "realtime",
            help="realtime: all seats scramble at once (one human with AI opponents); "
            "alternating: single picks in turn, each seat on a 45-second chess clock (several humans).",
            choice_help={"realtime": "All at once: one human against bots.",
                         "alternating": "One pick each in turn, on 45-second chess clocks."},
        ),
    )
    MOVES = MOVES

    @classmethod
    def check_options(cls, players: int, options: dict[str, Any]) -> None:
        # Variant card "Chaos (Standalone)": played only on its own.
        if options.get("chaos") and options.get("regal_tang"):
            raise SetupError(
                "Chaos is a standalone variant and cannot be combined with Regal Tang (4): turn one of them off."
            )

    # -- setup ----------------------------------------------------------------
    def _setup(self) -> None:
        p = self.players
        self.species = species_in_play(p)
        self.hands = [list(EMPTY_HAND) for _ in range(p)]
        self.habitats: list[list[tuple[int, int]]] = [[] for _ in range(p)]
        self.reef: list[tuple[int, int]] = []
        self.ocean: list[int] = []
        self.removed: list[int] = []
        self.turn = 0
        self.final_turns_left: int | None = None
        self.turns_taken = [0] * p
        self._chaos_reset()
        if self.options["chaos"]:
            self._chaos_setup()
            return
        deck = deck_for(p)
        self.rng.shuffle(deck)
        # The ocean's top card is the end of the list.
        self.ocean = deck
        self.removed = [self.ocean.pop() for _ in range(FACE_DOWN_REMOVED[p])]
        for seat in range(p):
            for _ in range(HAND_SIZE):
                self.hands[seat][self.ocean.pop()] += 1
        # Setup step 5: each revealed card is its own school, even two of a kind.
        self.reef = [(self.ocean.pop(), 1) for _ in range(p + 1)]
        self._apply_miscounts()
        self.phase = "draw"

    def _apply_miscounts(self) -> None:
        # Rulebook "Miscounts": equal turns for all; never triggers with the chart.
        change = miscount_adjustment(len(self.ocean), self.players)
        if change < 0:
            self.removed.extend(self.ocean[:-change])
            del self.ocean[:-change]
        elif change > 0:
            added = [self.removed.pop() for _ in range(min(change, len(self.removed)))]
            self.ocean[:0] = added

    # -- whose turn -----------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.chaos_on:
            return self._chaos_current()
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def end_reason(self) -> str:
        if self.phase != "over":
            return ""
        if self.options["chaos"]:
            return "every player stopped scrambling or ran out of time"
        return "the ocean ran out and everyone took a final turn"

    @property
    def chaos_on(self) -> bool:
        return bool(self.options["chaos"])

    def can_take(self, seat: int) -> bool:
        return len(self.habitats[seat]) < HABITAT_LIMIT and bool(self.reef)

    # -- legal steps ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        seat = self.current_player
        return [] if seat is None else self.legal_moves_for(seat)

    def legal_moves_for(self, seat: int) -> list[Move]:
        """Every step `seat` may take now (several seats may act in real-time Chaos)."""
        if self.phase == "over":
            return []
        if self.chaos_on:
            return self._chaos_legal(seat)
        if seat != self.turn:
            return []
        if self.phase == "draw":
            return [Draw()]
        if self.phase == "take":
            moves: list[Move] = [TakeSchool(i) for i in range(len(self.reef))]
            moves.append(SkipTake())
            return moves
        hand = self.hands[seat]
        moves = []
        for v in self.species:
            if hand[v]:
                schools = [i for i, (s, _) in enumerate(self.reef) if s == v]
                if schools:
                    moves.extend(Discard(v, i) for i in schools)
                else:
                    moves.append(Discard(v, None))
        return moves

    def validate(self, move: Move) -> None:
        if self.chaos_on:
            self._chaos_validate(move)
            return
        if isinstance(move, CHAOS_MOVES):
            raise IllegalMove("That is a Chaos move, and this game is not played with the Chaos variant.")
        if isinstance(move, Draw):
            if self.phase != "draw":
                if self.final_turns_left is not None:
                    raise IllegalMove("The ocean is empty: in the last round nobody draws.")
                raise IllegalMove("You already drew your 2 fish this turn.")
            return
        if isinstance(move, TakeSchool | SkipTake):
            if self.phase == "draw":
                raise IllegalMove("First draw 2 fish from the ocean.")
            if self.phase == "discard":
                if len(self.habitats[self.turn]) >= HABITAT_LIMIT:
                    raise IllegalMove("Your habitat already holds 3 schools: you may not take any more.")
                if not self.reef:
                    raise IllegalMove("The reef is empty: there is no school to take.")
                raise IllegalMove("You already chose whether to take a school this turn: now discard a fish.")
            if isinstance(move, TakeSchool):
                if not _is_index(move.school) or not 0 <= move.school < len(self.reef):
                    raise IllegalMove("There is no such school in the reef.")
            return
        if isinstance(move, Discard):
            if self.phase == "draw":
                raise IllegalMove("First draw 2 fish from the ocean.")
            if self.phase == "take":
                raise IllegalMove("First take a school from the reef, or choose to take none.")
            self._validate_discard(move)
            return
        raise IllegalMove("That is not a Sea Scroll move.")

    def _validate_discard(self, move: Discard) -> None:
        v = move.species
        if not isinstance(v, int) or v not in SPECIES:
            raise IllegalMove("That is not a fish of Sea Scroll.")
        if not self.hands[self.turn][v]:
            raise IllegalMove(f"You have no {SPECIES[v]} in your hand.")
        schools = [i for i, (s, _) in enumerate(self.reef) if s == v]
        if move.school is None:
            if schools:
                raise IllegalMove(
                    f"The reef already has a school of {SPECIES[v]}: your discard must join it, not start a new one."
                )
            return
        if not _is_index(move.school) or not 0 <= move.school < len(self.reef):
            raise IllegalMove("There is no such school in the reef.")
        if move.school not in schools:
            raise IllegalMove(f"A {SPECIES[v]} can only join a school of {SPECIES[v]}.")

    # -- playing --------------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        if self.chaos_on:
            return self._chaos_apply(move)
        seat = self.turn
        if isinstance(move, Draw):
            self.seal()
            hand = self.hands[seat]
            for _ in range(DRAW_COUNT):
                hand[self.ocean.pop()] += 1
            events: list[Event] = [ev.CardsDrawn(seat, DRAW_COUNT, len(self.ocean))]
            if not self.ocean:
                events.append(ev.OceanEmptied())
            self.phase = "take" if self.can_take(seat) else "discard"
            return events
        if isinstance(move, TakeSchool):
            species, count = self.reef.pop(move.school)
            self.habitats[seat].append((species, count))
            self.phase = "discard"
            return [ev.SchoolTaken(seat, species, count, move.school, len(self.habitats[seat]) - 1)]
        if isinstance(move, SkipTake):
            self.phase = "discard"
            return [ev.TakeSkipped(seat)]
        assert isinstance(move, Discard)
        # The fish comes out of a hidden hand: everyone has seen it now. (Draws seal every other
        # turn; in the last round nothing is drawn, so without this a turn could be taken back
        # after seeing the others' discards.)
        self.seal()
        v = move.species
        self.hands[seat][v] -= 1
        if move.school is None:
            self.reef.append((v, 1))
            index, size = len(self.reef) - 1, 1
        else:
            index, size = move.school, self.reef[move.school][1] + 1
            self.reef[index] = (v, size)
        events = [ev.FishDiscarded(seat, v, index, size, move.school is None)]
        self.turns_taken[seat] += 1
        events.extend(self._end_turn())
        return events

    def _end_turn(self) -> list[Event]:
        if self.final_turns_left is not None:
            self.final_turns_left -= 1
            if self.final_turns_left == 0:
                return self._reveal()
        self.turn = (self.turn + 1) % self.players
        events: list[Event] = [TurnStarted(self.turn)]
        if self.ocean:
            self.phase = "draw"
            return events
        # Ending the Game: this player cannot draw, so everyone takes one final turn.
        if self.final_turns_left is None:
            self.final_turns_left = self.players
            events.append(ev.FinalRoundBegan(self.turn))
        self.phase = "take" if self.can_take(self.turn) else "discard"
        return events

    # -- the Reveal -----------------------------------------------------------
    def fish_of(self, seat: int) -> dict[int, int]:
        """Hand and habitat together: what `seat` scores with at the Reveal."""
        fish = {v: c for v, c in enumerate(self.hands[seat]) if c}
        for v, c in self.habitats[seat]:
            fish[v] = fish.get(v, 0) + c
        return fish

    def outcomes(self) -> list[SpeciesOutcome]:
        fish = [self.fish_of(s) for s in range(self.players)]
        return reveal(fish, self.species, bool(self.options["regal_tang"]))

    def _reveal(self) -> list[Event]:
        self.phase = "over"
        self.seal()
        events: list[Event] = [ev.RevealBegan(chaos=self.chaos_on)]
        for seat in range(self.players):
            fish = self.fish_of(seat)
            events.append(ev.HandRevealed(seat, tuple(sorted(fish.items()))))
        totals = [0] * self.players
        for out in self.outcomes():
            name = SPECIES[out.species]
            most = max(out.counts)
            for seat, delta in enumerate(out.deltas):
                totals[seat] += delta
            events.append(ev.SpeciesScored(out.species, out.counts, out.deltas, tuple(totals)))
            for seat, (count, base, bonus) in enumerate(zip(out.counts, out.base, out.bonus)):
                if base > 0:
                    events.append(Scored(seat, base, f"most {name}: {count}"))
                elif base < 0:
                    events.append(Scored(seat, base, f"{count} {name}, fewer than the most held: {most}"))
                if bonus:
                    # Playtest: "Ada -4 (a single Regal Tang (variant))" after "Regal Tang: Ada 1 (-8)"
                    # read as a second charge (-12): say it is part of the species line's points,
                    # quoting that line's own number (SpeciesScored's delta), so the two always agree.
                    delta = out.deltas[seat]
                    events.append(Scored(seat, bonus, f"a single Regal Tang, variant: part of the "
                                                      f"{'+' if delta >= 0 else ''}{delta} above"))
        result = self.result()
        events.append(GameEnded(tuple(result.winners), tuple(result.scores)))
        return events

    def result(self) -> Result:
        if self.phase != "over":
            raise IllegalMove("The game is not over yet.")
        scores = [0] * self.players
        breakdown: list[dict[str, int]] = [{} for _ in range(self.players)]
        for out in self.outcomes():
            for seat, (count, base, bonus) in enumerate(zip(out.counts, out.base, out.bonus)):
                if not count:
                    continue
                scores[seat] += base + bonus
                breakdown[seat][SPECIES[out.species]] = base
                if bonus:
                    breakdown[seat]["single Regal Tang"] = bonus
        best = max(scores)
        winners = [s for s in range(self.players) if scores[s] == best]
        ranking = sorted(range(self.players), key=lambda s: (-scores[s], s))
        tiebreak = ""
        if len(winners) > 1:
            tiebreak = f"Tied on {points_phrase(best)}: a shared victory (the rulebook breaks no ties)."
        return Result(scores=scores, winners=winners, ranking=ranking, breakdown=breakdown, tiebreak=tiebreak)

    # -- views ----------------------------------------------------------------
    def view(self, seat: int | None, omniscient: bool = False) -> SeaScrollView:
        """What `seat` may know; seat None is a spectator, who sees no hand (hot-seat
        tables show that while a bot plays and several humans watch)."""
        p = self.players
        over = self.phase == "over"
        show_all = omniscient or over
        hands = tuple(hand_cards(h) if (show_all or s == seat) else None for s, h in enumerate(self.hands))
        scores: tuple[int | None, ...] = tuple(self.result().scores) if over else (None,) * p
        chaos = self._chaos_view_fields(seat, omniscient) if self.chaos_on else {}
        return SeaScrollView(
            seat=seat,
            players=p,
            current_player=self.current_player,
            is_over=over,
            phase=self._phase_of(self.current_player),
            scores=scores,
            regal_tang=bool(self.options["regal_tang"]),
            chaos=self.chaos_on,
            chaos_pace=self.options["chaos_pace"],
            chaos_seconds=CHAOS_SECONDS,
            species=self.species,
            removed_count=len(self.removed),
            hand=hands[seat] if seat is not None else None,
            hands=hands,
            hand_sizes=tuple(sum(h) for h in self.hands),
            habitats=tuple(tuple(h) for h in self.habitats),
            reef=tuple(self.reef),
            ocean_size=len(self.ocean),
            takes_left=tuple(HABITAT_LIMIT - len(h) for h in self.habitats),
            last_round=not self.ocean and not self.chaos_on,
            final_turns_left=self.final_turns_left,
            turns_taken=tuple(self.turns_taken),
            ocean=tuple(self.ocean) if omniscient else None,
            removed=tuple(self.removed) if omniscient else None,
            took_school_this_turn=self._took_school_this_turn(),
            **chaos,
        )

    def _took_school_this_turn(self) -> bool:
        """Every turn ends with a discard: a take since the last one is this turn's."""
        for move in reversed(self.moves):
            if isinstance(move, Discard):
                return False
            if isinstance(move, TakeSchool):
                return True
        return False

    def _phase_of(self, seat: int | None) -> str:
        if self.phase == "over" or seat is None:
            return "over"
        if self.chaos_on:
            return self._chaos_step(seat)
        return self.phase

    # -- determinization ----------------------------------------------------
    @classmethod
    def determinize(cls, view: SeaScrollView, rng: random.Random) -> SeaScroll:
        """A full game agreeing with `view`, its hidden cards dealt at random."""
        options = {"regal_tang": view.regal_tang, "chaos": view.chaos, "chaos_pace": view.chaos_pace}
        # A real construction keeps every base-class field; the state is then overwritten.
        game = cls(view.players, rng.getrandbits(32), options)
        game.rng = random.Random(rng.getrandbits(64))
        game.species = tuple(view.species)
        p = view.players
        # Hands the view shows (its own; every hand once the game is over) are kept.
        shown = [view.hand if s == view.seat else view.hands[s] for s in range(p)]
        game.hands = [hand_counts(h) if h is not None else list(EMPTY_HAND) for h in shown]
        game.habitats = [list(h) for h in view.habitats]
        game.reef = list(view.reef)
        game.turns_taken = list(view.turns_taken)
        game.final_turns_left = view.final_turns_left
        game.turn = view.current_player if view.current_player is not None else 0
        game._chaos_reset()
        pool = hand_counts(deck_for(p))
        for v in (v for h in shown if h is not None for v in h):
            pool[v] -= 1
        for school in (*(s for h in view.habitats for s in h), *view.reef):
            pool[school[0]] -= school[1]
        if view.chaos:
            pool = game._chaos_determinize(view, pool)
        if min(pool) < 0:
            raise StateError("the view shows more fish of a species than the game has")
        unknown = [v for v in ALL_SPECIES for _ in range(pool[v])]
        rng.shuffle(unknown)
        for s in range(p):
            if shown[s] is None:
                hidden = view.hand_sizes[s] - (len(view.public_kept[s]) if view.chaos else 0)
                for _ in range(hidden):
                    game.hands[s][unknown.pop()] += 1
        if view.chaos:
            game._chaos_fill(view, unknown)
        game.ocean = [unknown.pop() for _ in range(view.ocean_size)]
        game.removed = unknown
        if view.is_over:
            game.phase = "over"
        elif view.chaos:
            game.phase = "scramble"
        else:
            game.phase = view.phase
        return game

    # -- saving ---------------------------------------------------------------
    def _state_to_dict(self) -> dict[str, Any]:
        data = {
            "species": list(self.species),
            "hands": [list(hand_cards(h)) for h in self.hands],
            "habitats": [[list(s) for s in h] for h in self.habitats],
            "reef": [list(s) for s in self.reef],
            "ocean": list(self.ocean),
            "removed": list(self.removed),
            "turn": self.turn,
            "phase": self.phase,
            "final_turns_left": self.final_turns_left,
            "turns_taken": list(self.turns_taken),
        }
        data["chaos"] = self._chaos_to_dict()
        return data

    def _state_from_dict(self, data: Mapping[str, Any]) -> None:
        p = self.players

        def card(x: Any) -> int:
            if not isinstance(x, int) or isinstance(x, bool) or x not in SPECIES:
                raise StateError(f"{x!r} is not a Sea Scroll fish")
            return x

        def school(x: Any) -> tuple[int, int]:
            if not isinstance(x, list) or len(x) != 2 or not isinstance(x[1], int) or x[1] < 1:
                raise StateError(f"{x!r} is not a school")
            return (card(x[0]), x[1])

        def seat_list(x: Any, name: str) -> list:
            if not isinstance(x, list) or len(x) != p:
                raise StateError(f"the saved {name} must list {p} seats")
            return x

        self.species = tuple(card(v) for v in data["species"])
        self.hands = [hand_counts(card(v) for v in h) for h in seat_list(data["hands"], "hands")]
        self.habitats = [[school(s) for s in h] for h in seat_list(data["habitats"], "habitats")]
        if any(len(h) > HABITAT_LIMIT for h in self.habitats):
            raise StateError("a saved habitat holds more than 3 schools")
        self.reef = [school(s) for s in data["reef"]]
        self.ocean = [card(v) for v in data["ocean"]]
        self.removed = [card(v) for v in data["removed"]]
        turn = data["turn"]
        if not isinstance(turn, int) or not 0 <= turn < p:
            raise StateError(f"saved turn {turn!r} is not a seat")
        self.turn = turn
        phase = data["phase"]
        if phase not in ("draw", "take", "discard", "scramble", "over"):
            raise StateError(f"unknown saved phase {phase!r}")
        self.phase = phase
        final = data["final_turns_left"]
        if final is not None and (not isinstance(final, int) or not 0 <= final <= p):
            raise StateError("the saved count of final turns is damaged")
        self.final_turns_left = final
        self.turns_taken = [int(t) for t in seat_list(data["turns_taken"], "turns")]
        self._chaos_from_dict(data.get("chaos"))
        total = sum(sum(h) for h in self.hands) + sum(c for h in self.habitats for _, c in h)
        total += sum(c for _, c in self.reef) + len(self.ocean) + len(self.removed) + self._chaos_card_count()
        if total != len(deck_for(p)):
            raise StateError("the saved cards do not add up to the deck")
