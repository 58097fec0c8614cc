"""Async engine and session factory.

``make_engine(url)`` works for ``sqlite+aiosqlite`` and ``postgresql+asyncpg`` alike, on
SQLAlchemy's own dialects, configured through public API only (``create_async_engine``
arguments, engine events, execution options), so a new SQLAlchemy or aiosqlite release
changes nothing here.

SQLite specifics (all set on every new connection):

* the database file's folder is created on first use (a relative path resolves against the
  current working directory, as SQLite itself does);
* ``journal_mode=WAL`` (readers never block the writer), ``foreign_keys=ON``,
  ``synchronous=NORMAL`` (safe with WAL) and ``busy_timeout`` so a writer waits for another
  one instead of failing with "database is locked";
* the driver's implicit transaction handling is switched off and SQLAlchemy's ``begin``
  event emits ``BEGIN`` itself (SQLAlchemy's documented recipe for pysqlite and aiosqlite);
  a write transaction starts with :func:`begin_write`, which sends ``BEGIN IMMEDIATE``: it
  takes the write lock up front, which makes the busy timeout apply and avoids the
  deadlock-style ``SQLITE_BUSY`` a deferred transaction gets when it upgrades from reader
  to writer after another connection wrote;
* a connection with execution option :data:`AUTOCOMMIT_READ` gets no ``BEGIN`` at all (a
  single SELECT is consistent on its own), which saves a statement on the hot read path;
* the file is watched (:class:`FileWatch`): once it is deleted or replaced under the
  engine, every COMMIT and every new connection is refused instead of writing into a file
  nobody will open again; once it is no longer writable by the bot's user (its mode or
  owner changed), every COMMIT is refused too, with one ERROR naming the file and its
  permissions, until it is writable again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import stat
import tempfile
import weakref
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.pool import QueuePool

from db.availability import DatabaseFileGone
from db.urls import resolve_database_url, sqlite_file

log = logging.getLogger(__name__)

#: Execution options for a read-only connection: on SQLite no BEGIN is sent (each statement
#: is its own consistent snapshot); on other databases they change nothing (see read_only).
AUTOCOMMIT_READ: dict[str, Any] = {"number_duels_no_begin": True}


async def read_only(connection: AsyncConnection) -> None:
    """A connection for single-statement reads, without a BEGIN: on SQLite via
    :data:`AUTOCOMMIT_READ`, elsewhere with the AUTOCOMMIT isolation level (reset when the
    connection goes back to the pool)."""
    if connection.dialect.name == "sqlite":
        await connection.execution_options(**AUTOCOMMIT_READ)
    else:
        await connection.execution_options(isolation_level="AUTOCOMMIT")


async def snapshot_read(connection: AsyncConnection) -> None:
    """A connection whose transaction reads one snapshot of the database in all its
    statements: REPEATABLE READ on PostgreSQL (its default, READ COMMITTED, takes a new
    snapshot per statement; reset when the connection goes back to the pool). On SQLite a
    transaction already reads one snapshot."""
    if connection.dialect.name != "sqlite":
        await connection.execution_options(isolation_level="REPEATABLE READ")


SQLITE_BUSY_TIMEOUT_MS = 30_000


def sqlite_write_problem(path: Path) -> str | None:
    """Why this process can't write the SQLite database at ``path``, or None if it can.

    SQLite needs to write the file, the ``-wal``/``-shm`` files beside it and (for the WAL
    and the lock files of db/locks.py) their folder. Opening a read-only file succeeds and
    only every later write fails, so this tries them for real: each existing file of the
    database opened for writing (nothing written), and a scratch file made and removed in the
    folder. A folder that does not exist yet is created later (and fails then, if it must).
    """
    path = Path(os.path.abspath(path))
    folder = path.parent
    if not folder.is_dir():
        return None
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".write-check-"):
            pass
    except OSError as error:
        return f"its folder {folder} is not writable ({error.strerror or error})"
    names = sorted(entry for entry in os.listdir(folder) if entry.startswith(path.name))
    for name in names:
        file = folder / name
        if not file.is_file():
            continue
        try:
            with open(file, "r+b"):
                pass
        except OSError as error:
            return f"{file} is not writable ({error.strerror or error})"
    return None


class FileWatch:
    """Whether the SQLite file at ``path`` is still the one this engine opened.

    Deleting or replacing the file under a running bot leaves its connections writing to the
    old file (an unlinked inode on POSIX): every write would be acknowledged, then lost, and
    the next start would find an empty database. So the file's identity (device and inode) is
    recorded when the engine first connects, and :meth:`check` (one ``os.stat``) compares it
    before each COMMIT and each new connection; a difference raises
    :class:`db.availability.DatabaseFileGone`, which the service answers as "database
    unavailable". The same goes for a file (or its write-ahead log) this process may no
    longer write (``os.access``, one call more): the open connections could go on writing
    through their open files while every new one fails, one click at a time. One ERROR line
    is logged when the problem starts or changes, one WARNING when the original file is back
    at its path or writable again (writes then go on: nothing was lost)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(os.path.abspath(path))
        self.wal = Path(f"{self.path}-wal")
        self.identity: tuple[int, int] | None = None
        self._problem: str | None = None

    def record(self) -> None:
        """Remember the file's identity (the first connection's; later ones are checked)."""
        if self.identity is None:
            status = os.stat(self.path)
            self.identity = (status.st_dev, status.st_ino)

    def problem(self) -> str | None:
        """What is wrong with the file at the path, or None when it is the one opened."""
        if self.identity is None:
            return None
        try:
            status = os.stat(self.path)
        except (FileNotFoundError, NotADirectoryError):
            return "is gone (deleted or moved away)"
        if (status.st_dev, status.st_ino) != self.identity:
            return "was replaced by another file"
        for file in (self.path, self.wal):
            if not _writable(file):
                return _unwritable(file, self.path)
        return None

    def check(self) -> None:
        """Raise :class:`DatabaseFileGone` unless the file at the path is the one opened."""
        problem = self.problem()
        if problem != self._problem:
            if problem is None:
                log.warning("The database file %s is back: writes go on.", self.path)
            elif problem.startswith(UNWRITABLE):
                log.error(
                    "The database file %s %s while the bot had it open: every write is "
                    "refused, so none is lost. Give the file (and the files beside it) back "
                    "to the bot's user (chmod, chown): writes then go on by themselves.",
                    self.path, problem)
            else:
                log.error(
                    "The database file %s %s while the bot had it open: every write is "
                    "refused, so none is lost. Put the file back, or restart the bot to "
                    "open the file now at that path.", self.path, problem)
            self._problem = problem
        if problem is not None:
            raise DatabaseFileGone(f"The database file {self.path} {problem}")


#: How FileWatch.problem starts for a file this process may no longer write.
UNWRITABLE = "is not writable by this process"


def _writable(file: Path) -> bool:
    """Whether this process (its effective user, where the system can tell) may write
    ``file``; a file that does not exist (no write-ahead log yet) is no obstacle."""
    effective = os.access in os.supports_effective_ids
    try:
        return os.access(file, os.W_OK, effective_ids=effective) or not file.exists()
    except OSError:
        return True  # can't tell: the write itself will say


def _unwritable(file: Path, database: Path) -> str:
    """'is not writable by this process (permission denied: -r--r--r-- nobody:nogroup)'."""
    try:
        status = os.stat(file)
        mode = stat.filemode(status.st_mode)
        owner = f"{_name(pwd_name, status.st_uid)}:{_name(grp_name, status.st_gid)}"
        permissions = f"permission denied: {mode} {owner}"
    except OSError as error:
        permissions = error.strerror or str(error)
    where = "" if file == database else f": its write-ahead log {file}"
    return f"{UNWRITABLE}{where} ({permissions})"


def pwd_name(uid: int) -> str:
    import pwd  # POSIX only, and only once a file turned unwritable

    return pwd.getpwuid(uid).pw_name


def grp_name(gid: int) -> str:
    import grp  # POSIX only, and only once a file turned unwritable

    return grp.getgrgid(gid).gr_name


def _name(lookup: Any, number: int) -> str:
    try:
        return str(lookup(number))
    except (ImportError, KeyError):
        return str(number)


def file_watch(engine: AsyncEngine) -> FileWatch | None:
    """The :class:`FileWatch` of a SQLite file engine (None: in memory, or not SQLite)."""
    return _watches.get(engine.sync_engine)


_watches: weakref.WeakKeyDictionary[Any, FileWatch] = weakref.WeakKeyDictionary()


def _install_file_watch(engine: AsyncEngine, path: Path) -> None:
    sync_engine = engine.sync_engine
    watch = _watches[sync_engine] = FileWatch(path)

    @event.listens_for(sync_engine, "do_connect")
    def _before_connect(dialect: Any, record: Any, cargs: Any, cparams: Any) -> None:
        # SQLite would create a new, empty file where the old one was.
        watch.check()

    @event.listens_for(sync_engine, "connect")
    def _after_connect(dbapi_connection: Any, connection_record: Any) -> None:
        watch.record()

    @event.listens_for(sync_engine, "commit")
    def _before_commit(connection: Any) -> None:
        try:
            watch.check()
        except DatabaseFileGone:
            # SQLAlchemy counts the transaction as ended once its commit is attempted (the
            # pool then skips its reset): roll it back here, or the next BEGIN would fail.
            connection.dialect.do_rollback(connection.connection)
            raise


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
        options = connection.get_execution_options()
        if options.get("number_duels_no_begin", False):
            return  # AUTOCOMMIT_READ, or begin_write already sent BEGIN IMMEDIATE
        connection.exec_driver_sql("BEGIN")

    # A connection going back to the pool is rolled back only when SQLite has a transaction
    # open on it: SQLAlchemy's own reset sends a ROLLBACK (a trip to aiosqlite's worker
    # thread) even after an explicit commit or rollback, or after an AUTOCOMMIT_READ read.
    # SQLAlchemy's documented recipe for a custom reset (pool_reset_on_return=None, set by
    # make_engine, plus this event); aiosqlite's public ``in_transaction`` says whether one
    # is open.
    @event.listens_for(sync_engine, "reset")
    def _on_reset(dbapi_connection: Any, connection_record: Any, reset_state: Any) -> None:
        if (reset_state.terminate_only or not reset_state.asyncio_safe
                or reset_state.transaction_was_reset):
            return  # as SQLAlchemy's own reset: nothing to do, or the pool closes it
        try:
            open_transaction = bool(connection_record.driver_connection.in_transaction)
        except Exception:  # closed, or not the driver we know: let the rollback decide
            open_transaction = True
        if open_transaction:
            dbapi_connection.rollback()


async def begin_write(connection: AsyncConnection) -> None:
    """Begin a write transaction on ``connection`` (``async with`` not needed: commit or roll
    back explicitly). On SQLite it is ``BEGIN IMMEDIATE``, sent through SQLAlchemy (so a
    failure is the usual ``sqlalchemy.exc.OperationalError``)."""
    if connection.dialect.name != "sqlite":
        await connection.begin()
        return
    await connection.execution_options(**AUTOCOMMIT_READ)  # the "begin" event sends no BEGIN
    await connection.begin()
    await connection.exec_driver_sql("BEGIN IMMEDIATE")


def make_engine(url: str | URL, **kwargs: Any) -> AsyncEngine:
    """An async engine for ``url`` (any spelling :func:`db.urls.resolve_database_url` takes);
    for SQLite, creates the file's folder and sets the pragmas."""
    url = resolve_database_url(url).url
    if url.get_backend_name() == "sqlite":
        path = sqlite_file(url)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        connect_args = kwargs.setdefault("connect_args", {})
        connect_args.setdefault("timeout", SQLITE_BUSY_TIMEOUT_MS / 1000)
        # The "reset" event below rolls back what needs it (see _install_sqlite_events).
        kwargs.setdefault("pool_reset_on_return", None)
        engine = create_async_engine(url, **kwargs)
        _install_sqlite_events(engine)
        if path is not None:
            _install_file_watch(engine, path)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_async_engine(url, **kwargs)


async def drain(engine: AsyncEngine, within: float) -> int:
    """Wait (up to ``within`` seconds) until every connection the engine's pool lent out is
    back, so that a shutdown disposes the engine only after the queries of interactions still
    being answered have finished. Returns how many were still out (0: all back)."""
    pool = engine.pool
    if not isinstance(pool, QueuePool):  # a static or null pool keeps no count
        return 0
    returned = asyncio.Event()

    def on_checkin(*_: Any) -> None:
        returned.set()

    event.listen(pool, "checkin", on_checkin)
    try:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(within):
                while pool.checkedout():
                    returned.clear()
                    await returned.wait()
    finally:
        event.remove(pool, "checkin", on_checkin)
    return pool.checkedout()


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions that keep loaded values after commit (no lazy loads in async code)."""
    return async_sessionmaker(engine, expire_on_commit=False)
