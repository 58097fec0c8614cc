"""Which of the bot's shards this process serves (SHARD_COUNT, SHARD_IDS), and what follows.

Discord sends every event of a server to exactly one shard, by the formula
``shard = (guild_id >> 22) % shard_count``. A process connected with a slice of the shards
therefore only ever sees its own servers, and several processes (on one or several machines,
sharing one database) split the bot between them. What each process does alone follows from
its slice: it runs the deadline loop for its own servers only (:meth:`ShardSlice.condition`
is that formula in SQL), and only the process that owns shard 0 syncs the slash commands.

Nothing here imports discord.py: the settings and the service use it too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import literal_column
from sqlalchemy.sql.elements import ColumnElement

#: SHARD_IDS: shard numbers and ranges separated by commas, e.g. ``0,1``, ``2-3``, ``0-1,4``.
_PART = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$")


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends ``guild_id``'s events to."""
    return (guild_id >> 22) % shard_count


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """``"0,1"``, ``"2-3"``, ``"0-1, 4"`` -> sorted distinct shard ids.

    Raises ValueError with a one-line message naming SHARD_IDS.
    """
    ids: set[int] = set()
    for part in text.split(","):
        found = _PART.match(part)
        if found is None:
            raise ValueError(f"SHARD_IDS must be shard numbers such as 0,1 or 2-3 "
                             f"(it is {text!r})")
        first = int(found.group(1))
        last = int(found.group(2)) if found.group(2) is not None else first
        if last < first:
            raise ValueError(f"SHARD_IDS has the range {first}-{last}, which is empty; "
                             f"write it low-high, as in {last}-{first}")
        ids.update(range(first, last + 1))
    return tuple(sorted(ids))


def describe_ids(ids: Iterable[int]) -> str:
    """``(0, 1, 2, 5)`` -> ``"0-2,5"``: the shortest SHARD_IDS for these ids."""
    runs: list[list[int]] = []
    for shard in sorted(set(ids)):
        if runs and shard == runs[-1][1] + 1:
            runs[-1][1] = shard
        else:
            runs.append([shard, shard])
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


@dataclass(frozen=True)
class ShardSlice:
    """Some of the shards, not all: ``ids`` out of ``count``."""

    ids: tuple[int, ...]
    count: int

    def owns(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def condition(self, guild_id: ColumnElement[int]) -> ColumnElement[bool]:
        """``(guild_id >> 22) % count IN (ids)``: the same in SQLite and PostgreSQL.

        The constants are inlined (they are our own integers), so PostgreSQL sees
        ``bigint >> 22`` and ``% 4`` without parameters whose type it would have to guess.
        """
        shard = guild_id.op(">>")(literal_column("22")) % literal_column(str(int(self.count)))
        return shard.in_([int(i) for i in self.ids])


@dataclass(frozen=True)
class ShardPlan:
    """This process's part of the bot.

    ``count``: the total number of shards (None: Discord chooses, SHARD_COUNT=auto).
    ``ids``: the shards this process connects (None: every shard, as with one process).
    """

    count: int | None = 1
    ids: tuple[int, ...] | None = None

    @property
    def owns_every_shard(self) -> bool:
        return self.ids is None or (self.count is not None and
                                    set(self.ids) == set(range(self.count)))

    @property
    def syncs_commands(self) -> bool:
        """Only the process that owns shard 0 syncs slash commands (once for the bot)."""
        return self.ids is None or 0 in self.ids

    def slice(self) -> ShardSlice | None:
        """The SQL-side filter for this process's servers; None when it owns every shard."""
        if self.owns_every_shard or self.ids is None or self.count is None:
            return None
        return ShardSlice(self.ids, self.count)

    def describe(self) -> str:
        """``"shards 0-1 of 4"``, ``"every shard (4)"``, ``"one shard"`` or ``"every shard
        (Discord chooses how many)"``."""
        if self.count is None:
            return "every shard (Discord chooses how many)"
        if self.owns_every_shard:
            return "one shard" if self.count == 1 else f"every shard ({self.count})"
        assert self.ids is not None  # not every shard
        word = "shard" if len(self.ids) == 1 else "shards"
        return f"{word} {describe_ids(self.ids)} of {self.count}"


def plan_problem(count_setting: str | None, ids_setting: str | None) -> str | None:
    """What is wrong with SHARD_COUNT and SHARD_IDS taken together, in one line naming the
    setting (the settings check each of them alone first); None if nothing is."""
    if ids_setting is None:
        return None
    if count_setting is None or not count_setting.isdigit():
        shown = "unset" if count_setting is None else f"{count_setting!r}"
        return (f"SHARD_IDS needs SHARD_COUNT set to the total number of shards, a whole "
                f"number (SHARD_COUNT is {shown})")
    count = int(count_setting)
    outside = [i for i in parse_shard_ids(ids_setting) if i >= count]
    if outside:
        return (f"SHARD_IDS {describe_ids(outside)} out of range: with SHARD_COUNT={count} "
                f"the shard ids are 0 to {count - 1}")
    return None


def plan_from(count_setting: str | None, ids_setting: str | None) -> ShardPlan:
    """The plan of already validated settings (see :func:`plan_problem`)."""
    if count_setting is None:
        count: int | None = 1
    elif count_setting == "auto":
        count = None
    else:
        count = int(count_setting)
    ids = parse_shard_ids(ids_setting) if ids_setting is not None else None
    return ShardPlan(count, ids)
