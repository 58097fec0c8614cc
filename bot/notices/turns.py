"""When a member is told it is their move, and where; pure: no Discord, no database.

On Discord an edited message, or a mention inside an embed, notifies no one, so a move that only
redraws the board leaves the next player uninformed. A member to move who has not touched the
match for ``idle`` is told (``TurnPings.wants_ping``); while both players click back and forth
nobody is pinged. Where: the member's own choice (/notify turns), else the server's
(/config notify-turns), else the channel.

A turn of an hour or more also gets one reminder when a quarter of its time is left
(``reminder_due``); the match's ``reminded_at`` says whether this turn already had it.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import datetime, timedelta
from enum import StrEnum


class NoticeChoice(StrEnum):
    """Where a member's turn notices go."""

    CHANNEL = "channel"  # a message in the match's channel mentioning them (the default)
    DM = "dm"
    OFF = "off"


DEFAULT_CHOICE = NoticeChoice.CHANNEL
#: The shortest turn that gets a reminder before its time runs out.
REMINDER_MIN_TURN = timedelta(hours=1)
#: The reminder comes when this share of the turn's time is left.
REMINDER_SHARE = 0.25


def parse_choice(value: str | None) -> NoticeChoice | None:
    """A stored or typed choice; None for nothing set (or a value no longer known)."""
    try:
        return None if value is None else NoticeChoice(value)
    except ValueError:
        return None


def choose(member: str | None, server: str | None) -> NoticeChoice:
    """Where a member's notices go: their own choice, else the server's, else the channel."""
    return parse_choice(member) or parse_choice(server) or DEFAULT_CHOICE


def reminder_due(deadline: datetime | None, turn: timedelta, now: datetime,
                 reminded_at: datetime | None) -> bool:
    """Whether the turn ending at ``deadline`` (``turn`` long) is due its one reminder now:
    a turn of an hour or more, with a quarter of its time or less left, not yet reminded
    (a reminder sent before this turn began was the previous turn's)."""
    if deadline is None or turn < REMINDER_MIN_TURN or now >= deadline:
        return False
    if deadline - now > turn * REMINDER_SHARE:
        return False
    return reminded_at is None or reminded_at < deadline - turn


class RecentPlayers:
    """Who touched which match lately (a move, a click on its board), in this process: a
    member who did within ``idle`` is at the board and needs no ping. Forgotten after
    ``idle`` (and at a restart: then the next player is pinged, which errs on telling)."""

    def __init__(self, idle: timedelta) -> None:
        self.idle = idle
        self._seen: OrderedDict[tuple[int, int], datetime] = OrderedDict()

    def note(self, match_id: int, user_id: int, now: datetime) -> None:
        key = (match_id, user_id)
        self._seen.pop(key, None)
        self._seen[key] = now
        self._forget_before(now - self.idle)

    def is_idle(self, match_id: int, user_id: int, now: datetime) -> bool:
        """Whether the member has not touched the match within ``idle`` of ``now``."""
        seen = self._seen.get((match_id, user_id))
        return seen is None or now - seen >= self.idle

    def _forget_before(self, cutoff: datetime) -> None:
        while self._seen:
            key, seen = next(iter(self._seen.items()))
            if seen >= cutoff:
                return
            del self._seen[key]

    def __len__(self) -> int:
        return len(self._seen)
