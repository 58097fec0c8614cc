"""Number Circle Duel: take a number next to the last one taken, around a circle.

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-circle-duel``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class CircleDuelCog(GameCog, name="Number Circle Duel"):
    slug = "circle-duel"
    words = render.BoardWords("circle-duel")
