"""Start-up benchmark: process start to the first answered click, 1 vs 100,000 stored matches.

    .venv/bin/python benchmarks/startup.py [--db sqlite|postgres|both] [--matches 100000]
        [--repeat 2] [--pg-url URL]

For each database, two stores are seeded by bulk SQL inserts (SQLAlchemy Core on the
db.models tables, after the real migrations): "empty" holds only the match that gets
clicked; "full" holds it plus ``--matches - 1`` other active matches (all five games, state
JSON produced by the rules engine after 0-4 random moves, one move-log row per move,
deadlines in the future, spread over many guilds and channels). The clicked match's message
is created in the stand-in (tests/standin, NOT Discord) beforehand, with the number
buttons the bot renders (custom ids per cogs/ui/ids.py).

Then, per store and per repetition: start ``python3 manage.py bot`` (env from
``StandIn.env_for_bot()`` + DATABASE_URL + LOG_LEVEL=WARNING + both CHALLENGE_LIMIT_* at
0), wait until it is connected,
click the next legal number on that message, and time process start -> the click's
interaction callback. RSS (psutil) of the bot process after the click. The bot is stopped
with SIGTERM between runs. A first, unmeasured run syncs the slash commands (so measured
runs are restarts, with no sync) and warms the OS file cache.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import insert, text

import rules
from benchmarks._harness import (
    DEFAULT_PG,
    database,
    machine_line,
    start_real_bot,
    table,
    wait_connected,
)
from cogs.ui import ids
from db.engine import make_engine
from db.migrate import upgrade_async
from db.models import Match, Move
from tests.standin import StandIn

TOKEN = "stand-in-token"
TARGET_GAME = "non-consecutive"
TARGET_SECONDS = 2.0
BATCH = 5000
VARIANTS = 400


@dataclass
class Target:
    guild_id: int
    channel_id: int
    message_id: int
    players: tuple[int, int]
    match_id: int
    state: rules.State


def variants(rng: random.Random) -> list[tuple[rules.State, list[int | None]]]:
    """Realistic states: every game, default options, 0-4 random legal moves played."""
    out = []
    games = list(rules.GAMES.values())
    for i in range(VARIANTS):
        game = games[i % len(games)]
        options: dict[str, Any] = {}
        if "start" in game.option_names:
            options["start"] = rng.randint(1, game.default_size)
        state = game.new_state(**options)
        for _ in range(rng.randint(0, 4)):
            legal = game.legal_moves(state)
            if not legal or state.winner is not None:
                break
            nxt = game.apply(state, rng.choice(legal))
            if nxt.winner is not None:
                break
            state = nxt
        out.append((state, [m.number for m in state.history]))
    return out


def match_row(match_id: int, state: rules.State, *, guild_id: int, channel_id: int,
              message_id: int, players: tuple[int, int], now: datetime) -> dict[str, Any]:
    return {
        "id": match_id, "guild_id": guild_id, "channel_id": channel_id,
        "message_id": message_id, "game": state.game, "options": state.options_dict(),
        "challenger_id": players[0], "opponent_id": players[1],
        "player1_id": players[0], "player2_id": players[1], "bot_level": None,
        "bot_user_id": None, "status": "active", "state": state.to_json(),
        "to_move": state.to_move, "deadline": now + timedelta(hours=23, minutes=59),
        "winner_id": None, "end_reason": None, "version": 1 + len(state.history),
        "created_at": now - timedelta(minutes=5), "updated_at": now, "rematch_of": None,
    }


async def seed(url: str, count: int, target: Target, rng: random.Random) -> float:
    """Migrate, then insert `count` active matches (one of them `target`); seconds taken."""
    started = time.perf_counter()
    await upgrade_async(url)
    engine = make_engine(url)
    pool = variants(rng)
    now = datetime.now(UTC)
    try:
        match_id = 0
        while match_id < count:
            matches, moves = [], []
            for _ in range(min(BATCH, count - match_id)):
                match_id += 1
                if match_id == target.match_id:
                    state = target.state
                    row = match_row(match_id, state, guild_id=target.guild_id,
                                    channel_id=target.channel_id, message_id=target.message_id,
                                    players=target.players, now=now)
                else:
                    state, _ = pool[rng.randrange(len(pool))]
                    players = (rng.getrandbits(62), rng.getrandbits(62))
                    row = match_row(match_id, state, guild_id=1 + rng.randrange(500),
                                    channel_id=10_000 + rng.randrange(20_000),
                                    message_id=rng.getrandbits(62), players=players, now=now)
                matches.append(row)
                for ply, move in enumerate(state.history, start=1):
                    moves.append({"match_id": match_id, "ply": ply,
                                  "player_id": (row["player1_id"], row["player2_id"])[move.player],
                                  "number": move.number,
                                  "played_at": now - timedelta(minutes=4 - ply * 0.5)})
            async with engine.begin() as conn:
                await conn.execute(insert(Match.__table__), matches)
                if moves:
                    await conn.execute(insert(Move.__table__), moves)
        async with engine.begin() as conn:
            if engine.dialect.name == "postgresql":
                await conn.execute(text(
                    "SELECT setval(pg_get_serial_sequence('matches', 'id'), :n)"), {"n": count})
                await conn.execute(text("ANALYZE"))
            else:
                await conn.execute(text("ANALYZE"))
    finally:
        await engine.dispose()
    return time.perf_counter() - started


def board_components(match_id: int, state: rules.State) -> list[dict[str, Any]]:
    """The number buttons (5 per row) as the bot renders them: enabled where legal."""
    game = rules.get_game(state.game)
    buttons = [{"type": 2, "style": 1 if cell.mark == "open" else 2, "label": str(cell.number),
                "custom_id": ids.match_id("play", match_id, cell.number),
                "disabled": cell.mark != "open"} for cell in game.cells(state)]
    buttons.append({"type": 2, "style": 4, "label": "Resign",
                    "custom_id": ids.match_id("resign", match_id), "disabled": False})
    return [{"type": 1, "components": buttons[i:i + 5]} for i in range(0, len(buttons), 5)]


@dataclass
class Run:
    db: str
    store: str
    matches: int
    connected: float
    first_click: float
    click_ms: float
    rss_mib: float
    cpu_s: float


async def one_start(api: StandIn, url: str, target: Target, work: Path, label: str,
                    *, db: str, store: str, matches: int) -> Run:
    """Start the bot, click the next legal number, stop; the timings of that start."""
    game = rules.get_game(target.state.game)
    number = game.legal_moves(target.state)[0]
    player = target.players[target.state.to_move]
    proc = start_real_bot(api.env_for_bot(), url, work / f"{label}.log",
                          extra={"COMMAND_HASH_DIR": str(work / "hash")})
    try:
        connected = await wait_connected(api, proc)
        res = await api.click(target.guild_id, target.channel_id, target.message_id, player,
                              ids.match_id("play", target.match_id, number), timeout=20)
        answered = time.perf_counter() - proc.started
        if res.ephemeral or res.type not in (6, 7):
            raise RuntimeError(f"the click was refused: {res.content}")
        target.state = game.apply(target.state, number)
        rss, cpu = proc.rss_mib(), proc.cpu_seconds()
    finally:
        await proc.stop()
        async with asyncio.timeout(15):
            while api.bot_connected:  # noqa: ASYNC110 - no event for this in the stand-in
                await asyncio.sleep(0.02)
    return Run(db, store, matches, connected, answered, (res.elapsed or 0) * 1000, rss, cpu)


async def bench_db(api: StandIn, kind: str, args: argparse.Namespace, work: Path,
                   guild_id: int, channel_id: int, players: tuple[int, int]) -> list[Run]:
    runs: list[Run] = []
    rng = random.Random(7)
    async with database(kind, work, args.pg_url) as empty_url, \
            database(kind, work, args.pg_url) as full_url:
        stores = [("empty", empty_url, 1), ("full", full_url, args.matches)]
        targets = {}
        for store, url, count in stores:
            match_id = max(1, count // 2)
            state = rules.get_game(TARGET_GAME).new_state()
            msg = api._create_message(channel_id, {  # seeds the stand-in directly
                "content": "", "embeds": [{"title": f"Non-Consecutive · match #{match_id}"}],
                "components": board_components(match_id, state)})
            target = Target(guild_id, channel_id, int(msg["id"]), players, match_id, state)
            took = await seed(url, count, target, rng)
            print(f"[{kind}] seeded {store}: {count} active matches in {took:.1f} s", flush=True)
            targets[store] = target
        # Unmeasured: syncs commands once (later starts are restarts) and warms caches.
        await one_start(api, empty_url, targets["empty"], work, f"{kind}-warmup", db=kind,
                        store="warm-up", matches=1)
        for rep in range(args.repeat):
            for store, url, count in stores:
                run = await one_start(api, url, targets[store], work, f"{kind}-{store}-{rep}",
                                      db=kind, store=store, matches=count)
                runs.append(run)
                print(f"  {kind} {store} #{rep + 1}: connected {run.connected:.2f} s, first "
                      f"click answered {run.first_click:.2f} s, RSS {run.rss_mib:.0f} MiB, "
                      f"CPU {run.cpu_s:.2f} s", flush=True)
    return runs


async def main(args: argparse.Namespace) -> int:
    print(machine_line(), flush=True)
    kinds = ["sqlite", "postgres"] if args.db == "both" else [args.db]
    runs: list[Run] = []
    with tempfile.TemporaryDirectory(prefix="nd-startup-") as tmp:
        work = Path(tmp)
        async with StandIn(token=TOKEN, log_requests=False, check_requests=False) as api:
            guild = api.add_guild(name="Start-up")
            channel = guild.text_channel("general")
            players = (api.add_member(guild.id, "alice"), api.add_member(guild.id, "bob"))
            for kind in kinds:
                runs += await bench_db(api, kind, args, work, guild.id, channel, players)
    print()
    rows = []
    for kind in kinds:
        def best(store: str, kind: str = kind) -> Run:
            return min((r for r in runs if r.db == kind and r.store == store),
                       key=lambda r: r.first_click)
        empty, full = best("empty"), best("full")
        ratio = full.first_click / empty.first_click
        for name, r in (("1 match", empty), (f"{full.matches:,} matches", full)):
            rows.append([kind, name, f"{r.connected:.2f}", f"{r.first_click:.2f}",
                         f"{r.click_ms:.1f}", f"{r.rss_mib:.0f}", f"{r.cpu_s:.2f}",
                         "met" if r.first_click <= TARGET_SECONDS else "MISSED"])
        rows.append([kind, "full / empty", "", f"{ratio:.2f}x", "",
                     f"{full.rss_mib / empty.rss_mib:.2f}x", "",
                     "flat" if ratio <= 1.15 else "GROWS"])
    print(f"best of {args.repeat} starts each; target: first answered click <= "
          f"{TARGET_SECONDS:.0f} s, and no growth with stored matches")
    print(table(["db", "stored", "connected s", "first click s", "click ms", "RSS MiB",
                 "bot CPU s", "target"], rows))
    print(machine_line())
    return 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--pg-url", default=DEFAULT_PG)
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
