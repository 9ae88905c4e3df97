"""Reef majority scoring: the rulebook's table and its tie rules, as pure functions."""

from __future__ import annotations

# Reef size -> (most creatures, second-most creatures); 5 or more use the last row.
REEF_TABLE: dict[int, tuple[int, int]] = {1: (0, 0), 2: (4, 2), 3: (8, 4), 4: (16, 8), 5: (24, 12)}


def reef_points(size: int) -> tuple[int, int]:
    return REEF_TABLE[min(max(size, 1), 5)]


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def reef_awards(size: int, creatures: list[int] | tuple[int, ...], players: int) -> list[int]:
    """Points per seat for a completed reef, given each seat's adjacent creatures."""
    awards = [0] * len(creatures)
    adjacent = [s for s, n in enumerate(creatures) if n > 0]
    if not adjacent:
        return awards
    most, second = reef_points(size)
    top = max(creatures[s] for s in adjacent)
    leaders = [s for s in adjacent if creatures[s] == top]
    if len(leaders) > 1:
        # "add the points for most and second most and split them between the
        # tied players, rounding up. No other points are awarded."
        share = _ceil_div(most + second, len(leaders))
        for s in leaders:
            awards[s] = share
        return awards
    awards[leaders[0]] = most
    rest = [s for s in adjacent if s != leaders[0]]
    if not rest:  # only one player adjacent: no second-most points
        return awards
    runner = max(creatures[s] for s in rest)
    # 2 players: second scores only with at least half the leader's creatures.
    if players == 2 and 2 * runner < top:
        return awards
    seconds = [s for s in rest if creatures[s] == runner]
    share = _ceil_div(second, len(seconds))
    for s in seconds:
        awards[s] = share
    return awards
def reef_award_roles(size: int, creatures: list[int] | tuple[int, ...], players: int) -> list[tuple[int, str]]:
    """Per seat, reef_awards' points and why, in words for the log: "most creatures", "second most",
    or a tie's split ("tied for most: 8 + 4 shared"); (0, "") for none. Playtest: "Ada +6" after a
    5-5 tie read as a mistake: nothing said that 8 + 4 was split. (reef_awards stays lean: the
    bots' evaluation calls it in every position.)"""
    awards = reef_awards(size, creatures, players)
    most, second = reef_points(size)
    scoring = [s for s, p in enumerate(awards) if p]
    if not scoring:
        return [(0, "")] * len(awards)
    top = max(creatures[s] for s in scoring)
    leaders = [s for s in scoring if creatures[s] == top]
    seconds = [s for s in scoring if creatures[s] != top]
    roles = [""] * len(awards)
    for s in leaders:
        roles[s] = f"tied for most: {most} + {second} shared" if len(leaders) > 1 else "most creatures"
    for s in seconds:
        roles[s] = "second most" if len(seconds) == 1 else f"tied for second: {second} shared"
    return list(zip(awards, roles))


# Why a seat with creatures next to a completed reef scores nothing from it (reef_unscored).
ONE_TILE = "one tile"  # the table's first row: a reef of 1 tile scores 0 for everyone
TIED_FOR_MOST = "tied for most"  # "No other points are awarded" after a tie for most
UNDER_HALF = "under half"  # 2 players: second place needs at least half the leader's creatures
BELOW_SECOND = "below second"  # only most and second most score


def reef_unscored(size: int, creatures: list[int] | tuple[int, ...], players: int) -> list[str]:
    """Per seat, why a seat with creatures next to the reef gets nothing from reef_awards (one of
    the reasons above), "" for a seat that scores or has no creatures there. Playtest: "Ada 4
    creatures, Purple bot 10" and only the bot scored; nothing said why."""
    awards = reef_awards(size, creatures, players)
    shut = [s for s, n in enumerate(creatures) if n > 0 and not awards[s]]
    reasons = [""] * len(creatures)
    if not shut:
        return reasons
    top = max(creatures)
    leaders = [s for s, n in enumerate(creatures) if n == top]
    for s in shut:
        if reef_points(size)[0] == 0:
            reasons[s] = ONE_TILE
        elif len(leaders) > 1:
            reasons[s] = TIED_FOR_MOST
        elif players == 2:
            reasons[s] = UNDER_HALF
        else:
            reasons[s] = BELOW_SECOND
    return reasons
