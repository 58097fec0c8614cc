"""Forbidden Adjacent: claims are tracked per player; numbers at the `forbid` distances of
a claim become forbidden; a turn may be several claims (`claims`).

Its texts are in i18n/locales/<language>/board.ftl: the legend's verbs
(``board-legend-*-forbidden-adjacent``) and its rules (``board-rules-forbidden-adjacent-*``)."""

from __future__ import annotations

from cogs.game_cog import GameCog
from cogs.ui import render
from i18n import Text


class ForbiddenAdjacentCog(GameCog, name="Forbidden Adjacent"):
    slug = "forbidden-adjacent"
    words = render.BoardWords("forbidden-adjacent")
    summary = Text("board-rules-forbidden-adjacent-summary")
    rules_text = Text("board-rules-forbidden-adjacent-text")
    decisions = Text("board-rules-forbidden-adjacent-decisions")
