"""Migration 0010 (members as Discord showed them, and what calls them back): a database at
0009 keeps every row; the new columns start empty (each setting at its default, no member
known); the downgrade brings back exactly what was there."""

from __future__ import annotations

from typing import Any

from sqlalchemy import inspect, text

from db.engine import make_engine
from db.migrate import current_revision_async, downgrade_async, upgrade_async

SETTINGS = text("INSERT INTO guild_settings (guild_id, turn_timeout_hours, version, updated_at)"
                " VALUES (:guild_id, 6, 1, '2025-01-01 00:00:00')")
PLAYER = text("INSERT INTO player_settings (user_id, notify_tournaments) VALUES (:u, :n)")
NEW = {"guild_settings": {"notify_turns", "puzzle_channel_id", "public_pages"},
       "player_settings": {"notify_turns", "locale", "dms_refused_until"},
       "matches": {"turn_ping_message_id", "reminded_at"}}


async def _read(db_url: str) -> tuple[dict[str, list[dict[str, Any]]], dict[str, set[str]],
                                      set[str]]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        rows = {table: [dict(r._mapping) for r in await conn.execute(
            text(f"SELECT * FROM {table} ORDER BY 1"))] for table in NEW}
        columns = await conn.run_sync(lambda sync: {
            table: {c["name"] for c in inspect(sync).get_columns(table)} for table in NEW})
        tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    await engine.dispose()
    return rows, columns, tables


async def test_0010_adds_members_and_the_notice_settings_and_keeps_every_row(
        db_url: str) -> None:
    await upgrade_async(db_url, "0009")
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(SETTINGS, {"guild_id": 1})
        await conn.execute(PLAYER, {"u": 5, "n": False})
    await engine.dispose()
    before, columns, tables = await _read(db_url)
    assert "members" not in tables
    assert all(not NEW[t] & columns[t] for t in NEW)

    await upgrade_async(db_url, "0010")
    assert await current_revision_async(db_url) == "0010"
    after, columns, tables = await _read(db_url)
    assert "members" in tables and all(NEW[t] <= columns[t] for t in NEW)
    for table in NEW:
        assert [{k: v for k, v in row.items() if k not in NEW[table]}
                for row in after[table]] == before[table]
        assert all(row[name] is None for row in after[table] for name in NEW[table])
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(text("INSERT INTO members (guild_id, user_id, display_name, seen_at)"
                                " VALUES (1, 5, 'Alice', '2026-12-01 00:00:00')"))
        hidden = (await conn.execute(text("SELECT hide_name FROM members"))).scalar_one()
    await engine.dispose()
    assert not hidden  # a name shows until its member hides it

    await downgrade_async(db_url, "0009")
    assert await current_revision_async(db_url) == "0009"
    restored, columns, tables = await _read(db_url)
    assert "members" not in tables and restored == before
