"""aiosqlite, with one trip to its worker thread per SQL statement instead of four.

SQLAlchemy's aiosqlite adapter creates a cursor, executes, fetches and closes the cursor as
four separate trips to aiosqlite's worker thread. Each trip wakes that thread and hands the
GIL back and forth (about 0.1-0.3 ms here), which dominated the cost of a move
(benchmarks/service_bench.py). This cursor does all four in one function run by the worker
thread, and sends a write transaction's ``BEGIN IMMEDIATE`` in the same trip as the
transaction's first statement. The driver is still aiosqlite and the URL is still ``sqlite+aiosqlite://``:
``db.engine.make_engine`` passes :func:`one_hop_dbapi` as the engine's DBAPI module.

It relies on aiosqlite's ``Connection._execute(fn, *args)`` (run ``fn`` on the worker
thread) and ``Connection._conn`` (the sqlite3 connection), as SQLAlchemy's own adapter does
for ``isolation_level``, and on the slots and methods of SQLAlchemy's aiosqlite adapter
classes. None of that is public: db/sqlite_hooks.py checks every such hook before this
module is imported, and ``db.engine.make_engine`` uses SQLAlchemy's stock aiosqlite dialect
(with one warning) when one is missing. tests/db/test_sqlite_driver.py pins the behaviour we
rely on on the tested versions.
"""

from __future__ import annotations

import collections
import sqlite3
from collections.abc import Iterator
from typing import Any

import aiosqlite
from sqlalchemy.dialects.sqlite.aiosqlite import (
    AsyncAdapt_aiosqlite_connection,
    AsyncAdapt_aiosqlite_cursor,
    AsyncAdapt_aiosqlite_dbapi,
)
from sqlalchemy.util import EMPTY_DICT
from sqlalchemy.util.concurrency import await_

Outcome = tuple[Any, list[Any], int, int | None]


def run_statement(conn: sqlite3.Connection, operation: str, parameters: Any,
                  begin: str | None = None) -> Outcome:
    """On the worker thread: one statement (after ``begin``, the transaction's BEGIN, when
    it is the transaction's first), its rows, and the cursor's counters."""
    if begin is not None:
        conn.execute(begin)
    cursor = conn.cursor()
    try:
        cursor.execute(operation, () if parameters is None else parameters)
        description = cursor.description
        rows = cursor.fetchall() if description else []
        return description, rows, cursor.rowcount, cursor.lastrowid
    finally:
        cursor.close()


def run_many(conn: sqlite3.Connection, operation: str, seq: Any,
             begin: str | None = None) -> Outcome:
    if begin is not None:
        conn.execute(begin)
    cursor = conn.cursor()
    try:
        cursor.executemany(operation, seq)
        return cursor.description, [], cursor.rowcount, cursor.lastrowid
    finally:
        cursor.close()


class OneHopCursor(AsyncAdapt_aiosqlite_cursor):
    """A buffered DBAPI cursor whose execute() is a single worker-thread trip."""

    __slots__ = ("_description", "_lastrowid", "_rowcount", "arraysize")

    def __init__(self, adapt_connection: AsyncAdapt_aiosqlite_connection) -> None:
        # No aiosqlite cursor is made (that alone is a trip); results are kept here instead.
        self._adapt_connection = adapt_connection
        self._connection = adapt_connection._connection
        self._cursor = None  # type: ignore[assignment]  # no aiosqlite cursor, on purpose
        self._soft_closed_memoized = EMPTY_DICT
        self._rows = collections.deque()
        self._description: Any = None
        self._rowcount = -1
        self._lastrowid: int | None = None
        self.arraysize = 1

    @property
    def description(self) -> Any:
        return self._description

    @property
    def rowcount(self) -> int:
        return self._rowcount

    @property
    def lastrowid(self) -> Any:
        return self._lastrowid

    async def _run(self, fn: Any, operation: str, parameters: Any) -> None:
        connection: aiosqlite.Connection = self._connection  # type: ignore[assignment]  # typed generically by SQLAlchemy
        adapt: OneHopConnection = self._adapt_connection  # type: ignore[assignment]  # always ours: OneHopConnection makes this cursor
        async with adapt._execute_mutex:
            begin, adapt.pending_begin = adapt.pending_begin, None
            outcome: Outcome = await connection._execute(  # type: ignore[no-untyped-call]  # aiosqlite's private helper (db/sqlite_hooks.py checks it)
                fn, connection._conn, operation, parameters, begin
            )
        self._description, rows, self._rowcount, self._lastrowid = outcome
        self._rows = collections.deque(rows)

    def execute(self, operation: Any, parameters: Any = None) -> Any:
        try:
            return await_(self._run(run_statement, operation, parameters))
        except Exception as error:
            self._adapt_connection._handle_exception(error)

    def executemany(self, operation: Any, seq_of_parameters: Any) -> Any:
        try:
            return await_(self._run(run_many, operation, seq_of_parameters))
        except Exception as error:
            self._adapt_connection._handle_exception(error)

    # The rows are ours: read them here rather than trust the base class's buffer handling.
    def fetchone(self) -> Any:
        return self._rows.popleft() if self._rows else None

    def fetchmany(self, size: int | None = None) -> list[Any]:
        rows = self._rows
        wanted = self.arraysize if size is None else size
        return [rows.popleft() for _ in range(min(wanted, len(rows)))]

    def fetchall(self) -> list[Any]:
        rows = list(self._rows)
        self._rows.clear()
        return rows

    def __iter__(self) -> Iterator[Any]:
        while self._rows:
            yield self._rows.popleft()

    async def _async_soft_close(self) -> None:
        """Nothing to close on the worker thread: the sqlite3 cursor is already closed."""

    def close(self) -> None:
        self._rows.clear()

    def setinputsizes(self, *inputsizes: Any) -> None:
        return None


class OneHopConnection(AsyncAdapt_aiosqlite_connection):
    """Also sends a transaction's BEGIN in the same trip as its first statement."""

    __slots__ = ("pending_begin",)
    _cursor_cls = OneHopCursor  # type: ignore[assignment]  # a subclass SQLAlchemy's annotation doesn't name

    def __init__(self, dbapi: Any, connection: aiosqlite.Connection) -> None:
        super().__init__(dbapi, connection)  # type: ignore[arg-type]  # SQLAlchemy types it as its generic asyncio DBAPI connection; aiosqlite's is one
        #: Sent before the next statement, in its trip (db.engine.begin_write sets it;
        #: commit and rollback clear it when no statement came).
        self.pending_begin: str | None = None


class OneHopDBAPI(AsyncAdapt_aiosqlite_dbapi):
    """The aiosqlite DBAPI shim, handing out OneHopConnection."""

    def connect(self, *arg: Any, **kw: Any) -> OneHopConnection:
        plain = super().connect(*arg, **kw)
        return OneHopConnection(self, plain._connection)  # type: ignore[arg-type]  # the generic type of the aiosqlite connection it wraps


def one_hop_dbapi() -> OneHopDBAPI:
    return OneHopDBAPI(aiosqlite, sqlite3)
