"""A database out of reach is one typed error (DatabaseUnavailable) from every service
method; a statement the database refuses is not."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import insert, select, text
from sqlalchemy.exc import IntegrityError

from bot.core import connections
from bot.core.errors import DatabaseUnavailable, MatchError
from bot.matches.service import MatchService
from db.engine import make_engine
from db.models import Match
from tests.fixtures.service_helpers import CH, A, B, G, challenge

UNREACHABLE = {
    # A port nothing listens on: the connection is refused at once.
    "postgres-refused": "postgresql+asyncpg://postgres@127.0.0.1:1/none",
    # A folder that exists but where no file can be created (root included).
    "sqlite-under-proc": "sqlite+aiosqlite:////proc/self/duels.db",
}

#: Every service method a cog (or the deadline loop) calls.
CALLS: dict[str, Callable[[MatchService], Awaitable[Any]]] = {
    "challenge": lambda s: s.challenge(guild_id=G, channel_id=CH, challenger_id=A,
                                       opponent_id=B, game="circle-duel"),
    "accept": lambda s: s.accept(G, 1, B),
    "decline": lambda s: s.decline(G, 1, B),
    "cancel": lambda s: s.cancel(G, 1, A),
    "play": lambda s: s.play(G, 1, A, 5),
    "play_in_channel": lambda s: s.play_in_channel(G, CH, A, 5),
    "resign": lambda s: s.resign(G, 1, A),
    "resign_in_channel": lambda s: s.resign_in_channel(G, CH, A),
    "rematch": lambda s: s.rematch(G, 1, A),
    "set_message": lambda s: s.set_message(1, CH, 777),
    "get": lambda s: s.get(G, 1),
    "current_match": lambda s: s.current_match(G, CH, A),
    "legal_moves_for": lambda s: s.legal_moves_for(G, CH, A),
    "leaderboard": lambda s: s.standings.leaderboard(G),
    "stats": lambda s: s.standings.stats(G, A),
    "expire_due": lambda s: s.expire_due(),
    "next_deadline": lambda s: s.next_deadline(),
    "verify": lambda s: s.verify(),
    # Server owners: moderation, seasons, history, /config.
    "void": lambda s: s.void(G, 1, A),
    "start_season": lambda s: s.start_season(G, A),
    "season": lambda s: s.standings.season(G),
    "history": lambda s: s.standings.history(G, A),
    "rating_points": lambda s: s.standings.rating_points(G, A),
    "config.get": lambda s: s.config.get(G),
    "config.set_turn_timeout": lambda s: s.config.set_turn_timeout(G, A, 5),
    "config.allow_channel": lambda s: s.config.allow_channel(G, A, CH),
}


@pytest.fixture(params=sorted(UNREACHABLE))
async def unreachable(request: pytest.FixtureRequest) -> AsyncIterator[MatchService]:
    before = set(threading.enumerate())
    engine = make_engine(UNREACHABLE[request.param])
    yield MatchService(engine)
    await engine.dispose()
    # aiosqlite stops the worker thread of a failed connect by a message that its thread
    # answers on this loop: let it answer before the test's loop closes.
    for thread in set(threading.enumerate()) - before:
        thread.join(timeout=5)


@pytest.mark.parametrize("call", sorted(CALLS))
async def test_every_service_method_says_database_unavailable(unreachable, call):
    with pytest.raises(DatabaseUnavailable) as raised:
        await CALLS[call](unreachable)
    error = raised.value
    assert not isinstance(error, MatchError)  # not a refusal: try again later
    assert error.__cause__ is not None  # the driver's error, for the log's traceback
    line = str(error)
    assert line.startswith("database unavailable: ") and "\n" not in line and len(line) < 300
    assert ("ConnectionRefusedError" in line) or ("unable to open database file" in line)


async def test_a_refused_statement_is_not_unavailability(engine):
    """A CHECK / UNIQUE violation is the database answering: it leaves the store boundary
    as the IntegrityError it is, and the transaction is rolled back."""
    now = datetime(2025, 1, 1, tzinfo=UTC)
    bad = dict(guild_id=G, channel_id=CH, game="circle-duel", options={"size": 10},
               challenger_id=A, opponent_id=B, player1_id=A, player2_id=B, status="bogus",
               state={}, to_move=0, version=1, created_at=now, updated_at=now)
    with pytest.raises(IntegrityError):
        async with connections.writing(engine) as conn:
            await conn.execute(insert(Match), {**bad, "status": "active"})
            await conn.execute(insert(Match), bad)
    async with connections.reading(engine) as conn:
        assert (await conn.execute(select(Match.id))).all() == []  # nothing was written


async def test_a_refusal_passes_the_boundary_as_it_is(service):
    snap = await challenge(service)
    with pytest.raises(MatchError) as raised:
        await service.accept(G, snap.id, A)  # your own challenge
    assert not isinstance(raised.value, DatabaseUnavailable)


async def test_a_connection_lost_mid_transaction_is_unavailable(pg_engine):
    """The server ends our session between two statements of a write transaction."""
    engine = pg_engine
    with pytest.raises(DatabaseUnavailable):
        async with connections.writing(engine) as conn:
            pid = (await conn.execute(text("SELECT pg_backend_pid()"))).scalar_one()
            async with engine.connect() as other:
                await other.execute(text(f"SELECT pg_terminate_backend({int(pid)})"))
            await conn.execute(select(Match.id))
    async with connections.reading(engine) as conn:  # the pool recovers (pre-ping)
        assert (await conn.execute(select(Match.id))).all() == []
