"""Shared helpers of the crash, race and database-fault tests (tests/reliability).

* `BotProcess`: the bot as its own process, started with the README's main command
  (`python3 manage.py bot`, which execs `.venv/bin/python -m bot`), pointed at the local
  Discord API stand-in (tests/standin: NOT Discord) that runs inside the test process.
* `applied_moves(api)`: every move the bot *acknowledged*, read from the interaction
  callbacks the stand-in received (a button click answered with the new board, a /claim
  answered "You played N."), so the tests can compare that with the database.
* `db_moves` / `move_problems` / `replay_problems`: what the database holds, duplicates, and
  the service's replay check (`MatchService.verify`); `run_verify_cli` runs `python -m bot
  verify` as a process.
* `Slot`, `play_until`, `finish_match`, `check_database`: matches played under load by
  buttons and /claim (double clicks, wrong players, click-vs-/claim races), the checks
  after each kill, and playing every match to its end on its old board.
* `shared_database`: the one database several bot processes share (PostgreSQL when
  TEST_DATABASE_URL is set, else a SQLite file: processes on one machine).
* `PrivatePostgres`: a throwaway PostgreSQL cluster (initdb into a temporary folder, its own
  port and socket folder) that a test may stop and start again.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import text

import rules
from bot.core.snapshots import MatchStatus
from db.engine import make_engine
from tests.fixtures.boards import answered, has_board, is_v2
from tests.fixtures.discord_world import match_id_of
from tests.fixtures.processes import TEST_DEFAULTS, ReservedPort
from tests.fixtures.scratch_postgres import scratch_postgres
from tests.fixtures.synced_commands import SYNCED
from tests.standin.server import LateResponse, StandIn

if TYPE_CHECKING:
    from bot.matches.service import MatchService

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "stand-in-token"
ENV_NAMES = ("DISCORD_TOKEN", "DISCORD_API_URL", "DISCORD_GATEWAY_URL", "DATABASE_URL",
             "DEV_GUILD_ID", "SHARD_COUNT", "SHARD_IDS", "COMMAND_HASH_DIR", "LOG_LEVEL",
             "DEADLINE_CHECK_SECONDS", "CHALLENGE_TIMEOUT_MINUTES", "TURN_TIMEOUT_HOURS",
             "CHALLENGE_LIMIT_PER_MINUTE", "CHALLENGE_LIMIT_PER_HOUR", "GUILD_READY_SECONDS")
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
DATABASE_DOWN = "The database is unavailable right now; try again in a moment."
APOLOGY = "Sorry, something went wrong on my side"


def bot_env(api: StandIn, database_url: str, **values: str) -> dict[str, str]:
    """The environment of a bot process pointed at `api` and `database_url`."""
    env = {k: v for k, v in os.environ.items() if k not in ENV_NAMES}
    env.update(api.env_for_bot())
    env["DATABASE_URL"] = database_url
    env.setdefault("LOG_LEVEL", "INFO")
    env.update(TEST_DEFAULTS)  # the workloads are many challenges from few members
    env.update(values)
    return env


class BotProcess:
    """`python3 manage.py bot` in its own process group; SIGKILL it like a crash.

    With ``shards`` (its SHARD_IDS) it is one of several processes of the bot: starting
    waits for those shards' new sessions, killing for those shards to drop."""

    def __init__(self, api: StandIn, env: dict[str, str], log: Path,
                 shards: tuple[int, ...] | None = None) -> None:
        self.api = api
        self.env = env
        self.log = log
        self.shards = shards
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0

    def _up(self, since: float, identifies_before: int) -> bool:
        api = self.api
        if self.shards is None:
            return api.identify_count > identifies_before and api.bot_connected
        fresh = {r["shard"] for r in api.identifies if r["time"] >= since}
        return all(s in fresh and s in api.connected_shards for s in self.shards)

    def _down(self) -> bool:
        if self.shards is None:
            return not self.api.bot_connected
        return not set(self.shards) & self.api.connected_shards

    async def start(self, *, within: float = 40) -> None:
        """Start the bot and wait until it identified anew with the stand-in (a killed
        process never RESUMEs: it starts a new gateway session)."""
        before = self.api.identify_count
        since = time.monotonic()
        with self.log.open("ab") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "manage.py", "bot", cwd=ROOT, env=self.env,
                stdout=asyncio.subprocess.DEVNULL, stderr=err, start_new_session=True,
            )
        self.starts += 1
        proc = self.proc

        def up() -> bool:
            if proc.returncode is not None:
                raise RuntimeError(f"the bot exited ({proc.returncode}): {self.tail()}")
            return self._up(since, before)

        await self.api.wait_until(up, within)
        SYNCED.keep(self.api)  # the bot syncs in its setup, before it identifies

    async def kill(self) -> None:
        """SIGKILL the whole process group (manage.py exec'd into the bot) and reap it."""
        if self.proc is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        await self.proc.wait()
        with contextlib.suppress(TimeoutError):
            await self.api.wait_until(self._down, 10)

    async def stop(self) -> int | None:
        """SIGTERM (a clean shutdown), SIGKILL if it lingers; returns the exit code."""
        if self.proc is None or self.proc.returncode is not None:
            return None if self.proc is None else self.proc.returncode
        with contextlib.suppress(ProcessLookupError):
            self.proc.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(self.proc.wait(), 15)
        except TimeoutError:
            await self.kill()
        return self.proc.returncode

    async def wait_for_log(self, needle: str, within: float = 20) -> None:
        """Until ``needle`` is in the process's log (fails if the process ends first)."""
        def seen() -> bool:
            if self.proc is not None and self.proc.returncode is not None:
                raise RuntimeError(f"the bot exited ({self.proc.returncode}): {self.tail()}")
            return needle in self.log.read_text(errors="replace")

        await self.api.wait_until(seen, within)

    def tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


# ---------------------------------------------------------------------- what the bot answered
@dataclass(frozen=True)
class Answer:
    """One interaction the stand-in dispatched, and what the bot answered."""

    interaction_id: int
    kind: str  # "click" | "claim" | other command name
    match_id: int | None  # from the custom id (clicks only)
    channel_id: int
    user_id: int
    number: int | None
    answered: bool  # the stand-in received an interaction callback
    final: bool  # ... and it is the final answer (not a defer still waiting for its edit)
    applied: bool  # that answer shows the move applied
    ephemeral: bool
    content: str


def _followup_text(result: Any) -> tuple[str, bool, bool]:
    """(content, ephemeral, has_embeds) of a deferred answer's final message, if any (a
    board, drawn in Components V2, counts as an embed did)."""
    if result.edits:
        msg = result.message or {}
        return (msg.get("content") or "", bool(msg.get("flags", 0) & 64),
                bool(msg.get("embeds")) or is_v2(msg))
    if result.followups:
        first = result.followups[0]
        return (first.get("content") or "", bool(first.get("flags", 0) & 64),
                bool(first.get("embeds")) or is_v2(first))
    return "", False, False


def answers(api: StandIn) -> list[Answer]:
    """Every button click and slash command the stand-in sent, with the bot's answer.

    Reads the stand-in's own record of interactions (read-only). A move is *applied* (the bot
    acknowledged it) when: a number click was answered with the updated message (type 7, or a
    deferred update followed by the edit); a /claim was answered "You played N." or with the
    board posted afresh.
    """
    out: list[Answer] = []
    for rec in list(api._interactions.values()):  # the stand-in's own log, read-only
        data = rec.payload.get("data") or {}
        result = rec.result
        ctype = getattr(result, "type", None)
        match_id = number = None
        if rec.type == MESSAGE_COMPONENT:
            kind = "click"
            parts = str(data.get("custom_id", "")).split(":")
            if len(parts) >= 3 and parts[0] == "nd" and parts[2].isdigit():
                match_id = int(parts[2])
            if len(parts) == 4 and parts[1] == "play" and parts[3].isdigit():
                number = int(parts[3])
            else:
                kind = f"click:{parts[1] if len(parts) > 1 else '?'}"
        elif rec.type == APPLICATION_COMMAND:
            kind = str(data.get("name"))
            for opt in data.get("options") or []:
                if opt.get("name") == "number":
                    number = int(opt["value"])
        else:
            continue
        content, ephemeral, has_embeds = "", False, False
        applied = False
        final = ctype is not None and (
            ctype not in (5, 6) or bool(result.edits or result.followups)
        )
        if ctype is not None:
            if ctype in (4, 7):
                content = result.content or ""
                ephemeral = bool(result.ephemeral)
                has_embeds = has_board(result)
            elif ctype in (5, 6):
                content, ephemeral, has_embeds = _followup_text(result)
            if kind == "click":
                applied = ctype == 7 or (ctype == 6 and result.edits > 0)
            elif kind == "claim":
                answered_final = ctype == 4 or (ctype == 5 and (result.edits or result.followups))
                applied = bool(answered_final) and (
                    content.startswith("You played") or (has_embeds and not ephemeral)
                )
        out.append(Answer(rec.id, kind, match_id, rec.channel_id, rec.user_id, number,
                          ctype is not None, final, applied, ephemeral, content))
    return out


def applied_moves(api: StandIn, channel_to_match: dict[int, int]) -> list[tuple[int, int]]:
    """(match id, number) of every move the bot acknowledged (duplicates kept)."""
    moves = []
    for a in answers(api):
        if not a.applied or a.number is None:
            continue
        match_id = a.match_id if a.match_id is not None else channel_to_match.get(a.channel_id)
        if match_id is not None:
            moves.append((match_id, a.number))
    return moves


# ---------------------------------------------------------------------- what the database holds
async def start_circle_duel(api: StandIn, guild: int, channel: int, a: int, b: int
                            ) -> tuple[int, int]:
    """`a` challenges `b` to circle-duel (a moves first) and `b` accepts: (match, message)."""
    res = await api.slash(guild, channel, a, "challenge",
                          {"opponent": b, "game": "circle-duel", "first": "me"})
    res = await res.settled()
    match_id, message = match_id_of(answered(res)), res.message_id
    assert message is not None
    accepted = await api.click(guild, channel, message, b, f"nd:accept:{match_id}")
    assert not accepted.ephemeral, accepted.content
    return match_id, message


async def db_moves(url: str) -> dict[int, list[tuple[int, int | None]]]:
    """match id -> [(ply, number)] in ply order, straight from the moves table."""
    engine = make_engine(url)
    try:
        async with engine.connect() as conn:
            rows = (await conn.execute(
                text("SELECT match_id, ply, number FROM moves ORDER BY match_id, ply")
            )).all()
    finally:
        await engine.dispose()
    out: dict[int, list[tuple[int, int | None]]] = defaultdict(list)
    for match_id, ply, number in rows:
        out[int(match_id)].append((int(ply), None if number is None else int(number)))
    return dict(out)


def move_problems(stored: dict[int, list[tuple[int, int | None]]],
                  acknowledged: list[tuple[int, int]]) -> tuple[list[Any], list[Any]]:
    """(lost, doubled): acknowledged moves missing from the database; duplicate plies or
    numbers within a match, and moves acknowledged more than once."""
    lost = sorted({(m, n) for m, n in acknowledged
                   if n not in {num for _, num in stored.get(m, [])}})
    doubled: list[Any] = []
    for match_id, rows in stored.items():
        plies = [p for p, _ in rows]
        if plies != list(range(1, len(plies) + 1)):
            doubled.append((match_id, "plies", plies))
        numbers = Counter(n for _, n in rows if n is not None)
        doubled.extend((match_id, n, c) for n, c in numbers.items() if c > 1)
    doubled.extend((m, n, "acknowledged twice") for (m, n), c in Counter(acknowledged).items()
                   if c > 1)
    return lost, doubled


async def replay_problems(url: str) -> list[tuple[int, str]]:
    """Matches whose stored state differs from the replay of their move log."""
    from bot.matches.service import MatchService

    engine = make_engine(url)
    try:
        return await MatchService(engine).verify()
    finally:
        await engine.dispose()


async def run_verify_cli(url: str) -> tuple[int, str]:
    """`python -m bot verify` (the README's `manage.py bot verify`) on `url`."""
    env = {k: v for k, v in os.environ.items() if k not in ENV_NAMES}
    env["DATABASE_URL"] = url
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "manage.py", "bot", "verify", cwd=ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), 90)
    return proc.returncode or 0, out.decode(errors="replace")


# ---------------------------------------------------------------------- players under load
#: A click or /claim to a dead bot times out after this.
CLICK_TIMEOUT = 4.0


@dataclass
class Slot:
    channel: int
    a: int
    b: int
    game: str
    size: int
    match_id: int = 0
    message_id: int = 0
    rng: random.Random = field(default_factory=random.Random)


@dataclass
class Counts:
    kills: int = 0
    clicks: int = 0  # interactions sent (buttons and /claim)
    timeouts: int = 0  # no answer: the bot was down (or died before answering)
    late: int = 0  # answered after Discord's 3 s deadline
    checks: int = 0


async def send(api: StandIn, counts: Counts, coro_factory) -> None:
    counts.clicks += 1
    try:
        res = await coro_factory()
        await res.settled(timeout=CLICK_TIMEOUT)
    except LateResponse:
        counts.late += 1
    except TimeoutError:
        counts.timeouts += 1


def button_enabled(api: StandIn, channel: int, message_id: int, custom_id: str) -> bool:
    msg = api.message(channel, message_id)
    return any(b.get("custom_id") == custom_id and not b.get("disabled")
               for b in api.find_buttons(msg))


async def move(api: StandIn, guild: int, slot: Slot, user: int, number: int,
                counts: Counts, how: str) -> None:
    """One move attempt: 'button', 'claim', 'double' (two clicks at once) or 'race'
    (a click and a /claim at once). A button the stored message shows disabled (a stale
    board after a kill) is replaced by /claim, as a player would do."""
    custom_id = f"nd:play:{slot.match_id}:{number}"

    def click():
        return api.click(guild, slot.channel, slot.message_id, user, custom_id,
                         timeout=CLICK_TIMEOUT)

    def claim():
        return api.slash(guild, slot.channel, user, "claim", {"number": number},
                         timeout=CLICK_TIMEOUT)

    if how != "claim" and not button_enabled(api, slot.channel, slot.message_id, custom_id):
        how = "claim"
    if how == "button":
        await send(api, counts, click)
    elif how == "claim":
        await send(api, counts, claim)
    elif how == "double":
        await asyncio.gather(send(api, counts, click), send(api, counts, click))
    else:
        await asyncio.gather(send(api, counts, click), send(api, counts, claim))


async def play_until(stop: asyncio.Event, api: StandIn, guild: int, slot: Slot,
                     service: MatchService, counts: Counts) -> None:
    """Play slot's match until `stop`, keeping two moves in hand so it outlives the kills."""
    game = rules.get_game(slot.game)
    rng = slot.rng
    while not stop.is_set():
        snap = await service.get(guild, slot.match_id)
        legal = game.legal_moves(snap.state)
        near_end = (snap.state.size - len(snap.state.history) <= 3
                    if slot.game == "circle-duel" else len(legal) <= 2)
        if snap.status is not MatchStatus.ACTIVE or near_end:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.5)
            continue
        mover = snap.to_move_id
        other = slot.b if mover == slot.a else slot.a
        number = rng.choice(legal)
        roll = rng.random()
        if roll < 0.1:  # the wrong player clicks: refused
            await move(api, guild, slot, other, number, counts, "button")
        else:
            how = rng.choices(["button", "claim", "double", "race"], [55, 20, 15, 10])[0]
            await move(api, guild, slot, mover, number, counts, how)  # type: ignore[arg-type]
        await asyncio.sleep(rng.uniform(0.05, 0.6))


async def check_database(api: StandIn, url: str, chan: dict[int, int], counts: Counts) -> None:
    """Every move acknowledged so far is stored, none twice, every state replays.

    The acknowledgements are read before the database: a process still running (the
    survivor of a shard crash) keeps committing and answering moves meanwhile, and a move it
    commits after the database read but acknowledges before the answers are read would look
    lost. A move acknowledged before the database read has committed before it."""
    acked = applied_moves(api, chan)
    stored = await db_moves(url)
    lost, doubled = move_problems(stored, acked)
    assert not lost, f"acknowledged moves missing from the database: {lost}"
    assert not doubled, f"moves stored or acknowledged twice: {doubled}"
    problems = await replay_problems(url)
    assert not problems, f"state differs from the move log: {problems}"
    counts.checks += 1




async def finish_match(api: StandIn, guild: int, slot: Slot, service: MatchService,
                       counts: Counts) -> int:
    """Play slot's match to its end on the message rendered before any kill (/claim where
    that board shows a stale, disabled button); every move must work. Returns the moves."""
    game = rules.get_game(slot.game)
    moves = 0
    while True:
        snap = await service.get(guild, slot.match_id)
        if snap.status is not MatchStatus.ACTIVE:
            return moves
        number = slot.rng.choice(game.legal_moves(snap.state))
        before = len(snap.state.history)
        user = snap.to_move_id
        assert user is not None
        custom_id = f"nd:play:{slot.match_id}:{number}"
        counts.clicks += 1
        if button_enabled(api, slot.channel, slot.message_id, custom_id):
            res = await api.click(guild, slot.channel, slot.message_id, user, custom_id,
                                  timeout=10)
            res = await res.settled(timeout=10)
            assert res.type in (6, 7) and not res.ephemeral, res
        else:
            res = await api.slash(guild, slot.channel, user, "claim", {"number": number},
                                  timeout=10)
            res = await res.settled(timeout=10)
            assert (res.content or "").startswith("You played"), res
        after = await service.get(guild, slot.match_id)
        assert len(after.state.history) > before
        moves += 1


@contextlib.asynccontextmanager
async def shared_database(tmp_path: Path) -> AsyncIterator[str]:
    """An empty database for several bot processes: a scratch PostgreSQL database on
    TEST_DATABASE_URL's server when it is set (the way for several machines), else a SQLite
    file (several processes on one machine)."""
    server = os.environ.get("TEST_DATABASE_URL")
    if not server:
        yield f"sqlite+aiosqlite:///{tmp_path / 'shared.db'}"
        return
    async with scratch_postgres(server, "nd_shards") as url:
        yield url


# ---------------------------------------------------------------------- a private PostgreSQL
def pg_bin(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    for candidate in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return candidate
    raise FileNotFoundError(f"{name} not found (PostgreSQL server binaries are needed)")


class PrivatePostgres:
    """A throwaway PostgreSQL cluster on 127.0.0.1:<free port>, trust auth, fsync off.

    initdb refuses to run as root: then the cluster belongs to the `postgres` user (runuser),
    in a folder under /tmp that user owns. `stop()` / `start()` can be repeated (same port).
    """

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="nd-pg-"))
        self.data = self.root / "data"
        self.sock = self.root / "sock"
        self.logfile = self.root / "server.log"
        self._held = ReservedPort()  # until the server listens, and while it is stopped
        self.port = self._held.port
        self._as: list[str] = []
        if os.geteuid() == 0:
            runuser = shutil.which("runuser")
            if runuser is None:
                raise RuntimeError("running as root without runuser: cannot start PostgreSQL")
            self._as = [runuser, "-u", "postgres", "--"]
            shutil.chown(self.root, "postgres")
            self.root.chmod(0o700)
        self.sock.mkdir()
        if self._as:
            shutil.chown(self.sock, "postgres")

    @property
    def url(self) -> str:
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str, timeout: float = 60) -> None:
        done = subprocess.run([*self._as, *args], capture_output=True, text=True,
                              timeout=timeout, cwd=self.root)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed ({done.returncode}): {done.stdout}"
                               f"{done.stderr}{self.log_tail()}")

    def init(self) -> None:
        self._run(pg_bin("initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "--no-sync", "-E", "UTF8")

    def start(self) -> None:
        options = (f"-p {self.port} -k {self.sock} -c listen_addresses=127.0.0.1 "
                   "-c fsync=off -c full_page_writes=off -c max_connections=50")
        self._held.release()
        self._run(pg_bin("pg_ctl"), "-D", str(self.data), "-l", str(self.logfile),
                  "-o", options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run(pg_bin("pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")
        self._held = ReservedPort(self.port)

    def is_up(self) -> bool:
        with socket.socket() as s:
            s.settimeout(0.5)
            return s.connect_ex(("127.0.0.1", self.port)) == 0

    def log_tail(self) -> str:
        try:
            return "\n" + "\n".join(self.logfile.read_text(errors="replace").splitlines()[-15:])
        except OSError:
            return ""

    def cleanup(self) -> None:
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(Exception):
                self.stop("immediate")
        self._held.release()
        shutil.rmtree(self.root, ignore_errors=True)


async def wait_port(port: int, *, up: bool, within: float = 10) -> None:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        with socket.socket() as s:
            s.settimeout(0.3)
            if (s.connect_ex(("127.0.0.1", port)) == 0) == up:
                return
        await asyncio.sleep(0.05)
    raise TimeoutError(f"port {port} not {'up' if up else 'down'} after {within}s")
