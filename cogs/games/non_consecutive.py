"""Non-Consecutive: claim numbers on a line; the neighbours of every claim become unavailable."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class NonConsecutiveCog(GameCog, name="Non-Consecutive"):
    slug = "non-consecutive"
    words = render.BoardWords(verb="select", done="selected",
                              blocked="next to a selected number")
    summary = "Pick numbers that are not next to any picked number. Last to pick wins."
    rules_text = (
        "• The line runs from 1 to N (20 unless you set `size`).\n"
        "• On your turn pick an available number. The two numbers next to it become "
        "unavailable for both players (with `forbid:1,3`, those 1 and 3 away).\n"
        "• With `claims:2` or `claims:3` your turn is that many picks, one at a time.\n"
        "• If you have no number left to pick on your turn, you lose."
    )
    decisions = (
        "The same idea as Forbidden Adjacent on a longer line, without per-player colours, "
        "and with the same options (`forbid`, `claims`). Who moves first is a coin toss "
        "unless the challenger picks `first`."
    )
