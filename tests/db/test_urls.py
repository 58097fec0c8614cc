"""DATABASE_URL spellings: what people paste maps to the async driver, the rest is refused."""

from __future__ import annotations

import pytest

from db.engine import make_engine
from db.urls import UnusableDatabaseUrl, resolve_database_url


@pytest.mark.parametrize(("given", "driver"), [
    ("postgres://u:pw@db.example/duels", "postgresql+asyncpg"),
    ("postgresql://u:pw@db.example:6543/duels", "postgresql+asyncpg"),
    ("postgresql+asyncpg://u@db.example/duels", "postgresql+asyncpg"),
    ("sqlite:///data/duels.db", "sqlite+aiosqlite"),
    ("sqlite+aiosqlite:////var/lib/number-duels/duels.db", "sqlite+aiosqlite"),
    ("  sqlite:///data/duels.db\n", "sqlite+aiosqlite"),  # pasted with white space
])
def test_accepted_spellings_choose_the_async_driver(given: str, driver: str) -> None:
    target = resolve_database_url(given)
    assert target.url.drivername == driver
    assert target.url.database == resolve_database_url(given.strip()).url.database


def test_what_was_chosen_is_described_without_the_password() -> None:
    pg = resolve_database_url("postgres://u:secret@db.example:6543/duels")
    assert pg.describe() == "PostgreSQL database duels on db.example:6543 (asyncpg)"
    lite = resolve_database_url("sqlite:///data/duels.db")
    assert lite.describe().startswith("SQLite file /") and lite.describe().endswith(
        "data/duels.db (aiosqlite)")


@pytest.mark.parametrize("given", [
    "mysql://u:secret@db/duels",
    "postgresql+psycopg2://u:secret@db/duels",
    "sqlite+pysqlite:///duels.db",
    "duels.db",
    "postgresql://u:secret@db.example",  # no database named
])
def test_other_urls_are_refused_naming_both_forms(given: str) -> None:
    with pytest.raises(UnusableDatabaseUrl) as refused:
        resolve_database_url(given)
    message = str(refused.value)
    assert "\n" not in message and "secret" not in message
    assert "postgresql://user:password@host:5432/dbname" in message
    if "no PostgreSQL database" not in message:
        assert "sqlite:///" in message


async def test_make_engine_takes_the_pasted_spellings(tmp_path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'plain.db'}")
    try:
        assert engine.url.drivername == "sqlite+aiosqlite"
        async with engine.connect() as conn:
            assert (await conn.exec_driver_sql("SELECT 1")).scalar() == 1
    finally:
        await engine.dispose()
    assert (tmp_path / "plain.db").exists()
