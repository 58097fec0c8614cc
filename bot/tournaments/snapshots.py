"""Plain, immutable values of tournaments that the tournament service returns and the
cogs draw: a tournament and its players, a pairing, the standings, and an update (what the cogs
post after a change: new boards, DMs, the live table, the podium).

The tournament's standings rows are bot.tournaments.standings' ``Standing`` (the pure layer's).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from datetime import datetime
from typing import TYPE_CHECKING, Any

from bot.core.snapshots import MatchSnapshot
from db.enums import OPEN_TOURNAMENT_STATUSES, PairingStatus, TournamentStatus

if TYPE_CHECKING:
    from bot.tournaments.standings import Standing

__all__ = [
    "PAIRING_FIELDS",
    "PLAYER_FIELDS",
    "TOURNAMENT_FIELDS",
    "PairingSnapshot",
    "PairingStatus",
    "StandingsView",
    "TournamentPlayerSnapshot",
    "TournamentSnapshot",
    "TournamentStatus",
    "TournamentUpdate",
]


@dataclass(frozen=True, slots=True)
class TournamentPlayerSnapshot:
    """A signed-up player (a ``tournament_players`` row)."""

    tournament_id: int
    user_id: int
    rating: float  # their rating in the game when they joined
    joined_at: datetime
    withdrawn_at: datetime | None  # when they withdrew from the running tournament
    bye_round: int | None  # the round of their bye (Swiss, round robin)

    @classmethod
    def from_columns(cls, found: Mapping[Any, Any]) -> TournamentPlayerSnapshot:
        return cls(**{name: found[name] for name in PLAYER_FIELDS})

    @property
    def withdrawn(self) -> bool:
        return self.withdrawn_at is not None


PLAYER_FIELDS = tuple(f.name for f in fields(TournamentPlayerSnapshot))


@dataclass(frozen=True, slots=True)
class TournamentSnapshot:
    """One tournament as stored (its fields are the ``tournaments`` columns), with its players
    in the order they joined when the service read them (``players``; empty where it did not)."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    format: str  # arena, swiss, round-robin (bot.tournaments.formats.FORMATS)
    game: str  # rules slug
    options: dict[str, Any]  # the games' options (a variant's, if ``variant``)
    variant: str | None  # the server variant's name it is played as
    rounds: int | None  # Swiss and round robin; None for the arena
    minutes: int | None  # the arena's length; None otherwise
    turn_seconds: int  # time per move in its games
    starts_at: datetime  # when it starts by itself (unless the organiser starts it first)
    status: TournamentStatus
    organiser_id: int
    signup_message_id: int | None  # the message with Join / Leave (the live table later)
    current_round: int  # the round being played; 0 before the start
    started_at: datetime | None
    ends_at: datetime | None  # the arena's end
    version: int
    created_at: datetime
    finished_at: datetime | None
    players: tuple[TournamentPlayerSnapshot, ...] = ()

    @classmethod
    def from_columns(cls, found: Mapping[Any, Any],
                     players: tuple[TournamentPlayerSnapshot, ...] = ()
                     ) -> TournamentSnapshot:
        values = {name: found[name] for name in TOURNAMENT_FIELDS}
        values["status"] = TournamentStatus(values["status"])
        return cls(**values, players=players)

    @property
    def is_open(self) -> bool:
        """Signing up or running: it holds its channel."""
        return self.status in OPEN_TOURNAMENT_STATUSES

    @property
    def is_arena(self) -> bool:
        return self.format == "arena"

    @property
    def player_ids(self) -> tuple[int, ...]:
        return tuple(p.user_id for p in self.players)

    @property
    def active_ids(self) -> tuple[int, ...]:
        """Players who have not withdrawn."""
        return tuple(p.user_id for p in self.players if not p.withdrawn)


#: The fields of a tournament that are columns, in the order of the ``tournaments`` columns.
TOURNAMENT_FIELDS = tuple(f.name for f in fields(TournamentSnapshot) if f.name != "players")


@dataclass(frozen=True, slots=True)
class PairingSnapshot:
    """A pairing (a ``tournament_pairings`` row): ``b_id`` None is a bye."""

    id: int
    tournament_id: int
    round: int
    a_id: int
    b_id: int | None
    series_id: int | None
    a_wins: int
    b_wins: int
    a_points: float
    b_points: float
    status: PairingStatus
    started_at: datetime
    finished_at: datetime | None

    @classmethod
    def from_columns(cls, found: Mapping[Any, Any]) -> PairingSnapshot:
        values = {name: found[name] for name in PAIRING_FIELDS}
        values["status"] = PairingStatus(values["status"])
        return cls(**values)

    @property
    def is_done(self) -> bool:
        return self.status is PairingStatus.DONE

    def has(self, user_id: int) -> bool:
        return user_id in (self.a_id, self.b_id)


PAIRING_FIELDS = tuple(f.name for f in fields(PairingSnapshot))


@dataclass(frozen=True, slots=True)
class StandingsView:
    """The table of a tournament: its rows in rank order (live while it runs), and the
    pairings of the round being played (the arena: the series being played)."""

    tournament: TournamentSnapshot
    rows: tuple[Standing, ...]
    pairings: tuple[PairingSnapshot, ...]
    final: bool  # the tournament is over: this is its final table

    @property
    def podium(self) -> tuple[Standing, ...]:
        """The first three (fewer with fewer players)."""
        return self.rows[:3]


@dataclass(frozen=True, slots=True)
class TournamentUpdate:
    """What a change of a tournament gives the cogs to post: the boards of the games that
    started (each mentions its two players; a DM to those who want one), the table (the
    sign-up message edited into it), and whether it just ended (the podium and final table).
    ``started``: it started with this change (the sign-up message closes). ``ended``: the
    games this change ended off the board (a cancel voids them, a withdrawal resigns them),
    as they are now: their boards are redrawn (ended, no buttons)."""

    tournament: TournamentSnapshot
    new_matches: tuple[MatchSnapshot, ...]
    standings: StandingsView | None
    finished: bool
    started: bool = False
    ended: tuple[MatchSnapshot, ...] = ()
