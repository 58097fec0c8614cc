"""The match service's read queries: a match, a player's open match, the deadlines and the
move-log check. One read connection each (a consistent snapshot where several statements must
agree); no writes. The tables (leaderboard, stats, history) are bot.standings.service's.
"""

from __future__ import annotations

import contextlib
import math
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

import rules
from bot.core import connections
from bot.core.snapshots import (
    MatchSnapshot,
    MatchStatus,
    RunningPage,
)
from bot.matches import integrity
from bot.matches import store as match_store


class MatchReads:
    """The reading half of MatchService (which adds the actions)."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    def _read(self, consistent: bool = False
              ) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A read connection: one statement, or ``consistent`` for one snapshot of several."""
        return connections.reading(self._engine, consistent)

    async def get(self, guild_id: int, match_id: int) -> MatchSnapshot:
        async with self._read() as conn:
            row = await match_store.load(conn, guild_id, match_id)
        return row

    async def current_match(self, guild_id: int, channel_id: int, user_id: int
                            ) -> MatchSnapshot | None:
        async with self._read() as conn:
            row = await match_store.find_open(conn, guild_id, channel_id, user_id)
        return None if row is None else row

    async def running(self, guild_id: int, user_id: int, page: int, per_page: int
                      ) -> RunningPage:
        """Page ``page`` (clamped into 1..pages) of the server's running matches,
        ``user_id``'s own first, then the newest (/games). OUTSIDE_SERVER: the member's
        own running matches everywhere (docs/rules.md, decision 25)."""
        per_page = max(1, per_page)
        async with self._read(consistent=True) as conn:
            total = await match_store.count_running(conn, guild_id, user_id)
            pages = max(1, math.ceil(total / per_page))
            page = min(max(1, page), pages)
            found = await match_store.running(conn, guild_id, user_id,
                                              (page - 1) * per_page, per_page)
        return RunningPage(guild_id=guild_id, user_id=user_id, matches=tuple(found),
                           page=page, pages=pages, total=total)

    async def legal_moves_for(self, guild_id: int, channel_id: int, user_id: int) -> list[int]:
        async with self._read() as conn:
            row = await match_store.find_open(conn, guild_id, channel_id, user_id)
        if (row is None or row.status is not MatchStatus.ACTIVE
                or row.player_ids[row.state.to_move] != user_id):
            return []
        return rules.get_game(row.game).legal_moves(row.state)

    async def next_deadline(self, shards: match_store.GuildFilter | None = None
                            ) -> datetime | None:
        """The soonest deadline of an open match (``shards``: of this process's servers)."""
        async with self._read() as conn:
            return await match_store.next_deadline(conn, shards)

    # ------------------------------------------------------------------ maintenance
    async def verify(self) -> list[tuple[int, str]]:
        """Matches whose stored state differs from the replay of their move log."""
        return (await self.verify_report()).problems

    async def verify_report(self) -> integrity.VerifyReport:
        """Every match replayed from its move log: how many, and which differ."""
        async with self._read(consistent=True) as conn:
            return await integrity.verify(conn)
