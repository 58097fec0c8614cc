"""Service-level benchmark: how long one move takes in MatchService, without Discord.

    .venv/bin/python benchmarks/service_bench.py [--db URL] [--matches N] [--moves M]
                                                 [--rate R --seconds S] [--channel]

Creates N active circle-duel matches (size 25) and plays moves in them:

1. **lone**: one move at a time (latency of a lone move), with the event-loop CPU time and
   SQL statements per move;
2. **closed loop**: all N matches at once, M moves each (throughput under contention);
3. **open loop** (``--rate R``): moves arrive at R per second for S seconds, spread over the
   N matches, whatever the service's speed; latency is measured from the scheduled arrival,
   so queueing delay counts (no coordinated omission).

A finished match is replaced by its rematch (untimed). ``--db postgresql+asyncpg://...``
creates a scratch database on that server and drops it afterwards. ``--channel`` plays
through ``play_in_channel`` (/claim) instead of ``play`` (buttons).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import make_url

# This checkout's own packages first (a second checkout, e.g. a git worktree sharing the
# .venv, would otherwise import the editable install's), and tests.fixtures.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import upgrade_async
from tests.fixtures.scratch_postgres import scratch_postgres

GUILD = 1


def percentiles(samples: list[float]) -> str:
    if not samples:
        return "no samples"
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return (f"p50 {at(0.50):6.2f}  p95 {at(0.95):6.2f}  p99 {at(0.99):6.2f}  "
            f"max {ordered[-1] * 1000:6.2f} ms")


class Counters:
    """SQL statements (SQLAlchemy's public ``before_cursor_execute`` event)."""

    def __init__(self, engine) -> None:
        self.statements = 0

        @event.listens_for(engine.sync_engine, "before_cursor_execute")
        def _count(*_args) -> None:
            self.statements += 1


@contextlib.asynccontextmanager
async def database(url: str | None) -> AsyncIterator[str]:
    if url is None or make_url(url).get_backend_name() == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            yield url or f"sqlite+aiosqlite:///{Path(tmp) / 'bench.db'}"
        return
    async with scratch_postgres(url, "nd_bench") as scratch:
        yield scratch


class Bench:
    def __init__(self, service: MatchService, channel: bool) -> None:
        self.service = service
        self.channel = channel
        self.snaps: list[MatchSnapshot] = []

    async def make_matches(self, count: int) -> None:
        for i in range(count):
            snap = await self.service.challenge(
                guild_id=GUILD, channel_id=1000 + i, challenger_id=10 + 2 * i,
                opponent_id=11 + 2 * i, game="circle-duel", options={"size": 25}, first="me")
            self.snaps.append(await self.service.accept(GUILD, snap.id, snap.opponent_id))

    async def play_one(self, i: int, started: float | None = None) -> float:
        """Play a legal move in match ``i``; seconds from ``started`` (default: now)."""
        snap = self.snaps[i]
        number = rules.get_game(snap.game).legal_moves(snap.state)[0]
        user = snap.to_move_id
        assert user is not None
        if started is None:
            started = time.perf_counter()
        if self.channel:
            snap = await self.service.play_in_channel(GUILD, snap.channel_id, user, number)
        else:
            snap = await self.service.play(GUILD, snap.id, user, number)
        elapsed = time.perf_counter() - started
        if snap.status is not MatchStatus.ACTIVE:  # replace it by its rematch (untimed)
            again = await self.service.rematch(GUILD, snap.id, snap.player_ids[0])
            snap = await self.service.accept(GUILD, again.id, again.opponent_id)
        self.snaps[i] = snap
        return elapsed


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=None, help="database URL (default: a temp SQLite file)")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--moves", type=int, default=10, help="closed loop: moves per match")
    parser.add_argument("--lone", type=int, default=200, help="lone moves to time")
    parser.add_argument("--rate", type=float, default=0, help="open loop: moves per second")
    parser.add_argument("--seconds", type=float, default=10, help="open loop: duration")
    parser.add_argument("--channel", action="store_true", help="use play_in_channel")
    parser.add_argument("--profile", default=None, help="cProfile the lone moves into FILE")
    args = parser.parse_args()
    async with database(args.db) as url:
        await upgrade_async(url)
        engine = make_engine(url)
        counters = Counters(engine)
        service = MatchService(engine)
        bench = Bench(service, args.channel)
        await bench.make_matches(args.matches)
        print(f"database: {engine.dialect.name}, {args.matches} matches, "
              f"{'play_in_channel' if args.channel else 'play'}")

        for i in range(min(10, args.matches)):  # warm up caches and the pool
            await bench.play_one(i)
        lone: list[float] = []
        statements = 0
        cpu = 0.0
        profiler = None
        if args.profile:
            import cProfile  # only with --profile

            profiler = cProfile.Profile()
            profiler.enable()
        for k in range(args.lone):
            s0, c0 = counters.statements, time.thread_time()
            lone.append(await bench.play_one(k % args.matches))
            cpu += time.thread_time() - c0
            statements += counters.statements - s0
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(args.profile)
        n = max(1, len(lone))
        print(f"lone move       {percentiles(lone)}")
        print(f"  per move: event-loop CPU {cpu / n * 1000:.3f} ms, "
              f"{statements / n:.2f} statements (incl. occasional rematch)")

        if args.moves > 0:
            samples: list[float] = []

            async def run(i: int) -> None:
                for _ in range(args.moves):
                    samples.append(await bench.play_one(i))

            started = time.perf_counter()
            cpu0 = time.process_time()
            await asyncio.gather(*(run(i) for i in range(args.matches)))
            elapsed = time.perf_counter() - started
            print(f"closed loop     {percentiles(samples)}  "
                  f"{len(samples) / elapsed:7.1f} moves/s ({args.matches} players); "
                  f"process CPU {(time.process_time() - cpu0) / len(samples) * 1000:.3f} "
                  "ms/move")
            print(f"  mean service time per move: {statistics.mean(samples) * 1000:.2f} ms")

        if args.rate > 0:
            await open_loop(bench, args.matches, args.rate, args.seconds)
        await engine.dispose()


async def open_loop(bench: Bench, matches: int, rate: float, seconds: float) -> None:
    samples: list[float] = []
    busy: set[int] = set()
    tasks: set[asyncio.Task[None]] = set()
    skipped = 0
    interval = 1 / rate
    total = int(rate * seconds)
    loop_start = time.perf_counter()
    cpu0 = time.process_time()
    nxt = 0

    async def one(i: int, scheduled: float) -> None:
        try:
            samples.append(await bench.play_one(i, scheduled))
        finally:
            busy.discard(i)

    for k in range(total):
        scheduled = loop_start + k * interval
        delay = scheduled - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        for _ in range(matches):  # the next idle match (a player waits for their board)
            nxt = (nxt + 1) % matches
            if nxt not in busy:
                break
        else:
            skipped += 1
            continue
        busy.add(nxt)
        task = asyncio.create_task(one(nxt, scheduled))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - loop_start
    print(f"open loop {rate:.0f}/s {percentiles(samples)}  achieved "
          f"{len(samples) / elapsed:7.1f} moves/s, skipped {skipped}; process CPU "
          f"{(time.process_time() - cpu0) / max(1, len(samples)) * 1000:.3f} ms/move")


if __name__ == "__main__":
    asyncio.run(main())
