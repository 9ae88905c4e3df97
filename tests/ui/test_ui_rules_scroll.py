"""The rules screen scrolls by whole lines with the wheel and the keyboard; nothing is cut off."""

import pygame
import pytest
import ui_harness as h

from seaboard.ui.render import theme
from seaboard.ui.scenes.rules import RulesScene


@pytest.fixture
def big_app():
    application = h.make_app((1024, 640), text_scale=1.5)
    yield application
    theme.set_text_scale(1.0)
    application.close()


def _visible_lines(rules):
    px = rules.px(17)
    return [(y - rules.scroll, line) for y, line, role, _col, _step in rules.lines()
            if y - rules.scroll >= 0 and y - rules.scroll + theme.font(role, px).get_height() <= rules.viewport.height]


def test_rules_down_key_scrolls_and_every_stop_starts_with_a_whole_line(big_app):
    rules = big_app.push(RulesScene(big_app, "seagrass"))
    h.step(big_app)
    assert rules.max_scroll > 0
    tops = {y for y, *_ in rules.lines()}
    seen = []
    for _ in range(200):  # (the Words made the text longer: press on until the end)
        h.key(big_app, pygame.K_DOWN)
        assert rules.scroll in tops
        seen.append(rules.scroll)
    assert seen == sorted(seen) and seen[-1] == rules.max_scroll


def test_rules_end_shows_the_last_line_and_home_the_first(big_app):
    rules = big_app.push(RulesScene(big_app, "seagrass"))
    h.step(big_app)
    last = rules.lines()[-1][1]
    first = rules.lines()[0][1]
    assert last not in [line for _, line in _visible_lines(rules)]
    h.key(big_app, pygame.K_END)
    assert last in [line for _, line in _visible_lines(rules)]
    h.key(big_app, pygame.K_HOME)
    assert rules.scroll == 0 and first in [line for _, line in _visible_lines(rules)]


def test_rules_wheel_scrolls_and_never_passes_the_end(big_app):
    rules = big_app.push(RulesScene(big_app, "seagrass"))
    h.step(big_app)
    h.wheel(big_app, -1, rules.panel.center)
    assert rules.scroll > 0
    h.wheel(big_app, -1000, rules.panel.center)
    assert rules.scroll == rules.max_scroll


def test_rules_tabs_sit_below_the_subtitle_at_the_biggest_text_size(big_app):
    rules = big_app.push(RulesScene(big_app, "seagrass"))
    h.step(big_app)
    subtitle_bottom = (rules.px(22) + theme.font("title", rules.px(52)).get_height() + rules.px(6)
                       + theme.font("body", rules.px(20)).get_height())
    for tab in rules.tabs:
        assert tab.rect.top >= subtitle_bottom
        assert theme.font("bold", tab.px).size(tab.label)[0] < tab.rect.width
    assert rules.panel.top > rules.tabs[0].rect.bottom


def test_every_setup_option_a_player_can_pick_is_explained_in_the_rules():
    from seaboard.ui.scenes.rules_text import SUMMARIES

    explained = {
        "seagrass": ("Introductory mode", "Discovery expansion"),
        "seascroll": ("Regal Tang variant", "Chaos variant"),
        "bloomingsea": ("Aquarist mode",),
    }
    for game_id, headings in explained.items():
        present = [heading for heading, _ in SUMMARIES[game_id]]
        for heading in headings:
            assert heading in present, (game_id, heading)


def test_a_section_scrolled_part_way_keeps_its_heading_in_sight(big_app):
    rules = big_app.push(RulesScene(big_app, "seagrass"))
    h.step(big_app)
    top, bottom, head_lines, _step = next(span for span in rules.section_spans if span[2] == ["Setup"])
    rules.scroll = next(y for y, *_ in rules.lines() if top < y < bottom)
    with h.texts_drawn() as drawn:
        h.step(big_app)
    assert head_lines == ["Setup"] and "Setup" in drawn


def test_the_summaries_say_what_a_newcomer_asked_for_and_agree_with_the_engine():
    # A first-time player could not find how a reef gets explored, what Research Reef does to a
    # reef, what an antler is, or what a Blooming Sea "numbered square" was (the board shows fish).
    from seaboard.engine.registry import game_class
    from seaboard.ui.scenes.rules_text import SUMMARIES
    from seaboard.ui.tables.bloomingsea_parts.quickref import TURN as BS_TURN

    seagrass = dict(SUMMARIES["seagrass"])
    assert "becomes explored the moment a creature tile is played next to it" in seagrass["Setup"]
    assert "becomes part of that reef" in seagrass["Research Reef"]
    antlers = [game_class("seagrass")(n, 1).antlers for n in (2, 3, 4)]
    assert f"({antlers[0]}, {antlers[1]} or {antlers[2]} for 2, 3 or 4 players)" in seagrass["Completed reefs"]
    blooming = " ".join(text for _, text in SUMMARIES["bloomingsea"] + list(BS_TURN))
    assert "fish square" in blooming and "not the diagonals" in blooming
    assert "numbered" not in blooming.replace("the rulebook's numbered squares", "")


def test_the_blooming_sea_rules_screen_says_what_the_playtest_missed():
    # Playtest: nothing said non-player colours are ignored with 2-3 players, what the "50" laps
    # are, what happens when the pile runs out, and the tie-break read "play first" here but
    # "play next" on the quick reference (the engine's ruling: the seat after the last turn).
    from seaboard.ui.scenes.rules_text import SUMMARIES
    from seaboard.ui.tables.bloomingsea_parts.quickref import TURN as BS_TURN

    rules = dict(SUMMARIES["bloomingsea"])
    assert "2 or 3 players" in rules["Fish points"] and "nobody plays count for no one" in rules["Fish points"]
    assert '"50" token' in rules["Score track"]
    assert "pile runs out" in rules["Game end"] and "set aside" in rules["On your turn"]
    assert "would play next" in rules["Game end"] and "would play next" in dict(BS_TURN)["End"]
