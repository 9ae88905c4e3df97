"""Seagrass animations follow engine events, respect the animation speed and never hold up play."""

import pygame
import pytest
import ui_harness as h
from sg_table_helpers import drag_tile, make_table

from seaboard.engine.seagrass.events import ReefCompleted
from seaboard.engine.seagrass.moves import PlaceCreature
from seaboard.ui import frame_bench
from seaboard.ui.anim import tween
from seaboard.ui.screenshot import SCENES, ShotContext
from seaboard.ui.tables.seagrass_parts import shots
from seaboard.ui.tables.seagrass_parts.effects import Banner, Drop, FlyingText, Glide


@pytest.fixture
def app():
    application = h.make_app((1280, 800), animation_speed=1.0)
    yield application
    application.close()


def test_a_bot_tile_glides_in_and_shows_once_it_has_arrived(app):
    table = make_table(app, ["easy", "human", "easy"])
    app.bot_pace = 0.0
    table.last_human = 1
    for _ in range(200):
        h.step(app)
        glides = [e for e in table.effects.items if isinstance(e, Glide) and e.hides_cell]
        if glides:
            break
    assert glides, "no tile glided in during the bots' turns"
    cell = glides[0].hides_cell
    assert cell in table.effects.hidden_cells()
    tween.set_speed(4.0)  # sped up by the setting
    h.run_for(app, 0.5)
    assert cell not in table.effects.hidden_cells()


def test_a_completed_reef_is_outlined_tallied_paid_and_gets_its_antler(app):
    table = shots.build("reef", app, ShotContext("seagrass", 3, 3, 20, {}))
    kinds = [type(e).__name__ for e in table.effects.items]
    assert "Outline" in kinds and "Tally" in kinds and kinds.count("FlyingText") >= 1
    drop = next(e for e in table.effects.items if isinstance(e, Drop))
    assert drop.hides_antler in table.effects.hidden_antlers()
    h.run_for(app, 5.0)  # the count, then the next turn's banner (it waits for the count)
    assert not table.effects.busy and not table.effects.hidden_antlers()


def test_a_reefs_points_for_several_players_start_apart_so_each_can_be_read(app):
    # "+4" and "+8" from one reef used to start touching and read as "+4+8".
    table = shots.build("reef", app, ShotContext("seagrass", 3, 3, 20, {}))
    floaters = [e for e in table.effects.items if isinstance(e, FlyingText)]
    boxes = [f.image.get_rect(center=tuple(map(round, f.start))) for f in floaters]
    assert len(boxes) >= 2
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.inflate(8, 0).colliderect(b), (a, b)


def test_animations_off_means_no_effects_and_the_board_shows_the_result_at_once(app):
    app.settings.animation_speed = 0  # the player's setting: the table follows it
    table = make_table(app, ["easy", "human", "easy"])
    assert tween.speed() == 0
    app.bot_pace = 0.0
    table.last_human = 1
    h.step(app, 30)
    assert len(table.game.moves) > 0
    assert not table.effects.busy and not table.effects.hidden_cells()


def test_animations_never_block_input(app):
    table = make_table(app, ["human", "easy", "easy"])
    h.click_button(app, "Research Colony")
    first = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature))
    drag_tile(app, table, first)
    h.click_button(app, "Confirm")  # the colony's outline and "+N" start now...
    assert table.effects.busy or table.game.current_player != 0
    # ...and the next player's turn is already playable: the state never waits for them.
    assert table.view().phase in ("choose_action", "colony", "reef", "reef_confirm") or table.game.is_over


def test_hovering_a_reef_explains_it(app):
    table = make_table(app, ["human", "easy", "easy"])
    reef = table.view().reefs[table.view().start_reef]
    h.move(app, table.cell_centre(reef.space))
    h.run_for(app, 0.6)
    assert table.tooltip.visible and table.tooltip.text.startswith(f"Reef {reef.id + 1} (the starting reef)")


def test_screenshot_scenes_exist_for_the_seagrass_states():
    for state in ("opening", "drag", "illegal", "reef", "midgame"):
        assert f"seagrass-{state}" in SCENES


def test_frame_bench_measures_the_real_table():
    ms = frame_bench.busiest_frame_ms("seagrass")
    assert ms is not None and ms > 0


def test_reef_shot_comes_from_a_real_reef_completion(app):
    table = shots.build("reef", app, ShotContext("seagrass", 3, 3, 20, {}))
    replay = type(table.game)(3, 3, {})
    completed = []
    for move in table.game.moves:
        completed += [e for e in replay.apply(move) if isinstance(e, ReefCompleted)]
    assert completed and any(r.completed for r in table.view().reefs)
    pygame.event.clear()


def test_the_replay_borrows_the_table_to_draw_the_board_and_its_animations(app):
    from seaboard.engine.seagrass import Seagrass
    from seaboard.store.replay import Replay
    from seaboard.ui.scenes.replay import ReplayScene
    from seaboard.ui.screenshot import play_bot_moves

    game = play_bot_moves(Seagrass(3, 4), 40, 4)
    scene = app.push(ReplayScene(app, replay=Replay.from_game(game)))
    table = scene.table
    h.step(app)
    scene.forward_one()
    h.step(app)
    assert not table.my_turn and not table.live
    h.run_for(app, 3.0)
    assert not table.effects.busy  # a borrowed table's effects still run out


def test_glyphs_on_tiles_follow_the_colour_blind_setting(app):
    table = shots.build("midgame", app, ShotContext("seagrass", 3, 3, 40, {}))
    h.step(app, dt=0.0)
    with_glyphs = app.screen.copy()
    app.settings.glyphs_always = False
    h.step(app, dt=0.0)
    diff = h.compare_surfaces(app.screen, with_glyphs)
    assert diff.differing > 200  # the glyph marks on the tiles are gone
    assert not table.glyphs


def test_only_the_latest_turn_banner_shows_when_bots_play_quickly(app):
    table = make_table(app, ["easy", "easy", "easy", "human"])
    app.bot_pace = 0.0
    texts = set()
    for _ in range(300):
        h.step(app)
        banners = [e for e in table.effects.items if isinstance(e, Banner)]
        assert len(banners) <= 1, [b.text for b in banners]
        texts.update(b.text for b in banners)
    assert len(texts) >= 2, texts  # several turns' banners came and went, one at a time


def test_hot_seat_the_mover_sees_their_points_land_before_the_curtain(app):
    from seaboard.ui.scenes.handoff import HandoffScene

    table = make_table(app, ["human", "human"])
    _ada_confirms_a_colony(app, table)
    assert any(isinstance(e, FlyingText) for e in table.effects.items)  # "+N" on its way to Ada's score
    # The screen is being handed over: nobody's hand shows, Bruno's least of all.
    assert app.top is table and table.view().seat is None and table.view().hand == ()
    with h.texts_drawn() as drawn:
        h.step(app)
    said = " ".join(drawn)
    assert "Ada's points" in said and "Bruno" in said and "Your points" not in said  # whose, by name
    h.run_for(app, 2.0)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1


def _ada_confirms_a_colony(app, table, then=1):
    from seaboard.engine.seagrass.moves import ChooseAction, Confirm
    from seaboard.ui.scenes.handoff import HandoffScene

    h.step(app, 2)
    if isinstance(app.top, HandoffScene):
        h.click(app, (40, 40))
        h.step(app, 2)
    table.submit(ChooseAction("colony"))
    place = next(m for m in table.game.legal_moves() if isinstance(m, PlaceCreature) and not m.tile.endswith("special"))
    table.submit(place)
    assert table.submit(Confirm())
    h.step(app, 1)
    assert table.game.current_player == then and table.effects.busy  # the points land before the curtain


def test_hot_seat_no_hint_for_the_next_player_while_the_last_one_watches_their_points_land(app):
    table = make_table(app, ["human", "human"])
    _ada_confirms_a_colony(app, table)
    h.key(app, pygame.K_h, unicode="h")
    assert table.message == "Hints are for your own turn."
    assert not table.hint_worker.busy


def test_hot_seat_escape_during_the_wait_pauses_and_the_curtain_comes_after_resuming(app):
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.scenes.pause import PauseScene

    table = make_table(app, ["human", "human"])
    _ada_confirms_a_colony(app, table)
    h.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    h.run_for(app, 2.5)  # longer than the wait: the curtain still does not cover the pause menu
    assert isinstance(app.top, PauseScene)
    h.key(app, pygame.K_ESCAPE)  # resume
    h.step(app, 2)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1


def test_a_reefs_floaters_fan_out_one_step_each_side_in_turn():
    from seaboard.ui.tables.seagrass_parts.animate import fan_step

    assert [fan_step(n) for n in range(5)] == [0, 1, -1, 2, -2]


@pytest.mark.parametrize(("kinds", "open_scores", "expected"), [
    (["human", "easy"], False, ["+?", "+3"]),  # a bot's points are secret; the human's own show
    (["human", "easy"], True, ["+5", "+3"]),
    (["easy", "easy"], False, ["+5", "+3"]),  # bots alone: nothing to hide, as in the log
])
def test_points_fly_as_a_question_mark_wherever_the_log_hides_them(app, monkeypatch, kinds, open_scores, expected):
    # The log said "Purple bot scores points" while a "+4" flew to its row.
    from seaboard.engine.seagrass.events import SeagrassScored as Scored
    from seaboard.ui.tables.seagrass_parts import animate

    table = make_table(app, kinds, options={"open_scores": open_scores})
    said = []
    real = animate.FlyingText
    monkeypatch.setattr(animate, "FlyingText", lambda text, *a, **k: (said.append(text), real(text, *a, **k))[1])
    events = [Scored(1, 5, "new crab colony"), Scored(0, 3, "new crab colony")]
    table.on_events(events)
    assert said == expected
    assert [text != "+?" for text in said] == [table.describe_event(e) == e.describe(table.names) for e in events]


def test_in_hot_seat_the_player_who_scored_sees_their_own_points_land_and_no_one_elses(app, monkeypatch):
    # Playtest: confirming a colony showed "+?" over the mover's own tiles, then the curtain came;
    # they learned their points only on their next turn. The log still hides them from the table,
    # and a bot's move that awards them points shows "+?" (any human may be looking then).
    from seaboard.engine.core import TurnStarted
    from seaboard.engine.seagrass.events import SeagrassScored as Scored
    from seaboard.ui.tables.seagrass_parts import animate

    table = make_table(app, ["human", "human", "easy"], options={"open_scores": False})
    said = []
    real = animate.FlyingText
    monkeypatch.setattr(animate, "FlyingText", lambda text, *a, **k: (said.append(text), real(text, *a, **k))[1])
    events = [Scored(0, 4, "new crab colony"), Scored(1, 2, "reef of 5 tiles"), Scored(2, 6, "reef of 5 tiles")]
    table.last_human = 0  # Ada just played at the screen...
    table._mover = 0
    monkeypatch.setattr(table, "needs_handoff", lambda seat: True)  # ...and Bo's curtain is next
    table.on_events(events)
    assert said == ["+4", "+?", "+?"]
    assert [table.describe_event(e) == e.describe(table.names) for e in events] == [False, False, False]
    said.clear()
    table._mover = 2  # the bot's move completed a reef that pays Ada
    table.on_events([Scored(0, 8, "reef of 5 tiles")])
    assert said == ["+?"]
    said.clear()
    table._mover = 0  # Ada's own move, but a bot's turn follows: no curtain, anyone may look
    monkeypatch.setattr(table, "needs_handoff", lambda seat: False)
    table.on_events([Scored(0, 4, "new crab colony"), TurnStarted(2)])
    assert said == ["+?"]


def test_a_completed_reefs_creature_count_sits_clear_of_the_reef_and_the_creatures_it_counts(app):
    from seaboard.engine.grids import hex_neighbors
    from seaboard.ui.tables.seagrass_parts.effects import Outline, Tally

    table = shots.build("reef", app, ShotContext("seagrass", 3, 3, 20, {}))
    tally = next(e for e in table.effects.items if isinstance(e, Tally))
    reef = next(e for e in table.effects.items if isinstance(e, Outline) and e.duration > 2).cells
    h.run_for(app, -tally.t + 0.5)  # the callout is up and has risen
    assert tally.drawn_at is not None
    ring = {n for c in reef for n in hex_neighbors(c)} | set(reef)
    side = round(table.geometry.size * 1.5)
    spaces = [pygame.Rect(0, 0, side, side) for _ in ring]
    for rect, cell in zip(spaces, ring):
        rect.center = tuple(map(round, table.geometry.centre(cell)))
    assert tally.drawn_at.collidelist(spaces) < 0  # the counted creatures stay in view
    assert table.view_rect.contains(tally.drawn_at)


def test_the_turn_banner_moves_to_the_boards_foot_when_the_move_just_played_lies_under_its_top(app):
    # Playtest: "Ada's turn" sat for two seconds over the tiles the last player had just placed.
    from seaboard.engine.core import TurnStarted
    from seaboard.engine.seagrass.events import CreaturePlaced
    from seaboard.ui.tables.seagrass_parts.effects import Banner

    table = make_table(app, ["human", "easy", "easy"])
    h.step(app)
    cells = [space.cell for space in table.view().spaces]
    top = min(cells, key=lambda c: table.geometry.centre(c)[1])
    bottom = max(cells, key=lambda c: table.geometry.centre(c)[1])
    spots = {}
    for name, cell in (("top", top), ("bottom", bottom)):
        table.effects.items.clear()
        table.on_events([CreaturePlaced(2, cell, "crab-1"), TurnStarted(1)])  # Purple's turn follows
        banner = next(e for e in table.effects.items if isinstance(e, Banner))
        spots[name] = banner.at()[1]
    assert spots["bottom"] == table.view_rect.top + table.px(12)  # the usual place, at the top
    assert spots["top"] > table.view_rect.centery  # a move at the top: the banner goes to the foot


def _table_before_a_reef_completes(app, kinds, mover=None, seed=3):
    """A table (of `kinds`) one move before a move that completes a reef, and that move; with
    `mover`, the first such move made by that seat. Easy bots play every seat to find it."""
    from seaboard.engine.seagrass import Seagrass
    from seaboard.ui.scenes.table_base import TableSetup
    from seaboard.ui.tables.seagrass import SeagrassTable

    before, move = shots.before_a_reef_completes(len(kinds), seed, mover=mover)
    game = Seagrass(len(kinds), seed, {})
    for m in before:
        game.apply(m)
    setup = TableSetup.default("seagrass", len(kinds), seed=seed, kinds=kinds)
    table = app.push(SeagrassTable(app, setup, game=game))
    return table, move


def test_a_completed_reefs_count_names_that_reef_and_points_at_its_space(app):
    # Playtest: "Creatures next to the reef" for reef 3 sat above the counted ring, by reef 1,
    # and read as reef 1's. It was anchored to the right reef; now it says which and points there.
    from seaboard.ui.tables.seagrass_parts.effects import Tally

    table = shots.build("reef", app, ShotContext("seagrass", 3, 3, 20, {}))
    tally = next(e for e in table.effects.items if isinstance(e, Tally))
    completed = [r for r in table.view().reefs if r.completed and r.antler]
    reef = next(r for r in completed if r.id == tally.reef)
    h.run_for(app, -tally.t + 0.5)
    with h.texts_drawn() as drawn:
        h.step(app, dt=0.0)
    assert f"Reef {reef.id + 1}: creatures next to it" in drawn
    start, end = tally.pointer
    assert tally.drawn_at.inflate(2, 2).collidepoint(start)  # from the card...
    cx, cy = table.geometry.centre(reef.space)
    assert ((end[0] - cx) ** 2 + (end[1] - cy) ** 2) ** 0.5 < table.geometry.size  # ...into the reef's own space


def test_bots_wait_until_a_completed_reefs_count_has_been_shown(app):
    from seaboard.ui.tables.seagrass_parts.effects import Tally

    table, move = _table_before_a_reef_completes(app, ["easy", "easy", "easy"])
    assert app.bot_pace == 0.0  # (headless) bots answer at once: only the count holds them
    table.apply_move(move)
    played = len(table.game.moves)
    tally = next(e for e in table.effects.items if isinstance(e, Tally))
    shown = -tally.t + tally.duration
    h.run_for(app, shown - 0.1)
    assert len(table.game.moves) == played and tally in table.effects.items
    h.run_for(app, 0.3)
    assert len(table.game.moves) > played  # shown: the next bot plays


def test_at_double_speed_the_bots_wait_half_as_long_for_a_reefs_count(app):
    app.settings.animation_speed = 2.0
    table, move = _table_before_a_reef_completes(app, ["easy", "easy", "easy"])
    assert tween.speed() == 2.0
    table.apply_move(move)
    played = len(table.game.moves)
    h.run_for(app, 0.4)
    assert len(table.game.moves) == played and table.effects.holding
    h.run_for(app, 1.6)  # the count lasts under 3.5 s at speed 1
    assert len(table.game.moves) > played


def test_with_animations_off_bots_do_not_wait_for_a_reefs_count(app):
    app.settings.animation_speed = 0
    table, move = _table_before_a_reef_completes(app, ["easy", "easy", "easy"])
    table.apply_move(move)
    played = len(table.game.moves)
    h.step(app, 2)
    assert len(table.game.moves) > played and not table.effects.busy


def test_the_next_turns_banner_comes_once_a_reefs_count_has_been_shown(app):
    # Playtest: "Purple bot's turn" slid in over the count of the reef just completed.
    from seaboard.ui.tables.seagrass_parts.effects import Tally

    table, move = _table_before_a_reef_completes(app, ["easy", "easy", "easy"])
    app.bot_pace = 1e9
    table.apply_move(move)
    tally = next(e for e in table.effects.items if isinstance(e, Tally))
    banner = next(e for e in table.effects.items if isinstance(e, Banner))
    assert -banner.t >= -tally.t + tally.duration  # it starts when the count has gone
    with h.texts_drawn() as drawn:
        h.run_for(app, 1.0)
    assert not any(text.endswith("'s turn") for text in drawn)


def test_hot_seat_the_curtain_waits_until_a_reefs_count_has_been_shown(app):
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.tables.seagrass import CURTAIN_WAIT
    from seaboard.ui.tables.seagrass_parts.effects import Tally

    table, move = _table_before_a_reef_completes(app, ["human", "human"], mover=0)
    h.step(app, 2)
    if isinstance(app.top, HandoffScene):
        h.click(app, (40, 40))
        h.step(app, 2)
    assert app.top is table and table.game.current_player == 0
    assert table.submit(move)
    tally = next(e for e in table.effects.items if isinstance(e, Tally))
    shown = -tally.t + tally.duration
    assert shown > CURTAIN_WAIT + 0.3  # (else this test would show nothing)
    h.run_for(app, shown - 0.2)
    assert app.top is table
    h.run_for(app, 0.5)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1


@pytest.mark.parametrize(("size", "text_scale"), [((1920, 1000), 1.5), ((1024, 640), 1.0)])
@pytest.mark.parametrize("scorer", [0, 2])
def test_points_fly_into_the_scorers_own_row_never_across_another_players_and_fade_beside_the_total(
        open_app, size, text_scale, scorer):
    # Playtest (hot seat, Ada, Bruno and a bot): Ada's "+4" from a colony low on the board cut across
    # Bruno's row and faded there, so it seemed to land by Bruno's name. It flies to the edge of the
    # scorer's row, level with their score, then along it, and fades only once it is there.
    from seaboard.engine.seagrass.events import SeagrassScored as Scored
    from seaboard.ui.render import theme

    app = open_app(size, animation_speed=1.0, text_scale=text_scale)
    theme.set_text_scale(text_scale)
    try:
        table = make_table(app, ["human", "human", "medium"])
        h.step(app)
        by_height = sorted(table.view().spaces, key=lambda space: table.cell_centre(space.cell)[1])
        far = by_height[-1] if scorer == 0 else by_height[0]  # the far side of the board from the row
        table.effects.skip()
        table.on_events([Scored(scorer, 4, "new crab colony", (far.cell,))])
        flying = [e for e in table.effects.items if isinstance(e, FlyingText)]
        assert len(flying) == 1
        others = [table.seat_row(seat) for seat in range(3) if seat != scorer]
        last = None
        while not flying[0].done:
            flying[0].update(1 / 60)
            layer = pygame.Surface(app.size, pygame.SRCALPHA)
            flying[0].draw(layer)
            drawn = layer.get_bounding_rect()
            if drawn.width:
                assert not any(drawn.colliderect(row) for row in others), (drawn, others)
                last = drawn
        assert last is not None and table.seat_row(scorer).contains(last)
        # It fades beside the total, not over it (playtest: "+5" on a new "5" read "+55").
        right, y = table.score_anchor(scorer)
        score = table.view().scores[scorer]
        w, tall = theme.font("title", table.px(22)).size(str(score) if score is not None else "?")
        assert not last.colliderect(pygame.Rect(right - w, y - tall // 2, w, tall))
    finally:
        theme.set_text_scale(1.0)


def test_in_hot_seat_a_slow_animation_shows_the_mover_their_points_land_and_never_the_next_player(monkeypatch):
    # At half speed the curtain came while Ada's "+N" was still resting on the board, and once Bruno
    # lifted it the number went on flying in front of him: Ada's secret points, in his view.
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.tables.seagrass_parts import animate

    app = h.make_app((1280, 800), animation_speed=0.5)
    try:
        made = []
        real = animate.FlyingText
        monkeypatch.setattr(animate, "FlyingText", lambda *a, **k: made.append(real(*a, **k)) or made[-1])
        table = make_table(app, ["human", "human"])
        _ada_confirms_a_colony(app, table)
        numbers = [e for e in made if e.text != "+?"]
        assert numbers  # Ada sees her own points
        for _ in range(600):
            if isinstance(app.top, HandoffScene):
                break
            h.step(app)
        assert isinstance(app.top, HandoffScene)
        assert all(e.arrived for e in numbers)  # they had landed by her score
        h.click(app, (40, 40))
        h.step(app, 2)
        assert app.top is table and table.last_human == 1
        assert not any(e in table.effects.items for e in numbers)  # nothing of Ada's for Bruno's eyes
    finally:
        app.close()


@pytest.mark.parametrize("next_kind", ["human", "medium"])
def test_in_hot_seat_the_mover_sees_their_own_points_land_whether_a_human_or_a_bot_plays_next(monkeypatch, next_kind):
    # Playtest (Ada, Bruno and Green bot): Ada saw her own +1/+2 land before Bruno's curtain, but
    # when Bruno passed to Green bot his +7 and +8 showed as "+?": he never saw what he scored.
    # Either way the mover sees their own numbers land, with the turn-over words, before the
    # screen stops being theirs; then the numbers go and the next seat's turn begins.
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.tables.seagrass_parts import animate

    app = h.make_app((1280, 800), animation_speed=1.0)
    try:
        made = []
        real = animate.FlyingText
        monkeypatch.setattr(animate, "FlyingText", lambda *a, **k: made.append(real(*a, **k)) or made[-1])
        table = make_table(app, ["human", "human", next_kind])
        app.bot_pace = 0.0  # a bot that plays at once, unless the table holds it
        _ada_confirms_a_colony(app, table)
        h.run_for(app, 2.0)
        assert isinstance(app.top, HandoffScene) and app.top.seat == 1
        made.clear()
        _ada_confirms_a_colony(app, table, then=2)  # Bruno, once he has lifted the curtain
        assert table.game.current_player == 2
        mine = [e for e in made if e.private_to == 1]
        assert mine and all(e.text.startswith("+") and e.text[1:].isdigit() for e in mine)  # "+7", not "+?"
        assert not any(e.private_to not in (None, 1) for e in made)
        with h.texts_drawn() as drawn:
            h.step(app)
        said = " ".join(drawn)
        then = f"Next: {table.names[2]}. " + ("Click or press Enter to go on." if next_kind != "human" else "Click or press Enter to pass the screen.")
        assert "Turn over" in said and "Bruno's points land" in said and then in said
        assert table.game.current_player == 2  # the next seat waits while they land
        for _ in range(600):
            if isinstance(app.top, HandoffScene) or table._curtain_wait is None:
                break
            assert all(e in table.effects.items for e in mine if not e.done)
            h.step(app)
        assert all(e.arrived for e in mine)  # they had landed by his score
        if next_kind == "human":
            assert isinstance(app.top, HandoffScene) and app.top.seat == 2
            h.click(app, (40, 40))
        h.step(app, 2)
        assert not any(e in table.effects.items for e in mine)  # nothing of Bruno's for the others' eyes
    finally:
        app.close()


def test_in_hot_seat_a_bot_after_a_move_that_animates_nothing_still_gets_its_turn_banner(app):
    # Review: the bot's banner waited for the mover's points to land, and came only if a wait ran;
    # Ada's Research Reef and Confirm animate nothing, so Purple bot's turn came with no banner.
    from seaboard.engine.seagrass.moves import ChooseAction, Confirm, PlaceReefTile
    from seaboard.ui.scenes.handoff import HandoffScene

    table = make_table(app, ["human", "medium", "human"])
    h.step(app, 2)
    if isinstance(app.top, HandoffScene):
        h.click(app, (40, 40))
    h.run_for(app, 3.0)
    table.submit(ChooseAction("reef"))
    table.submit(next(m for m in table.game.legal_moves() if isinstance(m, PlaceReefTile)))
    h.run_for(app, 3.0)
    assert not table.effects.busy
    table.submit(Confirm())
    assert table.game.current_player == 1
    banners = set()
    for _ in range(600):
        if table.game.current_player != 1:
            break
        banners |= {e.text for e in table.effects.items if isinstance(e, Banner)}
        h.step(app)
    assert table.game.current_player != 1 and banners == {f"{table.names[1]}'s turn"}


def test_in_hot_seat_the_wait_after_a_bots_turn_names_the_bots_points_not_the_last_humans(app):
    # Playtest (Ada, Bruno, Chloé and Orange bot): after Orange bot's turn the card said
    # "Chloé's points land, then pass the screen to Ada".
    from seaboard.ui.scenes.handoff import HandoffScene

    table = make_table(app, ["human", "human", "medium"])
    app.bot_pace = 0.0
    _ada_confirms_a_colony(app, table)
    h.run_for(app, 2.0)
    _ada_confirms_a_colony(app, table, then=2)  # Bruno plays, then the bot's turn
    said = ""
    for _ in range(3000):
        h.step(app)
        if table._curtain_wait is not None and table.game.current_player == 0:
            with h.texts_drawn() as drawn:
                h.step(app)
            said = " ".join(drawn)
            break
        assert not isinstance(app.top, HandoffScene) or app.top.seat != 0, "no wait after the bot's turn"
    bot = table.names[2]
    assert f"{bot}'s points land" in said and "Next: Ada. Click or press Enter to pass the screen." in said, said
    assert "Bruno's points" not in said


@pytest.mark.parametrize("how", ["click", "key"])
def test_in_hot_seat_a_click_or_key_while_the_points_land_passes_the_screen_at_once(app, how):
    # Playtest: a click during "Ada's points land, then pass the screen to Bruno" did nothing, and
    # seemed lost. As in Blooming Sea, it passes the screen now.
    from seaboard.ui.scenes.handoff import HandoffScene

    table = make_table(app, ["human", "human"])
    _ada_confirms_a_colony(app, table)
    assert table._curtain_wait is not None and app.top is table
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Click or press Enter to pass the screen." in " ".join(drawn)
    if how == "click":
        h.click(app, table.view_rect.center)
    else:
        h.key(app, pygame.K_RETURN)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1
    assert table._curtain_wait is None


def test_in_hot_seat_a_click_on_menu_while_the_points_land_opens_the_menu_not_the_curtain(app):
    # Review: any click passed the screen, a click on Menu or ? too.
    from seaboard.ui.scenes.pause import PauseScene

    table = make_table(app, ["human", "human"])
    _ada_confirms_a_colony(app, table)
    h.click(app, table.pause_button.rect.center)
    assert isinstance(app.top, PauseScene)


def test_in_hot_seat_the_turn_over_says_who_is_next_and_shows_the_movers_tiles_face_down(app):
    # Playtest: while Ada's points landed the header said "Bruno's turn" over Bruno's face-down
    # tiles, before Bruno had taken the screen. Until it passes the turn over is Ada's; her total
    # stays secret (playtests: the next player, taking the seat, read it).
    from seaboard.ui.scenes.handoff import HandoffScene

    table = make_table(app, ["human", "human"])
    _ada_confirms_a_colony(app, table)
    assert table.game.scores[0] > 0 and table._curtain_wait is not None
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Turn over · Bruno is next" in drawn and "Bruno's turn" not in drawn
    assert "Ada's tiles" in drawn and "Bruno's tiles" not in drawn
    assert table.view().seat is None and table.view().hand == ()  # no hand shows
    assert table.view().scores == [None, None]  # nor any total
    assert len(table.rack_items()) == table.game.view(0).player_info[0].hand_count  # Ada's count of backs
    h.key(app, pygame.K_RETURN)  # Ada passes the screen
    h.step(app, 2)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 1
    h.click(app, (40, 40))
    h.step(app, 2)
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "Bruno's tiles" in drawn


def test_in_hot_seat_points_scored_mid_turn_show_their_number_to_the_mover(app, monkeypatch):
    # Playtest: after the special turtle's colony, on to its extra Research Reef, Ada's own panel
    # showed "+?" beside her total: her turn goes on, the screen is hers, so is the number.
    from seaboard.engine.seagrass.events import SeagrassScored as Scored
    from seaboard.ui.scenes.handoff import HandoffScene
    from seaboard.ui.tables.seagrass_parts import animate

    table = make_table(app, ["human", "human"])
    h.step(app, 2)
    if isinstance(app.top, HandoffScene):
        h.click(app, (40, 40))
        h.step(app, 2)
    assert table.game.current_player == 0 and table.last_human == 0
    made = []
    real = animate.FlyingText
    monkeypatch.setattr(animate, "FlyingText", lambda *a, **k: made.append(real(*a, **k)) or made[-1])
    table._mover = 0
    cell = table.view().spaces[0].cell
    table.on_events([Scored(0, 4, "new turtle colony", (cell,))])
    assert [(e.text, e.private_to) for e in made] == [("+4", 0)]
