"""`migrate`, `verify` and `backup` (dispatched by bot/__main__.py). Each says what it did.

Exit codes: 0 done; 1 it could not be done, or (verify) some match differs from its move log;
2 DATABASE_URL is of no usable form (a wrong setting, as for `run`).
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from contextlib import closing
from pathlib import Path

from bot.matches.service import MatchService, ServiceSettings
from bot.process.database import DatabaseNotWritable
from bot.process.settings import Settings
from db.engine import make_engine, sqlite_write_problem
from db.migrate import upgrade_if_needed
from db.urls import DatabaseTarget, UnusableDatabaseUrl, resolve_database_url, sqlite_file

EXIT_OK, EXIT_FAILED, EXIT_CONFIG = 0, 1, 2


def _matches(count: int) -> str:
    return "1 match" if count == 1 else f"{count} matches"


def _fail(message: str, code: int = EXIT_FAILED) -> int:
    print(message, file=sys.stderr)
    return code


def _target(settings: Settings) -> DatabaseTarget:
    target = resolve_database_url(settings.database_url)
    print(f"Database: {target.describe()}")
    return target


def _unwritable(path: Path) -> str | None:
    """The sentence the bot's start gives for a SQLite file this user can't write (None: it
    can): verify migrates it first, and SQLite writes beside it even to read it (WAL)."""
    problem = sqlite_write_problem(path)
    return None if problem is None else str(DatabaseNotWritable(path.resolve(), problem))


def _missing_file(target: DatabaseTarget) -> Path | None:
    """The SQLite file ``target`` names, if it does not exist (None: it exists, or no file)."""
    path = sqlite_file(target.url) if target.is_sqlite else None
    return path.resolve() if path is not None and not path.exists() else None


def migrate(settings: Settings) -> int:
    """Bring the database schema to the newest revision (creating the database if new)."""
    try:
        target = _target(settings)
        result = asyncio.run(upgrade_if_needed(target.url))
    except UnusableDatabaseUrl as error:
        return _fail(str(error), EXIT_CONFIG)
    except Exception as error:
        return _fail(f"Migration failed: {type(error).__name__}: {error}")
    print(result.describe())
    path = sqlite_file(target.url) if target.is_sqlite else None
    if result.before is None and path is not None:  # a typo in DATABASE_URL shows here
        print(f"Created a new, empty database at {path.resolve()}: if you expected existing "
              "data, check DATABASE_URL.")
    return EXIT_OK


async def _verify(target: DatabaseTarget, settings: Settings
                  ) -> tuple[str, int, list[tuple[int, str]]]:
    migration = await upgrade_if_needed(target.url)
    engine = make_engine(target.url)
    try:
        report = await MatchService(engine, ServiceSettings.from_settings(settings)
                                    ).verify_report()
    finally:
        await engine.dispose()
    return (migration.describe() if migration.changed else ""), report.checked, report.problems


def verify(settings: Settings) -> int:
    """Replay every match's move log and compare with its stored state. Exit 1 if any differ."""
    try:
        target = _target(settings)
    except UnusableDatabaseUrl as error:
        return _fail(str(error), EXIT_CONFIG)
    missing = _missing_file(target)
    if missing is not None:
        return _fail(f"There is no database file at {missing}: nothing to verify. "
                     "Check DATABASE_URL.")
    path = sqlite_file(target.url) if target.is_sqlite else None
    refused = None if path is None else _unwritable(path)
    if refused is not None:
        return _fail(refused)
    try:
        upgraded, checked, problems = asyncio.run(_verify(target, settings))
    except Exception as error:
        return _fail(f"Verification failed to run: {type(error).__name__}: {error}")
    if upgraded:
        print(upgraded)
    if not problems:
        print(f"Checked {_matches(checked)}: each equals the replay of its move log.")
        return EXIT_OK
    differ = "1 differs" if len(problems) == 1 else f"{len(problems)} differ"
    print(f"Checked {_matches(checked)}: {differ} from its move log:")
    for match_id, reason in problems:
        print(f"  match {match_id}: {reason}")
    return EXIT_FAILED


def backup(settings: Settings, destination: Path) -> int:
    """Copy the SQLite database to ``destination`` with SQLite's online backup: a consistent
    snapshot, safe while the bot runs (no `sqlite3` tool needed)."""
    try:
        target = _target(settings)
    except UnusableDatabaseUrl as error:
        return _fail(str(error), EXIT_CONFIG)
    source = sqlite_file(target.url) if target.is_sqlite else None
    if not target.is_sqlite:
        return _fail("backup copies SQLite databases; for PostgreSQL use pg_dump "
                     "(see docs/deploy.md).")
    if source is None:
        return _fail("The database is in memory: there is nothing to back up.")
    if not source.exists():
        return _fail(f"There is no database file at {source.resolve()}: nothing to back up.")
    refused = _unwritable(source)
    if refused is not None:
        return _fail(refused)
    if destination.exists():
        return _fail(f"{destination} already exists; choose a new name (nothing was written).")
    destination.parent.mkdir(parents=True, exist_ok=True)
    try:
        with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(destination)) as dst:
            src.backup(dst)
            matches = dst.execute("SELECT count(*) FROM matches").fetchone()[0]
    except sqlite3.Error as error:
        destination.unlink(missing_ok=True)
        return _fail(f"Backup failed: {error}")
    size = destination.stat().st_size
    print(f"Backed up {_matches(matches)} ({size / 1024:.0f} KiB) to {destination.resolve()}.")
    return EXIT_OK
