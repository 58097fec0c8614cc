"""Migration 0009 (a server's language, `/config language`): a database at 0008 keeps every
settings row, each without a language (the server's own Discord language); a language is
stored afterwards; the downgrade drops the column and brings back exactly what was there."""

from __future__ import annotations

from typing import Any

from sqlalchemy import inspect, text

from db.engine import make_engine
from db.migrate import current_revision_async, downgrade_async, upgrade_async

SETTINGS = text(
    "INSERT INTO guild_settings (guild_id, turn_timeout_hours, bot_level, organiser_role_id,"
    " version, updated_at, updated_by)"
    " VALUES (:guild_id, :hours, :level, :role, 3, '2025-01-01 00:00:00', 42)"
)


async def _rows(db_url: str) -> list[dict[str, Any]]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        found = [dict(r._mapping) for r in await conn.execute(
            text("SELECT * FROM guild_settings ORDER BY guild_id"))]
    await engine.dispose()
    return found


async def _columns(db_url: str) -> set[str]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        names = await conn.run_sync(
            lambda sync: {c["name"] for c in inspect(sync).get_columns("guild_settings")})
    await engine.dispose()
    return names


async def test_0009_adds_the_language_and_keeps_every_setting(db_url: str) -> None:
    await upgrade_async(db_url, "0008")
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(SETTINGS, {"guild_id": 1, "hours": 6, "level": "perfect", "role": 7})
        await conn.execute(SETTINGS, {"guild_id": 2, "hours": None, "level": None,
                                      "role": None})
    await engine.dispose()
    before = await _rows(db_url)
    assert "language" not in await _columns(db_url)

    await upgrade_async(db_url, "0009")
    assert await current_revision_async(db_url) == "0009"
    after = await _rows(db_url)
    assert [{k: v for k, v in row.items() if k != "language"} for row in after] == before
    assert [row["language"] for row in after] == [None, None]  # the Discord language
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE guild_settings SET language = 'pt-BR' WHERE guild_id = 1"))
    await engine.dispose()
    assert [row["language"] for row in await _rows(db_url)] == ["pt-BR", None]

    await downgrade_async(db_url, "0008")
    assert await current_revision_async(db_url) == "0008"
    assert "language" not in await _columns(db_url)
    assert await _rows(db_url) == before
