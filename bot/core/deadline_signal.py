"""DeadlineSignal: wakes the deadline loop early when a deadline sooner than the one it sleeps
until is written (a tournament game's turn of 10 s while the loop sleeps for 30), so a turn
ends within a second of its deadline. No Discord; asyncio only.

The loop calls :meth:`begin` before it reads the next deadline, then :meth:`sleep_until`;
the soonest deadline noted in between shortens that sleep to it, and one noted while it
sleeps that is sooner than its wake-up time ends the sleep, so no write is missed between the
read and the sleep, and a busy server's moves (later deadlines) cause no extra pass.
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime


class DeadlineSignal:
    def __init__(self) -> None:
        self._event = asyncio.Event()
        self._until: datetime | None = None  # when the loop wakes; None: during a pass
        self._soonest: datetime | None = None  # the soonest deadline noted during the pass

    def note(self, deadline: datetime | None) -> None:
        """A deadline was written: wake the loop if it sleeps past it."""
        if deadline is None:
            return
        if self._until is None:
            if self._soonest is None or deadline < self._soonest:
                self._soonest = deadline
        elif deadline < self._until:
            self._event.set()

    def begin(self) -> None:
        """A pass starts: deadlines written from now on are seen by this pass's read or
        shorten the sleep after it."""
        self._until = self._soonest = None
        self._event.clear()

    async def sleep_until(self, until: datetime, now: datetime) -> None:
        """Sleep until ``until`` (``now``: the clock's time) or the soonest deadline noted
        since :meth:`begin`, whichever comes first, or until a sooner deadline is noted."""
        if self._soonest is not None:
            until = min(until, self._soonest)
        self._until = until
        try:
            seconds = max(0.0, (until - now).total_seconds())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._event.wait(), timeout=seconds)
        finally:
            self._until = None
