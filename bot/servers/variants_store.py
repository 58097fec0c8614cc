"""The ``server_variants`` rows: a server's named variants (Core statements).

A variant is written once and removed whole (there is no edit), so there is no version to
check: the unique (guild_id, name) constraint refuses a second variant of one name, and a
per-server lock (PostgreSQL; SQLite has one writer anyway) makes "at most 25 per server"
hold when two moderators add at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, func, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from db.tables import server_variants as table

_c = table.c

#: The first key of the per-server variants lock ("NV"), apart from the results' lock.
VARIANTS_LOCK = 0x4E56

SELECT_ALL = (select(_c.name, _c.game, _c.options, _c.best_of, _c.created_by, _c.created_at)
              .where(_c.guild_id == bindparam("guild_id")).order_by(_c.name))
COUNT = select(func.count()).select_from(table).where(_c.guild_id == bindparam("guild_id"))
INSERT = insert(table)
DELETE = (delete(table)
          .where(_c.guild_id == bindparam("guild_id"), _c.name == bindparam("name"))
          .returning(_c.name, _c.game, _c.options, _c.best_of, _c.created_by, _c.created_at))


@dataclass(frozen=True, slots=True)
class Variant:
    """A server variant: one ``server_variants`` row. ``options``: the game's options as
    ``new_state`` takes them (never mutated)."""

    name: str
    game: str
    options: dict[str, int]
    best_of: int
    created_by: int
    created_at: datetime


class NameTaken(Exception):
    """The server already has a variant of that name (another process added it meanwhile).
    Raised out of the write transaction, which then rolls back."""


def _variant(found: Any) -> Variant:
    return Variant(name=found["name"], game=found["game"],
                         options={str(k): int(v) for k, v in (found["options"] or {}).items()},
                         best_of=int(found["best_of"]), created_by=int(found["created_by"]),
                         created_at=found["created_at"])


async def lock_guild(conn: AsyncConnection, guild_id: int) -> None:
    """One variants writer per server until the transaction ends (PostgreSQL; SQLite's
    BEGIN IMMEDIATE already serializes writers)."""
    if conn.dialect.name == "postgresql":
        await conn.execute(select(func.pg_advisory_xact_lock(VARIANTS_LOCK, guild_id % 2**31)))


async def load(conn: AsyncConnection, guild_id: int) -> tuple[Variant, ...]:
    """The server's variants, by name."""
    found = (await conn.execute(SELECT_ALL, {"guild_id": guild_id})).mappings().all()
    return tuple(_variant(row) for row in found)


async def count(conn: AsyncConnection, guild_id: int) -> int:
    return int((await conn.execute(COUNT, {"guild_id": guild_id})).scalar_one())


async def add(conn: AsyncConnection, guild_id: int, variant: Variant) -> None:
    """Insert ``variant``, or :class:`NameTaken`."""
    try:
        await conn.execute(INSERT, {
            "guild_id": guild_id, "name": variant.name, "game": variant.game,
            "options": dict(variant.options), "best_of": variant.best_of,
            "created_by": variant.created_by, "created_at": variant.created_at})
    except IntegrityError:
        raise NameTaken() from None


async def remove(conn: AsyncConnection, guild_id: int, name: str) -> Variant | None:
    """Delete the server's variant ``name``; what it was, or None if there was none."""
    found = (await conn.execute(DELETE, {"guild_id": guild_id, "name": name})).mappings().first()
    return None if found is None else _variant(found)
