"""Seagrass table states for `seaboard screenshot` and the golden images.

seagrass-opening  the human to act on the first turn (front side; --option board=back for the back)
seagrass-drag     a tile held over the board, its legal spaces glowing
seagrass-illegal  a tile dropped where it may not go, the engine's sentence by the pointer
seagrass-reef     a reef being scored: outline, creature tally, points flying
seagrass-midgame  a mid-game table with the human to act (the README picture)
"""

from __future__ import annotations

import random

import pygame

from seaboard.ai import make_bot
from seaboard.engine.seagrass import Seagrass
from seaboard.engine.seagrass.events import ReefCompleted
from seaboard.engine.seagrass.moves import ChooseAction, PlaceCreature
from seaboard.ui.anim import tween

NAMES = ("opening", "drag", "illegal", "reef", "midgame")


def _bot_game(players: int, seed: int, options: dict, stop) -> list:
    """Moves of an all-easy-bot game, up to the first position where `stop(game)` holds."""
    game = Seagrass(players, seed, options)
    rng = random.Random(seed)
    bots = {}
    while not game.is_over and not stop(game):
        seat = game.current_player
        if seat not in bots:
            bots[seat] = make_bot("easy", Seagrass, seat, seed=rng.randrange(2**30))
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return list(game.moves)


def _table_at(app, ctx, moves: list):
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.screenshot import _menu
    from seaboard.ui.tables.seagrass import SeagrassTable

    players = ctx.players or 3
    game = Seagrass(players, ctx.seed, ctx.options)
    setup = TableSetup.default("seagrass", players, ctx.seed, game.options,
                               kinds=["human"] + ["easy"] * (players - 1))
    _menu(app, ctx)
    table = SeagrassTable(app, setup, game=game)
    for move in moves:
        table.record(game.apply(move))
    table.on_undo()  # the moves went past the table: its racks are laid again from them
    app.bot_pace = 1e9  # a still picture: bots do not move
    table.last_human = 0
    app.push(table)
    return table


def _human_turn_after(ctx, at_least: int):
    """Moves up to the human's (seat 0) first choice of action after `at_least` moves."""
    return _bot_game(ctx.players or 3, ctx.seed, ctx.options,
                     lambda g: len(g.moves) >= at_least and g.current_player == 0 and g.phase == "choose_action")


def _post(kind, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def _press_and_move(table, start, end, release: bool) -> None:
    """Synthetic mouse input: pick a tile up at `start` and carry it to `end`."""
    _post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    _post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False)
    if release:
        _post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)


def opening(app, ctx):
    return _table_at(app, ctx, [])


def midgame(app, ctx):
    return _table_at(app, ctx, _human_turn_after(ctx, ctx.moves or 45))


def _human_to_play(app, ctx):
    """The table at the human's next choice of action after ctx.moves (which must leave one)."""
    from seaboard.ui.screenshot import need_a_move

    table = _table_at(app, ctx, _human_turn_after(ctx, ctx.moves))
    need_a_move(table.game, ctx, "a turn of the first player")
    return table


def drag(app, ctx):
    table = _human_to_play(app, ctx)
    table.submit(ChooseAction("colony"))
    legal = [m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and not m.tile.endswith("special")]
    move = legal[len(legal) // 2]
    targets = table.targets_for_code(move.tile)
    # Hover over a legal space a little away from the rack, so the glow around it shows.
    end = table.cell_centre(targets[len(targets) // 2])
    _press_and_move(table, table.slot_centre(move.tile), end, release=False)
    return table


def illegal(app, ctx):
    table = _human_to_play(app, ctx)
    table.submit(ChooseAction("colony"))
    code = table.view().hand[0]
    # An empty space that no tile or explored reef touches: the engine refuses it.
    cell = next(s.cell for s in table.view().spaces
                if s.content == "empty" and table.game.explain(PlaceCreature(s.cell, code)))
    _press_and_move(table, table.slot_centre(code), table.cell_centre(cell), release=True)
    return table


def before_a_reef_completes(players: int, seed: int, options=None, after: int = 0, mover: int | None = None):
    """Easy bots play every seat until a move (past the first `after` moves; with `mover`, one of
    that seat's) completes a reef and leaves the game on: the moves before it, and that move."""
    probe = Seagrass(players, seed, options or {})
    rng = random.Random(seed)
    bots = {}
    while not probe.is_over:
        seat = probe.current_player
        if seat not in bots:
            bots[seat] = make_bot("easy", Seagrass, seat, seed=rng.randrange(2**30))
        move = bots[seat].choose(probe.view(seat), probe.legal_moves())
        before = list(probe.moves)
        events = probe.apply(move)
        if (len(before) >= after and mover in (None, seat) and not probe.is_over
                and any(isinstance(e, ReefCompleted) for e in events)):
            return before, move
    raise AssertionError("no reef was completed")


def reef(app, ctx, seconds: float = 0.95):
    """The move that completes a reef, replayed on the table and caught mid-animation."""
    before, move = before_a_reef_completes(ctx.players or 3, ctx.seed, ctx.options, after=ctx.moves)
    table = _table_at(app, ctx, before)
    old = tween.speed()
    tween.set_speed(1.0)
    try:
        table.apply_move(move)
        for _ in range(round(seconds * 60)):
            app.step(1 / 60)
    finally:
        tween.set_speed(old)
    return table


BUILDERS = {"opening": opening, "drag": drag, "illegal": illegal, "reef": reef, "midgame": midgame}


def build(name: str, app, ctx):
    ctx.game_id = "seagrass"
    return BUILDERS[name](app, ctx)
