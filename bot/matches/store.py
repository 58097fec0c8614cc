"""Match rows in the database: the Core statements, loading, saving and the move log.

Everything here runs on a SQLAlchemy ``AsyncConnection`` with module-level Core statements
(bound parameters only, so SQLAlchemy's compiled cache always hits); no ORM session, no
identity map. A ``matches`` row is read into the match's one value,
:class:`bot.core.snapshots.MatchSnapshot` (``MatchSnapshot.from_columns``), which the
service decides on and the cogs draw; :func:`columns` and :func:`changed_columns` turn it back
into column values.

Connections: bot.core.connections.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import ColumnElement, and_, bindparam, case, func, insert, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

import rules
from bot.core.errors import NoSuchMatch, TurnAlreadyPlayed
from bot.core.snapshots import MATCH_FIELDS, OUTSIDE_SERVER, MatchSnapshot, MatchStatus
from db.enums import OPEN_TOURNAMENT_STATUSES
from db.tables import matches, moves, tournament_players, tournaments

MAX_ID = 2**63 - 1

# The Core tables (typed as Table; ``Model.__table__`` is only a FromClause to the checker).
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
#: /games: a server's running matches, the member's own first, then the newest first.
_MINE_FIRST = case((or_(_c.player1_id == bindparam("user_id"),
                        _c.player2_id == bindparam("user_id")), 0), else_=1)
_RUNNING = (_c.guild_id == bindparam("guild_id"), _c.status == MatchStatus.ACTIVE.value)
COUNT_RUNNING = select(func.count()).select_from(matches).where(*_RUNNING)
SELECT_RUNNING = (
    select(*matches.c)
    .where(*_RUNNING)
    .order_by(_MINE_FIRST, _c.id.desc())
    .offset(bindparam("skip"))
    .limit(bindparam("most"))
)
#: /games outside a server the bot is in (OUTSIDE_SERVER): the member's own running matches
#: everywhere, the newest first (docs/rules.md, decision 25).
_MINE_RUNNING = (_c.status == MatchStatus.ACTIVE.value,
                 or_(_c.player1_id == bindparam("user_id"),
                     _c.player2_id == bindparam("user_id")))
COUNT_MINE_RUNNING = select(func.count()).select_from(matches).where(*_MINE_RUNNING)
SELECT_MINE_RUNNING = (
    select(*matches.c)
    .where(*_MINE_RUNNING)
    .order_by(_c.id.desc())
    .offset(bindparam("skip"))
    .limit(bindparam("most"))
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
#: row comes back as the database now holds it (the service caches it: bot.matches.row_cache).
UPDATE_MATCH = (
    update(matches)
    .where(_c.id == bindparam("b_id"), _c.version == bindparam("b_version"))
    .returning(*matches.c)
)
#: The same change for many matches at once (``executemany``, no RETURNING): besides the
#: version, the board's location and its your-turn message must be as the writer saw them,
#: because set_message and record_turn_ping change them without a version bump. Then the row as
#: stored is exactly the writer's own (save_many).
UPDATE_MATCH_UNCHANGED_SINCE = update(matches).where(
    _c.id == bindparam("b_id"), _c.version == bindparam("b_version"),
    _c.channel_id == bindparam("b_channel_id"),
    _c.message_id.is_not_distinct_from(bindparam("b_message_id")),
    _c.turn_ping_message_id.is_not_distinct_from(bindparam("b_ping_id")),
)
UPDATE_MESSAGE = update(matches).where(_c.id == bindparam("b_id")).returning(*matches.c)
#: The board's message, and the first turn's deadline of a game whose clock waited for it
#: (bot.matches.board_clock): only while it is still running with no deadline (a move made
#: as the board appeared already set the next turn's).
UPDATE_MESSAGE_STARTING_CLOCK = UPDATE_MESSAGE.values(
    deadline=case((and_(_c.deadline.is_(None), _c.status == MatchStatus.ACTIVE.value,
                        _c.turn_seconds.is_not(None)),
                   bindparam("clock_starts", type_=_c.deadline.type)),
                  else_=_c.deadline))
#: The your-turn message posted for a match's turn (bot.notices), recorded only while the
#: match is still at that turn (``version``) and has none; not a game change: no version bump.
UPDATE_TURN_PING = (update(matches)
                    .where(_c.id == bindparam("b_id"), _c.version == bindparam("b_version"),
                           _c.turn_ping_message_id.is_(None))
                    .values(turn_ping_message_id=bindparam("ping_id")).returning(*matches.c))
#: The match's your-turn message is gone, if it is still that one.
CLEAR_TURN_PING = (update(matches)
                   .where(_c.id == bindparam("b_id"),
                          _c.turn_ping_message_id == bindparam("b_ping_id"))
                   .values(turn_ping_message_id=None).returning(*matches.c))
#: The current turn's reminder was sent (bot.notices.turns.reminder_due reads it).
UPDATE_REMINDED = (update(matches).where(_c.id == bindparam("b_id"))
                   .values(reminded_at=bindparam("at")).returning(*matches.c))
#: Running games whose turn ends within the horizon: the candidates for a reminder.
SELECT_ENDING_TURNS = (
    select(*matches.c)
    .where(_c.status == MatchStatus.ACTIVE.value, _c.deadline.is_not(None),
           _c.deadline > bindparam("now"), _c.deadline <= bindparam("horizon"))
    .order_by(_c.deadline)
    .limit(bindparam("limit"))
)
#: Tournament games still running whose board was never posted (its clock waits for it):
#: the poster failed, or the bot stopped before posting. Oldest first.
SELECT_UNPOSTED = (
    select(*matches.c)
    .where(_c.status == MatchStatus.ACTIVE.value, _c.tournament_id.is_not(None),
           _c.message_id.is_(None), _c.deadline.is_(None),
           _c.created_at <= bindparam("before"))
    .order_by(_c.id)
    .limit(bindparam("limit"))
)
#: A batch's rows as they are now, by id order: what each change's version check and board
#: location will find (save_many). Locked on PostgreSQL (FOR UPDATE, in id order as every
#: batch locks them); SQLite renders no FOR UPDATE: its write transaction holds the database.
SELECT_LOCATIONS = (
    select(_c.id, _c.version, _c.channel_id, _c.message_id, _c.turn_ping_message_id)
    .where(_c.id.in_(bindparam("ids", expanding=True)))
    .order_by(_c.id)
    .with_for_update()
)
INSERT_MATCH = insert(matches)
INSERT_MOVES = insert(moves)
#: The deadline loop's: never a match outside a server the bot is in, whose board the bot
#: cannot edit (its clock is applied on the next interaction with it: decision 25).
_CLOCKED = _c.guild_id != OUTSIDE_SERVER
SELECT_DUE = (
    select(_c.id, _c.guild_id)
    .where(_OPEN, _CLOCKED, _c.deadline <= bindparam("now"))
    .order_by(_c.deadline, _c.id)
)
SELECT_NEXT_DEADLINE = select(func.min(_c.deadline)).where(_OPEN, _CLOCKED)

#: Which of some members play in the channel's open tournament (joined, not withdrawn): the
#: one-open-match rule's tournament side (docs/rules.md, decision 18). A new match's check,
#: so it lives with the matches (the tournament tables are read, never written, here).
SELECT_PLAYING_HERE = (
    select(tournament_players.c.user_id)
    .join(tournaments, tournaments.c.id == tournament_players.c.tournament_id)
    .where(tournaments.c.guild_id == bindparam("guild_id"),
           tournaments.c.channel_id == bindparam("channel_id"),
           tournaments.c.status.in_([s.value for s in OPEN_TOURNAMENT_STATUSES]),
           tournament_players.c.user_id.in_(bindparam("user_ids", expanding=True)),
           tournament_players.c.withdrawn_at.is_(None))
    .limit(1)
)


#: The id of a row not yet inserted (:func:`insert_match` returns it with its real id).
NEW_ID = 0


#: Fields stored as they are (an enum as its value). Not these: ``state`` is stored as its
#: JSON plus ``to_move``, and ``id`` is the database's.
_PLAIN_FIELDS = tuple(n for n in MATCH_FIELDS if n not in ("id", "state"))
#: What an action may change; save() itself sets ``version`` and ``updated_at``.
_CHANGEABLE_FIELDS = tuple(n for n in _PLAIN_FIELDS if n not in ("version", "updated_at"))


def _stored(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def columns(row: MatchSnapshot) -> dict[str, Any]:
    """Every column's value as written for ``row`` (without ``id``)."""
    values = {name: _stored(getattr(row, name)) for name in _PLAIN_FIELDS}
    values["state"] = row.state.to_json()
    values["to_move"] = row.state.to_move
    return values


def changed_columns(before: MatchSnapshot, after: MatchSnapshot) -> dict[str, Any]:
    """The columns in which ``after`` differs from ``before``, as written."""
    changes = {}
    for name in _CHANGEABLE_FIELDS:
        value = getattr(after, name)
        if value != getattr(before, name):
            changes[name] = _stored(value)
    if after.state is not before.state:
        changes["state"] = after.state.to_json()
        changes["to_move"] = after.state.to_move
    return changes


# ---------------------------------------------------------------------- rows
async def load(conn: AsyncConnection, guild_id: int, match_id: int) -> MatchSnapshot:
    if not isinstance(match_id, int) or not 0 < match_id <= MAX_ID:
        raise NoSuchMatch()
    found = (await conn.execute(SELECT_MATCH, {"match_id": match_id})).mappings().first()
    if found is None or found["guild_id"] != guild_id:
        raise NoSuchMatch()
    return MatchSnapshot.from_columns(found)


async def find_open(conn: AsyncConnection, guild_id: int, channel_id: int, user_id: int
                    ) -> MatchSnapshot | None:
    found = (await conn.execute(
        SELECT_OPEN_OF_USER,
        {"guild_id": guild_id, "channel_id": channel_id, "user_id": user_id},
    )).mappings().first()
    return None if found is None else MatchSnapshot.from_columns(found)


async def count_running(conn: AsyncConnection, guild_id: int, user_id: int) -> int:
    """How many matches run on the server (/games); OUTSIDE_SERVER: the member's own,
    everywhere."""
    if guild_id == OUTSIDE_SERVER:
        found = await conn.execute(COUNT_MINE_RUNNING, {"user_id": user_id})
    else:
        found = await conn.execute(COUNT_RUNNING, {"guild_id": guild_id})
    return int(found.scalar_one())


async def running(conn: AsyncConnection, guild_id: int, user_id: int, skip: int, most: int
                  ) -> list[MatchSnapshot]:
    """``most`` of the server's running matches from the ``skip``-th on: ``user_id``'s own
    first, then the newest first (/games); OUTSIDE_SERVER: the member's own everywhere."""
    if guild_id == OUTSIDE_SERVER:
        found = await conn.execute(SELECT_MINE_RUNNING, {
            "user_id": user_id, "skip": skip, "most": most})
    else:
        found = await conn.execute(SELECT_RUNNING, {
            "guild_id": guild_id, "user_id": user_id, "skip": skip, "most": most})
    return [MatchSnapshot.from_columns(row) for row in found.mappings()]


async def open_players(conn: AsyncConnection, guild_id: int, channel_id: int,
                       user_ids: list[int]) -> tuple[int, int] | None:
    """(player1_id, player2_id) of the newest open match here with any of ``user_ids``."""
    found = (await conn.execute(
        SELECT_OPEN_OF_USERS,
        {"guild_id": guild_id, "channel_id": channel_id, "user_ids": user_ids},
    )).first()
    return None if found is None else (found[0], found[1])


@dataclass(frozen=True, slots=True)
class Change:
    """One action's write: the row it decided on and the row it leaves, at ``now``."""

    before: MatchSnapshot
    after: MatchSnapshot
    now: datetime

    def values(self) -> dict[str, Any]:
        """The columns written: those in which ``after`` differs, the version, the time."""
        before, after, now = self.before, self.after, self.now
        changes = changed_columns(before, after)
        if after.status is MatchStatus.FINISHED and before.status is not MatchStatus.FINISHED:
            changes.setdefault("finished_at", now)
        changes["version"] = before.version + 1
        changes["updated_at"] = now
        return changes

    def stored(self, values: dict[str, Any]) -> MatchSnapshot:
        """The row as the database holds it once this change is written with ``values``
        (from :meth:`values`): ``after`` with the values save() adds (every other column is
        as ``before`` had it)."""
        return dataclasses.replace(self.after, version=values["version"], updated_at=self.now,
                                   finished_at=values.get("finished_at", self.after.finished_at))

    def move_rows(self) -> list[dict[str, Any]]:
        """The move-log rows of the plies this change adds."""
        before = self.before
        return move_rows(before.id, before.player_ids, self.after.state,
                         len(before.state.history), self.now)


def move_rows(match_id: int, players: tuple[int, int], state: rules.State, old_plies: int,
              now: datetime) -> list[dict[str, Any]]:
    """The move-log rows of ``state``'s plies after the first ``old_plies``."""
    return [
        {"match_id": match_id, "ply": old_plies + i + 1, "player_id": players[move.player],
         "number": move.number, "played_at": now}
        for i, move in enumerate(state.history[old_plies:])
    ]


class BatchOverlap(Exception):
    """A row of a batch was changed since its writer read it (a board posted meanwhile, or
    another process), or a ply of the batch is already in the move log: roll save_many's
    transaction back and write the batch again with ``together=False``, which tells the
    changes apart by row, or, if that raises it too, each change on its own with save()."""


async def save(conn: AsyncConnection, before: MatchSnapshot, after: MatchSnapshot, now: datetime
               ) -> MatchSnapshot:
    """Write the columns in which ``after`` differs from ``before`` with the optimistic
    version check (``before.version``), then log the new moves; returns the row as stored.
    TurnAlreadyPlayed if another action changed the row first."""
    change = Change(before, after, now)
    stored = await _update_returning(conn, change)
    if stored is None:
        raise TurnAlreadyPlayed()
    await log_moves(conn, change.move_rows())
    return stored


async def _update_returning(conn: AsyncConnection, change: Change) -> MatchSnapshot | None:
    """One change's versioned UPDATE ... RETURNING: the row as stored, or None if another
    action changed the row first."""
    stored = (await conn.execute(UPDATE_MATCH, {
        "b_id": change.before.id, "b_version": change.before.version, **change.values(),
    })).mappings().first()
    return None if stored is None else MatchSnapshot.from_columns(stored, change.after.state)


async def save_many(conn: AsyncConnection, changes: list[Change], *, together: bool = True
                    ) -> list[MatchSnapshot | TurnAlreadyPlayed]:
    """Write many matches' changes in this transaction (group commit, bot.matches.group_commit): the
    row as stored for each, or TurnAlreadyPlayed for one that lost its version check (also
    every change of a match but the first: they were decided on the same row).

    ``together`` where the driver counts the rows of an ``executemany`` (SQLite): one UPDATE
    per set of changed columns, and the rows as stored are derived (Change.stored), which is
    exact because the statement also checks the board's location and your-turn message; a
    count short of the batch
    raises BatchOverlap. Otherwise (asyncpg, or the retry after BatchOverlap) the batch's rows
    are read first (SELECT_LOCATIONS: locked on PostgreSQL, in match id order so that two
    processes' batches lock rows in the same order): a change whose row has another version
    lost its race, the changes whose row is as their writer saw it are written together as
    above, and only those whose board moved meanwhile (set_message, the your-turn message) are
    written one by one
    with UPDATE ... RETURNING, which brings the new location back. A lone change is its own
    UPDATE ... RETURNING. Then one INSERT logs every new move.

    Statements, not rows, are what a batch costs: on SQLite each one is several trips to the
    driver's thread and back through the event loop, on PostgreSQL a round trip, and each
    waits its turn behind everything else the event loop has to do.
    """
    outcomes: list[MatchSnapshot | TurnAlreadyPlayed] = [TurnAlreadyPlayed() for _ in changes]
    first: dict[int, int] = {}  # match id -> index of the first change of that match
    for index, change in enumerate(changes):
        first.setdefault(change.before.id, index)  # a later one lost the race in this process
    todo = sorted(first.values(), key=lambda i: changes[i].before.id)
    counted = conn.dialect.supports_sane_multi_rowcount
    if together and counted:
        await _update_together(conn, changes, todo, outcomes, counted)
    elif len(todo) == 1:
        stored = await _update_returning(conn, changes[todo[0]])
        if stored is not None:
            outcomes[todo[0]] = stored
    else:
        rows = {row.id: row for row in await conn.execute(
            SELECT_LOCATIONS, {"ids": [changes[i].before.id for i in todo]})}
        unchanged: list[int] = []
        moved: list[int] = []
        for i in todo:
            before = changes[i].before
            now = rows.get(before.id)
            if now is None or now.version != before.version:
                continue  # another action changed it first: lost
            same = ((now.channel_id, now.message_id, now.turn_ping_message_id)
                    == (before.channel_id, before.message_id, before.turn_ping_message_id))
            (unchanged if same else moved).append(i)
        await _update_together(conn, changes, unchanged, outcomes, counted)
        for i in moved:
            stored = await _update_returning(conn, changes[i])
            if stored is not None:
                outcomes[i] = stored
    try:
        await log_moves(conn, [row for i in todo
                               if not isinstance(outcomes[i], TurnAlreadyPlayed)
                               for row in changes[i].move_rows()])
    except TurnAlreadyPlayed:  # a ply already logged: only save() can tell whose
        raise BatchOverlap() from None
    return outcomes


async def _update_together(conn: AsyncConnection, changes: list[Change], todo: list[int],
                           outcomes: list[MatchSnapshot | TurnAlreadyPlayed],
                           counted: bool) -> None:
    """The changes ``todo`` as one UPDATE (``executemany``) per set of changed columns, each
    checked against the version and board location its writer saw; their rows as stored are
    derived (Change.stored). ``counted``: the driver counts an executemany's rows, and a count
    short of the group raises BatchOverlap (elsewhere the caller has locked the rows)."""
    by_columns: dict[tuple[str, ...], list[int]] = {}
    values = {i: changes[i].values() for i in todo}
    for i in todo:
        by_columns.setdefault(tuple(values[i]), []).append(i)
    for group in by_columns.values():
        params = []
        for i in group:
            before = changes[i].before
            params.append({"b_id": before.id, "b_version": before.version,
                           "b_channel_id": before.channel_id,
                           "b_message_id": before.message_id,
                           "b_ping_id": before.turn_ping_message_id, **values[i]})
        result = await conn.execute(UPDATE_MATCH_UNCHANGED_SINCE, params)
        if counted and result.rowcount != len(group):
            raise BatchOverlap()
        for i in group:
            outcomes[i] = changes[i].stored(values[i])


async def log_moves(conn: AsyncConnection, rows: list[dict[str, Any]]) -> None:
    """Append move-log rows (Change.move_rows); TurnAlreadyPlayed if a ply is taken."""
    if not rows:
        return
    try:
        await conn.execute(INSERT_MOVES, rows)
    except IntegrityError:
        raise TurnAlreadyPlayed() from None


async def insert_match(conn: AsyncConnection, draft: MatchSnapshot) -> MatchSnapshot:
    """Insert ``draft`` (its ``id``, :data:`NEW_ID`, is ignored); the row with its new id."""
    key = (await conn.execute(INSERT_MATCH, columns(draft))).inserted_primary_key
    assert key is not None  # a single-row INSERT always has one
    return dataclasses.replace(draft, id=int(key[0]))


async def set_message(conn: AsyncConnection, match_id: int, channel_id: int, message_id: int,
                      now: datetime, clock_starts: datetime | None = None
                      ) -> MatchSnapshot | None:
    """Record the board message (and, with ``clock_starts``, the first deadline of a game
    whose clock waited for its board); returns the row as it is now (None: no such match)."""
    values: dict[str, Any] = {"b_id": match_id, "channel_id": channel_id,
                              "message_id": message_id, "updated_at": now}
    statement = UPDATE_MESSAGE
    if clock_starts is not None:
        statement, values["clock_starts"] = UPDATE_MESSAGE_STARTING_CLOCK, clock_starts
    stored = (await conn.execute(statement, values)).mappings().first()
    return None if stored is None else MatchSnapshot.from_columns(stored)


async def record_turn_ping(conn: AsyncConnection, match_id: int, version: int,
                           message_id: int) -> MatchSnapshot | None:
    """Record the your-turn message posted for the match at ``version``; None if the match
    moved on since, or has one already (the caller deletes its message then)."""
    stored = (await conn.execute(UPDATE_TURN_PING, {"b_id": match_id, "b_version": version,
                                                    "ping_id": message_id})).mappings().first()
    return None if stored is None else MatchSnapshot.from_columns(stored)


async def clear_turn_ping(conn: AsyncConnection, match_id: int, message_id: int
                          ) -> MatchSnapshot | None:
    """Forget the match's your-turn message ``message_id``; None if it had another (or
    none): whoever cleared it deletes it."""
    stored = (await conn.execute(CLEAR_TURN_PING, {"b_id": match_id, "b_ping_id": message_id})
              ).mappings().first()
    return None if stored is None else MatchSnapshot.from_columns(stored)


async def set_reminded(conn: AsyncConnection, match_id: int, at: datetime
                       ) -> MatchSnapshot | None:
    stored = (await conn.execute(UPDATE_REMINDED, {"b_id": match_id, "at": at})
              ).mappings().first()
    return None if stored is None else MatchSnapshot.from_columns(stored)


async def ending_turns(conn: AsyncConnection, now: datetime, horizon: datetime, limit: int,
                       shards: GuildFilter | None = None) -> list[MatchSnapshot]:
    """Running games whose turn ends after ``now`` and by ``horizon``, soonest first."""
    query = (SELECT_ENDING_TURNS if shards is None
             else SELECT_ENDING_TURNS.where(shards.condition(_c.guild_id)))
    rows = (await conn.execute(query, {"now": now, "horizon": horizon, "limit": limit})
            ).mappings()
    return [MatchSnapshot.from_columns(row) for row in rows]


async def unposted(conn: AsyncConnection, before: datetime, limit: int,
                   shards: GuildFilter | None = None) -> list[MatchSnapshot]:
    """Running tournament games created before ``before`` that have no board (and so no
    clock); of the servers on ``shards``."""
    query = (SELECT_UNPOSTED if shards is None
             else SELECT_UNPOSTED.where(shards.condition(_c.guild_id)))
    rows = (await conn.execute(query, {"before": before, "limit": limit})).mappings()
    return [MatchSnapshot.from_columns(row) for row in rows]


class GuildFilter(Protocol):
    """Some of the servers, as SQL (bot.process.shards.ShardSlice: a process's shards)."""

    def condition(self, guild_id: ColumnElement[int]) -> ColumnElement[bool]: ...


async def due(conn: AsyncConnection, now: datetime, shards: GuildFilter | None = None
              ) -> list[tuple[int, int]]:
    """(match id, guild id) of open matches past their deadline; with ``shards``, only
    those of the servers on these shards (bot/process/shards.py)."""
    query = SELECT_DUE if shards is None else SELECT_DUE.where(shards.condition(_c.guild_id))
    return [(r[0], r[1]) for r in await conn.execute(query, {"now": now})]


async def next_deadline(conn: AsyncConnection, shards: GuildFilter | None = None
                        ) -> datetime | None:
    """The soonest deadline of an open match (of the servers on ``shards``)."""
    query = (SELECT_NEXT_DEADLINE if shards is None
             else SELECT_NEXT_DEADLINE.where(shards.condition(_c.guild_id)))
    deadline: datetime | None = (await conn.execute(query)).scalar_one_or_none()
    return deadline


async def playing_here(conn: AsyncConnection, guild_id: int, channel_id: int,
                       user_ids: list[int]) -> int | None:
    """One of ``user_ids`` who plays in the channel's tournament (signing up or running, not
    withdrawn), or None."""
    found = (await conn.execute(SELECT_PLAYING_HERE, {
        "guild_id": guild_id, "channel_id": channel_id, "user_ids": user_ids})).first()
    return None if found is None else int(found[0])
