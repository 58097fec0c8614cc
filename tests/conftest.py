"""Fixtures shared by every test layer.

* ``db_url``: an empty database, per test. Parametrized over SQLite (a real file in tmp_path)
  with the one-hop driver (``sqlite``) and with SQLAlchemy's stock aiosqlite dialect, the
  fallback when the driver's private hooks are missing (``sqlite-stock``: the test runs with
  ``NUMBER_DUELS_SQLITE_DRIVER=stock``, which bot processes it starts inherit), and, when the
  environment variable ``TEST_DATABASE_URL`` points at a PostgreSQL server
  (``postgresql+asyncpg://postgres@127.0.0.1:5432/test``), PostgreSQL: each test gets its own
  freshly created database on that server (dropped afterwards), so tests never interfere.
* ``engine`` / ``sessionmaker``: on that database, migrated to head.
* ``clock``: a FakeClock the test advances; ``rng``: a seeded random.Random.
* ``service``: a MatchService on all of the above (ServiceSettings defaults: 15 min / 24 h).
"""

from __future__ import annotations

import os
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from db.engine import SQLITE_DRIVER_ENV, make_engine, make_sessionmaker
from db.migrate import upgrade_async
from tests.scratch_db import scratch_postgres

PG_ENV = "TEST_DATABASE_URL"
BACKENDS = ["sqlite", "sqlite-stock", *(["postgresql"] if os.environ.get(PG_ENV) else [])]


class FakeClock:
    """A clock for the service: returns ``now`` until a test advances it."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2025, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta | None = None, **kwargs: float) -> datetime:
        self.now += (delta or timedelta()) + timedelta(**kwargs)
        return self.now


@pytest.fixture(params=BACKENDS)
async def db_url(request: pytest.FixtureRequest, tmp_path,
                 monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[str]:
    if request.param.startswith("sqlite"):
        if request.param == "sqlite-stock":
            monkeypatch.setenv(SQLITE_DRIVER_ENV, "stock")
        else:
            monkeypatch.delenv(SQLITE_DRIVER_ENV, raising=False)
        yield f"sqlite+aiosqlite:///{tmp_path / 'duels.db'}"
        return
    async with scratch_postgres(os.environ[PG_ENV], "nd_test") as url:
        yield url


@pytest.fixture
async def engine(db_url: str) -> AsyncIterator[AsyncEngine]:
    await upgrade_async(db_url)
    engine = make_engine(db_url)
    yield engine
    await engine.dispose()


@pytest.fixture
def sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return make_sessionmaker(engine)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def rng() -> random.Random:
    return random.Random(20250101)


@pytest.fixture
def service(engine: AsyncEngine, clock: FakeClock, rng: random.Random):
    from bot.matches import MatchService, ServiceSettings

    return MatchService(engine, ServiceSettings(), clock=clock, rng=rng)
