"""Results of finished matches: ratings between people, the unrated record against the bot.

Runs inside the write transaction that finished the match (SQLAlchemy Core on an
``AsyncConnection``), so a result is recorded exactly once with the match's final state.
"""

from __future__ import annotations

from sqlalchemy import Table, bindparam, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

from bot import ratings
from db.models import ALL_GAMES, BotRecord, Rating

ratings_table = Rating.metadata.tables[Rating.__tablename__]
bot_records = BotRecord.metadata.tables[BotRecord.__tablename__]
_r = ratings_table.c

SELECT_RATINGS = (
    select(_r.id, _r.game, _r.user_id, _r.mu, _r.sigma, _r.wins, _r.losses, _r.streak)
    .where(_r.guild_id == bindparam("guild_id"),
           _r.game.in_(bindparam("games", expanding=True)),
           _r.user_id.in_(bindparam("users", expanding=True)))
    .order_by(_r.game, _r.user_id)
    .with_for_update()
)
UPDATE_RATING = update(ratings_table).where(_r.id == bindparam("b_id"))


def _insert(dialect: str, table: Table) -> postgresql.Insert | sqlite.Insert:
    """An INSERT with the dialect's ON CONFLICT support (both spell it the same)."""
    return postgresql.insert(table) if dialect == "postgresql" else sqlite.insert(table)


async def record(conn: AsyncConnection, *, guild_id: int, game: str,
                 players: tuple[int, int], winner_id: int, bot_user_id: int | None) -> None:
    """Ratings (between people) or the vs-bot record, for a match that just finished."""
    loser_id = players[1] if winner_id == players[0] else players[0]
    dialect = conn.dialect.name
    if bot_user_id is not None and bot_user_id in players:
        human = loser_id if winner_id == bot_user_id else winner_id
        won = human == winner_id
        stmt = _insert(dialect, bot_records).values(
            guild_id=guild_id, user_id=human, game=game, wins=int(won), losses=int(not won),
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=["guild_id", "user_id", "game"],
            set_={"wins": bot_records.c.wins + stmt.excluded.wins,
                  "losses": bot_records.c.losses + stmt.excluded.losses},
        )
        await conn.execute(stmt)
        return
    await rate(conn, guild_id, game, winner_id, loser_id)


async def rate(conn: AsyncConnection, guild_id: int, game: str, winner_id: int,
               loser_id: int) -> None:
    games = sorted({game, ALL_GAMES})
    users = sorted({winner_id, loser_id})
    fresh = ratings.Skill()
    await conn.execute(
        _insert(conn.dialect.name, ratings_table)
        .values([
            {"guild_id": guild_id, "user_id": u, "game": g, "mu": fresh.mu,
             "sigma": fresh.sigma, "rating": fresh.display, "wins": 0, "losses": 0,
             "streak": 0}
            for g in games for u in users
        ])
        .on_conflict_do_nothing(index_elements=["guild_id", "user_id", "game"])
    )
    rows = (await conn.execute(
        SELECT_RATINGS, {"guild_id": guild_id, "games": games, "users": users}
    )).mappings().all()
    by_key = {(r["game"], r["user_id"]): r for r in rows}
    changes = []
    for g in games:
        w, lo = by_key[(g, winner_id)], by_key[(g, loser_id)]
        new_w, new_l = ratings.rate_win(ratings.Skill(w["mu"], w["sigma"]),
                                        ratings.Skill(lo["mu"], lo["sigma"]))
        for r, skill, won in ((w, new_w, True), (lo, new_l, False)):
            changes.append({
                "b_id": r["id"], "mu": skill.mu, "sigma": skill.sigma,
                "rating": skill.display, "wins": r["wins"] + int(won),
                "losses": r["losses"] + int(not won),
                "streak": ratings.next_streak(r["streak"], won),
            })
    await conn.execute(UPDATE_RATING, changes)
