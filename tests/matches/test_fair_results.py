"""Fair results: a game whose winner the rules fix before anyone moves is for fun (no rating,
no win or loss anywhere), and a match that ends before both players have moved is aborted
(no winner, no record). On every backend."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from bot.core.errors import NotVoidable
from bot.core.snapshots import EndReason, MatchStatus
from db.models import BotRecord, Rating, Result
from tests.fixtures.service_helpers import (
    BOT,
    CH,
    A,
    B,
    C,
    D,
    G,
    challenge,
    legal,
    opened,
    play_out,
    started,
)

LINE = "non-consecutive"
CH_OTHER = CH + 1


async def _counts(sessionmaker) -> tuple[int, int, int]:
    """Rating rows, ledger rows, vs-bot records: what a counted result writes."""
    async with sessionmaker() as session:
        return tuple([(await session.execute(select(func.count()).select_from(model)))
                      .scalar_one() for model in (Rating, Result, BotRecord)])


async def _nothing_counted(service, sessionmaker, *users: int) -> None:
    assert await _counts(sessionmaker) == (0, 0, 0)
    assert (await service.standings.leaderboard(G)).rows == ()
    for user in users:
        stats = await service.standings.stats(G, user)
        assert stats.overall is None and stats.per_game == ()
        assert (stats.all_time_wins, stats.all_time_losses) == (0, 0)
        assert (stats.vs_bot_wins, stats.vs_bot_losses) == (0, 0)


# ---------------------------------------------------------------------- fixed by the rules
async def test_a_fixed_game_between_people_is_for_fun(service, sessionmaker):
    pending = await challenge(service, game="circle-duel", options={"size": 10})
    assert pending.fixed_winner == 1 and pending.for_fun  # said before anyone accepts
    assert (await challenge(service, C, D, game=LINE)).fixed_winner is None
    done = await play_out(service, await service.accept(G, pending.id, B))
    assert done.status is MatchStatus.FINISHED and done.winner_id == B  # the second player
    assert done.rated is False and done.for_fun
    await _nothing_counted(service, sessionmaker, A, B)
    [entry] = (await service.standings.history(G, A)).entries
    assert entry.match_id == done.id and entry.for_fun and entry.rated is False
    assert entry.won is False and not entry.aborted
    # A void finds nothing to take back.
    await service.void(G, done.id, D)
    await _nothing_counted(service, sessionmaker, A, B)
    assert await service.verify() == []


async def test_a_fixed_game_resigned_late_counts_nowhere_either(service, sessionmaker):
    snap = await opened(service, await started(service, game="circle-duel",
                                               options={"size": 9}))
    done = await service.resign(G, snap.id, A)
    assert done.status is MatchStatus.FINISHED and done.winner_id == B
    assert done.for_fun and done.rated is False
    await _nothing_counted(service, sessionmaker, A, B)


async def test_a_fixed_game_leaves_the_daily_limit_alone(service):
    await service.config.set_daily_rated_limit(G, A, 1)
    fun = await play_out(service, await started(service, game="circle-duel"))
    assert fun.rated is False
    rated = await play_out(service, await started(service, game=LINE))
    assert rated.rated is True
    stats = await service.standings.stats(G, A)
    assert stats.overall.wins + stats.overall.losses == 1


async def test_a_fixed_game_against_the_bot_is_not_in_the_vs_bot_record(service,
                                                                         sessionmaker):
    for first in ("me", "them"):
        snap = await challenge(service, opponent=BOT, game="circle-duel", first=first,
                               opponent_is_bot=True, bot_user_id=BOT, options={"size": 7})
        assert snap.fixed_winner == 0
        done = await play_out(service, snap)
        assert done.winner_id == snap.player_ids[0] and done.rated is False
        await service.void(G, done.id, D)  # nothing to take back: no negative record
    await _nothing_counted(service, sessionmaker, A)


async def test_the_bot_winning_a_fixed_game_with_its_opening_move_counts_nowhere(
        service, sessionmaker):
    """Number Chain of 3 from 2: whatever the first mover takes, the other is stuck. The bot
    moves first, so the match is over when it is created."""
    snap = await challenge(service, opponent=BOT, game="number-chain", first="them",
                           opponent_is_bot=True, bot_user_id=BOT, options={"size": 3,
                                                                            "start": 2})
    assert snap.status is MatchStatus.FINISHED and snap.winner_id == BOT
    assert snap.fixed_winner == 0 and snap.rated is False
    await _nothing_counted(service, sessionmaker, A)


# ---------------------------------------------------------------------- aborted
@pytest.mark.parametrize(("moves", "resigner"), [(0, 0), (0, 1), (1, 0), (1, 1)])
async def test_a_resignation_before_both_have_moved_aborts(service, sessionmaker, clock,
                                                           moves, resigner):
    """Nobody moved, or only Player 1 did; Player 1 or Player 2 resigns."""
    snap = await started(service, game=LINE)
    for _ in range(moves):
        snap = await service.play(G, snap.id, snap.to_move_id, legal(snap)[0])
    who = snap.player_ids[resigner]
    done = await service.resign(G, snap.id, who)
    assert done.status is MatchStatus.ABORTED and done.is_aborted and not done.is_open
    assert done.winner_id is None and done.loser_id is None and done.rated is None
    assert done.end_reason is EndReason.RESIGNATION and done.ended_by == who
    assert done.finished_at == clock.now and done.deadline is None
    await _nothing_counted(service, sessionmaker, A, B)
    [entry] = (await service.standings.history(G, A)).entries
    assert entry.aborted and entry.won is None and entry.end_reason is EndReason.RESIGNATION
    assert await service.verify() == []
    with pytest.raises(NotVoidable, match="aborted"):
        await service.void(G, done.id, D)
    again = await service.rematch(G, done.id, who)  # still offered
    assert again.status is MatchStatus.PENDING and again.rematch_of == done.id


@pytest.mark.parametrize("moves", [0, 1])
async def test_a_timeout_before_both_have_moved_aborts(service, sessionmaker, clock, moves):
    snap = await started(service, game=LINE)
    for _ in range(moves):
        snap = await service.play(G, snap.id, snap.to_move_id, legal(snap)[0])
    late = snap.to_move_id
    clock.advance(service.settings.turn_timeout)
    [done] = await service.expire_due()
    assert done.status is MatchStatus.ABORTED and done.winner_id is None
    assert done.end_reason is EndReason.TIMEOUT and done.ended_by == late
    await _nothing_counted(service, sessionmaker, A, B)
    assert await service.next_deadline() is None
    assert await service.verify() == []


async def test_once_both_have_moved_it_is_a_result(service, sessionmaker):
    snap = await opened(service, await started(service, game=LINE))
    done = await service.resign(G, snap.id, B)
    assert done.status is MatchStatus.FINISHED and done.winner_id == A and done.ended_by == B
    assert done.rated is True
    assert (await service.standings.stats(G, A)).overall.wins == 1


async def test_an_aborted_match_leaves_the_daily_limit_alone(service):
    await service.config.set_daily_rated_limit(G, A, 1)
    snap = await started(service, game=LINE)
    await service.resign(G, snap.id, A)
    rated = await play_out(service, await started(service, game=LINE))
    assert rated.rated is True


@pytest.mark.parametrize("first", ["me", "them"])
async def test_against_the_bot_resigning_before_your_first_move_aborts(
        service, sessionmaker, first):
    snap = await challenge(service, opponent=BOT, game=LINE, first=first,
                           opponent_is_bot=True, bot_user_id=BOT)
    assert len(snap.state.history) == (1 if first == "them" else 0)  # the bot moved at once
    done = await service.resign(G, snap.id, A)
    assert done.status is MatchStatus.ABORTED and done.winner_id is None
    await _nothing_counted(service, sessionmaker, A)
    again = await service.rematch(G, done.id, A)
    assert again.status is MatchStatus.ACTIVE


async def test_against_the_bot_a_timeout_before_your_first_move_aborts(service, sessionmaker,
                                                                       clock):
    await challenge(service, opponent=BOT, game=LINE, first="them", opponent_is_bot=True,
                    bot_user_id=BOT)
    clock.advance(service.settings.turn_timeout + timedelta(seconds=1))
    [done] = await service.expire_due()
    assert done.status is MatchStatus.ABORTED and done.ended_by == A
    await _nothing_counted(service, sessionmaker, A)


async def test_against_the_bot_once_you_have_moved_it_is_a_result(service):
    snap = await challenge(service, opponent=BOT, game=LINE, first="me",
                           opponent_is_bot=True, bot_user_id=BOT)
    snap = await service.play(G, snap.id, A, legal(snap)[0])  # the bot replied too
    done = await service.resign(G, snap.id, A)
    assert done.status is MatchStatus.FINISHED and done.winner_id == BOT
    assert (await service.standings.stats(G, A)).vs_bot_losses == 1


async def test_verify_accepts_aborted_matches_and_catches_a_forged_one(service, engine):
    """`bot verify` (bot.matches.integrity, also behind `python3 manage.py bot verify`): aborted
    matches replay clean; one stored as aborted although both players moved does not."""
    from sqlalchemy import text

    snap = await started(service, game=LINE)
    aborted = await service.resign(G, snap.id, B)
    opened_up = await opened(service, await started(service, C, D, game=LINE,
                                                    channel=CH_OTHER))
    assert await service.verify() == []
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE matches SET status = 'aborted' WHERE id = :id"),
                           {"id": opened_up.id})
    problems = dict(await service.verify())
    assert list(problems) == [opened_up.id] and "aborted" in problems[opened_up.id]
    assert aborted.id not in problems
