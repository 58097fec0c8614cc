"""Boards this process is posting: answered, but their message id not yet stored.

A board is visible (and clickable) a moment before the bot records its message id. A move
made by command in that moment must not post a second board: it waits for the poster, which
then redraws the board with every move made meanwhile. Nothing here is Discord-specific; the
bot owns one registry and the cogs use it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator

#: How long a move made by command waits for its board's poster.
BOARD_POST_WAIT_SECONDS = 10.0


class BoardsInFlight:
    """Match ids whose board is being posted, each with an event set once it is recorded."""

    def __init__(self) -> None:
        self._posted: dict[int, asyncio.Event] = {}

    @contextlib.contextmanager
    def posting(self, *match_ids: int) -> Iterator[None]:
        """While the boards of ``match_ids`` are on their way (a tournament round's, queued
        behind one another). Nested for one of them (its own post), the inner block ends
        its wait: once that board is recorded, not when the whole round is."""
        events = {m: self._posted.setdefault(m, asyncio.Event()) for m in match_ids}
        try:
            yield
        finally:
            for match_id, event in events.items():
                event.set()
                if self._posted.get(match_id) is event:
                    del self._posted[match_id]

    def is_posting(self, match_id: int) -> bool:
        """Whether this process is posting the board of ``match_id`` (or has it queued)."""
        return match_id in self._posted

    async def wait(self, match_id: int) -> None:
        """Until the board of ``match_id`` (if this process is posting it) is recorded."""
        event = self._posted.get(match_id)
        if event is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(BOARD_POST_WAIT_SECONDS):
                    await event.wait()
