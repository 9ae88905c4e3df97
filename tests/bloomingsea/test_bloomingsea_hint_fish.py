"""A Blooming Sea hint says what its placement does for the fish majorities (playtest: "reef +4"
said nothing while three hints in a row built the bot's purple reef beside a fish)."""

from __future__ import annotations

from bloomingsea_positions import find_placement, give_tile, new_game, paint

from seaboard.ai.hint_bloomingsea import fish_said, placement_hint
from seaboard.engine.bloomingsea.events import ReefScored

NAMES = ["Ada", "Bo"]  # seat 0 yellow, seat 1 purple; side A: fish at (2, 1) top left, (9, 1) top right


def _game(corals):
    game = new_game(players=2)
    paint(game, corals)
    return game


def _words(game, corals):
    tile_id, move = find_placement(corals)
    give_tile(game, 0, tile_id)
    return fish_said(game, move, NAMES).text


def test_the_hint_names_the_fish_whose_lead_it_takes_with_both_tallies():
    game = _game({(3, 1): "purple", (4, 1): "purple", (1, 2): "yellow"})
    words = _words(game, {(2, 2): "yellow", (2, 3): "yellow", (2, 4): "green"})
    assert words == "You take the lead for the fish at the top left, with 3 corals to Bo's 2."


def test_the_hint_warns_when_it_grows_a_rivals_colour_next_to_a_fish():
    # The playtest's move: Ada's tile adds purple to the bot's reef beside a fish she counts 4 at.
    game = _game({(8, 1): "yellow", (7, 1): "yellow", (7, 2): "yellow", (7, 3): "yellow",
                  (10, 1): "purple", (11, 1): "purple", (11, 2): "purple", (11, 3): "purple"})
    words = _words(game, {(9, 0): "purple", (10, 0): "purple", (11, 0): "green"})
    assert words == "Careful: its purple brings Bo to 6 corals for the fish at the top right, against your 4."


def test_the_hint_names_the_fish_it_closes_and_who_scores_it():
    game = _game({(1, 1): "yellow", (0, 1): "yellow", (2, 0): "purple", (3, 0): "purple",
                  (3, 1): "purple", (4, 1): "purple", (5, 1): "purple"})
    words = _words(game, {(2, 2): "yellow", (2, 3): "yellow", (2, 4): "green"})
    assert words == "It lets Bo win the fish at the top left, with 5 corals to your 4."


def test_a_placement_far_from_every_fish_adds_nothing_to_the_hint():
    game = _game({})
    assert _words(game, {(9, 11): "yellow", (10, 11): "yellow", (11, 11): "green"}) == ""


def test_the_hint_says_nothing_of_a_rival_that_grows_but_stays_well_behind():
    # Review: "Careful" came with any growth of a rival's count, even one far behind.
    game = _game({(8, 1): "yellow", (7, 1): "yellow", (7, 2): "yellow", (7, 3): "yellow", (7, 4): "yellow",
                  (6, 1): "yellow", (6, 2): "yellow", (11, 1): "purple"})
    words = _words(game, {(9, 0): "purple", (10, 0): "purple", (11, 0): "green"})
    assert "Careful" not in words


def test_the_hint_gives_beside_its_words_the_square_of_each_fish_they_name():
    # Playtest: "the left fish at the middle right" left the player hunting; the table marks these squares.
    game = _game({(8, 1): "yellow", (7, 1): "yellow", (7, 2): "yellow", (7, 3): "yellow",
                  (10, 1): "purple", (11, 1): "purple", (11, 2): "purple", (11, 3): "purple"})
    tile_id, move = find_placement({(9, 0): "purple", (10, 0): "purple", (11, 0): "green"})
    give_tile(game, 0, tile_id)
    said = fish_said(game, move, NAMES)
    assert "the fish at the top right" in said.text
    assert said.squares == ((9, 1),)
    lead = _game({(3, 1): "purple", (4, 1): "purple", (1, 2): "yellow"})
    tile_id, move = find_placement({(2, 2): "yellow", (2, 3): "yellow", (2, 4): "green"})
    give_tile(lead, 0, tile_id)
    assert fish_said(lead, move, NAMES).squares == ((2, 1),)
    far = _game({})
    tile_id, move = find_placement({(9, 11): "yellow", (10, 11): "yellow", (11, 11): "green"})
    give_tile(far, 0, tile_id)
    assert fish_said(far, move, NAMES) == ("", ())


# Playtest: "Careful: it grows Cleo's green at the left fish at the middle right to 3 (you 2)." Every
# hint sentence has a subject, one "for" before its fish, the fish told from its neighbour after it,
# and the counts in words. A few representative positions, whole sentences:


def test_the_hint_says_a_fish_it_wins_with_its_points_and_both_counts():
    game = _game({(1, 1): "yellow", (3, 1): "purple", (2, 0): "purple"})
    words = _words(game, {(2, 2): "yellow", (2, 3): "yellow", (2, 4): "green"})
    assert words == "You win the fish at the top left for 5 points, with 3 corals to Bo's 2."


def test_the_hint_says_a_fish_it_leaves_tied_scores_for_nobody():
    game = _game({(1, 1): "yellow", (3, 1): "purple", (2, 0): "purple", (0, 1): "yellow"})
    words = _words(game, {(2, 2): "green", (2, 3): "green", (2, 4): "yellow"})
    assert words == "The fish at the top left ends in a tie, so nobody scores it."


def test_a_fish_sharing_its_part_of_the_board_is_told_from_its_neighbour_after_its_name():
    # (8, 4) and (10, 5) are both "at the middle right": not "the left fish at the middle right".
    game = _game({(9, 4): "purple"})
    words = _words(game, {(8, 3): "yellow", (7, 3): "yellow", (6, 3): "green"})
    assert words == "You take the lead for the fish at the middle right (the left one), with 2 corals to Bo's 1."


def test_no_warning_repeats_the_count_the_lead_sentence_just_gave():
    # The tile's purple touches the fish too, but "with 2 corals to Bo's 1" has said so already
    # (it read: "Takes the lead at ... (you 2, Bo 1). Careful: it grows Bo's purple at ... to 1 (you 2).").
    game = _game({})
    words = _words(game, {(7, 4): "yellow", (7, 3): "yellow", (8, 3): "purple"})
    assert words == "You take the lead for the fish at the middle right (the left one), with 2 corals to Bo's 1."


def test_a_placement_hint_says_where_then_the_reefs_then_the_fish():
    game = _game({(9, 4): "purple"})
    tile_id, move = find_placement({(8, 3): "yellow", (7, 3): "yellow", (6, 3): "green"})
    give_tile(game, 0, tile_id)
    assert placement_hint(game, move, NAMES) == (
        "place your tile as shown. It makes a yellow reef of 2, for 2 points. You take the lead for the fish at "
        "the middle right (the left one), with 2 corals to Bo's 1.", ((8, 4),))
    far = _game({(11, 10): "green", (11, 9): "green"})  # no fish near: the reefs alone
    tile_id, move = find_placement({(9, 11): "yellow", (10, 11): "yellow", (11, 11): "green"})
    give_tile(far, 0, tile_id)
    assert placement_hint(far, move, NAMES) == (
        "place your tile as shown. It grows the green reef to 3 and makes a yellow reef of 2, for 5 points.", ())


def test_the_reefs_a_tile_scores_are_said_in_one_sentence_alike_ones_counted():
    from seaboard.ai.hint_bloomingsea import _reefs_said

    def reef(color, points, expanded=False, seat=0):
        return ReefScored(seat=seat, points=points, reason="reef", color=color, expanded=expanded)

    assert _reefs_said([reef("green", 2), reef("green", 2)], 0) == "It makes two green reefs of 2, for 4 points."
    assert _reefs_said([reef("green", 2), reef("orange", 3)], 0) == (
        "It makes a green reef of 2 and an orange reef of 3, for 5 points.")
    assert _reefs_said([reef("orange", 2), reef("yellow", 4, expanded=True)], 0) == (
        "It grows the yellow reef to 4 and makes an orange reef of 2, for 6 points.")
    assert _reefs_said([reef("purple", 5, expanded=True)], 0) == "It grows the purple reef to 5, for 5 points."
    assert _reefs_said([reef("purple", 5, seat=1)], 0) == ""  # (a rival's: not this player's points)
