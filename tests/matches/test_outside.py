"""Matches outside a server the bot is in (guild id OUTSIDE_SERVER; docs/rules.md, decision
25): unrated and in no table, no series, left alone by the deadline loop and settled on the
next interaction instead, listed per member everywhere."""

from __future__ import annotations

import pytest

from bot.core.errors import InvalidChallenge
from bot.core.snapshots import OUTSIDE_SERVER, EndReason, MatchStatus
from tests.fixtures.service_helpers import BOT, CH, A, B, C, G, fingerprint, legal

DM, GROUP = 3003, 3004


async def _outside(service, challenger=A, opponent=B, channel=DM, **kwargs):
    kwargs.setdefault("first", "me")
    snap = await service.challenge(guild_id=OUTSIDE_SERVER, channel_id=channel,
                                   challenger_id=challenger, opponent_id=opponent,
                                   game=kwargs.pop("game", "non-consecutive"), **kwargs)
    return await service.accept(OUTSIDE_SERVER, snap.id, opponent)


async def test_a_game_outside_is_unrated_and_counts_in_no_table(service, sessionmaker):
    snap = await _outside(service, game="number-capture", options={"size": 4})
    before = await fingerprint(sessionmaker)
    while snap.status is MatchStatus.ACTIVE:
        snap = await service.play(OUTSIDE_SERVER, snap.id, snap.to_move_id, legal(snap)[0])
    assert snap.status is MatchStatus.FINISHED and snap.rated is False
    after = await fingerprint(sessionmaker)
    assert after[2:] == before[2:] == ((), ())  # no rating, no record against the bot
    assert (await service.standings.leaderboard(OUTSIDE_SERVER)).rows == ()
    bot_game = await service.challenge(guild_id=OUTSIDE_SERVER, channel_id=GROUP,
                                       challenger_id=C, opponent_id=BOT, game="circle-duel",
                                       opponent_is_bot=True, bot_user_id=BOT, first="me")
    while bot_game.status is MatchStatus.ACTIVE:
        bot_game = await service.play(OUTSIDE_SERVER, bot_game.id, C, legal(bot_game)[0])
    assert bot_game.rated is False and (await fingerprint(sessionmaker))[3] == ()
    history = await service.standings.history(OUTSIDE_SERVER, A)  # everywhere: the view
    assert [e.match_id for e in history.entries] == [snap.id]
    assert history.entries[0].guild_id == OUTSIDE_SERVER


async def test_no_series_outside(service):
    with pytest.raises(InvalidChallenge, match="series"):
        await service.challenge(guild_id=OUTSIDE_SERVER, channel_id=DM, challenger_id=A,
                                opponent_id=B, game="circle-duel", best_of=3)


async def test_the_deadline_loop_leaves_them_to_the_next_interaction(service, clock):
    snap = await _outside(service)
    assert snap.deadline is not None
    clock.advance(service.settings.turn_timeout * 2)
    assert await service.expire_due() == []  # nothing could show it there
    assert await service.next_deadline() is None  # nor wakes the loop for it
    assert (await service.get(OUTSIDE_SERVER, snap.id)).status is MatchStatus.ACTIVE
    done = await service.expire_overdue(OUTSIDE_SERVER, snap.id)
    assert done is not None
    assert (done.status, done.end_reason, done.ended_by) == (
        MatchStatus.ABORTED, EndReason.TIMEOUT, A)  # no move each: aborted
    assert await service.expire_overdue(OUTSIDE_SERVER, snap.id) is None  # once


async def test_not_due_is_nothing(service):
    snap = await _outside(service)
    assert await service.expire_overdue(OUTSIDE_SERVER, snap.id) is None
    assert (await service.get(OUTSIDE_SERVER, snap.id)).version == snap.version


async def test_games_outside_lists_the_members_own_everywhere(service):
    mine_dm = await _outside(service, A, B, channel=DM)
    others = await _outside(service, B, C, channel=GROUP)
    server = await service.challenge(guild_id=G, channel_id=CH, challenger_id=A,
                                     opponent_id=C, game="circle-duel", first="me")
    server = await service.accept(G, server.id, C)
    page = await service.running(OUTSIDE_SERVER, A, 1, 10)
    assert {m.id for m in page.matches} == {mine_dm.id, server.id} and page.total == 2
    assert others.id in {m.id for m in (await service.running(OUTSIDE_SERVER, C, 1, 10)
                                         ).matches}
    assert {m.id for m in (await service.running(G, B, 1, 10)).matches} == {server.id}
