"""Telling "the database can't be reached" from every other database error.

The store (bot.matches.store) asks :func:`is_unavailable` about each error that leaves a
database call and turns the unreachable ones into one typed error, so nothing above it has to
know SQLAlchemy's, asyncpg's or sqlite3's exceptions.

Unavailable: the connection was refused, lost or timed out, or the server is shutting down,
starting up or full. A statement the database refused (a constraint, bad SQL, bad data) is
not. At the store boundary every ``OSError`` is the database's (the store does no other I/O),
so no traceback needs to be searched for driver frames. :class:`DatabaseFileGone` is one of
them: the SQLite file the bot opened is no longer the file at its path (db/engine.py).
"""

from __future__ import annotations

import functools

from sqlalchemy import exc


class DatabaseFileGone(OSError):
    """The SQLite file at the database's path is not the one the engine opened (deleted,
    moved or replaced), so a write would land in a file nobody will open again. Raised
    before COMMIT (the transaction is rolled back) and before a new connection would create
    an empty file there; ``str()`` names the path."""


#: Statements the database received and refused: never "unavailable".
_REFUSED = (exc.IntegrityError, exc.ProgrammingError, exc.DataError, exc.NotSupportedError)

#: How deep to follow ``__cause__`` from a driver's error to the one under it (SQLAlchemy's
#: asyncpg adapter raises its own error from asyncpg's).
_MAX_CAUSES = 4


def is_unavailable(error: BaseException) -> bool:
    """True when ``error``, raised by a database call, means the database could not be
    reached or the connection was lost (refused, reset, timed out, server shutting down);
    False for a refused statement and anything else."""
    if isinstance(error, exc.DBAPIError):
        if error.connection_invalidated:
            return True
        if isinstance(error, _REFUSED):
            return False
        if isinstance(error, exc.OperationalError | exc.InterfaceError):
            return True
        return _connection_failure(error.orig)
    if isinstance(error, exc.TimeoutError):  # no pooled connection came free in time
        return True
    if isinstance(error, exc.SQLAlchemyError):  # misuse, a bad bind value, ...: ours
        return False
    return _connection_failure(error)


def logged_already(error: BaseException) -> bool:
    """Whether ``error`` comes from a :class:`DatabaseFileGone` (in its causes): the file
    watch logged that problem once as an ERROR, so each refusal need not say it again."""
    for _ in range(_MAX_CAUSES + 1):
        if error is None:
            return False
        if isinstance(error, DatabaseFileGone):
            return True
        error = error.__cause__ or error.__context__  # type: ignore[assignment]
    return False


def describe(error: BaseException) -> str:
    """One short line for logs: the driver's error (without SQL or parameters) and type."""
    cause = error.orig if isinstance(error, exc.DBAPIError) and error.orig else error
    reason = " ".join(str(cause).split())
    if len(reason) > 200:
        reason = reason[:199] + "…"
    return f"{type(cause).__name__}: {reason}" if reason else type(cause).__name__


def _connection_failure(error: BaseException | None) -> bool:
    """An OSError (refused, reset, timed out, DNS), or asyncpg's word for a lost connection
    or a server that can't take one, here or in the errors it was raised from."""
    for _ in range(_MAX_CAUSES):
        if error is None:
            return False
        if isinstance(error, _unavailable_types()):
            return True
        error = error.__cause__
    return False


@functools.cache
def _unavailable_types() -> tuple[type[BaseException], ...]:
    """OSError, and asyncpg's (imported on first need: SQLite users never load asyncpg)."""
    try:
        from asyncpg import exceptions as pg  # loaded on first need: SQLite never needs it
    except ImportError:  # pragma: no cover - asyncpg is a dependency, but only PG needs it
        return (OSError,)
    return (
        OSError,
        pg.PostgresConnectionError,  # class 08: connection failure, does not exist, ...
        pg.OperatorInterventionError,  # class 57: admin/crash shutdown, cannot connect now
        pg.TooManyConnectionsError,
        pg.InterfaceError,  # "connection is closed"
    )
