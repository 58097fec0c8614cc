"""bot.matches.group_commit on its own: who is written with whom, and who hears what."""

from __future__ import annotations

import asyncio

import pytest

from bot.matches.group_commit import GroupCommit


class Lost(Exception):
    """An item's own failure (a lost version check, say)."""


class Writer:
    """A flush that records its batches; ``hold`` keeps the current one in flight."""

    def __init__(self) -> None:
        self.batches: list[list[str]] = []
        self.hold = asyncio.Event()
        self.hold.set()
        self.fail: Exception | None = None
        self.tasks: list[asyncio.Task[object] | None] = []

    async def flush(self, items: list[str]) -> list[str | Exception]:
        self.batches.append(list(items))
        self.tasks.append(asyncio.current_task())
        await self.hold.wait()
        if self.fail is not None:
            raise self.fail
        return [Lost(item) if item.startswith("lose") else f"{item}:ok" for item in items]


async def queued_behind_one(*names: str):
    """"a" in flight alone (held), and ``names`` submitted meanwhile: they wait in the queue."""
    writer = Writer()
    group: GroupCommit[str, str] = GroupCommit(writer.flush)
    writer.hold.clear()
    first = asyncio.create_task(group.submit("a"))
    await asyncio.sleep(0)  # "a" is being written
    queued = [asyncio.create_task(group.submit(name)) for name in names]
    await asyncio.sleep(0)
    return writer, group, first, queued


async def test_a_write_alone_is_written_at_once_in_its_own_task():
    writer = Writer()
    group: GroupCommit[str, str] = GroupCommit(writer.flush)
    assert await group.submit("a") == "a:ok"
    assert writer.batches == [["a"]]
    assert writer.tasks == [asyncio.current_task()]  # no hand-over to another task
    assert (group.batches, group.items) == (1, 1)


async def test_writes_that_come_while_one_is_in_flight_share_the_next_transaction():
    writer, group, first, rest = await queued_behind_one("b", "c", "d")
    assert writer.batches == [["a"]]
    writer.hold.set()
    assert await first == "a:ok"
    assert await asyncio.gather(*rest) == ["b:ok", "c:ok", "d:ok"]
    assert writer.batches == [["a"], ["b", "c", "d"]]
    assert (group.batches, group.items) == (2, 4)
    # Once the queue is empty a lone write goes straight through again.
    assert await group.submit("e") == "e:ok"
    assert writer.batches[-1] == ["e"] and writer.tasks[-1] is asyncio.current_task()


async def test_an_items_own_failure_reaches_only_its_writer():
    writer, group, first, (lose, win) = await queued_behind_one("lose-b", "c")
    writer.hold.set()
    await first
    with pytest.raises(Lost):
        await lose
    assert await win == "c:ok"
    with pytest.raises(Lost):  # alone, too
        await group.submit("lose-d")


async def test_a_failed_flush_reaches_every_writer_of_its_batch_and_the_next_batch_runs():
    writer, group, first, batch = await queued_behind_one("b", "c")
    writer.fail = ConnectionError("database down")
    writer.hold.set()
    for task in (first, *batch):
        with pytest.raises(ConnectionError, match="database down"):
            await task
    writer.fail = None
    assert await group.submit("d") == "d:ok"


async def test_a_writer_that_stops_waiting_does_not_stop_the_batch():
    writer, _, first, (gone, stays) = await queued_behind_one("b", "c")
    await asyncio.sleep(0)  # the drain task has taken "b" and "c"
    gone.cancel()
    writer.hold.set()
    await first
    assert await stays == "c:ok"
    assert gone.cancelled()
    assert writer.batches == [["a"], ["b", "c"]]  # "b" was written all the same


async def test_a_flush_that_miscounts_fails_its_batch():
    async def short(items: list[str]) -> list[str | Exception]:
        return []

    group: GroupCommit[str, str] = GroupCommit(short)
    with pytest.raises(RuntimeError, match="0 outcomes for 1 items"):
        await group.submit("a")
    writer = Writer()
    writer.hold.clear()
    first = asyncio.create_task(GroupCommit(writer.flush).submit("a"))
    await asyncio.sleep(0)
    first.cancel()  # a write alone stops with its writer: it was its only item
    with pytest.raises(asyncio.CancelledError):
        await first
