"""Start-up migration: upgrade when behind, and don't even import Alembic when current."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sqlalchemy import inspect

from db.engine import make_engine
from db.migrate import (
    HEAD,
    current_revision_async,
    head_revision,
    upgrade,
    upgrade_async,
    upgrade_if_needed,
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


def test_current_database_does_not_import_alembic(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'current.db'}"
    upgrade(url)
    probe = (
        "import asyncio, sys\n"
        "from db.migrate import upgrade_if_needed\n"
        f"changed = asyncio.run(upgrade_if_needed({url!r})).changed\n"
        "print(changed, 'alembic' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=60).stdout.split()
    assert out == ["False", "False"]
