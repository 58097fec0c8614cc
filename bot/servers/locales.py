"""The Discord language each server's interactions last carried (``guild_locale``).

Public posts are said in the server's language: the one /config language chose, else the
server's own Discord language. An interaction carries the latter, so the bot needs no guild
cache for it; posts made without one (a deadline, a tournament's round, the daily puzzle) use
the language the server's last interaction carried, kept here in memory for the most
recently seen servers and in the ``server_locales`` rows for a restart or another process.

Noting a locale is on the path of every interaction, so it only compares with what is known
and, when it changed, queues the row: one task writes the queued rows together, off the
interaction's path.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable
from datetime import datetime

from sqlalchemy import bindparam, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

from db.tables import server_locales

log = logging.getLogger(__name__)

#: Servers whose language is kept in memory (least recently used leave first).
CAPACITY = 20_000
SELECT_LOCALE = select(server_locales.c.locale).where(
    server_locales.c.guild_id == bindparam("guild_id"))

Connect = Callable[[], contextlib.AbstractAsyncContextManager[AsyncConnection]]


class ServerLocales:
    """Server id -> the Discord locale its interactions last carried."""

    def __init__(self, read: Connect, write: Connect, *, clock: Callable[[], datetime],
                 capacity: int = CAPACITY) -> None:
        self._read = read
        self._write = write
        self._clock = clock
        self._capacity = capacity
        self._known: OrderedDict[int, str] = OrderedDict()
        self._queued: dict[int, str] = {}
        self._writer: asyncio.Task[None] | None = None

    def seen(self, guild_id: int, locale: str) -> None:
        """An interaction from ``guild_id`` carried ``locale``."""
        if self._known.get(guild_id) == locale:
            self._known.move_to_end(guild_id)
            return
        self._remember(guild_id, locale)
        self._queued[guild_id] = locale
        if self._writer is None or self._writer.done():
            self._writer = asyncio.get_running_loop().create_task(self._write_queued())

    async def locale(self, guild_id: int) -> str | None:
        """The server's last seen Discord locale, None if no interaction ever came from it."""
        known = self._known.get(guild_id)
        if known is not None:
            self._known.move_to_end(guild_id)
            return known
        async with self._read() as conn:
            found = (await conn.execute(SELECT_LOCALE, {"guild_id": guild_id})).scalar()
        if found is not None:
            self._remember(guild_id, found)
        return found

    async def flush(self) -> None:
        """Write what is queued now (tests; the process's shutdown)."""
        if self._writer is not None:
            await self._writer

    def _remember(self, guild_id: int, locale: str) -> None:
        self._known[guild_id] = locale
        self._known.move_to_end(guild_id)
        while len(self._known) > self._capacity:
            self._known.popitem(last=False)

    async def _write_queued(self) -> None:
        while self._queued:
            batch, self._queued = self._queued, {}
            try:
                async with self._write() as conn:
                    await _upsert(conn, batch, self._clock())
            # The database away or read-only: known in memory, written when next seen. A
            # background task: nothing may escape it unlogged.
            except Exception as error:
                log.warning("Server languages not stored this time (%s)",
                            type(error).__name__)
                for guild_id in batch:
                    self._known.pop(guild_id, None)
                return


async def _upsert(conn: AsyncConnection, batch: dict[int, str], now: datetime) -> None:
    dialect = sqlite if conn.dialect.name == "sqlite" else postgresql
    statement = dialect.insert(server_locales)
    await conn.execute(
        statement.on_conflict_do_update(
            index_elements=[server_locales.c.guild_id],
            set_={"locale": statement.excluded.locale, "seen_at": statement.excluded.seen_at}),
        [{"guild_id": g, "locale": locale, "seen_at": now} for g, locale in sorted(batch.items())])
