"""Forbidden Adjacent: claims are tracked per player; numbers at the `forbid` distances of
a claim become forbidden; a turn may be several claims (`claims`: the turn line says how
many are left, `LineGameCog`).

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-forbidden-adjacent``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from cogs.game_cog import LineGameCog
from cogs.ui import render


class ForbiddenAdjacentCog(LineGameCog, name="Forbidden Adjacent"):
    slug = "forbidden-adjacent"
    words = render.BoardWords("forbidden-adjacent")
