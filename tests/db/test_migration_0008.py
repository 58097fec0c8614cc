"""Migration 0008 (tournaments, a per-match time per move, two-game series): a database at 0007
with a series and its games keeps every row; a series of 2 is taken afterwards (and still
refused below 1 or at 4); the downgrade brings back exactly what was there."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from db.engine import make_engine
from db.migrate import current_revision_async, downgrade_async, upgrade_async

SERIES = text(
    "INSERT INTO series (id, guild_id, channel_id, game, best_of, first_id, second_id,"
    " first_wins, second_wins, status, winner_id, ended_by, version, created_at, finished_at)"
    " VALUES (:id, 1, 2, 'circle-duel', :best_of, 10, 11, 1, 0, 'running', NULL, NULL, 2,"
    " '2025-01-01 00:00:00', NULL)"
)
EVERYTHING = {
    "series": "SELECT * FROM series ORDER BY id",
    "guild_settings": "SELECT * FROM guild_settings ORDER BY guild_id",
}


async def _read(db_url: str) -> dict[str, list[dict[str, Any]]]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        found = {name: [dict(r._mapping) for r in await conn.execute(text(sql))]
                 for name, sql in EVERYTHING.items()}
    await engine.dispose()
    return found


async def test_0008_keeps_series_and_takes_two_game_series(db_url: str) -> None:
    await upgrade_async(db_url, "0007")
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(SERIES, {"id": 1, "best_of": 3})
        await conn.execute(text(
            "INSERT INTO guild_settings (guild_id, version, updated_at)"
            " VALUES (1, 1, '2025-01-01 00:00:00')"))
    await engine.dispose()
    before = await _read(db_url)

    await upgrade_async(db_url, "0008")
    assert await current_revision_async(db_url) == "0008"
    after = await _read(db_url)
    assert after["series"] == before["series"]
    assert [{k: v for k, v in row.items() if k != "organiser_role_id"}
            for row in after["guild_settings"]] == before["guild_settings"]
    assert [row["organiser_role_id"] for row in after["guild_settings"]] == [None]
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(SERIES, {"id": 2, "best_of": 2})
        for table in ("tournaments", "tournament_players", "tournament_pairings",
                      "player_settings"):
            assert (await conn.execute(text(f"SELECT count(*) FROM {table}"))).scalar_one() == 0
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(SERIES, {"id": 3, "best_of": 4})
    async with engine.begin() as conn:
        await conn.execute(text("DELETE FROM series WHERE id = 2"))
    await engine.dispose()

    await downgrade_async(db_url, "0007")
    assert await current_revision_async(db_url) == "0007"
    assert await _read(db_url) == before
