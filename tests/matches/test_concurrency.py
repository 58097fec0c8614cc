"""Races: double clicks, two processes, many matches at once."""

from __future__ import annotations

import asyncio
import random

from sqlalchemy import func, select, text

import rules
from bot.core.errors import NotYourTurn, TurnAlreadyPlayed
from bot.core.snapshots import MatchStatus
from bot.matches.service import MatchService
from db.models import Move
from tests.fixtures.service_helpers import (
    CH,
    A,
    B,
    G,
    legal,
    logged_moves,
    opened,
    play_out,
    started,
)


async def _count_moves(sessionmaker, match_id):
    async with sessionmaker() as session:
        return (await session.execute(
            select(func.count()).select_from(Move).where(Move.match_id == match_id)
        )).scalar_one()


async def test_fifty_simultaneous_plays_of_one_turn(service, sessionmaker, engine, clock, rng):
    snap = await started(service, game="non-consecutive", options={"size": 25})
    # Half through this service, half through a second "process" with its own engine/lock.
    other = MatchService(engine, clock=clock, rng=rng)
    numbers = legal(snap)
    results = await asyncio.gather(
        *[
            (service if i % 2 else other).play(
                G, snap.id, A, numbers[i % len(numbers)],
                expected_version=snap.version if i % 3 else None,
            )
            for i in range(50)
        ],
        return_exceptions=True,
    )
    wins = [r for r in results if not isinstance(r, Exception)]
    losses = [r for r in results if isinstance(r, Exception)]
    assert len(wins) == 1, results
    assert all(isinstance(e, TurnAlreadyPlayed | NotYourTurn) for e in losses), losses
    assert await _count_moves(sessionmaker, snap.id) == 1
    now = await service.get(G, snap.id)
    assert now.version == snap.version + 1 and now == wins[0]


async def test_plays_from_two_services_without_lock_still_apply_once(engine, sessionmaker, clock,
                                                                    rng):
    # No in-process lock at all: only the database (BEGIN IMMEDIATE / row version) guards.
    services = [MatchService(engine, clock=clock, rng=rng) for _ in range(10)]
    for svc in services:
        svc._writer.write_lock = None
    snap = await started(services[0])
    results = await asyncio.gather(
        *[svc.play(G, snap.id, A, 1 + i, expected_version=snap.version)
          for i, svc in enumerate(services)],
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1, results
    assert await _count_moves(sessionmaker, snap.id) == 1


async def test_unique_ply_is_a_second_guard(service, sessionmaker, engine):
    snap = await started(service)
    async with engine.begin() as conn:  # a stray log row at the next ply
        await conn.execute(text(
            "INSERT INTO moves (match_id, ply, player_id, number, played_at)"
            f" VALUES ({snap.id}, 1, {A}, 2, '2025-01-01 00:00:00')"
        ))
    try:
        await service.play(G, snap.id, A, 3)
    except TurnAlreadyPlayed:
        pass
    else:
        raise AssertionError("expected TurnAlreadyPlayed")
    assert (await service.get(G, snap.id)).version == snap.version  # the UPDATE rolled back


async def test_twenty_matches_in_parallel_stay_independent(service, sessionmaker):
    games = rules.game_slugs()

    async def one(i: int):
        game = games[i % len(games)]
        snap = await started(service, 1000 + i, 2000 + i, game=game, channel=CH + i)
        rng = random.Random(i)
        return await play_out(service, snap, pick=rng.choice)

    finals = await asyncio.gather(*[one(i) for i in range(20)])
    assert len({f.id for f in finals}) == 20
    for f in finals:
        assert f.status is MatchStatus.FINISHED
        assert {1000 + (f.channel_id - CH), 2000 + (f.channel_id - CH)} == set(f.player_ids)
        log = await logged_moves(sessionmaker, f.id)
        assert log == [(f.player_ids[m.player], m.number) for m in f.state.history]
    assert await service.verify() == []


async def test_concurrent_expiry_changes_each_match_once(service, sessionmaker, engine, clock,
                                                         rng):
    for i in range(6):
        snap = await started(service, 100 + i, 200 + i, channel=CH + i, game="non-consecutive")
        await opened(service, snap)  # both have moved: a timeout is a result
    for i in range(4):
        await service.challenge(guild_id=G, channel_id=CH + 50 + i, challenger_id=300 + i,
                                opponent_id=400 + i, game="circle-duel")
    other = MatchService(engine, clock=clock, rng=rng)
    clock.advance(service.settings.turn_timeout)
    first, second = await asyncio.gather(service.expire_due(), other.expire_due())
    changed = [s.id for s in first + second]
    assert sorted(changed) == sorted(set(changed)) and len(changed) == 10
    assert await service.expire_due() == []
    lb = await service.standings.leaderboard(G)
    assert len(lb.rows) == 10 and all(r.wins + r.losses == 1 for r in lb.rows)
    assert B not in [r.user_id for r in lb.rows]
