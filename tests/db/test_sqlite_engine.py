"""What db/engine.py promises on SQLite, on a real file: SQLAlchemy's own aiosqlite dialect,
the pragmas on every connection, ``BEGIN IMMEDIATE`` for writes (so concurrent writers queue
instead of failing), no ``BEGIN`` for :data:`AUTOCOMMIT_READ` reads, and the usual
SQLAlchemy errors."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from sqlalchemy import event, text
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from db.engine import begin_write, make_engine, read_only
from tests.fixtures.databases import only_sqlite

pytestmark = only_sqlite


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'engine.db'}")
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE parent (id INTEGER PRIMARY KEY, v TEXT UNIQUE)"))
        await conn.execute(text(
            "CREATE TABLE child (id INTEGER PRIMARY KEY, "
            "parent_id INTEGER NOT NULL REFERENCES parent (id))"))
    yield engine
    await engine.dispose()


def sent(engine: AsyncEngine) -> list[str]:
    """Every statement the engine sends from now on (SQLAlchemy's public cursor event)."""
    statements: list[str] = []

    @event.listens_for(engine.sync_engine, "before_cursor_execute")
    def _record(conn, cursor, statement, parameters, context, executemany) -> None:
        statements.append(statement)

    return statements


async def test_the_dialect_is_sqlalchemys_own(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'a.db'}"
    ours, stock = make_engine(url), create_async_engine(url)
    try:
        assert type(ours.dialect) is type(stock.dialect)
        assert type(ours.dialect.dbapi) is type(stock.dialect.dbapi)
    finally:
        await ours.dispose()
        await stock.dispose()


async def test_pragmas_on_every_connection(engine: AsyncEngine) -> None:
    await engine.dispose()  # a new connection, not the one that made the tables
    async with engine.connect() as conn:
        await read_only(conn)
        pragma = {name: (await conn.execute(text(f"PRAGMA {name}"))).scalar_one()
                  for name in ("journal_mode", "foreign_keys", "busy_timeout", "synchronous")}
    assert pragma == {"journal_mode": "wal", "foreign_keys": 1, "busy_timeout": 30_000,
                      "synchronous": 1}  # 1 = NORMAL


async def test_rows_rowcount_and_lastrowid(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        inserted = await conn.execute(text("INSERT INTO parent (v) VALUES ('a')"))
        assert inserted.lastrowid == 1
        await conn.execute(text("INSERT INTO parent (v) VALUES (:v)"), [{"v": "b"}, {"v": "c"}])
        updated = await conn.execute(text("UPDATE parent SET v = v || '!' WHERE id >= 2"))
        assert updated.rowcount == 2
        rows = (await conn.execute(text("SELECT id, v FROM parent ORDER BY id"))).all()
        assert [tuple(r) for r in rows] == [(1, "a"), (2, "b!"), (3, "c!")]


async def test_errors_are_sqlalchemys_and_roll_back(engine: AsyncEngine) -> None:
    with pytest.raises(IntegrityError, match="FOREIGN KEY"):
        async with engine.connect() as conn:
            await begin_write(conn)
            await conn.execute(text("INSERT INTO parent (v) VALUES ('kept?')"))
            await conn.execute(text("INSERT INTO child (parent_id) VALUES (42)"))
    with pytest.raises(OperationalError):
        async with engine.connect() as conn:
            await conn.execute(text("SELECT nope FROM parent"))
    async with engine.connect() as conn:  # the failed transaction left nothing behind
        assert (await conn.execute(text("SELECT count(*) FROM parent"))).scalar_one() == 0


async def test_a_write_transaction_is_begin_immediate_and_holds_the_lock(
    engine: AsyncEngine, tmp_path: Path
) -> None:
    statements = sent(engine)
    async with engine.connect() as conn:
        await begin_write(conn)
        await conn.execute(text("SELECT count(*) FROM parent"))  # a read, yet IMMEDIATE
        other = sqlite3.connect(tmp_path / "engine.db", timeout=0)
        try:
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                other.execute("BEGIN IMMEDIATE")
        finally:
            other.close()
        await conn.execute(text("INSERT INTO parent (id) VALUES (1)"))
        await conn.commit()
    assert statements[0] == "BEGIN IMMEDIATE" and statements.count("BEGIN IMMEDIATE") == 1
    assert "BEGIN" not in statements  # no deferred BEGIN besides it
    async with engine.connect() as conn:
        assert (await conn.execute(text("SELECT id FROM parent"))).scalar_one() == 1


async def test_concurrent_writers_queue_instead_of_failing(engine: AsyncEngine) -> None:
    """BEGIN IMMEDIATE + busy_timeout: a second writer waits for the first one's COMMIT (no
    "database is locked"), even when both read before they write."""
    first_holds_the_lock = asyncio.Event()
    release = asyncio.Event()

    async def writer(v: str, hold: bool) -> None:
        async with engine.connect() as conn:
            await begin_write(conn)
            count = (await conn.execute(text("SELECT count(*) FROM parent"))).scalar_one()
            if hold:
                first_holds_the_lock.set()
                await release.wait()
            await conn.execute(text("INSERT INTO parent (v) VALUES (:v)"), {"v": f"{v}{count}"})
            await conn.commit()

    first = asyncio.create_task(writer("a", hold=True))
    await first_holds_the_lock.wait()
    second = asyncio.create_task(writer("b", hold=False))
    await asyncio.sleep(0.2)
    assert not second.done()  # waiting for the lock, not failed
    release.set()
    await asyncio.gather(first, second)
    async with engine.connect() as conn:
        rows = (await conn.execute(text("SELECT v FROM parent ORDER BY id"))).scalars().all()
    assert rows == ["a0", "b1"]  # the second saw the first's row: it really queued


async def test_a_read_only_connection_sends_no_begin(engine: AsyncEngine) -> None:
    statements = sent(engine)
    async with engine.connect() as conn:
        await read_only(conn)
        await conn.execute(text("SELECT count(*) FROM parent"))
        raw = await conn.get_raw_connection()
        assert not raw.driver_connection.in_transaction  # aiosqlite: no transaction open
        await conn.rollback()
    assert statements == ["SELECT count(*) FROM parent"]


async def test_a_plain_connection_reads_in_a_transaction(engine: AsyncEngine) -> None:
    statements = sent(engine)
    async with engine.connect() as conn:
        await conn.execute(text("SELECT count(*) FROM parent"))
        raw = await conn.get_raw_connection()
        assert raw.driver_connection.in_transaction
    assert statements == ["BEGIN", "SELECT count(*) FROM parent"]


async def test_a_write_ended_before_any_statement_leaves_no_transaction(
    engine: AsyncEngine,
) -> None:
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        await begin_write(conn)
        await conn.rollback()
        assert not raw.driver_connection.in_transaction
        await conn.execute(text("SELECT 1"))
        await conn.rollback()
        await begin_write(conn)  # and the next write transaction starts cleanly
        await conn.execute(text("INSERT INTO parent (id) VALUES (7)"))
        await conn.commit()
        assert not raw.driver_connection.in_transaction


async def test_a_locked_database_is_an_sqlalchemy_operational_error(
    engine: AsyncEngine, tmp_path: Path
) -> None:
    other = sqlite3.connect(tmp_path / "engine.db", timeout=0, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(OperationalError, match="locked"):
            async with engine.connect() as conn:
                await read_only(conn)
                await conn.execute(text("PRAGMA busy_timeout = 0"))  # fail now, not in 30 s
                await conn.rollback()
                await begin_write(conn)
                await conn.execute(text("INSERT INTO parent (id) VALUES (2)"))
    finally:
        other.rollback()
        other.close()


async def test_a_connection_back_in_the_pool_with_a_transaction_open_is_rolled_back(
    engine: AsyncEngine, tmp_path: Path
) -> None:
    """The pool's reset is ours (the "reset" event): it must still end a transaction that
    SQLAlchemy does not know of, or the write lock would stay held by an idle connection."""
    async with engine.connect() as conn:
        await read_only(conn)
        raw = await conn.get_raw_connection()
        await raw.driver_connection.execute("BEGIN IMMEDIATE")  # behind SQLAlchemy's back
        await conn.commit()  # SQLAlchemy began no transaction: nothing it ends
        assert raw.driver_connection.in_transaction
    other = sqlite3.connect(tmp_path / "engine.db", timeout=0)
    try:
        other.execute("BEGIN IMMEDIATE")  # the lock is free again
        other.rollback()
    finally:
        other.close()
