"""Number Capture: capture from a shared list, never next to the last captured number."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render


class NumberCaptureCog(GameCog, name="Number Capture"):
    slug = "number-capture"
    words = render.BoardWords(verb="capture", done="captured", owned="captures",
                              blocked="next to the last captured number")
    normal_end = "{winner} captured the last number and wins!"
    summary = "Capture numbers from a shared list. Whoever captures the last number wins."
    rules_text = (
        "• The shared list holds the numbers from 1 to N (9 unless you set `size`).\n"
        "• The first capture may be any number. After that you may not capture a number "
        "next to the last number captured by either player.\n"
        "• Whoever captures the last remaining number wins."
    )
    decisions = (
        "If you have no legal capture you pass, and the restriction is lifted for your "
        "opponent's next capture (as on the first turn), so every game ends."
    )
