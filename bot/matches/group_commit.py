"""Group commit: the writes that queue up while one transaction runs share the next one.

Under load many matches' moves wait for the same thing: SQLite's one writer, and on any
database a transaction's fixed costs (a pooled connection, BEGIN, COMMIT; on SQLite a trip
to the driver's thread per statement). Instead of one transaction per move, a drain task
writes everything queued in one transaction, and each writer gets its own outcome once that
transaction has committed (a transaction per move would be the largest share of its
CPU). A write that comes while nothing else is being written is written at once, in its
writer's own task (a batch of one, no hand-over); the ones that come while it is in flight
queue for the drain task.

Nothing here knows about matches or SQL: ``flush`` writes a batch and returns one outcome per
item, a value or the exception for that item alone (a lost version check); an exception
raised by ``flush`` itself (the database is unreachable) is every item's outcome. A writer
that stops waiting (its task cancelled) does not stop the batch: the others still get theirs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

ItemT = TypeVar("ItemT")
ResultT = TypeVar("ResultT")

#: Writes one batch: one outcome per item, in order.
Flush = Callable[[list[ItemT]], Awaitable[Sequence[ResultT | Exception]]]


class GroupCommit(Generic[ItemT, ResultT]):
    """A lone item is written at once by its writer; the items that come meanwhile queue,
    and one drain task at a time writes everything queued, batch after batch."""

    def __init__(self, flush: Flush[ItemT, ResultT]) -> None:
        self._flush = flush
        self._queue: list[tuple[ItemT, asyncio.Future[ResultT]]] = []
        self._drain_task: asyncio.Task[None] | None = None
        self._writing_alone = False
        #: Batches written and items in them (for tests and benchmarks).
        self.batches = 0
        self.items = 0

    async def submit(self, item: ItemT) -> ResultT:
        """Write ``item``: at once if nothing else is being written, else in the next batch.
        Returns its outcome once its transaction has committed (or raises its exception)."""
        if self._drain_task is None and not self._writing_alone:
            self._writing_alone = True
            self.batches += 1
            self.items += 1
            try:
                (outcome,) = await self._outcomes([item])
            finally:
                self._writing_alone = False
            if isinstance(outcome, Exception):
                raise outcome
            return outcome
        future: asyncio.Future[ResultT] = asyncio.get_running_loop().create_future()
        self._queue.append((item, future))
        if self._drain_task is None:
            self._drain_task = asyncio.create_task(self._drain(), name="group-commit")
        return await future

    async def _drain(self) -> None:
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                await self._write(batch)
        finally:
            self._drain_task = None
            for _, future in self._queue:  # only left when the drain itself was cancelled
                future.cancel()
            self._queue = []

    async def _outcomes(self, items: list[ItemT]) -> Sequence[ResultT | Exception]:
        outcomes = await self._flush(items)
        if len(outcomes) != len(items):
            raise RuntimeError(f"flush gave {len(outcomes)} outcomes for {len(items)} items")
        return outcomes

    async def _write(self, batch: list[tuple[ItemT, asyncio.Future[ResultT]]]) -> None:
        self.batches += 1
        self.items += len(batch)
        try:
            outcomes = await self._outcomes([item for item, _ in batch])
        except asyncio.CancelledError:
            for _, future in batch:
                future.cancel()
            raise
        except Exception as error:
            for _, future in batch:
                if not future.done():
                    future.set_exception(error)
            return
        for (_, future), outcome in zip(batch, outcomes, strict=True):
            if future.done():  # its writer stopped waiting
                continue
            if isinstance(outcome, Exception):
                future.set_exception(outcome)
            else:
                future.set_result(outcome)
