"""Blooming Sea states for `seaboard screenshot` and the golden images.

Each builder leaves the table (or its results) on top of a headless app.
Human actions are fed as synthetic pygame events through the scene, the way
a player's mouse would send them.
"""

from __future__ import annotations

import pygame

from seaboard.engine.bloomingsea.events import FishDecided
from seaboard.engine.bloomingsea.moves import Place
from seaboard.engine.core import SetupError
from seaboard.engine.registry import game_class
from seaboard.ui.anim import tween


def _table(app, players: int, seed: int, moves: int, options: dict, kinds: list[str] | None = None):
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.screenshot import ShotContext, build_table

    app.push(MenuScene(app))
    ctx = ShotContext("bloomingsea", players, seed, moves, dict(options))
    table = app.push(build_table(app, ctx, kinds=kinds))
    table.update(0.0)  # catch up with the replayed moves
    return table


def send(scene, kind: int, **fields) -> None:
    scene.handle(pygame.event.Event(kind, **fields))


def drag_to(table, anchor: tuple[int, int], release: bool = False) -> None:
    """Press on the tile in hand and drag it so it snaps onto `anchor` (top-left of the tile)."""
    start = table.item_rect("hand")
    cells = table.tile_cells()
    (dx, dy), _ = cells[1]  # the pivot: pressed there, it is the square that follows the pointer
    c = table.geo.cell
    press = (start.left + dx * c + c // 2, start.top + dy * c + c // 2)
    send(table, pygame.MOUSEMOTION, pos=press, rel=(0, 0), buttons=(0, 0, 0))
    send(table, pygame.MOUSEBUTTONDOWN, pos=press, button=1)
    px, py = table.pivot()
    goal = table.geo.cell_center(anchor[0] + px, anchor[1] + py)
    for k in range(1, 9):
        pos = (round(press[0] + (goal[0] - press[0]) * k / 8), round(press[1] + (goal[1] - press[1]) * k / 8))
        send(table, pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
    if release:
        send(table, pygame.MOUSEBUTTONUP, pos=goal, button=1)


def illegal_anchor(game) -> tuple[int, int]:
    """A spot on the board the tile cannot take at rotation 0: over a coral or a numbered square."""
    view = game.view(game.current_player)
    board = view.board
    spots = []
    for y in range(board.height):
        for x in range(board.width):
            move = Place(0, x, y)
            cells = view.hand.cells_at(0, x, y)
            if all(board.contains(cx, cy) for (cx, cy), _ in cells) and game.explain(move):
                spots.append((x, y))
    if not spots:
        raise RuntimeError("no illegal spot on the board")
    return min(spots, key=lambda p: (p[0] - board.width / 2 + 1) ** 2 + (p[1] - board.height / 2) ** 2)


def legal_anchor(game) -> tuple[int, int]:
    """A legal spot at rotation 0 near the middle of the board."""
    board = game.view(None).board
    moves = [m for m in game.legal_moves() if isinstance(m, Place) and m.rotation == 0]
    best = min(moves, key=lambda m: (m.x - board.width / 2 + 1) ** 2 + (m.y - board.height / 2) ** 2)
    return (best.x, best.y)


def start_scene(side: str):
    def build(app, ctx):
        options = dict(ctx.options)
        options["side"] = side
        return _table(app, ctx.players or 2, ctx.seed, 0, options)
    return build


def drag_scene(legal: bool):
    def build(app, ctx):
        from seaboard.ui.screenshot import need_a_move

        table = _table(app, ctx.players or 2, ctx.seed, ctx.moves or 12, ctx.options)
        need_a_move(table.game, ctx, "a tile")
        if table.game.phase != "place_tile":
            raise SetupError(f"after --moves {ctx.moves} no tile is being placed ({table.game.phase}): "
                             "give other moves")
        anchor = legal_anchor(table.game) if legal else illegal_anchor(table.game)
        drag_to(table, anchor)
        return table
    return build


def fish_moment(players: int, seed: int, options: dict, limit: int = 400) -> int:
    """How many easy-bot moves to play before one that wins a fish for someone."""
    from seaboard.ui.screenshot import play_bot_moves

    cls = game_class("bloomingsea")
    full = play_bot_moves(cls(players, seed, options), None, seed)
    probe = cls(players, seed, options)
    for i, move in enumerate(full.moves[:limit]):
        events = probe.apply(move)
        if any(isinstance(e, FishDecided) and e.winner >= 0 for e in events) and i >= 6:
            return i
    raise RuntimeError("no fish was won in this game")


def fish_scene(app, ctx):
    """A fish being scored: the counted corals ringed, the tally shown, mid-animation."""
    players = ctx.players or 2
    at = fish_moment(players, ctx.seed, ctx.options)
    table = _table(app, players, ctx.seed, at, ctx.options)
    from seaboard.ui.screenshot import play_bot_moves

    cls = game_class("bloomingsea")
    move = play_bot_moves(cls(players, ctx.seed, table.game.options), at + 1, ctx.seed).moves[at]
    old = tween.speed()
    table.app.settings.animation_speed = 1.0
    try:
        table.apply_move(move)
        table.banner = None
        # Run the effects up to the fish, then into its tally.
        from seaboard.ui.tables.bloomingsea_parts.steps import FishStep

        while table.fx.steps and not isinstance(table.fx.steps[0], FishStep):
            table.fx.update(0.05, 1.0)
        table.fx.update(FishStep.duration * 0.4, 1.0)
        table.popups.clear()
    finally:
        tween.set_speed(old)
    table.update = lambda dt: None  # a still picture
    return table


def mid_scene(app, ctx):
    return _table(app, ctx.players or 3, ctx.seed, ctx.moves or 30, ctx.options)


def results_scene(app, ctx):
    from seaboard.ui.scenes.menu import MenuScene
    from seaboard.ui.screenshot import ShotContext, build_table

    app.push(MenuScene(app))
    table = app.push(build_table(app, ShotContext("bloomingsea", ctx.players or 3, ctx.seed, 0, dict(ctx.options)),
                                 to_end=True))
    table.update(0.0)
    table.show_results()
    return app.top


# State -> builder(app, ctx); seaboard.ui.screenshot lists them as "bloomingsea-<state>".
SCENES = {
    "side-a": start_scene("A"),
    "side-b": start_scene("B"),
    "drag-legal": drag_scene(True),
    "drag-illegal": drag_scene(False),
    "fish": fish_scene,
    "midgame": mid_scene,
    "results": results_scene,
}
