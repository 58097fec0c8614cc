"""Number Chain: extend a chain by ±1, double or half, never reusing a number.

Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-number-chain``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class NumberChainCog(GameCog, name="Number Chain"):
    slug = "number-chain"
    words = render.BoardWords("number-chain")
