"""A demo's caption: its lines never part a player's name from their points, it says a bot's draw
where there is room for it, and the attract loop says a new speed in its own caption panel."""

from __future__ import annotations

import random
import re

import pygame
import pytest
import ui_harness as h

from seaboard.ui.scenes.demo import AttractLoop, DemoState, start_demo
from seaboard.ui.scenes.menu import MenuScene

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
TEXT_SIZES = [1.0, 1.25, 1.5]

# Real turns of easy-bot demos whose caption broke a line inside a name or between a name and its
# points ("...; Yellow bot" / "+5 for the fish."), at one window size or another.
TURNS = {
    "bloomingsea": [
        lambda n: [f"{n[1]} places a tile (purple-green-green)", f"{n[1]} makes a green reef of 2: +2",
                   f"Fish at the middle right (the left one) is decided. Corals: {n[0]} 0, {n[1]} 0, {n[2]} 2; "
                   f"{n[2]} has the most", f"{n[2]} +5 for the fish",
                   f"Fish at the middle right (the right one) is decided. Corals: {n[0]} 1, {n[1]} 0, {n[2]} 3; "
                   f"{n[2]} has the most", f"{n[2]} +5 for the fish"],
        lambda n: [f"{n[2]} places a tile (orange-green-orange)",
                   f"Fish at the top right is decided. Corals: {n[0]} 0, {n[1]} 0, {n[2]} 0; a tie, nobody scores"],
        lambda n: [f"{n[0]} places a tile (yellow-yellow-orange)", f"{n[0]} expands the yellow reef to 5: +5",
                   f"Fish at the middle left (the lower one) is decided. Corals: {n[0]} 2, {n[1]} 0, {n[2]} 3; "
                   f"{n[2]} has the most", f"{n[2]} +5 for the fish"],
        lambda n: [f"{n[2]} places a tile (orange-yellow-yellow)", f"{n[2]} makes a yellow reef of 2: +2",
                   f"Fish at the bottom middle (the left one) is decided. Corals: {n[0]} 3, {n[1]} 1, {n[2]} 0; "
                   f"{n[0]} has the most", f"{n[0]} +5 for the fish"],
    ],
    "seagrass": [
        lambda n: [f"{n[1]} takes Research Colony", f"{n[1]} plays the special crab",
                   f"{n[1]}'s special crab sends {n[0]}'s single turtle tile to the box",
                   f"{n[1]} plays a single crab tile", f"{n[1]} +2 (new crab colony)"],
        lambda n: [f"{n[1]} takes Research Colony", f"{n[1]} plays the special turtle",
                   f"{n[1]} plays a single turtle tile", f"{n[1]} +3 (new turtle colony)",
                   f"{n[1]}'s special turtle: an extra Research Reef action", f"{n[1]} expands reef 6"],
        lambda n: [f"{n[0]} takes Research Reef", f"{n[0]} expands reef 2",
                   f"Reef 2 (3 tiles) is complete: {n[0]} 5 creatures, {n[1]} 7 creatures",
                   f"{n[1]} +8 (reef of 3 tiles, most creatures)", f"{n[0]} +4 (reef of 3 tiles, second most)",
                   "An antler goes on reef 2 (7 left)"],
    ],
    "seascroll": [
        lambda n: ["The ocean is empty: the Last Round card appears",
                   f"{n[1]} discards a Mandarin Fish onto a school of 2",
                   f"{n[0]} cannot draw: last round, everyone takes one final turn without drawing"],
        lambda n: [f"{n[1]} takes a school of 2 Royal Angelfish into their habitat",
                   f"{n[1]} discards a Lionfish, starting a new school in the reef"],
    ],
}
PLAYERS = {"bloomingsea": 3, "seagrass": 2, "seascroll": 2}


def _caption_lines(table, lines: list[str]) -> list[str]:
    """The lines the demo's caption panel draws for a turn of `lines`, as wrapped on screen."""
    from seaboard.ui.render import theme

    table.demo_state = table.demo_controls.state = DemoState(turn_lines=lines, names=list(table.names),
                                                             caption="; ".join(lines) + ".")
    drawn = []
    original = theme.blit_paragraph

    def spy(surface, label, role, px, colour, rect, *args, **kwargs):
        drawn.append(theme.wrap(label, role, px, rect.width))
        return original(surface, label, role, px, colour, rect, *args, **kwargs)

    theme.blit_paragraph = spy
    try:
        h.step(table.app)
    finally:
        theme.blit_paragraph = original
    return drawn[-1]


def _parted_units(lines: list[str], names: list[str]) -> list[str]:
    """The names, and names with their points ("Blue bot +3", "Ada 2"), that the lines break inside."""
    text = " ".join(lines)
    units = set()
    for name in names:
        units.update(re.findall(re.escape(name) + r"(?: \(?[+−-]?\d+\)?)?", text))
    return sorted(unit for unit in units if text.count(unit) > sum(line.count(unit) for line in lines))


@pytest.mark.parametrize("game_id", ["bloomingsea", "seagrass", "seascroll"])
@pytest.mark.parametrize("attract", [True, False], ids=["attract", "watched"])
def test_a_caption_line_never_parts_a_name_from_its_points(game_id, attract):
    # Playtest: a line of a shop's demo caption ended "...; Blue bot" and the next began "+3".
    from seaboard.ui.render import theme

    parted = []
    for size in SIZES:
        for scale in TEXT_SIZES:
            application = h.make_app(size, text_scale=scale)
            try:
                table = start_demo(application, game_id, rng=random.Random(4), attract=attract,
                                   players=PLAYERS[game_id], levels=["easy"] * PLAYERS[game_id])
                application.bot_pace = 1e9  # nobody moves while the caption is looked at
                h.step(application)
                for turn in TURNS[game_id]:
                    lines = _caption_lines(table, turn(table.names))
                    assert not any(theme.NO_BREAK in line for line in lines)  # drawn as plain spaces
                    parted += [(size, scale, unit) for unit in _parted_units(lines, table.names)]
            finally:
                theme.set_text_scale(1.0)
                application.close()
    assert not parted


def test_a_wrapped_line_breaks_at_a_no_break_space_only_for_words_wider_than_the_line():
    from seaboard.ui.render import theme

    nb = theme.NO_BREAK
    pygame.font.init()
    text = f"Green bot makes a yellow reef of 2: +2; Yellow{nb}bot{nb}+5 for the fish."
    font = theme.font("body", 20)
    for width in range(font.size("Yellow bot +5")[0], font.size(text)[0] + 1, 3):
        lines = theme.wrap(text, "body", 20, width)
        assert any("Yellow bot +5" in line for line in lines), (width, lines)
        assert all(font.size(line)[0] <= width for line in lines)
    # Wider than a line on its own: it breaks at its no-break spaces rather than run out of the line.
    narrow = font.size("Yellow bot")[0]
    lines = theme.wrap(f"Yellow{nb}bot{nb}+5", "body", 20, narrow)
    assert lines == ["Yellow bot", "+5"]


# -- the draw ------------------------------------------------------------------------------------

def _bots_play(game, seed: int):
    from seaboard.ai import make_bot

    bots = {}
    while not game.is_over:
        seat = game.current_player
        bots.setdefault(seat, make_bot("easy", type(game), seat, seed=seed + seat))
        yield seat, game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))


def test_a_sea_scroll_caption_says_the_draw_with_the_move_it_comes_before():
    from seaboard.engine.registry import game_class
    from seaboard.engine.seascroll.events import CardsDrawn, FishDiscarded

    names = ["Ada", "Bo"]
    game = game_class("seascroll")(2, 3, {})
    state = DemoState()
    turns = 0
    for seat, events in _bots_play(game, 5):
        said = state.caption
        state.describe(events, names)
        if any(isinstance(e, CardsDrawn) for e in events) and turns:
            # The next bot's draw leaves the last turn's caption up (playtest: it replaced it at once).
            assert state.caption == said
        state.moved(turn_over=game.current_player != seat)
        if any(isinstance(e, FishDiscarded) for e in events):
            turns += 1
            if turns >= 3:
                break
    name = names[seat]
    assert state.caption.startswith(f"{name} draws 2 fish from the ocean; ")  # (not "(30 left)": kept short)
    assert f"; {name} discards a " in state.caption
    # The draw is the first thing a short caption leaves out: every detail of the move stays before it goes.
    whole, without_draw = state.caption_choices()[:2]
    assert whole.startswith(f"{name} draws 2 fish from the ocean; ")
    assert without_draw == f"{name} " + whole.split("; ", 1)[1]
    assert state.caption_within(lambda text: len(text) < len(whole)) == without_draw


def test_a_seagrass_research_reef_caption_says_the_tiles_drawn():
    from seaboard.engine.registry import game_class
    from seaboard.engine.seagrass.events import TilesDrawn

    names = ["Ada", "Bo"]
    game = game_class("seagrass")(2, 1, {})
    state = DemoState()
    for seat, events in _bots_play(game, 10):
        state.describe(events, names)
        state.moved(turn_over=game.current_player != seat)
        drawn = [e for e in events if isinstance(e, TilesDrawn) and e.count > 1]
        if drawn and "Research Reef" in state.caption:
            break
    shown = state.caption_choices()[0]
    assert re.fullmatch(rf"{names[seat]} takes Research Reef; expands reef \d+; draws {drawn[0].count} tiles\.",
                        shown), shown


def test_a_blooming_sea_caption_names_the_tile_a_bot_draws(app):
    table = start_demo(app, "bloomingsea", rng=random.Random(6), attract=False, players=2, levels=["easy"] * 2)
    app.bot_pace = 0.0
    h.step(app)
    for _ in range(400):
        if table.game.moves:
            break
        h.step(app, dt=0.1)
    seat = 1 - table.game.current_player
    tile = table.game.view(None).hands[seat]  # (a demo shows every hand)
    colours = "-".join(tile.color_names())
    article = "an" if colours[0] in "aeiou" else "a"
    caption = table.demo_state.caption
    assert caption.startswith(f"{table.names[seat]} places a tile (")
    assert caption.endswith(f"; {table.names[seat]} draws {article} {colours} tile."), caption


# -- the speed said -----------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["bloomingsea", "seagrass", "seascroll"])
@pytest.mark.parametrize("size, scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1280, 720), 1.0),
                                         ((1920, 1080), 1.0)])
def test_the_attract_loops_new_speed_is_said_in_its_caption_panel_covering_nothing(game_id, size, scale):
    # Playtest: a big "Speed 2×" under the header covered the turn banner for 2 s.
    from seaboard.ui.render import theme

    application = h.make_app(size, text_scale=scale, bot_think_seconds=0.3)
    try:
        application.bot_pace = 1e9
        application.attract_loop = AttractLoop(game_id, 1.0, last_input=application.time)
        application.push(MenuScene(application))
        table = start_demo(application, game_id, rng=random.Random(3))
        h.step(application)
        for presses, said in ((1, "2×"), (2, "4×")):
            for _ in range(presses):
                h.key(application, pygame.K_PLUS)
            with h.labels_drawn() as drawn:
                h.step(application)
            [speed] = [rect for label, _, rect in drawn if label.lower().startswith("speed " + said)]
            panel, caption = table.demo_controls.rect, table.demo_controls.caption_rect()
            assert panel.contains(speed) and not speed.colliderect(caption)
            assert not speed.colliderect(table.board) and not speed.colliderect(table.header)
        assert any(label.endswith("the fastest") for label, _, _ in drawn)
        h.run_for(application, 2.5)
        with h.labels_drawn() as drawn:
            h.step(application)
        labels = [label for label, _, _ in drawn]
        assert not any(label.lower().startswith("speed") for label in labels)  # said for a moment
        assert any(label.startswith("Demo · 4×") for label in labels)  # and as the panel always says it
    finally:
        theme.set_text_scale(1.0)
        application.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_attract_loops_side_caption_has_room_for_all_its_lines_at_their_biggest(size, scale):
    # At 1920x1080 a five-line Sea Scroll turn was 3 px too tall for the box: it lost its draw and
    # ", starting a new school in the reef" with room to spare under it.
    from seaboard.ui.render import theme
    from seaboard.ui.scenes.demo import SIDE_LINES, SIDE_PX

    application = h.make_app(size, text_scale=scale)
    try:
        table = start_demo(application, "seascroll", rng=random.Random(2), players=3, levels=["easy"] * 3)
        h.step(application)
        controls = table.demo_controls
        assert not controls.band
        step = theme.line_step("body", controls.px(SIDE_PX), 1.2)
        assert controls.caption_rect().height >= SIDE_LINES * step
    finally:
        theme.set_text_scale(1.0)
        application.close()
