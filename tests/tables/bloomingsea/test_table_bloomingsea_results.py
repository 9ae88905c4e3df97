"""The Blooming Sea results name the players of a tie, not their colours."""

import pygame
import pytest
import ui_harness as h
from bs_table_helpers import make_table

from seaboard.engine.core import Result
from seaboard.ui.tables.bloomingsea_parts.results import BloomingSeaResults


def _results(result):
    app = h.make_app(animation_speed=0)
    table = make_table(app, ["human", "easy", "easy"], seed=4)
    scene = BloomingSeaResults(app, table)
    scene.result = result
    return table, scene


def _tied_result(table, scores, last_turn):
    """The engine's own result for a game that ended on these scores."""
    game = table.game
    game.reef_points = list(scores)
    game.fish_points = [0] * len(scores)
    game.turn = last_turn
    return game.result()


def test_a_broken_tie_is_told_with_the_players_names_in_turn_order():
    table, scene = _results(None)
    scene.result = _tied_result(table, [41, 41, 26], last_turn=0)
    line = scene.tiebreak_line()
    a, b = table.names[1], table.names[0]
    assert line == f"{a} and {b} tied on 41; {a} would take their turn first, so {a} wins."
    assert "{seat" not in line


def test_a_three_way_tie_lists_every_name_and_no_tie_says_nothing():
    table, scene = _results(None)
    scene.result = _tied_result(table, [30, 30, 30], last_turn=1)
    names = table.names
    assert scene.tiebreak_line().startswith(f"{names[2]} and {names[0]} and {names[1]} tied on 30; {names[2]} ")
    _, plain = _results(Result([30, 20, 10], [0], [0, 1, 2]))
    assert plain.tiebreak_line() == ""


def test_a_players_laps_of_the_track_stay_clear_of_their_reefs_number_at_big_text_and_are_said_in_words(open_app):
    # Playtest: at 1024x640 with 150% text "Yellow · 1 lap of the track (1 × 50)" ran under the Reefs number.
    app = open_app((1024, 640), animation_speed=0, text_scale=1.5)
    table = make_table(app, ["human", "easy"], seed=4)
    table.game.reef_points = [61, 57]
    scene = app.push(BloomingSeaResults(app, table))
    with h.lines_drawn() as drawn:
        h.step(app)
    for seat, reefs in enumerate(table.game.reef_points):
        colour = table.seats[seat].colour
        detail = next(rect for label, rect in drawn if label.startswith(f"{colour} · "))
        number = next(rect for label, rect in drawn if label == str(reefs))
        assert detail.right < number.left and scene.panel.contains(detail)
        # The short wording still says what it counts (playtest: a bare "Yellow · 2 × 50" did not).
        assert next(label for label, _ in drawn if label.startswith(f"{colour} · ")) == f"{colour} · 1 lap"


# -- the fish column: every fish counted, nothing cut ---------------------------


def _fish_card(open_app, size, text_scale, counts, aquarist, monkeypatch):
    """A results card whose seats won `counts` fish (Aquarist: the kinds in turn), with the tokens
    the card draws recorded."""
    import dataclasses

    from seaboard.engine.bloomingsea.fish import AQUARIST_VALUES, PLAIN_FISH
    from seaboard.ui.tables.bloomingsea_parts import results as results_module

    app = open_app(size, animation_speed=0, text_scale=text_scale)
    table = make_table(app, ["human"] + ["easy"] * (len(counts) - 1), seed=4,
                       options={"mode": "aquarist"} if aquarist else {})
    kinds = list(AQUARIST_VALUES)
    won = [(0, 0, kinds[(i + seat) % 4], AQUARIST_VALUES[kinds[(i + seat) % 4]], seat) if aquarist
           else (0, 0, PLAIN_FISH, 7, seat) for seat, n in enumerate(counts) for i in range(n)]
    scene = BloomingSeaResults(app, table)
    scene.view = dataclasses.replace(scene.view, fish_results=tuple(won))
    breakdown = [{"reefs": 100 * (seat + 1), "fish": sum(v for *_, v, w in won if w == seat)} for seat in range(len(counts))]
    scene.result = dataclasses.replace(scene.result, breakdown=breakdown, tiebreak="",
                                       scores=[sum(part.values()) for part in breakdown])
    tokens = []
    draw = results_module.art.fish_token
    monkeypatch.setattr(results_module.art, "fish_token", lambda kind, d, value: (
        tokens.append((kind, value)), draw(kind, d, value))[1])
    app.push(scene)
    h.step(app)
    tokens.clear()
    with h.lines_drawn() as drawn:
        scene.draw(pygame.Surface(size))  # the card alone, not the table's words under it
    return scene, drawn, tokens, won


FISH_SHAPES = [(2, [12, 0]), (2, [5, 7]), (3, [10, 1, 1]), (4, [12, 0, 0, 0]), (4, [3, 3, 3, 3]), (4, [0, 0, 0, 0])]


@pytest.mark.parametrize("size,text_scale", [((1024, 640), 1.0), ((1024, 640), 1.5), ((1920, 1080), 1.0),
                                             ((1920, 1080), 1.5)])
@pytest.mark.parametrize("aquarist", [False, True])
def test_the_fish_won_are_all_counted_and_added_up_legibly_at_every_size(open_app, monkeypatch, size, text_scale,
                                                                         aquarist):
    # Playtest: at 1024x640 10 fish showed as 8 tokens, a "…" and a cramped "= 50", read as 8 × 5 = 40.
    import re

    for players, counts in FISH_SHAPES:
        scene, drawn, tokens, won = _fish_card(open_app, size, text_scale, counts, aquarist, monkeypatch)
        assert scene.panel.width <= size[0]
        left = next(rect.left for label, rect in drawn if label == "Fish won")
        assert not any("…" in label for label, _ in drawn)
        for seat in range(players):
            on_card = [(label, rect) for label, rect in drawn if scene.panel.contains(rect)]
            score = max((rect for label, rect in on_card if label == str(scene.result.scores[seat])),
                        key=lambda rect: rect.right)  # right of the Reefs number, which may read the same
            words = [(label, rect) for label, rect in on_card
                     if rect.left >= left - 1 and abs(rect.centery - score.centery) < scene.px(20)
                     and rect.right <= score.left and label != str(scene.result.scores[seat])]
            text = " ".join(label for label, _ in words)
            mine = [(kind, value) for *_, kind, value, winner in won if winner == seat]
            if not mine:
                assert text == "none"
                continue
            # Every count is written ("N × value", "×N" by a token, or "N fish"), and they add up.
            sum_text, total = text.rsplit(" = ", 1)
            assert int(total) == scene.result.breakdown[seat]["fish"] == sum(v for _, v in mine)
            parts = [re.fullmatch(r"(\d+) × (\d+)|×(\d+)|(\d+) fish", part.strip()) for part in sum_text.split("+")]
            assert all(parts), text
            assert sum(int(m[1] or m[3] or m[4]) for m in parts) == len(mine), text
            if all(m[1] for m in parts):
                assert sum(int(m[1]) * int(m[2]) for m in parts) == int(total), text
            assert text.endswith(f"= {scene.result.breakdown[seat]['fish']}"), text
            gap = scene.px(6)  # clear of the score, as wide as it may be
            assert all(left <= rect.left and rect.right <= score.left - gap for _, rect in words), (text, size)
        assert sorted(set(tokens)) == sorted({(k, v) for *_, k, v, _w in won})  # one token per kind won
        assert len(tokens) == len({(k, v, w) for *_, k, v, w in won})
