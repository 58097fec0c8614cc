"""Number Circle Duel: take a number next to the last one taken, around a circle.

Its texts are in i18n/locales/<language>/board.ftl: the legend's verbs
(``board-legend-*-circle-duel``) and its rules (``board-rules-circle-duel-*``)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import Text


class CircleDuelCog(GameCog, name="Number Circle Duel"):
    slug = "circle-duel"
    words = render.BoardWords("circle-duel")
    summary = Text("board-rules-circle-duel-summary")
    rules_text = Text("board-rules-circle-duel-text")
    decisions = Text("board-rules-circle-duel-decisions")
