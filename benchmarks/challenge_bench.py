"""What the per-member challenge limit costs a challenge, in MatchService without Discord.

    .venv/bin/python benchmarks/challenge_bench.py [--db URL] [--history N] [--challenges N]
                                                   [--rounds R]

Fills the database with N earlier matches of many members (the limit's count reads the
index on the challenger's recent matches), then times challenges with the limit off (0) and
on (the defaults, 5 a minute and 30 an hour), alternating R rounds of each so that both see
the same machine. Every challenge comes from a member who has not reached the limit, in a
channel of its own, so each one is written. Prints the median time of a challenge per side
and the difference.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.service_bench import database
from bot.matches.service import MatchService, ServiceSettings
from db.engine import make_engine
from db.migrate import upgrade_async

GUILD = 1
GAME = "non-consecutive"


async def challenges(service: MatchService, first_member: int, count: int) -> list[float]:
    """Seconds per challenge, ``count`` challenges from members ``first_member``, ..."""
    times = []
    for i in range(count):
        member = first_member + i
        started = time.perf_counter()
        await service.challenge(guild_id=GUILD, channel_id=member, challenger_id=member,
                                opponent_id=member + 10**9, game=GAME, options={})
        times.append(time.perf_counter() - started)
    return times


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=None, help="database URL (default: a temp SQLite file)")
    parser.add_argument("--history", type=int, default=5000, help="earlier matches")
    parser.add_argument("--challenges", type=int, default=200, help="timed, per round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    async with database(args.db) as url:
        await upgrade_async(url)
        engine = make_engine(url)
        try:
            off = MatchService(engine, settings=ServiceSettings())
            on = MatchService(engine, settings=ServiceSettings(
                challenge_limit_per_minute=5, challenge_limit_per_hour=30))
            await challenges(off, 10**6, args.history)  # the earlier matches
            samples: dict[str, list[float]] = {"off": [], "on": []}
            member = 2 * 10**6
            for _ in range(args.rounds):
                for name, service in (("off", off), ("on", on)):
                    samples[name] += await challenges(service, member, args.challenges)
                    member += args.challenges
        finally:
            await engine.dispose()
    medians = {name: statistics.median(times) * 1000 for name, times in samples.items()}
    print(f"{engine.dialect.name}, {args.history} earlier matches, "
          f"{args.rounds} x {args.challenges} challenges per side")
    for name, median in medians.items():
        print(f"  limit {name:3}: median {median:.2f} ms per challenge")
    print(f"  the limit's count adds {medians['on'] - medians['off']:+.2f} ms per challenge")


if __name__ == "__main__":
    asyncio.run(main())
