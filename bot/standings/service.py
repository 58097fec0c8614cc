"""The standings' reads: the season, the leaderboard, a member's stats, history and the
rating chart's points. One read connection each, a consistent snapshot where several
statements must agree; no writes (bot.standings.results writes a game's result)."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Any

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.core import connections
from bot.core.errors import NoSuchSeason
from bot.core.snapshots import LeaderboardPage, PlayerStats, fixed_winner
from bot.series import store as series_store
from bot.standings import history as past
from bot.standings import queries as standings
from bot.standings import seasons
from i18n import Text


def series_record(decided: list[tuple[int | None, int | None, str, dict[str, Any]]],
                  user_id: int) -> tuple[int, int]:
    """Series won and lost by ``user_id`` among their decided series (winner, bot, game,
    options): a series against the bot, or of games the rules decide, counts for no one, and
    a drawn one (1-1, a tournament pairing) for neither player."""
    won = lost = 0
    for winner, bot_id, game, options in decided:
        if bot_id is not None or fixed_winner(game, options) is not None:
            continue
        if winner is None:  # a two-game series drawn 1-1 (a tournament pairing)
            continue
        if winner == user_id:
            won += 1
        else:
            lost += 1
    return won, lost


class StandingsService:
    """What the tables say, per server (MatchService.standings; the cogs' /leaderboard,
    /stats, /history, /season)."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    def _read(self, consistent: bool = False
              ) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A read connection: one statement, or ``consistent`` for one snapshot of several."""
        return connections.reading(self._engine, consistent)

    async def season(self, guild_id: int) -> seasons.SeasonInfo:
        """The server's current season."""
        async with self._read(consistent=True) as conn:
            return await seasons.info(conn, guild_id)

    async def leaderboard(
        self, guild_id: int, game: str | None = None, page: int = 1, per_page: int = 10,
        season: int | None = None,
    ) -> LeaderboardPage:
        """Rated players by display rating, then wins; ``game=None`` is the all-games table.
        ``page`` is clamped into 1..pages. ``season``: a past one's final table (None: the
        current season); NoSuchSeason for one the server has not had."""
        async with self._read(consistent=True) as conn:
            current = await seasons.current(conn, guild_id)
            if season is None:
                season = current
            elif not 1 <= season <= current:
                raise NoSuchSeason(
                    Text("error-no-such-season", season=season, current=current)
                )
            return await standings.leaderboard(conn, guild_id, game, page, per_page,
                                               season, current)

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """The current season's ratings and ranks, the all-time record, the vs-bot record,
        the series won and lost."""
        async with self._read(consistent=True) as conn:
            season = await seasons.current(conn, guild_id)
            found = await standings.stats(conn, guild_id, user_id, season)
            decided = await series_store.decided_of_user(conn, guild_id, user_id)
        won, lost = series_record(decided, user_id)
        return replace(found, series_won=won, series_lost=lost)

    async def history(self, guild_id: int, user_id: int, game: str | None = None,
                      page: int = 1, per_page: int = 10) -> past.HistoryPage:
        """The member's ended matches in this server, newest first (``page`` clamped)."""
        async with self._read(consistent=True) as conn:
            return await past.page(conn, guild_id, user_id, game, page, per_page)

    async def rating_points(self, guild_id: int, user_id: int
                            ) -> tuple[past.RatingPoint, ...]:
        """The member's rating after each rated game of the current season (for the chart)."""
        async with self._read(consistent=True) as conn:
            season = await seasons.current(conn, guild_id)
            return await past.rating_points(conn, guild_id, user_id, season)
