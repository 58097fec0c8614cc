"""Leaderboards and player stats: read-only queries over ratings and vs-bot records.

Tables and ranks are per season (bot.standings.seasons); a player's all-time record adds up their
seasons."""

from __future__ import annotations

import math

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncConnection

import rules
from bot.core.snapshots import GameStats, LeaderboardPage, LeaderboardRow, PlayerStats
from db.models import ALL_GAMES, BotRecord, Rating


async def leaderboard(conn: AsyncConnection, guild_id: int, game: str | None, page: int,
                      per_page: int, season: int = 1, current_season: int = 1
                      ) -> LeaderboardPage:
    key = game or ALL_GAMES
    per_page = max(1, per_page)
    where = (Rating.guild_id == guild_id, Rating.season == season, Rating.game == key)
    total = (await conn.execute(
        select(func.count()).select_from(Rating).where(*where)
    )).scalar_one()
    pages = max(1, math.ceil(total / per_page))
    page = min(max(1, page), pages)
    offset = (page - 1) * per_page
    rows = (await conn.execute(
        select(Rating.user_id, Rating.rating, Rating.wins, Rating.losses, Rating.streak)
        .where(*where)
        .order_by(Rating.rating.desc(), Rating.wins.desc(), Rating.user_id)
        .offset(offset)
        .limit(per_page)
    )).all()
    return LeaderboardPage(
        guild_id=guild_id, game=game, page=page, pages=pages, season=season,
        final=season < current_season,
        rows=tuple(
            LeaderboardRow(rank=offset + i + 1, user_id=r.user_id, rating=r.rating,
                           wins=r.wins, losses=r.losses, streak=r.streak)
            for i, r in enumerate(rows)
        ),
    )


async def stats(conn: AsyncConnection, guild_id: int, user_id: int, season: int = 1
                ) -> PlayerStats:
    mine = (await conn.execute(
        select(Rating.game, Rating.user_id, Rating.rating, Rating.wins, Rating.losses,
               Rating.streak)
        .where(Rating.guild_id == guild_id, Rating.season == season,
               Rating.user_id == user_id)
        .order_by(Rating.id)
    )).all()
    per_game: list[GameStats] = []
    overall = None
    for r in mine:
        ahead = (await conn.execute(
            select(func.count()).select_from(Rating).where(
                Rating.guild_id == guild_id,
                Rating.season == season,
                Rating.game == r.game,
                or_(
                    Rating.rating > r.rating,
                    (Rating.rating == r.rating) & (Rating.wins > r.wins),
                    (Rating.rating == r.rating) & (Rating.wins == r.wins)
                    & (Rating.user_id < r.user_id),
                ),
            )
        )).scalar_one()
        game_stats = GameStats(
            game=None if r.game == ALL_GAMES else r.game, rating=r.rating, wins=r.wins,
            losses=r.losses, streak=r.streak, rank=ahead + 1,
        )
        if r.game == ALL_GAMES:
            overall = game_stats
        else:
            per_game.append(game_stats)
    vs_bot = (await conn.execute(
        select(func.coalesce(func.sum(BotRecord.wins), 0),
               func.coalesce(func.sum(BotRecord.losses), 0))
        .where(BotRecord.guild_id == guild_id, BotRecord.user_id == user_id)
    )).one()
    all_time = (await conn.execute(
        select(func.coalesce(func.sum(Rating.wins), 0),
               func.coalesce(func.sum(Rating.losses), 0))
        .where(Rating.guild_id == guild_id, Rating.user_id == user_id,
               Rating.game == ALL_GAMES)
    )).one()
    order = {slug: i for i, slug in enumerate(rules.GAMES)}
    per_game.sort(key=lambda s: order.get(s.game or "", len(order)))
    return PlayerStats(
        guild_id=guild_id, user_id=user_id, per_game=tuple(per_game), overall=overall,
        vs_bot_wins=int(vs_bot[0]), vs_bot_losses=int(vs_bot[1]), season=season,
        all_time_wins=int(all_time[0]), all_time_losses=int(all_time[1]),
    )
