"""Sea Scroll states for `seaboard screenshot` and the golden images.

    seascroll-drag     the viewer mid-discard, a card held over a school
    seascroll-reveal   the Reveal about half-way through
    seascroll-results  the results with the per-species table
    seascroll-chaos    a Chaos scramble in progress

Each builder leaves its scene on top of the app's stack. Animations run at
speed 0 while the state is prepared, so nothing is caught mid-flight unless
the state asks for it (the Reveal is stopped half-way on purpose).
"""

from __future__ import annotations

import pygame

from seaboard.ai import make_bot
from seaboard.engine.seascroll.moves import Discard
from seaboard.ui.anim import tween


def _table(app, ctx, to_end: bool = False, options: dict | None = None):
    from seaboard.ui.screenshot import _menu, build_table

    ctx.game_id = "seascroll"
    if options:
        ctx.options = {**ctx.options, **options}
    _menu(app, ctx)
    return app.push(build_table(app, ctx, to_end=to_end))


def _advance_to_viewer_discard(table, seed: int) -> None:
    """Bots play every seat until seat 0 (the viewer) is about to discard."""
    game = table.game
    bots = {}
    for _ in range(400):
        view = game.view(0)
        if game.is_over or (game.current_player == 0 and view.phase == "discard"):
            return
        seat = game.current_player
        if seat not in bots:
            bots[seat] = make_bot("easy", type(game), seat, seed=seed + seat)
        table.apply_move(bots[seat].choose(game.view(seat), game.legal_moves()))


def _post(table, kind, pos) -> None:
    data = {"pos": pos}
    if kind == pygame.MOUSEMOTION:
        data.update(rel=(0, 0), buttons=(1, 0, 0), touch=False)
    else:
        data.update(button=1, touch=False)
    table.handle(pygame.event.Event(kind, data))


def drag_state(app, ctx):
    """The viewer holds a card over the school it would join (or over the reef)."""
    speed = tween.speed()
    tween.set_speed(0)
    try:
        table = _table(app, ctx)
        table.last_human = 0
        _advance_to_viewer_discard(table, ctx.seed)
        table.app.bot_pace = 1e9
        lay = table.lay
        legal = [m for m in table.game.legal_moves_for(0) if isinstance(m, Discard)]
        if not legal:  # the game ended first: nothing to hold
            return table
        joins = [m for m in legal if m.school is not None]
        move = joins[0] if joins else legal[0]
        start = lay.hand_top(move.species).center
        end = lay.schools[move.school].center if move.school is not None else lay.new_school.center
        end = (end[0] + table.px(34), end[1] - table.px(26))  # hovering just above the school, still over it
        _post(table, pygame.MOUSEBUTTONDOWN, start)
        for k in range(1, 9):
            x = round(start[0] + (end[0] - start[0]) * k / 8)
            y = round(start[1] + (end[1] - start[1]) * k / 8)
            _post(table, pygame.MOUSEMOTION, (x, y))
    finally:
        tween.set_speed(speed)
    return table


def reveal_state(app, ctx, fraction: float = 0.5):
    """The Reveal, stopped part-way: some species scored, the next one arriving."""
    from seaboard.ui.tables.seascroll_parts.reveal import (
        ARRIVE_SECONDS,
        PAUSE_SECONDS,
        VERDICT_SECONDS,
        RevealScene,
    )

    table = _table(app, ctx, to_end=True)
    table.results_shown = True
    speed = tween.speed()
    tween.set_speed(1.0)
    try:
        reveal = app.push(RevealScene(app, table))
        per = ARRIVE_SECONDS + VERDICT_SECONDS + PAUSE_SECONDS
        target = 0.3 + per * len(reveal.steps) * fraction
        t = 0.0
        while t < target:
            reveal.timeline.update(1 / 30)
            t += 1 / 30
    finally:
        tween.set_speed(speed)
    return reveal


def results_state(app, ctx):
    from seaboard.ui.tables.seascroll_parts.results import SeaScrollResults

    table = _table(app, ctx, to_end=True)
    table.results_shown = True
    return app.push(SeaScrollResults(app, table))


def chaos_state(app, ctx):
    table = _table(app, ctx, options={"chaos": True, "regal_tang": False})
    table.last_human = 0
    return table


BUILDERS = {
    "drag": drag_state,
    "reveal": reveal_state,
    "results": results_state,
    "chaos": chaos_state,
}


def build_shot(kind: str, app, ctx):
    return BUILDERS[kind](app, ctx)
