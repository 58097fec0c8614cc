"""Open challenges (/challenge without an opponent, docs/rules.md, decision 22) and /games'
list of running matches, through the service."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.errors import ChallengeLimitReached, InvalidChallenge, MatchError, NotPending
from bot.core.snapshots import OPEN_SEAT, MatchStatus
from bot.matches.service import MatchService, ServiceSettings
from bot.tournaments.service import TournamentService
from tests.fixtures.service_helpers import (
    BOT,
    CH,
    A,
    B,
    C,
    D,
    G,
    challenge,
    fingerprint,
    play_out,
    started,
)


async def test_anyone_but_the_challenger_takes_the_open_seat(service, clock):
    snap = await challenge(service, A, None, "non-consecutive", first="them")
    assert snap.status is MatchStatus.PENDING and snap.is_open_challenge
    assert (snap.opponent_id, snap.player_ids) == (OPEN_SEAT, (OPEN_SEAT, A))
    assert snap.deadline == clock() + service.settings.challenge_timeout
    clock.advance(minutes=1)
    snap = await service.accept(G, snap.id, C)
    assert snap.status is MatchStatus.ACTIVE and not snap.is_open_challenge
    assert (snap.challenger_id, snap.opponent_id, snap.player_ids) == (A, C, (C, A))
    assert snap.to_move_id == C  # the acceptor took Player 1's seat, as `first` left it
    assert snap.deadline == clock() + service.settings.turn_timeout
    assert await service.current_match(G, CH, C) == snap
    snap = await play_out(service, snap)
    assert snap.status is MatchStatus.FINISHED and snap.winner_id in (A, C)
    assert await service.verify() == []


async def test_the_challenger_keeps_the_seat_first_chose(service):
    snap = await challenge(service, A, None, first="me")
    assert snap.player_ids == (A, OPEN_SEAT)
    assert (await service.accept(G, snap.id, B)).player_ids == (A, B)


@pytest.mark.parametrize(("user", "action", "is_bot", "reason"), [
    (A, "accept", False, "You can't accept your own challenge; wait for someone here"),
    (A, "decline", False, "You can't decline your own challenge; cancel it"),
    (C, "decline", False, "This challenge is open to anyone here, so nobody needs to decline"),
    (BOT, "accept", True, "A bot can't accept a challenge; open challenges are for members."),
    (C, "cancel", False, "Only the challenger can cancel this challenge; accept it to play."),
])
async def test_refusals_write_nothing(service, sessionmaker, user, action, is_bot, reason):
    snap = await challenge(service, A, None)
    before = await fingerprint(sessionmaker)
    calls = {"accept": lambda: service.accept(G, snap.id, user, user_is_bot=is_bot),
             "decline": lambda: service.decline(G, snap.id, user),
             "cancel": lambda: service.cancel(G, snap.id, user)}
    with pytest.raises(MatchError) as refused:
        await calls[action]()
    assert str(refused.value).startswith(reason)
    assert await fingerprint(sessionmaker) == before
    assert (await service.get(G, snap.id)).status is MatchStatus.PENDING


async def test_the_challenger_cancels_it(service):
    snap = await challenge(service, A, None)
    done = await service.cancel(G, snap.id, A)
    assert done.status is MatchStatus.CANCELLED and done.is_open_challenge


async def test_two_accepting_at_once_one_plays(service):
    snap = await challenge(service, A, None)
    outcomes = await asyncio.gather(service.accept(G, snap.id, B),
                                    service.accept(G, snap.id, C), return_exceptions=True)
    won = [o for o in outcomes if not isinstance(o, BaseException)]
    lost = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(won) == 1 and len(lost) == 1 and isinstance(lost[0], NotPending)
    stored = await service.get(G, snap.id)
    assert stored.status is MatchStatus.ACTIVE and stored.opponent_id in (B, C)
    assert stored == won[0]


async def test_an_acceptor_with_an_open_match_here_is_refused(service, sessionmaker):
    open_one = await challenge(service, A, None)
    running = await started(service, C, D)
    before = await fingerprint(sessionmaker)
    with pytest.raises(InvalidChallenge, match=r"^Finish your match with <@13> here first"):
        await service.accept(G, open_one.id, C)
    assert await fingerprint(sessionmaker) == before
    await service.resign(G, running.id, C)
    assert (await service.accept(G, open_one.id, C)).opponent_id == C


async def test_an_open_challenge_is_the_challengers_open_match_here(service):
    await challenge(service, A, None)
    with pytest.raises(InvalidChallenge, match=r"^Your open challenge is still waiting here"):
        await challenge(service, A, B)
    other = await challenge(service, B, None)  # others may open their own
    assert other.is_open_challenge
    elsewhere = await challenge(service, A, None, channel=CH + 1)
    assert elsewhere.status is MatchStatus.PENDING


async def test_an_open_challenge_expires_like_any_other(service, clock):
    snap = await challenge(service, A, None)
    clock.advance(seconds=service.settings.challenge_timeout.total_seconds() + 1)
    with pytest.raises(NotPending):
        await service.accept(G, snap.id, B)
    [expired] = await service.expire_due()
    assert (expired.id, expired.status, expired.opponent_id) == (
        snap.id, MatchStatus.EXPIRED, OPEN_SEAT)


async def test_no_level_for_an_open_challenge(service):
    with pytest.raises(InvalidChallenge, match="only applies when you challenge me"):
        await challenge(service, A, None, level="easy", bot_user_id=BOT)


async def test_the_challenge_limit_counts_open_challenges(engine, clock, rng):
    service = MatchService(engine, ServiceSettings(challenge_limit_per_minute=1),
                           clock=clock, rng=rng)
    snap = await challenge(service, A, None)
    await service.cancel(G, snap.id, A)
    with pytest.raises(ChallengeLimitReached):
        await challenge(service, A, None)
    with pytest.raises(ChallengeLimitReached):
        await challenge(service, A, B)


# ---------------------------------------------------------------------- /games
async def test_running_lists_the_servers_matches_the_callers_first(service):
    mine = await started(service, A, B, channel=CH)
    others = [await started(service, C, D, channel=CH + n) for n in (1, 2)]
    await challenge(service, A, None, channel=CH + 3)  # pending: not running
    finished = await play_out(service, await started(service, B, C, channel=CH + 4))
    assert finished.status is MatchStatus.FINISHED
    await service.challenge(guild_id=G + 1, channel_id=CH, challenger_id=A, opponent_id=B,
                            game="circle-duel")  # another server's
    page = await service.running(G, A, 1, 10)
    assert [m.id for m in page.matches] == [mine.id, others[1].id, others[0].id]
    assert (page.page, page.pages, page.total) == (1, 1, 3)
    assert [m.id for m in (await service.running(G, D, 1, 10)).matches] == [
        others[1].id, others[0].id, mine.id]
    second = await service.running(G, A, 2, 2)
    assert ([m.id for m in second.matches], second.page, second.pages) == (
        [others[0].id], 2, 2)
    assert (await service.running(G, A, 9, 2)).page == 2  # clamped
    empty = await service.running(G + 2, A, 1, 10)
    assert (empty.matches, empty.pages, empty.total) == ((), 1, 0)


async def test_a_tournament_player_takes_no_open_seat_in_its_channel(
        engine, service, clock, rng, sessionmaker):
    """docs/rules.md, decision 18: in a tournament's channel its players play its games."""
    tournaments = TournamentService(engine, service, clock=clock, rng=rng)
    open_one = await challenge(service, A, None, "non-consecutive")
    created = await tournaments.create(G, CH, 500, "swiss", "non-consecutive")
    await tournaments.join(G, created.id, C)
    before = await fingerprint(sessionmaker)
    with pytest.raises(InvalidChallenge, match=r"^You're playing in the tournament in this "
                                               r"channel, so you play only its games here\.$"):
        await service.accept(G, open_one.id, C)
    assert await fingerprint(sessionmaker) == before
    assert (await service.accept(G, open_one.id, B)).opponent_id == B
