"""Helpers for the service tests."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from bot.service.snapshots import MatchSnapshot, MatchStatus
from db.models import BotRecord, Match, Move, Rating

G, CH = 1001, 2002
A, B, C, D = 10, 11, 12, 13
BOT = 99


async def fingerprint(sessionmaker) -> tuple[Any, ...]:
    """Everything the service could write; equal before/after means nothing was written."""
    async with sessionmaker() as session:
        matches = (await session.execute(
            select(Match.id, Match.version, Match.status, Match.state, Match.deadline,
                   Match.updated_at, Match.message_id, Match.channel_id).order_by(Match.id)
        )).all()
        moves = (await session.execute(select(Move.match_id, Move.ply))).all()
        ratings = (await session.execute(
            select(Rating.user_id, Rating.game, Rating.mu, Rating.wins).order_by(Rating.id)
        )).all()
        bots = (await session.execute(select(BotRecord.user_id, BotRecord.wins))).all()
    return tuple(matches), len(moves), tuple(ratings), tuple(bots)


async def challenge(service, challenger=A, opponent=B, game="circle-duel", channel=CH,
                    **kwargs) -> MatchSnapshot:
    kwargs.setdefault("first", "me")
    return await service.challenge(guild_id=G, channel_id=channel, challenger_id=challenger,
                                   opponent_id=opponent, game=game, **kwargs)


async def started(service, challenger=A, opponent=B, **kwargs) -> MatchSnapshot:
    snap = await challenge(service, challenger, opponent, **kwargs)
    return await service.accept(G, snap.id, opponent)


async def opened(service, snap: MatchSnapshot) -> MatchSnapshot:
    """Each player plays a first number (the lowest that does not end the game), so that a
    resignation or a timeout afterwards is a result and not an abort."""
    import rules

    game = rules.get_game(snap.game)
    for _ in range(2):
        number = next(n for n in legal(snap) if game.apply(snap.state, n).winner is None)
        snap = await service.play(G, snap.id, snap.to_move_id, number)
    assert snap.status is MatchStatus.ACTIVE
    return snap


def legal(snap: MatchSnapshot) -> list[int]:
    import rules

    return rules.get_game(snap.game).legal_moves(snap.state)


async def play_out(service, snap: MatchSnapshot, pick=lambda moves: moves[0]) -> MatchSnapshot:
    while snap.status is MatchStatus.ACTIVE:
        snap = await service.play(G, snap.id, snap.to_move_id, pick(legal(snap)),
                                  expected_version=snap.version)
    return snap


async def logged_moves(sessionmaker, match_id: int) -> list[tuple[int, int | None]]:
    async with sessionmaker() as session:
        rows = (await session.execute(
            select(Move.player_id, Move.number).where(Move.match_id == match_id)
            .order_by(Move.ply)
        )).all()
    return [tuple(r) for r in rows]
