"""Sea Scroll: collect schools of fish; the most of a kind gains, the rest lose.

Driving the engine (for the table and the bots)
-----------------------------------------------
Cards are species values 4..12 (species.SPECIES names them). Read
`game.view(seat)` (a SeaScrollView; its docstring lists every field) and offer
`game.legal_moves_for(seat)`; `game.explain(move)` gives the sentence for a
refused drop.

Standard game, `view.phase` of the current player:
  "draw"     -> Draw()                       (seals: no undo past it)
  "take"     -> TakeSchool(reef_index) or SkipTake()   (skipped by the engine
                when the habitat holds 3 schools or the reef is empty)
  "discard"  -> Discard(species, reef_index) to join that school of the same
                species, or Discard(species, None) to start a new school (only
                when the reef has none of that species). Ends the turn.
  "over"     -> nothing; result() and the Reveal events are ready.
When the ocean empties, view.last_round turns on; the next player cannot draw
and everyone takes one final turn starting at "take" (view.final_turns_left).

Chaos variant (options chaos=True, chaos_pace="realtime"|"alternating"):
every move names its seat. "pick" -> Pick(seat, pile_index) or Done(seat);
"decide" -> Keep(seat) or PutBack(seat). The UI owns the clocks (view.
chaos_seconds each) and applies TimeUp(seat) when one runs out. Real time:
all of view.seats_to_act may move at any moment, each from
legal_moves_for(seat). Alternating: only current_player moves; its chess
clock runs from its Pick until its Keep/PutBack/Done/TimeUp passes the turn.

Events to animate: CardsDrawn, OceanEmptied, FinalRoundBegan, SchoolTaken,
TakeSkipped, FishDiscarded, then RevealBegan, HandRevealed (per seat),
SpeciesScored (per species, ascending: counts, deltas, running totals) with
core.Scored lines, and GameEnded. Chaos: CardPicked, CardKept, CardPutBack,
ScrambleFinished, RandomDiscards, then the same Reveal.
"""

from seaboard.engine.seascroll.game import SeaScroll

GAME = SeaScroll

__all__ = ["GAME", "SeaScroll"]
