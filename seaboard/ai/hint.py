"""Hints: the hard bot's suggested next step for a human seat, never played.

`suggest` thinks synchronously; `HintWorker` runs it on a worker thread so
the UI keeps drawing (poll it every frame). `describe_step` says a step in
words by trying it on a determinized copy of the game and reading the
events it makes (the same sentences as the game log), so every game gets a
readable hint before its table learns to highlight the step on the board.
Nothing here imports pygame.
"""

from __future__ import annotations

import dataclasses
import random
import re
import threading
from typing import Any

from seaboard.ai.hard import HardBot
from seaboard.ai.search import sealed_by_last_step
from seaboard.engine.core import Game, GameEnded, Move, TurnStarted

# Same position, same hint: the hint bot's seed is fixed.
HINT_SEED = 20_251
# Sentences a hint says at most: a Seagrass turn's action, three tiles and its points fit.
HINT_STEPS = 6


def hint_sample(game_cls: type[Game], view: Any) -> Game:
    """The one sample of the hidden state a hint's words and reasons are told on (the same every time)."""
    return game_cls.determinize(view, random.Random(HINT_SEED))


def suggest(game_cls: type[Game], view: Any, legal: list[Move], seconds: float = 1.0) -> Move:
    """The hard bot's choice of next step for the seat that `view` belongs to."""
    if len(legal) == 1:
        return legal[0]
    bot = HardBot(game_cls, view.seat, seed=HINT_SEED, think_seconds=seconds)
    return bot.choose(view, legal)


def describe_step(game_cls: type[Game], view: Any, move: Move, names: list[str],
                  then: list[Move] | None = None) -> str:
    """The step told to the player whose view it is, e.g. "Play a double crab tile."; with
    `then` (the rest of the planned turn) the whole turn, one log sentence after another (or,
    for a game with its own way of saying a turn, TURN_WORDS, in its words)."""
    seat = getattr(view, "seat", None)
    words = TURN_WORDS.get(getattr(game_cls, "game_id", ""))
    if words is not None and isinstance(seat, int) and 0 <= seat < len(names):
        turn = _turn_events(game_cls, view, [move, *(then or [])])
        said = words(*turn[:2], seat, names) if turn is not None else None
        if said:
            return said + (f" {ENDS_GAME}" if turn[2] else "")
    lines, ends = _event_lines(game_cls, view, move, names, then)
    if not lines:
        return plain_step(move)
    if isinstance(seat, int) and 0 <= seat < len(names):
        told = [_advice(line, names[seat], names) for line in lines]
        lines = [line if advice is None else advice for line, advice in zip(lines, told)]
        if told[0] is not None and not lines[0][:1].isalpha():
            lines[0] = f"{plain_step(move)}: {lines[0]}"  # "+5 (new colony)" says what, not which step
        elif told[0] is not None:
            lines[0] = lines[0][:1].upper() + lines[0][1:]
    return "; ".join(lines) + (f". {ENDS_GAME}" if ends else ".")


ENDS_GAME = "This ends the game."  # the last sentence of a hint whose turn ends the game


def _seagrass_turn(steps, events, seat, names):
    from seaboard.ai.hint_seagrass import describe_turn

    return describe_turn(steps, events, seat, names)


# Games whose hint says the planned turn in its own sentences rather than the log's, one after
# another: (steps, each step's events, seat, names) -> words, or None for the log's sentences.
TURN_WORDS = {"seagrass": _seagrass_turn}


# Verbs of the log whose second person is not the third person without its "s".
_IRREGULAR = {"has": "have", "is": "are", "does": "do"}


def _second_person(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("shes", "ches", "sses", "xes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss") and verb.isalpha():
        return verb[:-1]
    return verb


def _advice(line: str, name: str, names: list[str] | tuple[str, ...] = ()) -> str | None:
    """One log sentence about `name` told to them, from its verb on ("takes a school" -> "take a
    school"); None for a sentence about anyone else (even a player named "Ada B")."""
    longer = [n for n in names if n != name and n.startswith(f"{name} ")]
    if any(line.startswith(f"{n} ") or line.startswith(f"{n}'s ") for n in longer):
        return None
    if line.startswith(f"{name}'s "):
        return "your " + line[len(name) + 3:].replace(" their ", " your ")  # "Ada's tile fits nowhere"
    if not line.startswith(f"{name} "):
        return None
    words = line[len(name) + 1:].split(" ")
    # The first verb, and a second one joined to it by "and" ("has no tile and passes").
    for i in [0] + [i for i in range(2, len(words)) if words[i - 1] == "and"][:1]:
        stop = words[i][len(words[i].rstrip(".,:")):]  # "passes." keeps its full stop
        words[i] = _second_person(words[i][: len(words[i]) - len(stop)]) + stop
    return " ".join(words).replace(" their ", " your ")


def as_advice(line: str, name: str, names: list[str] | tuple[str, ...] = ()) -> str:
    """A log sentence about `name` told to them: "Ada takes Research Colony." -> "Take Research
    Colony."; a sentence about anyone else stays as it is."""
    advice = _advice(line, name, names)
    return line if advice is None else advice[:1].upper() + advice[1:]


def _event_lines(game_cls: type[Game], view: Any, move: Move, names: list[str],
                 then: list[Move] | None) -> tuple[list[str], bool]:
    """The log's sentences (without their full stops) for the step and the rest of the turn,
    played on a sample of the hidden state, at most HINT_STEPS; and whether the turn ends the game.
    The sample's cards stay unsaid: a draw's sentence says how many, never which, and the
    words stop where a reveal would show hands (Event.reveals_hidden)."""
    lines, ends, revealed = [], False, False
    try:
        world = hint_sample(game_cls, view)
        for step in [move, *(then or [])]:
            for event in world.apply(step):
                ends = ends or isinstance(event, GameEnded)
                revealed = revealed or event.reveals_hidden
                if revealed or isinstance(event, TurnStarted | GameEnded):
                    continue
                try:
                    lines.append(event.describe(names).rstrip("."))
                except (TypeError, IndexError, KeyError, AttributeError):
                    continue
    except Exception:  # a hint must never crash the table: fall back to the step's name
        lines = lines[:1]
    return lines[:HINT_STEPS], ends


def _turn_events(game_cls: type[Game], view: Any, steps: list[Move]) -> tuple[list, list, bool] | None:
    """The steps played on a sample of the hidden state: (the steps played, each one's events,
    whether the turn ends the game). The words stop at a step the sample refuses (one planned
    with a tile the sample drew differently) and, as in _event_lines, at a reveal of hidden
    hands; None if not even the first step can be told."""
    made: list[list] = []
    ends = False
    try:
        world = hint_sample(game_cls, view)
        for step in steps:
            events = list(world.apply(step))
            if any(e.reveals_hidden for e in events):
                break
            ends = ends or any(isinstance(e, GameEnded) for e in events)
            made.append([e for e in events if not isinstance(e, TurnStarted | GameEnded)])
    except Exception:  # a hint must never crash the table
        ends = False
    return (steps[:len(made)], made, ends) if made else None


def plan_past(bot: HardBot, game_cls: type[Game], view: Any, move: Move) -> tuple[Move, ...]:
    """The rest of the turn after `move` when the bot chose it without a plan (the only legal step:
    it plays that at once and plans nothing). Playtest: with Research Reef out of reach the hint
    said only "Take Research Colony.", and once Enter took it the hint was gone. The step is played
    on a sample (it reveals nothing, or the plan stops there: what follows depends on the draw) and
    the same bot plans on from the view after it, as it would after the real step."""
    steps: list[Move] = []
    try:
        world = hint_sample(game_cls, view)
        seat = view.seat
        while not steps or not bot.planned_steps():
            world.apply(move)
            if world.is_over or world.current_player != seat or sealed_by_last_step(world):
                return tuple(steps)  # the turn is over, or what follows depends on what was revealed
            legal = world.legal_moves()
            move = bot.choose(world.view(seat), legal)
            steps.append(move)
            if len(steps) > HINT_STEPS or len(legal) > 1:
                break
    except Exception:  # a hint must never crash the table: the step alone, as before
        return ()
    return (*steps, *bot.planned_steps())


def plain_step(move: Move) -> str:
    """"TakeSchool(school=2)" -> "Take school: 2"."""
    words = re.sub(r"(?<!^)(?=[A-Z])", " ", type(move).__name__).lower().capitalize()
    values = ", ".join(str(getattr(move, f.name)) for f in dataclasses.fields(move))
    return f"{words}: {values}" if values else words


class HintWorker:
    """Think about a hint off the UI thread. `start`, then `poll()` each frame."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._token = 0
        self._result: tuple[Move, str, tuple[Move, ...]] | None = None
        self._thread: threading.Thread | None = None
        self._bot: HardBot | None = None
        # The last hint's bot per seat: when the player followed its first step, the next hint
        # is the rest of the same plan (a turn's hints never change their mind halfway).
        self._planners: dict[int, HardBot] = {}
        self._answered: dict[int, tuple] = {}  # per seat: (position asked, its answer)
        self._waiting = False

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def waiting(self) -> bool:
        """A hint was asked for and is still to come (not cancelled, not yet polled; a search that
        died without an answer is not waited for)."""
        return self._waiting and (self.busy or self._result is not None)

    def start(self, game_cls: type[Game], view: Any, legal: list[Move], names: list[str],
              seconds: float = 1.0) -> None:
        self.cancel()
        with self._lock:
            self._token += 1
            token = self._token
            self._result = None
            self._waiting = True
        with self._lock:
            asked = self._answered.get(view.seat)
            if asked is not None and asked[0] == (game_cls, view, tuple(legal)):
                self._result = asked[1]  # asked again here: the same answer, not a plan from mid-turn
                return
        bot = self._planners.get(view.seat)
        if bot is None or bot.game_cls is not game_cls or not bot.plan_continues(view, legal):
            bot = HardBot(game_cls, view.seat, seed=HINT_SEED, think_seconds=seconds)  # same position, same hint
        self._planners[view.seat] = self._bot = bot

        def work() -> None:
            move = bot.choose(view, legal)
            then = tuple(bot.planned_steps()) or plan_past(bot, game_cls, view, move)
            text = describe_step(game_cls, view, move, names, then=list(then))
            with self._lock:
                if token == self._token:
                    self._result = (move, text, then)
                    self._answered[view.seat] = ((game_cls, view, tuple(legal)), (move, text, then))

        self._thread = threading.Thread(target=work, name="hint", daemon=True)
        self._thread.start()

    def poll(self) -> tuple[Move, str, tuple[Move, ...]] | None:
        """(step, words, the rest of the turn's plan) once ready (then forgotten), else None."""
        with self._lock:
            result, self._result = self._result, None
            if result is not None:
                self._waiting = False
        return result

    def cancel(self) -> None:
        with self._lock:
            self._token += 1
            self._result = None
            self._waiting = False
        if self._bot is not None:
            if self.busy:  # a search cut short leaves no plan to follow later
                self._planners = {seat: bot for seat, bot in self._planners.items() if bot is not self._bot}
            self._bot.cancel()
        self._bot = None
