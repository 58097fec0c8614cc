"""A value per server (its settings, its variants), kept for a while in this process.

Several bot processes may serve one database, so a copy is kept for at most ``ttl`` seconds:
a change made by another process is seen within that time, and a change made here drops this
process's copy at once (``forget``). Only the ``capacity`` most recently used servers are kept.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class PerServerCache(Generic[T]):
    """Server id -> value, each until ``ttl`` seconds after it was read."""

    def __init__(self, ttl: float, capacity: int,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self._ttl = ttl
        self._capacity = capacity
        self._monotonic = monotonic
        self._values: OrderedDict[int, tuple[float, T]] = OrderedDict()

    def now(self) -> float:
        """The time to pass to :meth:`put` for a value read from now on."""
        return self._monotonic()

    def get(self, guild_id: int) -> T | None:
        """The server's value while it is fresh, else None."""
        kept = self._values.get(guild_id)
        if kept is None or kept[0] <= self._monotonic():
            return None
        self._values.move_to_end(guild_id)
        return kept[1]

    def put(self, guild_id: int, value: T, read_at: float) -> None:
        """Keep ``value``, read at ``read_at`` (from :meth:`now`, taken before the read, so
        that a change made during the read is seen within ``ttl``)."""
        self._values[guild_id] = (read_at + self._ttl, value)
        self._values.move_to_end(guild_id)
        while len(self._values) > self._capacity:
            self._values.popitem(last=False)

    def forget(self, guild_id: int) -> None:
        """Drop this process's copy (the next read goes to the database)."""
        self._values.pop(guild_id, None)
