"""What interactions say about members (bot.members.seen): names per server and languages,
written in the background only when they change, read back after a restart."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.core import connections
from bot.members import store
from bot.members.seen import MembersSeen
from db.engine import make_engine
from db.migrate import upgrade_async


@pytest.fixture
async def engine(db_url: str):  # type: ignore[no-untyped-def]
    await upgrade_async(db_url)
    made = make_engine(db_url)
    yield made
    await made.dispose()


def seen_over(engine) -> MembersSeen:  # type: ignore[no-untyped-def]
    return MembersSeen(lambda: connections.reading(engine),
                       lambda: connections.locked_writing(engine),
                       clock=lambda: datetime(2026, 12, 2, tzinfo=UTC))


async def test_names_and_languages_are_kept_and_read_back(engine) -> None:  # type: ignore[no-untyped-def]
    seen = seen_over(engine)
    seen.seen(1, 10, "Alice", "de")
    seen.seen(None, 11, "Bob", "ja")  # a DM: a language, no server name
    await seen.flush()
    async with connections.reading(engine) as conn:
        names = await store.names(conn, 1, [10, 11])
    assert {u: n.display_name for u, n in names.items()} == {10: "Alice"}
    fresh = seen_over(engine)  # another process, or after a restart
    assert await fresh.locales([10, 11, 12]) == {10: "de", 11: "ja"}
    seen.seen(1, 10, "Alicia", "de")  # a new nickname
    await seen.flush()
    async with connections.reading(engine) as conn:
        assert (await store.names(conn, 1, [10]))[10].display_name == "Alicia"


async def test_an_unchanged_member_queues_no_write(engine) -> None:  # type: ignore[no-untyped-def]
    seen = seen_over(engine)
    seen.seen(1, 10, "Alice", "en-US")
    assert seen.queued == 2
    await seen.flush()
    seen.seen(1, 10, "Alice", "en-US")
    assert seen.queued == 0  # nothing to write again
    seen.seen(1, 10, "Alice", "fr")
    assert seen.queued == 1
