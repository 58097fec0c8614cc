"""Tournament rows in the database: the Core statements (bound parameters only), on the
caller's connection. The tournament service writes a tournament, its pairings and the games
they start in one transaction, under the tournament row's version check (and its row lock on
PostgreSQL), so two writers never pair a round twice."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.core.errors import NoSuchTournament
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.matches.store import GuildFilter
from bot.tournaments.snapshots import (
    PAIRING_FIELDS,
    PLAYER_FIELDS,
    TOURNAMENT_FIELDS,
    PairingSnapshot,
    PairingStatus,
    TournamentPlayerSnapshot,
    TournamentSnapshot,
    TournamentStatus,
)
from db.enums import OPEN_TOURNAMENT_STATUSES
from db.tables import matches, tournaments
from db.tables import player_settings as settings
from db.tables import tournament_pairings as pairings
from db.tables import tournament_players as players
from i18n import Text

_t, _p, _q, _m = tournaments.c, players.c, pairings.c, matches.c

_OPEN = _t.status.in_([s.value for s in OPEN_TOURNAMENT_STATUSES])
SELECT_TOURNAMENT = select(*tournaments.c).where(_t.id == bindparam("tournament_id"))
SELECT_IN_CHANNEL = (
    select(*tournaments.c)
    .where(_t.guild_id == bindparam("guild_id"), _t.channel_id == bindparam("channel_id"))
    .order_by(_OPEN.desc(), _t.id.desc()).limit(1)
)
SELECT_OPEN_IN_CHANNEL = select(_t.id).where(
    _t.guild_id == bindparam("guild_id"), _t.channel_id == bindparam("channel_id"), _OPEN)
SELECT_RECENT = (select(*tournaments.c).where(_t.guild_id == bindparam("guild_id"))
                 .order_by(_t.id.desc()).limit(bindparam("limit")))
UPDATE_TOURNAMENT = (
    update(tournaments)
    .where(_t.id == bindparam("b_id"), _t.version == bindparam("b_version"))
    .returning(*tournaments.c)
)
#: Tournaments with work due: sign-ups to start, running ones (arena waves, arena ends,
#: rounds left unpaired by a crash).
_DUE = or_(
    and_(_t.status == TournamentStatus.SIGNUP.value, _t.starts_at <= bindparam("now")),
    _t.status == TournamentStatus.RUNNING.value,
)
SELECT_DUE = select(_t.id, _t.guild_id).where(_DUE).order_by(_t.id)
SELECT_NEXT_START = select(func.min(_t.starts_at)).where(
    _t.status == TournamentStatus.SIGNUP.value)
SELECT_RUNNING = select(*tournaments.c).where(_t.status == TournamentStatus.RUNNING.value)
SELECT_PLAYERS = (select(*players.c).where(_p.tournament_id == bindparam("tournament_id"))
                  .order_by(_p.joined_at, _p.user_id))
DELETE_PLAYER = delete(players).where(_p.tournament_id == bindparam("tournament_id"),
                                      _p.user_id == bindparam("user_id"))
UPDATE_PLAYER = (update(players).where(_p.tournament_id == bindparam("b_tournament_id"),
                                       _p.user_id == bindparam("b_user_id")))
SELECT_PAIRINGS = (select(*pairings.c).where(_q.tournament_id == bindparam("tournament_id"))
                   .order_by(_q.id))
UPDATE_PAIRING = (update(pairings).where(_q.id == bindparam("pairing_id"),
                                         _q.status == PairingStatus.PLAYING.value)
                  .returning(*pairings.c))
SELECT_GAMES = (select(*matches.c).where(_m.tournament_id == bindparam("tournament_id"))
                .order_by(_m.id))
SELECT_OPEN_GAMES = SELECT_GAMES.where(
    _m.status.in_([MatchStatus.PENDING.value, MatchStatus.ACTIVE.value]))
SELECT_NO_DMS = select(settings.c.user_id).where(
    settings.c.user_id.in_(bindparam("user_ids", expanding=True)),
    settings.c.notify_tournaments.is_(False))


def _stored(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


# ---------------------------------------------------------------------- tournaments
async def insert_tournament(conn: AsyncConnection, draft: TournamentSnapshot
                            ) -> TournamentSnapshot:
    values = {name: _stored(getattr(draft, name)) for name in TOURNAMENT_FIELDS if name != "id"}
    key = (await conn.execute(insert(tournaments), values)).inserted_primary_key
    assert key is not None
    return await load(conn, int(key[0]))


async def load(conn: AsyncConnection, tournament_id: int, *, for_update: bool = False
               ) -> TournamentSnapshot:
    """The tournament with its players (NoSuchTournament if there is none)."""
    query = SELECT_TOURNAMENT.with_for_update() if for_update else SELECT_TOURNAMENT
    found = (await conn.execute(query, {"tournament_id": tournament_id})).mappings().first()
    if found is None:
        raise NoSuchTournament(Text("tournament-not-found"))
    return TournamentSnapshot.from_columns(found, await load_players(conn, tournament_id))


async def in_channel(conn: AsyncConnection, guild_id: int, channel_id: int
                     ) -> TournamentSnapshot | None:
    """The channel's open tournament, else its latest one, else None."""
    found = (await conn.execute(SELECT_IN_CHANNEL, {"guild_id": guild_id,
                                                    "channel_id": channel_id})).mappings().first()
    if found is None:
        return None
    return TournamentSnapshot.from_columns(found, await load_players(conn, found["id"]))


async def open_in_channel(conn: AsyncConnection, guild_id: int, channel_id: int) -> int | None:
    found = (await conn.execute(SELECT_OPEN_IN_CHANNEL, {"guild_id": guild_id,
                                                         "channel_id": channel_id})).first()
    return None if found is None else int(found[0])


async def recent(conn: AsyncConnection, guild_id: int, limit: int
                 ) -> tuple[TournamentSnapshot, ...]:
    rows = (await conn.execute(SELECT_RECENT, {"guild_id": guild_id, "limit": limit})).mappings()
    return tuple(TournamentSnapshot.from_columns(row) for row in rows)


async def save(conn: AsyncConnection, before: TournamentSnapshot, after: TournamentSnapshot
               ) -> TournamentSnapshot:
    """Write the columns ``after`` changed, with the version check on ``before``
    (TournamentChanged if another writer changed it first); players are written apart."""
    values = {name: _stored(getattr(after, name)) for name in TOURNAMENT_FIELDS
              if name not in ("id", "version") and getattr(after, name) != getattr(before, name)}
    values["version"] = before.version + 1
    found = (await conn.execute(UPDATE_TOURNAMENT, {
        "b_id": before.id, "b_version": before.version, **values})).mappings().first()
    if found is None:
        raise TournamentChanged()
    return TournamentSnapshot.from_columns(found, await load_players(conn, before.id))


class TournamentChanged(Exception):
    """Another writer changed the tournament first (the caller reads it again)."""


async def due(conn: AsyncConnection, now: datetime, shards: GuildFilter | None
              ) -> list[int]:
    query = SELECT_DUE if shards is None else SELECT_DUE.where(shards.condition(_t.guild_id))
    return [int(row[0]) for row in await conn.execute(query, {"now": now})]


async def next_start(conn: AsyncConnection, shards: GuildFilter | None) -> datetime | None:
    query = (SELECT_NEXT_START if shards is None
             else SELECT_NEXT_START.where(shards.condition(_t.guild_id)))
    found: datetime | None = (await conn.execute(query)).scalar_one_or_none()
    return found


async def running(conn: AsyncConnection, shards: GuildFilter | None
                  ) -> list[TournamentSnapshot]:
    query = SELECT_RUNNING if shards is None else SELECT_RUNNING.where(
        shards.condition(_t.guild_id))
    return [TournamentSnapshot.from_columns(row)
            for row in (await conn.execute(query)).mappings()]


# ---------------------------------------------------------------------- players
async def load_players(conn: AsyncConnection, tournament_id: int
                       ) -> tuple[TournamentPlayerSnapshot, ...]:
    rows = (await conn.execute(SELECT_PLAYERS, {"tournament_id": tournament_id})).mappings()
    return tuple(TournamentPlayerSnapshot.from_columns(row) for row in rows)


async def add_player(conn: AsyncConnection, player: TournamentPlayerSnapshot) -> None:
    await conn.execute(insert(players), {name: getattr(player, name) for name in PLAYER_FIELDS})


async def remove_player(conn: AsyncConnection, tournament_id: int, user_id: int) -> bool:
    result = await conn.execute(DELETE_PLAYER, {"tournament_id": tournament_id,
                                                "user_id": user_id})
    return bool(result.rowcount)


async def update_player(conn: AsyncConnection, tournament_id: int, user_id: int,
                        **values: Any) -> None:
    await conn.execute(UPDATE_PLAYER.values(**values),
                       {"b_tournament_id": tournament_id, "b_user_id": user_id})


# ---------------------------------------------------------------------- pairings
async def load_pairings(conn: AsyncConnection, tournament_id: int
                        ) -> tuple[PairingSnapshot, ...]:
    rows = (await conn.execute(SELECT_PAIRINGS, {"tournament_id": tournament_id})).mappings()
    return tuple(PairingSnapshot.from_columns(row) for row in rows)


async def insert_pairing(conn: AsyncConnection, draft: PairingSnapshot) -> PairingSnapshot:
    values = {name: _stored(getattr(draft, name)) for name in PAIRING_FIELDS if name != "id"}
    key = (await conn.execute(insert(pairings), values)).inserted_primary_key
    assert key is not None
    return PairingSnapshot(**{**{n: getattr(draft, n) for n in PAIRING_FIELDS},
                              "id": int(key[0])})


async def finish_pairing(conn: AsyncConnection, pairing: PairingSnapshot, a_wins: int,
                         b_wins: int, a_points: float, b_points: float, now: datetime
                         ) -> PairingSnapshot | None:
    """Count a playing pairing; None if it was counted already (by another writer)."""
    found = (await conn.execute(UPDATE_PAIRING.values(
        a_wins=a_wins, b_wins=b_wins, a_points=a_points, b_points=b_points,
        status=PairingStatus.DONE.value, finished_at=now), {"pairing_id": pairing.id})
    ).mappings().first()
    return None if found is None else PairingSnapshot.from_columns(found)


# ---------------------------------------------------------------------- games
async def games(conn: AsyncConnection, tournament_id: int, *, open_only: bool = False
                ) -> list[MatchSnapshot]:
    query = SELECT_OPEN_GAMES if open_only else SELECT_GAMES
    rows = (await conn.execute(query, {"tournament_id": tournament_id})).mappings()
    return [MatchSnapshot.from_columns(row) for row in rows]


@dataclass(frozen=True, slots=True)
class GameResult:
    """What the tournament counts of a game: who won it, whether it counts (light: no
    state is read, so counting stays cheap however many games the tournament has)."""

    id: int
    series_id: int
    series_game: int
    finished: bool  # finished (not open, not aborted)
    voided: bool
    winner_id: int | None
    finished_at: datetime | None

    @property
    def counts(self) -> bool:
        return self.finished and not self.voided and self.winner_id is not None


SELECT_RESULTS = (
    select(_m.id, _m.series_id, _m.series_game, _m.status, _m.voided_by, _m.winner_id,
           _m.finished_at, _m.updated_at)
    .where(_m.tournament_id == bindparam("tournament_id"), _m.series_id.is_not(None))
    .order_by(_m.id)
)


async def game_results(conn: AsyncConnection, tournament_id: int,
                       series_ids: Iterable[int] | None = None) -> list[GameResult]:
    """The tournament's games (of ``series_ids`` only, if given), lightly."""
    query = SELECT_RESULTS
    if series_ids is not None:
        ids = list(series_ids)
        if not ids:
            return []
        query = query.where(_m.series_id.in_(ids))
    return [GameResult(r.id, r.series_id, r.series_game or 1,
                       r.status == MatchStatus.FINISHED.value, r.voided_by is not None,
                       r.winner_id, r.finished_at or r.updated_at)
            for r in await conn.execute(query, {"tournament_id": tournament_id})]


# ---------------------------------------------------------------------- player settings
async def set_notify(conn: AsyncConnection, user_id: int, tournaments: bool) -> None:
    dialect = sqlite if conn.dialect.name == "sqlite" else postgresql
    statement = dialect.insert(settings).values(user_id=user_id,
                                                notify_tournaments=tournaments)
    await conn.execute(statement.on_conflict_do_update(
        index_elements=[settings.c.user_id], set_={"notify_tournaments": tournaments}))


async def no_dms(conn: AsyncConnection, user_ids: Iterable[int]) -> set[int]:
    ids = list(user_ids)
    if not ids:
        return set()
    return {int(row[0]) for row in await conn.execute(SELECT_NO_DMS, {"user_ids": ids})}
