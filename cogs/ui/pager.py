"""The one pager of every paged message (/leaderboard, its puzzle table, /history).

Two buttons under the page, back and forward, whose custom ids carry the page they show;
disabled at either end, and no buttons at all when everything fits on one page.
"""

from __future__ import annotations

from collections.abc import Callable

import discord

from cogs.ui.components import SECONDARY, button, row, view_of
from i18n import Text

#: The labels of the back and forward buttons (said in the language in force when drawn).
PREV_NEXT = (Text("board-pager-prev"), Text("board-pager-next"))


def pager(page: int, pages: int, page_id: Callable[[int], str],
          labels: tuple[str | Text, str | Text] = PREV_NEXT) -> discord.ui.View | None:
    """Back / forward under page ``page`` of ``pages``; ``page_id`` gives the custom id of
    the button that shows a page. The back button of the first page points at page 0, which
    keeps the two ids different (Discord refuses two equal ids in one message)."""
    if pages <= 1:
        return None
    back, forward = str(labels[0]), str(labels[1])
    return view_of([row([
        button(back, page_id(max(page - 1, 0)), SECONDARY, disabled=page <= 1),
        button(forward, page_id(page + 1), SECONDARY, disabled=page >= pages),
    ])])
