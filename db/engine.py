"""Async engine and session factory.

``make_engine(url)`` works for ``sqlite+aiosqlite`` and ``postgresql+asyncpg`` alike.

SQLite specifics (all set on every new connection):

* the database file's folder is created on first use (a relative path resolves against the
  current working directory, as SQLite itself does);
* ``journal_mode=WAL`` (readers never block the writer), ``foreign_keys=ON``,
  ``synchronous=NORMAL`` (safe with WAL) and ``busy_timeout`` so a writer waits for another
  one instead of failing with "database is locked";
* the driver's implicit transaction handling is switched off and SQLAlchemy's ``begin``
  emits ``BEGIN`` itself, so that a write transaction can ask for ``BEGIN IMMEDIATE``
  (execution option :data:`WRITE`): it takes the write lock up front, which makes the busy
  timeout apply and avoids the deadlock-style ``SQLITE_BUSY`` a deferred transaction gets
  when it upgrades from reader to writer after another connection wrote.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

#: Pass as ``session.connection(execution_options=WRITE)`` at the start of a write transaction.
WRITE: dict[str, Any] = {"number_duels_write": True}

SQLITE_BUSY_TIMEOUT_MS = 30_000


def is_sqlite(url: str | URL) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sqlite_file(url: str | URL) -> Path | None:
    """The database file of a SQLite URL, or None for an in-memory database."""
    url = make_url(url)
    database = url.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


def _install_sqlite_events(engine: AsyncEngine) -> None:
    sync_engine = engine.sync_engine

    @event.listens_for(sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, connection_record: Any) -> None:
        # Let SQLAlchemy's "begin" event (below) emit BEGIN, not the driver.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = NORMAL")
            cursor.execute("PRAGMA foreign_keys = ON")
        finally:
            cursor.close()

    @event.listens_for(sync_engine, "begin")
    def _on_begin(connection: Any) -> None:
        write = connection.get_execution_options().get("number_duels_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def make_engine(url: str | URL, **kwargs: Any) -> AsyncEngine:
    """An async engine for ``url``; for SQLite, creates the file's folder and sets the pragmas."""
    url = make_url(url)
    if url.get_backend_name() == "sqlite":
        path = sqlite_file(url)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        connect_args = kwargs.setdefault("connect_args", {})
        connect_args.setdefault("timeout", SQLITE_BUSY_TIMEOUT_MS / 1000)
        engine = create_async_engine(url, **kwargs)
        _install_sqlite_events(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_async_engine(url, **kwargs)


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions that keep loaded values after commit (no lazy loads in async code)."""
    return async_sessionmaker(engine, expire_on_commit=False)
