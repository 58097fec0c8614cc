"""Deadlines: expired challenges and timed-out turns."""

from __future__ import annotations

import contextlib
from datetime import timedelta

from bot.core.errors import ChallengeExpired
from bot.core.snapshots import EndReason, MatchStatus
from tests.fixtures.service_helpers import CH, A, B, G, challenge, legal, opened, started


async def test_pending_challenge_expires(service, clock):
    snap = await challenge(service)
    clock.advance(service.settings.challenge_timeout - timedelta(seconds=1))
    assert await service.expire_due() == []
    clock.advance(seconds=1)
    with contextlib.suppress(ChallengeExpired):
        await service.accept(G, snap.id, B)
    [expired] = await service.expire_due()
    assert expired.id == snap.id and expired.status is MatchStatus.EXPIRED
    assert expired.deadline is None and expired.winner_id is None
    assert await service.current_match(G, CH, A) is None
    assert (await service.standings.leaderboard(G)).rows == ()


async def test_idle_turn_loses_on_time_and_moves_ratings(service, clock):
    snap = await opened(service, await started(service, game="non-consecutive"))
    snap = await service.play(G, snap.id, A, legal(snap)[0])
    assert snap.to_move_id == B
    clock.advance(hours=23)
    assert await service.expire_due() == []
    [done] = await service.expire_due(now=clock() + timedelta(hours=1))
    assert done.status is MatchStatus.FINISHED and done.end_reason is EndReason.TIMEOUT
    assert done.winner_id == A and done.loser_id == B and done.ended_by == B
    rows = {r.user_id: r for r in (await service.standings.leaderboard(G)).rows}
    assert rows[A].rating > rows[B].rating and rows[A].wins == 1 and rows[B].losses == 1
    game_table = await service.standings.leaderboard(G, "non-consecutive")
    game_rows = {r.user_id: r for r in game_table.rows}
    assert game_rows[A].streak == 1 and game_rows[B].streak == -1
    assert await service.next_deadline() is None


async def test_each_move_resets_the_deadline(service, clock):
    snap = await started(service)
    clock.advance(hours=20)
    snap = await service.play(G, snap.id, A, 1)
    assert snap.deadline == clock() + service.settings.turn_timeout
    clock.advance(hours=20)
    assert await service.expire_due() == []
