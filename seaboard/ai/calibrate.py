"""Measure the hard bot's work units per second for each game on this machine.

    python -m seaboard.ai.calibrate [--game ID ...] [--players N] [--seconds S]

It plays medium-vs-medium games and, at each decision with a real choice,
lets a hard bot with a fixed unit budget think, timing it. Copy the printed
rates into hard.UNITS_PER_SECOND: the hard bot budgets in units (so it is
reproducible) and uses these rates to turn think_seconds into units.
It times with CPU time (process_time), so a busy machine does not skew it.
"""

from __future__ import annotations

import argparse
import time

from seaboard.ai.hard import HardBot
from seaboard.ai.medium import MediumBot
from seaboard.engine.registry import game_class

PROBE_UNITS = 4000


def units_per_second(game_id: str, players: int = 2, seconds: float = 10.0, seed: int = 1) -> float:
    cls = game_class(game_id)
    units = 0
    spent = 0.0
    game_seed = seed
    while spent < seconds:
        game = cls(players, game_seed)
        movers = [MediumBot(cls, s, seed=game_seed) for s in range(players)]
        step = 0
        while not game.is_over and spent < seconds:
            seat = game.current_player
            legal = game.legal_moves()
            view = game.view(seat)
            if len(legal) > 1 and step % 3 == 0:
                probe = HardBot(cls, seat, seed=step, units=PROBE_UNITS)
                start = time.process_time()
                probe.choose(view, legal)
                spent += time.process_time() - start
                units += probe.units_used
            game.apply(movers[seat].choose(view, legal))
            step += 1
        game_seed += 1
    return units / spent if spent else 0.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seaboard.ai.calibrate")
    parser.add_argument("--game", action="append", default=[])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    for gid in args.game or ["seagrass", "seascroll", "bloomingsea"]:
        rate = units_per_second(gid, args.players, args.seconds)
        print(f'    "{gid}": {rate:.0f},')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
