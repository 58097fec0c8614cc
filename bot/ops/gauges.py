"""The gauges read from the database at each scrape: matches being played and tournaments
signing up or running, in this process's servers (its shards: each process of a sharded bot
reports its own, so a sum over the processes is the bot's)."""

from __future__ import annotations

from typing import Protocol

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncConnection

from db.enums import OPEN_TOURNAMENT_STATUSES, MatchStatus
from db.tables import matches, tournaments


class Servers(Protocol):
    """Which servers are this process's (bot.process.shards.ShardSlice)."""

    def condition(self, guild_id: ColumnElement[int]) -> ColumnElement[bool]: ...


async def active_counts(conn: AsyncConnection, servers: Servers | None) -> tuple[int, int]:
    """(active matches, open tournaments) of ``servers`` (None: every server)."""
    playing = select(func.count()).select_from(matches).where(
        matches.c.status == MatchStatus.ACTIVE.value)
    running = select(func.count()).select_from(tournaments).where(
        tournaments.c.status.in_([status.value for status in OPEN_TOURNAMENT_STATUSES]))
    if servers is not None:
        playing = playing.where(servers.condition(matches.c.guild_id))
        running = running.where(servers.condition(tournaments.c.guild_id))
    return (int((await conn.execute(playing)).scalar_one()),
            int((await conn.execute(running)).scalar_one()))
