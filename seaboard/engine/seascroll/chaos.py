"""The Chaos variant (standalone): a face-down pile, a timed scramble.

Variant card: "Instead of creating the ocean and reef, mix all the cards
together in a messy face-down pile ... Players do not start with any cards in
their hands. All players play simultaneously. They have 45 seconds to pick up
cards one at a time, choose to keep that card permanently, or put it back
face-up. Each player cannot have more than 10 cards. If they end up with more,
they randomly discard down to 10."

The engine never reads a clock. Moves name their seat: Pick(seat, i) shows
that card to the picker, then Keep(seat) or PutBack(seat); Done(seat) (the
player's choice) or TimeUp(seat) (issued by the UI clock) ends the seat's
scramble. chaos_pace "realtime": every unfinished seat may act at any moment
(view.seats_to_act, game.legal_moves_for(seat)); "alternating": seats take
single picks in turn, the current seat on its own 45-second chess clock.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.core import Event, Game, IllegalMove, Move, StateError
from seaboard.engine.seascroll import events as ev
from seaboard.engine.seascroll.moves import CHAOS_MOVES, Done, Keep, Pick, PutBack, TimeUp
from seaboard.engine.seascroll.species import CHAOS_KEEP_LIMIT, SPECIES, deck_for

FACE_DOWN, FACE_UP, HELD, GONE = 0, 1, 2, 3


class ChaosRules(Game):
    """The Chaos half of SeaScroll (mixed into the Game class)."""

    # -- state ---------------------------------------------------------------
    def _chaos_reset(self) -> None:
        self.pile: list[int] = []  # species per pile card; 0 once kept
        self.pile_state: list[int] = []
        self.holding: list[int | None] = [None] * self.players
        self.held_public: list[bool] = [False] * self.players
        self.public_kept: list[list[int]] = [[] for _ in range(self.players)]
        self.finished: list[bool] = [False] * self.players
        self.actions: list[int] = [0] * self.players

    def _chaos_setup(self) -> None:
        # Ruling (Chaos card: "mix all the cards together"): the player-count
        # species removal (setup step 2, which fish are in the game) still
        # applies; the chart's face-down removal (step 3, "from the ocean")
        # does not, since Chaos creates no ocean.
        deck = deck_for(self.players)
        self.rng.shuffle(deck)
        self.pile = deck
        self.pile_state = [FACE_DOWN] * len(deck)
        self.phase = "scramble"

    def _chaos_card_count(self) -> int:
        """Cards still in the pile or in someone's hands mid-pick."""
        return sum(1 for st in self.pile_state if st != GONE)

    # -- whose move ----------------------------------------------------------
    def _chaos_current(self) -> int:
        if self.options["chaos_pace"] == "alternating":
            return self.turn
        # Real time: every unfinished seat may act; the suggested one (for
        # simple drivers like `seaboard simulate`) is the one that acted least.
        active = [s for s in range(self.players) if not self.finished[s]]
        return min(active, key=lambda s: (self.actions[s], s))

    def _chaos_step(self, seat: int) -> str:
        if self.finished[seat]:
            return "finished"
        return "decide" if self.holding[seat] is not None else "pick"

    def _chaos_seats_to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.options["chaos_pace"] == "alternating":
            return (self.turn,)
        return tuple(s for s in range(self.players) if not self.finished[s])

    def _chaos_legal(self, seat: int) -> list[Move]:
        if not 0 <= seat < self.players or seat not in self._chaos_seats_to_act():
            return []
        if self.holding[seat] is not None:
            return [Keep(seat), PutBack(seat)]
        moves: list[Move] = [Pick(seat, i) for i, st in enumerate(self.pile_state) if st <= FACE_UP]
        moves.append(Done(seat))
        return moves

    def _chaos_validate(self, move: Move) -> None:
        if not isinstance(move, CHAOS_MOVES):
            raise IllegalMove("In Chaos there is no ocean and no reef: pick fish from the pile instead.")
        seat = move.seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalMove("There is no such seat at this table.")
        if self.finished[seat]:
            raise IllegalMove("Your scramble is over: you can no longer pick fish.")
        if self.options["chaos_pace"] == "alternating" and seat != self.turn:
            if isinstance(move, TimeUp):
                raise IllegalMove("Only the player whose clock is running can run out of time.")
            raise IllegalMove("It is not your pick: in alternating Chaos players pick one fish at a time, in turn.")
        held = self.holding[seat]
        if isinstance(move, Pick):
            if held is not None:
                raise IllegalMove("Keep or put back the fish you hold before picking up another.")
            card = move.card
            if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < len(self.pile):
                raise IllegalMove("There is no such fish in the pile.")
            state = self.pile_state[card]
            if state == HELD:
                raise IllegalMove("Someone else is holding that fish right now.")
            if state == GONE:
                raise IllegalMove("That fish has already been kept.")
            return
        if isinstance(move, Keep | PutBack):
            if held is None:
                raise IllegalMove("You are not holding a fish: pick one up first.")
            return
        if isinstance(move, Done) and held is not None:
            raise IllegalMove("Keep or put back the fish you hold before you stop.")

    # -- playing -------------------------------------------------------------
    def _chaos_apply(self, move: Move) -> list[Event]:
        self.seal()  # every Chaos step reveals a card or is permanent
        seat = move.seat
        self.actions[seat] += 1
        events: list[Event] = []
        if isinstance(move, Pick):
            public = self.pile_state[move.card] == FACE_UP
            self.pile_state[move.card] = HELD
            self.holding[seat] = move.card
            self.held_public[seat] = public
            return [ev.CardPicked(seat, move.card, self.pile[move.card] if public else 0)]
        if isinstance(move, Keep):
            card = self.holding[seat]
            species = self.pile[card]
            self.hands[seat][species] += 1
            if self.held_public[seat]:
                self.public_kept[seat].append(species)
            events.append(ev.CardKept(seat, card, species if self.held_public[seat] else 0))
            self.pile[card] = 0
            self.pile_state[card] = GONE
            self._let_go(seat)
        elif isinstance(move, PutBack):
            events.append(self._put_back(seat))
        elif isinstance(move, Done):
            self.finished[seat] = True
            events.append(ev.ScrambleFinished(seat, "done"))
        elif isinstance(move, TimeUp):
            # Ruling (Chaos card: "choose to keep that card"): a fish still in
            # hand when time runs out was not chosen, so it goes back face up.
            if self.holding[seat] is not None:
                events.append(self._put_back(seat))
            self.finished[seat] = True
            events.append(ev.ScrambleFinished(seat, "time"))
        if self.options["chaos_pace"] == "alternating":
            self._pass_pick()
        events.extend(self._chaos_check_end())
        return events

    def _put_back(self, seat: int) -> Event:
        card = self.holding[seat]
        # Ruling (Chaos card: "put it back face-up"): it stays in the pile,
        # face up, and anyone (its putter too) may pick it up again.
        self.pile_state[card] = FACE_UP
        self._let_go(seat)
        return ev.CardPutBack(seat, card, self.pile[card])

    def _let_go(self, seat: int) -> None:
        self.holding[seat] = None
        self.held_public[seat] = False

    def _pass_pick(self) -> None:
        if self.holding[self.turn] is not None:
            return
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            if not self.finished[seat]:
                self.turn = seat
                return

    def _chaos_check_end(self) -> list[Event]:
        events: list[Event] = []
        nothing_left = all(st >= HELD for st in self.pile_state) and all(h is None for h in self.holding)
        if nothing_left:
            for seat in range(self.players):
                if not self.finished[seat]:
                    self.finished[seat] = True
                    events.append(ev.ScrambleFinished(seat, "empty"))
        if not all(self.finished):
            return events
        # "Each player cannot have more than 10 cards ... randomly discard down to 10."
        for seat in range(self.players):
            hand = self.hands[seat]
            extra = sum(hand) - CHAOS_KEEP_LIMIT
            if extra <= 0:
                continue
            cards = [v for v in SPECIES for _ in range(hand[v])]
            lost = self.rng.sample(cards, extra)
            for v in lost:
                hand[v] -= 1
                self.removed.append(v)
            kept_public = self.public_kept[seat]
            for v in set(kept_public):
                while kept_public.count(v) > hand[v]:
                    kept_public.remove(v)
            events.append(ev.RandomDiscards(seat, extra, tuple((v, lost.count(v)) for v in sorted(set(lost)))))
        events.extend(self._reveal())
        return events

    # -- views and determinization -------------------------------------------
    def _chaos_view_fields(self, seat: int, omniscient: bool) -> dict[str, Any]:
        show_all = omniscient or self.phase == "over"
        codes = []
        for species, st in zip(self.pile, self.pile_state):
            codes.append(0 if st == FACE_DOWN else species if st == FACE_UP else -1 if st == HELD else None)
        held = []
        for s, card in enumerate(self.holding):
            if card is None:
                held.append(None)
            else:
                visible = show_all or s == seat or self.held_public[s]
                held.append(self.pile[card] if visible else 0)
        return {
            "pile": tuple(codes),
            "holding": tuple(self.holding),
            "held_species": tuple(held),
            "held_public": tuple(self.held_public),
            "public_kept": tuple(tuple(sorted(k)) for k in self.public_kept),
            "scramble_steps": tuple(self._chaos_step(s) for s in range(self.players)),
            "seats_to_act": self._chaos_seats_to_act(),
            "scramble_actions": tuple(self.actions),
            "pile_contents": tuple(self.pile) if omniscient else None,
        }

    def _chaos_determinize(self, view: Any, pool: list[int]) -> list[int]:
        """Place what `view` shows of the pile; returns the pool of unseen cards."""
        p = self.players
        self.pile = [0] * len(view.pile)
        self.pile_state = []
        for i, code in enumerate(view.pile):
            if code is None:
                self.pile_state.append(GONE)
            elif code == 0:
                self.pile_state.append(FACE_DOWN)
            elif code == -1:
                self.pile_state.append(HELD)
            else:
                self.pile_state.append(FACE_UP)
                self.pile[i] = code
                pool[code] -= 1
        self.holding = list(view.holding)
        self.held_public = list(view.held_public)
        for s in range(p):
            species = view.held_species[s]
            if species:
                self.pile[view.holding[s]] = species
                pool[species] -= 1
            self.public_kept[s] = list(view.public_kept[s])
            if s != view.seat and view.hands[s] is None:
                for v in view.public_kept[s]:
                    self.hands[s][v] += 1
                    pool[v] -= 1
        self.finished = [step == "finished" for step in view.scramble_steps]
        self.actions = list(view.scramble_actions)
        if view.chaos_pace == "alternating" and view.current_player is not None:
            self.turn = view.current_player
        return pool

    def _chaos_fill(self, view: Any, unknown: list[int]) -> None:
        """Deal unseen cards onto face-down pile cards and cards held out of sight."""
        for i, code in enumerate(view.pile):
            if code == 0:
                self.pile[i] = unknown.pop()
        for s, species in enumerate(view.held_species):
            if species == 0:
                self.pile[view.holding[s]] = unknown.pop()

    # -- saving --------------------------------------------------------------
    def _chaos_to_dict(self) -> dict[str, Any]:
        return {
            "pile": list(self.pile),
            "pile_state": list(self.pile_state),
            "holding": list(self.holding),
            "held_public": list(self.held_public),
            "public_kept": [list(k) for k in self.public_kept],
            "finished": list(self.finished),
            "actions": list(self.actions),
        }

    def _chaos_from_dict(self, data: Any) -> None:
        p = self.players
        if not isinstance(data, dict):
            raise StateError("the saved Chaos state is missing")
        pile, states = data["pile"], data["pile_state"]
        if not isinstance(pile, list) or not isinstance(states, list) or len(pile) != len(states):
            raise StateError("the saved Chaos pile is damaged")
        for v, st in zip(pile, states):
            if st not in (FACE_DOWN, FACE_UP, HELD, GONE) or (v not in SPECIES and not (st == GONE and v == 0)):
                raise StateError("the saved Chaos pile is damaged")
        self.pile, self.pile_state = list(pile), list(states)
        self.holding = list(data["holding"])
        self.held_public = [bool(x) for x in data["held_public"]]
        self.public_kept = [[int(v) for v in k] for k in data["public_kept"]]
        self.finished = [bool(x) for x in data["finished"]]
        self.actions = [int(x) for x in data["actions"]]
        lists = (self.holding, self.held_public, self.public_kept, self.finished, self.actions)
        if any(len(x) != p for x in lists):
            raise StateError(f"the saved Chaos state must list {p} seats")
        for card in self.holding:
            if card is not None and (not isinstance(card, int) or not 0 <= card < len(pile) or states[card] != HELD):
                raise StateError("the saved Chaos state holds a card that is not in hand")
