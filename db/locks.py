"""Locks that the bot processes of one database share, so that processes started together
take turns: the schema migration (once, while the others wait) and Discord's IDENTIFY rate
limit (bot/process/identify_gate.py).

Where the lock lives depends on the database, because that is what the processes share:

* PostgreSQL: a session-level advisory lock, ``pg_advisory_lock(NAMESPACE, key)``, on a
  dedicated connection (its own engine without a pool). Releasing it closes that
  connection; a process that dies releases it with its connection. Advisory locks are per
  database, so two bots on one server don't meet.
* A SQLite file: an exclusive ``flock`` on a small file beside the database. Processes that
  share a SQLite file are on one machine, which is where flock works.
* Otherwise (an in-memory SQLite database, or no ``fcntl`` on this platform): an asyncio
  lock, which only orders this process's own tasks.

:func:`acquire` / :func:`holding` are plain mutual exclusion (the migration).
:class:`SpacedTurns` gives one turn per ``interval`` seconds per key across processes, and
keeps that spacing even when the process that took a turn dies right after it (its
successor restarting at once must still wait):

* PostgreSQL: the turn's advisory lock is held by a server-side ``pg_sleep(interval)`` on
  its connection. A killed client doesn't stop it: the server notices the closed socket
  only when the sleep ends (unless ``client_connection_check_interval`` is set), and then
  ends the session, which releases the lock.
* A SQLite file: the lock file holds the time until which the last turn lasts; each turn,
  under the flock, reserves the next free slot and then sleeps until it (the file outlives
  any process).
* In-process: the same reservation, in memory.

Waiting is cancellable everywhere (SIGTERM during a wait ends the process promptly).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, Protocol

from sqlalchemy import text
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.pool import NullPool

from db.engine import make_engine
from db.urls import is_sqlite, resolve_database_url, sqlite_file

try:
    import fcntl
except ImportError:  # Windows: only the in-process lock
    fcntl = None  # type: ignore[assignment]  # checked before every use

log = logging.getLogger(__name__)

#: The first half of every advisory lock key of this project ("ND"), so that its locks
#: never collide with another application's on the same database.
NAMESPACE = 0x4E44
#: Lock keys (the second half). IDENTIFY buckets are IDENTIFY_BUCKET + bucket.
MIGRATION = 1
IDENTIFY_BUCKET = 1000
#: A turn reserved further ahead than this was reserved before the machine restarted.
STALE_RESERVATION_SECONDS = 3600.0
#: How often a file lock is tried again while another process holds it.
FILE_LOCK_POLL_SECONDS = 0.05


class HeldLock(Protocol):
    async def release(self) -> None: ...


async def acquire(url: str | URL, key: int, *, on_wait: Callable[[], None] | None = None
                  ) -> HeldLock:
    """Take the lock ``key`` shared by every process of the database at ``url``, waiting
    as long as it takes. ``on_wait`` is called once if another holder makes us wait."""
    target = resolve_database_url(url).url
    if not is_sqlite(target):
        return await _PostgresLock.acquire(target, key, on_wait)
    path = sqlite_file(target)
    if path is not None and fcntl is not None:
        return await _FileLock.acquire(_lock_file(path, key), on_wait)
    return await _LocalLock.acquire(key, on_wait)


@contextlib.asynccontextmanager
async def holding(url: str | URL, key: int, *, on_wait: Callable[[], None] | None = None
                  ) -> AsyncIterator[None]:
    """``async with holding(url, MIGRATION): ...``: the lock, released at the end."""
    lock = await acquire(url, key, on_wait=on_wait)
    try:
        yield
    finally:
        await lock.release()


def _lock_file(database: Path, key: int) -> Path:
    """``duels.db`` -> ``duels.db.migrate.lock``, ``duels.db.identify-0.lock``: beside the
    database, where every process of the file sees it."""
    if key >= IDENTIFY_BUCKET:
        what = f"identify-{key - IDENTIFY_BUCKET}"
    else:
        what = "migrate" if key == MIGRATION else f"lock-{key}"
    return database.with_name(f"{database.name}.{what}.lock")


class SpacedTurns:
    """One turn per ``interval`` seconds per key, for every process of the database at
    ``url`` (one instance per process)."""

    def __init__(self, url: str | URL, interval: float) -> None:
        self.url = resolve_database_url(url).url
        self.interval = interval
        self._holds: set[asyncio.Task[None]] = set()
        self._held: set[_PostgresLock] = set()
        self._until: dict[int, float] = {}  # in-process reservations (time.monotonic())

    async def take(self, key: int) -> float:
        """Return when it is our turn for ``key``; the seconds waited."""
        started = time.monotonic()
        if not is_sqlite(self.url):
            await self._postgres_turn(key)
        else:
            path = sqlite_file(self.url)
            if path is not None and fcntl is not None:
                await asyncio.sleep(await _reserve_in_file(_lock_file(path, key),
                                                           self.interval))
            else:
                await asyncio.sleep(self._reserve_here(key))
        return time.monotonic() - started

    async def _postgres_turn(self, key: int) -> None:
        lock = await _PostgresLock.acquire(self.url, key, None)
        self._held.add(lock)
        task = asyncio.create_task(self._hold(lock), name=f"turn-{key}")
        self._holds.add(task)
        task.add_done_callback(self._holds.discard)
        # One step of the task sends the pg_sleep (asyncpg's simple query: one message,
        # written at once), so the turn outlasts this process from the moment we return.
        await asyncio.sleep(0)

    async def _hold(self, lock: _PostgresLock) -> None:
        try:
            await lock.driver.execute(f"SELECT pg_sleep({float(self.interval):.3f})")
            await lock.release()
        except Exception:  # abandoned (close) or the server went away: the lock went too
            log.debug("turn lock %s ended early", lock.key, exc_info=True)
            await _shielded_close(lock.engine, lock.connection)
        finally:
            self._held.discard(lock)

    def _reserve_here(self, key: int) -> float:
        now = time.monotonic()
        wait = max(0.0, self._until.get(key, 0.0) - now)
        self._until[key] = now + wait + self.interval
        return wait

    async def close(self) -> None:
        """The process is ending. Turns taken lately stay taken until their time is up (on
        PostgreSQL the server keeps sleeping on the abandoned connections)."""
        for lock in list(self._held):
            lock.abandon()
        if self._holds:
            await asyncio.gather(*self._holds, return_exceptions=True)


async def _reserve_in_file(path: Path, interval: float) -> float:
    """Under the file's flock: read when the last turn ends, reserve the next one after it;
    return how long to wait for ours.

    Times are the system-wide monotonic clock (the same for every process of a machine,
    never set back); a reservation further ahead than :data:`STALE_RESERVATION_SECONDS`
    comes from before a reboot and is ignored."""
    lock = await _FileLock.acquire(path, None)
    try:
        raw = os.pread(lock.fd, 64, 0)
        try:
            until = float(raw.decode().strip() or 0)
        except ValueError:
            until = 0.0
        now = time.monotonic()
        wait = max(0.0, until - now)
        if wait > STALE_RESERVATION_SECONDS:
            wait = 0.0
        stamp = f"{now + wait + interval:.3f}\n".encode()
        os.ftruncate(lock.fd, 0)
        os.pwrite(lock.fd, stamp, 0)
    finally:
        await lock.release()
    return wait


class _PostgresLock:
    def __init__(self, engine: AsyncEngine, connection: AsyncConnection, key: int,
                 driver: Any) -> None:
        self.engine = engine
        self.connection = connection
        self.key = key
        self.driver = driver  # asyncpg's connection, to drop it without a cancel request

    def abandon(self) -> None:
        """Drop the connection at once, sending nothing: a query still running on the
        server (a turn's pg_sleep) runs to its end, then the session ends."""
        with contextlib.suppress(Exception):
            self.driver.terminate()

    @classmethod
    async def acquire(cls, url: URL, key: int, on_wait: Callable[[], None] | None
                      ) -> _PostgresLock:
        engine = make_engine(url, poolclass=NullPool)
        connection: AsyncConnection | None = None
        try:
            connection = await engine.connect()
            # No transaction stays open while the lock is held (or awaited).
            await connection.execution_options(isolation_level="AUTOCOMMIT")
            args = {"ns": NAMESPACE, "key": key}
            got = (await connection.execute(
                text("SELECT pg_try_advisory_lock(:ns, :key)"), args)).scalar_one()
            if not got:
                if on_wait is not None:
                    on_wait()
                await connection.execute(text("SELECT pg_advisory_lock(:ns, :key)"), args)
            raw = await connection.get_raw_connection()
            return cls(engine, connection, key, raw.driver_connection)
        except BaseException:
            await _shielded_close(engine, connection)
            raise

    async def release(self) -> None:
        # Closing the connection ends the session, which releases its advisory locks; the
        # explicit unlock only says so sooner on a slow close.
        with contextlib.suppress(Exception):
            await self.connection.execute(text("SELECT pg_advisory_unlock(:ns, :key)"),
                                          {"ns": NAMESPACE, "key": self.key})
        await _shielded_close(self.engine, self.connection)


async def _shielded_close(engine: AsyncEngine, connection: AsyncConnection | None) -> None:
    async def close() -> None:
        if connection is not None:
            with contextlib.suppress(Exception):
                await connection.close()
        with contextlib.suppress(Exception):
            await engine.dispose()

    await asyncio.shield(close())


class _FileLock:
    def __init__(self, fd: int) -> None:
        self.fd = fd

    @classmethod
    async def acquire(cls, path: Path, on_wait: Callable[[], None] | None) -> _FileLock:
        assert fcntl is not None  # acquire() checked
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        waited = False
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    return cls(fd)
                except BlockingIOError:
                    if not waited and on_wait is not None:
                        on_wait()
                    waited = True
                    await asyncio.sleep(FILE_LOCK_POLL_SECONDS)
        except BaseException:
            os.close(fd)
            raise

    async def release(self) -> None:
        assert fcntl is not None
        with contextlib.suppress(OSError):
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)


class _LocalLock:
    _locks: dict[tuple[int, int], asyncio.Lock] = {}

    def __init__(self, lock: asyncio.Lock) -> None:
        self.lock = lock

    @classmethod
    async def acquire(cls, key: int, on_wait: Callable[[], None] | None) -> _LocalLock:
        loop_key = (id(asyncio.get_running_loop()), key)
        lock = cls._locks.setdefault(loop_key, asyncio.Lock())
        if lock.locked() and on_wait is not None:
            on_wait()
        await lock.acquire()
        return cls(lock)

    async def release(self) -> None:
        self.lock.release()
