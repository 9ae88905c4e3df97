"""The table's link to the store: autosave after every move, resume a saved
game (curtain first), undo with a reason, and the sound effects of moves.

TableScene calls `after_move` from apply_move and `undo_on_table` from its
Undo button; the menu, pause menu and results use `open_saved`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from seaboard.engine.core import Event, Game, IllegalMove
from seaboard.store.autosave import autosave_later, autosave_problem, background, load_autosave
from seaboard.store.replay import Replay
from seaboard.store.saves import SavedGame, SeatInfo
from seaboard.store.undo import TurnHistory, undo_for, undo_refusal, undo_target
from seaboard.ui.sound import SoundBoard

if TYPE_CHECKING:
    from seaboard.ui.app import App
    from seaboard.ui.scenes.table_base import TableScene


def sounds(app: App) -> SoundBoard:
    """The app's sound board, made on first use (silent when there is no mixer)."""
    board = getattr(app, "sounds", None)
    if board is None:
        board = SoundBoard(app.settings)
        app.sounds = board
    return board


def play(app: App | None, name: str) -> None:
    if app is not None:
        sounds(app).play(name)


# -- seats ------------------------------------------------------------------------


def seat_infos(table: TableScene) -> list[SeatInfo]:
    return [SeatInfo(s.name, s.kind, s.colour) for s in table.seats]


def seat_configs(saved: SavedGame):
    """The saved seats as the table wants them; defaults fill in what a save lacks."""
    from seaboard.ui.scenes.table_base import TableSetup

    game = saved.game
    default = TableSetup.default(game.game_id, game.players, game.seed, game.options).seats
    if not saved.seats:
        return default
    configs = []
    for mine, fallback in zip(saved.seats, default):
        fallback.name = mine.name
        fallback.kind = mine.kind
        if mine.colour:
            fallback.colour = mine.colour
        configs.append(fallback)
    return configs


# -- after every move ---------------------------------------------------------------


def autosave_table(table: TableScene) -> bool:
    """Autosave the table's game; a failure (disk full, read-only home) is shown, never raised."""
    if getattr(table, "demo", False):
        return False  # the attract loop is not the player's game
    error = background.take_error()  # a write that failed since the last move
    if error is not None:
        # Remembered for the pause menu, which must not promise that quitting keeps the game
        # (playtest: with every write failing, it still said so, and the game was lost).
        table.autosave_problem = error.strerror or str(error)
        if not getattr(table, "_autosave_warned", False):
            table._autosave_warned = True
            table.show_message(f"Autosave failed: {table.autosave_problem}. Save game (Esc) keeps this game.")
    elif not background.failing:
        table.autosave_problem = None
    autosave_later(table.game, seat_infos(table))
    return True


def after_move(table: TableScene, events: list[Event]) -> None:
    """Called by TableScene.apply_move once a move is applied."""
    autosave_table(table)
    if not getattr(table, "demo", False):
        sounds(table.app).play_for_events(events)


# -- resuming a saved game ----------------------------------------------------------------


def build_table(app: App, saved: SavedGame) -> TableScene:
    """A table for a loaded game, its log rebuilt from the moves (nothing is replayed on screen)."""
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables import table_class

    game = saved.game
    setup = TableSetup(game.game_id, game.players, game.seed, dict(game.options), seat_configs(saved))
    table = table_class(game.game_id)(app, setup, game=game)
    rebuild_log(table)
    return table


def rebuild_log(table: TableScene) -> None:
    """The log as it read after the game's moves (after a load or an undo)."""
    game = table.game
    history = Replay.from_game(game).events
    # Writing a line may consult each human's view; the position does not change
    # while the log is rebuilt, so each view is built once, not once per line.
    views: dict[Any, Any] = {}
    view = game.view

    def same_view(seat, *args, **kwargs):
        if args or kwargs:
            return view(seat, *args, **kwargs)
        if seat not in views:
            views[seat] = view(seat)
        return views[seat]

    # LogPanel.add re-measures the whole log each time: collect the lines, then
    # hand the panel its newest entries in one go (quadratic -> linear).
    panel, collected = table.log_panel, _Lines()
    table.log.clear()
    table.log_panel = collected
    game.view = same_view
    try:
        for events in history:
            table.record(events)
    finally:
        del game.view
        table.log_panel = panel
    from seaboard.ui.widgets.log_panel import LogEntry

    panel.clear()
    panel.entries.extend(LogEntry(text, seat, full) for text, seat, full in collected.items[-panel.max_entries:])


class _Lines:
    """Stands in for the log panel while a log is rebuilt."""

    def __init__(self) -> None:
        self.items: list[tuple[str, int | None, str | None]] = []

    def add(self, text: str, seat: int | None = None, full: str | None = None) -> None:
        self.items.append((text, seat, full if full != text else None))

    def reveal(self) -> None:
        self.items = [(full or text, seat, None) for text, seat, full in self.items]


def first_curtain_seat(table: TableScene) -> int | None:
    """Who must lift the curtain before a resumed game shows: the human to act,
    else the next human in turn order; None when nothing is secret, or when one human
    plays alone against bots (there is nobody to hide the hand from)."""
    game = table.game
    if game.is_over or not table.needs_curtains:
        return None
    seat = game.current_player
    if seat is None:
        return table.human_seats[0]
    for step in range(len(table.seats)):
        candidate = (seat + step) % len(table.seats)
        if table.seats[candidate].is_human:
            return candidate
    return None


def unfinished_game() -> tuple[str, int | None] | None:
    """The unfinished game Continue resumes, as (game name, turns played or None when the save is
    damaged: its moves do not replay), or None."""
    from seaboard.store.autosave import autosave_summary
    from seaboard.ui.scenes.common import game_info

    unfinished = autosave_summary()
    if unfinished is None:
        return None
    game_id, turns = unfinished
    return game_info(game_id).display_name, turns


def unfinished_phrase(unfinished: tuple[str, int | None]) -> str:
    """"Seagrass · 12 turns", or "Seagrass · damaged, can't be continued"."""
    from seaboard.store.turns import turns_phrase

    name, turns = unfinished
    if turns is None:
        # Playtest: an autosave with a hand-edited move looked fine on Continue until pressed.
        return f"{name} · {DAMAGED_PHRASE}"
    return f"{name} · {turns_phrase(turns)}"


DAMAGED_PHRASE = "damaged, can't be continued"


def keep_unfinished(press: str) -> tuple[str | None, str | None]:
    """Before a new or loaded game takes the place of the unfinished one Continue resumes: that
    game goes into Saves, so nothing is lost (Continue keeps only one). Returns (the words to say
    on the new table, or None when nothing was worth keeping; the warning to say instead when it
    could not be kept, asking for `press` again)."""
    from seaboard.store.autosave import autosave_also_saved_as, keep_autosave_in_saves
    from seaboard.store.saves import SaveError
    from seaboard.store.turns import turns_phrase

    unfinished = unfinished_game()
    if unfinished is None or unfinished[1] == 0:
        return None, None
    if unfinished[1] is not None and autosave_also_saved_as() is not None:
        return None, None  # playtest: a game just saved under a name has nothing to lose
    name, turns = unfinished
    # "(1 turn)", as Continue says it: a turn begun counts (playtest: "1 turn played" stood for a
    # first turn not yet finished).
    played = "" if turns is None else f" ({turns_phrase(turns)})"
    try:
        kept = keep_autosave_in_saves(f"Unfinished {name}")
    except (OSError, SaveError) as exc:
        reason = exc.reason if isinstance(exc, SaveError) else (exc.strerror or str(exc))
        return None, (f"Your unfinished {name} game{played} could not be kept in Saves ({reason.rstrip('.')}): "
                      f"press {press} again to replace it anyway.")
    return f"Your unfinished {name} game{played} is kept in Saves as “{kept}”.", None


def say_kept(table: TableScene, words: str | None) -> None:
    """Tell, on the new table, where the game it replaced went (once a curtain over it has lifted)."""
    if words:
        table.show_message(words, seconds=KEPT_SECONDS, until_seen=True, calm=True)


KEPT_SECONDS = 8.0  # a sentence with a save's name in it, read once the table shows


def open_saved(app: App, saved: SavedGame) -> TableScene:
    """Show a loaded game in place of whatever was on screen, hand-off curtain first."""
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.scenes.menu import MenuScene

    table = build_table(app, saved)
    # Whatever game was showing goes (it is autosaved); the title menu stays below.
    while app.top is not None and not isinstance(app.top, MenuScene):
        app.pop()
    app.push(table)
    autosave_table(table)  # from now on "Continue" means this game, even before its next move
    seat = first_curtain_seat(table)
    if seat is not None and not isinstance(app.top, HandoffScene):
        app.push(HandoffScene(app, table, seat))
    return table


def continue_game(app: App) -> str | None:
    """Resume the autosaved game; returns why not when there is none to resume."""
    saved = load_autosave()
    if saved is None:
        problem = autosave_problem()
        return f"The last game can't be continued. {problem}" if problem else "There is no unfinished game."
    open_saved(app, saved)
    return None


# -- undo ------------------------------------------------------------------------------------


def asking_seat(table: TableScene) -> int | None:
    """The human at the screen: the one to act, else the last human who looked."""
    seat = table.game.current_player
    if seat is not None and table.seats[seat].is_human and seat == table.last_human:
        return seat
    if table.last_human is not None:
        return table.last_human
    humans = table.human_seats
    return humans[0] if humans else None


def _history(table: TableScene) -> TurnHistory:
    history = getattr(table, "turn_history", None)
    if history is None:
        history = TurnHistory()
        table.turn_history = history
    return history


def undo_reason(table: TableScene) -> str | None:
    """Why the Undo button cannot help now (None when it can). Cheap to ask every frame."""
    game = table.game
    if not isinstance(game, Game):  # a replay's read-only stand-in
        return "You can't undo in a replay."
    seat = asking_seat(table)
    key = (id(game), len(game.moves), game.undo_floor, game.current_player, game.is_over, seat)
    cached = getattr(table, "_undo_reason", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    if seat is None:
        reason = "You can't undo: no human plays at this table."
    else:
        refusal = undo_refusal(game, seat, table.human_seats, table.names, _history(table))
        reason = table.no_undo_words(refusal) if refusal is not None else None
    table._undo_reason = (key, reason)
    return reason


def draw_undo_reason(surface, table: TableScene) -> None:
    """While the pointer is on a disabled Undo button, say why under it (kept inside the window)."""
    from seaboard.ui.render import theme
    from seaboard.ui.render.theme import PALETTE

    button = table.undo_button
    if button.enabled or not button.visible or not button.reason or not button.hovered or table.app.top is not table:
        return
    if table.undo_group.just_used is button:
        return  # the click that undid the last step greyed it: no "why not" until the pointer moves on
    px = table.px(15)
    img = theme.text(button.reason, "body", px, PALETTE["foam"])
    box = img.get_rect().inflate(round(px * 1.2), round(px * 0.8))
    box.topright = (button.rect.right, button.rect.bottom + table.px(8))
    box.left = max(table.px(8), box.left)
    theme.draw_panel(surface, box, theme.mix(PALETTE["sea_hi"], PALETTE["ink"], 0.3), radius=8)
    surface.blit(img, img.get_rect(center=box.center))


def others_undone(table: TableScene, seat: int) -> str:
    """The other seats' moves an undo by `seat` would take back, in words ("Purple bot's reply",
    "the replies of Purple bot and Green bot"), or "" if none."""
    target, _ = undo_target(table.game, seat, table.human_seats, table.names, _history(table))
    if target is None:
        return ""
    actors = _history(table).actors[target:]
    names = [table.names[a] for a in sorted({a for a in actors if a is not None and a != seat})]
    if not names:
        return ""
    if len(names) == 1:
        return f"{names[0]}'s reply"
    return f"the replies of {', '.join(names[:-1])} and {names[-1]}"


def undo_on_table(table: TableScene) -> bool:
    """Undo for the human at the screen, or show why not. True if something was taken back."""
    seat = asking_seat(table)
    reason = undo_reason(table)
    if reason is not None or seat is None:
        table.show_message(reason or "You can't undo now.")
        play(table.app, "illegal")
        return False
    others = others_undone(table, seat)
    here = len(table.game.moves)
    asked = table.undo_asked_at == here and table.message == table.undo_question  # and still showing
    if others and not asked:
        # Taking back the bots' replies too is asked once: they were seen, and it is a bigger step.
        table.undo_asked_at = here
        table.clear_hint()  # the question takes the hint's place: its marks go with it
        table.undo_question = f"Undo takes back your last turn and {others}: press Undo again."
        table.show_message(table.undo_question, seconds=8.0)
        table.hold_key_in_hand()  # held down, that key must not answer it
        return False
    table.undo_asked_at = None
    for bot in table.bots.values():
        bot.cancel()  # a bot thinking about the position being undone must not answer
    table.clear_hint()  # a hint (and the plan it carries) was for the position being undone
    try:
        undo_for(table.game, seat, table.human_seats, table.names, _history(table))
    except IllegalMove as exc:  # the game moved on between the check and the click
        table._undo_reason = None  # asked afresh, in the table's own words
        table.show_message(undo_reason(table) or exc.reason)
        return False
    table.bot_timer = 0.0
    table.last_human = seat
    table.message = ""  # its question (or an old refusal) was about the position now gone
    table.hold_key_in_hand()  # held on, that key's repeats undo no further
    rebuild_log(table)
    autosave_table(table)
    hook = getattr(table, "on_undo", None)
    if callable(hook):
        hook()
    table.focus_after_undo()
    play(table.app, "undo")
    return True
