"""A Blooming Sea hint says what its placement does for the fish majorities (playtest: "reef +4"
said nothing while three hints in a row built the bot's purple reef beside a fish)."""

from __future__ import annotations

from bloomingsea_positions import find_placement, give_tile, new_game, paint

from seaboard.ai.hint_bloomingsea import fish_said

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
    assert words == "Takes the lead at the fish at the top left (you 3, Bo 2)."


def test_the_hint_warns_when_it_grows_a_rivals_colour_next_to_a_fish():
    # The playtest's move: Ada's tile adds purple to the bot's reef beside a fish she counts 4 at.
    game = _game({(8, 1): "yellow", (7, 1): "yellow", (7, 2): "yellow", (7, 3): "yellow",
                  (10, 1): "purple", (11, 1): "purple", (11, 2): "purple", (11, 3): "purple"})
    words = _words(game, {(9, 0): "purple", (10, 0): "purple", (11, 0): "green"})
    assert words == "Careful: it grows Bo's purple at the fish at the top right to 6 (you 4)."


def test_the_hint_names_the_fish_it_closes_and_who_scores_it():
    game = _game({(1, 1): "yellow", (0, 1): "yellow", (2, 0): "purple", (3, 0): "purple",
                  (3, 1): "purple", (4, 1): "purple", (5, 1): "purple"})
    words = _words(game, {(2, 2): "yellow", (2, 3): "yellow", (2, 4): "green"})
    assert words == "Closes the fish at the top left for Bo (5 to your 4)."


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
