"""Number Capture: capture from a shared list, never next to the last captured number.

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-number-capture``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class NumberCaptureCog(GameCog, name="Number Capture"):
    slug = "number-capture"
    words = render.BoardWords("number-capture")
