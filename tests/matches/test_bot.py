"""Matches against the bot: the service plays its moves with rules.players."""

from __future__ import annotations

import random

import pytest

import rules
from bot.core.snapshots import MatchStatus
from tests.fixtures.service_helpers import BOT, CH, A, B, G, legal


async def vs_bot(service, first="me", level=None, game="circle-duel", user=A, **kw):
    return await service.challenge(guild_id=G, channel_id=CH, challenger_id=user,
                                   opponent_id=BOT, game=game, first=first,
                                   opponent_is_bot=True, bot_user_id=BOT, level=level, **kw)


@pytest.mark.parametrize("level", ["easy", "normal", "perfect"])
@pytest.mark.parametrize("slug", list(rules.GAMES))
async def test_bot_match_each_level(service, slug, level):
    snap = await vs_bot(service, first="them", level=level, game=slug)
    assert snap.status is MatchStatus.ACTIVE and snap.bot_level == level
    assert snap.player_ids == (BOT, A) and len(snap.state.history) >= 1
    assert snap.to_move_id == A
    rng = random.Random(3)
    while snap.status is MatchStatus.ACTIVE:
        assert snap.to_move_id == A
        snap = await service.play(G, snap.id, A, rng.choice(legal(snap)))
    assert snap.status is MatchStatus.FINISHED and snap.winner_id in (A, BOT)
    stats = await service.standings.stats(G, A)
    assert stats.overall is None and stats.per_game == ()
    if snap.for_fun:  # the rules decided it (Circle Duel's parity): no record either
        assert snap.rated is False and (stats.vs_bot_wins, stats.vs_bot_losses) == (0, 0)
    else:
        assert snap.rated is None
        assert (stats.vs_bot_wins, stats.vs_bot_losses) == (
            (1, 0) if snap.winner_id == A else (0, 1))
    assert snap.for_fun == (slug == "circle-duel")
    assert (await service.standings.leaderboard(G)).rows == ()
    assert await service.verify() == []


async def test_bot_default_level_and_bot_matches_per_channel(service):
    first = await vs_bot(service, user=A, game="non-consecutive")
    assert first.bot_level == "normal"
    second = await vs_bot(service, user=B, level="easy")  # the bot may play many people here
    assert second.status is MatchStatus.ACTIVE
    first = await service.play(G, first.id, A, legal(first)[0])  # A has moved: a result
    resigned = await service.resign(G, first.id, A)
    assert resigned.winner_id == BOT
    assert (await service.standings.stats(G, A)).vs_bot_losses == 1


async def test_bot_rematch_is_active_at_once(service):
    snap = await vs_bot(service, first="me", level="perfect", game="circle-duel")
    done = await service.resign(G, snap.id, A)
    again = await service.rematch(G, done.id, A)
    assert again.status is MatchStatus.ACTIVE and again.player_ids == (BOT, A)
    assert again.bot_level == "perfect" and len(again.state.history) == 1
    assert again.rematch_of == done.id
