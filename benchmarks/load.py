"""Load benchmark: the real bot, as its own process, under many concurrent matches.

    .venv/bin/python benchmarks/load.py [--db sqlite|postgres|both] [--levels 10,100,1000]
        [--rate 300] [--seconds 20] [--closed] [--no-bare] [--pg-url URL]
        [--processes 1,2] [--max-concurrency 16] [--profile-bot DIR] [--many]

The bot is started as the README starts it (``python3 manage.py bot``, env from
``StandIn.env_for_bot()`` + DATABASE_URL + LOG_LEVEL=WARNING + both CHALLENGE_LIMIT_* at 0,
no per-member challenge limit) against the local Discord API stand-in (tests/standin, NOT
Discord) running in this process, with its 3 s response
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

``--processes 1,2``: the real bot is run once per count, each on a fresh database, with the
same offered load. N > 1 is N processes (``SHARD_COUNT=N``, ``SHARD_IDS=k``) sharing the
database, with one server per shard and the matches dealt round-robin over the servers, so
each process gets 1/N of the load. Besides the totals, each process's CPU and the moves of
its server are printed: CPU per move per process is the coordination cost (none expected).
The stand-in answers ``session_start_limit.max_concurrency`` = ``--max-concurrency``.

``--many``: the many-matches case, levels 20, 200 and 1,000 (unless ``--levels``) in a closed
loop, and a table of each level against the first (moves/s, p50/p99, bot CPU and how long its
event loop waited for a core, CPU per move, peak RSS) with the targets: at the largest level
the bot at >= 90 % of a core or >= 85 % of the first level's moves/s, and RSS under 130 MiB.

``--cpu-ratio [--runs 5]``: our CPU per interaction against a bare bot's floor: 20
concurrent matches, closed loop, moves alternating between button and /claim, finished
matches rematched; our bot (``--db``, SQLite by default here) and the bare bot in its floor
mode (BARE_BOT_FLOOR: guilds intent, ``edit_message(content="ok")`` for a click, a short
ephemeral message for a command) alternate A B A B on the same stand-in, each a fresh
process (ours on a fresh database) per run. Per run: process CPU per interaction of each
(interactions = moves, plus a Rematch and an Accept per rematch for ours) and their ratio;
then the ratio's median and spread. ``--ratio-rate R``: both bots offered the same R moves/s
(open loop) instead: the bare bot's CPU per interaction falls with its rate, and in the
closed loop it runs several times faster than ours. ``--board-floor`` adds a third side per
run (A B C): the bare bot sending our requests and board payloads without a game
(BARE_BOT_FLOOR=board), the least any bot with this behaviour spends on discord.py.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy.engine import make_url

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
    postgres_backends_cpu,
    start_bare_bot,
    start_real_bot,
    table,
    wait_connected,
)
from tests.fixtures import boards as board_reading
from tests.standin import LateResponse, StandIn
from tests.standin.bare_bot import BUTTON_ID
from tests.standin.rate_limits import RateLimits
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
    processes: int = 1
    #: per bot process: (CPU seconds, moves of its servers) during the measured time
    per_process: list[tuple[float, int]] = field(default_factory=list)
    #: CPU seconds of the PostgreSQL backends serving the bot's database (None: SQLite)
    db_cpu: float | None = None
    #: resident memory of each bot process when the measured time was up, MiB
    rss_mib: list[float] = field(default_factory=list)
    #: interactions answered in the measured time: moves, and a Rematch and an Accept click
    #: per rematch (the bare bot never rematches)
    answered: int = 0
    #: the highest resident memory of each bot process during the level (setup included),
    #: sampled every RSS_PERIOD seconds, MiB
    rss_peak_mib: list[float] = field(default_factory=list)
    #: the bot's event loop thread runnable but waiting for a core, per wall second (None:
    #: unknown): CPU taken by other processes on the machine
    bot_run_queue_per_s: float | None = None

    @property
    def cpu_ms_per_move(self) -> float | None:
        moves = sum(m for _, m in self.per_process)
        if not self.per_process or not moves:
            return None
        return 1000 * sum(c for c, _ in self.per_process) / moves

    @property
    def db_cpu_ms_per_move(self) -> float | None:
        moves = sum(m for _, m in self.per_process)
        if self.db_cpu is None or not moves:
            return None
        return 1000 * self.db_cpu / moves


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
    found = MATCH_ID.search(str(board_reading.answered(res).get("title") or ""))
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
            embed = board_reading.shown(board)
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
                  if tag in board_reading.title_of(m)]
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
                rng: random.Random, moves_by: str = "both",
                at_window_end: Callable[[float], None] | None = None) -> tuple[float, int]:
    """Play until `seconds` passed; returns (wall seconds until the last match stopped,
    matches still live). A match stops at its first move after `seconds`, but one in the
    middle of a rematch can take up to a few CALL_TIMEOUTs more, while the others are done:
    ``at_window_end(elapsed)`` is called when the `seconds` are up (``elapsed`` since the
    start), so that a caller can take its figures over the measured time alone."""
    n = len(duels)
    interval = n / rate if rate else 0.0
    t0 = time.perf_counter() + 0.05
    stop_at = t0 + seconds
    live = 0
    if at_window_end is not None:
        asyncio.get_running_loop().call_later(
            stop_at - time.perf_counter(), lambda: at_window_end(time.perf_counter() - t0))

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


RSS_PERIOD = 0.1


class PeakRss:
    """The highest RSS of each bot process while it runs, sampled every RSS_PERIOD s."""

    def __init__(self, procs: list[BotProcess]) -> None:
        self.procs = procs
        self.peak = [p.rss_mib() for p in procs]
        self.task = asyncio.create_task(self._sample())

    def _take(self) -> None:
        for k, proc in enumerate(self.procs):
            with contextlib.suppress(Exception):  # the process may be stopping
                self.peak[k] = max(self.peak[k], proc.rss_mib())

    async def _sample(self) -> None:
        while True:
            await asyncio.sleep(RSS_PERIOD)
            self._take()

    async def stop(self) -> list[float]:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task
        self._take()
        return self.peak


class DatabaseCpu:
    """CPU of the PostgreSQL backends serving one database while it runs, sampled every
    0.2 s so that connections opened and closed meanwhile (pool overflow) count too, up to
    their last sample: a lower bound, close when connections live longer than that."""

    def __init__(self, database_name: str) -> None:
        self.name = database_name
        self.start = postgres_backends_cpu(database_name)
        self.last = dict(self.start)
        self.task = asyncio.create_task(self._sample())

    async def _sample(self) -> None:
        while True:
            await asyncio.sleep(0.2)
            self.last.update(postgres_backends_cpu(self.name))

    def used(self) -> float:
        """CPU seconds the backends used since the start, sampled now."""
        self.last.update(postgres_backends_cpu(self.name))
        return sum(cpu - self.start.get(pid, 0.0) for pid, cpu in self.last.items())

    async def stop(self) -> None:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task


@dataclass(frozen=True)
class Seat:
    """Where one match is played: its server, channel and two members."""

    guild: int
    channel: int
    pair: tuple[int, int]


async def run_level(api: StandIn, seats: list[Seat], procs: list[BotProcess],
                    guild_process: dict[int, int], *, backend: str, rate: float | None,
                    seconds: float, bare: bool, seed: int, moves_by: str = "both",
                    pg_database: str | None = None) -> Level:
    """One level: set up a match per seat, then drive them. ``guild_process`` says which
    process (index in ``procs``) serves each server; ``pg_database``, whose PostgreSQL
    backends' CPU to count."""
    rng = random.Random(seed)
    stats = Stats()
    duels: list[Any] = []
    for i, seat in enumerate(seats):
        duels.append(BareDuel(api, seat.guild, seat.channel, seat.pair) if bare
                     else Duel(api, seat.guild, seat.channel, seat.pair,
                               random.Random(seed + i)))
    rss = PeakRss(procs)
    ready = await setup_all(duels, stats, within=120)
    lag = LoopLag()
    lag.start()
    load0 = loadavg1()
    moves0 = [d.moves for d in ready]
    bot_cpu0 = [p.cpu_seconds() for p in procs]
    runq0 = [p.run_queue_seconds() for p in procs]
    db = DatabaseCpu(pg_database) if pg_database else None
    gen_cpu0 = time.process_time()
    window = MeasuredWindow()

    def window_end(elapsed: float) -> None:
        window.seconds = elapsed
        window.bot_cpu = [p.cpu_seconds() - c0 for p, c0 in zip(procs, bot_cpu0, strict=True)]
        delays = [None if q0 is None or (q := p.run_queue_seconds()) is None else q - q0
                  for p, q0 in zip(procs, runq0, strict=True)]
        window.run_queue = None if None in delays else sum(d or 0.0 for d in delays)
        window.gen_cpu = time.process_time() - gen_cpu0
        window.rss_mib = [p.rss_mib() for p in procs]
        window.db_cpu = db.used() if db is not None else None
        window.answers = len(stats.moves.samples)
        window.answered = window.answers + 2 * stats.rematches
        window.moves = [0] * len(procs)
        for duel, before in zip(ready, moves0, strict=True):
            window.moves[guild_process[duel.guild]] += duel.moves - before

    wall, live = await drive(ready, stats, rate=rate, seconds=seconds, rng=rng,
                             moves_by=moves_by, at_window_end=window_end)
    if not window.seconds:  # every match stopped (failed) before the time was up
        window_end(wall)
    if db is not None:
        await db.stop()
    rss_peak = await rss.stop()
    gen_lag = await lag.stop()
    if wall - window.seconds > CALL_TIMEOUT:
        print(f"    the last match stopped {wall - window.seconds:.1f} s after the measured "
              f"{window.seconds:.1f} s (not counted)")
    span = window.seconds
    return Level(backend, len(seats), "closed" if rate is None else "open", rate, span, stats,
                 window.answers / span, sum(window.bot_cpu) / span, window.gen_cpu / span,
                 gen_lag, max(load0, loadavg1()), live, len(procs),
                 list(zip(window.bot_cpu, window.moves, strict=True)), window.db_cpu,
                 window.rss_mib, window.answered, rss_peak,
                 None if window.run_queue is None else window.run_queue / span)


@dataclass
class MeasuredWindow:
    """A level's figures when its measured time is up: moves answered and CPU used by then
    (the matches still finishing a rematch afterwards would otherwise stretch the time)."""

    seconds: float = 0.0
    answers: int = 0
    bot_cpu: list[float] = field(default_factory=list)
    gen_cpu: float = 0.0
    db_cpu: float | None = None
    moves: list[int] = field(default_factory=list)
    rss_mib: list[float] = field(default_factory=list)
    answered: int = 0
    run_queue: float | None = None


# ---------------------------------------------------------------------------- world
@dataclass
class World:
    api: StandIn
    seats: dict[int, list[Seat]]  # per level, one per match
    guild_process: dict[int, int]  # server -> index of the process serving it


def build_world(api: StandIn, levels: list[int], tag: str, processes: int = 1) -> World:
    """One server per process (on that process's shard); per level N, the N matches dealt
    round-robin over the servers, each with its own two members, over min(20, N/5)
    channels in all."""
    if processes == 1:
        guilds = [api.add_guild(name=f"Bench {tag}")]
    else:
        guilds = [api.add_guild(name=f"Bench {tag} shard {k}", shard=(k, processes))
                  for k in range(processes)]
    seats: dict[int, list[Seat]] = {}
    for n in levels:
        per_guild = max(1, min(20, n // 5) // len(guilds))
        channels = [[g.text_channel(f"{tag}-{n}-{k}") for k in range(per_guild)]
                    for g in guilds]
        seats[n] = []
        for i in range(n):
            g = i % len(guilds)
            guild = guilds[g]
            pair = (api.add_member(guild.id, f"{tag}{n}u{2 * i}"),
                    api.add_member(guild.id, f"{tag}{n}u{2 * i + 1}"))
            seats[n].append(Seat(guild.id, channels[g][(i // len(guilds)) % per_guild], pair))
    return World(api, seats, {g.id: k for k, g in enumerate(guilds)})


async def wait_disconnected(api: StandIn, within: float = 15) -> None:
    async with asyncio.timeout(within):
        while api.bot_connected:  # noqa: ASYNC110 - the stand-in has no event for this
            await asyncio.sleep(0.02)


def pg_database(url: str | None) -> str | None:
    """The database name of a PostgreSQL URL (None for SQLite or the bare bot)."""
    if url is None or not url.startswith("postgresql"):
        return None

    return make_url(url).database


async def wait_shards(api: StandIn, procs: list[BotProcess], count: int,
                      within: float = 90) -> float:
    """Until shards 0..count-1 are connected; seconds since the first process started."""
    async with asyncio.timeout(within):
        while not set(range(count)) <= api.connected_shards:
            for proc in procs:
                proc.check_alive()
            await asyncio.sleep(0.01)
    return time.perf_counter() - procs[0].started


async def run_backend(api: StandIn, backend: str, url: str | None, args: argparse.Namespace,
                      work: Path, processes: int = 1, tag: str = "",
                      extra: dict[str, str] | None = None) -> list[Level]:
    """The real bot on `url` in `processes` processes (or the bare bot when url is None),
    every level. ``extra``: more settings for the real bot (web_bench.py: OPS_PORT)."""
    levels = [int(x) for x in args.levels.split(",")]
    name = backend if processes == 1 else f"{backend} x{processes}"
    world = build_world(api, levels, f"{backend[:2]}{processes}{tag}", processes)
    procs: list[BotProcess] = []
    if url is None:
        floor: bool | str = ("board" if backend == "board" else args.cpu_ratio)
        procs.append(start_bare_bot(api.env_for_bot(), work / f"{backend}{tag}.log",
                                    floor=floor))
    else:
        for k in range(processes):
            profile = (Path(args.profile_bot) / f"bot-{backend}-{processes}-{k}.prof"
                       if args.profile_bot else None)
            shards = ({} if processes == 1 else
                      {"SHARD_COUNT": str(processes), "SHARD_IDS": str(k)})
            procs.append(start_real_bot(
                api.env_for_bot(), url, work / f"{backend}-{processes}-{k}.log",
                extra={"COMMAND_HASH_DIR": str(work / f"{backend}-{processes}-{k}"), **shards,
                       **(extra or {})},
                profile_to=profile))
    out: list[Level] = []
    try:
        if processes == 1:
            took = await wait_connected(api, procs[0])
        else:
            took = await wait_shards(api, procs, processes)
        print(f"[{name}] connected {took:.2f} s after process start", flush=True)
        await asyncio.sleep(0.5)  # discord.py's own guild_ready bookkeeping
        for n in levels:
            level = await run_level(api, world.seats[n], procs, world.guild_process,
                                    backend=name, rate=None if args.closed else args.rate,
                                    seconds=args.seconds, bare=url is None, seed=n,
                                    moves_by=args.moves, pg_database=pg_database(url))
            for proc in procs:
                proc.check_alive()
            out.append(level)
            print(row_text(level), flush=True)
            for sample in level.stats.error_samples:
                print(f"    error: {sample}", flush=True)
    finally:
        codes = [await proc.stop() for proc in procs]
        print(f"[{name}] stopped (SIGTERM), exit codes {codes}; logs in {work}", flush=True)
        await wait_disconnected(api)
    return out


# ---------------------------------------------------------------------------- output
HEADERS = ["bot", "matches", "mode", "offered/s", "moves/s", "p50 ms", "p95 ms", "p99 ms",
           "max ms", "errors", "defer", "behind", "bot CPU", "CPU/move ms", "db CPU/move ms",
           "gen CPU", "gen lag p99", "RSS peak MiB", "load1"]
PROCESS_HEADERS = ["bot", "matches", "process", "moves", "moves/s", "CPU", "CPU/move ms"]


def row(level: Level) -> list[str]:
    s = level.stats.moves.summary()
    return [
        level.backend, str(level.matches), level.mode,
        "max" if level.offered is None else f"{level.offered:.0f}",
        f"{level.moves_per_s:.0f}", ms(s["p50"]), ms(s["p95"]), ms(s["p99"]), ms(s["max"]),
        str(level.stats.errors), str(level.stats.deferred), str(level.stats.behind),
        "-" if level.bot_cpu_per_s is None else f"{level.bot_cpu_per_s:.0%}",
        "-" if level.cpu_ms_per_move is None else f"{level.cpu_ms_per_move:.2f}",
        "-" if level.db_cpu_ms_per_move is None else f"{level.db_cpu_ms_per_move:.2f}",
        f"{level.gen_cpu_per_s:.0%}", ms(level.gen_lag["p99"]),
        "/".join(f"{r:.0f}" for r in level.rss_peak_mib) or "-", f"{level.load:.2f}",
    ]


def process_rows(level: Level) -> list[list[str]]:
    """One row per bot process of a multi-process level: its servers' moves, its CPU."""
    if level.processes == 1:
        return []
    rows = []
    for k, (cpu, moves) in enumerate(level.per_process):
        rows.append([level.backend, str(level.matches), f"shard {k}", str(moves),
                     f"{moves / level.seconds:.0f}", f"{cpu / level.seconds:.0%}",
                     f"{1000 * cpu / moves:.2f}" if moves else "-"])
    return rows


def row_text(level: Level) -> str:
    s = level.stats.moves.summary()
    c, k = level.stats.clicks.summary(), level.stats.claims.summary()
    return (f"  {level.backend} n={level.matches}: {level.moves_per_s:.0f} moves/s, "
            f"p50 {ms(s['p50'])} p99 {ms(s['p99'])} ms (click p50 {ms(c['p50'])}, "
            f"/claim p50 {ms(k['p50'])}), errors {level.stats.errors}, "
            f"rematches {level.stats.rematches}, setup p50 "
            f"{ms(level.stats.setup.summary()['p50'])} ms, bot CPU "
            f"{level.bot_cpu_per_s or 0.0:.0%} (+ "
            f"{'-' if level.bot_run_queue_per_s is None else f'{level.bot_run_queue_per_s:.0%}'}"
            f" waiting for a core), bot RSS "
            f"{', '.join(f'{r:.0f}' for r in level.rss_mib) or '-'} MiB (peak "
            f"{', '.join(f'{r:.0f}' for r in level.rss_peak_mib) or '-'} MiB)")


MANY_LEVELS = "20,200,1000"
#: --many's targets at its largest level: the bot CPU-bound, or its throughput close to the
#: smallest level's; and its memory.
MANY_CPU_BOUND = 0.90
MANY_RATE_SHARE = 0.85
MANY_RSS_MIB = 130.0


def many_lines(levels: list[Level]) -> list[str]:
    """--many: per backend, each level against the smallest (closed loop: the bot's
    throughput should not fall with the number of matches), and the targets."""
    headers = ["bot", "matches", "moves/s", "vs first", "p50 ms", "p99 ms", "errors", "defer",
               "bot CPU", "waiting for a core", "CPU/move ms", "RSS peak MiB", "load1"]
    rows, out = [], []
    for backend in dict.fromkeys(lv.backend for lv in levels):
        mine = [lv for lv in levels if lv.backend == backend]
        base = mine[0].moves_per_s or 1.0
        for lv in mine:
            s = lv.stats.moves.summary()
            rows.append([backend, str(lv.matches), f"{lv.moves_per_s:.0f}",
                         f"{lv.moves_per_s / base:.2f}", ms(s["p50"]), ms(s["p99"]),
                         str(lv.stats.errors), str(lv.stats.deferred),
                         "-" if lv.bot_cpu_per_s is None else f"{lv.bot_cpu_per_s:.0%}",
                         "-" if lv.bot_run_queue_per_s is None
                         else f"{lv.bot_run_queue_per_s:.0%}",
                         "-" if lv.cpu_ms_per_move is None else f"{lv.cpu_ms_per_move:.2f}",
                         "/".join(f"{r:.0f}" for r in lv.rss_peak_mib) or "-",
                         f"{lv.load:.2f}"])
        if backend == "bare" or len(mine) < 2:
            continue
        top = mine[-1]
        cpu = top.bot_cpu_per_s or 0.0
        share = top.moves_per_s / base
        ok = cpu >= MANY_CPU_BOUND or share >= MANY_RATE_SHARE
        peak = max(lv_peak for lv in mine for lv_peak in lv.rss_peak_mib or [0.0])
        waiting = top.bot_run_queue_per_s
        out.append(f"target at {top.matches} matches ({backend}): bot CPU >= "
                   f"{MANY_CPU_BOUND:.0%} or moves/s >= {MANY_RATE_SHARE:.0%} of "
                   f"{mine[0].matches} matches' -> CPU {cpu:.0%} (+ "
                   f"{'-' if waiting is None else f'{waiting:.0%}'} waiting for a core), "
                   f"{share:.0%} -> "
                   f"{'met' if ok else 'MISSED'}; RSS peak {peak:.0f} MiB (< "
                   f"{MANY_RSS_MIB:.0f}) -> {'met' if peak < MANY_RSS_MIB else 'MISSED'}")
    return [table(headers, rows), *out]


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


# ---------------------------------------------------------------------------- CPU ratio
CPU_RATIO_MATCHES = 20
TARGET_CPU_RATIO = 3.0


def cpu_ms_per_interaction(level: Level) -> float:
    cpu = sum(c for c, _ in level.per_process)
    return 1000 * cpu / max(1, level.answered)


@dataclass
class RatioRun:
    ours: Level
    bare: Level
    board: Level | None = None  # --board-floor: the product's floor (BARE_BOT_FLOOR=board)

    @property
    def ratio(self) -> float:
        return cpu_ms_per_interaction(self.ours) / cpu_ms_per_interaction(self.bare)

    @property
    def board_ratio(self) -> float:
        assert self.board is not None
        return cpu_ms_per_interaction(self.ours) / cpu_ms_per_interaction(self.board)


def _spread(values: list[float]) -> str:
    values = sorted(values)
    return f"median {statistics.median(values):.2f}, spread {values[0]:.2f}-{values[-1]:.2f}"


def ratio_lines(runs: list[RatioRun]) -> list[str]:
    boards = all(r.board is not None for r in runs)
    headers = ["run", "ours CPU/int ms", "ours int", "ours errors", "bare CPU/int ms",
               "bare int", "bare errors", "ratio", "ours CPU/move ms"]
    if boards:
        headers += ["board CPU/int ms", "board int", "ours/board"]
    rows = []
    for k, r in enumerate(runs):
        rows.append([str(k + 1), f"{cpu_ms_per_interaction(r.ours):.3f}",
                     str(r.ours.answered), str(r.ours.stats.errors),
                     f"{cpu_ms_per_interaction(r.bare):.3f}", str(r.bare.answered),
                     str(r.bare.stats.errors), f"{r.ratio:.2f}",
                     f"{r.ours.cpu_ms_per_move or 0.0:.3f}"])
        if boards and r.board is not None:
            rows[-1] += [f"{cpu_ms_per_interaction(r.board):.3f}", str(r.board.answered),
                         f"{r.board_ratio:.2f}"]
    median = statistics.median(r.ratio for r in runs)
    ours = statistics.median(cpu_ms_per_interaction(r.ours) for r in runs)
    bare = statistics.median(cpu_ms_per_interaction(r.bare) for r in runs)
    out = [
        table(headers, rows),
        f"CPU per interaction, median of {len(runs)} runs: ours {ours:.3f} ms, "
        f"bare {bare:.3f} ms",
        f"ratio ours/bare: {_spread([r.ratio for r in runs])} "
        f"(target <= {TARGET_CPU_RATIO:.0f}: {'met' if median <= TARGET_CPU_RATIO else 'MISSED'})",
    ]
    if boards:
        floors = [(cpu_ms_per_interaction(r.board), cpu_ms_per_interaction(r.bare))
                  for r in runs if r.board is not None]
        board = statistics.median(b for b, _ in floors)
        out += [
            f"board floor (our requests and payloads, no game): {board:.3f} ms per "
            f"interaction; board/bare {_spread([b / bare for b, bare in floors])}",
            f"ratio ours/board floor: {_spread([r.board_ratio for r in runs])}",
        ]
    return out


async def cpu_ratio(args: argparse.Namespace) -> int:
    """A B A B: our bot then the floor bare bot, `args.runs` times, same stand-in."""
    backend = "sqlite" if args.db in ("both", "none") else args.db
    args.levels, args.moves = str(CPU_RATIO_MATCHES), "both"
    args.closed = args.ratio_rate is None
    if args.ratio_rate is not None:
        args.rate = args.ratio_rate
    loop = "closed loop" if args.closed else f"open loop at {args.rate:.0f} moves/s"
    print(machine_line(), flush=True)
    print(f"cpu-ratio: {CPU_RATIO_MATCHES} matches, {loop}, button and /claim "
          f"alternating, rematches; {args.seconds:.0f} s per side, {args.runs} runs, "
          f"ours on {backend}", flush=True)
    runs: list[RatioRun] = []
    with tempfile.TemporaryDirectory(prefix="nd-cpu-") as tmp:
        work = Path(tmp)
        # The spec check is the tests' (tests/standin/spec.py): not measured here. Nor are
        # Discord's rate limits (tests/e2e): a channel takes 5 bot-token edits per 5 s, and
        # the load offers a channel dozens of /claim board edits per second.
        async with StandIn(token=TOKEN, log_requests=False, check_requests=False,
                           max_concurrency=args.max_concurrency,
                           rate_limits=RateLimits.off()) as api:
            for k in range(args.runs):
                async with database(backend, work, args.pg_url) as url:
                    (ours,) = await run_backend(api, backend, url, args, work, tag=f"r{k}")
                (bare,) = await run_backend(api, "bare", None, args, work, tag=f"r{k}")
                board = None
                if args.board_floor:
                    (board,) = await run_backend(api, "board", None, args, work, tag=f"r{k}")
                runs.append(RatioRun(ours, bare, board))
                print(f"  run {k + 1}: ours {cpu_ms_per_interaction(ours):.3f} ms, bare "
                      f"{cpu_ms_per_interaction(bare):.3f} ms per interaction, ratio "
                      f"{runs[-1].ratio:.2f}", flush=True)
            print(f"stand-in: {api.late_callbacks} late callbacks (> 3 s)", flush=True)
    print()
    for line in ratio_lines(runs):
        print(line)
    print(machine_line())
    return 0


# ---------------------------------------------------------------------------- main
async def main(args: argparse.Namespace) -> int:
    if args.cpu_ratio:
        return await cpu_ratio(args)
    backends = {"both": ["sqlite", "postgres"], "none": []}.get(args.db, [args.db])
    print(machine_line(), flush=True)
    mode = "closed loop (no think time)" if args.closed else f"open loop, {args.rate:.0f} moves/s"
    print(f"load: {mode}, {args.seconds:.0f} s per level, levels {args.levels}, game {GAME}",
          flush=True)
    levels: list[Level] = []
    with tempfile.TemporaryDirectory(prefix="nd-load-") as tmp:
        work = Path(tmp)
        # The spec check is the tests' (tests/standin/spec.py): not measured here. Nor are
        # Discord's rate limits (tests/e2e): a channel takes 5 bot-token edits per 5 s, and
        # the load offers a channel dozens of /claim board edits per second.
        async with StandIn(token=TOKEN, log_requests=False, check_requests=False,
                           max_concurrency=args.max_concurrency,
                           rate_limits=RateLimits.off()) as api:
            for backend in backends:
                for processes in (int(x) for x in args.processes.split(",")):
                    async with database(backend, work, args.pg_url) as url:
                        levels += await run_backend(api, backend, url, args, work, processes)
            if not args.no_bare:
                if not backends:  # no real bot synced /challenge and /claim: seed them
                    api.set_commands(BARE_ONLY_COMMANDS)
                levels += await run_backend(api, "bare", None, args, work)
            print(f"stand-in: {api.late_callbacks} late callbacks (> 3 s)", flush=True)
    print()
    print(table(HEADERS, [row(lv) for lv in levels]))
    per_process = [r for lv in levels for r in process_rows(lv)]
    if per_process:
        print()
        print(table(PROCESS_HEADERS, per_process))
    print()
    for line in verdicts(levels, args):
        print(line)
    if args.many:
        print()
        for line in many_lines(levels):
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
    parser.add_argument("--processes", default="1",
                        help="bot processes sharing the database, e.g. 1,2: each count in "
                             "turn, with SHARD_COUNT=N and SHARD_IDS=k (default 1)")
    parser.add_argument("--max-concurrency", type=int, default=16,
                        help="the stand-in's session_start_limit.max_concurrency")
    parser.add_argument("--cpu-ratio", action="store_true",
                        help="CPU per interaction, ours against the floor bare bot, "
                             "20 matches, closed loop, A B A B for --runs runs")
    parser.add_argument("--runs", type=int, default=5, help="runs of --cpu-ratio")
    parser.add_argument("--ratio-rate", type=float, metavar="R",
                        help="--cpu-ratio at the same offered rate R moves/s for both bots "
                             "(open loop) instead of the closed loop")
    parser.add_argument("--board-floor", action="store_true",
                        help="--cpu-ratio also runs the bare bot with our requests and board "
                             "payloads but no game (BARE_BOT_FLOOR=board): A B C per run")
    parser.add_argument("--many", action="store_true",
                        help=f"the many-matches case: --levels {MANY_LEVELS} --closed (unless "
                             "--levels is given), and a table of each level against the "
                             "first: moves/s, p50/p99, bot CPU, peak RSS, with the targets")
    parser.add_argument("--profile-bot", metavar="DIR",
                        help="run the bot as `python -m cProfile -o DIR/bot-<db>.prof -m bot` "
                             "(not via manage.py) to see where its time goes")
    args = parser.parse_args(argv)
    if args.many:
        args.closed = True
        if "--levels" not in (argv if argv is not None else sys.argv[1:]):
            args.levels = MANY_LEVELS
    return args


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
