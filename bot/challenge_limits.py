"""The per-member limit on new challenges (and rematches) on a server.

Counted from the ``matches`` rows the member created on the server (challenges against the
bot included), so the limit holds across restarts and between the processes sharing one
database. One query per new challenge: the member's newest matches of the last hour (or
minute), at most as many as the larger limit, through ``ix_matches_challenger_created``.

Within one process a member's new challenges are counted one at a time (a lock per member
and server, held until the match is written), so a burst of simultaneous challenges cannot
all pass on the same count. Discord sends a server's interactions to the one process that
serves its shard, which makes the limit exact in practice.
"""

from __future__ import annotations

import contextlib
import math
from asyncio import Lock
from collections.abc import AsyncIterator, Callable
from datetime import datetime, timedelta

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.errors import ChallengeLimitReached
from db.models import Match

MINUTE = timedelta(minutes=1)
HOUR = timedelta(hours=1)

_m = Match.__table__.c
NEWEST = (
    select(_m.created_at)
    .where(_m.guild_id == bindparam("guild_id"), _m.challenger_id == bindparam("member_id"),
           _m.created_at > bindparam("since"))
    .order_by(_m.created_at.desc())
    .limit(bindparam("most"))
)

Reader = Callable[[], contextlib.AbstractAsyncContextManager[AsyncConnection]]


def _challenges(count: int) -> str:
    return "1 challenge" if count == 1 else f"{count} challenges"


def refusal(newest: list[datetime], now: datetime, per_minute: int, per_hour: int
            ) -> ChallengeLimitReached | None:
    """The refusal for a member whose newest matches (newest first, all within the last
    hour) are ``newest``, or None when they may challenge now.

    Over a limit of L in a window, the member may challenge again once their L-th newest
    match of that window has left it; over both, the later of the two."""
    over: list[tuple[datetime, int, str]] = []
    for limit, window, name in ((per_minute, MINUTE, "minute"), (per_hour, HOUR, "hour")):
        if limit and len(newest) >= limit and newest[limit - 1] > now - window:
            over.append((newest[limit - 1] + window, limit, name))
    if not over:
        return None
    again, limit, name = max(over)
    stamp = math.ceil(again.timestamp())
    return ChallengeLimitReached(
        f"You've made {_challenges(limit)} in the last {name}, this server's limit. "
        f"You can challenge again <t:{stamp}:R>."
    )


class ChallengeLimits:
    """``async with limits.turn(...)`` around writing a new match: refuses it
    (ChallengeLimitReached, nothing written) when the member is at the server's limit."""

    def __init__(self, read: Reader, clock: Callable[[], datetime]) -> None:
        self._read = read
        self._clock = clock
        #: (guild, member) -> the lock and how many tasks hold or wait for it.
        self._turns: dict[tuple[int, int], tuple[Lock, list[int]]] = {}

    @contextlib.asynccontextmanager
    async def turn(self, guild_id: int, member_id: int, per_minute: int, per_hour: int
                   ) -> AsyncIterator[None]:
        if not per_minute and not per_hour:
            yield
            return
        key = (guild_id, member_id)
        lock, users = self._turns.setdefault(key, (Lock(), [0]))
        users[0] += 1
        try:
            async with lock:
                await self.check(guild_id, member_id, per_minute, per_hour)
                yield
        finally:
            users[0] -= 1
            if not users[0]:
                del self._turns[key]

    async def check(self, guild_id: int, member_id: int, per_minute: int, per_hour: int
                    ) -> None:
        """Raise ChallengeLimitReached if the member may not challenge now."""
        now = self._clock()
        since = now - (HOUR if per_hour else MINUTE)
        async with self._read() as conn:
            result = await conn.execute(NEWEST, {
                "guild_id": guild_id, "member_id": member_id, "since": since,
                "most": max(per_minute, per_hour),
            })
            newest = list(result.scalars())
        refused = refusal(newest, now, per_minute, per_hour)
        if refused is not None:
            raise refused
