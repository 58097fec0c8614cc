"""Number Circle Duel: take a number next to the last one taken, around a circle.

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-circle-duel``); its
name, rules and end line are the rules' (rules.ftl). Under the position the board draws the
circle itself (`ring_text`): the numbers in ring order, the last number in the middle
between its two neighbours, so that the largest number next to 1 shows."""

from __future__ import annotations

import rules
from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import t
from rules.circle import neighbours


def ring_text(state: rules.State) -> str:
    """'Around the circle: 5 · 6 · 7 · 8 · **9** · __**10**__ · **1** · ~~2~~ · 3 · 4, then 5
    again. 10 sits between 9 and 1.' The last number underlined, its neighbours in bold, the
    other numbers taken struck through; before the first move, from 1 around."""
    size = state.size
    taken = state.numbers
    if not taken:
        ring = list(range(1, size + 1))
        return t("board-circle", ring=" · ".join(map(str, ring)), first=ring[0])
    last = taken[-1]
    left, right = neighbours(last, size)
    # The last number in the middle: number i of the ring is ``last`` moved i - size // 2.
    ring = [(last - 1 - size // 2 + i) % size + 1 for i in range(size)]

    def shown(number: int) -> str:
        if number == last:
            return f"__**{number}**__"
        text = f"**{number}**" if number in (left, right) else str(number)
        return f"~~{text}~~" if number in taken else text

    return t("board-circle-last", ring=" · ".join(shown(n) for n in ring), first=ring[0],
             last=last, left=left, right=right)


class CircleDuelCog(GameCog, name="Number Circle Duel"):
    slug = "circle-duel"
    words = render.BoardWords("circle-duel")

    def note(self, state: rules.State) -> str | None:
        """The circle, under the position."""
        return ring_text(state)
