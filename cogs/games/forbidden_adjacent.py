"""Forbidden Adjacent: claims are tracked per player; numbers at a `forbid` distance become
forbidden."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class ForbiddenAdjacentCog(GameCog, name="Forbidden Adjacent"):
    slug = "forbidden-adjacent"
    words = render.BoardWords(verb="claim", done="claimed", owned="claims", blocked="forbidden")
    summary = "Claim numbers; the numbers next to every claim are forbidden. Last to claim wins."
    rules_text = (
        "• The line runs from 1 to N (9 unless you set `size`). Each player's claims have "
        "their own colour on the board.\n"
        "• On your turn claim a number that is neither claimed nor forbidden. The numbers at "
        "a `forbid` distance from it (1 unless you set it: the two next to it) become "
        "forbidden.\n"
        "• If you cannot claim anything on your turn, you lose."
    )
    decisions = (
        "The card's variations are options: a longer line (`size`, up to 25) and a wider "
        "forbidden range (`forbid:1,2` forbids the two numbers on each side)."
    )
