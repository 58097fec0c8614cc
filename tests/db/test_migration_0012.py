"""Migration 0012 (matches outside a server the bot is in): a database at 0011 keeps every
match, none of them played in a server without the bot; the downgrade brings back exactly
what was there."""

from __future__ import annotations

from sqlalchemy import inspect, text

from db.engine import make_engine
from db.migrate import current_revision_async, downgrade_async, upgrade_async

MATCH = text(
    "INSERT INTO matches (guild_id, channel_id, message_id, game, options, challenger_id,"
    " opponent_id, player1_id, player2_id, status, state, to_move, deadline, version,"
    " created_at, updated_at) VALUES (:g, 2, 77, 'circle-duel', '{\"size\": 10}', 10, 11,"
    " 10, 11, 'active', :state, 1, '2025-01-02 00:00:00', 2, '2025-01-01 00:00:00',"
    " '2025-01-01 00:00:00')")
STATE = ('{"game": "circle-duel", "options": {"size": 10}, "history": [[0, 4]],'
         ' "to_move": 1, "winner": null}')


async def _matches(db_url: str) -> tuple[list[dict[str, object]], set[str]]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        rows = [dict(r._mapping) for r in await conn.execute(
            text("SELECT * FROM matches ORDER BY id"))]
        columns = await conn.run_sync(
            lambda sync: {c["name"] for c in inspect(sync).get_columns("matches")})
    await engine.dispose()
    return rows, columns


async def test_0012_adds_the_outside_server_and_keeps_every_match(db_url: str) -> None:
    await upgrade_async(db_url, "0011")
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        for guild in (1, 0):  # a server's match, and one stored outside a server
            await conn.execute(MATCH, {"g": guild, "state": STATE})
    await engine.dispose()
    before, columns = await _matches(db_url)
    assert "outside_guild_id" not in columns

    await upgrade_async(db_url, "0012")
    assert await current_revision_async(db_url) == "0012"
    after, columns = await _matches(db_url)
    assert "outside_guild_id" in columns
    assert [{k: v for k, v in row.items() if k != "outside_guild_id"}
            for row in after] == before
    assert all(row["outside_guild_id"] is None for row in after)

    await downgrade_async(db_url, "0011")
    undone, columns = await _matches(db_url)
    assert undone == before and "outside_guild_id" not in columns
