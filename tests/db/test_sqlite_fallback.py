"""The stock aiosqlite dialect as the fallback of the one-hop driver.

* db/sqlite_hooks.py notices each private hook the driver needs going missing (stand-in
  classes and modules play the changed aiosqlite / SQLAlchemy);
* make_engine then uses the stock dialect, with ONE warning naming the hook;
* NUMBER_DUELS_SQLITE_DRIVER / fast_sqlite force either driver;
* every SQLite behaviour db/engine.py promises holds on both drivers, on a real file.
(The service-level tests run on both too: the ``sqlite-stock`` backend of tests/conftest.py.)
"""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiosqlite
import pytest
from sqlalchemy import text
from sqlalchemy.dialects.sqlite.aiosqlite import (
    AsyncAdapt_aiosqlite_connection,
    AsyncAdapt_aiosqlite_cursor,
    AsyncAdapt_aiosqlite_dbapi,
)
from sqlalchemy.exc import IntegrityError, OperationalError

import db.engine
from db import sqlite_hooks
from db.engine import SQLITE_DRIVER_ENV, begin_write, make_engine, read_only
from db.sqlite_hooks import HookSources, missing_hooks
from tests.db.trips import count_trips

INSTALLED = sqlite_hooks.installed_sources()


def without(cls: type, *names: str) -> type:
    """A stand-in for ``cls`` (a class without __slots__): its body minus ``names``."""
    body = {k: v for k, v in vars(cls).items()
            if k not in (*names, "__dict__", "__weakref__")}
    return type(cls.__name__, cls.__bases__, body)


def adapter(**replaced: Any) -> SimpleNamespace:
    """A stand-in for sqlalchemy.dialects.sqlite.aiosqlite (None removes a class)."""
    classes = {
        "AsyncAdapt_aiosqlite_cursor": AsyncAdapt_aiosqlite_cursor,
        "AsyncAdapt_aiosqlite_connection": AsyncAdapt_aiosqlite_connection,
        "AsyncAdapt_aiosqlite_dbapi": AsyncAdapt_aiosqlite_dbapi,
        **replaced,
    }
    return SimpleNamespace(**{k: v for k, v in classes.items() if v is not None})


class ExecuteWithoutArgs(aiosqlite.Connection):
    async def _execute(self, fn):  # type: ignore[override]  # the reshaped hook under test
        return fn()


class ExecuteNotAsync(aiosqlite.Connection):
    def _execute(self, fn, *args, **kwargs):  # type: ignore[override]  # the reshaped hook
        return fn(*args, **kwargs)


class CursorWithoutRows:
    __slots__ = ("_adapt_connection", "_connection", "_cursor", "_soft_closed_memoized")

    async def _async_soft_close(self) -> None: ...


class ConnectionWithoutMutex:
    __slots__ = ("_connection", "dbapi")

    def __init__(self, dbapi: Any, connection: Any) -> None: ...

    def _handle_exception(self, error: Exception) -> None: ...


class DBAPIWithOneArgument(AsyncAdapt_aiosqlite_dbapi):
    def __init__(self, aiosqlite: Any) -> None: ...


#: A changed aiosqlite / SQLAlchemy, and the words every hook it breaks is reported with.
CHANGES: dict[str, tuple[Callable[[HookSources], HookSources], str]] = {
    "aiosqlite without Connection._execute": (
        lambda s: dataclasses.replace(s, aiosqlite_connection=without(aiosqlite.Connection,
                                                                      "_execute")),
        "aiosqlite.Connection._execute"),
    "Connection._execute(fn) without *args": (
        lambda s: dataclasses.replace(s, aiosqlite_connection=ExecuteWithoutArgs),
        "aiosqlite.Connection._execute"),
    "Connection._execute not a coroutine": (
        lambda s: dataclasses.replace(s, aiosqlite_connection=ExecuteNotAsync),
        "aiosqlite.Connection._execute"),
    "aiosqlite without Connection._conn": (
        lambda s: dataclasses.replace(s, aiosqlite_connection=without(aiosqlite.Connection,
                                                                      "_conn")),
        "aiosqlite.Connection._conn"),
    "no sqlalchemy.util.concurrency.await_ (SQLAlchemy 2.0's spelling)": (
        lambda s: dataclasses.replace(s, concurrency=SimpleNamespace(await_only=print)),
        "await_"),
    "no sqlalchemy.util.EMPTY_DICT": (
        lambda s: dataclasses.replace(s, util=SimpleNamespace()), "EMPTY_DICT"),
    "the adapter's cursor class renamed": (
        lambda s: dataclasses.replace(s, adapter=adapter(AsyncAdapt_aiosqlite_cursor=None)),
        "AsyncAdapt_aiosqlite_cursor"),
    "the cursor's _rows slot renamed": (
        lambda s: dataclasses.replace(
            s, adapter=adapter(AsyncAdapt_aiosqlite_cursor=CursorWithoutRows)),
        "_rows"),
    "the connection's _execute_mutex gone": (
        lambda s: dataclasses.replace(
            s, adapter=adapter(AsyncAdapt_aiosqlite_connection=ConnectionWithoutMutex)),
        "_execute_mutex"),
    "the DBAPI shim built differently": (
        lambda s: dataclasses.replace(
            s, adapter=adapter(AsyncAdapt_aiosqlite_dbapi=DBAPIWithOneArgument)),
        "AsyncAdapt_aiosqlite_dbapi(aiosqlite, sqlite3)"),
    "the adapter module gone": (
        lambda s: dataclasses.replace(s, adapter=None), "AsyncAdapt_aiosqlite_"),
}


@pytest.fixture
def fresh_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """make_engine checks the hooks again, as in a new process (restored afterwards)."""
    monkeypatch.setattr(db.engine, "_one_hop", None)
    monkeypatch.setattr(db.engine, "_one_hop_checked", False)
    monkeypatch.delenv(SQLITE_DRIVER_ENV, raising=False)


def uses_one_hop(engine) -> bool:
    # By name: on an aiosqlite / SQLAlchemy without the hooks db.sqlite_driver may not import.
    return type(engine.dialect.dbapi).__qualname__ == "OneHopDBAPI"


# ---------------------------------------------------------------------- detection
def test_the_installed_versions_have_every_hook() -> None:
    assert missing_hooks() == []
    assert missing_hooks(INSTALLED) == []


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_a_changed_hook_is_reported_by_name(change: str) -> None:
    changed, words = CHANGES[change]
    missing = missing_hooks(changed(INSTALLED))
    assert missing, change
    assert all(words in hook for hook in missing), missing  # that hook, and only that one


async def test_a_missing_hook_means_the_stock_dialect_and_one_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
    fresh_check: None,
) -> None:
    broken = CHANGES["aiosqlite without Connection._execute"][0](INSTALLED)
    monkeypatch.setattr(sqlite_hooks, "installed_sources", lambda: broken)
    caplog.set_level(logging.INFO)
    engines = [make_engine(f"sqlite+aiosqlite:///{tmp_path / f'{i}.db'}") for i in range(3)]
    try:
        warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warnings) == 1, [r.getMessage() for r in warnings]
        message = warnings[0].getMessage()
        assert "Fast SQLite path off" in message and "stock aiosqlite dialect" in message
        assert "aiosqlite.Connection._execute" in message
        for engine in engines:
            assert not uses_one_hop(engine)
            assert type(engine.dialect.dbapi) is AsyncAdapt_aiosqlite_dbapi
        engine = engines[0]
        async with engine.connect() as conn:
            await conn.execute(text("CREATE TABLE t (v TEXT)"))
            await conn.commit()
            await begin_write(conn)
            await conn.execute(text("INSERT INTO t VALUES ('x')"))
            await conn.commit()
            assert (await conn.execute(text("SELECT v FROM t"))).scalar_one() == "x"
    finally:
        for engine in engines:
            await engine.dispose()


def test_the_installed_versions_run_fast_without_a_word(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, fresh_check: None
) -> None:
    caplog.set_level(logging.INFO)
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'a.db'}")
    assert uses_one_hop(engine)
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []


# ---------------------------------------------------------------------- forcing
@pytest.mark.parametrize(("value", "fast"), [("stock", False), (" Stock ", False),
                                             ("fast", True), ("", True)])
def test_the_environment_switch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                caplog: pytest.LogCaptureFixture, value: str,
                                fast: bool) -> None:
    monkeypatch.setenv(SQLITE_DRIVER_ENV, value)
    caplog.set_level(logging.WARNING)
    url = f"sqlite+aiosqlite:///{tmp_path / 'a.db'}"
    assert uses_one_hop(make_engine(url)) is fast
    assert uses_one_hop(make_engine(url, fast_sqlite=not fast)) is not fast  # the argument wins
    assert caplog.records == []  # a forced choice is no warning


def test_an_unknown_switch_value_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SQLITE_DRIVER_ENV, "turbo")
    with pytest.raises(ValueError, match=SQLITE_DRIVER_ENV):
        make_engine("sqlite+aiosqlite:///:memory:")


# ---------------------------------------------------------------------- behaviour on both
@pytest.fixture(params=["fast", "stock"])
async def engine(request: pytest.FixtureRequest, tmp_path: Path):
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'both.db'}",
                         fast_sqlite=request.param == "fast")
    assert uses_one_hop(engine) is (request.param == "fast")
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE parent (id INTEGER PRIMARY KEY)"))
        await conn.execute(text(
            "CREATE TABLE child (id INTEGER PRIMARY KEY, "
            "parent_id INTEGER NOT NULL REFERENCES parent (id))"))
    await engine.dispose()  # new connections, for count_trips
    yield engine
    await engine.dispose()


async def test_pragmas_on_every_connection(engine) -> None:
    async with engine.connect() as conn:
        await read_only(conn)
        pragma = {name: (await conn.execute(text(f"PRAGMA {name}"))).scalar_one()
                  for name in ("journal_mode", "foreign_keys", "busy_timeout", "synchronous")}
    assert pragma == {"journal_mode": "wal", "foreign_keys": 1, "busy_timeout": 30_000,
                      "synchronous": 1}  # 1 = NORMAL


async def test_foreign_keys_are_enforced(engine) -> None:
    with pytest.raises(IntegrityError, match="FOREIGN KEY"):
        async with engine.connect() as conn:
            await begin_write(conn)
            await conn.execute(text("INSERT INTO child (parent_id) VALUES (42)"))


async def test_a_write_transaction_holds_the_write_lock_and_commits_once(
    engine, tmp_path: Path
) -> None:
    trips = count_trips(engine)
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))
        await conn.commit()
        before = len(trips)
        await begin_write(conn)
        await conn.execute(text("SELECT count(*) FROM parent"))  # a read, yet IMMEDIATE
        other = sqlite3.connect(tmp_path / "both.db", timeout=0)
        try:
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                other.execute("BEGIN IMMEDIATE")
        finally:
            other.close()
        await conn.execute(text("INSERT INTO parent (id) VALUES (1)"))
        await conn.commit()
        assert trips[before:].count("commit") == 1
        assert "rollback" not in trips[before:]
    async with engine.connect() as conn:
        assert (await conn.execute(text("SELECT id FROM parent"))).scalar_one() == 1


async def test_a_read_only_connection_sends_no_begin_commit_or_rollback(engine) -> None:
    trips = count_trips(engine)
    async with engine.connect() as conn:
        await read_only(conn)
        await conn.execute(text("SELECT count(*) FROM parent"))
        raw = await conn.get_raw_connection()
        assert not raw.driver_connection.in_transaction  # no BEGIN went out
        await conn.rollback()
    # Nor on the way back to the pool: sqlite3 would have done nothing for them.
    assert "commit" not in trips and "rollback" not in trips


async def test_a_locked_database_is_an_sqlalchemy_operational_error(
    engine, tmp_path: Path
) -> None:
    other = sqlite3.connect(tmp_path / "both.db", timeout=0, isolation_level=None)
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
