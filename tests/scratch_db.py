"""A throwaway PostgreSQL database, for tests and benchmarks that need an empty one."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator

from sqlalchemy import text
from sqlalchemy.engine import make_url

from db.engine import make_engine


@contextlib.asynccontextmanager
async def scratch_postgres(server_url: str, prefix: str) -> AsyncIterator[str]:
    """The URL of a new, empty database on `server_url`'s server; dropped afterwards."""
    base = make_url(server_url)
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = make_engine(server_url, isolation_level="AUTOCOMMIT")
    try:
        async with admin.connect() as conn:
            await conn.execute(text(f'CREATE DATABASE "{name}"'))
        try:
            yield base.set(database=name).render_as_string(hide_password=False)
        finally:
            async with admin.connect() as conn:
                await conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        await admin.dispose()
