"""Start-up migration: upgrade when behind (in a child process, so the bot never imports
Alembic), and read only the revision when current."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sqlalchemy import inspect

from db.engine import make_engine
from db.migrate import (
    HEAD,
    MigrationFailed,
    current_revision_async,
    head_revision,
    upgrade,
    upgrade_async,
    upgrade_if_needed,
    upgrade_in_child,
)

ROOT = Path(__file__).resolve().parents[2]


def test_head_constant_is_alembics_newest_migration() -> None:
    assert head_revision() == HEAD  # bump db.migrate.HEAD when adding a migration


async def test_new_database_is_upgraded_then_left_alone(db_url: str) -> None:
    created = await upgrade_if_needed(db_url)
    assert (created.before, created.after, created.changed) == (None, HEAD, True)
    assert created.describe() == f"Created the database schema (revision {HEAD})."
    assert await current_revision_async(db_url) == HEAD
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        tables = await conn.run_sync(lambda sync: inspect(sync).get_table_names())
    await engine.dispose()
    assert {"matches", "moves", "ratings", "bot_records"} <= set(tables)
    again = await upgrade_if_needed(db_url)
    assert not again.changed
    assert again.describe() == f"The database schema is current (revision {HEAD})."


async def test_database_behind_head_is_upgraded(db_url: str) -> None:
    await upgrade_async(db_url, "0001")
    upgraded = await upgrade_if_needed(db_url)
    assert upgraded.describe() == f"Upgraded the database schema from revision 0001 to {HEAD}."
    assert await current_revision_async(db_url) == HEAD


def _start_in_a_fresh_process(url: str) -> list[str]:
    """`upgrade_if_needed(url)` run by a new Python process: its result's before, after and
    changed, and whether that process imported Alembic."""
    probe = (
        "import asyncio, sys\n"
        "from db.migrate import upgrade_if_needed\n"
        f"result = asyncio.run(upgrade_if_needed({url!r}))\n"
        "print(result.before, result.after, result.changed, 'alembic' in sys.modules)\n"
    )
    return subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=60).stdout.split()


def test_current_database_does_not_import_alembic(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'current.db'}"
    upgrade(url)
    assert _start_in_a_fresh_process(url) == [HEAD, HEAD, "False", "False"]


def test_a_database_behind_is_migrated_in_a_child_process(tmp_path: Path) -> None:
    """The process that starts on a new database never imports Alembic: a child migrates."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'new.db'}"
    assert _start_in_a_fresh_process(url) == ["None", HEAD, "True", "False"]


async def test_a_failed_child_migration_says_why(tmp_path: Path) -> None:
    garbage = tmp_path / "duels.db"
    garbage.write_bytes(b"not a database, " * 512)
    try:
        await upgrade_in_child(f"sqlite+aiosqlite:///{garbage}")
    except MigrationFailed as error:
        assert str(error).startswith("DatabaseError: ")
        assert "file is not a database" in str(error)
    else:
        raise AssertionError("the migration of a file that is no database succeeded")
