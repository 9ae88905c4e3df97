"""The Seagrass rules screen and quick reference state the rulebook's scoring details a
playtester missed (rulebook 'Special Creatures', 'Score Completed Reefs', 'Discovery Expansion',
'Keeping Score'). The text is read as the screen lays it out, so a rule cut from the screen fails."""

from __future__ import annotations

import re

import pygame
import pytest
import ui_harness as h

from seaboard.engine.registry import game_class
from seaboard.ui.scenes.rules import RulesScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class
from seaboard.ui.tables.seagrass_parts.reference import QuickReference


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


@pytest.fixture
def sections(app) -> dict[str, str]:
    """Each Seagrass section's text as the rules screen lays it out (wrapped lines joined again)."""
    rules = app.push(RulesScene(app, "seagrass"))
    h.step(app)
    lines = rules.lines()
    out: dict[str, str] = {}
    for top, bottom, head_lines, _step in rules.section_spans:
        body = [line for y, line, _role, column, _ in lines if column == "body" and top <= y < bottom]
        out[" ".join(head_lines)] = _flat(" ".join(body))
    return out


def _special(sections, creature: str) -> str:
    text = sections["Special creatures"]
    return text[text.index(f"{creature}:"):]


# -- the rules screen --------------------------------------------------------------------


def test_rules_screen_says_leftover_discovery_tokens_score_one_point_each(sections):
    # 'At the end of the game, each remaining discovery token you have is worth 1 point.'
    assert "at the end, each token you still hold scores 1 point" in sections["Discovery expansion"]


def test_rules_screen_says_a_tie_for_most_adds_both_prizes_and_splits_them_rounding_up(sections):
    # 'add the points for most and second most and split them between the tied players,
    # rounding up. No other points are awarded.'
    ties = sections["Reef ties"]
    assert ("tie for most: the most and second-most points are added together and split evenly "
            "between the tied players, rounding up. nobody else scores") in ties


def test_rules_screen_says_a_tie_for_second_splits_the_second_prize_rounding_up(sections):
    # 'split the points for second most between the tied players, rounding up.'
    assert ("tie for second: the second-most points are split evenly between the tied players, "
            "rounding up") in sections["Reef ties"]


def test_rules_screen_says_with_two_players_second_place_needs_half_the_leaders_creatures(sections):
    # 'In a two-player game, the player with the second-most creatures only scores points if
    # they have at least half as many creatures as the player with the most.'
    assert ("with 2 players, second place scores only with at least half as many creatures as the "
            "player with the most") in sections["Second place"]


def test_rules_screen_says_a_lone_player_at_a_reef_gets_no_second_place_points(sections):
    # 'If there is only one player adjacent to the reef, no player scores the second-most points.'
    assert ("if only one player has creatures next to the reef, nobody scores second place"
            in sections["Second place"])


def test_rules_screen_says_a_special_tile_is_never_played_alone(sections):
    # 'You cannot play a special creature tile on its own. It must be played with at least one
    # other matching creature tile from your hand.'
    text = sections["Special creatures"]
    assert "never played on its own: at least one matching tile from your hand goes with it" in text


def test_rules_screen_says_the_starfish_colonies_do_not_touch_each_other(sections):
    # 'split the starfish tiles you play this turn between two colonies, either new or existing
    # (the colonies cannot be adjacent to each other).'
    starfish = _special(sections, "starfish")
    assert "between two colonies, new or existing, that do not touch each other" in starfish


def test_rules_screen_says_the_crabs_played_with_the_special_crab_form_one_colony(sections):
    # 'All the crab tiles you play this turn must still be played in the same colony.'
    crab = _special(sections, "crab")
    assert "all your crabs this turn still form one colony" in crab
    assert "goes back in the box" in crab  # 'Remove the existing tile and return it to the box.'


def test_rules_screen_says_points_are_secret_unless_open_scores_is_on(sections):
    # 'Keep the exact number of points a secret', unless the table picks the Open scores option.
    goal = sections["Goal"]
    assert "points stay secret until the end, unless the table chose open scores" in goal
    assert "kept secret until the end." not in goal  # the old, unconditional sentence
    label = next(o.label for o in game_class("seagrass").options if o.key == "open_scores")
    assert label.lower().startswith("open scores")  # the name the rules use is the setup screen's


# -- the in-table quick reference --------------------------------------------------------


def _card(open_app, size=(1280, 800), text_scale=1.0, discovery=True):
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    setup = TableSetup.default("seagrass", 2, seed=3, kinds=["human", "easy"], options={"discovery": discovery})
    app.push(table_class("seagrass")(app, setup))
    h.step(app, 2)
    h.key(app, pygame.K_F1)
    card = app.top
    assert isinstance(card, QuickReference)
    with h.texts_drawn() as drawn:
        card.draw(app.screen)
    return card, _flat(" ".join(drawn))


@pytest.fixture
def reset_text_size():
    yield
    from seaboard.ui.render import theme

    theme.set_text_scale(1.0)


def test_quick_reference_says_a_tie_for_second_splits_the_second_prize(open_app):
    _, text = _card(open_app)
    assert "tie for second: split second evenly (round up)" in text
    assert "tie for most: add most + second, split evenly (round up); no one else scores" in text


def test_quick_reference_says_a_lone_player_at_a_reef_gets_no_second_place(open_app):
    _, text = _card(open_app)
    assert "one player beside the reef: no second place" in text
    assert "2 players: second needs at least half the leader's creatures" in text


def test_quick_reference_says_discovery_tokens_score_when_discovery_is_in_play(open_app):
    _, text = _card(open_app, discovery=True)
    assert "a set of four: 10 points" in text
    assert "each token still held at the end: 1 point" in text


def test_quick_reference_leaves_discovery_out_when_it_is_not_in_play(open_app):
    _, text = _card(open_app, discovery=False)
    assert "discovery" not in text and "token" not in text


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_quick_reference_with_discovery_fits_above_close_at_the_biggest_text(open_app, reset_text_size, size):
    card, _text = _card(open_app, size=size, text_scale=1.5, discovery=True)
    assert card._flow(None, card._k) <= card.close.rect.top - card.px(8)
    assert card.panel.contains(card.close.rect)


def test_rules_screen_says_the_game_ends_on_a_turn_ended_with_no_tiles_in_hand_and_incomplete_reefs_do_not_score(
        sections):
    text = sections["Game end"]
    assert "no tiles in hand" in text and "incomplete reefs are not scored" in text


def test_quick_reference_names_the_hand_tiles_keys_and_each_specials_own_letter(open_app):
    # Playtest: the card said "1–9, 0" while a special's number changed with the hand. The card now
    # names the keys the badges show: the hand's slots by number, each special by its letter.
    _, text = _card(open_app)
    assert "1–7 a hand tile by its slot" in text
    assert "j, t, s, k the special jellyfish, turtle, starfish, crab" in text  # the letters on their badges
    assert "1–9, 0" not in text
