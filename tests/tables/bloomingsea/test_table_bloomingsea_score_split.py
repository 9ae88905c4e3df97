"""The players panel's "reefs N · fish M" line moves in step with the animated total."""

import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.bloomingsea.events import FishDecided


def test_the_split_adds_up_to_the_shown_total_on_every_frame_and_ends_at_the_engines(open_app):
    app = open_app(animation_speed=1)
    table = make_table(app, ["easy", "easy"], seed=5)
    game = table.game
    fish_seen = False
    for turn in range(60):
        if game.is_over:
            break
        legal = game.legal_moves()
        events = table.apply_move(legal[turn * 7919 % len(legal)])
        fish_seen |= any(isinstance(e, FishDecided) and e.winner >= 0 for e in events)
        for _ in range(8):
            h.step(app, 10)
            for seat, (reefs, fish) in enumerate(table.shown_parts):
                assert reefs + fish == table.shown_scores[seat]
        if fish_seen:
            break
    assert fish_seen
    table.fx.flush()
    view = game.view(None)
    assert [tuple(p) for p in table.shown_parts] == list(zip(view.reef_points, view.fish_points))


def test_every_bot_row_names_its_level_or_none_does(open_app):
    # One bot's "50" token used to squeeze "AI · Medium" off its row only, while another kept it.
    app = open_app((1280, 800))
    table = make_table(app, ["human", "medium", "medium", "medium"], seed=5)
    h.step(app, 2)
    for big in (None, 2, 3):
        if big is not None:
            table.markers[big] = table.shown_scores[big] = 160  # three "50" tokens, a three-digit score
        with h.texts_drawn() as drawn:
            h.step(app, 1)
        rows = [line for line in drawn if "reefs " in line and " · fish " in line]
        assert len(rows) == 4 and rows[0].startswith("reefs ")
        level = {line.split("reefs ")[0] for line in rows[1:]}
        assert len(level) == 1 and level <= {"AI · Medium · ", "Medium · ", ""}, rows


def _rows_said(app, table, totals):
    for seat, (reefs, fish) in enumerate(totals):
        table.shown_scores[seat] = reefs + fish
        table.markers[seat] = float(reefs + fish)
        table.shown_parts[seat] = [reefs, fish]
    with h.texts_drawn() as drawn:
        h.step(app, 1)
    return [line for line in drawn if "reefs " in line and " · fish " in line]


def test_a_bot_row_gives_up_ai_before_its_level_and_its_level_before_its_points(open_app):
    # Playtest at 1920x1080: beside a 3-digit total, "reefs 100 · fish 5 · 2 laps" lost "AI · Hard"
    # whole, though "Hard" fitted: "AI · " goes first (the bot's name says bot), then the level.
    app = open_app((1920, 1080), animation_speed=0)
    table = make_table(app, ["human", "hard"], seed=5)
    h.step(app, 2)
    assert _rows_said(app, table, [(40, 5), (30, 5)]) == ["reefs 40 · fish 5", "AI · Hard · reefs 30 · fish 5"]
    assert _rows_said(app, table, [(120, 30), (100, 5)]) == ["reefs 120 · fish 30 · 3 laps",
                                                             "Hard · reefs 100 · fish 5 · 2 laps"]
    assert _rows_said(app, table, [(120, 30), (142, 25)]) == ["reefs 120 · fish 30 · 3 laps",
                                                              "reefs 142 · fish 25 · 3 laps"]
    # Never on some rows only: one long line takes the level off every bot's row.
    table = make_table(app, ["human", "hard", "hard"], seed=5)
    h.step(app, 2)
    assert _rows_said(app, table, [(40, 5), (100, 5), (30, 5)]) == [
        "reefs 40 · fish 5", "Hard · reefs 100 · fish 5 · 2 laps", "Hard · reefs 30 · fish 5"]


def test_laps_are_said_in_words_on_the_small_line_never_as_a_50_beside_the_total(open_app):
    # Playtest (a Board Game Arena veteran): "50 85" was read as 135 points; the total is 85, the
    # "50" token meant the marker had gone once round the track. A "+7" also drew over it.
    import pygame
    import ui_harness as h
    from bs_table_helpers import make_table

    from seaboard.ui.render import theme

    for size in ((1920, 1080), (1280, 720), (1024, 640)):
        app = open_app(size, animation_speed=0)
        table = make_table(app, ["human", "easy"], seed=3)
        h.step(app)
        table.shown_scores[0], table.markers[0], table.shown_parts[0] = 85, 85.0, [57, 28]  # one lap
        table.shown_scores[1], table.markers[1], table.shown_parts[1] = 121, 121.0, [79, 42]  # two
        surface = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        with h.lines_drawn() as drawn:
            table.draw_side(surface)
        assert not any(label.strip() == "50" for label, _ in drawn)
        for seat, laps in enumerate(("1 lap", "2 laps")):
            row = table.row_rects[seat]
            line, rect = next((label, rect) for label, rect in drawn if row.contains(rect) and "reefs " in label)
            assert line.endswith(f"fish {table.shown_parts[seat][1]} · {laps}"), (size, line)
            total_w = theme.font("title", table.px(24)).size(str(table.shown_scores[seat]))[0]
            assert rect.right < row.right - table.px(10) - total_w  # left of the total, on the small line
            # A fish's "+N" rises clear of the lap's words.
            font = theme.font("body", 13)  # the words' share of the line, as drawn
            lap_w = round(rect.width * font.size(laps)[0] / font.size(line)[0]) + 1
            lap = pygame.Rect(rect.right - lap_w, rect.top, lap_w, rect.height)
            table.row_popups.spawn(7, table.row_centre(seat))
            popup = table.row_popups.popups[-1]
            rise = popup.image.get_rect(center=(round(popup.origin[0]), round(popup.origin[1])))
            assert not rise.colliderect(lap), (size, seat, rise, lap)  # (it only rises from there)


def test_a_players_name_stays_whole_beside_three_laps_at_a_big_text_size(open_app):
    # Playtest (150% text, 1024x640): "Purple b…" once "×3 50" stood beside the score; now "3 laps".
    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    table.shown_scores[0], table.markers[0] = 154, 154.0
    table.shown_scores[1], table.markers[1] = 163, 163.0
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any(line.endswith("· 3 laps") for line in drawn)
    assert not any(line.endswith("…") for line in drawn if line.startswith(("Purple", "Ada", "reefs")))
