"""The public pages under load, and what /metrics costs the bot.

    .venv/bin/python benchmarks/web_bench.py [--db sqlite|postgres] [--matches 100000]
        [--players 400] [--concurrency 8] [--seconds 20] [--pg-url URL]
        [--metrics-runs 3] [--metrics-seconds 20] [--scrape-every 1] [--skip pages|metrics]

**Pages** (``bot web`` as its own process, started as the README starts it:
``python3 manage.py bot web``). One server showing its pages, ``--players`` members with
names, ``--matches`` finished matches between them (the five games, states from random
playouts by the rules engine, the move log, the results ledger with ratings after each game,
finished over the last 200 days), a ratings table per game, a finished round robin. All by
bulk SQL inserts after the real migrations; ANALYZE. Then ``--concurrency`` clients in this
process (aiohttp, closed loop, no think time) ask for a mix of pages for ``--seconds``: the
leaderboard (all games or one, any page), a profile (any member, its first pages of recent
matches), a replay (any match, any move: the exact review of a match is solved once, then
kept) and the tournament. Printed: pages per second, median and p99 latency per kind and in
all, errors, and the web process's CPU per page.

**Metrics** (``load.py``'s machinery): the bot process (``python3 manage.py bot``) against
the local Discord stand-in (tests/standin, NOT Discord), 20 concurrent matches in a closed
loop, moves by button and /claim, rematches; ``--metrics-runs`` pairs A B of runs, A without
OPS_PORT, B with it and a scraper reading /metrics every ``--scrape-every`` seconds (a
Prometheus scrape interval is usually 15 s or more; 1 s is the harsh case). Printed: CPU per
interaction of each and their ratio (median and spread), and the scrapes answered.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import socket
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp
from sqlalchemy import insert, text

import rules
from benchmarks import load
from benchmarks._harness import (
    DEFAULT_PG,
    BotProcess,
    bot_env,
    database,
    machine_line,
    quantile,
    start_process,
    table,
)
from bot.web.pseudonyms import Pseudonyms
from db.engine import make_engine
from db.migrate import upgrade_async
from db.models import ALL_GAMES
from db.tables import (
    guild_settings,
    matches,
    members,
    moves,
    ratings,
    results,
    tournament_pairings,
    tournament_players,
    tournaments,
)
from tests.standin import StandIn

GUILD = 800_000_000_000_000_001
CHANNEL = 900_000_000_000_000_001
PLAYER0 = 700_000_000_000_000_000
BATCH = 2000
PLAYOUTS = 3000  # distinct finished games the matches are drawn from
TOURNAMENT_PLAYERS = 8
SECRET = "web-bench-secret-of-the-pages"
KINDS = ("leaderboard", "profile", "replay", "tournament")
WEIGHTS = (3, 3, 3, 1)


# ---------------------------------------------------------------------------- seeding
def playouts(rng: random.Random) -> list[rules.State]:
    """Finished games of every game at its default size, random legal moves to the end."""
    games = list(rules.GAMES.values())
    out = []
    for k in range(PLAYOUTS):
        game = games[k % len(games)]
        options: dict[str, Any] = {}
        if "start" in game.option_names:
            options["start"] = rng.randint(1, game.default_size)
        state = game.new_state(**options)
        while state.winner is None:
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        out.append(state)
    return out


def _row(match_id: int, state: rules.State, a: int, b: int, when: datetime) -> dict[str, Any]:
    winner = (a, b)[state.winner or 0]
    return {
        "id": match_id, "guild_id": GUILD, "channel_id": CHANNEL, "message_id": None,
        "game": state.game, "options": state.options_dict(), "challenger_id": a,
        "opponent_id": b, "player1_id": a, "player2_id": b, "bot_level": None,
        "bot_user_id": None, "status": "finished", "state": state.to_json(),
        "to_move": state.to_move, "deadline": None, "winner_id": winner,
        "end_reason": "normal", "version": 2 + len(state.history), "created_at": when,
        "updated_at": when, "finished_at": when, "rated": True,
    }


async def seed(url: str, count: int, players: int, rng: random.Random) -> float:
    """Migrate, then insert the store described in the module's docstring; seconds taken."""
    started = time.perf_counter()
    await upgrade_async(url)
    engine = make_engine(url)
    pool = playouts(rng)
    now = datetime.now(UTC)
    people = [PLAYER0 + k for k in range(1, players + 1)]
    rating = {user: 1000.0 for user in people}
    try:
        async with engine.begin() as conn:
            await conn.execute(insert(guild_settings), [{
                "guild_id": GUILD, "version": 1, "updated_at": now, "public_pages": True}])
            await conn.execute(insert(members), [
                {"guild_id": GUILD, "user_id": user, "display_name": f"Member {k}",
                 "hide_name": k % 10 == 0, "seen_at": now} for k, user in enumerate(people)])
        done = 0
        while done < count:
            rows, logged, ledger = [], [], []
            for _ in range(min(BATCH, count - done)):
                done += 1
                a, b = rng.sample(people, 2)
                state = pool[rng.randrange(len(pool))]
                when = now - timedelta(days=200) * (1 - done / count)
                row = _row(done, state, a, b, when)
                rows.append(row)
                for ply, move in enumerate(state.history, start=1):
                    logged.append({"match_id": done, "ply": ply,
                                   "player_id": (a, b)[move.player], "number": move.number,
                                   "played_at": when})
                winner, loser = (a, b) if row["winner_id"] == a else (b, a)
                rating[winner] += 8
                rating[loser] -= 8
                ledger.append({"match_id": done, "guild_id": GUILD, "season": 1,
                               "game": state.game, "winner_id": winner, "loser_id": loser,
                               "winner_rating": rating[winner],
                               "loser_rating": rating[loser]})
            async with engine.begin() as conn:
                await conn.execute(insert(matches), rows)
                await conn.execute(insert(moves), logged)
                await conn.execute(insert(results), ledger)
        async with engine.begin() as conn:
            table_rows = []
            for game in [*rules.GAMES, ALL_GAMES]:
                for user in people:
                    table_rows.append({
                        "guild_id": GUILD, "user_id": user, "game": game, "season": 1,
                        "mu": 25.0, "sigma": 5.0,
                        "rating": rating[user] + rng.uniform(-50, 50),
                        "wins": rng.randint(0, 400), "losses": rng.randint(0, 400),
                        "streak": rng.randint(-3, 3)})
            await conn.execute(insert(ratings), table_rows)
            await _tournament(conn, people[:TOURNAMENT_PLAYERS], now)
            if engine.dialect.name == "postgresql":
                for name in ("matches", "moves", "results", "tournaments",
                             "tournament_pairings"):
                    await conn.execute(text(
                        f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), "
                        f"(SELECT max(id) FROM {name}))"))
            await conn.execute(text("ANALYZE"))
    finally:
        await engine.dispose()
    return time.perf_counter() - started


async def _tournament(conn: Any, players: list[int], now: datetime) -> None:
    """A finished round robin of ``players`` (its pairings' results made up; the pages read
    the pairings, not the games)."""
    await conn.execute(insert(tournaments), [{
        "id": 1, "guild_id": GUILD, "channel_id": CHANNEL, "name": "Bench Cup",
        "format": "round-robin", "game": "circle-duel", "options": {}, "variant": None,
        "rounds": len(players) - 1, "minutes": None, "turn_seconds": 60, "starts_at": now,
        "status": "finished", "organiser_id": players[0], "signup_message_id": None,
        "current_round": len(players) - 1, "started_at": now, "ends_at": None, "version": 9,
        "created_at": now, "finished_at": now}])
    await conn.execute(insert(tournament_players), [
        {"tournament_id": 1, "user_id": user, "rating": 1000.0, "joined_at": now,
         "withdrawn_at": None, "bye_round": None} for user in players])
    pairings, order = [], list(players)
    for number in range(1, len(players)):
        for k in range(len(order) // 2):
            a, b = order[k], order[-1 - k]
            pairings.append({"tournament_id": 1, "round": number, "a_id": a, "b_id": b,
                             "series_id": None, "a_wins": 2, "b_wins": 0, "a_points": 1.0,
                             "b_points": 0.0, "status": "done", "started_at": now,
                             "finished_at": now})
        order = [order[0], order[-1], *order[1:-1]]
    await conn.execute(insert(tournament_pairings), pairings)


# ---------------------------------------------------------------------------- pages
@dataclass
class PageStats:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)

    @property
    def pages(self) -> int:
        return sum(len(v) for v in self.latencies.values())


def web_process(url: str, port: int, log: Path) -> BotProcess:
    """`python3 manage.py bot web`, as the README starts it."""
    env = bot_env({}, {"DATABASE_URL": url, "WEB_PORT": str(port), "WEB_SECRET": SECRET,
                       "LOG_LEVEL": "WARNING"})
    return start_process(["python3", "manage.py", "bot", "web"], env, log)


async def wait_serving(proc: BotProcess, base: str, within: float = 90) -> None:
    async with asyncio.timeout(within), aiohttp.ClientSession() as http:
        while True:
            proc.check_alive()
            with contextlib.suppress(aiohttp.ClientError):
                async with http.get(base + "/") as answer:
                    if answer.status == 200:
                        return
            await asyncio.sleep(0.1)


def pick(rng: random.Random, count: int, players: int) -> tuple[str, str]:
    kind = rng.choices(KINDS, WEIGHTS)[0]
    prefix = f"/s/{GUILD}"
    if kind == "leaderboard":
        game = rng.choice([None, *rules.GAMES])
        page = rng.randint(1, max(1, players // 25))
        query = f"?page={page}" + (f"&game={game}" if game else "")
        return kind, f"{prefix}/{query}"
    if kind == "profile":
        user = PLAYER0 + rng.randint(1, players)
        token = Pseudonyms(SECRET.encode()).token(GUILD, user)
        page = rng.randint(1, 3)
        return kind, f"{prefix}/p/{token}" + (f"?page={page}" if page > 1 else "")
    if kind == "replay":
        return kind, f"{prefix}/m/{rng.randint(1, count)}?move={rng.randint(0, 1)}"
    return kind, f"{prefix}/t/1?round={rng.randint(1, TOURNAMENT_PLAYERS - 1)}"


async def drive(base: str, args: argparse.Namespace, seconds: float, stats: PageStats) -> None:
    deadline = time.perf_counter() + seconds

    async def client(k: int) -> None:
        rng = random.Random(k)
        async with aiohttp.ClientSession() as http:
            while time.perf_counter() < deadline:
                kind, path = pick(rng, args.matches, args.players)
                sent = time.perf_counter()
                try:
                    async with http.get(base + path) as answer:
                        await answer.read()
                        if answer.status != 200:
                            stats.errors.append(f"{answer.status} {path}")
                            continue
                except aiohttp.ClientError as error:
                    stats.errors.append(f"{type(error).__name__} {path}")
                    continue
                stats.latencies[kind].append(time.perf_counter() - sent)

    await asyncio.gather(*(client(k) for k in range(args.concurrency)))


async def bench_pages(args: argparse.Namespace, work: Path) -> list[str]:
    lines = []
    async with database(args.db, work, args.pg_url) as url:
        took = await seed(url, args.matches, args.players, random.Random(7))
        print(f"seeded {args.matches:,} finished matches, {args.players} members in "
              f"{took:.0f} s", flush=True)
        port = _free_port()
        base = f"http://127.0.0.1:{port}"
        proc = web_process(url, port, work / "web.log")
        try:
            await wait_serving(proc, base)
            warm = PageStats()
            await drive(base, args, 3.0, warm)  # the reviews and the caches met once
            cpu_before, waited_before = proc.cpu_seconds(), proc.run_queue_seconds()
            stats = PageStats()
            started = time.perf_counter()
            await drive(base, args, args.seconds, stats)
            elapsed = time.perf_counter() - started
            cpu = proc.cpu_seconds() - cpu_before
            waited_after = proc.run_queue_seconds()
            waited = (None if waited_before is None or waited_after is None
                      else waited_after - waited_before)
            rss = proc.rss_mib()
        finally:
            code = await proc.stop()
            print(f"[web] stopped, exit code {code}; log {work / 'web.log'}", flush=True)
    rows = []
    every = sorted(x for v in stats.latencies.values() for x in v)
    for kind in (*KINDS, "all"):
        found = every if kind == "all" else sorted(stats.latencies[kind])
        if not found:
            continue
        rows.append([kind, str(len(found)), f"{len(found) / elapsed:.1f}",
                     f"{statistics.median(found) * 1000:.1f}",
                     f"{quantile(found, 0.99) * 1000:.1f}", f"{found[-1] * 1000:.1f}"])
    lines.append(f"pages: {args.db}, {args.matches:,} matches, {args.concurrency} clients, "
                 f"closed loop, {args.seconds:.0f} s")
    lines.append(table(["page", "pages", "pages/s", "median ms", "p99 ms", "max ms"], rows))
    lines.append(f"errors: {len(stats.errors)}" + (f" (first: {stats.errors[0]})"
                                                   if stats.errors else ""))
    wait = "" if waited is None else f", {waited / elapsed * 100:.0f} % waiting for a core"
    lines.append(f"web process: {cpu / max(1, stats.pages) * 1000:.2f} ms CPU per page, "
                 f"{cpu / elapsed * 100:.0f} % of a core{wait}, RSS {rss:.0f} MiB")
    return lines


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# ---------------------------------------------------------------------------- metrics
async def scraper(port: int, every: float, counts: list[int]) -> None:
    """Read /metrics every ``every`` seconds, as Prometheus would (counts[0]: answered)."""
    async with aiohttp.ClientSession() as http:
        while True:
            with contextlib.suppress(aiohttp.ClientError):
                async with http.get(f"http://127.0.0.1:{port}/metrics") as answer:
                    body = await answer.read()
                    if answer.status == 200 and b"duels_interactions_total" in body:
                        counts[0] += 1
            await asyncio.sleep(every)


async def bench_metrics(args: argparse.Namespace, work: Path) -> list[str]:
    options = load.parse(["--db", "sqlite", "--levels", str(load.CPU_RATIO_MATCHES),
                          "--closed", "--seconds", str(args.metrics_seconds), "--no-bare"])
    pairs: list[tuple[float, float, int]] = []
    async with StandIn(token=load.TOKEN, log_requests=False, check_requests=False,
                       max_concurrency=options.max_concurrency) as api:
        for k in range(args.metrics_runs):
            async with database("sqlite", work, args.pg_url) as url:
                (off,) = await load.run_backend(api, "sqlite", url, options, work,
                                                tag=f"off{k}")
            port = _free_port()
            counts = [0]
            scraping = asyncio.create_task(scraper(port, args.scrape_every, counts))
            try:
                async with database("sqlite", work, args.pg_url) as url:
                    (on,) = await load.run_backend(api, "sqlite", url, options, work,
                                                   tag=f"on{k}", extra={"OPS_PORT": str(port)})
            finally:
                scraping.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await scraping
            pairs.append((load.cpu_ms_per_interaction(off), load.cpu_ms_per_interaction(on),
                          counts[0]))
            print(f"  run {k + 1}: off {pairs[-1][0]:.3f} ms, on {pairs[-1][1]:.3f} ms per "
                  f"interaction ({counts[0]} scrapes)", flush=True)
    ratios = sorted(on / off for off, on, _ in pairs)
    rows = [[str(k + 1), f"{off:.3f}", f"{on:.3f}", f"{on / off:.3f}", str(scrapes)]
            for k, (off, on, scrapes) in enumerate(pairs)]
    return [
        f"metrics: {load.CPU_RATIO_MATCHES} matches, closed loop, {args.metrics_seconds:.0f} s "
        f"per side, scrape every {args.scrape_every:g} s",
        table(["run", "off CPU/int ms", "on CPU/int ms", "on/off", "scrapes"], rows),
        f"CPU per interaction: off {statistics.median(p[0] for p in pairs):.3f} ms, on "
        f"{statistics.median(p[1] for p in pairs):.3f} ms; on/off median "
        f"{statistics.median(ratios):.3f} (spread {ratios[0]:.3f}-{ratios[-1]:.3f})",
    ]


# ---------------------------------------------------------------------------- main
async def main(args: argparse.Namespace) -> int:
    print(machine_line(), flush=True)
    out: list[str] = []
    with tempfile.TemporaryDirectory(prefix="nd-web-") as tmp:
        work = Path(tmp)
        if args.skip != "pages":
            out += await bench_pages(args, work)
        if args.skip != "metrics":
            out += [""] + await bench_metrics(args, work)
    print()
    for line in out:
        print(line)
    print(machine_line())
    return 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--pg-url", default=DEFAULT_PG)
    parser.add_argument("--metrics-runs", type=int, default=3)
    parser.add_argument("--metrics-seconds", type=float, default=20.0)
    parser.add_argument("--scrape-every", type=float, default=1.0)
    parser.add_argument("--skip", choices=["pages", "metrics"])
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
