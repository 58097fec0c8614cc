"""Series rows in the database: the Core statements (bound parameters only), on the caller's
connection. A series row is written with an optimistic version check, in the transaction
that creates or ends one of its games (bot.matches.series_games)."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from sqlalchemy import bindparam, func, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.core.errors import NoSuchMatch, TurnAlreadyPlayed
from bot.core.snapshots import (
    SERIES_FIELDS,
    MatchSnapshot,
    MatchStatus,
    SeriesSnapshot,
    SeriesStatus,
)
from db.tables import matches
from db.tables import series as series_table
from i18n import Text

_s = series_table.c
_m = matches.c

INSERT_SERIES = insert(series_table)
SELECT_SERIES = select(*series_table.c).where(_s.id == bindparam("series_id"))
SELECT_SERIES_FOR_UPDATE = SELECT_SERIES.with_for_update()
UPDATE_SERIES = (
    update(series_table)
    .where(_s.id == bindparam("b_id"), _s.version == bindparam("b_version"))
    .returning(*series_table.c)
)
COUNT_ABORTED = select(func.count()).where(
    _m.series_id == bindparam("series_id"), _m.series_game == bindparam("number"),
    _m.status == MatchStatus.ABORTED.value)
SELECT_WINS = (
    select(_m.winner_id, func.count())
    .where(_m.series_id == bindparam("series_id"), _m.status == MatchStatus.FINISHED.value,
           _m.voided_by.is_(None), _m.winner_id.is_not(None))
    .group_by(_m.winner_id)
)
SELECT_LATEST_GAME = (
    select(*matches.c).where(_m.series_id == bindparam("series_id"))
    .order_by(_m.id.desc()).limit(1)
)
#: A member's series that ended with a winner, with their first game's bot and options (a
#: series against the bot, or one the rules decide, counts in no one's series record).
_games = matches.alias("games")
_FIRST_GAME = (
    select(func.min(_games.c.id)).where(_games.c.series_id == _s.id)
    .correlate(series_table).scalar_subquery()
)
SELECT_DECIDED_OF_USER = (
    select(_s.winner_id, _m.bot_user_id, _m.game, _m.options)
    .select_from(series_table.join(matches, _m.id == _FIRST_GAME))
    .where(_s.guild_id == bindparam("guild_id"), _s.status == SeriesStatus.FINISHED.value,
           or_(_s.first_id == bindparam("user_id"), _s.second_id == bindparam("user_id")))
)
#: The series of some matches (a /history page): their length and result.
SELECT_SERIES_OF = select(*series_table.c).where(
    _s.id.in_(bindparam("series_ids", expanding=True)))

def _stored(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def columns(series: SeriesSnapshot) -> dict[str, Any]:
    return {name: _stored(getattr(series, name)) for name in SERIES_FIELDS if name != "id"}


async def insert_series(conn: AsyncConnection, draft: SeriesSnapshot) -> SeriesSnapshot:
    """Insert ``draft`` (its id ignored); the row with its new id."""
    key = (await conn.execute(INSERT_SERIES, columns(draft))).inserted_primary_key
    assert key is not None
    return dataclasses.replace(draft, id=int(key[0]))


async def load(conn: AsyncConnection, series_id: int, *, for_update: bool = False
               ) -> SeriesSnapshot:
    found = (await conn.execute(SELECT_SERIES_FOR_UPDATE if for_update else SELECT_SERIES,
                                {"series_id": series_id})).mappings().first()
    if found is None:
        raise NoSuchMatch(Text("error-no-such-series"))
    return SeriesSnapshot.from_columns(found)


async def save(conn: AsyncConnection, before: SeriesSnapshot, after: SeriesSnapshot
               ) -> SeriesSnapshot:
    """Write ``after`` with the version check on ``before``; TurnAlreadyPlayed if another
    transaction changed the series first."""
    if after == before:
        return before
    values = {name: _stored(getattr(after, name)) for name in SERIES_FIELDS
              if name not in ("id", "version") and getattr(after, name) != getattr(before, name)}
    values["version"] = before.version + 1
    found = (await conn.execute(UPDATE_SERIES, {
        "b_id": before.id, "b_version": before.version, **values})).mappings().first()
    if found is None:
        raise TurnAlreadyPlayed()
    return SeriesSnapshot.from_columns(found)


async def aborted(conn: AsyncConnection, series_id: int, number: int) -> int:
    """How many games numbered ``number`` of the series were aborted."""
    return int((await conn.execute(COUNT_ABORTED, {"series_id": series_id,
                                                   "number": number})).scalar_one())


async def wins(conn: AsyncConnection, series: SeriesSnapshot) -> tuple[int, int]:
    """The games of the series each player (first_id, second_id) won that count."""
    counts = {row[0]: int(row[1]) for row in await conn.execute(
        SELECT_WINS, {"series_id": series.id})}
    return counts.get(series.first_id, 0), counts.get(series.second_id, 0)


async def latest_game(conn: AsyncConnection, series_id: int) -> MatchSnapshot | None:
    found = (await conn.execute(SELECT_LATEST_GAME, {"series_id": series_id})
             ).mappings().first()
    return None if found is None else MatchSnapshot.from_columns(found)


async def of_ids(conn: AsyncConnection, series_ids: list[int]) -> dict[int, SeriesSnapshot]:
    if not series_ids:
        return {}
    rows = (await conn.execute(SELECT_SERIES_OF, {"series_ids": series_ids})).mappings()
    return {row["id"]: SeriesSnapshot.from_columns(row) for row in rows}


async def decided_of_user(conn: AsyncConnection, guild_id: int, user_id: int
                          ) -> list[tuple[int | None, int | None, str, dict[str, Any]]]:
    """(winner, the bot's id if it played, game, options) of the member's decided series."""
    rows = await conn.execute(SELECT_DECIDED_OF_USER, {"guild_id": guild_id,
                                                        "user_id": user_id})
    return [(r[0], r[1], r[2], r[3]) for r in rows]
