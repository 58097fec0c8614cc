"""Discord's IDENTIFY rate limit, kept across every process of the bot.

Discord lets a bot start ``max_concurrency`` gateway sessions per 5 seconds: one per
*bucket*, ``bucket = shard_id % max_concurrency`` (``session_start_limit`` of
``GET /gateway/bot``). discord.py keeps it inside one process by sleeping 5 s before every
IDENTIFY but the first; processes started together (a systemd template starts them at the
same moment) would all IDENTIFY at once.

So before each IDENTIFY the bot takes the bucket's lock, shared by every process of the
database (db/locks.py: a PostgreSQL advisory lock on its own connection, or a file lock
beside a SQLite file), and hands it back :data:`HOLD_SECONDS` later. Within a bucket, one
IDENTIFY per 5 s, whichever process sends it; different buckets don't wait for each other.
A process that dies while holding a lock releases it with its connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

from sqlalchemy.engine import URL

from db import locks

log = logging.getLogger(__name__)

#: Discord's 5 s, plus a margin for the time between taking the lock and Discord receiving
#: the IDENTIFY (the next process in the bucket may be quicker than this one was).
HOLD_SECONDS = 5.5


class IdentifyGate:
    """One per process (it outlives the bot objects of start-up retries)."""

    def __init__(self, database_url: str | URL, hold_seconds: float = HOLD_SECONDS) -> None:
        self.database_url = database_url
        self.hold_seconds = hold_seconds
        self._releases: set[asyncio.Task[None]] = set()

    async def wait_turn(self, shard_id: int, max_concurrency: int) -> float:
        """Return once ``shard_id`` may IDENTIFY; the seconds it waited."""
        bucket = shard_id % max(1, max_concurrency)
        started = time.monotonic()
        lock = await locks.acquire(self.database_url, locks.IDENTIFY_BUCKET + bucket)
        task = asyncio.create_task(self._release_later(lock), name=f"identify-bucket-{bucket}")
        self._releases.add(task)
        task.add_done_callback(self._releases.discard)
        return time.monotonic() - started

    async def _release_later(self, lock: locks.HeldLock) -> None:
        try:
            await asyncio.sleep(self.hold_seconds)
        finally:
            await lock.release()

    async def close(self) -> None:
        """Hand back the locks still held (the process is ending: nothing will IDENTIFY)."""
        for task in list(self._releases):
            task.cancel()
        for task in list(self._releases):
            with contextlib.suppress(asyncio.CancelledError):
                await task
