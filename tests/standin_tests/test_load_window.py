"""load.py's measured time: a match still busy after it does not stretch the figures."""

from __future__ import annotations

import asyncio
import random

from benchmarks.load import Stats, drive


class QuickDuel:
    """A match whose every move is answered in 10 ms."""

    over = False

    async def move(self, stats: Stats, by_button: bool) -> None:
        await asyncio.sleep(0.01)
        stats.moves.add(0.01)

    async def rematch(self, stats: Stats) -> None:
        raise AssertionError("never over")


class SlowRematchDuel(QuickDuel):
    """A match that ends on its first move and then takes 1 s to start its rematch."""

    def __init__(self) -> None:
        self.over = False

    async def move(self, stats: Stats, by_button: bool) -> None:
        await super().move(stats, by_button)
        self.over = True

    async def rematch(self, stats: Stats) -> None:
        await asyncio.sleep(1.0)
        self.over = False


async def test_the_window_ends_when_the_time_is_up_not_with_the_last_match() -> None:
    stats = Stats()
    counted: list[tuple[float, int]] = []
    wall, _ = await drive([QuickDuel(), SlowRematchDuel()], stats, rate=None, seconds=0.3,
                          rng=random.Random(1),
                          at_window_end=lambda elapsed: counted.append(
                              (elapsed, len(stats.moves.samples))))
    assert wall >= 0.9  # drive waited for the slow rematch
    ((elapsed, answers),) = counted
    assert 0.3 <= elapsed < 0.6  # the window closed on time
    assert answers / elapsed > 2 * len(stats.moves.samples) / wall  # the stretched rate is lower
