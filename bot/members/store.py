"""The members rows (per server) and the member's own settings row (player_settings), as
Core statements on an ``AsyncConnection``; upserts in each dialect's own ON CONFLICT form."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

from db.tables import members, player_settings

#: What Discord allows a display name to be (global and server names: 1-32 characters);
#: stored up to the column's 100 in case Discord widens it.
NAME_LIMIT = 100

SELECT_NAMES = select(members.c.user_id, members.c.display_name, members.c.hide_name).where(
    members.c.guild_id == bindparam("guild_id"),
    members.c.user_id.in_(bindparam("user_ids", expanding=True)))
SET_HIDDEN = (update(members).where(members.c.guild_id == bindparam("g_id"),
                                    members.c.user_id == bindparam("u_id"))
              .values(hide_name=bindparam("hidden")))
SELECT_LOCALES = select(player_settings.c.user_id, player_settings.c.locale).where(
    player_settings.c.user_id.in_(bindparam("user_ids", expanding=True)),
    player_settings.c.locale.is_not(None))
SELECT_TURN_NOTICES = select(player_settings.c.user_id, player_settings.c.notify_turns).where(
    player_settings.c.user_id.in_(bindparam("user_ids", expanding=True)),
    player_settings.c.notify_turns.is_not(None))
SELECT_DMS_REFUSED = select(player_settings.c.user_id).where(
    player_settings.c.user_id.in_(bindparam("user_ids", expanding=True)),
    player_settings.c.dms_refused_until > bindparam("now"))


@dataclass(frozen=True, slots=True)
class KnownName:
    """A member's name as Discord showed it when they last used the bot in that server."""

    user_id: int
    display_name: str
    hidden: bool


def _insert(conn: AsyncConnection):  # type: ignore[no-untyped-def]  # the dialect's insert()
    return (sqlite if conn.dialect.name == "sqlite" else postgresql).insert


async def remember(conn: AsyncConnection, guild_id: int, user_id: int, display_name: str,
                   now: datetime) -> None:
    """The member's name in this server as Discord shows it now (hide_name is kept)."""
    name = display_name[:NAME_LIMIT]
    statement = _insert(conn)(members).values(guild_id=guild_id, user_id=user_id,
                                               display_name=name, hide_name=False, seen_at=now)
    await conn.execute(statement.on_conflict_do_update(
        index_elements=[members.c.guild_id, members.c.user_id],
        set_={"display_name": name, "seen_at": now}))


async def names(conn: AsyncConnection, guild_id: int, user_ids: Iterable[int]
                ) -> dict[int, KnownName]:
    ids = list(user_ids)
    if not ids:
        return {}
    rows = await conn.execute(SELECT_NAMES, {"guild_id": guild_id, "user_ids": ids})
    return {int(r.user_id): KnownName(int(r.user_id), r.display_name, bool(r.hide_name))
            for r in rows}


async def set_hidden(conn: AsyncConnection, guild_id: int, user_id: int, hidden: bool
                     ) -> bool:
    """Whether the member was known in the server (and is now hidden or shown)."""
    done = await conn.execute(SET_HIDDEN, {"g_id": guild_id, "u_id": user_id,
                                           "hidden": hidden})
    return bool(done.rowcount)


async def remember_locale(conn: AsyncConnection, user_id: int, locale: str) -> None:
    """The last Discord locale seen from the member (their DMs' language)."""
    statement = _insert(conn)(player_settings).values(user_id=user_id, notify_tournaments=True,
                                                       locale=locale)
    await conn.execute(statement.on_conflict_do_update(
        index_elements=[player_settings.c.user_id], set_={"locale": locale}))


async def locales(conn: AsyncConnection, user_ids: Iterable[int]) -> dict[int, str]:
    ids = list(user_ids)
    if not ids:
        return {}
    rows = await conn.execute(SELECT_LOCALES, {"user_ids": ids})
    return {int(r.user_id): str(r.locale) for r in rows}


async def refuse_dms(conn: AsyncConnection, user_id: int, until: datetime) -> None:
    """Discord refused a DM to the member: none is tried before ``until``."""
    statement = _insert(conn)(player_settings).values(user_id=user_id, notify_tournaments=True,
                                                       dms_refused_until=until)
    await conn.execute(statement.on_conflict_do_update(
        index_elements=[player_settings.c.user_id], set_={"dms_refused_until": until}))


async def dms_refused(conn: AsyncConnection, user_ids: Iterable[int], now: datetime
                      ) -> set[int]:
    """Which of these members refused a DM less than their refusal's time ago."""
    ids = list(user_ids)
    if not ids:
        return set()
    rows = await conn.execute(SELECT_DMS_REFUSED, {"user_ids": ids, "now": now})
    return {int(r.user_id) for r in rows}


async def set_turn_notices(conn: AsyncConnection, user_id: int, choice: str) -> None:
    """Where the member's turn notices go (/notify turns), on every server."""
    statement = _insert(conn)(player_settings).values(user_id=user_id, notify_tournaments=True,
                                                       notify_turns=choice)
    await conn.execute(statement.on_conflict_do_update(
        index_elements=[player_settings.c.user_id], set_={"notify_turns": choice}))


async def turn_notices(conn: AsyncConnection, user_ids: Iterable[int]) -> dict[int, str]:
    """The members' own turn-notice choices (those who made one)."""
    ids = list(user_ids)
    if not ids:
        return {}
    rows = await conn.execute(SELECT_TURN_NOTICES, {"user_ids": ids})
    return {int(r.user_id): str(r.notify_turns) for r in rows}
