"""Migration 0011 (the daily puzzle posted on its own): a database at 0010 keeps its puzzles,
each not yet posted; the downgrade brings back exactly what was there."""

from __future__ import annotations

from sqlalchemy import inspect, text

from db.engine import make_engine
from db.migrate import current_revision_async, downgrade_async, upgrade_async

PUZZLE = text("INSERT INTO puzzles (guild_id, day, game, state, answer, created_at) VALUES "
              "(1, '2026-12-01', 'circle-duel', '{}', 3, '2026-12-01 00:00:00')")


async def _puzzles(db_url: str) -> tuple[list[dict[str, object]], set[str]]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        rows = [dict(r._mapping) for r in await conn.execute(text("SELECT * FROM puzzles"))]
        columns = await conn.run_sync(
            lambda sync: {c["name"] for c in inspect(sync).get_columns("puzzles")})
    await engine.dispose()
    return rows, columns


async def test_0011_adds_the_puzzle_post_and_keeps_every_puzzle(db_url: str) -> None:
    await upgrade_async(db_url, "0010")
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(PUZZLE)
    await engine.dispose()
    before, columns = await _puzzles(db_url)
    assert "posted_message_id" not in columns

    await upgrade_async(db_url, "0011")
    assert await current_revision_async(db_url) == "0011"
    after, columns = await _puzzles(db_url)
    assert "posted_message_id" in columns
    assert [{k: v for k, v in row.items() if k != "posted_message_id"}
            for row in after] == before
    assert all(row["posted_message_id"] is None for row in after)

    await downgrade_async(db_url, "0010")
    undone, columns = await _puzzles(db_url)
    assert undone == before and "posted_message_id" not in columns
