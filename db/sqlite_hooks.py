"""Whether the private aiosqlite and SQLAlchemy hooks of the fast SQLite driver are there.

db/sqlite_driver.py subclasses SQLAlchemy's aiosqlite adapter and runs functions on
aiosqlite's worker thread itself; none of that is public API, so a new SQLAlchemy or
aiosqlite may rename or reshape it. :func:`missing_hooks` checks every name and call shape
the driver relies on *without importing it*, so that ``db.engine.make_engine`` can fall back
to SQLAlchemy's stock aiosqlite dialect (and say which hook is gone) instead of failing at
start, or at the first statement.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class HookSources:
    """Where the hooks live. None: that module could not be imported."""

    aiosqlite_connection: Any  # aiosqlite.Connection
    adapter: Any  # sqlalchemy.dialects.sqlite.aiosqlite
    util: Any  # sqlalchemy.util
    concurrency: Any  # sqlalchemy.util.concurrency


def _module(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def installed_sources() -> HookSources:
    """The hook sources of the installed aiosqlite and SQLAlchemy."""
    aiosqlite = _module("aiosqlite")
    return HookSources(
        aiosqlite_connection=getattr(aiosqlite, "Connection", None),
        adapter=_module("sqlalchemy.dialects.sqlite.aiosqlite"),
        util=_module("sqlalchemy.util"),
        concurrency=_module("sqlalchemy.util.concurrency"),
    )


# ---------------------------------------------------------------------- checks
def _slots(cls: type) -> set[str]:
    """Every ``__slots__`` name declared along ``cls``'s MRO."""
    names: set[str] = set()
    for klass in cls.__mro__:
        declared = klass.__dict__.get("__slots__", ())
        names.update((declared,) if isinstance(declared, str) else declared)
    return names


def _callable_as(fn: Any, *args: Any) -> bool:
    """``fn`` accepts these positional arguments (its signature binds them)."""
    try:
        inspect.signature(fn).bind(*args)
    except (TypeError, ValueError):
        return False
    return True


def _execute_runs_fn_with_args(s: HookSources) -> bool:
    execute = s.aiosqlite_connection._execute
    # db.sqlite_driver calls connection._execute(fn, sqlite3_conn, operation, params, begin).
    return (inspect.iscoroutinefunction(execute)
            and _callable_as(execute, "self", "fn", "conn", "operation", "params", "begin"))


def _adapter_class(s: HookSources, name: str) -> Any:
    """A class of SQLAlchemy's aiosqlite adapter, looked up by name (so: Any to the checker;
    the checks below are exactly what is known about it)."""
    found = getattr(s.adapter, name)
    if not isinstance(found, type):
        raise TypeError(name)
    return found


def _cursor_slots(s: HookSources) -> bool:
    cursor = _adapter_class(s, "AsyncAdapt_aiosqlite_cursor")
    return {"_adapt_connection", "_connection", "_cursor", "_rows",
            "_soft_closed_memoized"} <= _slots(cursor)


def _cursor_soft_close(s: HookSources) -> bool:
    # SQLAlchemy's asyncio layer awaits cursor._async_soft_close() after each statement; the
    # one-hop cursor overrides it (it has no aiosqlite cursor to close).
    soft_close = _adapter_class(s, "AsyncAdapt_aiosqlite_cursor")._async_soft_close
    return inspect.iscoroutinefunction(soft_close) and _callable_as(soft_close, "self")


def _connection_init(s: HookSources) -> bool:
    connection = _adapter_class(s, "AsyncAdapt_aiosqlite_connection")
    return _callable_as(connection.__init__, "self", "dbapi", "aiosqlite_connection")


def _connection_slots(s: HookSources) -> bool:
    connection = _adapter_class(s, "AsyncAdapt_aiosqlite_connection")
    return {"_connection", "_execute_mutex"} <= _slots(connection)


def _connection_handle_exception(s: HookSources) -> bool:
    connection = _adapter_class(s, "AsyncAdapt_aiosqlite_connection")
    return _callable_as(connection._handle_exception, "self", "error")


def _dbapi_init_and_connect(s: HookSources) -> bool:
    dbapi = _adapter_class(s, "AsyncAdapt_aiosqlite_dbapi")
    return (_callable_as(dbapi.__init__, "self", "aiosqlite", "sqlite3")
            and callable(dbapi.connect))


#: (what the driver needs, as the warning names it; the check). A check that raises counts
#: as missing.
HOOKS: tuple[tuple[str, Callable[[HookSources], bool]], ...] = (
    ("aiosqlite.Connection._execute(fn, *args), a coroutine running fn on the worker thread",
     _execute_runs_fn_with_args),
    ("aiosqlite.Connection._conn (the sqlite3 connection)",
     lambda s: hasattr(s.aiosqlite_connection, "_conn")),
    ("sqlalchemy.util.concurrency.await_(awaitable)",
     lambda s: _callable_as(s.concurrency.await_, "awaitable")),
    ("sqlalchemy.util.EMPTY_DICT",
     lambda s: hasattr(s.util, "EMPTY_DICT")),
    ("AsyncAdapt_aiosqlite_cursor slots _adapt_connection, _connection, _cursor, _rows, "
     "_soft_closed_memoized", _cursor_slots),
    ("AsyncAdapt_aiosqlite_cursor._async_soft_close(), a coroutine", _cursor_soft_close),
    ("AsyncAdapt_aiosqlite_connection(dbapi, aiosqlite_connection)", _connection_init),
    ("AsyncAdapt_aiosqlite_connection slots _connection, _execute_mutex", _connection_slots),
    ("AsyncAdapt_aiosqlite_connection._handle_exception(error)",
     _connection_handle_exception),
    ("AsyncAdapt_aiosqlite_dbapi(aiosqlite, sqlite3) and its connect()",
     _dbapi_init_and_connect),
)


def missing_hooks(sources: HookSources | None = None) -> list[str]:
    """The hooks of :data:`HOOKS` that ``sources`` (default: the installed packages) lack;
    empty when the fast driver can be used."""
    if sources is None:
        sources = installed_sources()
    missing = []
    for name, check in HOOKS:
        try:
            present = check(sources)
        except Exception:  # an attribute, module or class that is not there
            present = False
        if not present:
            missing.append(name)
    return missing
