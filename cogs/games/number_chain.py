"""Number Chain: extend a chain by ±1, double or half, never reusing a number.

Its texts are in i18n/locales/<language>/board.ftl: the legend's verbs
(``board-legend-*-number-chain``) and its rules (``board-rules-number-chain-*``)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import Text


class NumberChainCog(GameCog, name="Number Chain"):
    slug = "number-chain"
    words = render.BoardWords("number-chain")
    summary = Text("board-rules-number-chain-summary")
    rules_text = Text("board-rules-number-chain-text")
    decisions = Text("board-rules-number-chain-decisions")
