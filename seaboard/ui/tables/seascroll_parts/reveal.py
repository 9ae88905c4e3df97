"""The Reveal: species by species in ascending value, everyone's fish fly face up to the table.

The engine's SpeciesScored events (or, for a game loaded already over, its
outcomes()) give the counts, the changes and the running totals; this scene
only shows them: the winners' cards glow with +value, the others' turn
sideways with -value, and the totals tick. Skip jumps to the end; then the
results show the same numbers as a table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from seaboard.engine.seascroll import events as ev
from seaboard.engine.seascroll.species import SPECIES
from seaboard.ui.anim import tween
from seaboard.ui.input.held_keys import HeldKeys
from seaboard.ui.render import theme
from seaboard.ui.render.theme import PALETTE
from seaboard.ui.scenes.common import WidgetScene
from seaboard.ui.scenes.results import widest_name
from seaboard.ui.tables.seascroll_parts import cards, paint
from seaboard.ui.tables.seascroll_parts.layout import taller
from seaboard.ui.tables.seascroll_parts.results import NUMBERS
from seaboard.ui.widgets.button import Button

ARRIVE_SECONDS = 0.45
# In a demo the Reveal moves on by itself: the final totals stay this long (at 1x) before the results.
DEMO_HOLD_SECONDS = 3.0
VERDICT_SECONDS = 0.35
PAUSE_SECONDS = 0.55
NAME_PX, NAME_PX_LEAST = 17, 14  # a player's name in its row, and the least it shrinks to before it is cut
CAPTION_LEAST_PX = 13  # the least the caption shrinks to before its second line is cut
MIN_COLUMN = 80  # the least a fish column is left for a long name (its fan of cards still reads)


@dataclass
class Step:
    species: int
    counts: tuple[int, ...]
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    arrive: float = 0.0  # 0..1: the cards flying in
    verdict: float = 0.0  # 0..1: glow / turning sideways


def reveal_steps(table) -> list[Step]:
    """The Reveal as the engine told it (its events), or from its outcomes when no events were seen."""
    steps = [Step(e.species, e.counts, e.deltas, e.totals) for e in getattr(table, "reveal_events", [])
             if isinstance(e, ev.SpeciesScored)]
    if steps:
        return steps
    totals = [0] * table.game.players
    for out in table.game.outcomes():
        for seat, d in enumerate(out.deltas):
            totals[seat] += d
        steps.append(Step(out.species, out.counts, out.deltas, tuple(totals)))
    return steps


class RevealScene(WidgetScene):
    name = "reveal"
    is_overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.steps = reveal_steps(table)
        self.shown = [0.0] * table.game.players  # running totals as displayed (they tick)
        self.current = -1
        self.timeline = tween.Timeline()
        self._still_key = None
        self.skip = Button("Skip", self.skip_or_continue, style="secondary")
        self.focus.set([self.skip])
        self.focus.focus(self.skip)
        self.held = HeldKeys()  # an Enter held through the last move must not skip the whole show
        self.finished = False
        # A demo's Reveal plays at the demo's speed and then goes on to the results by itself;
        # in the attract loop nobody is at the screen to press Skip: any key or click leaves the loop.
        self.demo = table.demo_state if table.demo else None
        self.attract = self.demo is not None and self.demo.attract
        self.skip.visible = not self.attract
        self.hold_left = DEMO_HOLD_SECONDS
        self.layout(app.size)
        self._play()

    # -- the show ----------------------------------------------------------------
    def _play(self) -> None:
        parts: list[tween.Animation] = [tween.Delay(0.3)]
        for i, step in enumerate(self.steps):
            parts.append(tween.Call(lambda i=i: self._begin(i)))
            parts.append(tween.Tween(step, ARRIVE_SECONDS, "out_cubic", arrive=1.0))
            parts.append(tween.Call(lambda i=i: self._judge(i)))
            parts.append(tween.Tween(step, VERDICT_SECONDS, "out_back", verdict=1.0))
            parts.append(tween.Delay(PAUSE_SECONDS if any(step.counts) else 0.05))
        parts.append(tween.Call(self._done))
        self.timeline.play(tween.Sequence(*parts))

    def _begin(self, i: int) -> None:
        self.current = i

    def _judge(self, i: int) -> None:
        # Each holder's +/- value pops in under their cards (drawn with them): flying score
        # pop-ups crossed the cards and said each value twice (playtest).
        step = self.steps[i]
        target = {f"s{seat}": float(t) for seat, t in enumerate(step.totals)}
        holder = {f"s{seat}": v for seat, v in enumerate(self.shown)}

        def tick(h):
            for seat in range(len(self.shown)):
                self.shown[seat] = h[f"s{seat}"]

        self.timeline.play(tween.Tween(holder, VERDICT_SECONDS + 0.2, "out_cubic", on_update=tick, **target),
                           replace=False)

    def _done(self) -> None:
        self.finished = True
        self.table.release_reveal_log()  # the log (and a demo's caption) may say it all now
        self.current = len(self.steps)
        if self.steps:
            self.shown = [float(t) for t in self.steps[-1].totals]
        self.skip.label = "See the results"
        self.skip.style = "primary"

    def handle(self, event):
        if self.attract and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            from seaboard.ui.scenes.demo import attract_key
            from seaboard.ui.scenes.menu import MenuScene

            step = attract_key(event)
            if step is None:
                self.app.reset(MenuScene(self.app))
            elif step:
                self.table.demo_faster(step)
            return True
        if self.held.swallows(event):
            return True
        return super().handle(event)

    def skip_or_continue(self) -> None:
        if not self.finished:
            self.finished = True
            self.timeline.finish_all()
            self.table.release_reveal_log()
            return
        self.app.replace(self.table.results_card())

    def back(self) -> None:
        self.skip_or_continue()

    # -- layout ------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        w, h = size
        # Below the table's header, so the header is never cut through (its buttons wait under the dim).
        top = self.table.header.bottom + self.px(8)
        room = h - top - self.px(16)
        self.panel = pygame.Rect(0, 0, min(w - self.px(48), self.px(1180)), min(room, self.px(740)))
        self.panel.midtop = (w // 2, top + (room - self.panel.height) // 2)
        p = self.panel
        self.total_w = self.px(110)
        cols = max(1, len(self.steps))
        # The names' column as wide as the longest name asks (playtest: "Bartholom…" at 1920x1080,
        # whole on the results card after), as long as each fish column keeps room for its cards.
        names = [seat.name for seat in self.table.seats]
        lead, gap = self.px(42), self.px(10)  # the token before a name; a gap before the cards
        spare = p.width - self.px(48) - self.total_w - cols * self.px(MIN_COLUMN)
        wanted = lead + widest_name(names, self.px(NAME_PX)) + gap
        self.name_w = max(self.px(190), min(wanted, spare))
        # Where even that is too narrow, the names shrink a little before any is cut.
        self.name_px = min((theme.fit_size(n, "bold", self.px(NAME_PX), self.name_w - lead - gap,
                                           floor=self.px(NAME_PX_LEAST)) for n in names), default=self.px(NAME_PX))
        self.col_w = (p.width - self.px(48) - self.name_w - self.total_w) / cols
        # Each column's heading: the fish, its value and its name (playtest: a new player could
        # not tell what the "7" column was), under the caption at any text size.
        self.layout_caption()
        self.head_y = self.caption_box.bottom + self.px(6)
        self.species_px, self.species_names = cards.column_names(
            tuple(step.species for step in self.steps), round(self.col_w) - self.px(8), self.px(14))
        self.value_y = self.head_y + self.px(31)
        self.species_y = self.value_y + theme.font(NUMBERS, self.px(16)).get_linesize() - self.px(2)
        self.species_line = theme.font("bold", self.species_px).get_linesize()
        lines = max(map(len, self.species_names.values()), default=1)
        top = self.species_y + self.species_line * lines + self.px(6)
        self.grid = pygame.Rect(p.left + self.px(24), top, p.width - self.px(48), p.bottom - self.px(92) - top)
        self.row_h = self.grid.height / max(1, self.table.game.players)
        # As big as the column allows with a fan of three and its badge (small cards read poorly).
        self.delta_grown = taller(NUMBERS, self.px(15))  # what each holder's +/- under their cards grows by
        self.card_w = max(18, min(round(self.col_w * 0.58),
                                  round((self.row_h - self.px(30) - self.delta_grown) / cards.CARD_RATIO)))
        bw, bh = self.px(220), self.px(50)
        self.skip.rect = pygame.Rect(0, 0, bw, bh)
        self.skip.rect.midbottom = (p.centerx, p.bottom - self.px(24))
        self.skip.px = self.px(19)

    def captions(self) -> list[str]:
        """Every line the Reveal's caption says, from its start to its end."""
        return [self.intro(), *(self.step_caption(step) for step in self.steps)]

    def layout_caption(self) -> None:
        """The caption's box under the title: one line, or two where the longest scoring line needs
        them (playtest: long names cut it short with "…"), a little smaller before any is cut."""
        p = self.panel
        width = p.width - self.px(60)
        captions = self.captions()
        size = self.px(16)
        while size > self.px(CAPTION_LEAST_PX) and any(len(theme.wrap(c, "body", size, width)) > 2 for c in captions):
            size -= 1
        lines = min(2, max(len(theme.wrap(c, "body", size, width)) for c in captions))
        self.caption_px = size
        self.caption_box = pygame.Rect(p.left + self.px(30), p.top + self.px(70), width,
                                       lines * theme.line_step("body", size, 1.2))

    def intro(self) -> str:
        if self.table.game.options.get("regal_tang"):
            return "Smallest value first: the most gains, the rest lose; a single Regal Tang counts 4 more (variant)."
        return "Each species in turn, smallest value first: the most gains its value, every other holder loses it."

    def cell(self, seat: int, col: int) -> pygame.Rect:
        return pygame.Rect(round(self.grid.left + self.name_w + col * self.col_w), round(self.grid.top + seat * self.row_h),
                           round(self.col_w), round(self.row_h))

    # -- per frame -----------------------------------------------------------------
    def update(self, dt):
        if self.demo is None:
            self.timeline.update(dt)
            return
        self.timeline.update(dt * self.demo.speed)
        if self.finished and self.app.top is self:
            self.hold_left -= dt * self.demo.speed
            if self.hold_left <= 0:
                self.app.replace(self.table.final_card())

    def rows(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.grid.left, round(self.grid.top + seat * self.row_h), self.grid.width,
                            round(self.row_h) - self.px(6)) for seat in range(self.table.game.players)]

    def draw(self, surface):
        # Everything but the column being scored and the ticking totals is a still picture,
        # redrawn only when the Reveal moves on to the next species.
        key = (surface.get_size(), self.current, self.finished)
        if key != self._still_key:
            self.draw_still(surface)
            self._still = surface.copy()
            self._still_key = key
        else:
            surface.blit(self._still, (0, 0))
        rows = self.rows()
        for seat, row in enumerate(rows):
            total = round(self.shown[seat])
            text = theme.number_text(total, signed=True)
            theme.blit_text(surface, text, NUMBERS, self.px(26), PALETTE["sand"],
                            (self.grid.right - self.total_w // 2, row.centery), "center")
            if 0 <= self.current < len(self.steps) and not self.finished:
                self.draw_cell(surface, seat, self.current, self.steps[self.current], row)
        self.draw_legend(surface)
        self.draw_widgets(surface)
        if self.attract:  # where Skip is elsewhere: whose show this is, its speed and the way out
            text = f"Demo · speed {self.demo.speed:g}× · press any key for the menu"
            size = theme.fit_size(text, "bold", self.px(18), self.panel.right - self.px(24) - self.skip.rect.left,
                                  floor=self.px(12))
            theme.blit_text(surface, text, "bold", size, PALETTE["sand"], self.skip.rect.midleft, "midleft")

    LEGEND = "Upright cards gain their value; cards turned sideways lose it."

    def draw_legend(self, surface) -> None:
        """What an upright and a turned card mean, beside Skip (a turned "8" read as a glitch)."""
        p = self.panel
        box = pygame.Rect(p.left + self.px(24), self.skip.rect.top - self.px(4),
                          self.skip.rect.left - self.px(24) - (p.left + self.px(24)), self.skip.rect.height + self.px(8))
        size = theme.paragraph_size(self.LEGEND, "italic", max(13, self.px(15)), box, self.px(10))
        height = theme.paragraph_height(self.LEGEND, "italic", size, box.width)
        theme.blit_paragraph(surface, self.LEGEND, "italic", size, PALETTE["mist"],
                             box.inflate(0, -max(0, box.height - height)))  # centred beside Skip

    def draw_still(self, surface) -> None:
        theme.dim(surface, 170)
        p = self.panel
        theme.draw_panel(surface, p, PALETTE["sea"], radius=self.px(24))
        theme.blit_text(surface, "The Reveal", "title", self.px(40), PALETTE["sand"], (p.centerx, p.top + self.px(18)),
                        "midtop")
        sub = self.intro()
        if 0 <= self.current < len(self.steps) and not self.finished:
            sub = self.step_caption(self.steps[self.current])
        colour = PALETTE["sand_hi"] if 0 <= self.current < len(self.steps) and not self.finished else PALETTE["mist"]
        theme.blit_paragraph(surface, sub, "body", self.caption_px, colour, self.caption_box, line_gap=1.2,
                             align="center")
        head_y = self.head_y
        rows = self.rows()
        for row in rows:
            pygame.draw.rect(surface, theme.mix(PALETTE["sea"], PALETTE["deep"], 0.35), row,
                             border_radius=self.px(12))
        for col, step in enumerate(self.steps):
            c = self.cell(0, col)
            if col == self.current:
                band = pygame.Rect(c.left + 2, head_y - self.px(6), c.width - 4,
                                   self.grid.bottom - head_y + self.px(4))
                theme.draw_panel(surface, band, theme.mix(PALETTE["sea_hi"], PALETTE["sand"], 0.10),
                                 radius=self.px(12), shadow=False, alpha=150)
            art = cards.fish_art(step.species, self.px(54), self.px(30))
            surface.blit(art, art.get_rect(midtop=(c.centerx, head_y)))
            colour = PALETTE["sand"] if col <= self.current else PALETTE["dim"]
            theme.blit_text(surface, f"{step.species}", NUMBERS, self.px(16), colour,
                            (c.centerx, self.value_y), "midtop")
            for n, line in enumerate(self.species_names[step.species]):
                theme.blit_text(surface, line, "bold", self.species_px,
                                PALETTE["mist"] if col <= self.current else PALETTE["dim"],
                                (c.centerx, self.species_y + n * self.species_line), "midtop")
        theme.blit_text(surface, "Score", "bold", self.px(15), PALETTE["mist"],
                        (self.grid.right - self.total_w // 2, self.value_y), "midtop")
        for seat, row in enumerate(rows):
            cfg = self.table.seats[seat]
            theme.draw_token(surface, cfg.colour, (row.left + self.px(22), row.centery), self.px(13))
            name = theme.ellipsize(cfg.name, "bold", self.name_px, self.name_w - self.px(52))
            theme.blit_text(surface, name, "bold", self.name_px, PALETTE["foam"], (row.left + self.px(42), row.centery),
                            "midleft")
            for col, step in enumerate(self.steps):
                if col != self.current or self.finished:
                    self.draw_cell(surface, seat, col, step, row)

    def draw_cell(self, surface, seat: int, col: int, step: Step, row: pygame.Rect) -> None:
        count = step.counts[seat]
        if not count or step.arrive <= 0:
            return
        c = self.cell(seat, col)
        c.height = row.height
        w = self.card_w
        h = round(w * cards.CARD_RATIO)
        won = step.deltas[seat] > 0
        shown = min(count, 3)
        fan = max(2, w // 6)
        # The cards fly in from the player's name.
        start = pygame.Vector2(row.left + self.px(30), row.centery - h / 2)
        label_h = self.px(16) + self.delta_grown  # the +/- value sits under the cards
        end = pygame.Vector2(c.centerx - (w + fan * (shown - 1)) / 2, c.top + (c.height - label_h - h) / 2)
        pos = start.lerp(end, max(0.0, min(1.0, step.arrive)))
        v = max(0.0, min(1.0, step.verdict))
        if won and v > 0:
            halo = cards.glow(w + fan * (shown - 1), h, PALETTE["sand_hi"], max(8, w // 3))
            if v < 1:
                halo = halo.copy()
                halo.set_alpha(round(255 * v))
            pad = (halo.get_width() - (w + fan * (shown - 1))) // 2
            surface.blit(halo, (pos.x - pad, pos.y - pad))
        for i in range(shown):
            # Only the top card writes its value: the sliver of a "10" showing behind another read
            # "110" (playtest).
            top = i == shown - 1
            img = cards.face(step.species, w, top)
            if not won and v > 0:
                img = cards.turned(step.species, w, 90 * v, top) if v < 1 else cards.sideways(step.species, w, top)
            rect = img.get_rect(center=(round(pos.x + i * fan + w / 2), round(pos.y + h / 2)))
            cards.draw_card(surface, img, rect, shadow=i == 0)
        if count > 1:  # on the top card, even turned; turned, just above its corner, off its name
            lift = round(self.px(7) * v) if not won and v > 0 else 0  # (playtest: it hid "Butterflyfish"'s h)
            paint.badge(surface, count, (rect.right, rect.top + self.px(4) - lift), self.px(12))
        if v > 0:
            delta = step.deltas[seat]
            colour = PALETTE["sand_hi"] if delta > 0 else PALETTE["coral_hi"]
            img = theme.text(theme.number_text(delta, signed=True), NUMBERS, self.px(15), colour)
            # Right under the cards as they end up, upright or turned (a tall row would leave it
            # far below them at the row's foot); it pops in as the verdict plays (v overshoots 1).
            final_h = h if won else w
            y = min(round(pos.y + (h + final_h) / 2) + self.px(4), c.bottom - self.px(16) - self.delta_grown)
            home = img.get_rect(midtop=(c.centerx, y))
            if abs(v - 1) > 0.01:
                scale = 0.5 + 0.5 * v
                img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * scale)),
                                                         max(1, round(img.get_height() * scale))))
                img.set_alpha(round(255 * min(1.0, v * 2)))
            surface.blit(img, img.get_rect(center=home.center))

    def step_caption(self, step: Step) -> str:
        """The species being scored, in words, from the engine's counts and changes."""
        head = f"{SPECIES[step.species]} ({step.species})"
        held = [(seat, c) for seat, c in enumerate(step.counts) if c]
        if not held:
            return f"{head}: nobody holds any."
        most = max(c for _, c in held)
        names = self.table.names
        changes = ", ".join(f"{names[seat]} {theme.number_text(step.deltas[seat], signed=True)}" for seat, _ in held)
        return f"{head} · the most held: {most} · {changes}"

    def species_name(self, species: int) -> str:
        return SPECIES[species]
