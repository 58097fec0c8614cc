"""Plain, immutable values the match service returns. No ORM objects leak past the service.

``MatchStatus``, ``EndReason`` and ``OPEN_STATUSES`` are db.enums', re-exported here: the
database's CHECK constraints and the service spell them in one place.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, fields
from datetime import datetime, timedelta
from typing import Any

from db.enums import OPEN_STATUSES, EndReason, MatchStatus, SeriesStatus
from rules import Game, Move, State, get_game

__all__ = [
    "MATCH_FIELDS",
    "OPEN_SEAT",
    "OPEN_STATUSES",
    "EndReason",
    "GameStats",
    "LeaderboardPage",
    "LeaderboardRow",
    "MatchSnapshot",
    "MatchStatus",
    "PlayerStats",
    "RunningPage",
    "SeriesSnapshot",
    "SeriesStatus",
    "both_moved",
    "fixed_winner",
    "state_from_db",
]


def fixed_winner(game: str, options: dict[str, Any]) -> int | None:
    """Who the rules make win a game of ``game`` with these options from its start, whatever
    anyone plays (rules' Game.fixed_winner), or None. Remembered per game and options."""
    return _fixed_winner(game, tuple(sorted(options.items())))


@functools.lru_cache(maxsize=4096)
def _fixed_winner(game: str, options: tuple[tuple[str, Any], ...]) -> int | None:
    rules_game = get_game(game)
    return rules_game.fixed_winner(rules_game.new_state(**dict(options)))


def state_from_db(data: dict[str, Any]) -> State:
    """A State from our own stored ``State.to_json()``, without replaying it.

    ``rules.state_from_json`` replays every move to validate untrusted data (about half a
    millisecond for a long game); rows written by this service are trusted on the hot path,
    and ``verify()`` replays them all when asked.
    """
    options = data["options"]
    return State(
        game=data["game"],
        size=options["size"],
        options=tuple(sorted(options.items())),
        history=tuple(Move(p, n) for p, n in data["history"]),
        to_move=data["to_move"],
        winner=data["winner"],
    )


def both_moved(state: State) -> bool:
    """Whether each player has played a number (a pass is not a move of one's own)."""
    return {move.player for move in state.history if move.number is not None} == {0, 1}


#: The opponent of an open challenge (``/challenge`` without an opponent) until someone
#: accepts it: no Discord id is 0, so the seat reads as nobody's. It stands in
#: ``opponent_id`` and in the player column of the seat the acceptor takes; accepting writes
#: the acceptor's id there (bot.matches.lifecycle.join), so a match that started, and every
#: result, names two real members (docs/rules.md, decision 22).
OPEN_SEAT = 0
#: The ``guild_id`` of every match played outside a server the bot is in: a DM or group DM
#: between users, a server without the bot (a user install), the DM with the bot. No server
#: has id 0; the channel id (a snowflake, unique everywhere) tells the places apart. Such a
#: match is unrated, counts in no leaderboard and has no deadline loop (docs/rules.md,
#: decision 25).
OUTSIDE_SERVER = 0


@dataclass(frozen=True, slots=True)
class MatchSnapshot:
    """One match as stored: the one value of a match that the store reads and writes, the
    service decides on and the cogs draw. Its fields are the ``matches`` columns (db.models,
    the schema; tests/matches/test_store.py checks they agree), except that ``state`` is a
    rules.State and the ``to_move`` column is ``state.to_move``.

    Frozen: an action never changes a match, it decides a changed copy
    (``dataclasses.replace``), and the store writes the columns in which the copy differs.
    """

    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    game: str  # rules slug
    options: dict[str, Any]  # what new_state was called with (size, reach, start); never mutated
    challenger_id: int
    opponent_id: int
    player1_id: int  # Player 1 moves first
    player2_id: int
    bot_level: str | None  # "easy" / "normal" / "perfect" when one player is the bot, else None
    bot_user_id: int | None  # the bot's id when it plays in this match
    status: MatchStatus
    state: State
    deadline: datetime | None  # end of the current phase (challenge or turn), timezone-aware UTC
    winner_id: int | None
    end_reason: EndReason | None
    version: int  # bumps on every write; optimistic-concurrency token
    created_at: datetime
    updated_at: datetime
    rematch_of: int | None = None
    finished_at: datetime | None = None  # when it ended (finished or voided)
    voided_by: int | None = None  # the moderator who voided it (/void), else None
    voided_at: datetime | None = None
    rated: bool | None = None  # a finished game between two people: counted for ratings?
    ended_by: int | None = None  # who resigned or ran out of time (an aborted match too)
    series_id: int | None = None  # a game of a best-of-N series (series.id), else None
    series_game: int | None = None  # its number in the series (1, 2, ...)
    variant: str | None = None  # the server variant's name it was challenged as
    tournament_id: int | None = None  # a tournament game: its tournament, else None
    turn_seconds: int | None = None  # time per move (a tournament's); None: the server's
    turn_ping_message_id: int | None = None  # the your-turn message posted for it
    reminded_at: datetime | None = None  # the current turn's reminder was sent then
    outside_guild_id: int | None = None  # outside a server of the bot's: the server it is in

    @property
    def link_guild_id(self) -> int:
        """The server in its board's link: its own, the one without the bot it is played
        in, or 0 (a DM or group DM: ``@me``)."""
        return self.outside_guild_id or self.guild_id

    @property
    def turn_time(self) -> timedelta | None:
        """This match's own time per move (a tournament game's), or None: the server's."""
        return None if self.turn_seconds is None else timedelta(seconds=self.turn_seconds)

    @classmethod
    def from_columns(cls, found: Mapping[Any, Any], state: State | None = None
                     ) -> MatchSnapshot:
        """The match a ``matches`` row holds, from the row's mapping. ``state``: the State the
        caller already holds for it (after a write), instead of the stored JSON's."""
        values = {name: found[name] for name in MATCH_FIELDS}
        values["status"] = MatchStatus(values["status"])
        if values["end_reason"] is not None:
            values["end_reason"] = EndReason(values["end_reason"])
        values["state"] = state_from_db(values["state"]) if state is None else state
        return cls(**values)

    @property
    def outside(self) -> bool:
        """Played outside a server the bot is in (``OUTSIDE_SERVER``)."""
        return self.guild_id == OUTSIDE_SERVER

    @property
    def player_ids(self) -> tuple[int, int]:
        """(Player 1, Player 2)."""
        return (self.player1_id, self.player2_id)

    @property
    def rules_game(self) -> Game:
        return get_game(self.game)

    @property
    def fixed_winner(self) -> int | None:
        """The player (0 = Player 1) the rules make win from the start whatever anyone
        plays, or None. Such a game is for fun: no rating, no record (bot.standings.results)."""
        return fixed_winner(self.game, self.options)

    @property
    def for_fun(self) -> bool:
        """Fixed by the rules and not counted (a row marked rated counts)."""
        return self.fixed_winner is not None and self.rated is not True

    @property
    def is_open_challenge(self) -> bool:
        """A challenge to anyone in the channel, or one that ended with nobody accepting."""
        return self.opponent_id == OPEN_SEAT

    @property
    def is_aborted(self) -> bool:
        return self.status is MatchStatus.ABORTED

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES

    @property
    def is_voided(self) -> bool:
        return self.voided_by is not None

    @property
    def to_move_id(self) -> int | None:
        """The Discord id of whoever must move now, or None unless the match is active."""
        if self.status is not MatchStatus.ACTIVE:
            return None
        return self.player_ids[self.state.to_move]

    @property
    def loser_id(self) -> int | None:
        if self.winner_id is None:
            return None
        a, b = self.player_ids
        return b if self.winner_id == a else a


@dataclass(frozen=True, slots=True)
class RunningPage:
    """One page of a server's running matches (/games): the asking member's own first."""

    guild_id: int
    user_id: int  # who asked: their matches come first
    matches: tuple[MatchSnapshot, ...]
    page: int  # 1-based, within 1..pages
    pages: int  # at least 1
    total: int  # running matches on the server


#: The fields of a match, in the order of the ``matches`` columns.
MATCH_FIELDS = tuple(f.name for f in fields(MatchSnapshot))


@dataclass(frozen=True, slots=True)
class SeriesSnapshot:
    """One best-of-N series as stored (docs/rules.md, decision 12): its fields are the
    ``series`` columns. ``first_id`` moves first in game 1 and every odd game."""

    id: int
    guild_id: int
    channel_id: int
    game: str
    best_of: int  # 3, 5 or 7; 2 for a tournament pairing (a single game has no series)
    first_id: int
    second_id: int
    first_wins: int  # the games that count (recomputed after a /void)
    second_wins: int
    status: SeriesStatus
    winner_id: int | None
    ended_by: int | None  # who resigned the series
    version: int
    created_at: datetime
    finished_at: datetime | None

    @classmethod
    def from_columns(cls, found: Mapping[Any, Any]) -> SeriesSnapshot:
        values = {name: found[name] for name in SERIES_FIELDS}
        values["status"] = SeriesStatus(values["status"])
        return cls(**values)

    @property
    def player_ids(self) -> tuple[int, int]:
        return (self.first_id, self.second_id)

    @property
    def wins(self) -> tuple[int, int]:
        return (self.first_wins, self.second_wins)

    @property
    def is_running(self) -> bool:
        return self.status is SeriesStatus.RUNNING

    @property
    def needed(self) -> int:
        """Games to win: more than half of ``best_of``."""
        return self.best_of // 2 + 1


#: The fields of a series, in the order of the ``series`` columns.
SERIES_FIELDS = tuple(f.name for f in fields(SeriesSnapshot))


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    rank: int
    user_id: int
    rating: float  # display rating (openskill ordinal scaled), rounded by the renderer
    wins: int
    losses: int
    streak: int  # > 0 wins in a row, < 0 losses in a row


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    guild_id: int
    game: str | None  # None = all games
    page: int  # 1-based
    pages: int  # at least 1
    rows: tuple[LeaderboardRow, ...]
    season: int = 1
    final: bool = False  # a past season's table (it no longer changes, except by /void)


@dataclass(frozen=True, slots=True)
class GameStats:
    game: str | None  # None = all games
    rating: float
    wins: int
    losses: int
    streak: int
    rank: int | None


@dataclass(frozen=True, slots=True)
class PlayerStats:
    guild_id: int
    user_id: int
    per_game: tuple[GameStats, ...]  # only games the player has rated results in
    overall: GameStats | None
    vs_bot_wins: int
    vs_bot_losses: int
    season: int = 1  # the season of per_game and overall (the current one)
    all_time_wins: int = 0  # every season, every game, against people
    all_time_losses: int = 0
    series_won: int = 0  # best-of-N series against people, every season (decision 12)
    series_lost: int = 0
