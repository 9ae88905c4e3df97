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
        named = [line.startswith("AI · ") for line in rows]
        assert len(rows) == 4 and not named[0]
        assert named[1:] in ([True] * 3, [False] * 3), rows


def test_each_fifty_token_beside_a_score_reads_alone(open_app, monkeypatch):
    # Playtest: two "50" tokens overlapped and read as "5050".
    import itertools

    import pygame
    import ui_harness as h
    from bs_table_helpers import make_table

    from seaboard.ui.tables.bloomingsea_parts import panels

    app = open_app((1920, 1080), animation_speed=0)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    table.shown_scores[0], table.markers[0] = 121, 121.0  # two laps: two tokens
    table.shown_scores[1], table.markers[1] = 155, 155.0  # three
    tokens = set()
    make = panels.art.fifty_token
    kept = []  # (alive, so no other surface is given a token's id)
    monkeypatch.setattr(panels.art, "fifty_token", lambda d: tokens.add(id(s := make(d).copy())) or kept.append(s) or s)

    class Spy(pygame.Surface):
        blits = []

        def blit(self, source, dest, *args, **kwargs):
            if id(source) in tokens:
                self.blits.append(source.get_rect(topleft=pygame.Rect(dest).topleft))
            return super().blit(source, dest, *args, **kwargs)

    with h.texts_drawn() as drawn:
        table.draw_side(Spy(app.screen.get_size(), pygame.SRCALPHA))
    # Two side by side; three as one token and "×3" (three in a row cut the player's line).
    assert len(Spy.blits) == 3 and "×3" in drawn
    for a, b in itertools.combinations(Spy.blits, 2):
        assert not a.colliderect(b)


def test_a_players_name_stays_whole_beside_a_pile_of_fifty_tokens_at_a_big_text_size(open_app):
    # Playtest (150% text, 1024x640): "Purple b…" once "×3 50" stood beside the score.
    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=3)
    h.step(app)
    table.shown_scores[0], table.markers[0] = 154, 154.0
    table.shown_scores[1], table.markers[1] = 163, 163.0
    with h.texts_drawn() as drawn:
        h.step(app)
    assert "×3" in drawn
    assert not any(line.endswith("…") for line in drawn if line.startswith(("Purple", "Ada", "reefs")))
