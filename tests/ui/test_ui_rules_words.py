"""Each game's rules screen has a "Words" section that defines the words its table and log use
(playtest: a newcomer read "antler", "explored reef", "habitat", "school", "the Reveal", "Chaos",
"fish square", and "reef", which means something else in each game, without knowing them)."""

from __future__ import annotations

import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.rules import RulesScene

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
