"""Non-Consecutive: claim numbers on a line; the numbers at the `forbid` distances of every
claim become unavailable; a turn may be several claims (`claims`: the turn line says how
many are left, `LineGameCog`).

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-non-consecutive``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from cogs.game_cog import LineGameCog
from cogs.ui import render


class NonConsecutiveCog(LineGameCog, name="Non-Consecutive"):
    slug = "non-consecutive"
    words = render.BoardWords("non-consecutive")
