"""ChannelPacer: a post that starts a clock waits, before it is sent, until the channel can
take a new message, as Discord's rate-limit headers said.

Discord limits new messages per channel (commonly 5 per 5 s) and says so on every answer
(``X-RateLimit-Remaining``, ``X-RateLimit-Reset-After``: Discord's "Rate Limits" page, which
asks apps to pace themselves by them rather than by numbers written in the code). discord.py
paces itself by the same headers, but inside ``send``: a board handed to it may wait there
for seconds, after its deadline was worked out. A tournament board states its deadline
(bot.matches.board_clock), so it waits here instead, and its deadline is taken once nothing
holds it back: its time starts when it is sent.

The bot's HTTP answers reach :meth:`ChannelPacer.observe_answer` (bot.process.rate_headers
feeds it from discord.py's public ``http_trace``); only message creation in a channel is
tracked. Posts waiting for one channel go one at a time, in order; each channel's entry is
dropped once its window has passed and nobody waits. No discord, no database.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass

#: A new message in a channel: ``POST .../channels/{channel_id}/messages``.
MESSAGE_CREATE = re.compile(r"/channels/(\d+)/messages$")
#: Waited beyond the window Discord gave, for the clocks of the two sides to disagree a bit.
MARGIN_SECONDS = 0.05


@dataclass
class _Bucket:
    remaining: int
    reset_at: float  # on the pacer's clock


class ChannelPacer:
    """Per channel: how many new messages Discord still takes, and until when."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 margin: float = MARGIN_SECONDS) -> None:
        self._clock, self._margin = clock, margin
        self._buckets: dict[int, _Bucket] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}  # per channel: the turns holding or awaiting its lock

    def observe(self, channel_id: int, remaining: int, reset_after: float) -> None:
        """What Discord said after a new message in ``channel_id``."""
        now = self._clock()
        self._buckets[channel_id] = _Bucket(remaining, now + max(0.0, reset_after))
        if len(self._buckets) > 1024:  # forget the windows that are over
            for key in [k for k, b in self._buckets.items() if b.reset_at <= now]:
                del self._buckets[key]

    def observe_answer(self, method: str, path: str, headers: Mapping[str, str]) -> None:
        """An HTTP answer of Discord's: kept if it is a channel's new message with the
        rate-limit headers."""
        if method.upper() != "POST":
            return
        found = MESSAGE_CREATE.search(path)
        remaining = headers.get("X-RateLimit-Remaining")
        reset_after = headers.get("X-RateLimit-Reset-After")
        if found is None or remaining is None or reset_after is None:
            return
        try:
            self.observe(int(found[1]), int(remaining), float(reset_after))
        except ValueError:  # a header we can't read: discord.py still paces the post
            return

    def wait_needed(self, channel_id: int) -> float:
        """Seconds until ``channel_id`` takes a new message (0: now)."""
        bucket = self._buckets.get(channel_id)
        if bucket is None or bucket.remaining > 0:
            return 0.0
        return max(0.0, bucket.reset_at + self._margin - self._clock())

    @contextlib.asynccontextmanager
    async def turn(self, channel_id: int) -> AsyncIterator[None]:
        """``async with pacer.turn(channel):`` around one post: entered once the channel
        takes it without waiting (after the posts queued before it), left once it is sent."""
        lock = self._locks.setdefault(channel_id, asyncio.Lock())
        self._users[channel_id] = self._users.get(channel_id, 0) + 1
        try:
            async with lock:
                while (delay := self.wait_needed(channel_id)) > 0:  # noqa: ASYNC110 - a time, not an event
                    await asyncio.sleep(delay)
                bucket = self._buckets.get(channel_id)
                if bucket is not None:
                    if bucket.reset_at <= self._clock():
                        del self._buckets[channel_id]  # a new window: Discord's answer says
                    else:
                        bucket.remaining -= 1  # until the answer's headers say exactly
                yield
        finally:
            self._users[channel_id] -= 1
            if not self._users[channel_id]:  # nobody holds or waits for it
                del self._users[channel_id], self._locks[channel_id]
