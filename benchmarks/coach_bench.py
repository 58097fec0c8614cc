"""The coach's timings: `python benchmarks/coach_bench.py [--games N] [--days D]`.

1. Review (rules.review.review) of whole games at size 25, per game: N seeded games
   played by the bot's easy and normal levels (so that mistakes, stubbornness notes and
   turning points all occur). Number Capture and Circle Duel at 25 last 25 plies or more
   (Capture's passes add plies); the line games and Number Chain end sooner.
2. Puzzle search at size 25 (rules.puzzles.find_puzzle), per game, N seeds; for Circle
   Duel, which has no puzzle, this is the fruitless search its day costs before passing
   on to the next game.
3. The day's puzzle (rules.puzzles.daily_puzzle) for D days, one server each.
4. The same through the service on SQLite (bot.coach.service.CoachService): the first /puzzle of
   a day (search + store) and a review of a finished 25-number match (read + review).

Cold: ``rules.solver.clear_caches()`` before each call (an idle bot's first call);
warm: the same call again. Best of 3 repeats per item to damp noise from other processes.
Milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

# run as a script from anywhere: make the repository importable
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from bot.coach.service import CoachService
from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import upgrade_async
from rules import puzzles, solver
from rules.players import choose_move
from rules.review import review

REPEATS = 3
SIZE = 25


def variants() -> list[tuple[str, dict[str, int]]]:
    out = []
    for slug, game in rules.GAMES.items():
        out.append((slug, {"size": SIZE}))
        if "forbid" in game.option_names:
            out.append((slug, {"size": SIZE, "forbid": 12}))
    return out


def played(slug: str, options: dict[str, int], rng: random.Random) -> rules.State:
    game = rules.get_game(slug)
    options = dict(options)
    if "start" in game.option_names:
        options["start"] = rng.randint(1, options["size"])
    state = game.new_state(**options)
    levels = (rng.choice(("easy", "normal")), rng.choice(("easy", "normal")))
    while state.winner is None:
        state = game.apply(state, choose_move(state, levels[state.to_move], rng))
    return state


def timed(call: Callable[[], Any]) -> tuple[float, float]:
    """(cold, warm) milliseconds, best of REPEATS each."""
    cold, warm = [], []
    for _ in range(REPEATS):
        solver.clear_caches()
        start = time.perf_counter()
        call()
        cold.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        call()
        warm.append((time.perf_counter() - start) * 1000)
    return min(cold), min(warm)


def row(label: str, extra: str, samples: list[tuple[float, float]]) -> str:
    cold = [c for c, _ in samples]
    warm = [w for _, w in samples]
    cells = (statistics.mean(cold), max(cold), statistics.mean(warm), max(warm))
    return f"| {label} | {extra} | " + " | ".join(f"{x:.2f}" for x in cells) + " |"


HEADER = ("| {} | {} | cold mean | cold max | warm mean | warm max |\n"
          "| --- | --- | --- | --- | --- | --- |")


def bench_reviews(games: int, seed: int) -> None:
    print(f"\nreview(): {games} games per row, size {SIZE}; milliseconds per review")
    print(HEADER.format("game", "plies (mean, max)"))
    for slug, options in variants():
        rng = random.Random(seed)
        states = [played(slug, options, rng) for _ in range(games)]
        plies = [len(s.history) for s in states]
        samples = [timed(lambda s=s: review(s)) for s in states]
        label = " ".join([slug, *(f"{k}={v}" for k, v in options.items() if k != "size")])
        print(row(label, f"{statistics.mean(plies):.1f}, {max(plies)}", samples))


def bench_search(games: int, seed: int) -> None:
    print(f"\nfind_puzzle(): {games} seeds per row, size {SIZE}; milliseconds per search")
    print(HEADER.format("game", "found"))
    for slug, options in variants():
        samples = []
        for k in range(games):
            samples.append(timed(lambda k=k, slug=slug, options=options: puzzles.find_puzzle(
                slug, random.Random(seed + k), options)))
        found = sum(puzzles.find_puzzle(slug, random.Random(seed + k), options) is not None
                    for k in range(games))
        label = " ".join([slug, *(f"{k}={v}" for k, v in options.items() if k != "size")])
        print(row(label, f"{found}/{games}", samples))


def bench_daily(days: int) -> None:
    print(f"\ndaily_puzzle(): {days} days from 2025-01-01, one server each; milliseconds")
    print(HEADER.format("what", "games"))
    first = date(2025, 1, 1)
    samples = []
    games: dict[str, int] = {}
    for k in range(days):
        day = first + timedelta(days=k)
        samples.append(timed(lambda day=day, k=k: puzzles.daily_puzzle(day, 10**17 + k)))
        slug = puzzles.daily_puzzle(day, 10**17 + k).state.game
        games[slug] = games.get(slug, 0) + 1
    mix = ", ".join(f"{slug} {n}" for slug, n in games.items())
    print(row("the day's puzzle", mix, samples))


async def bench_service(games: int, seed: int) -> None:

    print(f"\nCoachService on SQLite: {games} items per row; milliseconds")
    print(HEADER.format("call", "what"))
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite+aiosqlite:///{Path(folder) / 'coach.db'}"
        await upgrade_async(url)
        engine = make_engine(url)
        clock_now = datetime(2025, 1, 1, 12, tzinfo=UTC)
        coach = CoachService(engine, clock=lambda: clock_now)
        matches = MatchService(engine, rng=random.Random(seed), clock=lambda: clock_now)
        # The first /puzzle of the day in a server (search and store), then a second one.
        first, again = [], []
        for guild in range(1, games + 1):
            solver.clear_caches()
            start = time.perf_counter()
            await coach.todays_puzzle(guild)
            first.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            await coach.todays_puzzle(guild)
            again.append((time.perf_counter() - start) * 1000)
        print(row("todays_puzzle", "first of the day (cold) / stored (warm)",
                  list(zip(first, again, strict=True))))
        # A review of a finished Number Capture match at 25 (25+ plies) against the bot.
        samples = []
        for k in range(games):
            snap = await matches.challenge(
                guild_id=1, channel_id=100 + k, challenger_id=7, opponent_id=9,
                game="number-capture", options={"size": SIZE}, first="me",
                opponent_is_bot=True, bot_user_id=9, level="easy")
            game = rules.get_game("number-capture")
            rng = random.Random(seed + k)
            while snap.is_open:
                snap = await matches.play(1, snap.id, 7, rng.choice(game.legal_moves(snap.state)))
            cold, warm = [], []
            for _ in range(REPEATS):
                solver.clear_caches()
                start = time.perf_counter()
                await coach.review(1, snap.id)
                cold.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                await coach.review(1, snap.id)
                warm.append((time.perf_counter() - start) * 1000)
            samples.append((min(cold), min(warm)))
        print(row("review", f"number-capture {SIZE}, read + review", samples))
        await engine.dispose()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2025)
    args = parser.parse_args(argv)
    bench_reviews(args.games, args.seed)
    bench_search(args.games, args.seed)
    bench_daily(args.days)
    asyncio.run(bench_service(min(args.games, 20), args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
