"""Programmatic Alembic: bring a database to the newest schema (``head``).

No alembic.ini: the Config is built here with ``script_location`` resolved from this package,
so it works from any working directory and from an installed package.

    upgrade(url)              # sync; safe to call even while an event loop runs in this thread
    await upgrade_async(url)  # from async code
    await upgrade_if_needed(url)  # start-up and `migrate`: migrates in a child when behind

Importing Alembic costs most of a second, so start-up first compares the database's
``alembic_version`` with :data:`HEAD` (kept equal to the newest migration by a test). When
the database is behind, the upgrade runs in a child process (``python -m db.migrate``, the
URL on its standard input, not its command line): Alembic and the migration scripts leave
~11 MiB behind in the process that ran them, which the bot would keep for good.

Several bot processes started at the same moment (a systemd template starts them together)
migrate once: the upgrade runs under a lock all processes of the database share (a
PostgreSQL advisory lock, or a file lock beside a SQLite file; db/locks.py). The first takes
it and migrates; the others wait, then find the schema current and do nothing.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import text
from sqlalchemy.engine import URL, Connection
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from db import locks
from db.engine import AUTOCOMMIT_READ, begin_write, make_engine
from db.urls import is_sqlite

if TYPE_CHECKING:
    from alembic.config import Config

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
#: The newest migration's revision; tests/db checks it against Alembic's own head.
HEAD = "0012"


def alembic_config(url: str | URL | None = None) -> Config:
    # Alembic loads on first need: a start on a current database never imports it.
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("path_separator", "os")
    if url is not None:
        rendered = url if isinstance(url, str) else url.render_as_string(hide_password=False)
        # ConfigParser interpolation: a literal % must be doubled.
        config.set_main_option("sqlalchemy.url", rendered.replace("%", "%%"))
    return config


def head_revision() -> str:
    # Alembic loads on first need: a start on a current database never imports it.
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


async def upgrade_async(url: str | URL, revision: str = "head") -> None:
    """Upgrade the database at ``url`` to ``revision`` (default: the newest)."""
    engine = make_engine(url)
    try:
        await _run_upgrade(engine, revision)
    finally:
        await engine.dispose()


@dataclass(frozen=True)
class MigrationResult:
    """What :func:`upgrade_if_needed` found and did."""

    before: str | None  #: the revision before (None: a new, empty database)
    after: str

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def describe(self) -> str:
        if self.before is None:
            return f"Created the database schema (revision {self.after})."
        if self.changed:
            return f"Upgraded the database schema from revision {self.before} to {self.after}."
        return f"The database schema is current (revision {self.after})."


async def upgrade_if_needed(url: str | URL) -> MigrationResult:
    """Upgrade to head unless the database is already there.

    The upgrade runs under the migration lock; a process that had to wait for it reads the
    revision again and, finding it current, leaves the schema alone. On SQLite the first
    read is under the lock too: a new file's first connection switches it to WAL, which
    fails at once ("database is locked") while another process is creating the schema."""
    engine = make_engine(url)

    def waiting() -> None:
        log.info("Another process is migrating the database; waiting for it")

    try:
        if not is_sqlite(url):
            current = await _revision_or_none(engine)
            if current == HEAD:
                return MigrationResult(current, HEAD)
        async with locks.holding(url, locks.MIGRATION, on_wait=waiting):
            current = await _revision_or_none(engine)
            if current == HEAD:
                return MigrationResult(current, HEAD)
            await upgrade_in_child(url)
        return MigrationResult(current, HEAD)
    finally:
        await engine.dispose()


class MigrationFailed(RuntimeError):
    """The child process that migrated failed; ``str()`` is its error, one line."""


async def upgrade_in_child(url: str | URL) -> None:
    """Upgrade ``url`` to head in a child process (this module's ``main``)."""
    rendered = url.render_as_string(hide_password=False) if isinstance(url, URL) else url
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", __name__,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    _out, err = await child.communicate(rendered.encode())
    if child.returncode != 0:
        lines = err.decode(errors="replace").strip().splitlines()
        raise MigrationFailed(lines[-1] if lines else f"exit status {child.returncode}")


async def _upgrade_here(url: str) -> None:
    engine = make_engine(url)
    try:
        await _run_upgrade(engine, "head")
    finally:
        await engine.dispose()


def main() -> None:
    """The child of `upgrade_in_child`: the URL on standard input; on failure, the error as
    the last line of standard error and exit status 1."""
    url = sys.stdin.read().strip()
    try:
        asyncio.run(_upgrade_here(url))
    except Exception as error:
        reason = " ".join(str(error).split())
        print(f"{type(error).__name__}: {reason}", file=sys.stderr)
        sys.exit(1)


async def _revision_or_none(engine: AsyncEngine) -> str | None:
    async with engine.connect() as connection:
        try:
            return (
                await connection.execute(text("SELECT version_num FROM alembic_version"))
            ).scalar_one_or_none()
        except DBAPIError:  # no alembic_version table yet: a new database
            return None


async def downgrade_async(url: str | URL, revision: str) -> None:
    """Take the database at ``url`` back to ``revision`` (tests; a host restoring an older
    version restores its backup instead)."""
    engine = make_engine(url)
    try:
        await _run_upgrade(engine, revision, _downgrade_on)
    finally:
        await engine.dispose()


async def _run_upgrade(engine: AsyncEngine, revision: str,
                       run: Callable[[Connection, str], None] | None = None) -> None:
    """Every pending migration in one transaction (``run``: _upgrade_on, or _downgrade_on).

    On SQLite, foreign keys are off while it runs: a migration that rebuilds a table others
    refer to (``matches``, which the move log refers to with ON DELETE CASCADE) must
    not cascade its DROP TABLE. SQLite only switches them outside a transaction, so this is
    steps 1, 2, 10, 11 and 12 of its documented procedure for schema changes
    (https://www.sqlite.org/lang_altertable.html#otheralter): off, BEGIN, migrate,
    ``PRAGMA foreign_key_check`` (a broken reference rolls everything back), COMMIT, on."""
    run = run or _upgrade_on
    if engine.dialect.name != "sqlite":
        async with engine.begin() as connection:
            await connection.run_sync(run, revision)
        return
    async with engine.connect() as connection:
        # No BEGIN for these statements (db.engine): the PRAGMA must run outside one.
        await connection.execution_options(**AUTOCOMMIT_READ)
        await connection.exec_driver_sql("PRAGMA foreign_keys = OFF")
        await connection.commit()
        try:
            await begin_write(connection)
            try:
                await connection.run_sync(run, revision)
                broken = (await connection.exec_driver_sql("PRAGMA foreign_key_check")).all()
                if broken:
                    raise RuntimeError(f"the migration broke foreign keys: {broken!r}")
            except BaseException:
                await connection.rollback()
                raise
            await connection.commit()
        finally:
            await connection.exec_driver_sql("PRAGMA foreign_keys = ON")
            await connection.commit()


def _upgrade_on(connection: Connection, revision: str) -> None:
    # Alembic loads on first need: a start on a current database never imports it.
    from alembic import command

    config = alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, revision)


def _downgrade_on(connection: Connection, revision: str) -> None:
    # Alembic loads on first need: a start on a current database never imports it.
    from alembic import command

    config = alembic_config()
    config.attributes["connection"] = connection
    command.downgrade(config, revision)


def upgrade(url: str | URL, revision: str = "head") -> None:
    """Sync wrapper of :func:`upgrade_async`; runs in a helper thread if a loop is running here."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(upgrade_async(url, revision))
        return
    failure: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(upgrade_async(url, revision))
        except BaseException as error:  # handed back to the caller's thread
            failure.append(error)

    thread = threading.Thread(target=run, name="db-upgrade")
    thread.start()
    thread.join()
    if failure:
        raise failure[0]


async def current_revision_async(url: str | URL) -> str | None:
    """The revision the database at ``url`` is at (None if never migrated)."""
    engine = make_engine(url)
    try:
        async with engine.connect() as connection:
            # Alembic loads on first need: a start on a current database never imports it.
            from alembic.runtime.migration import MigrationContext

            return await connection.run_sync(
                lambda sync: MigrationContext.configure(sync).get_current_revision()
            )
    finally:
        await engine.dispose()


if __name__ == "__main__":
    main()
