"""MatchService: the match lifecycle, the one façade the cogs use. No Discord here.

The contract is docs/architecture.md. Every public method takes the guild id and answers
NoSuchMatch for a match of another guild. Errors are ``bot.core.errors.*``; raising one always
means nothing was written. Methods return immutable ``bot.core.snapshots`` values, never ORM
objects.

Rules decided here (beyond the architecture page):

* **One open match per person per channel.** A person (never the bot) may be in at most one
  pending or active match per channel, so that ``/claim`` and ``/resign`` always know which
  match is meant. A challenge or rematch is refused when *either* human player already has
  one there. The bot itself may be in any number of matches in a channel. An open
  challenge (no opponent: docs/rules.md, decision 22) is its challenger's open match there;
  whoever accepts it must have none there either (checked in the accepting transaction).
* **Resigning a pending challenge is refused** (NotPending): the challenger cancels it, the
  challenged player declines it.
* **A passed deadline is final**: once a turn's (or a challenge's) deadline has passed, play,
  resign, accept, decline and cancel are refused (nothing is written); ``expire_due`` then
  records the timeout loss (or the expired challenge).
* **set_message** records where the board message lives (message and channel ids) and does
  not bump ``version``: it changes nothing about the game, so a button holding the previous
  version stays valid. It returns the match as it is then, so that moves made while the
  board was on its way (answered, clickable, but its id not yet stored) get drawn.
* **Ratings** (bot.standings.ratings) change on results between two people only; results against the
  bot go to a separate unrated record (vs_bot_wins / vs_bot_losses in stats). A result counts
  in the server's current season (bot.standings.seasons); past the server's daily limit of rated
  games between the same two people it still counts as a win and a loss, unrated.
* **Per-server settings** (bot.servers.settings, cached per server): where challenges may be
  made, which games are on, the bot's default level, the timeouts, and how many new
  challenges (and rematches) a member may make in a minute and in an hour
  (bot.servers.challenge_limits; ChallengeLimitReached). A timeout is read
  when a deadline is set, so a change applies from the next turn (or challenge); a running
  match keeps its current deadline.
* **Fair results** (docs/rules.md, decisions 6 and 7): a game whose winner the rules fix
  before anyone moves (``rules`` Game.fixed_winner, e.g. Circle Duel's parity) is for fun:
  it is played and shown, but counts nowhere (bot.standings.results). A resignation or a timeout
  before both players have played a number aborts the match (status ABORTED, no winner,
  ``ended_by`` says who): no rating, no record, no ledger row; it can be rematched.
* **Void** (a moderator): a running match ends with no winner; a finished one keeps its
  result on the board but no longer counts: its season's ratings are recomputed without it
  (bot.standings.results.undo). The move log is kept, so ``verify`` still replays it.
* **Series** (docs/rules.md, decisions 11 and 12): ``best_of`` 3, 5 or 7 makes a series row
  with the challenge; each game is a match (``series_id``, ``series_game``) that counts as any
  other. The write that ends a game (or voids one) also updates the series and starts the
  next game, in one transaction (bot.matches.series_games). A single game (best of 1) has no
  series row and takes no extra statement.


Layout: this module is the façade; the decisions are bot.matches.lifecycle's (pure), the
optimistic writes (version check, retries, group commit) bot.matches.writer's, the read
queries bot.matches.reads' (MatchService inherits them). bot.matches.store holds
the statements, bot.standings.results the ratings and vs-bot records, bot.standings.queries the
leaderboard and stats, bot.matches.integrity the move-log replay.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

import rules
from bot.core import game_setup
from bot.core.errors import (
    InvalidChallenge,
    NoSuchMatch,
    NotASeries,
    TurnAlreadyPlayed,
    unknown_game,
)
from bot.core.snapshots import (
    OPEN_SEAT,
    OUTSIDE_SERVER,
    EndReason,
    MatchSnapshot,
    MatchStatus,
    SeriesSnapshot,
    SeriesStatus,
    fixed_winner,
)
from bot.matches import lifecycle
from bot.matches import store as match_store
from bot.matches.reads import MatchReads
from bot.matches.row_cache import RowCache
from bot.matches.series_games import SeriesGames
from bot.matches.store import MAX_ID, NEW_ID
from bot.matches.writer import ById, MatchWriter, OpenInChannel
from bot.series import store as series_store
from bot.servers.challenge_limits import ChallengeLimits
from bot.servers.locales import ServerLocales
from bot.servers.settings import ServerConfig
from bot.servers.variants import ServerVariants
from bot.standings import results, seasons
from bot.standings.service import StandingsService
from i18n import Text
from rules.players import LEVELS

__all__ = ["MAX_ID", "MatchService", "ServiceSettings", "utc_now"]


def in_tournament_text(player_id: int, challenger_id: int) -> Text:
    """Why a member of the channel's tournament can't start, or be challenged to, a casual
    match there (decision 18)."""
    if player_id == challenger_id:
        return Text("error-you-in-tournament")
    return Text("error-member-in-tournament", member=f"<@{player_id}>")


class _ChallengerBusy(Exception):
    """The challenger already has an open match in the channel (the reason is read after
    the transaction, in ``busy_text``)."""


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


def utc_now() -> datetime:
    return datetime.now(UTC)


class MatchService(MatchReads):
    """The match lifecycle: the actions (here), the read queries (MatchReads)."""

    def __init__(
        self,
        engine: AsyncEngine,
        settings: ServiceSettings | None = None,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
        row_cache: RowCache | None = None,
    ) -> None:
        super().__init__(engine)
        #: The tables' reads (leaderboard, stats, history, season): bot.standings.service.
        self.standings = StandingsService(engine)
        self.settings = settings or ServiceSettings()
        self._clock = clock
        self._rng = rng or random.Random()
        self._dialect: str = engine.dialect.name
        self._rows = row_cache if row_cache is not None else RowCache()
        self._series_games = SeriesGames(self._turn_timeout, self._rng)
        self._writer = MatchWriter(engine, self._rows, self._daily_rated_limit,
                                   self._series_games)
        #: Every deadline written is told here: the deadline loop sleeps on it
        #: (cogs/deadlines.py), so a sooner deadline wakes it.
        self.deadlines = self._writer.deadlines
        #: Per-server settings (/config), cached; their writes queue with the others.
        self.config = ServerConfig(self._read, self._writer.write, self.settings,
                                   clock=self._now)
        #: The servers' named variants (/config variant-add), cached like the settings.
        self.variants = ServerVariants(self._read, self._writer.write, clock=self._now)
        #: The Discord language each server's interactions last carried (no guild cache).
        self.locales = ServerLocales(self._read, self._writer.write, clock=self._now)
        #: The server's limit on new challenges per member (bot.servers.challenge_limits).
        self._limits = ChallengeLimits(self._read, self._now)

    def _now(self) -> datetime:
        now = self._clock()
        if now.tzinfo is None:
            raise ValueError("the clock must return timezone-aware UTC datetimes")
        return now

    def transaction(self) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A write transaction after this process's other writers (SQLite has one writer):
        for the tournament service, whose writes start games (bot.tournaments.service)."""
        return self._writer.write()

    def forget(self, match_id: int) -> None:
        """Drop this process's copy of a match row changed behind the service (by hand, a
        repair): its next action reads it afresh."""
        self._rows.drop(match_id)

    def remember(self, row: MatchSnapshot) -> None:
        """A match row another service just committed (a tournament game): cached, so its
        first move needs no read, and its deadline told to the deadline loop."""
        self._writer.stored(row)

    async def _daily_rated_limit(self, guild_id: int) -> int:
        return (await self.config.get(guild_id)).daily_rated_limit

    async def _turn_timeout(self, guild_id: int) -> timedelta:
        return (await self.config.get(guild_id)).turn_timeout

    @staticmethod
    async def _done(action: Awaitable[MatchSnapshot | None]) -> MatchSnapshot:
        snap = await action
        assert snap is not None
        return snap

    # ------------------------------------------------------------------ challenges
    async def challenge(
        self,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        opponent_id: int | None,
        game: str,
        options: dict[str, Any] | None = None,
        first: str = "random",
        opponent_is_bot: bool = False,
        bot_user_id: int | None = None,
        level: str | None = None,
        variant: str | None = None,
        best_of: int = 1,
        outside_guild_id: int | None = None,
    ) -> MatchSnapshot:
        """A new challenge (pending), or an active match at once against the bot.
        ``best_of`` 3, 5 or 7: the challenge (or match) is game 1 of a series.

        ``variant``: the name of the server variant it is challenged as (the caller gives
        its game and options; the match keeps the name for its board).
        ``outside_guild_id``: outside a server of the bot's (``guild_id`` OUTSIDE_SERVER), the
        server without the bot it is played in, for its board's link (decision 25).
        ``opponent_id`` None: an open challenge, which anyone in the channel may accept
        (docs/rules.md, decision 22); it counts in the challenger's limits like any other.
        Refused (InvalidChallenge): yourself, another bot, an unknown game or bad options,
        a level for a human opponent, a series length other than 1, 3, 5 or 7, and either
        human player already having an open match in this channel (the one-open-match rule,
        see the module docstring).
        """
        try:
            rules_game = rules.get_game(game)
        except KeyError:
            raise InvalidChallenge(unknown_game(game)) from None
        if challenger_id == opponent_id:
            raise InvalidChallenge(Text("error-challenge-yourself"))
        if opponent_id is None:
            opponent_id, opponent_is_bot = OPEN_SEAT, False
        vs_bot = bot_user_id is not None and opponent_id == bot_user_id
        if opponent_is_bot and not vs_bot:
            raise InvalidChallenge(Text("error-challenge-bot"))
        conf = await self.config.get(guild_id)
        lifecycle.check_server(conf, channel_id, rules_game)
        if vs_bot:
            level = level or conf.bot_level
            if level not in LEVELS:
                raise InvalidChallenge(Text("error-level-choices"))
        elif level is not None:
            raise InvalidChallenge(Text("error-level-only-bot"))
        if first not in lifecycle.FIRST_CHOICES:
            raise InvalidChallenge(Text("error-first-choices"))
        best_of = game_setup.check_best_of(best_of)
        if guild_id == OUTSIDE_SERVER and best_of > 1:  # its next board: no one to post it
            raise InvalidChallenge(Text("error-series-outside"))
        state = game_setup.new_state(rules_game, options, self._rng)
        if first == "random":
            first = "me" if self._rng.random() < 0.5 else "them"
        players = (challenger_id, opponent_id) if first == "me" else (opponent_id, challenger_id)
        async with self._limits.turn(guild_id, challenger_id, conf.challenge_limit_per_minute,
                                     conf.challenge_limit_per_hour):
            return await self._create(
                guild_id=guild_id, channel_id=channel_id, challenger_id=challenger_id,
                opponent_id=opponent_id, players=players, state=state,
                bot_user_id=bot_user_id if vs_bot else None, level=level if vs_bot else None,
                rematch_of=None, best_of=best_of, variant=variant,
                outside_guild_id=outside_guild_id if guild_id == OUTSIDE_SERVER else None,
            )

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
        variant: str | None = None,
        best_of: int = 1,
        outside_guild_id: int | None = None,
    ) -> MatchSnapshot:
        now = self._now()
        conf = await self.config.get(guild_id)
        humans = [p for p in players if p not in (bot_user_id, OPEN_SEAT)]
        start = state
        if bot_user_id is not None:  # the bot's opening move(s), outside the write lock
            state = lifecycle.bot_replies(state, players, bot_user_id, level, self._rng)
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
            counted = (results.FOR_FUN if fun else results.OUTSIDE
                       if guild_id == OUTSIDE_SERVER else results.AGAINST_THE_BOT)
        draft = MatchSnapshot(
            id=NEW_ID, guild_id=guild_id, channel_id=channel_id, message_id=None,
            game=state.game, options=start.options_dict(), challenger_id=challenger_id,
            opponent_id=opponent_id, player1_id=players[0], player2_id=players[1],
            bot_level=level, bot_user_id=bot_user_id, status=status, state=state,
            deadline=deadline, winner_id=winner_id,
            end_reason=None if winner_id is None else EndReason.NORMAL,
            version=1, created_at=now, updated_at=now, rematch_of=rematch_of,
            finished_at=None if winner_id is None else now,
            rated=None if counted is None else counted.rated, variant=variant,
            outside_guild_id=outside_guild_id,
        )
        try:
            async with self._writer.write() as conn:
                if self._dialect == "postgresql":
                    # Serialize match creation per channel so the one-open-match check holds.
                    await conn.execute(select(func.pg_advisory_xact_lock(channel_id)))
                clash = await match_store.open_players(conn, guild_id, channel_id, humans)
                if clash is not None:
                    if challenger_id in clash:
                        raise _ChallengerBusy
                    raise InvalidChallenge(Text("error-opponent-busy",
                                                opponent=f"<@{opponent_id}>"))
                playing = await match_store.playing_here(conn, guild_id, channel_id, humans)
                if playing is not None:  # decision 18: the tournament's games only
                    raise InvalidChallenge(in_tournament_text(playing, challenger_id))
                following = None
                if best_of > 1:
                    series = await series_store.insert_series(conn, self._series_draft(
                        draft, best_of, now))
                    draft = replace(draft, series_id=series.id, series_game=1)
                row = await match_store.insert_match(conn, draft)
                await match_store.log_moves(
                    conn, match_store.move_rows(row.id, players, state, 0, now))
                if counted is not None:  # the bot won with its opening move(s)
                    await results.record(conn, row, counted)
                    if row.series_id is not None:  # and the series goes on
                        following = await self._series_games.ended(
                            conn, row, row, now, conf.turn_timeout, None)
        except _ChallengerBusy:
            raise InvalidChallenge(
                await self.busy_text(guild_id, channel_id, challenger_id)) from None
        self._writer.stored(row)  # the accept (or first move) needs no read
        if following is not None:
            self._writer.stored(following)
        return row

    @staticmethod
    def _series_draft(game: MatchSnapshot, best_of: int, now: datetime) -> SeriesSnapshot:
        """A new series whose game 1 is ``game`` (its first mover moves first in odd games)."""
        return SeriesSnapshot(
            id=NEW_ID, guild_id=game.guild_id, channel_id=game.channel_id, game=game.game,
            best_of=best_of, first_id=game.player1_id, second_id=game.player2_id,
            first_wins=0, second_wins=0, status=SeriesStatus.RUNNING, winner_id=None,
            ended_by=None, version=1, created_at=now, finished_at=None)

    async def accept(self, guild_id: int, match_id: int, user_id: int,
                     user_is_bot: bool = False) -> MatchSnapshot:
        """The challenged player (anyone but a bot, for an open challenge) accepts."""
        now = self._now()
        turn_timeout = (await self.config.get(guild_id)).turn_timeout
        lookup = ById(guild_id, match_id)
        match = lookup.cached(self._rows)
        if match is None:
            async with self._read() as conn:
                match = await lookup.load(conn)
            self._rows.put(match)  # so the act below needs no second read
        if not match.is_open_challenge:
            return await self._done(self._writer.act(lookup, lambda found: lifecycle.answer(
                found, user_id, True, now, turn_timeout), now))
        return await self._join(match, user_id, user_is_bot, now, turn_timeout)

    async def _join(self, match: MatchSnapshot, user_id: int, user_is_bot: bool,
                    now: datetime, turn_timeout: timedelta) -> MatchSnapshot:
        """An open challenge accepted: decided (lifecycle.join), then written with the
        version check in the transaction that checks the acceptor as a new challenge checks
        its players (the one-open-match rule, the channel's tournament), serialized per
        channel like a new match. Whoever's write lands first plays; the others are told the
        challenge was answered (a lost version check, re-decided on the row as it is)."""
        for _attempt in range(4):
            after = lifecycle.join(match, user_id, True, now, turn_timeout,
                                   user_is_bot=user_is_bot)
            try:
                async with self._writer.write() as conn:
                    if self._dialect == "postgresql":
                        await conn.execute(select(func.pg_advisory_xact_lock(match.channel_id)))
                    if await match_store.open_players(
                            conn, match.guild_id, match.channel_id, [user_id]) is not None:
                        raise _ChallengerBusy
                    if await match_store.playing_here(
                            conn, match.guild_id, match.channel_id, [user_id]) is not None:
                        raise InvalidChallenge(Text("error-accept-in-tournament"))
                    stored = await match_store.save(conn, match, after, now)
            except _ChallengerBusy:
                raise InvalidChallenge(await self.busy_text(
                    match.guild_id, match.channel_id, user_id)) from None
            except TurnAlreadyPlayed:
                self._rows.drop(match.id, match.version)
                async with self._read() as conn:
                    match = await match_store.load(conn, match.guild_id, match.id)
                continue
            self._writer.stored(stored)
            return stored
        raise TurnAlreadyPlayed()

    async def decline(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        return await self._answer(guild_id, match_id, user_id, accept=False)

    async def _answer(self, guild_id: int, match_id: int, user_id: int, *, accept: bool
                      ) -> MatchSnapshot:
        now = self._now()
        turn_timeout = (await self.config.get(guild_id)).turn_timeout
        return await self._done(self._writer.act(
            ById(guild_id, match_id),
            lambda match: lifecycle.answer(match, user_id, accept, now, turn_timeout), now))

    async def cancel(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        now = self._now()
        return await self._done(self._writer.act(
            ById(guild_id, match_id), lambda match: lifecycle.cancel(match, user_id, now), now))

    # ------------------------------------------------------------------ playing
    async def play(
        self,
        guild_id: int,
        match_id: int,
        user_id: int,
        number: int,
        expected_version: int | None = None,
    ) -> MatchSnapshot:
        """Play ``number``; against the bot, its reply move(s) are in the same transaction."""
        return await self._play(ById(guild_id, match_id), user_id, number, expected_version)

    async def play_in_channel(
        self, guild_id: int, channel_id: int, user_id: int, number: int
    ) -> MatchSnapshot:
        return await self._play(OpenInChannel(guild_id, channel_id, user_id), user_id, number,
                                None)

    async def _play(self, lookup: ById | OpenInChannel, user_id: int, number: int,
                    expected_version: int | None) -> MatchSnapshot:
        now = self._now()
        turn_timeout = (await self.config.get(lookup.guild_id)).turn_timeout
        return await self._done(self._writer.act(lookup, lambda match: lifecycle.play(
            match, user_id, number, expected_version, now, turn_timeout, self._rng), now))

    async def resign(self, guild_id: int, match_id: int, user_id: int, series: bool = False
                     ) -> MatchSnapshot:
        """Resign the game; ``series``: the whole series it belongs to (NotASeries for a
        single game)."""
        return await self._resign(ById(guild_id, match_id), user_id, series)

    async def check_resign(self, guild_id: int, match_id: int, user_id: int
                           ) -> MatchSnapshot:
        """The match, if ``user_id`` may resign it now; else the refusal a resignation would
        meet. Nothing is written: the board's Resign asks first (cogs/buttons.py)."""
        match = await self.get(guild_id, match_id)
        lifecycle.resign(match, user_id, self._now())
        return match

    async def resign_in_channel(self, guild_id: int, channel_id: int, user_id: int,
                                series: bool = False) -> MatchSnapshot:
        return await self._resign(OpenInChannel(guild_id, channel_id, user_id), user_id,
                                  series)

    async def _resign(self, lookup: ById | OpenInChannel, user_id: int, series: bool = False
                      ) -> MatchSnapshot:
        now = self._now()

        def decide(match: MatchSnapshot) -> MatchSnapshot:
            if series and match.series_id is None:
                raise NotASeries()
            return lifecycle.resign(match, user_id, now)

        return await self._done(self._writer.act(
            lookup, decide, now, series_resigned_by=user_id if series else None))

    async def rematch(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        """Same players and options (Number Chain keeps its start; a variant's match stays
        that variant's); the other player starts.

        Only a player of a finished match; against the bot the new match is active at once,
        otherwise it is a pending challenge from ``user_id`` to the other player.
        """
        async with self._read() as conn:
            match = await match_store.load(conn, guild_id, match_id)
        other = lifecycle.rematch_opponent(match, user_id)
        game = match.rules_game
        conf = await self.config.get(guild_id)
        lifecycle.check_server(conf, match.channel_id, game)
        state = game.new_state(**match.options)
        players = (match.player2_id, match.player1_id)
        best_of = 1
        if match.series_id is not None:  # a new series, the other player first in game 1
            async with self._read() as conn:
                series = await series_store.load(conn, match.series_id)
            if series.is_running:
                raise InvalidChallenge(Text("error-series-still-going"))
            best_of, players = series.best_of, (series.second_id, series.first_id)
        async with self._limits.turn(guild_id, user_id, conf.challenge_limit_per_minute,
                                     conf.challenge_limit_per_hour):
            return await self._create(
                guild_id=guild_id, channel_id=match.channel_id, challenger_id=user_id,
                opponent_id=other, players=players, state=state,
                bot_user_id=match.bot_user_id, level=match.bot_level, rematch_of=match.id,
                best_of=best_of,
                variant=match.variant, outside_guild_id=match.outside_guild_id,
            )

    # ------------------------------------------------------------------ series
    async def series(self, guild_id: int, series_id: int) -> SeriesSnapshot:
        """A series of this server (NoSuchMatch otherwise)."""
        async with self._read() as conn:
            found = await series_store.load(conn, series_id)
        if found.guild_id != guild_id:
            raise NoSuchMatch(Text("error-no-such-series"))
        return found

    async def following_game(self, match: MatchSnapshot) -> MatchSnapshot | None:
        """The game of ``match``'s series that started after it (its replay or the next
        one), or None: a single game, the series' newest game, or a series that is over."""
        if match.series_id is None:
            return None
        async with self._read() as conn:
            latest = await series_store.latest_game(conn, match.series_id)
        if latest is None or latest.id <= match.id or latest.guild_id != match.guild_id:
            return None
        return latest

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
                snap = await self._writer.act(ById(guild_id, match_id),
                                              lambda match: lifecycle.expire(match, now), now)
                if snap is not None:
                    changed.append(snap)
        return changed

    async def expire_overdue(self, guild_id: int, match_id: int, now: datetime | None = None
                             ) -> MatchSnapshot | None:
        """The match's deadline, applied now if it passed (the challenge expires, or the
        player to move loses on time): a match outside a server, which the deadline loop
        leaves alone, is settled so on the next interaction with it (docs/rules.md, decision
        25). The match as that left it, or None when its deadline has not passed."""
        now = now or self._now()
        with contextlib.suppress(TurnAlreadyPlayed):
            return await self._writer.act(ById(guild_id, match_id),
                                          lambda match: lifecycle.expire(match, now), now)
        return None

    async def set_message(self, match_id: int, channel_id: int, message_id: int,
                          clock_starts: datetime | None = None) -> MatchSnapshot:
        """Where the match's board message lives. Does not bump ``version`` (see module doc).
        ``clock_starts``: the first turn's deadline of a game whose clock waited for its
        board (bot.matches.board_clock); kept only while that turn has no deadline yet.

        Returns the match as it is now: moves made while the board was being posted (before
        its message id was stored) are in it, so the poster can redraw the board."""
        if not isinstance(match_id, int) or not 0 < match_id <= MAX_ID:
            raise NoSuchMatch()
        now = self._now()
        async with self._writer.write() as conn:
            row = await match_store.set_message(conn, match_id, channel_id, message_id, now,
                                                clock_starts)
            if row is None:
                raise NoSuchMatch()
        self._rows.put(row)
        if clock_starts is not None:
            self.deadlines.note(row.deadline)
        return row

    async def record_turn_ping(self, match: MatchSnapshot, message_id: int) -> bool:
        """Record the your-turn message posted for ``match`` as it was; False if the match
        moved on meanwhile or has one already (then the caller deletes its message). Not a
        game change: no ``version`` bump, like ``set_message``."""
        async with self._writer.write() as conn:
            row = await match_store.record_turn_ping(conn, match.id, match.version, message_id)
        if row is not None:
            self._rows.put(row)
        return row is not None

    async def clear_turn_ping(self, match_id: int, message_id: int) -> bool:
        """Forget the match's your-turn message ``message_id``; False if it was no longer
        the match's (someone else cleared it, and deletes it)."""
        async with self._writer.write() as conn:
            row = await match_store.clear_turn_ping(conn, match_id, message_id)
        if row is not None:
            self._rows.put(row)
        return row is not None

    async def set_reminded(self, match_id: int) -> MatchSnapshot:
        """The current turn's reminder went out now."""
        async with self._writer.write() as conn:
            row = await match_store.set_reminded(conn, match_id, self._now())
        if row is None:
            raise NoSuchMatch()
        self._rows.put(row)
        return row

    async def ending_turns(self, within: timedelta, limit: int = 200,
                           shards: match_store.GuildFilter | None = None
                           ) -> list[MatchSnapshot]:
        """Running games whose turn ends within ``within`` (soonest first); ``shards``: of
        this process's servers."""
        now = self._now()
        async with self._read() as conn:
            return await match_store.ending_turns(conn, now, now + within, limit, shards)

    async def turn_length(self, match: MatchSnapshot) -> timedelta:
        """How long the match's turns are: its own time per move, else the server's."""
        return match.turn_time or await self._turn_timeout(match.guild_id)

    async def unposted_boards(self, older_than: timedelta, limit: int = 50,
                              shards: match_store.GuildFilter | None = None
                              ) -> list[MatchSnapshot]:
        """Running tournament games whose board was never posted (so their clock has not
        started), created more than ``older_than`` ago (a board being posted right now is
        left to its poster); ``shards``: of this process's servers."""
        before = self._now() - older_than
        async with self._read() as conn:
            return await match_store.unposted(conn, before, limit, shards)

    # ------------------------------------------------------------------ moderation
    async def void(self, guild_id: int, match_id: int, moderator_id: int) -> MatchSnapshot:
        """A moderator voids a match: a running one ends with no winner, a finished one no
        longer counts (ratings recomputed, or the vs-bot record corrected). Refused
        (NotVoidable) for a challenge that was never played and for a match already void.
        The caller checks the moderator's permission."""
        now = self._now()
        return await self._done(self._writer.act(
            ById(guild_id, match_id), lambda match: lifecycle.void(match, moderator_id, now),
            now))

    async def check_void(self, guild_id: int, match_id: int, moderator_id: int
                         ) -> MatchSnapshot:
        """The match, if it can be voided now; else the refusal /void would meet. Nothing
        is written: /void asks the moderator first (cogs/moderation.py)."""
        match = await self.get(guild_id, match_id)
        lifecycle.void(match, moderator_id, self._now())
        return match

    async def start_season(self, guild_id: int, user_id: int) -> seasons.SeasonInfo:
        """Close the server's current season (its table stays) and start the next one."""
        now = self._now()
        async with self._writer.write() as conn:
            return await seasons.start_next(conn, guild_id, user_id, now)

    async def busy_text(self, guild_id: int, channel_id: int, user_id: int) -> Text:
        """Why ``user_id`` can't start another match here (or join the channel's tournament:
        decision 18), and what they can do instead."""
        open_match = await self.current_match(guild_id, channel_id, user_id)
        if open_match is None:  # it ended meanwhile
            return Text("error-busy-ended-meanwhile")
        other = next((p for p in open_match.player_ids if p != user_id), user_id)
        if open_match.is_open_challenge:
            return Text("error-busy-your-open-challenge")
        if open_match.status is MatchStatus.PENDING and open_match.challenger_id != user_id:
            return Text("error-busy-decline-first", opponent=f"<@{other}>")
        if open_match.status is MatchStatus.PENDING:
            return Text("error-busy-your-challenge-open", opponent=f"<@{other}>")
        return Text("error-busy-finish-first", opponent=f"<@{other}>")
