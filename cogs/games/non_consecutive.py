"""Non-Consecutive: claim numbers on a line; the neighbours of every claim become unavailable.

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-non-consecutive``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class NonConsecutiveCog(GameCog, name="Non-Consecutive"):
    slug = "non-consecutive"
    words = render.BoardWords("non-consecutive")
