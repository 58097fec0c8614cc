"""Recently used match rows, so that a move needs no read before its write.

Under load, a read before every move (a pool checkout, a SELECT, a trip to SQLite's worker
thread) would be one of the largest costs of a move.
The service decides a move on the cached row and writes it with the usual version check,
``UPDATE ... WHERE version = :v RETURNING *``; the returned row refreshes the cache.

The cache is a hint, never the truth, so it stays correct with several bot processes on one
database:

* an accepted action on a stale row fails its version check; the service drops the row and
  retries from the database;
* a refusal (not your turn, the match is over) decided on a cached row is decided again on a
  fresh read before the player sees it.

Nothing is loaded at start-up: rows enter when they are read or written, and the least
recently used leave beyond ``capacity``.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace

from bot.core.snapshots import MatchSnapshot

#: Rows kept (a row is its column values plus its State: a few KiB at most).
DEFAULT_CAPACITY = 4096

ChannelKey = tuple[int, int, int]  # guild, channel, user


class RowCache:
    """match id -> MatchSnapshot (frozen, so handed out as is); plus who has which open match in
    which channel."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        if capacity < 0:
            raise ValueError("capacity must be >= 0")
        self.capacity = capacity
        self._rows: OrderedDict[int, MatchSnapshot] = OrderedDict()
        self._open: dict[ChannelKey, int] = {}

    def __len__(self) -> int:
        return len(self._rows)

    def get(self, match_id: int, guild_id: int) -> MatchSnapshot | None:
        """The cached row of the match, if cached in that guild."""
        row = self._rows.get(match_id)
        if row is None or row.guild_id != guild_id:
            return None
        self._rows.move_to_end(match_id)
        return row

    def open_match(self, guild_id: int, channel_id: int, user_id: int) -> MatchSnapshot | None:
        """The cached open match of ``user_id`` in that channel (what ``/claim`` plays in)."""
        match_id = self._open.get((guild_id, channel_id, user_id))
        if match_id is None:
            return None
        row = self.get(match_id, guild_id)
        if row is None or not row.is_open or user_id not in row.player_ids:
            return None
        return row

    def put(self, row: MatchSnapshot) -> None:
        """Remember a row as the database holds it now (read, inserted or RETURNING)."""
        if self.capacity == 0:
            return
        match_id = row.id
        known = self._rows.get(match_id)
        if known is not None:
            if known.version > row.version:
                return  # an older read finishing after a newer write: keep the newer row
            if (known.version == row.version and row.message_id is None
                    and known.message_id is not None):
                # Same version, so only set_message can tell them apart, and a board's
                # location is never taken back: this row was read before the board's was.
                row = replace(row, channel_id=known.channel_id, message_id=known.message_id)
        self._unindex(match_id)
        # The row holds its State, not the stored JSON, whose nested lists would only add
        # objects for the garbage collector to scan.
        self._rows[match_id] = row
        self._rows.move_to_end(match_id)
        if row.is_open:
            for user_id in row.player_ids:
                if user_id != row.bot_user_id:
                    self._open[(row.guild_id, row.channel_id, user_id)] = match_id
        while len(self._rows) > self.capacity:
            oldest, _ = self._rows.popitem(last=False)
            self._unindex(oldest)

    def drop(self, match_id: int, version: int | None = None) -> None:
        """Forget a row (its version check failed: another action changed it); with
        ``version``, only if the cached row is no newer than that (the winner's may be)."""
        if version is not None:
            known = self._rows.get(match_id)
            if known is not None and known.version > version:
                return
        self._unindex(match_id)
        self._rows.pop(match_id, None)

    def _unindex(self, match_id: int) -> None:
        row = self._rows.get(match_id)
        if row is None:
            return
        for user_id in row.player_ids:
            key = (row.guild_id, row.channel_id, user_id)
            if self._open.get(key) == match_id:
                del self._open[key]
