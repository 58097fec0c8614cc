"""Run the bot's command line as its own process, as a server owner would.

Every process here is `python -m bot ...` with the project root as working directory (what
`python3 manage.py bot ...` execs), an environment without the caller's bot settings, and
stderr in a file that tests read while the process runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETTING_NAMES = ("DISCORD_TOKEN", "DISCORD_API_URL", "DISCORD_GATEWAY_URL", "DATABASE_URL",
                 "DEV_GUILD_ID", "SHARD_COUNT", "SHARD_IDS", "COMMAND_HASH_DIR", "LOG_LEVEL",
                 "TURN_TIMEOUT_HOURS", "CHALLENGE_TIMEOUT_MINUTES", "DEADLINE_CHECK_SECONDS",
                 "DEFAULT_BOT_LEVEL")


def clean_env(**values: str) -> dict[str, str]:
    """The caller's environment without bot settings, plus ``values``."""
    env = {k: v for k, v in os.environ.items() if k not in SETTING_NAMES}
    env.update(values)
    return env


def cli(*args: str, cwd: Path = ROOT, timeout: float = 120, **env: str
        ) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` to its end."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=cwd, env=clean_env(PYTHONPATH=str(ROOT), **env),
        capture_output=True, text=True, timeout=timeout,
    )


def free_port() -> int:
    """A loopback port nothing listens on (yet)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class BotRun:
    """`python -m bot` running in the background, its stderr going to ``log``."""

    def __init__(self, log: Path, **env: str) -> None:
        self.log = log
        with log.open("wb") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "bot"], cwd=ROOT, env=clean_env(**env),
                stdout=subprocess.DEVNULL, stderr=err, start_new_session=True,
            )

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    async def wait_for(self, needle: str, within: float = 30, count: int = 1) -> str:
        """Wait until ``needle`` is in the log ``count`` times; fail if the process ends."""
        deadline = time.monotonic() + within
        while (text := self.text()).count(needle) < count:
            if self.proc.poll() is not None:
                raise AssertionError(f"bot exited {self.proc.returncode} before {needle!r}:\n"
                                     + text[-3000:])
            if time.monotonic() > deadline:
                raise AssertionError(f"no {needle!r} within {within} s:\n" + text[-3000:])
            await asyncio.sleep(0.05)
        return text

    async def stop(self, sig: int = signal.SIGTERM, within: float = 5.0) -> tuple[int, float]:
        """Send ``sig``; returns (exit code, seconds it took to exit). Kills it after ``within``."""
        started = time.monotonic()
        self.proc.send_signal(sig)
        try:
            while self.proc.poll() is None:
                if time.monotonic() - started > within:
                    raise AssertionError(f"still running {within} s after signal {sig}")
                await asyncio.sleep(0.02)
        finally:
            self.kill()
        return self.proc.returncode, time.monotonic() - started

    async def wait_exit(self, within: float = 60) -> int:
        deadline = time.monotonic() + within
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                self.kill()
                raise AssertionError(f"still running after {within} s:\n" + self.text()[-3000:])
            await asyncio.sleep(0.05)
        return self.proc.returncode

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
