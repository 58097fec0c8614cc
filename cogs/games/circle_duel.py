"""Number Circle Duel: take a number next to the last one taken, around a circle."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class CircleDuelCog(GameCog, name="Number Circle Duel"):
    slug = "circle-duel"
    words = render.BoardWords(verb="take", done="taken", blocked="not next to the last number")
    summary = "Take numbers around a circle, each next to the last one taken. Last to move wins."
    rules_text = (
        "• The numbers from 1 to N (10 unless you set `size`) sit in a circle: 1 is next to 2 "
        "and to N.\n"
        "• The first move may take any number; after that you must take a free number next "
        "to the last number taken.\n"
        "• If you cannot move on your turn, you lose."
    )
    decisions = (
        "A taken number leaves a gap: the circle does not close up. So every game lasts "
        "exactly N moves, and the size alone decides the winner: with an even N the second "
        "player wins, with an odd N the first. So a Circle Duel is for fun: the board says "
        "who wins before anyone accepts, and the result changes no rating."
    )
