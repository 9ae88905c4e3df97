"""The title menu: New game, Continue, Demo, Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from seaboard import __version__
from seaboard.store.files import notices
from seaboard.ui.render import theme
from seaboard.ui.render.emblems import draw_emblem
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import KNOWN_NAMES, WidgetScene, available_games, game_info
from seaboard.ui.widgets.button import Button

GAME_ORDER = ("seagrass", "seascroll", "bloomingsea")
SUBTITLE = "Three ocean games at one table"


def continue_reason() -> str:
    """Why Continue is unavailable ('' when there is a game to continue)."""
    from seaboard.store.autosave import has_autosave

    return "" if has_autosave() else "No unfinished game: start a new game."


def continue_label() -> str:
    """Which game Continue resumes ("Seagrass · 12 turns"), or '' if that cannot be told."""
    from seaboard.ui import persist

    unfinished = persist.unfinished_game()
    return persist.unfinished_phrase(unfinished) if unfinished else ""


class MenuScene(WidgetScene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        reason = continue_reason()
        self.buttons = {
            "new": Button("New game", self.new_game, style="primary"),
            "continue": Button("Continue", self.continue_game, enabled=not reason, reason=reason,
                               sublabel=continue_label() if not reason else ""),
            "demo": Button("Watch a demo", self.demo, enabled=bool(available_games()),
                           reason="No game is playable yet."),
            "saves": Button("Saved games", self.saved_games),
            "rules": Button("Rules", self.rules),
            "settings": Button("Settings", self.settings),
            "quit": Button("Quit", self.app.quit, style="quiet"),
        }
        self.focus.set(list(self.buttons.values()))
        # Playtest: back from a game, the first Down only shows the hidden focus, so Down+Enter
        # opened New game. With a game to resume, the focus starts on Continue: Enter, or
        # Down+Enter, resumes it, however the menu was reached.
        self.focus.focus(self.buttons["new" if reason else "continue"])
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.hovered_card: str | None = None

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw = self.px(340)
        left = round(w * 0.09)
        self.title_pos = (left, round(h * 0.11))
        top = self.title_pos[1] + self.px(180)
        n = len(self.buttons)
        # Buttons share the room between the subtitle and the key hint at the bottom.
        room = h - top - self.px(44)
        # Continue grows to hold its game line at the player's text size (playtest: at 125% and
        # 150% in 1024x640 it stayed as tiny as at 100%), the other buttons giving up that room.
        resume = self.buttons["continue"]
        extra = 0
        for _ in range(2):  # the second pass: the labels of the slightly smaller buttons
            slot = min(self.px(68), (room - extra) // (n + 0.3))
            bh, gap = round(slot * 0.8), slot - round(slot * 0.8)
            px = min(self.px(21), bh * 0.42)
            extra = max(0, resume.two_line_height(px) - bh) if resume.sublabel else 0
        y = top
        for key, button in self.buttons.items():
            if key == "quit":
                y += round(slot * 0.3)
            button.rect = pygame.Rect(left, y, bw, bh + (extra if button is resume else 0))
            button.px = px
            y += button.rect.height + gap
        title_w = theme.font("title", self.px(96)).size("Seaboard")[0]
        # The subtitle grows with the text size (the title does not): the cards start clear of it,
        # by less than of the buttons (it is only one line). Playtest: at 1100x700 and 150% it
        # ran into the Seagrass card.
        subtitle_right = left + self.px(4) + theme.font("body", self.px(24)).size(SUBTITLE)[0]
        art_left = max(max(left + bw, left + title_w) + self.px(70), subtitle_right + self.px(32))
        self.art = pygame.Rect(art_left, round(h * 0.10), w - art_left - round(w * 0.06), round(h * 0.80))
        self.cards = self._layout_cards()
        self.ready = {g.game_id for g in available_games()}  # asked once, not per frame or pointer move

    def _layout_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The three game cards, staggered down the art column (none where it is too narrow)."""
        art = self.art
        if art.width < self.px(220):
            return []
        gap = self.px(18)
        ch = (art.height - 2 * gap) / 3
        cw = min(art.width * 0.88, ch * 2.7)
        cards = []
        for i, gid in enumerate(GAME_ORDER):
            card = pygame.Rect(0, 0, round(cw), round(ch))
            x = art.left + (art.width - cw) * (0.0, 1.0, 0.4)[i]
            card.topleft = (round(x), round(art.top + i * (ch + gap)))
            cards.append((gid, card))
        return cards

    def card_at(self, pos) -> str | None:
        """The playable game whose card is under `pos`, if any."""
        return next((gid for gid, card in self.cards if gid in self.ready and card.collidepoint(pos)), None)

    def handle(self, event):
        # A game card is a shortcut to that game's setup, as the cards look clickable.
        if event.type == pygame.MOUSEMOTION:
            self.hovered_card = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.card_at(event.pos):
            self.set_up(self.card_at(event.pos))
            return True
        return super().handle(event)

    # -- actions --------------------------------------------------------------
    def new_game(self):
        from seaboard.ui.scenes.picker import PickerScene

        self.app.push(PickerScene(self.app))

    def set_up(self, game_id: str):
        from seaboard.ui.scenes.setup import SetupScene

        self.hovered_card = None
        self.app.push(SetupScene(self.app, game_id))

    def continue_game(self):
        from seaboard.ui import persist

        reason = persist.continue_game(self.app)
        if reason:  # the autosave was damaged: say so on the button, offer New game
            self.buttons["continue"].enabled = False
            self.buttons["continue"].reason = reason
            # Said along the top too, at once (playtest: the button only greyed out, its old line
            # "Blooming Sea · 4 turns" stayed, and the reason showed only on hovering it again).
            self.buttons["continue"].sublabel = ""
            self.continue_problem = reason

    def saved_games(self):
        from seaboard.ui.scenes.saves import SavesScene

        self.app.push(SavesScene(self.app, "load"))

    def demo(self):
        from seaboard.ui.scenes.demo import DemoSetupScene

        self.app.push(DemoSetupScene(self.app))

    def rules(self):
        from seaboard.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def settings(self):
        from seaboard.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self):
        pass  # Escape on the title screen does nothing: Quit is one click away

    # -- drawing --------------------------------------------------------------
    def draw(self, surface):
        theme.draw_backdrop(surface)
        x, y = self.title_pos
        r = theme.blit_text(surface, "Seaboard", "title", self.px(96), PALETTE["sand"], (x, y))
        theme.blit_text(surface, SUBTITLE, "body", self.px(24), PALETTE["mist"],
                        (x + self.px(4), r.bottom + self.px(2)))
        self._draw_art(surface)
        self.draw_widgets(surface)
        theme.blit_text(surface, f"v{__version__}", "body", self.px(14), PALETTE["dim"],
                        (self.size[0] - self.px(16), self.size[1] - self.px(12)), "bottomright")
        # The keyboard hint is for reading (mist: 8:1 on the backdrop), unlike the version number.
        theme.blit_text(surface, "Tab / arrows to move, Enter to choose", "body", self.px(14), PALETTE["mist"],
                        (self.title_pos[0], self.size[1] - self.px(12)), "bottomleft")
        self._draw_notices(surface)

    def _draw_notices(self, surface) -> None:
        """What went wrong with the player's files this run (a damaged settings file, an unusable
        data folder), along the top edge: the game goes on, but the player should know."""
        text = " ".join([*notices(), *([self.continue_problem] if getattr(self, "continue_problem", "") else [])])
        if not text:
            return
        rect = pygame.Rect(self.title_pos[0], self.px(10), self.size[0] - 2 * self.title_pos[0], self.px(48))
        theme.blit_paragraph(surface, theme.ellipsize(text, "body", self.px(14), rect.width * 2 - self.px(20)),
                             "body", self.px(14), PALETTE["coral_hi"], rect)

    def _draw_art(self, surface):
        ready = self.ready
        for gid, card in self.cards:
            lifted = gid == self.hovered_card
            if lifted:  # lifts like the picker's cards
                card = card.move(0, -self.px(4))
            fill = PALETTE["sea_hi"] if lifted else theme.mix(PALETTE["sea"], PALETTE["deep"], 0.2)
            theme.draw_panel(surface, card, fill, radius=self.px(22), border=PALETTE["teal_hi"] if lifted else None)
            pic = pygame.Rect(card.left + self.px(12), card.top + self.px(12), card.height * 0.9,
                              card.height - self.px(24))
            draw_emblem(surface, gid, pic)
            tx = pic.right + self.px(14)
            name = KNOWN_NAMES[gid]
            info = game_info(gid)
            text_w = card.right - tx - self.px(18)
            tag_px, count_px = max(13, self.px(15)), max(12, self.px(13))  # readable at 1024x640
            # Line steps follow the real font height, so a bigger text size never overlaps;
            # as many tagline lines as the card holds, the last one ending in an ellipsis if cut.
            line_h = theme.font("body", tag_px).get_linesize()
            # The game's name grows with the text size (a heading), shrinking only to fit the card.
            name_px = theme.fit_size(name, "heading", self.px(27), text_w, floor=self.px(18))
            name_h = max(self.px(36), theme.font("heading", name_px).get_linesize())
            fixed = name_h + theme.font("bold", count_px).get_linesize()
            room = max(1, (card.height - self.px(16) - fixed) // line_h)
            lines = theme.wrap_at_most(info.tagline if gid in ready else "Coming soon", "body", tag_px, text_w, room)
            block = fixed + len(lines) * line_h
            y = card.centery - block // 2
            theme.blit_text(surface, theme.ellipsize(name, "heading", name_px, text_w), "heading", name_px,
                            PALETTE["sand"], (tx, y))
            y += name_h
            for line in lines:
                theme.blit_text(surface, line, "body", tag_px, PALETTE["mist"], (tx, y))
                y += line_h
            if gid in ready and info.players_label:
                # teal_hi alone is 3.3:1 on the card; lightened it reads at this small size.
                theme.blit_text(surface, info.players_label, "bold", count_px,
                                theme.mix(PALETTE["teal_hi"], PALETTE["foam"], 0.4),
                                (tx, y + self.px(4)))
