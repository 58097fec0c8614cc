"""Group commit in the service (bot.matches.group_commit, match_store.save_many), on every backend:
moves of many matches share transactions, each is committed before its answer, a lost race
in a batch is refused alone, and the cached rows equal the database's."""

from __future__ import annotations

import asyncio
import contextlib

from sqlalchemy import event

from bot.core import connections
from bot.core.errors import NotYourTurn, TurnAlreadyPlayed
from bot.matches import store as match_store
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.fixtures.service_helpers import CH, G, legal, logged_moves, opened, started

MATCHES = 12


@contextlib.contextmanager
def commits(engine):
    """Counts the transactions committed through ``engine``."""
    seen = [0]

    def count(conn) -> None:
        seen[0] += 1

    event.listen(engine.sync_engine, "commit", count)
    try:
        yield seen
    finally:
        event.remove(engine.sync_engine, "commit", count)


async def _matches(service, n=MATCHES):
    return [await started(service, 100 + i, 200 + i, game="non-consecutive",
                          channel=CH + i, options={"size": 20}) for i in range(n)]


async def _fresh_rows(migrated_url, ids):
    """The rows as another process reads them: its own engine, nothing cached."""
    engine = make_engine(migrated_url)
    try:
        async with connections.reading(engine) as conn:
            return {i: await match_store.load(conn, G, i) for i in ids}
    finally:
        await engine.dispose()


async def test_moves_made_together_share_transactions_and_are_all_kept(
        service, engine, sessionmaker, migrated_url):
    snaps = await _matches(service)
    plays = [(s.id, s.to_move_id, legal(s)[0]) for s in snaps]
    with commits(engine) as committed:
        played = await asyncio.gather(*[service.play(G, m, u, n) for m, u, n in plays])
    assert len(played) == MATCHES
    # The first move goes alone; the others queue behind it and share one transaction.
    assert committed[0] < MATCHES, committed
    assert service._writer.changes.batches < service._writer.changes.items
    for snap, before, (match_id, user, number) in zip(played, snaps, plays, strict=True):
        assert snap.id == match_id and snap.version == before.version + 1
        assert await logged_moves(sessionmaker, match_id) == [(user, number)]
    # What each player was told is what another process reads, and what this one cached.
    fresh = await _fresh_rows(migrated_url, [s.id for s in played])
    for snap in played:
        row = fresh[snap.id]
        assert row == snap
        assert service._rows.get(snap.id, G) == row
    assert await service.verify() == []


async def test_each_move_is_committed_before_its_answer(service, migrated_url):
    snaps = await _matches(service, 6)
    reader = make_engine(migrated_url)

    async def play_then_read(snap):
        played = await service.play(G, snap.id, snap.to_move_id, legal(snap)[0])
        # Read at once through a connection of another engine: the move must be there.
        async with connections.reading(reader) as conn:
            row = await match_store.load(conn, G, snap.id)
        return played, row

    try:
        outcomes = await asyncio.gather(*[play_then_read(s) for s in snaps])
    finally:
        await reader.dispose()
    for played, row in outcomes:
        assert row.version == played.version and row.state == played.state


async def test_racing_moves_in_one_batch_apply_once_each_match(service, sessionmaker):
    snaps = await _matches(service, 4)
    # Five plays of the same turn per match, all queued together: one wins per match.
    attempts = [service.play(G, s.id, s.to_move_id, n) for s in snaps for n in legal(s)[:5]]
    outcomes = await asyncio.gather(*attempts, return_exceptions=True)
    wins = [o for o in outcomes if not isinstance(o, Exception)]
    losses = [o for o in outcomes if isinstance(o, Exception)]
    assert sorted(w.id for w in wins) == sorted(s.id for s in snaps)
    assert len(losses) == 4 * 4
    assert all(isinstance(e, TurnAlreadyPlayed | NotYourTurn) for e in losses), losses
    for snap in snaps:
        assert len(await logged_moves(sessionmaker, snap.id)) == 1
    assert await service.verify() == []


async def test_a_board_posted_while_a_batch_waits_is_not_lost(service, engine, clock, rng,
                                                              migrated_url):
    """set_message changes a row without a version bump; a batch decided on the row from
    before must still land, and keep the board's new location (the SQLite batch statement
    then finds fewer rows than it wrote and is written again change by change)."""
    snaps = await _matches(service, 3)
    other = MatchService(engine, service.settings, clock=clock, rng=rng)
    await other.set_message(snaps[1].id, CH + 1, 4242)  # this service's cache never saw it
    played = await asyncio.gather(*[service.play(G, s.id, s.to_move_id, legal(s)[0])
                                    for s in snaps])
    assert [p.version for p in played] == [s.version + 1 for s in snaps]
    assert played[1].message_id == 4242
    fresh = await _fresh_rows(migrated_url, [s.id for s in snaps])
    for snap in played:
        assert service._rows.get(snap.id, G) == fresh[snap.id]
    assert await service.verify() == []


async def test_a_board_posted_while_a_batch_waits_costs_one_statement_not_one_per_move(
        service, engine, clock, rng, migrated_url):
    """Under load a board is posted (set_message) while a batch waits in most batches: the
    batch then finds its rows' versions and locations in one read and writes the unchanged
    ones together, and only the moved one with UPDATE ... RETURNING, instead of one
    UPDATE ... RETURNING per move (each a trip through the event loop and the driver)."""
    snaps = await _matches(service, 8)
    moved = snaps[-1]  # not the first, which is written alone before the others queue
    other = MatchService(engine, service.settings, clock=clock, rng=rng)
    await other.set_message(moved.id, CH + len(snaps) - 1, 4343)
    returning: list[str] = []

    def record(conn, cursor, statement, parameters, context, executemany) -> None:
        if statement.lstrip().upper().startswith("UPDATE MATCHES") and "RETURNING" in statement:
            returning.append(statement)

    event.listen(engine.sync_engine, "before_cursor_execute", record)
    try:
        played = await asyncio.gather(*[service.play(G, s.id, s.to_move_id, legal(s)[0])
                                        for s in snaps])
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", record)
    assert [p.version for p in played] == [s.version + 1 for s in snaps]
    assert played[-1].message_id == 4343
    # The moved board's change, and on PostgreSQL the lone first move: not one per move.
    assert len(returning) <= 2, len(returning)
    fresh = await _fresh_rows(migrated_url, [s.id for s in snaps])
    for snap in played:
        assert fresh[snap.id] == snap == service._rows.get(snap.id, G)
    assert await service.verify() == []


async def test_a_finishing_move_and_plain_moves_at_once(service, sessionmaker):
    """Finishing writes (ratings, results) go their own way; the plain ones batch around
    them, and the finished match is counted once."""
    snaps = await _matches(service, 5)
    resigner = snaps[0] = await opened(service, snaps[0])  # a result, not an abort
    outcomes = await asyncio.gather(
        service.resign(G, resigner.id, resigner.to_move_id),
        *[service.play(G, s.id, s.to_move_id, legal(s)[0]) for s in snaps[1:]],
    )
    assert outcomes[0].winner_id is not None
    assert [o.version for o in outcomes[1:]] == [s.version + 1 for s in snaps[1:]]
    stats = await service.standings.stats(G, outcomes[0].winner_id)
    assert stats.overall is not None and stats.overall.wins == 1
    assert await service.verify() == []


def _ints(parameters) -> list[int]:
    """The integers among a statement's parameters (a dict, or a sequence of values)."""
    values = parameters.values() if isinstance(parameters, dict) else parameters
    return [v for v in values if isinstance(v, int)]


async def test_a_ply_already_logged_fails_only_its_own_move(service, engine, sessionmaker):
    """The move log's UNIQUE(match_id, ply) is the second guard; when it trips inside a
    batch, the other changes of the batch are still written (each on its own)."""
    from sqlalchemy import text

    snaps = await _matches(service, 4)
    stray = snaps[1]
    ply = len(stray.state.history) + 1
    async with engine.begin() as conn:  # a log row at the ply the next move would take
        await conn.execute(text(
            "INSERT INTO moves (match_id, ply, player_id, number, played_at)"
            f" VALUES ({stray.id}, {ply}, {stray.to_move_id}, 2, '2025-01-01 00:00:00')"
        ))
    reads: list[object] = []

    def record(conn, cursor, statement, parameters, context, executemany) -> None:
        # Reads of whole rows (a retry's): the batch's own check of its rows' versions and
        # board locations (save_many, SELECT_LOCATIONS) reads no state.
        if (statement.lstrip().upper().startswith("SELECT") and "FROM matches" in statement
                and "matches.state" in statement):
            reads.append(parameters)

    event.listen(engine.sync_engine, "before_cursor_execute", record)
    try:
        outcomes = await asyncio.gather(
            *[service.play(G, s.id, s.to_move_id, legal(s)[0]) for s in snaps],
            return_exceptions=True,
        )
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", record)
    assert isinstance(outcomes[1], TurnAlreadyPlayed), outcomes
    # Only the stray match was read again (its retries); the others were not refused first.
    others = {s.id for s in snaps} - {stray.id}
    assert not [p for p in reads if others & set(_ints(p))], reads
    for snap, outcome in zip(snaps, outcomes, strict=True):
        if snap is stray:
            assert (await service.get(G, snap.id)).version == snap.version  # rolled back
            continue
        assert not isinstance(outcome, Exception), outcome
        assert outcome.version == snap.version + 1
        assert len(await logged_moves(sessionmaker, snap.id)) == 1
