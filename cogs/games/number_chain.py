"""Number Chain: extend a chain by ±1, double or half, never reusing a number.

Each match draws its start when the challenger leaves it out, so /analyze (and the verdict
/config variant-add shows) has nothing to say until a start is chosen (`undecided`).
Its board's legend speaks the card's verb (board.ftl's ``board-legend-*-number-chain``); its
name, rules and end line are the rules' (rules.ftl)."""

from __future__ import annotations

from collections.abc import Mapping

from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import Text


class NumberChainCog(GameCog, name="Number Chain"):
    slug = "number-chain"
    words = render.BoardWords("number-chain")

    def undecided(self, options: Mapping[str, int]) -> Text | None:
        """Without a start, each match draws its own: no single verdict."""
        if "start" in options:
            return None
        return Text("analysis-start-missing", game=self.game.name)
