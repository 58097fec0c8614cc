"""A game with its own clock (a tournament's time per move) starts it when its board is
visible, pure: no Discord, no database, no clock of its own.

Discord limits how fast a channel takes new messages (commonly 5 per 5 s), so a round's
boards appear one after the other over many seconds. A clock set when the pairing was
created would run for the last boards before anyone can see them (issue 30: with 10 s a
move, 6 of a 32-player round's 16 boards came after their time had run out). So such a game
is stored without a deadline; the poster sends the board stating ``sent_at + turn``, and
once Discord answered, the clock is stored:

* answered within ``CLOCK_SLACK`` of sending: the deadline the board states (its clock ran
  at most that long before the board was there, while Discord was taking it);
* answered later (held back by a rate limit, a slow network): ``answered_at + turn``, later
  than the board says, and the board is edited to say it (``restated``).

A game whose board could not be posted keeps no deadline: it cannot be lost on time until
its board is there (the poster tries again).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.core.snapshots import MatchSnapshot, MatchStatus

#: How long Discord may take to show a board whose stated deadline stands (the goal: no
#: clock runs more than a second before its board is visible).
CLOCK_SLACK = timedelta(seconds=1)
#: A board whose post failed is tried again this long after; a game this old without a
#: board (a failed post, a restart) is the deadline loop's to post.
BOARD_RETRY = timedelta(seconds=5)


def first_deadline(turn_time: timedelta | None, now: datetime, fallback: timedelta
                   ) -> datetime | None:
    """The first turn's deadline of a game that starts now without its board: none for a
    game with its own clock (it starts with the board), else ``now + fallback`` (the
    server's turn timeout, for which a board's few seconds don't matter)."""
    return None if turn_time is not None else now + fallback


def waits_for_board(match: MatchSnapshot) -> bool:
    """Whether posting ``match``'s board starts its clock: a running game with its own time
    per move whose first turn has no deadline yet."""
    return (match.status is MatchStatus.ACTIVE and match.turn_time is not None
            and match.deadline is None)


@dataclass(frozen=True, slots=True)
class ClockStart:
    """The deadline to store for a board's first turn; ``restated``: it differs from the
    one the board was sent with, which must be redrawn."""

    deadline: datetime
    restated: bool


def stated_deadline(turn_time: timedelta, sent_at: datetime) -> datetime:
    """The deadline a board sent at ``sent_at`` states."""
    return sent_at + turn_time


def clock_start(turn_time: timedelta, sent_at: datetime, answered_at: datetime) -> ClockStart:
    """The first turn's deadline once Discord answered the post sent at ``sent_at``."""
    if answered_at - sent_at <= CLOCK_SLACK:
        return ClockStart(stated_deadline(turn_time, sent_at), restated=False)
    return ClockStart(answered_at + turn_time, restated=True)
