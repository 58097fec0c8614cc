"""Non-Consecutive: claim numbers on a line; the neighbours of every claim become unavailable.

Its texts are in i18n/locales/<language>/board.ftl: the legend's verbs
(``board-legend-*-non-consecutive``) and its rules (``board-rules-non-consecutive-*``)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import Text


class NonConsecutiveCog(GameCog, name="Non-Consecutive"):
    slug = "non-consecutive"
    words = render.BoardWords("non-consecutive")
    summary = Text("board-rules-non-consecutive-summary")
    rules_text = Text("board-rules-non-consecutive-text")
    decisions = Text("board-rules-non-consecutive-decisions")
