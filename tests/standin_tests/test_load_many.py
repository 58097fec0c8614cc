"""load.py --many: its levels, and the peak memory it reports is the peak, not the last."""

from __future__ import annotations

import asyncio

from benchmarks import load


class Rising:
    """A bot process whose RSS rises to 150 MiB and falls back to 100."""

    def __init__(self) -> None:
        self.samples = iter([100.0, 120.0, 150.0, 130.0])

    def rss_mib(self) -> float:
        return next(self.samples, 100.0)


async def test_the_peak_is_the_highest_sample() -> None:
    rss = load.PeakRss([Rising()])  # type: ignore[list-item]
    await asyncio.sleep(6 * load.RSS_PERIOD)
    assert await rss.stop() == [150.0]


def test_many_is_the_closed_loop_at_20_200_1000_unless_levels_are_given() -> None:
    args = load.parse(["--many"])
    assert args.closed and args.levels == "20,200,1000"
    assert load.parse(["--many", "--levels", "50"]).levels == "50"
