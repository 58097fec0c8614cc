"""bot.members.store on both backends: a member's name is remembered per server and updated
when Discord shows another, hiding survives a rename, locales are the last one seen."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncEngine

from bot.core.connections import reading, writing
from bot.members import store

T0 = datetime(2026, 12, 1, tzinfo=UTC)


async def test_names_are_per_server_and_follow_what_discord_shows(engine: AsyncEngine) -> None:
    async with writing(engine) as conn:
        await store.remember(conn, 1, 10, "Alice", T0)
        await store.remember(conn, 2, 10, "Ally", T0)
        await store.remember(conn, 1, 11, "B" * 150, T0)
    async with writing(engine) as conn:
        assert await store.set_hidden(conn, 1, 10, True)
        assert not await store.set_hidden(conn, 1, 99, True)  # never seen there
        await store.remember(conn, 1, 10, "Alice2", T0 + timedelta(days=1))
    async with reading(engine) as conn:
        here = await store.names(conn, 1, [10, 11, 99])
        there = await store.names(conn, 2, [10])
        assert await store.names(conn, 1, []) == {}
    assert here[10] == store.KnownName(10, "Alice2", hidden=True)  # renamed, still hidden
    assert here[11].display_name == "B" * store.NAME_LIMIT and not here[11].hidden
    assert 99 not in here
    assert there[10] == store.KnownName(10, "Ally", hidden=False)


async def test_the_last_locale_seen_is_kept(engine: AsyncEngine) -> None:
    async with writing(engine) as conn:
        await store.remember_locale(conn, 10, "de")
        await store.remember_locale(conn, 10, "ja")
        await store.remember_locale(conn, 11, "fr")
    async with reading(engine) as conn:
        assert await store.locales(conn, [10, 11, 12]) == {10: "ja", 11: "fr"}
