"""Load benchmark: the real bot, as its own process, under many concurrent matches.

    .venv/bin/python benchmarks/load.py [--db sqlite|postgres|both] [--levels 10,100,1000]
        [--rate 300] [--seconds 20] [--closed] [--no-bare] [--pg-url URL]
        [--profile-bot DIR]

The bot is started as the README starts it (``python3 manage.py bot``, env from
``StandIn.env_for_bot()`` + DATABASE_URL + LOG_LEVEL=WARNING) against the local Discord API
stand-in (tests/standin, NOT Discord) running in this process, with its 3 s response
deadline on. For each level N, N matches of Non-Consecutive (1..20) are set up through
the real flow (/challenge by one member, Accept clicked by the other; distinct member
pairs, spread over several channels) and then play random legal moves, alternately by
clicking the number's button and by /claim.

Open loop (default): match i plays its k-th move at t0 + phase_i + k*N/rate, so the offered
total is ``--rate`` moves/s whatever the bot's speed (a move whose slot passed while its
previous move was still unanswered goes at once and counts as "behind"). A finished match
is rematched (Rematch click + Accept, sent at once, not counted as moves) and plays on.
``--closed``: no think time, every match plays its next move as soon as the previous one
is answered (maximum throughput).

Latency: from the stand-in sending INTERACTION_CREATE to it receiving the bot's
interaction callback (``InteractionResult.elapsed``). Errors: timeouts, late (> 3 s)
answers, refusals (ephemeral replies other than /claim's "You played N."), and a button
the bot did not render as enabled. The same paced load is then sent to the bare bot
(tests.standin.bare_bot: fixed answers, no database) on the same stand-in, and our
p50/p99 are printed as ratios to its figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from benchmarks._harness import (
    DEFAULT_PG,
    BotProcess,
    Latencies,
    LoopLag,
    database,
    loadavg1,
    machine_line,
    ms,
    start_bare_bot,
    start_real_bot,
    table,
    wait_connected,
)
from tests.standin import LateResponse, StandIn
from tests.standin.bare_bot import BUTTON_ID
from tests.standin.results import InteractionResult

GAME = "non-consecutive"
TOKEN = "stand-in-token"
MATCH_ID = re.compile(r"match #(\d+)")
CALL_TIMEOUT = 6.0  # per interaction; the stand-in rejects answers after 3 s anyway
SETUP_CONCURRENCY = 50
#: Setup plays 0..OPENING_MOVES untimed moves per match, so that matches are at different
#: stages, as in a server, instead of all finishing (and rematching) in the same second.
#: Non-Consecutive on 1..20 lasts at least 7 moves, so no match ends during its opening.
OPENING_MOVES = 6
BOARD_EDIT_WAIT = 3.0  # how long the board may take to show a finished match
LATE_BOARD_WAIT = 10.0  # then how long to wait to tell "late" from "missing"
TARGET_P99_MS = 10.0
TARGET_RATE = 300.0
TARGET_RATIO_P50 = 3.0


class MoveFailed(Exception):
    """A move or setup step the bot refused, or answered too late, or never."""


@dataclass
class Stats:
    moves: Latencies = field(default_factory=Latencies)
    clicks: Latencies = field(default_factory=Latencies)
    claims: Latencies = field(default_factory=Latencies)
    setup: Latencies = field(default_factory=Latencies)
    errors: int = 0
    deferred: int = 0
    behind: int = 0
    rematches: int = 0
    error_samples: list[str] = field(default_factory=list)

    def error(self, what: str) -> None:
        self.errors += 1
        if len(self.error_samples) < 5:
            self.error_samples.append(what[:200])


@dataclass
class Level:
    backend: str
    matches: int
    mode: str
    offered: float | None
    seconds: float
    stats: Stats
    moves_per_s: float
    bot_cpu_per_s: float | None  # bot process CPU seconds per wall second
    gen_cpu_per_s: float
    gen_lag: dict[str, float]
    load: float
    live: int  # matches still playing at the end


# ---------------------------------------------------------------------------- interactions
async def timed(stats: Stats, coro: Any) -> InteractionResult:
    try:
        res: InteractionResult = await coro
    except LateResponse as error:
        raise MoveFailed(f"late: {error}") from None
    except TimeoutError as error:
        raise MoveFailed(f"timeout: {error}") from None
    except (ValueError, KeyError) as error:
        raise MoveFailed(f"stand-in refused to send: {error}") from None
    if res.deferred:
        stats.deferred += 1
        with contextlib.suppress(TimeoutError):
            await res.settled(timeout=CALL_TIMEOUT)
    return res


def match_id_of(res: InteractionResult) -> int:
    found = MATCH_ID.search((res.embeds or [{}])[0].get("title", "")) if res.embeds else None
    if found is None:
        raise MoveFailed(f"no match in answer: {res.content!r}")
    return int(found.group(1))


@dataclass
class Duel:
    """One match as its two players see it, mirrored locally with the rules engine."""

    api: StandIn
    guild: int
    channel: int
    players: tuple[int, int]  # (player 1, player 2) of the current match
    rng: random.Random
    match_id: int = 0
    message_id: int = 0
    state: rules.State | None = None
    moves: int = 0
    last: str = ""

    async def start(self, stats: Stats) -> None:
        p1, p2 = self.players
        res = await self._setup_step(stats, "/challenge", self.api.slash(
            self.guild, self.channel, p1, "challenge",
            {"opponent": p2, "game": GAME, "first": "me"}, timeout=CALL_TIMEOUT))
        self.match_id, self.message_id = match_id_of(res), int(res.message_id or 0)
        await self._accept(stats, p2)

    @staticmethod
    async def _setup_step(stats: Stats, what: str, call: Any) -> InteractionResult:
        """A /challenge, Accept or Rematch: timed as setup, not as a move; refused = failed."""
        res = await timed(stats, call)
        if res.ephemeral:
            raise MoveFailed(f"{what} refused: {res.content}")
        stats.setup.add(res.elapsed or 0.0)
        return res

    async def _accept(self, stats: Stats, who: int) -> None:
        await self._setup_step(stats, "Accept", self.api.click(
            self.guild, self.channel, self.message_id, who, f"nd:accept:{self.match_id}",
            timeout=CALL_TIMEOUT))
        self.state = rules.get_game(GAME).new_state()

    async def rematch(self, stats: Stats) -> None:
        p1, p2 = self.players
        clicker = p1
        # /claim answers first and edits the board after: wait for the finished board.
        def labels() -> list[str]:
            board = self.api.message(self.channel, self.message_id)
            return [b["label"] for b in self.api.find_buttons(board)]

        with contextlib.suppress(TimeoutError):
            await self.api.wait_until(lambda: "Rematch" in labels(), BOARD_EDIT_WAIT)
        if "Rematch" not in labels():  # the bot's board disagrees with the local mirror
            late = await self._late_board(labels)
            board = self.api.message(self.channel, self.message_id)
            embed = (board.get("embeds") or [{}])[0]
            raise MoveFailed(f"no Rematch on the board of match {self.match_id} after "
                             f"{self.moves} moves (last: {self.last}); {late}; buttons {labels()}; "
                             f"{embed.get('title')!r} {str(embed.get('fields'))[:300]}")
        res = await self._setup_step(stats, "Rematch", self.api.click(
            self.guild, self.channel, self.message_id, clicker, f"nd:rematch:{self.match_id}",
            timeout=CALL_TIMEOUT))
        self.match_id, self.message_id = match_id_of(res), int(res.message_id or 0)
        self.players = (p2, p1)  # the other player starts the rematch
        await self._accept(stats, p2)  # p2 is the one who did not click
        stats.rematches += 1

    async def _late_board(self, labels: Callable[[], list[str]]) -> str:
        """Why the finished board is missing: late, or posted as another message."""
        started = time.perf_counter()
        with contextlib.suppress(TimeoutError):
            await self.api.wait_until(lambda: "Rematch" in labels(), LATE_BOARD_WAIT)
        if "Rematch" in labels():
            return f"the finished board came {time.perf_counter() - started:.1f} s late"
        tag = f"#{self.match_id}"
        boards = [m["id"] for m in self.api.messages(self.channel)
                  if tag in str((m.get("embeds") or [{}])[0].get("title"))]
        return f"boards of this match: {boards}"

    async def move(self, stats: Stats, by_button: bool) -> None:
        assert self.state is not None
        game = rules.get_game(GAME)
        number = self.rng.choice(game.legal_moves(self.state))
        player = self.players[self.state.to_move]
        if by_button:
            res = await timed(stats, self.api.click(
                self.guild, self.channel, self.message_id, player,
                f"nd:play:{self.match_id}:{number}", timeout=CALL_TIMEOUT))
            if res.ephemeral or res.type not in (6, 7):
                raise MoveFailed(f"click {number} refused: {res.content}")
            stats.clicks.add(res.elapsed or 0.0)
        else:
            res = await timed(stats, self.api.slash(
                self.guild, self.channel, player, "claim", {"number": number},
                timeout=CALL_TIMEOUT))
            if res.deferred and not res.content:
                raise MoveFailed(f"/claim {number} deferred, no answer {CALL_TIMEOUT:.0f} s on")
            if res.ephemeral and not (res.content or "").startswith("You played"):
                raise MoveFailed(f"/claim {number} refused: {res.content}")
            if not res.ephemeral:  # the board was posted afresh
                self.message_id = int(res.message_id or self.message_id)
            stats.claims.add(res.elapsed or 0.0)
        stats.moves.add(res.elapsed or 0.0)
        self.last = f"{'click' if by_button else '/claim'} {number} -> {res.type} {res.content!r}"
        self.state = game.apply(self.state, number)
        self.moves += 1

    async def opening(self, scratch: Stats) -> None:
        for k in range(self.rng.randrange(OPENING_MOVES + 1)):
            await self.move(scratch, by_button=k % 2 == 0)

    @property
    def over(self) -> bool:
        return self.state is not None and self.state.winner is not None


@dataclass
class BareDuel:
    """The same traffic shape for the bare bot: one /challenge, then alternately a click on
    its message's button and a /claim."""

    api: StandIn
    guild: int
    channel: int
    players: tuple[int, int]
    message_id: int = 0
    moves: int = 0

    async def start(self, stats: Stats) -> None:
        res = await timed(stats, self.api.slash(
            self.guild, self.channel, self.players[0], "challenge",
            {"opponent": self.players[1], "game": GAME, "first": "me"}, timeout=CALL_TIMEOUT))
        stats.setup.add(res.elapsed or 0.0)
        self.message_id = int(res.message_id or 0)

    async def move(self, stats: Stats, by_button: bool) -> None:
        player = self.players[self.moves % 2]
        if by_button:
            res = await timed(stats, self.api.click(
                self.guild, self.channel, self.message_id, player, BUTTON_ID,
                timeout=CALL_TIMEOUT))
            stats.clicks.add(res.elapsed or 0.0)
        else:
            res = await timed(stats, self.api.slash(
                self.guild, self.channel, player, "claim", {"number": 1 + self.moves % 20},
                timeout=CALL_TIMEOUT))
            stats.claims.add(res.elapsed or 0.0)
        stats.moves.add(res.elapsed or 0.0)
        self.moves += 1

    over = False

    async def opening(self, scratch: Stats) -> None:  # never over: no stages to spread
        return None

    async def rematch(self, stats: Stats) -> None:  # never over
        return None


#: The two commands the load uses, for a bare-bot-only run (the real bot syncs its own).
BARE_ONLY_COMMANDS = [
    {"name": "challenge", "description": "challenge", "type": 1, "options": [
        {"name": "opponent", "description": "who", "type": 6, "required": True},
        {"name": "game", "description": "game", "type": 3, "required": True},
        {"name": "first", "description": "first", "type": 3, "required": False}]},
    {"name": "claim", "description": "claim", "type": 1, "options": [
        {"name": "number", "description": "number", "type": 4, "required": True}]},
]


# ---------------------------------------------------------------------------- load
async def setup_all(duels: list[Any], stats: Stats, within: float) -> list[Any]:
    sem = asyncio.Semaphore(SETUP_CONCURRENCY)
    ok: list[Any] = []

    async def one(duel: Any) -> None:
        async with sem:
            try:
                await duel.start(stats)
                await duel.opening(Stats())  # untimed
                ok.append(duel)
            except MoveFailed as error:
                stats.error(f"setup: {error}")

    async with asyncio.timeout(within):
        await asyncio.gather(*(one(d) for d in duels))
    return ok


async def drive(duels: list[Any], stats: Stats, *, rate: float | None, seconds: float,
                rng: random.Random, moves_by: str = "both") -> tuple[float, int]:
    """Play until `seconds` passed; returns (wall seconds, matches still live)."""
    n = len(duels)
    interval = n / rate if rate else 0.0
    t0 = time.perf_counter() + 0.05
    stop_at = t0 + seconds
    live = 0

    async def player(i: int, duel: Any) -> None:
        nonlocal live
        slot = t0 + (rng.random() * interval if interval else 0.0)
        k = 0
        while True:
            if interval:
                delay = slot - time.perf_counter()
                if delay > 0:
                    await asyncio.sleep(delay)
                elif delay < -0.001:
                    stats.behind += 1
                slot += interval
            if time.perf_counter() >= stop_at:
                live += 1
                return
            try:
                by_button = (k + i) % 2 == 0 if moves_by == "both" else moves_by == "button"
                await duel.move(stats, by_button=by_button)
                k += 1
                if duel.over:
                    await duel.rematch(stats)
            except MoveFailed as error:
                stats.error(str(error))
                return  # the local mirror may be out of step: this match stops

    # Under overload a match can still be mid-rematch at the end: cut it off, don't crash.
    tasks = [asyncio.create_task(player(i, d)) for i, d in enumerate(duels)]
    done, pending = await asyncio.wait(tasks, timeout=seconds + 3 * CALL_TIMEOUT + 5)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        task.result()  # re-raise anything unexpected
    if pending:
        print(f"    {len(pending)} matches were still waiting for the bot at the time limit")
    return time.perf_counter() - t0, live


async def run_level(api: StandIn, guild: int, channels: list[int], members: list[int],
                    proc: BotProcess, *, backend: str, n: int, rate: float | None,
                    seconds: float, bare: bool, seed: int, moves_by: str = "both") -> Level:
    rng = random.Random(seed)
    stats = Stats()
    duels: list[Any] = []
    for i in range(n):
        pair = (members[2 * i], members[2 * i + 1])
        channel = channels[i % len(channels)]
        duels.append(BareDuel(api, guild, channel, pair) if bare
                     else Duel(api, guild, channel, pair, random.Random(seed + i)))
    ready = await setup_all(duels, stats, within=120)
    stats.setup_errors = stats.errors  # type: ignore[attr-defined]
    lag = LoopLag()
    lag.start()
    load0 = loadavg1()
    bot_cpu0 = proc.cpu_seconds()
    gen_cpu0 = time.process_time()
    wall, live = await drive(ready, stats, rate=rate, seconds=seconds, rng=rng,
                             moves_by=moves_by)
    bot_cpu = (proc.cpu_seconds() - bot_cpu0) / wall
    gen_cpu = (time.process_time() - gen_cpu0) / wall
    gen_lag = await lag.stop()
    return Level(backend, n, "closed" if rate is None else "open", rate, wall, stats,
                 len(stats.moves.samples) / wall, bot_cpu, gen_cpu, gen_lag,
                 max(load0, loadavg1()), live)


# ---------------------------------------------------------------------------- world
@dataclass
class World:
    api: StandIn
    guild: int
    channels: dict[int, list[int]]  # per level
    members: dict[int, list[int]]  # per level, 2 per match


def build_world(api: StandIn, levels: list[int], tag: str) -> World:
    guild = api.add_guild(name=f"Bench {tag}")
    channels: dict[int, list[int]] = {}
    members: dict[int, list[int]] = {}
    for n in levels:
        count = max(1, min(20, n // 5))
        channels[n] = [guild.text_channel(f"{tag}-{n}-{k}") for k in range(count)]
        members[n] = [api.add_member(guild.id, f"{tag}{n}u{j}") for j in range(2 * n)]
    return World(api, guild.id, channels, members)


async def wait_disconnected(api: StandIn, within: float = 15) -> None:
    async with asyncio.timeout(within):
        while api.bot_connected:  # noqa: ASYNC110 - the stand-in has no event for this
            await asyncio.sleep(0.02)


async def run_backend(api: StandIn, backend: str, url: str | None, args: argparse.Namespace,
                      work: Path) -> list[Level]:
    """One bot process (real bot on `url`, or the bare bot when url is None), every level."""
    levels = [int(x) for x in args.levels.split(",")]
    world = build_world(api, levels, backend[:2])
    log = work / f"{backend}.log"
    if url is None:
        proc = start_bare_bot(api.env_for_bot(), log)
    else:
        profile = (Path(args.profile_bot) / f"bot-{backend}.prof") if args.profile_bot else None
        proc = start_real_bot(api.env_for_bot(), url, log,
                              extra={"COMMAND_HASH_DIR": str(work / backend)},
                              profile_to=profile)
    out: list[Level] = []
    try:
        took = await wait_connected(api, proc)
        print(f"[{backend}] connected {took:.2f} s after process start", flush=True)
        await asyncio.sleep(0.5)  # discord.py's own guild_ready bookkeeping
        for n in levels:
            level = await run_level(api, world.guild, world.channels[n], world.members[n], proc,
                                    backend=backend, n=n, rate=None if args.closed else args.rate,
                                    seconds=args.seconds, bare=url is None, seed=n,
                                    moves_by=args.moves)
            proc.check_alive()
            out.append(level)
            print(row_text(level), flush=True)
            for sample in level.stats.error_samples:
                print(f"    error: {sample}", flush=True)
    finally:
        code = await proc.stop()
        print(f"[{backend}] stopped (SIGTERM), exit code {code}; log {log}", flush=True)
        await wait_disconnected(api)
    return out


# ---------------------------------------------------------------------------- output
HEADERS = ["bot", "matches", "mode", "offered/s", "moves/s", "p50 ms", "p95 ms", "p99 ms",
           "max ms", "errors", "defer", "behind", "bot CPU", "gen CPU", "gen lag p99",
           "load1"]


def row(level: Level) -> list[str]:
    s = level.stats.moves.summary()
    return [
        level.backend, str(level.matches), level.mode,
        "max" if level.offered is None else f"{level.offered:.0f}",
        f"{level.moves_per_s:.0f}", ms(s["p50"]), ms(s["p95"]), ms(s["p99"]), ms(s["max"]),
        str(level.stats.errors), str(level.stats.deferred), str(level.stats.behind),
        "-" if level.bot_cpu_per_s is None else f"{level.bot_cpu_per_s:.0%}",
        f"{level.gen_cpu_per_s:.0%}", ms(level.gen_lag["p99"]), f"{level.load:.2f}",
    ]


def row_text(level: Level) -> str:
    s = level.stats.moves.summary()
    c, k = level.stats.clicks.summary(), level.stats.claims.summary()
    return (f"  {level.backend} n={level.matches}: {level.moves_per_s:.0f} moves/s, "
            f"p50 {ms(s['p50'])} p99 {ms(s['p99'])} ms (click p50 {ms(c['p50'])}, "
            f"/claim p50 {ms(k['p50'])}), errors {level.stats.errors}, "
            f"rematches {level.stats.rematches}, setup p50 "
            f"{ms(level.stats.setup.summary()['p50'])} ms")


def verdicts(levels: list[Level], args: argparse.Namespace) -> list[str]:
    bare = {lv.matches: lv for lv in levels if lv.backend == "bare"}
    lines = []
    ratio_rows = []
    for lv in levels:
        if lv.backend == "bare":
            continue
        s = lv.stats.moves.summary()
        b = bare.get(lv.matches)
        if b is not None:
            bs = b.stats.moves.summary()
            r50, r99 = s["p50"] / bs["p50"], s["p99"] / bs["p99"]
            ratio_rows.append([lv.backend, str(lv.matches), f"{r50:.2f}",
                               "yes" if r50 <= TARGET_RATIO_P50 else "NO", f"{r99:.2f}"])
        if lv.matches == 100 and lv.backend == "sqlite" and lv.mode == "open":
            ok = s["p99"] <= TARGET_P99_MS
            lines.append(f"target p99 <= {TARGET_P99_MS:.0f} ms, 100 matches, SQLite: "
                         f"{s['p99']:.1f} ms -> {'met' if ok else 'MISSED'}")
        if lv.matches == 100:
            ok = lv.moves_per_s >= TARGET_RATE * 0.98 and lv.stats.errors == 0
            lines.append(f"target >= {TARGET_RATE:.0f} moves/s, 100 matches, {lv.backend} "
                         f"({lv.mode}): {lv.moves_per_s:.0f} moves/s, {lv.stats.errors} errors"
                         f" -> {'met' if ok else 'MISSED'}")
    out = []
    if ratio_rows:
        out.append("ratio to the bare bot (same stand-in, same load; target p50 <= "
                   f"{TARGET_RATIO_P50:.0f}):")
        out.append(table(["bot", "matches", "p50 ratio", "<= 3", "p99 ratio"], ratio_rows))
    out.extend(lines)
    return out


# ---------------------------------------------------------------------------- main
async def main(args: argparse.Namespace) -> int:
    backends = {"both": ["sqlite", "postgres"], "none": []}.get(args.db, [args.db])
    print(machine_line(), flush=True)
    mode = "closed loop (no think time)" if args.closed else f"open loop, {args.rate:.0f} moves/s"
    print(f"load: {mode}, {args.seconds:.0f} s per level, levels {args.levels}, game {GAME}",
          flush=True)
    levels: list[Level] = []
    with tempfile.TemporaryDirectory(prefix="nd-load-") as tmp:
        work = Path(tmp)
        async with StandIn(token=TOKEN, log_requests=False) as api:
            for backend in backends:
                async with database(backend, work, args.pg_url) as url:
                    levels += await run_backend(api, backend, url, args, work)
            if not args.no_bare:
                if not backends:  # no real bot synced /challenge and /claim: seed them
                    api.set_commands(BARE_ONLY_COMMANDS)
                levels += await run_backend(api, "bare", None, args, work)
            print(f"stand-in: {api.late_callbacks} late callbacks (> 3 s)", flush=True)
    print()
    print(table(HEADERS, [row(lv) for lv in levels]))
    print()
    for line in verdicts(levels, args):
        print(line)
    print(machine_line())
    return 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", choices=["sqlite", "postgres", "both", "none"], default="both",
                        help="none: only the bare bot")
    parser.add_argument("--levels", default="10,100,1000", help="concurrent matches per level")
    parser.add_argument("--rate", type=float, default=TARGET_RATE, help="offered moves/s")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured time per level")
    parser.add_argument("--moves", choices=["both", "button", "claim"], default="both",
                        help="how moves are made: alternating (default), or only one way")
    parser.add_argument("--closed", action="store_true", help="no think time (max throughput)")
    parser.add_argument("--no-bare", action="store_true", help="skip the bare-bot baseline")
    parser.add_argument("--pg-url", default=DEFAULT_PG)
    parser.add_argument("--profile-bot", metavar="DIR",
                        help="run the bot as `python -m cProfile -o DIR/bot-<db>.prof -m bot` "
                             "(not via manage.py) to see where its time goes")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
