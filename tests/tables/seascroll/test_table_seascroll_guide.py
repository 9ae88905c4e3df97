"""Sea Scroll turn guide: only the current step's button shows, and the last round has its own pill."""

import pygame
import ui_harness as h
from seascroll_table_helpers import open_table

from seaboard.ai import make_bot
from seaboard.engine.seascroll import SeaScroll
from seaboard.ui.scenes.table_base import TableSetup
from seaboard.ui.tables.seascroll import SeaScrollTable


def visible_buttons(table) -> list[str]:
    return [b.label for b in (table.draw_button, table.skip_button) if b.visible]


def test_only_the_current_steps_button_shows(app):
    table = open_table(app, ["human", "easy"], seed=5)
    assert table.game.view(0).phase == "draw"
    assert visible_buttons(table) == ["Draw 2 fish"]
    h.key(app, pygame.K_d)
    h.step(app, 2)
    assert table.game.view(0).phase == "take"
    assert visible_buttons(table) == ["Take no school"]
    h.key(app, pygame.K_s)
    h.step(app, 2)
    assert table.game.view(0).phase == "discard"
    assert visible_buttons(table) == []  # a discard is a card onto the reef: no button to press


def test_no_step_button_shows_while_another_player_acts(app):
    app.bot_pace = 1e9  # the bot never gets to move during the test
    table = open_table(app, ["easy", "human"], seed=5)
    assert table.game.current_player == 0 and not table.my_turn
    assert visible_buttons(table) == []


def test_the_last_round_pill_counts_the_final_turns(app, monkeypatch):
    game = SeaScroll(2, seed=4)
    bots = {s: make_bot("easy", SeaScroll, s, seed=s) for s in range(2)}
    while game.view(0).final_turns_left is None or game.current_player != 0:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    setup = TableSetup.default("seascroll", 2, seed=4, kinds=["human", "easy"])
    table = app.push(SeaScrollTable(app, setup, game=game))
    drawn = []
    original = table.draw_last_round
    monkeypatch.setattr(table, "draw_last_round",
                        lambda surface, view, *args: (drawn.append(view.final_turns_left),
                                                      original(surface, view, *args)))
    h.step(app, 2)
    assert drawn and drawn[-1] == game.view(0).final_turns_left
    assert visible_buttons(table) in ([], ["Take no school"])  # never "Draw 2 fish" in the last round


def test_table_sentences_float_over_the_reef_not_over_the_hand(app, monkeypatch):
    from seaboard.ui.render import theme

    table = open_table(app, ["human", "easy"], seed=5)
    boxes = []
    real = theme.draw_panel

    def spy(surface, rect, *args, **kwargs):
        boxes.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    table.show_message("The ocean is empty: the Last Round card shows.")
    monkeypatch.setattr(theme, "draw_panel", spy)
    table.draw_message(app.screen)
    assert len(boxes) == 1
    assert table.lay.reef_area.contains(table.message_box)
    assert not table.message_box.colliderect(table.lay.hand_area)


def test_the_seat_tokens_under_schools_have_a_key_while_any_show(app, monkeypatch):
    from seaboard.ui.render import theme

    table = open_table(app, ["human", "easy"], seed=5)
    texts = []
    real = theme.blit_text

    def spy(surface, label, *args, **kwargs):
        texts.append(label)
        return real(surface, label, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    view = table.game.view(0)
    table.draw_reef(app.screen, table.lay, view)
    assert not any("since your turn" in t for t in texts)
    table.recent[0] = {0: 1}  # the bot added to the first school
    texts.clear()
    table.draw_reef(app.screen, table.lay, view)
    assert any("since your turn" in t for t in texts)



def test_the_final_board_marks_no_school_as_added_since_your_turn(app):
    # Playtest: on the final board the reef still said "added a fish since your turn".
    import random

    table = open_table(app, ["human", "easy"], seed=5)
    game, rng = table.game, random.Random(5)
    while not game.is_over:  # the real game to its end, through the table (its events and marks)
        table.apply_move(rng.choice(game.legal_moves()))
    with h.texts_drawn() as words:
        table.draw_reef(app.screen, table.lay, game.view(0))
    assert not any("since your turn" in w for w in words)

def test_tab_walks_only_what_the_current_step_can_use(app):
    table = open_table(app, ["human", "easy"], seed=5)
    h.key(app, pygame.K_d)
    h.step(app, 2)
    assert table.game.view(0).phase == "take"
    kinds = {spot.key[0] for spot in table.spots}
    assert kinds == {"school"}  # take: the reef's schools, not the hand
    h.key(app, pygame.K_s)
    h.step(app, 2)
    assert table.game.view(0).phase == "discard"
    kinds = {spot.key[0] for spot in table.spots}
    assert kinds == {"hand"}  # discard: the hand's cards, not the schools


def test_taking_the_third_school_ticks_the_take_step_instead_of_calling_it_skipped(app):
    from seaboard.engine.seascroll.moves import Discard, Draw, TakeSchool

    game = SeaScroll(2, seed=4)
    bots = {s: make_bot("easy", SeaScroll, s, seed=s) for s in range(2)}
    # Play until seat 0 holds two schools and may take a third.
    while not (game.current_player == 0 and game.view(0).phase == "take" and game.view(0).takes_left[0] == 1
               and game.view(0).reef):
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    setup = TableSetup.default("seascroll", 2, seed=4, kinds=["human", "easy"])
    table = app.push(SeaScrollTable(app, setup, game=game))
    h.step(app, 2)
    table.submit(TakeSchool(0))
    assert game.view(0).phase == "discard" and game.view(0).takes_left[0] == 0
    with h.texts_drawn() as drawn:
        h.step(app)
    assert not any("habitat full" in text for text in drawn)  # it was taken, this turn
    table.submit(next(m for m in game.legal_moves() if isinstance(m, Discard)))
    while game.current_player != 0:
        h.step(app)
    table.submit(Draw())
    with h.texts_drawn() as drawn:
        h.step(app)
    assert any("habitat full" in text for text in drawn)  # next turn: full before it began


def test_a_replay_tells_what_happens_and_names_the_seat_never_how_to_play():

    from seaboard.store.replay import Replay
    from seaboard.ui.scenes.replay import ReplayScene
    from seaboard.ui.screenshot import play_bot_moves

    game = play_bot_moves(SeaScroll(2, seed=2), None, 2)  # a whole game
    app = h.make_app((1280, 800), animation_speed=0)
    try:
        scene = app.push(ReplayScene(app, replay=Replay.from_game(game)))
        h.step(app, 2)
        for _ in range(6):  # Ada's second turn begins: her draw
            h.key(app, pygame.K_RIGHT)
        scene.table._board_cache_key = None  # draw the board's words again, not its cached picture
        with h.texts_drawn() as drawn:
            h.step(app)
        assert not any(text.startswith(("Click the ocean", "Drag a", "Your ")) for text in drawn)
        assert any(text.startswith("Ada's hand") for text in drawn)
    finally:
        app.close()


def test_the_curtain_says_when_the_next_turn_is_the_last_round(app):
    from seaboard.ui.scenes.handoff import HandoffScene

    game = SeaScroll(2, seed=4)
    bots = {s: make_bot("easy", SeaScroll, s, seed=s) for s in range(2)}
    setup = TableSetup.default("seascroll", 2, seed=4, kinds=["human", "human"])
    early = app.push(SeaScrollTable(app, setup, game=SeaScroll(2, seed=4)))
    with h.texts_drawn() as drawn:
        h.step(app)
    assert isinstance(app.top, HandoffScene) and not any(t.startswith("Last round") for t in drawn)
    app.stack.remove(app.top)
    app.stack.remove(early)
    while game.view(0).final_turns_left is None or game.current_player != 0:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    app.push(SeaScrollTable(app, setup, game=game))
    with h.texts_drawn() as drawn:
        h.step(app)
    assert isinstance(app.top, HandoffScene) and "Last round: your final turn, with no draw." in drawn


def test_the_hand_says_what_the_habitat_adds_to_it_for_the_reveal(app):
    # Playtest: in a majority game nothing added hand and habitat up; one had to count two panels.
    from seaboard.engine.seascroll.game import hand_counts
    from seaboard.engine.seascroll.species import SPECIES

    table = open_table(app, ["human", "easy"], seed=5)
    game = table.game
    in_hand = [v for v, n in enumerate(game.hands[0]) for _ in range(n)]
    kind = in_hand[0]
    game.habitats[0] = [(kind, 2)]
    game.hands[0] = hand_counts(in_hand)
    table._board_cache_key = None
    with h.lines_drawn() as drawn:
        h.step(app)
    total = in_hand.count(kind) + 2
    notes = [label for label, _ in drawn if label.startswith("With your habitat:")]
    assert notes == [f"With your habitat: {SPECIES[kind]} ×{total}"], notes  # by name: "10 ×3" read as a sum
    game.habitats[0] = []
    with h.lines_drawn() as drawn:
        h.step(app)
    assert not any(label.startswith("With your habitat") for label, _ in drawn)
