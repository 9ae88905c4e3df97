"""What one seat may know of a Sea Scroll game."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeaScrollView:
    """One seat's view. Cards are species values (4..12, see species.SPECIES).

    Always present:
      seat (None: a spectator, who sees no hand), players; current_player (None when over; in real-time Chaos a
        suggestion: the scrambling seat that has acted least, see seats_to_act);
      is_over; phase: the current player's step, one of
        "draw" (Draw), "take" (TakeSchool(i) or SkipTake),
        "discard" (Discard(species, school)), "pick" (Chaos: Pick or Done),
        "decide" (Chaos: Keep or PutBack), "over";
      scores: None per seat until the Reveal, then the final scores;
      regal_tang, chaos: the variants on; chaos_pace "realtime"|"alternating";
        chaos_seconds: each seat's clock (the UI runs it and issues TimeUp);
      species: the species in play at this player count, ascending;
      removed_count: cards set aside face down (never shown);
      hand: this seat's cards, sorted (in Chaos: the cards it kept);
      hands: per seat its sorted cards, or None where this seat may not see them;
      hand_sizes: per seat its number of cards in hand;
      habitats: per seat its schools, each (species, count), in the order taken;
      reef: the reef's schools, each (species, count); Discard/TakeSchool
        indices point into this tuple;
      ocean_size: cards left in the ocean;
      takes_left: per seat how many schools it may still take (3 - habitat);
      last_round: the ocean is empty (the Last Round card shows);
      final_turns_left: None before the final round, then how many final
        turns (without drawing) remain;
      turns_taken: per seat its finished turns;
      took_school_this_turn: the player to act has taken a school this turn.
    Chaos only (empty tuples otherwise):
      pile: per pile card: None gone (kept), 0 face down, -1 in someone's
        hands (see holding), else the species lying face up; Pick(seat, i)
        takes index i; face-up cards may be picked again;
      holding: per seat the pile index it holds, or None;
      held_species: per seat the species it holds if this seat may know it,
        0 if hidden, None if holding nothing;
      held_public: per seat whether the card it holds lay face up when picked;
      public_kept: per seat the kept species everyone saw (kept from face up);
      scramble_steps: per seat "pick", "decide" or "finished";
      seats_to_act: seats that may move now (all unfinished seats in real time,
        the current seat when alternating); ask game.legal_moves_for(seat);
      scramble_actions: per seat its number of Chaos moves so far.
    Omniscient views (demo, replays) also fill:
      ocean (top card last), removed, pile_contents (every pile card's species).
    """

    seat: int | None
    players: int
    current_player: int | None
    is_over: bool
    phase: str
    scores: tuple[int | None, ...]
    regal_tang: bool
    chaos: bool
    chaos_pace: str
    chaos_seconds: int
    species: tuple[int, ...]
    removed_count: int
    hand: tuple[int, ...]
    hands: tuple[tuple[int, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    habitats: tuple[tuple[tuple[int, int], ...], ...]
    reef: tuple[tuple[int, int], ...]
    ocean_size: int
    takes_left: tuple[int, ...]
    last_round: bool
    final_turns_left: int | None
    turns_taken: tuple[int, ...]
    pile: tuple[int | None, ...] = ()
    holding: tuple[int | None, ...] = ()
    held_species: tuple[int | None, ...] = ()
    held_public: tuple[bool, ...] = ()
    public_kept: tuple[tuple[int, ...], ...] = ()
    scramble_steps: tuple[str, ...] = ()
    seats_to_act: tuple[int, ...] = ()
    scramble_actions: tuple[int, ...] = ()
    ocean: tuple[int, ...] | None = None
    removed: tuple[int, ...] | None = None
    pile_contents: tuple[int, ...] | None = None
    took_school_this_turn: bool = False

    def held_with_habitat(self) -> dict[int, int]:
        """The viewing seat's fish by species, hand and habitat together: what the Reveal will count
        for it (empty when the view holds no hand)."""
        if self.seat is None or self.hand is None:
            return {}
        fish: dict[int, int] = {}
        for v in self.hand:
            fish[v] = fish.get(v, 0) + 1
        for v, count in self.habitats[self.seat]:
            fish[v] = fish.get(v, 0) + count
        return fish
