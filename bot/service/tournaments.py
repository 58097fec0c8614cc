"""TournamentService: tournaments (issue 22) from sign-up to podium, on the match service's
database. No Discord here: the cogs post what the returned TournamentUpdate says.

* **Formats** (bot.tournaments, pure): arena, Swiss, round robin. Every pairing plays a series
  of two games, first mover swapped (a ``series`` row with ``best_of`` 2, made with the series
  machinery: game 2 starts in the transaction that ends game 1). Tournament games are rated
  as ordinary games of their game; their matches carry ``tournament_id`` and their own time
  per move (``turn_seconds``).
* **One tournament per channel** that is signing up or running.
* **Start**: at ``starts_at`` (advance) or earlier by the organiser; with fewer than two
  players it is cancelled. Swiss rounds default to ceil(log2(players)) + 1 (at most 15, at
  most players - 1); round robin plays players - 1 rounds (players with an odd count).
* **Rounds** (Swiss, round robin): the next round is paired once every pairing of the round is
  done. Swiss with no pairing left without a repeat ends the tournament early.
* **Arena**: a player whose series ended is paired again at once with a free player of close
  score (bot.tournaments.pairing.arena_pairs); no new pairing after ``ends_at``; series still
  running finish and count; it is over when the last one ends.
* **Withdraw**: the player's running series is resigned (its unplayed games are lost) and
  they are paired no more; later round-robin games against them are won by the opponent.
* **Games end without abort**: a tournament game lost on time or resigned before both players
  moved is lost, not aborted (docs/rules.md, decision 13), so a no-show loses.
* **Restarts**: everything is in the database; ``advance`` catches up with what fell due
  while the bot was down, ``after_match`` is idempotent (a pairing counts once).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

from bot.service.match_store import GuildFilter
from bot.service.matches import MatchService, utc_now
from bot.service.snapshots import MatchSnapshot
from bot.service.tournament_snapshots import (
    StandingsView,
    TournamentSnapshot,
    TournamentUpdate,
)

__all__ = ["TournamentService"]


class TournamentService:
    """Tournaments on the database of ``matches`` (whose writes, games and series it uses)."""

    def __init__(self, engine: AsyncEngine, matches: MatchService,
                 clock: Callable[[], datetime] = utc_now,
                 rng: random.Random | None = None) -> None:
        self._engine = engine
        self._matches = matches
        self._clock = clock
        self._rng = rng or random.Random()

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
        raise NotImplementedError

    async def set_signup_message(self, tournament_id: int, message_id: int
                                 ) -> TournamentSnapshot:
        """Where the sign-up message lives (edited into the live table later)."""
        raise NotImplementedError

    async def join(self, guild_id: int, tournament_id: int, user_id: int
                   ) -> TournamentSnapshot:
        """Sign up (Join); refused once it started, or twice."""
        raise NotImplementedError

    async def leave(self, guild_id: int, tournament_id: int, user_id: int
                    ) -> TournamentSnapshot:
        """Take a sign-up back (Leave); during the tournament, /tournament withdraw."""
        raise NotImplementedError

    async def get(self, guild_id: int, tournament_id: int) -> TournamentSnapshot:
        """A tournament of this server, with its players (NoSuchTournament otherwise)."""
        raise NotImplementedError

    async def in_channel(self, guild_id: int, channel_id: int) -> TournamentSnapshot | None:
        """The channel's tournament that is signing up or running, with its players."""
        raise NotImplementedError

    async def recent(self, guild_id: int, limit: int = 25) -> tuple[TournamentSnapshot, ...]:
        """The server's tournaments, newest first (for the ``tournament`` option)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ running
    async def start(self, guild_id: int, channel_id: int, user_id: int,
                    moderator: bool = False) -> TournamentUpdate:
        """The organiser (or a moderator: ``moderator``) starts the channel's tournament now:
        the first round's (the arena's first) games."""
        raise NotImplementedError

    async def cancel(self, guild_id: int, channel_id: int, user_id: int,
                     moderator: bool = False) -> TournamentUpdate:
        """The organiser (or a moderator) calls the channel's tournament off: its running
        games are voided (they no longer count)."""
        raise NotImplementedError

    async def withdraw(self, guild_id: int, channel_id: int, user_id: int
                       ) -> TournamentUpdate:
        """A player leaves the running tournament: their running series is resigned (its
        unplayed games are lost) and they are paired no more."""
        raise NotImplementedError

    async def after_match(self, match: MatchSnapshot) -> TournamentUpdate | None:
        """A game ended (the cogs call it wherever one can end; any match may be given).
        When its pairing's series is over: the pairing counts, and the next round (the
        arena: the free players) is paired, or the tournament ends. None: nothing to post
        (not a tournament game, its series goes on, or it was counted already)."""
        raise NotImplementedError

    async def advance(self, now: datetime | None = None, shards: GuildFilter | None = None
                      ) -> list[TournamentUpdate]:
        """Due work: tournaments to start (at ``starts_at``), arena players waiting for a
        rematch, arenas that ended, and anything left over by a restart. ``shards``: only
        this process's servers."""
        raise NotImplementedError

    async def next_due(self, shards: GuildFilter | None = None) -> datetime | None:
        """When ``advance`` next has something to do (None: nothing scheduled)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ reading
    async def standings(self, guild_id: int, channel_id: int,
                        tournament_id: int | None = None) -> StandingsView:
        """The table: of ``tournament_id``, else of the channel's tournament (or its latest
        one). Live while it runs; final after."""
        raise NotImplementedError

    async def export_csv(self, guild_id: int, tournament_id: int) -> str:
        """Every game (round, players, winner, how it ended), then the final table with its
        tiebreaks, as CSV text."""
        raise NotImplementedError

    # ------------------------------------------------------------------ players' settings
    async def notify(self, user_id: int, tournaments: bool) -> None:
        """/notify tournaments: whether tournaments DM the member a link to their boards."""
        raise NotImplementedError

    async def wants_dm(self, user_ids: Iterable[int]) -> set[int]:
        """Which of these members get a DM (everyone unless they turned it off)."""
        raise NotImplementedError
