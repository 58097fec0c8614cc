"""Shared helpers of benchmarks/load.py and benchmarks/startup.py.

The bot runs as its own process, started exactly as the README starts it
(``python3 manage.py bot``, which execs ``.venv/bin/python -m bot``), pointed at the local
Discord API stand-in (tests/standin, NOT Discord) that runs inside the benchmark process.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import platform
import signal
import subprocess
import time
import uuid
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
DEFAULT_PG = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
STOP_GRACE = 10.0


# ---------------------------------------------------------------------------- machine
def machine() -> dict[str, str]:
    """Cores, RAM, CPU model, Python, load average: what a figure needs beside it."""
    model = "?"
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    load = os.getloadavg()
    return {
        "cores": str(os.cpu_count()),
        "ram": f"{psutil.virtual_memory().total / 2**30:.1f} GiB",
        "cpu": model,
        "python": platform.python_version(),
        "load": f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}",
    }


def machine_line() -> str:
    m = machine()
    return (f"machine: {m['cores']} cores, {m['ram']}, {m['cpu']}, Python {m['python']}, "
            f"load average {m['load']}")


def loadavg1() -> float:
    return os.getloadavg()[0]


# ---------------------------------------------------------------------------- statistics
def quantile(ordered: Sequence[float], q: float) -> float:
    """Nearest-rank quantile of an ascending sequence (nan if empty)."""
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.999999) - 1))]


@dataclass
class Latencies:
    """Samples in seconds; summaries in milliseconds."""

    samples: list[float] = field(default_factory=list)

    def add(self, seconds: float) -> None:
        self.samples.append(seconds)

    def summary(self) -> dict[str, float]:
        ordered = sorted(self.samples)
        return {
            "n": len(ordered),
            "p50": quantile(ordered, 0.50) * 1000,
            "p95": quantile(ordered, 0.95) * 1000,
            "p99": quantile(ordered, 0.99) * 1000,
            "max": (ordered[-1] * 1000) if ordered else float("nan"),
        }


class LoopLag:
    """How late this process's event loop wakes a 10 ms sleeper: the load generator's own
    lag. When it is large, the generator (and the stand-in, same loop) is the bottleneck."""

    def __init__(self, period: float = 0.01) -> None:
        self.period = period
        self.lags = Latencies()
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(self.period)
            self.lags.add(max(0.0, time.perf_counter() - start - self.period))

    def start(self) -> None:
        self.lags = Latencies()
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> dict[str, float]:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        return self.lags.summary()


def table(headers: list[str], rows: list[list[str]]) -> str:
    """A compact, aligned text table (also valid Markdown)."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)) + " |"
    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(headers), sep, *(line(r) for r in rows)])


def ms(value: float) -> str:
    return "-" if value != value else f"{value:.1f}"  # nan is not equal to itself


# ---------------------------------------------------------------------------- databases
@contextlib.asynccontextmanager
async def database(kind: str, workdir: Path, pg_url: str = DEFAULT_PG) -> AsyncIterator[str]:
    """A fresh, empty database URL: a SQLite file in `workdir`, or a scratch PostgreSQL
    database (created on `pg_url`'s server, dropped afterwards)."""
    if kind == "sqlite":
        path = workdir / f"bench-{uuid.uuid4().hex[:8]}.db"
        try:
            yield f"sqlite+aiosqlite:///{path}"
        finally:
            for suffix in ("", "-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(f"{path}{suffix}")
        return
    # The test toolkit's scratch database; imported here so SQLite runs need no tests/ on the path.
    from tests.fixtures.scratch_postgres import scratch_postgres

    async with scratch_postgres(pg_url, "bench") as url:
        yield url


def postgres_backends_cpu(database_name: str) -> dict[int, float]:
    """CPU seconds so far of each PostgreSQL backend serving ``database_name`` on this
    machine (their process titles read ``postgres: ... USER DATABASE HOST(PORT) ...``).
    Other databases' backends and the server's shared processes are not counted."""
    out: dict[int, float] = {}
    for proc in psutil.process_iter(["cmdline"]):
        with contextlib.suppress(psutil.Error):
            words = " ".join(proc.info["cmdline"] or ()).split()
            if words[:1] == ["postgres:"] and database_name in words:
                times = proc.cpu_times()
                out[proc.pid] = times.user + times.system
    return out


# ---------------------------------------------------------------------------- processes
@dataclass
class BotProcess:
    """A bot subprocess; `log` holds its standard error."""

    popen: subprocess.Popen[bytes]
    log: Path
    started: float  # time.perf_counter() just before Popen

    @property
    def pid(self) -> int:
        return self.popen.pid

    def ps(self) -> psutil.Process:
        return psutil.Process(self.pid)

    def rss_mib(self) -> float:
        return self.ps().memory_info().rss / 2**20

    def cpu_seconds(self) -> float:
        t = self.ps().cpu_times()
        return t.user + t.system

    def run_queue_seconds(self) -> float | None:
        """How long the process's main thread (the event loop) has been runnable but waiting
        for a core (Linux schedstat's run delay), in seconds; None where not available."""
        try:
            fields = Path(f"/proc/{self.pid}/task/{self.pid}/schedstat").read_text().split()
            return int(fields[1]) / 1e9
        except (OSError, IndexError, ValueError):
            return None

    def check_alive(self) -> None:
        code = self.popen.poll()
        if code is not None:
            tail = self.log.read_text(errors="replace")[-3000:]
            raise RuntimeError(f"bot process exited with {code}; log tail:\n{tail}")

    async def stop(self) -> int | None:
        """SIGTERM, wait up to STOP_GRACE seconds, then SIGKILL. Returns the exit code."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + STOP_GRACE
            while self.popen.poll() is None and time.monotonic() < deadline:  # noqa: ASYNC110
                await asyncio.sleep(0.05)
            if self.popen.poll() is None:
                self.popen.kill()
                self.popen.wait(5)
        return self.popen.returncode


def bot_env(api_env: dict[str, str], extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env.update(api_env)
    env.update({"DEV_GUILD_ID": "", "SHARD_COUNT": "", "PYTHONUNBUFFERED": "1"})
    # Load is many challenges from few members: no per-member challenge limit.
    env.update({"CHALLENGE_LIMIT_PER_MINUTE": "0", "CHALLENGE_LIMIT_PER_HOUR": "0"})
    env.update(extra)
    return env


def start_process(command: list[str], env: dict[str, str], log: Path) -> BotProcess:
    log.parent.mkdir(parents=True, exist_ok=True)
    handle = log.open("wb")
    started = time.perf_counter()
    popen = subprocess.Popen(command, cwd=ROOT, env=env, stdout=handle, stderr=subprocess.STDOUT,
                             stdin=subprocess.DEVNULL)
    handle.close()
    return BotProcess(popen, log, started)


def start_real_bot(api_env: dict[str, str], database_url: str, log: Path,
                   *, extra: dict[str, str] | None = None,
                   profile_to: Path | None = None) -> BotProcess:
    """`python3 manage.py bot`, as the README starts it (or, with `profile_to`, the same
    `python -m bot` under cProfile, writing its stats there at SIGTERM)."""
    env = bot_env(api_env, {"DATABASE_URL": database_url, "LOG_LEVEL": "WARNING",
                            **(extra or {})})
    if profile_to is not None:
        command = [str(VENV_PYTHON), "-m", "cProfile", "-o", str(profile_to), "-m", "bot"]
    else:
        command = ["python3", "manage.py", "bot"]
    return start_process(command, env, log)


def start_bare_bot(api_env: dict[str, str], log: Path, *, floor: bool | str = False
                   ) -> BotProcess:
    """tests.standin.bare_bot: fixed answers, no database (the latency floor); `floor`: its
    BARE_BOT_FLOOR mode (guilds intent, "ok" answers; the CPU floor of `load.py --cpu-ratio`), or
    ``"board"``: our bot's requests and board payloads without a game."""
    mode = "board" if floor == "board" else ("1" if floor else "")
    env = bot_env(api_env, {"BARE_BOT_LOG": "WARNING", "BARE_BOT_FLOOR": mode})
    return start_process([str(VENV_PYTHON), "-m", "tests.standin.bare_bot"], env, log)


async def wait_connected(api, proc: BotProcess, within: float = 60) -> float:
    """Until the bot process has identified with the stand-in; seconds since start."""
    async with asyncio.timeout(within):
        while not api.bot_connected:
            proc.check_alive()
            await asyncio.sleep(0.01)
    return time.perf_counter() - proc.started
