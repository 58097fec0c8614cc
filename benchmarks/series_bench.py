"""What a game of a best-of-N series costs beyond a single game, in MatchService (no Discord).

    .venv/bin/python benchmarks/series_bench.py [--games N]

On a scratch SQLite file, N single games and N games of best-of-7 series (Non-Consecutive,
size 25) are played to the same point: each player moves, then one resigns. Printed, per
kind, the median time and the SQL statements of a move and of the resignation that ends the
game (for a series game it also writes the series and starts the next game), and of the one
read a board of a series game adds (``MatchService.series``, for its series line).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import event

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.snapshots import MatchSnapshot
from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import upgrade_async

G, CH = 1, 2


class Timed:
    """Median milliseconds and statements per call of one kind of action."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self.statements: list[int] = []

    def line(self, name: str) -> str:
        return (f"{name:<38} {statistics.median(self.ms):7.2f} ms   "
                f"{statistics.median(self.statements):4.0f} statements")


async def main(games: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/series.db"
        await upgrade_async(url)
        engine = make_engine(url)
        count = [0]
        event.listen(engine.sync_engine, "before_cursor_execute",
                     lambda *args: count.__setitem__(0, count[0] + 1))
        service = MatchService(engine)

        async def timed(into: Timed, action):  # type: ignore[no-untyped-def]
            before, start = count[0], time.perf_counter()
            result = await action
            into.ms.append((time.perf_counter() - start) * 1000)
            into.statements.append(count[0] - before)
            return result

        results = {kind: (Timed(), Timed()) for kind in ("single", "series")}
        read = Timed()
        for i in range(games):
            for kind in ("single", "series"):
                a, b = 100 + 2 * i, 101 + 2 * i
                snap: MatchSnapshot = await service.challenge(
                    guild_id=G, channel_id=CH + i + (games if kind == "series" else 0),
                    challenger_id=a, opponent_id=b, game="non-consecutive",
                    options={"size": 25}, first="me", best_of=7 if kind == "series" else 1)
                snap = await service.accept(G, snap.id, b)
                move, end = results[kind]
                snap = await timed(move, service.play(G, snap.id, a, 1))
                snap = await timed(move, service.play(G, snap.id, b, 25))
                await timed(end, service.resign(G, snap.id, a))
                if snap.series_id is not None:
                    await timed(read, service.series(G, snap.series_id))
        await engine.dispose()
    print(f"{games} games of each kind, SQLite, one process")
    for kind, (move, end) in results.items():
        print(move.line(f"{kind}: a move"))
        print(end.line(f"{kind}: the resignation that ends it"))
    print(read.line("series: the board's series read"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    asyncio.run(main(parser.parse_args().games))
