"""The Sea Scroll table: the ocean, the reef, habitats, the hand; a turn guided step by step.

Mouse: click the ocean to draw; drag a reef school onto your habitat (or
click it, then click the habitat); drag a card from your hand onto the reef
(onto its school, or anywhere on the reef when the move is clear).
Keyboard: D draws, S takes no school, Tab / arrows walk the cards and
schools, Enter plays the focused one; when several schools of a species could
take a discard, Enter picks the card and a second Enter picks the school.
The engine is asked about every step (legal_moves_for, explain); nothing here
re-implements a rule.
"""

from __future__ import annotations

import pygame

from seaboard.ai.hint import ENDS_GAME
from seaboard.ai.hint_seascroll import turn_reason
from seaboard.engine.core import IllegalMove, Move, Scored
from seaboard.engine.seascroll import events as ev
from seaboard.engine.seascroll.moves import Discard, Draw, SkipTake, TakeSchool
from seaboard.engine.seascroll.species import DRAW_COUNT, SPECIES
from seaboard.ui.input.drag import DRAGGING, SELECTED, DragController
from seaboard.ui.render import placement, theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.quickref import is_help_key
from seaboard.ui.scenes.table_base import TableScene
from seaboard.ui.tables.seascroll_parts import cards, message_spot, paint
from seaboard.ui.tables.seascroll_parts import layout as table_layout
from seaboard.ui.tables.seascroll_parts.chaos import NO_HINTS
from seaboard.ui.tables.seascroll_parts.flights import Flights
from seaboard.ui.tables.seascroll_parts.hand_order import hand_order, hand_orders_along
from seaboard.ui.tables.seascroll_parts.spots import CardSpot
from seaboard.ui.tables.take_back import PendingMove, TakeBackMixin, draw_clock
from seaboard.ui.widgets.button import Button, draw_focus_ring

HAND = "hand"
SCHOOL = "school"
HABITAT = ("habitat",)
REEF = ("reef",)
# The reef's water: the reef colour laid at 60% over the table cloth (opaque: cheaper than alpha).
FELT = theme.mix(PALETTE["sea"], PALETTE["teal"], 0.18)
REEF_WATER = theme.mix(FELT, theme.mix(PALETTE["sea"], PALETTE["teal"], 0.35), 0.6)
# The hinted card, school, slot or ocean: the advice colour every table's hint shares.
HINT = theme.ADVICE


class SeaScrollTable(TakeBackMixin, TableScene):
    name = "table"
    # A band under the table would take its height from the reef, which shrank to stamp-sized
    # cards at 1280x720: the attract loop's caption stays in the (wider) side column.
    caption_band = False
    # Playtest: beside a demo's caption the log showed two lines (four bots at 150% text); the
    # players' rows go to one line each there (the pods on the board show the same names).
    one_line_demo_rows = True
    # Playtest: a discard ends the turn, and the curtain came up at once; a misdrop was permanent.
    # The discard waits a moment (take_back.py) before the engine sees it.
    BACK_IN_HAND = "Your fish is back in your hand."
    WAITS = "Your discard waits: Keep, Enter or a click on it ends your turn; Undo takes it back."
    PENDING_QUIT_NOTE = "Your discard is not kept yet: quitting keeps the game with it in your hand."
    TAKE_BACK_STEP = "keep your discard or take it back"

    def __init__(self, app, setup, game=None, demo: bool = False):
        if game is None and setup.options.get("chaos"):
            humans = sum(1 for s in setup.seats if s.is_human)
            # COMPONENTS.md (Sea Scroll, Chaos): several humans at one screen
            # cannot scramble at once behind one curtain, so they alternate.
            if humans > 1:
                setup.options = {**setup.options, "chaos_pace": "alternating"}
        super().__init__(app, setup, game, demo)
        self.flights = Flights()
        self.drag = DragController(
            find_item=self.find_item, find_target=self.find_target, make_move=self.make_move,
            explain=lambda move: self.game.explain(move), commit=self.commit_drop, item_rect=self.item_rect,
            snap_rect=self.snap_rect, draw_item=self.draw_item, targets_for=self.targets_for,
            explain_miss=self.explain_miss)
        self.drag.bubble_area = lambda: self.board  # a refusal over the players panel would hide a name
        self.draw_button = Button("Draw 2 fish", lambda: self.submit(Draw()), style="primary")
        self.skip_button = Button("Take no school", lambda: self.submit(SkipTake()))
        self.spots: list[CardSpot] = []
        self.pending_species: int | None = None  # keyboard discard waiting for a school
        self.pointer = (-1, -1)
        self._lay = None
        self._lay_key = None
        self._focus_key = None
        self._plan_key, self._plan = None, None  # hint_plan's last answer
        self._hint_steps = ""  # the hint's steps without their "why": what a crowded table shows of it
        self._before = None
        self._base_key = None
        self._board_cache = None
        self._board_cache_key = None
        self._held_reveal: list = []  # the Reveal's log lines, until it opens (record)
        self._dropped = False
        self._felt = None
        self._hand_snapshot: tuple[int, ...] = ()
        self._hand_orders: dict[int, list[int]] = {}  # per seat: its hand's species, left to right
        self._hand_orders_from_moves()
        self.reveal_events: list = []
        # Per human seat: reef school index -> the seat who last discarded onto it since that
        # human's own last move (a small token under the school says who changed what).
        self.recent: dict[int, dict[int, int]] = {}
        self.chaos = None
        if self.game.chaos_on:
            from seaboard.ui.tables.seascroll_parts.chaos import ChaosPlay

            self.chaos = ChaosPlay(self)

    # -- geometry --------------------------------------------------------------
    @property
    def view(self):
        return self.game.view(self.viewer)

    @property
    def lay(self) -> table_layout.TableLayout:
        waiting = self.new_school_waiting()
        held = self.pending.move.species if self.pending is not None else None
        key = (self.state_token(), self.viewer, tuple(self.board), self.scale, theme.text_scale(), waiting, held)
        if key != self._lay_key:
            view = self.game.view(self.viewer)
            order = hand_order(self._hand_orders.get(self.viewer, ()), view.hand)
            self._hand_orders[self.viewer] = order
            self._lay = table_layout.compute(self.board, self.scale, view, self.viewer, order, waiting,
                                             self.hand_shown(view))
            self._lay_key = key
        return self._lay

    def state_token(self) -> tuple:
        """Changes whenever the position does (a move, an undo, a replay's jump to another game object)."""
        moves = self.game.moves
        return (id(self.game), len(moves), moves[-1] if moves else None)

    def layout(self, size):
        super().layout(size)
        self.place_help_button(self.help_button, self.undo_button)
        self._lay_key = None
        self._focus_key = None
        self._felt = None
        if self.chaos is not None:
            self.chaos.layout()

    @property
    def my_turn(self) -> bool:
        """The viewer is the human who acts now (standard game; a replay's borrowed table never)."""
        return self.human_to_act and self.game.current_player == self.viewer and self.live

    # -- moves -----------------------------------------------------------------
    def apply_move(self, move: Move):
        self._before = self.lay if not self.game.chaos_on else None
        try:
            return super().apply_move(move)
        finally:
            self._before = None
            self._dropped = False

    def submit(self, move: Move) -> bool:
        if self.chaos is not None:
            return self.chaos.submit(move)
        self.pending_species = None
        return super().submit(move)

    # -- a discard's moment (take_back.py) ---------------------------------------------------------
    def holds(self, move) -> bool:
        return isinstance(move, Discard) and self.chaos is None

    def held_words(self, move) -> str:
        return "Discarded. Undo takes it back; Keep or Enter ends your turn now."

    def keep_pending(self) -> bool:
        if self.pending is not None:
            self._dropped = True  # the card already lies where it goes: no flight from the hand
        return super().keep_pending()

    def returned(self, pending: PendingMove) -> None:
        self._dropped = False
        self._focus_key = None
        if pending.by_keys:
            self.refresh_focus()
            spot = next((s for s in self.spots if s.key == (HAND, pending.move.species)), None)
            if spot is not None:
                self.focus.focus(spot)  # the keyboard comes back to the card it played

    def pending_by_keys(self) -> bool:
        return not self._dropped

    def hand_shown(self, view) -> tuple | None:
        """The viewer's hand as the table shows it: a waiting discard has left it for the reef, so its
        group closes up at once and the heading counts one fewer, as once kept (playtests: a gap
        stood where the card had been, and "4 fish" was said over 3 cards)."""
        if view.hand is None or self.pending is None:
            return view.hand
        hand = list(view.hand)
        hand.remove(self.pending.move.species)
        return tuple(hand)

    def new_school_waiting(self) -> int | None:
        """The species of a discard waiting to start a new school (the reef is laid out with it), or None."""
        if self.pending is None or self.pending.move.school is not None:
            return None
        return self.pending.move.species

    def pending_card(self) -> pygame.Rect:
        """Where the waiting discard lies: on top of its school, or as the new school it starts (the
        layout's last school while it waits)."""
        lay = self.lay
        index = self.pending.move.school
        if index is None:
            return lay.school_top(len(lay.schools) - 1)
        top = lay.school_top(index)
        count = self.game.view(self.viewer).reef[index][1]
        shift = lay.reef_fan if count < table_layout.MAX_FAN else 0
        return top.move(shift, 0)

    def pointer_on_pending(self, pos) -> bool:
        return self.pending_card().collidepoint(pos)

    def click_while_pending(self, pos) -> bool:
        if not self.board.collidepoint(pos):
            return False  # the log, the panels: as ever
        return super().click_while_pending(pos)

    def draw_pending(self, surface) -> None:
        """The waiting discard, face up where it was dropped, ringed in the player's colour, with a
        small clock on it emptying with the moment."""
        if self.pending is None or self.chaos is not None:
            return
        rect = self.pending_card()
        cards.draw_card(surface, cards.face(self.pending.move.species, rect.width), rect, shadow=True)
        colour = theme.player_rgb(self.seats[self.game.current_player].colour)
        pygame.draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=cards.radius_for(rect.width) + 3)
        r = max(7, round(rect.width * 0.13))
        # Top right: the value sits top left and the name at the foot.
        draw_clock(surface, (rect.right - r - self.px(5), rect.top + r + self.px(5)), r, self.pending)

    def draw_pending_message(self, surface) -> None:
        """The moment's words on a sand card over the step guide (the step is done, only keeping it is
        left), with its countdown and Keep under them. At the reef's foot it hid the fish's names."""
        guide = self.lay.guide
        inset = self.px(6)
        lines, size, step, box = self.message_pill(guide.inflate(-2 * inset, 0))
        pad = self.px(10)
        box = guide.inflate(-2 * inset, -2 * inset)  # the whole guide: what it said is done
        theme.draw_panel(surface, box, PALETTE["sand"], radius=self.px(12), border=PALETTE["coral"])
        # The words centred in the room above the countdown.
        y = box.top + max(pad, (box.height - self.countdown_room(box.width) - pad - len(lines) * step) // 2)
        for line in lines:
            theme.blit_text(surface, line, "bold", size, PALETTE["ink"], (box.centerx, y + step // 2), "center")
            y += step
        self.draw_countdown(surface, box)
        self.message_box = box

    def on_undo(self) -> None:
        """The position jumped (undo, a replay's step back): drop animations and anything half-chosen."""
        self.flights.finish()
        self.drag.clear()
        self.pending_species = None
        self.recent.clear()
        self._lay_key = self._focus_key = self._board_cache_key = None
        self._hand_snapshot = self.game.view(self.viewer).hand
        self._hand_orders_from_moves()  # as it was at this position, not with returned cards put last
        if self.chaos is not None:
            self.chaos.forget()

    def commit_drop(self, move: Move) -> None:
        self._dropped = True  # the card already landed where it goes: no second flight
        self.submit(move)

    def choose_discard(self, species: int) -> None:
        """A hand card was chosen by keyboard: play it, or ask which school when several fit."""
        legal = [m for m in self.game.legal_moves_for(self.viewer) if isinstance(m, Discard) and m.species == species]
        hinted = self.hint_move if isinstance(self.hint_move, Discard) and self.hint_move.species == species else None
        if hinted is not None and hinted in legal:
            # Enter on the hinted card plays the hint, school and all (playtest: it asked which school).
            self.submit(hinted)
        elif len(legal) == 1:
            self.submit(legal[0])
        elif len(legal) > 1:
            self.pending_species = species
            # The step guide asks which school (guide_text); a pill said it too, in refusal's coral
            # and over the very schools it asked about (playtest, 150% text). A word from before goes.
            if self.message != self.standing_message():
                self.message = ""
            self._focus_key = None
            self.refresh_focus()
            first = next((s for s in self.spots if s.key == (SCHOOL, legal[0].school)), None)
            if first is not None:
                self.focus.focus(first)
        else:
            self.submit(Discard(species, None))  # the engine says why not

    def choose_school(self, index: int) -> None:
        if self.pending_species is not None:
            self.submit(Discard(self.pending_species, index))
        else:
            self.submit(TakeSchool(index))

    # -- events -> animation -------------------------------------------------------
    def on_events(self, events) -> None:
        if any(isinstance(e, ev.RevealBegan) for e in events):
            self.reveal_events = list(events)  # the Reveal scene plays these
        if self.chaos is not None:
            self.chaos.on_events(events)
            return
        self._fold_hand_orders()
        before = self._before
        if before is None:
            return
        after = self.lay
        viewer = self.viewer
        self.track_recent(events)
        for e in events:
            if isinstance(e, ev.CardsDrawn):
                if e.seat == viewer:
                    new = self._new_cards()
                    for k, species in enumerate(new):
                        self.flights.launch(before.ocean, after.hand_top(species), species, delay=k * 0.12,
                                            face_up_from=0.5, dest=(HAND, species))
                else:
                    end = after.seat_anchor(e.seat, viewer)
                    for k in range(e.count):
                        self.flights.launch(before.ocean, end, None, delay=k * 0.12)
            elif isinstance(e, ev.SchoolTaken) and not self._dropped:
                start = before.schools[e.reef_index] if e.reef_index < len(before.schools) else before.new_school
                start = before.top_card(start, before.reef_card_w)
                end = after.seat_slot(e.seat, viewer, e.habitat_index)
                self.flights.launch(start, end, e.species, dest=("slot", e.seat, e.habitat_index))
            elif isinstance(e, ev.FishDiscarded) and not self._dropped:
                if e.seat == viewer:
                    start = before.hand_top(e.species)
                else:
                    start = before.seat_anchor(e.seat, viewer)
                end = after.school_top(e.reef_index)
                self.flights.launch(start, end, e.species, face_up_from=0.0 if e.seat == viewer else 0.4,
                                    dest=(SCHOOL, e.reef_index))
            elif isinstance(e, ev.OceanEmptied):
                self.show_message("The ocean is empty: the Last Round card shows.")
            elif isinstance(e, ev.FinalRoundBegan):
                self.show_message("Last round: everyone takes one final turn without drawing.")

    def _hand_orders_from_moves(self) -> None:
        """The hand orders as play laid them up to this position: a resumed game (Continue, Load)
        shows the hand in the order the player saw before closing. Chaos lays its catch sorted."""
        if not self.game.chaos_on:
            self._hand_orders = hand_orders_along(self.game_cls, self.game)

    def _fold_hand_orders(self) -> None:
        """Fold every seat's hand into its order after each move, not only the viewer's when drawn,
        so the order is the one hand_orders_along rebuilds from the moves (a replay at speed may
        take several steps between two frames)."""
        for seat in range(self.game.players):
            hand = self.game.view(seat).hand
            self._hand_orders[seat] = hand_order(self._hand_orders.get(seat, ()), hand)

    def track_recent(self, events) -> None:
        """Remember, for every human, which reef schools the others changed since their own move."""
        for e in events:
            seat = getattr(e, "seat", None)
            if isinstance(e, ev.SchoolTaken):
                for marks in self.recent.values():
                    moved = {i - (i > e.reef_index): who for i, who in marks.items() if i != e.reef_index}
                    marks.clear()
                    marks.update(moved)
            if isinstance(e, ev.FishDiscarded | ev.SchoolTaken | ev.TakeSkipped | ev.CardsDrawn):
                if seat in self.human_seats:
                    self.recent[seat] = {}
            if isinstance(e, ev.FishDiscarded):
                for human in self.human_seats:
                    if human != seat:
                        self.recent.setdefault(human, {})[e.reef_index] = seat
            if isinstance(e, ev.RevealBegan):
                self.recent.clear()  # no next turn to prepare for: the final board marks nothing

    def request_hint(self) -> None:
        # (A discard waiting: the shared guard in take_back.py answers.)
        if self.chaos is not None and self.chaos.realtime:
            self.show_message(NO_HINTS)
            return
        super().request_hint()

    def hint_words(self, move: Move, words: str) -> str:
        # Playtest: at a turn's start the hint said only "Draw 2 fish". The draw is then the one
        # step the engine allows, so the hard bot weighed nothing and cannot plan past fish it
        # has not seen: the hint says so, and when it can say more.
        if isinstance(move, Draw) and not self.hint_then and self.game.legal_moves() == [move]:
            # Not the draw's log line: its "(26 left)" counts the ocean after the draw, beside "Ocean · 28".
            self._hint_steps = f"Draw {DRAW_COUNT} fish."
            return (f"Draw {DRAW_COUNT} fish: every turn starts with a draw. "
                    "Ask again once you see them, to plan the rest of your turn.")
        # Playtest: the hint said what to do but never why; one short reason, read off the engine
        # from what the player may see (turn_reason), goes before a game-ending turn's last words.
        seat = self.game.current_player
        why = turn_reason(getattr(self.game, "real", self.game).view(seat), [move, *self.hint_then],
                          self.names) if seat is not None else ""
        self._hint_steps = words if why else ""
        if not why:
            return words
        body = words.removesuffix(ENDS_GAME).rstrip()
        return f"{body} {why}" + (f" {ENDS_GAME}" if words.endswith(ENDS_GAME) else "")

    def on_hint(self, move: Move) -> None:
        # The board shows self.hint_move (a sand glow on the ocean, a school or a card); it is
        # part of board_key, so the cached picture is redrawn. The keyboard moves onto the
        # hinted button, school or card, so Enter plays the hint.
        self.refresh_focus()
        if isinstance(move, SkipTake):
            self.focus.focus(self.skip_button)
        elif isinstance(move, Draw):
            self.focus.focus(self.draw_button)
        else:
            key = (SCHOOL, move.school) if isinstance(move, TakeSchool) else \
                (HAND, move.species) if isinstance(move, Discard) else None
            spot = next((s for s in self.spots if s.key == key), None)
            if spot is not None:
                self.focus.focus(spot)

    def _new_cards(self) -> list[int]:
        """The viewer's cards that were not in the hand before this move (the ones just drawn)."""
        hand_before = list(self._hand_snapshot or ())
        counts: dict[int, int] = {}
        for v in hand_before:
            counts[v] = counts.get(v, 0) + 1
        new = []
        for v in self.game.view(self.viewer).hand:
            if counts.get(v, 0) > 0:
                counts[v] -= 1
            else:
                new.append(v)
        return new

    # -- drag and drop -----------------------------------------------------------------
    def find_item(self, pos):
        if not self.my_turn or self.flights.busy:
            return None
        lay = self.lay
        for v, rect in reversed(list(lay.hand_groups.items())):
            if rect.collidepoint(pos):
                return (HAND, v)
        for i, rect in enumerate(lay.schools):
            if rect.collidepoint(pos):
                return (SCHOOL, i)
        return None

    def item_rect(self, item) -> pygame.Rect:
        kind, key = item
        if kind == HAND:
            return self.lay.hand_top(key)
        return pygame.Rect(self.lay.schools[key]) if key < len(self.lay.schools) else self.lay.new_school

    def legal_discards(self, species: int) -> list[Discard]:
        """The engine's legal discards of `species` for the viewer now (one per school it may join,
        or the one that starts a new school)."""
        return [m for m in self.game.legal_moves_for(self.viewer) if isinstance(m, Discard) and m.species == species]

    @staticmethod
    def discard_target(move: Discard):
        return (SCHOOL, move.school) if move.school is not None else REEF

    def find_target(self, pos, item):
        lay = self.lay
        if item[0] == HAND:
            over = None
            for i, rect in enumerate(lay.schools):
                if rect.inflate(self.px(10), self.px(10)).collidepoint(pos):
                    over = (SCHOOL, i)
                    break
            if over is None and lay.reef_area.collidepoint(pos):
                over = REEF
            if over is not None:
                # Playtest: a Regal Tang let go over another species' school bounced ("can only join
                # a school of Regal Tang") though the reef had none, so only the dashed new-school slot
                # took it. When the engine allows exactly one discard of this fish, anywhere on the
                # reef means that one: the target is its real destination (it glows and the card
                # flies there). With several schools to choose from, the spot chooses (make_move).
                legal = self.legal_discards(item[1])
                if len(legal) == 1:
                    return self.discard_target(legal[0])
                return over
            if lay.habitat_area.collidepoint(pos):
                return HABITAT
            return None
        if lay.habitat_area.collidepoint(pos):
            return HABITAT
        return None

    def make_move(self, item, target):
        kind, key = item
        if kind == HAND:
            if not (target == REEF or (isinstance(target, tuple) and target[0] == SCHOOL)):
                return None
            legal = self.legal_discards(key)
            if len(legal) == 1:
                return legal[0]  # forced: wherever on the reef it was let go
            move = Discard(key, target[1]) if target != REEF else Discard(key, None)
            if len(legal) > 1 and move not in legal:
                # Several schools of this fish: the drop spot chooses, and it missed them all.
                name = SPECIES[key]
                raise IllegalMove(f"Your {name} must join one of the reef's {len(legal)} {name} schools: "
                                  "drop it on the one you choose.")
            return move  # legal, or none is (not the discard step): the engine says why
        if target == HABITAT:
            return TakeSchool(key)
        return None

    def snap_rect(self, item, target) -> pygame.Rect:
        lay = self.lay
        size = self.item_rect(item).size
        if item[0] == HAND:
            move = self.make_move(item, target)
            index = move.school if isinstance(move, Discard) else None
            if index is None or index >= len(lay.schools):
                return pygame.Rect(lay.new_school.topleft, size)
            top = lay.school_top(index)
            count = self.game.view(self.viewer).reef[index][1]
            shift = lay.reef_fan if count < table_layout.MAX_FAN else 0
            return pygame.Rect((top.left + shift, top.top), size)
        slot = lay.habitat_slots[min(2, len(self.game.view(self.viewer).habitats[self.viewer]))]
        return pygame.Rect(slot.topleft, size)

    def targets_for(self, item):
        legal = self.game.legal_moves_for(self.viewer)
        kind, key = item
        if kind == HAND:
            found = []
            for m in legal:
                if isinstance(m, Discard) and m.species == key:
                    found.append((SCHOOL, m.school) if m.school is not None else REEF)
            return found
        return [HABITAT] if TakeSchool(key) in legal else []

    def draw_item(self, surface, item, rect) -> None:
        kind, key = item
        if kind == HAND:
            cards.draw_card(surface, cards.face(key, rect.width), rect, lifted=True)
            return
        view = self.game.view(self.viewer)
        if key < len(view.reef):
            species, count = view.reef[key]
            card_w = round(rect.height / cards.CARD_RATIO)
            fan = max(1, round(card_w * 0.13))
            paint.stack(surface, species, count, pygame.Rect(rect.left, rect.top, rect.width, rect.height), card_w,
                        fan, lifted=True, px=self.px(14))

    # -- input ---------------------------------------------------------------------------
    def explain_miss(self, item) -> str | None:
        """Said when a card or school is let go over nothing it can join."""
        kind = item[0] if isinstance(item, tuple) else None
        # The engine says first what the step does not allow yet ("First draw 2 fish...").
        if kind == HAND:
            # Playtest: a card let go off the reef was refused with "your discard must join it, not
            # start a new one" when its species has a school: the player was starting nothing. Say
            # where it goes instead, naming the school the engine lets it join.
            joins = [m for m in self.legal_discards(item[1]) if m.school is not None]
            if len(joins) > 1:
                return f"Drop the card on one of the reef's {SPECIES[item[1]]} schools to discard it."
            if joins:
                return f"Drop the card on the reef's {SPECIES[item[1]]} school to discard it."
            return self.game.explain(Discard(item[1], None)) or "Drop the card on the reef to discard it."
        if kind == SCHOOL:
            return self.game.explain(TakeSchool(item[1])) or "Drop the school on your habitat to take it."
        return None

    def quickref_scene(self):
        from seaboard.ui.tables.seascroll_parts.quickref import SeaScrollQuickRef

        return SeaScrollQuickRef(self.app, self)

    def handle(self, event):
        if self.swallows_held_key(event) or self.primary_key_first(event):
            return True
        if self.handle_pending(event):
            return True
        if is_help_key(event):
            self.open_quickref()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.drag.active:
                self.drag.cancel()
                return True
            if self.pending_species is not None:
                self.pending_species = None
                self._focus_key = None
                self.show_message("Discard cancelled: choose a fish from your hand.")
                return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = tuple(event.pos)
        self.refresh_focus()
        return super().handle(event)

    def handle_table(self, event) -> bool:
        if self.chaos is not None:
            return self.chaos.handle(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_d:
                self.submit(Draw())
                return True
            if event.key == pygame.K_s:
                self.submit(SkipTake())
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.active
                and self.lay.ocean.inflate(self.px(8), self.px(16)).collidepoint(event.pos) and self.my_turn):
            self.submit(Draw())
            return True
        return self.drag.handle(event)

    def refresh_focus(self) -> None:
        """Keyboard stops for the current step: the buttons, the reef's schools and the hand's groups."""
        if self.chaos is not None:
            self.chaos.refresh_focus()
            return
        key = (self.state_token(), self.viewer, self.pending_species, self._lay_key, self.my_turn, self.pending is None)
        if key == self._focus_key:
            return
        self._focus_key = key
        lay = self.lay
        view = self.game.view(self.viewer)
        spots: list[CardSpot] = []
        # Tab walks only what the current step can use: the reef's schools to take (or, for a
        # discard that could join several, the schools of that species), the hand to discard.
        choosing_school = view.phase == "take" or self.pending_species is not None
        if self.my_turn and self.pending is None:  # (a discard waiting: Enter keeps it, Escape takes it back)
            for i, (species, count) in enumerate(view.reef if choosing_school else ()):
                if self.pending_species is not None and species != self.pending_species:
                    continue
                label = f"Reef school {i + 1}: {count} {SPECIES[species]}"
                spots.append(CardSpot((SCHOOL, i), label, lambda i=i: self.choose_school(i), lay.schools[i],
                                      self.arrow_along))
            if self.pending_species is None and view.phase == "discard":
                for v in lay.hand_groups:
                    spots.append(CardSpot((HAND, v), f"Hand: {SPECIES[v]}", lambda v=v: self.choose_discard(v),
                                          lay.hand_top(v), self.arrow_along))
        self.spots = spots
        self.position_buttons()
        self.update_buttons()
        self.focus.set([self.draw_button, self.skip_button, *spots, self.hint_button, self.undo_button,
                        self.help_button, self.pause_button])
        held = self.focus.focused
        corner = (self.hint_button, self.undo_button, self.help_button, self.pause_button)
        if held is None or not (held.visible and held.enabled) or held in corner:
            # A new step: the keyboard starts on what it asks for (Draw, a school, a card to discard).
            first = next((w for w in [self.draw_button, *spots, self.skip_button] if w.visible and w.enabled), None)
            if first is not None:
                self.focus.focus(first)

    def focus_step(self) -> None:
        self._focus_key = None
        self.refresh_focus()

    def refresh_widgets(self) -> None:
        self.refresh_focus()

    def arrow_along(self, spot: CardSpot, step: int) -> bool:
        """An arrow on a school or a hand card: its neighbour in the same row, staying put at the
        row's end. Playtest: Left on the leftmost school wrapped to "Take no school", and the next
        Enter ended the step unmeant. Tab still walks everything, buttons included."""
        row = [s for s in self.spots if s.key[0] == spot.key[0]]
        if spot not in row:
            return False
        at = row.index(spot) + step
        if 0 <= at < len(row):
            self.focus.focus(row[at])
        return True

    def update_buttons(self) -> None:
        mine = self.my_turn
        phase = self.game.view(self.viewer).phase
        for button, move, step in ((self.draw_button, Draw(), "draw"), (self.skip_button, SkipTake(), "take")):
            reason = self.game.explain(move) if mine else "Wait for your turn."
            button.enabled = mine and reason is None
            # Only the current step's button shows: the chips say the rest (and a greyed
            # button beside "Discard one fish" reads like something still to do).
            button.visible = mine and phase == step and not self.game.is_over
            # A hidden button keeps no reason: the focus group would still show it under the pointer.
            button.reason = (reason or "") if button.visible else ""
        self.draw_button.style = "primary" if self.draw_button.enabled else "secondary"
        self.skip_button.style = "primary" if self.skip_button.enabled else "secondary"
        self.position_buttons()

    def standing_message(self) -> str:
        if self.drag.state in (DRAGGING, SELECTED):
            return ""  # a card or school in hand: the hint has said its piece (its marks stay)
        return super().standing_message()

    # -- per frame ------------------------------------------------------------------------
    def update(self, dt):
        self.flights.update(dt)
        self.drag.update(dt)
        if self.drag.state in (DRAGGING, SELECTED) and self.hint_on_screen():
            self.message = ""  # the player acts (a card or school picked up): the hint has said its piece
        self.refresh_focus()
        if self.chaos is not None:
            self.chaos.update(dt)
            return
        if self.flights.busy and not self.game.is_over:
            self.expire_message()
            self.update_pending(dt)
            if self.app.top is self:
                self.think_ahead()  # a demo's next bot thinks while they fly
            return  # bots wait for the cards to land
        super().update(dt)
        self.update_pending(dt)
        self.refresh_focus()  # a bot's move just applied: this frame already shows the next step's button

    def check_turn(self) -> None:
        super().check_turn()
        self._hand_snapshot = self.game.view(self.viewer).hand

    def revealed(self, seat: int) -> None:
        super().revealed(seat)
        self._hand_snapshot = self.game.view(self.viewer).hand
        self._focus_key = None
        # Playtest: the last player's keyboard focus ring came back on the next player's Draw
        # button. The focus waits there unseen: Enter or D draws, the first Tab shows it.
        self.focus.keyboard_used = False

    def worded(self, events) -> list:
        """The log says each species of the Reveal once: its line names every holder's count and
        points, so a holder's own "+4 (most Regal Tang: 1)" after it only repeated it (playtest).
        A holder's second line for a species (the Regal Tang variant's bonus) says more, and stays."""
        kept, told = [], None  # seats whose first line for this species was dropped
        for event in events:
            if isinstance(event, ev.SpeciesScored):
                told = set()
            elif isinstance(event, Scored) and told is not None and event.seat not in told:
                told.add(event.seat)
                continue
            kept.append(event)
        return kept

    def record(self, events) -> None:
        # The Reveal is a moment: its lines (every hand, every species, the winner) reach the log
        # when the Reveal has played, not before it or while it plays beside the log (playtest: a
        # demo's caption and the log's edge said "Orange bot wins" at the Reveal's third species).
        first = next((i for i, e in enumerate(events) if isinstance(e, ev.RevealBegan)), None)
        if first is None:
            super().record(events)
            return
        super().record(events[:first])
        self._held_reveal = list(events[first:])

    def release_reveal_log(self) -> None:
        held, self._held_reveal = self._held_reveal, []
        if held:
            super().record(held)

    def show_results(self) -> None:
        # The Reveal in a demo too, the attract loop's included: it plays on by itself (playtest:
        # the loop skipped it, the most watchable moment, and a watched demo waited on it for a click).
        from seaboard.ui.tables.seascroll_parts.reveal import RevealScene

        self.results_shown = True
        self.app.push(RevealScene(self.app, self))

    def scores_settling(self) -> bool:
        """Cards still flying (the last catch lands before the results)."""
        return self.flights.busy

    def results_card(self):
        """The card after the Reveal (a replay's end shows it without the Reveal)."""
        from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults

        self.release_reveal_log()  # (the Reveal's lines, if it did not play to its end)

        return SeaScrollResults(self.app, self)

    def marked_seat(self):
        if self.chaos is not None and self.chaos.realtime and not self.game.is_over:
            return None  # everyone scrambles at once: no seat is "the one to act"
        return super().marked_seat()

    def status_line(self) -> str:
        if self.chaos is not None and not self.game.is_over:
            return self.chaos.status_line()
        return super().status_line()

    # -- drawing -------------------------------------------------------------------------
    def draw_message(self, surface) -> None:
        """The table's sentences (a refused drop, the last round) float at the foot of the reef
        or the pile, where the eye already is, never over the hand the player is about to use.
        A hint reads in the step guide, in place of its how-to words (the guide says how to take
        the step, the hint how best to), where it fits; else it floats wherever it hides least,
        never over a card's name if that can be helped (playtest: the bubble covered the guide,
        and at 150% text the names of the reef's fish)."""
        water = getattr(self.chaos, "pile_area", None) if self.chaos is not None else self.lay.reef_area
        if water is None:
            super().draw_message(surface)
            return
        if self.hint_over_guide():
            self.draw_hint_in_guide(surface)
            return
        if self.pending is not None and self.message:
            self.draw_pending_message(surface)
            return
        if self.chaos is None and self.hint_said():
            gap = self.px(4)
            _, _, width, box = self.hint_plan()
            # draw_message_in puts the pill at the foot of its area, wrapped to the area's width:
            # an area of the chosen width, its foot under the chosen spot.
            area = pygame.Rect(0, 0, width, self.board.height)
            area.midbottom = (box.centerx, box.bottom + gap)
            self.draw_message_in(surface, area, gap)
            return
        self.draw_message_in(surface, water, self.px(4))

    def guide_rows(self) -> tuple[int, pygame.Rect]:
        """The step guide's heading (its top) and, under it, the room for how to take the step,
        left of the step's button."""
        g, pad = self.lay.guide, self.px(14)
        button = next((b for b in (self.draw_button, self.skip_button) if b.visible), None)
        right = (button.rect.left - pad) if button is not None else g.right - pad
        # Under the step chips; each line as much lower as the text size makes the lines above taller.
        ty = g.top + self.px(10) + self.px(34) + table_layout.taller("bold", self.px(13))
        top = ty + self.px(28) + table_layout.taller(table_layout.CAPTION, self.px(19))
        return ty, pygame.Rect(g.left + pad, top, right - g.left - pad, g.bottom - self.px(2) - top)

    def guide_hint(self) -> tuple[str, float] | None:
        """The hint's words and the size they read at in place of the guide's how-to words, or
        None where the hint floats (hint_plan)."""
        plan = self.hint_plan()
        return (plan[1], plan[2]) if plan[0] == "guide" else None

    def guide_size(self, text: str) -> float | None:
        """The size `text` reads at whole in place of the guide's how-to words, or None if it does
        not fit there at a size still easy to read."""
        _, area = self.guide_rows()
        if area.width <= 0 or area.height <= 0:
            return None
        size = theme.paragraph_size(text, "bold", self.px(14), area, self.px(12), slack=self.px(4))
        return size if theme.paragraph_height(text, "bold", size, area.width) <= area.height + self.px(4) else None

    def hint_texts(self) -> list[str]:
        """The hint whole, and, where it gives a reason, its steps alone: a smaller bubble."""
        texts = [self.message]
        if self.hint_on_screen() and self._hint_steps and f"Hint: {self._hint_steps}" != self.message:
            texts.append(f"Hint: {self._hint_steps}")
        return texts

    def hint_plan(self) -> tuple:
        """Where the hint reads and in which words: ("guide", text, size) in place of the guide's
        how-to words, or ("float", text, wrap width, pill) where the bubble hides least. First the
        whole hint in the guide, else floating over nothing a player reads; else its steps alone
        (the reason is worth less than a bubble over the hand), in the guide or floating clear;
        else the bubble of the two hiding least: never a card the hint names where any other
        place is left (playtest, 1024x640 at 150% text: the bubble covered the opponents'
        habitats, and the very card it said to discard)."""
        key = (self.message, self.state_token(), self.viewer, tuple(self.board), self.scale, theme.text_scale(),
               self.hint_move, self.hint_then, self.draw_button.visible, self.skip_button.visible)
        if key == getattr(self, "_plan_key", None):
            return self._plan
        full, *short = self.hint_texts()
        size = self.guide_size(full)
        floats = {}
        if size is not None:
            plan = ("guide", full, size)
        else:
            obstacles = self.hint_obstacles()
            for text in (full, *short):
                width, box = self.hint_spot(text, obstacles)
                floats[text] = (placement.cost(box, obstacles), width, box)
            plan = None
            if floats[full][0] < message_spot.CAPTION:
                plan = ("float", full, *floats[full][1:])
            for text in short:
                size = self.guide_size(text) if plan is None else None
                if size is not None:
                    plan = ("guide", text, size)
                elif plan is None and floats[text][0] < message_spot.CAPTION:
                    plan = ("float", text, *floats[text][1:])
            if plan is None:  # nowhere clear: the bubble hiding least, the smaller on a tie
                text = min(reversed([full, *short]), key=lambda t: floats[t][0])
                plan = ("float", text, *floats[text][1:])
        self._plan_key, self._plan = key, plan
        return plan

    def hint_floats_clear(self) -> bool:
        """The whole hint, floating, would hide no card's name or value, no caption, heading or
        button: only open water, the guide's how-to words or a little of a card."""
        obstacles = self.hint_obstacles()
        _, box = self.hint_spot(self.message, obstacles)
        return placement.cost(box, obstacles) < message_spot.CAPTION

    def hint_said(self) -> bool:
        """The message is the hint, or the wait for it: both read where the hint does (playtest, 150%
        text: "Thinking about a hint…" sat at the reef's foot, over the fish's names)."""
        return self.hint_on_screen() or self.hint_wait_said()

    def hint_over_guide(self) -> bool:
        """A hint (or the wait for it) is up and fits in place of the step guide's how-to words (else
        it floats where it hides least: hint_plan)."""
        if self.chaos is not None or not self.hint_said():
            return False
        return self.guide_hint() is not None

    def hint_takes_howto(self) -> bool:
        """The hint stands in place of the guide's how-to words: read there, or floating over any of
        them (what shows of them under and beside the bubble would be half sentences)."""
        if self.hint_over_guide():
            return True
        if self.chaos is not None or not self.hint_said():
            return False
        return self.hint_plan()[3].colliderect(self.guide_rows()[1])

    def message_shown(self) -> str:
        """A floating hint says what hint_plan chose: whole, or its steps alone."""
        if self.chaos is None and self.hint_said():
            plan = self.hint_plan()
            if plan[0] == "float":
                return plan[1]
        return self.message

    def draw_hint_in_guide(self, surface) -> None:
        """The hint in the guide's own hand, in the sand of advice, under the step's heading."""
        _, area = self.guide_rows()
        text, size = self.guide_hint()
        theme.blit_paragraph(surface, text, "bold", size, PALETTE["sand"], area)
        height = theme.paragraph_height(text, "bold", size, area.width)
        self.message_box = pygame.Rect(area.left, area.top, area.width, min(area.height, height))
        self.message_peeked = False

    def hint_spot(self, text: str, obstacles: list) -> tuple[int, pygame.Rect]:
        """Where `text` would float hiding least of `obstacles`: (the width it is wrapped to, its pill)."""
        board = self.board
        bounds = board.inflate(-2 * self.px(10), -2 * self.px(10))

        def pill_for(width: int) -> pygame.Rect | None:
            lines, _, _, box = self.message_pill(pygame.Rect(0, 0, width, board.height), text)
            return None if lines[-1].endswith("…") else box

        # Eighths of the board: a bubble just narrow enough for the water beside the hand.
        widths = [board.width * k // 8 for k in range(8, 2, -1)]
        width, box = placement.least_covering(bounds, widths, pill_for, obstacles, self.lay.guide.center,
                                              max(4, self.px(16)))
        return width, box.copy()

    def hint_marks(self) -> list[pygame.Rect]:
        """What the hint names or points at, its step and the rest of the turn it plans: the ocean
        to draw from, the school to take and the habitat slot it goes to, the card to discard and
        the school it joins (or the new school's place)."""
        lay, view = self.lay, self.game.view(self.viewer)
        marks: list[pygame.Rect] = []
        taken = None  # a school taken first: the reef's later schools move up one
        for move in (self.hint_move, *self.hint_then):
            if isinstance(move, Draw):
                marks.append(lay.ocean.union(pygame.Rect(lay.ocean.left, lay.ocean.bottom, lay.ocean.width,
                                                         self.px(30))))
            elif isinstance(move, TakeSchool) and move.school < len(lay.schools):
                taken = move.school
                marks.append(lay.schools[move.school])
                slots = lay.habitat_slots
                marks.append(slots[min(len(view.habitats[self.viewer]), len(slots) - 1)])
            elif isinstance(move, Discard):
                if move.species in lay.hand_groups:
                    marks.append(lay.hand_top(move.species))
                school = move.school
                if school is not None and taken is not None and school >= taken:
                    school += 1
                if school is None:
                    marks.append(lay.new_school)
                elif school < len(lay.schools):
                    marks.append(lay.schools[school])
        return marks

    def hint_obstacles(self) -> list:
        """What a floating hint would hide, and how much each matters (message_spot)."""
        ms = message_spot
        lay, px = self.lay, self.px
        view = self.game.view(self.viewer)
        found: list = []

        def caption(label: str, role: str, size: int, topleft: tuple[int, int]) -> None:
            w, h = theme.font(role, size).size(label)
            found.append((pygame.Rect(topleft, (w, h)), ms.CAPTION, True))

        # The reef: each school's top card (its name and value), the stack, its count badge.
        caption("The reef · 00 schools", table_layout.CAPTION, px(17), (lay.reef_area.left + px(14), lay.reef_area.top + px(8)))
        for i, (_, count) in enumerate(view.reef):
            if i >= len(lay.schools):
                break
            stack = lay.schools[i]
            top = lay.top_card(stack, lay.reef_card_w)
            found += ms.card_parts(top)
            found.append((stack, ms.CARD, False))
            if count > 1:
                found.append((paint.badge_rect(count, paint.badge_on(top, count, px(14)), px(14)),
                              ms.VALUE, True))
        # The ocean and its count: clicked to draw.
        ocean = lay.ocean.union(pygame.Rect(lay.ocean.left, lay.ocean.bottom, lay.ocean.width, px(30)))
        found.append((ocean, ms.HEADING, True))
        # The others' pods: their names, hand counts and habitats (playtest: at 150% text the bubble
        # stood over both pods, whose habitats say what each rival collects).
        for pod in lay.pods.values():
            found.append((pod.rect, ms.POD, False))
            found.append((pygame.Rect(pod.rect.left, pod.rect.top, pod.rect.width, px(34)), ms.CAPTION, True))
            row = pod.slots[0].unionall(pod.slots[1:] + [pod.habitat_label]).inflate(px(16), 0)
            row.height = pod.rect.bottom - row.top  # with its label, to the pod's foot
            found.append((row, ms.RIVAL_HABITAT, True))
            for slot, _ in zip(pod.slots, view.habitats[pod.seat]):
                found.append((slot, ms.VALUE, True))
        # The viewer's habitat: its caption, its cards, the slot a school would go to.
        # The habitat's and the hand's headings as drawn, a seat's name and all (playtest: in hot seat the
        # bubble hid "Bartholomewsmith's hand", measured as the shorter "Your hand").
        found.append((paint.caption_rect(self.habitat_heading(view), px(15), self.habitat_heading_at(),
                                         lay.habitat_area.width - px(24)), ms.CAPTION, True))
        found.append((lay.habitat_area, ms.HABITAT, True))
        habitat = view.habitats[self.viewer]
        for i, slot in enumerate(lay.habitat_slots):
            if i < len(habitat):
                fanned = min(habitat[i][1], table_layout.MAX_FAN)
                found += ms.card_parts(slot.move(px(9) * (fanned - 1), 0))
            else:
                found.append((slot, ms.EMPTY, False))
        # The step guide: its chips, its heading, the step's button; its how-to words matter least.
        g = lay.guide
        ty, howto = self.guide_rows()
        found.append((pygame.Rect(g.left, g.top, g.width, ty - g.top - px(4)), ms.CHIPS, True))
        found.append((pygame.Rect(howto.left, ty, howto.width, howto.top - ty), ms.STEP_HEADING, True))
        found.append((howto, ms.HOW_TO, False))
        found.append((g, ms.GUIDE, False))  # rather beside the guide than astride its edge
        for button in (self.draw_button, self.skip_button):
            if button.visible:
                found.append((button.rect, ms.BUTTON, True))
        # The hand: its caption, each species' top card, the count badges.
        hand = view.hand or ()
        found.append((paint.caption_rect(self.hand_heading(self.hand_shown(view) or ()),
                                         px(15), (lay.hand_area.left + px(4), lay.hand_area.top),
                                         lay.hand_area.width - px(8)), ms.CAPTION, True))
        # The caption's row to its right end, where "With your habitat: Clown Fish ×3" is said.
        held = view.held_with_habitat() if view.hand is not None else {}
        if any(held.get(v, 0) > hand.count(v) for v in set(hand)):
            row_h = theme.font(table_layout.CAPTION, px(15)).get_linesize()
            found.append((pygame.Rect(lay.hand_area.left, lay.hand_area.top, lay.hand_area.width, row_h),
                          ms.CAPTION, True))
        for v, rect in lay.hand_groups.items():
            top = lay.hand_top(v)
            found += ms.card_parts(top)
            found.append((rect, ms.CARD, False))
            if hand.count(v) > 1:
                found.append((pygame.Rect(0, 0, px(30), px(22)).move_to(center=(top.right - px(4), top.top + px(5))),
                              ms.VALUE, True))
        # What the hint names or points at, never hidden while any other place is left.
        found += [(mark, ms.TARGET, True) for mark in self.hint_marks()]
        return found

    def felt(self) -> pygame.Surface:
        """The table cloth: a deep teal panel with a soft light in its middle (cached per size)."""
        size = self.board.size
        if self._felt is None or self._felt.get_size() != size:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            r = self.px(18)
            pygame.draw.rect(surf, FELT, surf.get_rect(), border_radius=r)
            light = pygame.Surface(size, pygame.SRCALPHA)
            cx, cy = size[0] // 2, size[1] // 2
            for i in range(8, 0, -1):
                pygame.draw.ellipse(light, (*PALETTE["teal_hi"], 5),
                                    pygame.Rect(0, 0, size[0] * i / 8, size[1] * i / 8 * 0.9).move_to(center=(cx, cy)))
            surf.blit(light, (0, 0))
            mask = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            pygame.draw.rect(surf, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.14), surf.get_rect(), 1,
                             border_radius=r)
            self._felt = surf
        return self._felt

    def board_key(self, rect) -> tuple:
        """Everything the still picture of the board depends on; while it is unchanged, the
        cached picture is blitted instead of redrawing every card (frame time)."""
        drag = self.drag
        moving = tuple(f.item for f in drag.flights) + ((drag.held.item,) if drag.held is not None else ())
        focused = self.focus.focused if self.focus.keyboard_used else None
        # The text size too: changed in Settings mid-game, the board's words follow at once.
        common = (self.state_token(), self.viewer, self.shown_seat, tuple(rect), self.scale, theme.text_scale(), self.game.is_over,
                  getattr(focused, "key", id(focused) if focused is not None else None),
                  self.replay_playing)  # a replay's guide says "Press Play" only while paused
        if self.chaos is not None:
            return common + self.chaos.board_key()
        hover_ocean = self.my_turn and self.lay.ocean.collidepoint(self.pointer)
        return common + (self._hovered_item(), hover_ocean, drag.state, drag.item, tuple(drag.candidates), drag.hover_target,
                         moving, self.pending_species, tuple(sorted(self.flights.incoming.items())),
                         self.hint_move, self.hint_takes_howto(), tuple(sorted(self.recent.get(self.viewer, {}).items())),
                         self.pending.move if self.pending is not None else None)

    def board_base(self, surface, rect, region) -> pygame.Surface:
        """The backdrop under the board, its shadow and the cloth, as one opaque picture (per size).

        Taken right after the backdrop is drawn (draw_table is the first thing over it)."""
        key = (tuple(rect), tuple(region), surface.get_size())
        if self._base_key != key:
            base = surface.subsurface(region).copy()
            inner = rect.move(-region.left, -region.top)
            theme.draw_shadow(base, inner, self.px(18))
            base.blit(self.felt(), inner.topleft)
            self._base, self._base_key = base, key
        return self._base

    def draw_table(self, surface, rect):
        key = self.board_key(rect)
        region = rect.inflate(self.px(48), self.px(48)).clip(surface.get_rect())
        cache = self._board_cache
        if cache is not None and key == self._board_cache_key and cache.get_size() == region.size:
            surface.blit(cache, region.topleft)
        else:
            if cache is None or cache.get_size() != region.size:
                cache = self._board_cache = pygame.Surface(region.size)
            surface.blit(self.board_base(surface, rect, region), region.topleft)
            if self.chaos is not None:
                self.chaos.draw(surface, rect)
            else:
                lay = self.lay
                view = self.game.view(self.shown_seat)  # a spectator's while a bot plays in hot seat
                self.draw_pods(surface, lay, view)
                self.draw_reef(surface, lay, view)
                self.draw_habitat(surface, lay, view)
                self.draw_guide(surface, lay, view)
                self.draw_hand(surface, lay, view)
            # The backdrop and the board only: the header, side panel and widgets are drawn after.
            cache.blit(surface, (0, 0), region)
            self._board_cache_key = key
        self.draw_pending(surface)  # its clock runs: over the cached picture
        self.flights.draw(surface)

    def draw(self, surface):
        super().draw(surface)
        self.drag.draw(surface)  # over the side panels: a held card or a refusal is never hidden under them

    def picked(self, item) -> bool:
        """`item` was picked by a click and waits for a second click on where it goes."""
        return self.drag.state == SELECTED and self.drag.item == item

    def _hovered_item(self):
        if self.drag.active or not self.my_turn:
            return None
        return self.find_item(self.pointer)

    def owner(self) -> str:
        """'Your' for the one human at the screen; the seat's name in hot-seat, demos and replays."""
        if len(self.human_seats) == 1 and self.seats[self.viewer].is_human and self.live:  # a replay names seats
            return "Your"
        return f"{self.names[self.viewer]}'s"

    def draw_pods(self, surface, lay, view) -> None:
        current = self.game.current_player
        for seat, pod in lay.pods.items():
            active = seat == current and not self.game.is_over
            fill = PALETTE["sea_hi"] if active else theme.mix(PALETTE["sea"], PALETTE["deep"], 0.3)
            border = PALETTE["sand"] if active else None
            theme.draw_panel(surface, pod.rect, fill, radius=self.px(14), border=border)
            if active:
                pygame.draw.rect(surface, PALETTE["sand"], pod.rect, 2, border_radius=self.px(14))
            cfg = self.seats[seat]
            x = pod.rect.left + self.px(12)
            cy = pod.rect.top + self.px(20)
            theme.draw_token(surface, cfg.colour, (x + self.px(10), cy), self.px(10))
            count = paint.backs(surface, view.hand_sizes[seat], pod.hand, self.px(13))
            name_px = self.px(15) if pod.rect.width > self.px(200) else self.px(13)
            label_px = self.px(table_layout.POD_LABEL_PX)
            hand = paint.hand_label(surface, count, x + self.px(26) + theme.font("bold", name_px).size(cfg.name)[0]
                                    + self.px(8), cy, label_px)
            paint.pod_name(surface, cfg.name, name_px, x + self.px(26), cy, (hand or count).left - self.px(6))
            if pod.cards_row is not None and view.hands[seat] is not None:  # a demo hides nothing
                paint.hand_cards(surface, view.hands[seat], pod.cards_row, self.px(12))
            paint.pod_label(surface, "Habitat", pod.habitat_label, label_px)
            habitat = view.habitats[seat]
            # Fan only as many mini cards as fit before the next slot, with the top card's badge
            # (the badge says how many).
            fan = self.px(4)
            over = paint.badge_overhang(pod.mini_w, pod.slots[0].height, 9, self.px(12), inside=True)
            room = pod.slots[1].left - pod.slots[0].right - self.px(4) - over if len(pod.slots) > 1 else fan * 4
            fanned = max(1, min(table_layout.MAX_FAN, room // max(1, fan) + 1))
            for i, slot in enumerate(pod.slots):
                if i < len(habitat) and ("slot", seat, i) not in self.flights.incoming:
                    species, count = habitat[i]
                    top = paint.stack(surface, species, min(count, fanned), slot, pod.mini_w, fan, show_badge=False)
                    if count > 1:  # at the top card's top right, off its name and value, under the label
                        paint.badge(surface, count, paint.badge_on(top, count, self.px(12), inside=True),
                                    self.px(12))
                else:
                    paint.empty_slot(surface, slot, self.px(5))

    def draw_reef(self, surface, lay, view) -> None:
        area = lay.reef_area
        theme.draw_panel(surface, area, REEF_WATER, radius=self.px(16), shadow=False)
        # The schools drawn: one whose only card is still flying in is not there yet (playtest: a
        # bot's discard starting a school, mid-flight, read "4 schools" over 3 as your turn began).
        n = sum(1 for i, (_, count) in enumerate(view.reef) if count > self.flights.incoming.get((SCHOOL, i), 0))
        # Playtest: a held discard starting a school showed 5 schools under "4 schools".
        if self.new_school_waiting() is not None:
            n += 1
        caption = f"The reef · {n} school{'s' if n != 1 else ''}"
        cy = area.top + self.px(13) + table_layout.taller(table_layout.CAPTION, self.px(17)) // 2  # level with it
        right = area.right - self.px(14)
        marks = self.recent.get(self.viewer, {})
        if marks:  # a key for the seat tokens under the schools
            who = sorted(set(marks.values()))
            label = "added a fish since your turn"
            r = theme.blit_text(surface, label, "body", self.px(13), PALETTE["mist"], (right, cy), "midright")
            for k, seat in enumerate(reversed(who)):
                theme.draw_token(surface, self.seats[seat].colour,
                                 (r.left - self.px(12) - k * self.px(19), r.centery), self.px(8))
            right = r.left - self.px(12) - (len(who) - 1) * self.px(19) - self.px(8) - self.px(10)
        paint.caption(surface, caption, self.px(17), (area.left + self.px(14), area.top + self.px(8)),
                      right - area.left - self.px(14))
        # The ocean, with its count (or the Last Round card once empty).
        hover_ocean = self.my_turn and view.phase == "draw" and lay.ocean.collidepoint(self.pointer)
        if view.phase == "draw" and self.my_turn:
            paint.highlight(surface, lay.ocean.move(0, -min(8, 1 + view.ocean_size // 6)), PALETTE["sand"], 2)
        paint.ocean(surface, lay.ocean, view.ocean_size, view.last_round, self.px(14), hover_ocean)
        label = "Last round" if view.last_round else f"Ocean · {view.ocean_size}"
        theme.blit_text(surface, label, "bold", self.px(15), PALETTE["foam"],
                        (lay.ocean.centerx, lay.ocean.bottom + self.px(10)), "midtop")
        candidates = set(self.drag.candidates) if self.drag.active else set()
        hover_target = self.drag.hover_target if self.drag.active else None
        hovered = self._hovered_item()
        focused = self.focus.focused if self.focus.keyboard_used else None
        takeable = {m.school for m in self.game.legal_moves_for(self.viewer) if isinstance(m, TakeSchool)} \
            if self.my_turn and view.phase == "take" else set()
        badges = []  # (count, where) of each school's "×N"
        for i, (species, count) in enumerate(view.reef):
            rect = lay.schools[i]
            if self.drag.is_moving((SCHOOL, i)):
                continue
            shown = count - self.flights.incoming.get((SCHOOL, i), 0)
            key = (SCHOOL, i)
            hint = self.hint_move
            if (isinstance(hint, TakeSchool) and hint.school == i) or (isinstance(hint, Discard) and hint.school == i):
                self.draw_hint_ring(surface, rect)
            if i in takeable and not self.drag.active:  # the take step: this school may be dragged home
                pygame.draw.rect(surface, theme.mix(PALETTE["teal_hi"], PALETTE["sea"], 0.3), rect.inflate(10, 10), 2,
                                 border_radius=cards.radius_for(lay.reef_card_w) + 4)
            if key in candidates or (self.pending_species is not None and species == self.pending_species):
                paint.highlight(surface, rect, PALETTE["teal_hi"] if hover_target != key else PALETTE["sand"])
            picked = self.picked(key)
            if picked:
                paint.highlight(surface, rect, PALETTE["sand"])
            if shown > 0:
                lifted = (hovered == key and view.phase == "take") or picked
                top = paint.stack(surface, species, shown, rect, lay.reef_card_w, lay.reef_fan, lifted=lifted,
                                  px=self.px(14), show_badge=False)
                if shown > 1:  # drawn after every school, so the next school's cards never cover it
                    badges.append((shown, paint.badge_on(top, shown, self.px(14))))
            if isinstance(focused, CardSpot) and focused.key == key:
                draw_focus_ring(surface, rect, self.px(10))
            who = self.recent.get(self.viewer, {}).get(i)
            if who is not None and shown > 0:  # who changed this school since your last move
                top = lay.top_card(rect, lay.reef_card_w)
                theme.draw_token(surface, self.seats[who].colour, (top.centerx, rect.bottom + self.px(9)), self.px(8))
        for count, at in badges:
            paint.badge(surface, count, at, self.px(14))
        if isinstance(self.hint_move, Draw):
            paint.highlight(surface, lay.ocean, HINT)
        self.draw_new_school(surface, lay, view, candidates, hover_target)

    def draw_hint_ring(self, surface, rect: pygame.Rect, ceiling: int | None = None) -> None:
        """The hinted card or school: a sand ring clear of the keyboard's focus ring, which the hint
        puts on the same card (playtest: the focus ring covered the hint's outline, left faint).
        Its top stays under `ceiling` (the hand's caption just above the cards)."""
        width = max(3, self.px(3))
        gap = width + 2  # the focus ring reaches 5 px out (draw_focus_ring); this ring starts past it
        ring = rect.inflate(2 * gap, 2 * gap)
        if ceiling is not None and ring.top - 5 < ceiling:  # (highlight draws 5 px further out)
            ring.height -= ceiling - (ring.top - 5)
            ring.top = ceiling + 5
        paint.highlight(surface, ring, HINT, width)

    def draw_new_school(self, surface, lay, view, candidates, hover_target) -> None:
        """The slot where a discard starts a new school: while a card that would start one is held,
        when the hint says so, and always on an empty reef (playtest: an empty reef showed only
        water, nowhere to drop the fish). Its label in sand or mist on dark water, at the guide's
        text size (playtest: small grey text on the grey of the glow was hard to read)."""
        new = lay.new_school
        hinted = isinstance(self.hint_move, Discard) and self.hint_move.school is None
        if REEF in candidates:
            paint.highlight(surface, new, PALETTE["sand"] if hover_target == REEF else PALETTE["teal_hi"])
            colour = PALETTE["sand"]
        elif hinted:
            colour = HINT
        elif not view.reef:
            colour = PALETTE["sand"] if self.my_turn and view.phase == "discard" else PALETTE["mist"]
        else:
            return
        paint.empty_slot(surface, new, cards.radius_for(new.width), colour, "New school", self.px(14), shade=215)

    def draw_habitat(self, surface, lay, view) -> None:
        area = lay.habitat_area
        habitat = view.habitats[self.viewer]
        target = self.drag.active and HABITAT in self.drag.candidates
        fill = theme.mix(PALETTE["sea"], PALETTE["deep"], 0.25)
        theme.draw_panel(surface, area, fill, radius=self.px(14), border=PALETTE["sand"] if target else None)
        paint.caption(surface, self.habitat_heading(view), self.px(15), self.habitat_heading_at(), area.width - self.px(24))
        for i, slot in enumerate(lay.habitat_slots):
            if i < len(habitat) and ("slot", self.viewer, i) not in self.flights.incoming:
                species, count = habitat[i]
                paint.stack(surface, species, count, slot, lay.habitat_card_w, self.px(9), px=self.px(13))
            else:
                # The next free slot invites a school while this player may take one.
                invite = i == len(habitat) and (target or (self.my_turn and view.phase == "take"))
                colour = PALETTE["sand"] if invite else None
                paint.empty_slot(surface, slot, cards.radius_for(slot.width), colour,
                                 "Drop a school here" if invite else "", self.px(11))
        if target and self.drag.hover_target == HABITAT:
            pygame.draw.rect(surface, PALETTE["sand"], area, 3, border_radius=self.px(14))

    def draw_guide(self, surface, lay, view) -> None:
        g = lay.guide
        theme.draw_panel(surface, g, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.25), radius=self.px(14))
        pad = self.px(14)
        x = g.left + pad
        y = g.top + self.px(10)
        if not self.game.is_over:
            x = self.draw_steps(surface, view, x, y, g.right - pad)
        if view.final_turns_left is not None and not self.game.is_over:
            self.draw_last_round(surface, view, x, y, g.right - pad)
        head, sub = self.guide_text(view)
        ty, area = self.guide_rows()
        paint.caption(surface, head, self.px(19), (g.left + pad, ty), area.width, PALETTE["foam"])
        if self.hint_takes_howto():
            return  # the hint reads here, in place of how to take the step (draw_message)
        size = theme.paragraph_size(sub, "body", self.px(14), area, self.px(10), slack=self.px(4))
        theme.blit_paragraph(surface, sub, "body", size, PALETTE["mist"], area)

    def curtain_note(self, seat: int) -> str:
        view = self.game.view(None)
        return "Last round: your final turn, with no draw." if view.last_round else ""

    def draw_steps(self, surface, view, x: int, y: int, right: int) -> int:
        """The step chips, 1 Draw, 2 Take, 3 Discard; returns where the row ends.

        A skipped step says why ("ocean empty", "habitat full") when the row has room."""
        steps = [("draw", "1 Draw"), ("take", "2 Take a school"), ("discard", "3 Discard")]
        order = {"draw": 0, "take": 1, "discard": 2}
        # The chips follow whoever acts (a bot, or everyone in a demo), in a quieter sand when it is not you.
        actor = self.game.current_player if self.game.current_player is not None else self.viewer
        cur = order.get(view.phase, -1)
        mine = self.my_turn
        chips = []
        for phase, label in steps:
            i = order[phase]
            skipped = (phase == "draw" and view.final_turns_left is not None) or (
                phase == "take" and view.takes_left[actor] == 0 and not view.took_school_this_turn)
            done = i < cur and not skipped
            why = (" · ocean empty" if phase == "draw" else " · habitat full") if skipped else ""
            chips.append((i, label, why, skipped, done))
        gap, size = self.px(6), self.px(13)

        def width(with_why: bool) -> int:
            total = 0
            for _, label, why, _, done in chips:
                text = label + (why if with_why else "")
                total += theme.font("bold", size).size(text)[0] + self.px(16) + (self.px(14) if done else 0) + gap
            return total

        pill = self.px(150) if view.final_turns_left is not None else 0  # room for the Last round pill
        with_why = x + width(True) + pill <= right
        for i, label, why, skipped, done in chips:
            if i == cur:
                # Someone else's current step: a sand tint, not the full sand (a greyed fill read as
                # disabled), nor a sand outline (playtest: it read as a keyboard focus left behind).
                fill, ink = ((PALETTE["sand"], PALETTE["ink"]) if mine
                             else (theme.mix(PALETTE["sand_lo"], PALETTE["sea"], 0.25), PALETTE["ink"]))
            elif skipped:
                fill, ink = theme.mix(PALETTE["sea"], PALETTE["deep"], 0.5), PALETTE["dim"]
            elif done:
                fill, ink = theme.mix(PALETTE["teal"], PALETTE["sea"], 0.4), PALETTE["foam"]
            else:
                fill, ink = PALETTE["sea_hi"], PALETTE["mist"]
            img = theme.text(label + (why if with_why else ""), "bold", size, ink)
            tick = self.px(14) if done else 0
            chip = img.get_rect().inflate(self.px(16) + tick, self.px(8))
            chip.topleft = (x, y)
            pygame.draw.rect(surface, fill, chip, border_radius=chip.height // 2)
            surface.blit(img, img.get_rect(midright=(chip.right - self.px(8), chip.centery)))
            if done:  # a drawn tick: this step is behind you
                cx, cy, k = chip.left + self.px(12), chip.centery, self.px(4)
                pygame.draw.lines(surface, PALETTE["sand"], False,
                                  [(cx - k, cy), (cx - k // 3, cy + k * 2 // 3), (cx + k, cy - k * 2 // 3)], 2)
            elif skipped and not with_why:  # struck through: this step does not happen now
                pygame.draw.line(surface, PALETTE["dim"], (chip.left + self.px(6), chip.centery),
                                 (chip.right - self.px(6), chip.centery), 2)
            x = chip.right + gap
        return x

    def draw_last_round(self, surface, view, x: int, y: int, right: int) -> None:
        """A coral pill at the end of the step row: the last round, and how many final turns remain."""
        left = view.final_turns_left
        label = f"Last round · {left} turn{'s' if left != 1 else ''} left"
        size = self.px(13)
        if theme.font("black", size).size(label)[0] + self.px(20) > right - x - self.px(6):
            label = "Last round"
        img = theme.text(label, "black", size, PALETTE["ink"])
        pill = img.get_rect().inflate(self.px(20), self.px(8))
        pill.topleft = (x + self.px(6), y)
        pygame.draw.rect(surface, PALETTE["coral"], pill, border_radius=pill.height // 2)
        surface.blit(img, img.get_rect(center=pill.center))

    def guide_text(self, view) -> tuple[str, str]:
        if self.game.is_over:
            joins = "Every kept fish is shown" if self.game.chaos_on else "Every habitat joins its hand"
            return "The Reveal", f"{joins}; species are scored from the smallest value up."
        seat = self.game.current_player
        if not self.my_turn:
            name = self.names[seat] if seat is not None else ""
            doing = {"draw": "is drawing", "take": "may take a school", "discard": "is discarding"}.get(view.phase, "")
            if not self.live or self.demo_paused:
                return f"{name} to play", self.onlooker_words("")
            return f"{name} {doing}…", "Watch the reef: schools move as they play."
        if view.phase == "draw":
            return "Draw 2 fish", "Click the ocean, press D or use the button."
        if view.phase == "take":
            return "Take a school?", "Drag a reef school onto your habitat, or take none (S)."
        if self.pending_species is not None:
            return (f"Which school of {SPECIES[self.pending_species]}?",
                    "Choose the school to join and press Enter; Escape cancels.")
        return ("Discard one fish", "Drag a card from your hand onto the reef (or arrows, Enter): it joins its own "
                "species' school, or starts a new one.")

    def habitat_heading(self, view) -> str:
        return f"{self.owner()} habitat · {len(view.habitats[self.viewer])} of 3"

    def habitat_heading_at(self) -> tuple[int, int]:
        return (self.lay.habitat_area.left + self.px(12), self.lay.habitat_area.top + self.px(5))

    def hand_heading(self, hand) -> str:
        return f"{self.owner()} hand · {len(hand)} fish"

    def draw_hand(self, surface, lay, view) -> None:
        area = lay.hand_area
        owner = f"{self.owner()} hand"
        if view.hand is None:  # several humans share the screen and none of them plays now
            top = min(lay.hand_groups.values(), key=lambda r: r.top).top if lay.hand_groups else area.top + self.px(30)
            paint.hidden_hand(surface, owner, view.hand_sizes[self.viewer], area, top, lay.hand_card_w, self.px)
            return
        hand = self.hand_shown(view)
        r = paint.caption(surface, self.hand_heading(hand), self.px(15), (area.left + self.px(4), area.top),
                          area.width - self.px(8))
        counts: dict[int, int] = {}
        for v in hand:
            counts[v] = counts.get(v, 0) + 1
        # A majority game: what the Reveal will count where the habitat adds to the hand (playtest:
        # nothing added the two up).
        held = view.held_with_habitat()  # (the engine's: a waiting discard is still in it)
        in_hand = {v: view.hand.count(v) for v in counts}
        both = [v for v in sorted(counts) if held.get(v, 0) > in_hand[v]]
        if both:
            room = area.right - self.px(4) - (r.right + self.px(16))
            # Species by name (playtest: "10 ×3" read as a sum); by the card's number when names don't fit.
            # Playtest: "your habitat" spoke to nobody in a bots-only demo; a bot's hand is "their".
            whose = "your" if self.seats[self.viewer].is_human and not self.demo else "their"
            note = f"With {whose} habitat: " + " · ".join(f"{SPECIES[v]} ×{held[v]}" for v in both)
            if theme.font("body", self.px(13)).size(note)[0] > room:
                note = f"With {whose} habitat: " + " · ".join(f"{v} ×{held[v]}" for v in both)
            note = theme.ellipsize(note, "body", self.px(13), room)
            if room > self.px(60):
                theme.blit_text(surface, note, "body", self.px(13), PALETTE["mist"],
                                (area.right - self.px(4), r.centery), "midright")
        hovered = self._hovered_item()
        focused = self.focus.focused if self.focus.keyboard_used else None
        discarding = self.my_turn and view.phase == "discard"
        ring, badges = None, []  # drawn over every group, the badges last of all
        for v, rect in lay.hand_groups.items():
            count = counts.get(v, 0) - self.flights.incoming.get((HAND, v), 0)
            if self.drag.is_moving((HAND, v)):
                count -= 1
            if count <= 0:
                continue
            picked = self.picked((HAND, v)) or self.pending_species == v  # (keys: waiting for its school)
            lifted = (hovered == (HAND, v) and discarding) or picked
            if isinstance(self.hint_move, Discard) and self.hint_move.species == v:
                self.draw_hint_ring(surface, lay.top_card(rect, lay.hand_card_w), ceiling=r.bottom + 1)
            lift = self.px(table_layout.HAND_LIFT)
            if picked:
                paint.highlight(surface, lay.top_card(rect, lay.hand_card_w).move(0, -lift), PALETTE["sand"])
            shown = min(count, 4)
            img = cards.face(v, lay.hand_card_w)
            top = rect.top - (lift if lifted else 0)
            last = None
            for i in range(shown):
                last = pygame.Rect(rect.left + i * lay.hand_fan, top, lay.hand_card_w, img.get_height())
                cards.draw_card(surface, img, last, lifted=lifted and i == shown - 1, shadow=i == 0 or lifted)
            if count > 1:
                badges.append((count, paint.badge_on(last, count, self.px(14),
                                                     (last.right - self.px(4), last.top + self.px(5)))))
            if isinstance(focused, CardSpot) and focused.key == (HAND, v):
                ring = last
        if ring is not None:
            draw_focus_ring(surface, ring, self.px(8))
        # Playtest: the focus ring cut through the "×2" of the card it framed.
        for count, at in badges:
            paint.badge(surface, count, at, self.px(14))

    def position_buttons(self) -> None:
        g = self.lay.guide
        bw, bh = self.px(170), self.px(42)
        right = g.right - self.px(14)
        # The one button of the current step sits level with the heading, at the guide's right.
        for button in (self.draw_button, self.skip_button):
            button.rect = pygame.Rect(right - bw, g.centery - bh // 2 + self.px(8), bw, bh)
            # (Button keeps 16 px of its width free around the label.)
            button.px = theme.fit_size(button.label, "bold", self.px(16), bw - 20)
        if self.chaos is not None:
            self.draw_button.visible = self.skip_button.visible = False
