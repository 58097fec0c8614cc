"""MatchService: the match lifecycle, joining the rules and the database. No Discord here.

The contract is docs/architecture.md. Every public method takes the guild id and answers
NoSuchMatch for a match of another guild. Errors are ``bot.errors.*``; raising one always
means nothing was written. Methods return immutable ``bot.snapshots`` values, never ORM objects.

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
  version stays valid.
* **Ratings** (bot.ratings) change on results between two people only; results against the
  bot go to a separate unrated record (vs_bot_wins / vs_bot_losses in stats).

Concurrency: every write runs in one transaction and changes a match with
``UPDATE ... WHERE id = :id AND version = :v``; zero rows means another action won the race
(TurnAlreadyPlayed, nothing written). The move log's UNIQUE(match_id, ply) is a second guard.
On SQLite the writes of this process are also serialized with an asyncio.Lock (and each write
transaction starts with BEGIN IMMEDIATE, see db.engine), so concurrent writers queue instead of
failing with "database is locked".
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import math
import random
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Select, func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import rules
from bot import ratings
from bot.errors import (
    ChallengeExpired,
    IllegalMoveError,
    InvalidChallenge,
    MatchOver,
    NoMatchHere,
    NoSuchMatch,
    NotPending,
    NotYourMatch,
    NotYourTurn,
    TurnAlreadyPlayed,
)
from bot.settings import LEVELS
from bot.snapshots import (
    EndReason,
    GameStats,
    LeaderboardPage,
    LeaderboardRow,
    MatchSnapshot,
    MatchStatus,
    PlayerStats,
)
from db.engine import WRITE
from db.models import ALL_GAMES, OPEN_STATUSES, BotRecord, Match, Move, Rating

FIRST_CHOICES = ("random", "me", "them")
MAX_ID = 2**63 - 1


@dataclass(frozen=True, slots=True)
class ServiceSettings:
    challenge_timeout: timedelta = timedelta(minutes=15)
    turn_timeout: timedelta = timedelta(hours=24)
    default_bot_level: str = "normal"

    @classmethod
    def from_settings(cls, settings: Any) -> ServiceSettings:
        """From bot.settings.Settings."""
        return cls(
            challenge_timeout=settings.challenge_timeout,
            turn_timeout=settings.turn_timeout,
            default_bot_level=settings.default_bot_level,
        )


def utc_now() -> datetime:
    return datetime.now(UTC)


def state_from_db(data: dict[str, Any]) -> rules.State:
    """A State from our own stored ``State.to_json()``, without replaying it.

    ``rules.state_from_json`` replays every move to validate untrusted data (about half a
    millisecond for a long game); rows written by this service are trusted on the hot path,
    and ``verify()`` replays them all when asked.
    """
    options = data["options"]
    return rules.State(
        game=data["game"],
        size=options["size"],
        options=tuple(sorted(options.items())),
        history=tuple(rules.Move(p, n) for p, n in data["history"]),
        to_move=data["to_move"],
        winner=data["winner"],
    )


@dataclass(slots=True)
class _Row:
    """A match row as read, plus the changes of the action in progress."""

    match: Match
    state: rules.State
    changes: dict[str, Any] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:  # only called for names not on _Row itself
        changes = object.__getattribute__(self, "changes")
        if name in changes:
            return changes[name]
        return getattr(object.__getattribute__(self, "match"), name)


class MatchService:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        settings: ServiceSettings | None = None,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
    ) -> None:
        self._sessions = sessionmaker
        self.settings = settings or ServiceSettings()
        self._clock = clock
        self._rng = rng or random.Random()
        bind = sessionmaker.kw.get("bind")
        self._dialect: str = bind.dialect.name if bind is not None else ""
        # SQLite has one writer at a time: queue this process's writers here.
        self._write_lock = asyncio.Lock() if self._dialect == "sqlite" else None

    # ------------------------------------------------------------------ plumbing
    @contextlib.asynccontextmanager
    async def _write(self) -> AsyncIterator[AsyncSession]:
        lock = self._write_lock or contextlib.nullcontext()
        async with lock, self._sessions() as session, session.begin():
            await session.connection(execution_options=WRITE)
            yield session

    @contextlib.asynccontextmanager
    async def _read(self) -> AsyncIterator[AsyncSession]:
        async with self._sessions() as session, session.begin():
            yield session

    def _now(self) -> datetime:
        now = self._clock()
        if now.tzinfo is None:
            raise ValueError("the clock must return timezone-aware UTC datetimes")
        return now

    async def _load(self, session: AsyncSession, guild_id: int, match_id: int) -> _Row:
        if not isinstance(match_id, int) or not 0 < match_id <= MAX_ID:
            raise NoSuchMatch()
        match = await session.get(Match, match_id)
        if match is None or match.guild_id != guild_id:
            raise NoSuchMatch()
        return _Row(match, state_from_db(match.state))

    @staticmethod
    def _open_in_channel(guild_id: int, channel_id: int, user_ids: Sequence[int]) -> Select[Any]:
        return (
            select(Match)
            .where(
                Match.guild_id == guild_id,
                Match.channel_id == channel_id,
                Match.status.in_(OPEN_STATUSES),
                or_(Match.player1_id.in_(user_ids), Match.player2_id.in_(user_ids)),
            )
            .order_by(Match.id.desc())
        )

    async def _find_open(
        self, session: AsyncSession, guild_id: int, channel_id: int, user_id: int
    ) -> _Row | None:
        stmt = self._open_in_channel(guild_id, channel_id, [user_id]).limit(1)
        match = (await session.execute(stmt)).scalar_one_or_none()
        if match is None:
            return None
        return _Row(match, state_from_db(match.state))

    async def _save(self, session: AsyncSession, row: _Row, now: datetime) -> MatchSnapshot:
        """Write ``row.changes`` with the optimistic version check, then log new moves."""
        changes = dict(row.changes)
        state: rules.State = changes.pop("_state", row.state)
        old_plies = len(row.state.history)
        if state is not row.state:
            changes["state"] = state.to_json()
            changes["to_move"] = state.to_move
        version = row.match.version
        changes["version"] = version + 1
        changes["updated_at"] = now
        result = await session.execute(
            update(Match)
            .where(Match.id == row.match.id, Match.version == version)
            .values(**changes)
            .execution_options(synchronize_session=False)
        )
        if result.rowcount != 1:
            raise TurnAlreadyPlayed()
        row.changes.update(changes)
        await self._log_moves(session, row.match.id, row.match, state, old_plies, now)
        return self._snapshot(row.match, state, row.changes)

    async def _log_moves(
        self,
        session: AsyncSession,
        match_id: int,
        players: Match,
        state: rules.State,
        old_plies: int,
        now: datetime,
    ) -> None:
        new = state.history[old_plies:]
        if not new:
            return
        ids = (players.player1_id, players.player2_id)
        try:
            await session.execute(
                Move.__table__.insert(),
                [
                    {
                        "match_id": match_id,
                        "ply": old_plies + i + 1,
                        "player_id": ids[move.player],
                        "number": move.number,
                        "played_at": now,
                    }
                    for i, move in enumerate(new)
                ],
            )
        except IntegrityError:
            raise TurnAlreadyPlayed() from None

    @staticmethod
    def _snapshot(
        match: Match, state: rules.State | None = None, changes: dict[str, Any] | None = None
    ) -> MatchSnapshot:
        values = {**match.__dict__, **(changes or {})}
        if state is None:
            state = state_from_db(values["state"])
        end_reason = values["end_reason"]
        return MatchSnapshot(
            id=values["id"],
            guild_id=values["guild_id"],
            channel_id=values["channel_id"],
            message_id=values["message_id"],
            game=values["game"],
            options=dict(values["options"]),
            challenger_id=values["challenger_id"],
            opponent_id=values["opponent_id"],
            player_ids=(values["player1_id"], values["player2_id"]),
            bot_level=values["bot_level"],
            bot_user_id=values["bot_user_id"],
            status=MatchStatus(values["status"]),
            state=state,
            deadline=values["deadline"],
            winner_id=values["winner_id"],
            end_reason=None if end_reason is None else EndReason(end_reason),
            version=values["version"],
            created_at=values["created_at"],
            updated_at=values["updated_at"],
            rematch_of=values.get("rematch_of"),
        )

    def _bot_replies(self, state: rules.State, players: tuple[int, int], bot_user_id: int | None,
                     level: str | None) -> rules.State:
        """Play the bot's move(s) while it is the bot's turn."""
        if bot_user_id is None or level is None:
            return state
        from rules.players import choose_move  # the bot as a player

        game = rules.get_game(state.game)
        while state.winner is None and players[state.to_move] == bot_user_id:
            state = game.apply(state, choose_move(state, level, self._rng))
        return state

    def _finish_changes(self, row: _Row, state: rules.State, now: datetime) -> None:
        """Status/deadline/winner after a move (or the bot's reply) produced ``state``."""
        row.changes["_state"] = state
        if state.winner is not None:
            players = (row.player1_id, row.player2_id)
            row.changes.update(
                status=MatchStatus.FINISHED.value,
                winner_id=players[state.winner],
                end_reason=EndReason.NORMAL.value,
                deadline=None,
            )
        else:
            row.changes["deadline"] = now + self.settings.turn_timeout

    # ------------------------------------------------------------------ results
    def _insert(self, table: Any) -> Any:
        if self._dialect == "postgresql":
            from sqlalchemy.dialects.postgresql import insert
        else:
            from sqlalchemy.dialects.sqlite import insert
        return insert(table)

    async def _record_result(self, session: AsyncSession, row: _Row) -> None:
        """Ratings (between people) or the vs-bot record, for a match that just finished."""
        winner_id = row.winner_id
        players = (row.player1_id, row.player2_id)
        loser_id = players[1] if winner_id == players[0] else players[0]
        bot_id = row.bot_user_id
        if bot_id is not None and bot_id in players:
            human = loser_id if winner_id == bot_id else winner_id
            won = human == winner_id
            table = BotRecord.__table__
            stmt = self._insert(table).values(
                guild_id=row.guild_id, user_id=human, game=row.game,
                wins=int(won), losses=int(not won),
            )
            stmt = stmt.on_conflict_do_update(
                index_elements=["guild_id", "user_id", "game"],
                set_={
                    "wins": table.c.wins + stmt.excluded.wins,
                    "losses": table.c.losses + stmt.excluded.losses,
                },
            )
            await session.execute(stmt)
            return
        await self._rate(session, row.guild_id, row.game, winner_id, loser_id)

    async def _rate(
        self, session: AsyncSession, guild_id: int, game: str, winner_id: int, loser_id: int
    ) -> None:
        games = sorted({game, ALL_GAMES})
        users = sorted({winner_id, loser_id})
        fresh = ratings.Skill()
        await session.execute(
            self._insert(Rating.__table__)
            .values([
                {
                    "guild_id": guild_id, "user_id": u, "game": g, "mu": fresh.mu,
                    "sigma": fresh.sigma, "rating": fresh.display, "wins": 0, "losses": 0,
                    "streak": 0,
                }
                for g in games for u in users
            ])
            .on_conflict_do_nothing(index_elements=["guild_id", "user_id", "game"])
        )
        rows = (
            await session.execute(
                select(Rating)
                .where(Rating.guild_id == guild_id, Rating.game.in_(games),
                       Rating.user_id.in_(users))
                .order_by(Rating.game, Rating.user_id)
                .with_for_update()
            )
        ).scalars().all()
        by_key = {(r.game, r.user_id): r for r in rows}
        for g in games:
            w, lo = by_key[(g, winner_id)], by_key[(g, loser_id)]
            new_w, new_l = ratings.rate_win(ratings.Skill(w.mu, w.sigma),
                                            ratings.Skill(lo.mu, lo.sigma))
            for r, skill, won in ((w, new_w, True), (lo, new_l, False)):
                r.mu, r.sigma, r.rating = skill.mu, skill.sigma, skill.display
                r.wins += int(won)
                r.losses += int(not won)
                r.streak = ratings.next_streak(r.streak, won)
        await session.flush()

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
            known = ", ".join(rules.GAMES)
            raise InvalidChallenge(f"I don't know the game {game!r}. Games: {known}.") from None
        if challenger_id == opponent_id:
            raise InvalidChallenge("You can't challenge yourself.")
        vs_bot = bot_user_id is not None and opponent_id == bot_user_id
        if opponent_is_bot and not vs_bot:
            raise InvalidChallenge("You can't challenge another bot. Challenge me instead!")
        if vs_bot:
            level = level or self.settings.default_bot_level
            if level not in LEVELS:
                raise InvalidChallenge(f"level must be one of {', '.join(LEVELS)}.")
        elif level is not None:
            raise InvalidChallenge("level only applies when you challenge me.")
        if first not in FIRST_CHOICES:
            raise InvalidChallenge("first must be me, them or random.")
        state = self._new_state(rules_game, options)
        if first == "random":
            first = "me" if self._rng.random() < 0.5 else "them"
        players = (challenger_id, opponent_id) if first == "me" else (opponent_id, challenger_id)
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
        humans = [p for p in players if p != bot_user_id]
        async with self._write() as session:
            if self._dialect == "postgresql":
                # Serialize match creation per channel so the one-open-match check holds.
                await session.execute(select(func.pg_advisory_xact_lock(channel_id)))
            clash = (
                await session.execute(self._open_in_channel(guild_id, channel_id, humans).limit(1))
            ).scalar_one_or_none()
            if clash is not None:
                if challenger_id in (clash.player1_id, clash.player2_id):
                    raise InvalidChallenge(
                        "You already have a match open in this channel: finish, resign or "
                        "cancel it first."
                    )
                raise InvalidChallenge(
                    f"<@{opponent_id}> already has a match open in this channel."
                )
            start = state
            if bot_user_id is not None:
                state = self._bot_replies(state, players, bot_user_id, level)
                status = MatchStatus.ACTIVE
                deadline: datetime | None = now + self.settings.turn_timeout
            else:
                status = MatchStatus.PENDING
                deadline = now + self.settings.challenge_timeout
            winner_id = None if state.winner is None else players[state.winner]
            if winner_id is not None:
                status, deadline = MatchStatus.FINISHED, None
            match = Match(
                guild_id=guild_id, channel_id=channel_id, message_id=None, game=state.game,
                options=start.options_dict(), challenger_id=challenger_id,
                opponent_id=opponent_id, player1_id=players[0], player2_id=players[1],
                bot_level=level, bot_user_id=bot_user_id, status=status.value,
                state=state.to_json(), to_move=state.to_move, deadline=deadline,
                winner_id=winner_id,
                end_reason=None if winner_id is None else EndReason.NORMAL.value,
                version=1, created_at=now, updated_at=now, rematch_of=rematch_of,
            )
            session.add(match)
            await session.flush()
            await self._log_moves(session, match.id, match, state, 0, now)
            if winner_id is not None:
                await self._record_result(session, _Row(match, state))
            return self._snapshot(match, state)

    async def accept(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        return await self._answer(guild_id, match_id, user_id, accept=True)

    async def decline(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        return await self._answer(guild_id, match_id, user_id, accept=False)

    async def _answer(self, guild_id: int, match_id: int, user_id: int, *, accept: bool
                      ) -> MatchSnapshot:
        now = self._now()
        async with self._write() as session:
            row = await self._load(session, guild_id, match_id)
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
                row.changes.update(status=MatchStatus.ACTIVE.value,
                                   deadline=now + self.settings.turn_timeout)
            else:
                row.changes.update(status=MatchStatus.DECLINED.value, deadline=None)
            return await self._save(session, row, now)

    @staticmethod
    def _check_pending(row: _Row, now: datetime) -> None:
        if row.status != MatchStatus.PENDING:
            raise NotPending()
        if row.deadline is not None and now >= row.deadline:
            raise ChallengeExpired()

    async def cancel(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        now = self._now()
        async with self._write() as session:
            row = await self._load(session, guild_id, match_id)
            if user_id != row.challenger_id:
                if user_id == row.opponent_id:
                    raise NotYourMatch("Only the challenger can cancel; you can decline it.")
                raise NotYourMatch()
            self._check_pending(row, now)
            row.changes.update(status=MatchStatus.CANCELLED.value, deadline=None)
            return await self._save(session, row, now)

    # ------------------------------------------------------------------ playing
    @staticmethod
    def _check_active(row: _Row, user_id: int, now: datetime) -> int:
        """The player index of ``user_id`` in an active match still within its deadline."""
        if user_id == row.player1_id:
            index = 0
        elif user_id == row.player2_id:
            index = 1
        else:
            raise NotYourMatch()
        if row.status == MatchStatus.PENDING:
            raise NotPending("That challenge hasn't been accepted yet.")
        if row.status != MatchStatus.ACTIVE:
            raise MatchOver()
        if row.deadline is not None and now >= row.deadline:
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
        async with self._write() as session:
            row = await self._load(session, guild_id, match_id)
            return await self._play(session, row, user_id, number, expected_version, now)

    async def play_in_channel(
        self, guild_id: int, channel_id: int, user_id: int, number: int
    ) -> MatchSnapshot:
        now = self._now()
        async with self._write() as session:
            row = await self._find_open(session, guild_id, channel_id, user_id)
            if row is None:
                raise NoMatchHere()
            return await self._play(session, row, user_id, number, None, now)

    async def _play(
        self,
        session: AsyncSession,
        row: _Row,
        user_id: int,
        number: int,
        expected_version: int | None,
        now: datetime,
    ) -> MatchSnapshot:
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
        state = self._bot_replies(state, (row.player1_id, row.player2_id), row.bot_user_id,
                                  row.bot_level)
        self._finish_changes(row, state, now)
        snapshot = await self._save(session, row, now)
        if snapshot.status is MatchStatus.FINISHED:
            await self._record_result(session, row)
        return snapshot

    async def resign(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        now = self._now()
        async with self._write() as session:
            row = await self._load(session, guild_id, match_id)
            return await self._resign(session, row, user_id, now)

    async def resign_in_channel(self, guild_id: int, channel_id: int, user_id: int
                                ) -> MatchSnapshot:
        now = self._now()
        async with self._write() as session:
            row = await self._find_open(session, guild_id, channel_id, user_id)
            if row is None:
                raise NoMatchHere()
            return await self._resign(session, row, user_id, now)

    async def _resign(self, session: AsyncSession, row: _Row, user_id: int, now: datetime
                      ) -> MatchSnapshot:
        if row.status == MatchStatus.PENDING and user_id in (row.player1_id, row.player2_id):
            raise NotPending("That challenge hasn't started: cancel or decline it instead.")
        index = self._check_active(row, user_id, now)
        players = (row.player1_id, row.player2_id)
        row.changes.update(
            status=MatchStatus.FINISHED.value, winner_id=players[1 - index],
            end_reason=EndReason.RESIGNATION.value, deadline=None,
        )
        snapshot = await self._save(session, row, now)
        await self._record_result(session, row)
        return snapshot

    async def rematch(self, guild_id: int, match_id: int, user_id: int) -> MatchSnapshot:
        """Same players and options (Number Chain keeps its start); the other player starts.

        Only a player of a finished match; against the bot the new match is active at once,
        otherwise it is a pending challenge from ``user_id`` to the other player.
        """
        async with self._read() as session:
            row = await self._load(session, guild_id, match_id)
        players = (row.player1_id, row.player2_id)
        if user_id not in players or user_id == row.bot_user_id:
            raise NotYourMatch()
        if row.status in OPEN_STATUSES:
            raise InvalidChallenge("That match is still going.")
        if row.status != MatchStatus.FINISHED:
            raise InvalidChallenge("Only a finished match can be rematched.")
        other = players[1] if user_id == players[0] else players[0]
        state = rules.get_game(row.game).new_state(**row.options)
        return await self._create(
            guild_id=guild_id, channel_id=row.channel_id, challenger_id=user_id,
            opponent_id=other, players=(players[1], players[0]), state=state,
            bot_user_id=row.bot_user_id, level=row.bot_level, rematch_of=row.id,
        )

    async def expire_due(self, now: datetime | None = None) -> list[MatchSnapshot]:
        """Expire pending challenges and end idle turns (the player to move loses) whose
        deadline has passed. One transaction per match, each with the version check, so two
        processes running this at once change every match exactly once."""
        now = now or self._now()
        async with self._read() as session:
            due = (
                await session.execute(
                    select(Match.id, Match.guild_id)
                    .where(Match.status.in_(OPEN_STATUSES), Match.deadline <= now)
                    .order_by(Match.deadline, Match.id)
                )
            ).all()
        changed = []
        for match_id, guild_id in due:
            with contextlib.suppress(TurnAlreadyPlayed):
                snapshot = await self._expire_one(guild_id, match_id, now)
                if snapshot is not None:
                    changed.append(snapshot)
        return changed

    async def _expire_one(self, guild_id: int, match_id: int, now: datetime
                          ) -> MatchSnapshot | None:
        async with self._write() as session:
            row = await self._load(session, guild_id, match_id)
            if row.status not in OPEN_STATUSES or row.deadline is None or row.deadline > now:
                return None  # someone else got there first
            if row.status == MatchStatus.PENDING:
                row.changes.update(status=MatchStatus.EXPIRED.value, deadline=None)
                return await self._save(session, row, now)
            players = (row.player1_id, row.player2_id)
            row.changes.update(
                status=MatchStatus.FINISHED.value, winner_id=players[1 - row.state.to_move],
                end_reason=EndReason.TIMEOUT.value, deadline=None,
            )
            snapshot = await self._save(session, row, now)
            await self._record_result(session, row)
            return snapshot

    async def set_message(self, match_id: int, channel_id: int, message_id: int) -> None:
        """Where the match's board message lives. Does not bump ``version`` (see module doc)."""
        async with self._write() as session:
            result = await session.execute(
                update(Match)
                .where(Match.id == match_id)
                .values(channel_id=channel_id, message_id=message_id, updated_at=self._now())
                .execution_options(synchronize_session=False)
            )
            if result.rowcount != 1:
                raise NoSuchMatch()

    # ------------------------------------------------------------------ reading
    async def get(self, guild_id: int, match_id: int) -> MatchSnapshot:
        async with self._read() as session:
            row = await self._load(session, guild_id, match_id)
        return self._snapshot(row.match, row.state)

    async def current_match(self, guild_id: int, channel_id: int, user_id: int
                            ) -> MatchSnapshot | None:
        async with self._read() as session:
            row = await self._find_open(session, guild_id, channel_id, user_id)
        return None if row is None else self._snapshot(row.match, row.state)

    async def legal_moves_for(self, guild_id: int, channel_id: int, user_id: int) -> list[int]:
        snapshot = await self.current_match(guild_id, channel_id, user_id)
        if snapshot is None or snapshot.to_move_id != user_id:
            return []
        return rules.get_game(snapshot.game).legal_moves(snapshot.state)

    async def next_deadline(self) -> datetime | None:
        async with self._read() as session:
            return (
                await session.execute(
                    select(func.min(Match.deadline)).where(Match.status.in_(OPEN_STATUSES))
                )
            ).scalar_one_or_none()

    async def leaderboard(
        self, guild_id: int, game: str | None = None, page: int = 1, per_page: int = 10
    ) -> LeaderboardPage:
        """Rated players by display rating, then wins; ``game=None`` is the all-games table.
        ``page`` is clamped into 1..pages."""
        key = game or ALL_GAMES
        per_page = max(1, per_page)
        where = (Rating.guild_id == guild_id, Rating.game == key)
        async with self._read() as session:
            total = (await session.execute(select(func.count()).where(*where))).scalar_one()
            pages = max(1, math.ceil(total / per_page))
            page = min(max(1, page), pages)
            offset = (page - 1) * per_page
            rows = (
                await session.execute(
                    select(Rating.user_id, Rating.rating, Rating.wins, Rating.losses,
                           Rating.streak)
                    .where(*where)
                    .order_by(Rating.rating.desc(), Rating.wins.desc(), Rating.user_id)
                    .offset(offset)
                    .limit(per_page)
                )
            ).all()
        return LeaderboardPage(
            guild_id=guild_id, game=game, page=page, pages=pages,
            rows=tuple(
                LeaderboardRow(rank=offset + i + 1, user_id=r.user_id, rating=r.rating,
                               wins=r.wins, losses=r.losses, streak=r.streak)
                for i, r in enumerate(rows)
            ),
        )

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        async with self._read() as session:
            mine = (
                await session.execute(
                    select(Rating).where(Rating.guild_id == guild_id, Rating.user_id == user_id)
                )
            ).scalars().all()
            per_game: list[GameStats] = []
            overall = None
            for r in mine:
                ahead = (
                    await session.execute(
                        select(func.count()).where(
                            Rating.guild_id == guild_id,
                            Rating.game == r.game,
                            or_(
                                Rating.rating > r.rating,
                                (Rating.rating == r.rating) & (Rating.wins > r.wins),
                                (Rating.rating == r.rating) & (Rating.wins == r.wins)
                                & (Rating.user_id < r.user_id),
                            ),
                        )
                    )
                ).scalar_one()
                stats = GameStats(
                    game=None if r.game == ALL_GAMES else r.game, rating=r.rating, wins=r.wins,
                    losses=r.losses, streak=r.streak, rank=ahead + 1,
                )
                if r.game == ALL_GAMES:
                    overall = stats
                else:
                    per_game.append(stats)
            vs_bot = (
                await session.execute(
                    select(func.coalesce(func.sum(BotRecord.wins), 0),
                           func.coalesce(func.sum(BotRecord.losses), 0))
                    .where(BotRecord.guild_id == guild_id, BotRecord.user_id == user_id)
                )
            ).one()
        order = {slug: i for i, slug in enumerate(rules.GAMES)}
        per_game.sort(key=lambda s: order.get(s.game or "", len(order)))
        return PlayerStats(
            guild_id=guild_id, user_id=user_id, per_game=tuple(per_game), overall=overall,
            vs_bot_wins=int(vs_bot[0]), vs_bot_losses=int(vs_bot[1]),
        )

    # ------------------------------------------------------------------ maintenance
    async def verify(self) -> list[tuple[int, str]]:
        """Matches whose stored state differs from the replay of their move log."""
        async with self._read() as session:
            matches = (await session.execute(select(Match).order_by(Match.id))).scalars().all()
            moves = (
                await session.execute(
                    select(Move.match_id, Move.ply, Move.player_id, Move.number)
                    .order_by(Move.match_id, Move.ply)
                )
            ).all()
        log = {mid: list(rows) for mid, rows in itertools.groupby(moves, key=lambda m: m[0])}
        problems = []
        for match in matches:
            reason = _replay_problem(match, log.get(match.id, []))
            if reason is not None:
                problems.append((match.id, reason))
        return problems


def _replay_problem(match: Match, log: Sequence[Any]) -> str | None:
    try:
        game = rules.get_game(match.game)
    except KeyError:
        return f"unknown game {match.game!r}"
    try:
        state = game.new_state(**match.options)
    except (TypeError, ValueError) as error:
        return f"bad options {match.options!r}: {error}"
    players = (match.player1_id, match.player2_id)
    if [m.ply for m in log] != list(range(1, len(log) + 1)):
        return "move log plies are not 1..n"
    for m in log:
        if m.number is None:
            continue
        try:
            state = game.apply(state, m.number)
        except rules.IllegalMove as error:
            return f"move log ply {m.ply} ({m.number}) is illegal: {error}"
    replayed = [(players[mv.player], mv.number) for mv in state.history]
    logged = [(m.player_id, m.number) for m in log]
    if replayed != logged:
        return "move log (players or passes) differs from the replay"
    if match.state != state.to_json():
        return "stored state differs from the replay of its move log"
    if match.to_move != state.to_move:
        return "stored to_move differs from the replay"
    if match.end_reason == EndReason.NORMAL.value and (
        state.winner is None or match.winner_id != players[state.winner]
    ):
        return "stored winner differs from the replay"
    return None
