"""bot.servers.locales: the Discord language a server's interactions last carried, kept in
memory and in the server_locales rows, written off the interaction's path and only when it
changed; a restart (a new ServerLocales) reads it back."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.core import connections
from bot.servers.locales import ServerLocales
from db.tables import server_locales

T0 = datetime(2026, 12, 1, tzinfo=UTC)


def _locales(engine: AsyncEngine, capacity: int = 100) -> ServerLocales:
    return ServerLocales(lambda: connections.reading(engine),
                         lambda: connections.locked_writing(engine), clock=lambda: T0,
                         capacity=capacity)


async def _rows(engine: AsyncEngine) -> dict[int, str]:
    async with connections.reading(engine) as conn:
        found = await conn.execute(select(server_locales.c.guild_id, server_locales.c.locale))
        return {int(g): str(locale) for g, locale in found}


async def test_a_seen_locale_is_stored_and_read_back_after_a_restart(engine: AsyncEngine
                                                                     ) -> None:
    locales = _locales(engine)
    assert await locales.locale(1) is None  # never heard from
    locales.seen(1, "de")
    locales.seen(2, "ja")
    assert await locales.locale(1) == "de"  # at once, from memory
    await locales.flush()
    assert await _rows(engine) == {1: "de", 2: "ja"}
    locales.seen(1, "fr")  # the server changed its language
    await locales.flush()
    assert await _rows(engine) == {1: "fr", 2: "ja"}
    restarted = _locales(engine)
    assert (await restarted.locale(1), await restarted.locale(2)) == ("fr", "ja")


async def test_the_same_locale_again_writes_nothing(engine: AsyncEngine) -> None:
    locales = _locales(engine)
    locales.seen(1, "de")
    await locales.flush()
    async with connections.locked_writing(engine) as conn:
        await conn.execute(server_locales.delete())
    for _ in range(5):
        locales.seen(1, "de")  # as every later interaction of the server
    await locales.flush()
    assert await _rows(engine) == {}  # nothing queued: the row was not written again


async def test_only_the_most_recent_servers_stay_in_memory(engine: AsyncEngine) -> None:
    locales = _locales(engine, capacity=2)
    for guild_id, locale in ((1, "de"), (2, "ja"), (3, "fr")):
        locales.seen(guild_id, locale)
    await locales.flush()
    async with connections.locked_writing(engine) as conn:
        await conn.execute(server_locales.update().values(locale="ru"))
    # Servers 3 and 2 come from memory; server 1 left it and is read from its row.
    assert [await locales.locale(g) for g in (3, 2, 1)] == ["fr", "ja", "ru"]
