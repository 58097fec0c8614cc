"""A member hides their name on a server's public pages, or shows it again (/privacy): the
members row, made if the bot had not seen them there yet, with the name Discord shows now."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.members.store import NAME_LIMIT
from db.tables import members


async def set_name_hidden(conn: AsyncConnection, guild_id: int, user_id: int,
                          display_name: str, hidden: bool, now: datetime) -> None:
    name = display_name[:NAME_LIMIT]
    insert = sqlite.insert if conn.dialect.name == "sqlite" else postgresql.insert
    statement = insert(members).values(guild_id=guild_id, user_id=user_id,
                                    display_name=name, hide_name=hidden, seen_at=now)
    await conn.execute(statement.on_conflict_do_update(
        index_elements=[members.c.guild_id, members.c.user_id],
        set_={"display_name": name, "hide_name": hidden, "seen_at": now}))
