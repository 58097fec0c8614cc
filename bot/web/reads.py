"""The pages' own reads, each on a read connection (nothing here writes): whether a server
shows its pages and in which language, the members' names, whether a member played there,
a server's tournaments, one tournament's table. The tables, profiles and matches are read
through the bot's own stores (bot.standings, bot.matches.store, bot.tournaments.store)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import exists, func, or_, select
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.members import store as members_store
from bot.servers import settings_store
from bot.tournaments import rows as tournament_rows
from bot.tournaments import store as tournament_store
from bot.tournaments.snapshots import PairingSnapshot, TournamentSnapshot
from bot.tournaments.standings import Standing, standings
from db.tables import matches, members, ratings, tournament_players, tournaments


@dataclass(frozen=True, slots=True)
class Server:
    """A server whose owner turned the pages on."""

    guild_id: int
    language: str | None  # /config language (None: its Discord language, unknown here)


async def server(conn: AsyncConnection, guild_id: int) -> Server | None:
    """The server if it shows its pages (None: it never turned them on, or turned them off)."""
    stored = await settings_store.load(conn, guild_id)
    if not stored.public_pages:
        return None
    return Server(guild_id, stored.language)


async def names(conn: AsyncConnection, guild_id: int, user_ids: Iterable[int]
                ) -> dict[int, members_store.KnownName]:
    return await members_store.names(conn, guild_id, set(user_ids))


async def played_here(conn: AsyncConnection, guild_id: int, user_id: int) -> bool:
    """Whether the member has anything on this server's pages: a rating, a match, a
    tournament, or their name seen here."""
    rated = exists().where(ratings.c.guild_id == guild_id, ratings.c.user_id == user_id)
    seen = exists().where(members.c.guild_id == guild_id, members.c.user_id == user_id)
    played = exists().where(matches.c.guild_id == guild_id,
                            or_(matches.c.player1_id == user_id, matches.c.player2_id == user_id))
    entered = exists().where(tournament_players.c.user_id == user_id,
                             tournament_players.c.tournament_id == tournaments.c.id,
                             tournaments.c.guild_id == guild_id)
    found = await conn.execute(select(or_(rated, seen, played, entered)))
    return bool(found.scalar())


@dataclass(frozen=True, slots=True)
class TournamentList:
    page: int
    pages: int
    tournaments: tuple[TournamentSnapshot, ...]


async def tournament_list(conn: AsyncConnection, guild_id: int, page: int, per_page: int
                          ) -> TournamentList | None:
    """Page ``page`` of the server's tournaments, newest first (None: no such page)."""
    where = tournaments.c.guild_id == guild_id
    total = (await conn.execute(select(func.count()).select_from(tournaments).where(where)
                                )).scalar_one()
    pages = max(1, math.ceil(total / per_page))
    if not 1 <= page <= pages:
        return None
    rows = (await conn.execute(select(*tournaments.c).where(where)
                               .order_by(tournaments.c.id.desc())
                               .offset((page - 1) * per_page).limit(per_page))).mappings()
    return TournamentList(page, pages, tuple(TournamentSnapshot.from_columns(r) for r in rows))


@dataclass(frozen=True, slots=True)
class TournamentView:
    tournament: TournamentSnapshot
    table: tuple[Standing, ...]
    pairings: tuple[PairingSnapshot, ...]  # every round's, in order


async def tournament(conn: AsyncConnection, guild_id: int, tournament_id: int
                     ) -> TournamentView | None:
    """A tournament of this server with its table (the tournaments' own rules) and every
    pairing; None for another server's or none."""
    found = (await conn.execute(select(tournaments.c.guild_id).where(
        tournaments.c.id == tournament_id))).scalar()
    if found != guild_id:
        return None
    loaded = await tournament_store.load(conn, tournament_id)
    pairings = await tournament_store.load_pairings(conn, tournament_id)
    table = standings(loaded.format, tournament_rows.entries(loaded),
                      tournament_rows.pairing_results(pairings))
    ordered = sorted(pairings, key=lambda p: (p.round, p.id))
    return TournamentView(loaded, tuple(table), tuple(ordered))
