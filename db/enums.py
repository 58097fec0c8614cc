"""The values a match's ``status`` and ``end_reason`` columns may hold: one spelling for the
database (db.models builds its CHECK constraints from these) and for the service
(bot.core.snapshots re-exports them).

Adding or renaming a member changes the CHECK constraints the models describe, so it needs a
migration; tests/db checks that the models' constraints equal the migrated schema's.
"""

from __future__ import annotations

import enum


class MatchStatus(enum.StrEnum):
    PENDING = "pending"
    ACTIVE = "active"
    FINISHED = "finished"
    DECLINED = "declined"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    # Ended by a resignation or a timeout before both players had moved: no winner, no
    # record (docs/rules.md, decision 7). The end reason says which.
    ABORTED = "aborted"


class EndReason(enum.StrEnum):
    # The loser had no move (in Number Capture: the winner took the last number).
    NORMAL = "normal"
    RESIGNATION = "resignation"
    TIMEOUT = "timeout"


class SeriesStatus(enum.StrEnum):
    """A best-of-N series (docs/rules.md, decision 12)."""

    RUNNING = "running"
    # Decided: ``winner_id`` won more than half the games, or the other player resigned it.
    FINISHED = "finished"
    # Ended with no winner: its first challenge was not accepted, or it was abandoned.
    UNFINISHED = "unfinished"


class TournamentStatus(enum.StrEnum):
    """A tournament: taking sign-ups, being played, over, or called off."""

    SIGNUP = "signup"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class PairingStatus(enum.StrEnum):
    """A tournament pairing's two-game series: being played, or counted."""

    PLAYING = "playing"
    DONE = "done"


#: A tournament that holds its channel (one per channel).
OPEN_TOURNAMENT_STATUSES = frozenset({TournamentStatus.SIGNUP, TournamentStatus.RUNNING})


#: A pending challenge or an active match: what the one-open-match rule and deadlines see.
OPEN_STATUSES = frozenset({MatchStatus.PENDING, MatchStatus.ACTIVE})


def one_of(column: str, values: type[enum.StrEnum]) -> str:
    """SQL that holds when ``column`` is one of the enum's values, in declaration order:
    ``status IN ('pending', 'active', ...)``."""
    quoted = ("'" + member.value.replace("'", "''") + "'" for member in values)
    return f"{column} IN ({', '.join(quoted)})"
