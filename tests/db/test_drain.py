"""db.engine.drain: a shutdown waits for the queries still running before it disposes the
engine (on both databases)."""

from __future__ import annotations

import asyncio

from sqlalchemy import text

from db.engine import drain, make_engine


async def _hold(engine, seconds: float, started: asyncio.Event) -> None:
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))
        started.set()
        await asyncio.sleep(seconds)


async def test_drain_waits_for_a_running_query_to_give_its_connection_back(db_url) -> None:
    engine = make_engine(db_url)
    try:
        started = asyncio.Event()
        holder = asyncio.create_task(_hold(engine, 0.3, started))
        await started.wait()
        loop = asyncio.get_running_loop()
        began = loop.time()
        assert await drain(engine, within=5) == 0
        assert loop.time() - began >= 0.25  # it waited for the query's connection
        await holder
    finally:
        await engine.dispose()


async def test_drain_gives_up_after_its_timeout_and_says_how_many_are_out(db_url) -> None:
    engine = make_engine(db_url)
    try:
        started = asyncio.Event()
        holder = asyncio.create_task(_hold(engine, 1.0, started))
        await started.wait()
        assert await drain(engine, within=0.1) == 1
        await holder
        assert await drain(engine, within=0.1) == 0
    finally:
        await engine.dispose()
