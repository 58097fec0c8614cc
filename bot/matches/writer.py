"""The optimistic writer: read a match (or take it from the row cache), decide, write it
with the version check, retry a lost race; changes that neither finish nor void a match share
a transaction (group commit). No decisions of its own: they are bot/matches/lifecycle.py's.

Concurrency (optimistic): an action reads the match (no transaction on SQLite, no lock) and
decides on it there, so a refusal (not your turn, illegal move, ...) never takes the write lock.
The write transaction is then only ``UPDATE matches ... WHERE id = :id AND version = :v`` plus
the new move-log rows (plus ratings when the match ends); zero rows updated means another action
won the race (TurnAlreadyPlayed, nothing written). The move log's UNIQUE(match_id, ply) is a
second guard. A move usually skips the read: it is decided on the row cached from the last
read or write of that match (bot.matches.row_cache), which the version check keeps honest. On
SQLite the writes of this process are also serialized with an asyncio.Lock (and each write
transaction starts with BEGIN IMMEDIATE, see db.engine), so concurrent writers queue instead of
failing with "database is locked". Writes that neither finish nor void a match and arrive while
another is in flight share the next transaction (bot.matches.group_commit and
match_store.save_many; docs/architecture.md).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.core import connections
from bot.core.deadline_signal import DeadlineSignal
from bot.core.errors import MatchError, NoMatchHere, TurnAlreadyPlayed
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.matches import store as match_store
from bot.matches.group_commit import GroupCommit
from bot.matches.row_cache import RowCache
from bot.standings import results

#: Attempts of an optimistic action whose version check lost a race: each retry re-reads and
#: re-decides, so the loser of a race sees the refusal the winner's change implies.
ATTEMPTS = 4

#: An action's decision on a match: the match as the action would leave it (a changed copy),
#: or None for nothing to do; a refusal raises.
Decide = Callable[[MatchSnapshot], MatchSnapshot | None]


class Lookup(Protocol):
    """How an action finds its match: in the row cache, or in the database."""

    def cached(self, rows: RowCache) -> MatchSnapshot | None: ...

    async def load(self, conn: AsyncConnection) -> MatchSnapshot: ...


@dataclass(frozen=True, slots=True)
class ById:
    guild_id: int
    match_id: int

    def cached(self, rows: RowCache) -> MatchSnapshot | None:
        return rows.get(self.match_id, self.guild_id)

    async def load(self, conn: AsyncConnection) -> MatchSnapshot:
        return await match_store.load(conn, self.guild_id, self.match_id)


@dataclass(frozen=True, slots=True)
class OpenInChannel:
    """The one open match of a player in a channel (/claim, /resign)."""

    guild_id: int
    channel_id: int
    user_id: int

    def cached(self, rows: RowCache) -> MatchSnapshot | None:
        return rows.open_match(self.guild_id, self.channel_id, self.user_id)

    async def load(self, conn: AsyncConnection) -> MatchSnapshot:
        row = await match_store.find_open(conn, self.guild_id, self.channel_id, self.user_id)
        if row is None:
            raise NoMatchHere()
        return row


class SeriesHook(Protocol):
    """What ending a series game writes besides the game (bot.matches.series_games)."""

    async def prepare(self, game: MatchSnapshot) -> timedelta: ...

    async def ended(self, conn: AsyncConnection, before: MatchSnapshot, stored: MatchSnapshot,
                    now: datetime, turn_timeout: timedelta, resigned_by: int | None
                    ) -> MatchSnapshot | None: ...


class MatchWriter:
    """The writes of one MatchService: its write lock (SQLite), its group commit, its cache."""

    def __init__(self, engine: AsyncEngine, rows: RowCache,
                 daily_rated_limit: Callable[[int], Awaitable[int]],
                 series: SeriesHook | None = None,
                 deadlines: DeadlineSignal | None = None) -> None:
        self._engine = engine
        #: Told every deadline written, so the deadline loop wakes for a sooner one.
        self.deadlines = deadlines or DeadlineSignal()
        self._series = series
        self.rows = rows
        self._daily_rated_limit = daily_rated_limit
        #: The engine's one write lock (SQLite; bot.core.connections), shared with the coach,
        #: the tournaments and the server settings.
        self.write_lock = connections.write_lock(engine)
        #: Moves and other changes that neither finish nor void a match: the ones queued
        #: while a transaction runs are written together in the next (bot.matches.group_commit).
        self.changes: GroupCommit[match_store.Change, MatchSnapshot] = GroupCommit(self._flush)

    @contextlib.asynccontextmanager
    async def write(self) -> AsyncIterator[AsyncConnection]:
        """A write transaction, after this process's other writers (SQLite)."""
        lock = self.write_lock or contextlib.nullcontext()
        async with lock, connections.writing(self._engine) as conn:
            yield conn

    def read(self, consistent: bool = False
             ) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A read connection: one statement, or ``consistent`` for one snapshot of several."""
        return connections.reading(self._engine, consistent)

    async def act(self, lookup: Lookup, decide: Decide, now: datetime, *,
                  series_resigned_by: int | None = None) -> MatchSnapshot | None:
        """Optimistic read-validate-write. ``decide`` raises the refusal, or returns the row
        as the action leaves it, or None for nothing to do.

        The first attempt decides on the cached row when there is one (bot.matches.row_cache); a
        refusal or "nothing to do" on a cached row is decided again on a fresh read. A lost
        version check re-reads, so the loser of a race sees what the winner's change implies.
        ``series_resigned_by``: the action also resigns the match's series (/resign series).
        """
        for attempt in range(ATTEMPTS):
            row = lookup.cached(self.rows) if attempt == 0 else None
            cached = row is not None
            if row is None:
                async with self.read() as conn:
                    row = await lookup.load(conn)
                self.rows.put(row)
            try:
                after = decide(row)
            except MatchError:
                if cached:
                    continue
                raise
            if after is None:
                if cached:
                    continue
                return None
            try:
                return await self._store(row, after, now, series_resigned_by)
            except TurnAlreadyPlayed:
                self.rows.drop(row.id, row.version)
                if attempt == ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    async def _store(self, before: MatchSnapshot, after: MatchSnapshot, now: datetime,
                     series_resigned_by: int | None = None) -> MatchSnapshot:
        """The write transaction: the versioned UPDATE, new move-log rows, and the result
        when this write finishes the match (or its undoing when it voids a finished one);
        for a game of a series that ends (or is voided), the series and its next game
        (bot.matches.series_games)."""
        voiding = after.voided_by is not None and before.voided_by is None
        finishing = (not voiding and after.status is MatchStatus.FINISHED
                     and before.status is not MatchStatus.FINISHED)
        series_end = after.series_id is not None and self._series is not None and (
            voiding or (before.is_open and not after.is_open))
        if not finishing and not voiding and not series_end:  # cached by _flush
            return await self.changes.submit(match_store.Change(before, after, now))
        limit = await self._daily_rated_limit(after.guild_id) if finishing else 0
        turn_timeout = await self._series.prepare(after) if (
            series_end and self._series is not None) else None
        following = None
        async with self.write() as conn:
            counted = None
            if finishing:
                counted = await results.prepare(conn, after, now, limit)
                after = replace(after, rated=counted.rated)
            stored = await match_store.save(conn, before, after, now)
            if counted is not None:
                await results.record(conn, stored, counted)
            elif voiding and before.status is MatchStatus.FINISHED:
                await results.undo(conn, before)
            if turn_timeout is not None and self._series is not None:
                following = await self._series.ended(conn, before, stored, now, turn_timeout,
                                                     series_resigned_by)
        self.stored(stored)
        if following is not None:
            self.stored(following)
        return stored

    def stored(self, row: MatchSnapshot) -> None:
        """A row as just committed: cached, and its deadline told to the deadline loop."""
        self.rows.put(row)
        self.deadlines.note(row.deadline)

    async def _flush(self, changes: list[match_store.Change]
                     ) -> list[MatchSnapshot | TurnAlreadyPlayed]:
        """Write a batch of changes in one transaction (see match_store.save_many), and cache
        the rows as stored right after the commit (on SQLite, before the next writer can take
        the lock: the cache sees writes in commit order)."""
        try:
            async with self.write() as conn:
                outcomes = await match_store.save_many(conn, changes)
        except match_store.BatchOverlap:
            try:
                async with self.write() as conn:
                    outcomes = await match_store.save_many(conn, changes, together=False)
            except match_store.BatchOverlap:  # a ply already logged: each on its own
                outcomes = [await self._save_alone(change) for change in changes]
        for outcome in outcomes:
            if isinstance(outcome, MatchSnapshot):
                self.stored(outcome)
        return outcomes

    async def _save_alone(self, change: match_store.Change) -> MatchSnapshot | TurnAlreadyPlayed:
        try:
            async with self.write() as conn:
                return await match_store.save(conn, change.before, change.after, change.now)
        except TurnAlreadyPlayed as lost:
            return lost
