"""Sea Scroll results: tied scores share a place (the rulebook breaks no ties)."""

from seaboard.ui.tables.seascroll_parts.results import places


def test_tied_scores_share_a_place_and_the_next_place_is_skipped():
    scores = [41, 30, 24, 24, 12, 5]
    order = [0, 1, 2, 3, 4, 5]
    assert places(order, scores) == [1, 2, 3, 3, 5, 6]


def test_a_shared_win_shows_two_firsts():
    scores = [-3, 9, 9]
    assert places([1, 2, 0], scores) == [1, 1, 3]
