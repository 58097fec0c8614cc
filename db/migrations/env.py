"""Alembic environment, async, configured from code (no alembic.ini).

db.migrate builds the Config and, normally, hands over an open connection in
``config.attributes["connection"]`` (run inside ``AsyncConnection.run_sync``). Without one
(``alembic`` command line with ``-x url=...`` or ``sqlalchemy.url`` set), it makes its own
async engine.
"""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

from db.engine import make_engine
from db.models import Base

config = context.config
target_metadata = Base.metadata


def _configure_and_run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_with_own_engine(url: str) -> None:
    engine = make_engine(url)
    try:
        async with engine.connect() as connection:
            await connection.run_sync(_configure_and_run)
            await connection.commit()
    finally:
        await engine.dispose()


def run_migrations_offline() -> None:
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=target_metadata,
        literal_binds=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure_and_run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    if not url:
        raise RuntimeError("no database URL: pass -x url=... or set sqlalchemy.url")
    asyncio.run(_run_with_own_engine(url))


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
