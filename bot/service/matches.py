"""MatchService: the match lifecycle, joining the rules and the database. No Discord here.

The contract is docs/architecture.md. Every public method takes the guild id and answers
NoSuchMatch for a match of another guild. Errors are ``bot.service.errors.*``; raising one always
means nothing was written. Methods return immutable ``bot.service.snapshots`` values, never ORM
objects.

Rules decided here (beyond the architecture page):

* **One open match per person per channel.** A person (never the bot) may be in at most one
  pending or active match per channel, so that ``/claim`` and ``/resign`` always know which
  match is meant. A challenge or rematch is refused when *either* human player already has
  one there. The bot itself may be in any number of matches in a channel.
* **Resigning a pending challenge is refused** (NotPending): the challenger cancels it, the
  challenged player declines it.
* **A passed deadline is final**: once a turn's (or a challenge's) deadline has passed, play,
  resign, accept, decline and cancel are refused (nothing is written); ``expire_due`` then
  records the timeout loss (or the expired challenge).
* **set_message** records where the board message lives (message and channel ids) and does
  not bump ``version``: it changes nothing about the game, so a button holding the previous
  version stays valid. It returns the match as it is then, so that moves made while the
  board was on its way (answered, clickable, but its id not yet stored) get drawn.
* **Ratings** (bot.service.ratings) change on results between two people only; results against the
  bot go to a separate unrated record (vs_bot_wins / vs_bot_losses in stats). A result counts
  in the server's current season (bot.service.seasons); past the server's daily limit of rated games
  between the same two people it still counts as a win and a loss, unrated.
* **Per-server settings** (bot.service.server_settings, cached per server): where challenges may be
  made, which games are on, the bot's default level, the timeouts, and how many new
  challenges (and rematches) a member may make in a minute and in an hour
  (bot.service.challenge_limits; ChallengeLimitReached). A timeout is read
  when a deadline is set, so a change applies from the next turn (or challenge); a running
  match keeps its current deadline.
* **Fair results** (docs/rules.md, decisions 6 and 7): a game whose winner the rules fix
  before anyone moves (``rules`` Game.fixed_winner, e.g. Circle Duel's parity) is for fun:
  it is played and shown, but counts nowhere (bot.service.results). A resignation or a timeout
  before both players have played a number aborts the match (status ABORTED, no winner,
  ``ended_by`` says who): no rating, no record, no ledger row; it can be rematched.
* **Void** (a moderator): a running match ends with no winner; a finished one keeps its
  result on the board but no longer counts: its season's ratings are recomputed without it
  (bot.service.results.undo). The move log is kept, so ``verify`` still replays it.


Concurrency (optimistic): an action reads the match (no transaction on SQLite, no lock) and
validates it there, so a refusal (not your turn, illegal move, ...) never takes the write lock.
The write transaction is then only ``UPDATE matches ... WHERE id = :id AND version = :v`` plus
the new move-log rows (plus ratings when the match ends); zero rows updated means another action
won the race (TurnAlreadyPlayed, nothing written). The move log's UNIQUE(match_id, ply) is a
second guard. A move usually skips the read: it is decided on the row cached from the last
read or write of that match (bot.service.row_cache), which the version check keeps honest. On SQLite
the writes of this process are also serialized with an asyncio.Lock
(and each write transaction starts with BEGIN IMMEDIATE, see db.engine), so concurrent writers
queue instead of failing with "database is locked". Writes that neither finish nor void a
match and arrive while another is in flight share the next transaction (group commit,
bot.service.group_commit and match_store.save_many; docs/architecture.md).

Layout: this module is the facade and the lifecycle rules; bot.service.match_store holds the rows
and
statements, bot.service.results the ratings and vs-bot records, bot.service.standings the
leaderboard and
stats, bot.service.integrity the move-log replay.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

import rules
from bot.service import history as past
from bot.service import integrity, match_store, results, seasons, standings
from bot.service.challenge_limits import ChallengeLimits
from bot.service.errors import (
    ChallengeExpired,
    IllegalMoveError,
    InvalidChallenge,
    MatchError,
    MatchOver,
    NoMatchHere,
    NoSuchMatch,
    NoSuchSeason,
    NotPending,
    NotVoidable,
    NotYourMatch,
    NotYourTurn,
    TurnAlreadyPlayed,
    unknown_game,
)
from bot.service.group_commit import GroupCommit
from bot.service.match_store import MAX_ID, NEW_ID
from bot.service.row_cache import RowCache
from bot.service.server_settings import ServerConfig, ServerSettings
from bot.service.snapshots import (
    EndReason,
    LeaderboardPage,
    MatchSnapshot,
    MatchStatus,
    PlayerStats,
    both_moved,
    fixed_winner,
)
from rules.players import LEVELS, choose_move

__all__ = ["MAX_ID", "MatchService", "ServiceSettings", "utc_now"]

FIRST_CHOICES = ("random", "me", "them")
#: Attempts of an optimistic action whose version check lost a race: each retry re-reads and
#: re-validates, so the loser of a race sees the refusal the winner's change implies.
ATTEMPTS = 4

#: An action's decision on a row: the row as the action would leave it (a changed copy), or
#: None for nothing to do; a refusal raises.
Decide = Callable[[MatchSnapshot], MatchSnapshot | None]


class _ChallengerBusy(Exception):
    """The challenger already has an open match in the channel (the reason is read after
    the transaction, in ``_busy_text``)."""


@dataclass(frozen=True, slots=True)
class ServiceSettings:
    challenge_timeout: timedelta = timedelta(minutes=15)
    turn_timeout: timedelta = timedelta(hours=24)
    default_bot_level: str = "normal"
    daily_rated_limit: int = 0  # rated games a day between the same two people; 0: no limit
    # New challenges per member per server (0: no limit). The environment's defaults (5 and
    # 30) come through from_settings; a service built without them, as tests and benchmarks
    # build it, has no limit.
    challenge_limit_per_minute: int = 0
    challenge_limit_per_hour: int = 0

    @classmethod
    def from_settings(cls, settings: Any) -> ServiceSettings:
        """From bot.process.settings.Settings. (These are the defaults of servers that set
        nothing.)"""
        return cls(
            challenge_timeout=settings.challenge_timeout,
            turn_timeout=settings.turn_timeout,
            default_bot_level=settings.default_bot_level,
            daily_rated_limit=getattr(settings, "daily_rated_limit", 0),
            challenge_limit_per_minute=getattr(settings, "challenge_limit_per_minute", 0),
            challenge_limit_per_hour=getattr(settings, "challenge_limit_per_hour", 0),
        )


class _Lookup(Protocol):
    """How an action finds its match: in the row cache, or in the database."""

    def cached(self, rows: RowCache) -> MatchSnapshot | None: ...

    async def load(self, conn: AsyncConnection) -> MatchSnapshot: ...


@dataclass(frozen=True, slots=True)
class _ById:
    guild_id: int
    match_id: int

    def cached(self, rows: RowCache) -> MatchSnapshot | None:
        return rows.get(self.match_id, self.guild_id)

    async def load(self, conn: AsyncConnection) -> MatchSnapshot:
        return await match_store.load(conn, self.guild_id, self.match_id)


@dataclass(frozen=True, slots=True)
class _OpenInChannel:
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


def utc_now() -> datetime:
    return datetime.now(UTC)


class MatchService:
    def __init__(
        self,
        engine: AsyncEngine,
        settings: ServiceSettings | None = None,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
        row_cache: RowCache | None = None,
    ) -> None:
        self.settings = settings or ServiceSettings()
        self._clock = clock
        self._rng = rng or random.Random()
        self._engine = engine
        self._dialect: str = engine.dialect.name
        self._rows = row_cache if row_cache is not None else RowCache()
        # SQLite has one writer at a time: queue this process's writers here.
        self._write_lock = asyncio.Lock() if self._dialect == "sqlite" else None
        #: Moves and other changes that neither finish nor void a match: the ones queued
        #: while a transaction runs are written together in the next (bot.service.group_commit).
        self._changes: GroupCommit[match_store.Change, MatchSnapshot] = GroupCommit(self._flush)
        #: Per-server settings (/config), cached; their writes queue with the others.
        self.config = ServerConfig(self._read, self._write, self.settings, clock=self._now)
        #: The server's limit on new challenges per member (bot.service.challenge_limits).
        self._limits = ChallengeLimits(self._read, self._now)

    # ------------------------------------------------------------------ plumbing
    @contextlib.asynccontextmanager
    async def _write(self) -> AsyncIterator[AsyncConnection]:
        lock = self._write_lock or contextlib.nullcontext()
        async with lock, match_store.writing(self._engine) as conn:
            yield conn

    def _read(self, consistent: bool = False
              ) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A read connection: one statement, or ``consistent`` for one snapshot of several."""
        return match_store.reading(self._engine, consistent)

    def _now(self) -> datetime:
        now = self._clock()
        if now.tzinfo is None:
            raise ValueError("the clock must return timezone-aware UTC datetimes")
        return now

    async def _act(self, lookup: _Lookup, decide: Decide, now: datetime
                   ) -> MatchSnapshot | None:
        """Optimistic read-validate-write. ``decide`` raises the refusal, or returns the row
        as the action leaves it, or None for nothing to do.

        The first attempt decides on the cached row when there is one (bot.service.row_cache); a
        refusal or "nothing to do" on a cached row is decided again on a fresh read. A lost
        version check re-reads, so the loser of a race sees what the winner's change implies.
        """
        for attempt in range(ATTEMPTS):
            row = lookup.cached(self._rows) if attempt == 0 else None
            cached = row is not None
            if row is None:
                async with self._read() as conn:
                    row = await lookup.load(conn)
                self._rows.put(row)
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
                return await self._store(row, after, now)
            except TurnAlreadyPlayed:
                self._rows.drop(row.id, row.version)
                if attempt == ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    async def _store(self, before: MatchSnapshot, after: MatchSnapshot, now: datetime
                     ) -> MatchSnapshot:
        """The write transaction: the versioned UPDATE, new move-log rows, and the result
        when this write finishes the match (or its undoing when it voids a finished one)."""
        voiding = after.voided_by is not None and before.voided_by is None
        finishing = (not voiding and after.status is MatchStatus.FINISHED
                     and before.status is not MatchStatus.FINISHED)
        if not finishing and not voiding:  # cached by _flush
            return await self._changes.submit(match_store.Change(before, after, now))
        limit = (await self.config.get(after.guild_id)).daily_rated_limit if finishing else 0
        async with self._write() as conn:
            counted = None
            if finishing:
                counted = await results.prepare(conn, after, now, limit)
                after = replace(after, rated=counted.rated)
            stored = await match_store.save(conn, before, after, now)
            if counted is not None:
                await results.record(conn, stored, counted)
            elif voiding and before.status is MatchStatus.FINISHED:
                await results.undo(conn, before)
        self._rows.put(stored)
        return stored

    async def _flush(self, changes: list[match_store.Change]
                     ) -> list[MatchSnapshot | TurnAlreadyPlayed]:
        """Write a batch of changes in one transaction (see match_store.save_many), and cache
        the rows as stored right after the commit (on SQLite, before the next writer can take
        the lock: the cache sees writes in commit order)."""
        try:
            async with self._write() as conn:
                outcomes = await match_store.save_many(conn, changes)
        except match_store.BatchOverlap:
            try:
                async with self._write() as conn:
                    outcomes = await match_store.save_many(conn, changes, together=False)
            except match_store.BatchOverlap:  # a ply already logged: each on its own
                outcomes = [await self._save_alone(change) for change in changes]
        for outcome in outcomes:
            if isinstance(outcome, MatchSnapshot):
                self._rows.put(outcome)
        return outcomes

    async def _save_alone(self, change: match_store.Change) -> MatchSnapshot | TurnAlreadyPlayed:
        try:
            async with self._write() as conn:
                return await match_store.save(conn, change.before, change.after, change.now)
        except TurnAlreadyPlayed as lost:
            return lost

    def _bot_replies(self, state: rules.State, players: tuple[int, int], bot_user_id: int | None,
                     level: str | None) -> rules.State:
        """Play the bot's move(s) while it is the bot's turn."""
        if bot_user_id is None or level is None:
            return state
        game = rules.get_game(state.game)
        while state.winner is None and players[state.to_move] == bot_user_id:
            state = game.apply(state, choose_move(state, level, self._rng))
        return state

    @staticmethod
    def _after_move(row: MatchSnapshot, state: rules.State, now: datetime,
                    turn_timeout: timedelta) -> MatchSnapshot:
        """The row once a move (and the bot's reply) produced ``state``: finished, or the next
        turn's deadline (the server's turn timeout as it is now)."""
        if state.winner is not None:
            return replace(row, state=state, status=MatchStatus.FINISHED,
                           winner_id=row.player_ids[state.winner], end_reason=EndReason.NORMAL,
                           deadline=None)
        return replace(row, state=state, deadline=now + turn_timeout)

    @staticmethod
    def _check_server(conf: ServerSettings, channel_id: int, game: rules.Game) -> None:
        """A new challenge (or rematch) in this channel, of this game, on this server."""
        if not conf.allows_channel(channel_id):
            where = ", ".join(f"<#{c}>" for c in conf.allowed_channels)
            raise InvalidChallenge(
                f"Challenges aren't allowed in this channel on this server. Try {where}."
            )
        if not conf.game_enabled(game.slug):
            raise InvalidChallenge(f"{game.title} is switched off on this server.")

    # ------------------------------------------------------------------ challenges
    async def challenge(
        self,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        opponent_id: int,
        game: str,
        options: dict[str, Any] | None = None,
        first: str = "random",
        opponent_is_bot: bool = False,
        bot_user_id: int | None = None,
        level: str | None = None,
    ) -> MatchSnapshot:
        """A new challenge (pending), or an active match at once against the bot.

        Refused (InvalidChallenge): yourself, another bot, an unknown game or bad options,
        a level for a human opponent, and either human player already having an open match
        in this channel (the one-open-match rule, see the module docstring).
        """
        try:
            rules_game = rules.get_game(game)
        except KeyError:
            raise InvalidChallenge(unknown_game(game)) from None
        if challenger_id == opponent_id:
            raise InvalidChallenge("You can't challenge yourself: pick someone else, or me.")
        vs_bot = bot_user_id is not None and opponent_id == bot_user_id
        if opponent_is_bot and not vs_bot:
            raise InvalidChallenge("You can't challenge another bot. Challenge me instead!")
        conf = await self.config.get(guild_id)
        self._check_server(conf, channel_id, rules_game)
        if vs_bot:
            level = level or conf.bot_level
            if level not in LEVELS:
                raise InvalidChallenge(f"`level` must be {', '.join(LEVELS[:-1])} or {LEVELS[-1]}.")
        elif level is not None:
            raise InvalidChallenge("`level` only applies when you challenge me.")
        if first not in FIRST_CHOICES:
            raise InvalidChallenge("`first` must be me, them or random.")
        state = self._new_state(rules_game, options)
        if first == "random":
            first = "me" if self._rng.random() < 0.5 else "them"
        players = (challenger_id, opponent_id) if first == "me" else (opponent_id, challenger_id)
        async with self._limits.turn(guild_id, challenger_id, conf.challenge_limit_per_minute,
                                     conf.challenge_limit_per_hour):
            return await self._create(
                guild_id=guild_id, channel_id=channel_id, challenger_id=challenger_id,
                opponent_id=opponent_id, players=players, state=state,
                bot_user_id=bot_user_id if vs_bot else None, level=level if vs_bot else None,
                rematch_of=None,
            )

    def _new_state(self, game: rules.Game, options: dict[str, Any] | None) -> rules.State:
        opts = {k: v for k, v in (options or {}).items() if v is not None}
        if "start" in game.option_names and "start" not in opts:
            size = opts.get("size", game.default_size)
            if isinstance(size, int) and not isinstance(size, bool) and size >= 1:
                opts["start"] = self._rng.randint(1, size)
        try:
            return game.new_state(**opts)
        except ValueError as error:
            raise InvalidChallenge(str(error)) from None

    async def _create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        opponent_id: int,
        players: tuple[int, int],
        state: rules.State,
        bot_user_id: int | None,
        level: str | None,
        rematch_of: int | None,
    ) -> MatchSnapshot:
        now = self._now()
        conf = await self.config.get(guild_id)
        humans = [p for p in players if p != bot_user_id]
        start = state
        if bot_user_id is not None:  # the bot's opening move(s), outside the write lock
            state = self._bot_replies(state, players, bot_user_id, level)
            status = MatchStatus.ACTIVE
            deadline: datetime | None = now + conf.turn_timeout
        else:
            status = MatchStatus.PENDING
            deadline = now + conf.challenge_timeout
        winner_id = None if state.winner is None else players[state.winner]
        counted = None
        if winner_id is not None:
            status, deadline = MatchStatus.FINISHED, None
            fun = fixed_winner(state.game, start.options_dict()) is not None
            counted = results.FOR_FUN if fun else results.AGAINST_THE_BOT
        draft = MatchSnapshot(
            id=NEW_ID, guild_id=guild_id, channel_id=channel_id, message_id=None,
            game=state.game, options=start.options_dict(), challenger_id=challenger_id,
            opponent_id=opponent_id, player1_id=players[0], player2_id=players[1],
            bot_level=level, bot_user_id=bot_user_id, status=status, state=state,
            deadline=deadline, winner_id=winner_id,
            end_reason=None if winner_id is None else EndReason.NORMAL,
            version=1, created_at=now, updated_at=now, rematch_of=rematch_of,
            finished_at=None if winner_id is None else now,
            rated=None if counted is None else counted.rated,
        )
        try:
            async with self._write() as conn:
                if self._dialect == "postgresql":
                    # Serialize match creation per channel so the one-open-match check holds.
                    await conn.execute(select(func.pg_advisory_xact_lock(channel_id)))
                clash = await match_store.open_players(conn, guild_id, channel_id, humans)
                if clash is not None:
                    if challenger_id in clash:
                        raise _ChallengerBusy
                    raise InvalidChallenge(
                        f"<@{opponent_id}> already has a match open in this channel."
                    )
                row = await match_store.insert_match(conn, draft)
                await match_store.log_moves(
                    conn, match_store.move_rows(row.id, players, state, 0, now))
                if counted is not None:  # the bot won with its opening move(s)
                    await results.record(conn, row, counted)
        except _ChallengerBusy:
            raise InvalidChallenge(
                await self._busy_text(guild_id, channel_id, challenger_id)) from None
        self._rows.put(row)  # the accept (or first move) needs no read
        return row

    async def accept(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        return await self._answer(guild_id, match_id, user_id, accept=True)

    async def decline(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        return await self._answer(guild_id, match_id, user_id, accept=False)

    async def _answer(self, guild_id: int, match_id: int, user_id: int, *, accept: bool
                      ) -> MatchSnapshot:
        now = self._now()
        turn_timeout = (await self.config.get(guild_id)).turn_timeout

        def decide(row: MatchSnapshot) -> MatchSnapshot:
            if user_id != row.opponent_id:
                if user_id == row.challenger_id:
                    verb = "accept" if accept else "decline"
                    raise NotYourMatch(
                        f"You can't {verb} your own challenge; wait for <@{row.opponent_id}> "
                        "(or cancel it)."
                    )
                raise NotYourMatch("That challenge isn't for you.")
            self._check_pending(row, now)
            if accept:
                return replace(row, status=MatchStatus.ACTIVE, deadline=now + turn_timeout)
            return replace(row, status=MatchStatus.DECLINED, deadline=None)

        return await self._done(self._act(_ById(guild_id, match_id), decide, now))

    @staticmethod
    async def _done(action: Awaitable[MatchSnapshot | None]) -> MatchSnapshot:
        snap = await action
        assert snap is not None
        return snap

    @staticmethod
    def _check_pending(row: MatchSnapshot, now: datetime) -> None:
        if row.status is not MatchStatus.PENDING:
            raise NotPending()
        deadline = row.deadline
        if deadline is not None and now >= deadline:
            raise ChallengeExpired()

    async def cancel(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        now = self._now()

        def decide(row: MatchSnapshot) -> MatchSnapshot:
            if user_id != row.challenger_id:
                if user_id == row.opponent_id:
                    raise NotYourMatch("Only the challenger can cancel; you can decline it.")
                raise NotYourMatch()
            self._check_pending(row, now)
            return replace(row, status=MatchStatus.CANCELLED, deadline=None)

        return await self._done(self._act(_ById(guild_id, match_id), decide, now))

    # ------------------------------------------------------------------ playing
    @staticmethod
    def _check_active(row: MatchSnapshot, user_id: int, now: datetime) -> int:
        """The player index of ``user_id`` in an active match still within its deadline."""
        if user_id == row.player1_id:
            index = 0
        elif user_id == row.player2_id:
            index = 1
        else:
            raise NotYourMatch()
        status = row.status
        if status is MatchStatus.PENDING:
            raise NotPending("That challenge hasn't been accepted yet.")
        if status is not MatchStatus.ACTIVE:
            raise MatchOver()
        deadline = row.deadline
        if deadline is not None and now >= deadline:
            raise MatchOver("Time ran out on this turn; the match is over.")
        return index

    async def play(
        self,
        guild_id: int,
        match_id: int,
        user_id: int,
        number: int,
        expected_version: int | None = None,
    ) -> MatchSnapshot:
        """Play ``number``; against the bot, its reply move(s) are in the same transaction."""
        now = self._now()
        turn_timeout = (await self.config.get(guild_id)).turn_timeout
        return await self._done(self._act(
            _ById(guild_id, match_id),
            lambda row: self._decide_play(row, user_id, number, expected_version, now,
                                          turn_timeout), now))

    async def play_in_channel(
        self, guild_id: int, channel_id: int, user_id: int, number: int
    ) -> MatchSnapshot:
        now = self._now()
        turn_timeout = (await self.config.get(guild_id)).turn_timeout
        return await self._done(self._act(
            _OpenInChannel(guild_id, channel_id, user_id),
            lambda row: self._decide_play(row, user_id, number, None, now, turn_timeout), now))

    def _decide_play(self, row: MatchSnapshot, user_id: int, number: int,
                     expected_version: int | None, now: datetime,
                     turn_timeout: timedelta) -> MatchSnapshot:
        index = self._check_active(row, user_id, now)
        if expected_version is not None and expected_version != row.version:
            raise TurnAlreadyPlayed()
        if row.state.to_move != index:
            raise NotYourTurn()
        game = rules.get_game(row.game)
        try:
            state = game.apply(row.state, number)
        except rules.IllegalMove as error:
            raise IllegalMoveError(str(error)) from None
        state = self._bot_replies(state, row.player_ids, row.bot_user_id, row.bot_level)
        return self._after_move(row, state, now, turn_timeout)

    async def resign(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        now = self._now()
        return await self._done(self._act(
            _ById(guild_id, match_id), lambda row: self._decide_resign(row, user_id, now),
            now))

    async def resign_in_channel(self, guild_id: int, channel_id: int, user_id: int
                                ) -> MatchSnapshot:
        now = self._now()
        return await self._done(self._act(
            _OpenInChannel(guild_id, channel_id, user_id),
            lambda row: self._decide_resign(row, user_id, now), now))

    def _decide_resign(self, row: MatchSnapshot, user_id: int, now: datetime) -> MatchSnapshot:
        if row.status is MatchStatus.PENDING and user_id in row.player_ids:
            raise NotPending("That challenge hasn't started: cancel or decline it instead.")
        index = self._check_active(row, user_id, now)
        return self._ended_early(row, index, EndReason.RESIGNATION, now)

    @staticmethod
    def _ended_early(row: MatchSnapshot, loser: int, reason: EndReason, now: datetime
                     ) -> MatchSnapshot:
        """Player ``loser`` resigned or ran out of time: the other wins, unless the match is
        aborted because not both players have moved yet (docs/rules.md, decision 7)."""
        ended = replace(row, end_reason=reason, ended_by=row.player_ids[loser], deadline=None)
        if not both_moved(row.state):
            return replace(ended, status=MatchStatus.ABORTED, winner_id=None, finished_at=now)
        return replace(ended, status=MatchStatus.FINISHED, winner_id=row.player_ids[1 - loser])

    async def rematch(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        """Same players and options (Number Chain keeps its start); the other player starts.

        Only a player of a finished match; against the bot the new match is active at once,
        otherwise it is a pending challenge from ``user_id`` to the other player.
        """
        async with self._read() as conn:
            row = await match_store.load(conn, guild_id, match_id)
        players = row.player_ids
        if user_id not in players or user_id == row.bot_user_id:
            raise NotYourMatch()
        if row.is_open:
            raise InvalidChallenge("That match is still going.")
        if row.status not in (MatchStatus.FINISHED, MatchStatus.ABORTED):
            raise InvalidChallenge("Only a finished match can be rematched.")
        if row.voided_by is not None:
            raise InvalidChallenge("That match was voided; start a new one with /challenge.")
        other = players[1] if user_id == players[0] else players[0]
        game = rules.get_game(row.game)
        conf = await self.config.get(guild_id)
        self._check_server(conf, row.channel_id, game)
        state = game.new_state(**row.options)
        async with self._limits.turn(guild_id, user_id, conf.challenge_limit_per_minute,
                                     conf.challenge_limit_per_hour):
            return await self._create(
                guild_id=guild_id, channel_id=row.channel_id, challenger_id=user_id,
                opponent_id=other, players=(players[1], players[0]), state=state,
                bot_user_id=row.bot_user_id, level=row.bot_level, rematch_of=row.id,
            )

    async def expire_due(self, now: datetime | None = None,
                         shards: match_store.GuildFilter | None = None
                         ) -> list[MatchSnapshot]:
        """Expire pending challenges and end idle turns (the player to move loses) whose
        deadline has passed. One transaction per match, each with the version check, so two
        processes running this at once change every match exactly once. With ``shards``,
        only the matches of servers on those shards (a process serving some of the shards)."""
        now = now or self._now()
        async with self._read() as conn:
            due = await match_store.due(conn, now, shards)
        changed = []
        for match_id, guild_id in due:
            with contextlib.suppress(TurnAlreadyPlayed, NoSuchMatch):
                snap = await self._act(_ById(guild_id, match_id),
                                       lambda row: self._decide_expiry(row, now), now)
                if snap is not None:
                    changed.append(snap)
        return changed

    @staticmethod
    def _decide_expiry(row: MatchSnapshot, now: datetime) -> MatchSnapshot | None:
        deadline = row.deadline
        if not row.is_open or deadline is None or deadline > now:
            return None  # someone else got there first
        if row.status is MatchStatus.PENDING:
            return replace(row, status=MatchStatus.EXPIRED, deadline=None)
        return MatchService._ended_early(row, row.state.to_move, EndReason.TIMEOUT, now)

    async def set_message(self, match_id: int, channel_id: int, message_id: int
                          ) -> MatchSnapshot:
        """Where the match's board message lives. Does not bump ``version`` (see module doc).

        Returns the match as it is now: moves made while the board was being posted (before
        its message id was stored) are in it, so the poster can redraw the board."""
        if not isinstance(match_id, int) or not 0 < match_id <= MAX_ID:
            raise NoSuchMatch()
        now = self._now()
        async with self._write() as conn:
            row = await match_store.set_message(conn, match_id, channel_id, message_id, now)
            if row is None:
                raise NoSuchMatch()
        self._rows.put(row)
        return row

    # ------------------------------------------------------------------ moderation
    async def void(self, guild_id: int, match_id: int, moderator_id: int) -> MatchSnapshot:
        """A moderator voids a match: a running one ends with no winner, a finished one no
        longer counts (ratings recomputed, or the vs-bot record corrected). Refused
        (NotVoidable) for a challenge that was never played and for a match already void.
        The caller checks the moderator's permission."""
        now = self._now()

        def decide(row: MatchSnapshot) -> MatchSnapshot:
            if row.voided_by is not None:
                raise NotVoidable(f"Match #{row.id} is already void.")
            if row.status is MatchStatus.PENDING:
                raise NotVoidable(
                    f"Match #{row.id} is a challenge nobody has accepted yet: it can be "
                    "declined or cancelled, and it expires by itself."
                )
            if row.status is MatchStatus.ACTIVE:
                return replace(row, status=MatchStatus.FINISHED, deadline=None,
                               voided_by=moderator_id, voided_at=now)
            if row.status is MatchStatus.FINISHED:
                return replace(row, voided_by=moderator_id, voided_at=now)
            if row.status is MatchStatus.ABORTED:
                raise NotVoidable(f"Match #{row.id} was aborted before both players had "
                                  "moved: it already doesn't count.")
            raise NotVoidable(f"Match #{row.id} was never played ({row.status.value}).")

        return await self._done(self._act(_ById(guild_id, match_id), decide, now))

    async def start_season(self, guild_id: int, user_id: int) -> seasons.SeasonInfo:
        """Close the server's current season (its table stays) and start the next one."""
        now = self._now()
        async with self._write() as conn:
            return await seasons.start_next(conn, guild_id, user_id, now)

    async def season(self, guild_id: int) -> seasons.SeasonInfo:
        """The server's current season."""
        async with self._read(consistent=True) as conn:
            return await seasons.info(conn, guild_id)

    # ------------------------------------------------------------------ reading
    async def get(self, guild_id: int, match_id: int) -> MatchSnapshot:
        async with self._read() as conn:
            row = await match_store.load(conn, guild_id, match_id)
        return row

    async def _busy_text(self, guild_id: int, channel_id: int, user_id: int) -> str:
        """Why ``user_id`` can't start another match here, and what they can do instead."""
        open_match = await self.current_match(guild_id, channel_id, user_id)
        if open_match is None:  # it ended meanwhile
            return "You had a match open in this channel a moment ago. Try again."
        other = next((p for p in open_match.player_ids if p != user_id), user_id)
        if open_match.status is MatchStatus.PENDING and open_match.challenger_id != user_id:
            return f"Decline <@{other}>'s challenge first, or play it."
        if open_match.status is MatchStatus.PENDING:
            return (f"Your challenge to <@{other}> is still open here: cancel it first, or "
                    "wait for an answer.")
        return f"Finish your match with <@{other}> here first, or resign it with `/resign`."

    async def current_match(self, guild_id: int, channel_id: int, user_id: int
                            ) -> MatchSnapshot | None:
        async with self._read() as conn:
            row = await match_store.find_open(conn, guild_id, channel_id, user_id)
        return None if row is None else row

    async def legal_moves_for(self, guild_id: int, channel_id: int, user_id: int) -> list[int]:
        async with self._read() as conn:
            row = await match_store.find_open(conn, guild_id, channel_id, user_id)
        if (row is None or row.status is not MatchStatus.ACTIVE
                or row.player_ids[row.state.to_move] != user_id):
            return []
        return rules.get_game(row.game).legal_moves(row.state)

    async def next_deadline(self) -> datetime | None:
        async with self._read() as conn:
            return await match_store.next_deadline(conn)

    async def leaderboard(
        self, guild_id: int, game: str | None = None, page: int = 1, per_page: int = 10,
        season: int | None = None,
    ) -> LeaderboardPage:
        """Rated players by display rating, then wins; ``game=None`` is the all-games table.
        ``page`` is clamped into 1..pages. ``season``: a past one's final table (None: the
        current season); NoSuchSeason for one the server has not had."""
        async with self._read(consistent=True) as conn:
            current = await seasons.current(conn, guild_id)
            if season is None:
                season = current
            elif not 1 <= season <= current:
                raise NoSuchSeason(
                    f"There is no season {season} on this server: it is in season {current}."
                )
            return await standings.leaderboard(conn, guild_id, game, page, per_page,
                                               season, current)

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """The current season's ratings and ranks, the all-time record, the vs-bot record."""
        async with self._read(consistent=True) as conn:
            season = await seasons.current(conn, guild_id)
            return await standings.stats(conn, guild_id, user_id, season)

    async def history(self, guild_id: int, user_id: int, game: str | None = None,
                      page: int = 1, per_page: int = 10) -> past.HistoryPage:
        """The member's ended matches in this server, newest first (``page`` clamped)."""
        async with self._read(consistent=True) as conn:
            return await past.page(conn, guild_id, user_id, game, page, per_page)

    async def rating_points(self, guild_id: int, user_id: int
                            ) -> tuple[past.RatingPoint, ...]:
        """The member's rating after each rated game of the current season (for the chart)."""
        async with self._read(consistent=True) as conn:
            season = await seasons.current(conn, guild_id)
            return await past.rating_points(conn, guild_id, user_id, season)

    # ------------------------------------------------------------------ maintenance
    async def verify(self) -> list[tuple[int, str]]:
        """Matches whose stored state differs from the replay of their move log."""
        return (await self.verify_report()).problems

    async def verify_report(self) -> integrity.VerifyReport:
        """Every match replayed from its move log: how many, and which differ."""
        async with self._read(consistent=True) as conn:
            return await integrity.verify(conn)
