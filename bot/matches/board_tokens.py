"""Boards the bot can edit only through an interaction: the interaction that last drew each.

Outside a server the bot is in (a DM or group DM between users, a server without the bot),
Discord refuses the bot's own token (403 50001): a board there is the reply to the command
(or the click) that made it, and every later click updates it in place. A move made by
command (/claim, /resign) edits it through the interaction that last drew it, for as long as
that interaction's token lives (15 minutes; ``TOKEN_LIFE`` keeps a margin). Kept in memory,
per process, never stored: a token is a credential, and one lost to a restart only means the
board shows the move on its next click (docs/rules.md, decision 25). The interactions of one
match all come from its channel, so one process (the one whose shard gets them) sees them.

Generic over what the cogs keep (a discord.py Interaction): nothing here imports discord.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import datetime, timedelta
from typing import Generic, TypeVar

T = TypeVar("T")

#: An interaction token lives 15 minutes; one this old is not tried any more.
TOKEN_LIFE = timedelta(minutes=14)
#: The most boards kept (the least recently drawn go first).
CAPACITY = 4096


class BoardTokens(Generic[T]):
    """Match id -> the interaction that last drew its board, and when Discord created it."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.capacity = capacity
        self._kept: OrderedDict[int, tuple[T, datetime]] = OrderedDict()

    def keep(self, match_id: int, holder: T, created_at: datetime) -> None:
        """``holder`` (created at ``created_at``, Discord's time) drew the board last."""
        found = self._kept.get(match_id)
        if found is not None and found[1] > created_at:
            return  # a newer one drew it since
        self._kept.pop(match_id, None)
        self._kept[match_id] = (holder, created_at)
        while len(self._kept) > self.capacity:
            self._kept.popitem(last=False)

    def usable(self, match_id: int, now: datetime) -> T | None:
        """The interaction that can still edit the board at ``now`` (Discord's time: the
        creation time of the interaction in hand), or None."""
        found = self._kept.get(match_id)
        if found is None:
            return None
        holder, created_at = found
        if now - created_at >= TOKEN_LIFE:
            del self._kept[match_id]
            return None
        return holder

    def drop(self, match_id: int) -> None:
        self._kept.pop(match_id, None)
