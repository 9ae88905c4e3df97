"""Each game's rules screen has a "Words" section that defines the words its table and log use
(playtest: a newcomer read "antler", "explored reef", "habitat", "school", "the Reveal", "Chaos",
"fish square", and "reef", which means something else in each game, without knowing them), and
each quick reference links to it."""

from __future__ import annotations

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.rules import RulesScene
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables import table_class
from seaboard.ui.tables.bloomingsea_parts.quickref import QuickRefScene
from seaboard.ui.tables.seagrass_parts.reference import QuickReference
from seaboard.ui.tables.seascroll_parts.quickref import SeaScrollQuickRef

# The words each table shows (its panels, its log, its hover help, its setup options), as shown.
TABLE_WORDS = {
    "seagrass": ["Creature tile", "Hand", "Supply", "Special tile", "Colony", "Reef", "Explored reef",
                 "Starting reef", "Face-down tile", "Completed reef", "Antler", "Region", "Scores are secret",
                 "Discovery token"],
    "seascroll": ["Fish", "Value", "Ocean", "Reef", "School", "Habitat", "Hand", "Last round", "The Reveal",
                  "Regal Tang variant", "Chaos", "Chess clock"],
    "bloomingsea": ["Tile", "Coral", "Your colour", "Reef", "Fish square", "Fish token", "Decided",
                    "Nobody's colour", "No tile can go here", "Pile", "Set aside", "Score track", "reefs · fish"],
}
CARDS = {"seagrass": QuickReference, "seascroll": SeaScrollQuickRef, "bloomingsea": QuickRefScene}


@pytest.fixture
def big_app(open_app):
    return open_app((1024, 640), animation_speed=0, text_scale=1.5)


def _entries(rules) -> dict[str, str]:
    """The Words as the screen lays them out: each term and its definition's lines joined."""
    lines = sorted((y, column != "term", line, column) for y, line, _role, column, _step in rules.lines()
                   if column in ("term", "def"))
    out: dict[str, str] = {}
    term = None
    for _y, _after, line, column in lines:
        if column == "term":
            term = line
            out[term] = ""
        else:
            out[term] = f"{out[term]} {line}".strip()
    return out


@pytest.mark.parametrize("size, text_scale", [((1280, 800), 1.0), ((1024, 640), 1.5)])
@pytest.mark.parametrize("game_id", sorted(TABLE_WORDS))
def test_every_word_the_table_shows_is_defined_on_its_games_rules_screen(open_app, game_id, size, text_scale):
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    rules = app.push(RulesScene(app, game_id))
    h.step(app)
    entries = _entries(rules)
    for word in TABLE_WORDS[game_id]:
        assert word in entries, (game_id, word)
        assert len(entries[word].split()) >= 4, (game_id, word, entries[word])


def test_each_games_reef_entry_says_it_is_not_the_other_games_reef(app):
    for game_id, others in (("seagrass", ("Sea Scroll", "Blooming Sea")), ("seascroll", ("Seagrass", "Blooming Sea")),
                            ("bloomingsea", ("Seagrass", "Sea Scroll"))):
        rules = app.push(RulesScene(app, game_id))
        h.step(app)
        reef = _entries(rules)["Reef"]
        assert reef.startswith("Not") or all(name in reef for name in others), (game_id, reef)
        app.pop()


def test_the_words_come_right_after_the_goal_and_show_without_scrolling_at_the_biggest_text(big_app):
    for game_id in TABLE_WORDS:
        rules = big_app.push(RulesScene(big_app, game_id))
        with h.texts_drawn() as drawn:
            h.step(big_app)
        headings = [" ".join(head) for _top, _bottom, head, _step in rules.section_spans]
        assert headings[:2] == ["Goal", "Words"], game_id
        assert rules.scroll == 0 and "Words" in drawn, game_id
        big_app.pop()


@pytest.mark.parametrize("size, text_scale, stacked", [((1280, 800), 1.0, False), ((1920, 1080), 1.0, False),
                                                        ((1024, 640), 1.5, True)])
def test_a_definition_stands_beside_its_term_with_room_and_under_it_at_the_biggest_text(
        open_app, size, text_scale, stacked):
    app = open_app(size, animation_speed=0, text_scale=text_scale)
    rules = app.push(RulesScene(app, "seagrass"))
    h.step(app)
    assert rules.words_stacked is stacked
    lines = rules.lines()
    term_y = next(y for y, line, _r, column, _s in lines if column == "term" and line == "Antler")
    first_def = min(y for y, _l, _r, column, _s in lines if column == "def" and y >= term_y)
    assert first_def > term_y if stacked else first_def == term_y
    # Every definition starts at one x, clear of the longest term beside it, and no line runs
    # past the panel's text area.
    widest_term = max(theme.font("bold", rules.px(17)).size(line)[0] for _y, line, _r, column, _s in lines
                      if column == "term")
    if not stacked:
        assert rules.column_x["def"] >= rules.column_x["term"] + widest_term
    for _y, line, role, column, _s in lines:
        assert rules.column_x[column] + theme.font(role, rules.px(17)).size(line)[0] <= rules.viewport.width, line


@pytest.mark.parametrize("game_id", sorted(CARDS))
def test_the_quick_reference_opens_its_games_words_and_back_returns_to_the_card(big_app, game_id):
    setup = TableSetup.default(game_id, 2, seed=3, kinds=["human", "easy"])
    table = big_app.push(table_class(game_id)(big_app, setup))
    h.step(big_app, 2)
    h.key(big_app, pygame.K_F1)
    card = big_app.top
    assert isinstance(card, CARDS[game_id])
    h.step(big_app, 2)
    # The link sits on the card, beside Close and clear of it.
    assert card.panel.contains(card.words.rect) and not card.words.rect.colliderect(card.close.rect)
    h.click_button(big_app, "Words")
    rules = big_app.top
    assert isinstance(rules, RulesScene) and rules.current == game_id
    words_top = next(top for top, _b, head, _s in rules.section_spans if head == ["Words"])
    assert rules.scroll == min(words_top, rules.max_scroll) and rules.scroll > 0
    with h.texts_drawn() as drawn:
        h.step(big_app)
    assert "Words" in drawn and TABLE_WORDS[game_id][0] in drawn
    h.click_button(big_app, "Back")
    assert big_app.top is card
    h.click_button(big_app, "Close")
    assert big_app.top is table
