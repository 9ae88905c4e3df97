"""The drag controller's state machine, driven with synthetic events against a real engine."""

from dataclasses import dataclass

import pygame
import pytest
from reference_game import Pebbles, Take

from seaboard.ui.anim import tween
from seaboard.ui.input import drag
from seaboard.ui.input.drag import DRAGGING, IDLE, PRESSED, SELECTED, DragController


@dataclass(frozen=True)
class Slot:
    """A drop target: dropping a pebble here means "take `count` pebbles"."""

    count: int
    rect: pygame.Rect

    def __hash__(self):
        return hash(self.count)


class Board:
    """A tiny table: two pebbles in hand, three slots (take 1, 2 or 3; 3 is illegal)."""

    def __init__(self, rotate=False):
        self.game = Pebbles(2, seed=1)
        self.hand = {"a": pygame.Rect(100, 500, 40, 40), "b": pygame.Rect(160, 500, 40, 40)}
        self.slots = [Slot(n, pygame.Rect(100 + 120 * (n - 1), 100, 80, 80)) for n in (1, 2, 3)]
        self.hovered = []
        self.rotations = []
        self.committed = []
        self.controller = DragController(
            find_item=self.item_at, find_target=self.slot_at, make_move=lambda item, slot: Take(slot.count),
            explain=self.game.explain, commit=self.commit, item_rect=lambda item: self.hand[item],
            on_hover=self.hovered.append, on_rotate=(lambda item, step: self.rotations.append(step)) if rotate else None,
        )

    def item_at(self, pos):
        return next((k for k, r in self.hand.items() if r.collidepoint(pos)), None)

    def slot_at(self, pos, item):
        return next((s for s in self.slots if s.rect.collidepoint(pos)), None)

    def commit(self, move):
        self.committed.append(move)
        self.game.apply(move)

    def send(self, kind, **kw):
        return self.controller.handle(pygame.event.Event(kind, **kw))

    def move(self, pos):
        return self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def down(self, pos, button=1):
        return self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)

    def up(self, pos, button=1):
        return self.send(pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def key(self, key, mod=0):
        return self.send(pygame.KEYDOWN, key=key, mod=mod, unicode="")

    def drag_to(self, start, end):
        self.move(start)
        self.down(start)
        for i in range(1, 9):
            self.move((start[0] + (end[0] - start[0]) * i // 8, start[1] + (end[1] - start[1]) * i // 8))

    def run(self, seconds):
        for _ in range(round(seconds * 60)):
            self.controller.update(1 / 60)


def test_pick_up_follows_the_pointer_with_the_grab_offset():
    board = Board()
    board.move((110, 505))
    assert board.down((110, 505)) is True
    assert board.controller.state == PRESSED
    board.move((112, 506))  # under the drag threshold: still a press
    assert board.controller.state == PRESSED
    board.move((300, 400))
    assert board.controller.state == DRAGGING and board.controller.item == "a"
    # Grabbed 10 px right and 5 px down of the corner: the item keeps that offset.
    assert board.controller.display_rect("a") == pygame.Rect(290, 395, 40, 40)
    assert board.controller.display_rect("b") is None


def test_hovering_a_target_highlights_it_and_says_whether_the_drop_is_legal():
    board = Board()
    board.drag_to((110, 510), board.slots[0].rect.center)
    assert board.controller.hover_target == board.slots[0]
    assert board.hovered[-1] == board.slots[0]
    assert board.controller.hover_legal is True
    board.move(board.slots[2].rect.center)
    assert board.controller.hover_target == board.slots[2]
    assert board.controller.hover_legal is False
    assert board.controller.hover_reason == "Take between 1 and 2 pebbles."
    board.move((600, 350))
    assert board.controller.hover_target is None and board.hovered[-1] is None


def test_legal_drop_snaps_onto_the_target_then_commits_the_move():
    board = Board()
    pile_before = board.game.pile
    slot = board.slots[1]
    board.drag_to((110, 510), (slot.rect.centerx + 7, slot.rect.centery + 3))
    board.up((slot.rect.centerx + 7, slot.rect.centery + 3))
    assert board.controller.state == IDLE
    assert board.committed == []  # not yet: the piece is still flying into place
    board.run(drag.SNAP_SECONDS / 2)
    mid = board.controller.display_rect("a")
    assert mid is not None and mid.center != slot.rect.center
    board.run(drag.SNAP_SECONDS)
    assert board.committed == [Take(2)] and board.game.pile == pile_before - 2
    assert board.controller.display_rect("a") is None
    assert board.controller.bubble is None


def test_illegal_drop_bounces_home_and_shows_the_engine_sentence():
    board = Board()
    pile_before = board.game.pile
    slot = board.slots[2]
    board.drag_to((110, 510), slot.rect.center)
    board.up(slot.rect.center)
    assert board.committed == [] and board.game.pile == pile_before
    assert board.controller.bubble is not None
    assert board.controller.bubble.text == "Take between 1 and 2 pebbles."
    assert board.controller.bubble.pointer == slot.rect.center
    board.run(drag.BOUNCE_SECONDS + 0.05)
    assert board.controller.display_rect("a") is None  # back home, drawn at rest
    assert board.controller.bubble is not None  # still readable after the bounce
    board.run(drag.BUBBLE_SECONDS)
    assert board.controller.bubble is None


def test_bounce_flies_back_towards_home():
    board = Board()
    board.drag_to((110, 510), (600, 300))
    board.up((600, 300))  # nothing there: home, without a sentence
    assert board.controller.bubble is None
    start = board.controller.display_rect("a")
    board.run(drag.BOUNCE_SECONDS / 2)
    mid = board.controller.display_rect("a")
    home = pygame.Vector2(board.hand["a"].center)
    assert home.distance_to(mid.center) < home.distance_to(start.center)


def test_escape_cancels_a_drag_and_nothing_is_played():
    board = Board()
    board.drag_to((110, 510), board.slots[0].rect.center)
    assert board.key(pygame.K_ESCAPE) is True
    assert board.controller.state == IDLE and board.controller.hover_target is None
    board.up(board.slots[0].rect.center)
    board.run(1.0)
    assert board.committed == []


def test_escape_with_nothing_held_is_left_to_the_scene():
    board = Board()
    assert board.key(pygame.K_ESCAPE) is False


def test_right_click_cancels_when_the_game_has_no_rotation():
    board = Board()
    board.drag_to((110, 510), board.slots[0].rect.center)
    assert board.down(board.slots[0].rect.center, button=3) is True
    assert board.controller.state == IDLE
    board.run(1.0)
    assert board.committed == []


def test_rotate_hook_by_right_click_r_and_wheel_while_dragging():
    board = Board(rotate=True)
    board.drag_to((110, 510), (600, 300))
    board.down((600, 300), button=3)
    board.key(pygame.K_r)
    board.key(pygame.K_r, mod=pygame.KMOD_LSHIFT)
    board.send(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert board.rotations == [1, 1, -1, -1]
    assert board.controller.rotation == 0 and board.controller.state == DRAGGING


def test_click_to_select_then_click_to_place():
    board = Board()
    board.move((170, 510))
    board.down((170, 510))
    board.up((170, 510))
    assert board.controller.state == SELECTED and board.controller.item == "b"
    board.move(board.slots[0].rect.center)
    assert board.controller.hover_target == board.slots[0]
    board.down(board.slots[0].rect.center)
    board.up(board.slots[0].rect.center)
    assert board.controller.state == IDLE
    board.run(drag.SNAP_SECONDS + 0.05)
    assert board.committed == [Take(1)]


def test_click_place_on_an_illegal_target_keeps_the_selection_and_explains():
    board = Board()
    board.down((170, 510))
    board.up((170, 510))
    board.down(board.slots[2].rect.center)
    assert board.controller.state == SELECTED
    assert board.controller.bubble.text == "Take between 1 and 2 pebbles."
    assert board.committed == []


def test_clicking_the_selected_item_again_or_empty_space_puts_it_down():
    board = Board()
    board.down((110, 510))
    board.up((110, 510))
    assert board.controller.state == SELECTED
    board.down((110, 510))
    board.up((110, 510))
    assert board.controller.state == IDLE
    board.down((110, 510))
    board.up((110, 510))
    assert board.down((700, 300)) is False  # empty space: deselect, let the scene have the click
    assert board.controller.state == IDLE


def test_new_input_settles_a_pending_snap_first():
    board = Board()
    slot = board.slots[0]
    board.drag_to((110, 510), slot.rect.center)
    board.up(slot.rect.center)
    assert board.committed == []
    board.down((170, 510))  # the player is quick: the first move lands before the next pick-up
    assert board.committed == [Take(1)]
    assert board.controller.state == PRESSED and board.controller.item == "b"


def test_with_animations_off_a_legal_drop_commits_at_once():
    tween.set_speed(0)
    board = Board()
    slot = board.slots[1]
    board.drag_to((110, 510), slot.rect.center)
    board.up(slot.rect.center)
    assert board.committed == [Take(2)]
    assert board.controller.display_rect("a") is None


def test_make_move_may_refuse_with_a_sentence():
    board = Board()

    def refuse(item, slot):
        from seaboard.engine.core import IllegalMove

        raise IllegalMove("That pebble is glued down.")

    board.controller.make_move = refuse
    board.drag_to((110, 510), board.slots[0].rect.center)
    assert board.controller.hover_legal is False
    board.up(board.slots[0].rect.center)
    assert board.controller.bubble.text == "That pebble is glued down."


def test_disabled_controller_ignores_input():
    board = Board()
    board.controller.enabled = False
    assert board.down((110, 510)) is False
    assert board.controller.state == IDLE


@pytest.mark.parametrize("target", [pygame.Rect(10, 10, 100, 60), (60, 40)])
def test_default_snap_centres_on_rects_and_points(target):
    rect = drag._default_snap_rect((20, 20), target)
    assert rect.center == (60, 40) and rect.size == (20, 20)


def test_legal_targets_are_offered_while_holding_and_forgotten_after():
    board = Board()
    legal = {m.count for m in board.game.legal_moves() if isinstance(m, Take)}
    board.controller.targets_for = lambda item: [s for s in board.slots if s.count in legal]
    board.drag_to((110, 510), (600, 300))
    assert [s.count for s in board.controller.candidates] == [1, 2]
    board.up((600, 300))
    assert board.controller.candidates == []
    board.down((110, 510))
    board.up((110, 510))  # selected by a click: offered too
    assert [s.count for s in board.controller.candidates] == [1, 2]
    board.key(pygame.K_ESCAPE)
    assert board.controller.candidates == []


def test_losing_window_focus_mid_drag_puts_the_item_back():
    board = Board()
    board.drag_to((110, 510), board.slots[0].rect.center)
    board.send(pygame.WINDOWFOCUSLOST)
    assert board.controller.state == IDLE
    board.run(1.0)
    assert board.committed == [] and board.controller.display_rect("a") is None


def test_a_second_press_mid_drag_does_not_pick_up_another_item():
    board = Board()
    board.drag_to((110, 510), (170, 505))  # over item "b"
    board.down((170, 505))
    assert board.controller.state == DRAGGING and board.controller.item == "a"


def test_a_drop_on_nothing_says_where_the_item_can_go_but_letting_go_at_home_says_nothing():
    board = Board()
    board.controller.explain_miss = lambda item: f"Drop {item} on a slot."
    board.drag_to((110, 510), (600, 350))  # far from any slot and from its home
    board.up((600, 350))
    assert board.controller.bubble is not None and board.controller.bubble.text == "Drop a on a slot."
    assert board.committed == []
    board.run(3)
    board.controller.bubble = None
    board.drag_to((110, 510), (135, 490))  # let go just beside where it was picked up
    board.up((135, 490))
    assert board.controller.bubble is None


def test_without_explain_miss_a_drop_on_nothing_stays_silent():
    board = Board()
    board.drag_to((110, 510), (600, 350))
    board.up((600, 350))
    assert board.controller.bubble is None
