"""The ``guild_settings`` rows: what a server changed with /config (Core statements).

A row holds only what the server set (NULL: the environment's default). Changes are
optimistic: :func:`save` writes ``WHERE version = :v`` (or inserts the first row) and says
whether it won, so two moderators changing settings at once never lose a change.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from db.tables import guild_settings as table

_c = table.c

SELECT = select(*table.c).where(_c.guild_id == bindparam("guild_id"))
#: Inside a change: concurrent changes of one server wait for each other on PostgreSQL's row
#: lock instead of failing their version check (SQLite's BEGIN IMMEDIATE already serializes).
SELECT_FOR_UPDATE = SELECT.with_for_update()
UPDATE = (
    update(table)
    .where(_c.guild_id == bindparam("b_guild_id"), _c.version == bindparam("b_version"))
)
INSERT = insert(table)
SELECT_PUZZLE_CHANNELS = (select(_c.guild_id, _c.puzzle_channel_id)
                          .where(_c.puzzle_channel_id.is_not(None)).order_by(_c.guild_id))


@dataclass(frozen=True, slots=True)
class StoredSettings:
    """One ``guild_settings`` row (or the empty one of a server that set nothing)."""

    guild_id: int
    turn_timeout_hours: int | None = None
    challenge_timeout_minutes: int | None = None
    bot_level: str | None = None
    daily_rated_limit: int | None = None
    allowed_channels: tuple[int, ...] = ()
    disabled_games: tuple[str, ...] = ()
    challenge_limit_per_minute: int | None = None  # 0: no limit
    challenge_limit_per_hour: int | None = None
    organiser_role_id: int | None = None  # may create tournaments (besides Manage Server)
    language: str | None = None  # public messages' language; None: the server's Discord one
    public_pages: bool | None = None  # the web pages show this server; None/False: they don't
    notify_turns: str | None = None  # where turn notices go by default (bot.notices.turns)
    puzzle_channel_id: int | None = None  # the daily puzzle is posted there each day
    version: int = 0  # 0: no row yet
    updated_at: datetime | None = None
    updated_by: int | None = None


async def load(conn: AsyncConnection, guild_id: int, *, for_update: bool = False
               ) -> StoredSettings:
    statement = SELECT_FOR_UPDATE if for_update else SELECT
    found = (await conn.execute(statement, {"guild_id": guild_id})).mappings().first()
    if found is None:
        return StoredSettings(guild_id)
    return StoredSettings(
        guild_id=found["guild_id"],
        turn_timeout_hours=found["turn_timeout_hours"],
        challenge_timeout_minutes=found["challenge_timeout_minutes"],
        bot_level=found["bot_level"],
        daily_rated_limit=found["daily_rated_limit"],
        allowed_channels=tuple(int(c) for c in found["allowed_channels"] or ()),
        disabled_games=tuple(str(g) for g in found["disabled_games"] or ()),
        challenge_limit_per_minute=found["challenge_limit_per_minute"],
        challenge_limit_per_hour=found["challenge_limit_per_hour"],
        organiser_role_id=found["organiser_role_id"],
        language=found["language"],
        public_pages=found["public_pages"],
        notify_turns=found["notify_turns"],
        puzzle_channel_id=found["puzzle_channel_id"],
        version=found["version"],
        updated_at=found["updated_at"],
        updated_by=found["updated_by"],
    )


def _values(row: StoredSettings) -> dict[str, Any]:
    values = {f.name: getattr(row, f.name) for f in fields(row)}
    values["allowed_channels"] = list(row.allowed_channels) or None
    values["disabled_games"] = list(row.disabled_games) or None
    return values


class SettingsChanged(Exception):
    """Someone changed the server's settings since they were read: read again and retry.
    Raised out of the write transaction, which then rolls back."""


async def save(conn: AsyncConnection, before: StoredSettings, after: StoredSettings) -> None:
    """Write ``after`` if the row is still ``before``, else :class:`SettingsChanged`."""
    values = _values(after)
    values["version"] = before.version + 1
    if before.version == 0:
        try:
            await conn.execute(INSERT, values)
        except IntegrityError:  # another process inserted the first row meanwhile
            raise SettingsChanged() from None
        return
    values.pop("guild_id")
    result = await conn.execute(
        UPDATE, {"b_guild_id": before.guild_id, "b_version": before.version, **values}
    )
    if result.rowcount != 1:
        raise SettingsChanged()


async def puzzle_channels(conn: AsyncConnection, where: Any = None) -> list[tuple[int, int]]:
    """(server, channel) of every server that chose a puzzle channel; ``where``: a condition
    on the server id's column (a process's shards)."""
    query = SELECT_PUZZLE_CHANNELS if where is None else SELECT_PUZZLE_CHANNELS.where(
        where(_c.guild_id))
    return [(int(r.guild_id), int(r.puzzle_channel_id)) for r in await conn.execute(query)]
