"""Number Chain: extend a chain by ±1, double or half, never reusing a number."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class NumberChainCog(GameCog, name="Number Chain"):
    slug = "number-chain"
    words = render.BoardWords(verb="add", done="in the chain",
                              blocked="not one more, one less, double or half of the last number")
    summary = ("Extend the chain with one more, one less, double or half of the last number. "
               "Last to move wins.")
    rules_text = (
        "• The chain starts with one number from 1 to N (9 unless you set `size`).\n"
        "• On your turn add an unused number that is one more, one less, double or half of "
        "the last number in the chain.\n"
        "• If you cannot extend the chain on your turn, you lose."
    )
    decisions = (
        "The start number is the challenger's `start` or drawn at random; it counts as used. "
        "The first player adds the first number after it."
    )
