"""Number Capture: capture from a shared list, never next to the last captured number.

Its texts are in i18n/locales/<language>/board.ftl: the legend's verbs
(``board-legend-*-number-capture``) and its rules (``board-rules-number-capture-*``)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import Text


class NumberCaptureCog(GameCog, name="Number Capture"):
    slug = "number-capture"
    words = render.BoardWords("number-capture")
    normal_end = "number-capture"  # its Result when played out
    summary = Text("board-rules-number-capture-summary")
    rules_text = Text("board-rules-number-capture-text")
    decisions = Text("board-rules-number-capture-decisions")
