"""A SQLite file deleted, moved or replaced under a running bot: every later write is refused
as "database unavailable" (nothing acknowledged and then lost), one ERROR line says so, and
no empty file is created in its place."""

from __future__ import annotations

import logging
import os
import shutil
import time
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.core.errors import DatabaseUnavailable
from bot.matches.service import MatchService
from db.availability import DatabaseFileGone
from db.engine import file_watch
from db.urls import sqlite_file
from tests.fixtures.databases import only_sqlite
from tests.fixtures.service_helpers import A, G, started

pytestmark = only_sqlite  # a database server has no file to delete


@pytest.fixture
def db_file(migrated_url: str) -> Path:
    path = sqlite_file(migrated_url)
    assert path is not None
    return path


def _remove(path: Path) -> None:
    for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        name.unlink(missing_ok=True)


def _file_errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "db.engine" and r.levelno == logging.ERROR]


async def test_a_deleted_file_refuses_every_later_write(
    service: MatchService, engine: AsyncEngine, db_file: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    snap = await started(service)
    _remove(db_file)
    for number in (5, 6, 4):  # three moves: each refused, one ERROR line
        with pytest.raises(DatabaseUnavailable) as refused:
            await service.play(G, snap.id, A, number)
        assert isinstance(refused.value.__cause__, DatabaseFileGone)
        assert str(db_file) in str(refused.value)
    errors = _file_errors(caplog)
    assert len(errors) == 1, errors
    assert f"The database file {db_file} is gone" in errors[0]
    # Nothing was acknowledged: the open file (still readable) has no move.
    assert (await service.get(G, snap.id)).state.history == ()

    # A new connection would create an empty file at the path: refused too.
    await engine.dispose()
    with pytest.raises(DatabaseUnavailable):
        await service.play(G, snap.id, A, 5)
    assert db_file.name not in os.listdir(db_file.parent)
    assert len(_file_errors(caplog)) == 1


async def test_a_replaced_file_refuses_writes_and_the_original_coming_back_resumes_them(
    service: MatchService, db_file: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    snap = await started(service)
    aside = db_file.with_name("aside.db")
    os.rename(db_file, aside)  # moved away: the same file, elsewhere
    with pytest.raises(DatabaseUnavailable):
        await service.play(G, snap.id, A, 5)
    shutil.copyfile(aside, db_file)  # another file (a copy) at the path
    with pytest.raises(DatabaseUnavailable):
        await service.play(G, snap.id, A, 5)
    errors = _file_errors(caplog)
    assert [e.split(" while ")[0] for e in errors] == [
        f"The database file {db_file} is gone (deleted or moved away)",
        f"The database file {db_file} was replaced by another file",
    ]
    os.replace(aside, db_file)  # the original is back: writes go on, nothing was lost
    played = await service.play(G, snap.id, A, 5)
    assert [m.number for m in played.state.history] == [5]
    assert any("is back" in r.getMessage() for r in caplog.records
               if r.levelno == logging.WARNING)


async def test_the_check_costs_one_stat_per_write(engine: AsyncEngine, db_file: Path) -> None:
    """Measured, not asserted tightly: one os.stat per COMMIT (a few microseconds)."""
    watch = file_watch(engine)
    assert watch is not None and watch.path == db_file
    async with engine.connect() as conn:  # the first connection records the file
        await conn.exec_driver_sql("SELECT 1")
    rounds = 20_000
    started_at = time.perf_counter()
    for _ in range(rounds):
        watch.check()
    per_check = (time.perf_counter() - started_at) / rounds
    print(f"\nfile watch: {per_check * 1e6:.2f} µs per check (one os.stat)")
    assert per_check < 1e-3
