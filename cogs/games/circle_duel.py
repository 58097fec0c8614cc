"""Number Circle Duel: take a number next to the last one taken, around a circle."""

from __future__ import annotations

from cogs import render
from cogs.games.base import GameCog


class CircleDuelCog(GameCog, name="Number Circle Duel"):
    slug = "circle-duel"
    words = render.BoardWords(verb="take", done="taken", blocked="not next to the last number")
    summary = "Take numbers around a circle, each next to the last one taken. Last to move wins."
    rules_text = (
        "• The numbers 1..N (default 10) sit in a circle: 1 is next to 2 and to N.\n"
        "• The first move may take any number; after that you must take a free number next "
        "to the last number taken.\n"
        "• If you cannot move on your turn, you lose."
    )
    decisions = (
        "A taken number leaves a gap: the circle does not close up. So every game lasts "
        "exactly N moves and the parity of N decides the winner (even N: Player 2 wins, odd "
        "N: Player 1). We tell you rather than hide it; choose `first` wisely."
    )
