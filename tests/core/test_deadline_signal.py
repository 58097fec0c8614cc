"""DeadlineSignal: a sooner deadline wakes the deadline loop's sleep; a later one does not;
one written between the pass's read and its sleep shortens that sleep."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta

from bot.core.deadline_signal import DeadlineSignal

NOW = datetime(2025, 1, 1, tzinfo=UTC)


async def _slept(signal: DeadlineSignal, until: timedelta, during=None) -> float:
    started = time.monotonic()
    sleep = asyncio.create_task(signal.sleep_until(NOW + until, NOW))
    await asyncio.sleep(0.05)
    if during is not None:
        during()
    await sleep
    return time.monotonic() - started


async def test_a_sooner_deadline_wakes_the_sleep_and_a_later_one_does_not() -> None:
    signal = DeadlineSignal()
    signal.begin()
    woken = await _slept(signal, timedelta(seconds=5),
                         lambda: signal.note(NOW + timedelta(seconds=1)))
    assert woken < 1
    signal.begin()
    full = await _slept(signal, timedelta(seconds=0.3),
                        lambda: signal.note(NOW + timedelta(seconds=10)))
    assert full >= 0.29


async def test_a_deadline_written_during_the_pass_shortens_the_sleep_after_it() -> None:
    signal = DeadlineSignal()
    signal.begin()
    signal.note(NOW + timedelta(hours=1))  # written while the pass ran (after its read)
    signal.note(NOW + timedelta(seconds=0.2))
    signal.note(NOW + timedelta(seconds=3))
    started = time.monotonic()
    await signal.sleep_until(NOW + timedelta(seconds=5), NOW)
    assert 0.19 <= time.monotonic() - started < 1
    signal.begin()  # the next pass forgets them
    started = time.monotonic()
    await signal.sleep_until(NOW + timedelta(seconds=0.3), NOW)
    assert time.monotonic() - started >= 0.29
