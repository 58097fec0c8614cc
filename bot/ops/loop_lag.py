"""Event-loop lag: a timer due every half second, and how late the loop ran it.

A loop busy with CPU work (a board drawn, a big review) or blocked by a synchronous call
runs every ready callback that much later: the lag is the delay every interaction waiting
at that moment shared. The task also sweeps the interaction ledger now and then.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from bot.ops.metrics import OpsMetrics

PERIOD_SECONDS = 0.5
#: Every this many samples (a minute), ``every_minute`` runs (the ledger's sweep).
SAMPLES_PER_MINUTE = 120


class LoopLag:
    def __init__(self, metrics: OpsMetrics, every_minute: Callable[[], object] = lambda: None,
                 period: float = PERIOD_SECONDS) -> None:
        self._metrics = metrics
        self._every_minute = every_minute
        self._period = period
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="loop-lag")

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        samples = 0
        while True:
            due = loop.time() + self._period
            await asyncio.sleep(self._period)
            self._metrics.loop_lag.observe(max(0.0, loop.time() - due))
            samples += 1
            if samples % SAMPLES_PER_MINUTE == 0:
                self._every_minute()

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
