"""The locks processes of one database share: migration once, IDENTIFY in turn per bucket.

Each lock user here has its own engine and connection (its own file descriptor on SQLite),
as separate processes would; tests/process/test_shard_processes.py does it with processes.
"""

from __future__ import annotations

import asyncio
import time

from sqlalchemy import text

from bot.process.identify_gate import IdentifyGate
from db import locks
from db.engine import make_engine
from db.migrate import HEAD, upgrade_if_needed

HOLD = 0.6


async def test_processes_migrating_together_migrate_once(db_url: str) -> None:
    results = await asyncio.gather(*(upgrade_if_needed(db_url) for _ in range(3)))
    created = [r for r in results if r.changed]
    assert len(created) == 1 and created[0].before is None
    assert all(r.after == HEAD for r in results)
    engine = make_engine(db_url)
    try:
        async with engine.connect() as conn:
            versions = (await conn.execute(text("SELECT version_num FROM alembic_version"))
                        ).scalars().all()
    finally:
        await engine.dispose()
    assert versions == [HEAD]


async def test_one_identify_per_bucket_per_hold_across_processes(db_url: str) -> None:
    first, second = IdentifyGate(db_url, HOLD), IdentifyGate(db_url, HOLD)
    try:
        assert await first.wait_turn(0, max_concurrency=1) < 0.2
        waited = await second.wait_turn(1, max_concurrency=1)  # bucket 1 % 1 = 0: taken
        assert HOLD - 0.15 <= waited < HOLD + 1.0, waited
        # With max_concurrency 2, shards 2 and 3 are in buckets 0 and 1: 3 doesn't wait
        # for bucket 0 (held again by `second` just now).
        started = time.monotonic()
        assert await first.wait_turn(3, max_concurrency=2) < 0.2
        assert time.monotonic() - started < 0.2
    finally:
        await asyncio.gather(first.close(), second.close())


async def test_a_turn_lasts_its_time_even_if_its_process_ends_at_once(db_url: str) -> None:
    """The process that identified is killed (or stops) right away: a successor restarted
    at once still waits for the rest of the turn (Discord counts the IDENTIFY it sent)."""
    first, second = IdentifyGate(db_url, hold_seconds=1.5), IdentifyGate(db_url, HOLD)
    try:
        await first.wait_turn(0, 1)
        taken = time.monotonic()
        await first.close()  # on PostgreSQL: its connection dropped without a word
        waited = await asyncio.wait_for(second.wait_turn(0, 1), 5)
        assert time.monotonic() - taken >= 1.4, waited
    finally:
        await asyncio.gather(first.close(), second.close())


async def test_a_wait_can_be_cancelled(db_url: str) -> None:
    held = await locks.acquire(db_url, locks.MIGRATION)
    try:
        waiter = asyncio.create_task(locks.acquire(db_url, locks.MIGRATION))
        await asyncio.sleep(0.3)
        waiter.cancel()
        await asyncio.gather(waiter, return_exceptions=True)
        assert waiter.cancelled()
    finally:
        await held.release()
    again = await asyncio.wait_for(locks.acquire(db_url, locks.MIGRATION), 2)
    await again.release()


async def test_in_memory_sqlite_orders_this_process_only() -> None:
    url = "sqlite+aiosqlite://"
    held = await locks.acquire(url, 7)
    waited: list[bool] = []
    waiter = asyncio.create_task(locks.acquire(url, 7, on_wait=lambda: waited.append(True)))
    await asyncio.sleep(0.05)
    assert waited == [True] and not waiter.done()
    await held.release()
    await (await asyncio.wait_for(waiter, 1)).release()
