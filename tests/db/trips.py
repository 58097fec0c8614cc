"""Counting the functions aiosqlite's worker thread runs (one per thread round trip)."""

from __future__ import annotations

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine


def count_trips(engine: AsyncEngine) -> list[str]:
    """Every function aiosqlite's worker thread runs for this engine's new connections."""
    trips: list[str] = []

    @event.listens_for(engine.sync_engine, "connect")
    def _wrap(dbapi_connection, _record) -> None:
        raw = dbapi_connection.driver_connection
        original = raw._execute

        async def counted(fn, *args, **kwargs):
            trips.append(getattr(fn, "__name__", repr(fn)))
            return await original(fn, *args, **kwargs)

        raw._execute = counted

    return trips
