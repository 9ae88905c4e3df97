"""The order the Sea Scroll hand shows its species in, left to right.

The table folds each position's hand into the order before it as the game is played
(`hand_order`); a resumed game, an undo or a replay's jump rebuilds the same order from the
moves alone by replaying them (`hand_orders_along`). Kept apart from layout, which places the
hand in whatever order it is given and knows nothing of the engine.
"""

from __future__ import annotations


def hand_order(before, hand) -> list[int]:
    """The species of `hand` in the order they are shown: those of `before` where they were, new ones after.

    Playtest: groups sorted by value moved when a draw brought a new species in between, and a
    click meant for Regal Tang picked the Moorish Idol that had slid under the pointer."""
    held = set(hand or ())
    kept = [v for v in before if v in held]
    return kept + sorted(held - set(kept))


def hand_orders_along(game_cls, game) -> dict[int, list[int]]:
    """Every seat's hand_order after `game`'s moves, folded position by position from the setup
    as the table folds it while the game is played, so the hand a loaded game, an undo or a
    replay's jump shows is the one that was seen at that position.

    Playtest: after a restart and Continue the hand came back sorted by value, not in the order
    the player had. The order follows from the moves alone, so a save needs no field for it."""
    replayed = game_cls(game.players, game.seed, dict(game.options))
    seats = range(game.players)
    orders = {seat: hand_order((), replayed.view(seat).hand) for seat in seats}
    for move in game.moves:
        replayed.apply(move)
        for seat in seats:
            orders[seat] = hand_order(orders[seat], replayed.view(seat).hand)
    return orders
