"""The one clock of the local Discord API stand-in (NOT Discord), which tests can move.

Every time the stand-in reasons about (a snowflake's timestamp and so a message's age, a
message's ``timestamp``, the 3 s first-response deadline, the 15 min interaction token, the
rate-limit windows and the invalid-request window) is read here: real time plus an offset
that ``advance(seconds)`` grows. Moving it does not make anything wait: it makes what was
created before look older (a board posted "2 hours ago" can no longer be edited freely,
an interaction token from "16 minutes ago" is refused).

The bot under test keeps its own clock: only the stand-in's view of time moves.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime


class StandInClock:
    """``now()`` (epoch seconds), ``monotonic()``, ``iso()``; ``advance(seconds)``."""

    def __init__(self) -> None:
        self.offset = 0.0

    def advance(self, seconds: float) -> float:
        """Move the stand-in's time forward (never back: windows and ids stay ordered);
        returns the total offset."""
        if seconds < 0:
            raise ValueError("the stand-in's clock only moves forward")
        self.offset += seconds
        return self.offset

    def now(self) -> float:
        """Seconds since the Unix epoch, as the stand-in sees them."""
        return time.time() + self.offset

    def monotonic(self) -> float:
        """For durations (deadlines, windows): real monotonic time plus the offset."""
        return time.monotonic() + self.offset

    def iso(self) -> str:
        """``now()`` as Discord writes timestamps (ISO 8601, UTC)."""
        return datetime.fromtimestamp(self.now(), UTC).isoformat()
