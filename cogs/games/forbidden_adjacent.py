"""Forbidden Adjacent: claims are tracked per player; numbers at the `forbid` distances of
a claim become forbidden; a turn may be several claims (`claims`)."""

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
        "• On your turn claim a number that is neither claimed nor forbidden. The numbers "
        "next to it become forbidden (with `forbid:1,3`, those 1 and 3 away).\n"
        "• With `claims:2` or `claims:3` your turn is that many claims, one at a time; "
        "each claim forbids numbers at once, for your next claim too.\n"
        "• If you cannot claim anything on your turn, you lose."
    )
    decisions = (
        "The card's variations are options: a longer line (`size`, up to 25), your own "
        "forbidden rule (`forbid`: distances from 1 to 5, like `1,2` for the two numbers on "
        "each side) and several claims a turn (`claims`). Some combinations cap `size` so "
        "every position stays solved exactly; the refusal says the cap."
    )
