"""Ratings, leaderboards and stats."""

from __future__ import annotations

import pytest

from bot.core.snapshots import MatchStatus
from bot.standings import ratings
from tests.fixtures.service_helpers import CH, A, B, C, G, opened, play_out, started


async def _win(service, winner, loser, game="non-consecutive", channel=CH):
    snap = await opened(service, await started(service, winner, loser, game=game,
                                               channel=channel))
    done = await service.resign(G, snap.id, loser)
    assert done.winner_id == winner and done.status is MatchStatus.FINISHED
    return done


def test_rating_scale():
    assert pytest.approx(1000.0) == ratings.DEFAULT_RATING
    w, lo = ratings.rate_win(ratings.Skill(), ratings.Skill())
    assert w.display > 1000 > lo.display
    assert ratings.next_streak(2, True) == 3 and ratings.next_streak(2, False) == -1
    assert ratings.next_streak(-2, False) == -3 and ratings.next_streak(-2, True) == 1


async def test_pvp_result_rates_game_and_all_games(service):
    done = await play_out(service, await started(service, game="non-consecutive"))
    stats = await service.standings.stats(G, done.winner_id)
    assert [g.game for g in stats.per_game] == ["non-consecutive"]
    assert stats.overall is not None and stats.overall.wins == 1 and stats.overall.rank == 1
    assert stats.per_game[0].rating == stats.overall.rating > 1000
    loser = await service.standings.stats(G, done.loser_id)
    assert loser.overall.losses == 1 and loser.overall.rank == 2 and loser.overall.streak == -1
    assert (loser.vs_bot_wins, loser.vs_bot_losses) == (0, 0)
    nobody = await service.standings.stats(G, 4242)
    assert nobody.per_game == () and nobody.overall is None
    assert (await service.standings.leaderboard(G + 1)).rows == ()


async def test_all_games_table_spans_games(service):
    await _win(service, A, B, "non-consecutive")
    await _win(service, A, C, "number-chain")
    await _win(service, B, C, "number-chain")
    overall = await service.standings.leaderboard(G)
    assert [r.user_id for r in overall.rows] == [A, B, C]
    assert [(r.wins, r.losses) for r in overall.rows] == [(2, 0), (1, 1), (0, 2)]
    chain = await service.standings.leaderboard(G, "number-chain")
    assert [r.user_id for r in chain.rows] == [A, B, C]
    line = await service.standings.leaderboard(G, "non-consecutive")
    assert {r.user_id for r in line.rows} == {A, B}
    stats = await service.standings.stats(G, A)
    assert [g.game for g in stats.per_game] == ["non-consecutive", "number-chain"]
    assert stats.overall.wins == 2 and stats.overall.streak == 2


async def test_leaderboard_paging_and_order(service):
    # 12 players: player 100+i beats player 200+i i+1 times -> 24 rated players.
    for i in range(12):
        for _ in range((i % 3) + 1):
            await _win(service, 100 + i, 200 + i, channel=CH + i)
    page1 = await service.standings.leaderboard(G, per_page=10)
    assert (page1.page, page1.pages, len(page1.rows)) == (1, 3, 10)
    page3 = await service.standings.leaderboard(G, page=3, per_page=10)
    assert len(page3.rows) == 4 and page3.rows[0].rank == 21
    clamped = await service.standings.leaderboard(G, page=99, per_page=10)
    assert clamped.page == 3 and clamped.rows == page3.rows
    everyone = [r for p in range(1, 4)
                for r in (await service.standings.leaderboard(G, page=p)).rows]
    assert [r.rank for r in everyone] == list(range(1, 25))
    assert len({r.user_id for r in everyone}) == 24
    keys = [(-r.rating, -r.wins, r.user_id) for r in everyone]
    assert keys == sorted(keys)
    assert all(r.user_id >= 100 and r.user_id < 112 for r in everyone[:12])
    for row in everyone:
        stats = await service.standings.stats(G, row.user_id)
        assert stats.overall.rank == row.rank


async def test_declined_cancelled_expired_are_unrated(service, clock):
    snap = await opened(service, await started(service, game="non-consecutive"))
    done = await service.resign(G, snap.id, B)
    assert done.winner_id == A
    before = await service.standings.leaderboard(G)
    await service.decline(G, (await service.challenge(
        guild_id=G, channel_id=CH, challenger_id=A, opponent_id=B, game="circle-duel")).id, B)
    await service.cancel(G, (await service.challenge(
        guild_id=G, channel_id=CH, challenger_id=A, opponent_id=B, game="circle-duel")).id, A)
    await service.challenge(guild_id=G, channel_id=CH, challenger_id=A, opponent_id=B,
                            game="circle-duel")
    clock.advance(hours=1)
    assert len(await service.expire_due()) == 1
    assert await service.standings.leaderboard(G) == before
