"""Seasons: which one a server is in, starting the next, and a season's ratings recomputed
from its results (after a moderator voids a match).

A server with no ``seasons`` row is in season 1. ``/season start`` adds the next number; the
ratings of earlier seasons stay as they were (their final tables), the new season starts
with nobody rated. A result counts in the season that is current when its match ends.

:func:`replay` is the whole season's ratings from its results in the order they were
counted, with the same steps as bot.standings.results.rate (so a recompute after a void gives
exactly what the games would have given without the voided one). It is pure and CPU-bound:
:func:`recompute` runs it in a worker thread, so the event loop keeps answering clicks.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, delete, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.standings import ratings
from db.models import ALL_GAMES
from db.tables import matches as matches_table
from db.tables import ratings as ratings_table
from db.tables import results as results_table
from db.tables import seasons as seasons_table

_s = seasons_table.c
_res = results_table.c
_m = matches_table.c
_r = ratings_table.c

#: The first int4 of PostgreSQL's two-key advisory locks taken per server for results (the
#: two-key space never meets the one-key locks bot.matches.service takes per channel).
RESULTS_LOCK = 0x4E44

SELECT_CURRENT = select(func.max(_s.number)).where(_s.guild_id == bindparam("guild_id"))
SELECT_STARTED = select(_s.started_at).where(_s.guild_id == bindparam("guild_id"),
                                             _s.number == bindparam("number"))
SELECT_SEASON_RESULTS = (
    select(_res.id, _res.game, _res.winner_id, _res.loser_id, _m.rated)
    .select_from(results_table.join(matches_table, _m.id == _res.match_id))
    .where(_res.guild_id == bindparam("guild_id"), _res.season == bindparam("season"),
           _m.voided_by.is_(None))
    .order_by(_res.id)
)
DELETE_SEASON_RATINGS = delete(ratings_table).where(
    _r.guild_id == bindparam("guild_id"), _r.season == bindparam("season"))
INSERT_RATINGS = insert(ratings_table)
CLEAR_RESULT_RATINGS = (
    update(results_table)
    .where(_res.guild_id == bindparam("b_guild_id"), _res.season == bindparam("b_season"))
    .values(winner_rating=None, loser_rating=None)
)
SET_RESULT_RATINGS = (
    update(results_table)
    .where(_res.id == bindparam("b_id"))
    .values(winner_rating=bindparam("w"), loser_rating=bindparam("l"))
)
INSERT_SEASON = insert(seasons_table)


@dataclass(frozen=True, slots=True)
class SeasonInfo:
    number: int
    started_at: datetime | None  # None: season 1 of a server that never started one


async def lock_guild(conn: AsyncConnection, guild_id: int) -> None:
    """One results writer per server at a time, until the transaction ends (PostgreSQL;
    SQLite has one writer anyway)."""
    if conn.dialect.name == "postgresql":
        await conn.execute(select(func.pg_advisory_xact_lock(RESULTS_LOCK,
                                                             guild_id % 2**31)))


async def current(conn: AsyncConnection, guild_id: int) -> int:
    number = (await conn.execute(SELECT_CURRENT, {"guild_id": guild_id})).scalar()
    return int(number or 1)


async def info(conn: AsyncConnection, guild_id: int) -> SeasonInfo:
    number = await current(conn, guild_id)
    started = (await conn.execute(SELECT_STARTED, {"guild_id": guild_id, "number": number})
               ).scalar()
    return SeasonInfo(number, started)


async def start_next(conn: AsyncConnection, guild_id: int, user_id: int, now: datetime
                     ) -> SeasonInfo:
    """Close the current season (its ratings stay as its final table) and start the next."""
    await lock_guild(conn, guild_id)
    number = await current(conn, guild_id) + 1
    await conn.execute(INSERT_SEASON, {"guild_id": guild_id, "number": number,
                                       "started_at": now, "started_by": user_id})
    return SeasonInfo(number, now)


# ---------------------------------------------------------------------- replay
@dataclass(frozen=True, slots=True)
class CountedResult:
    """One result of a season, as the replay needs it."""

    id: int
    game: str
    winner_id: int
    loser_id: int
    rated: bool


@dataclass(slots=True)
class Standing:
    """A player's row in one game (or all games) of a season, during a replay."""

    skill: ratings.Skill
    wins: int = 0
    losses: int = 0
    streak: int = 0
    first: int = 0  # the order the row was created in (ratings.id order)


@dataclass(frozen=True, slots=True)
class Replayed:
    #: (game, user id) -> standing; game is a slug or ALL_GAMES
    table: dict[tuple[str, int], Standing]
    #: result id -> (winner's, loser's) display rating in its game right after it, or None
    after: dict[int, tuple[float, float] | None]


def replay(results: Sequence[CountedResult]) -> Replayed:
    """A season's ratings from its results, in order (the steps of bot.standings.results.rate)."""
    table: dict[tuple[str, int], Standing] = {}
    after: dict[int, tuple[float, float] | None] = {}

    def standing(game: str, user: int) -> Standing:
        found = table.get((game, user))
        if found is None:
            found = table[(game, user)] = Standing(ratings.Skill(), first=len(table))
        return found

    for result in results:
        games = sorted({result.game, ALL_GAMES})
        for g in games:  # rows created in bot.standings.results.rate's order: game, then user id
            for u in sorted({result.winner_id, result.loser_id}):
                standing(g, u)
        after[result.id] = None
        for g in games:
            w, lo = standing(g, result.winner_id), standing(g, result.loser_id)
            if result.rated:
                w.skill, lo.skill = ratings.rate_win(w.skill, lo.skill)
                if g == result.game:
                    after[result.id] = (w.skill.display, lo.skill.display)
            w.wins, w.streak = w.wins + 1, ratings.next_streak(w.streak, True)
            lo.losses, lo.streak = lo.losses + 1, ratings.next_streak(lo.streak, False)
    return Replayed(table, after)


async def season_results(conn: AsyncConnection, guild_id: int, season: int
                         ) -> list[CountedResult]:
    """The season's results that count (not voided), in the order they were counted."""
    rows = await conn.execute(SELECT_SEASON_RESULTS, {"guild_id": guild_id, "season": season})
    return [CountedResult(r.id, r.game, r.winner_id, r.loser_id, bool(r.rated)) for r in rows]


async def recompute(conn: AsyncConnection, guild_id: int, season: int) -> None:
    """Rewrite the season's ratings (and each result's ratings afterwards) from its results
    that count. Call it inside the write transaction, after :func:`lock_guild`."""
    counted = await season_results(conn, guild_id, season)
    replayed = await asyncio.to_thread(replay, counted)
    await conn.execute(DELETE_SEASON_RATINGS, {"guild_id": guild_id, "season": season})
    rows = [
        {"guild_id": guild_id, "season": season, "game": game, "user_id": user,
         "mu": s.skill.mu, "sigma": s.skill.sigma, "rating": s.skill.display,
         "wins": s.wins, "losses": s.losses, "streak": s.streak}
        for (game, user), s in sorted(replayed.table.items(), key=lambda kv: kv[1].first)
    ]
    if rows:
        await conn.execute(INSERT_RATINGS, rows)
    await conn.execute(CLEAR_RESULT_RATINGS, {"b_guild_id": guild_id, "b_season": season})
    rated = [{"b_id": rid, "w": pair[0], "l": pair[1]}
             for rid, pair in replayed.after.items() if pair is not None]
    if rated:
        await conn.execute(SET_RESULT_RATINGS, rated)

