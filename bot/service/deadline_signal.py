"""DeadlineSignal: wakes the deadline loop early when a deadline sooner than the one it sleeps
until is written (a tournament game's turn of 10 s while the loop sleeps for 30), so a turn
ends within a second of its deadline. No Discord; asyncio only.

The loop calls :meth:`begin` before it reads the next deadline, then :meth:`sleep_until`;
a deadline noted in between (or while it sleeps) that is sooner than its wake-up time ends
the sleep at once, so no write is missed between the read and the sleep.
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime


class DeadlineSignal:
    def __init__(self) -> None:
        self._event = asyncio.Event()
        self._until: datetime | None = None  # None: not asleep, every deadline wakes it

    def note(self, deadline: datetime | None) -> None:
        """A deadline was written: wake the loop if it sleeps past it."""
        if deadline is not None and (self._until is None or deadline < self._until):
            self._event.set()

    def begin(self) -> None:
        """A pass starts: deadlines written from now on are seen by this pass's read or
        wake the sleep after it."""
        self._until = None
        self._event.clear()

    async def sleep_until(self, until: datetime, now: datetime) -> None:
        """Sleep until ``until`` (``now``: the clock's time), or until a sooner deadline is
        noted (or was, since :meth:`begin`)."""
        self._until = until
        try:
            seconds = max(0.0, (until - now).total_seconds())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._event.wait(), timeout=seconds)
        finally:
            self._until = None
