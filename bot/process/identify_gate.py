"""Discord's IDENTIFY rate limit, kept across every process of the bot.

Discord lets a bot start ``max_concurrency`` gateway sessions per 5 seconds: one per
*bucket*, ``bucket = shard_id % max_concurrency`` (``session_start_limit`` of
``GET /gateway/bot``). discord.py keeps it inside one process by sleeping 5 s before every
IDENTIFY but the first; processes started together (a systemd template starts them at the
same moment) would all IDENTIFY at once.

So before each IDENTIFY the bot takes a turn for the bucket, shared by every process of
the database and spaced :data:`HOLD_SECONDS` apart (db/locks.py ``SpacedTurns``: a
PostgreSQL advisory lock held by a server-side sleep, or a reservation in a lock file beside
a SQLite file). Within a bucket, one IDENTIFY per 5 s, whichever process sends it, even when
the process before was killed right after its IDENTIFY; different buckets don't wait for
each other.
"""

from __future__ import annotations

import logging

from sqlalchemy.engine import URL

from db import locks

log = logging.getLogger(__name__)

#: Discord's 5 s, plus a margin for the time between taking the lock and Discord receiving
#: the IDENTIFY (the next process in the bucket may be quicker than this one was).
HOLD_SECONDS = 5.5


class IdentifyGate:
    """One per process (it outlives the bot objects of start-up retries)."""

    def __init__(self, database_url: str | URL, hold_seconds: float = HOLD_SECONDS) -> None:
        self.turns = locks.SpacedTurns(database_url, hold_seconds)

    async def wait_turn(self, shard_id: int, max_concurrency: int) -> float:
        """Return once ``shard_id`` may IDENTIFY; the seconds it waited."""
        bucket = shard_id % max(1, max_concurrency)
        return await self.turns.take(locks.IDENTIFY_BUCKET + bucket)

    async def close(self) -> None:
        await self.turns.close()
