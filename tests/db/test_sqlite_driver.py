"""The one-hop aiosqlite cursor (db/sqlite_driver.py) on a real SQLite file."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError, OperationalError

from db.engine import make_engine
from db.sqlite_driver import OneHopCursor
from tests.db.trips import count_trips


@pytest.fixture
async def engine(tmp_path: Path):
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'driver.db'}", fast_sqlite=True)
    yield engine
    await engine.dispose()


async def test_engine_uses_the_one_hop_cursor_and_stays_aiosqlite(engine) -> None:
    assert engine.dialect.driver == "aiosqlite"
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        assert type(raw.driver_connection).__module__.startswith("aiosqlite")
        assert isinstance(raw.dbapi_connection.cursor(), OneHopCursor)


async def test_rows_rowcount_and_lastrowid(engine) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)"))
        inserted = await conn.execute(text("INSERT INTO t (v) VALUES ('a')"))
        assert inserted.lastrowid == 1
        await conn.execute(text("INSERT INTO t (v) VALUES (:v)"), [{"v": "b"}, {"v": "c"}])
        updated = await conn.execute(text("UPDATE t SET v = v || '!' WHERE id >= 2"))
        assert updated.rowcount == 2
        rows = (await conn.execute(text("SELECT id, v FROM t ORDER BY id"))).all()
        assert [tuple(r) for r in rows] == [(1, "a"), (2, "b!"), (3, "c!")]
        assert (await conn.execute(text("SELECT v FROM t WHERE id = 9"))).first() is None


async def test_errors_are_the_usual_sqlalchemy_errors_and_roll_back(engine) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)"))
        await conn.execute(text("INSERT INTO t (v) VALUES ('a')"))
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO t (v) VALUES ('b')"))
            await conn.execute(text("INSERT INTO t (v) VALUES ('a')"))
    with pytest.raises(OperationalError):
        async with engine.connect() as conn:
            await conn.execute(text("SELECT nope FROM t"))
    async with engine.connect() as conn:  # the failed transaction left nothing behind
        assert (await conn.execute(text("SELECT count(*) FROM t"))).scalar_one() == 1


async def test_one_worker_thread_trip_per_statement(engine) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    await engine.dispose()  # new connections get the counting wrapper
    trips = count_trips(engine)
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))  # warm the connection (pragmas etc.)
        before = len(trips)
        await conn.execute(text("INSERT INTO t (v) VALUES ('x')"))
        await conn.execute(text("SELECT id, v FROM t"))
        await conn.execute(text("UPDATE t SET v = 'y'"))
        # One trip each, not cursor + execute + fetch + close.
        assert trips[before:] == ["run_statement"] * 3


async def test_a_write_transaction_sends_its_begin_with_its_first_statement(engine) -> None:
    from db.engine import begin_write

    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    await engine.dispose()
    trips = count_trips(engine)
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))  # warm the connection (pragmas etc.)
        raw = await conn.get_raw_connection()
        driver = raw.driver_connection
        await conn.commit()
        before = len(trips)
        await begin_write(conn)
        assert trips[before:] == [] and not driver.in_transaction
        await conn.execute(text("INSERT INTO t (v) VALUES ('x')"))
        assert driver.in_transaction  # BEGIN IMMEDIATE went with the INSERT
        await conn.execute(text("UPDATE t SET v = 'y'"))
        await conn.commit()
        assert trips[before:] == ["run_statement", "run_statement", "commit"]
        assert not driver.in_transaction


async def test_the_write_lock_is_held_from_the_first_statement(engine, tmp_path) -> None:
    import sqlite3

    from db.engine import begin_write

    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    async with engine.connect() as conn:
        await begin_write(conn)
        await conn.execute(text("SELECT count(*) FROM t"))  # a read, yet IMMEDIATE: locked
        other = sqlite3.connect(tmp_path / "driver.db", timeout=0)
        try:
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                other.execute("BEGIN IMMEDIATE")
        finally:
            other.close()
        await conn.rollback()


async def test_a_transaction_ended_before_any_statement_leaves_no_begin_behind(engine) -> None:
    from db.engine import begin_write

    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        await begin_write(conn)
        await conn.rollback()
        assert raw.dbapi_connection.pending_begin is None
        await conn.execute(text("SELECT 1"))
        assert not raw.driver_connection.in_transaction
