"""The hot path's cost is bounded, and refusals never reach the write transaction."""

from __future__ import annotations

import contextlib

import pytest
from sqlalchemy import event

from bot.core.errors import (
    IllegalMoveError,
    MatchOver,
    NotYourMatch,
    NotYourTurn,
    TurnAlreadyPlayed,
)
from tests.fixtures.service_helpers import CH, A, B, C, G, fingerprint, legal, started


@contextlib.contextmanager
def statements(engine):
    seen: list[str] = []

    def count(conn, cursor, statement, parameters, context, executemany) -> None:
        seen.append(statement.split(None, 1)[0].upper())

    event.listen(engine.sync_engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", count)


def writes(seen: list[str]) -> list[str]:
    return [s for s in seen if s not in ("SELECT",)]


async def test_play_uses_a_bounded_number_of_statements(service, engine, clock, rng):
    from bot.matches.service import MatchService

    snap = await started(service, game="non-consecutive", options={"size": 25})
    # The accept cached the row: a move is UPDATE ... RETURNING and INSERT, no read
    # (+ BEGIN on databases that send it as a statement).
    with statements(engine) as seen:
        snap = await service.play(G, snap.id, A, legal(snap)[0])
    assert seen.count("SELECT") == 0 and seen.count("UPDATE") == 1
    assert seen.count("INSERT") == 1 and len(seen) <= 3, seen
    with statements(engine) as seen:
        snap = await service.play_in_channel(G, CH, B, legal(snap)[-1])
    assert seen.count("SELECT") == 0 and len(seen) <= 3, seen
    # A process that never saw the match (a restart) reads it once, and the server's settings
    # once (bot.servers.settings: the turn timeout), then plays from its caches.
    cold = MatchService(engine, service.settings, clock=clock, rng=rng)
    with statements(engine) as seen:
        snap = await cold.play(G, snap.id, A, legal(snap)[0])
        snap = await cold.play_in_channel(G, CH, B, legal(snap)[0])
    assert seen.count("SELECT") == 2 and seen.count("UPDATE") == 2, seen
    with statements(engine) as seen:
        snap = await cold.play(G, snap.id, A, legal(snap)[0])
    assert seen.count("SELECT") == 0, seen
    with statements(engine) as seen:
        await service.get(G, snap.id)
        await service.current_match(G, CH, A)
        await service.legal_moves_for(G, CH, A)
    assert seen == ["SELECT"] * 3


async def test_refusals_take_no_write_lock_and_write_nothing(service, engine, sessionmaker,
                                                            clock):
    snap = await started(service, game="non-consecutive")

    class Forbidden:
        async def __aenter__(self):
            raise AssertionError("a refusal took the write lock")

        async def __aexit__(self, *exc):
            return False

    real = service._writer.write_lock
    service._writer.write_lock = Forbidden()
    before = await fingerprint(sessionmaker)
    try:
        with statements(engine) as seen:
            for error, action in [
                (NotYourTurn, service.play(G, snap.id, B, 5)),
                (NotYourMatch, service.play(G, snap.id, C, 5)),
                (IllegalMoveError, service.play(G, snap.id, A, 99)),
                (TurnAlreadyPlayed, service.play(G, snap.id, A, 5,
                                                 expected_version=snap.version - 1)),
                (NotYourTurn, service.play_in_channel(G, CH, B, 5)),
            ]:
                with pytest.raises(error):
                    await action
            clock.advance(service.settings.turn_timeout)
            with pytest.raises(MatchOver):
                await service.play(G, snap.id, A, 5)
        assert writes(seen) == [], seen  # not even BEGIN IMMEDIATE
    finally:
        service._writer.write_lock = real
    assert await fingerprint(sessionmaker) == before


async def test_lost_race_rereads_and_refuses(service, sessionmaker):
    """A play decided on a stale cached row (another process moved first) loses the version
    check, re-reads, and then gets the refusal the winning move implies; nothing of it is
    written."""
    from bot.matches import store as match_store

    snap = await started(service, game="non-consecutive", options={"size": 25})
    numbers = legal(snap)
    async with service._read() as conn:
        stale = await match_store.load(conn, G, snap.id)
    await service.play(G, snap.id, A, numbers[0])  # the winner of the race
    service._rows.drop(snap.id)
    service._rows.put(stale)  # as if the win happened elsewhere
    before = await fingerprint(sessionmaker)
    with pytest.raises(NotYourTurn):
        await service.play(G, snap.id, A, numbers[-1])
    service._rows.drop(snap.id)
    service._rows.put(stale)
    with pytest.raises(TurnAlreadyPlayed):
        await service.play(G, snap.id, A, numbers[-1], expected_version=snap.version)
    assert await fingerprint(sessionmaker) == before
