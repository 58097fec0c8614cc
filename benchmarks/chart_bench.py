"""Rating charts (/stats): what one costs, and whether drawing them slows a busy bot's clicks.

    .venv/bin/python benchmarks/chart_bench.py [--matches 100] [--rate 40] [--seconds 20]
        [--chart-rates 0,2,5] [--modes process,thread] [--draws 40]

1. **Cost per chart**, in this process: ``bot.frontends.charts.draw`` on a realistic season (three
   games, 60 rated games), ``--draws`` times: wall and CPU time per chart, PNG size; then the
   round trip through ``ChartRenderer`` (worker process: first chart, with the worker's
   start, and the next ones).
2. **Clicks with and without charts**: the real bot as its own process (``python3 manage.py
   bot``, SQLite) against the local Discord API stand-in (tests/standin, NOT Discord), with
   ``--matches`` matches of Non-Consecutive whose moves are all button clicks, paced at
   ``--rate`` moves/s (open loop, as benchmarks/load.py). Alongside, members who have
   rated games this season run /stats at each of ``--chart-rates`` per second (0: none),
   ``--seconds`` each. Once per ``--modes``: the chart worker as a process (the default) and
   as a thread of the bot (``NUMBER_DUELS_CHART_WORKER=thread``), each on a fresh database
   seeded with the same rated games.

Clicks: from the stand-in sending the click to receiving the bot's answer. /stats: to the
first answer (often a deferral), and to the message with its chart ("chart ms").
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil

from benchmarks._harness import (
    BotProcess,
    Latencies,
    database,
    loadavg1,
    machine_line,
    ms,
    start_real_bot,
    table,
    wait_connected,
)
from benchmarks.load import (
    TOKEN,
    Duel,
    MoveFailed,
    Stats,
    build_world,
    drive,
    setup_all,
    wait_disconnected,
)
from bot.frontends.charts import ChartLine, ChartRenderer, draw
from bot.matches.service import MatchService
from bot.standings import ratings
from db.engine import make_engine
from db.migrate import upgrade_async
from tests.standin import StandIn

SEASON_GAMES = 60
SEEDED_PLAYERS = 40
STATS_TIMEOUT = 10.0


# ---------------------------------------------------------------------------- 1. cost
def season_lines(rng: random.Random) -> list[ChartLine]:
    titles = ["Non-Consecutive", "Number Circle Duel", "Number Chain"]
    points: dict[str, list[tuple[int, float]]] = {t: [] for t in titles}
    rating = dict.fromkeys(titles, ratings.DEFAULT_RATING)
    for index in range(1, SEASON_GAMES + 1):
        title = rng.choice(titles)
        rating[title] += rng.uniform(-35, 45)
        points[title].append((index, rating[title]))
    return [ChartLine(t, tuple(p)) for t, p in points.items()]


async def chart_cost(draws: int) -> list[str]:
    lines = season_lines(random.Random(7))
    draw(lines, "warm-up", ratings.DEFAULT_RATING)  # imports matplotlib
    walls, cpus, size = [], [], 0
    for _ in range(draws):
        wall0, cpu0 = time.perf_counter(), time.process_time()
        size = len(draw(lines, "alice · rating · season 1", ratings.DEFAULT_RATING))
        walls.append(time.perf_counter() - wall0)
        cpus.append(time.process_time() - cpu0)
    renderer = ChartRenderer("process")
    t0 = time.perf_counter()
    await renderer.render(lines, "first", ratings.DEFAULT_RATING)
    first = time.perf_counter() - t0
    trips = []
    for _ in range(draws):
        t0 = time.perf_counter()
        await renderer.render(lines, "next", ratings.DEFAULT_RATING)
        trips.append(time.perf_counter() - t0)
    renderer.close()
    return [
        f"draw() in this process, {draws} charts of {SEASON_GAMES} rated games in 3 games: "
        f"wall p50 {statistics.median(walls) * 1000:.1f} ms (max {max(walls) * 1000:.1f}), "
        f"CPU p50 {statistics.median(cpus) * 1000:.1f} ms, PNG {size / 1024:.0f} KiB",
        f"through the worker process: first chart {first * 1000:.0f} ms (starts the worker "
        f"and imports matplotlib), then p50 {statistics.median(trips) * 1000:.1f} ms, "
        f"max {max(trips) * 1000:.1f} ms",
    ]


# ---------------------------------------------------------------------------- 2. load
async def seed(url: str, guild: int, players: list[int], per_player: int) -> None:
    """Rated games of this season between `players` (played through the service)."""
    await upgrade_async(url)
    engine = make_engine(url)
    service = MatchService(engine, rng=random.Random(3))
    rng = random.Random(11)
    channel = 10**15
    for _ in range(per_player * len(players) // 2):
        a, b = rng.sample(players, 2)
        channel += 1
        snap = await service.challenge(guild_id=guild, channel_id=channel, challenger_id=a,
                                       opponent_id=b, game=rng.choice(
                                           ["non-consecutive", "circle-duel", "number-chain"]),
                                       first="me")
        await service.accept(guild, snap.id, b)
        await service.resign(guild, snap.id, rng.choice((a, b)))
    await engine.dispose()


@dataclass
class StatsLoad:
    first: Latencies = field(default_factory=Latencies)
    chart: Latencies = field(default_factory=Latencies)
    asked: int = 0
    with_chart: int = 0
    failed: int = 0


async def ask_stats(api: StandIn, guild: int, channel: int, members: list[int], rate: float,
                    seconds: float, load: StatsLoad, rng: random.Random) -> None:
    """/stats at `rate` per second (each call on its own task) for `seconds`."""
    if rate <= 0:
        await asyncio.sleep(seconds)
        return
    tasks: list[asyncio.Task[None]] = []

    async def one(member: int) -> None:
        t0 = time.perf_counter()
        try:
            res = await api.slash(guild, channel, member, "stats", {}, timeout=STATS_TIMEOUT)
            load.first.add(res.elapsed or 0.0)
            await res.settled(timeout=STATS_TIMEOUT)
            message = api.message(channel, res.message_id) if res.message_id else {}
        except (TimeoutError, ValueError, KeyError):
            load.failed += 1
            return
        if message.get("attachments"):
            load.with_chart += 1
            load.chart.add(time.perf_counter() - t0)

    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        load.asked += 1
        tasks.append(asyncio.create_task(one(rng.choice(members))))
        await asyncio.sleep(1 / rate)
    await asyncio.gather(*tasks)


@dataclass
class Phase:
    mode: str
    chart_rate: float
    clicks: dict[str, float]
    moves_per_s: float
    errors: int
    stats: StatsLoad
    bot_cpu: float
    worker_cpu: float  # the bot's child processes (the chart worker)
    load1: float


def children_cpu(proc: BotProcess) -> float:
    """CPU seconds of the bot's child processes (the chart worker), 0 when there are none."""
    total = 0.0
    for child in proc.ps().children(recursive=True):
        with contextlib.suppress(psutil.Error):
            t = child.cpu_times()
            total += t.user + t.system
    return total


async def run_mode(api: StandIn, mode: str, args: argparse.Namespace, work: Path
                   ) -> list[Phase]:
    world = build_world(api, [args.matches], f"c{mode[:2]}")
    members = world.members[args.matches]
    channels = world.channels[args.matches]
    stats_channel = api.guilds[world.guild].text_channel(f"stats-{mode}")
    viewers = members[:SEEDED_PLAYERS]
    out: list[Phase] = []
    async with database("sqlite", work) as url:
        await seed(url, world.guild, viewers, per_player=SEASON_GAMES // 2)
        proc = start_real_bot(api.env_for_bot(), url, work / f"{mode}.log",
                              extra={"COMMAND_HASH_DIR": str(work / mode),
                                     "NUMBER_DUELS_CHART_WORKER": mode})
        try:
            took = await wait_connected(api, proc)
            print(f"[{mode}] connected {took:.2f} s after process start", flush=True)
            await asyncio.sleep(0.5)
            rng = random.Random(5)
            duels = [Duel(api, world.guild, channels[i % len(channels)],
                          (members[2 * i], members[2 * i + 1]), random.Random(100 + i))
                     for i in range(args.matches)]
            ready = await setup_all(duels, Stats(), within=120)
            warm = StatsLoad()  # the first chart starts the worker: not measured
            await ask_stats(api, world.guild, stats_channel, viewers, 2, 2.0, warm, rng)
            for chart_rate in [float(x) for x in args.chart_rates.split(",")]:
                stats = Stats()
                load = StatsLoad()
                cpu0, worker0 = proc.cpu_seconds(), children_cpu(proc)
                load0 = loadavg1()
                (wall, _), _ = await asyncio.gather(
                    drive(ready, stats, rate=args.rate, seconds=args.seconds, rng=rng,
                          moves_by="button"),
                    ask_stats(api, world.guild, stats_channel, viewers, chart_rate,
                              args.seconds, load, rng),
                )
                proc.check_alive()
                phase = Phase(mode, chart_rate, stats.clicks.summary(),
                              len(stats.clicks.samples) / wall, stats.errors, load,
                              (proc.cpu_seconds() - cpu0) / wall,
                              (children_cpu(proc) - worker0) / wall, max(load0, loadavg1()))
                out.append(phase)
                print(row_text(phase), flush=True)
                for sample in stats.error_samples:
                    print(f"    error: {sample}", flush=True)
                ready = [d for d in ready if d.state is not None]
        except MoveFailed as error:
            print(f"[{mode}] setup failed: {error}", flush=True)
        finally:
            code = await proc.stop()
            print(f"[{mode}] stopped, exit code {code}; log {proc.log}", flush=True)
            await wait_disconnected(api)
    return out


HEADERS = ["chart worker", "charts/s", "clicks/s", "click p50", "click p95", "click p99",
           "click max", "errors", "/stats", "with chart", "first p50", "chart p50",
           "chart p99", "bot CPU", "worker CPU", "load1"]


def row(p: Phase) -> list[str]:
    s = p.stats
    first, chart = s.first.summary(), s.chart.summary()
    return [p.mode, f"{p.chart_rate:g}", f"{p.moves_per_s:.0f}", ms(p.clicks["p50"]),
            ms(p.clicks["p95"]), ms(p.clicks["p99"]), ms(p.clicks["max"]), str(p.errors),
            str(s.asked), str(s.with_chart), ms(first["p50"]), ms(chart["p50"]),
            ms(chart["p99"]), f"{p.bot_cpu:.0%}", f"{p.worker_cpu:.0%}", f"{p.load1:.2f}"]


def row_text(p: Phase) -> str:
    return "  " + " | ".join(f"{h} {v}" for h, v in zip(HEADERS, row(p), strict=True))


async def main(args: argparse.Namespace) -> int:
    print(machine_line(), flush=True)
    for line in await chart_cost(args.draws):
        print(line, flush=True)
    phases: list[Phase] = []
    with tempfile.TemporaryDirectory(prefix="nd-charts-") as tmp:
        async with StandIn(token=TOKEN, log_requests=False, check_requests=False) as api:
            for mode in args.modes.split(","):
                phases += await run_mode(api, mode, args, Path(tmp))
    print()
    print(f"{args.matches} matches, clicks only, {args.rate:g} moves/s offered, "
          f"{args.seconds:g} s per row, SQLite; times in ms")
    print(table(HEADERS, [row(p) for p in phases]))
    print(machine_line())
    return 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--rate", type=float, default=40.0, help="offered clicks per second")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured time per row")
    parser.add_argument("--chart-rates", default="0,2,5", help="/stats per second, per row")
    parser.add_argument("--modes", default="process,thread",
                        help="where charts are drawn: process (default of the bot), thread")
    parser.add_argument("--draws", type=int, default=40, help="charts for the cost figure")
    return parser.parse_args(argv)


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(asyncio.run(main(parse())))
