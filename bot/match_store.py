"""Match rows in the database: the Core statements, loading, saving and the move log.

Everything here runs on a SQLAlchemy ``AsyncConnection`` with module-level Core statements
(bound parameters only, so SQLAlchemy's compiled cache always hits); no ORM session, no
identity map. A match row is read into a plain dict (:class:`MatchRow`) and returned to the
cogs as a :class:`bot.snapshots.MatchSnapshot` built straight from it.

Connections (see db.engine for the SQLite round-trip savings):

* :func:`reading` — a pooled connection for reads; no BEGIN on SQLite, so use it for one
  statement only; ``consistent=True`` opens a real read transaction (one snapshot) for
  several statements that must agree with each other.
* :func:`writing` — a write transaction (BEGIN IMMEDIATE on SQLite), committed on success and
  rolled back on any exception, so that raising a service error means nothing was written.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, func, insert, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

import rules
from bot.errors import NoSuchMatch, TurnAlreadyPlayed
from bot.shards import ShardSlice
from bot.snapshots import EndReason, MatchSnapshot, MatchStatus
from db.engine import begin_write, read_only
from db.models import Match, Move

MAX_ID = 2**63 - 1

matches = Match.__table__
moves = Move.__table__
_c = matches.c

_OPEN = or_(_c.status == MatchStatus.PENDING.value, _c.status == MatchStatus.ACTIVE.value)

SELECT_MATCH = select(*matches.c).where(_c.id == bindparam("match_id"))
SELECT_OPEN_OF_USER = (
    select(*matches.c)
    .where(_c.guild_id == bindparam("guild_id"), _c.channel_id == bindparam("channel_id"),
           _OPEN, or_(_c.player1_id == bindparam("user_id"),
                      _c.player2_id == bindparam("user_id")))
    .order_by(_c.id.desc())
    .limit(1)
)
SELECT_OPEN_OF_USERS = (
    select(_c.player1_id, _c.player2_id)
    .where(_c.guild_id == bindparam("guild_id"), _c.channel_id == bindparam("channel_id"),
           _OPEN, or_(_c.player1_id.in_(bindparam("user_ids", expanding=True)),
                      _c.player2_id.in_(bindparam("user_ids", expanding=True))))
    .order_by(_c.id.desc())
    .limit(1)
)
#: SET columns come from the parameter keys; b_id / b_version are the optimistic check. The
#: row comes back as the database now holds it (the service caches it: bot.row_cache).
UPDATE_MATCH = (
    update(matches)
    .where(_c.id == bindparam("b_id"), _c.version == bindparam("b_version"))
    .returning(*matches.c)
)
UPDATE_MESSAGE = update(matches).where(_c.id == bindparam("b_id")).returning(*matches.c)
INSERT_MATCH = insert(matches)
INSERT_MOVES = insert(moves)
SELECT_DUE = (
    select(_c.id, _c.guild_id)
    .where(_OPEN, _c.deadline <= bindparam("now"))
    .order_by(_c.deadline, _c.id)
)
SELECT_NEXT_DEADLINE = select(func.min(_c.deadline)).where(_OPEN)


def state_from_db(data: dict[str, Any]) -> rules.State:
    """A State from our own stored ``State.to_json()``, without replaying it.

    ``rules.state_from_json`` replays every move to validate untrusted data (about half a
    millisecond for a long game); rows written by this service are trusted on the hot path,
    and ``verify()`` replays them all when asked.
    """
    options = data["options"]
    return rules.State(
        game=data["game"],
        size=options["size"],
        options=tuple(sorted(options.items())),
        history=tuple(rules.Move(p, n) for p, n in data["history"]),
        to_move=data["to_move"],
        winner=data["winner"],
    )


@dataclass(slots=True)
class MatchRow:
    """A match row as read (``values``: column -> value), its State, and pending changes."""

    values: dict[str, Any]
    state: rules.State
    changes: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, name: str) -> Any:
        changes = self.changes
        return changes[name] if name in changes else self.values[name]

    @property
    def players(self) -> tuple[int, int]:
        return (self["player1_id"], self["player2_id"])


def row_of(values: Any) -> MatchRow:
    values = dict(values)
    return MatchRow(values, state_from_db(values["state"]))


def snapshot(row: MatchRow, state: rules.State | None = None) -> MatchSnapshot:
    v = {**row.values, **row.changes} if row.changes else row.values
    end_reason = v["end_reason"]
    return MatchSnapshot(
        id=v["id"],
        guild_id=v["guild_id"],
        channel_id=v["channel_id"],
        message_id=v["message_id"],
        game=v["game"],
        options=dict(v["options"]),
        challenger_id=v["challenger_id"],
        opponent_id=v["opponent_id"],
        player_ids=(v["player1_id"], v["player2_id"]),
        bot_level=v["bot_level"],
        bot_user_id=v["bot_user_id"],
        status=MatchStatus(v["status"]),
        state=state or row.state,
        deadline=v["deadline"],
        winner_id=v["winner_id"],
        end_reason=None if end_reason is None else EndReason(end_reason),
        version=v["version"],
        created_at=v["created_at"],
        updated_at=v["updated_at"],
        rematch_of=v["rematch_of"],
    )


# ---------------------------------------------------------------------- connections
@contextlib.asynccontextmanager
async def reading(engine: AsyncEngine, consistent: bool = False
                  ) -> AsyncIterator[AsyncConnection]:
    async with engine.connect() as conn:
        if not consistent:
            await read_only(conn)
        try:
            yield conn
        finally:
            await conn.rollback()  # ends the (SQLite: BEGIN-less) transaction; no reset later


@contextlib.asynccontextmanager
async def writing(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    async with engine.connect() as conn:
        await begin_write(conn)
        try:
            yield conn
        except BaseException:
            await conn.rollback()
            raise
        await conn.commit()


# ---------------------------------------------------------------------- rows
async def load(conn: AsyncConnection, guild_id: int, match_id: int) -> MatchRow:
    if not isinstance(match_id, int) or not 0 < match_id <= MAX_ID:
        raise NoSuchMatch()
    found = (await conn.execute(SELECT_MATCH, {"match_id": match_id})).mappings().first()
    if found is None or found["guild_id"] != guild_id:
        raise NoSuchMatch()
    return row_of(found)


async def find_open(conn: AsyncConnection, guild_id: int, channel_id: int, user_id: int
                    ) -> MatchRow | None:
    found = (await conn.execute(
        SELECT_OPEN_OF_USER,
        {"guild_id": guild_id, "channel_id": channel_id, "user_id": user_id},
    )).mappings().first()
    return None if found is None else row_of(found)


async def open_players(conn: AsyncConnection, guild_id: int, channel_id: int,
                       user_ids: list[int]) -> tuple[int, int] | None:
    """(player1_id, player2_id) of the newest open match here with any of ``user_ids``."""
    found = (await conn.execute(
        SELECT_OPEN_OF_USERS,
        {"guild_id": guild_id, "channel_id": channel_id, "user_ids": user_ids},
    )).first()
    return None if found is None else (found[0], found[1])


async def save(conn: AsyncConnection, row: MatchRow, state: rules.State, now: datetime
               ) -> MatchRow:
    """Write ``row.changes`` (and ``state`` if it is new) with the optimistic version check,
    then log the new moves; returns the row as stored. TurnAlreadyPlayed if another action
    changed the row first."""
    changes = row.changes
    if state is not row.state:
        changes["state"] = state.to_json()
        changes["to_move"] = state.to_move
    version = row.values["version"]
    changes["version"] = version + 1
    changes["updated_at"] = now
    stored = (await conn.execute(
        UPDATE_MATCH, {"b_id": row.values["id"], "b_version": version, **changes}
    )).mappings().first()
    if stored is None:
        raise TurnAlreadyPlayed()
    await log_moves(conn, row.values["id"], row.players, state, len(row.state.history), now)
    return MatchRow(dict(stored), state)


async def log_moves(conn: AsyncConnection, match_id: int, players: tuple[int, int],
                    state: rules.State, old_plies: int, now: datetime) -> None:
    new = state.history[old_plies:]
    if not new:
        return
    try:
        await conn.execute(INSERT_MOVES, [
            {"match_id": match_id, "ply": old_plies + i + 1, "player_id": players[move.player],
             "number": move.number, "played_at": now}
            for i, move in enumerate(new)
        ])
    except IntegrityError:
        raise TurnAlreadyPlayed() from None


async def insert_match(conn: AsyncConnection, values: dict[str, Any]) -> int:
    result = await conn.execute(INSERT_MATCH, values)
    return int(result.inserted_primary_key[0])


async def set_message(conn: AsyncConnection, match_id: int, channel_id: int, message_id: int,
                      now: datetime) -> MatchRow | None:
    """Record the board message; returns the row as it is now (None: no such match)."""
    stored = (await conn.execute(UPDATE_MESSAGE, {
        "b_id": match_id, "channel_id": channel_id, "message_id": message_id,
        "updated_at": now,
    })).mappings().first()
    return None if stored is None else row_of(stored)


async def due(conn: AsyncConnection, now: datetime, shards: ShardSlice | None = None
              ) -> list[tuple[int, int]]:
    """(match id, guild id) of open matches past their deadline; with ``shards``, only
    those of the servers on these shards (bot/shards.py)."""
    query = SELECT_DUE if shards is None else SELECT_DUE.where(shards.condition(_c.guild_id))
    return [(r[0], r[1]) for r in await conn.execute(query, {"now": now})]


async def next_deadline(conn: AsyncConnection) -> datetime | None:
    return (await conn.execute(SELECT_NEXT_DEADLINE)).scalar_one_or_none()
