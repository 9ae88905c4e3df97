"""The Seagrass table's panels (a mixin of SeagrassTable): the tray with the rack,
specials and what to do now, and the players panel with counts, specials,
Discovery tokens, scores (own only unless open) and antlers left.
"""

from __future__ import annotations

import pygame

from seaboard.engine.core import name_seats
from seaboard.engine.seagrass.moves import PlaceCreature
from seaboard.engine.seagrass.tiles import HAND_LIMIT
from seaboard.ui.input.drag import SELECTED
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.table_base import next_player_words
from seaboard.ui.tables.seagrass_parts import art
from seaboard.ui.tables.seagrass_parts.rack import RackItem, tile_words

CREATURES = art.CREATURES
PLURAL = {"turtle": "turtles", "crab": "crabs"}  # jellyfish and starfish stay as they are
# What the card in the tray says (tray_plan makes the card tall enough for the longest of them).
COLONY_HOW = f"Drag tiles of one creature onto the glowing spaces (or keys 1-{HAND_LIMIT}, Enter), then Confirm."
REEF_HOW = f"Drag one tile face down next to an explored reef (or keys 1-{HAND_LIMIT}, Enter)."
TURTLE_HOW = "Special turtle bonus: drag one tile face down next to an explored reef."
SUPPLY_EMPTY = "Confirm to end your turn: your supply is empty, so nothing is drawn."
DRAW_HOW = f"Confirm to draw up to three tiles (up to {HAND_LIMIT} in hand)."


def picked_sentence(code: str, by_key: bool, reef: bool, playable: bool = True) -> str:
    """The card's words while a tile is picked: what it is, how to play it, how to put it back.
    A tile the engine lets go nowhere now says so, not how to play it (the bubble says why)."""
    words = tile_words(code)
    if not playable:
        return f"{words[:1].upper() + words[1:]} picked: it cannot be played now. Esc puts it back."
    how = "arrows, then Enter" if by_key else "click a glowing space"
    play = "lay it face down" if reef else "play it"
    return f"{words[:1].upper() + words[1:]} picked: {how} to {play}. Esc puts it back."


def turn_over_sentence(points: str, to: str, bot: bool = False) -> str:
    """The wait before the screen passes on: to the next human (the curtain), or to a bot's turn."""
    # As Blooming Sea's (table_base.next_player_words): who is next, and that a click or Enter goes
    # on now (it also goes on by itself).
    return (f"{points} land. Next: {to}. Click or press Enter to go on." if bot
            else f"{points} land. {next_player_words(to)}")


def confirm_sentence(words: str, points: int | None) -> str:
    """"Confirm to score this colony: +6." with the points the engine says Confirm scores now."""
    return f"{words}: +{points}." if points is not None else f"{words}."


def instruction_sentences(names) -> list[tuple[str, str]]:
    """(head, body) of the card's own sentences, the longest of each kind (for the layout)."""
    longest = max(names, key=len) if names else ""
    picked = [picked_sentence(code, key, reef) for code in ("jellyfish-2", "starfish-1")
              for key in (False, True) for reef in (False, True)]
    return ([("Research Colony", COLONY_HOW), ("Research Reef", REEF_HOW), ("Research Reef", TURTLE_HOW),
             ("Research Reef", SUPPLY_EMPTY), ("Research Reef", DRAW_HOW),
             ("Turn over", turn_over_sentence(f"{longest}'s points", longest))]
            + [("Research Colony", words) for words in picked])


class TablePanels:
    def _draw_tray(self, surface, view) -> None:
        t = self.tray
        px = self.px
        pad = px(14)
        theme.draw_panel(surface, t, PALETTE["sea"], radius=px(18))
        seat = self.tray_seat(view)
        colour = self.colours[seat] if 0 <= seat < len(self.colours) else "Blue"
        mine = self.my_turn
        title_y = t.top + pad + self.title_h // 2
        theme.draw_token(surface, colour, (t.left + pad + px(12), title_y), px(12))
        title = f"{self.names[seat]}'s tiles" if 0 <= seat < len(self.names) else "Tiles"
        # A long name at a big text size: smaller words first, cut only below that ("Purple bot's til…").
        room = t.width - 2 * pad - px(30)
        size = theme.fit_size(title, "bold", px(17), room, floor=px(12))
        theme.blit_text(surface, theme.ellipsize(title, "bold", size, room), "bold", size,
                        PALETTE["sand"], (t.left + pad + px(30), title_y), "midleft")
        info = view.player_info[seat] if 0 <= seat < len(view.player_info) else None
        score = view.scores[seat] if 0 <= seat < len(view.scores) else None
        sub = f"Supply {info.supply_count}" if info else ""
        if score is not None:
            sub += f"  ·  Score {score}"
        theme.blit_text(surface, theme.ellipsize(sub, "body", self.tx(14), t.width - 2 * pad), "body", self.tx(14),
                        PALETTE["mist"], (t.left + pad, self.sub_top))
        # The action area: buttons while choosing, else what to do now.
        if not self.colony_button.visible:
            area = pygame.Rect(t.left + pad, self.action_top, t.width - 2 * pad, self.card_bottom - self.action_top)
            self._draw_instructions(surface, view, area, mine)
        # The rack.
        hidden = self.effects.hidden_slots()
        count = info.hand_count if info is not None else len(view.hand)
        heading = theme.blit_text(surface, f"Hand {count}/{HAND_LIMIT}", "bold", self.tx(14), PALETTE["mist"],
                                  (t.left + pad, self.rack_top))
        new = self.new_slots()
        if new:
            self._draw_new_legend(surface, heading, t.right - pad)
        hinted = self.hinted_items()  # once per frame, not once per tile (it searches the legal moves and the rack)
        for i in range(HAND_LIMIT):
            slot = self._slot_rect(i)
            empty = art.glow_image(self.rack_r, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.5), 255)
            surface.blit(empty, empty.get_rect(center=slot.center))
        dim = not mine
        if view.seat is None and info is not None:  # a spectator's view: the hand face down
            back = art.face_down_image(colour, self.rack_r)
            for i in range(info.hand_count):
                surface.blit(back, back.get_rect(center=self._slot_rect(i).center))
        for item, rect in self.rack_items():
            if item.kind != "hand" or ("hand", item.slot) in hidden or self.drag.is_moving(item):
                continue
            img = self.tile_img(item.code, colour, self.rack_r)
            if dim:
                img = img.copy()
                img.set_alpha(150)
            picked = self.picked(item)
            lift = -px(6) if picked else -px(4) if self.drag.item == item else 0
            if picked:
                self._draw_lifted_under(surface, rect, self.rack_r, lift)
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + lift)))
            if item in hinted:  # as many alike as the plan plays (hinted_items)
                self._draw_hint_ring(surface, self.rack_r, max(2, self.rack_r // 8), (rect.centerx, rect.centery + lift))
            if picked:
                # Picked: sand, as a picked card in Sea Scroll, steady and lifted; the hint's ring pulses.
                ring = art.glow_image(self.rack_r, PALETTE["sand"], 255, max(2, self.rack_r // 8))
                surface.blit(ring, ring.get_rect(center=(rect.centerx, rect.centery + lift)))
            if item.slot in new:
                self._draw_new_mark(surface, self.new_mark_centre(rect.move(0, lift)))
            key = self.pick_key(item)
            if mine and key is not None:
                self._draw_key_badge(surface, key[1], rect)
        # Specials, played ones gone.
        if not view.introductory:
            theme.blit_text(surface, "Specials", "bold", self.tx(14), PALETTE["mist"], (t.left + pad, self.special_top))
            specials = info.specials if info else ()
            for i, creature in enumerate(CREATURES):
                rect = self._special_rect(i)
                if creature not in specials:
                    ghost = art.glow_image(self.special_r, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.5), 255)
                    surface.blit(ghost, ghost.get_rect(center=rect.center))
                    continue
                item = RackItem("special", f"{creature}-special", i)
                if self.drag.is_moving(item):
                    continue
                img = self.tile_img(item.code, colour, self.special_r)
                if dim:
                    img = img.copy()
                    img.set_alpha(150)
                picked = self.picked(item)
                lift = -px(6) if picked else 0
                if picked:
                    self._draw_lifted_under(surface, rect, self.special_r, lift)
                centre = (rect.centerx, rect.centery + lift)
                surface.blit(img, img.get_rect(center=centre))
                if item in hinted and not picked:
                    self._draw_hint_ring(surface, self.special_r, max(2, self.special_r // 7), centre)
                if picked:
                    ring = art.glow_image(self.special_r, PALETTE["sand"], 255, max(2, self.special_r // 7))
                    surface.blit(ring, ring.get_rect(center=centre))
                key = self.pick_key(item)  # its own letter, whatever the hand holds
                if mine and key is not None:
                    self._draw_key_badge(surface, key[1], rect)
        else:
            theme.blit_paragraph(surface, "Introductory mode: no special creatures.", "italic", self.tx(13),
                                 PALETTE["mist"], pygame.Rect(t.left + pad, self.special_top, t.width - 2 * pad,
                                                              self.undo_button.rect.top - self.special_top))

    def new_mark_size(self) -> int:
        return max(9, round(self.rack_r * 0.42))

    def new_mark_centre(self, rect: pygame.Rect) -> tuple[int, int]:
        """A new tile's chevron: on the middle of its hexagon's upper-right edge, a little outside,
        like a badge on it (the key disc has the other top corner; in the corner itself a mark sat
        against the next tile's disc and seemed to be that tile's)."""
        hx, hy, r = art.tile_hex(self.rack_r)  # the hexagon as the tile's image draws it
        cx, cy = rect.left + hx, rect.top + hy
        out = 0.15 * self.new_mark_size()  # along the edge's outward normal (30 degrees above the horizontal)
        return round(cx + 0.75 * r + 0.866 * out), round(cy - 0.433 * r - 0.5 * out)

    def _draw_new_mark(self, surface, centre) -> None:
        """A tile drawn at the end of the player's last turn: a small sand chevron pointing down at
        it, quiet, as Sea Scroll's seat tokens under a changed school and Blooming Sea's rings round
        the others' new tiles; gone once the player acts. Review: it was a foam dot, Blue's own
        glyph, which a Blue rack wears at the foot of every tile (art.new_mark_image)."""
        img = art.new_mark_image(self.new_mark_size())
        surface.blit(img, img.get_rect(center=centre))

    def _draw_new_legend(self, surface, heading: pygame.Rect, right: int) -> None:
        """What the chevron means, right of "Hand n/7" where it fits (as Sea Scroll's "added a fish
        since your turn"); the pointer on a marked tile says it in full."""
        size = self.new_mark_size()
        width = theme.font("body", self.tx(13)).size("new")[0]
        if right - width - self.px(4) - size >= heading.right + self.px(10):
            r = theme.blit_text(surface, "new", "body", self.tx(13), PALETTE["mist"], (right, heading.centery),
                                "midright")
            self._draw_new_mark(surface, (r.left - self.px(4) - size // 2, r.centery))

    def _draw_hint_ring(self, surface: pygame.Surface, radius: int, width: int, centre) -> None:
        """A hinted tile's ring: the advice colour of the hint's words (playtest: coral, the colour
        of refusals, made the hint look like an error), pulsing with its space on the board so it
        is not mistaken for the player's own steady pick."""
        ring = art.glow_image(radius, theme.ADVICE, 255, width).copy()  # the cached one stays opaque
        ring.set_alpha(round(110 + 120 * self.hint_pulse()))
        surface.blit(ring, ring.get_rect(center=centre))

    def picked(self, item: RackItem) -> bool:
        """`item` was picked (by a click or its number key) and waits for a space."""
        return item == self.kb_item or (self.drag.item == item and self.drag.state == SELECTED)

    def picked_item(self) -> RackItem | None:
        if self.drag.state == SELECTED:
            return self.drag.item
        return self.kb_item

    def picked_words(self) -> str:
        """The card's words for the tile picked now (in a colony's or a reef's step)."""
        picked = self.picked_item()
        return picked_sentence(picked.code, self.kb_item is not None, self.view().phase == "reef",
                               bool(self.targets_for(picked)))

    def _draw_lifted_under(self, surface, rect: pygame.Rect, radius: int, lift: int) -> None:
        """Under a picked tile: its shadow on the tray and a glow round it, pulsing gently.
        Playtest: a pick was only a slightly thicker cream border, easily missed."""
        w, h = art.tile_size(radius)
        foot = pygame.Rect(0, 0, w, h).move_to(center=rect.center).inflate(-w // 6, -h // 4)
        theme.draw_shadow(surface, foot, radius=h // 2, blur=8, offset=(3, 8), alpha=140)
        halo = art.halo_image(radius, PALETTE["sand_hi"])
        pulse = 0.5 + 0.5 * abs(((self.clock * 1.4) % 2) - 1)
        halo.set_alpha(round(150 + 100 * pulse))
        surface.blit(halo, halo.get_rect(center=(rect.centerx, rect.centery + lift)))

    def _draw_key_badge(self, surface, key: str, rect: pygame.Rect) -> None:
        """The key that picks a tile (its slot's number, a special's letter), on a small dark disc over
        the tile's corner: at any text size it reads as a label, never as a smudge on the tile."""
        img = theme.text(key, "bold", self.badge_px(rect.height), PALETTE["foam"])
        r = max(img.get_width(), img.get_height()) // 2 + 2
        centre = (rect.left + r // 2, rect.top + r // 2)  # in the empty corner beside the hexagon
        pygame.draw.circle(surface, theme.mix(PALETTE["abyss"], PALETTE["sea"], 0.4), centre, r)
        pygame.draw.circle(surface, theme.mix(PALETTE["sea"], PALETTE["foam"], 0.25), centre, r, 1)
        surface.blit(img, img.get_rect(center=centre))

    def _draw_instructions(self, surface, view, area: pygame.Rect, mine: bool) -> None:
        px = self.px
        if self.game.is_over:
            reason = name_seats(view.end_reason, self.names)
            head, body = "Game over", reason[:1].upper() + reason[1:] + "." if reason else ""
        elif self._curtain_wait is not None:
            cur = self.game.current_player
            # The tray shows the next player's tiles face down by now: name whose points these are,
            # the mover's (playtest: after Orange bot's turn it named Chloé, the last human).
            points = f"{self.names[self._mover]}'s points" if self._mover is not None else "The points"
            head, body = "Turn over", turn_over_sentence(points, self.names[cur], not self.seats[cur].is_human)
        elif not mine:
            cur = self.game.current_player
            who = self.names[cur] if cur is not None else ""
            head = f"{who} is playing" if self.live and not self.demo_paused else f"{who} to play"
            body = self.onlooker_words("Watch the board: their tiles glide in.")
        elif view.phase in ("colony", "reef") and self.picked_item() is not None:
            # Playtest: the pick was easy to miss. The box says what is in hand and what comes next.
            head = "Research Colony" if view.phase == "colony" else "Research Reef"
            body = self.picked_words()
        elif view.phase == "colony":
            head = "Research Colony"
            if view.colony_creature and not self.confirm_button.enabled and self.confirm_button.reason:
                body = self.confirm_button.reason  # the engine's sentence: what is still needed before Confirm
            elif view.colony_creature and not any(isinstance(m, PlaceCreature) for m in self.legal()):
                # The engine offers no more tiles for it.
                both = view.colony_creature == "starfish" and view.special_placed
                body = confirm_sentence("Confirm to score both colonies" if both else "Confirm to score this colony",
                                        self.confirm_points())
            elif view.colony_creature == "starfish" and view.special_placed:
                body = confirm_sentence("Add more starfish to either colony, or Confirm to score both",
                                        self.confirm_points())
            elif view.colony_creature:
                body = confirm_sentence(f"Add more {PLURAL.get(view.colony_creature, view.colony_creature)} "
                                        "to this colony, or Confirm to score it", self.confirm_points())
            else:
                body = COLONY_HOW
        elif view.phase == "reef":
            head = "Research Reef"  # a short head: "Special turtle: Research Reef" was cut at every size
            body = TURTLE_HOW if view.turtle_bonus else REEF_HOW
        elif view.player_info[view.seat].supply_count == 0:
            head, body = "Research Reef", SUPPLY_EMPTY
        else:
            head, body = "Research Reef", DRAW_HOW
        box = area.copy()
        pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["abyss"], 0.35), box, border_radius=px(12))
        head_px = theme.fit_size(head, "bold", px(16), box.width - px(24), floor=px(12))
        head = theme.ellipsize(head, "bold", head_px, box.width - px(24))
        r = theme.blit_text(surface, head, "bold", head_px, PALETTE["sand"], (box.left + px(12), box.top + px(8)))
        room = pygame.Rect(box.left + px(12), r.bottom + px(4), box.width - px(24), box.bottom - r.bottom - px(8))
        # The biggest size at which every line is drawn (playtest: at 150% "...then Con..." was cut);
        # the layout made the card tall enough for its own sentences (tray_plan).
        size = theme.whole_size(body, "body", self.tx(14), room, px(10))
        theme.blit_paragraph(surface, body, "body", size, PALETTE["foam"], room)

    def score_anchor(self, seat: int) -> tuple[int, int]:
        """The right end of the seat's score in its row, level with its name: draw_side draws the
        score there, and the score floaters land by it."""
        row = self.seat_row(seat)
        return row.right - self.px(12), row.top + self.px(4) + self.name_h // 2

    def _draw_row_hand(self, surface, view, seat: int, row: pygame.Rect, top: int) -> None:
        """A demo's omniscient view: the seat's hand as small rack tiles along the row's foot,
        overlapping a little when seven must fit. Elsewhere the view hides other hands (None)."""
        codes = view.hands[seat] if self.demo and not self.game.is_over else None
        if not codes or not self.row_hand_r:  # (no room for them: see SeagrassTable.layout)
            return
        px = self.px
        r = self.row_hand_r
        w, h = art.tile_size(r)
        left, room = row.left + px(46), row.right - px(8) - (row.left + px(46))
        step = min(w, (room - w) / max(1, HAND_LIMIT - 1))
        y = min(top, row.bottom - px(2) - h)
        for i, code in enumerate(codes):
            surface.blit(self.tile_img(code, self.colours[seat], r), (round(left + i * step), y))

    def draw_side(self, surface) -> None:
        view = self.view()
        p = self.players_panel
        px = self.px
        theme.draw_panel(surface, p, PALETTE["sea"], radius=px(14))
        pad = px(14)
        theme.blit_text(surface, "Players", "panel_title", px(18), PALETTE["sand"], (p.left + pad, p.top + pad))
        current = self.game.current_player
        for seat, cfg in enumerate(self.seats):
            row = self.seat_row(seat)
            if seat == current and not self.game.is_over:
                pygame.draw.rect(surface, PALETTE["sea_hi"], row, border_radius=px(10))
                pygame.draw.rect(surface, PALETTE["sand"], (row.left, row.top + 6, 4, row.height - 12), border_radius=2)
            score_x, name_y = self.score_anchor(seat)
            detail_y = row.top + px(4) + self.name_h + self.detail_h // 2
            theme.draw_token(surface, cfg.colour, (row.left + px(24), name_y), px(13))
            info = view.player_info[seat]
            score = view.scores[seat]
            score_txt = str(score) if score is not None else "?"
            # A secret score's "?" is quieter than a score, yet legible (mist, not dim).
            score_img = theme.text(score_txt, "title", px(22), PALETTE["sand"] if score is not None else PALETTE["mist"])
            surface.blit(score_img, score_img.get_rect(midright=(score_x, name_y)))
            name_w = row.width - px(60) - score_img.get_width() - px(16)
            theme.blit_text(surface, theme.ellipsize(cfg.name, "bold", px(16), name_w), "bold", px(16),
                            PALETTE["foam"], (row.left + px(46), name_y), "midleft")
            size = max(px(17), 17)  # an icon under 17 px is a smudge in a small window
            icons_w = 0 if view.introductory else 4 * size + px(8)
            detail_w = row.width - px(58) - icons_w
            # Big text: a little smaller, then abbreviated, before anything is cut.
            for detail in (f"Hand {info.hand_count} · Supply {info.supply_count}",
                           f"Hand {info.hand_count} · Sup. {info.supply_count}"):
                detail_px = theme.fit_size(detail, "body", self.tx(14), detail_w, floor=self.px(11))
                if theme.font("body", detail_px).size(detail)[0] <= detail_w:
                    break
            # No supply left: this player's hand running out ends the game, so the line warns.
            warn = info.supply_count == 0 and not self.game.is_over
            theme.blit_text(surface, theme.ellipsize(detail, "body", detail_px, detail_w), "body",
                            detail_px, PALETTE["coral_hi"] if warn else PALETTE["mist"],
                            (row.left + px(46), detail_y), "midleft")
            # Specials still beside the player (played ones gone).
            if not view.introductory:
                x = row.right - px(12) - 4 * size
                for creature in CREATURES:
                    cx, cy = x + size // 2, detail_y
                    if creature in info.specials:
                        icon = art.creature_icon(creature, size, art.CREAM, PALETTE["ink"],
                                                 theme.mix(theme.player_rgb(cfg.colour), PALETTE["ink"], 0.5))
                        surface.blit(icon, icon.get_rect(center=(cx, cy)))
                    else:
                        pygame.draw.aacircle(surface, PALETTE["dim"], (cx, cy), max(2, size // 8))
                    x += size
            if view.discovery:
                x = row.left + px(46)
                for i, creature in enumerate(CREATURES):
                    n = info.discovery[i]
                    if not n:
                        continue
                    img = art.token_image(creature, px(8))
                    token_y = detail_y + self.detail_h // 2 + px(9)
                    surface.blit(img, img.get_rect(midleft=(x, token_y)))
                    x += img.get_width() + px(2)
                    if n > 1:
                        r = theme.blit_text(surface, f"×{n}", "bold", self.tx(12), PALETTE["foam"], (x, token_y),
                                            "midleft")
                        x = r.right + px(4)
                    x += px(4)
            below = detail_y + self.detail_h // 2  # under the line, and its discovery tokens
            self._draw_row_hand(surface, view, seat, row,
                                below + (max(px(14), self.line_h("bold", 12)) + px(2) if view.discovery else 0))
        # Antlers left, and whose scores are secret.
        y = p.bottom - self.footer_h // 2 - px(2)
        icon = art.antler_image(px(22))
        surface.blit(icon, icon.get_rect(midleft=(p.left + pad, y)))
        last = view.antlers_left <= 1 and not self.game.is_over  # the next scored reef may end the game
        r = theme.blit_text(surface, f"{view.antlers_left} antler{'s' if view.antlers_left != 1 else ''} left",
                            "bold", self.tx(14), PALETTE["coral_hi"] if last else PALETTE["foam"],
                            (p.left + pad + px(28), y), "midleft")
        if None in view.scores:  # a demo sees every score: nothing secret to say
            note = "Scores are secret"
            note_w = theme.font("italic", self.tx(13)).size(note)[0]
            at = None
            if r.right + px(12) + note_w <= p.right - pad:  # beside the antlers when it fits...
                at = (p.right - pad, y)
            else:  # ...else beside the panel's title (at 150% it was simply left out; playtest)
                title_right = p.left + pad + theme.font("panel_title", px(18)).size("Players")[0]
                if title_right + px(12) + note_w <= p.right - pad:
                    at = (p.right - pad, p.top + pad + self.line_h("panel_title", 18) // 2)
            if at is not None:
                theme.blit_text(surface, note, "italic", self.tx(13), PALETTE["mist"], at, "midright")
        self.log_panel.draw(surface)
