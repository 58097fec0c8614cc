"""The per-member limit on new challenges (and rematches) on a server.

Counted from the ``matches`` rows the member created on the server (challenges against the
bot included), so the limit holds across restarts and between the processes sharing one
database. One COUNT per new challenge, over the member's matches of the last hour (or
minute) in ``ix_matches_challenger_created``; a refusal then reads their newest ones to say
when they may challenge again.

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

from sqlalchemy import bindparam, case, func, select
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.core.errors import ChallengeLimitReached
from db.models import Match
from i18n import Text

MINUTE = timedelta(minutes=1)
HOUR = timedelta(hours=1)

_m = Match.__table__.c
_MINE = (_m.guild_id == bindparam("guild_id"), _m.challenger_id == bindparam("member_id"),
         _m.created_at > bindparam("since"))
#: How many matches the member created since ``since`` (the hour, or the minute), and how
#: many of them since ``minute``: one index range, nothing fetched but two numbers.
COUNT = select(
    func.count(),
    func.count(case((_m.created_at > bindparam("minute"), 1))),
).where(*_MINE)
#: Only when refused: their newest matches, to say when they may challenge again.
NEWEST = (
    select(_m.created_at)
    .where(*_MINE)
    .order_by(_m.created_at.desc())
    .limit(bindparam("most"))
)

Reader = Callable[[], contextlib.AbstractAsyncContextManager[AsyncConnection]]


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
    return ChallengeLimitReached(Text(f"error-challenge-limit-{name}", count=limit,
                                      when=f"<t:{stamp}:R>"))


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
        mine = {"guild_id": guild_id, "member_id": member_id,
                "since": now - (HOUR if per_hour else MINUTE)}
        async with self._read() as conn:
            in_window, in_minute = (await conn.execute(
                COUNT, {**mine, "minute": now - MINUTE})).one()
        if not ((per_minute and in_minute >= per_minute)
                or (per_hour and in_window >= per_hour)):
            return
        async with self._read() as conn:
            newest = list((await conn.execute(
                NEWEST, {**mine, "most": max(per_minute, per_hour)})).scalars())
        refused = refusal(newest, now, per_minute, per_hour)
        if refused is not None:
            raise refused
