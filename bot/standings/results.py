"""Results of finished matches: ratings between people, the unrated record against the bot.

Runs inside the write transaction that finished the match (SQLAlchemy Core on an
``AsyncConnection``), so a result is recorded exactly once with the match's final state:

1. :func:`prepare`, before the match row is written: the season the result counts in and
   whether it is rated (the server's daily limit of rated games between the same two people);
2. :func:`record`, after it: ratings (season's rows for the game and for all games) and the
   ``results`` ledger row, or the vs-bot record.

A game whose winner the rules fix before anyone moves (``FOR_FUN``) records nothing, and an
aborted match (ended before both players moved, bot.matches.service) never finishes, so it never
gets here.

:func:`undo` takes a finished result back when a moderator voids its match: the vs-bot record
loses it, or the season's ratings are recomputed without it (bot.standings.seasons).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Table, and_, bindparam, func, insert, or_, select, true, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.core.snapshots import MatchSnapshot, fixed_winner
from bot.standings import ratings, seasons
from db.models import ALL_GAMES
from db.tables import bot_records
from db.tables import matches as matches_table
from db.tables import ratings as ratings_table
from db.tables import results as results_table

_r = ratings_table.c
_res = results_table.c
_m = matches_table.c

#: What "a day" means for the daily limit of rated games: the last 24 hours.
DAY = timedelta(hours=24)

SELECT_RATINGS = (
    select(_r.id, _r.game, _r.user_id, _r.mu, _r.sigma, _r.wins, _r.losses, _r.streak)
    .where(_r.guild_id == bindparam("guild_id"), _r.season == bindparam("season"),
           _r.game.in_(bindparam("games", expanding=True)),
           _r.user_id.in_(bindparam("users", expanding=True)))
    .order_by(_r.game, _r.user_id)
    .with_for_update()
)
UPDATE_RATING = update(ratings_table).where(_r.id == bindparam("b_id"))
INSERT_RESULT = insert(results_table)
COUNT_RATED_BETWEEN = (
    select(func.count())
    .select_from(results_table.join(matches_table, _m.id == _res.match_id))
    .where(_res.guild_id == bindparam("guild_id"),
           or_(and_(_res.winner_id == bindparam("a"), _res.loser_id == bindparam("b")),
               and_(_res.winner_id == bindparam("b"), _res.loser_id == bindparam("a"))),
           _m.rated == true(), _m.voided_by.is_(None), _m.finished_at > bindparam("since"))
)
SELECT_RESULT_SEASON = select(_res.season).where(_res.match_id == bindparam("match_id"))


def _insert(dialect: str, table: Table) -> postgresql.Insert | sqlite.Insert:
    """An INSERT with the dialect's ON CONFLICT support (both spell it the same)."""
    return postgresql.insert(table) if dialect == "postgresql" else sqlite.insert(table)


#: A season's fresh rating rows for players who have none yet, per dialect: one statement
#: executed with a list of rows, so SQLAlchemy compiles it once (a multi-row ``.values()``
#: would be compiled again for every finished match).
_INSERT_MISSING_RATINGS = {
    dialect: _insert(dialect, ratings_table).on_conflict_do_nothing(
        index_elements=["guild_id", "season", "user_id", "game"])
    for dialect in ("sqlite", "postgresql")
}


@dataclass(frozen=True, slots=True)
class Counted:
    """How a result between two people counts: its season and whether it is rated.
    Both None for a game against the bot."""

    season: int | None
    rated: bool | None


AGAINST_THE_BOT = Counted(None, None)


def _vs_bot(row: MatchSnapshot) -> bool:
    return row.bot_user_id is not None and row.bot_user_id in row.player_ids


#: A game the rules decide before anyone moves (docs/rules.md, decision 6): for fun, it
#: counts nowhere (no rating, no ledger row, no win or loss, no vs-bot record). ``rated``
#: False marks it on the match, against the bot too, so a void knows nothing was recorded.
FOR_FUN = Counted(None, False)


#: A game outside a server the bot is in (docs/rules.md, decision 25): unrated, in no
#: leaderboard, no ledger row and no vs-bot record; ``rated`` False marks it on the match.
OUTSIDE = Counted(None, False)


def for_fun(row: MatchSnapshot) -> bool:
    """Whether the rules fix this match's winner from its start (whatever anyone plays)."""
    return fixed_winner(row.game, row.options) is not None


async def prepare(conn: AsyncConnection, row: MatchSnapshot, now: datetime, daily_limit: int
                  ) -> Counted:
    """Before the finishing write: the season and whether the result is rated.

    Takes the server's results lock (PostgreSQL) first, so the daily count, the season and
    the ratings are decided one result at a time per server."""
    if for_fun(row):
        return FOR_FUN
    if row.outside:
        return OUTSIDE
    if _vs_bot(row):
        return AGAINST_THE_BOT
    await seasons.lock_guild(conn, row.guild_id)
    season = await seasons.current(conn, row.guild_id)
    rated = True
    if daily_limit > 0:
        count = (await conn.execute(COUNT_RATED_BETWEEN, {
            "guild_id": row.guild_id, "a": row.player1_id, "b": row.player2_id,
            "since": now - DAY,
        })).scalar_one()
        rated = count < daily_limit
    return Counted(season, rated)


async def record(conn: AsyncConnection, row: MatchSnapshot, counted: Counted) -> None:
    """Ratings and the ledger (between people) or the vs-bot record, for a match that just
    finished (``row`` as stored, ``counted`` from :func:`prepare`)."""
    if counted is FOR_FUN or counted is OUTSIDE:
        return
    winner_id = row.winner_id
    assert winner_id is not None  # a finished match has a winner
    players = row.player_ids
    loser_id = players[1] if winner_id == players[0] else players[0]
    if _vs_bot(row):
        human = loser_id if winner_id == row.bot_user_id else winner_id
        await _bot_record(conn, row.guild_id, human, row.game, won=human == winner_id, step=1)
        return
    assert counted.season is not None and counted.rated is not None
    after = await rate(conn, row.guild_id, counted.season, row.game, winner_id, loser_id,
                       rated=counted.rated)
    await conn.execute(INSERT_RESULT, {
        "match_id": row.id, "guild_id": row.guild_id, "season": counted.season,
        "game": row.game, "winner_id": winner_id, "loser_id": loser_id,
        "winner_rating": after[0] if after else None,
        "loser_rating": after[1] if after else None,
    })


async def _bot_record(conn: AsyncConnection, guild_id: int, user_id: int, game: str, *,
                      won: bool, step: int) -> None:
    """Add (step 1) or take back (step -1) one result against the bot."""
    stmt = _insert(conn.dialect.name, bot_records).values(
        guild_id=guild_id, user_id=user_id, game=game, wins=step * int(won),
        losses=step * int(not won),
    )
    stmt = stmt.on_conflict_do_update(
        index_elements=["guild_id", "user_id", "game"],
        set_={"wins": bot_records.c.wins + stmt.excluded.wins,
              "losses": bot_records.c.losses + stmt.excluded.losses},
    )
    await conn.execute(stmt)


async def rate(conn: AsyncConnection, guild_id: int, season: int, game: str, winner_id: int,
               loser_id: int, *, rated: bool = True) -> tuple[float, float] | None:
    """One result in the season's rows for ``game`` and for all games: wins, losses and
    streaks always; ratings only when ``rated``. Returns the winner's and loser's display
    rating in ``game`` afterwards (None when unrated).

    bot.standings.seasons.replay does the same over a whole season;
    tests/servers/test_server_owners.py checks they agree."""
    games = sorted({game, ALL_GAMES})
    users = sorted({winner_id, loser_id})
    fresh = ratings.Skill()
    await conn.execute(_INSERT_MISSING_RATINGS[conn.dialect.name], [
        {"guild_id": guild_id, "season": season, "user_id": u, "game": g, "mu": fresh.mu,
         "sigma": fresh.sigma, "rating": fresh.display, "wins": 0, "losses": 0, "streak": 0}
        for g in games for u in users
    ])
    rows = (await conn.execute(
        SELECT_RATINGS, {"guild_id": guild_id, "season": season, "games": games,
                         "users": users}
    )).mappings().all()
    by_key = {(r["game"], r["user_id"]): r for r in rows}
    changes = []
    after: tuple[float, float] | None = None
    for g in games:
        w, lo = by_key[(g, winner_id)], by_key[(g, loser_id)]
        new_w, new_l = ratings.Skill(w["mu"], w["sigma"]), ratings.Skill(lo["mu"], lo["sigma"])
        if rated:
            new_w, new_l = ratings.rate_win(new_w, new_l)
            if g == game:
                after = (new_w.display, new_l.display)
        for r, skill, won in ((w, new_w, True), (lo, new_l, False)):
            changes.append({
                "b_id": r["id"], "mu": skill.mu, "sigma": skill.sigma,
                "rating": skill.display, "wins": r["wins"] + int(won),
                "losses": r["losses"] + int(not won),
                "streak": ratings.next_streak(r["streak"], won),
            })
    await conn.execute(UPDATE_RATING, changes)
    return after


async def undo(conn: AsyncConnection, row: MatchSnapshot) -> None:
    """Take back the result of a finished match that is being voided (``row``: as it was
    finished): against the bot, its record loses the game; between people, its season's
    ratings are recomputed without it (the voided match must already be marked)."""
    winner_id = row.winner_id
    if winner_id is None or (row.rated is False and _vs_bot(row)):
        return  # no result, or a game for fun against the bot: nothing was recorded
    if _vs_bot(row):
        loser_id = row.player_ids[1] if winner_id == row.player_ids[0] else row.player_ids[0]
        human = loser_id if winner_id == row.bot_user_id else winner_id
        await _bot_record(conn, row.guild_id, human, row.game, won=human == winner_id,
                          step=-1)
        return
    await seasons.lock_guild(conn, row.guild_id)
    season = (await conn.execute(SELECT_RESULT_SEASON, {"match_id": row.id})).scalar()
    if season is not None:
        await seasons.recompute(conn, row.guild_id, season)
