"""What each interaction says about its member: the name Discord shows for them in that
server, and their Discord language. No discord here.

The name is kept per server (``members``: the tournament export and the public pages name
players by it, unless they hide it with /privacy); the language per member
(``player_settings.locale``: their DMs are said in it). Noting is on the path of every
interaction, so it only compares with what this process knows and, when something changed,
queues it: one task writes the queued rows together, off the interaction's path.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Generic, TypeVar

from sqlalchemy.ext.asyncio import AsyncConnection

from bot.members import store

log = logging.getLogger(__name__)

#: Names and languages kept in memory (least recently used leave first).
CAPACITY = 50_000

Connect = Callable[[], contextlib.AbstractAsyncContextManager[AsyncConnection]]
K = TypeVar("K")
V = TypeVar("V")


class _Recent(Generic[K, V]):
    """A bounded map: key -> the last value noted."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
        return found

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self._capacity:
            self._items.popitem(last=False)

    def forget(self, keys: Iterable[K]) -> None:
        for key in keys:
            self._items.pop(key, None)


class MembersSeen:
    """The members' names per server and their languages, as interactions bring them."""

    def __init__(self, read: Connect, write: Connect, *, clock: Callable[[], datetime],
                 capacity: int = CAPACITY) -> None:
        self._read, self._write, self._clock = read, write, clock
        self._names: _Recent[tuple[int, int], str] = _Recent(capacity)
        self._locales: _Recent[int, str] = _Recent(capacity)
        self._queued_names: dict[tuple[int, int], str] = {}
        self._queued_locales: dict[int, str] = {}
        self._writer: asyncio.Task[None] | None = None

    def seen(self, guild_id: int | None, user_id: int, display_name: str | None,
             locale: str | None) -> None:
        """An interaction from ``user_id`` (in ``guild_id``, None in a DM)."""
        if guild_id is not None and display_name:
            key = (guild_id, user_id)
            if self._names.get(key) != display_name:
                self._names.put(key, display_name)
                self._queued_names[key] = display_name
        if locale and self._locales.get(user_id) != locale:
            self._locales.put(user_id, locale)
            self._queued_locales[user_id] = locale
        if (self._queued_names or self._queued_locales) and (
                self._writer is None or self._writer.done()):
            self._writer = asyncio.get_running_loop().create_task(self._write_queued())

    @property
    def queued(self) -> int:
        """Names and languages waiting for their write."""
        return len(self._queued_names) + len(self._queued_locales)

    async def locales(self, user_ids: Iterable[int]) -> dict[int, str]:
        """The last Discord locale seen from each of these members (those ever seen)."""
        ids = list(user_ids)
        found = {u: known for u in ids if (known := self._locales.get(u)) is not None}
        missing = [u for u in ids if u not in found]
        if missing:
            async with self._read() as conn:
                stored = await store.locales(conn, missing)
            for user_id, locale in stored.items():
                self._locales.put(user_id, locale)
            found.update(stored)
        return found

    async def flush(self) -> None:
        """Write what is queued now (tests; the process's shutdown)."""
        if self._writer is not None:
            await self._writer

    async def _write_queued(self) -> None:
        while self._queued_names or self._queued_locales:
            names, self._queued_names = self._queued_names, {}
            locales, self._queued_locales = self._queued_locales, {}
            try:
                async with self._write() as conn:
                    now = self._clock()
                    for (guild_id, user_id), name in sorted(names.items()):
                        await store.remember(conn, guild_id, user_id, name, now)
                    for user_id, locale in sorted(locales.items()):
                        await store.remember_locale(conn, user_id, locale)
            # The database away or read-only: known in memory, written when next seen. A
            # background task: nothing may escape it unlogged.
            except Exception as error:
                log.warning("Members' names and languages not stored this time (%s)",
                            type(error).__name__)
                self._names.forget(names)
                self._locales.forget(locales)
                return
