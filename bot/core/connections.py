"""The database connections every feature's store runs on.

* :func:`reading` — a pooled connection for reads; no BEGIN on SQLite, so use it for one
  statement only; ``consistent=True`` opens a read transaction of one snapshot (REPEATABLE
  READ on PostgreSQL, see db.engine.snapshot_read) for several statements that must agree.
* :func:`writing` — a write transaction (BEGIN IMMEDIATE on SQLite), committed on success and
  rolled back on any exception, so that raising a service error means nothing was written.
* :func:`write_lock` — the one write lock of an engine: SQLite has one writer at a time, so
  this process's writers (matches, series, tournaments, the coach, server settings) queue on
  it instead of failing with "database is locked"; PostgreSQL needs none (None).

Both connections are the stores' boundary: a failure to reach the database (refused, lost,
timed out: db.availability) leaves them as :class:`bot.core.errors.DatabaseUnavailable`. A
refused statement (IntegrityError, ...) leaves as it is.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import AsyncIterator

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.core.errors import DatabaseUnavailable
from db.availability import describe, is_unavailable
from db.engine import begin_write, read_only, snapshot_read

_WRITE_LOCKS: weakref.WeakKeyDictionary[AsyncEngine, asyncio.Lock] = weakref.WeakKeyDictionary()


def write_lock(engine: AsyncEngine) -> asyncio.Lock | None:
    """The engine's one write lock on SQLite (shared by every service on it); None elsewhere."""
    if engine.dialect.name != "sqlite":
        return None
    lock = _WRITE_LOCKS.get(engine)
    if lock is None:
        lock = _WRITE_LOCKS[engine] = asyncio.Lock()
    return lock


@contextlib.asynccontextmanager
async def reading(engine: AsyncEngine, consistent: bool = False
                  ) -> AsyncIterator[AsyncConnection]:
    try:
        async with engine.connect() as conn:
            if consistent:
                await snapshot_read(conn)
            else:
                await read_only(conn)
            try:
                yield conn
            finally:
                await conn.rollback()  # ends the (SQLite: BEGIN-less) transaction; no reset
    except Exception as error:
        if not _unreachable(error):
            raise
        raise DatabaseUnavailable(describe(error)) from error


@contextlib.asynccontextmanager
async def writing(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    try:
        async with engine.connect() as conn:
            await begin_write(conn)
            try:
                yield conn
            except BaseException:
                await conn.rollback()
                raise
            await conn.commit()
    except Exception as error:
        if not _unreachable(error):
            raise
        raise DatabaseUnavailable(describe(error)) from error


@contextlib.asynccontextmanager
async def locked_writing(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    """A write transaction after this process's other writers on the engine (SQLite)."""
    async with write_lock(engine) or contextlib.nullcontext(), writing(engine) as conn:
        yield conn


def _unreachable(error: Exception) -> bool:
    """Whether ``error`` says the database can't be reached (not a refusal, a refused
    statement or a bug); already translated errors stay as they are."""
    return not isinstance(error, DatabaseUnavailable) and is_unavailable(error)
