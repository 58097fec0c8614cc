"""A member's past matches (/history) and ratings over a season (/stats' chart): read-only
queries over ``matches`` and the ``results`` ledger.

/history lists finished and aborted matches; an aborted one and a game for fun (its winner
fixed by the rules) are marked so, since neither counts anywhere."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, bindparam, func, or_, select, true
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.core.snapshots import OUTSIDE_SERVER, EndReason, MatchStatus, fixed_winner
from bot.series import store as series_store
from db.tables import matches as matches_table
from db.tables import results as results_table

_m = matches_table.c
_res = results_table.c


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One ended match, from the member's side."""

    match_id: int
    game: str
    opponent_id: int
    against_bot: bool
    won: bool | None  # None: voided before it had a winner
    end_reason: EndReason | None
    finished_at: datetime
    channel_id: int
    message_id: int | None
    voided_by: int | None
    rated: bool | None
    #: Aborted: ended (resignation or timeout) before both players had moved; no winner.
    aborted: bool = False
    #: The rules fixed the winner before anyone moved: played for fun, counted nowhere.
    for_fun: bool = False
    # A game of a series: its number, the series' length, and the series' result for the
    # member (True won, False lost, None: still running or ended with no winner).
    series_game: int | None = None
    best_of: int | None = None
    series_won: bool | None = None
    #: A tournament game: its tournament (/history marks it), else None.
    tournament_id: int | None = None
    #: The server in the match's board link (0: a DM or group DM): set in the personal view,
    #: which lists the member's games everywhere; None on a server's page (that server's).
    guild_id: int | None = None


@dataclass(frozen=True, slots=True)
class HistoryPage:
    guild_id: int
    user_id: int
    game: str | None  # None: every game
    page: int  # 1-based
    pages: int  # at least 1
    entries: tuple[HistoryEntry, ...]


def _ended_by(user_id: int, game: str | None, everywhere: bool = False
              ) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = [] if everywhere else [
        _m.guild_id == bindparam("guild_id")]
    where += [
        _m.status.in_((MatchStatus.FINISHED.value, MatchStatus.ABORTED.value)),
        _m.finished_at.is_not(None),
        or_(_m.player1_id == user_id, _m.player2_id == user_id),
    ]
    if game is not None:
        where.append(_m.game == game)
    return where


async def page(conn: AsyncConnection, guild_id: int, user_id: int, game: str | None,
               number: int, per_page: int) -> HistoryPage:
    """Page ``number`` (clamped into 1..pages) of the member's ended matches, newest first.
    ``guild_id`` OUTSIDE_SERVER: the personal view, the member's games everywhere (each
    entry names its server: docs/rules.md, decision 25)."""
    per_page = max(1, per_page)
    everywhere = guild_id == OUTSIDE_SERVER
    where = _ended_by(user_id, game, everywhere)
    total = (await conn.execute(
        select(func.count()).select_from(matches_table).where(*where),
        {"guild_id": guild_id},
    )).scalar_one()
    pages = max(1, math.ceil(total / per_page))
    number = min(max(1, number), pages)
    rows = (await conn.execute(
        select(_m.id, _m.game, _m.player1_id, _m.player2_id, _m.bot_user_id, _m.winner_id,
               _m.end_reason, _m.finished_at, _m.channel_id, _m.message_id, _m.voided_by,
               _m.rated, _m.status, _m.options, _m.series_id, _m.series_game,
               _m.tournament_id, _m.guild_id, _m.outside_guild_id)
        .where(*where)
        .order_by(_m.finished_at.desc(), _m.id.desc())
        .offset((number - 1) * per_page)
        .limit(per_page),
        {"guild_id": guild_id},
    )).all()
    series = await series_store.of_ids(conn, sorted({r.series_id for r in rows
                                                     if r.series_id is not None}))
    entries = []
    for r in rows:
        its = series.get(r.series_id) if r.series_id is not None else None
        opponent = r.player2_id if r.player1_id == user_id else r.player1_id
        entries.append(HistoryEntry(
            match_id=r.id, game=r.game, opponent_id=opponent,
            against_bot=r.bot_user_id is not None and opponent == r.bot_user_id,
            won=None if r.winner_id is None else r.winner_id == user_id,
            end_reason=None if r.end_reason is None else EndReason(r.end_reason),
            finished_at=r.finished_at, channel_id=r.channel_id, message_id=r.message_id,
            voided_by=r.voided_by, rated=r.rated,
            aborted=r.status == MatchStatus.ABORTED.value,
            for_fun=r.rated is not True and _fixed(r.game, r.options),
            series_game=None if its is None else r.series_game,
            best_of=None if its is None else its.best_of,
            series_won=None if its is None or its.winner_id is None
            else its.winner_id == user_id,
            tournament_id=r.tournament_id,
            guild_id=(r.outside_guild_id or r.guild_id) if everywhere else None,
        ))
    return HistoryPage(guild_id, user_id, game, number, pages, tuple(entries))


def _fixed(game: str, options: dict[str, int]) -> bool:
    """Whether the rules fixed this game's winner from its start (False for a game or options
    this code does not know)."""
    try:
        return fixed_winner(game, options) is not None
    except (KeyError, TypeError, ValueError):
        return False


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The member's display rating in ``game`` right after their ``index``-th rated game of
    the season (counting every game, 1-based)."""

    index: int
    game: str
    rating: float


SELECT_RATED_RESULTS = (
    select(_res.game, _res.winner_id, _res.winner_rating, _res.loser_rating)
    .select_from(results_table.join(matches_table, _m.id == _res.match_id))
    .where(_res.guild_id == bindparam("guild_id"), _res.season == bindparam("season"),
           or_(_res.winner_id == bindparam("user_id"), _res.loser_id == bindparam("user_id")),
           _m.rated == true(), _m.voided_by.is_(None))
    .order_by(_res.id)
)


async def rating_points(conn: AsyncConnection, guild_id: int, user_id: int, season: int
                        ) -> tuple[RatingPoint, ...]:
    """The member's rating after each of their rated games this season, oldest first.
    (A result without the member's rating stored is counted but gives no point.)"""
    rows = await conn.execute(SELECT_RATED_RESULTS,
                              {"guild_id": guild_id, "season": season, "user_id": user_id})
    points = []
    for index, r in enumerate(rows, start=1):
        rating = r.winner_rating if r.winner_id == user_id else r.loser_rating
        if rating is not None:
            points.append(RatingPoint(index, r.game, float(rating)))
    return tuple(points)
