"""Whether a DM to a member is worth trying: Discord refused the last one (error 50007, the
member takes no DMs from the bot: closed DMs, or no server in common) less than a day ago.

Every refusal is an invalid request for Discord, which bans an IP for a while after 10,000 of
them in 10 minutes; a busy tournament would try the same closed DMs on every board. So a
refusal is remembered per member for ``REFUSAL_MEMORY`` (``player_settings.dms_refused_until``,
on every server: the refusal is the member's, not a server's), for every kind of DM the bot
sends (cogs.direct_messages sends them all). After it, the next DM is tried again: a member
may open their DMs. No discord here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncEngine

from bot.core import connections
from bot.members import store

REFUSAL_MEMORY = timedelta(days=1)


class DirectMessages:
    """The members' DM refusals, over the bot's database."""

    def __init__(self, engine: AsyncEngine, clock: Callable[[], datetime]) -> None:
        self._engine, self._clock = engine, clock

    async def refused(self, user_ids: Iterable[int]) -> set[int]:
        """Which of these members refused a DM within the last day: don't try them."""
        async with connections.reading(self._engine) as conn:
            return await store.dms_refused(conn, user_ids, self._clock())

    async def note_refused(self, user_id: int) -> None:
        """Discord refused a DM to the member (50007): no DM to them for a day."""
        async with connections.locked_writing(self._engine) as conn:
            await store.refuse_dms(conn, user_id, self._clock() + REFUSAL_MEMORY)
