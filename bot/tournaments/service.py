"""TournamentService: tournaments from sign-up to podium, on the match service's
database. No Discord here: the cogs post what the returned TournamentUpdate says.

* **Formats** (bot.tournaments, pure): arena, Swiss, round robin. Every pairing plays a series
  of two games, first mover swapped (a ``series`` row with ``best_of`` 2, made with the series
  machinery: game 2 starts in the transaction that ends game 1). Tournament games are rated
  as ordinary games of their game; their matches carry ``tournament_id`` and their own time
  per move (``turn_seconds``).
* **One tournament per channel** that is signing up or running.
* **Start** (docs/rules.md, decision 16): at ``starts_at`` (advance) or earlier by the
  organiser, with two players at least; with fewer it waits for a second one up to
  SIGNUP_GRACE, then is cancelled. Swiss rounds default to ceil(log2(players)) + 1 (at most
  15, at most players - 1); round robin plays players - 1 rounds (players with an odd count).
* **Rounds** (Swiss, round robin): the next round is paired once every pairing of the round is
  done. Swiss with no pairing left without a repeat ends the tournament early.
* **Arena**: a player whose series ended is paired again at once with a free player of close
  score (bot.tournaments.pairing.arena_pairs); no new pairing after ``ends_at``; series still
  running finish and count; it is over when the last one ends.
* **Withdraw** (decision 17): the player's running series is resigned (its unplayed games
  are lost) and they are paired no more; later round-robin games against them are won by
  the opponent.
* **Games end without abort**: a tournament game lost on time or resigned before both players
  moved is lost, not aborted (docs/rules.md, decision 15), so a no-show loses.
* **Restarts**: everything is in the database; ``advance`` catches up with what fell due
  while the bot was down, ``after_match`` is idempotent (a pairing counts once).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import random
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

import rules
from bot.core import connections, free_text, game_setup
from bot.core.errors import (
    ChannelHasTournament,
    MatchError,
    NoSuchTournament,
    NotOrganiser,
    TournamentRefused,
    unknown_game,
)
from bot.core.snapshots import (
    MatchSnapshot,
    MatchStatus,
    SeriesSnapshot,
    SeriesStatus,
)
from bot.matches import store as match_store
from bot.matches.service import MatchService, utc_now
from bot.matches.store import NEW_ID, GuildFilter
from bot.members import store as members_store
from bot.series import store as series_store
from bot.standings import seasons
from bot.standings.ratings import DEFAULT_RATING
from bot.tournaments import export as tournament_export
from bot.tournaments import rows as tournament_rows
from bot.tournaments import store
from bot.tournaments.formats import ARENA, FORMATS, GAMES_PER_PAIRING, ROUND_ROBIN, SWISS
from bot.tournaments.pairing import (
    ArenaEntry,
    NoPairing,
    SwissEntry,
    arena_pairs,
    arena_wake_at,
    round_robin,
    swiss_round,
)
from bot.tournaments.scoring import BYE_POINTS, ArenaScore, series_points
from bot.tournaments.snapshots import (
    PairingSnapshot,
    PairingStatus,
    StandingsView,
    TournamentPlayerSnapshot,
    TournamentSnapshot,
    TournamentStatus,
    TournamentUpdate,
)
from bot.tournaments.standings import standings
from db.models import Rating
from i18n import Text, or_list, t

__all__ = ["TournamentService"]

log = logging.getLogger(__name__)

#: /tournament create's ranges.
ROUNDS = (1, 15)
MINUTES = (10, 240)
TURN_SECONDS = (10, 600)
STARTS_IN = (0, 10080)
DEFAULT_MINUTES = 60
DEFAULT_TURN_SECONDS = 60
DEFAULT_STARTS_IN = 10
MAX_NAME = 100
#: A tournament whose start time came with fewer than two players waits this long for
#: them, then is cancelled.
SIGNUP_GRACE = timedelta(hours=1)
MIN_PLAYERS = 2
NOT_FOUND = Text("tournament-not-found")
#: The formats' names, for a tournament's default name (said when it is created: the cog
#: creates it in the server's language).
FORMAT_TITLES = {ARENA: Text("tournament-format-arena"), SWISS: Text("tournament-format-swiss"),
                 ROUND_ROBIN: Text("tournament-format-round-robin")}


def swiss_rounds(players: int) -> int:
    """Swiss's default round count: ceil(log2(players)) + 1, at most 15 and at most
    players - 1 (so nobody must meet twice), at least 1."""
    wanted = math.ceil(math.log2(max(players, 2))) + 1
    return max(1, min(ROUNDS[1], wanted, players - 1))


def _in_range(value: int | None, default: int | None, bounds: tuple[int, int], option: str
              ) -> int:
    if value is None:
        assert default is not None
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not (
            bounds[0] <= value <= bounds[1]):
        raise TournamentRefused(_range_refusal(option, bounds))
    return value


def _range_refusal(option: str, bounds: tuple[int, int]) -> Text:
    """The refusal of an option out of its range, naming the option in the reader's words."""
    low, high = bounds
    if option == "rounds":
        return Text("tournament-rounds-range", low=low, high=high)
    if option == "minutes":
        return Text("tournament-minutes-range", low=low, high=high)
    if option == "turn-seconds":
        return Text("tournament-turn-seconds-range", low=low, high=high)
    return Text("tournament-starts-in-range", low=low, high=high)


def _reason(error: Exception) -> Text | str:
    """The refusal an exception carries, kept unsaid (a Text) so that it is said in the
    reader's language."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Text) else str(error)


@dataclass(frozen=True, slots=True)
class _Progress:
    """What one pass over a running tournament wrote: the tournament as it left it, the
    games it started, and whether anything changed."""

    tournament: TournamentSnapshot
    new_matches: tuple[MatchSnapshot, ...]
    changed: bool


class _Busy(Exception):
    """A member who joins has a casual match open in the tournament's channel (the refusal,
    which names it, is read after the transaction rolled back)."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(channel_id)
        self.channel_id = channel_id


class TournamentService:
    """Tournaments on the database of ``matches`` (whose writes, games and series it uses)."""

    def __init__(self, engine: AsyncEngine, matches: MatchService,
                 clock: Callable[[], datetime] = utc_now,
                 rng: random.Random | None = None) -> None:
        self._engine = engine
        self._matches = matches
        self._clock = clock
        self._rng = rng or random.Random()

    def _now(self) -> datetime:
        now = self._clock()
        if now.tzinfo is None:
            raise ValueError("the clock must return timezone-aware UTC datetimes")
        return now

    def _read(self, consistent: bool = False
              ) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        return connections.reading(self._engine, consistent)

    # ------------------------------------------------------------------ sign-up
    async def create(self, guild_id: int, channel_id: int, organiser_id: int, format: str,
                     game: str, options: dict[str, Any] | None = None,
                     variant: str | None = None, name: str | None = None,
                     rounds: int | None = None, minutes: int | None = None,
                     turn_seconds: int | None = None, starts_in: int | None = None
                     ) -> TournamentSnapshot:
        """A new tournament taking sign-ups in the channel. ``starts_in``: minutes (0-10080,
        default 10); ``rounds``: Swiss only (1-15; default from the player count);
        ``minutes``: the arena's length (10-240, default 60); ``turn_seconds``: 10-600,
        default 60. ``variant``: the server variant's name (its game and options given).
        The caller checks the organiser's permission. Refused (TournamentRefused,
        ChannelHasTournament) with one sentence."""
        if format not in FORMATS:
            raise TournamentRefused(Text("tournament-unknown-format"))
        try:
            rules_game = rules.get_game(game)
        except KeyError:
            raise TournamentRefused(unknown_game(game)) from None
        if rounds is not None and format != SWISS:
            raise TournamentRefused(Text("tournament-rounds-swiss-only"))
        if minutes is not None and format != ARENA:
            raise TournamentRefused(Text("tournament-minutes-arena-only"))
        rounds = _in_range(rounds, None, ROUNDS, "rounds") if rounds is not None else None
        if format == ARENA:
            minutes = _in_range(minutes, DEFAULT_MINUTES, MINUTES, "minutes")
        turn_seconds = _in_range(turn_seconds, DEFAULT_TURN_SECONDS, TURN_SECONDS,
                                 "turn-seconds")
        starts_in = _in_range(starts_in, DEFAULT_STARTS_IN, STARTS_IN, "starts-in")
        conf = await self._matches.config.get(guild_id)
        # As lifecycle.check_server checks a challenge, said of the tournament's games.
        if not conf.allows_channel(channel_id):
            raise TournamentRefused(Text("tournament-channel-not-allowed", channels=or_list(
                [f"<#{c}>" for c in conf.allowed_channels])))
        if not conf.game_enabled(rules_game.slug):
            raise TournamentRefused(Text("tournament-game-off", game=rules_game.name))
        try:
            state = game_setup.new_state(rules_game, options, self._rng)
        except Exception as refused:
            raise TournamentRefused(_reason(refused)) from None
        # A game its rules decide from the first move (Circle Duel, by parity) would make a
        # tournament of coin tosses. A start drawn per game (Number Chain without `start`) is
        # not judged on one draw.
        drawn = "start" in rules_game.option_names and "start" not in (options or {})
        if not drawn and rules_game.fixed_winner(state) is not None:
            raise TournamentRefused(Text("tournament-game-decided", game=rules_game.name))
        title = free_text.checked(" ".join((name or "").split()), "name")[:MAX_NAME]
        if not title:  # said now, in the language in force: the cog's, the server's
            title = t("tournament-default-name", game=variant or str(rules_game.name),
                      format=FORMAT_TITLES[format])[:MAX_NAME]
        now = self._now()
        draft = TournamentSnapshot(
            id=NEW_ID, guild_id=guild_id, channel_id=channel_id, name=title, format=format,
            game=rules_game.slug, options=state.options_dict(), variant=variant,
            rounds=rounds, minutes=minutes, turn_seconds=turn_seconds,
            starts_at=now + timedelta(minutes=starts_in), status=TournamentStatus.SIGNUP,
            organiser_id=organiser_id, signup_message_id=None, current_round=0,
            started_at=None, ends_at=None, version=1, created_at=now, finished_at=None)
        async with self._matches.transaction() as conn:
            if conn.dialect.name == "postgresql":  # one check-and-insert per channel at a time
                await conn.execute(select(func.pg_advisory_xact_lock(channel_id)))
            if await store.open_in_channel(conn, guild_id, channel_id) is not None:
                raise ChannelHasTournament()
            created = await store.insert_tournament(conn, draft)
        self._matches.deadlines.note(created.starts_at)
        return created

    async def set_signup_message(self, tournament_id: int, message_id: int
                                 ) -> TournamentSnapshot:
        """Where the sign-up message lives (edited into the live table later)."""
        async with self._matches.transaction() as conn:
            before = await store.load(conn, tournament_id, for_update=True)
            return await store.save(conn, before, replace(before,
                                                          signup_message_id=message_id))

    async def join(self, guild_id: int, tournament_id: int, user_id: int
                   ) -> TournamentSnapshot:
        """Sign up (Join); refused once it started, twice, or while the member has a
        casual match open in the tournament's channel (decision 18)."""
        now = self._now()
        try:
            async with self._matches.transaction() as conn:
                found = await self._of_guild(conn, guild_id, tournament_id, for_update=True)
                if found.status is not TournamentStatus.SIGNUP:
                    raise TournamentRefused(self._closed(found))
                if user_id in found.player_ids:
                    raise TournamentRefused(Text("tournament-already-signed-up"))
                if conn.dialect.name == "postgresql":  # as a challenge's check-and-insert
                    await conn.execute(select(func.pg_advisory_xact_lock(found.channel_id)))
                if await match_store.open_players(conn, guild_id, found.channel_id,
                                                  [user_id]) is not None:
                    raise _Busy(found.channel_id)
                rating = await self._rating(conn, guild_id, found.game, user_id)
                await store.add_player(conn, TournamentPlayerSnapshot(
                    tournament_id=found.id, user_id=user_id, rating=rating, joined_at=now,
                    withdrawn_at=None, bye_round=None))
                joined = await store.save(conn, found, found)  # bump the version
        except _Busy as busy:  # the reason names the match: read after the rollback
            raise TournamentRefused(await self._matches.busy_text(
                guild_id, busy.channel_id, user_id)) from None
        if joined.starts_at <= now:  # a start that waited for players may go now
            self._matches.deadlines.note(now)
        return joined

    async def leave(self, guild_id: int, tournament_id: int, user_id: int
                    ) -> TournamentSnapshot:
        """Take a sign-up back (Leave); during the tournament, /tournament withdraw."""
        async with self._matches.transaction() as conn:
            found = await self._of_guild(conn, guild_id, tournament_id, for_update=True)
            if found.status is TournamentStatus.RUNNING:
                raise TournamentRefused(Text("tournament-leave-use-withdraw"))
            if found.status is not TournamentStatus.SIGNUP:
                raise TournamentRefused(self._closed(found))
            if not await store.remove_player(conn, found.id, user_id):
                raise TournamentRefused(Text("tournament-not-signed-up"))
            return await store.save(conn, found, found)

    async def get(self, guild_id: int, tournament_id: int) -> TournamentSnapshot:
        """A tournament of this server, with its players (NoSuchTournament otherwise)."""
        async with self._read(consistent=True) as conn:
            return await self._of_guild(conn, guild_id, tournament_id)

    async def in_channel(self, guild_id: int, channel_id: int) -> TournamentSnapshot | None:
        """The channel's tournament that is signing up or running, with its players."""
        async with self._read(consistent=True) as conn:
            found = await store.in_channel(conn, guild_id, channel_id)
        return found if found is not None and found.is_open else None

    async def recent(self, guild_id: int, limit: int = 25) -> tuple[TournamentSnapshot, ...]:
        """The server's tournaments, newest first (for the ``tournament`` option)."""
        async with self._read() as conn:
            return await store.recent(conn, guild_id, limit)

    @staticmethod
    def _closed(found: TournamentSnapshot) -> Text:
        if found.status is TournamentStatus.RUNNING:
            return Text("tournament-signup-closed")
        if found.status is TournamentStatus.CANCELLED:
            return Text("tournament-was-cancelled")
        return Text("tournament-over")

    @staticmethod
    async def _of_guild(conn: AsyncConnection, guild_id: int, tournament_id: int, *,
                        for_update: bool = False) -> TournamentSnapshot:
        if not isinstance(tournament_id, int) or not 0 < tournament_id <= match_store.MAX_ID:
            raise NoSuchTournament(NOT_FOUND)
        found = await store.load(conn, tournament_id, for_update=for_update)
        if found.guild_id != guild_id:
            raise NoSuchTournament(NOT_FOUND)
        return found

    @staticmethod
    async def _rating(conn: AsyncConnection, guild_id: int, game: str, user_id: int) -> float:
        """The member's rating in ``game`` this season (the default if unrated)."""
        season = await seasons.current(conn, guild_id)
        found = (await conn.execute(select(Rating.rating).where(
            Rating.guild_id == guild_id, Rating.season == season, Rating.user_id == user_id,
            Rating.game == game))).scalar_one_or_none()
        return float(found) if found is not None else DEFAULT_RATING

    async def _open_here(self, conn: AsyncConnection, guild_id: int, channel_id: int
                         ) -> TournamentSnapshot:
        found_id = await store.open_in_channel(conn, guild_id, channel_id)
        if found_id is None:
            raise NoSuchTournament()
        return await store.load(conn, found_id, for_update=True)

    # ------------------------------------------------------------------ running
    async def start(self, guild_id: int, channel_id: int, user_id: int,
                    moderator: bool = False) -> TournamentUpdate:
        """The organiser (or a moderator: ``moderator``) starts the channel's tournament now:
        the first round's (the arena's first) games."""
        now = self._now()
        async with self._matches.transaction() as conn:
            found = await self._open_here(conn, guild_id, channel_id)
            if user_id != found.organiser_id and not moderator:
                raise NotOrganiser()
            if found.status is not TournamentStatus.SIGNUP:
                raise TournamentRefused(Text("tournament-already-started"))
            if len(found.players) < MIN_PLAYERS:
                raise TournamentRefused(Text("tournament-too-few-players"))
            progress = await self._begin(conn, found, now)
        return await self._update(progress, started=True)

    async def cancel(self, guild_id: int, channel_id: int, user_id: int,
                     moderator: bool = False) -> TournamentUpdate:
        """The organiser (or a moderator) calls the channel's tournament off: its running
        games are voided (they no longer count)."""
        now = self._now()
        async with self._matches.transaction() as conn:
            found = await self._open_here(conn, guild_id, channel_id)
            if user_id != found.organiser_id and not moderator:
                raise NotOrganiser()
            cancelled = await store.save(conn, found, replace(
                found, status=TournamentStatus.CANCELLED, finished_at=now))
            running = await store.games(conn, found.id, open_only=True)
        voided: list[MatchSnapshot] = []
        for game in running:
            try:
                voided.append(await self._matches.void(guild_id, game.id, user_id))
            except MatchError:  # voided meanwhile, or a lost race: it stays as it is
                continue
            except Exception:  # the others are still voided; this one plays on, unrated
                log.exception("Cancelling tournament %s: voiding match %s failed",
                              cancelled.id, game.id)
        return TournamentUpdate(cancelled, (), await self._view(cancelled), finished=True,
                                ended=tuple(voided))

    async def withdraw(self, guild_id: int, channel_id: int, user_id: int
                       ) -> TournamentUpdate:
        """A player leaves the running tournament: their running series is resigned (its
        unplayed games are lost) and they are paired no more."""
        now = self._now()
        async with self._matches.transaction() as conn:
            found = await self._open_here(conn, guild_id, channel_id)
            if found.status is TournamentStatus.SIGNUP:
                raise TournamentRefused(Text("tournament-withdraw-use-leave"))
            if user_id not in found.active_ids:
                raise TournamentRefused(Text("tournament-not-playing"))
            await store.update_player(conn, found.id, user_id, withdrawn_at=now)
            found = await store.save(conn, found, found)
            running = [game for game in await store.games(conn, found.id, open_only=True)
                       if user_id in game.player_ids]
        resigned: list[MatchSnapshot] = []
        for game in running:
            try:
                resigned.append(await self._matches.resign(guild_id, game.id, user_id,
                                                           series=True))
            except MatchError:  # it ended meanwhile: counted as it ended
                continue
            except Exception:  # the withdrawal stands; this game ends on time instead
                log.exception("Withdrawing %s from tournament %s: resigning match %s "
                              "failed", user_id, found.id, game.id)
        update = await self._advance_one(found.id, now)
        if update is not None:
            return replace(update, ended=tuple(resigned))
        found = await self.get(guild_id, found.id)
        return TournamentUpdate(found, (), await self._view(found), finished=False,
                                ended=tuple(resigned))

    async def after_match(self, match: MatchSnapshot) -> TournamentUpdate | None:
        """A game ended (the cogs call it wherever one can end; any match may be given).
        When its pairing's series is over: the pairing counts, and the next round (the
        arena: the free players) is paired, or the tournament ends. None: nothing to post
        (not a tournament game, its series goes on, or it was counted already)."""
        if match.tournament_id is None or match.is_open:
            return None
        return await self._advance_one(match.tournament_id, self._now())

    async def advance(self, now: datetime | None = None, shards: GuildFilter | None = None
                      ) -> list[TournamentUpdate]:
        """Due work: tournaments to start (at ``starts_at``), arena players waiting for a
        rematch, arenas that ended, and anything left over by a restart. ``shards``: only
        this process's servers."""
        now = now or self._now()
        async with self._read() as conn:
            due = await store.due(conn, now, shards)
        updates = []
        for tournament_id in due:
            async with self._read(consistent=True) as conn:  # no write lock for nothing
                if not await self._has_work(conn, await store.load(conn, tournament_id), now):
                    continue
            update = await self._advance_one(tournament_id, now)
            if update is not None:
                updates.append(update)
        return updates

    async def next_due(self, shards: GuildFilter | None = None) -> datetime | None:
        """When ``advance`` next has something to do (None: nothing scheduled)."""
        now = self._now()
        times: list[datetime] = []
        async with self._read(consistent=True) as conn:
            start = await store.next_start(conn, shards)
            if start is not None and start > now:
                times.append(start)
            elif start is not None:  # a start waiting for players: each join wakes the loop
                for found_id in await store.due(conn, now, shards):
                    found = await store.load(conn, found_id)
                    if found.status is not TournamentStatus.SIGNUP:
                        continue
                    times.append(found.starts_at if len(found.players) >= MIN_PLAYERS
                                 else found.starts_at + SIGNUP_GRACE)
            for found in await store.running(conn, shards):
                if not found.is_arena or found.ends_at is None:
                    continue
                if found.ends_at > now:
                    times.append(found.ends_at)
                found = replace(found, players=await store.load_players(conn, found.id))
                pairings = await store.load_pairings(conn, found.id)
                free = self._arena_free(found, pairings, await self._arena_scores(
                    conn, found, pairings))
                wake = arena_wake_at(free, now)
                if wake is not None:
                    times.append(wake)
        return min(times, default=None)

    async def unposted(self, older_than: timedelta, shards: GuildFilter | None = None
                       ) -> list[TournamentUpdate]:
        """The running tournaments' games that have no board yet (its post failed, or the
        bot stopped before it), created more than ``older_than`` ago: one update per
        tournament with them as its new boards (bot.matches.board_clock: their clocks
        start with their boards)."""
        games = await self._matches.unposted_boards(older_than, shards=shards)
        waiting: dict[int, list[MatchSnapshot]] = defaultdict(list)
        for game in games:
            if game.tournament_id is not None:
                waiting[game.tournament_id].append(game)
        updates = []
        for tournament_id, boards in waiting.items():
            async with self._read(consistent=True) as conn:
                found = await store.load(conn, tournament_id)
            if found.status is TournamentStatus.RUNNING:
                updates.append(TournamentUpdate(found, tuple(boards), None, finished=False))
        return updates

    # ------------------------------------------------------------------ the passes
    async def _has_work(self, conn: AsyncConnection, found: TournamentSnapshot,
                        now: datetime) -> bool:
        """Whether a pass over ``found`` would change anything (read only)."""
        if found.status is TournamentStatus.SIGNUP:
            return found.starts_at <= now and (len(found.players) >= MIN_PLAYERS
                                               or now >= found.starts_at + SIGNUP_GRACE)
        if found.status is not TournamentStatus.RUNNING:
            return False
        pairings = await store.load_pairings(conn, found.id)
        playing = [p for p in pairings if not p.is_done]
        ids = [p.series_id for p in playing if p.series_id is not None]
        series = await series_store.of_ids(conn, ids)
        if any(not s.is_running for s in series.values()):
            return True  # a pairing to count
        if not found.is_arena:
            return all(p.is_done for p in pairings if p.round == found.current_round)
        if found.ends_at is not None and now >= found.ends_at:
            return not playing  # the end
        free = self._arena_free(found, pairings, await self._arena_scores(conn, found,
                                                                           pairings))
        return len(free) >= MIN_PLAYERS and bool(arena_pairs(free, now))

    async def _advance_one(self, tournament_id: int, now: datetime) -> TournamentUpdate | None:
        """One pass over a tournament: start it if due, count the pairings whose series
        ended, pair what can be paired, end it when it is over. None: nothing changed."""
        async with self._matches.transaction() as conn:
            found = await store.load(conn, tournament_id, for_update=True)
            started = False
            if found.status is TournamentStatus.SIGNUP:
                if found.starts_at > now:
                    return None
                if len(found.players) >= MIN_PLAYERS:
                    progress = await self._begin(conn, found, now)
                    started = True
                elif now >= found.starts_at + SIGNUP_GRACE:
                    cancelled = await store.save(conn, found, replace(
                        found, status=TournamentStatus.CANCELLED, finished_at=now))
                    progress = _Progress(cancelled, (), True)
                else:
                    return None
            elif found.status is TournamentStatus.RUNNING:
                progress = await self._progress(conn, found, now)
            else:
                return None
        if not progress.changed:
            return None
        return await self._update(progress, started=started)

    async def _update(self, progress: _Progress, started: bool = False) -> TournamentUpdate:
        for game in progress.new_matches:
            self._matches.remember(game)
        found = progress.tournament
        over = found.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)
        return TournamentUpdate(found, progress.new_matches, await self._view(found),
                                finished=over, started=started)

    async def _begin(self, conn: AsyncConnection, found: TournamentSnapshot, now: datetime
                     ) -> _Progress:
        """Start: round 1 (the arena's first wave)."""
        count = len(found.players)
        rounds = found.rounds
        if found.format == SWISS and rounds is None:
            rounds = swiss_rounds(count)
        elif found.format == ROUND_ROBIN:
            rounds = count - 1 if count % 2 == 0 else count
        running = await store.save(conn, found, replace(
            found, status=TournamentStatus.RUNNING, started_at=now, rounds=rounds,
            ends_at=(now + timedelta(minutes=found.minutes or DEFAULT_MINUTES)
                     if found.is_arena else None)))
        progress = await self._progress(conn, running, now)
        return replace(progress, changed=True)

    async def _progress(self, conn: AsyncConnection, found: TournamentSnapshot,
                        now: datetime) -> _Progress:
        """Count the pairings whose series ended; pair the next round (arena: the free
        players); end the tournament when it is over. Writes the tournament row (its
        version bumped) when anything changed."""
        before = found
        pairings = list(await store.load_pairings(conn, found.id))
        scores = await self._arena_scores(conn, found, pairings)
        changed = await self._count_ended(conn, found, pairings, now, scores)
        new: list[MatchSnapshot] = []
        if found.is_arena:
            found, started = await self._arena_wave(conn, found, pairings, now, scores)
            new.extend(started)
            playing = any(not p.is_done for p in pairings)
            if not playing and found.ends_at is not None and now >= found.ends_at:
                found = self._finished(found, now)
                changed = True
        else:
            while found.status is TournamentStatus.RUNNING and all(
                    p.is_done for p in pairings if p.round == found.current_round):
                if found.current_round >= (found.rounds or 0) or len(found.active_ids) < 2:
                    found = self._finished(found, now)
                    changed = True
                    break
                found, started = await self._next_round(conn, found, pairings, now)
                found = replace(found, players=await store.load_players(conn, found.id))
                new.extend(started)
                changed = True
        if new:
            changed = True
        if changed:
            found = await store.save(conn, before, found)
        return _Progress(found, tuple(new), changed)

    @staticmethod
    def _finished(found: TournamentSnapshot, now: datetime) -> TournamentSnapshot:
        return replace(found, status=TournamentStatus.FINISHED, finished_at=now)

    async def _count_ended(self, conn: AsyncConnection, found: TournamentSnapshot,
                           pairings: list[PairingSnapshot], now: datetime,
                           scores: dict[int, ArenaScore]) -> bool:
        """Count every playing pairing whose series is over (in ``pairings``, in place; the
        arena's ``scores`` too)."""
        playing = [p for p in pairings if not p.is_done and p.series_id is not None]
        if not playing:
            return False
        series = await series_store.of_ids(conn, [p.series_id for p in playing
                                                  if p.series_id is not None])
        ended = [p for p in playing if p.series_id in series
                 and not series[p.series_id].is_running]
        if not ended:
            return False
        by_series: dict[int, list[store.GameResult]] = defaultdict(list)
        for game in await store.game_results(conn, found.id,
                                             [p.series_id for p in ended if p.series_id]):
            by_series[game.series_id].append(game)
        changed = False
        for pairing in sorted(ended, key=lambda p: max(
                (g.finished_at or now for g in by_series[p.series_id or 0]), default=now)):
            assert pairing.series_id is not None
            a_games, b_games = tournament_rows.pairing_games(series[pairing.series_id],
                                        by_series[pairing.series_id], pairing)
            if found.is_arena:
                a_score = scores.get(pairing.a_id, ArenaScore())
                b_score = scores.get(pairing.b_id or 0, ArenaScore())
                a_points = float(a_score.after_games(a_games).points - a_score.points)
                b_points = float(b_score.after_games(b_games).points - b_score.points)
            else:
                a_points = series_points(found.format, sum(a_games), sum(b_games))
                b_points = series_points(found.format, sum(b_games), sum(a_games))
            done = await store.finish_pairing(conn, pairing, sum(a_games), sum(b_games),
                                              a_points, b_points, now)
            if done is not None:
                pairings[pairings.index(pairing)] = done
                changed = True
                if found.is_arena:
                    scores[pairing.a_id] = a_score.after_games(a_games)
                    if pairing.b_id is not None:
                        scores[pairing.b_id] = b_score.after_games(b_games)
        return changed

    async def _arena_scores(self, conn: AsyncConnection, found: TournamentSnapshot,
                            pairings: Sequence[PairingSnapshot]) -> dict[int, ArenaScore]:
        """Each player's arena score over the pairings done, in the order they ended."""
        done = sorted((p for p in pairings if p.is_done),
                      key=lambda p: (p.finished_at or p.started_at, p.id))
        if not found.is_arena or not done:
            return {}
        series = await series_store.of_ids(conn, [p.series_id for p in done
                                                  if p.series_id is not None])
        by_series: dict[int, list[store.GameResult]] = defaultdict(list)
        for game in await store.game_results(conn, found.id):
            by_series[game.series_id].append(game)
        scores: dict[int, ArenaScore] = defaultdict(ArenaScore)
        for pairing in done:
            if pairing.series_id is None or pairing.series_id not in series:
                continue
            a_games, b_games = tournament_rows.pairing_games(series[pairing.series_id],
                                        by_series[pairing.series_id], pairing)
            scores[pairing.a_id] = scores[pairing.a_id].after_games(a_games)
            if pairing.b_id is not None:
                scores[pairing.b_id] = scores[pairing.b_id].after_games(b_games)
        return dict(scores)

    @staticmethod
    def _arena_free(found: TournamentSnapshot, pairings: Sequence[PairingSnapshot],
                    scores: dict[int, ArenaScore]) -> list[ArenaEntry]:
        busy = {user for p in pairings if not p.is_done for user in (p.a_id, p.b_id)}
        last: dict[int, PairingSnapshot] = {}
        for pairing in sorted((p for p in pairings if p.is_done),
                              key=lambda p: (p.finished_at or p.started_at, p.id)):
            last[pairing.a_id] = pairing
            if pairing.b_id is not None:
                last[pairing.b_id] = pairing
        free = []
        for user in found.active_ids:
            if user in busy:
                continue
            previous = last.get(user)
            since = (previous.finished_at or previous.started_at) if previous else (
                found.started_at or found.created_at)
            opponent = None if previous is None else (
                previous.b_id if previous.a_id == user else previous.a_id)
            free.append(ArenaEntry(user, float(scores.get(user, ArenaScore()).points), since,
                                   opponent))
        return free

    async def _arena_wave(self, conn: AsyncConnection, found: TournamentSnapshot,
                          pairings: list[PairingSnapshot], now: datetime,
                          scores: dict[int, ArenaScore]
                          ) -> tuple[TournamentSnapshot, list[MatchSnapshot]]:
        """Pair the arena's free players (not after its end)."""
        if found.ends_at is not None and now >= found.ends_at:
            return found, []
        free = self._arena_free(found, pairings, scores)
        pairs = arena_pairs(free, now) if len(free) >= 2 else []
        if not pairs:
            return found, []
        found = replace(found, current_round=found.current_round + 1)
        started = []
        for a, b in pairs:
            pairing, game = await self._start_pairing(conn, found, found.current_round, a, b,
                                                      now)
            pairings.append(pairing)
            started.append(game)
        return found, started

    async def _next_round(self, conn: AsyncConnection, found: TournamentSnapshot,
                          pairings: list[PairingSnapshot], now: datetime
                          ) -> tuple[TournamentSnapshot, list[MatchSnapshot]]:
        """Pair round current_round + 1 (Swiss, round robin). Swiss with no pairing left
        without a repeat ends the tournament."""
        number = found.current_round + 1
        if found.format == ROUND_ROBIN:
            schedule = round_robin(found.player_ids)
            planned: list[tuple[int, int | None]] = list(schedule[number - 1])
        else:
            try:
                # A worker thread: a big round's matching takes up to a second (docs/
                # tournaments.md), and clicks on the event loop must not wait behind it.
                planned = list(await asyncio.to_thread(
                    swiss_round, self._swiss_entries(found, pairings),
                    tournament_rows.met(pairings), tournament_rows.byes(found)))
            except NoPairing:
                return self._finished(found, now), []
        found = replace(found, current_round=number)
        withdrawn = {p.user_id for p in found.players if p.withdrawn}
        started = []
        for a, b in planned:
            if b is None or a in withdrawn or b in withdrawn:
                pairing = await self._walkover(conn, found, number, a, b, withdrawn, now)
            else:
                pairing, game = await self._start_pairing(conn, found, number, a, b, now)
                started.append(game)
            pairings.append(pairing)
        return found, started

    @staticmethod
    def _swiss_entries(found: TournamentSnapshot, pairings: Sequence[PairingSnapshot]
                       ) -> list[SwissEntry]:
        points: dict[int, float] = defaultdict(float)
        first: dict[int, int] = defaultdict(int)
        second: dict[int, int] = defaultdict(int)
        for pairing in pairings:
            points[pairing.a_id] += pairing.a_points
            if pairing.b_id is not None:
                points[pairing.b_id] += pairing.b_points
                first[pairing.a_id] += 1
                second[pairing.b_id] += 1
        return [SwissEntry(p.user_id, points[p.user_id], p.rating, first[p.user_id],
                           second[p.user_id]) for p in found.players if not p.withdrawn]

    async def _walkover(self, conn: AsyncConnection, found: TournamentSnapshot, number: int,
                        a: int, b: int | None, withdrawn: set[int], now: datetime
                        ) -> PairingSnapshot:
        """A pairing with nothing to play: a bye (1 point), or a withdrawn player's games
        lost without being played."""
        a_wins = b_wins = 0
        if b is None:
            a_points, b_points = BYE_POINTS, 0.0
            await store.update_player(conn, found.id, a, bye_round=number)
        else:
            a_wins = 0 if a in withdrawn else GAMES_PER_PAIRING
            b_wins = 0 if b in withdrawn else GAMES_PER_PAIRING
            a_points = series_points(found.format, a_wins, GAMES_PER_PAIRING - a_wins)
            b_points = series_points(found.format, b_wins, GAMES_PER_PAIRING - b_wins)
        return await store.insert_pairing(conn, PairingSnapshot(
            id=NEW_ID, tournament_id=found.id, round=number, a_id=a, b_id=b, series_id=None,
            a_wins=a_wins, b_wins=b_wins, a_points=a_points, b_points=b_points,
            status=PairingStatus.DONE, started_at=now, finished_at=now))

    async def _start_pairing(self, conn: AsyncConnection, found: TournamentSnapshot,
                             number: int, a: int, b: int, now: datetime
                             ) -> tuple[PairingSnapshot, MatchSnapshot]:
        """A pairing's two-game series and its game 1 (``a`` moves first), active at once
        with the tournament's time per move."""
        state = rules.get_game(found.game).new_state(**found.options)
        series = await series_store.insert_series(conn, SeriesSnapshot(
            id=NEW_ID, guild_id=found.guild_id, channel_id=found.channel_id, game=found.game,
            best_of=GAMES_PER_PAIRING, first_id=a, second_id=b, first_wins=0, second_wins=0,
            status=SeriesStatus.RUNNING, winner_id=None, ended_by=None, version=1,
            created_at=now, finished_at=None))
        game = await match_store.insert_match(conn, MatchSnapshot(
            id=NEW_ID, guild_id=found.guild_id, channel_id=found.channel_id, message_id=None,
            game=found.game, options=found.options, challenger_id=a, opponent_id=b,
            player1_id=a, player2_id=b, bot_level=None, bot_user_id=None,
            status=MatchStatus.ACTIVE, state=state,
            deadline=None, winner_id=None,  # the clock starts with the board (board_clock)
            end_reason=None, version=1, created_at=now, updated_at=now,
            series_id=series.id, series_game=1, variant=found.variant,
            tournament_id=found.id, turn_seconds=found.turn_seconds))
        pairing = await store.insert_pairing(conn, PairingSnapshot(
            id=NEW_ID, tournament_id=found.id, round=number, a_id=a, b_id=b,
            series_id=series.id, a_wins=0, b_wins=0, a_points=0.0, b_points=0.0,
            status=PairingStatus.PLAYING, started_at=now, finished_at=None))
        return pairing, game

    # ------------------------------------------------------------------ reading
    async def standings(self, guild_id: int, channel_id: int,
                        tournament_id: int | None = None) -> StandingsView:
        """The table: of ``tournament_id``, else of the channel's tournament (or its latest
        one). Live while it runs; final after."""
        async with self._read(consistent=True) as conn:
            if tournament_id is not None:
                found = await self._of_guild(conn, guild_id, tournament_id)
            else:
                maybe = await store.in_channel(conn, guild_id, channel_id)
                if maybe is None:
                    raise NoSuchTournament(Text("tournament-no-tournament-here"))
                found = maybe
            return await self._view_on(conn, found)

    async def _view(self, found: TournamentSnapshot) -> StandingsView:
        async with self._read(consistent=True) as conn:
            found = await store.load(conn, found.id)
            return await self._view_on(conn, found)

    async def _view_on(self, conn: AsyncConnection, found: TournamentSnapshot
                       ) -> StandingsView:
        pairings = await store.load_pairings(conn, found.id)
        rows = standings(found.format, tournament_rows.entries(found),
                         tournament_rows.pairing_results(pairings))
        current = tuple(p for p in pairings if not p.is_done or (
            not found.is_arena and p.round == found.current_round))
        over = found.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)
        return StandingsView(found, tuple(rows), current, final=over)

    async def export_csv(self, guild_id: int, tournament_id: int) -> tuple[str, str]:
        """Every game (round, players, winner, how it ended), then the final table with its
        tiebreaks, as CSV text; with the file's name (after the tournament's)."""
        async with self._read(consistent=True) as conn:
            found = await self._of_guild(conn, guild_id, tournament_id)
            pairings = await store.load_pairings(conn, found.id)
            games = await store.games(conn, found.id)
            known = await members_store.names(conn, guild_id, found.player_ids)
        names = {user_id: name.display_name for user_id, name in known.items()}
        return (tournament_export.file_name(found),
                tournament_export.csv_text(found, pairings, games, names))

    # ------------------------------------------------------------------ players' settings
    async def notify(self, user_id: int, tournaments: bool) -> None:
        """/notify tournaments: whether tournaments DM the member a link to their boards."""
        async with self._matches.transaction() as conn:
            await store.set_notify(conn, user_id, tournaments)

    async def wants_dm(self, user_ids: Iterable[int]) -> set[int]:
        """Which of these members get a DM (everyone unless they turned it off)."""
        wanted = set(user_ids)
        async with self._read() as conn:
            return wanted - await store.no_dms(conn, wanted)
