"""Buttons: hover, pressed, disabled and focus states; keyboard navigation."""

import pygame
import ui_harness as h

from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.widgets.button import Button, FocusGroup
from seaboard.ui.widgets.choice import Choice


class Panel(WidgetScene):
    def __init__(self, app, widgets):
        super().__init__(app)
        self.widgets = widgets
        self.backs = 0
        self.focus.set(widgets)

    def layout(self, size):
        super().layout(size)
        for i, w in enumerate(self.widgets):
            w.rect = pygame.Rect(100, 100 + i * 70, 300, 50)

    def back(self):
        self.backs += 1

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.draw_widgets(surface)


def make_panel(app, disabled_middle=True):
    log = []
    buttons = [Button("One", lambda: log.append(1)),
               Button("Two", lambda: log.append(2), enabled=not disabled_middle, reason="Not now."),
               Button("Three", lambda: log.append(3))]
    scene = app.push(Panel(app, buttons))
    return scene, buttons, log


def test_tab_moves_focus_and_skips_disabled_buttons(app):
    scene, (one, two, three), _ = make_panel(app)
    h.key(app, pygame.K_TAB)
    assert scene.focus.focused is one and one.focused
    h.key(app, pygame.K_TAB)
    assert scene.focus.focused is three  # Two is disabled
    h.key(app, pygame.K_TAB)
    assert scene.focus.focused is one  # wraps around


def test_shift_tab_and_arrows_move_backwards_and_forwards(app):
    scene, (one, two, three), _ = make_panel(app, disabled_middle=False)
    h.key(app, pygame.K_DOWN)
    h.key(app, pygame.K_DOWN)
    assert scene.focus.focused is two
    h.key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focus.focused is one
    h.key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focus.focused is three  # Shift+Tab wraps round


def test_an_arrow_stops_at_either_end_of_a_row_of_buttons_while_tab_wraps_round(app):
    # Playtest: Right x3 aimed at a results card's Main menu went round to Play again; Enter started a game.
    scene, (one, two, three), _ = make_panel(app, disabled_middle=False)
    scene.focus.focus(three)
    scene.focus.keyboard_used = True
    h.key(app, pygame.K_RIGHT)
    assert scene.focus.focused is three
    h.key(app, pygame.K_DOWN)
    assert scene.focus.focused is three
    h.key(app, pygame.K_LEFT)
    h.key(app, pygame.K_UP)
    h.key(app, pygame.K_UP)
    assert scene.focus.focused is one
    h.key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focus.focused is three
    h.key(app, pygame.K_TAB)
    assert scene.focus.focused is one


def test_enter_and_space_activate_the_focused_button(app):
    scene, (one, two, three), log = make_panel(app)
    h.key(app, pygame.K_TAB)
    h.key(app, pygame.K_RETURN)
    h.key(app, pygame.K_TAB)
    h.key(app, pygame.K_SPACE)
    assert log == [1, 3]


def test_escape_goes_back(app):
    scene, _, _ = make_panel(app)
    h.key(app, pygame.K_ESCAPE)
    assert scene.backs == 1


def test_click_activates_and_disabled_button_ignores_clicks(app):
    scene, (one, two, three), log = make_panel(app)
    h.click(app, one.rect.center)
    h.click(app, two.rect.center)
    assert log == [1]
    assert two.clicks == 0


def test_release_outside_the_button_does_not_click(app):
    scene, (one, _, _), log = make_panel(app)
    h.post_move(one.rect.center)
    h.post_down(one.rect.center)
    h.step(app)
    assert one.pressed
    h.post_move((900, 700))
    h.post_up((900, 700))
    h.step(app)
    assert log == [] and not one.pressed


def test_hover_state_follows_the_pointer(app):
    scene, (one, two, three), _ = make_panel(app)
    h.move(app, three.rect.center)
    assert three.hovered and not one.hovered
    h.move(app, (900, 700))
    assert not three.hovered


def test_states_draw_differently(app):
    scene, (one, two, three), _ = make_panel(app)
    h.step(app)
    plain = app.screen.get_at(one.rect.midleft)
    disabled = app.screen.get_at((two.rect.left + 20, two.rect.centery))
    h.move(app, one.rect.center)
    hovered = app.screen.get_at((one.rect.left + 20, one.rect.centery))
    assert disabled != app.screen.get_at((three.rect.left + 20, three.rect.centery))
    assert hovered != plain


def test_keyboard_focus_draws_a_focus_ring(app):
    scene, (one, _, _), _ = make_panel(app)
    h.step(app)
    ring_spot = (one.rect.centerx, one.rect.top - 5)  # the ring sits just outside the lifted button
    before = app.screen.get_at(ring_spot)
    h.key(app, pygame.K_TAB)
    assert app.screen.get_at(ring_spot) != before


def test_a_choice_that_does_not_wrap_dims_the_arrow_at_its_end(app):
    # Playtest: the biggest window size's right arrow looked live and did nothing when clicked.
    from seaboard.ui.render.theme import PALETTE

    choice = Choice([2, 3, 4], 4, wrap=False)
    choice.rect = pygame.Rect(0, 0, 200, 40)
    surface = pygame.Surface((200, 40))
    choice.draw(surface)
    left, right = choice.arrows()
    assert surface.get_at(right.center)[:3] == PALETTE["dim"][:3]
    assert surface.get_at(left.center)[:3] == PALETTE["sand"][:3]
    choice.set_value(2)
    choice.draw(surface)
    assert surface.get_at(left.center)[:3] == PALETTE["dim"][:3]
    assert surface.get_at(right.center)[:3] == PALETTE["sand"][:3]


def test_choice_steps_with_left_and_right_when_focused(app):
    picked = []
    choice = Choice([2, 3, 4], 2, picked.append, wrap=False)
    scene = app.push(Panel(app, [choice, Button("OK")]))
    h.key(app, pygame.K_TAB)
    assert scene.focus.focused is choice
    h.key(app, pygame.K_RIGHT)
    h.key(app, pygame.K_RIGHT)
    h.key(app, pygame.K_RIGHT)
    assert choice.value == 4 and picked == [3, 4]
    h.key(app, pygame.K_LEFT)
    assert choice.value == 3
    left, right = choice.arrows()
    h.click(app, left.center)
    assert choice.value == 2


def test_focus_group_keeps_focus_when_rebuilt():
    a, b = Button("A"), Button("B")
    group = FocusGroup([a, b])
    group.focus(b)
    group.set([Button("C"), a, b])
    assert group.focused is b


def test_a_hidden_disabled_button_never_shows_its_reason():
    surface = pygame.Surface((600, 300), pygame.SRCALPHA)
    button = Button("Skip", lambda: None, enabled=False, reason="Your habitat is full.")
    button.rect = pygame.Rect(20, 20, 120, 40)
    group = FocusGroup([button])
    button.hovered = True
    surface.fill((0, 0, 0, 0))
    group.draw_reason(surface, 16)
    shown = surface.get_bounding_rect().width > 0
    assert shown, "a visible disabled button says why"
    button.visible = False
    surface.fill((0, 0, 0, 0))
    group.draw_reason(surface, 16)
    assert surface.get_bounding_rect().width == 0


def test_a_disabled_reason_in_the_bottom_right_corner_sits_above_the_button_not_on_it():
    surface = pygame.Surface((600, 300), pygame.SRCALPHA)
    button = Button("Pause", lambda: None, enabled=False, reason="The game is over.")
    button.rect = pygame.Rect(480, 240, 100, 40)
    button.hovered = True
    surface.fill((0, 0, 0, 0))
    FocusGroup([button]).draw_reason(surface, 16)
    bubble = pygame.mask.from_surface(surface, 254).get_bounding_rects()[0]  # the opaque box, not its shadow
    assert bubble.width > 0 and surface.get_rect().contains(bubble)
    assert bubble.bottom <= button.rect.top  # the button and its row stay in view


def test_a_button_with_a_second_line_keeps_both_inside_it_at_the_biggest_text_size():
    import ui_harness as h

    from seaboard.ui.render import theme

    surface = pygame.Surface((400, 200), pygame.SRCALPHA)
    button = Button("Continue", lambda: None, sublabel="Seagrass · 12 moves")
    button.rect = pygame.Rect(20, 20, 300, 42)
    button.px = 18
    theme.set_text_scale(1.5)
    try:
        with h.text_rects() as drawn:
            button.draw(surface)
    finally:
        theme.set_text_scale(1.0)
    assert button.rect.contains(drawn["Continue"]) and button.rect.contains(drawn["Seagrass · 12 moves"])


def test_a_disabled_reason_never_covers_the_button_beside_it():
    surface = pygame.Surface((800, 400), pygame.SRCALPHA)
    load = Button("Load game", lambda: None, enabled=False, reason="Choose a save first.")
    close = Button("Close", lambda: None)
    load.rect = pygame.Rect(100, 300, 150, 44)
    close.rect = pygame.Rect(262, 300, 120, 44)  # right beside it, where the reason went first
    load.hovered = True
    FocusGroup([load, close]).draw_reason(surface, 16)
    bubble = pygame.mask.from_surface(surface, 254).get_bounding_rects()[0]
    assert not bubble.colliderect(close.rect) and not bubble.colliderect(load.rect)



def test_a_header_buttons_long_reason_slides_in_under_it_rather_than_over_the_header():
    # Playtests: the greyed Undo near the window's right edge said why over the header's
    # status and its Hint, ? and Menu buttons.
    surface = pygame.Surface((1024, 640), pygame.SRCALPHA)
    header = [Button(label, lambda: None) for label in ("Hint", "?", "Undo", "Menu")]
    for i, b in enumerate(header):
        b.rect = pygame.Rect(680 + 90 * i, 8, 80, 36)
    undo = header[2]
    undo.enabled, undo.reason = False, "You can't undo your last turn: a card was drawn or revealed since."
    undo.hovered = True
    FocusGroup(header).draw_reason(surface, 16)
    bubble = pygame.mask.from_surface(surface, 254).get_bounding_rects()[0]
    assert bubble.top >= undo.rect.bottom and surface.get_rect().contains(bubble)
    assert bubble.collidelist([b.rect for b in header]) < 0

def _reason_shown(group) -> bool:
    surface = pygame.Surface((600, 300), pygame.SRCALPHA)
    group.draw_reason(surface, 16)
    return surface.get_bounding_rect().width > 0


def test_a_button_that_greys_itself_when_clicked_keeps_its_reason_until_the_pointer_moves_on():
    undo = Button("Undo", lambda: None)
    other = Button("Menu", lambda: None)
    undo.rect, other.rect = pygame.Rect(20, 20, 120, 40), pygame.Rect(20, 200, 120, 40)

    def used_up():
        undo.enabled, undo.reason = False, "Nothing to undo."

    undo.on_click = used_up
    group = FocusGroup([undo, other])
    at = undo.rect.center
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)):
        group.handle(event)
    assert not undo.enabled
    assert not _reason_shown(group)  # the click worked: no "why not" pops over the header
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=other.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    assert _reason_shown(group)  # pointed at again, it says why
